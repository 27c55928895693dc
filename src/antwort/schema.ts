// Response shapes, one zod schema per shape, and the builders every dataset module extends. The
// generator checks every precomputed answer against them and produces the OpenAPI document from
// them (z.toJSONSchema), so a field is declared once. Every field carries its English name in
// .meta({ en }): the English glossary of the documentation is generated from these.
import { z } from 'zod';
import { AENDERUNGSARTEN, EINHEITEN, KATEGORIEN } from '../daten/schema';
import { FEHLER_STATUS, type FehlerCode } from '../vertrag/fehler';
import type { DatensatzArt } from '../vertrag/modul';

export const datum = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date', example: '2024-05-01' });
export const land = z.string().regex(/^[A-Z]{2}$/);
export const tagMitName = z.object({
  datum: datum.meta({ en: 'date' }),
  name: z.string().meta({ en: 'name of the holiday or day' }),
});
const datenstand = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}\.\d+$/)
  .meta({ description: 'Datum des letzten Änderungseintrags, Punkt, laufende Nummer.', example: '2026-11-23.1' });

export const quelleAntwort = z.object({
  titel: z.string().meta({ en: 'title of the source' }),
  url: z.string().meta({ format: 'uri', en: 'address of the source' }),
});

export const naechsterWert = z.object({
  gueltig_ab: datum.meta({ en: 'valid from (first day)' }),
  wert: z.number().nullable().meta({ en: 'value; null while an announced value is not fixed' }),
});

// A component as every component dataset answers it (API-SPEC.md component object).
export const komponente = z.strictObject({
  id: z.string().meta({ en: 'identifier' }),
  name: z.string().meta({ en: 'German name' }),
  gruppe: z.string().meta({ en: 'group the component belongs to' }),
  art: z.string().optional().meta({ en: 'kind of component' }),
  einheit: z.enum(EINHEITEN).meta({ en: 'unit (euro_monat, prozent, …)' }),
  wert: z.number().nullable().meta({
    description: 'Wert am Stichtag; null, solange ein angekündigter Wert nicht festgesetzt ist.',
    en: 'value; null while an announced value is not fixed',
  }),
  gueltig_ab: datum.meta({ en: 'valid from (first day)' }),
  gueltig_bis: datum.nullable().meta({ en: 'valid until (last day); null = open-ended' }),
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
  hinweis: z.string().nullable().meta({ en: 'note' }),
  naechster_wert: naechsterWert.nullable().meta({ en: 'next known level {gueltig_ab, wert}' }),
});

// Datasets whose announced values payroll software waits for (status: true in the data file).
export const komponenteMitStatus = komponente.extend({
  status: z.enum(['festgelegt', 'angekuendigt']).meta({ en: 'festgelegt (fixed) or angekuendigt (announced)' }),
  erwartet: datum.nullable().meta({ en: 'date on which an announced value is expected' }),
  letzter_wert: z.number().nullable().meta({ en: 'value of the previous level' }),
});

// The citation fields every answer ends with.
const zitierfelder = {
  hinweise: z.array(z.string()).meta({ en: 'notes on the limits of values or calculation' }),
  lizenz: z.string().meta({ en: 'terms of use' }),
  stand: datum.meta({ en: 'date of the last check against the sources' }),
  zitat: z.string().meta({ en: 'ready-made citation sentence' }),
  datenstand: datenstand.meta({ en: 'data version: date of the last changelog entry, a dot, its number' }),
};
const regeln = z.array(z.string()).meta({
  description: 'Die angewandten Regeln, je ein Satz mit ihrer Vorschrift.',
  en: 'the rules applied, one sentence each with its provision',
});
const datensatzFeld = z.string().meta({ en: 'dataset id' });

// The time field a dataset is asked by (data file: zeit).
export const ZEITFELDER = {
  datum: datum.meta({ en: 'reference date of the answer (YYYY-MM-DD)' }),
  jahr: z.number().int().meta({ en: 'calendar year' }),
  beginn: datum.meta({
    description: 'Beginn der Ausbildung (statt datum).',
    en: 'start of the apprenticeship (instead of datum)',
  }),
} as const;
export type Zeitfeld = keyof typeof ZEITFELDER;

export interface AntwortForm {
  zeit: Zeitfeld;
  // The dataset's own fields (module: felder) and, for component datasets, each component's.
  felder?: z.ZodRawShape;
  bestandteilFelder?: z.ZodRawShape;
  status?: boolean;
  regeln?: boolean;
}

// The component of a dataset: the common one, with status fields and the dataset's own fields.
export function komponenteFuer(f: Pick<AntwortForm, 'status' | 'bestandteilFelder'>): z.ZodObject {
  const basis = f.status ? komponenteMitStatus : komponente;
  return f.bestandteilFelder ? basis.extend(f.bestandteilFelder) : basis;
}

// The answer of a component dataset: the envelope with its time field, its components and its
// own fields, nothing of any other dataset.
export function komponentenAntwort(f: AntwortForm): z.ZodObject {
  return z.strictObject({
    datensatz: datensatzFeld,
    [f.zeit]: ZEITFELDER[f.zeit],
    vorlaeufig: z.boolean().meta({ en: 'provisional: at least one announced value is not fixed yet (null)' }),
    werte: z
      .record(z.string(), z.number().nullable())
      .meta({ en: 'map of component id to its value on the reference date' }),
    bestandteile: z.array(komponenteFuer(f)).meta({ en: 'components of a dataset (or the components summed up)' }),
    ...f.felder,
    ...(f.regeln ? { regeln } : {}),
    ...zitierfelder,
  });
}

// A dataset with its own shape (API-SPEC.md "Special datasets"): datensatz, the time field, its
// own fields, the citation fields.
export function spezialAntwort(f: AntwortForm): z.ZodObject {
  return z.strictObject({
    datensatz: datensatzFeld,
    [f.zeit]: ZEITFELDER[f.zeit],
    ...f.felder,
    ...(f.regeln ? { regeln } : {}),
    ...zitierfelder,
  });
}

// The validity, legal basis and source a special answer states for itself.
export const spezialKopf = {
  gueltig_ab: datum.meta({ en: 'valid from (first day)' }),
  gueltig_bis: datum.nullable().meta({ en: 'valid until (last day); null = open-ended' }),
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
};
// The end of a special history item: legal basis and the address of the source.
export const verlaufFuss = {
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  quelle_url: z.string().meta({ en: 'address of the official source' }),
};

// A calculator's answer: datensatz, its own fields, then the citation fields of DECISIONS.md
// "Calculators".
export function rechnerAntwort<const I extends string, T extends z.ZodRawShape>(
  id: I,
  felder: T,
  beschreibung: string,
) {
  return z
    .strictObject({
      datensatz: z.literal(id).meta({ en: 'dataset id' }),
      ...felder,
      rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
      quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
      quellen: z.array(quelleAntwort).meta({ en: 'official sources' }),
      regeln,
      ...zitierfelder,
    })
    .meta({ description: beschreibung });
}
// The citation fields of a calculator answer, as the generator puts them into its precomputed basis.
export type Zitierfelder = Pick<
  z.infer<ReturnType<typeof rechnerAntwort>>,
  'rechtsgrundlage' | 'quelle' | 'quellen' | 'regeln' | 'hinweise' | 'stand' | 'lizenz' | 'zitat' | 'datenstand'
>;

// One history item of a component dataset (API-SPEC.md "History item"), extended by a module's own.
export const verlaufEintrag = z.strictObject({
  bestandteil: z.string().meta({ en: 'component id' }),
  name: z.string().meta({ en: 'German name' }),
  gruppe: z.string().optional().meta({ en: 'group the component belongs to' }),
  art: z.string().optional().meta({ en: 'kind of component' }),
  einheit: z.enum(EINHEITEN).optional().meta({ en: 'unit (euro_monat, prozent, …)' }),
  gueltig_ab: datum.meta({ en: 'valid from (first day)' }),
  gueltig_bis: datum.nullable().meta({ en: 'valid until (last day); null = open-ended' }),
  wert: z.number().nullable().optional().meta({ en: 'value; null while an announced value is not fixed' }),
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  quelle_url: z.string().meta({ format: 'uri', en: 'address of the official source' }),
  hinweis: z.string().nullable().meta({ en: 'note' }),
});

export function verlaufAntwort(eintrag: z.ZodObject): z.ZodObject {
  return z.object({
    datensatz: datensatzFeld,
    verlauf: z.array(eintrag).meta({ en: 'history: one entry per level' }),
  });
}
export const verlauf = verlaufAntwort(verlaufEintrag);

// The name of a dataset's own schemas in the OpenAPI document.
export function schemaName(id: string, art: DatensatzArt): string {
  return `${art === 'rechner' ? 'Rechner' : 'Datensatz'}_${id.replace(/-/g, '_')}`;
}

export const fehlerAntwort = z.object({
  fehler: z
    .object({
      code: z.enum(Object.keys(FEHLER_STATUS) as [FehlerCode, ...FehlerCode[]]).meta({ en: 'machine-readable code' }),
      nachricht: z.string().meta({ en: 'message (German)' }),
      parameter: z.string().optional().meta({ en: 'parameter concerned, or parameters of an endpoint' }),
      erlaubt: z
        .array(z.union([z.string(), z.number()]))
        .optional()
        .meta({ en: 'allowed values' }),
      bereich: z
        .object({ min: z.number().meta({ en: 'minimum' }), max: z.number().meta({ en: 'maximum' }) })
        .optional()
        .meta({ en: 'allowed range {min, max}' }),
    })
    .meta({ en: 'error object' }),
});

const parameterBeschreibung = z.object({
  name: z.string().meta({ en: 'parameter name' }),
  typ: z.string().meta({ en: 'type' }),
  pflicht: z.boolean().meta({ en: 'required' }),
  beschreibung: z.string().meta({ en: 'description' }),
  werte: z.array(z.string()).optional().meta({ en: 'allowed values of a choice parameter' }),
  bereich: z
    .object({ min: z.number().meta({ en: 'minimum' }), max: z.number().meta({ en: 'maximum' }) })
    .optional()
    .meta({ en: 'allowed range {min, max}' }),
  standard: z.union([z.string(), z.number(), z.boolean()]).nullable().optional().meta({ en: 'default value' }),
});

const katalogEintrag = z.object({
  id: z.string().meta({ en: 'identifier' }),
  name: z.string().meta({ en: 'German name' }),
  beschreibung: z.string().meta({ en: 'description' }),
  kategorie: z.enum(KATEGORIEN).meta({ en: 'category (sozialversicherung, steuer, arbeitsrecht, kalender)' }),
  art: z.enum(['bestandteile', 'spezial', 'rechner']).meta({ en: 'kind of dataset (bestandteile, spezial, rechner)' }),
  pfad: z.string().meta({ en: 'path of the endpoint' }),
  verlauf_pfad: z.string().nullable().meta({ en: 'path of the history endpoint, or null' }),
  parameter: z.array(parameterBeschreibung).meta({ en: 'parameter concerned, or parameters of an endpoint' }),
  bestandteile: z.array(z.string()).nullable().meta({ en: 'components of a dataset (or the components summed up)' }),
  abdeckung: z
    .object({ von: datum.meta({ en: 'from' }), bis: datum.nullable().meta({ en: 'until' }) })
    .meta({ en: 'coverage {von, bis}' }),
  stand: datum.meta({ en: 'date of the last check against the sources' }),
  datenstand: datenstand.meta({ en: 'data version: date of the last changelog entry, a dot, its number' }),
});

export const katalog = z.object({
  anzahl: z.number().int().meta({ en: 'number of entries' }),
  datensaetze: z.array(katalogEintrag).meta({ en: 'datasets' }),
});

export const aenderungEintrag = z.object({
  datum: datum.meta({ en: 'day of the change to the data' }),
  nr: z.number().int().meta({ en: 'number of the entry on that day' }),
  datenstand: datenstand.meta({ en: 'data version: date of the last changelog entry, a dot, its number' }),
  datensatz: datensatzFeld,
  bestandteile: z.array(z.string()).nullable().meta({ en: 'components of a dataset (or the components summed up)' }),
  art: z.enum(AENDERUNGSARTEN).meta({ en: 'kind of change (neu, geaendert, angekuendigt, korrigiert)' }),
  beschreibung: z.string().meta({ en: 'description' }),
});

// A changelog entry with the levels it concerns (the Atom feed and the webhook events): which levels
// these are is derived from the data (generator/aenderungsdetails.ts, docs/ENTSCHEIDUNGEN.md).
export const aenderungWert = z.strictObject({
  bestandteil: z.string().meta({ en: 'component id' }),
  name: z.string().meta({ en: 'German name' }),
  einheit: z.enum(EINHEITEN).meta({ en: 'unit (euro_monat, prozent, …)' }),
  gueltig_ab: datum.meta({ en: 'valid from (first day)' }),
  gueltig_bis: datum.nullable().meta({ en: 'valid until (last day); null = open-ended' }),
  alt: z.number().nullable().meta({
    description: 'Wert der vorigen Stufe; null bei neu, korrigiert (überschrieben) und ohne vorige Stufe.',
    en: 'value before the change',
  }),
  neu: z.number().nullable().meta({ en: 'value; null while an announced value is not fixed' }),
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
});

export const aenderungMitWerten = aenderungEintrag.extend({
  werte: z.array(aenderungWert).meta({ en: 'levels the change concerns' }),
  links: z
    .strictObject({
      explorer: z.string().meta({ en: 'path of the dataset page in the explorer' }),
      jahreswechsel: z.string().nullable().meta({ en: 'path of the year-change page, or null' }),
    })
    .meta({ en: 'links to the documentation pages' }),
});

export const aenderungen = z.object({
  anzahl: z.number().int().meta({ en: 'number of entries' }),
  aenderungen: z.array(aenderungEintrag).meta({ en: 'changelog entries' }),
});

export const statusAntwort = z.object({
  stand: datum.meta({ en: 'date of the last check against the sources' }),
  datensaetze: z
    .array(
      z.object({
        id: z.string().meta({ en: 'identifier' }),
        letzte_pruefung: datum.meta({ en: 'last check against the sources' }),
        gesichert_bis: datum.meta({ en: 'last day for which every value is fixed' }),
        naechste_aenderung_erwartet: datum.meta({ en: 'next expected change' }),
        vorlaeufig_ab: datum.nullable().meta({ en: 'first day with a value not fixed yet' }),
        hinweis: z.string().nullable().meta({ en: 'note' }),
      }),
    )
    .meta({ en: 'datasets' }),
});

export const uebersicht = z.object({
  name: z.string().meta({ en: 'name of the service' }),
  version: z.string().meta({ en: 'API version' }),
  beschreibung: z.string().meta({ en: 'description' }),
  links: z
    .object({
      datensaetze: z.string().meta({ en: 'path of the catalog' }),
      openapi: z.string().meta({ en: 'path of the OpenAPI document' }),
      dokumentation: z.string().meta({ en: 'path of the documentation' }),
      aenderungen: z.string().meta({ en: 'path of the changelog' }),
      status: z.string().meta({ en: 'path of the review status' }),
      export: z.string().meta({ en: 'path of the full export' }),
    })
    .meta({ en: 'links to the other meta resources' }),
  anzahl_datensaetze: z.number().int().meta({ en: 'number of datasets' }),
  lizenz: z.string().meta({ en: 'terms of use' }),
  stand: datum.meta({ en: 'date of the last check against the sources' }),
});

export const exportAntwort = z.object({
  stand: datum.meta({ en: 'date of the last check against the sources' }),
  katalog: katalog.meta({ en: 'the catalog' }),
  aenderungen: z.array(aenderungEintrag).meta({ en: 'changelog entries' }),
  verlaeufe: z
    .record(z.string(), z.array(z.record(z.string(), z.unknown())))
    .meta({ en: 'histories of every dataset' }),
});

// The shapes every document shares, by their name in components.schemas.
export const GEMEINSAME_SCHEMAS: Record<string, z.ZodType> = {
  Quelle: quelleAntwort,
  NaechsterWert: naechsterWert,
  Bestandteil: komponente,
  BestandteilMitStatus: komponenteMitStatus,
  Verlaufseintrag: verlaufEintrag,
  Verlauf: verlauf,
  Fehler: fehlerAntwort,
  Katalog: katalog,
  Aenderungen: aenderungen,
  Status: statusAntwort,
  Uebersicht: uebersicht,
  Export: exportAntwort,
};
