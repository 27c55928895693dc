// Soak test against the running local server (npm start), as .ci/run does right after the server
// came up: for DAUER seconds (default 180, past the gate's key cache of 30 s and its 60 s limit
// twice), 16 clients with three keys mixed over datasets, components, histories, CSV, iCalendar,
// the changelog and calculators (among them the payslip), and 4 more clients with invented keys
// (each a store lookup) in between. Every answer to a valid key must be 200; the invented keys
// must get 401. Prints the counts and p50/p99 per kind of path. Exits 1 on any other answer.
//   npx vite-node scripts/e2e-dauerlast.ts [-- https://localhost:8888]
import { randomBytes } from 'node:crypto';
import { perzentil } from '../bench/perzentil';
import { mitPruefziffern } from '../src/gemeinsam/schluesselformat';
import { neuerSchluessel } from './schluesselbefehl';

const BASIS = process.argv.find((a) => a.startsWith('https://')) ?? 'https://localhost:8888';
const DAUER = Number(process.env.DAUER ?? 180);
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the local self-signed certificate

// /v1/aenderungen needs no key (its answers name no value); the invented keys skip it.
const PFADE: [art: string, pfad: string][] = [
  ['Datensatz', '/v1/hr/mindestlohn?datum=2024-05-01'],
  ['Datensatz', '/v1/hr/beitragssaetze?datum=2026-02-01'],
  ['Datensatz', '/v1/hr/steuerfreie-betraege?datum=2025-07-01&bestandteil=sachbezugsfreigrenze'],
  ['Datensatz', '/v1/hr/sachbezugswerte?jahr=2025'],
  ['Verlauf', '/v1/hr/mindestlohn/verlauf'],
  ['Verlauf', '/v1/hr/beitragssaetze/verlauf?von=2020-01-01&bis=2024-12-31'],
  ['CSV', '/v1/hr/beitragssaetze/verlauf?format=csv&trennzeichen=semikolon'],
  ['CSV', '/v1/hr/rechengroessen?datum=2024-01-01&format=csv'],
  ['iCalendar', '/v1/hr/feiertage?jahr=2026&land=BY&format=ics'],
  ['Änderungen', '/v1/aenderungen?seit=2025-01-01'],
  ['Rechner', '/v1/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15'],
  ['Rechner', '/v1/hr/lohnsteuer?datum=2026-01-31&lzz=2&re4=500000&stkl=1&kvz=2.9&r=1'],
  ['Rechner', '/v1/hr/brutto-netto?datum=2026-03-15&brutto=3500&land=HE&kirchensteuer=true'],
  ['Rechner', '/v1/hr/pfaendungsfreigrenzen?datum=2025-08-01&netto=2500&unterhaltspflichten=1'],
  ['Rechner', '/v1/hr/netto-brutto?datum=2026-03-15&netto=2400&land=BY&steuerklasse=3'],
];

async function hole(pfad: string, key: string): Promise<{ status: number; ms: number }> {
  const t = performance.now();
  try {
    const r = await fetch(`${BASIS}${pfad}`, { headers: { authorization: `Bearer ${key}` } });
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - t };
  } catch {
    return { status: 599, ms: performance.now() - t };
  }
}

async function main(): Promise<void> {
  const schluessel = ['dauerlast-1', 'dauerlast-2', 'dauerlast-3'].map(
    (name) => neuerSchluessel(name, '--kontingent', '100000000').key,
  );
  const zeiten = new Map<string, number[]>();
  const gueltig = new Map<string, number>();
  const erfunden = new Map<string, number>();
  const abweichend: string[] = [];
  const ende = Date.now() + DAUER * 1000;
  await Promise.all([
    ...Array.from({ length: 16 }, async (_, c) => {
      for (let n = c; Date.now() < ende; n++) {
        const [art, pfad] = PFADE[n % PFADE.length];
        const r = await hole(pfad, schluessel[c % 3]);
        gueltig.set(String(r.status), (gueltig.get(String(r.status)) ?? 0) + 1);
        if (r.status !== 200) abweichend.push(`${r.status} ${pfad}`);
        else {
          const liste = zeiten.get(art) ?? [];
          liste.push(r.ms);
          zeiten.set(art, liste);
        }
      }
    }),
    ...Array.from({ length: 4 }, async (_, c) => {
      const geschuetzt = PFADE.filter(([art]) => art !== 'Änderungen');
      for (let n = c; Date.now() < ende; n++) {
        const r = await hole(
          geschuetzt[n % geschuetzt.length][1],
          mitPruefziffern(randomBytes(32).toString('base64url')),
        );
        erfunden.set(String(r.status), (erfunden.get(String(r.status)) ?? 0) + 1);
      }
    }),
  ]);
  console.log(`Dauerlast gegen ${BASIS}: ${DAUER} s, 16 Clients mit 3 Schlüsseln, 4 mit erfundenen Schlüsseln`);
  for (const [art, xs] of zeiten) {
    console.log(
      `${art.padEnd(11)} ${String(xs.length).padStart(6)} × 200  p50 ${perzentil(xs, 0.5).toFixed(1).padStart(6)} ms` +
        `  p99 ${perzentil(xs, 0.99).toFixed(1).padStart(7)} ms`,
    );
  }
  console.log(`gültige Schlüssel: ${JSON.stringify(Object.fromEntries(gueltig))}`);
  console.log(`erfundene Schlüssel: ${JSON.stringify(Object.fromEntries(erfunden))}`);
  const fehler: string[] = [];
  if (abweichend.length)
    fehler.push(
      `${abweichend.length} Antworten an gültige Schlüssel nicht 200, z. B. ${abweichend.slice(0, 5).join('; ')}`,
    );
  const nicht401 = [...erfunden].filter(([s]) => s !== '401');
  if (nicht401.length) fehler.push(`erfundene Schlüssel nicht nur 401: ${JSON.stringify(nicht401)}`);
  for (const f of fehler) console.error(`FEHL ${f}`);
  console.log(fehler.length ? 'Dauerlast fehlgeschlagen.' : 'Dauerlast bestanden.');
  process.exit(fehler.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
