// The explorer, the year-change pages and the English documentation in a real browser (the
// Chromium of chromium.ts driven by playwright-core), served from public/ as the CDN serves them.
// Expected values come from the official sources (Mindestlohnanpassungsverordnungen, see
// test/daten/), not from the generator. Screenshots go to test-ergebnisse/ (git-ignored).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starteChromium, statischerServer } from './chromium';
import { barrieren, oeffne } from './seite';

const WURZEL = join(import.meta.dirname, '..', '..');
const PUBLIC = join(WURZEL, 'public');
const DOKU = join(PUBLIC, 'v1', 'dokumentation');
const ERGEBNISSE = join(WURZEL, 'test-ergebnisse');

let server: { basis: string; schliesse(): Promise<void> } | undefined;
let browser: Browser | undefined;
let basis: string;

beforeAll(async () => {
  if (!existsSync(join(DOKU, 'daten', 'index.html')))
    throw new Error('public/v1/dokumentation/daten fehlt: erst npm run build.');
  server = await statischerServer(PUBLIC);
  basis = server.basis;
  browser = await starteChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.schliesse();
}, 20_000);

const seiteAuf = (pfad: string, jetzt?: string) => oeffne(browser, basis, pfad, { jetzt });

const katalog = () =>
  (
    JSON.parse(readFileSync(join(PUBLIC, 'v1', 'datensaetze.json'), 'utf8')) as { datensaetze: { id: string }[] }
  ).datensaetze.map((d) => d.id);

describe('Explorer (/v1/dokumentation/daten/)', () => {
  it('jede Datensatzseite lädt ohne Konsolenfehler und ohne fremde Hosts; jede Kurve hat eine Stufe je Stufe der Daten', async () => {
    const ids = katalog();
    // One page per data file in data/.
    expect(ids.length).toBe(
      readdirSync(join(import.meta.dirname, '..', '..', 'data')).filter((f) => f.endsWith('.yaml')).length,
    );
    const uebersicht = await seiteAuf('/v1/dokumentation/daten/');
    const verweise = await uebersicht.seite.$$eval('main a', (as) => as.map((a) => a.getAttribute('href')));
    for (const id of ids) expect(verweise).toContain(`/v1/dokumentation/daten/${id}/`);
    expect(uebersicht.fehler).toEqual([]);
    await uebersicht.seite.close();
    for (const id of ids) {
      const { seite, fehler, fremd } = await seiteAuf(`/v1/dokumentation/daten/${id}/`);
      const daten = (await seite
        .$eval('#verlauf-daten', (e) => JSON.parse(e.textContent ?? '{}'))
        .catch(() => null)) as { bestandteile: { id: string; stufen: unknown[] }[] } | null;
      for (const b of daten?.bestandteile ?? []) {
        expect(await seite.locator(`#svg-${b.id} .stufe`).count(), `${id}/${b.id}`).toBe(b.stufen.length);
        expect(await seite.locator(`tr[data-bestandteil="${b.id}"] .wert`).textContent(), `${id}/${b.id}`).not.toBe('');
      }
      expect(fehler, id).toEqual([]);
      expect(fremd, id).toEqual([]);
      await seite.close();
    }
  }, 120_000);

  it('Mindestlohn: 13 Stufen von 8,50 bis 14,60 Euro, heute (10.03.2026) 13,90 Euro, am gewählten Tag 12,41 Euro; CSV liegt daneben', async () => {
    const { seite, fehler, fremd } = await seiteAuf(
      '/v1/dokumentation/daten/mindestlohn/',
      '2026-03-10T12:00:00+01:00',
    );
    // Official levels: § 1 Abs. 2 MiLoG and the first to fifth Mindestlohnanpassungsverordnung, plus
    // the Mindestlohnerhöhungsgesetz (12,00 from 01.10.2022).
    const werte = await seite.$$eval('#svg-mindestlohn .stufe', (gs) =>
      gs.map((g) => Number(g.getAttribute('data-wert'))),
    );
    expect(werte).toEqual([8.5, 8.84, 9.19, 9.35, 9.5, 9.6, 9.82, 10.45, 12, 12.41, 12.82, 13.9, 14.6]);
    expect(await seite.locator('#svg-mindestlohn').getAttribute('role')).toBe('img');
    expect(await seite.locator('#svg-mindestlohn title').first().textContent()).toContain('€ je Stunde');
    expect(await seite.inputValue('#stichtag')).toBe('2026-03-10');
    expect(await seite.locator('tr[data-bestandteil="mindestlohn"] .wert').textContent()).toBe('13,90 € je Stunde');
    await seite.fill('#stichtag', '2024-05-01');
    await seite.dispatchEvent('#stichtag', 'change');
    expect(await seite.locator('tr[data-bestandteil="mindestlohn"] .wert').textContent()).toBe('12,41 € je Stunde');
    expect(await seite.locator('tr[data-bestandteil="mindestlohn"] .gueltig').textContent()).toBe(
      'ab 01.01.2024 bis 31.12.2024',
    );
    const csv = await seite.locator('a[download]').getAttribute('href');
    const antwort = await seite.request.get(`${basis}${csv}`);
    expect(antwort.status()).toBe(200);
    const text = await antwort.text();
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFF?bestandteil,name,gruppe,/);
    expect(text).toContain(',2024-01-01,2024-12-31,12.41,');
    expect(await barrieren(seite)).toEqual([]);
    mkdirSync(ERGEBNISSE, { recursive: true });
    await seite.screenshot({ path: join(ERGEBNISSE, 'explorer-mindestlohn.png'), fullPage: false });
    expect(fehler).toEqual([]);
    expect(fremd).toEqual([]);
    await seite.close();
  }, 60_000);

  it('axe-core: keine ernsten oder kritischen Verstöße auf Übersicht, Rechengrößen und Beitragssätzen', async () => {
    for (const pfad of [
      '/v1/dokumentation/daten/',
      '/v1/dokumentation/daten/rechengroessen/',
      '/v1/dokumentation/daten/beitragssaetze/',
      '/v1/dokumentation/daten/feiertage/',
    ]) {
      const { seite } = await seiteAuf(pfad);
      expect(await barrieren(seite), pfad).toEqual([]);
      await seite.close();
    }
  }, 60_000);
});

describe('Jahreswechsel (/v1/dokumentation/jahreswechsel/)', () => {
  it('2026: Mindestlohn von 12,82 auf 13,90 Euro mit Rechtsgrundlage; keine Barrierefehler; Bildschirmfoto', async () => {
    const { seite, fehler, fremd } = await seiteAuf('/v1/dokumentation/jahreswechsel/2026/');
    expect(await seite.locator('h1').textContent()).toBe('Änderungen zum 01.01.2026');
    const zeile = seite.locator(
      '#zum-jahreswechsel + table tr[data-datensatz="mindestlohn"][data-bestandteil="mindestlohn"]',
    );
    expect(await zeile.count()).toBe(1);
    expect(await zeile.locator('.alt').textContent()).toBe('12,82 € je Stunde');
    expect(await zeile.locator('.neu').textContent()).toBe('13,90 € je Stunde');
    expect(await zeile.textContent()).toContain('+1,08 € je Stunde');
    expect(await zeile.textContent()).toMatch(/Mindestlohnanpassungsverordnung/);
    expect(await barrieren(seite)).toEqual([]);
    mkdirSync(ERGEBNISSE, { recursive: true });
    await seite.screenshot({ path: join(ERGEBNISSE, 'jahreswechsel-2026.png'), fullPage: false });
    expect(fehler).toEqual([]);
    expect(fremd).toEqual([]);
    await seite.close();
  }, 60_000);

  it('jede Jahresseite ist von der Übersicht verlinkt und lädt ohne Fehler', async () => {
    const jahre = readdirSync(join(DOKU, 'jahreswechsel')).filter((j) => /^\d{4}$/.test(j));
    expect(jahre).toContain('2026');
    const { seite } = await seiteAuf('/v1/dokumentation/daten/');
    const verweise = await seite.$$eval('ul.jahre a', (as) => as.map((a) => a.getAttribute('href')));
    expect(verweise.sort()).toEqual(jahre.map((j) => `/v1/dokumentation/jahreswechsel/${j}/`).sort());
    await seite.close();
  }, 60_000);
});

describe('Englische Dokumentation und Anleitungen', () => {
  it('englische Seite, Anleitungen (de/en) und deutsche Seite sind verlinkt, laden ohne Fehler und ohne ernste Barrierefehler', async () => {
    const { seite: deutsch } = await seiteAuf('/v1/dokumentation/');
    expect(await deutsch.locator('#ansicht a[hreflang="en"]').getAttribute('href')).toBe('/v1/dokumentation/en/');
    await deutsch.close();
    const anleitungen = readdirSync(join(DOKU, 'anleitungen'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(anleitungen.sort()).toEqual([
      'aktuell-halten',
      'feiertage-arbeitstage',
      'jahreswechsel',
      'kuendigungsfrist',
    ]);
    const pfade = [
      '/v1/dokumentation/en/',
      '/v1/dokumentation/en/guides/',
      '/v1/dokumentation/anleitungen/',
      ...anleitungen.flatMap((a) => [`/v1/dokumentation/anleitungen/${a}/`, `/v1/dokumentation/en/guides/${a}/`]),
    ];
    for (const pfad of pfade) {
      const { seite, fehler, fremd } = await seiteAuf(pfad);
      expect(await seite.locator('nav.kopf a[hreflang]').count(), pfad).toBeGreaterThan(0);
      if (pfad === '/v1/dokumentation/en/' || pfad === '/v1/dokumentation/en/guides/jahreswechsel/')
        expect(await barrieren(seite), pfad).toEqual([]);
      expect(fehler, pfad).toEqual([]);
      expect(fremd, pfad).toEqual([]);
      await seite.close();
    }
  }, 90_000);
});
