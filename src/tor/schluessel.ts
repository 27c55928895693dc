// The key step of the gate: the Bearer header (DECISIONS.md "Errors": schluessel_fehlt,
// schluessel_ungueltig), then a checker that refuses malformed keys from memory, keeps answers
// for a short time and asks the key store with a time limit. A revoked key is refused at the
// latest after gueltigMs (30 s, within the 60 s of DECISIONS.md "Keys").
import { ApiFehler } from '../api/fehler.ts';
import type { SchluesselEintrag } from '../api/schluessel.ts';
import { schluesselform } from '../gemeinsam/schluesselformat.ts';
import { Lru } from './lru.ts';
import { mitZeitlimit } from './zeitlimit.ts';

export type Pruefer = (schluessel: string) => Promise<SchluesselEintrag | null>;

// Names under which callers tend to put a key into the URL.
const SCHLUESSEL_IN_URL = ['key', 'api_key', 'apikey', 'api-key', 'token', 'access_token', 'schluessel'];
const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i;
const REALM = 'Bearer realm="hr-referenzdaten"';

export function leseBearer(req: Request, url: URL): string {
  const treffer = BEARER.exec(req.headers.get('authorization') ?? '');
  if (treffer) return treffer[1];
  const imUrl = [...url.searchParams.keys()].some((k) => SCHLUESSEL_IN_URL.includes(k.toLowerCase()));
  const nachricht = imUrl
    ? 'Der API-Schlüssel gehört in den Kopf „Authorization: Bearer <Schlüssel>“, nie in die URL. Ein Schlüssel, der in einer URL stand, gilt als offengelegt: bitte widerrufen und neu erstellen.'
    : 'Diese Anfrage braucht einen API-Schlüssel im Kopf „Authorization: Bearer <Schlüssel>“.';
  throw new ApiFehler('schluessel_fehlt', nachricht, {}, { 'WWW-Authenticate': REALM });
}

export async function pruefeSchluessel(schluessel: string, pruefer: Pruefer): Promise<SchluesselEintrag> {
  const eintrag = await pruefer(schluessel);
  if (!eintrag) {
    throw new ApiFehler('schluessel_ungueltig', 'Der API-Schlüssel ist unbekannt oder widerrufen.', {}, { 'WWW-Authenticate': `${REALM}, error="invalid_token"` });
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
  { gueltigMs = 30_000, unbekanntMs = 5_000, zeitlimitMs = 1_000, groesse = 10_000, jetzt = () => Date.now() }: PrueferOptionen = {},
): Pruefer {
  // Keyed by the presented key itself (memory only, never logged); bounded, so a flood of
  // distinct keys pushes out old entries instead of growing the gate.
  const cache = new Lru<string, { eintrag: SchluesselEintrag | null; bis: number }>(groesse);
  return async (schluessel) => {
    if (schluesselform(schluessel) === 'falsch') return null;
    const t = jetzt();
    let treffer = cache.get(schluessel);
    if (!treffer || treffer.bis <= t) {
      const hash = await sha256Hex(schluessel);
      let gefunden: SchluesselEintrag | null;
      try {
        gefunden = await mitZeitlimit(finde(hash), zeitlimitMs, 'Schlüsselspeicher');
      } catch {
        throw new ApiFehler('dienst_nicht_verfuegbar', 'Der Schlüssel kann gerade nicht geprüft werden. Bitte in einigen Sekunden erneut versuchen.', {}, { 'Retry-After': '5' });
      }
      const eintrag = gefunden && gefunden.hash === hash ? gefunden : null;
      treffer = { eintrag, bis: t + (eintrag ? gueltigMs : unbekanntMs) };
      cache.set(schluessel, treffer);
    }
    const e = treffer.eintrag;
    return e && e.widerrufen === null ? e : null;
  };
}
