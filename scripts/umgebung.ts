// In-process wiring for scripts, bench and tests: what the build hands the generator and the API
// besides data/: the modules (build/module.ts, discovered in src/datensaetze/) and the wage tax
// programmes (build/pap/). npm test builds first, so the tests run against exactly what the build
// generated.
import { join } from 'node:path';
import module from '../build/module.ts';
import { PAP_VERSIONEN } from '../build/pap/index.ts';
import { type Ergebnis, erzeuge, type Umgebung } from '../generator/erzeuge';
import { ladeDaten } from '../src/daten/laden';

export const UMGEBUNG: Umgebung = { module, pap: PAP_VERSIONEN };
export const DATEN = join(import.meta.dirname, '..', 'data');

// The generator's result for a data directory (data/ or a test's copy).
export function baue(verzeichnis = DATEN, umgebung: Umgebung = UMGEBUNG): Ergebnis {
  return erzeuge(ladeDaten(verzeichnis), umgebung);
}
