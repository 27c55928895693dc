import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: Zweite Pflegearbeitsbedingungenverordnung vom 27.11.2014 (Bundesministerium für
// Gesundheit, https://www.bundesgesundheitsministerium.de/service/begriffe-von-a-z/p/pflegemindestlohn.html);
// Dritte PflegeArbbV vom 01.08.2017 (BMAS, https://www.bmas.de/DE/Themen/Arbeitsrecht/Mindestlohn/faq-mindestlohn-pflege.html);
// Vierte PflegeArbbV vom 22.04.2020, §§ 2 und 4
// (https://www.bmas.de/DE/Service/Gesetze/vierte-verordnung-zwingende-arbeitsbedingungen-pflegebranche.html);
// Fünfte PflegeArbbV vom 20.04.2022, §§ 2 und 4
// (https://www.bmas.de/DE/Service/Gesetze-und-Gesetzesvorhaben/fuenfte-verordnung-zwingende-arbeitsbedingungen-pflegebranche.html);
// Sechste PflegeArbbV, §§ 2 und 4 (https://www.gesetze-im-internet.de/pflegearbbv_6/__2.html).
const ID = 'pflegemindestlohn';

describe('pflegemindestlohn', () => {
  it.each([
    ['2015-01-01', 9.4],
    ['2015-12-31', 9.4],
    ['2016-01-01', 9.75],
    ['2016-12-31', 9.75],
    ['2017-01-01', 10.2],
    ['2017-10-31', 10.2],
    ['2017-11-01', 10.2],
    ['2017-12-31', 10.2],
    ['2018-01-01', 10.55],
    ['2018-12-31', 10.55],
    ['2019-01-01', 11.05],
    ['2019-12-31', 11.05],
    ['2020-01-01', 11.35],
    ['2020-06-30', 11.35],
    ['2020-07-01', 11.6],
    ['2021-03-31', 11.6],
    ['2021-04-01', 11.8],
    ['2021-08-31', 11.8],
  ])('Mindestentgelt West am %s', (datum, wert) => {
    expect(wertAm(ID, 'pflegehilfskraft_west', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 8.65],
    ['2015-12-31', 8.65],
    ['2016-01-01', 9.0],
    ['2016-12-31', 9.0],
    ['2017-01-01', 9.5],
    ['2017-12-31', 9.5],
    ['2018-01-01', 10.05],
    ['2018-12-31', 10.05],
    ['2019-01-01', 10.55],
    ['2019-12-31', 10.55],
    ['2020-01-01', 10.85],
    ['2020-06-30', 10.85],
    ['2020-07-01', 11.2],
    ['2021-03-31', 11.2],
    ['2021-04-01', 11.5],
    ['2021-08-31', 11.5],
  ])('Mindestentgelt Ost am %s', (datum, wert) => {
    expect(wertAm(ID, 'pflegehilfskraft_ost', datum)).toBe(wert);
  });

  it('West und Ost enden mit der Angleichung am 31.08.2021', () => {
    expect(wertAm(ID, 'pflegehilfskraft_west', '2021-09-01')).toBeUndefined();
    expect(wertAm(ID, 'pflegehilfskraft_ost', '2021-09-01')).toBeUndefined();
    expect(stufeAm(ID, 'pflegehilfskraft_west', '2021-08-31')?.gueltig_bis).toBe('2021-08-31');
  });

  it.each([
    ['2021-09-01', 12.0],
    ['2022-03-31', 12.0],
    ['2022-04-01', 12.55],
    ['2022-08-31', 12.55],
    ['2022-09-01', 13.7],
    ['2023-04-30', 13.7],
    ['2023-05-01', 13.9],
    ['2023-11-30', 13.9],
    ['2023-12-01', 14.15],
    ['2024-04-30', 14.15],
    ['2024-05-01', 15.5],
    ['2025-06-30', 15.5],
    ['2025-07-01', 16.1],
    ['2026-06-30', 16.1],
  ])('Pflegehilfskräfte am %s', (datum, wert) => {
    expect(wertAm(ID, 'pflegehilfskraft', datum)).toBe(wert);
  });

  it.each([
    ['2021-09-01', 12.5],
    ['2022-03-31', 12.5],
    ['2022-04-01', 13.2],
    ['2022-08-31', 13.2],
    ['2022-09-01', 14.6],
    ['2023-05-01', 14.9],
    ['2023-11-30', 14.9],
    ['2023-12-01', 15.25],
    ['2024-04-30', 15.25],
    ['2024-05-01', 16.5],
    ['2025-06-30', 16.5],
    ['2025-07-01', 17.35],
  ])('qualifizierte Pflegehilfskräfte am %s', (datum, wert) => {
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft', datum)).toBe(wert);
  });

  it('qualifizierte Pflegehilfskräfte April bis August 2021 nach Gebiet', () => {
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft_west', '2021-04-01')).toBe(12.5);
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft_ost', '2021-04-01')).toBe(12.2);
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft_ost', '2021-08-31')).toBe(12.2);
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft_ost', '2021-09-01')).toBeUndefined();
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft_west', '2021-03-31')).toBeUndefined();
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft', '2021-08-31')).toBeUndefined();
  });

  it.each([
    ['2021-07-01', 15.0],
    ['2022-03-31', 15.0],
    ['2022-04-01', 15.4],
    ['2022-08-31', 15.4],
    ['2022-09-01', 17.1],
    ['2023-04-30', 17.1],
    ['2023-05-01', 17.65],
    ['2023-12-01', 18.25],
    ['2024-04-30', 18.25],
    ['2024-05-01', 19.5],
    ['2025-06-30', 19.5],
    ['2025-07-01', 20.5],
    ['2026-06-30', 20.5],
  ])('Pflegefachkräfte am %s', (datum, wert) => {
    expect(wertAm(ID, 'pflegefachkraft', datum)).toBe(wert);
  });

  it('fehlt vor Beginn eines Bestandteils', () => {
    expect(wertAm(ID, 'pflegefachkraft', '2021-06-30')).toBeUndefined();
    expect(wertAm(ID, 'pflegehilfskraft', '2021-08-31')).toBeUndefined();
    expect(wertAm(ID, 'zusatzurlaub', '2020-04-30')).toBeUndefined();
  });

  it('angekündigte Stufen ab 01.07.2026 sind noch ohne Wert', () => {
    expect(wertAm(ID, 'pflegehilfskraft', '2026-07-01')).toBeNull();
    expect(wertAm(ID, 'qualifizierte_pflegehilfskraft', '2026-11-23')).toBeNull();
    expect(wertAm(ID, 'pflegefachkraft', '2027-07-01')).toBeNull();
  });

  it.each([
    ['2020-05-01', 5],
    ['2020-12-31', 5],
    ['2021-01-01', 6],
    ['2022-04-30', 6],
    ['2022-05-01', 7],
    ['2022-12-31', 7],
    ['2023-01-01', 9],
    ['2024-01-31', 9],
    ['2024-02-01', 9],
    ['2026-06-30', 9],
  ])('Mehrurlaub am %s', (datum, wert) => {
    expect(wertAm(ID, 'zusatzurlaub', datum)).toBe(wert);
  });
});
