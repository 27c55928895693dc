// Sign-up and sign-in with a passkey: the two ceremonies without a session; each ends with the
// account's overview and a new session.
import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { liesJSON } from './ablage';
import { schreibe } from './anspruch';
import { begrenze } from './begrenzung';
import { KontoFehler } from './fehler';
import { herkunft, json } from './http';
import type { Kontext, Konto } from './kontext';
import { passkeyGruppe, passkeyId, passkeysDes } from './passkeys';
import { neueSitzung } from './sitzung';
import { uebersicht } from './uebersicht';
import {
  challengeAus,
  nimmVorgang,
  oeffneVorgang,
  type PasskeyAntwort,
  pruefeRegistrierung,
  registrierungsOptionen,
} from './zeremonie';

// POST /registrierung/optionen: a new account's id and the options for its first passkey.
export async function registrierungsBeginn(k: Kontext, req: Request): Promise<Response> {
  await begrenze(k, req, 'registrierung', k.e.limitRegistrierung);
  const kontoId = `a_${randomBytes(12).toString('hex')}`;
  const optionen = await registrierungsOptionen(k, req, kontoId, []);
  await oeffneVorgang(k, { zweck: 'registrierung', konto: kontoId }, optionen.challenge);
  return json(200, optionen);
}

// POST /registrierung: the account with its first passkey, and a session.
export async function registrierung(k: Kontext, req: Request, antwort: PasskeyAntwort): Promise<Response> {
  const challenge = challengeAus(antwort);
  const v = await nimmVorgang(k, challenge, 'registrierung');
  const zugang = await pruefeRegistrierung(k, req, antwort, challenge);
  // A registration's challenge was opened with the new account's id (oeffneVorgang).
  if (!v.konto) throw new KontoFehler(400, 'passkey_abgelehnt', 'Der Passkey konnte nicht bestätigt werden.');
  const konto: Konto = { id: v.konto, erstellt: new Date(k.jetzt()).toISOString() };
  // The account's id comes from the ceremony, which only this request holds: nobody else
  // writes these blobs.
  await k.deps.konten.setJSON(`konten/${konto.id}`, konto);
  await schreibe(k.deps.konten, passkeyGruppe(konto), passkeyId(zugang.id), {
    ...zugang,
    zustand: 'erteilt',
    seit: k.jetzt(),
  });
  await k.deps.konten.setJSON(`zugaenge/${zugang.id}`, { konto: konto.id });
  return json(201, await uebersicht(k, konto), { 'set-cookie': await neueSitzung(k, konto.id) });
}

// POST /anmeldung/optionen. No allowCredentials: the browser offers the passkeys it holds for
// this site.
export async function anmeldungsBeginn(k: Kontext, req: Request): Promise<Response> {
  await begrenze(k, req, 'anmeldung', k.e.limitAnmeldung);
  const optionen = await generateAuthenticationOptions({ rpID: herkunft(k, req).rpID, userVerification: 'required' });
  await oeffneVorgang(k, { zweck: 'anmeldung' }, optionen.challenge);
  return json(200, optionen);
}

// POST /anmeldung: a discoverable passkey names its account (zugaenge/<credential id>).
export async function anmeldung(k: Kontext, req: Request, antwort: PasskeyAntwort): Promise<Response> {
  const challenge = challengeAus(antwort);
  await nimmVorgang(k, challenge, 'anmeldung');
  const abgelehnt = new KontoFehler(
    400,
    'passkey_abgelehnt',
    'Dieser Passkey ist unbekannt oder die Anmeldung konnte nicht bestätigt werden.',
  );
  const index = await liesJSON<{ konto: string }>(k.deps.konten, `zugaenge/${antwort.id}`);
  const konto = index && (await liesJSON<Konto>(k.deps.konten, `konten/${index.konto}`));
  const zugang = konto && (await passkeysDes(k, konto)).find((z) => z.id === antwort.id);
  if (!konto || !zugang) throw abgelehnt;
  const { origin, rpID } = herkunft(k, req);
  let ergebnis: Awaited<ReturnType<typeof verifyAuthenticationResponse>> | null;
  try {
    ergebnis = await verifyAuthenticationResponse({
      response: antwort as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: zugang.id,
        publicKey: new Uint8Array(Buffer.from(zugang.oeffentlicherSchluessel, 'base64url')),
        counter: zugang.zaehler,
        transports: zugang.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    ergebnis = null;
  }
  const userHandle = (antwort.response as { userHandle?: unknown } | undefined)?.userHandle;
  if (
    !ergebnis?.verified ||
    (typeof userHandle === 'string' && userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== konto.id)
  )
    throw abgelehnt;
  // Only this passkey's own blob changes (a passkey of an older account gets one now).
  await schreibe(k.deps.konten, passkeyGruppe(konto), passkeyId(zugang.id), {
    ...zugang,
    zaehler: ergebnis.authenticationInfo.newCounter,
    zustand: 'erteilt',
    seit: k.jetzt(),
  });
  return json(200, await uebersicht(k, konto), { 'set-cookie': await neueSitzung(k, konto.id) });
}
