import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: Bekanntmachung des BMAS über die Anpassung der Ausgleichsabgabe nach § 77 Abs. 3 SGB IX
// ab 01.01.2016 (bisher 115/200/290 Euro, neu 125/220/320 Euro;
// https://www.gesetze-im-internet.de/_77abs3__145abs1__54abs3sgb9bek/index.html);
// SGB IX § 160 Abs. 2 in der Fassung ab 01.01.2018 (125/220/320 Euro, Kleinbetriebe 125 und 220 Euro)
// und ab 01.01.2024 (https://www.gesetze-im-internet.de/sgb_9_2018/__160.html);
// Bekanntmachung vom 19.11.2020, BAnz AT 30.11.2020 B1 (ab 2021 140/245/360 Euro,
// https://www.gesetze-im-internet.de/sgb92018__160abs3ua_wmvo_39abs4bek/index.html);
// Gesetz zur Förderung eines inklusiven Arbeitsmarkts, BGBl. 2023 I Nr. 146 (ab 2024 720, 210 und
// 410 Euro bei null Beschäftigten, https://www.recht.bund.de/bgbl/1/2023/146/VO.html);
// Bekanntmachung vom 02.12.2024, BAnz AT 11.12.2024 B2 (ab 2025 155/275/405/815 Euro,
// Kleinbetriebe 155/235 und 155/275/465 Euro,
// https://www.gesetze-im-internet.de/sgb92018__160abs3ua_wmvo_39abs4s6uabek/index.html);
// SGB IX § 154 Abs. 1 (https://www.gesetze-im-internet.de/sgb_9_2018/__154.html).
const ID = 'ausgleichsabgabe';

describe('ausgleichsabgabe', () => {
  it.each([
    [2015, 115, 200, 290],
    [2016, 125, 220, 320],
    [2017, 125, 220, 320],
    [2018, 125, 220, 320],
    [2020, 125, 220, 320],
    [2021, 140, 245, 360],
    [2023, 140, 245, 360],
    [2024, 140, 245, 360],
    [2025, 155, 275, 405],
    [2026, 155, 275, 405],
  ])('Staffel nach Beschäftigungsquote %i', (jahr, stufe3, stufe2, stufeUnter2) => {
    expect(wertAm(ID, 'quote_3_bis_unter_5', jahr)).toBe(stufe3);
    expect(wertAm(ID, 'quote_2_bis_unter_3', jahr)).toBe(stufe2);
    expect(wertAm(ID, 'quote_ueber_0_bis_unter_2', jahr)).toBe(stufeUnter2);
  });

  it.each([
    ['2015-12-31', 115],
    ['2016-01-01', 125],
    ['2020-12-31', 125],
    ['2021-01-01', 140],
    ['2024-12-31', 140],
    ['2025-01-01', 155],
    ['2026-12-31', 155],
  ])('Staffel 3 bis unter 5 Prozent am %s', (datum, wert) => {
    expect(wertAm(ID, 'quote_3_bis_unter_5', datum)).toBe(wert);
  });

  it.each([
    [2024, 720],
    [2025, 815],
    [2026, 815],
  ])('Staffel 0 Prozent %i', (jahr, wert) => {
    expect(wertAm(ID, 'quote_0', jahr)).toBe(wert);
  });

  it.each([
    [2015, 115, 115, 200],
    [2016, 125, 125, 220],
    [2019, 125, 125, 220],
    [2021, 140, 140, 245],
    [2023, 140, 140, 245],
    [2024, 140, 140, 245],
    [2025, 155, 155, 275],
  ])('Kleinbetriebe %i', (jahr, unter40, unter60Weniger2, unter60Weniger1) => {
    expect(wertAm(ID, 'klein_unter_40_weniger_als_1', jahr)).toBe(unter40);
    expect(wertAm(ID, 'klein_unter_60_weniger_als_2', jahr)).toBe(unter60Weniger2);
    expect(wertAm(ID, 'klein_unter_60_weniger_als_1', jahr)).toBe(unter60Weniger1);
  });

  it.each([
    [2024, 210, 410],
    [2025, 235, 465],
    [2026, 235, 465],
  ])('Kleinbetriebe ohne schwerbehinderte Beschäftigte %i', (jahr, unter40, unter60) => {
    expect(wertAm(ID, 'klein_unter_40_null', jahr)).toBe(unter40);
    expect(wertAm(ID, 'klein_unter_60_null', jahr)).toBe(unter60);
  });

  it('die Beträge für null Beschäftigte fehlen vor 2024', () => {
    expect(wertAm(ID, 'quote_0', 2023)).toBeUndefined();
    expect(wertAm(ID, 'quote_0', '2023-12-31')).toBeUndefined();
    expect(wertAm(ID, 'klein_unter_40_null', 2023)).toBeUndefined();
    expect(wertAm(ID, 'klein_unter_60_null', 2023)).toBeUndefined();
  });

  it.each([2015, 2017, 2018, 2024, 2026])('Pflichtquote und Schwelle %i', (jahr) => {
    expect(wertAm(ID, 'pflichtquote_prozent', jahr)).toBe(5);
    expect(wertAm(ID, 'pflicht_ab_arbeitsplaetzen', jahr)).toBe(20);
  });

  // Die Grenzen der Staffeln nach dem Wortlaut von § 160 Abs. 2 SGB IX (bis 2017 § 77 Abs. 2 SGB IX a. F.,
  // gleichlautend): Satz 1 "3 Prozent bis weniger als dem geltenden Pflichtsatz", "2 Prozent bis
  // weniger als 3 Prozent", "weniger als 2 Prozent" (seit 2024 "mehr als 0 Prozent bis weniger als
  // 2 Prozent") und "0 Prozent"; Satz 2 "weniger als 40 ... weniger als einem" und "weniger als 60 ...
  // weniger als zwei ... weniger als einem", seit 2024 jeweils auch "null". § 157 Abs. 2 SGB IX (bis
  // 2017 § 74 Abs. 2 SGB IX a. F.): abrunden "bei Arbeitgebern mit jahresdurchschnittlich weniger als
  // 60 Arbeitsplätzen".
  it.each([2015, 2017, 2018, 2023, 2024, 2026])('Grenzen der Staffeln %i', (jahr) => {
    const zusatz = (b: string) => stufeAm(ID, b, jahr)?.zusatz;
    expect(zusatz('quote_3_bis_unter_5')).toEqual({ quote_ab_prozent: 3 });
    expect(zusatz('quote_2_bis_unter_3')).toEqual({ quote_ab_prozent: 2, quote_unter_prozent: 3 });
    expect(zusatz('quote_ueber_0_bis_unter_2')).toEqual({ quote_unter_prozent: 2 });
    expect(zusatz('klein_unter_40_weniger_als_1')).toEqual({ arbeitsplaetze_unter: 40, beschaeftigte_unter: 1 });
    expect(zusatz('klein_unter_60_weniger_als_2')).toEqual({ arbeitsplaetze_unter: 60, beschaeftigte_unter: 2 });
    expect(zusatz('klein_unter_60_weniger_als_1')).toEqual({ arbeitsplaetze_unter: 60, beschaeftigte_unter: 1 });
    expect(zusatz('pflichtquote_prozent')).toEqual({ abrunden_unter_arbeitsplaetzen: 60 });
    if (jahr >= 2024) {
      expect(zusatz('quote_0')).toEqual({ quote_hoechstens_prozent: 0 });
      expect(zusatz('klein_unter_40_null')).toEqual({ arbeitsplaetze_unter: 40, beschaeftigte_hoechstens: 0 });
      expect(zusatz('klein_unter_60_null')).toEqual({ arbeitsplaetze_unter: 60, beschaeftigte_hoechstens: 0 });
    } else {
      // Vor 2024 gab es die Staffel "null" nicht.
      expect(['quote_0', 'klein_unter_40_null', 'klein_unter_60_null'].map((b) => stufeAm(ID, b, jahr))).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('Rechtsgrundlage wechselt 2018 von § 77 zu § 160 SGB IX', () => {
    expect(stufeAm(ID, 'quote_3_bis_unter_5', 2017)?.rechtsgrundlage).toContain('§ 77');
    expect(stufeAm(ID, 'quote_3_bis_unter_5', 2018)?.rechtsgrundlage).toContain('§ 160');
  });

  it('fehlt vor 2015 und nach dem letzten geprüften Jahr', () => {
    expect(wertAm(ID, 'quote_3_bis_unter_5', 2014)).toBeUndefined();
    expect(wertAm(ID, 'quote_3_bis_unter_5', 2027)).toBeUndefined();
  });
});
