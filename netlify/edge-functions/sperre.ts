// No side door: the precomputed files answer only through the gate. A request for their own paths
// gets the API's 404, whether or not it guessed the per-build prefix. The gate reaches them with
// context.next(), which does not run edge functions again.
import type { Config } from '@netlify/edge-functions';
import { fehlerAntwort } from '../../src/tor/kopf.ts';
import { ApiFehler } from '../../src/vertrag/fehler.ts';

export default (req: Request): Response =>
  fehlerAntwort(
    req,
    new ApiFehler('nicht_gefunden', 'Diesen Pfad gibt es nicht. Verzeichnis aller Datensätze: /v1/datensaetze.'),
  );

export const config: Config = {
  path: ['/_vorberechnet/*'],
};
