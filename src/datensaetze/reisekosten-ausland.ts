// GET /hr/reisekosten-ausland: the BMF's allowances for business trips abroad, per country and for
// some places, as the yearly BMF letter publishes them (§ 9 Abs. 4a Satz 5 EStG). The data file
// holds one level per letter in three tables (tabellen): pauschalen (the rows), zuordnungen
// (countries the letter gives another country's rates) and staaten_ohne_eintrag (further states
// that take Luxembourg's rate). Without land the answer is the whole table of the day (a file);
// with land it is the one row that applies, with the rule that chose it (the calculator function).
import { z } from 'zod';
import { datum, quelleAntwort, spezialKopf, verlaufFuss } from '../antwort/schema';
import type { GeladenerDatensatz, GeladeneTabelle, GeladeneTabellenStufe } from '../daten/laden';
import type { TagegeldAnteile } from '../daten/schema';
import { gerundet } from '../gemeinsam/geld';
import { FehlenderWert } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt, Periode, Regelwerk } from '../vertrag/modell';
import { spezialModul } from '../vertrag/modul';
import type { ParameterSpec } from '../vertrag/parameter';

const ID = 'reisekosten-ausland';
// R 9.6 Abs. 3 Satz 2 Halbsatz 1 LStR: states the table does not name take Luxembourg's rate.
const LUXEMBURG = 'LU';
// ISO 3166-1 gives Hong Kong its own code; the BMF table lists it as a place in China.
const ALIASE: Record<string, { land: string; ort: string; name: string }> = {
  HK: { land: 'CN', ort: 'Hongkong', name: 'Hongkong' },
};
// Kosovo's code is user-assigned, not part of ISO 3166-1 (docs/ENTSCHEIDUNGEN.md).
const NICHT_ISO = new Set(['XK']);

interface Zeile {
  land: string;
  land_name: string;
  ort: string | null;
  verpflegung_24h: number;
  verpflegung_an_abreise: number;
  uebernachtung: number;
}
interface Zuordnung {
  land: string;
  land_name: string;
  wie_land: string;
}
type Grundlage = 'ort' | 'land' | 'im_uebrigen' | 'zuordnung' | 'luxemburg';

const euro = z.number().int();
const zeileSchema = {
  land: z.string().meta({ description: 'ISO 3166-1 alpha-2; Kosovo: XK.', en: 'country code (ISO 3166-1 alpha-2)' }),
  land_name: z.string().meta({ en: 'country as the BMF table names it' }),
  ort: z.string().nullable().meta({
    description: 'Ort, wie ihn die Übersicht nennt; null: die Zeile „im Übrigen“ (oder ein Staat ohne Orte).',
    en: 'place as the table names it; null = the rest of the country',
  }),
  verpflegung_24h: euro.meta({
    description:
      'Verpflegungspauschale für einen Kalendertag, an dem der Arbeitnehmer den ganzen Tag abwesend ist (§ 9 Abs. 4a ' +
      'Satz 3 Nr. 1 EStG), in Euro.',
    en: 'meal allowance for a calendar day of absence all day (euro)',
  }),
  verpflegung_an_abreise: euro.meta({
    description:
      'Verpflegungspauschale für den An- und den Abreisetag und für eine eintägige Reise mit der Mindestabwesenheit ' +
      'nach § 9 Abs. 4a Satz 3 Nr. 2 und 3 EStG, in Euro.',
    en: 'meal allowance for the arrival and departure day and for one-day trips of the minimum absence (euro)',
  }),
  uebernachtung: euro.meta({
    description: 'Pauschbetrag je Übernachtung, den nur der Arbeitgeber steuerfrei erstatten darf, in Euro.',
    en: 'overnight allowance the employer may reimburse tax-free (euro)',
  }),
};
const FELDER = {
  gueltig_ab: spezialKopf.gueltig_ab,
  gueltig_bis: spezialKopf.gueltig_bis,
  land: z.string().nullable().meta({
    description: 'Der angefragte Staat (Parameter land); null: die ganze Übersicht.',
    en: 'country asked for; null = the whole table',
  }),
  land_name: z.string().nullable().meta({ en: 'name of the country asked for' }),
  ort: z.string().nullable().meta({ description: 'Der angefragte Ort (Parameter ort).', en: 'place asked for' }),
  grundlage: z
    .enum(['ort', 'land', 'im_uebrigen', 'zuordnung', 'luxemburg'])
    .nullable()
    .meta({
      description:
        'Nur mit land: ort (Zeile des Orts), land (Staat ohne Orte), im_uebrigen (Zeile „im Übrigen“), zuordnung ' +
        '(das BMF-Schreiben ordnet die Beträge eines anderen Staates zu) oder luxemburg (nicht in der Übersicht, ' +
        'R 9.6 Abs. 3 Satz 2 LStR).',
      en: 'which rule chose the row (with land only)',
    }),
  erlaeuterung: z
    .string()
    .nullable()
    .meta({ description: 'Nur mit land: warum diese Zeile gilt.', en: 'why this row applies (with land only)' }),
  anzahl: z.number().int().meta({ en: 'number of entries' }),
  pauschalen: z.array(z.object(zeileSchema)).meta({
    description: 'Ohne land die ganze Übersicht (eine Zeile je Staat und Ort), mit land die eine Zeile, die gilt.',
    en: 'allowance rows',
  }),
  zuordnungen: z
    .array(
      z.object({
        land: z.string().meta({ en: 'country code (ISO 3166-1 alpha-2)' }),
        land_name: z.string().meta({ en: 'country name' }),
        wie_land: z.string().meta({ en: 'country whose row applies' }),
      }),
    )
    .meta({
      description: 'Staaten ohne eigene Zeile, denen das BMF-Schreiben die Beträge eines anderen Staates zuordnet.',
      en: 'countries the BMF letter assigns another country’s rates',
    }),
  rechtsgrundlage: spezialKopf.rechtsgrundlage,
  quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
  hinweis: z.string().nullable().meta({
    description: 'Was an diesem BMF-Schreiben geprüft und was offen ist.',
    en: 'note on this BMF letter: what was checked, what is open',
  }),
};

// --- the data file's tables --------------------------------------------------------------------

function tabelle(t: readonly GeladeneTabelle[] | undefined, id: string): GeladeneTabelle {
  const x = t?.find((y) => y.id === id);
  if (!x) throw new Error(`data/${ID}.yaml: Tabelle ${id} fehlt`);
  return x;
}

// The level of a table that holds on a day, if any.
function stufeAm(t: GeladeneTabelle, tag: string): GeladeneTabellenStufe | undefined {
  return t.stufen.findLast((s) => s.gueltig_ab <= tag && (s.gueltig_bis === null || s.gueltig_bis >= tag));
}

// A row as an object keyed by the table's column ids.
function zeilen<T>(t: GeladeneTabelle, s: GeladeneTabellenStufe | undefined): T[] {
  return (s?.zeilen ?? []).map((z) => Object.fromEntries(t.spalten.map((sp, i) => [sp.id, z[i]])) as T);
}

// The short form a place may be asked by: "Paris sowie die Departments 77, 78, 91 bis 95" -> Paris,
// "Washington, D. C." -> Washington.
export function kurzform(ort: string): string {
  return ort.split(/,| sowie /)[0].trim();
}
const passt = (ort: string, wahl: string) => ort === wahl || kurzform(ort) === wahl;

function werteAus(d: Pick<GeladenerDatensatz, 'tabellen'>): { land: string[]; ort: string[] } {
  const alle = <T>(id: string) => {
    const t = tabelle(d.tabellen, id);
    return t.stufen.flatMap((s) => zeilen<T>(t, s));
  };
  const orte = alle<Zeile>('pauschalen').flatMap((z) => (z.ort ? [z.ort, kurzform(z.ort)] : []));
  const land = [
    ...alle<Zeile>('pauschalen').map((z) => z.land),
    ...alle<Zuordnung>('zuordnungen').map((z) => z.land),
    ...alle<{ land: string }>('staaten_ohne_eintrag').map((z) => z.land),
    ...Object.keys(ALIASE),
  ];
  return { land: [...new Set(land)].sort(), ort: [...new Set(orte)].sort((a, b) => a.localeCompare(b, 'de')) };
}

// --- the answer for one country ----------------------------------------------------------------

const liste = (xs: string[]) => xs.join(', ');

// The name of a code as the tables give it: the row of the day, an earlier or later letter, an
// assignment or the list of further states.
function nameVon(regelwerk: Regelwerk, land: string): string {
  for (const id of ['pauschalen', 'zuordnungen', 'staaten_ohne_eintrag']) {
    const t = tabelle(regelwerk.tabellen, id);
    for (const s of [...t.stufen].reverse()) {
      const z = zeilen<{ land: string; land_name: string }>(t, s).find((x) => x.land === land);
      if (z) return z.land_name;
    }
  }
  return land;
}

// Whether the table named the country before or after the day (for the Luxembourg sentence).
function andereJahre(regelwerk: Regelwerk, land: string, tag: string, name: string): string {
  const t = tabelle(regelwerk.tabellen, 'pauschalen');
  const mit = t.stufen.filter((s) => zeilen<Zeile>(t, s).some((z) => z.land === land));
  const frueher = mit.filter((s) => s.gueltig_ab < tag).at(-1);
  const spaeter = mit.find((s) => s.gueltig_ab > tag);
  return [
    frueher?.gueltig_bis ? ` Bis ${frueher.gueltig_bis} nannte die Übersicht ${name} mit eigenen Beträgen.` : '',
    spaeter ? ` Ab ${spaeter.gueltig_ab} nennt die Übersicht ${name} mit eigenen Beträgen.` : '',
  ].join('');
}

function fuerLand(basis: Objekt, landWahl: string, ortWahl: string | undefined, regelwerk: Regelwerk): Objekt {
  const tag = String(basis.datum);
  const ab = String(basis.gueltig_ab);
  const alias = ALIASE[landWahl];
  if (alias && ortWahl !== undefined && !passt(alias.ort, ortWahl)) {
    throw new ApiFehler(
      'ungueltiger_parameter',
      `land=${landWahl} steht für den Ort ${alias.ort} in der Zeile ${alias.land}; ort entfällt dann oder lautet ` +
        `${alias.ort}.`,
      { parameter: 'ort', erlaubt: [alias.ort] },
    );
  }
  const land = alias?.land ?? landWahl;
  const ort = alias ? alias.ort : ortWahl;
  const name = alias?.name ?? nameVon(regelwerk, land);
  const landName = nameVon(regelwerk, land);
  const amTag = basis.pauschalen as Zeile[];
  const eigene = amTag.filter((z) => z.land === land);
  const orteAmTag = eigene.flatMap((z) => (z.ort ? [z.ort] : []));

  // An ort must be one the table names for this country in some letter; a place it never names
  // for it is more likely a mistake than a wish for the rate "im Übrigen".
  if (ort !== undefined) {
    const t = tabelle(regelwerk.tabellen, 'pauschalen');
    const jeOrte = t.stufen.flatMap((s) => zeilen<Zeile>(t, s)).filter((z) => z.land === land && z.ort);
    if (!jeOrte.some((z) => passt(z.ort as string, ort))) {
      throw new ApiFehler(
        'ungueltiger_parameter',
        orteAmTag.length
          ? `ort=${ort} nennt die Übersicht für ${landName} nicht. Am ${tag} nennt sie ${liste(orteAmTag)}; für ` +
              `jeden anderen Ort ohne ort fragen (Beträge im Übrigen).`
          : `Für ${landName} nennt die Übersicht am ${tag} keine Orte; ohne ort fragen.`,
        { parameter: 'ort', ...(orteAmTag.length ? { erlaubt: orteAmTag } : {}) },
      );
    }
  }

  const zusatz = [
    alias ? `${landWahl} (${alias.name}) führt die Übersicht als Ort unter ${landName} (${alias.land}).` : '',
  ];
  let zeile: Zeile | undefined;
  let grundlage: Grundlage;
  let satz: string;
  if (eigene.length) {
    zeile = ort !== undefined ? eigene.find((z) => z.ort !== null && passt(z.ort, ort)) : undefined;
    if (zeile) {
      grundlage = 'ort';
      satz = `Die Übersicht nennt ${zeile.ort} (${landName}) mit eigenen Beträgen.`;
    } else {
      zeile = eigene.find((z) => z.ort === null);
      const fehlt = ort !== undefined ? `${ort} nennt die Übersicht ab ${ab} nicht als eigenen Ort. ` : '';
      grundlage = orteAmTag.length ? 'im_uebrigen' : 'land';
      satz = orteAmTag.length
        ? `${fehlt}Für ${landName} gelten die Beträge im Übrigen, also für jeden Ort außer ${liste(orteAmTag)}.`
        : `${fehlt}Die Übersicht nennt ${landName} ohne einzelne Orte; die Beträge gelten im ganzen Land.`;
    }
  } else {
    const zu = (basis.zuordnungen as Zuordnung[]).find((z) => z.land === land);
    if (zu) {
      zeile = amTag.find((z) => z.land === zu.wie_land && z.ort === null);
      grundlage = 'zuordnung';
      const t = tabelle(regelwerk.tabellen, 'zuordnungen');
      const h = stufeAm(t, tag)?.hinweis;
      satz =
        `${name} steht nicht als eigener Staat in der Übersicht; das BMF-Schreiben ordnet ihm die Beträge von ` +
        `${zeile?.land_name ?? zu.wie_land} zu.${h ? ` ${h}` : ''}`;
    } else {
      zeile = amTag.find((z) => z.land === LUXEMBURG && z.ort === null);
      grundlage = 'luxemburg';
      satz =
        `${name} steht nicht in der Übersicht ab ${ab}; für Staaten, die sie nicht nennt, gilt der Betrag für ` +
        `Luxemburg (R 9.6 Abs. 3 Satz 2 LStR).${andereJahre(regelwerk, land, tag, name)}`;
    }
  }
  // pruefeDaten guarantees these rows for every period; a miss here is a programming error.
  if (!zeile) throw new Error(`${ID}: keine Zeile für ${land} am ${tag}`);
  if (NICHT_ISO.has(landWahl))
    zusatz.push(`${landWahl} ist kein Code nach ISO 3166-1, sondern ein benutzerdefinierter Code für ${name}.`);
  return {
    ...basis,
    land: landWahl,
    land_name: name,
    ort: ortWahl ?? null,
    grundlage,
    erlaeuterung: [zusatz[0], satz, ...zusatz.slice(1)].filter(Boolean).join(' '),
    anzahl: 1,
    pauschalen: [zeile],
  };
}

// --- build-time checks -------------------------------------------------------------------------

// § 9 Abs. 4a Satz 5 EStG: both meal rates come from one daily allowance T of the BRKG, the shares
// of tagegeld_anteile (data file) rounded up to full euros. A row for which no whole T gives both is
// a typing error.
export function passtZuTagegeld(v24: number, an: number, a: TagegeldAnteile): boolean {
  for (let t = 1; t <= 1000; t++)
    if (
      gerundet([t, a.verpflegung_24h_prozent], [100], 'auf') === v24 &&
      gerundet([t, a.verpflegung_an_abreise_prozent], [100], 'auf') === an
    )
      return true;
  return false;
}

function pruefe(basis: Objekt, a: TagegeldAnteile): void {
  const zeilenAmTag = basis.pauschalen as Zeile[];
  const fehler: string[] = [];
  const laender = new Set(zeilenAmTag.map((z) => z.land));
  for (const z of zeilenAmTag) {
    const wer = `${z.land}${z.ort ? ` ${z.ort}` : ''}`;
    if (!/^[A-Z]{2}$/.test(z.land)) fehler.push(`${wer}: land ist kein Code aus zwei Großbuchstaben`);
    for (const f of ['verpflegung_24h', 'verpflegung_an_abreise', 'uebernachtung'] as const)
      if (!Number.isInteger(z[f]) || z[f] <= 0) fehler.push(`${wer}: ${f} ist kein positiver ganzer Eurobetrag`);
    if (!passtZuTagegeld(z.verpflegung_24h, z.verpflegung_an_abreise, a))
      fehler.push(
        `${wer}: ${z.verpflegung_24h}/${z.verpflegung_an_abreise} sind nicht ${a.verpflegung_24h_prozent} und ` +
          `${a.verpflegung_an_abreise_prozent} Prozent desselben Tagegelds (${a.rechtsgrundlage}); Tippfehler?`,
      );
  }
  for (const l of laender)
    if (!zeilenAmTag.some((z) => z.land === l && z.ort === null))
      fehler.push(`${l}: die Zeile im Übrigen (ort null) fehlt`);
  if (!laender.has(LUXEMBURG)) fehler.push('die Zeile für Luxemburg fehlt (R 9.6 Abs. 3 Satz 2 LStR)');
  for (const z of basis.zuordnungen as Zuordnung[]) {
    if (laender.has(z.land)) fehler.push(`Zuordnung ${z.land}: der Staat hat eine eigene Zeile`);
    if (!laender.has(z.wie_land)) fehler.push(`Zuordnung ${z.land}: ${z.wie_land} steht nicht in der Übersicht`);
  }
  if (fehler.length) throw new Error(fehler.join('; '));
}

// --- parameters ---------------------------------------------------------------------------------

const LAND: ParameterSpec = {
  name: 'land',
  typ: 'auswahl',
  pflicht: false,
  // Filled from the data file (parameterWerte): every code of every letter, the assigned states,
  // the further states with Luxembourg's rate, and HK.
  werte: [],
  beispiel: 'FR',
  beschreibung:
    'Staat als Code nach ISO 3166-1 alpha-2 (Kosovo: XK, Hongkong: HK); ohne land die ganze Übersicht. Ein Staat, ' +
    'den die Übersicht am Stichtag nicht nennt, bekommt den Betrag für Luxemburg (R 9.6 Abs. 3 Satz 2 LStR).',
};

export default spezialModul({
  felder: FELDER,
  verlaufFelder: {
    land: zeileSchema.land,
    land_name: zeileSchema.land_name,
    ort: zeileSchema.ort,
    gueltig_ab: datum.meta({ en: 'valid from (first day)' }),
    gueltig_bis: datum.nullable().meta({ en: 'valid until (last day); null = open-ended' }),
    verpflegung_24h: zeileSchema.verpflegung_24h,
    verpflegung_an_abreise: zeileSchema.verpflegung_an_abreise,
    uebernachtung: zeileSchema.uebernachtung,
    ...verlaufFuss,
  },
  parameter: [
    LAND,
    {
      name: 'ort',
      typ: 'auswahl',
      pflicht: false,
      werte: [],
      beispiel: 'Paris',
      beschreibung:
        'Nur mit land: ein Ort, den die Übersicht für diesen Staat nennt (Paris und Washington genügen als ' +
        'Kurzform). Ohne ort, oder wenn die Übersicht am Stichtag den Ort nicht mehr nennt, gelten die Beträge im ' +
        'Übrigen; ein Ort, den sie für den Staat nie nennt, ist ungültig.',
    },
  ],
  verlaufFilter: {
    ...LAND,
    beispiel: 'FR',
    beschreibung:
      'Nur die Zeilen dieses Staates (Code nach ISO 3166-1 alpha-2, Kosovo: XK). Der Verlauf enthält nur die ' +
      'eigenen Zeilen der Übersicht: für einen Staat ohne eigene Zeile ist er leer, Hongkong steht unter CN.',
  },
  parameterWerte: (d) => werteAus(d),
  umschlag: ({ datensatz: d, von }) => {
    const p = tabelle(d.tabellen, 'pauschalen');
    const s = stufeAm(p, von);
    if (!s) throw new Error(`data/${ID}.yaml: keine Stufe der Tabelle pauschalen am ${von}`);
    const zt = tabelle(d.tabellen, 'zuordnungen');
    const pauschalen = zeilen<Zeile>(p, s);
    return {
      gueltig_ab: s.gueltig_ab,
      gueltig_bis: s.gueltig_bis,
      land: null,
      land_name: null,
      ort: null,
      grundlage: null,
      erlaeuterung: null,
      anzahl: pauschalen.length,
      pauschalen,
      zuordnungen: zeilen<Zuordnung>(zt, stufeAm(zt, von)),
      rechtsgrundlage: s.rechtsgrundlage,
      quelle: s.quelle,
      hinweis: s.hinweis ?? null,
    };
  },
  // One item per row and BMF letter; a letter spans one period or more (the tables' levels set the
  // periods), so each letter is taken once.
  verlaufAusPerioden: (perioden: Periode[]) => {
    const gesehen = new Set<string>();
    return perioden.flatMap((per) => {
      const a = per.antwort;
      if (gesehen.has(String(a.gueltig_ab))) return [];
      gesehen.add(String(a.gueltig_ab));
      return (a.pauschalen as Zeile[]).map((z) => ({
        land: z.land,
        land_name: z.land_name,
        ort: z.ort,
        gueltig_ab: a.gueltig_ab,
        gueltig_bis: a.gueltig_bis,
        verpflegung_24h: z.verpflegung_24h,
        verpflegung_an_abreise: z.verpflegung_an_abreise,
        uebernachtung: z.uebernachtung,
        rechtsgrundlage: a.rechtsgrundlage,
        quelle_url: (a.quelle as { url: string }).url,
      }));
    });
  },
  pruefeDaten: (basis, bezug) => {
    const a = bezug.regelwerk('reisekosten-ausland').tagegeld_anteile;
    if (!a) throw new FehlenderWert('reisekosten-ausland', 'tagegeld_anteile');
    pruefe(basis, a);
  },
  berechne(basis, p, _heute, bezug) {
    if (p.land === undefined) {
      if (p.ort !== undefined)
        throw new ApiFehler('parameter_fehlt', 'ort gilt nur zusammen mit land (Code des Staates).', {
          parameter: 'land',
        });
      return basis;
    }
    return fuerLand(basis, String(p.land), p.ort === undefined ? undefined : String(p.ort), bezug.regelwerk(ID));
  },
  // One row per allowance row, with validity and source; with land also what was asked and why.
  csvZeilen: (antwort) =>
    (antwort.pauschalen as Zeile[]).map((z) => ({
      ...(antwort.land === null
        ? {}
        : { anfrage_land: antwort.land, anfrage_ort: antwort.ort, grundlage: antwort.grundlage }),
      ...z,
      gueltig_ab: antwort.gueltig_ab,
      gueltig_bis: antwort.gueltig_bis,
      rechtsgrundlage: antwort.rechtsgrundlage,
      quelle_url: (antwort.quelle as { url: string }).url,
    })),
});
