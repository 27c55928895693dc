// Netlify Function: the caller's account under /konto/api/* (src/konto/api.ts). POST and DELETE
// are allowed here; /v1 stays GET-only behind the edge gate. Accounts, passkeys and sessions live
// in the Blobs store "konto"; keys in the gate's store "api-schluessel"; usage is read from the
// gate's counts in "api-kontingent". Under npm start, netlify dev serves the same stores locally.

import { getStore } from '@netlify/blobs';
import type { Config, Context } from '@netlify/functions';
import { erstelleKontoApi } from '../src/konto/api';

let api: ((req: Request) => Promise<Response>) | null = null;
// The caller's address per request (for the rate limit), without a module-wide "current request".
const adressen = new WeakMap<Request, string>();

export default async (req: Request, context: Context): Promise<Response> => {
  adressen.set(req, context.ip);
  // Built on the first request: Blobs needs the request's environment.
  api ??= erstelleKontoApi({
    konten: getStore({ name: 'konto', consistency: 'strong' }),
    schluessel: getStore({ name: 'api-schluessel', consistency: 'strong' }),
    kontingent: getStore({ name: 'api-kontingent', consistency: 'strong' }),
    umgebung: (name) => process.env[name],
    ip: (r) => adressen.get(r) ?? 'unbekannt',
  });
  return api(req);
};

export const config: Config = {
  path: ['/konto/api/*'],
};
