// Response shapes of the calculators (API-SPEC.md and DECISIONS.md "Calculators"), one zod
// schema each, registered by id so that the OpenAPI document describes them, including the inner
// shapes the spec leaves open (rentenbeginn_spanne, abweichungen, minderung, the list items).
import { z } from 'zod';
import { quelleAntwort } from './schema';

const datum = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });
const land = z.string().regex(/^[A-Z]{2}$/);

const zitier = {
  rechtsgrundlage: z.string(),
  quelle: quelleAntwort,
  quellen: z.array(quelleAntwort),
  regeln: z.array(z.string()).meta({ description: 'Die angewandten Regeln, je ein Satz mit ihrer Vorschrift.' }),
  hinweise: z.array(z.string()),
  stand: datum,
  lizenz: z.string(),
  zitat: z.string(),
  datenstand: z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d+$/),
};

// The citation fields every calculator answer ends with.
export type Zitierfelder = z.infer<z.ZodObject<typeof zitier>>;

const rechner = <T extends z.ZodRawShape>(id: string, felder: T, beschreibung: string) =>
  z
    .object({ datensatz: z.literal(id), ...felder, ...zitier })
    .meta({ id: `Rechner_${id.replace(/-/g, '_')}`, description: beschreibung });

const tagMitName = z.object({ datum, name: z.string() });

export const kuendigungsfristAntwort = rechner(
  'kuendigungsfrist',
  {
    eintritt: datum,
    zugang: datum,
    seite: z.enum(['arbeitgeber', 'arbeitnehmer']),
    probezeit: z.boolean(),
    betriebszugehoerigkeit_jahre: z.number().int(),
    frist: z.string(),
    frist_code: z.string().meta({
      description:
        'Stabiler Code der angewandten Frist, z. B. grundfrist_4_wochen, probezeit_2_wochen, verlaengert_3_monate.',
    }),
    fristende: datum,
    ende: datum,
  },
  'Kündigungsfrist nach § 622 BGB.',
);

export const regelaltersgrenzeAntwort = rechner(
  'regelaltersgrenze',
  {
    geburtsdatum: datum.nullable(),
    geburtsjahr: z.number().int(),
    vertrauensschutz: z.boolean(),
    regelaltersgrenze_jahre: z.number().int(),
    regelaltersgrenze_monate: z.number().int(),
    anhebung_monate: z.number().int(),
    erreicht_am: datum.nullable(),
    rentenbeginn: datum.nullable(),
    rentenbeginn_spanne: z
      .object({
        geburtsdatum_von: datum.meta({ description: 'Erster Tag des Geburtsjahres.' }),
        geburtsdatum_bis: datum.meta({ description: 'Letzter Tag des Geburtsjahres.' }),
        von: datum.meta({ description: 'Frühester Rentenbeginn (für geburtsdatum_von).' }),
        bis: datum.meta({ description: 'Spätester Rentenbeginn (für geburtsdatum_bis).' }),
      })
      .nullable()
      .meta({
        description: 'Nur mit geburtsjahr: Spanne des Rentenbeginns über das Geburtsjahr; mit geburtsdatum null.',
      }),
  },
  'Regelaltersgrenze nach §§ 35, 235 SGB VI.',
);

export const urlaubsanspruchAntwort = rechner(
  'urlaubsanspruch',
  {
    jahr: z.number().int(),
    arbeitstage_pro_woche: z.number(),
    eintritt: datum.nullable(),
    austritt: datum.nullable(),
    gesetzlicher_mindesturlaub: z.number(),
    anspruch_tage: z.number(),
    volle_monate: z.number().int(),
    teilurlaub: z.boolean(),
    teilurlaub_grund: z.string().nullable(),
    wartezeit_erfuellt_am: datum.nullable(),
  },
  'Gesetzlicher Mindesturlaub nach §§ 3, 5 BUrlG.',
);

export const mutterschutzAntwort = rechner(
  'mutterschutz',
  {
    termin: datum.nullable(),
    geburt: datum.nullable(),
    fall: z.string(),
    ssw: z.number().int().nullable(),
    schutzfrist_beginn: datum,
    schutzfrist_ende: datum,
    tage_vor_geburt: z.number().int(),
    tage_nach_geburt: z.number().int(),
    verlaengerung_tage: z.number().int(),
    gesamt_tage: z.number().int(),
    kuendigungsschutz_bis: datum.nullable(),
  },
  'Schutzfristen nach § 3 MuSchG und Kündigungsschutz nach § 17 MuSchG.',
);

export const pausenAntwort = rechner(
  'pausen',
  {
    arbeitszeit_stunden: z.number(),
    jugendlich: z.boolean(),
    pause_minuten: z.number().int(),
    mindestblock_minuten: z.number().int(),
    hoechstarbeitszeit_stunden: z.number(),
    ruhezeit_stunden: z.number(),
    ueberschreitung: z.boolean(),
  },
  'Ruhepausen und Höchstarbeitszeit nach ArbZG und JArbSchG.',
);

export const dienstwagenAntwort = rechner(
  'dienstwagen',
  {
    datum,
    antrieb: z.enum(['verbrenner', 'elektro', 'hybrid']),
    anschaffung: datum.nullable(),
    listenpreis: z.number(),
    ueberlassung: datum.nullable(),
    minderung: z
      .object({
        id: z.string(),
        anteil_listenpreis: z.number().meta({ description: '0,25 (Viertel) oder 0,5 (Hälfte) des Listenpreises.' }),
        rechtsgrundlage: z.string(),
        quelle: quelleAntwort,
        hinweis: z.string().nullable(),
      })
      .nullable(),
    batterie_abzug: z.number(),
    bemessungsgrundlage: z.number(),
    privatnutzung_monat: z.number(),
    entfernung_km: z.number().int().nullable(),
    co2_g_km: z.number().nullable(),
    reichweite_km: z.number().nullable(),
    batterie_kwh: z.number().nullable(),
    fahrten_wohnung_monat: z.number().nullable(),
    fahrten_monat: z.number().int().nullable(),
    fahrten_wohnung_monat_einzel: z.number().nullable(),
    arbeitsweg_methode: z.enum(['pauschal', 'einzelbewertung']).nullable(),
    zuzahlung_monat: z.number(),
    geldwerter_vorteil_monat: z.number(),
  },
  'Geldwerter Vorteil eines Dienstwagens nach § 8 Abs. 2 und § 6 Abs. 1 Nr. 4 EStG.',
);

export const feiertageAntwort = rechner(
  'feiertage',
  {
    jahr: z.number().int(),
    land: land.nullable(),
    land_name: z.string().nullable(),
    regionale: z.boolean(),
    anzahl: z.number().int(),
    feiertage: z.array(
      z.object({
        datum,
        id: z.string(),
        name: z.string(),
        wochentag: z.string(),
        bundesweit: z.boolean(),
        laender: z.array(land).meta({ description: 'Länder, in denen der Tag landesweit gesetzlicher Feiertag ist.' }),
        laender_teilweise: z.array(land).meta({ description: 'Länder, in denen er nur in Teilen gilt.' }),
        regional: z.boolean(),
        rechtsgrundlage: z.string(),
        quelle: quelleAntwort,
      }),
    ),
  },
  'Gesetzliche Feiertage eines Jahres.',
);

export const arbeitstageAntwort = rechner(
  'arbeitstage',
  {
    von: datum,
    bis: datum,
    land,
    land_name: z.string(),
    samstag: z.boolean(),
    regionale: z.boolean(),
    arbeitstage: z.number().int(),
    kalendertage: z.number().int(),
    wochenendtage: z.number().int(),
    feiertage_an_werktagen: z.number().int(),
    feiertage: z.array(tagMitName),
  },
  'Arbeitstage zwischen zwei Tagen.',
);

const termin = z.object({
  monat: z.string().regex(/^\d{4}-\d{2}$/),
  faelligkeit: datum,
  nachweis_vorliegen: datum,
  nachweis_uebermitteln_bis: datum,
});

export const svFaelligkeitAntwort = rechner(
  'sv-faelligkeit',
  {
    jahr: z.number().int(),
    land: land.nullable(),
    land_name: z.string().nullable(),
    termine: z.array(termin.extend({ nicht_bankarbeitstage: z.array(tagMitName) })),
    abweichungen: z
      .array(
        termin.extend({
          laender: z.array(land).meta({ description: 'Länder, für die diese Termine statt der in termine gelten.' }),
        }),
      )
      .optional()
      .meta({
        description: 'Nur ohne land: Monate, in denen einzelne Länder wegen eigener Feiertage andere Termine haben.',
      }),
    einheitlich: z
      .boolean()
      .optional()
      .meta({ description: 'Nur ohne land: true, wenn alle Länder dieselben Termine haben.' }),
  },
  'Fälligkeit der Sozialversicherungsbeiträge (§ 23 Abs. 1 SGB IV) und Frist des Beitragsnachweises.',
);

export const payrollJahreskalenderAntwort = rechner(
  'payroll-jahreskalender',
  {
    jahr: z.number().int(),
    land: land.nullable(),
    land_einzugsstelle: land.nullable(),
    lohnsteuer_zeitraum: z.string(),
    kategorie: z.string().nullable(),
    anzahl: z.number().int(),
    fristen: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kategorie: z.string(),
        zeitraum: z.string(),
        nominal: datum,
        datum,
        wochentag: z.string(),
        verschoben: z.boolean(),
        grund: z.string().nullable(),
        empfaenger: z.string(),
        rechtsgrundlage: z.string(),
        verschiebung_norm: z.string().nullable(),
        quelle: quelleAntwort,
      }),
    ),
  },
  'Fristen eines Abrechnungsjahres.',
);

const cent = z.number().int().nullable();
// Outputs of the BMF interface over all PAP versions, lower case, in cent; null where a version
// lacks the output. The calculator reads exactly these from the generated PAP module.
export const LOHNSTEUER_AUSGABEN = [
  'lstlzz',
  'solzlzz',
  'bk',
  'bks',
  'sts',
  'solzs',
  'bkv',
  'stv',
  'solzv',
  'vkvlzz',
  'vkvsonst',
  'vfrb',
  'vfrbs1',
  'vfrbs2',
  'wvfrb',
  'wvfrbo',
  'wvfrbm',
] as const;
export type LohnsteuerAusgabe = (typeof LOHNSTEUER_AUSGABEN)[number];
const lohnsteuerAusgaben = Object.fromEntries(LOHNSTEUER_AUSGABEN.map((n) => [n, cent])) as Record<
  LohnsteuerAusgabe,
  typeof cent
>;

export const lohnsteuerAntwort = rechner(
  'lohnsteuer',
  {
    datum,
    pap_version: z.string().meta({ description: 'Angewandte PAP-Fassung, z. B. 2026 oder 2024_dezember.' }),
    pap: z
      .object({ datei: z.string(), stand: z.string(), sha256: z.string(), gueltig_ab: datum, gueltig_bis: datum })
      .meta({ description: 'Das amtliche PAP-XML, aus dem gerechnet wurde.' }),
    eingaben: z.record(z.string(), z.number()).meta({
      description:
        'Die an den PAP übergebenen Eingaben (klein geschrieben), einschließlich der Standardwerte r, lzz und stkl.',
    }),
    ...lohnsteuerAusgaben,
    land: land.nullable(),
    kirchensteuersatz: z
      .number()
      .nullable()
      .meta({ description: 'Kirchensteuersatz des Landes in Prozent (nur mit land und r > 0).' }),
    kirchensteuer_lzz: cent.meta({
      description:
        'Kirchensteuer des Lohnzahlungszeitraums in Cent: Satz des Landes auf bk, Bruchteile eines Cents entfallen; ' +
        'null ohne land oder bei r=0.',
    }),
    kirchensteuer_sonstb: cent.meta({
      description: 'Kirchensteuer auf die sonstigen Bezüge in Cent: Satz des Landes auf bks.',
    }),
    protokoll: z
      .array(z.object({ methode: z.string(), variable: z.string(), wert: z.number() }))
      .optional()
      .meta({
        description: 'Nur mit protokoll=true: jeder Schritt des PAP, der eine Ausgabe gesetzt hat, in Reihenfolge.',
      }),
  },
  'Lohnsteuer, Solidaritätszuschlag und Bemessungsgrundlage der Kirchensteuer nach dem Programmablaufplan des BMF ' +
    '(Beträge in Cent, null: Ausgabe gibt es in dieser Fassung nicht).',
);
