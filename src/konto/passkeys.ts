// More passkeys for a signed-in account: at most MAX_ZUGAENGE, kept under parallel requests as
// claims in passkeys/<kontoId>/ (anspruch.ts); an account from before the claims also holds its
// passkeys in its own blob (zugaenge[]).
import { liesJSON } from './ablage';
import { type Anspruch, beanspruche, erteilte, type Gewicht, ids, nachZustand } from './anspruch';
import { beschaeftigt, KontoFehler } from './fehler';
import { ANSPRUCH_LEBENSDAUER_MS, type Kontext, type Konto, sha256, type Zugang } from './kontext';
import {
  challengeAus,
  nimmVorgang,
  oeffneVorgang,
  type PasskeyAntwort,
  pruefeRegistrierung,
  registrierungsOptionen,
} from './zeremonie';

const MAX_ZUGAENGE = 10;
const zuViele = () => new KontoFehler(409, 'zu_viele_passkeys', `Höchstens ${MAX_ZUGAENGE} Passkeys je Konto.`);

export const passkeyGruppe = (konto: Konto) => `passkeys/${konto.id}`;
export const passkeyId = (credentialId: string) => sha256(credentialId).slice(0, 32);

// Granted claims, and the passkeys of an account from before the claims.
export async function passkeysDes(k: Kontext, konto: Konto): Promise<Zugang[]> {
  const neu = await erteilte<Zugang>(k.deps.konten, passkeyGruppe(konto));
  const bekannt = new Set(neu.map((z) => z.id));
  return [...neu, ...(konto.zugaenge ?? []).filter((z) => !bekannt.has(z.id))];
}

function gewichtPasskey(k: Kontext, konto: Konto) {
  const nachStand = nachZustand<Zugang>(k.jetzt, ANSPRUCH_LEBENSDAUER_MS);
  return async (a: Anspruch<Zugang>): Promise<Gewicht> => {
    const g = nachStand(a);
    if (g !== 'nein' || a.inhalt?.zustand !== 'offen') return g;
    // An old open claim whose passkey was written to zugaenge after all (the request died
    // before it could say so) is a passkey of the account.
    const index = await liesJSON<{ konto: string }>(k.deps.konten, `zugaenge/${a.inhalt.id}`);
    return index?.konto === konto.id ? 'fest' : 'nein';
  };
}

// POST /passkey/optionen
export async function passkeyBeginn(k: Kontext, req: Request, konto: Konto) {
  const zugaenge = await passkeysDes(k, konto);
  if (zugaenge.length >= MAX_ZUGAENGE) throw zuViele();
  const optionen = await registrierungsOptionen(k, req, konto.id, zugaenge);
  await oeffneVorgang(k, { zweck: 'zugang', konto: konto.id }, optionen.challenge);
  return optionen;
}

// POST /passkey
export async function passkeyHinzu(k: Kontext, req: Request, konto: Konto, antwort: PasskeyAntwort): Promise<void> {
  const challenge = challengeAus(antwort);
  const v = await nimmVorgang(k, challenge, 'zugang');
  // A ceremony opened in another account's session is worth nothing here.
  if (v.konto !== konto.id)
    throw new KontoFehler(400, 'vorgang_ungueltig', 'Diese Passkey-Anfrage gehört nicht zu diesem Konto.');
  const zugang = await pruefeRegistrierung(k, req, antwort, challenge);
  const neueIds = new Set(await ids(k.deps.konten, passkeyGruppe(konto)));
  const alte = (konto.zugaenge ?? []).filter((z) => !neueIds.has(passkeyId(z.id))).length;
  const r = await beanspruche<Zugang>({
    ablage: k.deps.konten,
    gruppe: passkeyGruppe(konto),
    id: passkeyId(zugang.id),
    inhalt: zugang,
    grenze: MAX_ZUGAENGE - alte,
    gewicht: gewichtPasskey(k, konto),
    jetzt: k.jetzt,
  });
  if (r.ergebnis === 'voll') throw zuViele();
  if (r.ergebnis === 'gedraengt') throw beschaeftigt();
  await k.deps.konten.setJSON(`zugaenge/${zugang.id}`, { konto: konto.id });
}
