// The payslip page in a real browser (the Chromium of chromium.ts driven by playwright-core), served
// from public/ as the CDN serves it: it computes in the browser without any request, shows the same
// figures as /hr/brutto-netto (the published 3.500-Euro case of test/rechner/brutto-netto.test.ts),
// draws where the gross goes, and passes axe-core. Screenshots go to test-ergebnisse/.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../http';
import { starteChromium, statischerServer } from './chromium';
import { barrieren, oeffne } from './seite';

const WURZEL = join(import.meta.dirname, '..', '..');
const PUBLIC = join(WURZEL, 'public');
const ERGEBNISSE = join(WURZEL, 'test-ergebnisse');

let server: { basis: string; schliesse(): Promise<void> } | undefined;
let browser: Browser | undefined;
let basis: string;

beforeAll(async () => {
  if (!existsSync(join(PUBLIC, 'v1', 'dokumentation', 'rechner', 'brutto-netto', 'index.html')))
    throw new Error('public/v1/dokumentation/rechner fehlt: erst npm run build.');
  server = await statischerServer(PUBLIC);
  basis = server.basis;
  browser = await starteChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.schliesse();
}, 20_000);

const seiteAuf = (pfad: string) => oeffne(browser, basis, pfad, { hoehe: 1600 });

describe('Brutto-Netto-Rechner im Browser', () => {
  it('rechnet den veröffentlichten Fall (3.500 Euro, Hessen, Juni 2024) wie die API, ohne Anfrage', async () => {
    const { seite, fehler, fremd, anfragen } = await seiteAuf('/v1/dokumentation/rechner/brutto-netto/');
    await seite.waitForSelector('#ergebnis-netto');
    const vorher = anfragen.length;
    await seite.fill('#f-datum', '2024-06');
    await seite.fill('#f-brutto', '3500');
    await seite.selectOption('#f-land', 'HE');
    await seite.check('#f-kirchensteuer');
    await seite.fill('#f-zusatzbeitrag', '1.7');
    await seite.fill('#f-geburtsjahr', '1991');
    await seite.click('button[type=submit]');
    const text = await seite.textContent('#ergebnis-netto');
    const api = await json(
      '/hr/brutto-netto?datum=2024-06-01&brutto=3500&land=HE&kirchensteuer=true&zusatzbeitrag=1.7&geburtsjahr=1991',
    );
    expect(api.arbeitnehmer.netto).toBe(2291.56);
    expect(text).toContain('Netto: 2.291,56');
    expect(text).toContain('4.217,85');
    // The legend names each part of the bar with its amount.
    // Intl writes a no-break space before the euro sign.
    const legende = await seite.$$eval('ul.legende li', (l) => l.map((e) => e.textContent?.replace(/\u00a0/g, ' ')));
    expect(legende).toContain('Lohnsteuer: 432,75 €');
    expect(legende).toContain('Rentenversicherung: 325,50 €');
    const zeilen = await seite.$$eval('#ergebnis tbody tr', (z) => z.length);
    expect(zeilen).toBe(api.posten.length);
    // Computing asked the server for nothing.
    expect(anfragen.length).toBe(vorher);
    expect(fehler).toEqual([]);
    expect(fremd).toEqual([]);
    mkdirSync(ERGEBNISSE, { recursive: true });
    await seite.screenshot({ path: join(ERGEBNISSE, 'brutto-netto.png'), fullPage: true });
    expect(await barrieren(seite)).toEqual([]);
    await seite.close();
  }, 60_000);

  it('zeigt die Meldung der API bei falscher Eingabe', async () => {
    const { seite, fehler } = await seiteAuf('/v1/dokumentation/rechner/brutto-netto/');
    await seite.fill('#f-kinder', '1');
    await seite.fill('#f-kinder_unter_25', '2');
    await seite.click('button[type=submit]');
    expect(await seite.textContent('#ergebnis p.fehler')).toContain('kinder_unter_25 (2) darf nicht größer sein');
    expect(fehler).toEqual([]);
    await seite.close();
  }, 60_000);

  // The topics open on demand (issue 31): a company car, deferred compensation, a Sachbezug and night
  // premiums, entered in their sections, give the API's payslip, still without a request.
  it('Themen auf Wunsch: Dienstwagen, Altersversorgung, Sachbezug, Zuschläge wie die API', async () => {
    const { seite, fehler, fremd, anfragen } = await seiteAuf('/v1/dokumentation/rechner/brutto-netto/');
    await seite.waitForSelector('#ergebnis-netto');
    const vorher = anfragen.length;
    expect(await seite.isVisible('#f-dienstwagen_listenpreis')).toBe(false);
    await seite.fill('#f-datum', '2025-08');
    await seite.fill('#f-brutto', '3500');
    await seite.fill('#f-steuerklasse', '4');
    await seite.fill('#f-zusatzbeitrag', '2.9');
    await seite.fill('#f-kinder', '1');
    for (const titel of ['Dienstwagen', 'Betriebliche Altersversorgung', 'Sachbezüge', 'Zuschläge'])
      await seite.click(`summary:has-text("${titel}")`);
    await seite.fill('#f-dienstwagen_listenpreis', '45678');
    await seite.fill('#f-dienstwagen_entfernung_km', '20');
    await seite.fill('#f-entgeltumwandlung', '280');
    await seite.fill('#f-sachbezug', '50');
    await seite.fill('#f-sfn_grundlohn_stunde', '20');
    await seite.fill('#f-sfn_stunden_nacht', '10');
    await seite.click('button[type=submit]');
    const text = await seite.textContent('#ergebnis-netto');
    const api = await json(
      '/hr/brutto-netto?datum=2025-08-01&brutto=3500&land=HE&steuerklasse=4&zusatzbeitrag=2.9&kinder=1' +
        '&dienstwagen_listenpreis=45678&dienstwagen_entfernung_km=20&entgeltumwandlung=280&sachbezug=50' +
        '&sfn_grundlohn_stunde=20&sfn_stunden_nacht=10',
    );
    const netto = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(api.arbeitnehmer.netto);
    expect(text).toContain(`Netto: ${netto}`);
    const zeilen = await seite.$$eval('#ergebnis tbody tr', (z) => z.length);
    expect(zeilen).toBe(api.posten.length);
    expect(api.posten.filter((p: any) => p.seite === 'bezug').length).toBe(6);
    expect(anfragen.length).toBe(vorher);
    expect(fehler).toEqual([]);
    expect(fremd).toEqual([]);
    mkdirSync(ERGEBNISSE, { recursive: true });
    await seite.screenshot({ path: join(ERGEBNISSE, 'brutto-netto-themen.png'), fullPage: true });
    expect(await barrieren(seite)).toEqual([]);
    await seite.close();
  }, 60_000);

  // A part month (issue 31): the SV days in their own section; the page leaves the wage tax period to
  // the API's default (daily table below 30 days) and gives the API's payslip.
  it('Teilmonat: Eintritt am 15. September wie die API, ohne Anfrage und ohne Barrieren', async () => {
    const { seite, fehler, fremd, anfragen } = await seiteAuf('/v1/dokumentation/rechner/brutto-netto/');
    await seite.waitForSelector('#ergebnis-netto');
    const vorher = anfragen.length;
    expect(await seite.isVisible('#f-sv_tage')).toBe(false);
    await seite.fill('#f-datum', '2024-09');
    await seite.fill('#f-brutto', '4200');
    await seite.click('summary:has-text("Teilmonat")');
    await seite.fill('#f-sv_tage', '16');
    await seite.click('button[type=submit]');
    const text = await seite.textContent('#ergebnis-netto');
    const api = await json('/hr/brutto-netto?datum=2024-09-01&brutto=4200&land=HE&sv_tage=16');
    expect(api.lohnsteuer.tage).toBe(16);
    const netto = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(api.arbeitnehmer.netto);
    expect(text).toContain(`Netto: ${netto}`);
    expect(await seite.$$eval('#ergebnis tbody tr', (z) => z.length)).toBe(api.posten.length);
    await seite.selectOption('#f-teillohnzahlungszeitraum', 'false');
    await seite.click('button[type=submit]');
    const monat = await json(
      '/hr/brutto-netto?datum=2024-09-01&brutto=4200&land=HE&sv_tage=16&teillohnzahlungszeitraum=false',
    );
    const nettoMonat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(monat.arbeitnehmer.netto);
    expect(await seite.textContent('#ergebnis-netto')).toContain(`Netto: ${nettoMonat}`);
    expect(anfragen.length).toBe(vorher);
    expect(fehler).toEqual([]);
    expect(fremd).toEqual([]);
    expect(await barrieren(seite)).toEqual([]);
    await seite.close();
  }, 60_000);

  it('englische Seite: gleiche Rechnung, englische Beschriftung, ohne Barrieren', async () => {
    const { seite, fehler, fremd } = await seiteAuf('/v1/dokumentation/en/rechner/brutto-netto/');
    await seite.waitForSelector('#ergebnis-netto');
    expect(await seite.getAttribute('html', 'lang')).toBe('en');
    expect(await seite.textContent('#ergebnis-netto')).toContain('Net pay');
    expect(await seite.textContent('label[for=f-brutto]')).toBe('Gross pay per month (euro)');
    expect(fehler).toEqual([]);
    expect(fremd).toEqual([]);
    expect(await barrieren(seite)).toEqual([]);
    await seite.close();
  }, 60_000);
});
