import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: § 9 Abs. 1 Satz 3 Nr. 4 und 4a, Abs. 4a EStG (https://www.gesetze-im-internet.de/estg/__9.html)
// mit den Änderungsgesetzen BGBl. I 2013 S. 285 (Reisekostenreform ab 2014), BGBl. I 2019 S. 2451
// (Verpflegung 28/14 Euro ab 2020), BGBl. I 2019 S. 2886 (0,35 Euro ab dem 21. km ab 2021),
// BGBl. I 2022 S. 749 (0,38 Euro ab dem 21. km rückwirkend ab 2022) und BGBl. 2025 I Nr. 363
// (0,38 Euro ab dem ersten km ab 2026, https://www.recht.bund.de/bgbl/1/2025/363/VO.html);
// § 5 Abs. 1 und 2 BRKG (https://www.gesetze-im-internet.de/brkg_2005/__5.html); R 9.7 Abs. 3 LStR
// (https://lsth.bundesfinanzministerium.de/lsth/2026/A-Einkommensteuergesetz/II-Einkommen-2-24b/4-Ueberschuss-d-Einnahmen-ueber-die-Werbungsk-8-9a/Paragraf-9/r-9-7.html).
const ID = 'reisekosten-inland';

describe('reisekosten-inland', () => {
  it.each([
    ['2015-01-01', 24],
    ['2019-12-31', 24],
    ['2020-01-01', 28],
    ['2026-11-23', 28],
  ])('Verpflegungspauschale 24 Stunden am %s', (datum, wert) => {
    expect(wertAm(ID, 'verpflegung_24h', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 12],
    ['2019-12-31', 12],
    ['2020-01-01', 14],
    ['2026-11-23', 14],
  ])('Verpflegungspauschale über 8 Stunden und An-/Abreisetag am %s', (datum, wert) => {
    expect(wertAm(ID, 'verpflegung_ueber_8h', datum)).toBe(wert);
    expect(wertAm(ID, 'verpflegung_an_abreisetag', datum)).toBe(wert);
  });

  it.each(['2015-01-01', '2019-12-31', '2020-01-01', '2026-11-23'])(
    'Kürzung bei Mahlzeitengestellung am %s',
    (datum) => {
      expect(wertAm(ID, 'kuerzung_fruehstueck', datum)).toBe(20);
      expect(wertAm(ID, 'kuerzung_mittag_abend', datum)).toBe(40);
    },
  );

  it('Kürzungsbeträge ab 2020: 5,60 Euro Frühstück, 11,20 Euro Mittag- oder Abendessen', () => {
    const tag = wertAm(ID, 'verpflegung_24h', '2020-01-01') as number;
    expect((tag * (wertAm(ID, 'kuerzung_fruehstueck', '2020-01-01') as number)) / 100).toBeCloseTo(5.6, 10);
    expect((tag * (wertAm(ID, 'kuerzung_mittag_abend', '2020-01-01') as number)) / 100).toBeCloseTo(11.2, 10);
  });

  it.each(['2015-01-01', '2020-01-01', '2026-11-23'])('Kilometersätze für Dienstreisen am %s', (datum) => {
    expect(wertAm(ID, 'kilometer_pkw', datum)).toBe(0.3);
    expect(wertAm(ID, 'kilometer_andere', datum)).toBe(0.2);
  });

  it('Kilometersätze stützen sich auf § 5 BRKG', () => {
    expect(stufeAm(ID, 'kilometer_pkw', '2026-11-23')?.rechtsgrundlage).toMatch(/§ 5 Abs\. 2 BRKG/);
    expect(stufeAm(ID, 'kilometer_andere', '2026-11-23')?.rechtsgrundlage).toMatch(/§ 5 Abs\. 1 BRKG/);
  });

  it.each(['2015-01-01', '2026-11-23'])('Übernachtungspauschale Inland am %s', (datum) => {
    expect(wertAm(ID, 'uebernachtung_pauschale', datum)).toBe(20);
  });

  it.each([
    ['2015-01-01', 0.3],
    ['2020-12-31', 0.3],
    ['2021-01-01', 0.3],
    ['2025-12-31', 0.3],
    ['2026-01-01', 0.38],
    ['2026-11-23', 0.38],
  ])('Entfernungspauschale am %s', (datum, wert) => {
    expect(wertAm(ID, 'entfernungspauschale', datum)).toBe(wert);
  });

  it.each([
    ['2021-01-01', 0.35],
    ['2021-12-31', 0.35],
    ['2022-01-01', 0.38],
    ['2023-12-31', 0.38],
    ['2024-01-01', 0.38],
    ['2025-12-31', 0.38],
  ])('Entfernungspauschale ab dem 21. km am %s', (datum, wert) => {
    expect(wertAm(ID, 'entfernungspauschale_ab_21_km', datum)).toBe(wert);
  });

  it.each(['2015-01-01', '2020-12-31', '2026-01-01', '2026-11-23'])(
    'erhöhter Satz ab dem 21. km fehlt am %s',
    (datum) => {
      expect(wertAm(ID, 'entfernungspauschale_ab_21_km', datum)).toBeUndefined();
    },
  );

  it('rückwirkende Anhebung 2022 ist mit dem endgültigen Wert und Ende 2025 eingetragen', () => {
    const stufe = stufeAm(ID, 'entfernungspauschale_ab_21_km', '2022-01-01');
    expect(stufe?.gueltig_ab).toBe('2022-01-01');
    expect(stufe?.gueltig_bis).toBe('2025-12-31');
    expect(stufe?.hinweis).toMatch(/[Rr]ückwirkend/);
  });

  it('vor Beginn der Abdeckung gibt es keinen Wert', () => {
    expect(wertAm(ID, 'verpflegung_24h', '2014-12-31')).toBeUndefined();
  });
});
