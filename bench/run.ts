// npm run bench: figures are printed, never asserted (goals in the README).
// 1. In process: the gate (key, parameters, route, ETag, quota, the precomputed file with the day
//    written in) against a handler that returns the same bytes and headers without any check.
//    Goal: at least 0.8 of the baseline's throughput.
// 2. Wage tax and payslip throughput in process (bench/lohnsteuer.ts, bench/abrechnung.ts); the
//    calculators' module for the edge (bench/rechnerkern.ts: size, load time, time per request);
//    build time and output size.
// 3. SDK (packages/sdk) against the gateway behind a local socket: a second identical call from
//    the cache (no request), one after max-age (a 304), and 100 cached calls against 100 uncached.
// 4. Against the running local server (npm start in another terminal): p50 and p99, sequential
//    and at 16 concurrent, for a static meta file, a gated precomputed dataset, a gated history
//    CSV, a calculator and a payslip (brutto-netto), both computed in the gate. Goals at p50:
//    gated dataset / static file at most 2.0 at 16 concurrent, calculator / gated dataset at most
//    2.0 sequential and at 16 concurrent; zero errors (any error or non-2xx answer fails the run).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { join } from 'node:path';
import { erstelleClient } from '../packages/sdk/src/index.ts';
import { starteServer } from '../scripts/server';
import { baue, UMGEBUNG } from '../scripts/umgebung';
import { erstelleGateway } from '../src/api/gateway';
import { erstelle, SchluesselImSpeicher } from '../src/api/schluessel';
import { erstelleKontingent } from '../src/tor/kontingent';
import { speicherPruefer } from '../src/tor/schluessel';
import { abrechnungAmRand, abrechnungDurchsatz, lohnkontoAmRand } from './abrechnung';
import { lohnsteuerDurchsatz } from './lohnsteuer';
import { perzentil } from './perzentil';
import { rechnerkernMessung } from './rechnerkern';

const WURZEL = join(import.meta.dirname, '..');

async function runde(n: number, f: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await (await f()).arrayBuffer();
  return n / ((performance.now() - t0) / 1000);
}

// Both handlers in turn in 50 short rounds after a warm-up, so the machine's other load (a shared
// virtual machine here) hits both alike; throughput over all rounds of each.
async function vergleiche(
  n: number,
  a: () => Promise<Response>,
  b: () => Promise<Response>,
): Promise<[number, number]> {
  await runde(5000, a);
  await runde(5000, b);
  const RUNDEN = 50;
  let zeitA = 0;
  let zeitB = 0;
  for (let i = 0; i < RUNDEN; i++) {
    zeitA += n / RUNDEN / (await runde(n / RUNDEN, a));
    zeitB += n / RUNDEN / (await runde(n / RUNDEN, b));
  }
  return [n / zeitA, n / zeitB];
}

const t0 = performance.now();
const { laufzeit } = baue();
const bauzeit = performance.now() - t0;

const speicher = new SchluesselImSpeicher();
const { schluessel } = await erstelle(speicher, 'bench');
const gateway = erstelleGateway({
  daten: laufzeit,
  ...UMGEBUNG,
  pruefeSchluessel: speicherPruefer((hash) => speicher.finde(hash)),
  zaehle: erstelleKontingent({ anfragen: 1e12, fensterSekunden: 3600 }).zaehle,
});

const url = 'https://localhost/v1/hr/mindestlohn?datum=2024-05-01';
const kopf = { authorization: `Bearer ${schluessel}` };
const vorab = await gateway(new Request(url, { headers: kopf }));
const bytes = new Uint8Array(await vorab.arrayBuffer());
const kopfzeilen = Object.fromEntries(vorab.headers);
// Both handlers receive the same Web Request, as the platform hands it over, and answer the same
// bytes with the same headers.
const basislinie = async (_req: Request) => new Response(bytes, { headers: kopfzeilen });

const N = 50_000;
console.log(`Durchsatz im Prozess, ${N} Anfragen je Handler, ${url.replace('https://localhost', '')}`);
const [b, g] = await vergleiche(
  N,
  () => basislinie(new Request(url, { headers: kopf })),
  () => gateway(new Request(url, { headers: kopf })),
);
console.log(`${'Basislinie (fertige Bytes, keine Prüfung)'.padEnd(48)} ${b.toFixed(0).padStart(8)} Anfragen/s`);
console.log(`${'Tor (Schlüssel, Parameter, Route, ETag, Datei)'.padEnd(48)} ${g.toFixed(0).padStart(8)} Anfragen/s`);
console.log(`Verhältnis Tor/Basislinie: ${(g / b).toFixed(2)} (Ziel: mindestens 0.80)`);
await lohnsteuerDurchsatz(laufzeit, gateway, kopf);
await abrechnungDurchsatz(laufzeit);
abrechnungAmRand();
lohnkontoAmRand();
await rechnerkernMessung();

const groesse = (d: string): number =>
  readdirSync(d, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((s, e) => s + statSync(join(e.parentPath, e.name)).size, 0);
const manifest = JSON.parse(readFileSync(join(WURZEL, 'build', 'manifest.json'), 'utf8')) as {
  praefix: string;
  dateien: Record<string, string>;
};
console.log(
  `Build aller Daten im Prozess: ${bauzeit.toFixed(0)} ms für ${Object.keys(laufzeit.datensaetze).length} Datensätze`,
);
console.log(
  `Vorberechnete Dateien: ${Object.keys(manifest.dateien).length}, ` +
    // This build's directory only: the previous build's stays beside it (generator/vorberechnet.ts).
    `${(groesse(join(WURZEL, 'public', manifest.praefix)) / 1024).toFixed(0)} KiB; Daten der Rechner ` +
    `build/rechner.json ${(statSync(join(WURZEL, 'build', 'rechner.json')).size / 1024).toFixed(0)} KiB`,
);

{
  const server = await starteServer(async (req) => gateway(req));
  const sdk = erstelleClient({ basis: server.basis, schluessel });
  const q = { datum: '2024-05-01' };
  let t = performance.now();
  await sdk.hr.mindestlohn(q);
  const erster = performance.now() - t;
  t = performance.now();
  await sdk.hr.mindestlohn(q);
  const zweiter = performance.now() - t;
  const nachZweitem = sdk.statistik();
  // After max-age (300 s) the entry is stale: the clock is moved on, the SDK asks with If-None-Match.
  const uhr = Date.now;
  Date.now = () => uhr() + 10 * 60_000;
  t = performance.now();
  await sdk.hr.mindestlohn(q);
  const revalidiert = performance.now() - t;
  Date.now = uhr;
  t = performance.now();
  for (let i = 0; i < 100; i++) await sdk.hr.mindestlohn(q);
  const hundertCache = performance.now() - t;
  const ohneCache = erstelleClient({ basis: server.basis, schluessel, cache: false });
  t = performance.now();
  for (let i = 0; i < 100; i++) await ohneCache.hr.mindestlohn(q);
  const hundertOhne = performance.now() - t;
  const ende = sdk.statistik();
  await server.schliesse();
  console.log(`\nSDK gegen das Tor hinter einem lokalen Socket (${'/hr/mindestlohn?datum=2024-05-01'}):`);
  console.log(
    `erster Aufruf ${erster.toFixed(2)} ms; zweiter gleicher Aufruf ${zweiter.toFixed(3)} ms aus dem Cache (Anfragen bis dahin: ${nachZweitem.anfragen}, Cache-Treffer: ${nachZweitem.ausCache})`,
  );
  console.log(`nach Ablauf von max-age: ${revalidiert.toFixed(2)} ms mit If-None-Match, 304: ${ende.nichtGeaendert}`);
  console.log(
    `100 Aufrufe aus dem Cache: ${hundertCache.toFixed(2)} ms (${(hundertCache * 10).toFixed(0)} µs je Aufruf); 100 ohne Cache: ${hundertOhne.toFixed(0)} ms; Anfragen insgesamt mit Cache: ${ende.anfragen}`,
  );
}

const BASIS = process.env.BENCH_BASIS ?? 'https://localhost:8888';
const ANZAHL = Number(process.env.BENCH_ANFRAGEN ?? 200);

// One request with node:https (the local certificate is self-signed): status and milliseconds.
function anfrage(agent: Agent, pfad: string, schluessel?: string): Promise<{ status: number; ms: number }> {
  const t = performance.now();
  return new Promise((fertig) => {
    const req = request(
      `${BASIS}${pfad}`,
      {
        agent,
        rejectUnauthorized: false,
        headers: schluessel ? { authorization: `Bearer ${schluessel}` } : {},
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => fertig({ status: res.statusCode ?? 0, ms: performance.now() - t }));
      },
    );
    req.on('error', () => fertig({ status: 0, ms: performance.now() - t }));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

// ANZAHL requests, `parallel` at a time, each worker sending its next one when the last is answered.
async function last(pfad: string, parallel: number, schluessel?: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: parallel });
  const zeiten: number[] = [];
  let fehler = 0;
  let naechste = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (naechste < ANZAHL) {
        naechste++;
        const r = await anfrage(agent, pfad, schluessel);
        zeiten.push(r.ms);
        if (r.status < 200 || r.status >= 300) fehler++;
      }
    }),
  );
  agent.destroy();
  return { p50: perzentil(zeiten, 0.5), p99: perzentil(zeiten, 0.99), anzahl: zeiten.length, fehler };
}

async function erreichbar(): Promise<boolean> {
  return (await anfrage(new Agent(), '/v1/datensaetze')).status === 200;
}

if (!(await erreichbar())) {
  console.log(`\nLastlauf übersprungen: kein Server unter ${BASIS} (npm start in einem zweiten Terminal).`);
} else {
  const lokalerSchluessel = readFileSync(join(WURZEL, '.lokal', 'entwicklungsschluessel'), 'utf8').trim();
  const ziele = [
    { name: 'statische Meta-Datei', pfad: '/v1/datensaetze', schluessel: false },
    { name: 'Datensatz (Tor, Datei)', pfad: '/v1/hr/mindestlohn?datum=2024-05-01', schluessel: true },
    {
      name: 'Verlauf CSV (Tor, Datei)',
      pfad: '/v1/hr/beitragssaetze/verlauf?format=csv&trennzeichen=semikolon',
      schluessel: true,
    },
    {
      name: 'Rechner (im Tor)',
      pfad: '/v1/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15',
      schluessel: true,
    },
    {
      name: 'Entgeltabrechnung (im Tor)',
      pfad: '/v1/hr/brutto-netto?datum=2026-03-15&brutto=3500&land=HE&kirchensteuer=true',
      schluessel: true,
    },
  ];
  let fehlerhaft = 0;
  const p50: Record<string, Record<number, number>> = {};
  const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
  for (const parallel of [1, 16]) {
    console.log(
      `\nLastlauf gegen ${BASIS}: je Ziel ${ANZAHL} Anfragen, ` +
        `${parallel === 1 ? 'nacheinander' : `${parallel} gleichzeitig`}`,
    );
    for (const z of ziele) {
      const r = await last(z.pfad, parallel, z.schluessel ? lokalerSchluessel : undefined);
      fehlerhaft += r.fehler;
      p50[z.name] ??= {};
      p50[z.name][parallel] = r.p50;
      console.log(`${z.name.padEnd(34)} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  ${r.anzahl} Antworten, ${r.fehler} Fehler`);
    }
  }
  for (const parallel of [1, 16]) {
    const s = p50['statische Meta-Datei'][parallel];
    const v = (name: string) => (p50[name][parallel] / s).toFixed(2);
    console.log(
      `Verhältnis p50 ${parallel === 1 ? 'nacheinander' : `bei ${parallel} gleichzeitig`}: Datensatz/statisch ` +
        `${v('Datensatz (Tor, Datei)')}${parallel === 16 ? ' (Ziel: höchstens 2.0)' : ''}, Verlauf-CSV/statisch ` +
        `${v('Verlauf CSV (Tor, Datei)')}, Rechner/statisch ${v('Rechner (im Tor)')}, ` +
        `Entgeltabrechnung/statisch ${v('Entgeltabrechnung (im Tor)')}`,
    );
    const d = p50['Datensatz (Tor, Datei)'][parallel];
    console.log(
      `Verhältnis p50 ${parallel === 1 ? 'nacheinander' : `bei ${parallel} gleichzeitig`}: ` +
        `Rechner/Datensatz ${(p50['Rechner (im Tor)'][parallel] / d).toFixed(2)}, Entgeltabrechnung/Datensatz ` +
        `${(p50['Entgeltabrechnung (im Tor)'][parallel] / d).toFixed(2)} (Ziel: höchstens 2.0)`,
    );
  }
  if (fehlerhaft) {
    console.error(`Lastlauf: ${fehlerhaft} Fehler (erlaubt: 0).`);
    process.exit(1);
  }
}
