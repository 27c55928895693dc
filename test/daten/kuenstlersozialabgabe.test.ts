import { describe, expect, it } from 'vitest';
import { wertAm } from '../werte';

// Quelle: Bundesministerium für Arbeit und Soziales, Künstlersozialabgabe-Verordnung, Übersicht der
// Abgabesätze (https://www.bmas.de/DE/Soziales/Sozialversicherung/Kuenstlersozialversicherung/kuenstlersozialabgabe-vo.html),
// Künstlersozialabgabe-Verordnungen 2015 bis 2026 nach § 26 KSVG
// (https://www.gesetze-im-internet.de/ksvg/__26.html).
const ID = 'kuenstlersozialabgabe';

describe('kuenstlersozialabgabe', () => {
  it.each([
    [2015, 5.2],
    [2016, 5.2],
    [2017, 4.8],
    [2018, 4.2],
    [2019, 4.2],
    [2020, 4.2],
    [2021, 4.2],
    [2022, 4.2],
    [2023, 5.0],
    [2024, 5.0],
    [2025, 5.0],
    [2026, 4.9],
  ])('Abgabesatz %i', (jahr, wert) => {
    expect(wertAm(ID, 'abgabesatz', jahr)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 5.2],
    ['2016-12-31', 5.2],
    ['2017-01-01', 4.8],
    ['2017-12-31', 4.8],
    ['2018-01-01', 4.2],
    ['2022-12-31', 4.2],
    ['2023-01-01', 5.0],
    ['2025-12-31', 5.0],
    ['2026-01-01', 4.9],
    ['2026-12-31', 4.9],
  ])('Abgabesatz am %s', (datum, wert) => {
    expect(wertAm(ID, 'abgabesatz', datum)).toBe(wert);
  });

  it('fehlt vor 2015 und nach dem letzten festgesetzten Jahr', () => {
    expect(wertAm(ID, 'abgabesatz', '2014-12-31')).toBeUndefined();
    expect(wertAm(ID, 'abgabesatz', 2027)).toBeUndefined();
  });
});
