// Netlify Function (modern style): every dynamic path under /v1 — the datasets and calculators
// under /v1/hr/*, /v1/aenderungen and /v1/export — and the JSON 404 for unknown paths. The
// public meta files (overview, catalog, status, OpenAPI) are static and excluded below.
import type { Config } from '@netlify/functions';
import { getStore } from '@netlify/blobs';
import { resolve } from 'node:path';
import daten from '../build/daten.json';
import { erstelleGateway } from '../src/api/gateway';
import type { Laufzeitdaten } from '../src/api/modell';
import { BlobSpeicher, DateiSpeicher, schluesselPruefer, type SchluesselSpeicher } from '../src/api/schluessel';
import { kontingent, kontingentAusUmgebung, ZaehlerBlobs, ZaehlerDatei, type ZaehlerSpeicher } from '../src/api/kontingent';

// Local development (netlify dev, context "dev") uses the key file written by npm run key:create;
// production uses the Netlify Blobs store "api-schluessel". The local files are named only through
// environment variables (netlify.toml, context dev): a path the bundler can read in the code
// becomes a watched file of the function, and netlify dev would reload the function (answering
// 500 meanwhile) each time a key or a quota count is written.
function lokaleDatei(name: string): string {
  const pfad = process.env[name];
  if (!pfad) throw new Error(`${name} fehlt (netlify.toml, [context.dev.environment]).`);
  return resolve(pfad);
}

function speicher(): SchluesselSpeicher {
  if (process.env.SCHLUESSEL_SPEICHER === 'datei') return new DateiSpeicher(lokaleDatei('SCHLUESSEL_DATEI'));
  return new BlobSpeicher(getStore({ name: 'api-schluessel', consistency: 'strong' }));
}

// Quota counters shared by all instances: a file in local development, Netlify Blobs otherwise.
function zaehler(): ZaehlerSpeicher {
  if (process.env.SCHLUESSEL_SPEICHER === 'datei') return new ZaehlerDatei(lokaleDatei('KONTINGENT_DATEI'));
  return new ZaehlerBlobs(getStore({ name: 'api-kontingent', consistency: 'strong' }));
}

const gateway = erstelleGateway({
  daten: daten as unknown as Laufzeitdaten,
  pruefeSchluessel: schluesselPruefer(speicher()),
  zaehle: kontingent({ ...kontingentAusUmgebung(process.env), speicher: zaehler() }),
  protokolliere: (meldung) => console.error(meldung),
});

// netlify dev retries every 404 as /path.html, .htm, /index.html and /index.htm to mimic the CDN's
// lookup of static files, and sends those retries to this function as well; answering a retry
// like the original path keeps the original 404 (kein_wert, say). Only in local development.
const DEV_ANHANG = /(?:\.html?|\/index\.html?)$/;

function ohneDevAnhang(req: Request): Request {
  const url = new URL(req.url);
  if (!DEV_ANHANG.test(url.pathname)) return req;
  url.pathname = url.pathname.replace(DEV_ANHANG, '');
  return new Request(url, req);
}

export default process.env.NETLIFY_DEV === 'true' ? (req: Request) => gateway(ohneDevAnhang(req)) : gateway;

export const config: Config = {
  path: ['/v1/*'],
  excludedPath: ['/v1', '/v1/', '/v1/datensaetze', '/v1/status', '/v1/openapi.json', '/v1/dokumentation', '/v1/dokumentation/*', '/v1/uebersicht.json', '/v1/datensaetze.json', '/v1/status.json'],
};
