// The body of every answer, computed from the periods the generator built (Laufzeitdaten). The
// build runs these functions once per file it writes (src/api/vorberechnung.ts); the calculator
// function runs them per request for what cannot be precomputed. Nothing here checks keys or quotas.

import { mitQuellen } from '../gemeinsam/quellen';
import { abdeckungText, nurBestandteil, periode, verlauf, type Zeitpunkt, zeitpunkt } from '../vertrag/abfrage';
import { BezugOhneWert, type BezugQuellen, erstelleBezug } from '../vertrag/bezug';
import { ApiFehler } from '../vertrag/fehler';
import type { DatensatzLaufzeit, Laufzeitdaten, Objekt, Periode } from '../vertrag/modell';
import type { Koerperanfrage, Modul, Module } from '../vertrag/modul';
import type { PapEintrag } from '../vertrag/pap';
import type { Anfrageparameter, ParameterSpec } from '../vertrag/parameter';
import { alsCsv, flachKomponente, spalten, type Trennzeichen } from './csv';
import { alsIcs } from './ics';

export const JSON_TYP = 'application/json; charset=utf-8';
export const CSV_TYP = 'text/csv; charset=utf-8';
export const ICS_TYP = 'text/calendar; charset=utf-8';

export interface Inhalt {
  body: string;
  typ: string;
  datenstand: string;
  dateiname?: string;
}

export interface Antworter {
  datensatz(d: DatensatzLaufzeit, p: Anfrageparameter, heute: string): Inhalt;
  // A calculator's request as a JSON body (POST); p holds the query's format and trennzeichen.
  koerper(d: DatensatzLaufzeit, json: unknown, p: Anfrageparameter, heute: string): Inhalt;
  verlauf(d: DatensatzLaufzeit, p: Anfrageparameter): Inhalt;
  aenderungen(p: Anfrageparameter): Inhalt;
  export(): Inhalt;
  gesamtDatenstand: string;
}

// Parameters of /aenderungen and /export: the gate checks requests against them, the OpenAPI
// document (generator/openapi.ts) lists them.
export function aenderungenParameter(ids: string[]): ParameterSpec[] {
  return [
    {
      name: 'seit',
      typ: 'datum',
      pflicht: false,
      beschreibung: 'Nur Einträge an oder nach diesem Tag.',
      beispiel: '2025-01-01',
    },
    {
      name: 'datensatz',
      typ: 'auswahl',
      pflicht: false,
      werte: ids,
      beschreibung: 'Nur Einträge dieses Datensatzes.',
      beispiel: ids[0],
    },
  ];
}
export const EXPORT_PARAMETER: ParameterSpec[] = [
  { name: 'format', typ: 'auswahl', pflicht: false, werte: ['json'], beschreibung: 'Der Export gibt es nur als JSON.' },
];

// What the answers are computed from: the periods, the modules (src/datensaetze/, as build/module.ts
// lists them) and the generated wage tax programmes (build/pap/).
export interface Antwortquellen {
  daten: Laufzeitdaten;
  module: Module;
  pap?: readonly PapEintrag[];
}

type Rechnend = Modul & { berechne: NonNullable<Modul['berechne']> };
const rechnet = (m: Modul | undefined): m is Rechnend => typeof m?.berechne === 'function';

export function erstelleAntworter({ daten, module, pap }: Antwortquellen): Antworter {
  const gesamtDatenstand = daten.aenderungen[0]?.datenstand ?? daten.stand;
  const quellen: BezugQuellen = { datensaetze: daten.datensaetze, pap };

  // A calculator's coverage: its own, narrowed by that of every dataset it reads (krankengeld ends
  // where rechengroessen ends, though its own data are open-ended).
  const abdeckungen = new Map<string, { von: string; bis: string | null }>();
  function rechenAbdeckung(d: DatensatzLaufzeit, erw: Modul): { von: string; bis: string | null } {
    let a = abdeckungen.get(d.id);
    if (a) return a;
    a = { ...d.abdeckung };
    for (const name of erw.braucht ?? []) {
      const b = daten.datensaetze[name]?.abdeckung;
      if (!b) continue;
      if (b.von > a.von) a.von = b.von;
      if (b.bis !== null && (a.bis === null || b.bis < a.bis)) a.bis = b.bis;
    }
    abdeckungen.set(d.id, a);
    return a;
  }

  // The day whose values apply comes from the request (brutto-netto: the first of the month of
  // datum; kuendigungsfrist: zugang). Errors quote what the user sent: the parameter that sets the
  // day (leaving it out changes it), or datum with the day used when none was sent (today).
  function stichtagVon(erw: Rechnend, p: Anfrageparameter, heute: string): Zeitpunkt | null {
    const tag = erw.stichtag?.(p, heute);
    if (!tag) return null;
    const z: Zeitpunkt = { feld: 'datum', wert: tag, von: tag, bis: tag };
    for (const spec of erw.parameter ?? []) {
      if (p[spec.name] === undefined) continue;
      const { [spec.name]: _, ...ohne } = p;
      if (erw.stichtag?.(ohne, heute) !== tag)
        return { ...z, gesendet: { parameter: spec.name, wert: String(p[spec.name]) } };
    }
    return z;
  }

  // A calculator or a dataset with request-dependent fields: the precomputed answer of the period
  // is the input of its module (src/datensaetze/).
  function erweiterteAntwort(
    d: DatensatzLaufzeit,
    erw: Rechnend,
    p: Anfrageparameter,
    heute: string,
    koerper?: { k: unknown; von: Koerperanfrage },
  ): Inhalt {
    const z = koerper
      ? koerperTag(koerper.von, koerper.k, heute)
      : (stichtagVon(erw, p, heute) ?? zeitpunkt(d, p, heute));
    const a = rechenAbdeckung(d, erw);
    const { datensatz, ...rest } = periode({ id: d.id, abdeckung: a, perioden: d.perioden }, z).antwort;
    const basis: Objekt = d.art === 'rechner' ? { datensatz, ...rest } : { datensatz, [z.feld]: z.wert, ...rest };
    // One Bezug per request: it records what the module read, and those sources join the answer's.
    const bezug = erstelleBezug(d.id, erw, quellen);
    let antwort: Objekt;
    try {
      antwort = koerper
        ? koerper.von.berechne(basis, koerper.k, heute, bezug, () => erstelleBezug(d.id, erw, quellen))
        : erw.berechne(basis, p, heute, bezug);
    } catch (e) {
      // A day another dataset does not hold: outside the calculator's coverage, said as such.
      if (!(e instanceof BezugOhneWert)) throw e;
      const { parameter, wert } = z.gesendet ?? { parameter: z.feld, wert: String(z.wert) };
      if (e.tag < a.von || (a.bis !== null && e.tag > a.bis))
        throw new ApiFehler(
          'kein_wert',
          `${parameter}=${wert} liegt außerhalb der Abdeckung von ${d.id}: ${abdeckungText(a)}.`,
          { parameter },
        );
      throw new ApiFehler('kein_wert', e.nachricht.replace(e.tag, wert), { parameter });
    }
    const gelesen = bezug.gelesen();
    if (gelesen.length && Array.isArray(antwort.quellen))
      antwort = { ...antwort, quellen: mitQuellen(antwort.quellen as { url: string }[], gelesen) };
    if (typeof p.bestandteil === 'string') antwort = nurBestandteil(d, antwort, p.bestandteil);
    if (p.format === 'ics' && erw.ics) {
      const { name, eintraege } = erw.ics(antwort);
      return {
        body: alsIcs(name, eintraege, String(antwort.stand)),
        typ: ICS_TYP,
        datenstand: d.datenstand,
        dateiname: `${d.id}.ics`,
      };
    }
    if (p.format !== 'csv') return { body: JSON.stringify(antwort), typ: JSON_TYP, datenstand: d.datenstand };
    const zeilen = erw.csvZeilen?.(antwort) ?? csvZeilen(antwort);
    return csvInhalt(alsCsv(zeilen, spalten(zeilen), trennzeichen(p)), `${d.id}.csv`, d.datenstand);
  }

  function koerperTag(k: Koerperanfrage, wert: unknown, heute: string): Zeitpunkt {
    const tag = k.stichtag(wert, heute);
    const gesendet = k.gesendet(wert);
    return { feld: 'datum', wert: tag, von: tag, bis: tag, ...(gesendet ? { gesendet } : {}) };
  }

  function koerper(d: DatensatzLaufzeit, json: unknown, p: Anfrageparameter, heute: string): Inhalt {
    const erw = module[d.id];
    if (!rechnet(erw) || erw.art !== 'rechner' || !erw.koerper)
      throw new ApiFehler('methode_nicht_erlaubt', `${d.id} nimmt keinen Körper an.`);
    return erweiterteAntwort(d, erw, p, heute, { k: erw.koerper.lese(json), von: erw.koerper });
  }

  function datensatz(d: DatensatzLaufzeit, p: Anfrageparameter, heute: string): Inhalt {
    const erw = module[d.id];
    if (rechnet(erw)) return erweiterteAntwort(d, erw, p, heute);
    const z = zeitpunkt(d, p, heute);
    const per: Periode = periode(d, z);
    const { datensatz: id, ...rest } = per.antwort;
    let antwort: Objekt = { datensatz: id, [z.feld]: z.wert, ...rest };
    if (typeof p.bestandteil === 'string') antwort = nurBestandteil(d, antwort, p.bestandteil);
    if (p.format !== 'csv') return { body: JSON.stringify(antwort), typ: JSON_TYP, datenstand: d.datenstand };
    // Component rows take the columns of every period, so a download keeps its header over time.
    const zeilen = csvZeilen(antwort);
    const kopf = Array.isArray(antwort.bestandteile) ? d.bestandteilSpalten : spalten(zeilen);
    return csvInhalt(alsCsv(zeilen, kopf, trennzeichen(p)), `${d.id}.csv`, d.datenstand);
  }

  function verlaufAntwort(d: DatensatzLaufzeit, p: Anfrageparameter): Inhalt {
    const eintraege = verlauf(d, p);
    if (p.format === 'csv')
      return csvInhalt(alsCsv(eintraege, d.verlaufSpalten, trennzeichen(p)), `${d.id}-verlauf.csv`, d.datenstand);
    return { body: JSON.stringify({ datensatz: d.id, verlauf: eintraege }), typ: JSON_TYP, datenstand: d.datenstand };
  }

  function aenderungen(p: Anfrageparameter): Inhalt {
    const liste = daten.aenderungen.filter(
      (a) =>
        (p.seit === undefined || a.datum >= String(p.seit)) &&
        (p.datensatz === undefined || a.datensatz === p.datensatz),
    );
    return {
      body: JSON.stringify({ anzahl: liste.length, aenderungen: liste }),
      typ: JSON_TYP,
      datenstand: gesamtDatenstand,
    };
  }

  function exportAntwort(): Inhalt {
    const verlaeufe = Object.fromEntries(Object.values(daten.datensaetze).map((d) => [d.id, d.verlauf]));
    const body = JSON.stringify({
      stand: daten.stand,
      katalog: daten.katalog,
      aenderungen: daten.aenderungen,
      verlaeufe,
    });
    return { body, typ: JSON_TYP, datenstand: gesamtDatenstand };
  }

  return { datensatz, koerper, verlauf: verlaufAntwort, aenderungen, export: exportAntwort, gesamtDatenstand };
}

function csvInhalt(body: string, dateiname: string, datenstand: string): Inhalt {
  return { body, typ: CSV_TYP, datenstand, dateiname };
}

// CSV rows of an answer: one per component (quelle and naechster_wert flattened), or, for an
// answer without components, one row of its fields that are not lists or objects.
function csvZeilen(antwort: Objekt): Objekt[] {
  if (Array.isArray(antwort.bestandteile)) return (antwort.bestandteile as Objekt[]).map(flachKomponente);
  return [Object.fromEntries(Object.entries(antwort).filter(([, v]) => v === null || typeof v !== 'object'))];
}

const trennzeichen = (p: Anfrageparameter): Trennzeichen => (p.trennzeichen === 'semikolon' ? 'semikolon' : 'komma');
