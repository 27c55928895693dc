// End-to-end security checks against the running local server (npm start: netlify dev with the
// edge gate), as .ci/run does after the conformance kit: keys created and revoked with the
// operator's commands, the quota of a key with a small limit (a 304 costs none), a key in the URL,
// malformed keys, ids that name JavaScript properties, no side door to the precomputed files or
// the calculators, and the security headers on every kind of path (dataset, static file,
// 404, 405, 401, 429), and the account service's refusals (/konto/api: no session, foreign Origin).
// Then faults and concurrency (the issue "... a gate and account service that hold under
// concurrency and faults"): TRACE and other methods as 405 JSON, a body over 6 MB and a body that
// never ends without taking the server down, an account's 404 and 403 with their own code and
// message (not netlify dev's retry as …/index.htm), 30 parallel key creations in one session
// capped at 20 and all revoked with the account, every calculator's answers and errors as in
// process, each counted once against the quota, the Atom feeds without a key (an unknown dataset's
// feed as JSON 404), a webhook's test event verified with standardwebhooks and the cap of 5 under
// parallel registrations, and at the end a rebuild (npm run build) under
// load: 503 with Retry-After at most, never 500. Since issue 33 also the errors that name their
// parameter, and webhook targets that hide an IPv4 address in IPv6. Each area is one named check
// (PRUEFUNGEN); the run ends with one line per check.
// Exits 1 on any failure.
//   npx vite-node scripts/e2e-sicherheit.ts [-- https://localhost:8888]   (E2E_NUR=Lohnkonto: only those checks)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { erstelleRechner } from '../src/api/rechner';
import { vorberechne } from '../src/api/vorberechnung';
import { heuteBerlin } from '../src/gemeinsam/datum';
import { mitPruefziffern } from '../src/gemeinsam/schluesselformat';
import { neuerPasskey, registriere } from './authentifikator';
import { rechnerfaelle } from './rechnerfaelle';
import { neuerSchluessel, schluessel, schluesselbefehl } from './schluesselbefehl';
import { baue, UMGEBUNG } from './umgebung';

const BASIS = process.argv.find((a) => a.startsWith('https://')) ?? 'https://localhost:8888';
const WURZEL = join(import.meta.dirname, '..');
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the local self-signed certificate

const fehler: string[] = [];
const pruefe = (ok: boolean, was: string) => {
  console.log(`${ok ? 'ok  ' : 'FEHL'} ${was}`);
  if (!ok) fehler.push(was);
};

// undici asserts and ends the process when a connection closes while an unread body is paused
// (seen in CI); every answer is therefore read in full at once, so a check may look at headers only.
async function abrufen(url: string, init?: RequestInit): Promise<Response> {
  const r = await fetch(url, init);
  const body = await r.arrayBuffer();
  const ohneKoerper = [204, 205, 304].includes(r.status);
  return new Response(ohneKoerper ? null : body, { status: r.status, statusText: r.statusText, headers: r.headers });
}

async function hole(pfad: string, key?: string, init: RequestInit = {}): Promise<Response> {
  return abrufen(`${BASIS}${pfad}`, {
    ...init,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), origin: 'https://app.example' },
  });
}

function kopf(r: Response, wo: string): void {
  pruefe(r.headers.get('strict-transport-security')?.includes('max-age=') === true, `${wo}: Strict-Transport-Security`);
  pruefe(r.headers.get('x-content-type-options') === 'nosniff', `${wo}: X-Content-Type-Options nosniff`);
  pruefe(r.headers.get('access-control-allow-origin') === '*', `${wo}: CORS`);
}

async function ohneInterna(r: Response, wo: string): Promise<string> {
  const text = await r.text();
  pruefe(
    !/at .*\.(ts|js|mjs):\d+|\/work\/|node_modules|hrk_[A-Za-z0-9_-]{20}|[0-9a-f]{64}/.test(text),
    `${wo}: kein Stacktrace, Pfad oder Geheimnis im Körper`,
  );
  return text;
}

type Fehlerkoerper = { fehler?: { code?: string; nachricht?: string } };
const fehlerVon = async (r: Response): Promise<Fehlerkoerper['fehler']> => {
  try {
    return ((await r.json()) as Fehlerkoerper).fehler;
  } catch {
    return undefined;
  }
};

// A request whose body never ends (Content-Length 1000, 9 bytes sent, the connection kept open):
// netlify dev's proxy gives up after 30 s; the answer (or the closed connection) is collected at
// the end, while the other checks run.
function unfertigerKoerper(): Promise<string> {
  const url = new URL(BASIS);
  return new Promise((fertig) => {
    let antwort = '';
    const s = connect(
      { host: url.hostname, port: Number(url.port), servername: url.hostname, rejectUnauthorized: false },
      () =>
        s.write(
          `POST /konto/api/schluessel HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
            'Content-Length: 1000\r\n\r\n{"name":',
        ),
    );
    s.on('data', (d) => {
      antwort += d;
    });
    s.on('error', () => {});
    s.on('close', () => fertig(antwort));
    setTimeout(() => s.destroy(), 45_000);
  });
}

// The harness: every check is a named function of one area; they run in this order (the revocation
// needs the keys made at the start, the rebuild comes last because it reloads the server), each
// one's failures are counted under its name, and an exception fails its check without ending the
// run. Exit 1 on any failure.
interface Lauf {
  // A request whose body never ends, opened at the start and collected near the end.
  unfertig: Promise<string>;
  key: string;
  keyId: string;
  knapp: string; // quota of 3
  knappId: string;
  lebt?: string; // a key made after the revocation, for the checks after it
}

function lebteKey(l: Lauf): string {
  l.lebt ??= neuerSchluessel('e2e-fehlerfaelle').key;
  return l.lebt;
}

const PRUEFUNGEN: [string, (l: Lauf) => Promise<void>][] = [
  ['Grundlagen: Schlüssel, Kopfzeilen, 401, 404, 405', grundlagen],
  ['Fehler nennen den Parameter', (l) => fehlerNennenParameter(l.key)],
  ['Keine Seitentür zu den vorberechneten Dateien', keineSeitentuer],
  ['Kontingent', kontingent],
  ['Parallele Clients auf einem Kontingent', paralleleClients],
  ['Widerruf unter Last', widerrufUnterLast],
  ['Konto: Seite, Herkunft, Last', konto],
  ['Methoden und Körper', (l) => methodenUndKoerper(lebteKey(l))],
  ['Rechner über npm start', () => rechnerUeberDenServer()],
  ['Abrechnung als JSON-Körper über npm start', () => koerperUeberDenServer()],
  ['Die Anfragen der Issue 39 über npm start', () => issue39UeberDenServer()],
  ['Die Beschäftigten der Issue 41 über npm start', () => issue41UeberDenServer()],
  ['Das Lohnkonto der Issue 40 über npm start', () => issue40UeberDenServer()],
  ['Änderungen und Webhooks', () => aenderungenUndWebhooks()],
  ['Unfertiger Körper', unfertigerKoerperAm],
  ['Neubau unter Last', () => neubauUnterLast()],
];

async function main(): Promise<void> {
  const unfertig = unfertigerKoerper();
  const { key, id: keyId } = neuerSchluessel('e2e-sicherheit');
  const { key: knapp, id: knappId } = neuerSchluessel('e2e-kontingent', '--kontingent', '3');
  const lauf: Lauf = { unfertig, key, keyId, knapp, knappId };
  const bericht: string[] = [];
  // E2E_NUR=<part of a name>: only the checks whose name contains it (one area while working on it).
  const nur = process.env.E2E_NUR;
  for (const [name, pruefung] of PRUEFUNGEN.filter(([n]) => !nur || n.includes(nur))) {
    console.log(`\n== ${name}`);
    const vorher = fehler.length;
    const t0 = Date.now();
    try {
      await pruefung(lauf);
    } catch (e) {
      pruefe(false, `${name}: abgebrochen (${(e as Error).message})`);
    }
    const neu = fehler.length - vorher;
    bericht.push(
      `${neu ? 'FEHL' : 'ok  '} ${name} (${Math.round((Date.now() - t0) / 1000)} s${neu ? `, ${neu} Fehler` : ''})`,
    );
  }
  console.log(`\n${bericht.join('\n')}`);
  console.log(
    fehler.length ? `${fehler.length} Sicherheitsprüfungen fehlgeschlagen.` : 'Alle Sicherheitsprüfungen bestanden.',
  );
  process.exit(fehler.length ? 1 : 0);
}

// The first answers: a new key, static files without a key, 404, 405, 401, a key in the URL,
// malformed keys, ids that name JavaScript properties.
async function grundlagen(l: Lauf): Promise<void> {
  const { key } = l;
  let r = await hole('/v1/hr/mindestlohn?datum=2024-05-01', key);
  pruefe(r.status === 200, 'neuer Schlüssel: 200');
  kopf(r, '200 Datensatz');
  await ohneInterna(r, '200 Datensatz');

  for (const [pfad, wo] of [
    ['/v1', 'statische Übersicht'],
    ['/v1/datensaetze', 'statischer Katalog'],
    ['/v1/openapi.json', 'OpenAPI'],
  ] as const) {
    r = await hole(pfad);
    pruefe(r.status === 200, `${wo}: 200 ohne Schlüssel`);
    kopf(r, wo);
  }
  r = await hole('/v1/gibtsnicht', key);
  pruefe(r.status === 404, `404 für unbekannten Pfad (${r.status})`);
  kopf(r, '404');
  await ohneInterna(r, '404');
  r = await hole('/v1/hr/mindestlohn', key, { method: 'POST' });
  pruefe(r.status === 405 && (r.headers.get('allow') ?? '').includes('GET'), '405 mit Allow');
  kopf(r, '405');
  await ohneInterna(r, '405');
  r = await hole('/v1/hr/mindestlohn');
  pruefe(r.status === 401, '401 ohne Schlüssel');
  kopf(r, '401');

  r = await hole(`/v1/hr/mindestlohn?key=${encodeURIComponent(key)}`);
  const t = await ohneInterna(r, 'Schlüssel in der URL');
  pruefe(r.status === 401 && t.includes('nie in die URL'), 'Schlüssel in der URL: abgelehnt mit klarer Nachricht');

  // Malformed keys: refused from memory (the store is not asked; test/tor/schluessel.test.ts
  // counts that with a test double on the same code), the same answer as an unknown key.
  const erfunden = ['hrk_erfunden', `hrk_${'A'.repeat(43)}00000000`, 'x'.repeat(500)];
  for (const k of erfunden) {
    r = await hole('/v1/hr/mindestlohn', k);
    pruefe(
      r.status === 401 && ((await r.json()) as { fehler: { code: string } }).fehler.code === 'schluessel_ungueltig',
      `fehlgeformter Schlüssel (${k.length} Zeichen): 401 schluessel_ungueltig`,
    );
  }

  // Ids that name properties of every JavaScript object are unknown paths.
  for (const pfad of ['/v1/hr/constructor', '/v1/hr/__proto__', '/v1/hr/toString', '/v1/hr/hasOwnProperty/verlauf']) {
    r = await hole(pfad, key);
    pruefe(
      r.status === 404 && ((await r.json()) as { fehler: { code: string } }).fehler.code === 'nicht_gefunden',
      `${pfad}: 404 nicht_gefunden`,
    );
  }
}

async function keineSeitentuer(l: Lauf): Promise<void> {
  const { key } = l;
  let r: Response;
  // No side door: the precomputed files under this build's prefix (read from the manifest, which
  // an outsider never sees) and the calculator function answer 404 without the gate, also with a
  // forged hand-over header.
  const { praefix, dateien } = JSON.parse(readFileSync(join(WURZEL, 'build', 'manifest.json'), 'utf8')) as {
    praefix: string;
    dateien: Record<string, string>;
  };
  const datei = Object.keys(dateien).find((d) => d.startsWith('mindestlohn/')) ?? 'mindestlohn/';
  for (const pfad of [`${praefix}/${datei}`, `${praefix}/export.json`, '/_vorberechnet/']) {
    r = await abrufen(`${BASIS}${pfad}`, { headers: { authorization: `Bearer ${key}` } });
    const text = await r.text();
    pruefe(
      r.status === 404 && text.includes('nicht_gefunden') && !text.includes('mindestlohn'),
      `ohne Tor: ${pfad.replace(praefix, '/_vorberechnet/<präfix>')} -> 404 ohne Daten (${r.status})`,
    );
  }
}

async function kontingent(l: Lauf): Promise<void> {
  const { knapp } = l;
  let r: Response;
  // Quota: the key with 3 requests per window; a 304 for a cached answer costs nothing.
  const stati: number[] = [];
  r = await hole('/v1/hr/mindestlohn', knapp);
  stati.push(r.status);
  const etag = r.headers.get('etag') ?? '';
  for (let i = 0; i < 5; i++)
    stati.push(
      (
        await abrufen(`${BASIS}/v1/hr/mindestlohn`, {
          headers: { authorization: `Bearer ${knapp}`, 'if-none-match': etag },
        })
      ).status,
    );
  for (let i = 0; i < 3; i++) {
    r = await hole('/v1/hr/mindestlohn', knapp);
    stati.push(r.status);
  }
  pruefe(
    stati.join(',') === '200,304,304,304,304,304,200,200,429',
    `Kontingent 3, dazwischen fünf 304: ${stati.join(',')}`,
  );
  pruefe(Number(r.headers.get('retry-after')) > 0, '429 mit Retry-After');
  kopf(r, '429');
  pruefe(
    ((await r.json()) as { fehler: { code: string } }).fehler.code === 'kontingent_erschoepft',
    '429 kontingent_erschoepft',
  );
}

async function paralleleClients(_l: Lauf): Promise<void> {
  // 8 parallel clients on one key with limit 100: the gate counts in memory per instance and
  // reconciles the others' shards in the background (docs/BETRIEB.md). Bound of the overshoot:
  // what the other instances serve in one reconciliation round; netlify dev runs one instance, so
  // the count here must be exact, and 8 (one request per client in flight) is the tolerance.
  const { key: hundert, id: hundertId } = neuerSchluessel('e2e-parallel', '--kontingent', '100');
  let durch = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = 0; i < 20; i++) {
        const antwort = await hole('/v1/hr/mindestlohn?datum=2024-05-01', hundert);
        await antwort.arrayBuffer();
        if (antwort.status === 200) durch++;
      }
    }),
  );
  pruefe(
    durch >= 100 && durch <= 108,
    `8 parallele Clients, Kontingent 100: ${durch} von 160 Anfragen durchgelassen (Überschreitung ${durch - 100}, Schranke 8)`,
  );
  schluessel('revoke', hundertId);
}

async function widerrufUnterLast(lauf: Lauf): Promise<void> {
  const { key, keyId, knappId } = lauf;
  // Meanwhile, load on the key lookup (35 s, past the 30 s of the gate's cache).
  const last = lastMitErfundenenSchluesseln(35);

  // Revocation: refused within 60 seconds (the gate caches a valid key for 30 s).
  schluessel('revoke', keyId);
  const beginn = Date.now();
  let status = 200;
  while (Date.now() - beginn < 65_000) {
    status = (await hole('/v1/hr/mindestlohn', key)).status;
    if (status === 401) break;
    await new Promise((f) => setTimeout(f, 2_000));
  }
  const sekunden = Math.round((Date.now() - beginn) / 1000);
  pruefe(status === 401 && sekunden <= 60, `widerrufener Schlüssel nach ${sekunden} s abgelehnt (höchstens 60 s)`);
  schluessel('revoke', knappId);
  const l = await last;
  pruefe(
    l.gueltig.every(([status]) => status === '200'),
    `32 Clients, die Hälfte mit erfundenen Schlüsseln, 35 s: gültiger Schlüssel ${JSON.stringify(Object.fromEntries(l.gueltig))}, ` +
      `erfundene ${JSON.stringify(Object.fromEntries(l.erfunden))}`,
  );
}

async function konto(_l: Lauf): Promise<void> {
  let r: Response;
  // The account service: the page is static with a strict CSP; the API refuses a foreign Origin
  // and answers 401 without a session (the full flows: test/konto, test/browser/konto.test.ts).
  r = await abrufen(`${BASIS}/konto/`);
  pruefe(r.status === 200 && (await r.text()).includes('/konto/konto.js'), 'Kontoseite: 200');
  pruefe(
    (r.headers.get('content-security-policy') ?? '').includes("script-src 'self'"),
    'Kontoseite: Content-Security-Policy',
  );
  r = await abrufen(`${BASIS}/konto/api/konto`);
  pruefe(r.status === 401, `Konto ohne Sitzung: 401 (${r.status})`);
  await ohneInterna(r, 'Konto 401');
  r = await abrufen(`${BASIS}/konto/api/registrierung/optionen`, {
    method: 'POST',
    headers: { origin: 'https://app.example', 'content-type': 'application/json' },
    body: '{}',
  });
  pruefe(r.status === 403, `Konto: fremde Herkunft abgelehnt (${r.status})`);
  r = await abrufen(`${BASIS}/konto/api/registrierung/optionen`, {
    method: 'POST',
    headers: { origin: BASIS, 'content-type': 'application/json' },
    body: '{}',
  });
  const optionen = (await r.json()) as { challenge: string; user: { id: string } };
  pruefe(
    r.status === 200 && typeof optionen.challenge === 'string',
    `Konto: Registrierungsoptionen von der eigenen Herkunft (${r.status})`,
  );

  await kontoUnterLast(optionen);
}

async function unfertigerKoerperAm(l: Lauf): Promise<void> {
  // The request with the unfinished body (opened at the start).
  const ende = await l.unfertig;
  pruefe(
    ende === '' || /^HTTP\/1\.1 408 /.test(ende),
    `unfertiger Körper: 408 oder geschlossen, kein Absturz (${ende.split('\r\n')[0] || 'geschlossen'})`,
  );
  const r = await hole('/v1/hr/mindestlohn?datum=2024-05-01', lebteKey(l));
  pruefe(r.status === 200, `nach dem unfertigen Körper antwortet der Server (${r.status})`);
}

// One request written by hand over TLS (fetch joins repeated headers before sending): status line
// and body of the answer.
function rohAnfrage(pfad: string, kopfzeilen: string[]): Promise<{ status: number; koerper: string }> {
  const url = new URL(BASIS);
  return new Promise((fertig, fehlschlag) => {
    let antwort = '';
    const s = connect(
      { host: url.hostname, port: Number(url.port), servername: url.hostname, rejectUnauthorized: false },
      () =>
        s.write(`GET ${pfad} HTTP/1.1\r\nHost: ${url.host}\r\n${kopfzeilen.join('\r\n')}\r\nConnection: close\r\n\r\n`),
    );
    s.on('data', (d) => {
      antwort += d;
    });
    s.on('error', fehlschlag);
    s.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(antwort)?.[1] ?? 0);
      fertig({ status, koerper: antwort.slice(antwort.indexOf('\r\n\r\n') + 4) });
    });
    setTimeout(() => s.destroy(), 20_000);
  });
}

// Errors name the parameter and quote what was sent (issue 33): kein_wert with the parameter and
// the day as sent, a calculator's own coverage; two Authorization headers or one with a comma
// refused; a key in the URL beside a valid header refused as exposed.
async function fehlerNennenParameter(key: string): Promise<void> {
  for (const [pfad, parameter, gesendet, verboten] of [
    ['/v1/hr/brutto-netto?brutto=3000&land=BE&datum=2014-12-31', 'datum', 'datum=2014-12-31', /2014-12-01/],
    [
      '/v1/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=1&datum=2027-01-01',
      'datum',
      'Abdeckung von krankengeld',
      /rechengroessen|bis heute/,
    ],
    ['/v1/hr/mindestlohn?datum=1990-01-01', 'datum', 'datum=1990-01-01', /^$/],
  ] as const) {
    const r = await hole(pfad, key);
    const f = (await fehlerVon(r)) as { code?: string; nachricht?: string; parameter?: string } | undefined;
    pruefe(
      r.status === 404 &&
        f?.code === 'kein_wert' &&
        f.parameter === parameter &&
        f.nachricht?.includes(gesendet) === true &&
        !verboten.test(f.nachricht),
      `${pfad}: 404 kein_wert nennt ${parameter} und „${gesendet}“ (${f?.parameter}: ${f?.nachricht})`,
    );
  }
  const pfad = '/v1/hr/mindestlohn?datum=2024-05-01';
  for (const [wie, kopf] of [
    ['zwei Authorization-Köpfe (gültig, dann falsch)', [`Authorization: Bearer ${key}`, 'Authorization: Bearer x']],
    ['zwei Authorization-Köpfe (falsch, dann gültig)', ['Authorization: Bearer x', `Authorization: Bearer ${key}`]],
    ['ein Authorization-Kopf mit Komma', [`Authorization: Bearer ${key}, Bearer x`]],
  ] as const) {
    const r = await rohAnfrage(pfad, [...kopf]);
    pruefe(
      r.status === 401 && r.koerper.includes('kam mehrfach oder enthält ein Komma'),
      `${wie}: 401 mit klarer Nachricht (${r.status})`,
    );
  }
  for (const name of ['key', 'api_key']) {
    const r = await hole(`${pfad}&${name}=${encodeURIComponent(key)}`, key);
    const f = (await fehlerVon(r)) as { code?: string; nachricht?: string; parameter?: string } | undefined;
    pruefe(
      r.status === 401 && f?.parameter === name && /offengelegt.*widerrufen/.test(f.nachricht ?? ''),
      `gültiger Kopf und ?${name}=: 401, der Schlüssel gilt als offengelegt (${r.status} ${f?.code})`,
    );
  }
}

// POST /hr/brutto-netto and /hr/netto-brutto through npm start: success (JSON and CSV) and every
// error of a body reach the client with the status and fehler object the calculators give in process,
// also a 404 (netlify dev repeats each 404 with .html appended), and the gate's own answers to a body
// (415, 413, 405 with Allow, the preflight naming POST).
async function koerperUeberDenServer(): Promise<void> {
  const { laufzeit } = baue();
  const v = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/e2e');
  const rechner = erstelleRechner({ ...UMGEBUNG, daten: v.rechnerDaten });
  const heute = heuteBerlin();
  const basis = { datum: '2025-11-15', brutto: 4000, person: { land: 'HE', steuerklasse: 1 } };
  const faelle: [string, string, unknown][] = [
    ['brutto-netto', '', basis],
    ['brutto-netto', '?format=csv&trennzeichen=semikolon', basis],
    [
      'brutto-netto',
      '',
      {
        ...basis,
        einmalzahlung: { betrag: 3000, art: 'sonstiger_bezug' },
        dienstwagen: { listenpreis: 45678, antrieb: 'elektro', anschaffung: '2024-03-01' },
        sfn: { grundlohn_stunde: 20, zuschlaege: [{ art: 'nacht', stunden: 10 }] },
      },
    ],
    ['netto-brutto', '', { datum: '2026-03-15', netto: 2400, person: { land: 'BY', steuerklasse: 3 } }],
    ['brutto-netto', '', { ...basis, datum: '2014-12-31' }],
    ['brutto-netto', '', { ...basis, person: { land: 'HE', steuerklase: 1 } }],
    ['brutto-netto', '', { ...basis, dienstwagen: { antrieb: 'elektro' } }],
    [
      'brutto-netto',
      '',
      {
        ...basis,
        sfn: {
          grundlohn_stunde: 20,
          zuschlaege: [
            { art: 'nacht', stunden: 1 },
            { art: 'sonntag', stunden: -2 },
          ],
        },
      },
    ],
    ['netto-brutto', '', { ...basis, netto: 2000 }],
  ];
  const { key } = neuerSchluessel('e2e-koerper', '--kontingent', String(faelle.length + 10));
  const abweichend: string[] = [];
  const arten = new Map<string, number>();
  for (const [id, suche, k] of faelle) {
    const text = JSON.stringify(k);
    const soll = await rechner(id, suche, heute, text);
    const sollText = await soll.text();
    const r = await abrufen(`${BASIS}/v1/hr/${id}${suche}`, {
      method: 'POST',
      body: text,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    });
    const ist = await r.text();
    arten.set(`${r.status}`, (arten.get(`${r.status}`) ?? 0) + 1);
    const gleich =
      r.status === soll.status &&
      (r.status === 200
        ? ist === sollText
        : JSON.stringify(JSON.parse(ist).fehler) === JSON.stringify(JSON.parse(sollText).fehler));
    if (!gleich) abweichend.push(`${id} ${text.slice(0, 60)}: ${r.status} ${ist.slice(0, 120)} statt ${soll.status}`);
  }
  pruefe(
    abweichend.length === 0 && arten.has('200') && arten.has('400') && arten.has('404'),
    `POST über npm start: ${faelle.length} Körper (${[...arten].map(([s, n]) => `${n} × ${s}`).join(', ')}) wie im ` +
      `Prozess${abweichend.length ? `; abweichend: ${abweichend.slice(0, 5).join(' | ')}` : ''}`,
  );
  const post = (pfad: string, body: string, typ: string, methode = 'POST') =>
    abrufen(`${BASIS}${pfad}`, {
      method: methode,
      body,
      headers: { authorization: `Bearer ${key}`, 'content-type': typ },
    });
  for (const [was, r, status, code] of [
    ['kein JSON', await post('/v1/hr/brutto-netto', '{"brutto":', 'application/json'), 400, 'ungueltiger_koerper'],
    ['text/plain', await post('/v1/hr/brutto-netto', '{}', 'text/plain'), 415, 'falscher_inhaltstyp'],
    [
      'über 16 KiB',
      await post('/v1/hr/brutto-netto', JSON.stringify({ x: 'a'.repeat(20_000) }), 'application/json'),
      413,
      'koerper_zu_gross',
    ],
    ['POST auf mindestlohn', await post('/v1/hr/mindestlohn', '{}', 'application/json'), 405, 'methode_nicht_erlaubt'],
    [
      'PUT auf brutto-netto',
      await post('/v1/hr/brutto-netto', '{}', 'application/json', 'PUT'),
      405,
      'methode_nicht_erlaubt',
    ],
  ] as const) {
    const f = await fehlerVon(r);
    const allow = r.headers.get('allow') ?? '';
    pruefe(
      r.status === status && f?.code === code && (status !== 405 || allow.includes('GET')),
      `POST ${was}: ${status} ${code} (${r.status} ${f?.code}${allow ? `, Allow: ${allow}` : ''})`,
    );
  }
  const vorab = await abrufen(`${BASIS}/v1/hr/netto-brutto`, {
    method: 'OPTIONS',
    headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
  });
  pruefe(
    vorab.status === 204 && (vorab.headers.get('access-control-allow-methods') ?? '').includes('POST'),
    `Preflight für POST /hr/netto-brutto: 204 mit POST (${vorab.status})`,
  );
}

// Every calculator through npm start (the calculators run in the edge gate): its example, CSV, the
// day before its coverage, the year 1800 and an invalid value reach the client with the status,
// code and message the calculators give in process (scripts/rechnerfaelle.ts), although netlify dev
// repeats each 404 with .html appended; and together they cost the key at most one request each.
async function rechnerUeberDenServer(): Promise<void> {
  const { laufzeit } = baue();
  const v = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/e2e');
  const rechner = erstelleRechner({ ...UMGEBUNG, daten: v.rechnerDaten });
  const heute = heuteBerlin();
  const faelle = rechnerfaelle(v.rechnerDaten, UMGEBUNG);
  const { key } = neuerSchluessel('e2e-rechner', '--kontingent', String(faelle.length + 1));
  const abweichend: string[] = [];
  const arten = new Map<string, number>();
  for (const f of faelle) {
    const soll = await rechner(f.id, f.suche, heute);
    const sollText = await soll.text();
    const r = await hole(`/v1/hr/${f.id}${f.suche}`, key);
    const text = await r.text();
    arten.set(`${r.status}`, (arten.get(`${r.status}`) ?? 0) + 1);
    const gleich =
      r.status === soll.status &&
      (r.status === 200
        ? text === sollText
        : JSON.stringify(JSON.parse(text).fehler) === JSON.stringify(JSON.parse(sollText).fehler));
    if (!gleich) abweichend.push(`${f.id} ${f.art}: ${r.status} ${text.slice(0, 120)} statt ${soll.status}`);
  }
  pruefe(
    abweichend.length === 0,
    `Rechner über npm start: ${faelle.length} Anfragen an ${new Set(faelle.map((f) => f.id)).size} Rechner ` +
      `(${[...arten].map(([s, n]) => `${n} × ${s}`).join(', ')}) wie im Prozess` +
      (abweichend.length ? `; abweichend: ${abweichend.slice(0, 5).join(' | ')}` : ''),
  );
  const letzte = await hole('/v1/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15', key);
  pruefe(
    letzte.status === 200,
    `Rechner über npm start: nach ${faelle.length} Anfragen mit Kontingent ${faelle.length + 1} noch 200 ` +
      `(jede Anfrage höchstens einmal gezählt, auch ein 404 mit den Wiederholungen von netlify dev) (${letzte.status})`,
  );
}

// The requests issue 39 names, through npm start: netto-brutto inverts what it refused before, the
// hints say what happened, impossible inputs are a 400 naming the parameter, unusual ones a hint.
async function issue39UeberDenServer(): Promise<void> {
  const { key } = neuerSchluessel('e2e-issue39', '--kontingent', '100');
  const bn = '/v1/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE';
  type Antwort = {
    status: number;
    j: {
      netto: number;
      brutto: number;
      hinweise: string[];
      posten: { id: string; betrag: number }[];
      arbeitnehmer: { netto: number };
      fehler?: { parameter?: string; nachricht: string };
    };
  };
  const faelle: [string, string, (a: Antwort) => boolean][] = [
    [
      '/v1/hr/netto-brutto?datum=2025-11-15&land=HE&steuerklasse=1&einmalzahlung=20000&netto=14000',
      '200, netto 14.000,00 genau, das kleinere erreichende Brutto 556,01 im Hinweis',
      (a) =>
        a.status === 200 &&
        a.j.netto === 14000 &&
        a.j.hinweise.some((h) => h.startsWith('Auch das kleinere brutto 556,01 Euro')),
    ],
    [
      '/v1/hr/netto-brutto?datum=2025-11-15&land=HE&steuerklasse=1&krankenversicherung=privat&pkv_beitrag=800' +
        '&netto=6000&geldwerter_vorteil=100',
      '200, netto 6.000,00 genau, über dem verweigerten Übergangsbereich',
      (a) => a.status === 200 && a.j.netto === 6000 && a.j.brutto > 2000,
    ],
    [
      '/v1/hr/netto-brutto?datum=2024-12-15&land=HE&netto=3000',
      '200, netto 3.000,00; 4.688,09 Euro erreicht es mit mehr Netto (die Lohnsteuer fällt dort)',
      (a) =>
        a.status === 200 &&
        a.j.netto === 3000 &&
        a.j.hinweise.some((h) => h.startsWith('Auch das kleinere brutto 4688,09 Euro')),
    ],
    [
      '/v1/hr/brutto-netto?datum=2019-12-15&brutto=2806&land=HE&einmalzahlung=5000&krankenversicherung=privat' +
        '&pkv_beitrag=600',
      'kein negativer Zuschuss: pv_zuschuss_einmal 6,54',
      (a) => a.status === 200 && a.j.posten.find((p) => p.id === 'pv_zuschuss_einmal')?.betrag === 6.54,
    ],
    [`${bn}&sfn_grundlohn_stunde=20&sfn_stunden_nacht=744`, '400 sfn_stunden_nacht', () => false],
    [
      `${bn}&sfn_grundlohn_stunde=20&sfn_stunden_silvester_ab_14_uhr=2`,
      '400 sfn_stunden_silvester_ab_14_uhr',
      () => false,
    ],
    [
      `${bn}&dienstwagen_listenpreis=40000&dienstwagen_antrieb=elektro&dienstwagen_anschaffung=9999-12-31`,
      '400 dienstwagen_anschaffung',
      () => false,
    ],
    [
      `${bn}&dienstwagen_listenpreis=40000&dienstwagen_entfernung_km=10&dienstwagen_fahrten_monat=31`,
      '400 dienstwagen_fahrten_monat',
      () => false,
    ],
    [`${bn}&steuerklasse=6&hinzurechnung=100`, '400 hinzurechnung', () => false],
    [`${bn}&rechtskreis=ost`, '400 rechtskreis', () => false],
    [`${bn}&einmalzahlung_art=mehrjaehrig`, '400 einmalzahlung_art', () => false],
    [`${bn}&einmalzahlung=1000&jahresarbeitslohn=0`, '400 jahresarbeitslohn', () => false],
    [
      `${bn}&dienstwagen_listenpreis=40000&dienstwagen_zuzahlung_monat=1.005`,
      '400 dienstwagen_zuzahlung_monat',
      () => false,
    ],
    [
      `${bn}&steuerklasse=4&faktor=0`,
      '200 mit Hinweis auf faktor=0',
      (a) => a.status === 200 && a.j.hinweise.some((h) => h.startsWith('faktor=0')),
    ],
    [
      `${bn}&entgeltumwandlung=3000`,
      '200, negatives Netto mit Hinweis (§ 38 Abs. 4 EStG)',
      (a) => a.status === 200 && a.j.arbeitnehmer.netto < 0 && a.j.hinweise.some((h) => h.includes('negativ')),
    ],
    [
      `${bn}&sv_tage=15`,
      '200, kein Hinweis „keine Teilmonate“',
      (a) => a.status === 200 && !a.j.hinweise.some((h) => h.includes('keine Teilmonate')),
    ],
  ];
  for (const [pfad, erwartet, gut] of faelle) {
    const r = await hole(pfad, key);
    const a: Antwort = { status: r.status, j: await r.json().catch(() => null) };
    const parameter = /^400 (\S+)$/.exec(erwartet)?.[1];
    const ok = parameter
      ? a.status === 400 && a.j?.fehler?.parameter === parameter && a.j.fehler.nachricht.includes(parameter)
      : gut(a);
    pruefe(ok, `${pfad.replace('/v1/hr/', '')}: ${erwartet} (${a.status} ${a.j?.fehler?.parameter ?? ''})`);
  }
  const csv = await (await hole(`${bn}&format=csv&trennzeichen=semikolon`, key)).text();
  pruefe(
    ['brutto', 'netto', 'gesamtkosten'].every((f) => csv.includes(`;${f};`) || csv.includes(`\n${f};`)),
    'brutto-netto als CSV: Brutto, Netto und Gesamtkosten neben den Posten',
  );
}

// The cases issue 41 names, through npm start (June 2025, Hessen, no church, childless; the cents are
// worked in test/rechner/personengruppe.test.ts): who pays which branch for each Personengruppe.
// POST /hr/lohnkonto through netlify dev (issue 40): the year as the calculators give it in process,
// byte for byte (JSON and CSV, a part year with a change of tax class, errors with their JSON path);
// a month replayed with GET /hr/brutto-netto and the year so far it reports gives the same net pay;
// GET and HEAD are 405 with Allow: OPTIONS, POST; a body over the limit is 413.
async function issue40UeberDenServer(): Promise<void> {
  const { laufzeit } = baue();
  const v = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/e2e');
  const rechner = erstelleRechner({ ...UMGEBUNG, daten: v.rechnerDaten });
  const heute = heuteBerlin();
  const monate = (jahr: number, von = 1, bis = 12) =>
    Array.from({ length: bis - von + 1 }, (_, i) => ({
      monat: `${jahr}-${String(von + i).padStart(2, '0')}`,
      brutto: 4000,
    })) as Record<string, unknown>[];
  const jahr = { jahr: 2025, person: { steuerklasse: 1, land: 'NW' }, monate: monate(2025) };
  jahr.monate[10].einmalzahlung = { betrag: 2000 };
  const teiljahr = {
    jahr: 2024,
    person: { steuerklasse: 1, land: 'BY' },
    eintritt: '2024-04-15',
    monate: monate(2024, 4, 12),
  };
  teiljahr.monate[3].person = { steuerklasse: 3 };
  teiljahr.monate[8].einmalzahlung = { betrag: 1500 };
  const kaputt = structuredClone(jahr);
  kaputt.monate[3].brutto = -1;
  // Every year 2015-2026: the Jahresausgleich asked for (refused in even years for a change of tax class
  // in July), deferred compensation with a one-off partly converted in November, and from 2016 a one-off
  // in March under the Märzklausel with the previous year's pay.
  const jahre = Array.from({ length: 12 }, (_, i) => {
    const j = 2015 + i;
    const k = {
      jahr: j,
      person: { steuerklasse: 1, land: 'HE' },
      jahresausgleich: true,
      ...(j > 2015 ? { vorjahr: { kv_entgelt: 20000, rv_entgelt: 20000, sv_tage: 360 } } : {}),
      monate: monate(j).map((m) => ({ ...m, bezuege: { entgeltumwandlung: 150 } }) as Record<string, unknown>),
    };
    if (j % 2 === 0) k.monate[6].person = { steuerklasse: 3 };
    k.monate[10].einmalzahlung = { betrag: 3000, entgeltumwandlung: 1000 };
    if (j > 2015) k.monate[2].einmalzahlung = { betrag: 25000 };
    return k;
  });
  const faelle: [string, unknown][] = [
    ['', jahr],
    ['?format=csv&trennzeichen=semikolon', jahr],
    ['', teiljahr],
    ['', kaputt],
    ['', { ...jahr, monate: jahr.monate.slice(1) }],
    ['', { ...jahr, jahr: 2031, monate: monate(2031) }],
    ...jahre.map((k) => ['', k] as [string, unknown]),
  ];
  const { key } = neuerSchluessel('e2e-issue40', '--kontingent', '100');
  const abweichend: string[] = [];
  const arten = new Map<string, number>();
  let antwort: { monate: { arbeitnehmer: { netto: number }; eingaben: Record<string, unknown> }[] } | null = null;
  for (const [suche, k] of faelle) {
    const text = JSON.stringify(k);
    const soll = await rechner('lohnkonto', suche, heute, text);
    const sollText = await soll.text();
    const r = await abrufen(`${BASIS}/v1/hr/lohnkonto${suche}`, {
      method: 'POST',
      body: text,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    });
    const ist = await r.text();
    arten.set(`${r.status}`, (arten.get(`${r.status}`) ?? 0) + 1);
    if (r.status === 200 && suche === '' && k === jahr) antwort = JSON.parse(ist);
    const gleich =
      r.status === soll.status &&
      (r.status === 200
        ? ist === sollText
        : JSON.stringify(JSON.parse(ist).fehler) === JSON.stringify(JSON.parse(sollText).fehler));
    if (!gleich)
      abweichend.push(`${suche} ${text.slice(0, 40)}: ${r.status} ${ist.slice(0, 120)} statt ${soll.status}`);
  }
  pruefe(
    abweichend.length === 0 && arten.get('200') === 15 && arten.get('400') === 2 && arten.get('404') === 1,
    `POST /hr/lohnkonto über npm start: ${faelle.length} Körper (${[...arten].map(([s, n]) => `${n} × ${s}`).join(', ')}) ` +
      `wie im Prozess${abweichend.length ? `; abweichend: ${abweichend.slice(0, 3).join(' | ')}` : ''}`,
  );
  const fehlerVon = async (k: unknown) =>
    (
      (await (
        await abrufen(`${BASIS}/v1/hr/lohnkonto`, {
          method: 'POST',
          body: JSON.stringify(k),
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        })
      ).json()) as { fehler: { parameter?: string } }
    ).fehler;
  const f = await fehlerVon(kaputt);
  pruefe(f.parameter === 'monate[3].brutto', `Lohnkonto: ein falsches Brutto nennt monate[3].brutto (${f.parameter})`);
  // November replayed: the payslip of 4,000 euro with the one-off and the year so far the Lohnkonto reports.
  const nov = antwort?.monate[10];
  const e = nov?.eingaben ?? {};
  const q = new URLSearchParams({
    datum: '2025-11-01',
    brutto: '4000',
    steuerklasse: '1',
    land: 'NW',
    einmalzahlung: '2000',
    ...Object.fromEntries(
      ['kv_entgelt_bisher', 'rv_entgelt_bisher', 'sv_tage_bisher', 'jahresarbeitslohn'].map((n) => [n, String(e[n])]),
    ),
  });
  const get = await hole(`/v1/hr/brutto-netto?${q}`, key);
  const netto =
    get.status === 200 ? ((await get.json()) as { arbeitnehmer: { netto: number } }).arbeitnehmer.netto : null;
  pruefe(
    nov !== undefined && netto === nov.arbeitnehmer.netto,
    `Lohnkonto: der November mit GET /hr/brutto-netto nachgerechnet, Netto ${netto} = ${nov?.arbeitnehmer.netto}`,
  );
  for (const methode of ['GET', 'HEAD']) {
    const r = await hole('/v1/hr/lohnkonto', key, { method: methode });
    pruefe(
      r.status === 405 && r.headers.get('allow') === 'OPTIONS, POST',
      `Lohnkonto: ${methode} 405 mit Allow: OPTIONS, POST (${r.status}, ${r.headers.get('allow')})`,
    );
  }
  const gross = await abrufen(`${BASIS}/v1/hr/lohnkonto`, {
    method: 'POST',
    body: JSON.stringify({ ...jahr, person: { land: 'NW', x: 'x'.repeat(300_000) } }),
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  });
  pruefe(gross.status === 413, `Lohnkonto: ein Körper über 256 KiB ist 413 (${gross.status})`);
}

async function issue41UeberDenServer(): Promise<void> {
  const { key } = neuerSchluessel('e2e-issue41', '--kontingent', '100');
  type Seite = Record<'kv' | 'kv_zusatzbeitrag' | 'pv' | 'rv' | 'av', number> & { netto?: number };
  type Antwort = { personengruppe: string; beitragsgruppe: string; arbeitnehmer: Seite; arbeitgeber: Seite };
  const sv = (s: Seite) => [s.kv, s.kv_zusatzbeitrag, s.pv, s.rv, s.av];
  const basis = '/v1/hr/brutto-netto?datum=2025-06-15&land=HE';
  const faelle: [string, string, (a: Antwort) => boolean][] = [
    [
      `${basis}&brutto=2500&personengruppe=106`,
      'Werkstudent: nur RV (232,50 je Seite), Beitragsgruppe 0100',
      (a) => a.beitragsgruppe === '0100' && sv(a.arbeitnehmer).join() === '0,0,0,232.5,0',
    ],
    [
      `${basis}&brutto=3000&personengruppe=119&geburtsdatum=1955-03-10`,
      'Altersvollrentner nach der Regelaltersgrenze: keine RV/AV des Beschäftigten, Arbeitgeberhälften, KV ermäßigt (3321)',
      (a) =>
        a.beitragsgruppe === '3321' &&
        a.arbeitnehmer.rv === 0 &&
        a.arbeitnehmer.av === 0 &&
        a.arbeitgeber.rv === 279 &&
        a.arbeitgeber.av === 39 &&
        a.arbeitnehmer.kv === 210,
    ],
    [
      `${basis}&brutto=300&personengruppe=121`,
      'Auszubildender mit 300 Euro: der Arbeitgeber trägt jeden Beitrag, netto 300',
      (a) => sv(a.arbeitnehmer).every((x) => x === 0) && a.arbeitnehmer.netto === 300 && a.arbeitgeber.rv === 55.8,
    ],
    [
      `${basis}&brutto=900&personengruppe=102`,
      'Auszubildender mit 900 Euro: regulär (RV 83,70 je Seite), kein Übergangsbereich',
      (a) => a.personengruppe === '102' && a.arbeitnehmer.rv === 83.7 && a.arbeitgeber.rv === 83.7,
    ],
    [
      `${basis}&brutto=2000&personengruppe=110`,
      'kurzfristig Beschäftigter: keine Beiträge (0000)',
      (a) => a.beitragsgruppe === '0000' && [...sv(a.arbeitnehmer), ...sv(a.arbeitgeber)].every((x) => x === 0),
    ],
    [
      // test/rechner/bestandsschutz.test.ts works the cents by hand.
      '/v1/hr/brutto-netto?datum=2023-03-15&land=NW&geburtsjahr=1990&brutto=500&bestandsschutz_134=true',
      'Bestandsschutz nach § 134 SGB IV: KV/PV/AV aus 390,60 Euro, RV als Minijob, netto 449,92 (1011)',
      (a) =>
        a.beitragsgruppe === '1011' &&
        sv(a.arbeitnehmer).join() === '20.52,2.24,5.66,18,3.66' &&
        a.arbeitnehmer.netto === 449.92,
    ],
  ];
  // A one-off beside another employment: the other pay counts as paid so far (test/rechner/
  // mehrfach-einmal.test.ts works it by hand: 75 euros of 1,800 contributory in KV/PV).
  const r2 = await hole(
    '/v1/hr/brutto-netto?datum=2025-06-15&land=HE&kinder=1&brutto=4000&mehrfach_weitere_entgelt=1500' +
      '&einmalzahlung=1800',
    key,
  );
  const e2 = ((await r2.json().catch(() => null)) as { einmalzahlung?: { beitragspflichtig_kv?: number } } | null)
    ?.einmalzahlung;
  pruefe(
    r2.status === 200 && e2?.beitragspflichtig_kv === 75,
    `Einmalzahlung neben weiterer Beschäftigung: 75 Euro beitragspflichtig in KV/PV (${r2.status}, ` +
      `${e2?.beitragspflichtig_kv})`,
  );
  // A part month beside a main employment of the whole month shares the full monthly ceilings (test/rechner/
  // mehrfach-teilmonat.test.ts: KV/PV base 5,512.50 × 3,000 / 7,000 = 2,362.50); without the input saying so
  // the part month is refused, naming it.
  const teil =
    '/v1/hr/brutto-netto?datum=2025-03-01&land=BB&kinder=1&brutto=3000&sv_tage=10&mehrfach_weitere_entgelt=4000';
  const rt = await hole(`${teil}&mehrfach_weitere_ganzer_monat=true`, key);
  const bt = ((await rt.json().catch(() => null)) as { bemessung?: { kv_pv?: number } } | null)?.bemessung;
  pruefe(
    rt.status === 200 && bt?.kv_pv === 2362.5,
    `Teilmonat neben Hauptbeschäftigung des ganzen Monats: KV/PV-Basis 2.362,50 (${rt.status}, ${bt?.kv_pv})`,
  );
  const rf = await hole(teil, key);
  const ff = ((await rf.json().catch(() => null)) as { fehler?: { parameter?: string } } | null)?.fehler;
  pruefe(
    rf.status === 400 && ff?.parameter === 'mehrfach_weitere_ganzer_monat',
    `Teilmonat neben weiterer Beschäftigung ohne mehrfach_weitere_ganzer_monat: 400 mit dem Parameter (${rf.status})`,
  );
  // Outside October 2022 to December 2023 the input is refused, naming it, through the whole stack.
  const r134 = await hole('/v1/hr/brutto-netto?datum=2024-02-15&land=NW&brutto=500&bestandsschutz_134=true', key);
  const f134 = ((await r134.json().catch(() => null)) as { fehler?: { parameter?: string } } | null)?.fehler;
  pruefe(
    r134.status === 400 && f134?.parameter === 'bestandsschutz_134',
    `bestandsschutz_134=true im Februar 2024: 400 mit parameter bestandsschutz_134 (${r134.status})`,
  );
  // A Fahrtkostenzuschuss of 100 euros (§ 40 Abs. 2 Satz 2 Nr. 1 EStG), Brandenburg 2025: the net rises by
  // 100, the employer pays 15 % flat tax, 5.5 % Soli on it and 5 % church tax of Brandenburg (16.57).
  const ohne = (await (await hole('/v1/hr/brutto-netto?datum=2025-06-15&land=BB&brutto=3000', key)).json()) as Antwort;
  const mit = (await (
    await hole('/v1/hr/brutto-netto?datum=2025-06-15&land=BB&brutto=3000&fahrtkostenzuschuss=100', key)
  ).json()) as Antwort & { arbeitgeber: { pauschsteuer: number } };
  pruefe(
    (mit.arbeitnehmer.netto ?? 0) - (ohne.arbeitnehmer.netto ?? 0) === 100 && mit.arbeitgeber.pauschsteuer === 16.57,
    `fahrtkostenzuschuss=100: netto +100 (${ohne.arbeitnehmer.netto} -> ${mit.arbeitnehmer.netto}), Pauschsteuer ` +
      `des Arbeitgebers 16,57 (${mit.arbeitgeber.pauschsteuer})`,
  );
  for (const [pfad, erwartet, gut] of faelle) {
    const r = await hole(pfad, key);
    const a = (await r.json().catch(() => null)) as Antwort | null;
    pruefe(r.status === 200 && a !== null && gut(a), `${pfad.replace('/v1/hr/', '')}: ${erwartet} (${r.status})`);
  }
}

// 32 clients for `sekunden`: half with one valid key, half with invented keys that pass the check
// digits (each one a store lookup). The valid key's cache entry expires on the way; it must never
// get a 503 or a 401 (src/tor/schluessel.ts: the last good answer while one lookup refreshes it).
async function lastMitErfundenenSchluesseln(sekunden: number) {
  const { key } = neuerSchluessel('e2e-last', '--kontingent', '100000000');
  const gueltig = new Map<string, number>();
  const erfunden = new Map<string, number>();
  const ende = Date.now() + sekunden * 1000;
  await Promise.all(
    Array.from({ length: 32 }, async (_, i) => {
      while (Date.now() < ende) {
        const k = i % 2 ? mitPruefziffern(randomBytes(32).toString('base64url')) : key;
        const r = await hole('/v1/hr/mindestlohn?datum=2024-05-01', k).catch(() => new Response(null, { status: 599 }));
        const z = i % 2 ? erfunden : gueltig;
        z.set(String(r.status), (z.get(String(r.status)) ?? 0) + 1);
      }
    }),
  );
  return { gueltig: [...gueltig], erfunden: [...erfunden] };
}

// fetch refuses TRACE (a forbidden method of the Fetch standard); node:https sends any method.
function ohneFetch(methode: string, pfad: string, key: string): Promise<Response> {
  return new Promise((fertig, fehler) => {
    const anfrage = request(
      `${BASIS}${pfad}`,
      { method: methode, rejectUnauthorized: false, headers: { authorization: `Bearer ${key}`, origin: BASIS } },
      (res) => {
        const teile: Buffer[] = [];
        res.on('data', (t: Buffer) => teile.push(t));
        res.on('end', () => {
          const kopf = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') kopf.set(k, v);
          fertig(new Response(Buffer.concat(teile), { status: res.statusCode ?? 0, headers: kopf }));
        });
      },
    );
    anfrage.on('error', fehler);
    anfrage.end();
  });
}

// TRACE (which neither Deno nor Node turns into a Request) and other methods, and bodies the
// local server must not buffer (scripts/lokal-schutz.mjs, src/konto/api.ts).
async function methodenUndKoerper(key: string): Promise<void> {
  for (const [pfad, methode] of [
    ['/v1/hr/mindestlohn', 'TRACE'],
    ['/konto/api/konto', 'TRACE'],
    ['/v1/datensaetze', 'TRACE'],
    ['/v1/hr/mindestlohn', 'PROPFIND'],
    ['/konto/api/konto', 'PROPFIND'],
    ['/konto/api/konto', 'PUT'],
  ]) {
    const r = await ohneFetch(methode, pfad, key);
    const text = await ohneInterna(r.clone(), `${methode} ${pfad}`);
    pruefe(
      r.status === 405 &&
        (r.headers.get('content-type') ?? '').startsWith('application/json') &&
        text.includes('"methode_nicht_erlaubt"') &&
        (r.headers.get('allow') ?? '').includes('GET'),
      `${methode} ${pfad}: 405 methode_nicht_erlaubt als JSON mit Allow (${r.status})`,
    );
  }
  const gross = new Uint8Array(7_000_000).fill(32);
  let r = await abrufen(`${BASIS}/konto/api/schluessel`, {
    method: 'POST',
    headers: { origin: BASIS, 'content-type': 'application/json' },
    body: gross,
  });
  pruefe(
    r.status === 413 && (await fehlerVon(r))?.code === 'zu_gross',
    `POST mit 7 MB an /konto/api: 413 zu_gross (${r.status})`,
  );
  r = await hole('/v1/hr/mindestlohn', key, { method: 'POST', body: gross });
  pruefe(r.status === 405, `POST mit 7 MB an /v1: 405 (${r.status})`);
  // Without Content-Length (a stream): the proxy counts while it reads.
  const strom = () =>
    new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 7; i++) c.enqueue(new Uint8Array(1_000_000).fill(32));
        c.close();
      },
    });
  r = await abrufen(`${BASIS}/konto/api/schluessel`, {
    method: 'POST',
    headers: { origin: BASIS, 'content-type': 'application/json' },
    body: strom(),
    duplex: 'half',
  } as RequestInit).catch(() => new Response(null, { status: 599 }));
  pruefe([413, 599].includes(r.status), `POST mit 7 MB ohne Content-Length: 413 oder abgebrochen (${r.status})`);
  r = await hole('/v1/hr/mindestlohn?datum=2024-05-01', key);
  pruefe(r.status === 200, `nach den großen Körpern antwortet der Server (${r.status})`);
}

// An account through npm start (the software passkey of test/konto): its 404 and 403 keep their
// own code and message, and 30 parallel key creations in one session stop at 20.
async function kontoUnterLast(optionen: { challenge: string; user: { id: string } }): Promise<void> {
  const ohneHtm = (f: Fehlerkoerper['fehler']) => !/\.html?\b|index\.htm/.test(f?.nachricht ?? '');
  let r = await abrufen(`${BASIS}/konto/api/registrierung`, {
    method: 'POST',
    headers: { origin: BASIS, 'content-type': 'application/json' },
    body: JSON.stringify({ antwort: registriere(neuerPasskey(), optionen, BASIS) }),
  });
  const cookie = r.headers.get('set-cookie')?.split(';')[0] ?? '';
  const konto = r.status === 201 ? ((await r.json()) as { konto: string }).konto : '';
  pruefe(r.status === 201 && cookie.startsWith('konto_sitzung='), `Konto mit Passkey angelegt (${r.status})`);
  if (!konto) return;
  const mitSitzung = (pfad: string, init: RequestInit = {}) =>
    abrufen(`${BASIS}/konto/api${pfad}`, {
      ...init,
      headers: { cookie, origin: BASIS, 'content-type': 'application/json', ...(init.headers ?? {}) },
    });

  r = await mitSitzung('/gibtsnicht');
  let f = await fehlerVon(r);
  pruefe(
    r.status === 404 &&
      f?.code === 'nicht_gefunden' &&
      (f.nachricht ?? '').includes('/konto/api/gibtsnicht.') &&
      ohneHtm(f),
    `Konto 404 mit eigenem Code und eigener Nachricht: ${f?.nachricht}`,
  );
  r = await mitSitzung('/schluessel/k_0', { method: 'DELETE', body: '{}' });
  f = await fehlerVon(r);
  pruefe(
    r.status === 404 && f?.nachricht === 'In diesem Konto gibt es keinen Schlüssel mit dieser id.',
    `Konto 404 beim Widerruf eines fremden Schlüssels: ${f?.code}: ${f?.nachricht}`,
  );
  r = await mitSitzung('/schluessel', {
    method: 'POST',
    body: '{"name":"x"}',
    headers: { origin: 'https://app.example' },
  });
  f = await fehlerVon(r);
  pruefe(
    r.status === 403 && f?.code === 'herkunft_abgelehnt' && ohneHtm(f),
    `Konto 403 mit eigenem Code und eigener Nachricht: ${f?.code}: ${f?.nachricht}`,
  );

  const antworten = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      mitSitzung('/schluessel', { method: 'POST', body: JSON.stringify({ name: `e2e parallel ${i}` }) }).then(
        async (a) => ({
          status: a.status,
          body: (await a.json().catch(() => null)) as { id: string; schluessel: string },
        }),
      ),
    ),
  );
  const erstellt = antworten.filter((a) => a.status === 201);
  const stati = antworten.reduce<Record<number, number>>(
    (z, a) => Object.assign(z, { [a.status]: (z[a.status] ?? 0) + 1 }),
    {},
  );
  pruefe(
    erstellt.length <= 20 && antworten.every((a) => [201, 409, 503].includes(a.status)),
    `30 parallele Schlüssel in einer Sitzung: höchstens 20 (${JSON.stringify(stati)})`,
  );
  const liste = ((await (await mitSitzung('/konto')).json()) as { schluessel: { id: string }[] }).schluessel;
  pruefe(
    JSON.stringify(liste.map((s) => s.id).sort()) === JSON.stringify(erstellt.map((a) => a.body.id).sort()),
    `das Konto listet genau die ${erstellt.length} erstellten Schlüssel (${liste.length})`,
  );
  const gate = await Promise.all(
    erstellt.map(async (a) => (await hole('/v1/hr/mindestlohn?datum=2024-05-01', a.body.schluessel)).status),
  );
  pruefe(
    gate.every((s) => s === 200),
    `jeder erstellte Schlüssel gilt am Tor (${gate.filter((s) => s === 200).length})`,
  );
  r = await mitSitzung('/konto', { method: 'DELETE', body: '{}' });
  pruefe(r.status === 204, `Konto gelöscht (${r.status})`);
  const alle = schluesselbefehl(['list', '--konto', konto]).filter((z) => z.startsWith('k_'));
  pruefe(
    alle.length === erstellt.length && alle.every((z) => z.includes('\twiderrufen ')),
    `nach dem Löschen sind alle ${alle.length} Schlüssel des Kontos widerrufen (key:list --konto)`,
  );
}

// npm run build while 8 clients ask (files and a calculator): the gate keeps the previous
// build's files until it has reloaded; netlify dev's reload of the edge functions itself gives a
// few seconds of 503 with Retry-After (docs/BETRIEB.md). Never a 500.
async function neubauUnterLast(): Promise<void> {
  const { key } = neuerSchluessel('e2e-neubau', '--kontingent', '100000000');
  const pfade = [
    '/v1/hr/mindestlohn?datum=2024-05-01',
    '/v1/hr/beitragssaetze',
    '/v1/hr/mindestlohn/verlauf?von=2020-01-01',
    '/v1/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15',
  ];
  const stati: Record<string, number> = {};
  const schlecht: string[] = [];
  let laeuft = true;
  const clients = Array.from({ length: 8 }, async (_, i) => {
    while (laeuft) {
      const r = await hole(pfade[i % pfade.length], key).catch(() => new Response(null, { status: 599 }));
      stati[r.status] = (stati[r.status] ?? 0) + 1;
      if (r.status !== 200 && !(r.status === 503 && Number(r.headers.get('retry-after')) > 0))
        schlecht.push(`${r.status} ${pfade[i % pfade.length]}`);
    }
  });
  await new Promise((f) => setTimeout(f, 1_000));
  const beginn = Date.now();
  const code = await new Promise<number | null>((fertig) =>
    spawn('npm', ['run', '-s', 'build'], { cwd: WURZEL, stdio: 'ignore' }).on('exit', fertig),
  );
  // netlify dev reloads the edge functions and the function a few seconds after the build.
  await new Promise((f) => setTimeout(f, 20_000));
  laeuft = false;
  await Promise.all(clients);
  pruefe(code === 0, `npm run build bei laufendem Server (${Math.round((Date.now() - beginn) / 1000)} s mit Last)`);
  pruefe(
    schlecht.length === 0 && (stati[200] ?? 0) > 0,
    `Neubau unter Last: nur 200 und 503 mit Retry-After (${JSON.stringify(stati)}${schlecht.length ? `; ${schlecht.slice(0, 3).join(', ')}` : ''})`,
  );
  const r = await hole('/v1/hr/mindestlohn?datum=2024-05-01', key);
  pruefe(r.status === 200, `nach dem Neubau: 200 (${r.status})`);
}

// Feeds and webhooks (issue "Tell me when it changes"): the Atom feeds
// without a key through the running server, and in an account a webhook to a receiver on
// 127.0.0.1 (allowed under netlify dev only), a signed test event, the refusal of a private
// address, the cap of 5 under parallel requests. Needs the registration options of the server.
async function aenderungenUndWebhooks(): Promise<void> {
  for (const [pfad, status] of [
    ['/v1/aenderungen.atom', 200],
    ['/v1/hr/mindestlohn/aenderungen.atom', 200],
    ['/v1/hr/gibtsnicht/aenderungen.atom', 404],
  ] as const) {
    const r = await abrufen(`${BASIS}${pfad}`);
    const text = await r.text();
    const typ = r.headers.get('content-type') ?? '';
    pruefe(
      r.status === status &&
        (status === 200
          ? typ.startsWith('application/atom+xml') && text.includes('<feed xmlns')
          : typ.startsWith('application/json') && text.includes('"nicht_gefunden"')),
      `Atom-Feed ohne Schlüssel ${pfad}: ${r.status} ${typ}`,
    );
  }
  const { createServer } = await import('node:http');
  const { Webhook } = await import('standardwebhooks');
  const empfangen: { kopf: Record<string, string>; koerper: string }[] = [];
  const empfaenger = createServer((req, res) => {
    const teile: Buffer[] = [];
    req.on('data', (t: Buffer) => teile.push(t));
    req.on('end', () => {
      empfangen.push({ kopf: req.headers as Record<string, string>, koerper: Buffer.concat(teile).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((f) => empfaenger.listen(0, '127.0.0.1', f));
  const ziel = `http://127.0.0.1:${(empfaenger.address() as { port: number }).port}/hook`;
  try {
    const optionen = await (
      await abrufen(`${BASIS}/konto/api/registrierung/optionen`, {
        method: 'POST',
        headers: { origin: BASIS, 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    const r = await abrufen(`${BASIS}/konto/api/registrierung`, {
      method: 'POST',
      headers: { origin: BASIS, 'content-type': 'application/json' },
      body: JSON.stringify({ antwort: registriere(neuerPasskey(), optionen, BASIS) }),
    });
    const cookie = r.headers.get('set-cookie')?.split(';')[0] ?? '';
    pruefe(r.status === 201, `Konto für Webhooks angelegt (${r.status})`);
    const mitSitzung = (pfad: string, init: RequestInit = {}) =>
      abrufen(`${BASIS}/konto/api${pfad}`, {
        ...init,
        headers: { cookie, origin: BASIS, 'content-type': 'application/json' },
      });
    // A private IPv4 address, and every IPv6 form that embeds or maps one (issue 33: ::/96 came
    // through with 201), also with a public IPv4 address inside.
    for (const host of [
      '10.0.0.1',
      '[::169.254.169.254]',
      '[::10.0.0.1]',
      '[::192.168.1.1]',
      '[::ffff:169.254.169.254]',
      '[64:ff9b::a9fe:a9fe]',
      '[64:ff9b:1::a00:1]',
      '[2002:a9fe:a9fe::1]',
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      '[::8.8.8.8]',
    ]) {
      const privat = await mitSitzung('/webhooks', {
        method: 'POST',
        body: JSON.stringify({ url: `https://${host}/` }),
      });
      const f = (await privat.json()) as { fehler?: { code?: string; feld?: string } };
      pruefe(
        privat.status === 400 && f.fehler?.code === 'adresse_nicht_erlaubt' && f.fehler.feld === 'url',
        `Webhook an https://${host}/ abgelehnt (${privat.status} ${f.fehler?.code})`,
      );
    }
    const neu = await mitSitzung('/webhooks', { method: 'POST', body: JSON.stringify({ url: ziel }) });
    const w = (await neu.json()) as { id: string; geheimnis: string };
    pruefe(neu.status === 201 && w.geheimnis?.startsWith('whsec_'), `Webhook angelegt (${neu.status})`);
    const test = await mitSitzung(`/webhooks/${w.id}/test`, { method: 'POST', body: '{}' });
    let geprueft = false;
    try {
      geprueft = Boolean(empfangen[0] && new Webhook(w.geheimnis).verify(empfangen[0].koerper, empfangen[0].kopf));
    } catch {
      geprueft = false;
    }
    pruefe(
      test.status === 200 && geprueft,
      `Testereignis zugestellt und mit standardwebhooks geprüft (${test.status})`,
    );
    const stati = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        mitSitzung('/webhooks', { method: 'POST', body: JSON.stringify({ url: `${ziel}-${i}` }) }).then(
          (x) => x.status,
        ),
      ),
    );
    pruefe(
      stati.filter((x) => x === 201).length <= 4 && stati.every((x) => x === 201 || x === 409 || x === 503),
      `8 parallele Webhooks zu einem: höchstens 5 je Konto (${stati.join(', ')})`,
    );
    await mitSitzung('/konto', { method: 'DELETE' });
  } finally {
    empfaenger.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
