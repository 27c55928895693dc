// Netlify Function: the calculators and the request-dependent fields (netto, grundlohn_stunde,
// ...), the only answers the build cannot precompute. Reached only through the edge gate
// (netlify/edge-functions/tor.ts), which checks key, quota and parameters first and sends the
// per-build secret; without it the function answers 404 (src/api/rechnerfunktion.ts). Its bundle
// carries only the data of the datasets with a module in src/rechner/ (build/rechner.json).
import type { Config } from '@netlify/functions';
import rechner from '../build/rechner.json';
import { erstelleRechnerFunktion } from '../src/api/rechnerfunktion';
import { ERWEITERUNGEN } from '../src/rechner';
import type { Laufzeitdaten } from '../src/vertrag/modell';

const { daten, geheimnis } = rechner as { daten: Laufzeitdaten; geheimnis: string };

export default erstelleRechnerFunktion({
  daten,
  rechner: ERWEITERUNGEN,
  geheimnis,
  protokolliere: (meldung) => console.error(meldung),
});

export const config: Config = {
  path: ['/_rechner/*'],
};
