// The key step of the gate: the Bearer header (DECISIONS.md "Errors": schluessel_fehlt,
// schluessel_ungueltig), then a checker that refuses malformed keys from memory, keeps answers
// for a short time and asks the key store with a time limit. A revoked key is refused at the
// latest after gueltigMs (30 s, within the 60 s of DECISIONS.md "Keys").

import { schluesselform } from '../gemeinsam/schluesselformat.ts';
import { ApiFehler } from '../vertrag/fehler.ts';
import type { SchluesselEintrag } from '../vertrag/schluessel.ts';
import { Lru } from './lru.ts';
import { mitZeitlimit } from './zeitlimit.ts';

// A cached answer comes back at once, a store lookup as a promise.
export type Pruefer = (schluessel: string) => SchluesselEintrag | null | Promise<SchluesselEintrag | null>;

// Names under which callers tend to put a key into the URL.
const SCHLUESSEL_IN_URL = ['key', 'api_key', 'apikey', 'api-key', 'token', 'access_token', 'schluessel'];
const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i;
const REALM = 'Bearer realm="hr-referenzdaten"';

// url: only read when the header is missing (to tell a key in the URL apart).
export function leseBearer(req: Request, url: () => URL): string {
  const treffer = BEARER.exec(req.headers.get('authorization') ?? '');
  if (treffer) return treffer[1];
  const imUrl = [...url().searchParams.keys()].some((k) => SCHLUESSEL_IN_URL.includes(k.toLowerCase()));
  const nachricht = imUrl
    ? 'Der API-Schlüssel gehört in den Kopf „Authorization: Bearer <Schlüssel>“, nie in die URL. Ein Schlüssel, ' +
      'der in einer URL stand, gilt als offengelegt: bitte widerrufen und neu erstellen.'
    : 'Diese Anfrage braucht einen API-Schlüssel im Kopf „Authorization: Bearer <Schlüssel>“.';
  throw new ApiFehler('schluessel_fehlt', nachricht, {}, { 'WWW-Authenticate': REALM });
}

export function pruefeSchluessel(schluessel: string, pruefer: Pruefer): SchluesselEintrag | Promise<SchluesselEintrag> {
  const r = pruefer(schluessel);
  return r instanceof Promise ? r.then(gueltig) : gueltig(r);
}

function gueltig(eintrag: SchluesselEintrag | null): SchluesselEintrag {
  if (!eintrag) {
    throw new ApiFehler(
      'schluessel_ungueltig',
      'Der API-Schlüssel ist unbekannt oder widerrufen.',
      {},
      { 'WWW-Authenticate': `${REALM}, error="invalid_token"` },
    );
  }
  return eintrag;
}

export async function sha256Hex(s: string): Promise<string> {
  const h = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  return Array.from(h, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PrueferOptionen {
  gueltigMs?: number;
  unbekanntMs?: number;
  zeitlimitMs?: number;
  groesse?: number;
  jetzt?: () => number;
}

// finde: the store lookup by SHA-256 hash (Netlify Blobs "api-schluessel", or a test double).
export function speicherPruefer(
  finde: (hash: string) => Promise<SchluesselEintrag | null>,
  {
    gueltigMs = 30_000,
    unbekanntMs = 5_000,
    zeitlimitMs = 1_000,
    groesse = 10_000,
    jetzt = () => Date.now(),
  }: PrueferOptionen = {},
): Pruefer {
  // Keyed by the presented key itself (memory only, never logged); bounded, so a flood of
  // distinct keys pushes out old entries instead of growing the gate.
  const cache = new Lru<string, { eintrag: SchluesselEintrag | null; bis: number }>(groesse);
  const aktiv = (e: SchluesselEintrag | null) => (e && e.widerrufen === null ? e : null);
  async function nachschlagen(schluessel: string, t: number): Promise<SchluesselEintrag | null> {
    const hash = await sha256Hex(schluessel);
    let gefunden: SchluesselEintrag | null;
    try {
      gefunden = await mitZeitlimit(finde(hash), zeitlimitMs, 'Schlüsselspeicher');
    } catch {
      throw new ApiFehler(
        'dienst_nicht_verfuegbar',
        'Der Schlüssel kann gerade nicht geprüft werden. Bitte in einigen Sekunden erneut versuchen.',
        {},
        { 'Retry-After': '5' },
      );
    }
    const eintrag = gefunden && gefunden.hash === hash ? gefunden : null;
    cache.set(schluessel, { eintrag, bis: t + (eintrag ? gueltigMs : unbekanntMs) });
    return aktiv(eintrag);
  }
  return (schluessel) => {
    const t = jetzt();
    const treffer = cache.get(schluessel);
    if (treffer && treffer.bis > t) return aktiv(treffer.eintrag);
    // Checked only before a lookup: a cached key has passed this check already.
    if (schluesselform(schluessel) === 'falsch') return null;
    return nachschlagen(schluessel, t);
  };
}
