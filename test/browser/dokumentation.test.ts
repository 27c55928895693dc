// The documentation page in a real browser: the headless Chromium of the npm package
// @sparticuz/chromium (see chromium.ts; no system chromium needed) driven by playwright-core. The
// page and its bundled Swagger UI are served from public/ (built by npm run build) by a small
// static server, as the CDN would serve them. A screenshot goes to test-ergebnisse/ (git-ignored).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starteChromium, statischerServer } from './chromium';

const WURZEL = join(import.meta.dirname, '..', '..');
const PUBLIC = join(WURZEL, 'public');

let server: { basis: string; schliesse(): Promise<void> } | undefined;
let browser: Browser | undefined;
let basis: string;

beforeAll(async () => {
  if (!existsSync(join(PUBLIC, 'v1', 'dokumentation', 'index.html')))
    throw new Error('public/v1/dokumentation fehlt: erst npm run build.');
  server = await statischerServer(PUBLIC);
  basis = server.basis;
  // First run: unpacks the browser (about 200 MB, a few seconds) into node_modules/.cache.
  browser = await starteChromium();
}, 90_000);

afterAll(async () => {
  // Each step only if beforeAll got that far, so a failed start is reported as such and does not
  // turn into a hanging hook.
  await browser?.close();
  await server?.schliesse();
}, 20_000);

describe('Dokumentationsseite im Browser', () => {
  it.each(['/v1/dokumentation/', '/v1/dokumentation'])(
    '%s lädt ohne Konsolenfehler, ohne fremde Hosts, nennt jeden Datensatz und rendert die OpenAPI-Referenz',
    async (adresse) => {
      if (!browser) throw new Error('kein Browser (siehe den Fehler in beforeAll)');
      const seite = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
      const fehler: string[] = [];
      const fremd: string[] = [];
      seite.on('console', (m) => {
        if (m.type() === 'error') fehler.push(m.text());
      });
      seite.on('pageerror', (e) => fehler.push(e.message));
      seite.on('request', (r) => {
        if (!r.url().startsWith(basis) && !r.url().startsWith('data:')) fremd.push(r.url());
      });
      seite.on('response', (r) => {
        if (r.status() >= 400) fehler.push(`${r.status()} ${r.url()}`);
      });

      await seite.goto(`${basis}${adresse}`, { waitUntil: 'load' });
      await seite.waitForSelector('.opblock-summary-path', { timeout: 30_000 });

      const katalog = JSON.parse(readFileSync(join(PUBLIC, 'v1', 'datensaetze.json'), 'utf8')) as {
        datensaetze: { id: string }[];
      };
      const beispiele = await seite.$$eval('section.endpunkt', (s) => s.map((e) => e.getAttribute('data-pfad')));
      const referenz = await seite.$$eval('.opblock-summary-path', (s) => s.map((e) => e.getAttribute('data-path')));
      expect(katalog.datensaetze.length).toBe(
        readdirSync(join(WURZEL, 'data')).filter((f) => f.endsWith('.yaml')).length,
      );
      for (const { id } of katalog.datensaetze) {
        expect(beispiele).toContain(`/hr/${id}`);
        expect(referenz).toContain(`/hr/${id}`);
      }
      expect(await seite.locator('h2#authentifizierung').count()).toBe(1);
      expect(await seite.locator('section.endpunkt details summary', { hasText: 'Python' }).count()).toBe(
        beispiele.length,
      );

      mkdirSync(join(WURZEL, 'test-ergebnisse'), { recursive: true });
      await seite.screenshot({ path: join(WURZEL, 'test-ergebnisse', 'dokumentation.png'), fullPage: false });
      expect(fehler).toEqual([]);
      expect(fremd).toEqual([]);
      await seite.close();
    },
    60_000,
  );
});
