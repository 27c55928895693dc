import { describe, expect, it } from 'vitest';
import { datensatz, stufeAm, wertAm } from '../werte';

// Quellen: § 8 Abs. 1 Nr. 1 und Abs. 1a, § 20 Abs. 2 und 2a SGB IV
// (https://www.gesetze-im-internet.de/sgb_4/__8.html, https://www.gesetze-im-internet.de/sgb_4/__20.html)
// in den Fassungen des Gesetzes vom 05.12.2012 (BGBl. I S. 2474), des RV-Leistungsverbesserungs- und
// -Stabilisierungsgesetzes vom 28.11.2018 (BGBl. I S. 2016), des Gesetzes vom 28.06.2022 (BGBl. I S. 969)
// und des Gesetzes vom 07.11.2022 (BGBl. I S. 1985); Bekanntmachungen der Geringfügigkeitsgrenze
// (BAnz AT 05.09.2022 B1, BAnz AT 07.12.2023 B1) und Fünfte Mindestlohnanpassungsverordnung
// (https://www.gesetze-im-internet.de/milov5/__1.html); Faktor F nach den Bekanntmachungen des BMAS
// (https://www.bmas.de/DE/Soziales/Sozialversicherung/Geringfuegige-Beschaeftigung/faktor-f-erklaerung.html),
// gegengeprüft mit der Übersicht der Techniker Krankenkasse
// (https://www.tk.de/firmenkunden/versicherung/beitraege-faq/zahlen-und-grenzwerte/faktor-f-2033036).
const ID = 'uebergangsbereich';

describe('uebergangsbereich', () => {
  it.each([
    ['2015-01-01', 450],
    ['2022-09-30', 450],
    ['2022-10-01', 520],
    ['2023-12-31', 520],
    ['2024-01-01', 538],
    ['2024-12-31', 538],
    ['2025-01-01', 556],
    ['2025-12-31', 556],
    ['2026-01-01', 603],
    ['2026-12-31', 603],
    ['2027-01-01', 633],
  ])('Untergrenze (Geringfügigkeitsgrenze) am %s', (datum, wert) => {
    expect(wertAm(ID, 'untergrenze_monat', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 850],
    ['2019-06-30', 850],
    ['2019-07-01', 1300],
    ['2022-09-30', 1300],
    ['2022-10-01', 1600],
    ['2022-12-31', 1600],
    ['2023-01-01', 2000],
    ['2026-11-23', 2000],
  ])('Obergrenze am %s', (datum, wert) => {
    expect(wertAm(ID, 'obergrenze_monat', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 0.7585],
    ['2015-12-31', 0.7585],
    ['2016-01-01', 0.7547],
    ['2016-12-31', 0.7547],
    ['2017-01-01', 0.7509],
    ['2017-12-31', 0.7509],
    ['2018-01-01', 0.7547],
    ['2018-12-31', 0.7547],
    ['2019-01-01', 0.7566],
    ['2019-07-01', 0.7566],
    ['2019-12-31', 0.7566],
    ['2020-01-01', 0.7547],
    ['2020-12-31', 0.7547],
    ['2021-01-01', 0.7509],
    ['2022-09-30', 0.7509],
    ['2022-10-01', 0.7009],
    ['2022-12-31', 0.7009],
    ['2023-01-01', 0.6922],
    ['2023-12-31', 0.6922],
    ['2024-01-01', 0.6846],
    ['2024-12-31', 0.6846],
    ['2025-01-01', 0.6683],
    ['2025-12-31', 0.6683],
    ['2026-01-01', 0.6619],
    ['2026-12-31', 0.6619],
  ])('Faktor F am %s', (datum, wert) => {
    expect(wertAm(ID, 'faktor_f', datum)).toBe(wert);
  });

  it('Faktor F für 2027 ist noch nicht bekannt gemacht', () => {
    expect(wertAm(ID, 'faktor_f', '2027-01-01')).toBeNull();
  });

  it('Faktor F ab 01.10.2022 gilt nur bis zum Jahresende', () => {
    const s = stufeAm(ID, 'faktor_f', '2022-11-15');
    expect(s?.gueltig_ab).toBe('2022-10-01');
    expect(s?.gueltig_bis).toBe('2022-12-31');
  });

  it('fehlt vor Beginn der Abdeckung', () => {
    expect(wertAm(ID, 'faktor_f', '2014-12-31')).toBeUndefined();
  });

  // Fassungen: bis 30.06.2019 Gleitzone, ab 01.07.2019 Übergangsbereich (RV-Leistungsverbesserungs- und
  // -Stabilisierungsgesetz vom 28.11.2018, BGBl. I S. 2016, in Kraft am 01.07.2019; DRV rvRecht zu
  // § 20 SGB IV); F aus 30 Prozent nach § 163 Abs. 10 SGB VI bis 30.09.2022 (Haufe, Sauer, § 344 SGB III
  // Rz. 13 f.), seit 01.10.2022 aus 28 Prozent nach § 20 Abs. 2a Satz 2 SGB IV.
  it('Fassungen mit Beginn, Bezeichnung und Prozentsatz für F', () => {
    const f = datensatz(ID).fassungen?.map((x) => [x.id, x.gueltig_ab, x.bezeichnung, x.faktor_f_prozent]);
    expect(f).toEqual([
      ['gleitzone', '2015-01-01', 'Gleitzone', 30],
      ['uebergangsbereich_2019', '2019-07-01', 'Uebergangsbereich', 30],
      ['uebergangsbereich_2022', '2022-10-01', 'Uebergangsbereich', 28],
    ]);
  });
});
