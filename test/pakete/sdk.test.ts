// The TypeScript SDK (packages/sdk) against the local server: typed methods, the error class,
// the cache with ETag revalidation, the offline fallback, and what npm pack would publish.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erstelleClient, HrDatenFehler, OPERATIONEN, type Schnappschuss } from '../../packages/sdk/src/index.ts';
import { starteServer } from '../../scripts/server';
import { starteApi, type TestApi, WURZEL } from './api';

const schnappschuss = JSON.parse(
  readFileSync(join(WURZEL, 'packages', 'sdk', 'schnappschuss.json'), 'utf8'),
) as Schnappschuss;
let api: TestApi;
beforeAll(async () => {
  api = await starteApi();
});
afterAll(() => api.schliesse());

describe('eine Methode je Operation', () => {
  it('je Datensatz, Rechner und Verlauf eine Methode unter hr, Meta-Endpunkte oben', () => {
    const client = erstelleClient({ basis: 'http://x/v1' });
    const openapi = JSON.parse(readFileSync(join(WURZEL, 'public', 'v1', 'openapi.json'), 'utf8')) as {
      paths: Record<string, { get?: unknown; post?: unknown }>;
    };
    // One method per operation with an answer: every GET, the POST of brutto-netto and netto-brutto, and
    // the POST of lohnkonto, whose GET is only its 405.
    const operationen = Object.values(openapi.paths).flatMap((p) =>
      [p.get, p.post].filter((o) => (o as { responses?: Record<string, unknown> } | undefined)?.responses?.['200']),
    );
    expect(Object.keys(OPERATIONEN)).toHaveLength(operationen.length);
    expect(typeof client.hr.lohnkonto).toBe('function');
    expect(typeof client.hr.bruttoNettoKoerper).toBe('function');
    expect(typeof client.hr.nettoBruttoKoerper).toBe('function');
    expect(typeof client.hr.mindestlohn).toBe('function');
    expect(typeof client.hr.beitragssaetzeVerlauf).toBe('function');
    expect(typeof client.hr.kuendigungsfrist).toBe('function');
    expect(typeof client.status).toBe('function');
    expect(OPERATIONEN.kuendigungsfrist.art).toBe('rechner');
    expect(OPERATIONEN.mindestlohnVerlauf.art).toBe('verlauf');
  });

  it('Mindestlohn am 01.05.2024 = 12,41 Euro (MiLoV4), Kündigungsfrist nach 9 Jahren: 3 Monate zum Monatsende', async () => {
    const client = erstelleClient({ basis: api.basis, schluessel: api.schluessel });
    const m = await client.hr.mindestlohn({ datum: '2024-05-01' });
    expect(m.werte.mindestlohn).toBe(12.41);
    expect(m.bestandteile[0].rechtsgrundlage).toMatch(/Mindestlohnanpassungsverordnung/);
    // § 622 Abs. 2 Satz 1 Nr. 3 BGB: after eight years three months to the end of a month.
    const k = await client.hr.kuendigungsfrist({ eintritt: '2015-03-01', zugang: '2024-05-10' });
    expect(k.ende).toBe('2024-08-31');
    const v = await client.hr.mindestlohnVerlauf({ bis: '2016-12-31' });
    expect(v.verlauf.map((e) => e.wert)).toEqual([8.5]);
    const s = await client.status();
    expect(s.datensaetze.length).toBeGreaterThan(20);
    const ics = await client.text('/hr/feiertage', { jahr: 2026, land: 'BY', format: 'ics' }, 'text/calendar');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  });

  it('Lohnkonto: typisierter POST ohne GET, die CSV mit demselben Körper', async () => {
    const client = erstelleClient({ basis: api.basis, schluessel: api.schluessel });
    const monate = Array.from({ length: 12 }, (_, i) => ({
      monat: `2025-${String(i + 1).padStart(2, '0')}`,
      brutto: 4000,
    }));
    const l = await client.hr.lohnkonto({ jahr: 2025, person: { land: 'NW' }, monate });
    // 12 × 4,000 euro; December after 11 × 30 = 330 SV days.
    expect(l.summen.brutto).toBe(48000);
    expect(l.monate[11].eingaben.sv_tage_bisher).toBe(330);
    const csv = await client.text('/hr/lohnkonto', { format: 'csv' }, 'text/csv', {
      jahr: 2025,
      person: { land: 'NW' },
      monate,
    });
    expect(csv.trimEnd().split('\r\n')).toHaveLength(14);
  });
});

describe('Fehler', () => {
  it('HrDatenFehler mit status, code, parameter und nachricht; 4xx ohne Wiederholung', async () => {
    const client = erstelleClient({ basis: api.basis, schluessel: api.schluessel, pauseMs: 1 });
    const vorher = api.anfragen.length;
    const e = await client.hr.mindestlohn({ datum: 'gestern' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HrDatenFehler);
    expect(e).toMatchObject({ status: 400, code: 'ungueltiger_parameter', parameter: 'datum', versuche: 1 });
    expect((e as HrDatenFehler).nachricht).toMatch(/JJJJ-MM-TT/);
    expect(api.anfragen.length - vorher).toBe(1);
    await expect(erstelleClient({ basis: api.basis }).hr.mindestlohn()).rejects.toMatchObject({
      status: 401,
      code: 'schluessel_fehlt',
    });
  });

  it('Zeitgrenze: ein hängender Server wird nach zeitgrenzeMs abgebrochen und wiederholt', async () => {
    let anfragen = 0;
    const s = await starteServer(async () => {
      anfragen++;
      await new Promise((f) => setTimeout(f, 300));
      return new Response('{}');
    });
    const client = erstelleClient({ basis: s.basis, schluessel: 'x', zeitgrenzeMs: 50, pauseMs: 1, versuche: 2 });
    await expect(client.hr.mindestlohn()).rejects.toMatchObject({ status: null, code: 'netzwerkfehler', versuche: 2 });
    expect(anfragen).toBe(2);
    await s.schliesse();
  });
});

describe('Cache mit ETag', () => {
  it('zweiter gleicher Aufruf: innerhalb von max-age ohne Anfrage, danach 304 mit If-None-Match', async () => {
    const client = erstelleClient({ basis: api.basis, schluessel: api.schluessel });
    const vorher = api.anfragen.length;
    const a = await client.hr.mindestlohn({ datum: '2025-03-01' });
    const b = await client.hr.mindestlohn({ datum: '2025-03-01' });
    expect(b).toEqual(a);
    expect(a.werte.mindestlohn).toBe(12.82);
    expect(api.anfragen.length - vorher).toBe(1);
    expect(client.statistik()).toMatchObject({ anfragen: 1, ausCache: 1 });
    // A server without max-age: every call revalidates, the second one gets 304.
    const ohneMaxAge = await starteApi(async (req) => {
      if (req.headers.get('if-none-match') === '"v1"')
        return new Response(null, { status: 304, headers: { etag: '"v1"' } });
      return Response.json(
        { datensatz: 'mindestlohn', werte: { mindestlohn: 12.82 } },
        { headers: { etag: '"v1"', 'cache-control': 'private, no-cache' } },
      );
    });
    const c = erstelleClient({ basis: ohneMaxAge.basis, schluessel: 'x' });
    const x = await c.hr.mindestlohn({ datum: '2025-03-01' });
    const y = await c.hr.mindestlohn({ datum: '2025-03-01' });
    expect(y).toEqual(x);
    expect(c.statistik()).toEqual({ anfragen: 2, ausCache: 0, nichtGeaendert: 1 });
    await ohneMaxAge.schliesse();
  });

  it('über den echten Server: If-None-Match mit dem ETag der ersten Antwort ergibt 304', async () => {
    // The entry goes stale after max-age (300 s): the clock is moved on by ten minutes.
    const vorher = api.anfragen.length;
    const jetzt = Date.now;
    const c = erstelleClient({ basis: api.basis, schluessel: api.schluessel });
    await c.hr.beitragssaetze({ datum: '2024-01-01' });
    Date.now = () => jetzt() + 10 * 60_000;
    try {
      const b = await c.hr.beitragssaetze({ datum: '2024-01-01' });
      expect(b.datensatz).toBe('beitragssaetze');
    } finally {
      Date.now = jetzt;
    }
    const neu = api.anfragen.slice(vorher);
    expect(neu.map((a) => a.status)).toEqual([200, 304]);
    expect(neu[1].ifNoneMatch).toMatch(/^"/);
    expect(c.statistik().nichtGeaendert).toBe(1);
  });
});

describe('Offline-Rückfall aus dem Schnappschuss', () => {
  const tot = async () => {
    throw new TypeError('fetch failed');
  };

  it('Verlauf und Wert am Stichtag mit offline: true und dem Datenstand des Schnappschusses', async () => {
    const client = erstelleClient({
      basis: 'http://127.0.0.1:9/v1',
      schluessel: 'x',
      offline: schnappschuss,
      fetch: tot,
      versuche: 1,
    });
    const v = await client.hr.mindestlohnVerlauf({ von: '2024', bis: '2024' });
    expect(v).toMatchObject({ offline: true, datenstand: schnappschuss.datensaetze.mindestlohn.datenstand });
    expect(v.verlauf.map((e) => e.wert)).toEqual([12.41]);
    const m = await client.hr.mindestlohn({ datum: '2025-03-01' });
    if (!m.offline) throw new Error('erwartet eine Offline-Antwort');
    expect(m.stufen.map((e) => e.wert)).toEqual([12.82]);
    expect(m.stufen[0].rechtsgrundlage).toMatch(/Mindestlohnanpassungsverordnung/);
    expect(m.datenstand).toBe(schnappschuss.datensaetze.mindestlohn.datenstand);
  });

  it('nach 503 bei jedem Versuch ebenfalls aus dem Schnappschuss; Rechner bleiben ein Netzwerkfehler', async () => {
    const s = await starteServer(async () => new Response('', { status: 503 }));
    const client = erstelleClient({ basis: s.basis, schluessel: 'x', offline: schnappschuss, pauseMs: 1 });
    expect((await client.hr.beitragssaetzeVerlauf({ von: '2025-01-01' })).offline).toBe(true);
    await expect(client.hr.kuendigungsfrist({ eintritt: '2015-03-01', zugang: '2024-05-10' })).rejects.toMatchObject({
      status: 503,
    });
    const ohneNetz = erstelleClient({
      basis: s.basis,
      schluessel: 'x',
      offline: schnappschuss,
      fetch: tot,
      versuche: 1,
    });
    await expect(ohneNetz.hr.kuendigungsfrist({ eintritt: '2015-03-01', zugang: '2024-05-10' })).rejects.toMatchObject({
      status: null,
      code: 'netzwerkfehler',
    });
    await s.schliesse();
  });

  it('ein 4xx der API fällt nie auf den Schnappschuss zurück', async () => {
    const client = erstelleClient({ basis: api.basis, schluessel: api.schluessel, offline: schnappschuss });
    await expect(client.hr.mindestlohn({ datum: 'gestern' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('Paket', () => {
  it('npm pack enthält ESM, CJS, Typen, Schnappschuss und README, keine Quellen und Tests', () => {
    const aus = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: join(WURZEL, 'packages', 'sdk'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dateien = (JSON.parse(aus) as { files: { path: string }[] }[])[0].files.map((f) => f.path).sort();
    for (const d of [
      'README.md',
      'package.json',
      'dist/esm/index.js',
      'dist/esm/index.d.ts',
      'dist/cjs/index.js',
      'dist/cjs/package.json',
      'schnappschuss.mjs',
      'schnappschuss.cjs',
      'schnappschuss.json',
    ])
      expect(dateien).toContain(d);
    expect(dateien.filter((d) => d.startsWith('src/') || d.endsWith('.test.ts') || d === 'erzeuge.ts')).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(WURZEL, 'packages', 'sdk', 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(pkg.dependencies).toBeUndefined();
  });

  it('das gebaute Paket läuft als ESM und als CJS', () => {
    const cjs = execFileSync(
      process.execPath,
      [
        '-e',
        'const s=require("@hr-referenzdaten/sdk"); const o=require("@hr-referenzdaten/sdk/schnappschuss"); console.log(typeof s.erstelleClient, o.datensaetze.mindestlohn.antwort.datensatz)',
      ],
      { cwd: WURZEL, encoding: 'utf8' },
    );
    expect(cjs.trim()).toBe('function mindestlohn');
    const esm = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'import { erstelleClient, HrDatenFehler } from "@hr-referenzdaten/sdk"; console.log(typeof erstelleClient, new HrDatenFehler({ status: 400, code: "x", nachricht: "n", versuche: 1 }).name)',
      ],
      { cwd: WURZEL, encoding: 'utf8' },
    );
    expect(esm.trim()).toBe('function HrDatenFehler');
  });
});
