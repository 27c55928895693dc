// The whole API behind a real local socket for the client packages' tests: the in-process gateway
// on the real data with a key in the house format (src/api/schluessel.ts), and the meta files the
// CDN serves (public/v1/*.json, written by npm run build) under their paths.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Handler, type LaufenderServer, starteServer } from '../../scripts/server';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleGateway } from '../../src/api/gateway';
import { erstelle, SchluesselImSpeicher } from '../../src/api/schluessel';
import { erstelleKontingent } from '../../src/tor/kontingent';
import { speicherPruefer } from '../../src/tor/schluessel';

export const WURZEL = join(import.meta.dirname, '..', '..');
const { laufzeit } = baue();

export interface TestApi extends LaufenderServer {
  schluessel: string;
  anfragen: { pfad: string; status: number; ifNoneMatch: string | null }[];
}

const META: Record<string, string> = {
  '/v1': 'uebersicht.json',
  '/v1/datensaetze': 'datensaetze.json',
  '/v1/status': 'status.json',
  '/v1/openapi.json': 'openapi.json',
};

export async function starteApi(
  vorher?: (...a: Parameters<Handler>) => Promise<Response | null | undefined>,
  tls?: { key: string; cert: string },
): Promise<TestApi> {
  const speicher = new SchluesselImSpeicher();
  const { schluessel } = await erstelle(speicher, 'clients');
  const gateway = erstelleGateway({
    ...UMGEBUNG,
    daten: laufzeit,
    pruefeSchluessel: speicherPruefer((hash) => speicher.finde(hash)),
    zaehle: erstelleKontingent({ anfragen: 1e9, fensterSekunden: 60 }).zaehle,
    jetzt: () => new Date('2026-03-10T12:00:00Z'),
  });
  const anfragen: TestApi['anfragen'] = [];
  const server = await starteServer(async (req, roh) => {
    const eigen = vorher ? await vorher(req, roh) : undefined;
    if (eigen !== undefined) return eigen;
    const pfad = new URL(req.url).pathname;
    const datei = META[pfad];
    const antwort = datei
      ? new Response(readFileSync(join(WURZEL, 'public', 'v1', datei)), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      : await gateway(req);
    anfragen.push({
      pfad: new URL(req.url).pathname + new URL(req.url).search,
      status: antwort.status,
      ifNoneMatch: req.headers.get('if-none-match'),
    });
    return antwort;
  }, tls);
  return { ...server, schluessel, anfragen };
}
