import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: Arbeitnehmerüberlassungsgesetz §§ 1, 8, 19 (https://www.gesetze-im-internet.de/a_g/__1.html,
// https://www.gesetze-im-internet.de/a_g/__8.html) i. d. F. des Gesetzes vom 21.02.2017;
// Verordnungen über eine Lohnuntergrenze in der Arbeitnehmerüberlassung nach § 3a AÜG
// (https://www.gesetze-im-internet.de/a_g/__3a.html): Zweite (01.04.2014 bis 31.12.2016),
// Dritte (01.06.2017 bis 31.12.2019), Vierte vom 20.08.2020 (BAnz AT 31.08.2020 V1), Fünfte
// (01.01.2023 bis 31.03.2024) und Sechste (BMAS,
// https://www.bmas.de/DE/Service/Gesetze-und-Gesetzesvorhaben/sechste-verordnung-lohnuntergrenze-arbeitnehmerueberlassung.html).
const ID = 'zeitarbeit';

describe('zeitarbeit', () => {
  it.each([
    ['ueberlassungshoechstdauer', 18],
    ['hoechstdauer_betriebsvereinbarung', 24],
    ['unterbrechung_anrechnung', 3],
    ['equal_pay_nach', 9],
    ['equal_pay_branchenzuschlag', 15],
    ['einarbeitungszeit_hoechstens', 6],
    ['drehtuer_sperrfrist', 6],
  ])('%s ab der AÜG-Reform am 01.04.2017', (bestandteil, wert) => {
    expect(wertAm(ID, bestandteil, '2017-04-01')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2026-11-23')).toBe(wert);
  });

  it.each([
    'ueberlassungshoechstdauer',
    'hoechstdauer_betriebsvereinbarung',
    'unterbrechung_anrechnung',
    'equal_pay_nach',
    'equal_pay_branchenzuschlag',
    'einarbeitungszeit_hoechstens',
  ])('%s fehlt vor dem 01.04.2017', (bestandteil) => {
    expect(wertAm(ID, bestandteil, '2017-03-31')).toBeUndefined();
  });

  it('Drehtürklausel gilt schon vor der Reform', () => {
    expect(wertAm(ID, 'drehtuer_sperrfrist', '2015-01-01')).toBe(6);
    expect(wertAm(ID, 'drehtuer_sperrfrist', '2017-03-31')).toBe(6);
    expect(stufeAm(ID, 'drehtuer_sperrfrist', '2017-04-01')?.rechtsgrundlage).toMatch(/§ 8 Abs\. 3 AÜG/);
  });

  it.each([
    ['2015-01-01', 8.5],
    ['2015-03-31', 8.5],
    ['2015-04-01', 8.8],
    ['2016-05-31', 8.8],
    ['2016-06-01', 9.0],
    ['2016-12-31', 9.0],
    ['2017-06-01', 9.23],
    ['2018-03-31', 9.23],
    ['2018-04-01', 9.49],
    ['2019-03-31', 9.49],
    ['2019-04-01', 9.79],
    ['2019-09-30', 9.79],
    ['2019-10-01', 9.96],
    ['2019-12-31', 9.96],
    ['2020-09-01', 10.15],
    ['2021-03-31', 10.15],
    ['2021-04-01', 10.45],
    ['2022-03-31', 10.45],
    ['2022-04-01', 10.88],
    ['2022-12-31', 10.88],
    ['2023-01-01', 12.43],
    ['2023-03-31', 12.43],
    ['2023-04-01', 13.0],
    ['2023-12-31', 13.0],
    ['2024-01-01', 13.5],
    ['2024-03-31', 13.5],
    ['2024-11-01', 14.0],
    ['2025-02-28', 14.0],
    ['2025-03-01', 14.53],
    ['2025-09-30', 14.53],
  ])('Lohnuntergrenze West am %s', (datum, wert) => {
    expect(wertAm(ID, 'lohnuntergrenze_west', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 7.86],
    ['2015-03-31', 7.86],
    ['2015-04-01', 8.2],
    ['2016-05-31', 8.2],
    ['2016-06-01', 8.5],
    ['2016-12-31', 8.5],
    ['2017-06-01', 8.91],
    ['2018-03-31', 8.91],
    ['2018-04-01', 9.27],
    ['2018-12-31', 9.27],
    ['2019-01-01', 9.49],
    ['2019-09-30', 9.49],
    ['2019-10-01', 9.66],
    ['2019-12-31', 9.66],
    ['2020-09-01', 9.88],
    ['2020-09-30', 9.88],
    ['2020-10-01', 10.1],
    ['2021-03-31', 10.1],
    ['2021-04-01', 10.45],
    ['2022-04-01', 10.88],
    ['2023-01-01', 12.43],
    ['2023-04-01', 13.0],
    ['2024-01-01', 13.5],
    ['2024-11-01', 14.0],
    ['2025-03-01', 14.53],
    ['2025-09-30', 14.53],
  ])('Lohnuntergrenze Ost am %s', (datum, wert) => {
    expect(wertAm(ID, 'lohnuntergrenze_ost', datum)).toBe(wert);
  });

  it.each([
    ['2017-01-01'],
    ['2017-05-31'],
    ['2020-01-01'],
    ['2020-08-31'],
    ['2024-04-01'],
    ['2024-10-31'],
    ['2025-10-01'],
    ['2026-11-23'],
  ])('keine Lohnuntergrenze am %s (keine Verordnung in Kraft)', (datum) => {
    expect(wertAm(ID, 'lohnuntergrenze_west', datum)).toBeUndefined();
    expect(wertAm(ID, 'lohnuntergrenze_ost', datum)).toBeUndefined();
  });

  it('fehlt vor Beginn eines Bestandteils', () => {
    expect(wertAm(ID, 'lohnuntergrenze_west', '2017-01-15')).toBeUndefined();
  });
});
