// npm run build: validates data/, precomputes every answer and writes
//   build/daten.json          what the gateway function looks up (bundled into it)
//   build/api-typen.ts        TypeScript types of the API for the typed client (src/client/)
//   public/v1/*.json          the public meta files the CDN serves (overview, catalog, status, OpenAPI)
//   public/v1/dokumentation/  the documentation page with the bundled Swagger UI
// A bad data file stops the build with a message naming file, dataset and field.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Objekt } from '../src/api/modell';
import { ladeDaten, DatenFehler, type GeladenerDatensatz } from '../src/daten/laden';
import { erzeuge, type Ergebnis } from './erzeuge';
import { schreibeDokumentation } from './dokumentation';
import openapiTS, { astToString } from 'openapi-typescript';

const WURZEL = join(import.meta.dirname, '..');

function schreibe(datei: string, inhalt: string): number {
  mkdirSync(dirname(datei), { recursive: true });
  writeFileSync(datei, inhalt);
  return Buffer.byteLength(inhalt);
}

async function main(): Promise<void> {
  const beginn = performance.now();
  let quellen: GeladenerDatensatz[];
  let ergebnis: Ergebnis;
  try {
    quellen = ladeDaten(join(WURZEL, 'data'));
    ergebnis = erzeuge(quellen);
  } catch (e) {
    if (e instanceof DatenFehler) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  let bytes = schreibe(join(WURZEL, 'build', 'daten.json'), JSON.stringify(ergebnis.laufzeit));
  for (const [name, inhalt] of Object.entries(ergebnis.oeffentlich)) bytes += schreibe(join(WURZEL, 'public', 'v1', name), JSON.stringify(inhalt));
  // TypeScript types of every path for the typed client (src/client/), from the same document.
  const typen = astToString(await openapiTS(ergebnis.oeffentlich['openapi.json'] as never));
  bytes += schreibe(join(WURZEL, 'build', 'api-typen.ts'), `// Erzeugt von npm run build aus public/v1/openapi.json (openapi-typescript); nicht bearbeiten.\n${typen}`);
  bytes += schreibeDokumentation(join(WURZEL, 'public', 'v1', 'dokumentation'), ergebnis.oeffentlich['openapi.json'] as Objekt);
  const perioden = Object.values(ergebnis.laufzeit.datensaetze).reduce((n, d) => n + d.perioden.length, 0);
  console.log(`build: ${quellen.length} Datensätze, ${perioden} Gültigkeitszeiträume, ${(bytes / 1024).toFixed(0)} KiB in ${(performance.now() - beginn).toFixed(0)} ms`);
}

await main();
