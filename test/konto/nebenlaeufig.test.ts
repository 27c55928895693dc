// The account service under parallel requests of one session, against the real local Blobs
// server of @netlify/blobs (the one netlify dev runs for npm start), not an in-memory double.
// Each request gets its own API instance, as netlify dev gives each call its own worker and
// Netlify its own function instance: nothing but the store is shared. What the issue measured
// before: 30 parallel key creations gave 30 keys past the cap of 20 (25 lost from the account,
// still valid after deleting it); 100 parallel option requests against 57 left all passed; the
// same attestation sent 10 times gave 2 accounts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { melde, neuerPasskey, type Passkey, registriere } from '../../scripts/authentifikator';
import type { SchluesselEintrag } from '../../src/api/schluessel';
import { hashVon } from '../../src/api/schluessel';
import type { Ablage } from '../../src/konto/ablage';
import { erstelleKontoApi, type KontoSchluessel } from '../../src/konto/api';
import { speicherPruefer } from '../../src/tor/schluessel';

const ORIGIN = 'https://konto.example';
let server: BlobsServer;
let verzeichnis: string;
let stores: { konten: Ablage; schluessel: Ablage; kontingent: Ablage };

beforeAll(async () => {
  verzeichnis = mkdtempSync(join(tmpdir(), 'konto-blobs-'));
  server = new BlobsServer({ directory: verzeichnis, token: 'test' });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const store = (name: string) =>
    getStore({ name, siteID: 'test', token: 'test', edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' });
  stores = { konten: store('konto'), schluessel: store('api-schluessel'), kontingent: store('api-kontingent') };
});

afterAll(async () => {
  await server?.stop();
  rmSync(verzeichnis, { recursive: true, force: true });
});

// A new API instance per request: the store is all they share.
function api(umgebung: Record<string, string> = {}) {
  return (req: Request) =>
    erstelleKontoApi({
      ...stores,
      umgebung: (n) => umgebung[n],
      ip: (r) => r.headers.get('x-test-ip') ?? '192.0.2.1',
    })(req);
}

type Api = ReturnType<typeof api>;

async function rufe(a: Api, methode: string, pfad: string, body?: unknown, cookie = '', ip = '192.0.2.1') {
  const r = await a(
    new Request(`${ORIGIN}/konto/api${pfad}`, {
      method: methode,
      headers: {
        'x-test-ip': ip,
        ...(cookie ? { cookie } : {}),
        ...(methode === 'GET' ? {} : { origin: ORIGIN, 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null, cookie: r.headers.get('set-cookie')?.split(';')[0] };
}

async function neuesKonto(a: Api, ip: string, p: Passkey = neuerPasskey()) {
  const o = await rufe(a, 'POST', '/registrierung/optionen', {}, '', ip);
  const r = await rufe(a, 'POST', '/registrierung', { antwort: registriere(p, o.body, ORIGIN) }, '', ip);
  expect(r.status).toBe(201);
  return { konto: r.body.konto as string, cookie: r.cookie as string, p };
}

const eintraegeDes = async (konto: string) =>
  (
    await Promise.all(
      (
        await stores.schluessel.list()
      ).blobs
        .filter((b) => !b.key.startsWith('.'))
        .map((b) => stores.schluessel.get(b.key, { type: 'json' }) as Promise<KontoSchluessel | null>),
    )
  ).filter((e): e is KontoSchluessel => e?.konto === konto);

const zaehle = (stati: number[]) =>
  stati.reduce<Record<number, number>>((z, s) => Object.assign(z, { [s]: (z[s] ?? 0) + 1 }), {});

describe('Konto unter parallelen Anfragen (echter lokaler Blobs-Server)', () => {
  it('30 parallele Schlüssel: höchstens 20, jeder davon im Konto und gültig, keiner verwaist; Löschen widerruft alle', async () => {
    const a = api();
    const { konto, cookie } = await neuesKonto(a, '192.0.2.10');
    const antworten = await Promise.all(
      Array.from({ length: 30 }, (_, i) => rufe(a, 'POST', '/schluessel', { name: `parallel ${i}` }, cookie)),
    );
    const stati = zaehle(antworten.map((r) => r.status));
    console.log(`30 parallele Schlüsselerstellungen: ${JSON.stringify(stati)}`);
    const erstellt = antworten.filter((r) => r.status === 201);
    expect(erstellt.length).toBeLessThanOrEqual(20);
    expect(erstellt.length).toBeGreaterThan(0);
    for (const r of antworten.filter((x) => x.status !== 201)) {
      expect([409, 503]).toContain(r.status);
      expect(r.body.fehler.code).toMatch(/^(zu_viele_schluessel|dienst_nicht_verfuegbar)$/);
    }
    // The account lists exactly the keys it answered with 201, and each works at the gate.
    const ue = await rufe(a, 'GET', '/konto', undefined, cookie);
    expect(ue.body.schluessel.map((s: { id: string }) => s.id).sort()).toEqual(
      erstellt.map((r) => r.body.id as string).sort(),
    );
    const pruefer = speicherPruefer(
      async (h) => (await stores.schluessel.get(h, { type: 'json' })) as SchluesselEintrag | null,
    );
    for (const r of erstellt) expect((await pruefer(r.body.schluessel))?.id).toBe(r.body.id);
    // No entry names the account that the account does not list.
    expect((await eintraegeDes(konto)).map((e) => e.id).sort()).toEqual(erstellt.map((r) => r.body.id).sort());
    // Filled up one by one: exactly 20 active keys, the 21st is refused.
    for (let i = erstellt.length; i < 20; i++)
      expect((await rufe(a, 'POST', '/schluessel', { name: `einzeln ${i}` }, cookie)).status).toBe(201);
    const zuViel = await rufe(a, 'POST', '/schluessel', { name: 'einundzwanzig' }, cookie);
    expect(zuViel.status).toBe(409);
    expect(zuViel.body.fehler.code).toBe('zu_viele_schluessel');
    // A revoked key frees its place.
    const eins = (await rufe(a, 'GET', '/konto', undefined, cookie)).body.schluessel[0].id;
    expect((await rufe(a, 'DELETE', `/schluessel/${eins}`, {}, cookie)).status).toBe(200);
    expect((await rufe(a, 'POST', '/schluessel', { name: 'nachgerueckt' }, cookie)).status).toBe(201);

    expect((await rufe(a, 'DELETE', '/konto', {}, cookie)).status).toBe(204);
    const danach = await eintraegeDes(konto);
    expect(danach.length).toBe(21);
    expect(danach.every((e) => e.widerrufen !== null)).toBe(true);
    // A gate without these keys in its cache refuses every one of them.
    const neuerPruefer = speicherPruefer(
      async (h) => (await stores.schluessel.get(h, { type: 'json' })) as SchluesselEintrag | null,
    );
    for (const r of erstellt) expect(await neuerPruefer(r.body.schluessel)).toBeNull();
  }, 60_000);

  it('Konto löschen, während zehn Schlüssel parallel entstehen: danach gilt keiner', async () => {
    const a = api();
    // The deletion at different points of the creations (before, among and after their claims).
    for (const [i, ms] of [0, 60, 130, 160, 190, 220, 260].entries()) {
      const { konto, cookie } = await neuesKonto(a, `192.0.2.1${i}`);
      const erstellung = Array.from({ length: 10 }, (_, j) =>
        rufe(a, 'POST', '/schluessel', { name: `k${j}` }, cookie),
      );
      await new Promise((r) => setTimeout(r, ms));
      expect((await rufe(a, 'DELETE', '/konto', {}, cookie)).status).toBe(204);
      const stati = zaehle((await Promise.all(erstellung)).map((r) => r.status));
      console.log(`zehn Schlüssel, Konto nach ${ms} ms gelöscht: ${JSON.stringify(stati)}`);
      expect((await eintraegeDes(konto)).filter((e) => e.widerrufen === null)).toEqual([]);
    }
  }, 60_000);

  it('100 parallele Anmeldeoptionen gegen 57 verbleibende: höchstens 57 durch, danach 429', async () => {
    const a = api({ KONTO_LIMIT_ANMELDUNG: '60' });
    const ip = '192.0.2.20';
    for (let i = 0; i < 3; i++) expect((await rufe(a, 'POST', '/anmeldung/optionen', {}, '', ip)).status).toBe(200);
    const stati = (
      await Promise.all(Array.from({ length: 100 }, () => rufe(a, 'POST', '/anmeldung/optionen', {}, '', ip)))
    ).map((r) => r.status);
    console.log(`100 parallele Optionen gegen 57 verbleibende: ${JSON.stringify(zaehle(stati))}`);
    expect(stati.filter((s) => s === 200).length).toBeLessThanOrEqual(57);
    expect(stati.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(stati.every((s) => s === 200 || s === 429)).toBe(true);
    expect((await rufe(a, 'POST', '/anmeldung/optionen', {}, '', ip)).status).toBe(429);
    // Another address is not affected.
    expect((await rufe(a, 'POST', '/anmeldung/optionen', {}, '', '192.0.2.21')).status).toBe(200);
  }, 30_000);

  it('dieselbe Registrierung zehnmal parallel: genau ein Konto, neunmal vorgang_ungueltig', async () => {
    const a = api();
    const ip = '192.0.2.30';
    const vorher = (await stores.konten.list({ prefix: 'konten/' })).blobs.length;
    const o = await rufe(a, 'POST', '/registrierung/optionen', {}, '', ip);
    const antwort = registriere(neuerPasskey(), o.body, ORIGIN);
    const r = await Promise.all(
      Array.from({ length: 10 }, () => rufe(a, 'POST', '/registrierung', { antwort }, '', ip)),
    );
    console.log(`dieselbe Registrierung zehnmal: ${JSON.stringify(zaehle(r.map((x) => x.status)))}`);
    expect(r.filter((x) => x.status === 201)).toHaveLength(1);
    for (const x of r.filter((y) => y.status !== 201)) expect(x.body.fehler.code).toBe('vorgang_ungueltig');
    expect((await stores.konten.list({ prefix: 'konten/' })).blobs.length).toBe(vorher + 1);
  }, 30_000);

  it('dieselbe Anmeldung zehnmal parallel: genau eine Sitzung', async () => {
    const a = api();
    const ip = '192.0.2.31';
    const { p } = await neuesKonto(a, ip);
    const o = await rufe(a, 'POST', '/anmeldung/optionen', {}, '', ip);
    const antwort = melde(p, o.body, ORIGIN);
    const r = await Promise.all(Array.from({ length: 10 }, () => rufe(a, 'POST', '/anmeldung', { antwort }, '', ip)));
    expect(r.filter((x) => x.status === 200)).toHaveLength(1);
    expect(r.filter((x) => x.cookie)).toHaveLength(1);
  }, 30_000);

  it('zwölf Passkeys parallel zu einem Konto mit einem: höchstens zehn, dann 409', async () => {
    const a = api();
    const { cookie } = await neuesKonto(a, '192.0.2.40');
    const optionen = await Promise.all(
      Array.from({ length: 12 }, () => rufe(a, 'POST', '/passkey/optionen', {}, cookie)),
    );
    const r = await Promise.all(
      optionen.map((o) =>
        rufe(a, 'POST', '/passkey', { antwort: registriere(neuerPasskey(), o.body, ORIGIN) }, cookie),
      ),
    );
    console.log(`zwölf Passkeys parallel: ${JSON.stringify(zaehle(r.map((x) => x.status)))}`);
    const hinzu = r.filter((x) => x.status === 201).length;
    expect(hinzu).toBeLessThanOrEqual(9);
    expect(r.every((x) => [201, 409, 503].includes(x.status))).toBe(true);
    const passkeys = (await rufe(a, 'GET', '/konto', undefined, cookie)).body.passkeys;
    expect(passkeys).toHaveLength(1 + hinzu);
    for (let i = passkeys.length; i < 10; i++) {
      const o = await rufe(a, 'POST', '/passkey/optionen', {}, cookie);
      expect(
        (await rufe(a, 'POST', '/passkey', { antwort: registriere(neuerPasskey(), o.body, ORIGIN) }, cookie)).status,
      ).toBe(201);
    }
    expect((await rufe(a, 'POST', '/passkey/optionen', {}, cookie)).status).toBe(409);
  }, 60_000);

  it('ein Konto aus der Zeit vor den Ansprüchen: Löschen widerruft auch Schlüssel, die es nicht kennt', async () => {
    const a = api();
    const { konto, cookie } = await neuesKonto(a, '192.0.2.50');
    // The account as the old code left it: a list with one key, and two more entries naming the
    // account that the list lost (the old read-modify-write).
    const gelistet = { id: 'k_a1', hash: hashVon('alt-1') };
    const verwaist = [
      { id: 'k_a2', hash: hashVon('alt-2') },
      { id: 'k_a3', hash: hashVon('alt-3') },
    ];
    for (const s of [gelistet, ...verwaist])
      await stores.schluessel.setJSON(s.hash, {
        ...s,
        name: 'alt',
        erstellt: '2026-01-01T00:00:00.000Z',
        widerrufen: null,
        konto,
      } satisfies KontoSchluessel);
    const datensatz = (await stores.konten.get(`konten/${konto}`, { type: 'json' })) as object;
    await stores.konten.setJSON(`konten/${konto}`, { ...datensatz, zugaenge: [], schluessel: [gelistet.hash] });
    expect(
      (await rufe(a, 'GET', '/konto', undefined, cookie)).body.schluessel.map((s: { id: string }) => s.id),
    ).toEqual(['k_a1']);
    expect((await rufe(a, 'DELETE', '/konto', {}, cookie)).status).toBe(204);
    const danach = await eintraegeDes(konto);
    expect(danach.map((e) => e.id).sort()).toEqual(['k_a1', 'k_a2', 'k_a3']);
    expect(danach.every((e) => e.widerrufen !== null)).toBe(true);
  }, 30_000);
});
