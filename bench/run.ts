// npm run bench: in-process throughput of the gateway against a baseline handler that returns the
// same precomputed bytes without any check (goal: the gateway keeps at least half of the
// baseline's throughput), plus build time and output size. Figures are printed, never asserted.
import { readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ladeDaten } from '../src/daten/laden';
import { erzeuge } from '../generator/erzeuge';
import { erstelleGateway } from '../src/api/gateway';
import { erstelleKontingent } from '../src/tor/kontingent';
import { erstelle, SchluesselImSpeicher, schluesselPruefer } from '../src/api/schluessel';
import type { Laufzeitdaten } from '../src/api/modell';

const WURZEL = join(import.meta.dirname, '..');

async function messe(name: string, n: number, f: () => Promise<Response>): Promise<number> {
  for (let i = 0; i < 2000; i++) await (await f()).text();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await (await f()).text();
  const proSekunde = n / ((performance.now() - t0) / 1000);
  console.log(`${name.padEnd(34)} ${proSekunde.toFixed(0).padStart(8)} Anfragen/s`);
  return proSekunde;
}

const t0 = performance.now();
const { laufzeit } = erzeuge(ladeDaten(join(WURZEL, 'data')));
const bauzeit = performance.now() - t0;

const daten: Laufzeitdaten = laufzeit;
const speicher = new SchluesselImSpeicher();
const { schluessel } = await erstelle(speicher, 'bench');
const gateway = erstelleGateway({ daten, pruefeSchluessel: schluesselPruefer(speicher), zaehle: erstelleKontingent({ anfragen: 1e12, fensterSekunden: 3600 }).zaehle });

// A precomputed component dataset looked up by date: mindestlohn, or the first one there is.
const id = daten.datensaetze.mindestlohn ? 'mindestlohn' : Object.values(daten.datensaetze).find((d) => d.art === 'bestandteile' && d.zeit === 'datum')!.id;
const url = `https://localhost/v1/hr/${id}?datum=2024-05-01`;
const kopf = { authorization: `Bearer ${schluessel}` };
const vorab = await (await gateway(new Request(url, { headers: kopf }))).text();
// Both handlers receive the same Web Request, as the Netlify runtime hands it over.
const basislinie = async (_req: Request) => new Response(vorab, { headers: { 'content-type': 'application/json; charset=utf-8' } });

const N = 50_000;
console.log(`Durchsatz im Prozess, ${N} Anfragen je Handler, ${url.replace('https://localhost', '')}`);
const b = await messe('Basislinie (fertige Bytes)', N, () => basislinie(new Request(url, { headers: kopf })));
const g = await messe('Gateway (Schlüssel, Parameter, ETag)', N, () => gateway(new Request(url, { headers: kopf })));
console.log(`Verhältnis Gateway/Basislinie: ${(g / b).toFixed(2)} (Ziel: mindestens 0.50)`);

const groesse = (d: string): number => readdirSync(d).reduce((s, f) => s + statSync(join(d, f)).size, 0);
console.log(`Build aller Daten im Prozess: ${bauzeit.toFixed(0)} ms für ${Object.keys(laufzeit.datensaetze).length} Datensätze`);
console.log(`Erzeugte Ausgabe: build/ ${(groesse(join(WURZEL, 'build')) / 1024).toFixed(0)} KiB, public/v1/ ${(groesse(join(WURZEL, 'public', 'v1')) / 1024).toFixed(0)} KiB`);

// Load run against the local server (npm start in another terminal): a fixed number of requests
// at fixed concurrency to a static meta file, a precomputed dataset and a calculator. Any error or
// non-2xx answer makes the run fail; the latency percentiles and the ratios between the three are
// printed. Under netlify dev a function costs about 0.3 to 0.5 s (the emulator; with more than a
// few requests at once it queues them), a static file milliseconds, so the ratios describe the
// local set-up, not the CDN. BENCH_ANFRAGEN and BENCH_PARALLEL change the load.
const BASIS = process.env.BENCH_BASIS ?? 'https://localhost:8888';
const ANZAHL = Number(process.env.BENCH_ANFRAGEN ?? 100);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the local self-signed certificate

async function erreichbar(): Promise<boolean> {
  try {
    return (await fetch(`${BASIS}/v1/datensaetze`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

if (!(await erreichbar())) {
  console.log(`\nLastlauf übersprungen: kein Server unter ${BASIS} (npm start in einem zweiten Terminal).`);
} else {
  const { default: autocannon } = await import('autocannon');
  const lokalerSchluessel = readFileSync(join(WURZEL, '.lokal', 'entwicklungsschluessel'), 'utf8').trim();
  const ziele = [
    { name: 'statische Meta-Datei', pfad: '/v1/datensaetze', schluessel: false },
    { name: 'vorberechneter Datensatz', pfad: '/v1/hr/mindestlohn?datum=2024-05-01', schluessel: true },
    { name: 'Rechner', pfad: '/v1/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15', schluessel: true },
  ];
  console.log(`\nLastlauf gegen ${BASIS}: je Ziel ${ANZAHL} Anfragen, ${PARALLEL} gleichzeitig (autocannon)`);
  const ergebnisse: { name: string; p50: number; p90: number; p99: number }[] = [];
  let fehlerhaft = 0;
  for (const z of ziele) {
    const r = await autocannon({
      url: `${BASIS}${z.pfad}`, connections: PARALLEL, amount: ANZAHL,
      headers: z.schluessel ? { authorization: `Bearer ${lokalerSchluessel}` } : {},
    });
    const fehler = r.errors + r.timeouts + r.non2xx;
    fehlerhaft += fehler;
    ergebnisse.push({ name: z.name, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99 });
    // netlify dev closes every connection after its answer; autocannon then counts a request as
    // sent that it writes again on the new connection, so answers are counted, not sends.
    console.log(`${z.name.padEnd(26)} p50 ${String(r.latency.p50).padStart(5)} ms  p90 ${String(r.latency.p90).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ${r['2xx'] + r.non2xx} Antworten, ${fehler} Fehler`);
  }
  const [s, d, rr] = ergebnisse;
  const v = (a: number, b: number) => (b > 0 ? (a / b).toFixed(1) : '∞');
  console.log(`Verhältnis p50: Datensatz/statisch ${v(d.p50, s.p50)}, Rechner/statisch ${v(rr.p50, s.p50)}, Rechner/Datensatz ${v(rr.p50, d.p50)}`);
  if (fehlerhaft) {
    console.error(`Lastlauf: ${fehlerhaft} Fehler (erlaubt: 0).`);
    process.exit(1);
  }
}
