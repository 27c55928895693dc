// Routing: which endpoint a path names, and which precomputed file (or the calculator function)
// answers a request with its checked parameters. Only own properties of the table count, so ids
// such as constructor or __proto__ are unknown paths like any other.

import { periode, zeitpunkt } from '../vertrag/abfrage.ts';
import { ApiFehler } from '../vertrag/fehler.ts';
import type { Anfrageparameter, ParameterSpec } from '../vertrag/parameter.ts';
import { kuerze } from './kopf.ts';
import { type Listenlayout, type Tabelle, type TorDatensatz, variante } from './tabelle.ts';

export const BASIS = '/v1';
const JSON_TYP = 'application/json; charset=utf-8';
const CSV_TYP = 'text/csv; charset=utf-8';

export type Endpunkt =
  | { art: 'datensatz'; d: TorDatensatz }
  | { art: 'verlauf'; d: TorDatensatz }
  | { art: 'aenderungen' }
  | { art: 'export' };

// Paths that need a key (DECISIONS.md "Keys"): every /hr/ path and /export.
export function geschuetzt(pfad: string): boolean {
  return pfad === `${BASIS}/hr` || pfad.startsWith(`${BASIS}/hr/`) || pfad === `${BASIS}/export`;
}

export function endpunkt(t: Tabelle, pfad: string): Endpunkt {
  const teile = pfad.slice(BASIS.length + 1).split('/');
  if (teile[0] === 'hr' && (teile.length === 2 || teile.length === 3) && Object.hasOwn(t.datensaetze, teile[1])) {
    const d = t.datensaetze[teile[1]];
    if (teile.length === 2) return { art: 'datensatz', d };
    if (teile[2] === 'verlauf' && d.verlauf) return { art: 'verlauf', d };
  }
  if (pfad === `${BASIS}/aenderungen`) return { art: 'aenderungen' };
  if (pfad === `${BASIS}/export`) return { art: 'export' };
  throw new ApiFehler(
    'nicht_gefunden',
    `Den Pfad ${kuerze(pfad)} gibt es nicht. Verzeichnis aller Datensätze: ${BASIS}/datensaetze.`,
  );
}

// The body limit of a path that takes a JSON body (POST /v1/hr/brutto-netto), and whether it takes
// only that (POST /v1/hr/lohnkonto), else null.
export function koerperVon(t: Tabelle, pfad: string): { grenze: number; nurKoerper: boolean } | null {
  if (!pfad.startsWith(`${BASIS}/hr/`)) return null;
  const id = pfad.slice(BASIS.length + 4);
  return Object.hasOwn(t.datensaetze, id) ? t.datensaetze[id].koerper : null;
}

// The Atom feeds (generator/feed.ts writes them there): of all datasets, or of one.
const FEED_DATEI = 'aenderungen.atom';
export const feedPfad = (datensatz?: string) =>
  datensatz ? `${BASIS}/hr/${datensatz}/${FEED_DATEI}` : `${BASIS}/${FEED_DATEI}`;

// The feed of one dataset is a static file without a key. The gate lets the CDN answer it for a
// dataset it knows and answers the API's 404 for any other id, so a mistyped feed address gets
// JSON, not the CDN's page. null: no feed path.
const FEED = new RegExp(`^${BASIS}/hr/([^/]+)/${FEED_DATEI.replace('.', '\\.')}$`);
export function feed(t: Tabelle, pfad: string): 'datei' | ApiFehler | null {
  const treffer = FEED.exec(pfad);
  if (!treffer) return null;
  if (Object.hasOwn(t.datensaetze, treffer[1])) return 'datei';
  return new ApiFehler(
    'nicht_gefunden',
    `Einen Feed für ${kuerze(treffer[1])} gibt es nicht: Feeds gibt es je Datensatz unter ` +
      `${feedPfad('<id>')} und für alle unter ${feedPfad()}. Verzeichnis aller ` +
      `Datensätze: ${BASIS}/datensaetze.`,
  );
}

export function parameterVon(t: Tabelle, e: Endpunkt): ParameterSpec[] {
  switch (e.art) {
    case 'datensatz':
      return e.d.parameter;
    case 'verlauf':
      return e.d.verlaufParameter;
    case 'aenderungen':
      return t.aenderungen.parameter;
    case 'export':
      return t.export.parameter;
  }
}

export function datenstandVon(t: Tabelle, e: Endpunkt): string {
  return e.art === 'datensatz' || e.art === 'verlauf' ? e.d.datenstand : t.aenderungen.datenstand;
}

// What answers a request: a file (with the day to write into its slots, or the list items to
// keep) or the calculator function.
export type Auftrag =
  | { art: 'rechner'; d: TorDatensatz }
  | {
      art: 'datei';
      datei: string;
      typ: string;
      kodierung?: 'gzip';
      dateiname?: string;
      tag?: { wert: string; schlitze: number[] };
      liste?: { layout: Listenlayout; auswahl: number[]; kopf?: string };
    };

export function auftrag(t: Tabelle, e: Endpunkt, p: Anfrageparameter, heute: string, gzip = false): Auftrag {
  if (e.art === 'export')
    return gzip
      ? { art: 'datei', datei: `${t.export.datei}.gz`, typ: JSON_TYP, kodierung: 'gzip' }
      : { art: 'datei', datei: t.export.datei, typ: JSON_TYP };
  if (e.art === 'aenderungen') {
    const a = t.aenderungen;
    const auswahl = indizes(
      a.eintraege,
      ([datum, datensatz]) =>
        (p.seit === undefined || datum >= String(p.seit)) && (p.datensatz === undefined || datensatz === p.datensatz),
    );
    return auswahl.length === a.eintraege.length
      ? { art: 'datei', datei: a.datei, typ: JSON_TYP }
      : {
          art: 'datei',
          datei: a.datei,
          typ: JSON_TYP,
          liste: { layout: a.layout, auswahl, kopf: `{"anzahl":${auswahl.length},"aenderungen":[` },
        };
  }
  const d = e.d;
  const csv = p.format === 'csv';
  const tz = p.trennzeichen === 'semikolon' ? 'semikolon' : 'komma';
  const bestandteil = typeof p.bestandteil === 'string' ? p.bestandteil : null;
  if (e.art === 'verlauf') {
    const v = d.verlauf;
    if (!v) throw new Error(`Datensatz ${d.id} hat keinen Verlauf`);
    const von = typeof p.von === 'string' ? p.von : null;
    const bis = typeof p.bis === 'string' ? p.bis : null;
    const name = variante(null, csv ? 'csv' : 'json', tz) as keyof typeof v.layout;
    const wahl = p[v.filter ?? 'bestandteil'];
    const schluessel = typeof wahl === 'string' ? wahl : null;
    const auswahl = indizes(
      v.eintraege,
      ([ab, ende, b]) =>
        (schluessel === null || b === schluessel) &&
        (bis === null || ab <= bis) &&
        (von === null || ende === null || ende >= von),
    );
    return {
      art: 'datei',
      datei: `${v.datei}.${name}`,
      typ: csv ? CSV_TYP : JSON_TYP,
      ...(csv ? { dateiname: `${d.id}-verlauf.csv` } : {}),
      ...(auswahl.length === v.eintraege.length ? {} : { liste: { layout: v.layout[name], auswahl } }),
    };
  }
  if (d.art === 'rechner' || d.rechnerParameter.some((n) => n in p)) return { art: 'rechner', d };
  const z = zeitpunkt(d, p, heute);
  const per = periode(d, z);
  if (bestandteil !== null && !per.bestandteile.includes(bestandteil)) {
    throw new ApiFehler('kein_wert', `Der Bestandteil ${bestandteil} gilt zu diesem Zeitpunkt nicht.`, {
      parameter: 'bestandteil',
    });
  }
  const name = variante(bestandteil, csv ? 'csv' : 'json', tz);
  return {
    art: 'datei',
    datei: `${per.datei}.${name}`,
    typ: csv ? CSV_TYP : JSON_TYP,
    ...(csv ? { dateiname: `${d.id}.csv` } : {}),
    ...(typeof z.wert === 'string' ? { tag: { wert: z.wert, schlitze: per.schlitze[name] ?? [] } } : {}),
  };
}

function indizes<T>(liste: readonly T[], passt: (x: T) => boolean): number[] {
  const out: number[] = [];
  liste.forEach((x, i) => {
    if (passt(x)) out.push(i);
  });
  return out;
}
