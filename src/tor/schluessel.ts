// The key step of the gate: the Bearer header (DECISIONS.md "Errors": schluessel_fehlt,
// schluessel_ungueltig), then a checker that refuses malformed keys from memory, keeps answers
// for a short time and asks the key store with a time limit. A revoked key is refused at the
// latest after gueltigMs + veraltetMs (60 s, the 60 s of DECISIONS.md "Keys").

import { hatNeueForm, schluesselform } from '../gemeinsam/schluesselformat.ts';
import { ApiFehler } from '../vertrag/fehler.ts';
import type { SchluesselEintrag } from '../vertrag/schluessel.ts';
import { Lru } from './lru.ts';
import { mitZeitlimit } from './zeitlimit.ts';

// A cached answer comes back at once, a store lookup as a promise. grund and hintergrund are
// optional (test doubles are plain functions).
export type Pruefer = ((schluessel: string) => SchluesselEintrag | null | Promise<SchluesselEintrag | null>) & {
  // Why the answer for this key was null, for the log: the case, never the key itself.
  grund?: (schluessel: string) => string;
  // Lookups still running after their request was answered (stale-while-revalidate); the edge
  // function hands them to context.waitUntil.
  hintergrund?: () => Promise<void> | null;
};

// Every 401 of the gate: its case goes to the log (schluessel_fehlt: no header, key in the URL,
// other scheme; schluessel_ungueltig: the checker's grund).
export class SchluesselAbgelehnt extends ApiFehler {
  constructor(
    code: 'schluessel_fehlt' | 'schluessel_ungueltig',
    nachricht: string,
    kopf: Record<string, string>,
    readonly fall: string,
    zusatz: { parameter?: string } = {},
  ) {
    super(code, nachricht, zusatz, kopf);
  }
}

// Names under which callers tend to put a key into the URL.
const SCHLUESSEL_IN_URL = ['key', 'api_key', 'apikey', 'api-key', 'token', 'access_token', 'schluessel'];
const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i;
const REALM = 'Bearer realm="hr-referenzdaten"';

// Whether the query can name one of them: the URL is parsed only then (a percent sign can encode any
// name, so it always counts). Most requests carry a query, and parsing it costs more than the check.
const NAME_IM_URL = new RegExp(`[?&](${SCHLUESSEL_IN_URL.join('|')})(=|&|$)|%`, 'i');
const vielleichtImUrl = (url: string): boolean => {
  const frage = url.indexOf('?');
  return frage >= 0 && NAME_IM_URL.test(url.slice(frage));
};

// A key in the query string is refused even beside a valid header: it now stands in logs, browser
// history and Referer headers, so the message says to revoke it. Two Authorization headers arrive
// joined by a comma (the Fetch standard; production does so, the local server too, see
// scripts/lokal-schutz.mjs); a key never holds one, so any comma is refused with its own message.
// url: only parsed when the request has a query.
export function leseBearer(req: Request, url: () => URL): string {
  const imUrl = vielleichtImUrl(req.url)
    ? [...url().searchParams.keys()].find((k) => SCHLUESSEL_IN_URL.includes(k.toLowerCase()))
    : undefined;
  if (imUrl !== undefined)
    throw new SchluesselAbgelehnt(
      'schluessel_fehlt',
      `Der Parameter ${imUrl.replace(/[^A-Za-z_-]/g, '?')} trägt einen API-Schlüssel in der URL. Der Schlüssel ` +
        'gehört in den Kopf „Authorization: Bearer <Schlüssel>“, nie in die URL. Ein Schlüssel, der in einer URL ' +
        'stand, gilt als offengelegt (Protokolle, Verlauf, Referer): bitte widerrufen und neu erstellen.',
      { 'WWW-Authenticate': `${REALM}, error="invalid_request"` },
      'Schlüssel in der URL',
      { parameter: imUrl.toLowerCase() },
    );
  const kopf = req.headers.get('authorization') ?? '';
  if (kopf.includes(','))
    throw new SchluesselAbgelehnt(
      'schluessel_fehlt',
      'Der Kopf Authorization kam mehrfach oder enthält ein Komma. Erlaubt ist genau ein Kopf ' +
        '„Authorization: Bearer <Schlüssel>“ mit einem Schlüssel.',
      { 'WWW-Authenticate': `${REALM}, error="invalid_request"` },
      'Authorization mehrfach oder mit Komma',
    );
  const treffer = BEARER.exec(kopf);
  if (treffer) return treffer[1];
  const fall = kopf
    ? `Authorization ohne Bearer-Schlüssel (${kopf
        .split(' ')[0]
        .replace(/[^A-Za-z]/g, '?')
        .slice(0, 12)})`
    : 'kein Authorization-Kopf';
  throw new SchluesselAbgelehnt(
    'schluessel_fehlt',
    'Diese Anfrage braucht einen API-Schlüssel im Kopf „Authorization: Bearer <Schlüssel>“.',
    { 'WWW-Authenticate': REALM },
    fall,
  );
}

export function pruefeSchluessel(schluessel: string, pruefer: Pruefer): SchluesselEintrag | Promise<SchluesselEintrag> {
  const r = pruefer(schluessel);
  const gueltig = (eintrag: SchluesselEintrag | null): SchluesselEintrag => {
    if (eintrag) return eintrag;
    throw new SchluesselAbgelehnt(
      'schluessel_ungueltig',
      'Der API-Schlüssel ist unbekannt oder widerrufen.',
      { 'WWW-Authenticate': `${REALM}, error="invalid_token"` },
      pruefer.grund?.(schluessel) ?? 'unbekannt oder widerrufen',
    );
  };
  return r instanceof Promise ? r.then(gueltig) : gueltig(r);
}

export async function sha256Hex(s: string): Promise<string> {
  const h = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  return Array.from(h, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PrueferOptionen {
  // How long an answer from the store is used without asking again: a found entry (valid or
  // revoked), an unknown key.
  gueltigMs?: number;
  unbekanntMs?: number;
  // After gueltigMs a found entry is still answered for this long while one lookup refreshes it
  // in the background (stale-while-revalidate): a slow or absent store never holds a known key.
  veraltetMs?: number;
  zeitlimitMs?: number;
  groesse?: number;
  jetzt?: () => number;
  protokolliere?: (meldung: string) => void;
}

interface Antwort {
  eintrag: SchluesselEintrag | null;
  // Why there is no entry: unknown in the store, or an entry under another hash.
  fall?: string;
  hash: string;
  zeit: number;
}

// finde: the store lookup by SHA-256 hash (Netlify Blobs "api-schluessel", or a test double).
export function speicherPruefer(
  finde: (hash: string) => Promise<SchluesselEintrag | null>,
  {
    gueltigMs = 30_000,
    unbekanntMs = 5_000,
    veraltetMs = 30_000,
    zeitlimitMs = 1_000,
    groesse = 10_000,
    jetzt = () => Date.now(),
    protokolliere,
  }: PrueferOptionen = {},
): Pruefer {
  // Keyed by the presented key itself (memory only, never logged); bounded, so a flood of
  // distinct keys pushes out old entries instead of growing the gate. Found entries and unknown
  // keys are kept apart: a flood of invented keys never pushes out a customer's key.
  const gefunden = new Lru<string, Antwort>(groesse);
  const unbekannt = new Lru<string, Antwort>(groesse);
  // One lookup per key at a time: requests for a key that is being looked up wait for it.
  const laufend = new Map<string, Promise<Antwort>>();
  const imHintergrund = new Set<Promise<void>>();
  const aktiv = (a: Antwort) => (a.eintrag && a.eintrag.widerrufen === null ? a.eintrag : null);

  function nachschlagen(schluessel: string): Promise<Antwort> {
    let p = laufend.get(schluessel);
    if (p) return p;
    p = (async () => {
      const hash = await sha256Hex(schluessel);
      let e: SchluesselEintrag | null;
      try {
        e = await mitZeitlimit(finde(hash), zeitlimitMs, 'Schlüsselspeicher');
      } catch (f) {
        protokolliere?.(`Schlüssel (Hash ${hash.slice(0, 8)}…): ${(f as Error).message}`);
        throw new ApiFehler(
          'dienst_nicht_verfuegbar',
          'Der Schlüssel kann gerade nicht geprüft werden. Bitte in einigen Sekunden erneut versuchen.',
          {},
          { 'Retry-After': '5' },
        );
      }
      const passt = e && e.hash === hash ? e : null;
      const a: Antwort = {
        eintrag: passt,
        fall: passt ? undefined : e ? 'Eintrag unter anderem Hash' : 'unbekannt',
        hash,
        zeit: jetzt(),
      };
      (passt ? gefunden : unbekannt).set(schluessel, a);
      return a;
    })().finally(() => laufend.delete(schluessel));
    laufend.set(schluessel, p);
    return p;
  }

  function auffrischen(schluessel: string): void {
    if (laufend.has(schluessel)) return;
    const p = nachschlagen(schluessel).then(
      () => {},
      () => {}, // logged in nachschlagen; the old answer stays until its time is up
    );
    imHintergrund.add(p);
    p.finally(() => imHintergrund.delete(p));
  }

  // The newer of the two answers for a key (a key can vanish from the store, never come back
  // from revocation).
  function letzte(schluessel: string): { g?: Antwort; u?: Antwort } {
    const g = gefunden.get(schluessel);
    const u = unbekannt.get(schluessel);
    return g && u && u.zeit > g.zeit ? { u } : { g, u: g ? undefined : u };
  }

  const pruefer: Pruefer = (schluessel) => {
    const t = jetzt();
    const { g, u } = letzte(schluessel);
    if (g && t - g.zeit < gueltigMs) return aktiv(g);
    if (g && t - g.zeit < gueltigMs + veraltetMs) {
      auffrischen(schluessel);
      return aktiv(g);
    }
    if (u && t - u.zeit < unbekanntMs) return null;
    // Checked only before a lookup: a cached key has passed this check already.
    if (schluesselform(schluessel) === 'falsch') return null;
    return nachschlagen(schluessel).then(aktiv);
  };

  pruefer.grund = (schluessel) => {
    if (schluesselform(schluessel) === 'falsch')
      return hatNeueForm(schluessel)
        ? 'falsche Prüfziffern'
        : `falsche Form (${schluessel.length} Zeichen${schluessel.startsWith('hrk_') ? '' : ', ohne hrk_'})`;
    const { g, u } = letzte(schluessel);
    const a = g ?? u;
    if (!a) return 'unbekannt';
    const wie = `Hash ${a.hash.slice(0, 8)}…, nachgeschlagen vor ${Math.max(0, jetzt() - a.zeit)} ms`;
    if (a.eintrag?.widerrufen) return `widerrufen am ${a.eintrag.widerrufen} (${a.eintrag.id}, ${wie})`;
    return `${a.fall ?? 'unbekannt'} (${wie})`;
  };

  pruefer.hintergrund = () => (imHintergrund.size ? Promise.all(imHintergrund).then(() => {}) : null);
  return pruefer;
}

// The log of refused keys: every 401 with its case, at most `jeSekunde` lines a second; beyond
// that a flood (of invented keys, say) is counted per case and reported in one line.
export function ablehnungsProtokoll(
  protokolliere: (meldung: string) => void,
  { jeSekunde = 20, jetzt = () => Date.now() }: { jeSekunde?: number; jetzt?: () => number } = {},
): (f: SchluesselAbgelehnt, pfad: string) => void {
  let sekunde = 0;
  let zeilen = 0;
  let zurueck = new Map<string, number>();
  return (f, pfad) => {
    const s = Math.floor(jetzt() / 1000);
    if (s !== sekunde) {
      if (zurueck.size)
        protokolliere(
          `401: ${[...zurueck.values()].reduce((a, b) => a + b, 0)} weitere in der Sekunde zuvor, je Fall: ` +
            [...zurueck].map(([fall, n]) => `${fall} ${n}`).join(', '),
        );
      sekunde = s;
      zeilen = 0;
      zurueck = new Map();
    }
    if (zeilen++ < jeSekunde) protokolliere(`401 ${f.code} ${pfad}: ${f.fall}`);
    else {
      const fall = f.fall.replace(/ \(.*$/, '');
      zurueck.set(fall, (zurueck.get(fall) ?? 0) + 1);
    }
  };
}
