// The generator's core: from loaded data files and the modules to every answer, the meta files
// and the OpenAPI document (no file I/O).

import { z } from 'zod';
import {
  katalog as katalogSchema,
  komponentenAntwort,
  schemaName,
  spezialAntwort,
  statusAntwort as statusSchema,
  uebersicht as uebersichtSchema,
  verlaufAntwort,
  verlauf as verlaufSchema,
} from '../src/antwort/schema';
import { type Antworter, erstelleAntworter } from '../src/api/antworten';
import type { GeladenerDatensatz } from '../src/daten/laden';
import { DatenFehler } from '../src/daten/laden';
import { erstelleBezug } from '../src/vertrag/bezug';
import { ApiFehler } from '../src/vertrag/fehler';
import type { DatensatzLaufzeit, Laufzeitdaten, Objekt } from '../src/vertrag/modell';
import { hatUmschlag, type Modul, type Module } from '../src/vertrag/modul';
import type { PapEintrag } from '../src/vertrag/pap';
import { leseParameter } from '../src/vertrag/parameter';
import { baueDatensatz, beispieltag } from './komponenten';
import { aenderungen, BASIS, katalog, status, uebersicht } from './meta';
import { type DatensatzSchemas, openapi } from './openapi';

export interface Ergebnis {
  laufzeit: Laufzeitdaten;
  oeffentlich: Record<string, Objekt>;
  // English name of every response field, from the schemas (the documentation's glossary).
  glossar: Record<string, string[]>;
}

// What the build knows besides the data files: the modules (src/datensaetze/, generator/module.ts)
// and the generated wage tax programmes (build/pap/).
export interface Umgebung {
  module: Module;
  pap?: readonly PapEintrag[];
}

const fehlerText = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

// Every module belongs to a data file and names only datasets that exist; a dataset without a
// module of its own shape must have components to answer with.
function pruefeModule(quellen: GeladenerDatensatz[], module: Module): string[] {
  const ids = new Set(quellen.map((d) => d.id));
  const probleme: string[] = [];
  for (const [id, m] of Object.entries(module)) {
    if (!ids.has(id)) probleme.push(`src/datensaetze/${id}.ts: Modul ohne Datei data/${id}.yaml`);
    for (const b of m.braucht ?? [])
      if (!ids.has(b)) probleme.push(`src/datensaetze/${id}.ts: braucht ${b}, doch data/${b}.yaml gibt es nicht`);
  }
  for (const d of quellen) {
    const m = module[d.id];
    // Tables (tabellen) reach an answer only through a module with its own shape (spezialModul).
    if (m?.art !== 'rechner' && d.bestandteile.length === 0 && !(d.tabellen && hatUmschlag(m)))
      probleme.push(
        `${d.datei}: Datensatz ${d.id}, bestandteile: mindestens ein Bestandteil (nur ein Rechner mit Modul ` +
          `src/datensaetze/${d.id}.ts oder ein Datensatz mit tabellen und eigenem Umschlag kommt ohne aus)`,
      );
  }
  return probleme;
}

// Datasets in an order where each comes after the ones its module reads (bav-hoechstbetraege
// after rechengroessen); a cycle is an error.
function reihenfolge(quellen: GeladenerDatensatz[], module: Module): GeladenerDatensatz[] {
  const nachId = new Map(quellen.map((d) => [d.id, d]));
  const fertig = new Set<string>();
  const out: GeladenerDatensatz[] = [];
  const besuche = (d: GeladenerDatensatz, pfad: string[]) => {
    if (fertig.has(d.id)) return;
    if (pfad.includes(d.id)) throw new DatenFehler([`Zyklus in braucht: ${[...pfad, d.id].join(' → ')}`]);
    for (const b of module[d.id]?.braucht ?? []) {
      const x = nachId.get(b);
      if (x) besuche(x, [...pfad, d.id]);
    }
    fertig.add(d.id);
    out.push(d);
  };
  for (const d of quellen) besuche(d, []);
  return out;
}

// The answer and history shapes of a dataset: its module's own fields on the common envelope.
function schemasVon(
  d: GeladenerDatensatz,
  m: Modul | undefined,
): { antwort: z.ZodObject; verlauf: z.ZodObject | null } {
  const regeln = d.regeln.length > 0;
  if (m?.art === 'rechner') return { antwort: m.antwort, verlauf: null };
  if (hatUmschlag(m))
    return {
      antwort: spezialAntwort({ zeit: d.zeit, felder: m.felder, regeln }),
      verlauf: verlaufAntwort(z.strictObject(m.verlaufFelder)),
    };
  return {
    antwort: komponentenAntwort({
      zeit: d.zeit,
      felder: m?.felder,
      bestandteilFelder:
        m?.bestandteilFelder || m?.zusatzFelder ? { ...m.bestandteilFelder, ...m.zusatzFelder } : undefined,
      status: d.status,
      regeln,
    }),
    verlauf: m?.verlaufFelder ? verlaufAntwort(z.strictObject(m.verlaufFelder)) : verlaufSchema,
  };
}

// The example query of a dataset and its answer: the example values of its parameters (a component
// dataset: its time parameter only) on the example day. An optional parameter the calculator
// refuses in that combination (co2_g_km only with antrieb=hybrid) is left out; any other failure
// stops the build, so no published example answers with an error. The tests of the calculators in
// the gate start from the same query (scripts/rechnerfaelle.ts).
export function beispielAbfrage(d: DatensatzLaufzeit, a: Antworter): { abfrage: string; antwort: Objekt } {
  const abfrage = new URLSearchParams();
  for (const p of d.parameter) {
    if (p.name === 'format' || p.name === 'trennzeichen' || p.beispiel === undefined) continue;
    if (d.art !== 'rechner' && p.name !== d.zeit) continue;
    abfrage.set(p.name, String(p.beispiel));
  }
  const tag = d.art === 'rechner' ? beispieltag(d) : String(abfrage.get(d.zeit) ?? beispieltag(d));
  for (;;) {
    try {
      const body = a.datensatz(d, leseParameter(d.parameter, `?${abfrage}`), tag).body;
      return { abfrage: `?${abfrage}`, antwort: JSON.parse(body) as Objekt };
    } catch (e) {
      const name = e instanceof ApiFehler ? e.zusatz.parameter : undefined;
      const spec = d.parameter.find((p) => p.name === name);
      if (d.art === 'rechner' && name && spec && !spec.pflicht && abfrage.has(name)) {
        abfrage.delete(name);
        continue;
      }
      throw nichtOk(
        d,
        `?${abfrage}`,
        e instanceof ApiFehler ? `${e.status} ${e.code}: ${e.nachricht}` : (e as Error).message,
      );
    }
  }
}

// A calculator without GET (Koerperanfrage.nurKoerper): its example body instead of a query.
const nurKoerper = (m: Modul | undefined) => (m?.art === 'rechner' && m.koerper?.nurKoerper) || null;

function beispielKoerper(
  d: DatensatzLaufzeit,
  a: Antworter,
  { beispiel }: { beispiel: unknown },
): { abfrage: string; antwort: Objekt } {
  try {
    return { abfrage: 'POST', antwort: JSON.parse(a.koerper(d, beispiel, {}, beispieltag(d)).body) as Objekt };
  } catch (e) {
    throw nichtOk(d, 'POST', e instanceof ApiFehler ? `${e.status} ${e.code}: ${e.nachricht}` : (e as Error).message);
  }
}

const nichtOk = (d: DatensatzLaufzeit, abfrage: string, grund: string) =>
  new DatenFehler([`Datensatz ${d.id}: das Beispiel (${abfrage}) antwortet nicht mit 200: ${grund}`]);

// The documented example of a dataset: the answer to its example query, checked against its schema.
function beispiel(d: DatensatzLaufzeit, a: Antworter, schema: z.ZodObject, m: Modul | undefined): Objekt {
  const nk = nurKoerper(m);
  const { abfrage, antwort } = nk ? beispielKoerper(d, a, nk) : beispielAbfrage(d, a);
  const r = schema.safeParse(antwort);
  if (!r.success) throw nichtOk(d, abfrage, `passt nicht zum Schema: ${fehlerText(r.error)}`);
  return antwort;
}

// The example values of a component dataset's parameters answer 200 on the example day: the
// component (bestandteil, one that holds then) and the module's own parameters together (netto with
// unterhaltspflichten, arbeitsplaetze with besetzt ...).
function pruefeParameterBeispiele(d: DatensatzLaufzeit, m: Modul | undefined, a: Antworter): string[] {
  if (d.art === 'rechner') return [];
  const tag = beispieltag(d);
  const zeit = `${d.zeit}=${d.zeit === 'jahr' ? tag.slice(0, 4) : tag}`;
  const eigene = new Set((m?.parameter ?? []).map((p) => p.name));
  const beispiel = (p: { name: string; beispiel?: unknown }) => `&${p.name}=${p.beispiel}`;
  const abfragen = [
    ...d.parameter.filter((p) => p.name === 'bestandteil' && p.beispiel !== undefined).map(beispiel),
    d.parameter
      .filter((p) => eigene.has(p.name) && p.beispiel !== undefined)
      .map(beispiel)
      .join(''),
  ].filter(Boolean);
  const probleme: string[] = [];
  for (const rest of abfragen) {
    const abfrage = `?${zeit}${rest}`;
    try {
      a.datensatz(d, leseParameter(d.parameter, abfrage), tag);
    } catch (e) {
      const grund = e instanceof ApiFehler ? `${e.status} ${e.code}: ${e.nachricht}` : (e as Error).message;
      probleme.push(`Datensatz ${d.id}: das Beispiel ${abfrage} antwortet nicht mit 200: ${grund}`);
    }
  }
  return probleme;
}

export function erzeuge(quellen: GeladenerDatensatz[], umgebung: Umgebung): Ergebnis {
  const { module, pap } = umgebung;
  const modulProbleme = pruefeModule(quellen, module);
  if (modulProbleme.length) throw new DatenFehler(modulProbleme);

  const datensaetze: Record<string, DatensatzLaufzeit> = {};
  const schemas: Record<string, ReturnType<typeof schemasVon>> = {};
  const probleme: string[] = [];
  for (const d of reihenfolge(quellen, module)) {
    const m = module[d.id];
    const bezug = erstelleBezug(d.id, m, { datensaetze, pap });
    const l = baueDatensatz(d, m, bezug, BASIS);
    datensaetze[d.id] = l;
    schemas[d.id] = schemasVon(d, m);
    // Every value a module reads must be there in every period (pruefeDaten).
    for (const p of m?.pruefeDaten ? l.perioden : []) {
      try {
        m?.pruefeDaten?.(p.antwort, bezug);
      } catch (e) {
        probleme.push(`${d.datei}: Antwort ab ${p.von}: ${(e as Error).message}`);
      }
    }
    const v = schemas[d.id].verlauf?.safeParse({ datensatz: d.id, verlauf: l.verlauf });
    if (v && !v.success) probleme.push(`${d.datei}: Datensatz ${d.id}, Verlauf: ${fehlerText(v.error)}`);
  }
  if (probleme.length) throw new DatenFehler(probleme);

  const stand =
    quellen
      .map((d) => d.stand)
      .sort()
      .at(-1) ?? '';
  const kat = katalogSchema.parse(katalog(quellen, datensaetze));
  const laufzeit: Laufzeitdaten = {
    stand,
    datensaetze: Object.fromEntries(quellen.map((d) => [d.id, datensaetze[d.id]])),
    aenderungen: aenderungen(quellen),
    katalog: kat,
  };
  const antworter = erstelleAntworter({ daten: laufzeit, module, pap });

  // Every answer a file will hold must have the documented shape before it is published.
  for (const d of quellen) {
    const l = datensaetze[d.id];
    if (l.art === 'rechner') continue;
    for (const p of l.perioden) {
      const zeit = d.zeit === 'jahr' ? { jahr: Number(p.von.slice(0, 4)) } : { [d.zeit]: p.von };
      const antwort = JSON.parse(antworter.datensatz(l, zeit, p.von).body);
      const r = schemas[d.id].antwort.safeParse(antwort);
      if (!r.success) probleme.push(`${d.datei}: Datensatz ${d.id}, Antwort ab ${p.von}: ${fehlerText(r.error)}`);
    }
    probleme.push(...pruefeParameterBeispiele(l, module[d.id], antworter));
  }
  if (probleme.length) throw new DatenFehler(probleme);

  const dokumentiert: DatensatzSchemas[] = quellen.map((d) => {
    const l = datensaetze[d.id];
    const s = schemas[d.id];
    return {
      id: d.id,
      name: d.name,
      beschreibung: d.beschreibung,
      laufzeit: l,
      beispiel: beispiel(l, antworter, s.antwort, module[d.id]),
      antwort: { name: schemaName(d.id, l.art), schema: s.antwort },
      koerper: (() => {
        const m = module[d.id];
        return m?.art === 'rechner' && m.koerper ? m.koerper.schema : null;
      })(),
      nurKoerper: nurKoerper(module[d.id]),
      verlauf:
        s.verlauf && s.verlauf !== verlaufSchema
          ? { name: `Verlauf_${d.id.replace(/-/g, '_')}`, schema: s.verlauf }
          : null,
    };
  });
  const { dokument, glossar } = openapi({ stand, datensaetze: dokumentiert });
  const oeffentlich: Record<string, Objekt> = {
    'uebersicht.json': uebersichtSchema.parse(uebersicht(quellen.length, stand)),
    'datensaetze.json': kat,
    'status.json': statusSchema.parse(status(quellen, stand)),
    'openapi.json': dokument,
  };
  return { laufzeit, oeffentlich, glossar };
}
