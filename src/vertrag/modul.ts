// What a dataset or a calculator is beyond its data file: its one module, src/datensaetze/<id>.ts,
// whose default export is built with one of the three constructors below. The kind of a dataset
// (art: bestandteile, spezial, rechner) follows from the constructor; nothing else names it. The
// build discovers the modules (generator/module.ts), the API layer receives them as a dependency.
//   datensatzModul  a component dataset with own fields (monatswerte, summen, grundlohn_stunde ...);
//                   with an own component or history shape (beitragssaetze) its art is spezial
//   spezialModul    a dataset with its own answer shape (umschlag) instead of the component envelope
//   rechnerModul    a calculator: every answer is computed from the request and the data
// A module reads other datasets only through Bezug, and only those it names in braucht; the build
// and the calculator function hand it their precomputed answers.
import type { z } from 'zod';
import type { GeladenerDatensatz, GeladeneStufe } from '../daten/laden';
import type { DatensatzArt, IcsEintrag, Objekt, Periode, Regelwerk } from './modell';
import type { PapEintrag } from './pap';
import type { Anfrageparameter, ParameterSpec } from './parameter';

export type { DatensatzArt, Regelwerk };

// A read value's citation: what a payslip line or an answer names for it.
export interface Zitat {
  rechtsgrundlage: string;
  quelle: { titel: string; url: string } | null;
  datensatz: string;
  bestandteil: string | null;
  datenstand: string;
}

// A component's value read from another dataset, with its citation; arbeitgeber/arbeitnehmer are
// the shares where the dataset splits the value (beitragssaetze), zusatz its further fixed fields.
export interface Gelesen extends Zitat {
  wert: number;
  arbeitgeber: number | null;
  arbeitnehmer: number | null;
  zusatz: Readonly<Record<string, unknown>>;
}

// What a module may read besides the request: the datasets it names in braucht (B, checked by the
// type checker) and its own, each as the precomputed answer of the period that holds on a day. One
// Bezug serves one request and records the source of every value it hands out (gelesen), so an
// answer's quellen follow from what was read.
export interface Bezug<B extends string = string> {
  // Throws kein_wert (naming the dataset and its coverage) for a day outside its coverage.
  am: (id: B, tag: string) => Objekt;
  // The same, or null outside the coverage.
  finde: (id: B, tag: string) => Objekt | null;
  regelwerk: (id: B) => Regelwerk;
  // The wage tax programmes generated from data/lohnsteuer/ (build/pap/), for a module that names
  // lohnsteuer in braucht; for any other the parameter is never and the call does not type-check.
  pap: (id: 'lohnsteuer' & B) => readonly PapEintrag[];
  // A component's value on a day with its citation, wherever the answer keeps it (a component or a
  // top-level field); kein_wert naming datum if the dataset has none then.
  wert: (id: B, bestandteil: string, tag: string) => Gelesen;
  // The same, or null where the dataset has no such value on that day.
  vielleicht: (id: B, bestandteil: string, tag: string) => Gelesen | null;
  // The dataset's own citation on a day (legal basis, source, datenstand), for a value it computes.
  zitat: (id: B, tag: string) => Zitat;
  // The sources of every value this Bezug handed out, each once, in the order read.
  gelesen: () => readonly { titel: string; url: string }[];
}

// Build-time shaping of a component answer (generator/komponenten.ts applies it).
export interface Zuschnitt {
  komponente?(k: Objekt, stufe: GeladeneStufe): Objekt;
  verlaufEintrag?(e: Objekt, stufe: GeladeneStufe): Objekt;
  // Fields placed before werte (beitragssaetze: saetze).
  vorWerte?(werte: Record<string, unknown>): Objekt;
  // Fields placed after bestandteile (monatswerte, summen, berechnet).
  nachBestandteile?(p: {
    datensatz: GeladenerDatensatz;
    werte: Record<string, unknown>;
    bestandteile: Objekt[];
    von: string;
    bezug: Bezug;
  }): Objekt;
  // Further top-level fields keyed by component id, narrowed by ?bestandteil= as werte is.
  komponentenFelder?: string[];
}

interface Gemeinsam {
  // Ids of the other datasets whose values the module reads (Bezug).
  braucht?: readonly string[];
  // Query parameters: for a calculator all of them; for a dataset those after its time parameter
  // and bestandteil (a request with one of them is computed, not served from a file).
  parameter?: ParameterSpec[];
  // Allowed values of selection parameters (the module's own and verlaufFilter) that come from the
  // data file rather than the code (reisekosten-ausland: the country codes and places of every BMF
  // letter), by parameter name; the build fills them in, so a new letter needs no code change.
  parameterWerte?(d: GeladenerDatensatz): Record<string, string[]>;
  // A parameter of the history endpoint that keeps the items whose field of the same name holds
  // its value (reisekosten-ausland: land); the gate cuts them out of the file like ?bestandteil=.
  verlaufFilter?: ParameterSpec;
  // The day whose legal values apply (calculators); otherwise the dataset's time parameter.
  stichtag?(p: Anfrageparameter, heute: string): string;
  // Reads every data value the module needs from the precomputed answer of a period and throws
  // when one is missing; the build runs it for every period, so a gap fails the build.
  pruefeDaten?(basis: Objekt, bezug: Bezug): void;
  // CSV rows (a list answer: one row per element); otherwise one row of the scalar fields.
  csvZeilen?(antwort: Objekt): Objekt[];
  // Calendar answers also offer format=ics: the calendar's name and its all-day events.
  ics?(antwort: Objekt): { name: string; eintraege: IcsEintrag[] };
}

export interface DatensatzModul extends Gemeinsam {
  art: 'bestandteile' | 'spezial';
  // The answer's own fields besides the component envelope, and each component's own fields:
  // zod shapes whose fields carry their English name in .meta({ en }).
  felder?: z.ZodRawShape;
  bestandteilFelder?: z.ZodRawShape;
  // The zusatz fields the data file sets on some levels (optional, beside wert); unlike
  // bestandteilFelder they keep the common component shape, so the dataset stays art bestandteile.
  zusatzFelder?: z.ZodRawShape;
  // Own history items (zod shape of one item) where they differ from the common one.
  verlaufFelder?: z.ZodRawShape;
  zuschnitt?: Zuschnitt;
  // Request-dependent fields added to the precomputed answer of the period.
  berechne?(basis: Objekt, p: Anfrageparameter, heute: string, bezug: Bezug): Objekt;
}

export interface SpezialModul extends Gemeinsam {
  art: 'spezial';
  // The answer and history item shapes (zod shapes; the build adds datensatz, the time field and
  // the citation fields).
  felder: z.ZodRawShape;
  verlaufFelder: z.ZodRawShape;
  // The dataset's own answer fields in place of vorlaeufig/werte/bestandteile; the builder puts
  // datensatz before and hinweise, lizenz, stand, zitat, datenstand after them.
  umschlag(p: {
    datensatz: GeladenerDatensatz;
    werte: Record<string, number | null>;
    bestandteile: Objekt[];
    von: string;
    bis: string | null;
  }): Objekt;
  // History items built from the answers of the periods.
  verlaufAusPerioden(perioden: Periode[]): Objekt[];
  berechne?(basis: Objekt, p: Anfrageparameter, heute: string, bezug: Bezug): Objekt;
}

// A calculator that also takes its request as a JSON body (POST beside GET): the body's schema (one
// zod schema with groups: the OpenAPI requestBody, the SDK types), its size limit, the day whose
// values apply, and the computation. lese checks the parsed JSON and throws ApiFehler naming the JSON
// path; the others take what it returned.
export interface Koerperanfrage<K = unknown, A = Objekt, B extends string = string> {
  schema: z.ZodType;
  // At most this many bytes (the gate answers 413 beyond it).
  grenze: number;
  lese(json: unknown): K;
  stichtag(k: K, heute: string): string;
  // The day the caller sent, where the body sets it (errors outside the coverage quote it).
  gesendet(k: K): { parameter: string; wert: string } | null;
  // neuerBezug: a fresh Bezug of the same datasets, for a calculator that computes several requests
  // in one (the Lohnkonto: one payslip per month, each with the quellen of its own reads).
  berechne(basis: Objekt, k: K, heute: string, bezug: Bezug<B>, neuerBezug: () => Bezug<B>): A;
  // Only a JSON body, no GET (a request that does not fit a query, POST /hr/lohnkonto): the gate
  // answers every other method but OPTIONS with 405 and Allow: OPTIONS, POST. beispiel is a body
  // that answers 200: the build's example answer and the OpenAPI example come from it.
  nurKoerper?: { beispiel: unknown };
}

export interface RechnerModul extends Gemeinsam {
  art: 'rechner';
  parameter: ParameterSpec[];
  koerper?: Koerperanfrage;
  // The whole answer shape (src/antwort/schema.ts rechnerAntwort): OpenAPI, SDK types, build checks.
  antwort: z.ZodObject;
  berechne(basis: Objekt, p: Anfrageparameter, heute: string, bezug: Bezug): Objekt;
}

export type Modul = DatensatzModul | SpezialModul | RechnerModul;

export const hatUmschlag = (m: Modul | undefined): m is SpezialModul => !!m && 'umschlag' in m;
export const istKomponentenModul = (m: Modul | undefined): m is DatensatzModul =>
  !!m && m.art !== 'rechner' && !('umschlag' in m);

// Every module by dataset id, as discovered in src/datensaetze/ (build/module.ts).
export type Module = Readonly<Record<string, Modul>>;

// API-SPEC.md counts a dataset whose components or history items have a shape of their own
// (beitragssaetze) among the special datasets.
export function datensatzModul(m: Omit<DatensatzModul, 'art'>): DatensatzModul {
  const eigeneForm = !!(m.bestandteilFelder || m.verlaufFelder || m.zuschnitt?.komponente);
  return { art: eigeneForm ? 'spezial' : 'bestandteile', ...m };
}

export function spezialModul(m: Omit<SpezialModul, 'art'>): SpezialModul {
  return { art: 'spezial', ...m };
}

// The dataset id an answer schema names (rechnerAntwort's datensatz literal): a module's own id.
type EigeneId<S extends z.ZodObject> = z.infer<S> extends { datensatz: infer I extends string } ? I : never;

// berechne must return z.infer of the answer schema, so interface, object and schema cannot drift.
// braucht is a tuple of literal ids: berechne's Bezug accepts exactly those and the module's own, so
// reading a dataset the module did not name fails the type check.
export function rechnerModul<S extends z.ZodObject, const B extends readonly string[] = [], K = never>(
  antwort: S,
  m: Omit<RechnerModul, 'art' | 'antwort' | 'berechne' | 'braucht' | 'pruefeDaten' | 'koerper'> & {
    braucht?: B;
    pruefeDaten?(basis: Objekt, bezug: Bezug<B[number] | EigeneId<S>>): void;
    berechne(basis: Objekt, p: Anfrageparameter, heute: string, bezug: Bezug<B[number] | EigeneId<S>>): z.infer<S>;
    koerper?: Koerperanfrage<K, z.infer<S>, B[number] | EigeneId<S>>;
  },
): RechnerModul {
  return { art: 'rechner', ...m, koerper: m.koerper as Koerperanfrage | undefined, antwort };
}
