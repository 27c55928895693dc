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

export interface TorAbhaengigkeiten {
  tabelle: Tabelle;
  pruefeSchluessel: Pruefer;
  zaehle: (schluesselId: string, limit?: number) => KontingentErgebnis | Promise<KontingentErgebnis>;
  // The precomputed file below the prefix, as the CDN serves it.
  holeDatei: (datei: string) => Promise<Response>;
  // The calculator function with the checked request and the day the gate took as today.
  rufeRechner: (req: Request, heute: string) => Promise<Response>;
  jetzt?: () => Date;
  protokolliere?: (meldung: string) => void;
}

// Key-protected answers may be kept by the caller's browser for a few minutes but never by a
// shared cache, which could hand them to a request whose key was not checked.
const CACHE_GESCHUETZT = 'private, max-age=300';
const CACHE_OEFFENTLICH = 'public, max-age=300';

export function erstelleTor(deps: TorAbhaengigkeiten): (req: Request) => Promise<Response> {
  const jetzt = deps.jetzt ?? (() => new Date());

  async function bearbeite(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return vorabAntwort();
    pruefeMethode(req);
    const url = new URL(req.url);
    // Defaults (today, this year) are resolved per request, never at build time.
    const heute = heuteBerlin(jetzt());
    const mitSchluessel = geschuetzt(url.pathname);
    let eintrag: SchluesselEintrag | null = null;
    if (mitSchluessel) eintrag = await pruefeSchluessel(leseBearer(req, url), deps.pruefeSchluessel);

    const e = endpunkt(deps.tabelle, url.pathname);
    const p = leseParameter(parameterVon(deps.tabelle, e), url.search);
    const a = auftrag(deps.tabelle, e, p, heute, /\bgzip\b/i.test(req.headers.get('accept-encoding') ?? ''));
    const kodierung = a.art === 'datei' ? (a.kodierung ?? '') : '';

    const kopf: Record<string, string> = {
      ...GRUNDKOPF,
      ETag: etag(datenstandVon(deps.tabelle, e), url.pathname + url.search, heute, kodierung),
      'Cache-Control': mitSchluessel ? CACHE_GESCHUETZT : CACHE_OEFFENTLICH,
      ...(mitSchluessel ? { Vary: 'Authorization, Accept-Encoding' } : {}),
    };
    if (passt(req.headers.get('if-none-match'), kopf.ETag)) return new Response(null, { status: 304, headers: kopf });

    if (eintrag) {
      const k = await deps.zaehle(eintrag.id, eintrag.kontingent ?? undefined);
      if (!k.erlaubt) {
        throw new ApiFehler('kontingent_erschoepft', `Das Anfragekontingent dieses Schlüssels ist erschöpft. Neue Anfragen sind in ${k.sekundenBisNeu} Sekunden wieder möglich.`, {}, { 'Retry-After': String(k.sekundenBisNeu) });
      }
    }
    return a.art === 'rechner' ? rechner(req, heute, kopf) : datei(req, a, kopf);
  }

  async function datei(req: Request, a: Extract<Auftrag, { art: 'datei' }>, kopf: Record<string, string>): Promise<Response> {
    const r = await deps.holeDatei(a.datei);
    if (!r.ok) throw new Error(`vorberechnete Datei ${a.datei}: ${r.status}`);
    kopf['Content-Type'] = a.typ;
    if (a.kodierung) kopf['Content-Encoding'] = a.kodierung;
    if (a.dateiname) kopf['Content-Disposition'] = `attachment; filename="${a.dateiname}"`;
    if (req.method === 'HEAD') {
      await r.body?.cancel();
      return new Response(null, { status: 200, headers: kopf });
    }
    if (!a.tag?.schlitze.length && !a.liste) return new Response(r.body, { status: 200, headers: kopf });
    let inhalt = new Uint8Array(await r.arrayBuffer());
    if (a.tag) inhalt = setzeTag(inhalt, a.tag.schlitze, a.tag.wert);
    if (a.liste) inhalt = schneideListe(inhalt, a.liste.layout, a.liste.auswahl, a.liste.kopf);
    return new Response(inhalt, { status: 200, headers: kopf });
  }

  // The function answers with its status, body and content headers; the gate adds its own.
  async function rechner(req: Request, heute: string, kopf: Record<string, string>): Promise<Response> {
    let r: Response;
    try {
      r = await deps.rufeRechner(req, heute);
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

  return async (req: Request): Promise<Response> => {
    try {
      return await bearbeite(req);
    } catch (e) {
      const fehler = e instanceof ApiFehler ? e : new ApiFehler('interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.');
      if (!(e instanceof ApiFehler)) deps.protokolliere?.(`interner Fehler bei ${req.method} ${new URL(req.url).pathname}: ${(e as Error)?.message}`);
      return fehlerAntwort(req, fehler);
    }
  };
}
