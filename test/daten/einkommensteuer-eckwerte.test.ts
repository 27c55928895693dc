import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: § 32a Abs. 1 EStG, § 32 Abs. 6 EStG (https://www.gesetze-im-internet.de/estg/__32a.html,
// https://www.gesetze-im-internet.de/estg/__32.html), §§ 3, 4 SolZG 1995
// (https://www.gesetze-im-internet.de/solzg_1995/__3.html) und die Änderungsgesetze im
// Bundesgesetzblatt: BGBl. I 2015 S. 1202, 2016 S. 3000, 2018 S. 2210, 2019 S. 2115, 2020 S. 2616,
// 2022 S. 749, 2022 S. 2230, BGBl. 2024 I Nr. 386 und Nr. 449; gegengeprüft mit den
// Programmablaufplänen des BMF für den Lohnsteuerabzug (https://www.bmf-steuerrechner.de).
const ID = 'einkommensteuer-eckwerte';

describe('einkommensteuer-eckwerte', () => {
  it.each([
    [2015, 8472],
    [2016, 8652],
    [2017, 8820],
    [2018, 9000],
    [2019, 9168],
    [2020, 9408],
    [2021, 9744],
    [2022, 10347],
    [2023, 10908],
    [2024, 11784],
    [2025, 12096],
    [2026, 12348],
  ])('Grundfreibetrag %i', (jahr, wert) => {
    expect(wertAm(ID, 'grundfreibetrag', jahr)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 8472],
    ['2021-12-31', 9744],
    ['2022-01-01', 10347],
    ['2023-12-31', 10908],
    ['2024-01-01', 11784],
    ['2025-12-31', 12096],
    ['2026-01-01', 12348],
    ['2026-12-31', 12348],
  ])('Grundfreibetrag am %s', (datum, wert) => {
    expect(wertAm(ID, 'grundfreibetrag', datum)).toBe(wert);
  });

  it.each([
    [2015, 52882, 250731],
    [2016, 53666, 254447],
    [2017, 54058, 256304],
    [2018, 54950, 260533],
    [2019, 55961, 265327],
    [2020, 57052, 270501],
    [2021, 57919, 274613],
    [2022, 58597, 277826],
    [2023, 62810, 277826],
    [2024, 66761, 277826],
    [2025, 68481, 277826],
    [2026, 69879, 277826],
  ])('Zonen mit 42 und 45 Prozent %i', (jahr, ab42, ab45) => {
    expect(wertAm(ID, 'spitzensteuersatz_ab', jahr)).toBe(ab42);
    expect(wertAm(ID, 'reichensteuer_ab', jahr)).toBe(ab45);
  });

  it.each([
    ['2015-12-31', 52882],
    ['2016-01-01', 53666],
    ['2022-12-31', 58597],
    ['2023-01-01', 62810],
  ])('Beginn der 42-Prozent-Zone am %s', (datum, wert) => {
    expect(wertAm(ID, 'spitzensteuersatz_ab', datum)).toBe(wert);
  });

  it.each([2015, 2020, 2024, 2026])('Steuersätze %i', (jahr) => {
    expect(wertAm(ID, 'eingangssteuersatz', jahr)).toBe(14);
    expect(wertAm(ID, 'spitzensteuersatz', jahr)).toBe(42);
    expect(wertAm(ID, 'reichensteuersatz', jahr)).toBe(45);
    expect(wertAm(ID, 'soli_satz', jahr)).toBe(5.5);
  });

  it.each([
    [2015, 2256, 1320],
    [2016, 2304, 1320],
    [2017, 2358, 1320],
    [2018, 2394, 1320],
    [2019, 2490, 1320],
    [2020, 2586, 1320],
    [2021, 2730, 1464],
    [2022, 2810, 1464],
    [2023, 3012, 1464],
    [2024, 3306, 1464],
    [2025, 3336, 1464],
    [2026, 3414, 1464],
  ])('Freibeträge für Kinder je Elternteil %i', (jahr, kinderfreibetrag, bea) => {
    expect(wertAm(ID, 'kinderfreibetrag_je_elternteil', jahr)).toBe(kinderfreibetrag);
    expect(wertAm(ID, 'bea_freibetrag_je_elternteil', jahr)).toBe(bea);
  });

  it.each([
    ['2020-12-31', 1320],
    ['2021-01-01', 1464],
  ])('BEA-Freibetrag am %s', (datum, wert) => {
    expect(wertAm(ID, 'bea_freibetrag_je_elternteil', datum)).toBe(wert);
  });

  it.each([
    [2015, 972],
    [2020, 972],
    [2021, 16956],
    [2022, 16956],
    [2023, 17543],
    [2024, 18130],
    [2025, 19950],
    [2026, 20350],
  ])('Freigrenze des Solidaritätszuschlags %i', (jahr, wert) => {
    expect(wertAm(ID, 'soli_freigrenze', jahr)).toBe(wert);
  });

  it.each([
    ['2020-12-31', 972],
    ['2021-01-01', 16956],
    ['2022-12-31', 16956],
    ['2023-01-01', 17543],
  ])('Freigrenze des Solidaritätszuschlags am %s', (datum, wert) => {
    expect(wertAm(ID, 'soli_freigrenze', datum)).toBe(wert);
  });

  it('nennt bei rückwirkenden Anhebungen den zuerst beschlossenen Wert', () => {
    expect(stufeAm(ID, 'grundfreibetrag', 2015)?.hinweis).toContain('8 354');
    expect(stufeAm(ID, 'grundfreibetrag', 2022)?.hinweis).toContain('9 984');
    expect(stufeAm(ID, 'grundfreibetrag', 2024)?.hinweis).toContain('11 604');
    expect(stufeAm(ID, 'kinderfreibetrag_je_elternteil', 2022)?.hinweis).toContain('2 730');
    expect(stufeAm(ID, 'kinderfreibetrag_je_elternteil', 2024)?.hinweis).toContain('3 192');
  });

  it('Stufen eines Jahres reichen vom 1. Januar bis zum 31. Dezember', () => {
    const stufe = stufeAm(ID, 'grundfreibetrag', 2024);
    expect(stufe?.gueltig_ab).toBe('2024-01-01');
    expect(stufe?.gueltig_bis).toBe('2024-12-31');
  });

  it('deckt Jahre ohne verkündeten Tarif nicht ab', () => {
    expect(wertAm(ID, 'grundfreibetrag', 2027)).toBeUndefined();
    expect(wertAm(ID, 'grundfreibetrag', '2027-01-01')).toBeUndefined();
    expect(wertAm(ID, 'grundfreibetrag', 2035)).toBeUndefined();
    expect(wertAm(ID, 'soli_freigrenze', 2035)).toBeUndefined();
  });

  it('deckt Jahre vor 2015 nicht ab', () => {
    expect(wertAm(ID, 'spitzensteuersatz_ab', 2014)).toBeUndefined();
  });
});
