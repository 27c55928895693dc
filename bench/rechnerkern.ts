// The calculators as the edge gate runs them (build/rechner.js, one ES module): the edge limits
// are bundle size and CPU time per request (Netlify: 20 MB compressed, 50 ms CPU). Printed: the
// edge functions as Netlify's own bundler packs them for a deploy (an eszip, plain and
// gzip-compressed; offline with the import map of netlify dev), the calculators' module in it; the
// time to load that module in a fresh Deno (the edge runtime); and per calculator the time of one
// request (its example, scripts/rechnerfaelle.ts) in process, median and slowest of 30 after a
// warm-up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundle } from '@netlify/edge-bundler';
import { rechnerfaelle } from '../scripts/rechnerfaelle';
import { UMGEBUNG } from '../scripts/umgebung';
import type { Rechner } from '../src/api/rechner';
import type { Laufzeitdaten } from '../src/vertrag/modell';
import { perzentil } from './perzentil';

const WURZEL = join(import.meta.dirname, '..');
const KERN = join(WURZEL, 'build', 'rechner.js');

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

export async function rechnerkernMessung(): Promise<void> {
  const ziel = mkdtempSync(join(tmpdir(), 'edge-buendel-'));
  try {
    await bundle([join(WURZEL, 'netlify', 'edge-functions')], ziel, [], {
      basePath: WURZEL,
      importMapPaths: [join(WURZEL, 'netlify', 'entwicklung', 'import-map.json')],
    });
    const eszip = readdirSync(ziel).find((n) => n.endsWith('.eszip'));
    const bytes = eszip ? readFileSync(join(ziel, eszip)) : Buffer.alloc(0);
    console.log(
      `\nEdge-Bündel (Tor und Sperre, @netlify/edge-bundler): ${kib(bytes.length)}, gzip ${kib(gzipSync(bytes).length)} ` +
        '(Grenze der Edge-Functions: 20 MB komprimiert)',
    );
  } finally {
    rmSync(ziel, { recursive: true, force: true });
  }
  const code = readFileSync(KERN);
  console.log(`darin der Rechnerkern build/rechner.js: ${kib(code.length)}, gzip ${kib(gzipSync(code).length)}`);
  const deno = join(WURZEL, 'node_modules', '.bin', 'deno');
  const laden = execFileSync(
    deno,
    [
      'eval',
      `const t = performance.now(); await import(${JSON.stringify(`file://${KERN}`)}); console.log(performance.now() - t);`,
    ],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  console.log(`Laden in einem frischen Deno (Kaltstart des Tors): ${Number(laden).toFixed(0)} ms`);

  const { rechner } = (await import(KERN)) as { rechner: Rechner };
  const daten = JSON.parse(readFileSync(join(WURZEL, 'build', 'rechner.json'), 'utf8')) as Laufzeitdaten;
  const heute = '2026-03-10';
  const faelle = rechnerfaelle(daten, UMGEBUNG).filter((f) => f.art === 'beispiel');
  const zeilen: [string, number, number][] = [];
  for (const f of faelle) {
    for (let i = 0; i < 5; i++) await (await rechner(f.id, f.suche, heute)).arrayBuffer();
    const zeiten: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await (await rechner(f.id, f.suche, heute)).arrayBuffer();
      zeiten.push(performance.now() - t);
    }
    zeilen.push([f.id, perzentil(zeiten, 0.5), perzentil(zeiten, 1)]);
  }
  zeilen.sort((a, b) => b[2] - a[2]);
  console.log('Zeit je Anfrage im Rechnerkern (Beispiel des Rechners, Median / langsamste von 30; Grenze 50 ms CPU):');
  for (const [id, median, max] of zeilen)
    console.log(`  ${id.padEnd(30)} ${median.toFixed(2).padStart(7)} ms ${max.toFixed(2).padStart(8)} ms`);
}
