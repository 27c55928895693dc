// In-process wiring for scripts, bench and tests: what the build hands the generator and the API
// besides data/: the modules (build/module.ts, discovered in src/datensaetze/) and the wage tax
// programmes (build/pap/). npm test builds first, so the tests run against exactly what the build
// generated.
import { join } from 'node:path';
import module from '../build/module.ts';
import { PAP_VERSIONEN } from '../build/pap/index.ts';
import { type Ergebnis, erzeuge, type Umgebung } from '../generator/erzeuge';
import { liesZwischenstand } from '../generator/zwischenstand';
import { ladeDaten } from '../src/daten/laden';

export const UMGEBUNG: Umgebung = { module, pap: PAP_VERSIONEN };
const WURZEL = join(import.meta.dirname, '..');
export const DATEN = join(WURZEL, 'data');

// The generator's result for a data directory (data/ or a test's copy). For data/ with the
// build's modules, the result npm run build kept, while data/, src/ and generator/ are unchanged
// since (generator/zwischenstand.ts); otherwise computed.
export function baue(verzeichnis = DATEN, umgebung: Umgebung = UMGEBUNG): Ergebnis {
  if (verzeichnis === DATEN && umgebung === UMGEBUNG) {
    const gebaut = liesZwischenstand(WURZEL);
    if (gebaut) return gebaut;
  }
  return erzeuge(ladeDaten(verzeichnis), umgebung);
}
