// The generator's result for data/ as npm run build computed it, kept in build/ergebnis.json, so
// tests, scripts and benchmarks in process (scripts/umgebung.ts) reuse the build instead of each
// computing it again (about 0.6 s per test file). It counts only while nothing it derives from has
// changed: a fingerprint over the contents of data/, src/ and generator/; otherwise null.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Ergebnis } from './erzeuge';

function dateien(verzeichnis: string): string[] {
  return readdirSync(verzeichnis, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export function fingerabdruck(wurzel: string): string {
  const h = createHash('sha256');
  for (const teil of ['data', 'src', 'generator'])
    for (const datei of dateien(join(wurzel, teil)))
      h.update(relative(wurzel, datei)).update('\0').update(readFileSync(datei));
  return h.digest('hex');
}

const datei = (wurzel: string) => join(wurzel, 'build', 'ergebnis.json');

export function schreibeZwischenstand(wurzel: string, ergebnis: Ergebnis): number {
  const text = JSON.stringify({ fingerabdruck: fingerabdruck(wurzel), ergebnis });
  writeFileSync(datei(wurzel), text);
  return Buffer.byteLength(text);
}

export function liesZwischenstand(wurzel: string): Ergebnis | null {
  if (!existsSync(datei(wurzel))) return null;
  const gespeichert = JSON.parse(readFileSync(datei(wurzel), 'utf8')) as { fingerabdruck: string; ergebnis: Ergebnis };
  return gespeichert.fingerabdruck === fingerabdruck(wurzel) ? gespeichert.ergebnis : null;
}
