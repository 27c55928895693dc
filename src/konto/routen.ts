// The account API's routes, in one table: method, path, whether a session is needed, the body
// schema, and the handler. api.ts dispatches through it; the account OpenAPI's path list can be
// read from it.
import type { z } from 'zod';
import { anmeldung, anmeldungsBeginn, registrierung, registrierungsBeginn } from './anmeldung';
import { json } from './http';
import { type KoerperSchema, koerperNach } from './koerper';
import type { Kontext, Konto } from './kontext';
import { abmeldung, loescheKonto } from './loeschung';
import { passkeyBeginn, passkeyHinzu } from './passkeys';
import { SCHLUESSEL_ID, SCHLUESSEL_KOERPER, schluesselNeu, schluesselWiderruf } from './schluessel';
import { uebersicht } from './uebersicht';
import { MAX_WEBHOOKS } from './webhook-schema';
import type { erstelleWebhookRouten } from './webhooks';
import { WEBHOOK_KOERPER } from './webhooks';
import { ANTWORT_KOERPER, LEERER_KOERPER } from './zeremonie';

export interface Aufruf<K = unknown> {
  k: Kontext;
  req: Request;
  // The path parameter ({id}), if the path has one.
  id: string;
  koerper: K;
  // With a session: its account and the key of its blob.
  sitzung: { konto: Konto; key: string };
  webhooks: Webhooks;
}
type Webhooks = ReturnType<typeof erstelleWebhookRouten>;

// The error statuses an operation may answer (their descriptions: generator/openapi.ts).
export type FehlerStatus = '400' | '401' | '403' | '404' | '409' | '413' | '415' | '429' | '503';

// What the account OpenAPI says about a route (generator/openapi.ts kontoOpenapi).
export interface Doku {
  operationId: string;
  summary: string;
  description: string;
  tag?: 'Webhooks';
  // The success: status, description, the component schema of its body (none: no body), whether
  // it sets the session cookie.
  erfolg: { status: '200' | '201' | '204'; beschreibung: string; schema?: string; cookie?: boolean };
  fehler: FehlerStatus[];
  // The path parameter {id}: what it names, its form and an example.
  id?: { beschreibung: string; muster: string; beispiel: string };
}

export interface Route {
  methode: 'GET' | 'POST' | 'DELETE'; // GET also answers HEAD
  pfad: string; // OpenAPI form: /schluessel/{id}
  sitzung: boolean;
  // Only when the service has webhooks (deps.webhooks); else an unknown path.
  webhooks?: true;
  koerper?: KoerperSchema;
  // The form of {id}; another value is an unknown path.
  id?: RegExp;
  doku: Doku;
  bearbeite(a: Aufruf): Promise<Response>;
}

function route<S extends KoerperSchema | undefined>(
  r: Omit<Route, 'koerper' | 'bearbeite'> & {
    koerper?: S;
    bearbeite(a: Aufruf<S extends KoerperSchema<infer T> ? z.infer<T> : undefined>): Promise<Response>;
  },
): Route {
  return r as Route;
}

const WEBHOOK_ID_DOKU = {
  beschreibung: 'Kennung des Webhooks (w_…).',
  muster: '^w_[0-9a-f]{16}$',
  beispiel: 'w_0123456789abcdef',
};
const IRGENDEINE_ID = /^[^/]+$/; // checked by the webhook operations (404 for a wrong form)

export const ROUTEN: readonly Route[] = [
  route({
    methode: 'POST',
    pfad: '/registrierung/optionen',
    sitzung: false,
    koerper: LEERER_KOERPER,
    doku: {
      operationId: 'registrierung_optionen',
      summary: 'Registrierung beginnen',
      description:
        'WebAuthn-Optionen für einen neuen Passkey (PublicKeyCredentialCreationOptionsJSON); die Challenge gilt 5 ' +
        'Minuten und einmal. Begrenzt je Adresse (KONTO_LIMIT_REGISTRIERUNG, Standard 10 je Stunde).',
      erfolg: { status: '200', beschreibung: 'Optionen für navigator.credentials.create', schema: 'WebAuthnOptionen' },
      fehler: ['403', '413', '415', '429'],
    },
    bearbeite: ({ k, req }) => registrierungsBeginn(k, req),
  }),
  route({
    methode: 'POST',
    pfad: '/registrierung',
    sitzung: false,
    koerper: ANTWORT_KOERPER,
    doku: {
      operationId: 'registrierung',
      summary: 'Konto mit Passkey anlegen',
      description: 'Prüft die Antwort des Passkeys und legt das Konto an; meldet an.',
      erfolg: { status: '201', beschreibung: 'Konto angelegt, angemeldet', schema: 'KontoUebersicht', cookie: true },
      fehler: ['400', '403', '409', '413', '415'],
    },
    bearbeite: ({ k, req, koerper }) => registrierung(k, req, koerper.antwort),
  }),
  route({
    methode: 'POST',
    pfad: '/anmeldung/optionen',
    sitzung: false,
    koerper: LEERER_KOERPER,
    doku: {
      operationId: 'anmeldung_optionen',
      summary: 'Anmeldung beginnen',
      description:
        'WebAuthn-Optionen für die Anmeldung mit einem auffindbaren Passkey (ohne Benutzernamen). Begrenzt je ' +
        'Adresse (KONTO_LIMIT_ANMELDUNG, Standard 60 je Stunde).',
      erfolg: { status: '200', beschreibung: 'Optionen für navigator.credentials.get', schema: 'WebAuthnOptionen' },
      fehler: ['403', '413', '415', '429'],
    },
    bearbeite: ({ k, req }) => anmeldungsBeginn(k, req),
  }),
  route({
    methode: 'POST',
    pfad: '/anmeldung',
    sitzung: false,
    koerper: ANTWORT_KOERPER,
    doku: {
      operationId: 'anmeldung',
      summary: 'Mit Passkey anmelden',
      description: 'Prüft die Signatur des Passkeys und setzt das Sitzungs-Cookie.',
      erfolg: { status: '200', beschreibung: 'Angemeldet', schema: 'KontoUebersicht', cookie: true },
      fehler: ['400', '403', '413', '415'],
    },
    bearbeite: ({ k, req, koerper }) => anmeldung(k, req, koerper.antwort),
  }),
  route({
    methode: 'GET',
    pfad: '/konto',
    sitzung: true,
    doku: {
      operationId: 'konto',
      summary: 'Konto, Schlüssel und Nutzung',
      description:
        'Passkeys, Schlüssel (nie die Schlüssel selbst) und je Schlüssel die Anfragen im laufenden ' +
        'Kontingentfenster.',
      erfolg: { status: '200', beschreibung: 'Übersicht', schema: 'KontoUebersicht' },
      fehler: ['401'],
    },
    bearbeite: async ({ k, sitzung }) => json(200, await uebersicht(k, sitzung.konto)),
  }),
  route({
    methode: 'POST',
    pfad: '/abmeldung',
    sitzung: true,
    doku: {
      operationId: 'abmeldung',
      summary: 'Abmelden',
      description: 'Beendet die Sitzung.',
      erfolg: { status: '204', beschreibung: 'Abgemeldet; das Cookie wird gelöscht.' },
      fehler: ['401', '403'],
    },
    bearbeite: ({ k, sitzung }) => abmeldung(k, sitzung.key),
  }),
  route({
    methode: 'POST',
    pfad: '/passkey/optionen',
    sitzung: true,
    koerper: LEERER_KOERPER,
    doku: {
      operationId: 'passkey_optionen',
      summary: 'Weiteren Passkey beginnen',
      description: 'WebAuthn-Optionen für einen weiteren Passkey desselben Kontos.',
      erfolg: { status: '200', beschreibung: 'Optionen für navigator.credentials.create', schema: 'WebAuthnOptionen' },
      fehler: ['401', '403', '409', '413', '415'],
    },
    bearbeite: async ({ k, req, sitzung }) => json(200, await passkeyBeginn(k, req, sitzung.konto)),
  }),
  route({
    methode: 'POST',
    pfad: '/passkey',
    sitzung: true,
    koerper: ANTWORT_KOERPER,
    doku: {
      operationId: 'passkey',
      summary: 'Weiteren Passkey hinzufügen',
      description: 'Prüft die Antwort des Passkeys und fügt ihn dem Konto hinzu.',
      erfolg: { status: '201', beschreibung: 'Hinzugefügt', schema: 'KontoUebersicht' },
      fehler: ['400', '401', '403', '409', '413', '415', '503'],
    },
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
    doku: {
      operationId: 'schluessel_erstellen',
      summary: 'API-Schlüssel erstellen',
      description:
        'Erstellt einen benannten Schlüssel mit dem Freikontingent (KONTO_KONTINGENT Anfragen je ' +
        'Kontingentfenster, Standard 1 000). Der Schlüssel steht nur in dieser Antwort.',
      erfolg: { status: '201', beschreibung: 'Erstellt', schema: 'NeuerSchluessel' },
      fehler: ['400', '401', '403', '409', '413', '415', '503'],
    },
    bearbeite: ({ k, sitzung, koerper }) => schluesselNeu(k, sitzung.konto, koerper.name),
  }),
  route({
    methode: 'DELETE',
    pfad: '/schluessel/{id}',
    sitzung: true,
    id: SCHLUESSEL_ID,
    doku: {
      operationId: 'schluessel_widerrufen',
      summary: 'API-Schlüssel widerrufen',
      description: 'Die API lehnt den Schlüssel spätestens nach 60 Sekunden ab.',
      erfolg: { status: '200', beschreibung: 'Widerrufen', schema: 'KontoUebersicht' },
      fehler: ['401', '403', '404'],
      id: { beschreibung: 'Kennung des Schlüssels (k_…).', muster: SCHLUESSEL_ID.source, beispiel: 'k_1a2b3c4d5e6f' },
    },
    bearbeite: async ({ k, sitzung, id }) => {
      await schluesselWiderruf(k, sitzung.konto, id);
      return json(200, await uebersicht(k, sitzung.konto));
    },
  }),
  route({
    methode: 'DELETE',
    pfad: '/konto',
    sitzung: true,
    doku: {
      operationId: 'konto_loeschen',
      summary: 'Konto löschen',
      description: 'Widerruft alle Schlüssel des Kontos und löscht Konto, Passkeys und Sitzung.',
      erfolg: { status: '204', beschreibung: 'Gelöscht.' },
      fehler: ['401', '403'],
    },
    bearbeite: ({ k, sitzung, webhooks }) => loescheKonto(k, sitzung.konto, sitzung.key, webhooks),
  }),
  route({
    methode: 'GET',
    pfad: '/webhooks',
    sitzung: true,
    webhooks: true,
    doku: {
      operationId: 'webhooks',
      summary: 'Webhooks des Kontos',
      description: 'Die Webhooks des Kontos mit Zustand und den letzten Zustellversuchen (höchstens 20 je Webhook).',
      tag: 'Webhooks',
      erfolg: { status: '200', beschreibung: 'Webhooks', schema: 'WebhookListe' },
      fehler: ['401'],
    },
    bearbeite: async ({ sitzung, webhooks }) => json(200, await webhooks.liste(sitzung.konto.id)),
  }),
  route({
    methode: 'POST',
    pfad: '/webhooks',
    sitzung: true,
    webhooks: true,
    koerper: WEBHOOK_KOERPER,
    doku: {
      operationId: 'webhook_anlegen',
      summary: 'Webhook anlegen',
      description:
        `Registriert eine https-Adresse für die Änderungen der genannten Datensätze (oder aller). Höchstens ` +
        `${MAX_WEBHOOKS} je Konto. Private, Loopback- und Link-Local-Adressen (auch über DNS) werden abgelehnt, ` +
        'ebenso IPv6-Adressen mit eingebetteter IPv4-Adresse. Das Signaturgeheimnis steht nur in dieser Antwort; ' +
        'Ereignisse sind nach Standard Webhooks signiert (webhook-id, webhook-timestamp, webhook-signature).',
      tag: 'Webhooks',
      erfolg: { status: '201', beschreibung: 'Angelegt', schema: 'NeuerWebhook' },
      fehler: ['400', '401', '403', '409', '413', '415', '503'],
    },
    bearbeite: async ({ sitzung, webhooks, koerper }) => json(201, await webhooks.lege(sitzung.konto.id, koerper)),
  }),
  route({
    methode: 'DELETE',
    pfad: '/webhooks/{id}',
    sitzung: true,
    webhooks: true,
    id: IRGENDEINE_ID,
    doku: {
      operationId: 'webhook_loeschen',
      summary: 'Webhook löschen',
      description: 'Löscht den Webhook, seine Zustellversuche und die noch nicht zugestellten Ereignisse.',
      tag: 'Webhooks',
      erfolg: { status: '200', beschreibung: 'Gelöscht', schema: 'WebhookListe' },
      fehler: ['401', '403', '404'],
      id: WEBHOOK_ID_DOKU,
    },
    bearbeite: async ({ sitzung, webhooks, id }) => json(200, await webhooks.loesche(sitzung.konto.id, id)),
  }),
  route({
    methode: 'POST',
    pfad: '/webhooks/{id}/test',
    sitzung: true,
    webhooks: true,
    id: IRGENDEINE_ID,
    koerper: LEERER_KOERPER,
    doku: {
      operationId: 'webhook_test',
      summary: 'Testereignis senden',
      description:
        'Sendet sofort ein signiertes Ereignis webhook.test (ein Versuch, ohne Wiederholung) und antwortet mit ' +
        'dem Ergebnis; auch ein Fehlschlag des Empfängers ist eine Antwort 200 mit ergebnis fehlgeschlagen.',
      tag: 'Webhooks',
      erfolg: { status: '200', beschreibung: 'Ergebnis des Versuchs', schema: 'TestErgebnis' },
      fehler: ['401', '403', '404', '413', '415'],
      id: WEBHOOK_ID_DOKU,
    },
    bearbeite: async ({ sitzung, webhooks, id }) => json(200, await webhooks.teste(sitzung.konto.id, id)),
  }),
  route({
    methode: 'POST',
    pfad: '/webhooks/{id}/fortsetzen',
    sitzung: true,
    webhooks: true,
    id: IRGENDEINE_ID,
    koerper: LEERER_KOERPER,
    doku: {
      operationId: 'webhook_fortsetzen',
      summary: 'Pausierten Webhook fortsetzen',
      description:
        'Ein Webhook, der 3 Tage lang ohne Erfolg blieb, ist pausiert; fortsetzen stellt die seither ' +
        'aufgelaufenen Ereignisse beim nächsten Lauf (höchstens 5 Minuten) zu.',
      tag: 'Webhooks',
      erfolg: { status: '200', beschreibung: 'Fortgesetzt', schema: 'WebhookListe' },
      fehler: ['401', '403', '404', '413', '415'],
      id: WEBHOOK_ID_DOKU,
    },
    bearbeite: async ({ sitzung, webhooks, id }) => json(200, await webhooks.setzeFort(sitzung.konto.id, id)),
  }),
];

// The route for a method and path, with its {id}; null if none.
export function finde(methode: string, pfad: string, mitWebhooks: boolean): { route: Route; id: string } | null {
  const m = methode === 'HEAD' ? 'GET' : methode;
  for (const r of ROUTEN) {
    if (r.methode !== m || (r.webhooks && !mitWebhooks)) continue;
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
