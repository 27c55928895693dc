import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: SGB V §§ 241, 243, 249 (https://www.gesetze-im-internet.de/sgb_5/__241.html),
// durchschnittlicher Zusatzbeitragssatz nach § 242a SGB V laut Bekanntmachungen des BMG
// (https://www.gesetze-im-internet.de/sgb_5/__242a.html);
// BSV 2015 § 1 (https://www.gesetze-im-internet.de/bsv_2015/__1.html), BSV 2018 § 1
// (https://www.gesetze-im-internet.de/bsv_2018/__1.html), SGB VI § 168 Abs. 3;
// SGB III § 341 Abs. 2 (https://www.gesetze-im-internet.de/sgb_3/__341.html), BeiSaV 2019 § 1
// (https://www.gesetze-im-internet.de/beisav_2019/__1.html);
// SGB XI §§ 55, 58 (https://www.gesetze-im-internet.de/sgb_11/__55.html);
// SGB III § 360 und InsoGeldFestV 2016 bis 2018 (https://www.gesetze-im-internet.de/insogeldfestv_2016/__1.html);
// Ministerium der Finanzen Sachsen-Anhalt, Beitragssätze der Sozialversicherung ab 01.01.2026
// (https://mf.sachsen-anhalt.de/dienstrecht/bezuegeverwaltung/details/beitragssaetze-der-sozialversicherung-ab-01012026).
const ID = 'beitragssaetze';

describe('beitragssaetze', () => {
  it('allgemeiner und ermäßigter Beitragssatz der Krankenversicherung, je zur Hälfte', () => {
    expect(stufeAm(ID, 'kv_allgemein', '2015-01-01')).toMatchObject({
      wert: 14.6,
      arbeitgeber: 7.3,
      arbeitnehmer: 7.3,
    });
    expect(stufeAm(ID, 'kv_allgemein', '2026-11-23')).toMatchObject({
      wert: 14.6,
      arbeitgeber: 7.3,
      arbeitnehmer: 7.3,
    });
    expect(stufeAm(ID, 'kv_ermaessigt', '2020-05-01')).toMatchObject({
      wert: 14.0,
      arbeitgeber: 7.0,
      arbeitnehmer: 7.0,
    });
  });

  it.each([
    ['2015-01-01', 0.9],
    ['2015-12-31', 0.9],
    ['2016-01-01', 1.1],
    ['2017-12-31', 1.1],
    ['2018-01-01', 1.0],
    ['2018-12-31', 1.0],
    ['2019-01-01', 0.9],
    ['2019-12-31', 0.9],
    ['2020-01-01', 1.1],
    ['2020-12-31', 1.1],
    ['2021-01-01', 1.3],
    ['2022-12-31', 1.3],
    ['2023-01-01', 1.6],
    ['2023-12-31', 1.6],
    ['2024-01-01', 1.7],
    ['2024-12-31', 1.7],
    ['2025-01-01', 2.5],
    ['2025-12-31', 2.5],
    ['2026-01-01', 2.9],
    ['2026-12-31', 2.9],
  ])('durchschnittlicher Zusatzbeitragssatz am %s', (datum, wert) => {
    expect(wertAm(ID, 'kv_zusatzbeitrag_durchschnitt', datum)).toBe(wert);
  });

  it('Zusatzbeitrag bis 2018 allein von den Beschäftigten, ab 2019 paritätisch', () => {
    expect(stufeAm(ID, 'kv_zusatzbeitrag_durchschnitt', '2018-06-01')).toMatchObject({
      wert: 1.0,
      arbeitgeber: 0,
      arbeitnehmer: 1.0,
    });
    expect(stufeAm(ID, 'kv_zusatzbeitrag_durchschnitt', '2018-12-31')).toMatchObject({
      arbeitgeber: 0,
      arbeitnehmer: 1.0,
    });
    expect(stufeAm(ID, 'kv_zusatzbeitrag_durchschnitt', '2019-01-01')).toMatchObject({
      wert: 0.9,
      arbeitgeber: 0.45,
      arbeitnehmer: 0.45,
    });
    expect(stufeAm(ID, 'kv_zusatzbeitrag_durchschnitt', '2026-03-01')).toMatchObject({
      wert: 2.9,
      arbeitgeber: 1.45,
      arbeitnehmer: 1.45,
    });
  });

  it('Zusatzbeitrag 2027 ist angekündigt, aber ohne geprüften Wert', () => {
    expect(stufeAm(ID, 'kv_zusatzbeitrag_durchschnitt', '2027-01-01')).toMatchObject({
      wert: null,
      arbeitgeber: null,
      arbeitnehmer: null,
    });
  });

  it('Rentenversicherung allgemein und knappschaftlich', () => {
    expect(stufeAm(ID, 'rv', '2015-01-01')).toMatchObject({ wert: 18.7, arbeitgeber: 9.35, arbeitnehmer: 9.35 });
    expect(stufeAm(ID, 'rv', '2017-12-31')).toMatchObject({ wert: 18.7 });
    expect(stufeAm(ID, 'rv', '2018-01-01')).toMatchObject({ wert: 18.6, arbeitgeber: 9.3, arbeitnehmer: 9.3 });
    expect(wertAm(ID, 'rv', '2026-11-23')).toBe(18.6);
    expect(stufeAm(ID, 'rv_knappschaft', '2017-12-31')).toMatchObject({
      wert: 24.8,
      arbeitgeber: 15.45,
      arbeitnehmer: 9.35,
    });
    expect(stufeAm(ID, 'rv_knappschaft', '2018-01-01')).toMatchObject({
      wert: 24.7,
      arbeitgeber: 15.4,
      arbeitnehmer: 9.3,
    });
  });

  it.each([
    ['2015-01-01', 3.0, 1.5],
    ['2018-12-31', 3.0, 1.5],
    ['2019-01-01', 2.5, 1.25],
    ['2019-12-31', 2.5, 1.25],
    ['2020-01-01', 2.4, 1.2],
    ['2022-12-31', 2.4, 1.2],
    ['2023-01-01', 2.6, 1.3],
    ['2026-11-23', 2.6, 1.3],
  ])('Arbeitslosenversicherung am %s', (datum, wert, haelfte) => {
    expect(stufeAm(ID, 'av', datum)).toMatchObject({ wert, arbeitgeber: haelfte, arbeitnehmer: haelfte });
  });

  it.each([
    ['2015-01-01', 2.35, 1.175, 0.675, 1.675],
    ['2016-12-31', 2.35, 1.175, 0.675, 1.675],
    ['2017-01-01', 2.55, 1.275, 0.775, 1.775],
    ['2018-12-31', 2.55, 1.275, 0.775, 1.775],
    ['2019-01-01', 3.05, 1.525, 1.025, 2.025],
    ['2023-06-30', 3.05, 1.525, 1.025, 2.025],
    ['2023-07-01', 3.4, 1.7, 1.2, 2.2],
    ['2024-12-31', 3.4, 1.7, 1.2, 2.2],
    ['2025-01-01', 3.6, 1.8, 1.3, 2.3],
    ['2026-11-23', 3.6, 1.8, 1.3, 2.3],
  ])('Pflegeversicherung am %s (bundesweit und Sachsen)', (datum, wert, haelfte, agSachsen, anSachsen) => {
    expect(stufeAm(ID, 'pv', datum)).toMatchObject({ wert, arbeitgeber: haelfte, arbeitnehmer: haelfte });
    expect(stufeAm(ID, 'pv_sachsen', datum)).toMatchObject({ wert, arbeitgeber: agSachsen, arbeitnehmer: anSachsen });
  });

  it.each([
    ['2015-01-01', 0.25],
    ['2021-12-31', 0.25],
    ['2022-01-01', 0.35],
    ['2023-06-30', 0.35],
    ['2023-07-01', 0.6],
    ['2026-11-23', 0.6],
  ])('Beitragszuschlag für Kinderlose am %s (nur Beschäftigte)', (datum, wert) => {
    expect(stufeAm(ID, 'pv_kinderlosenzuschlag', datum)).toMatchObject({ wert, arbeitgeber: 0, arbeitnehmer: wert });
  });

  it('Abschlag für Eltern ab dem zweiten Kind erst seit 01.07.2023', () => {
    expect(stufeAm(ID, 'pv_kinderabschlag', '2023-06-30')).toBeUndefined();
    expect(stufeAm(ID, 'pv_kinderabschlag', '2023-07-01')).toMatchObject({
      wert: 0.25,
      arbeitgeber: 0,
      arbeitnehmer: 0.25,
      zusatz: { ab_kind_nr: 2, bis_kind_nr: 5, hoechstens_prozent: 1.0, altersgrenze_kind_jahre: 25 },
    });
  });

  it.each([
    ['2015-01-01', 0.15],
    ['2015-12-31', 0.15],
    ['2016-01-01', 0.12],
    ['2016-12-31', 0.12],
    ['2017-01-01', 0.09],
    ['2017-12-31', 0.09],
    ['2018-01-01', 0.06],
    ['2020-12-31', 0.06],
    ['2021-01-01', 0.12],
    ['2021-12-31', 0.12],
    ['2022-01-01', 0.09],
    ['2022-12-31', 0.09],
    ['2023-01-01', 0.06],
    ['2024-12-31', 0.06],
    ['2025-01-01', 0.15],
    ['2026-11-23', 0.15],
  ])('Insolvenzgeldumlage am %s (nur Arbeitgeber)', (datum, wert) => {
    expect(stufeAm(ID, 'insolvenzgeldumlage', datum)).toMatchObject({ wert, arbeitgeber: wert, arbeitnehmer: 0 });
  });

  it('fehlt vor Beginn der Abdeckung', () => {
    expect(wertAm(ID, 'rv', '2014-12-31')).toBeUndefined();
  });
});
