// The documentation page in a real browser: the headless Chromium of the npm package
// @sparticuz/chromium (see chromium.ts; no system chromium needed) driven by playwright-core. The
// page and its bundled Swagger UI are served from public/ (built by npm run build) by a small
// static server, as the CDN would serve them. A screenshot goes to test-ergebnisse/ (git-ignored).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumBereitstellen } from './chromium';

const WURZEL = join(import.meta.dirname, '..', '..');
const PUBLIC = join(WURZEL, 'public');
const TYPEN: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

let server: Server | undefined;
let browser: Browser | undefined;
let basis: string;

beforeAll(async () => {
  if (!existsSync(join(PUBLIC, 'v1', 'dokumentation', 'index.html')))
    throw new Error('public/v1/dokumentation fehlt: erst npm run build.');
  // First run: unpacks the browser (about 200 MB, a few seconds) into node_modules/.cache.
  const programm = await chromiumBereitstellen();
  const http = createServer((req, res) => {
    let pfad = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (pfad.endsWith('/')) pfad += 'index.html';
    let datei = join(PUBLIC, pfad);
    // Like the CDN and netlify dev: a folder without the slash answers with its index.html.
    if (existsSync(datei) && statSync(datei).isDirectory()) datei = join(datei, 'index.html');
    if (!datei.startsWith(PUBLIC) || !existsSync(datei)) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': TYPEN[extname(datei)] ?? 'application/octet-stream' })
      .end(readFileSync(datei));
  });
  server = http;
  await new Promise<void>((fertig) => http.listen(0, '127.0.0.1', fertig));
  const adresse = http.address();
  basis = `http://127.0.0.1:${typeof adresse === 'object' && adresse ? adresse.port : 0}`;
  try {
    browser = await chromium.launch({
      executablePath: programm.executablePath,
      env: programm.env,
      headless: true,
      timeout: 30_000,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (fehler) {
    throw new Error(
      `Chromium startet nicht (${programm.herkunft}): ${fehler instanceof Error ? fehler.message : String(fehler)}`,
    );
  }
}, 90_000);

afterAll(async () => {
  // Each step only if beforeAll got that far, so a failed start is reported as such and does not
  // turn into a hanging hook.
  await browser?.close();
  const offen = server;
  if (offen) await new Promise((fertig) => offen.close(fertig));
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
