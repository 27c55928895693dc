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
import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { hashVon, neuerSchluessel, type SchluesselEintrag } from '../api/schluessel';
import { kontingentAusUmgebung } from '../tor/kontingent';
import { type Ablage, liesJSON } from './ablage';
import {
  type Anspruch,
  alle,
  beanspruche,
  entferne,
  erteilte,
  type Gewicht,
  ids,
  nachZustand,
  neueId,
  schreibe,
  versuche,
} from './anspruch';
import { beschaeftigt, KontoFehler } from './fehler';
import { erstelleWebhookRouten, type WebhookAbhaengigkeiten } from './webhooks';

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

// A key's claim in its account: which entry of "api-schluessel" it is.
interface SchluesselAnspruch {
  hash: string;
  id: string;
}

// A key made in an account names the account, so operators can list an account's keys.
export interface KontoSchluessel extends SchluesselEintrag {
  konto?: string;
}

interface Vorgang {
  zweck: 'registrierung' | 'anmeldung' | 'zugang';
  konto?: string;
  bis: number;
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

export const COOKIE = 'konto_sitzung';
const VORGANG_MS = 5 * 60_000;
const LIMIT_FENSTER_MS = 3_600_000;
const MAX_SCHLUESSEL = 20;
const MAX_ZUGAENGE = 10;
// An open claim older than this belongs to a request that died between claiming and deciding; a
// function runs at most 26 s, and a granted key is written within ANSPRUCH_FRIST_MS or not at all.
const ANSPRUCH_LEBENSDAUER_MS = 5 * 60_000;
const ANSPRUCH_FRIST_MS = 60_000;
// The largest request body (WebAuthn answers are a few KB); larger ones are refused unread.
const MAX_KOERPER = 64_000;
const METHODEN = 'GET, HEAD, POST, DELETE';
const DIENST = 'HR-Referenzdaten API';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');

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

function json(status: number, body: unknown, kopf: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === null ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...kopf,
    },
  });
}

function cookie(req: Request, name: string): string | null {
  for (const teil of (req.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = teil.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

// The challenge the browser signed, from clientDataJSON (verified again by the library).
function challengeAus(antwort: Record<string, unknown>): string {
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

export function erstelleKontoApi(deps: KontoAbhaengigkeiten): (req: Request) => Promise<Response> {
  const jetzt = deps.jetzt ?? (() => Date.now());
  const e = kontoEinstellungen(deps.umgebung);
  const fenster = kontingentAusUmgebung(deps.umgebung);
  const webhooks = deps.webhooks && erstelleWebhookRouten(deps.webhooks, jetzt);
  function herkunft(req: Request): { origin: string; rpID: string } {
    const origin = e.ursprung?.[0] ?? new URL(req.url).origin;
    return { origin, rpID: new URL(origin).hostname };
  }

  // CSRF: every state-changing request names the page's origin (browsers always send Origin on
  // POST and DELETE) and sends JSON, which a cross-site form cannot.
  function pruefeHerkunft(req: Request): void {
    const erlaubt = e.ursprung ?? [new URL(req.url).origin];
    const origin = req.headers.get('origin');
    if (!origin || !erlaubt.includes(origin))
      throw new KontoFehler(
        403,
        'herkunft_abgelehnt',
        'Änderungen am Konto sind nur von der Kontoseite dieses Dienstes aus erlaubt (Origin).',
      );
    const site = req.headers.get('sec-fetch-site');
    if (site && site !== 'same-origin')
      throw new KontoFehler(
        403,
        'herkunft_abgelehnt',
        'Änderungen am Konto sind nur von der Kontoseite dieses Dienstes aus erlaubt (Sec-Fetch-Site).',
      );
  }

  const zuGross = () =>
    new KontoFehler(413, 'zu_gross', `Der Körper ist zu groß (höchstens ${MAX_KOERPER} Byte).`, {
      connection: 'close',
    });

  // At most MAX_KOERPER bytes are read: a larger Content-Length is refused unread, a longer body
  // (chunked, or a false Content-Length) is cut off at the limit.
  async function leseText(req: Request): Promise<string> {
    if (Number(req.headers.get('content-length') ?? 0) > MAX_KOERPER) throw zuGross();
    if (!req.body) return '';
    const leser = req.body.getReader();
    const teile: Uint8Array[] = [];
    let laenge = 0;
    for (;;) {
      const { done, value } = await leser.read();
      if (done) break;
      laenge += value.length;
      if (laenge > MAX_KOERPER) {
        await leser.cancel().catch(() => {});
        throw zuGross();
      }
      teile.push(value);
    }
    return Buffer.concat(teile).toString('utf8');
  }

  async function koerper(req: Request): Promise<Record<string, unknown>> {
    if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      throw new KontoFehler(415, 'falscher_inhaltstyp', 'Der Körper muss JSON sein (Content-Type: application/json).');
    }
    const text = await leseText(req);
    try {
      const k = JSON.parse(text || '{}') as unknown;
      if (k && typeof k === 'object' && !Array.isArray(k)) return k as Record<string, unknown>;
    } catch {
      /* below */
    }
    throw new KontoFehler(400, 'ungueltiger_koerper', 'Der Körper ist kein JSON-Objekt.');
  }

  // Requests for ceremony options per address and hour: each request is an attempt that counts
  // (anspruch.ts versuche), so parallel requests cannot pass the limit together.
  async function begrenze(req: Request, zweck: string, limit: number): Promise<void> {
    const t = jetzt();
    const beginn = Math.floor(t / LIMIT_FENSTER_MS) * LIMIT_FENSTER_MS;
    const adresse = sha256(deps.ip(req)).slice(0, 32);
    const gruppe = `versuche/${beginn}/${zweck}/${adresse}`;
    // The first attempt of an hour removes this address's attempts of the hour before (their
    // blobs; nobody lists a past window any more).
    if ((await ids(deps.konten, `${gruppe}/alle`)).length === 0) {
      const alt = `versuche/${beginn - LIMIT_FENSTER_MS}/${zweck}/${adresse}`;
      await Promise.all(
        ['alle', 'zurueck', 'erteilt'].map(async (teil) =>
          Promise.all(
            (await ids(deps.konten, `${alt}/${teil}`)).map((id) => entferne(deps.konten, `${alt}/${teil}`, id)),
          ),
        ),
      ).catch(() => {});
    }
    if (!(await versuche(deps.konten, gruppe, limit, jetzt))) {
      const sekunden = Math.max(1, Math.ceil((beginn + LIMIT_FENSTER_MS - t) / 1000));
      throw new KontoFehler(
        429,
        'zu_viele_versuche',
        `Zu viele Versuche von dieser Adresse (höchstens ${limit} je Stunde). Bitte später erneut versuchen.`,
        { 'retry-after': String(sekunden) },
      );
    }
  }

  async function oeffneVorgang(v: Omit<Vorgang, 'bis'>, challenge: string): Promise<void> {
    await deps.konten.setJSON(`vorgaenge/${challenge}`, { ...v, bis: jetzt() + VORGANG_MS });
  }

  // One use only, also when the same answer arrives several times at once: of all requests with
  // this challenge exactly one is granted the ceremony (a claim with limit 1), before the answer
  // is checked, so a replayed answer finds it used.
  async function nimmVorgang(challenge: string, zweck: Vorgang['zweck']): Promise<Vorgang> {
    const ungueltig = new KontoFehler(
      400,
      'vorgang_ungueltig',
      'Diese Passkey-Anfrage ist unbekannt, abgelaufen oder schon benutzt. Bitte neu beginnen.',
    );
    const key = `vorgaenge/${challenge}`;
    const v = await liesJSON<Vorgang>(deps.konten, key);
    if (!v || v.zweck !== zweck || v.bis < jetzt()) throw ungueltig;
    const r = await beanspruche({
      ablage: deps.konten,
      gruppe: `einloesungen/${Math.floor(v.bis / 86_400_000)}/${challenge}`,
      id: neueId(),
      inhalt: {},
      grenze: 1,
      gewicht: nachZustand(jetzt, VORGANG_MS),
      jetzt,
    });
    if (r.ergebnis !== 'erteilt') throw ungueltig;
    await deps.konten.delete(key);
    return v;
  }

  async function neueSitzung(kontoId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await deps.konten.setJSON(`sitzungen/${sha256(token)}`, {
      konto: kontoId,
      bis: jetzt() + e.sitzungMinuten * 60_000,
    });
    return `${COOKIE}=${token}; Path=/konto/api; HttpOnly; Secure; SameSite=Strict; Max-Age=${e.sitzungMinuten * 60}`;
  }

  const loescheCookie = `${COOKIE}=; Path=/konto/api; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
  const nichtAngemeldet = () =>
    new KontoFehler(
      401,
      'nicht_angemeldet',
      'Nicht angemeldet oder die Sitzung ist abgelaufen. Bitte mit dem Passkey anmelden.',
    );

  async function sitzung(req: Request): Promise<{ konto: Konto; key: string }> {
    const token = cookie(req, COOKIE);
    if (token && /^[A-Za-z0-9_-]{43}$/.test(token)) {
      const key = `sitzungen/${sha256(token)}`;
      const s = await liesJSON<{ konto: string; bis: number }>(deps.konten, key);
      if (s && s.bis > jetzt()) {
        const konto = await liesJSON<Konto>(deps.konten, `konten/${s.konto}`);
        if (konto) return { konto, key };
      }
    }
    throw nichtAngemeldet();
  }

  async function registrierungsOptionen(req: Request, kontoId: string, ausschliessen: Zugang[]) {
    const { rpID } = herkunft(req);
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

  async function pruefeRegistrierung(
    req: Request,
    antwort: RegistrationResponseJSON,
    challenge: string,
  ): Promise<Zugang> {
    const { origin, rpID } = herkunft(req);
    let ergebnis: Awaited<ReturnType<typeof verifyRegistrationResponse>> | null;
    try {
      ergebnis = await verifyRegistrationResponse({
        response: antwort,
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
    if (await liesJSON(deps.konten, `zugaenge/${c.id}`))
      throw new KontoFehler(409, 'passkey_vorhanden', 'Dieser Passkey gehört schon zu einem Konto.');
    return {
      id: c.id,
      oeffentlicherSchluessel: b64(c.publicKey),
      zaehler: c.counter,
      transports: c.transports ?? [],
      erstellt: new Date(jetzt()).toISOString(),
    };
  }

  function antwortAus(k: Record<string, unknown>): Record<string, unknown> & { id: string } {
    const a = k.antwort as Record<string, unknown> | undefined;
    if (!a || typeof a !== 'object' || typeof a.id !== 'string' || !/^[A-Za-z0-9_-]{1,1400}$/.test(a.id)) {
      throw new KontoFehler(400, 'ungueltige_antwort', 'Im Feld antwort fehlt die Antwort des Passkeys.');
    }
    return a as Record<string, unknown> & { id: string };
  }

  // Passkeys: granted claims, and those of an account from before the claims.
  const passkeyGruppe = (konto: Konto) => `passkeys/${konto.id}`;
  const passkeyId = (credentialId: string) => sha256(credentialId).slice(0, 32);

  async function passkeysDes(konto: Konto): Promise<Zugang[]> {
    const neu = await erteilte<Zugang>(deps.konten, passkeyGruppe(konto));
    const bekannt = new Set(neu.map((z) => z.id));
    return [...neu, ...(konto.zugaenge ?? []).filter((z) => !bekannt.has(z.id))];
  }

  function gewichtPasskey(konto: Konto) {
    const nachStand = nachZustand<Zugang>(jetzt, ANSPRUCH_LEBENSDAUER_MS);
    return async (a: Anspruch<Zugang>): Promise<Gewicht> => {
      const g = nachStand(a);
      if (g !== 'nein' || a.inhalt?.zustand !== 'offen') return g;
      // An old open claim whose passkey was written to zugaenge after all (the request died
      // before it could say so) is a passkey of the account.
      const index = await liesJSON<{ konto: string }>(deps.konten, `zugaenge/${a.inhalt.id}`);
      return index?.konto === konto.id ? 'fest' : 'nein';
    };
  }

  // Keys: every claim whose entry in "api-schluessel" exists and names this account, and the keys
  // of an account from before the claims. The entry must name the account too: a hash in the
  // account alone grants nothing.
  const schluesselGruppe = (konto: Konto) => `kontoschluessel/${konto.id}`;
  type Eigener = KontoSchluessel & { anspruch?: string };

  async function eintrag(hash: string, kontoId: string): Promise<KontoSchluessel | null> {
    const s = await liesJSON<KontoSchluessel>(deps.schluessel, hash);
    return s && s.hash === hash && s.konto === kontoId ? s : null;
  }

  async function schluesselDes(konto: Konto): Promise<Eigener[]> {
    const ansprueche = (await alle<SchluesselAnspruch>(deps.konten, schluesselGruppe(konto))).filter(
      (a) => a.inhalt && a.inhalt.zustand !== 'zurueckgezogen',
    );
    const neu = await Promise.all(
      ansprueche.map(async (a) => {
        const s = await eintrag((a.inhalt as SchluesselAnspruch).hash, konto.id);
        return s && { ...s, anspruch: a.id };
      }),
    );
    const bekannt = new Set(ansprueche.map((a) => a.inhalt?.hash));
    const alt = await Promise.all(
      (konto.schluessel ?? []).filter((h) => !bekannt.has(h)).map((h) => eintrag(h, konto.id)),
    );
    return [...neu, ...alt].filter((s): s is Eigener => s !== null);
  }

  function gewichtSchluessel(konto: Konto) {
    return async (a: Anspruch<SchluesselAnspruch>): Promise<Gewicht> => {
      if (!a.inhalt) return 'offen';
      if (a.inhalt.zustand === 'zurueckgezogen' || a.inhalt.zustand === 'widerrufen') return 'nein';
      const s = await eintrag(a.inhalt.hash, konto.id);
      if (s) return s.widerrufen ? 'nein' : 'fest';
      // Granted or open, the entry not written yet: holds its place while the claimer can still
      // write it.
      if (jetzt() - a.inhalt.seit >= ANSPRUCH_LEBENSDAUER_MS) return 'nein';
      return a.inhalt.zustand === 'erteilt' ? 'fest' : 'offen';
    };
  }

  async function widerrufe(s: Eigener, konto: Konto, zeit: string): Promise<void> {
    const { anspruch, ...ohne } = s;
    if (!ohne.widerrufen) await deps.schluessel.setJSON(ohne.hash, { ...ohne, widerrufen: zeit });
    if (anspruch)
      await schreibe(deps.konten, schluesselGruppe(konto), anspruch, {
        hash: ohne.hash,
        id: ohne.id,
        zustand: 'widerrufen',
        seit: jetzt(),
      });
  }

  // An account from before the claims may own keys it never listed (created in parallel, lost
  // from its list): found only by reading every entry of the key store.
  async function verwaisteSchluessel(konto: Konto): Promise<Eigener[]> {
    const { blobs } = await deps.schluessel.list();
    const eintraege = await Promise.all(
      blobs.filter((b) => !b.key.includes('.')).map((b) => liesJSON<KontoSchluessel>(deps.schluessel, b.key)),
    );
    return eintraege.filter((s): s is KontoSchluessel => s?.konto === konto.id);
  }

  async function genutzt(id: string, beginn: number): Promise<number> {
    const praefix = `${encodeURIComponent(id)}/${beginn}/`;
    const { blobs } = await deps.kontingent.list({ prefix: praefix });
    const werte = await Promise.all(blobs.map((b) => deps.kontingent.get(b.key, { type: 'json' })));
    return werte.reduce<number>((s, w) => s + (typeof w === 'number' ? w : 0), 0);
  }

  async function uebersicht(konto: Konto) {
    const fensterMs = fenster.fensterSekunden * 1000;
    const beginn = Math.floor(jetzt() / fensterMs) * fensterMs;
    const [schluessel, passkeys] = await Promise.all([schluesselDes(konto), passkeysDes(konto)]);
    return {
      konto: konto.id,
      erstellt: konto.erstellt,
      passkeys: passkeys.map((z) => ({ id: z.id, erstellt: z.erstellt })),
      fenster: {
        beginn: new Date(beginn).toISOString(),
        ende: new Date(beginn + fensterMs).toISOString(),
        sekunden: fenster.fensterSekunden,
      },
      schluessel: await Promise.all(
        schluessel
          .sort((a, b) => a.erstellt.localeCompare(b.erstellt))
          .map(async (s) => ({
            id: s.id,
            name: s.name,
            erstellt: s.erstellt,
            widerrufen: s.widerrufen,
            kontingent: s.kontingent ?? fenster.anfragen,
            genutzt: s.widerrufen ? 0 : await genutzt(s.id, beginn),
          })),
      ),
    };
  }

  async function route(req: Request, pfad: string): Promise<Response> {
    const m = req.method;
    if (!METHODEN.split(', ').includes(m))
      throw new KontoFehler(
        405,
        'methode_nicht_erlaubt',
        `Die Methode ${m.replace(/[^A-Za-z-]/g, '?').slice(0, 20)} ist nicht erlaubt. Erlaubt sind ${METHODEN}.`,
        { allow: METHODEN },
      );
    if (m !== 'GET' && m !== 'HEAD') pruefeHerkunft(req);

    if (pfad === '/registrierung/optionen' && m === 'POST') {
      await koerper(req);
      await begrenze(req, 'registrierung', e.limitRegistrierung);
      const kontoId = `a_${randomBytes(12).toString('hex')}`;
      const optionen = await registrierungsOptionen(req, kontoId, []);
      await oeffneVorgang({ zweck: 'registrierung', konto: kontoId }, optionen.challenge);
      return json(200, optionen);
    }
    if (pfad === '/registrierung' && m === 'POST') {
      const antwort = antwortAus(await koerper(req));
      const challenge = challengeAus(antwort);
      const v = await nimmVorgang(challenge, 'registrierung');
      const zugang = await pruefeRegistrierung(req, antwort as unknown as RegistrationResponseJSON, challenge);
      // A registration's challenge was opened with the new account's id (oeffneVorgang).
      if (!v.konto) throw new KontoFehler(400, 'passkey_abgelehnt', 'Der Passkey konnte nicht bestätigt werden.');
      const konto: Konto = { id: v.konto, erstellt: new Date(jetzt()).toISOString() };
      // The account's id comes from the ceremony, which only this request holds: nobody else
      // writes these blobs.
      await deps.konten.setJSON(`konten/${konto.id}`, konto);
      await schreibe(deps.konten, passkeyGruppe(konto), passkeyId(zugang.id), {
        ...zugang,
        zustand: 'erteilt',
        seit: jetzt(),
      });
      await deps.konten.setJSON(`zugaenge/${zugang.id}`, { konto: konto.id });
      return json(201, await uebersicht(konto), { 'set-cookie': await neueSitzung(konto.id) });
    }
    if (pfad === '/anmeldung/optionen' && m === 'POST') {
      await koerper(req);
      await begrenze(req, 'anmeldung', e.limitAnmeldung);
      // No allowCredentials: the browser offers the passkeys it holds for this site.
      const optionen = await generateAuthenticationOptions({ rpID: herkunft(req).rpID, userVerification: 'required' });
      await oeffneVorgang({ zweck: 'anmeldung' }, optionen.challenge);
      return json(200, optionen);
    }
    if (pfad === '/anmeldung' && m === 'POST') {
      const antwort = antwortAus(await koerper(req));
      const challenge = challengeAus(antwort);
      await nimmVorgang(challenge, 'anmeldung');
      const abgelehnt = new KontoFehler(
        400,
        'passkey_abgelehnt',
        'Dieser Passkey ist unbekannt oder die Anmeldung konnte nicht bestätigt werden.',
      );
      const index = await liesJSON<{ konto: string }>(deps.konten, `zugaenge/${antwort.id}`);
      const konto = index && (await liesJSON<Konto>(deps.konten, `konten/${index.konto}`));
      const zugang = konto && (await passkeysDes(konto)).find((z) => z.id === antwort.id);
      if (!konto || !zugang) throw abgelehnt;
      const { origin, rpID } = herkunft(req);
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
        (typeof userHandle === 'string' &&
          userHandle &&
          Buffer.from(userHandle, 'base64url').toString('utf8') !== konto.id)
      )
        throw abgelehnt;
      // Only this passkey's own blob changes (a passkey of an older account gets one now).
      await schreibe(deps.konten, passkeyGruppe(konto), passkeyId(zugang.id), {
        ...zugang,
        zaehler: ergebnis.authenticationInfo.newCounter,
        zustand: 'erteilt',
        seit: jetzt(),
      });
      return json(200, await uebersicht(konto), { 'set-cookie': await neueSitzung(konto.id) });
    }

    const { konto, key } = await sitzung(req);

    if (pfad === '/konto' && (m === 'GET' || m === 'HEAD')) return json(200, await uebersicht(konto));
    if (webhooks && (pfad === '/webhooks' || pfad.startsWith('/webhooks/'))) {
      const r = await webhooks.route(konto.id, m, pfad, () => koerper(req));
      if (r) return json(r.status, r.body);
    }
    if (pfad === '/abmeldung' && m === 'POST') {
      await deps.konten.delete(key);
      return json(204, null, { 'set-cookie': loescheCookie });
    }
    if (pfad === '/passkey/optionen' && m === 'POST') {
      await koerper(req);
      const zugaenge = await passkeysDes(konto);
      if (zugaenge.length >= MAX_ZUGAENGE)
        throw new KontoFehler(409, 'zu_viele_passkeys', `Höchstens ${MAX_ZUGAENGE} Passkeys je Konto.`);
      const optionen = await registrierungsOptionen(req, konto.id, zugaenge);
      await oeffneVorgang({ zweck: 'zugang', konto: konto.id }, optionen.challenge);
      return json(200, optionen);
    }
    if (pfad === '/passkey' && m === 'POST') {
      const antwort = antwortAus(await koerper(req));
      const challenge = challengeAus(antwort);
      const v = await nimmVorgang(challenge, 'zugang');
      // A ceremony opened in another account's session is worth nothing here.
      if (v.konto !== konto.id)
        throw new KontoFehler(400, 'vorgang_ungueltig', 'Diese Passkey-Anfrage gehört nicht zu diesem Konto.');
      const zugang = await pruefeRegistrierung(req, antwort as unknown as RegistrationResponseJSON, challenge);
      const neueIds = new Set(await ids(deps.konten, passkeyGruppe(konto)));
      const alte = (konto.zugaenge ?? []).filter((z) => !neueIds.has(passkeyId(z.id))).length;
      const r = await beanspruche<Zugang>({
        ablage: deps.konten,
        gruppe: passkeyGruppe(konto),
        id: passkeyId(zugang.id),
        inhalt: zugang,
        grenze: MAX_ZUGAENGE - alte,
        gewicht: gewichtPasskey(konto),
        jetzt,
      });
      if (r.ergebnis === 'voll')
        throw new KontoFehler(409, 'zu_viele_passkeys', `Höchstens ${MAX_ZUGAENGE} Passkeys je Konto.`);
      if (r.ergebnis === 'gedraengt') throw beschaeftigt();
      await deps.konten.setJSON(`zugaenge/${zugang.id}`, { konto: konto.id });
      return json(201, await uebersicht(konto));
    }
    if (pfad === '/schluessel' && m === 'POST') {
      const { name } = await koerper(req);
      if (typeof name !== 'string' || !/^[\p{L}\p{N} ._-]{1,60}$/u.test(name.trim()) || !name.trim()) {
        throw new KontoFehler(
          400,
          'ungueltiger_name',
          'name: 1 bis 60 Zeichen aus Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich.',
        );
      }
      const voll = new KontoFehler(
        409,
        'zu_viele_schluessel',
        `Höchstens ${MAX_SCHLUESSEL} aktive Schlüssel je Konto; bitte erst einen widerrufen.`,
      );
      const { schluessel, id } = neuerSchluessel();
      const hash = hashVon(schluessel);
      // Keys of an account from before the claims count with their entries.
      const neueHashes = new Set(
        (await alle<SchluesselAnspruch>(deps.konten, schluesselGruppe(konto))).map((a) => a.inhalt?.hash),
      );
      const alte = (
        await Promise.all((konto.schluessel ?? []).filter((h) => !neueHashes.has(h)).map((h) => eintrag(h, konto.id)))
      ).filter((s) => s && !s.widerrufen).length;
      const r = await beanspruche<SchluesselAnspruch>({
        ablage: deps.konten,
        gruppe: schluesselGruppe(konto),
        id: neueId(),
        inhalt: { hash, id },
        grenze: MAX_SCHLUESSEL - alte,
        gewicht: gewichtSchluessel(konto),
        jetzt,
      });
      if (r.ergebnis === 'voll') throw voll;
      if (r.ergebnis === 'gedraengt' || jetzt() - r.seit > ANSPRUCH_FRIST_MS) throw beschaeftigt();
      const neu: KontoSchluessel = {
        id,
        name: name.trim(),
        hash,
        erstellt: new Date(jetzt()).toISOString(),
        widerrufen: null,
        kontingent: e.kontingent,
        konto: konto.id,
      };
      await deps.schluessel.setJSON(hash, neu);
      // Deleted meanwhile: the deletion may have looked before this entry existed, so the key
      // revokes itself (the deletion removes the account first, then revokes what it finds).
      if (!(await liesJSON(deps.konten, `konten/${konto.id}`))) {
        await deps.schluessel.setJSON(hash, { ...neu, widerrufen: new Date(jetzt()).toISOString() });
        throw nichtAngemeldet();
      }
      return json(201, { id, name: neu.name, kontingent: e.kontingent, schluessel });
    }
    const widerruf = /^\/schluessel\/(k_[0-9a-f]{1,32})$/.exec(pfad);
    if (widerruf && m === 'DELETE') {
      const s = (await schluesselDes(konto)).find((x) => x.id === widerruf[1]);
      // Another account's key and a key that does not exist get the same answer.
      if (!s) throw new KontoFehler(404, 'nicht_gefunden', 'In diesem Konto gibt es keinen Schlüssel mit dieser id.');
      if (!s.widerrufen) await widerrufe(s, konto, new Date(jetzt()).toISOString());
      return json(200, await uebersicht(konto));
    }
    if (pfad === '/konto' && m === 'DELETE') {
      // The account goes first: sessions end with it, and a key being created in parallel sees
      // it gone after writing its entry and revokes itself. Then every key is revoked whose
      // entry names the account: its claims, an older account's list, and for an older account
      // every entry of the store (keys lost from its list).
      await deps.konten.delete(`konten/${konto.id}`);
      const zeit = new Date(jetzt()).toISOString();
      const schluessel = await schluesselDes(konto);
      if (konto.schluessel) {
        const bekannt = new Set(schluessel.map((s) => s.hash));
        schluessel.push(...(await verwaisteSchluessel(konto)).filter((s) => !bekannt.has(s.hash)));
      }
      for (const s of schluessel) if (!s.widerrufen) await widerrufe({ ...s, anspruch: undefined }, konto, zeit);
      await webhooks?.loescheAlle(konto.id);
      for (const z of await passkeysDes(konto)) await deps.konten.delete(`zugaenge/${z.id}`);
      for (const gruppe of [passkeyGruppe(konto), schluesselGruppe(konto)])
        for (const id of await ids(deps.konten, gruppe)) await entferne(deps.konten, gruppe, id);
      await deps.konten.delete(key);
      return json(204, null, { 'set-cookie': loescheCookie });
    }
    throw new KontoFehler(
      404,
      'nicht_gefunden',
      `Unbekannter Pfad oder Methode: ${m} /konto/api${pfad.slice(0, 100)}.`,
    );
  }

  return async (req) => {
    const pfad = new URL(req.url).pathname.replace(/^\/konto\/api/, '') || '/';
    try {
      return await route(req, pfad);
    } catch (f) {
      if (f instanceof KontoFehler)
        return json(
          f.status,
          { fehler: { code: f.code, nachricht: f.message, ...(f.feld ? { feld: f.feld } : {}) } },
          f.kopf,
        );
      console.error(`Konto: ${(f as Error).message}`);
      return json(500, {
        fehler: { code: 'interner_fehler', nachricht: 'Interner Fehler. Bitte später erneut versuchen.' },
      });
    }
  };
}
