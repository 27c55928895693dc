// The hand-over from the gate to the calculator function: a GET to the function's own path with
// the day the gate took as today and the per-build secret (build/routen.ts), which the function
// checks (api/rechnerfunktion.ts). The gate builds the request from scratch, so nothing a client
// sent besides path and query reaches the function.
export const RECHNER_PFAD = '/_rechner';
export const KOPF_GEHEIMNIS = 'x-hr-tor-geheimnis';
export const KOPF_HEUTE = 'x-hr-tor-heute';

export function anRechner(req: Request, datensatz: string, heute: string, geheimnis: string): Request {
  const url = new URL(req.url);
  const ziel = new URL(`${RECHNER_PFAD}/${datensatz}${url.search}`, url);
  return new Request(ziel, { method: 'GET', headers: { [KOPF_GEHEIMNIS]: geheimnis, [KOPF_HEUTE]: heute } });
}
