import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quelle: Tabellen in § 19 Abs. 2 Satz 3 EStG (https://www.gesetze-im-internet.de/estg/__19.html) und
// § 24a Satz 5 EStG (https://www.gesetze-im-internet.de/estg/__24a.html) i. d. F. des
// Wachstumschancengesetzes vom 27.03.2024 (BGBl. 2024 I Nr. 108,
// https://www.recht.bund.de/bgbl/1/2024/108/VO.html); gegengeprüft mit den Tabellen TAB1 bis TAB5 des
// Programmablaufplans des BMF für den Lohnsteuerabzug 2026.
const ID = 'versorgungsfreibetrag';

describe('versorgungsfreibetrag', () => {
  it.each([
    [2005, 40, 3000, 900],
    [2006, 38.4, 2880, 864],
    [2010, 32, 2400, 720],
    [2015, 24, 1800, 540],
    [2020, 16, 1200, 360],
    [2021, 15.2, 1140, 342],
    [2022, 14.4, 1080, 324],
    [2023, 14, 1050, 315],
    [2024, 13.6, 1020, 306],
    [2025, 13.2, 990, 297],
    [2026, 12.8, 960, 288],
    [2027, 12.4, 930, 279],
    [2040, 7.2, 540, 162],
    [2057, 0.4, 30, 9],
    [2058, 0, 0, 0],
  ])('Versorgungsfreibetrag für Versorgungsbeginn %i', (jahr, prozent, hoechstbetrag, zuschlag) => {
    expect(wertAm(ID, 'versorgungsfreibetrag_prozent', jahr)).toBe(prozent);
    expect(wertAm(ID, 'versorgungsfreibetrag_hoechstbetrag', jahr)).toBe(hoechstbetrag);
    expect(wertAm(ID, 'zuschlag', jahr)).toBe(zuschlag);
  });

  it.each([
    [2005, 40, 1900],
    [2006, 38.4, 1824],
    [2015, 24, 1140],
    [2020, 16, 760],
    [2021, 15.2, 722],
    [2022, 14.4, 684],
    [2023, 14, 665],
    [2024, 13.6, 646],
    [2025, 13.2, 627],
    [2026, 12.8, 608],
    [2040, 7.2, 342],
    [2057, 0.4, 19],
    [2058, 0, 0],
  ])('Altersentlastungsbetrag für das Kalenderjahr %i nach dem 64. Geburtstag', (jahr, prozent, hoechstbetrag) => {
    expect(wertAm(ID, 'altersentlastung_prozent', jahr)).toBe(prozent);
    expect(wertAm(ID, 'altersentlastung_hoechstbetrag', jahr)).toBe(hoechstbetrag);
  });

  it.each([
    ['2005-01-01', 40, 3000, 900],
    ['2022-12-31', 14.4, 1080, 324],
    ['2023-01-01', 14, 1050, 315],
    ['2023-12-31', 14, 1050, 315],
    ['2024-01-01', 13.6, 1020, 306],
    ['2057-12-31', 0.4, 30, 9],
    ['2058-01-01', 0, 0, 0],
  ])('Jahrgang am Stichtag %s', (datum, prozent, hoechstbetrag, zuschlag) => {
    expect(wertAm(ID, 'versorgungsfreibetrag_prozent', datum)).toBe(prozent);
    expect(wertAm(ID, 'versorgungsfreibetrag_hoechstbetrag', datum)).toBe(hoechstbetrag);
    expect(wertAm(ID, 'zuschlag', datum)).toBe(zuschlag);
  });

  it.each([
    ['2022-12-31', 14.4, 684],
    ['2023-01-01', 14, 665],
  ])('Altersentlastungsbetrag am Stichtag %s', (datum, prozent, hoechstbetrag) => {
    expect(wertAm(ID, 'altersentlastung_prozent', datum)).toBe(prozent);
    expect(wertAm(ID, 'altersentlastung_hoechstbetrag', datum)).toBe(hoechstbetrag);
  });

  it('nennt im Jahrgang 2023 die Werte vor dem Wachstumschancengesetz', () => {
    expect(stufeAm(ID, 'versorgungsfreibetrag_prozent', 2023)?.hinweis).toContain('13,6');
    expect(stufeAm(ID, 'versorgungsfreibetrag_hoechstbetrag', 2023)?.hinweis).toContain('1 020');
    expect(stufeAm(ID, 'zuschlag', 2023)?.hinweis).toContain('306');
    expect(stufeAm(ID, 'altersentlastung_prozent', 2023)?.hinweis).toContain('13,6');
    expect(stufeAm(ID, 'altersentlastung_hoechstbetrag', 2023)?.hinweis).toContain('646');
  });

  it('jeder Jahrgang reicht vom 1. Januar bis zum 31. Dezember', () => {
    const stufe = stufeAm(ID, 'zuschlag', 2030);
    expect(stufe?.gueltig_ab).toBe('2030-01-01');
    expect(stufe?.gueltig_bis).toBe('2030-12-31');
  });

  it('deckt nur die Jahrgänge 2005 bis 2058 ab', () => {
    expect(wertAm(ID, 'versorgungsfreibetrag_prozent', 2004)).toBeUndefined();
    expect(wertAm(ID, 'versorgungsfreibetrag_prozent', '2004-12-31')).toBeUndefined();
    expect(wertAm(ID, 'altersentlastung_hoechstbetrag', 2059)).toBeUndefined();
    expect(wertAm(ID, 'zuschlag', '2059-01-01')).toBeUndefined();
  });
});
