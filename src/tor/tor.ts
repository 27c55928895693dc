// The gate: the only entrance to /v1/hr/*, /v1/export and /v1/aenderungen. Read top to bottom, a
// request takes this path: method and CORS (kopf.ts) -> key (schluessel.ts) -> route and
// parameters (route.ts, vertrag/parameter.ts) -> conditional request (bedingt.ts; a 304 costs no
// quota) -> quota (kontingent.ts) -> the precomputed file with the day or the list selection
// written in (schneiden.ts), or the calculator function. Every error is an ApiFehler thrown on
// the way and turned into the fehler object in one place (kopf.ts fehlerAntwort).

import { heuteBerlin } from '../gemeinsam/datum.ts';
import { ApiFehler } from '../vertrag/fehler.ts';
import { KOERPER_ABFRAGE, leseParameter } from '../vertrag/parameter.ts';
import type { SchluesselEintrag } from '../vertrag/schluessel.ts';
import { etag, passt } from './bedingt.ts';
import type { KontingentErgebnis } from './kontingent.ts';
import { fehlerAntwort, GRUNDKOPF, JSON_TYP, leseKoerper, methodenVon, pruefeMethode, vorabAntwort } from './kopf.ts';
import { Lru } from './lru.ts';
import { type Auftrag, auftrag, datenstandVon, endpunkt, geschuetzt, koerperVon, parameterVon } from './route.ts';
import { ablehnungsProtokoll, leseBearer, type Pruefer, pruefeSchluessel, SchluesselAbgelehnt } from './schluessel.ts';
import { schneideListe, setzeTag } from './schneiden.ts';
import type { Tabelle } from './tabelle.ts';

// C: what the platform hands each request (Netlify's edge context); passed to holeDatei and
// rufeRechner, which reach the CDN and the function through it.
export interface TorAbhaengigkeiten<C = void> {
  tabelle: Tabelle;
  pruefeSchluessel: Pruefer;
  zaehle: (schluesselId: string, limit?: number) => KontingentErgebnis | Promise<KontingentErgebnis>;
  // The precomputed file below the prefix, as the CDN serves it (or its bytes, where they are in
  // memory already; the gate never writes into them).
  holeDatei: (datei: string, c: C) => Promise<Response | Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>;
  // The calculators with the checked request, the day the gate took as today, and a POST's body.
  rufeRechner: (req: Request, heute: string, c: C, koerper?: string) => Promise<Response>;
  // True for a repeat of a request the gate has counted already (netlify dev asks again for
  // every 404 with .html and the like appended): it is answered, but not counted again.
  wiederholung?: (c: C) => boolean;
  jetzt?: () => Date;
  protokolliere?: (meldung: string) => void;
}

// What a URL resolves to: the file or the function, the headers of a 304 (kopf) and of a 200.
interface Weg {
  a: Auftrag;
  kopf: Record<string, string>;
  inhalt: Record<string, string>;
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

// Everything the route, the ETag and the headers of an answer depend on, read from the request in
// this one place. The gate's answer cache is keyed by this object's whole content, so whatever
// becomes part of it is part of the key: no second list to keep in step.
export interface Anfrageform {
  pfad: string;
  abfrage: string;
  // Defaults (today, this year) are resolved per request (Europe/Berlin), never at build time.
  heute: string;
  // Only /v1/export is sent compressed, when the client accepts gzip.
  gzip: boolean;
}

export function anfrageform(req: Request, jetzt: Date): Anfrageform {
  const { pfad, abfrage } = zerlegeUrl(req.url);
  return {
    pfad,
    abfrage,
    heute: heuteBerlin(jetzt),
    gzip: pfad === '/v1/export' && /\bgzip\b/i.test(req.headers.get('accept-encoding') ?? ''),
  };
}

export function formSchluessel(f: Anfrageform): string {
  // Every field, or tsc fails here: a field added to Anfrageform without joining the key would let
  // two different forms share one cached answer. (JSON.stringify did the same at 20 times the cost.)
  const { pfad, abfrage, heute, gzip, ...rest } = f;
  rest satisfies Record<string, never>;
  return `${pfad}\u0000${abfrage}\u0000${heute}\u0000${gzip ? 1 : 0}`;
}

export function erstelleTor<C = void>(deps: TorAbhaengigkeiten<C>): (req: Request, c: C) => Promise<Response> {
  const jetzt = deps.jetzt ?? (() => new Date());
  // Every 401 with its case, so that a refused key explains itself in the log (never the key).
  const ablehnung = deps.protokolliere ? ablehnungsProtokoll(deps.protokolliere) : null;

  // The route, its parameters, the ETag and the headers of a success depend only on the request's
  // form (Anfrageform): kept for the forms asked most (a payroll run asks the same few again and
  // again), keyed by the form's whole content. Errors are not kept. The header objects are only read
  // (Response copies them).
  const wege = new Lru<string, Weg>(2_000);
  function weg(f: Anfrageform): Weg {
    const k = formSchluessel(f);
    let w = wege.get(k);
    if (w) return w;
    const e = endpunkt(deps.tabelle, f.pfad);
    const a = auftrag(deps.tabelle, e, leseParameter(parameterVon(deps.tabelle, e), f.abfrage), f.heute, f.gzip);
    const mitSchluessel = geschuetzt(f.pfad);
    const kopf: Record<string, string> = {
      ...GRUNDKOPF,
      etag: etag(
        datenstandVon(deps.tabelle, e),
        f.pfad + f.abfrage,
        f.heute,
        a.art === 'datei' ? (a.kodierung ?? '') : '',
      ),
      'cache-control': mitSchluessel ? CACHE_GESCHUETZT : CACHE_OEFFENTLICH,
      ...(mitSchluessel ? { vary: 'Authorization, Accept-Encoding' } : {}),
    };
    const inhalt: Record<string, string> =
      a.art === 'rechner'
        ? kopf
        : {
            ...kopf,
            'content-type': a.typ,
            ...(a.kodierung ? { 'content-encoding': a.kodierung } : {}),
            ...(a.dateiname ? { 'content-disposition': `attachment; filename="${a.dateiname}"` } : {}),
          };
    w = { a, kopf, inhalt };
    wege.set(k, w);
    return w;
  }

  async function bearbeite(req: Request, c: C): Promise<Response> {
    const form = anfrageform(req, jetzt());
    const koerper = koerperVon(deps.tabelle, form.pfad);
    const methoden = methodenVon(koerper);
    if (req.method === 'OPTIONS') return vorabAntwort(methoden);
    pruefeMethode(req, methoden);
    const { heute } = form;
    const mitSchluessel = geschuetzt(form.pfad);
    let eintrag: SchluesselEintrag | null = null;
    if (mitSchluessel) {
      const e = pruefeSchluessel(
        leseBearer(req, () => new URL(req.url)),
        deps.pruefeSchluessel,
      );
      eintrag = e instanceof Promise ? await e : e;
    }

    if (req.method === 'POST' && koerper && eintrag) return post(req, form, koerper.grenze, eintrag, c);

    const w = weg(form);
    if (passt(req.headers.get('if-none-match'), w.kopf.etag))
      return new Response(null, { status: 304, headers: w.kopf });

    if (eintrag) await zaehle(eintrag, c);
    return w.a.art === 'rechner' ? rechner(req, heute, w.kopf, c) : datei(req, w.a, w.inhalt, c);
  }

  async function zaehle(eintrag: SchluesselEintrag, c: C): Promise<void> {
    if (deps.wiederholung?.(c)) return;
    const z = deps.zaehle(eintrag.id, eintrag.kontingent ?? undefined);
    const k = z instanceof Promise ? await z : z;
    if (!k.erlaubt) {
      throw new ApiFehler(
        'kontingent_erschoepft',
        `Das Anfragekontingent dieses Schlüssels ist erschöpft. Neue Anfragen sind in ${k.sekundenBisNeu} ` +
          `Sekunden wieder möglich.`,
        {},
        { 'Retry-After': String(k.sekundenBisNeu) },
      );
    }
  }

  // A calculator's request as a JSON body: the query holds only the format, the body is read up to
  // its limit; counted like a GET, never cached (no ETag: a body is no address).
  async function post(
    req: Request,
    form: Anfrageform,
    grenze: number,
    eintrag: SchluesselEintrag,
    c: C,
  ): Promise<Response> {
    endpunkt(deps.tabelle, form.pfad);
    leseParameter(KOERPER_ABFRAGE, form.abfrage);
    const text = await leseKoerper(req, grenze);
    await zaehle(eintrag, c);
    return rechner(req, form.heute, { ...GRUNDKOPF, 'cache-control': 'no-store' }, c, text);
  }

  // Bytes in memory are answered without a detour through a promise; a file from the CDN after it.
  function datei(
    req: Request,
    a: Extract<Auftrag, { art: 'datei' }>,
    kopf: Record<string, string>,
    c: C,
  ): Response | Promise<Response> {
    const geholt = deps.holeDatei(a.datei, c);
    if (geholt instanceof Promise)
      return geholt.then((r) => (r instanceof Response ? ausCdn(req, a, kopf, r) : ausBytes(req, a, kopf, r, false)));
    return ausBytes(req, a, kopf, geholt, false);
  }

  // Deploys and rebuilds swap the files under a new prefix; a gate still holding the previous
  // table may ask for files that are gone (locally: npm run build keeps only the previous
  // build's files, docs/BETRIEB.md). That is a moment to retry, not an internal error.
  const gleichWieder = (was: string) =>
    new ApiFehler(
      'dienst_nicht_verfuegbar',
      `${was} ist gerade nicht erreichbar (neuer Datenstand). Bitte in einigen Sekunden erneut versuchen.`,
      {},
      { 'Retry-After': '2' },
    );

  async function ausCdn(
    req: Request,
    a: Extract<Auftrag, { art: 'datei' }>,
    kopf: Record<string, string>,
    r: Response,
  ): Promise<Response> {
    if (!r.ok) {
      await r.body?.cancel();
      deps.protokolliere?.(`vorberechnete Datei ${a.datei}: ${r.status}`);
      throw gleichWieder('Die Antwort');
    }
    if (req.method === 'HEAD') {
      await r.body?.cancel();
      return new Response(null, { status: 200, headers: kopf });
    }
    if (!a.tag?.schlitze.length && !a.liste) return new Response(r.body, { status: 200, headers: kopf });
    // The bytes of this fetch belong to this request: the day goes straight into them.
    return ausBytes(req, a, kopf, new Uint8Array(await r.arrayBuffer()), true);
  }

  function ausBytes(
    req: Request,
    a: Extract<Auftrag, { art: 'datei' }>,
    kopf: Record<string, string>,
    bytes: Uint8Array<ArrayBuffer>,
    eigen: boolean,
  ): Response {
    if (req.method === 'HEAD') return new Response(null, { status: 200, headers: kopf });
    let inhalt = bytes;
    if (a.tag) inhalt = setzeTag(inhalt, a.tag.schlitze, a.tag.wert, eigen);
    if (a.liste) inhalt = schneideListe(inhalt, a.liste.layout, a.liste.auswahl, a.liste.kopf);
    return new Response(inhalt, { status: 200, headers: kopf });
  }

  // The function answers with its status, body and content headers; the gate adds its own.
  async function rechner(
    req: Request,
    heute: string,
    kopf: Record<string, string>,
    c: C,
    koerper?: string,
  ): Promise<Response> {
    let r: Response;
    try {
      r = await deps.rufeRechner(req, heute, c, koerper);
    } catch (e) {
      deps.protokolliere?.(`Rechner nicht erreichbar: ${(e as Error).message}`);
      throw new ApiFehler(
        'dienst_nicht_verfuegbar',
        'Der Rechner ist gerade nicht erreichbar. Bitte in einigen Sekunden erneut versuchen.',
        {},
        { 'Retry-After': '5' },
      );
    }
    if (r.status === 404 || r.status >= 500) {
      // The calculators' own errors are fehler objects (kein_wert, ungueltiger_parameter,
      // interner_fehler) and pass through. A 404 nicht_gefunden means they do not know a dataset
      // the table routes to them (table and calculators of different builds), and an answer that
      // is not a fehler object comes from somewhere else (a crash, a reload).
      const text = await r.text();
      let code: unknown;
      try {
        code = (JSON.parse(text) as { fehler?: { code?: unknown } }).fehler?.code;
      } catch {
        code = undefined;
      }
      if (typeof code !== 'string' || (r.status === 404 && code === 'nicht_gefunden')) {
        deps.protokolliere?.(`Rechner ${zerlegeUrl(req.url).pfad.slice(0, 100)}: ${r.status} ${String(code ?? '')}`);
        throw gleichWieder('Der Rechner');
      }
      return new Response(req.method === 'HEAD' ? null : text, {
        status: r.status,
        headers: { ...GRUNDKOPF, 'cache-control': 'no-store', 'content-type': JSON_TYP },
      });
    }
    const aus: Record<string, string> = r.status === 200 ? { ...kopf } : { ...GRUNDKOPF, 'cache-control': 'no-store' };
    for (const name of ['content-type', 'content-disposition']) {
      const w = r.headers.get(name);
      if (w) aus[name] = w;
    }
    return new Response(req.method === 'HEAD' ? null : r.body, { status: r.status, headers: aus });
  }

  return (req: Request, c: C): Promise<Response> =>
    bearbeite(req, c).catch((e: unknown) => {
      const fehler =
        e instanceof ApiFehler
          ? e
          : new ApiFehler('interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.');
      if (e instanceof SchluesselAbgelehnt) ablehnung?.(e, zerlegeUrl(req.url).pfad.slice(0, 100));
      if (!(e instanceof ApiFehler))
        deps.protokolliere?.(
          `interner Fehler bei ${req.method} ${new URL(req.url).pathname}: ${(e as Error)?.message}`,
        );
      return fehlerAntwort(req, fehler);
    });
}
