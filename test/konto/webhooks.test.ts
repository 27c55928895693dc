// Webhooks of an account, end to end with real parts: the account API against the real local
// Blobs server of @netlify/blobs, real receivers on 127.0.0.1, signatures checked with the
// standardwebhooks library, the deploys built from data/ and from a copy with one more change
// (scripts/aenderungen-kopie.ts) as npm run build writes build/aenderungen.json. Time-dependent parts
// (retries, the 3-day pause) run on an injected clock; every answer of the account API is checked
// against /konto/openapi.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aenderungenMitWerten } from '../../generator/aenderungsdetails';
import { jahreMitWechsel } from '../../generator/jahreswechsel';
import { DATEN, datenMitNeuerAenderung, type Kopie } from '../../scripts/aenderungen-kopie';
import { neuerPasskey, registriere } from '../../scripts/authentifikator';
import { type Empfaenger, starteEmpfaenger } from '../../scripts/empfaenger';
import { ladeDaten } from '../../src/daten/laden';
import type { Ablage } from '../../src/konto/ablage';
import { schreibe } from '../../src/konto/anspruch';
import { erstelleKontoApi } from '../../src/konto/api';
import { type AenderungsStand, aenderungsEreignis, testEreignis } from '../../src/konto/webhook-schema';
import { adresseErlaubt } from '../../src/konto/ziel';
import {
  arbeiteAb,
  PAUSE_NACH_MS,
  planeZustellung,
  versuchsPause,
  type ZustellungsAbhaengigkeiten,
} from '../../src/konto/zustellung';
import { pruefeKontoAntwort } from './openapi-konto';

const ORIGIN = 'https://konto.example';
let server: BlobsServer;
let verzeichnis: string;
let store: (name: string) => Ablage;
const aufraeumen: (() => unknown)[] = [];

beforeAll(async () => {
  verzeichnis = mkdtempSync(join(tmpdir(), 'webhooks-blobs-'));
  server = new BlobsServer({ directory: verzeichnis, token: 'test' });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  store = (name) =>
    getStore({ name, siteID: 'test', token: 'test', edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' });
});

afterAll(async () => {
  for (const f of aufraeumen) await f();
  await server?.stop();
  rmSync(verzeichnis, { recursive: true, force: true });
});

// What npm run build writes to build/aenderungen.json, for a data directory.
function standAus(daten: string): AenderungsStand {
  const quellen = ladeDaten(daten);
  return {
    datensaetze: quellen.map((d) => d.id),
    aenderungen: aenderungenMitWerten(quellen, jahreMitWechsel(quellen), 'https://hr.example'),
  };
}
const STAND = standAus(DATEN);
const kopie: Kopie = datenMitNeuerAenderung();
aufraeumen.push(kopie.aufraeumen);
const NEU = standAus(kopie.verzeichnis);

// A separate "webhooks" store per test (a fresh site), the account stores shared.
let nummer = 0;
function umgebung(o: { lokal?: boolean; loese?: (h: string) => Promise<string[]> } = {}) {
  const ablage = store(`webhooks-${++nummer}`);
  const konten = { konten: store('konto'), schluessel: store('api-schluessel'), kontingent: store('api-kontingent') };
  const roh = erstelleKontoApi({
    ...konten,
    umgebung: () => undefined,
    ip: (r) => r.headers.get('x-test-ip') ?? `192.0.2.${nummer % 250}`,
    webhooks: { ablage, datensaetze: STAND.datensaetze, lokal: o.lokal ?? true, loese: o.loese, zeitlimitMs: 2_000 },
  });
  const api = async (req: Request) => {
    const antwort = await roh(req.clone());
    await pruefeKontoAntwort(req, antwort);
    return antwort;
  };
  return { api, ablage };
}

type Api = ReturnType<typeof umgebung>['api'];

async function rufe(api: Api, methode: string, pfad: string, body?: unknown, cookie = '') {
  const r = await api(
    new Request(`${ORIGIN}/konto/api${pfad}`, {
      method: methode,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(methode === 'GET' ? {} : { origin: ORIGIN, 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null, cookie: r.headers.get('set-cookie')?.split(';')[0] };
}

async function anmelden(api: Api): Promise<string> {
  const o = await rufe(api, 'POST', '/registrierung/optionen', {});
  const r = await rufe(api, 'POST', '/registrierung', { antwort: registriere(neuerPasskey(), o.body, ORIGIN) });
  expect(r.status).toBe(201);
  return r.cookie as string;
}

async function empfaenger(): Promise<Empfaenger> {
  const e = await starteEmpfaenger();
  aufraeumen.push(() => e.schliesse());
  return e;
}

// An injected clock; sleeping moves it on (and lets the event loop run).
function uhr(beginn = Date.parse('2026-12-01T08:00:00Z')) {
  const u = {
    t: beginn,
    jetzt: () => u.t,
    schlafe: async (ms: number) => {
      u.t += ms;
      await new Promise((r) => setImmediate(r));
    },
  };
  return u;
}

function zustellDeps(ablage: Ablage, o: Partial<ZustellungsAbhaengigkeiten> = {}): ZustellungsAbhaengigkeiten {
  return { ablage, jetzt: () => Date.now(), lokal: true, zeitlimitMs: 2_000, ...o };
}

// Checks with the library without its 5-minute window (the injected clock is not the wall clock).
function signaturStimmt(geheimnis: string, x: { kopf: Record<string, string>; koerper: string }): boolean {
  const erwartet = new Webhook(geheimnis).sign(
    x.kopf['webhook-id'],
    new Date(Number(x.kopf['webhook-timestamp']) * 1000),
    x.koerper,
  );
  return x.kopf['webhook-signature'].split(' ').includes(erwartet);
}

describe('Webhooks: anlegen, prüfen, löschen (Konto-API)', () => {
  it('legt an, zeigt das Geheimnis einmal, listet, löscht; andere Konten sehen nichts', async () => {
    const { api } = umgebung();
    const cookie = await anmelden(api);
    const e = await empfaenger();
    const neu = await rufe(
      api,
      'POST',
      '/webhooks',
      { url: e.url, datensaetze: ['mindestlohn', 'mindestlohn'] },
      cookie,
    );
    expect(neu.status).toBe(201);
    expect(neu.body.geheimnis).toMatch(/^whsec_/);
    expect(neu.body).toMatchObject({ url: e.url, datensaetze: ['mindestlohn'], zustand: 'aktiv', zustellungen: [] });
    const liste = await rufe(api, 'GET', '/webhooks', undefined, cookie);
    expect(liste.body.webhooks.map((w: { id: string }) => w.id)).toEqual([neu.body.id]);
    expect(JSON.stringify(liste.body)).not.toContain(neu.body.geheimnis);
    const fremd = await anmelden(api);
    expect((await rufe(api, 'GET', '/webhooks', undefined, fremd)).body.webhooks).toEqual([]);
    expect((await rufe(api, 'DELETE', `/webhooks/${neu.body.id}`, undefined, fremd)).status).toBe(404);
    expect((await rufe(api, 'POST', `/webhooks/${neu.body.id}/test`, {}, fremd)).status).toBe(404);
    const weg = await rufe(api, 'DELETE', `/webhooks/${neu.body.id}`, undefined, cookie);
    expect(weg.status).toBe(200);
    expect(weg.body.webhooks).toEqual([]);
    expect((await rufe(api, 'DELETE', `/webhooks/${neu.body.id}`, undefined, cookie)).status).toBe(404);
    expect((await rufe(api, 'GET', '/webhooks')).status).toBe(401);
  });

  it('falsche Eingaben: 400 mit Code, Feld und was erlaubt ist; private Ziele in Produktion abgelehnt', async () => {
    const { api } = umgebung({
      lokal: false,
      // Names resolve without network: one to a private, one to a public address.
      loese: async (h) => (h === 'intern.example' ? ['10.1.2.3'] : h === 'lohn.example' ? ['203.0.114.7'] : []),
    });
    const cookie = await anmelden(api);
    const fall = async (body: unknown) => {
      const r = await rufe(api, 'POST', '/webhooks', body, cookie);
      expect(r.status, JSON.stringify(body)).toBe(400);
      return r.body.fehler as { code: string; nachricht: string; feld: string };
    };
    expect(await fall({})).toMatchObject({ code: 'ungueltige_url', feld: 'url' });
    expect(await fall({ url: 42 })).toMatchObject({ code: 'ungueltige_url', feld: 'url' });
    expect(await fall({ url: 'kein url' })).toMatchObject({ code: 'ungueltige_url', feld: 'url' });
    expect((await fall({ url: 'http://lohn.example/hook' })).nachricht).toMatch(/nur https/);
    expect((await fall({ url: 'https://nutzer:pw@lohn.example/' })).nachricht).toMatch(/Benutzername/);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.10/hook',
      'https://172.16.0.1/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://100.64.0.1/hook',
      'https://intern.example/hook',
      'https://dienst/hook',
    ])
      expect(await fall({ url }), url).toMatchObject({ code: 'adresse_nicht_erlaubt', feld: 'url' });
    expect(await fall({ url: 'https://unbekannt.example/' })).toMatchObject({ code: 'ungueltige_url' });
    expect(await fall({ url: 'https://lohn.example/', datensaetze: ['gibtsnicht'] })).toMatchObject({
      code: 'ungueltige_datensaetze',
      feld: 'datensaetze',
    });
    expect(await fall({ url: 'https://lohn.example/', datensaetze: [] })).toMatchObject({ feld: 'datensaetze' });
    expect(await fall({ url: 'https://lohn.example/', datensaetze: 'mindestlohn' })).toMatchObject({
      feld: 'datensaetze',
    });
    expect(await fall({ url: 'https://lohn.example/', ziel: 1 })).toMatchObject({
      code: 'ungueltiges_feld',
      feld: 'ziel',
    });
    const ok = await rufe(api, 'POST', '/webhooks', { url: 'https://lohn.example/hook', datensaetze: null }, cookie);
    expect(ok.status).toBe(201);
    expect(ok.body.datensaetze).toBeNull();
    expect((await rufe(api, 'DELETE', '/webhooks/w_kaputt', undefined, cookie)).status).toBe(404);
    expect(adresseErlaubt('8.8.8.8', false)).toBe(true);
    expect(adresseErlaubt('2001:4860:4860::8888', false)).toBe(true);
  });

  it('12 gleichzeitige Anlagen: höchstens 5 Webhooks je Konto (echter lokaler Blobs-Server)', async () => {
    const { api } = umgebung();
    const cookie = await anmelden(api);
    const antworten = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        rufe(api, 'POST', '/webhooks', { url: `http://127.0.0.1:9/hook-${i}` }, cookie),
      ),
    );
    const stati = antworten.map((r) => r.status);
    console.log(
      `12 parallele Webhook-Anlagen: ${stati.filter((s) => s === 201).length} × 201, Rest ${stati.filter((s) => s !== 201).join(', ')}`,
    );
    expect(stati.filter((s) => s === 201).length).toBeLessThanOrEqual(5);
    for (const r of antworten.filter((x) => x.status !== 201)) expect([409, 503]).toContain(r.status);
    const liste = await rufe(api, 'GET', '/webhooks', undefined, cookie);
    expect(liste.body.webhooks.length).toBe(stati.filter((s) => s === 201).length);
    for (let i = liste.body.webhooks.length; i < 5; i++)
      expect((await rufe(api, 'POST', '/webhooks', { url: `http://127.0.0.1:9/nach-${i}` }, cookie)).status).toBe(201);
    const zuViel = await rufe(api, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/sechs' }, cookie);
    expect(zuViel.status).toBe(409);
    expect(zuViel.body.fehler.code).toBe('zu_viele_webhooks');
    // Deleting one frees its place.
    await rufe(api, 'DELETE', `/webhooks/${liste.body.webhooks[0].id}`, undefined, cookie);
    expect((await rufe(api, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/wieder' }, cookie)).status).toBe(201);
  });

  it('Testereignis: signiert, sofort, mit Status und Code in der Liste; ein Fehlschlag macht den Webhook fehlerhaft', async () => {
    const { api } = umgebung();
    const cookie = await anmelden(api);
    const e = await empfaenger();
    const neu = (await rufe(api, 'POST', '/webhooks', { url: e.url }, cookie)).body;
    const t = await rufe(api, 'POST', `/webhooks/${neu.id}/test`, {}, cookie);
    expect(t.status).toBe(200);
    expect(t.body.zustellung).toMatchObject({ typ: 'webhook.test', ergebnis: 'zugestellt', code: 204, versuch: 1 });
    expect(e.empfangen.length).toBe(1);
    const ereignis = new Webhook(neu.geheimnis).verify(e.empfangen[0].koerper, e.empfangen[0].kopf);
    expect(testEreignis.parse(ereignis).data.webhook).toBe(neu.id);
    e.antwort = () => 500;
    const f = await rufe(api, 'POST', `/webhooks/${neu.id}/test`, {}, cookie);
    expect(f.body.zustellung).toMatchObject({ ergebnis: 'fehlgeschlagen', code: 500 });
    const liste = (await rufe(api, 'GET', '/webhooks', undefined, cookie)).body.webhooks[0];
    expect(liste.zustand).toBe('fehlerhaft');
    expect(liste.zustellungen.map((z: { code: number }) => z.code)).toEqual([500, 204]);
  });

  it('Konto löschen löscht seine Webhooks', async () => {
    const { api, ablage } = umgebung();
    const cookie = await anmelden(api);
    await rufe(api, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/a' }, cookie);
    expect((await rufe(api, 'DELETE', '/konto', undefined, cookie)).status).toBe(204);
    const { endpunkte } = await import('../../src/konto/zustellung');
    expect(await endpunkte(ablage)).toEqual([]);
  });
});

describe('Zustellung nach einem Deploy', () => {
  it('erster Lauf vermerkt nur; ein Deploy mit einer Änderung sendet je beobachtendem Webhook ein signiertes Ereignis; zwei Deploys ohne Änderung senden nichts', async () => {
    const { api, ablage } = umgebung();
    const cookie = await anmelden(api);
    const [alle, mindestlohn, anderer] = [await empfaenger(), await empfaenger(), await empfaenger()];
    const wAlle = (await rufe(api, 'POST', '/webhooks', { url: alle.url }, cookie)).body;
    const wMl = (await rufe(api, 'POST', '/webhooks', { url: mindestlohn.url, datensaetze: ['mindestlohn'] }, cookie))
      .body;
    await rufe(api, 'POST', '/webhooks', { url: anderer.url, datensaetze: ['rechengroessen'] }, cookie);
    const deps = zustellDeps(ablage);
    // The deploy before the change: remembered, nothing sent (not the 60-odd old entries).
    expect(await planeZustellung(deps, STAND)).toMatchObject({ erstmals: true, auftraege: 0 });
    expect(await arbeiteAb(deps, { ende: Date.now() })).toMatchObject({ zugestellt: 0, offen: 0 });
    // The deploy with the change.
    const beginn = performance.now();
    const plan = await planeZustellung(deps, NEU);
    expect(plan).toMatchObject({ erstmals: false, neu: [kopie.datenstand], auftraege: 2 });
    const lauf = await arbeiteAb(deps, { ende: Date.now() + 10_000 });
    expect(lauf).toMatchObject({ zugestellt: 2, fehlgeschlagen: 0, offen: 0 });
    const erste = Math.min(alle.empfangen[0].ankunft, mindestlohn.empfangen[0].ankunft) - beginn;
    console.log(`Deploy bis zur ersten Zustellung (Planen und Senden, lokaler Blobs-Server): ${erste.toFixed(1)} ms`);
    for (const [e, w] of [
      [alle, wAlle],
      [mindestlohn, wMl],
    ] as const) {
      expect(e.empfangen.length).toBe(1);
      const x = e.empfangen[0];
      // The real library, with its 5-minute window: sent just now.
      const ereignis = aenderungsEreignis.parse(new Webhook(w.geheimnis).verify(x.koerper, x.kopf));
      expect(x.kopf['webhook-id']).toBe(`aenderung_${kopie.datenstand}`);
      expect(ereignis.type).toBe('aenderung.angekuendigt');
      expect(ereignis.data).toMatchObject({ datensatz: 'mindestlohn', datenstand: kopie.datenstand });
      expect(ereignis.data.werte).toEqual([
        expect.objectContaining({ bestandteil: 'mindestlohn', gueltig_ab: '2099-01-01', alt: 14.6, neu: 99.99 }),
      ]);
      expect(ereignis.data.links.explorer).toBe('https://hr.example/v1/dokumentation/daten/mindestlohn/#b-mindestlohn');
    }
    expect(anderer.empfangen.length).toBe(0);
    // Two more deploys of the same changelog: nothing.
    for (let i = 0; i < 2; i++) {
      expect(await planeZustellung(deps, NEU)).toMatchObject({ neu: [], auftraege: 0 });
      expect(await arbeiteAb(deps, { ende: Date.now() })).toMatchObject({ zugestellt: 0, offen: 0 });
    }
    // A rollback to the old changelog and the new one again: nothing either.
    await planeZustellung(deps, STAND);
    expect(await planeZustellung(deps, NEU)).toMatchObject({ neu: [], auftraege: 0 });
    expect(alle.empfangen.length + mindestlohn.empfangen.length).toBe(2);
    const liste = (await rufe(api, 'GET', '/webhooks', undefined, cookie)).body.webhooks;
    expect(liste[0].zustellungen[0]).toMatchObject({
      nachricht: `aenderung_${kopie.datenstand}`,
      ergebnis: 'zugestellt',
      code: 204,
    });
  });

  it('zwei Läufe gleichzeitig planen und senden jede Änderung einmal', async () => {
    const { api, ablage } = umgebung();
    const cookie = await anmelden(api);
    const e = await empfaenger();
    await rufe(api, 'POST', '/webhooks', { url: e.url }, cookie);
    const deps = zustellDeps(ablage);
    await planeZustellung(deps, STAND);
    const plaene = await Promise.all([planeZustellung(deps, NEU), planeZustellung(zustellDeps(ablage), NEU)]);
    expect(plaene.map((p) => p.auftraege).sort()).toEqual([0, 1]);
    await Promise.all([
      arbeiteAb(deps, { ende: Date.now() + 5_000 }),
      arbeiteAb(zustellDeps(ablage), { ende: Date.now() + 5_000 }),
    ]);
    expect(e.empfangen.length).toBe(1);
  });

  it('500, dann 200: Wiederholung nach 1, 2, 4 Minuten mit derselben webhook-id; Zeitplan wie VERSUCHSPAUSEN', async () => {
    const { api, ablage } = umgebung();
    const cookie = await anmelden(api);
    const e = await empfaenger();
    e.antwort = (n) => (n < 3 ? 500 : 200);
    const w = (await rufe(api, 'POST', '/webhooks', { url: e.url }, cookie)).body;
    const u = uhr();
    const deps = zustellDeps(ablage, { jetzt: u.jetzt, schlafe: u.schlafe });
    await planeZustellung(deps, STAND);
    const beginn = u.t;
    await planeZustellung(deps, NEU);
    const lauf = await arbeiteAb(deps, { ende: beginn + 40 * 86_400_000 });
    expect(lauf).toMatchObject({ zugestellt: 1, fehlgeschlagen: 3, offen: 0 });
    const zeiten = e.empfangen.map((x) => Number(x.kopf['webhook-timestamp']) * 1000 - beginn);
    console.log(`Beobachteter Zeitplan (500, 500, 500, 200): ${zeiten.map((z) => `${z / 60_000} min`).join(', ')}`);
    expect(zeiten).toEqual([0, versuchsPause(1), versuchsPause(1) + versuchsPause(2), 7 * 60_000]);
    expect(new Set(e.empfangen.map((x) => x.kopf['webhook-id'])).size).toBe(1);
    expect(new Set(e.empfangen.map((x) => x.koerper)).size).toBe(1);
    for (const x of e.empfangen) expect(signaturStimmt(w.geheimnis, x)).toBe(true);
    const liste = (await rufe(api, 'GET', '/webhooks', undefined, cookie)).body.webhooks[0];
    expect(liste.zustand).toBe('aktiv');
    expect(liste.zustellungen.map((z: { versuch: number; code: number }) => [z.versuch, z.code])).toEqual([
      [4, 200],
      [3, 500],
      [2, 500],
      [1, 500],
    ]);
    expect(liste.zustellungen[1].naechster_versuch).toBe(new Date(beginn + 7 * 60_000).toISOString());
  });

  it('3 Tage ohne Erfolg: pausiert, die Kontoseite sagt es, das Ereignis bleibt; fortsetzen stellt es zu', async () => {
    const { api, ablage } = umgebung();
    const cookie = await anmelden(api);
    const e = await empfaenger();
    e.antwort = () => 503;
    const w = (await rufe(api, 'POST', '/webhooks', { url: e.url }, cookie)).body;
    const u = uhr();
    const deps = zustellDeps(ablage, { jetzt: u.jetzt, schlafe: u.schlafe });
    await planeZustellung(deps, STAND);
    const beginn = u.t;
    await planeZustellung(deps, NEU);
    const lauf = await arbeiteAb(deps, { ende: beginn + 40 * 86_400_000 });
    const zeiten = e.empfangen.map((x) => Number(x.kopf['webhook-timestamp']) * 1000 - beginn);
    console.log(
      `Beobachteter Zeitplan bis zur Pause (immer 503): ${zeiten.map((z) => `${(z / 3_600_000).toFixed(2)} h`).join(', ')}`,
    );
    expect(lauf.pausiert).toBe(1);
    expect(lauf.offen).toBe(1);
    // Exponential from one minute, at most 12 hours apart; more than 24 hours of retries; the last
    // attempt is the first after 72 hours of failing.
    for (let i = 1; i < zeiten.length; i++) expect(zeiten[i] - zeiten[i - 1]).toBe(versuchsPause(i));
    expect(zeiten.at(-1)).toBeGreaterThanOrEqual(PAUSE_NACH_MS);
    expect(zeiten.at(-2)).toBeLessThan(PAUSE_NACH_MS);
    expect(zeiten.filter((z) => z <= 24 * 3_600_000).length).toBeLessThan(zeiten.length);
    const pausiert = (await rufe(api, 'GET', '/webhooks', undefined, cookie)).body.webhooks[0];
    expect(pausiert).toMatchObject({ zustand: 'pausiert', fehler_seit: new Date(beginn).toISOString() });
    expect(pausiert.pausiert_seit).toBe(new Date(beginn + (zeiten.at(-1) as number)).toISOString());
    expect(pausiert.zustellungen[0].naechster_versuch).toBeNull();
    // Paused: a later run sends nothing.
    const vorher = e.empfangen.length;
    u.t += 86_400_000;
    expect(await arbeiteAb(deps, { ende: u.t + 86_400_000 })).toMatchObject({
      zugestellt: 0,
      fehlgeschlagen: 0,
      offen: 1,
    });
    expect(e.empfangen.length).toBe(vorher);
    // The receiver works again; the account resumes: the waiting event goes out.
    e.antwort = () => 200;
    const fort = await rufe(api, 'POST', `/webhooks/${w.id}/fortsetzen`, {}, cookie);
    expect(fort.body.webhooks[0].zustand).toBe('aktiv');
    expect(await arbeiteAb(deps, { ende: u.t })).toMatchObject({ zugestellt: 1, offen: 0 });
    expect(signaturStimmt(w.geheimnis, e.empfangen.at(-1) as never)).toBe(true);
    expect(e.empfangen.at(-1)?.kopf['webhook-id']).toBe(`aenderung_${kopie.datenstand}`);
  });

  it('ein Lauf, der nach dem Beanspruchen stirbt: nach 20 Minuten planen und senden andere Läufe, nichts geht verloren', async () => {
    const { api, ablage } = umgebung();
    const cookie = await anmelden(api);
    const e = await empfaenger();
    await rufe(api, 'POST', '/webhooks', { url: e.url }, cookie);
    const u = uhr();
    const deps = zustellDeps(ablage, { jetzt: u.jetzt });
    await planeZustellung(deps, STAND);
    // A run claimed the change and died before queueing it.
    await schreibe(ablage, `geplant/${kopie.datenstand}`, 'tot000000000000000000000', {
      zustand: 'erteilt',
      seit: u.t,
    });
    expect(await planeZustellung(deps, NEU)).toMatchObject({ neu: [], auftraege: 0 });
    u.t += 21 * 60_000;
    expect(await planeZustellung(deps, NEU)).toMatchObject({ neu: [kopie.datenstand], auftraege: 1 });
    // A run claimed the first attempt and died before sending.
    const { blobs } = await ablage.list({ prefix: 'auftraege/' });
    const auftrag = /-([0-9a-f]{24})$/.exec(blobs[0].key)?.[1];
    await schreibe(ablage, `versuche/${auftrag}/1`, 'tot000000000000000000000', { zustand: 'erteilt', seit: u.t });
    expect(await arbeiteAb(deps, { ende: u.t })).toMatchObject({ zugestellt: 0, offen: 1 });
    u.t += 21 * 60_000;
    expect(await arbeiteAb(deps, { ende: u.t })).toMatchObject({ zugestellt: 1, offen: 0 });
    expect(e.empfangen.map((x) => x.kopf['webhook-id'])).toEqual([`aenderung_${kopie.datenstand}`]);
  });

  it('ein gelöschter Webhook bekommt nichts mehr; ein Loopback-Ziel wird in Produktion auch beim Senden abgelehnt', async () => {
    const { api, ablage } = umgebung();
    const cookie = await anmelden(api);
    const [a, b] = [await empfaenger(), await empfaenger()];
    const wa = (await rufe(api, 'POST', '/webhooks', { url: a.url }, cookie)).body;
    await rufe(api, 'POST', '/webhooks', { url: b.url }, cookie);
    await planeZustellung(zustellDeps(ablage), STAND);
    expect((await planeZustellung(zustellDeps(ablage), NEU)).auftraege).toBe(2);
    await rufe(api, 'DELETE', `/webhooks/${wa.id}`, undefined, cookie);
    // The delivery runs as in production: the registered 127.0.0.1 is refused when connecting.
    const lauf = await arbeiteAb(zustellDeps(ablage, { lokal: false }), { ende: Date.now() });
    expect(lauf).toMatchObject({ zugestellt: 0, fehlgeschlagen: 1, offen: 1 });
    expect(a.empfangen.length + b.empfangen.length).toBe(0);
    const liste = (await rufe(api, 'GET', '/webhooks', undefined, cookie)).body.webhooks;
    expect(liste.length).toBe(1);
    expect(liste[0].zustellungen[0]).toMatchObject({
      ergebnis: 'fehlgeschlagen',
      code: null,
      fehler: 'Adresse nicht erlaubt',
    });
  });
});
