// The caller's account (/konto/api/*, Netlify Function functions/konto.ts): sign up and sign in
// with a passkey (WebAuthn, @simplewebauthn/server), more passkeys, named API keys (shown once),
// revocation, usage in the current quota window, deletion of the account. Keys made here are the
// gate's keys: one blob per key in "api-schluessel", named by its SHA-256 hash; the gate caches a
// valid key for 30 s, so a revocation takes effect within 60 s (src/tor/schluessel.ts).
//
// Layout of the account store ("konto"):
//   konten/<kontoId>            the account: passkeys and the hashes of its keys
//   zugaenge/<credentialId>     which account a passkey belongs to (sign-in by discoverable passkey)
//   sitzungen/<sha256(token)>   a session (the cookie holds the token, the store only its hash)
//   vorgaenge/<challenge>       an open WebAuthn ceremony; taken (deleted) on first use
//   limits/<zweck>/<ip-hash>/<fensterbeginn>   requests for ceremony options per address and hour
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
import type { Ablage } from './ablage';

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
  zugaenge: Zugang[];
  schluessel: string[]; // SHA-256 hashes of the account's keys (blob names in "api-schluessel")
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
}

export const COOKIE = 'konto_sitzung';
const VORGANG_MS = 5 * 60_000;
const LIMIT_FENSTER_MS = 3_600_000;
const MAX_SCHLUESSEL = 20;
const MAX_ZUGAENGE = 10;
const DIENST = 'HR-Referenzdaten API';

class KontoFehler extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    nachricht: string,
    readonly kopf: Record<string, string> = {},
  ) {
    super(nachricht);
  }
}

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

async function lies<T>(a: Ablage, key: string): Promise<T | null> {
  return ((await a.get(key, { type: 'json' })) as T | null) ?? null;
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

  async function koerper(req: Request): Promise<Record<string, unknown>> {
    if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      throw new KontoFehler(415, 'falscher_inhaltstyp', 'Der Körper muss JSON sein (Content-Type: application/json).');
    }
    const text = await req.text();
    if (text.length > 64_000)
      throw new KontoFehler(413, 'zu_gross', 'Der Körper ist zu groß (höchstens 64 000 Zeichen).');
    try {
      const k = JSON.parse(text || '{}') as unknown;
      if (k && typeof k === 'object' && !Array.isArray(k)) return k as Record<string, unknown>;
    } catch {
      /* below */
    }
    throw new KontoFehler(400, 'ungueltiger_koerper', 'Der Körper ist kein JSON-Objekt.');
  }

  async function begrenze(req: Request, zweck: string, limit: number): Promise<void> {
    const t = jetzt();
    const beginn = Math.floor(t / LIMIT_FENSTER_MS) * LIMIT_FENSTER_MS;
    const adresse = `limits/${zweck}/${sha256(deps.ip(req)).slice(0, 32)}/`;
    const key = adresse + beginn;
    const bisher = (await lies<number>(deps.konten, key)) ?? 0;
    // One counter per address and purpose: the previous hour's goes when a new hour begins.
    if (bisher === 0) await deps.konten.delete(adresse + (beginn - LIMIT_FENSTER_MS));
    if (bisher >= limit) {
      const sekunden = Math.max(1, Math.ceil((beginn + LIMIT_FENSTER_MS - t) / 1000));
      throw new KontoFehler(
        429,
        'zu_viele_versuche',
        `Zu viele Versuche von dieser Adresse (höchstens ${limit} je Stunde). Bitte später erneut versuchen.`,
        { 'retry-after': String(sekunden) },
      );
    }
    await deps.konten.setJSON(key, bisher + 1);
  }

  async function oeffneVorgang(v: Omit<Vorgang, 'bis'>, challenge: string): Promise<void> {
    await deps.konten.setJSON(`vorgaenge/${challenge}`, { ...v, bis: jetzt() + VORGANG_MS });
  }

  // One use only: the ceremony is deleted before the answer is checked, so a replayed answer
  // (same challenge) finds nothing.
  async function nimmVorgang(challenge: string, zweck: Vorgang['zweck']): Promise<Vorgang> {
    const key = `vorgaenge/${challenge}`;
    const v = await lies<Vorgang>(deps.konten, key);
    if (v) await deps.konten.delete(key);
    if (!v || v.zweck !== zweck || v.bis < jetzt())
      throw new KontoFehler(
        400,
        'vorgang_ungueltig',
        'Diese Passkey-Anfrage ist unbekannt, abgelaufen oder schon benutzt. Bitte neu beginnen.',
      );
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

  async function sitzung(req: Request): Promise<{ konto: Konto; key: string }> {
    const token = cookie(req, COOKIE);
    if (token && /^[A-Za-z0-9_-]{43}$/.test(token)) {
      const key = `sitzungen/${sha256(token)}`;
      const s = await lies<{ konto: string; bis: number }>(deps.konten, key);
      if (s && s.bis > jetzt()) {
        const konto = await lies<Konto>(deps.konten, `konten/${s.konto}`);
        if (konto) return { konto, key };
      }
    }
    throw new KontoFehler(
      401,
      'nicht_angemeldet',
      'Nicht angemeldet oder die Sitzung ist abgelaufen. Bitte mit dem Passkey anmelden.',
    );
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
    if (await lies(deps.konten, `zugaenge/${c.id}`))
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

  async function schluesselDes(konto: Konto): Promise<KontoSchluessel[]> {
    const alle = await Promise.all(konto.schluessel.map((h) => lies<KontoSchluessel>(deps.schluessel, h)));
    // The entry must name this account too: a hash in the account record alone grants nothing.
    return alle.filter((s): s is KontoSchluessel => s !== null && s.konto === konto.id);
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
    const schluessel = await schluesselDes(konto);
    return {
      konto: konto.id,
      erstellt: konto.erstellt,
      passkeys: konto.zugaenge.map((z) => ({ id: z.id, erstellt: z.erstellt })),
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
      const konto: Konto = {
        id: v.konto,
        erstellt: new Date(jetzt()).toISOString(),
        zugaenge: [zugang],
        schluessel: [],
      };
      await deps.konten.setJSON(`konten/${konto.id}`, konto);
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
      const index = await lies<{ konto: string }>(deps.konten, `zugaenge/${antwort.id}`);
      const konto = index && (await lies<Konto>(deps.konten, `konten/${index.konto}`));
      const zugang = konto?.zugaenge.find((z) => z.id === antwort.id);
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
      zugang.zaehler = ergebnis.authenticationInfo.newCounter;
      await deps.konten.setJSON(`konten/${konto.id}`, konto);
      return json(200, await uebersicht(konto), { 'set-cookie': await neueSitzung(konto.id) });
    }

    const { konto, key } = await sitzung(req);

    if (pfad === '/konto' && (m === 'GET' || m === 'HEAD')) return json(200, await uebersicht(konto));
    if (pfad === '/abmeldung' && m === 'POST') {
      await deps.konten.delete(key);
      return json(204, null, { 'set-cookie': loescheCookie });
    }
    if (pfad === '/passkey/optionen' && m === 'POST') {
      await koerper(req);
      if (konto.zugaenge.length >= MAX_ZUGAENGE)
        throw new KontoFehler(409, 'zu_viele_passkeys', `Höchstens ${MAX_ZUGAENGE} Passkeys je Konto.`);
      const optionen = await registrierungsOptionen(req, konto.id, konto.zugaenge);
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
      konto.zugaenge.push(zugang);
      await deps.konten.setJSON(`konten/${konto.id}`, konto);
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
      const aktive = (await schluesselDes(konto)).filter((s) => !s.widerrufen);
      if (aktive.length >= MAX_SCHLUESSEL)
        throw new KontoFehler(
          409,
          'zu_viele_schluessel',
          `Höchstens ${MAX_SCHLUESSEL} aktive Schlüssel je Konto; bitte erst einen widerrufen.`,
        );
      const { schluessel, id } = neuerSchluessel();
      const eintrag: KontoSchluessel = {
        id,
        name: name.trim(),
        hash: hashVon(schluessel),
        erstellt: new Date(jetzt()).toISOString(),
        widerrufen: null,
        kontingent: e.kontingent,
        konto: konto.id,
      };
      // The account first: a key never exists without its account knowing it.
      konto.schluessel.push(eintrag.hash);
      await deps.konten.setJSON(`konten/${konto.id}`, konto);
      await deps.schluessel.setJSON(eintrag.hash, eintrag);
      return json(201, { id, name: eintrag.name, kontingent: e.kontingent, schluessel });
    }
    const widerruf = /^\/schluessel\/(k_[0-9a-f]{1,32})$/.exec(pfad);
    if (widerruf && m === 'DELETE') {
      const eintrag = (await schluesselDes(konto)).find((s) => s.id === widerruf[1]);
      // Another account's key and a key that does not exist get the same answer.
      if (!eintrag)
        throw new KontoFehler(404, 'nicht_gefunden', 'In diesem Konto gibt es keinen Schlüssel mit dieser id.');
      if (!eintrag.widerrufen)
        await deps.schluessel.setJSON(eintrag.hash, { ...eintrag, widerrufen: new Date(jetzt()).toISOString() });
      return json(200, await uebersicht(konto));
    }
    if (pfad === '/konto' && m === 'DELETE') {
      const zeit = new Date(jetzt()).toISOString();
      for (const s of await schluesselDes(konto))
        if (!s.widerrufen) await deps.schluessel.setJSON(s.hash, { ...s, widerrufen: zeit });
      for (const z of konto.zugaenge) await deps.konten.delete(`zugaenge/${z.id}`);
      await deps.konten.delete(`konten/${konto.id}`);
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
      if (f instanceof KontoFehler) return json(f.status, { fehler: { code: f.code, nachricht: f.message } }, f.kopf);
      console.error(`Konto: ${(f as Error).message}`);
      return json(500, {
        fehler: { code: 'interner_fehler', nachricht: 'Interner Fehler. Bitte später erneut versuchen.' },
      });
    }
  };
}
