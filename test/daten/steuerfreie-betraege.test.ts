import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: Einkommensteuergesetz § 3 Nr. 11c, 26, 26a, 34, 39 (https://www.gesetze-im-internet.de/estg/__3.html),
// § 8 Abs. 2 Satz 11 (https://www.gesetze-im-internet.de/estg/__8.html), § 19 Abs. 1 Satz 1 Nr. 1a
// (https://www.gesetze-im-internet.de/estg/__19.html), § 40 Abs. 2 Satz 1 Nr. 3
// (https://www.gesetze-im-internet.de/estg/__40.html); Änderungsgesetze: Haushaltsbegleitgesetz 2004
// (BGBl. I 2003 S. 3076), JStG 2009 (BGBl. I 2008 S. 2794), Mitarbeiterkapitalbeteiligungsgesetz
// (BGBl. I 2009 S. 451), Ehrenamtsstärkungsgesetz (BGBl. I 2013 S. 556), Zollkodex-Anpassungsgesetz
// (BGBl. I 2014 S. 2417), Drittes Bürokratieentlastungsgesetz (BGBl. I 2019 S. 1746), JStG 2020
// (BGBl. I 2020 S. 3096), Fondsstandortgesetz (BGBl. I 2021 S. 1498), Gesetz vom 19.10.2022
// (BGBl. I S. 1743), Zukunftsfinanzierungsgesetz (BGBl. 2023 I Nr. 354), Steueränderungsgesetz 2025
// (BGBl. 2025 I Nr. 363); R 19.6 LStR (BMF, Amtliches Lohnsteuer-Handbuch,
// https://lsth.bundesfinanzministerium.de/lsth/2019/home.html).
const ID = 'steuerfreie-betraege';

describe('steuerfreie-betraege', () => {
  it.each([
    ['2015-01-01', 44],
    ['2021-12-31', 44],
    ['2022-01-01', 50],
    ['2026-11-23', 50],
  ])('Sachbezugsfreigrenze am %s', (datum, wert) => {
    expect(wertAm(ID, 'sachbezugsfreigrenze', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 60],
    ['2026-11-23', 60],
  ])('Aufmerksamkeiten am %s', (datum, wert) => {
    expect(wertAm(ID, 'aufmerksamkeiten', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 110],
    ['2026-11-23', 110],
  ])('Betriebsveranstaltung am %s', (datum, wert) => {
    expect(wertAm(ID, 'betriebsveranstaltung', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 500],
    ['2019-12-31', 500],
    ['2020-01-01', 600],
    ['2026-11-23', 600],
  ])('Gesundheitsförderung am %s', (datum, wert) => {
    expect(wertAm(ID, 'gesundheitsfoerderung', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 2400],
    ['2020-12-31', 2400],
    ['2021-01-01', 3000],
    ['2025-12-31', 3000],
    ['2026-01-01', 3300],
    ['2026-11-23', 3300],
  ])('Übungsleiterpauschale am %s', (datum, wert) => {
    expect(wertAm(ID, 'uebungsleiterpauschale', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 720],
    ['2020-12-31', 720],
    ['2021-01-01', 840],
    ['2025-12-31', 840],
    ['2026-01-01', 960],
    ['2026-11-23', 960],
  ])('Ehrenamtspauschale am %s', (datum, wert) => {
    expect(wertAm(ID, 'ehrenamtspauschale', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 360],
    ['2021-06-30', 360],
    ['2021-07-01', 1440],
    ['2023-12-31', 1440],
    ['2024-01-01', 2000],
    ['2026-11-23', 2000],
  ])('Mitarbeiterkapitalbeteiligung am %s', (datum, wert) => {
    expect(wertAm(ID, 'mitarbeiterkapitalbeteiligung', datum)).toBe(wert);
  });

  it('Inflationsausgleichsprämie nur vom 26.10.2022 bis 31.12.2024', () => {
    expect(wertAm(ID, 'inflationsausgleichspraemie', '2022-10-25')).toBeUndefined();
    expect(wertAm(ID, 'inflationsausgleichspraemie', '2022-10-26')).toBe(3000);
    expect(wertAm(ID, 'inflationsausgleichspraemie', '2024-12-31')).toBe(3000);
    expect(wertAm(ID, 'inflationsausgleichspraemie', '2025-01-01')).toBeUndefined();
    expect(stufeAm(ID, 'inflationsausgleichspraemie', '2023-06-30')?.gueltig_bis).toBe('2024-12-31');
    expect(stufeAm(ID, 'inflationsausgleichspraemie', '2023-06-30')?.hinweis).toMatch(/Gesamtbetrag/);
  });

  it.each([
    ['erholungsbeihilfe_arbeitnehmer', 156],
    ['erholungsbeihilfe_ehegatte', 104],
    ['erholungsbeihilfe_kind', 52],
  ])('%s seit 2002 unverändert', (bestandteil, wert) => {
    expect(wertAm(ID, bestandteil, '2015-01-01')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2026-11-23')).toBe(wert);
  });

  it('Rechtsgrundlagen nennen die Vorschrift', () => {
    expect(stufeAm(ID, 'uebungsleiterpauschale', '2026-01-01')?.rechtsgrundlage).toMatch(/§ 3 Nr\. 26 Satz 1 EStG/);
    expect(stufeAm(ID, 'ehrenamtspauschale', '2026-01-01')?.rechtsgrundlage).toMatch(/§ 3 Nr\. 26a Satz 1 EStG/);
    expect(stufeAm(ID, 'sachbezugsfreigrenze', '2022-01-01')?.rechtsgrundlage).toMatch(/§ 8 Abs\. 2 Satz 11/);
  });

  it('fehlt vor Beginn der Abdeckung', () => {
    expect(wertAm(ID, 'sachbezugsfreigrenze', '2014-12-31')).toBeUndefined();
  });
});
