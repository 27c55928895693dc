// The edge gate (Deno, at Netlify's edge): the only entrance to /v1/hr/*, /v1/export and
// /v1/aenderungen, and the JSON 404 for every other path under /v1 that is not a static meta
// file. The gate itself is src/tor/; this file connects it to the platform: the key store and the
// quota shards in Netlify Blobs, the precomputed files through context.next() (a rewrite the
// client never sees, which does not run edge functions again, so the blocker on the file prefix
// stays out of the way), and the calculators, which run here in the same call (build/rechner.js,
// bundled from netlify/rechner.ts by npm run build).

import { getStore } from '@netlify/blobs';
import type { Config, Context } from '@netlify/edge-functions';
import { rechner } from '../../build/rechner.js';
import tabelle from '../../build/routen.ts';
import { erstelleKontingent, type Kontingent, kontingentAusUmgebung } from '../../src/tor/kontingent.ts';
import { fehlerAntwort } from '../../src/tor/kopf.ts';
import { feed } from '../../src/tor/route.ts';
import { type Pruefer, speicherPruefer } from '../../src/tor/schluessel.ts';
import { erstelleTor } from '../../src/tor/tor.ts';
import { ApiFehler } from '../../src/vertrag/fehler.ts';
import type { SchluesselEintrag } from '../../src/vertrag/schluessel.ts';

interface Anfrage {
  url: URL;
  ctx: Context;
  // netlify dev's repeat of a 404 with .html and the like (ohneDevAnhang).
  wiederholung: boolean;
}

const protokolliere = (meldung: string) => console.error(meldung);

// Built on the first request (Blobs needs the request's environment, netlify/blobs#175) and kept
// for the life of the instance: the key cache and the quota counts are per instance.
let tor: ((req: Request, a: Anfrage) => Promise<Response>) | null = null;
let kontingent: Kontingent | null = null;
let pruefer: Pruefer | null = null;

function aufbau(): (req: Request, a: Anfrage) => Promise<Response> {
  const schluessel = getStore({ name: 'api-schluessel', consistency: 'strong' });
  kontingent = erstelleKontingent({
    ...kontingentAusUmgebung((name) => Netlify.env.get(name)),
    ablage: getStore({ name: 'api-kontingent', consistency: 'strong' }),
    protokolliere,
  });
  pruefer = speicherPruefer(
    async (hash) => (await schluessel.get(hash, { type: 'json' })) as SchluesselEintrag | null,
    { protokolliere },
  );
  return erstelleTor<Anfrage>({
    tabelle,
    pruefeSchluessel: pruefer,
    zaehle: kontingent.zaehle,
    holeDatei: (datei, a) => a.ctx.next(new Request(new URL(`${tabelle.praefix}/${datei}`, a.url))),
    rufeRechner: (_req, heute, a, koerper) => rechner(a.url.pathname.split('/')[3], a.url.search, heute, koerper),
    wiederholung: (a) => a.wiederholung,
    protokolliere,
  });
}

// netlify dev retries every 404 as /path.html, .htm, /index.html and /index.htm to mimic the CDN's
// lookup of static files, and runs the gate for each retry; answering a retry like the original
// path keeps the original 404 (kein_wert, say), and not counting it keeps the quota at one per
// request. Only in local development.
const DEV_ANHANG = /(?:\.html?|\/index\.html?)$/;

function ohneDevAnhang(req: Request, ctx: Context): { req: Request; wiederholung: boolean } {
  const url = new URL(req.url);
  if (ctx.deploy?.context !== 'dev' || !DEV_ANHANG.test(url.pathname)) return { req, wiederholung: false };
  url.pathname = url.pathname.replace(DEV_ANHANG, '');
  return { req: new Request(url, req), wiederholung: true };
}

export default async (eingang: Request, ctx: Context): Promise<Response> => {
  try {
    tor ??= aufbau();
    const { req, wiederholung } = ohneDevAnhang(eingang, ctx);
    const url = new URL(req.url);
    const f = feed(tabelle, url.pathname);
    if (f === 'datei') return ctx.next();
    if (f) return fehlerAntwort(req, f);
    const antwort = await tor(req, { url, ctx, wiederholung });
    // Work after the answer: the quota round and key lookups that refresh an answer the gate
    // gave from its cache.
    for (const p of [kontingent?.abgleich(), pruefer?.hintergrund?.()]) if (p) ctx.waitUntil(p);
    return antwort;
  } catch (f) {
    // The gate turns its own errors into answers; this is for anything around it. An error
    // escaping here would become the platform's page with a stack trace and local paths.
    protokolliere(`Tor: ${(f as Error)?.message}`);
    return fehlerAntwort(
      eingang,
      new ApiFehler('interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.'),
    );
  }
};

export const config: Config = {
  path: '/v1/*',
  // The static meta files and the documentation page need no gate (netlify.toml, public/v1/).
  excludedPath: [
    '/v1',
    '/v1/',
    '/v1/datensaetze',
    '/v1/status',
    '/v1/openapi.json',
    '/v1/dokumentation',
    '/v1/dokumentation/*',
    '/v1/uebersicht.json',
    '/v1/datensaetze.json',
    '/v1/status.json',
    // The changelog as an Atom feed: a static file without a key, like /v1/aenderungen
    // (generator/feed.ts). The per-dataset feeds pass the gate, which knows the dataset ids (feed).
    '/v1/aenderungen.atom',
  ],
  // Netlify's per-IP limit in front of the gate (docs/BETRIEB.md): floods of invented keys end
  // here before any key check. Not enforced by netlify dev.
  rateLimit: { windowLimit: 1200, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
