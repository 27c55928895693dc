// npm run bench: in-process throughput of the gateway against a baseline handler that returns the
// same precomputed bytes without any check (goal: the gateway keeps at least half of the
// baseline's throughput), plus build time and output size. Figures are printed, never asserted.
import { readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ladeDaten } from '../src/daten/laden';
import { erzeuge } from '../generator/erzeuge';
import { erstelleGateway } from '../src/api/gateway';
import { kontingent } from '../src/api/kontingent';
import { erstelle, schluesselPruefer, type SchluesselEintrag, type SchluesselSpeicher } from '../src/api/schluessel';
import type { Laufzeitdaten } from '../src/api/modell';

const WURZEL = join(import.meta.dirname, '..');

class Speicher implements SchluesselSpeicher {
  m = new Map<string, SchluesselEintrag>();
  async finde(h: string) { return this.m.get(h) ?? null; }
  async alle() { return [...this.m.values()]; }
  async speichere(e: SchluesselEintrag) { this.m.set(e.hash, e); }
}

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

const daten = JSON.parse(readFileSync(join(WURZEL, 'build', 'daten.json'), 'utf8')) as Laufzeitdaten;
const speicher = new Speicher();
const { schluessel } = await erstelle(speicher, 'bench');
const gateway = erstelleGateway({ daten, pruefeSchluessel: schluesselPruefer(speicher), zaehle: kontingent({ anfragen: 1e12, fensterSekunden: 3600 }) });

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
