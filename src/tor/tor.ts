// The gate: the only entrance to /v1/hr/*, /v1/export and /v1/aenderungen. Read top to bottom, a
// request takes this path: method and CORS (kopf.ts) -> key (schluessel.ts) -> route and
// parameters (route.ts, api/parameter.ts) -> conditional request (bedingt.ts; a 304 costs no
// quota) -> quota (kontingent.ts) -> the precomputed file with the day or the list selection
// written in (schneiden.ts), or the calculator function. Every error is an ApiFehler thrown on
// the way and turned into the fehler object in one place (kopf.ts fehlerAntwort).
import { ApiFehler } from '../api/fehler.ts';
import { leseParameter } from '../api/parameter.ts';
import type { SchluesselEintrag } from '../api/schluessel.ts';
import { heuteBerlin } from '../gemeinsam/datum.ts';
import { etag, passt } from './bedingt.ts';
import { fehlerAntwort, GRUNDKOPF, pruefeMethode, vorabAntwort } from './kopf.ts';
import type { KontingentErgebnis } from './kontingent.ts';
import { auftrag, datenstandVon, endpunkt, geschuetzt, parameterVon, type Auftrag } from './route.ts';
import { leseBearer, pruefeSchluessel, type Pruefer } from './schluessel.ts';
import { schneideListe, setzeTag } from './schneiden.ts';
import type { Tabelle } from './tabelle.ts';

// C: what the platform hands each request (Netlify's edge context); passed to holeDatei and
// rufeRechner, which reach the CDN and the function through it.
export interface TorAbhaengigkeiten<C = void> {
  tabelle: Tabelle;
  pruefeSchluessel: Pruefer;
  zaehle: (schluesselId: string, limit?: number) => KontingentErgebnis | Promise<KontingentErgebnis>;
  // The precomputed file below the prefix, as the CDN serves it (or its bytes, where they are in
  // memory already; the gate may write into them).
  holeDatei: (datei: string, c: C) => Promise<Response | Uint8Array<ArrayBuffer>>;
  // The calculator function with the checked request and the day the gate took as today.
  rufeRechner: (req: Request, heute: string, c: C) => Promise<Response>;
  jetzt?: () => Date;
  protokolliere?: (meldung: string) => void;
}

// Key-protected answers may be kept by the caller's browser for a few minutes but never by a
// shared cache, which could hand them to a request whose key was not checked.
const CACHE_GESCHUETZT = 'private, max-age=300';
const CACHE_OEFFENTLICH = 'public, max-age=300';

// Path and query of a request URL as the client sent them (Request has normalised the URL
// already; a second URL parse per request is measurable work for nothing).
export function zerlegeUrl(url: string): { pfad: string; abfrage: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const frage = url.indexOf('?', start);
  if (frage < 0) return { pfad: url.slice(start), abfrage: '' };
  return { pfad: url.slice(start, frage), abfrage: frage === url.length - 1 ? '' : url.slice(frage) };
}

export function erstelleTor<C = void>(deps: TorAbhaengigkeiten<C>): (req: Request, c: C) => Promise<Response> {
  const jetzt = deps.jetzt ?? (() => new Date());

  async function bearbeite(req: Request, c: C): Promise<Response> {
    if (req.method === 'OPTIONS') return vorabAntwort();
    pruefeMethode(req);
    const { pfad, abfrage } = zerlegeUrl(req.url);
    // Defaults (today, this year) are resolved per request, never at build time.
    const heute = heuteBerlin(jetzt());
    const mitSchluessel = geschuetzt(pfad);
    let eintrag: SchluesselEintrag | null = null;
    if (mitSchluessel) {
      const e = pruefeSchluessel(leseBearer(req, () => new URL(req.url)), deps.pruefeSchluessel);
      eintrag = e instanceof Promise ? await e : e;
    }

    const e = endpunkt(deps.tabelle, pfad);
    const p = leseParameter(parameterVon(deps.tabelle, e), abfrage);
    const gzip = e.art === 'export' && /\bgzip\b/i.test(req.headers.get('accept-encoding') ?? '');
    const a = auftrag(deps.tabelle, e, p, heute, gzip);
    const kodierung = a.art === 'datei' ? (a.kodierung ?? '') : '';

    const kopf: Record<string, string> = {
      ...GRUNDKOPF,
      ETag: etag(datenstandVon(deps.tabelle, e), pfad + abfrage, heute, kodierung),
      'Cache-Control': mitSchluessel ? CACHE_GESCHUETZT : CACHE_OEFFENTLICH,
      ...(mitSchluessel ? { Vary: 'Authorization, Accept-Encoding' } : {}),
    };
    if (passt(req.headers.get('if-none-match'), kopf.ETag)) return new Response(null, { status: 304, headers: kopf });

    if (eintrag) {
      const z = deps.zaehle(eintrag.id, eintrag.kontingent ?? undefined);
      const k = z instanceof Promise ? await z : z;
      if (!k.erlaubt) {
        throw new ApiFehler('kontingent_erschoepft', `Das Anfragekontingent dieses Schlüssels ist erschöpft. Neue Anfragen sind in ${k.sekundenBisNeu} Sekunden wieder möglich.`, {}, { 'Retry-After': String(k.sekundenBisNeu) });
      }
    }
    return a.art === 'rechner' ? rechner(req, heute, kopf, c) : datei(req, a, kopf, c);
  }

  async function datei(req: Request, a: Extract<Auftrag, { art: 'datei' }>, kopf: Record<string, string>, c: C): Promise<Response> {
    const r = await deps.holeDatei(a.datei, c);
    if (r instanceof Response && !r.ok) throw new Error(`vorberechnete Datei ${a.datei}: ${r.status}`);
    kopf['Content-Type'] = a.typ;
    if (a.kodierung) kopf['Content-Encoding'] = a.kodierung;
    if (a.dateiname) kopf['Content-Disposition'] = `attachment; filename="${a.dateiname}"`;
    if (req.method === 'HEAD') {
      if (r instanceof Response) await r.body?.cancel();
      return new Response(null, { status: 200, headers: kopf });
    }
    if (r instanceof Response && !a.tag?.schlitze.length && !a.liste) return new Response(r.body, { status: 200, headers: kopf });
    let inhalt = r instanceof Response ? new Uint8Array(await r.arrayBuffer()) : r;
    // The bytes are this request's own copy: the day goes straight into them.
    if (a.tag) inhalt = setzeTag(inhalt, a.tag.schlitze, a.tag.wert, true);
    if (a.liste) inhalt = schneideListe(inhalt, a.liste.layout, a.liste.auswahl, a.liste.kopf);
    return new Response(inhalt, { status: 200, headers: kopf });
  }

  // The function answers with its status, body and content headers; the gate adds its own.
  async function rechner(req: Request, heute: string, kopf: Record<string, string>, c: C): Promise<Response> {
    let r: Response;
    try {
      r = await deps.rufeRechner(req, heute, c);
    } catch (e) {
      deps.protokolliere?.(`Rechner nicht erreichbar: ${(e as Error).message}`);
      throw new ApiFehler('dienst_nicht_verfuegbar', 'Der Rechner ist gerade nicht erreichbar. Bitte in einigen Sekunden erneut versuchen.', {}, { 'Retry-After': '5' });
    }
    const aus: Record<string, string> = r.status === 200 ? { ...kopf } : { ...GRUNDKOPF, 'Cache-Control': 'no-store' };
    for (const name of ['content-type', 'content-disposition']) {
      const w = r.headers.get(name);
      if (w) aus[name] = w;
    }
    return new Response(req.method === 'HEAD' ? null : r.body, { status: r.status, headers: aus });
  }

  return async (req: Request, c: C): Promise<Response> => {
    try {
      return await bearbeite(req, c);
    } catch (e) {
      const fehler = e instanceof ApiFehler ? e : new ApiFehler('interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.');
      if (!(e instanceof ApiFehler)) deps.protokolliere?.(`interner Fehler bei ${req.method} ${new URL(req.url).pathname}: ${(e as Error)?.message}`);
      return fehlerAntwort(req, fehler);
    }
  };
}
