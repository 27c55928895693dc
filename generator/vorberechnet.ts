// The precomputed files of earlier builds under public/_vorberechnet/<präfix>/: a build keeps the
// directory of the build before it and removes all others. A server that runs during the build
// (npm start) keeps answering from the previous files until its gate has reloaded the new table
// (build/routen.ts); removing them first gave 7 to 10 s of 500s. Production deploys start from a
// clean checkout, so there is only ever one directory there.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// The prefix the previous build wrote into build/manifest.json ("/_vorberechnet/<hex>"), if any.
export function vorigerPraefix(manifest: string): string | null {
  if (!existsSync(manifest)) return null;
  try {
    const { praefix } = JSON.parse(readFileSync(manifest, 'utf8')) as { praefix?: unknown };
    return typeof praefix === 'string' && /^\/_vorberechnet\/[0-9a-f]{32}$/.test(praefix) ? praefix : null;
  } catch {
    return null;
  }
}

// Removes every build directory in `verzeichnis` except the one of `behalten` ("/_vorberechnet/<hex>").
export function raeumeAuf(verzeichnis: string, behalten: string | null): string[] {
  if (!existsSync(verzeichnis)) return [];
  const bleibt = behalten?.split('/').at(-1);
  const weg = readdirSync(verzeichnis).filter((name) => name !== bleibt);
  for (const name of weg) rmSync(join(verzeichnis, name), { recursive: true, force: true });
  return weg;
}
