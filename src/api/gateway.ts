// The gateway for everything under /v1 that is not a static file. Read top to bottom, a request
// takes this path: method and CORS -> key -> quota -> route -> parameters -> lookup ->
// serialisation (JSON/CSV) -> ETag and headers. Every error is an ApiFehler thrown on the way
// and turned into the fehler object in antwortAusFehler.
import { gzipSync } from 'node:zlib';
import { ApiFehler } from './fehler';
import { leseParameter, type Anfrageparameter, type ParameterSpec } from './parameter';
import type { DatensatzLaufzeit, Laufzeitdaten, Objekt, Periode } from './modell';
import { nurBestandteil, periode, verlauf, zeitpunkt } from './abfrage';
import { alsCsv, flachKomponente, spalten, type Trennzeichen } from './csv';
import { alsIcs } from './ics';
import { ERWEITERUNGEN } from '../rechner';
import type { Erweiterung } from '../rechner/erweiterung';
import type { SchluesselEintrag } from './schluessel';
import type { KontingentErgebnis } from './kontingent';
import { heuteBerlin } from '../gemeinsam/datum';

export interface GatewayAbhaengigkeiten {
  daten: Laufzeitdaten;
  pruefeSchluessel: (schluessel: string) => Promise<SchluesselEintrag | null>;
  zaehle: (schluesselId: string, limit?: number) => KontingentErgebnis | Promise<KontingentErgebnis>;
  jetzt?: () => Date;
  protokolliere?: (meldung: string) => void;
}

const BASIS = '/v1';
const ERLAUBTE_METHODEN = 'GET, HEAD, OPTIONS';

const GRUNDKOPF: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Retry-After, Content-Disposition',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

// Key-protected answers may be kept by the caller's browser for a few minutes but never by a
// shared cache, which could hand them to a request whose key was not checked.
const CACHE_GESCHUETZT = 'private, max-age=300';
const CACHE_OEFFENTLICH = 'public, max-age=300';

const JSON_TYP = 'application/json; charset=utf-8';

// Names under which callers tend to put a key into the URL.
const SCHLUESSEL_IN_URL = ['key', 'api_key', 'apikey', 'api-key', 'token', 'access_token', 'schluessel'];

interface Inhalt {
  body: string | Uint8Array<ArrayBuffer>;
  typ: string;
  datenstand: string;
  dateiname?: string;
  kodierung?: string;
}

export function erstelleGateway(deps: GatewayAbhaengigkeiten): (req: Request) => Promise<Response> {
  const { daten } = deps;
  const jetzt = deps.jetzt ?? (() => new Date());
  const serialisiert = new WeakMap<Periode, { kopf: string; rumpf: string }>();
  const gesamtDatenstand = daten.aenderungen[0]?.datenstand ?? daten.stand;
  let exportCache: { json: string; gzip: Uint8Array<ArrayBuffer> } | undefined;

  const antwortJson = (d: DatensatzLaufzeit, p: Periode, feld: string, wert: string | number): string => {
    let teile = serialisiert.get(p);
    if (!teile) {
      const { datensatz, ...rest } = p.antwort;
      teile = { kopf: `{"datensatz":${JSON.stringify(datensatz)},"${feld}":`, rumpf: ',' + JSON.stringify(rest).slice(1) };
      serialisiert.set(p, teile);
    }
    return teile.kopf + JSON.stringify(wert) + teile.rumpf;
  };

  // A calculator or a dataset with request-dependent fields: the precomputed answer of the period
  // is the input of its module (src/rechner/).
  function erweiterteAntwort(d: DatensatzLaufzeit, erw: Erweiterung, p: Anfrageparameter, heute: string): Inhalt {
    const tag = erw.stichtag?.(p, heute);
    const z = tag ? { feld: 'datum' as const, wert: tag, von: tag, bis: tag } : zeitpunkt(d, p, heute);
    const { datensatz, ...rest } = periode(d, z).antwort;
    const basis: Objekt = d.art === 'rechner' ? { datensatz, ...rest } : { datensatz, [z.feld]: z.wert, ...rest };
    let antwort = erw.berechne(basis, p, heute, daten.anhang);
    if (typeof p.bestandteil === 'string') antwort = nurBestandteil(d, antwort, p.bestandteil);
    if (p.format === 'ics' && erw.ics) {
      const { name, eintraege } = erw.ics(antwort);
      return { body: alsIcs(name, eintraege, String(antwort.stand)), typ: 'text/calendar; charset=utf-8', datenstand: d.datenstand, dateiname: `${d.id}.ics` };
    }
    if (p.format !== 'csv') return { body: JSON.stringify(antwort), typ: JSON_TYP, datenstand: d.datenstand };
    const zeilen = erw.csvZeilen?.(antwort) ?? csvZeilen(antwort);
    return csvInhalt(alsCsv(zeilen, spalten(zeilen), trennzeichen(p)), `${d.id}.csv`, d.datenstand);
  }

  function datensatzAntwort(d: DatensatzLaufzeit, p: Anfrageparameter, heute: string): Inhalt {
    const erw = ERWEITERUNGEN[d.id];
    if (erw) return erweiterteAntwort(d, erw, p, heute);
    const z = zeitpunkt(d, p, heute);
    const per = periode(d, z);
    const csv = p.format === 'csv';
    if (typeof p.bestandteil !== 'string' && !csv) return { body: antwortJson(d, per, z.feld, z.wert), typ: JSON_TYP, datenstand: d.datenstand };
    const { datensatz, ...rest } = per.antwort;
    let antwort: Objekt = { datensatz, [z.feld]: z.wert, ...rest };
    if (typeof p.bestandteil === 'string') antwort = nurBestandteil(d, antwort, p.bestandteil);
    if (!csv) return { body: JSON.stringify(antwort), typ: JSON_TYP, datenstand: d.datenstand };
    // Component rows take the columns of every period, so a download keeps its header over time.
    const zeilen = csvZeilen(antwort);
    const kopf = Array.isArray(antwort.bestandteile) ? d.bestandteilSpalten : spalten(zeilen);
    return csvInhalt(alsCsv(zeilen, kopf, trennzeichen(p)), `${d.id}.csv`, d.datenstand);
  }

  function verlaufAntwort(d: DatensatzLaufzeit, p: Anfrageparameter): Inhalt {
    const eintraege = verlauf(d, p);
    if (p.format === 'csv') return csvInhalt(alsCsv(eintraege, d.verlaufSpalten, trennzeichen(p)), `${d.id}-verlauf.csv`, d.datenstand);
    return { body: JSON.stringify({ datensatz: d.id, verlauf: eintraege }), typ: JSON_TYP, datenstand: d.datenstand };
  }

  function aenderungenAntwort(p: Anfrageparameter): Inhalt {
    const liste = daten.aenderungen.filter((a) => (p.seit === undefined || a.datum >= String(p.seit)) && (p.datensatz === undefined || a.datensatz === p.datensatz));
    return { body: JSON.stringify({ anzahl: liste.length, aenderungen: liste }), typ: JSON_TYP, datenstand: gesamtDatenstand };
  }

  function exportAntwort(req: Request): Inhalt {
    if (!exportCache) {
      const verlaeufe = Object.fromEntries(Object.values(daten.datensaetze).map((d) => [d.id, d.verlauf]));
      const json = JSON.stringify({ stand: daten.stand, katalog: daten.katalog, aenderungen: daten.aenderungen, verlaeufe });
      exportCache = { json, gzip: new Uint8Array(gzipSync(json)) };
    }
    const gzip = /\bgzip\b/i.test(req.headers.get('accept-encoding') ?? '');
    return gzip
      ? { body: exportCache.gzip, typ: JSON_TYP, datenstand: gesamtDatenstand, kodierung: 'gzip' }
      : { body: exportCache.json, typ: JSON_TYP, datenstand: gesamtDatenstand };
  }

  const aenderungenParameter: ParameterSpec[] = [
    { name: 'seit', typ: 'datum', pflicht: false, beschreibung: 'Nur Einträge an oder nach diesem Tag.' },
    { name: 'datensatz', typ: 'auswahl', pflicht: false, werte: Object.keys(daten.datensaetze), beschreibung: 'Nur Einträge dieses Datensatzes.' },
  ];
  const exportParameter: ParameterSpec[] = [
    { name: 'format', typ: 'auswahl', pflicht: false, werte: ['json'], beschreibung: 'Der Export gibt es nur als JSON.' },
  ];

  async function bearbeite(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const pfad = url.pathname;
    // Defaults (today, this year) are resolved per request, never at build time.
    const heute = heuteBerlin(jetzt());
    if (req.method === 'OPTIONS') return vorabAntwort();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new ApiFehler('methode_nicht_erlaubt', `Die Methode ${req.method.slice(0, 20)} ist nicht erlaubt. Erlaubt sind ${ERLAUBTE_METHODEN}.`, {}, { Allow: ERLAUBTE_METHODEN });
    }

    const geschuetzt = pfad === `${BASIS}/hr` || pfad.startsWith(`${BASIS}/hr/`) || pfad === `${BASIS}/export`;
    if (geschuetzt) await pruefeZugang(req, url);

    const teile = pfad.slice(BASIS.length + 1).split('/');
    let inhalt: Inhalt;
    const hatVerlauf = (d: DatensatzLaufzeit) => d.verlaufParameter.length > 0;
    if (teile[0] === 'hr' && teile.length <= 3 && daten.datensaetze[teile[1]] && (teile.length === 2 || (teile[2] === 'verlauf' && hatVerlauf(daten.datensaetze[teile[1]])))) {
      const d = daten.datensaetze[teile[1]];
      const istVerlauf = teile.length === 3;
      const p = leseParameter(istVerlauf ? d.verlaufParameter : d.parameter, url.search);
      inhalt = istVerlauf ? verlaufAntwort(d, p) : datensatzAntwort(d, p, heute);
    } else if (pfad === `${BASIS}/aenderungen`) {
      inhalt = aenderungenAntwort(leseParameter(aenderungenParameter, url.search));
    } else if (pfad === `${BASIS}/export`) {
      leseParameter(exportParameter, url.search);
      inhalt = exportAntwort(req);
    } else {
      throw new ApiFehler('nicht_gefunden', `Den Pfad ${kuerze(pfad)} gibt es nicht. Verzeichnis aller Datensätze: ${BASIS}/datensaetze.`);
    }
    return erfolg(req, url, inhalt, geschuetzt, heute);
  }

  async function pruefeZugang(req: Request, url: URL): Promise<void> {
    const kopf = req.headers.get('authorization') ?? '';
    const treffer = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i.exec(kopf);
    const bearer = { 'WWW-Authenticate': 'Bearer realm="hr-referenzdaten"' };
    if (!treffer) {
      const imUrl = [...url.searchParams.keys()].some((k) => SCHLUESSEL_IN_URL.includes(k.toLowerCase()));
      const nachricht = imUrl
        ? 'Der API-Schlüssel gehört in den Kopf „Authorization: Bearer <Schlüssel>“, nie in die URL. Ein Schlüssel, der in einer URL stand, gilt als offengelegt: bitte widerrufen und neu erstellen.'
        : 'Diese Anfrage braucht einen API-Schlüssel im Kopf „Authorization: Bearer <Schlüssel>“.';
      throw new ApiFehler('schluessel_fehlt', nachricht, {}, bearer);
    }
    const eintrag = await deps.pruefeSchluessel(treffer[1]);
    if (!eintrag) {
      throw new ApiFehler('schluessel_ungueltig', 'Der API-Schlüssel ist unbekannt oder widerrufen.', {}, { 'WWW-Authenticate': 'Bearer realm="hr-referenzdaten", error="invalid_token"' });
    }
    const k = await deps.zaehle(eintrag.id, eintrag.kontingent ?? undefined);
    if (!k.erlaubt) {
      throw new ApiFehler('kontingent_erschoepft', `Das Anfragekontingent dieses Schlüssels ist erschöpft. Neue Anfragen sind in ${k.sekundenBisNeu} Sekunden wieder möglich.`, {}, { 'Retry-After': String(k.sekundenBisNeu) });
    }
  }

  // The ETag stands for datenstand and the request with its defaults resolved (today's date).
  function erfolg(req: Request, url: URL, inhalt: Inhalt, geschuetzt: boolean, heute: string): Response {
    const anfrage = `${url.pathname}${url.search}|${heute}|${inhalt.kodierung ?? ''}`;
    const etag = `"${inhalt.datenstand}-${streuwert(anfrage)}"`;
    const kopf: Record<string, string> = {
      ...GRUNDKOPF,
      ETag: etag,
      'Cache-Control': geschuetzt ? CACHE_GESCHUETZT : CACHE_OEFFENTLICH,
      ...(geschuetzt ? { Vary: 'Authorization, Accept-Encoding' } : {}),
    };
    if (passt(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: kopf });
    kopf['Content-Type'] = inhalt.typ;
    if (inhalt.dateiname) kopf['Content-Disposition'] = `attachment; filename="${inhalt.dateiname}"`;
    if (inhalt.kodierung) kopf['Content-Encoding'] = inhalt.kodierung;
    return new Response(req.method === 'HEAD' ? null : inhalt.body, { status: 200, headers: kopf });
  }

  return async (req: Request): Promise<Response> => {
    try {
      return await bearbeite(req);
    } catch (e) {
      const fehler = e instanceof ApiFehler ? e : new ApiFehler('interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.');
      if (!(e instanceof ApiFehler)) deps.protokolliere?.(`interner Fehler bei ${req.method} ${new URL(req.url).pathname}: ${(e as Error)?.message}`);
      return antwortAusFehler(req, fehler);
    }
  };
}

export function antwortAusFehler(req: Request, f: ApiFehler): Response {
  return new Response(req.method === 'HEAD' ? null : JSON.stringify(f.koerper()), {
    status: f.status,
    headers: { ...GRUNDKOPF, 'Content-Type': JSON_TYP, 'Cache-Control': 'no-store', ...f.kopfzeilen },
  });
}

function vorabAntwort(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...GRUNDKOPF,
      'Access-Control-Allow-Methods': ERLAUBTE_METHODEN,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
      'Access-Control-Max-Age': '86400',
      Allow: ERLAUBTE_METHODEN,
    },
  });
}

function csvInhalt(body: string, dateiname: string, datenstand: string): Inhalt {
  return { body, typ: 'text/csv; charset=utf-8', datenstand, dateiname };
}

// CSV rows of an answer: one per component (quelle and naechster_wert flattened), or, for an
// answer without components, one row of its fields that are not lists or objects.
function csvZeilen(antwort: Objekt): Objekt[] {
  if (Array.isArray(antwort.bestandteile)) return (antwort.bestandteile as Objekt[]).map(flachKomponente);
  return [Object.fromEntries(Object.entries(antwort).filter(([, v]) => v === null || typeof v !== 'object'))];
}

const trennzeichen = (p: Anfrageparameter): Trennzeichen => (p.trennzeichen === 'semikolon' ? 'semikolon' : 'komma');

// If-None-Match may list several tags, weak or strong; "*" matches any.
function passt(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

// A 53-bit string hash (cyrb53) for ETags: the tag only has to change when the answer to the same
// URL changes, and it is computed on every request, so no cryptographic hash is needed.
function streuwert(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function kuerze(s: string): string {
  const sauber = s.replace(/[^\x20-\x7e]/g, '?');
  return sauber.length > 80 ? sauber.slice(0, 80) + '…' : sauber;
}
