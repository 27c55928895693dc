// The caller's account (/konto/api/*, Netlify Function functions/konto.ts): sign up and sign in
// with a passkey (WebAuthn, @simplewebauthn/server), more passkeys, named API keys (shown once),
// revocation, usage in the current quota window, deletion of the account. Keys made here are the
// gate's keys: one blob per key in "api-schluessel", named by its SHA-256 hash; the gate caches a
// valid key for 30 s, so a revocation takes effect within 60 s (src/tor/schluessel.ts).
//
// Everything that must hold when requests of one session arrive in parallel (the caps of 20 keys
// and 10 passkeys, one use per WebAuthn challenge, the rate limits) is a claim (anspruch.ts): no
// blob is read, changed and written back by two requests at once.
//
// Layout of the account store ("konto"):
//   konten/<kontoId>                       the account {id, erstellt}; accounts from before the
//                                          claims also hold zugaenge[] and schluessel[] (read too)
//   passkeys/<kontoId>/<h(credId)>/a       claim: one passkey of the account (public key, counter)
//   zugaenge/<credentialId>                which account a passkey belongs to (sign-in by
//                                          discoverable passkey); written once the claim is granted
//   kontoschluessel/<kontoId>/<id>/a       claim: one key of the account {hash, id}
//   sitzungen/<sha256(token)>              a session (the cookie holds the token, the store its hash)
//   vorgaenge/<challenge>                  an open WebAuthn ceremony
//   einloesungen/<tag>/<challenge>/<id>/a  claims to use a ceremony; exactly one is granted
//   versuche/<fenster>/<zweck>/<ip-hash>/{alle,zurueck,erteilt}/<id>/a   attempts to get ceremony
//                                          options (rate limit)
// The account's webhooks live in their own store, "webhooks" (webhooks.ts, zustellung.ts).
//
// One concern per module: http.ts (answers, CSRF, methods), koerper.ts (request body),
// begrenzung.ts (rate limits), sitzung.ts, zeremonie.ts (WebAuthn ceremony), anmeldung.ts (sign-up,
// sign-in), passkeys.ts, schluessel.ts, uebersicht.ts, loeschung.ts, webhooks.ts; routen.ts is the
// route table this file dispatches through and generator/openapi.ts documents (/konto/openapi.json).
import { KontoFehler } from './fehler';
import { alsAntwort, pruefeHerkunft, pruefeMethode } from './http';
import { erstelleKontext, type KontoAbhaengigkeiten } from './kontext';
import { finde, leseKoerper } from './routen';
import { sitzung } from './sitzung';
import { erstelleWebhookRouten } from './webhooks';

export type { Konto, KontoAbhaengigkeiten, KontoSchluessel, Zugang } from './kontext';
export { kontoEinstellungen } from './kontext';
export { COOKIE } from './sitzung';

export function erstelleKontoApi(deps: KontoAbhaengigkeiten): (req: Request) => Promise<Response> {
  const k = erstelleKontext(deps);
  const webhooks = deps.webhooks && erstelleWebhookRouten(deps.webhooks, k.jetzt);

  // Methods, then the origin of a change, then the routes without a session; every other path
  // needs a session first (so an unknown path without one is 401), then its route; else 404.
  async function bearbeite(req: Request, pfad: string): Promise<Response> {
    const m = req.method;
    pruefeMethode(m);
    if (m !== 'GET' && m !== 'HEAD') pruefeHerkunft(k, req);
    const treffer = finde(m, pfad, webhooks !== undefined);
    if (treffer && !treffer.route.sitzung)
      return treffer.route.bearbeite({
        k,
        req,
        id: treffer.id,
        koerper: await leseKoerper(treffer.route, req),
        sitzung: undefined as never,
        webhooks: webhooks as never,
      });
    const s = await sitzung(k, req);
    if (treffer)
      return treffer.route.bearbeite({
        k,
        req,
        id: treffer.id,
        koerper: await leseKoerper(treffer.route, req),
        sitzung: s,
        // Only routes marked webhooks need it, and finde offers them only when it exists.
        webhooks: webhooks as never,
      });
    throw new KontoFehler(
      404,
      'nicht_gefunden',
      `Unbekannter Pfad oder Methode: ${m} /konto/api${pfad.slice(0, 100)}.`,
    );
  }

  return async (req) => {
    const pfad = new URL(req.url).pathname.replace(/^\/konto\/api/, '') || '/';
    try {
      return await bearbeite(req, pfad);
    } catch (f) {
      return alsAntwort(f);
    }
  };
}
