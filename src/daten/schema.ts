// Shape of the data files in data/*.yaml (see docs/DATENFORMAT.md). One zod schema per shape:
// the generator validates every file against it and the types below are inferred from it.
import { z } from 'zod';
import { istDatum } from '../gemeinsam/datum';
import { GEMEINDESCHLUESSEL } from '../gemeinsam/gemeindeschluessel';

export { istDatum };

// Units of API-SPEC.md ("Unit ids seen") plus euro_km for the per-kilometre allowances, for
// which the spec names no id (DECISIONS.md only says "euro per km"), and stunden/minuten for the
// working-time rules of the calculators.
export const EINHEITEN = [
  'euro_jahr',
  'euro_monat',
  'euro_stunde',
  'euro',
  'euro_km',
  'prozent',
  'monate',
  'wochen',
  'jahre',
  'tage',
  'stunden',
  'minuten',
  'beschaeftigte',
  'arbeitsplaetze',
  'anzahl',
] as const;
export const KATEGORIEN = ['sozialversicherung', 'steuer', 'arbeitsrecht', 'kalender'] as const;
export const AENDERUNGSARTEN = ['neu', 'geaendert', 'angekuendigt', 'korrigiert'] as const;

// YAML reads an unquoted 2024-01-01 as a string (yaml 2, core schema); a real calendar date is required.
export const isoDatum = z.string().refine(istDatum, { message: 'kein gültiges Datum im Format JJJJ-MM-TT' });

const text = z.string().trim().min(1, 'darf nicht leer sein');

export const quelleSchema = z.strictObject({
  titel: text,
  url: z.url({ protocol: /^https$/, message: 'muss eine https-URL sein' }),
});

export const stufeSchema = z.strictObject({
  gueltig_ab: isoDatum,
  // Only on the last level of a component that ends without successor (docs/DATENFORMAT.md).
  gueltig_bis: isoDatum.optional(),
  wert: z.number().nullable(),
  // Optional on every level but the first of a component: a level without them inherits both
  // from the previous level of the same component (the loader fills them in, so every loaded
  // level carries its own legal basis and source).
  rechtsgrundlage: text.optional(),
  quelle: quelleSchema.optional(),
  hinweis: text.nullable().optional(),
  // Date on which an announced value is expected (datasets with status/erwartet). The loader
  // refuses a date before the dataset's stand on the last level of a component (stale).
  erwartet: isoDatum.optional(),
  // The employer's and the employee's share, summing to wert (required on every level of a
  // dataset with anteile_pflicht, e.g. beitragssaetze).
  arbeitgeber: z.number().nullable().optional(),
  arbeitnehmer: z.number().nullable().optional(),
  // Further fixed fields of one component (e.g. pv_kinderabschlag: ab_kind_nr ...).
  zusatz: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.union([z.number(), z.string()])).optional(),
});

export const bestandteilSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/, 'Kleinbuchstaben, Ziffern und _ (snake_case)'),
  name: text,
  gruppe: text,
  art: text.optional(),
  einheit: z.enum(EINHEITEN, { message: `Einheit muss eine von ${EINHEITEN.join(', ')} sein` }),
  // One row of a lookup table (§ 622 Abs. 2 BGB by years of service, § 235 SGB VI by birth year):
  // calculators read the table by name and the row by its number, never by parsing the id.
  tabelle: z
    .strictObject({ name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'snake_case'), schluessel: z.number() })
    .optional(),
  stufen: z.array(stufeSchema).min(1, 'mindestens eine Stufe'),
});

export const LAENDER = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type Land = (typeof LAENDER)[number];

// The first two digits of the official municipality key (AGS) name the Land.
export const LAND_SCHLUESSEL: Record<Land, string> = {
  SH: '01',
  HH: '02',
  NI: '03',
  HB: '04',
  NW: '05',
  HE: '06',
  RP: '07',
  BW: '08',
  BY: '09',
  SL: '10',
  BE: '11',
  BB: '12',
  MV: '13',
  SN: '14',
  ST: '15',
  TH: '16',
};

// A statutory holiday as a rule (data/feiertage.yaml): a fixed day (MM-TT), a distance to Easter
// Sunday (ostern+39) or the Wednesday before 23 November (buss_und_bettag), with the states where
// it applies statewide (laender) or only in parts (teilweise), and the years it applies.
export const feiertagRegelSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  name: text,
  regel: z
    .string()
    .regex(/^(\d{2}-\d{2}|ostern[+-]\d{1,2}|buss_und_bettag)$/, 'MM-TT, ostern+N, ostern-N oder buss_und_bettag'),
  laender: z.union([z.literal('alle'), z.array(z.enum(LAENDER))]),
  teilweise: z.array(z.enum(LAENDER)).default([]),
  ab_jahr: z.number().int().optional(),
  bis_jahr: z.number().int().optional(),
  nur_jahre: z.array(z.number().int()).optional(),
  // gesetzlich: statutory holiday; bankfeiertag: no holiday, but no bank business day either
  // (24 and 31 December), used for the due dates of social-security contributions.
  typ: z.enum(['gesetzlich', 'bankfeiertag']).default('gesetzlich'),
  rechtsgrundlage: text,
  quelle: quelleSchema,
  hinweis: text.optional(),
});
export type FeiertagRegel = z.infer<typeof feiertagRegelSchema>;

const ags = z.string().regex(GEMEINDESCHLUESSEL, 'achtstelliger Amtlicher Gemeindeschlüssel (01… bis 16…)');

// Where a holiday that applies only in parts of a Land holds, municipality by municipality
// (data/feiertage.yaml, gemeinderegeln): the municipalities a law, an ordinance or an official
// determination names, each wholly (ganz), only in a part (teilweise, gebiet says which) or not
// at all (kein); praefixe_ganz names AGS prefixes (Land, Regierungsbezirk, Kreis) where every municipality
// has it; uebrige says what holds for every other municipality of the Land: kein (the list is
// complete) or unbekannt (no verified list: the answer says so and never counts the day).
export const gemeinderegelSchema = z.strictObject({
  feiertag: z.string().regex(/^[a-z][a-z0-9_]*$/),
  land: z.enum(LAENDER),
  ab_jahr: z.number().int().optional(),
  bis_jahr: z.number().int().optional(),
  uebrige: z.enum(['kein', 'unbekannt']),
  praefixe_ganz: z.array(z.string().regex(/^\d{2,7}$/)).default([]),
  gemeinden: z
    .array(
      z.strictObject({
        ags,
        name: text,
        geltung: z.enum(['ganz', 'teilweise', 'kein']),
        // Only with teilweise: the part of the municipality where the day holds.
        gebiet: text.optional(),
        // The years this entry holds (one list can serve the rules of several periods, e.g. Bavaria's
        // determinations after the censuses of 2011 and 2022); outside them the rule's default applies.
        ab_jahr: z.number().int().optional(),
        bis_jahr: z.number().int().optional(),
        hinweis: text.optional(),
        quelle: quelleSchema.optional(),
      }),
    )
    .default([]),
  rechtsgrundlage: text,
  quelle: quelleSchema,
  hinweis: text,
});
export type Gemeinderegel = z.infer<typeof gemeinderegelSchema>;

// The municipalities the API accepts as ?gemeinde=: an official list with its territorial status
// (Gebietsstand), stored compactly per Kreis (first five digits of the AGS) as the last three
// digits of its municipalities, separated by spaces.
export const gemeindeverzeichnisSchema = z.strictObject({
  gebietsstand: isoDatum,
  anzahl: z.number().int().positive(),
  rechtsgrundlage: text,
  quelle: quelleSchema,
  hinweis: text,
  kreise: z.record(
    z.string().regex(/^(0[1-9]|1[0-6])\d{3}$/, 'fünfstelliger Kreisschlüssel'),
    z.string().regex(/^\d{3}( \d{3})*$/, 'dreistellige Gemeindenummern, durch Leerzeichen getrennt'),
  ),
});
export type Gemeindeverzeichnis = z.infer<typeof gemeindeverzeichnisSchema>;

// A payroll deadline as a rule (data/payroll-jahreskalender.yaml): a day in the month after a
// monthly or quarterly period, a day of the following year, or the n-th last bank business day
// of each month.
export const fristRegelSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  name: text,
  kategorie: z.enum(['steuer', 'sozialversicherung', 'unfallversicherung', 'sonstige']),
  turnus: z.enum(['monatlich', 'vierteljaehrlich', 'jaehrlich', 'bankarbeitstag']),
  tag: z.union([z.number().int().min(1).max(31), z.literal('letzter')]).optional(),
  monat: z.number().int().min(1).max(12).optional(),
  bankarbeitstag_vor_monatsende: z.number().int().min(1).max(10).optional(),
  lohnsteuer_zeitraum: z.enum(['monat', 'quartal', 'jahr']).optional(),
  // Whose holidays move the deadline: the state of the business (tax) or of the collecting agency.
  feiertage_von: z.enum(['land', 'land_einzugsstelle']),
  verschiebung_norm: text.nullable(),
  empfaenger: text,
  ab_jahr: z.number().int().optional(),
  bis_jahr: z.number().int().optional(),
  rechtsgrundlage: text,
  quelle: quelleSchema,
  hinweis: text.optional(),
});
export type FristRegel = z.infer<typeof fristRegelSchema>;

// A reduction of the list price for electric and hybrid company cars (§ 6 Abs. 1 Nr. 4 Satz 2
// Nr. 2 to 5 EStG) as a rule: which drive, which acquisition dates, from which month of use, up
// to which list price, and for hybrids the CO2 or range condition (either suffices).
export const minderungRegelSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  anteil_listenpreis: z.number().positive().max(1),
  antrieb: z.array(z.enum(['elektro', 'hybrid'])).min(1),
  anschaffung_ab: isoDatum,
  anschaffung_bis: isoDatum,
  // The acquisition date counts as it is (70,000 / 100,000 thresholds), not the later first
  // provision to the employee that counts for acquisitions until 2023-12-31.
  nur_anschaffungsdatum: z.boolean().default(false),
  // Only anschaffung_bis is compared with the acquisition date itself (the 60,000 euro quarter
  // rule ends with acquisitions in 2023 although a later provision otherwise counts).
  bis_nach_anschaffungsdatum: z.boolean().default(false),
  nutzung_ab: isoDatum.optional(),
  listenpreis_hoechstens: z.number().positive().optional(),
  hybrid_co2_hoechstens: z.number().optional(),
  hybrid_reichweite_mindestens: z.number().optional(),
  rechtsgrundlage: text,
  quelle: quelleSchema,
  hinweis: text.optional(),
});
export type MinderungRegel = z.infer<typeof minderungRegelSchema>;

// The split of garnishable income (data/pfaendungsfreigrenzen.yaml, for src/rechner/pfaendung.ts):
// § 850c Abs. 2 ZPO raises the exempt amount for at most hoechstens_personen dependants; of the
// income above it § 850c Abs. 3 Satz 1 and 2 ZPO leaves the debtor zehntel_schuldner tenths, plus
// zehntel_erste_person for the first and zehntel_weitere_person for each further dependant;
// § 850c Abs. 5 ZPO rounds the income down to a multiple of abrunden_euro for the table.
export const pfaendungsanteileSchema = z.strictObject({
  hoechstens_personen: z.number().int().positive(),
  zehntel_schuldner: z.number().int().min(0).max(10),
  zehntel_erste_person: z.number().int().min(0).max(10),
  zehntel_weitere_person: z.number().int().min(0).max(10),
  abrunden_euro: z.number().int().positive(),
  rechtsgrundlage: text,
  quelle: quelleSchema,
});
export type Pfaendungsanteile = z.infer<typeof pfaendungsanteileSchema>;

// The shares of the daily allowance of the BRKG that make the foreign meal rates (§ 9 Abs. 4a Satz 5
// EStG; data/reisekosten-ausland.yaml): the build checks every row against them.
export const tagegeldAnteileSchema = z.strictObject({
  verpflegung_24h_prozent: z.number().positive(),
  verpflegung_an_abreise_prozent: z.number().positive(),
  rechtsgrundlage: text,
  quelle: quelleSchema,
});
export type TagegeldAnteile = z.infer<typeof tagegeldAnteileSchema>;

// One legal version of the Gleitzone/Übergangsbereich (data/uebergangsbereich.yaml): from which
// day it applies, what the law calls the range, and the percentage that divided by the total
// contribution rate gives the factor F (§ 163 Abs. 10 SGB VI a. F.: 30; § 20 Abs. 2a SGB IV: 28).
// The formula text of each version is method and lives in generator/spezial.ts under its id.
export const uebergangsFassungSchema = z.strictObject({
  id: z.enum(['gleitzone', 'uebergangsbereich_2019', 'uebergangsbereich_2022']),
  gueltig_ab: isoDatum,
  bezeichnung: z.enum(['Gleitzone', 'Uebergangsbereich']),
  faktor_f_prozent: z.number().positive(),
  rechtsgrundlage: text,
  quelle: quelleSchema,
});
export type UebergangsFassung = z.infer<typeof uebergangsFassungSchema>;

// A table whose rows change together with each publication (data/reisekosten-ausland.yaml: the
// BMF's per-country allowances, one level per BMF letter). The columns are declared once; each
// level names its validity, legal basis and official source and holds all its rows, one row per
// line as a list of cells in column order, so a new publication is one new level copied from the
// last and edited by hand. Nothing is inherited between levels: each publication is its own source.
const snake = z.string().regex(/^[a-z][a-z0-9_]*$/, 'Kleinbuchstaben, Ziffern und _ (snake_case)');
export const tabellenSpalteSchema = z.strictObject({
  id: snake,
  // text: a non-empty string; zahl: a number. leer: the cell may be null.
  typ: z.enum(['text', 'zahl']),
  leer: z.boolean().default(false),
  einheit: z.enum(EINHEITEN, { message: `Einheit muss eine von ${EINHEITEN.join(', ')} sein` }).optional(),
});
export const tabellenZelle = z.union([z.string(), z.number(), z.null()]);
export const tabellenStufeSchema = z.strictObject({
  gueltig_ab: isoDatum,
  // Only on the last level of a table that ends without successor, as with component levels.
  gueltig_bis: isoDatum.optional(),
  rechtsgrundlage: text,
  quelle: quelleSchema,
  hinweis: text.optional(),
  zeilen: z.array(z.array(tabellenZelle)).min(1, 'mindestens eine Zeile'),
});
export const tabelleSchema = z.strictObject({
  id: snake,
  name: text,
  spalten: z.array(tabellenSpalteSchema).min(1, 'mindestens eine Spalte'),
  // Columns whose cells together name a row once per level (land, ort): a row entered twice is an error.
  schluessel: z.array(snake).optional(),
  stufen: z.array(tabellenStufeSchema).min(1, 'mindestens eine Stufe'),
});
export type TabellenSpalte = z.infer<typeof tabellenSpalteSchema>;
export type TabellenZelle = z.infer<typeof tabellenZelle>;
export type Tabelle = z.infer<typeof tabelleSchema>;

export const aenderungSchema = z.strictObject({
  datum: isoDatum,
  nr: z.number().int().positive(),
  art: z.enum(AENDERUNGSARTEN),
  bestandteile: z.array(z.string()).optional(),
  // Start days of the levels the entry brought (feed and webhook events show their values); without
  // it they are derived from kind and date (generator/aenderungsdetails.ts).
  stufen: z.array(isoDatum).min(1).optional(),
  beschreibung: text,
});

export const datensatzSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  // The German title and its English counterpart (documentation, SDK, MCP tools).
  name: z.strictObject({ de: text, en: text }),
  beschreibung: text,
  kategorie: z.enum(KATEGORIEN),
  zeit: z.enum(['datum', 'jahr', 'beginn']),
  // Components carry status, erwartet and letzter_wert (API-SPEC.md component object): datasets
  // whose announced values payroll software waits for.
  status: z.boolean().default(false),
  // Whether the endpoint offers ?bestandteil= (API-SPEC.md lists it for most datasets, not for
  // mindestlohn and rechengroessen).
  bestandteil_filter: z.boolean().default(true),
  // Every level of every component carries arbeitgeber and arbeitnehmer (beitragssaetze: the
  // answer splits each rate into the employer's and the employee's share).
  anteile_pflicht: z.boolean().default(false),
  // Allowed range of ?jahr= (Limits table: 2015 to 2035; versorgungsfreibetrag 2005 to 2058).
  jahr_bereich: z.tuple([z.number().int(), z.number().int()]).optional(),
  abdeckung: z.strictObject({ von: isoDatum, bis: isoDatum.nullable() }),
  stand: isoDatum,
  rechtsgrundlage: text,
  quelle: quelleSchema,
  regeln: z.array(text).default([]),
  hinweise: z.array(text).default([]),
  // Next expected change (used by /status); the loader refuses a date before stand (stale).
  erwartet: isoDatum.nullable().optional(),
  // A calculator may work from rules alone (feiertage); every other dataset has components (the
  // build checks that, knowing which datasets have a calculator module).
  bestandteile: z.array(bestandteilSchema).default([]),
  feiertage: z.array(feiertagRegelSchema).optional(),
  fristen: z.array(fristRegelSchema).optional(),
  minderungen: z.array(minderungRegelSchema).optional(),
  pfaendungsanteile: pfaendungsanteileSchema.optional(),
  tagegeld_anteile: tagegeldAnteileSchema.optional(),
  // Only feiertage: holidays per municipality and the municipalities ?gemeinde= accepts.
  gemeinderegeln: z.array(gemeinderegelSchema).optional(),
  gemeindeverzeichnis: gemeindeverzeichnisSchema.optional(),
  // Ascending by gueltig_ab; the first applies from abdeckung.von.
  fassungen: z.array(uebergangsFassungSchema).min(1).optional(),
  // Tables with levels (reisekosten-ausland); only a module with its own answer shape reads them.
  tabellen: z.array(tabelleSchema).min(1).optional(),
  aenderungen: z.array(aenderungSchema).min(1, 'mindestens ein Eintrag im Änderungsprotokoll'),
});

export type Quelle = z.infer<typeof quelleSchema>;
export type Stufe = z.infer<typeof stufeSchema>;
export type Bestandteil = z.infer<typeof bestandteilSchema>;
export type Aenderung = z.infer<typeof aenderungSchema>;
export type Datensatz = z.infer<typeof datensatzSchema>;
