// The calculators as one ES module for the edge gate (build/rechner.js): netlify/rechner.ts with
// its data, modules, wage tax programmes and libraries bundled by esbuild, because the edge
// runtime (Deno) takes neither the project's extensionless imports nor its npm packages offline.
// csv-stringify uses Node's Buffer, which the edge runtime provides as node:buffer.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { schreibe } from './datei';

export const RECHNERKERN = join('build', 'rechner.js');

const KOPF =
  '// Erzeugt von npm run build (generator/rechnerkern.ts) aus netlify/rechner.ts; nicht bearbeiten.\n' +
  'import { Buffer } from "node:buffer";';

// Size as written and as the edge bundle compresses it; both go to the build log and the bench.
export function schreibeRechnerkern(wurzel: string): { bytes: number; gzip: number } {
  const code = buildSync({
    entryPoints: [join(wurzel, 'netlify', 'rechner.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    banner: { js: KOPF },
    write: false,
    logLevel: 'error',
  }).outputFiles[0].text;
  const bytes = schreibe(join(wurzel, RECHNERKERN), code);
  return { bytes, gzip: gzipSync(code).length };
}
