import { describe, expect, it } from 'vitest';
import { datensatz, stufeAm, wertAm } from '../werte';

// Quellen: Einkommensteuergesetz, geltende Fassung (gesetze-im-internet.de, §§ 37a, 37b, 40, 40a,
// 40b und 52: https://www.gesetze-im-internet.de/estg/__37a.html, __37b.html, __40.html,
// __40a.html, __40b.html, __52.html); Drittes Bürokratieentlastungsgesetz vom 22.11.2019,
// BGBl. I S. 1746, Art. 6 Nr. 4 (§ 40a Abs. 1: 72 durch 120 Euro, Abs. 4: 12 durch 15 Euro,
// Abs. 7 angefügt) und Nr. 5 (§ 40b Abs. 3), mit Wirkung vom 01.01.2020; Jahressteuergesetz 2022
// vom 16.12.2022, BGBl. I S. 2294, Art. 4 (ändert § 40a mit Wirkung vom 01.01.2023). Querprüfung
// der früheren Beträge am Wortlaut von 2012 (62 Euro je Arbeitstag, 12 Euro je Stunde, 62 Euro
// Gruppenunfallversicherung) und 2021 (120, 15, 100 Euro).
const ID = 'pauschalsteuer';

describe('pauschalsteuer: §§ 37a, 37b, 40 Abs. 1 EStG', () => {
  it.each([
    ['kundenbindung_satz', 2.25],
    ['sachzuwendungen_satz', 30],
    ['sachzuwendungen_hoechstbetrag_empfaenger', 10000],
    ['sachzuwendungen_hoechstbetrag_zuwendung', 10000],
    ['sonstige_bezuege_grenze', 1000],
  ])('%s gilt 2015 und 2026 unverändert', (id, wert) => {
    expect(wertAm(ID, id, '2015-01-01')).toBe(wert);
    expect(wertAm(ID, id, '2026-11-24')).toBe(wert);
  });
});

describe('pauschalsteuer: § 40 Abs. 2 EStG', () => {
  it.each([
    'mahlzeiten_satz',
    'mahlzeiten_auswaertstaetigkeit_satz',
    'betriebsveranstaltung_satz',
    'erholungsbeihilfe_satz',
    'verpflegung_satz',
    'datenverarbeitung_satz',
  ])('%s: 25 Prozent seit 2015 (§ 40 Abs. 2 Satz 1 EStG)', (id) => {
    expect(wertAm(ID, id, '2015-01-01')).toBe(25);
    expect(wertAm(ID, id, '2026-11-24')).toBe(25);
  });
  it('Verpflegung: pauschal nur bis 100 Prozent über den Pauschalen (§ 40 Abs. 2 Satz 1 Nr. 4 EStG)', () =>
    expect(wertAm(ID, 'verpflegung_hoechstens_prozent', '2020-06-01')).toBe(100));
  it('Betriebsveranstaltung: seit 2026 mit der Voraussetzung des offenen Teilnehmerkreises, Satz unverändert', () => {
    expect(stufeAm(ID, 'betriebsveranstaltung_satz', '2025-12-31')?.gueltig_ab).toBe('2015-01-01');
    const neu = stufeAm(ID, 'betriebsveranstaltung_satz', '2026-01-01');
    expect(neu?.wert).toBe(25);
    expect(neu?.hinweis).toContain('allen Angehörigen des Betriebs');
  });
  // § 52 Abs. 37c Satz 1 EStG: Lohnzahlungszeiträume nach dem 31.12.2016 bis vor dem 01.01.2031.
  it('Ladevorrichtung (Nr. 6): 2017 bis 2030', () => {
    expect(wertAm(ID, 'ladevorrichtung_satz', '2016-12-31')).toBeUndefined();
    expect(wertAm(ID, 'ladevorrichtung_satz', '2017-01-01')).toBe(25);
    expect(wertAm(ID, 'ladevorrichtung_satz', '2030-12-31')).toBe(25);
    expect(wertAm(ID, 'ladevorrichtung_satz', '2031-01-01')).toBeUndefined();
  });
  it('Fahrrad-Übereignung (Nr. 7) und Jobticket (Satz 2 Nr. 2): ab 2020', () => {
    for (const id of ['fahrrad_uebereignung_satz', 'jobticket_satz']) {
      expect(wertAm(ID, id, '2019-12-31')).toBeUndefined();
      expect(wertAm(ID, id, '2020-01-01')).toBe(25);
    }
  });
  // § 52 Abs. 37c Satz 2 EStG: Freifahrtberechtigungen, die nach dem 31.12.2020 gewährt werden.
  it('Freifahrt Soldaten (Satz 2 Nr. 3): ab 2021', () => {
    expect(wertAm(ID, 'soldaten_freifahrt_satz', '2020-12-31')).toBeUndefined();
    expect(wertAm(ID, 'soldaten_freifahrt_satz', '2021-01-01')).toBe(25);
  });
  it('Fahrten Wohnung – erste Tätigkeitsstätte: 15 Prozent (§ 40 Abs. 2 Satz 2 Nr. 1 EStG)', () => {
    expect(wertAm(ID, 'fahrten_wohnung_satz', '2015-01-01')).toBe(15);
    expect(wertAm(ID, 'fahrten_wohnung_satz', '2026-11-24')).toBe(15);
  });
});

describe('pauschalsteuer: § 40a EStG', () => {
  it.each([
    ['kurzfristig_satz', 25],
    ['kurzfristig_hoechstdauer', 18],
    ['minijob_ohne_rv_satz', 20],
    ['landforst_satz', 5],
    ['landforst_andere_arbeiten_prozent', 25],
    ['landforst_hoechstdauer', 180],
  ])('%s gilt 2015 und 2026 unverändert', (id, wert) => {
    expect(wertAm(ID, id, '2015-01-01')).toBe(wert);
    expect(wertAm(ID, id, '2026-11-24')).toBe(wert);
  });
  it.each([
    ['2016-12-31', undefined],
    ['2017-01-01', 72],
    ['2019-12-31', 72],
    ['2020-01-01', 120],
    ['2022-12-31', 120],
    ['2023-01-01', 150],
    ['2026-11-24', 150],
  ])('Tagesgrenze kurzfristiger Beschäftigung am %s: %s Euro', (datum, wert) => {
    expect(wertAm(ID, 'kurzfristig_tageslohn_grenze', datum)).toBe(wert);
  });
  it.each([
    ['2015-01-01', 12],
    ['2019-12-31', 12],
    ['2020-01-01', 15],
    ['2023-01-01', 19],
    ['2026-11-24', 19],
  ])('Stundengrenze am %s: %s Euro', (datum, wert) => {
    expect(wertAm(ID, 'kurzfristig_stundenlohn_grenze', datum)).toBe(wert);
  });
  it('Abs. 7 (30 Prozent, 18 Arbeitstage) erst ab 2020', () => {
    expect(wertAm(ID, 'ausland_kurzfristig_satz', '2019-12-31')).toBeUndefined();
    expect(wertAm(ID, 'ausland_kurzfristig_satz', '2020-01-01')).toBe(30);
    expect(wertAm(ID, 'ausland_kurzfristig_hoechstdauer', '2020-01-01')).toBe(18);
  });
});

describe('pauschalsteuer: § 40b EStG', () => {
  it('Gruppenunfallversicherung 20 Prozent; Grenze 62, ab 2020 100 Euro, seit 2024 keine', () => {
    expect(wertAm(ID, 'gruppenunfall_satz', '2026-11-24')).toBe(20);
    expect(wertAm(ID, 'gruppenunfall_durchschnitt_grenze', '2019-12-31')).toBe(62);
    expect(wertAm(ID, 'gruppenunfall_durchschnitt_grenze', '2020-01-01')).toBe(100);
    expect(wertAm(ID, 'gruppenunfall_durchschnitt_grenze', '2023-12-31')).toBe(100);
    expect(wertAm(ID, 'gruppenunfall_durchschnitt_grenze', '2024-01-01')).toBeUndefined();
  });
  it('Sonderzahlungen 15 Prozent (§ 40b Abs. 4 EStG)', () =>
    expect(wertAm(ID, 'sonderzahlungen_satz', '2015-01-01')).toBe(15));
});

// A legal number lives in one data file: what other datasets already hold stays there and is
// named in hinweise (minijob-abgaben 2 %, steuerfreie-betraege 156/104/52, bav-hoechstbetraege
// 20 %/1 752/2 148).
describe('pauschalsteuer: keine Zahl doppelt', () => {
  const ids = datensatz(ID).bestandteile.map((b) => b.id);
  it('die 2-Prozent-Pauschsteuer, die Erholungsbeihilfen und § 40b Abs. 1 und 2 stehen nicht hier', () => {
    expect(ids.some((id) => /erholungsbeihilfe_(arbeitnehmer|ehegatte|kind)|einheitlich|40b_/.test(id))).toBe(false);
    expect(wertAm('minijob-abgaben', 'gewerblich_pauschsteuer', '2026-11-24')).toBe(2);
    expect(wertAm('bav-hoechstbetraege', 'pauschalsteuer_40b_hoechstbetrag', 2026)).toBe(1752);
    expect(wertAm('steuerfreie-betraege', 'erholungsbeihilfe_arbeitnehmer', '2026-11-24')).toBe(156);
  });
  it('hinweise nennen, wo sie stehen', () => {
    const text = datensatz(ID).hinweise.join(' ');
    for (const w of ['minijob-abgaben', 'steuerfreie-betraege', 'bav-hoechstbetraege']) expect(text).toContain(w);
  });
});
