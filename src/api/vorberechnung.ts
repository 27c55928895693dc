// Every answer that depends only on the path and its time parameter, rendered once at build time
// as the bytes the API sends (docs/ENTSCHEIDUNGEN.md "Antworten aus dem CDN"): per dataset and
// validity period the JSON and both CSV variants, each also per component (?bestandteil=); every
// history; the changelog; the export. The bytes come from the same functions the calculator
// function runs (antworten.ts), so a file and a computed answer cannot differ.
//
// Answers echo the requested day (datum, beginn). A file holds the answer for the first day of
// its period; the table names the byte offsets of that day ("slots") and the gate writes the
// requested day into them. Lists (histories, the changelog) are written with the byte length of
// every item, so the gate cuts a von/bis or bestandteil selection out of the file.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Listenlayout, Schlitze, Tabelle, TorDatensatz, TorPeriode, TorVerlauf } from '../tor/tabelle';
import { variante } from '../tor/tabelle';
import type { DatensatzLaufzeit, Laufzeitdaten, Objekt } from '../vertrag/modell';
import type { Anfrageparameter } from '../vertrag/parameter';
import {
  type Antwortquellen,
  aenderungenParameter,
  EXPORT_PARAMETER,
  erstelleAntworter,
  type Inhalt,
} from './antworten';
import { alsCsv } from './csv';

export interface Vorberechnung {
  // Path below the prefix -> bytes.
  dateien: Map<string, Uint8Array>;
  tabelle: Tabelle;
  // What the calculator function needs: the datasets whose module computes, and those they read.
  rechnerDaten: Laufzeitdaten;
}

const kodierer = new TextEncoder();
const bytes = (s: string) => kodierer.encode(s);

// A day far after every period, for the second rendering of an open period.
const FERNER_TAG = '2999-12-31';

// Offsets where a holds tagA and b holds tagB, the only difference between the two renderings.
export function findeSchlitze(a: Uint8Array, b: Uint8Array, tagA: string, tagB: string, wo: string): number[] {
  if (a.length !== b.length) throw new Error(`${wo}: die Antworten zweier Tage sind verschieden lang`);
  const ta = bytes(tagA);
  const tb = bytes(tagB);
  const out: number[] = [];
  for (let i = 0; i + ta.length <= a.length; i++) {
    if (a[i] !== ta[0]) continue;
    let gleich = true;
    for (let j = 0; j < ta.length && gleich; j++) gleich = a[i + j] === ta[j] && b[i + j] === tb[j];
    if (gleich) out.push(i);
  }
  const probe = a.slice();
  for (const o of out) probe.set(tb, o);
  if (Buffer.compare(probe, b) !== 0) throw new Error(`${wo}: die Antwort hängt nicht nur im Tag vom Stichtag ab`);
  return out;
}

function listenlayout(
  kopf: string,
  teile: string[],
  trenner: string,
  fuss: string,
  ganz: string,
  wo: string,
): Listenlayout {
  if (kopf + teile.join(trenner) + fuss !== ganz)
    throw new Error(`${wo}: Listenaufbau stimmt nicht mit der Antwort überein`);
  return {
    kopf: bytes(kopf).length,
    laengen: teile.map((t) => bytes(t).length),
    trenner: bytes(trenner).length,
    fuss: bytes(fuss).length,
  };
}

export function vorberechne(quellen: Antwortquellen, praefix: string): Vorberechnung {
  const { daten, module } = quellen;
  const a = erstelleAntworter(quellen);
  const dateien = new Map<string, Uint8Array>();
  const leg = (pfad: string, inhalt: Inhalt | Uint8Array) => {
    dateien.set(pfad, inhalt instanceof Uint8Array ? inhalt : bytes(inhalt.body));
  };

  const datensaetze: Record<string, TorDatensatz> = {};
  for (const d of Object.values(daten.datensaetze)) {
    const hatBestandteil = d.parameter.some((p) => p.name === 'bestandteil');
    const perioden: TorPeriode[] = [];
    if (d.art !== 'rechner') {
      for (const per of d.perioden) {
        const datei = `${d.id}/${per.von}`;
        const bestandteile = Array.isArray(per.antwort.bestandteile)
          ? (per.antwort.bestandteile as Objekt[]).map((k) => k.id as string)
          : [];
        const schlitze: Schlitze = {};
        for (const bt of [null, ...(hatBestandteil ? bestandteile : [])]) {
          for (const [format, tz] of [
            ['json', 'komma'],
            ['csv', 'komma'],
            ['csv', 'semikolon'],
          ]) {
            const name = variante(bt, format, tz);
            const p: Anfrageparameter = {
              format,
              ...(format === 'csv' ? { trennzeichen: tz } : {}),
              ...(bt ? { bestandteil: bt } : {}),
            };
            if (d.zeit === 'jahr') {
              leg(`${datei}.${name}`, a.datensatz(d, { ...p, jahr: Number(per.von.slice(0, 4)) }, per.von));
              continue;
            }
            const erster = bytes(a.datensatz(d, { ...p, [d.zeit]: per.von }, per.von).body);
            const zweiterTag = per.bis ?? FERNER_TAG;
            if (zweiterTag !== per.von) {
              const zweiter = bytes(a.datensatz(d, { ...p, [d.zeit]: zweiterTag }, per.von).body);
              const s = findeSchlitze(erster, zweiter, per.von, zweiterTag, `${d.id} ab ${per.von} (${name})`);
              if (s.length) schlitze[name] = s;
            }
            leg(`${datei}.${name}`, erster);
          }
        }
        perioden.push({ von: per.von, bis: per.bis, datei, bestandteile, schlitze });
      }
    }
    datensaetze[d.id] = {
      id: d.id,
      art: d.art,
      zeit: d.zeit,
      datenstand: d.datenstand,
      abdeckung: d.abdeckung,
      parameter: d.parameter,
      verlaufParameter: d.verlaufParameter,
      rechnerParameter:
        d.art === 'rechner' ? d.parameter.map((p) => p.name) : (module[d.id]?.parameter ?? []).map((p) => p.name),
      koerper: (() => {
        const m = module[d.id];
        return m?.art === 'rechner' && m.koerper
          ? { grenze: m.koerper.grenze, nurKoerper: !!m.koerper.nurKoerper }
          : null;
      })(),
      perioden,
      verlauf: d.verlaufParameter.length ? verlaufDateien(a, d, leg) : null,
    };
  }

  const aend = a.aenderungen({});
  leg('aenderungen.json', aend);
  const tabelle: Tabelle = {
    praefix,
    datensaetze,
    aenderungen: {
      datei: 'aenderungen.json',
      datenstand: a.gesamtDatenstand,
      parameter: aenderungenParameter(Object.keys(daten.datensaetze)),
      eintraege: daten.aenderungen.map((e) => [e.datum, e.datensatz]),
      layout: listenlayout(
        `{"anzahl":${daten.aenderungen.length},"aenderungen":[`,
        daten.aenderungen.map((e) => JSON.stringify(e)),
        ',',
        ']}',
        aend.body,
        'aenderungen',
      ),
    },
    export: { datei: 'export.json', datenstand: a.gesamtDatenstand, parameter: EXPORT_PARAMETER },
  };
  const ausfuhr = a.export();
  leg('export.json', ausfuhr);
  // The export is large (DECISIONS.md: gzip on the wire): also kept compressed.
  leg('export.json.gz', new Uint8Array(gzipSync(ausfuhr.body)));

  const noetig = new Set<string>();
  for (const [id, m] of Object.entries(module))
    if (m.berechne) for (const x of [id, ...(m.braucht ?? [])]) noetig.add(x);
  const rechnerDaten: Laufzeitdaten = {
    stand: daten.stand,
    datensaetze: Object.fromEntries(
      Object.values(daten.datensaetze)
        .filter((d) => noetig.has(d.id))
        .map((d) => [d.id, { ...d, verlauf: [] }]),
    ),
    aenderungen: [],
    katalog: {},
  };
  return { dateien, tabelle, rechnerDaten };
}

function verlaufDateien(
  a: ReturnType<typeof erstelleAntworter>,
  d: DatensatzLaufzeit,
  leg: (pfad: string, i: Inhalt) => void,
): TorVerlauf {
  const datei = `${d.id}/verlauf`;
  const json = a.verlauf(d, {});
  leg(`${datei}.json`, json);
  const layout = {
    json: listenlayout(
      `{"datensatz":${JSON.stringify(d.id)},"verlauf":[`,
      d.verlauf.map((e) => JSON.stringify(e)),
      ',',
      ']}',
      json.body,
      `${d.id}/verlauf`,
    ),
  } as TorVerlauf['layout'];
  for (const tz of ['komma', 'semikolon'] as const) {
    const csv = a.verlauf(d, { format: 'csv', trennzeichen: tz });
    leg(`${datei}.${tz}.csv`, csv);
    const kopf = alsCsv([], d.verlaufSpalten, tz);
    const zeilen = d.verlauf.map((e) => alsCsv([e], d.verlaufSpalten, tz).slice(kopf.length));
    layout[`${tz}.csv`] = listenlayout(kopf, zeilen, '', '', csv.body, `${d.id}/verlauf (${tz})`);
  }
  // Items of a year (sachbezugswerte) stand for 1 January to 31 December of it (abfrage.ts verlauf).
  const feld = d.verlaufFilter ?? 'bestandteil';
  const eintraege: TorVerlauf['eintraege'] = d.verlauf.map((e) => [
    (e.gueltig_ab as string | undefined) ?? `${e.jahr}-01-01`,
    'gueltig_bis' in e ? ((e.gueltig_bis as string | null) ?? null) : `${e.jahr}-12-31`,
    typeof e[feld] === 'string' ? (e[feld] as string) : null,
  ]);
  return { datei, eintraege, layout, ...(d.verlaufFilter ? { filter: d.verlaufFilter } : {}) };
}

// The manifest of a build: every file below the prefix with its SHA-256.
export function manifest(v: Vorberechnung): { praefix: string; dateien: Record<string, string> } {
  const dateien: Record<string, string> = {};
  for (const [pfad, inhalt] of [...v.dateien].sort(([x], [y]) => (x < y ? -1 : 1)))
    dateien[pfad] = createHash('sha256').update(inhalt).digest('hex');
  return { praefix: v.tabelle.praefix, dateien };
}
