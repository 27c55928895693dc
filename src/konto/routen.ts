// The account API's routes, in one table: method, path, whether a session is needed, the body
// schema, and the handler. api.ts dispatches through it; the account OpenAPI's path list can be
// read from it.
import type { z } from 'zod';
import { anmeldung, anmeldungsBeginn, registrierung, registrierungsBeginn } from './anmeldung';
import { json, type KoerperSchema, koerper, koerperNach } from './http';
import type { Kontext, Konto } from './kontext';
import { abmeldung, loescheKonto } from './loeschung';
import { passkeyBeginn, passkeyHinzu } from './passkeys';
import { SCHLUESSEL_ID, SCHLUESSEL_KOERPER, schluesselNeu, schluesselWiderruf } from './schluessel';
import { uebersicht } from './uebersicht';
import type { erstelleWebhookRouten } from './webhooks';
import { ANTWORT_KOERPER, OPTIONEN_KOERPER } from './zeremonie';

export interface Aufruf<K = unknown> {
  k: Kontext;
  req: Request;
  // The path parameter ({id}), if the path has one.
  id: string;
  koerper: K;
  // With a session: its account and the key of its blob.
  sitzung: { konto: Konto; key: string };
  webhooks: ReturnType<typeof erstelleWebhookRouten> | undefined;
}

export interface Route {
  methode: 'GET' | 'POST' | 'DELETE'; // GET also answers HEAD
  pfad: string; // OpenAPI form: /schluessel/{id}
  sitzung: boolean;
  koerper?: KoerperSchema;
  // The form of {id}; another value is an unknown path.
  id?: RegExp;
  bearbeite(a: Aufruf): Promise<Response>;
}

function route<S extends KoerperSchema | undefined>(r: {
  methode: Route['methode'];
  pfad: string;
  sitzung: boolean;
  koerper?: S;
  id?: RegExp;
  bearbeite(a: Aufruf<S extends KoerperSchema<infer T> ? z.infer<T> : undefined>): Promise<Response>;
}): Route {
  return r as Route;
}

export const ROUTEN: readonly Route[] = [
  route({
    methode: 'POST',
    pfad: '/registrierung/optionen',
    sitzung: false,
    koerper: OPTIONEN_KOERPER,
    bearbeite: ({ k, req }) => registrierungsBeginn(k, req),
  }),
  route({
    methode: 'POST',
    pfad: '/registrierung',
    sitzung: false,
    koerper: ANTWORT_KOERPER,
    bearbeite: ({ k, req, koerper }) => registrierung(k, req, koerper.antwort),
  }),
  route({
    methode: 'POST',
    pfad: '/anmeldung/optionen',
    sitzung: false,
    koerper: OPTIONEN_KOERPER,
    bearbeite: ({ k, req }) => anmeldungsBeginn(k, req),
  }),
  route({
    methode: 'POST',
    pfad: '/anmeldung',
    sitzung: false,
    koerper: ANTWORT_KOERPER,
    bearbeite: ({ k, req, koerper }) => anmeldung(k, req, koerper.antwort),
  }),
  route({
    methode: 'GET',
    pfad: '/konto',
    sitzung: true,
    bearbeite: async ({ k, sitzung }) => json(200, await uebersicht(k, sitzung.konto)),
  }),
  route({
    methode: 'POST',
    pfad: '/abmeldung',
    sitzung: true,
    bearbeite: ({ k, sitzung }) => abmeldung(k, sitzung.key),
  }),
  route({
    methode: 'POST',
    pfad: '/passkey/optionen',
    sitzung: true,
    koerper: OPTIONEN_KOERPER,
    bearbeite: async ({ k, req, sitzung }) => json(200, await passkeyBeginn(k, req, sitzung.konto)),
  }),
  route({
    methode: 'POST',
    pfad: '/passkey',
    sitzung: true,
    koerper: ANTWORT_KOERPER,
    bearbeite: async ({ k, req, sitzung, koerper }) => {
      await passkeyHinzu(k, req, sitzung.konto, koerper.antwort);
      return json(201, await uebersicht(k, sitzung.konto));
    },
  }),
  route({
    methode: 'POST',
    pfad: '/schluessel',
    sitzung: true,
    koerper: SCHLUESSEL_KOERPER,
    bearbeite: ({ k, sitzung, koerper }) => schluesselNeu(k, sitzung.konto, koerper.name),
  }),
  route({
    methode: 'DELETE',
    pfad: '/schluessel/{id}',
    sitzung: true,
    id: SCHLUESSEL_ID,
    bearbeite: async ({ k, sitzung, id }) => {
      await schluesselWiderruf(k, sitzung.konto, id);
      return json(200, await uebersicht(k, sitzung.konto));
    },
  }),
  route({
    methode: 'DELETE',
    pfad: '/konto',
    sitzung: true,
    bearbeite: ({ k, sitzung, webhooks }) => loescheKonto(k, sitzung.konto, sitzung.key, webhooks),
  }),
];

// The route for a method and path, with its {id}; null if none.
export function finde(methode: string, pfad: string): { route: Route; id: string } | null {
  const m = methode === 'HEAD' ? 'GET' : methode;
  for (const r of ROUTEN) {
    if (r.methode !== m) continue;
    const [vor, nach] = r.pfad.split('{id}');
    if (nach === undefined) {
      if (pfad === r.pfad) return { route: r, id: '' };
      continue;
    }
    if (!pfad.startsWith(vor) || !pfad.endsWith(nach)) continue;
    const id = pfad.slice(vor.length, pfad.length - nach.length);
    if (r.id?.test(id)) return { route: r, id };
  }
  return null;
}

// The body of a route: its schema, or none read.
export const leseKoerper = (r: Route, req: Request) => (r.koerper ? koerperNach(req, r.koerper) : undefined);
export { koerper };
