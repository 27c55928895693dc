// The passkey ceremony (WebAuthn, @simplewebauthn/server): options with a challenge, the challenge
// kept as an open ceremony (vorgaenge/<challenge>) for five minutes and usable once, the answer
// checked against it. Used by sign-up and sign-in (anmeldung.ts) and by more passkeys (passkeys.ts).
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { z } from 'zod';
import { liesJSON } from './ablage';
import { beanspruche, nachZustand, neueId } from './anspruch';
import { KontoFehler } from './fehler';
import { herkunft } from './http';
import type { KoerperSchema } from './koerper';
import type { Kontext, Zugang } from './kontext';

const VORGANG_MS = 5 * 60_000;
const DIENST = 'HR-Referenzdaten API';

interface Vorgang {
  zweck: 'registrierung' | 'anmeldung' | 'zugang';
  konto?: string;
  bis: number;
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');

// Bodies: the options take any JSON object; the answers carry the passkey's answer in antwort.
export const LEERER_KOERPER: KoerperSchema = {
  schema: z.looseObject({}).meta({ description: 'Leeres Objekt {}.' }),
  name: 'LeererKoerper',
  fehler: () => new KontoFehler(400, 'ungueltiger_koerper', 'Der Körper ist kein JSON-Objekt.'),
};
export const ANTWORT_KOERPER = {
  name: 'PasskeyAntwortKoerper',
  schema: z.looseObject({
    antwort: z.looseObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/) }).meta({
      description:
        'RegistrationResponseJSON oder AuthenticationResponseJSON, wie navigator.credentials sie liefert ' +
        '(base64url).',
    }),
  }),
  fehler: () => new KontoFehler(400, 'ungueltige_antwort', 'Im Feld antwort fehlt die Antwort des Passkeys.'),
} satisfies KoerperSchema;
export type PasskeyAntwort = z.infer<typeof ANTWORT_KOERPER.schema>['antwort'];

// The challenge the browser signed, from clientDataJSON (verified again by the library).
export function challengeAus(antwort: Record<string, unknown>): string {
  try {
    const c = JSON.parse(
      Buffer.from(
        String((antwort.response as { clientDataJSON?: unknown } | undefined)?.clientDataJSON),
        'base64url',
      ).toString('utf8'),
    ) as { challenge?: unknown };
    if (typeof c.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(c.challenge)) return c.challenge;
  } catch {
    /* below */
  }
  throw new KontoFehler(400, 'ungueltige_antwort', 'Die Antwort des Passkeys ist unvollständig (clientDataJSON).');
}

export async function oeffneVorgang(k: Kontext, v: Omit<Vorgang, 'bis'>, challenge: string): Promise<void> {
  await k.deps.konten.setJSON(`vorgaenge/${challenge}`, { ...v, bis: k.jetzt() + VORGANG_MS });
}

// One use only, also when the same answer arrives several times at once: of all requests with
// this challenge exactly one is granted the ceremony (a claim with limit 1), before the answer
// is checked, so a replayed answer finds it used.
export async function nimmVorgang(k: Kontext, challenge: string, zweck: Vorgang['zweck']): Promise<Vorgang> {
  const ungueltig = new KontoFehler(
    400,
    'vorgang_ungueltig',
    'Diese Passkey-Anfrage ist unbekannt, abgelaufen oder schon benutzt. Bitte neu beginnen.',
  );
  const key = `vorgaenge/${challenge}`;
  const v = await liesJSON<Vorgang>(k.deps.konten, key);
  if (!v || v.zweck !== zweck || v.bis < k.jetzt()) throw ungueltig;
  const r = await beanspruche({
    ablage: k.deps.konten,
    gruppe: `einloesungen/${Math.floor(v.bis / 86_400_000)}/${challenge}`,
    id: neueId(),
    inhalt: {},
    grenze: 1,
    gewicht: nachZustand(k.jetzt, VORGANG_MS),
    jetzt: k.jetzt,
  });
  if (r.ergebnis !== 'erteilt') throw ungueltig;
  await k.deps.konten.delete(key);
  return v;
}

export async function registrierungsOptionen(k: Kontext, req: Request, kontoId: string, ausschliessen: Zugang[]) {
  const { rpID } = herkunft(k, req);
  return generateRegistrationOptions({
    rpName: DIENST,
    rpID,
    userName: `Konto ${kontoId.slice(2, 8)}`,
    userID: new TextEncoder().encode(kontoId),
    attestationType: 'none',
    excludeCredentials: ausschliessen.map((z) => ({ id: z.id, transports: z.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    // ES256, EdDSA, RS256: what passkey providers offer.
    supportedAlgorithmIDs: [-7, -8, -257],
  });
}

export async function pruefeRegistrierung(
  k: Kontext,
  req: Request,
  antwort: PasskeyAntwort,
  challenge: string,
): Promise<Zugang> {
  const { origin, rpID } = herkunft(k, req);
  let ergebnis: Awaited<ReturnType<typeof verifyRegistrationResponse>> | null;
  try {
    ergebnis = await verifyRegistrationResponse({
      response: antwort as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    ergebnis = null;
  }
  if (!ergebnis?.verified)
    throw new KontoFehler(400, 'passkey_abgelehnt', 'Der Passkey konnte nicht bestätigt werden.');
  const c = ergebnis.registrationInfo.credential;
  if (await liesJSON(k.deps.konten, `zugaenge/${c.id}`))
    throw new KontoFehler(409, 'passkey_vorhanden', 'Dieser Passkey gehört schon zu einem Konto.');
  return {
    id: c.id,
    oeffentlicherSchluessel: b64(c.publicKey),
    zaehler: c.counter,
    transports: c.transports ?? [],
    erstellt: new Date(k.jetzt()).toISOString(),
  };
}
