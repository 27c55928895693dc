// The account page in a real browser (headless Chromium from @sparticuz/chromium, see chromium.ts)
// with the DevTools WebAuthn virtual authenticator as the passkey. One in-process server serves
// the page (built by generator/konto.ts into a temp folder), the account API (src/konto/api.ts)
// and the whole API (erstelleGateway), sharing one key store and one quota store as production
// shares the Blobs stores "api-schluessel" and "api-kontingent". WebAuthn needs a secure context
// and a domain as RP ID: http://localhost counts as secure in Chromium, and the browser maps
// localhost to the server's 127.0.0.1.

import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schreibeKonto } from '../../generator/konto';
import { type Empfaenger, starteEmpfaenger } from '../../scripts/empfaenger';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleGateway } from '../../src/api/gateway';
import type { SchluesselEintrag } from '../../src/api/schluessel';
import { AblageImSpeicher } from '../../src/konto/ablage';
import { erstelleKontoApi } from '../../src/konto/api';
import { erstelleKontingent } from '../../src/tor/kontingent';
import { speicherPruefer } from '../../src/tor/schluessel';
import { starteChromium } from './chromium';

const WURZEL = join(import.meta.dirname, '..', '..');
const TYPEN: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript', css: 'text/css' };

let server: Server | undefined;
let browser: Browser | undefined;
let seiteOrdner: string | undefined;
let basis: string;
// The gate's clock for its key cache: moved forward to show a revocation within 60 s.
const tor = { versatzMs: 0 };
const schluesselAblage = new AblageImSpeicher();
const webhookAblage = new AblageImSpeicher();
let empfaenger: Empfaenger | undefined;
const gebaut = baue();
const DATENSAETZE = (gebaut.laufzeit.katalog as { datensaetze: { id: string; name: string }[] }).datensaetze;

beforeAll(async () => {
  seiteOrdner = mkdtempSync(join(tmpdir(), 'konto-seite-'));
  const ordner = seiteOrdner;
  schreibeKonto(
    ordner,
    DATENSAETZE.map((d) => ({ id: d.id, name: d.name })),
  );
  empfaenger = await starteEmpfaenger();
  const kontingentAblage = new AblageImSpeicher();
  const kontingent = erstelleKontingent({
    anfragen: 10_000,
    fensterSekunden: 3600,
    ablage: kontingentAblage,
    abgleichMs: 0,
  });
  const gateway = erstelleGateway({
    ...UMGEBUNG,
    daten: gebaut.laufzeit,
    pruefeSchluessel: speicherPruefer(async (h) => (await schluesselAblage.get(h)) as SchluesselEintrag | null, {
      jetzt: () => Date.now() + tor.versatzMs,
    }),
    zaehle: kontingent.zaehle,
  });
  const konto = erstelleKontoApi({
    konten: new AblageImSpeicher(),
    schluessel: schluesselAblage,
    kontingent: kontingentAblage,
    umgebung: () => undefined,
    ip: () => '127.0.0.1',
    // The receiver runs on 127.0.0.1: allowed as under netlify dev, never in production.
    webhooks: { ablage: webhookAblage, datensaetze: DATENSAETZE.map((d) => d.id), lokal: true },
  });

  const http = createServer(async (req, res) => {
    const teile: Buffer[] = [];
    for await (const t of req) teile.push(t as Buffer);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const anfrage = new Request(url, {
      method: req.method,
      headers,
      body: teile.length ? Buffer.concat(teile) : undefined,
    });
    let antwort: Response;
    if (url.pathname.startsWith('/konto/api/')) antwort = await konto(anfrage);
    else if (url.pathname.startsWith('/v1/')) {
      antwort = await gateway(anfrage);
      // As the edge function does with context.waitUntil: write this instance's counts.
      await kontingent.abgleich();
    } else if (url.pathname === '/konto' || url.pathname === '/konto/')
      antwort = new Response(readFileSync(join(ordner, 'index.html')), { headers: { 'content-type': TYPEN.html } });
    else if (/^\/konto\/konto\.(js|css)$/.test(url.pathname))
      antwort = new Response(readFileSync(join(ordner, url.pathname.slice(7))), {
        headers: { 'content-type': TYPEN[url.pathname.split('.').pop()!] },
      });
    else antwort = new Response('nicht gefunden', { status: 404 });
    res.writeHead(antwort.status, Object.fromEntries(antwort.headers));
    res.end(Buffer.from(await antwort.arrayBuffer()));
  });
  server = http;
  await new Promise<void>((fertig) => http.listen(0, '127.0.0.1', fertig));
  const adresse = http.address();
  basis = `http://localhost:${typeof adresse === 'object' && adresse ? adresse.port : 0}`;
  browser = await starteChromium(['--host-resolver-rules=MAP localhost 127.0.0.1']);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await empfaenger?.schliesse();
  const offen = server;
  if (offen) await new Promise((fertig) => offen.close(fertig));
  if (seiteOrdner) rmSync(seiteOrdner, { recursive: true, force: true });
}, 20_000);

const mindestlohn = (schluessel: string) =>
  fetch(`${basis}/v1/hr/mindestlohn?datum=2026-01-01`, { headers: { authorization: `Bearer ${schluessel}` } });

async function neuerSchluessel(seite: Page, name: string): Promise<string> {
  await seite.fill('#schluessel-name', name);
  await seite.click('#schluessel-erstellen');
  await seite.locator('#schluessel-liste tr', { hasText: name }).waitFor();
  return (await seite.textContent('#neuer-schluessel-wert'))!.trim();
}

describe('Kontoseite im Browser mit virtuellem Passkey', () => {
  it('registrieren, Schlüssel nutzen, widerrufen, abmelden, anmelden, zweiter Passkey, Konto löschen', async () => {
    if (!browser) throw new Error('kein Browser (siehe den Fehler in beforeAll)');
    const kontext = await browser.newContext();
    const seite = await kontext.newPage();
    const fehler: string[] = [];
    const fremd: string[] = [];
    seite.on('pageerror', (e) => fehler.push(e.message));
    // The first GET /konto/api/konto before sign-in answers 401 by design; every other error counts.
    seite.on('response', (r) => {
      if (r.status() >= 400 && !(r.status() === 401 && r.url().endsWith('/konto/api/konto')))
        fehler.push(`${r.status()} ${r.url()}`);
    });
    seite.on('request', (r) => {
      if (!r.url().startsWith(basis)) fremd.push(r.url());
    });
    seite.on('dialog', (d) => void d.accept());
    const cdp = await kontext.newCDPSession(seite);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // 1. Sign up with the passkey and create a key, shown once.
    await seite.goto(`${basis}/konto/`);
    await seite.locator('#registrieren').waitFor({ state: 'visible' });
    await seite.click('#registrieren');
    await seite.locator('#angemeldet').waitFor({ state: 'visible' });
    const kontoId = (await seite.textContent('#konto-id'))!;
    expect(kontoId).toMatch(/^a_[0-9a-f]{24}$/);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    const schluessel = await neuerSchluessel(seite, 'Lohnprogramm');
    expect(schluessel).toMatch(/^hrk_[A-Za-z0-9_-]{43}[0-9a-f]{8}$/);
    expect(await seite.textContent('#schluessel-liste')).not.toContain(schluessel);
    mkdirSync(join(WURZEL, 'test-ergebnisse'), { recursive: true });
    await seite.screenshot({ path: join(WURZEL, 'test-ergebnisse', 'konto.png'), fullPage: true });

    // 2. The key works at the API, and the page shows the request in the current window.
    expect((await mindestlohn(schluessel)).status).toBe(200);
    await seite.click('#aktualisieren');
    await expect.poll(() => seite.textContent('#schluessel-liste .nutzung')).toBe('1 von 1.000');

    // 3. Revoke it on the page: the API refuses it within 60 s (the gate caches a valid key 30 s).
    await seite.click('#schluessel-liste button.widerrufen');
    await seite.locator('#schluessel-liste .zustand', { hasText: 'widerrufen' }).waitFor();
    let status = (await mindestlohn(schluessel)).status;
    while (status !== 401 && tor.versatzMs < 60_000) {
      tor.versatzMs += 10_000;
      status = (await mindestlohn(schluessel)).status;
    }
    expect(status).toBe(401);
    expect(tor.versatzMs).toBeLessThanOrEqual(60_000);

    // 4. Sign out; sign in again with the same passkey.
    await seite.click('#abmelden');
    await seite.locator('#abgemeldet').waitFor({ state: 'visible' });
    await seite.reload();
    await seite.locator('#anmelden').waitFor({ state: 'visible' });
    await seite.click('#anmelden');
    await seite.locator('#angemeldet').waitFor({ state: 'visible' });
    expect(await seite.textContent('#konto-id')).toBe(kontoId);

    // A second passkey on another authenticator; with the first one gone, it signs in alone.
    const { authenticatorId: zweitesGeraet } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'usb',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    await seite.click('#passkey-hinzufuegen');
    await expect.poll(() => seite.locator('#passkey-liste li').count()).toBe(2);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: zweitesGeraet })).credentials).toHaveLength(1);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    await seite.click('#abmelden');
    await seite.locator('#anmelden').waitFor({ state: 'visible' });
    await seite.click('#anmelden');
    await seite.locator('#angemeldet').waitFor({ state: 'visible' });
    expect(await seite.textContent('#konto-id')).toBe(kontoId);

    // 5. A webhook for two datasets: the secret once, a signed test event, status and code in the
    // list; paused (as after 3 days without success) the page says so and offers to resume.
    const e = empfaenger as Empfaenger;
    await seite.fill('#webhook-url', e.url);
    await seite.selectOption('#webhook-datensaetze', ['mindestlohn', 'rechengroessen']);
    await seite.click('#webhook-anlegen');
    await seite.locator('#webhook-liste tr', { hasText: e.url }).waitFor();
    const geheimnis = (await seite.textContent('#neues-geheimnis'))!.trim();
    expect(geheimnis).toMatch(/^whsec_/);
    expect(await seite.textContent('#webhook-liste')).not.toContain(geheimnis);
    expect(await seite.textContent('#webhook-liste')).toContain('mindestlohn, rechengroessen');
    await seite.click('#webhook-liste button.test');
    await seite.locator('#webhook-liste .zustellungen li', { hasText: 'zugestellt (HTTP 204)' }).waitFor();
    expect(e.empfangen).toHaveLength(1);
    expect(new Webhook(geheimnis).verify(e.empfangen[0].koerper, e.empfangen[0].kopf)).toMatchObject({
      type: 'webhook.test',
    });
    const webhookId = await seite.locator('#webhook-liste tr').first().getAttribute('data-id');
    await webhookAblage.setJSON(`fehler/${webhookId}`, { seit: Date.now() - 3 * 86_400_000 });
    await webhookAblage.setJSON(`pausen/${webhookId}`, { seit: Date.now() });
    await seite.reload();
    await seite
      .locator('#webhook-liste .zustand.pausiert', { hasText: '3 Tage ohne erfolgreiche Zustellung' })
      .waitFor();
    await seite.screenshot({ path: join(WURZEL, 'test-ergebnisse', 'konto-webhooks.png'), fullPage: true });
    await seite.click('#webhook-liste button.fortsetzen');
    await seite.locator('#webhook-liste .zustand', { hasText: 'aktiv' }).waitFor();
    await seite.click('#webhook-liste button.loeschen');
    await seite.locator('#keine-webhooks').waitFor({ state: 'visible' });

    // 6. Another key; delete the account; the key is refused.
    const zweiter = await neuerSchluessel(seite, 'Zweites Programm');
    await seite.click('#konto-loeschen');
    await seite.locator('#abgemeldet').waitFor({ state: 'visible' });
    expect((await mindestlohn(zweiter)).status).toBe(401);
    // Signed out for good: the session cookie no longer opens anything.
    await seite.reload();
    await seite.locator('#abgemeldet').waitFor({ state: 'visible' });

    expect(fehler).toEqual([]);
    expect(fremd).toEqual([]);
    await kontext.close();
  }, 90_000);
});
