import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: § 2 Abs. 1, 3 und 6 der Sozialversicherungsentgeltverordnung (SvEV) in der jeweiligen
// Jahresfassung (https://www.gesetze-im-internet.de/svev/__2.html; Fassungen 2021 bis 2026 dort
// geprüft), für 2022 die Zwölfte Verordnung zur Änderung der SvEV vom 06.12.2021 (BGBl. I S. 5187).
// Die Jahre 2015 bis 2020 und die Tageswerte sind mit den veröffentlichten Jahreswerten abgeglichen
// (u. a. Techniker Krankenkasse, Sachbezugswerte 2026:
// https://www.tk.de/firmenkunden/service/fachthemen/fachthema-beitraege/sachbezugswerte-2026-2203176).
const ID = 'sachbezugswerte';

// [Jahr, Verpflegung, Frühstück, Mittag- bzw. Abendessen, Unterkunft (monatlich);
//  Frühstück, Mittag- oder Abendessen, Unterkunft (je Kalendertag)]
const JAHRE: [number, number, number, number, number, number, number, number][] = [
  [2015, 229, 49, 90, 223, 1.63, 3.0, 7.43],
  [2016, 236, 50, 93, 223, 1.67, 3.1, 7.43],
  [2017, 241, 51, 95, 223, 1.7, 3.17, 7.43],
  [2018, 246, 52, 97, 226, 1.73, 3.23, 7.53],
  [2019, 251, 53, 99, 231, 1.77, 3.3, 7.7],
  [2020, 258, 54, 102, 235, 1.8, 3.4, 7.83],
  [2021, 263, 55, 104, 237, 1.83, 3.47, 7.9],
  [2022, 270, 56, 107, 241, 1.87, 3.57, 8.03],
  [2023, 288, 60, 114, 265, 2.0, 3.8, 8.83],
  [2024, 313, 65, 124, 278, 2.17, 4.13, 9.27],
  [2025, 333, 69, 132, 282, 2.3, 4.4, 9.4],
  [2026, 345, 71, 137, 285, 2.37, 4.57, 9.5],
];

describe('sachbezugswerte', () => {
  it.each(JAHRE)(
    'Werte %i',
    (jahr, verpflegung, fruehstueck, mittag, unterkunft, fruehstueckTag, mittagTag, unterkunftTag) => {
      expect(wertAm(ID, 'verpflegung_monat', jahr)).toBe(verpflegung);
      expect(wertAm(ID, 'fruehstueck_monat', jahr)).toBe(fruehstueck);
      expect(wertAm(ID, 'mittagessen_monat', jahr)).toBe(mittag);
      expect(wertAm(ID, 'abendessen_monat', jahr)).toBe(mittag);
      expect(wertAm(ID, 'unterkunft_monat', jahr)).toBe(unterkunft);
      expect(wertAm(ID, 'fruehstueck_tag', jahr)).toBe(fruehstueckTag);
      expect(wertAm(ID, 'mittag_abend_tag', jahr)).toBe(mittagTag);
      expect(wertAm(ID, 'unterkunft_tag', jahr)).toBe(unterkunftTag);
    },
  );

  it.each([
    ['2015-01-01', 229, 223],
    ['2017-12-31', 241, 223],
    ['2018-01-01', 246, 226],
    ['2022-12-31', 270, 241],
    ['2023-01-01', 288, 265],
    ['2025-12-31', 333, 282],
    ['2026-01-01', 345, 285],
    ['2026-12-31', 345, 285],
  ])('Verpflegung und Unterkunft am %s', (datum, verpflegung, unterkunft) => {
    expect(wertAm(ID, 'verpflegung_monat', datum)).toBe(verpflegung);
    expect(wertAm(ID, 'unterkunft_monat', datum)).toBe(unterkunft);
  });

  it('Stufe 2024 gilt genau ein Kalenderjahr', () => {
    const s = stufeAm(ID, 'verpflegung_monat', 2024);
    expect(s?.gueltig_ab).toBe('2024-01-01');
    expect(s?.gueltig_bis).toBe('2024-12-31');
  });

  it('fehlt außerhalb der Abdeckung', () => {
    expect(wertAm(ID, 'verpflegung_monat', 2014)).toBeUndefined();
    expect(wertAm(ID, 'verpflegung_monat', 2027)).toBeUndefined();
  });
});
