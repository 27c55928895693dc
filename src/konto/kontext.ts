// What every part of the account service shares: its dependencies (the stores, the environment,
// the clock), its settings and the records it keeps. The layout of the account store is in api.ts.
import { createHash } from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { SchluesselEintrag } from '../api/schluessel';
import { kontingentAusUmgebung } from '../tor/kontingent';
import type { Ablage } from './ablage';
import type { WebhookAbhaengigkeiten } from './webhooks';

export interface Zugang {
  id: string; // credential id, base64url
  oeffentlicherSchluessel: string; // COSE public key, base64url
  zaehler: number;
  transports: NonNullable<RegistrationResponseJSON['response']['transports']>;
  erstellt: string;
}

export interface Konto {
  id: string;
  erstellt: string;
  // Only in accounts from before the claims: their passkeys and the hashes of their keys. Their
  // keys may include keys the account never listed (the lost updates of parallel creation).
  zugaenge?: Zugang[];
  schluessel?: string[];
}

// A key made in an account names the account, so operators can list an account's keys.
export interface KontoSchluessel extends SchluesselEintrag {
  konto?: string;
}

export interface KontoAbhaengigkeiten {
  konten: Ablage; // store "konto"
  schluessel: Ablage; // store "api-schluessel" (the gate's)
  kontingent: Ablage; // store "api-kontingent" (the gate's counts, read only here)
  umgebung: (name: string) => string | undefined;
  // The caller's address (Netlify: context.ip), only for the rate limit, stored as a hash.
  ip: (req: Request) => string;
  jetzt?: () => number;
  // The account's webhooks (store "webhooks", webhooks.ts); without it /webhooks is unknown.
  webhooks?: WebhookAbhaengigkeiten;
}

// An open claim older than this belongs to a request that died between claiming and deciding; a
// function runs at most 26 s, and a granted key is written within ANSPRUCH_FRIST_MS or not at all.
export const ANSPRUCH_LEBENSDAUER_MS = 5 * 60_000;
export const ANSPRUCH_FRIST_MS = 60_000;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function zahl(wert: string | undefined, standard: number): number {
  const n = Number(wert);
  return Number.isInteger(n) && n > 0 ? n : standard;
}

export function kontoEinstellungen(umgebung: (name: string) => string | undefined) {
  return {
    // Requests per quota window for a key made in an account (the free quota).
    kontingent: zahl(umgebung('KONTO_KONTINGENT'), 1_000),
    limitRegistrierung: zahl(umgebung('KONTO_LIMIT_REGISTRIERUNG'), 10),
    limitAnmeldung: zahl(umgebung('KONTO_LIMIT_ANMELDUNG'), 60),
    sitzungMinuten: zahl(umgebung('KONTO_SITZUNG_MINUTEN'), 30),
    // The page's origin(s), comma-separated; without it the origin of the request URL.
    ursprung:
      umgebung('KONTO_URSPRUNG')
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? null,
  };
}

export interface Kontext {
  deps: KontoAbhaengigkeiten;
  jetzt: () => number;
  e: ReturnType<typeof kontoEinstellungen>;
  fenster: ReturnType<typeof kontingentAusUmgebung>;
}

export function erstelleKontext(deps: KontoAbhaengigkeiten): Kontext {
  return {
    deps,
    jetzt: deps.jetzt ?? (() => Date.now()),
    e: kontoEinstellungen(deps.umgebung),
    fenster: kontingentAusUmgebung(deps.umgebung),
  };
}
