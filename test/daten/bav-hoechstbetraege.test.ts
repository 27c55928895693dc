import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: § 3 Nr. 63, § 40b und § 100 EStG (https://www.gesetze-im-internet.de/estg/__3.html,
// https://www.gesetze-im-internet.de/estg/__40b.html, https://www.gesetze-im-internet.de/estg/__100.html),
// § 1 Abs. 1 Satz 1 Nr. 9 SvEV (https://www.gesetze-im-internet.de/svev/__1.html), § 1a Abs. 1a und
// § 26a BetrAVG (https://www.gesetze-im-internet.de/betravg/__1a.html), Betriebsrentenstärkungsgesetz
// vom 17.08.2017 (BGBl. I S. 3214), Grundrentengesetz vom 12.08.2020 (BGBl. I S. 1879), Zweites
// Betriebsrentenstärkungsgesetz vom 16.01.2026 (https://www.recht.bund.de/bgbl/1/2026/14/VO.html) und
// Deutsche Rentenversicherung, summa summarum, „Arbeitgeberbeitrag für Geringverdiener“.
const ID = 'bav-hoechstbetraege';

describe('bav-hoechstbetraege', () => {
  it.each([
    [2015, 4, 1800],
    [2017, 4, 1800],
    ['2017-12-31', 4, 1800],
    ['2018-01-01', 8, undefined],
    [2018, 8, undefined],
    [2026, 8, undefined],
    [2027, 8, undefined],
  ])('Steuerfreiheit nach § 3 Nr. 63 EStG %s', (zeit, prozent, zusatz) => {
    expect(wertAm(ID, 'steuerfrei_prozent_bbg', zeit)).toBe(prozent);
    expect(wertAm(ID, 'steuerfrei_zusatzbetrag', zeit)).toBe(zusatz);
  });

  it.each([2015, 2018, 2025, 2027])('Beitragsfreiheit in der Sozialversicherung %i', (jahr) => {
    expect(wertAm(ID, 'sv_frei_prozent_bbg', jahr)).toBe(4);
  });

  it.each([2015, '2017-12-31', '2018-01-01', 2026, 2027])('Pauschalsteuer nach § 40b EStG %s', (zeit) => {
    expect(wertAm(ID, 'pauschalsteuer_40b_satz', zeit)).toBe(20);
    expect(wertAm(ID, 'pauschalsteuer_40b_hoechstbetrag', zeit)).toBe(1752);
    expect(wertAm(ID, 'pauschalsteuer_40b_durchschnitt_grenze', zeit)).toBe(2148);
  });

  it.each([
    [2017, undefined, undefined, undefined, undefined, undefined],
    ['2017-12-31', undefined, undefined, undefined, undefined, undefined],
    ['2018-01-01', 30, 144, 240, 480, 2200],
    [2019, 30, 144, 240, 480, 2200],
    ['2019-12-31', 30, 144, 240, 480, 2200],
    ['2020-01-01', 30, 288, 240, 960, 2575],
    [2024, 30, 288, 240, 960, 2575],
    ['2026-12-31', 30, 288, 240, 960, 2575],
    ['2027-01-01', 30, 360, 240, 1200, undefined],
    [2027, 30, 360, 240, 1200, undefined],
  ])('BAV-Förderbetrag nach § 100 EStG %s', (zeit, prozent, hoechstbetrag, mindestbeitrag, steuerfrei, grenze) => {
    expect(wertAm(ID, 'foerderbetrag_prozent', zeit)).toBe(prozent);
    expect(wertAm(ID, 'foerderbetrag_hoechstbetrag', zeit)).toBe(hoechstbetrag);
    expect(wertAm(ID, 'foerderbetrag_mindestbeitrag', zeit)).toBe(mindestbeitrag);
    expect(wertAm(ID, 'foerderbetrag_steuerfrei', zeit)).toBe(steuerfrei);
    expect(wertAm(ID, 'foerderbetrag_einkommensgrenze_monat', zeit)).toBe(grenze);
  });

  it.each([
    [2026, undefined],
    ['2026-12-31', undefined],
    ['2027-01-01', 3],
    [2027, 3],
  ])('Einkommensgrenze als Anteil der Beitragsbemessungsgrenze %s', (zeit, prozent) => {
    expect(wertAm(ID, 'foerderbetrag_einkommensgrenze_prozent_bbg', zeit)).toBe(prozent);
  });

  it.each([
    ['2018-12-31', undefined, undefined],
    ['2019-01-01', 15, undefined],
    ['2021-12-31', 15, undefined],
    ['2022-01-01', 15, 15],
    [2026, 15, 15],
  ])('Pflichtzuschuss zur Entgeltumwandlung %s', (zeit, neu, alt) => {
    expect(wertAm(ID, 'pflichtzuschuss_entgeltumwandlung', zeit)).toBe(neu);
    expect(wertAm(ID, 'pflichtzuschuss_altvereinbarungen', zeit)).toBe(alt);
  });

  it.each([
    [2025, undefined],
    ['2025-12-31', undefined],
    [2026, 20],
    [2027, 20],
  ])('Mindestzuschuss beim Optionssystem nach § 20 Abs. 3 BetrAVG %s', (zeit, prozent) => {
    expect(wertAm(ID, 'arbeitgeberzuschuss_optionssystem', zeit)).toBe(prozent);
  });

  it('nennt bei der rückwirkenden Anhebung 2020 die vorherigen Beträge', () => {
    expect(stufeAm(ID, 'foerderbetrag_hoechstbetrag', 2020)?.hinweis).toContain('144');
    expect(stufeAm(ID, 'foerderbetrag_steuerfrei', 2020)?.hinweis).toContain('480');
    expect(stufeAm(ID, 'foerderbetrag_einkommensgrenze_monat', 2020)?.hinweis).toContain('2 200');
  });

  it('befristete Bestandteile enden ohne Nachfolger', () => {
    expect(stufeAm(ID, 'steuerfrei_zusatzbetrag', 2017)?.gueltig_bis).toBe('2017-12-31');
    expect(stufeAm(ID, 'foerderbetrag_einkommensgrenze_monat', 2026)?.gueltig_bis).toBe('2026-12-31');
  });

  it('deckt Jahre vor 2015 und nach 2027 nicht ab', () => {
    expect(wertAm(ID, 'sv_frei_prozent_bbg', 2014)).toBeUndefined();
    expect(wertAm(ID, 'steuerfrei_prozent_bbg', 2028)).toBeUndefined();
  });
});
