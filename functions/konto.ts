// Netlify Function: the caller's account under /konto/api/* (src/konto/api.ts). POST and DELETE
// are allowed here; /v1 stays GET-only behind the edge gate. Accounts, passkeys and sessions live
// in the Blobs store "konto"; keys in the gate's store "api-schluessel"; usage is read from the
// gate's counts in "api-kontingent"; webhooks in "webhooks" (src/konto/webhooks.ts). Under npm
// start, netlify dev serves the same stores locally.

import { getStore } from '@netlify/blobs';
import type { Config, Context } from '@netlify/functions';
import stand from '../build/aenderungen.json';
import { erstelleKontoApi } from '../src/konto/api';
import type { AenderungsStand } from '../src/konto/webhook-schema';

let api: ((req: Request) => Promise<Response>) | null = null;
// The caller's address per request (for the rate limit), without a module-wide "current request".
const adressen = new WeakMap<Request, string>();

// netlify dev retries every 404 and 403 as /path.html, .htm, /index.html and /index.htm (its
// imitation of the CDN's lookup of static files) and calls this function again for each; only
// the last answer reaches the client. Answering a retry like the original path keeps the
// original error, code and message. Only in local development (netlify/edge-functions/tor.ts
// does the same for the gate).
const DEV_ANHANG = /(?:\.html?|\/index\.html?)$/;

function ohneDevAnhang(req: Request, context: Context): Request {
  const url = new URL(req.url);
  if (context.deploy?.context !== 'dev' || !DEV_ANHANG.test(url.pathname)) return req;
  url.pathname = url.pathname.replace(DEV_ANHANG, '');
  return new Request(url, req);
}

export default async (eingang: Request, context: Context): Promise<Response> => {
  try {
    const req = ohneDevAnhang(eingang, context);
    adressen.set(req, context.ip);
    // Built on the first request: Blobs needs the request's environment.
    api ??= erstelleKontoApi({
      konten: getStore({ name: 'konto', consistency: 'strong' }),
      schluessel: getStore({ name: 'api-schluessel', consistency: 'strong' }),
      kontingent: getStore({ name: 'api-kontingent', consistency: 'strong' }),
      umgebung: (name) => process.env[name],
      ip: (r) => adressen.get(r) ?? 'unbekannt',
      webhooks: {
        ablage: getStore({ name: 'webhooks', consistency: 'strong' }),
        datensaetze: (stand as AenderungsStand).datensaetze,
        // Loopback and http targets only under netlify dev (npm start), never in production.
        lokal: context.deploy?.context === 'dev',
      },
    });
    return await api(req);
  } catch (f) {
    // Never the platform's error page with a stack trace and local paths.
    console.error(`Konto: ${(f as Error)?.message}`);
    return Response.json(
      { fehler: { code: 'interner_fehler', nachricht: 'Interner Fehler. Bitte später erneut versuchen.' } },
      { status: 500, headers: { 'cache-control': 'no-store' } },
    );
  }
};

export const config: Config = {
  path: ['/konto/api/*'],
};
