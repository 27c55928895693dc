// Discovers the modules: every file src/datensaetze/<id>.ts is the module of the dataset <id>
// (data/<id>.yaml) and default-exports it. No list is kept by hand: the build writes the index
// build/module.ts from the directory, and the calculator function and the tests import that.
import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Modul, Module } from '../src/vertrag/modul';

export const MODULVERZEICHNIS = join(import.meta.dirname, '..', 'src', 'datensaetze');

// Module files by dataset id, in id order.
export function moduldateien(verzeichnis = MODULVERZEICHNIS): Map<string, string> {
  return new Map(
    readdirSync(verzeichnis)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => [basename(f, '.ts'), join(verzeichnis, f)]),
  );
}

const ARTEN = new Set(['bestandteile', 'spezial', 'rechner']);

// Imports every module of a directory (the recipe tests pass a copy with one more).
export async function ladeModule(verzeichnis = MODULVERZEICHNIS): Promise<Module> {
  const module: Record<string, Modul> = {};
  for (const [id, datei] of moduldateien(verzeichnis)) {
    const m = (await import(pathToFileURL(datei).href)).default as Modul | undefined;
    if (!m || !ARTEN.has(m.art))
      throw new Error(
        `${relative(process.cwd(), datei)}: exportiert kein Modul (export default datensatzModul(...), ` +
          `spezialModul(...) oder rechnerModul(...) aus src/vertrag/modul.ts)`,
      );
    module[id] = m;
  }
  return module;
}

// The index module the entry points import (build/module.ts), from the same directory listing.
export function modulIndex(ziel: string, verzeichnis = MODULVERZEICHNIS): string {
  const dateien = [...moduldateien(verzeichnis)];
  const name = (i: number) => `m${i}`;
  const pfad = (datei: string) => relative(ziel, datei).replace(/\\/g, '/');
  return (
    '// Erzeugt von npm run build (generator/module.ts) aus src/datensaetze/; nicht bearbeiten.\n' +
    "import type { Module } from '../src/vertrag/modul.ts';\n" +
    dateien.map(([, datei], i) => `import ${name(i)} from '${pfad(datei)}';\n`).join('') +
    '\nconst module: Module = {\n' +
    dateien.map(([id], i) => `  ${JSON.stringify(id)}: ${name(i)},\n`).join('') +
    '};\nexport default module;\n'
  );
}
