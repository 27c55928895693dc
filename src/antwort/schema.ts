// Response shapes, one zod schema each. The generator checks every precomputed answer against
// them and the OpenAPI document is produced from them (z.toJSONSchema), so a field is declared once.
import { z } from 'zod';
import { AENDERUNGSARTEN, EINHEITEN, KATEGORIEN } from '../daten/schema';
import { FEHLER_STATUS, type FehlerCode } from '../vertrag/fehler';

const datum = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date', example: '2024-05-01' });
const datenstand = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}\.\d+$/)
  .meta({ description: 'Datum des letzten Änderungseintrags, Punkt, laufende Nummer.', example: '2026-11-23.1' });

export const quelleAntwort = z
  .object({ titel: z.string(), url: z.string().meta({ format: 'uri' }) })
  .meta({ id: 'Quelle' });

export const naechsterWert = z.object({ gueltig_ab: datum, wert: z.number().nullable() }).meta({ id: 'NaechsterWert' });

export const komponente = z
  .object({
    id: z.string(),
    name: z.string(),
    gruppe: z.string(),
    art: z.string().optional(),
    einheit: z.enum(EINHEITEN),
    wert: z
      .number()
      .nullable()
      .meta({ description: 'Wert am Stichtag; null, solange ein angekündigter Wert nicht festgesetzt ist.' }),
    gueltig_ab: datum,
    gueltig_bis: datum.nullable(),
    rechtsgrundlage: z.string(),
    quelle: quelleAntwort,
    hinweis: z.string().nullable(),
    naechster_wert: naechsterWert.nullable(),
    status: z.enum(['festgelegt', 'angekuendigt']).optional(),
    erwartet: datum.nullable().optional(),
    letzter_wert: z.number().nullable().optional(),
    // beitragssaetze
    satz_prozent: z.number().nullable().optional(),
    arbeitgeber_prozent: z.number().nullable().optional(),
    arbeitnehmer_prozent: z.number().nullable().optional(),
    ab_kind_nr: z.number().int().optional(),
    bis_kind_nr: z.number().int().optional(),
    hoechstens_prozent: z.number().optional(),
    altersgrenze_kind_jahre: z.number().int().optional(),
  })
  .catchall(z.union([z.number(), z.string()]))
  .meta({ id: 'Bestandteil' });

const zitierfelder = {
  regeln: z.array(z.string()).optional(),
  hinweise: z.array(z.string()),
  lizenz: z.string(),
  stand: datum,
  zitat: z.string(),
  datenstand,
};

const minijobSumme = z.object({
  arbeitgeber_prozent: z
    .number()
    .nullable()
    .meta({ description: 'Summe der Pauschalabgaben des Arbeitgebers in Prozent des Arbeitsentgelts.' }),
  bestandteile: z.array(z.string()).meta({ description: 'Die summierten Bestandteile.' }),
});

// Fields that depend on optional request parameters of some datasets (src/rechner/).
const anfrageFelder = {
  // mindestausbildungsverguetung
  beginn: datum
    .optional()
    .meta({ description: 'Nur mindestausbildungsverguetung: Beginn der Ausbildung (statt datum).' }),
  ausbildungsjahr: z.number().int().nullable().optional(),
  mindestverguetung_monat: z
    .number()
    .nullable()
    .optional()
    .meta({ description: 'Nur mindestausbildungsverguetung: Betrag für das angefragte Ausbildungsjahr.' }),
  // sfn-zuschlaege with grundlohn_stunde
  grundlohn_stunde: z.number().optional(),
  betraege_stunde: z
    .record(z.string(), z.number())
    .optional()
    .meta({
      description:
        'Nur sfn-zuschlaege mit grundlohn_stunde: steuerfreier Zuschlag je Stunde in Euro je Bestandteil (Grundlohn ' +
        'höchstens 50 Euro).',
    }),
  betraege_stunde_sv_frei: z
    .record(z.string(), z.number())
    .optional()
    .meta({
      description:
        'Nur sfn-zuschlaege mit grundlohn_stunde: sozialversicherungsfreier Zuschlag je Stunde (Grundlohn höchstens ' +
        '25 Euro).',
    }),
  // ausgleichsabgabe with arbeitsplaetze and besetzt
  arbeitsplaetze: z.number().optional(),
  besetzt: z.number().optional(),
  pflichtplaetze: z
    .number()
    .int()
    .optional()
    .meta({ description: 'Nur ausgleichsabgabe: Pflichtarbeitsplätze nach § 154 und § 157 SGB IX.' }),
  unbesetzt: z.number().optional(),
  unbesetzt_monate: z.number().optional(),
  beschaeftigungsquote_prozent: z
    .number()
    .nullable()
    .optional()
    .meta({ description: 'Auf zwei Nachkommastellen abgeschnitten.' }),
  pflichtplatz_monate: z.number().int().optional(),
  stufe: z
    .string()
    .optional()
    .meta({ description: 'Bestandteil-Id der angewandten Staffel, erfuellt oder keine_beschaeftigungspflicht.' }),
  betrag_monat: z.number().nullable().optional(),
  abgabe_jahr: z.number().nullable().optional(),
};

export const umschlag = z
  .object({
    datensatz: z.string(),
    datum: datum.optional(),
    jahr: z.number().int().optional(),
    vorlaeufig: z.boolean(),
    saetze: z
      .record(z.string(), z.number().nullable())
      .optional()
      .meta({ description: 'Nur beitragssaetze: wie werte.' }),
    werte: z.record(z.string(), z.number().nullable()),
    bestandteile: z.array(komponente),
    monatswerte: z.record(z.string(), z.number().nullable()).optional().meta({
      description: 'Nur rechengroessen: jeder euro_jahr-Bestandteil geteilt durch 12, zwei Nachkommastellen.',
    }),
    summen: z
      .object({ gewerblich: minijobSumme, privat: minijobSumme })
      .optional()
      .meta({ description: 'Nur minijob-abgaben: Gesamtbelastung des Arbeitgebers.' }),
    berechnet: z
      .object({
        bbg_rv_jahr: z.number().nullable().meta({
          description: 'Beitragsbemessungsgrenze der allgemeinen Rentenversicherung des Jahres (bis 2024 West).',
        }),
        bbg_grundlage: z.string().nullable(),
        steuerfrei_jahr: z
          .number()
          .nullable()
          .meta({ description: 'steuerfrei_prozent_bbg der BBG (§ 3 Nr. 63 EStG), Euro im Jahr.' }),
        steuerfrei_monat: z.number().nullable(),
        sv_frei_jahr: z
          .number()
          .nullable()
          .meta({ description: 'sv_frei_prozent_bbg der BBG (§ 1 Abs. 1 Satz 1 Nr. 9 SvEV), Euro im Jahr.' }),
        sv_frei_monat: z.number().nullable(),
      })
      .optional()
      .meta({ description: 'Nur bav-hoechstbetraege: Eurobeträge aus der Beitragsbemessungsgrenze.' }),
    ...anfrageFelder,
    ...zitierfelder,
  })
  .meta({ id: 'Bestandteilsantwort' });

export const verlaufEintrag = z
  .object({
    bestandteil: z.string(),
    name: z.string(),
    gruppe: z.string().optional(),
    art: z.string().optional(),
    einheit: z.enum(EINHEITEN).optional(),
    gueltig_ab: datum,
    gueltig_bis: datum.nullable(),
    wert: z.number().nullable().optional(),
    satz_prozent: z.number().nullable().optional(),
    arbeitgeber_prozent: z.number().nullable().optional(),
    arbeitnehmer_prozent: z.number().nullable().optional(),
    rechtsgrundlage: z.string(),
    quelle_url: z.string().meta({ format: 'uri' }),
    hinweis: z.string().nullable(),
  })
  .meta({ id: 'Verlaufseintrag' });

export const verlaufAntwort = z
  .object({ datensatz: z.string(), verlauf: z.array(verlaufEintrag) })
  .meta({ id: 'Verlauf' });

export const fehlerAntwort = z
  .object({
    fehler: z.object({
      code: z.enum(Object.keys(FEHLER_STATUS) as [FehlerCode, ...FehlerCode[]]),
      nachricht: z.string(),
      parameter: z.string().optional(),
      erlaubt: z.array(z.union([z.string(), z.number()])).optional(),
      bereich: z.object({ min: z.number(), max: z.number() }).optional(),
    }),
  })
  .meta({ id: 'Fehler' });

export const parameterBeschreibung = z.object({
  name: z.string(),
  typ: z.string(),
  pflicht: z.boolean(),
  beschreibung: z.string(),
  werte: z.array(z.string()).optional(),
  bereich: z.object({ min: z.number(), max: z.number() }).optional(),
  standard: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
});

export const katalogEintrag = z.object({
  id: z.string(),
  name: z.string(),
  beschreibung: z.string(),
  kategorie: z.enum(KATEGORIEN),
  art: z.enum(['bestandteile', 'spezial', 'rechner']),
  pfad: z.string(),
  verlauf_pfad: z.string().nullable(),
  parameter: z.array(parameterBeschreibung),
  bestandteile: z.array(z.string()).nullable(),
  abdeckung: z.object({ von: datum, bis: datum.nullable() }),
  stand: datum,
  datenstand,
});

export const katalog = z
  .object({ anzahl: z.number().int(), datensaetze: z.array(katalogEintrag) })
  .meta({ id: 'Katalog' });

export const aenderungEintrag = z.object({
  datum,
  nr: z.number().int(),
  datenstand,
  datensatz: z.string(),
  bestandteile: z.array(z.string()).nullable(),
  art: z.enum(AENDERUNGSARTEN),
  beschreibung: z.string(),
});

export const aenderungen = z
  .object({ anzahl: z.number().int(), aenderungen: z.array(aenderungEintrag) })
  .meta({ id: 'Aenderungen' });

export const statusAntwort = z
  .object({
    stand: datum,
    datensaetze: z.array(
      z.object({
        id: z.string(),
        letzte_pruefung: datum,
        gesichert_bis: datum,
        naechste_aenderung_erwartet: datum,
        vorlaeufig_ab: datum.nullable(),
        hinweis: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Status' });

export const uebersicht = z
  .object({
    name: z.string(),
    version: z.string(),
    beschreibung: z.string(),
    links: z.object({
      datensaetze: z.string(),
      openapi: z.string(),
      dokumentation: z.string(),
      aenderungen: z.string(),
      status: z.string(),
      export: z.string(),
    }),
    anzahl_datensaetze: z.number().int(),
    lizenz: z.string(),
    stand: datum,
  })
  .meta({ id: 'Uebersicht' });

export const exportAntwort = z
  .object({
    stand: datum,
    katalog,
    aenderungen: z.array(aenderungEintrag),
    verlaeufe: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  })
  .meta({ id: 'Export' });

// Datasets with their own shape (API-SPEC.md "Special datasets").
const euro = z.number().nullable();
const spezialKopf = {
  datensatz: z.string(),
  gueltig_ab: datum,
  gueltig_bis: datum.nullable(),
  rechtsgrundlage: z.string(),
  quelle: quelleAntwort,
};

// The fields of the special answers, in answer order (generator/spezial.ts builds them from these).
export const SACHBEZUG_FELDER = [
  'verpflegung_monat',
  'fruehstueck_monat',
  'mittagessen_monat',
  'abendessen_monat',
  'fruehstueck_tag',
  'mittag_abend_tag',
  'unterkunft_monat',
  'unterkunft_tag',
] as const;
const sachbezugFelder = Object.fromEntries(SACHBEZUG_FELDER.map((k) => [k, euro])) as Record<
  (typeof SACHBEZUG_FELDER)[number],
  typeof euro
>;

export const sachbezugswerteAntwort = z
  .object({ ...spezialKopf, jahr: z.number().int().optional(), ...sachbezugFelder, ...zitierfelder })
  .meta({ id: 'Sachbezugswerte' });
export const sachbezugswerteVerlauf = z
  .object({
    datensatz: z.string(),
    verlauf: z.array(
      z.object({ jahr: z.number().int(), ...sachbezugFelder, rechtsgrundlage: z.string(), quelle_url: z.string() }),
    ),
  })
  .meta({ id: 'SachbezugswerteVerlauf' });

export const PFAENDUNG_FELDER = [
  'grundbetrag_monat',
  'erhoehung_erste_person_monat',
  'erhoehung_weitere_person_monat',
  'voll_pfaendbar_ab_monat',
] as const;
const pfaendungFelder = Object.fromEntries(PFAENDUNG_FELDER.map((k) => [k, z.number()])) as Record<
  (typeof PFAENDUNG_FELDER)[number],
  z.ZodNumber
>;

export const pfaendungsfreigrenzenAntwort = z
  .object({
    ...spezialKopf,
    datum: datum.optional(),
    ...pfaendungFelder,
    unterhaltspflichten: z.number().int().nullable(),
    unterhaltspflichten_beruecksichtigt: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Höchstens 5 (§ 850c Abs. 2 ZPO).' }),
    freibetrag_monat: euro,
    netto_monat: euro,
    pfaendbarer_betrag_monat: euro,
    ...zitierfelder,
  })
  .meta({ id: 'Pfaendungsfreigrenzen' });
export const pfaendungsfreigrenzenVerlauf = z
  .object({
    datensatz: z.string(),
    verlauf: z.array(
      z.object({
        gueltig_ab: datum,
        gueltig_bis: datum.nullable(),
        ...pfaendungFelder,
        rechtsgrundlage: z.string(),
        quelle_url: z.string(),
      }),
    ),
  })
  .meta({ id: 'PfaendungsfreigrenzenVerlauf' });

export const uebergangsbereichAntwort = z
  .object({
    ...spezialKopf,
    datum: datum.optional(),
    bezeichnung: z.enum(['Gleitzone', 'Uebergangsbereich']),
    untergrenze_monat: z.number(),
    obergrenze_monat: z.number(),
    faktor_f: z.number().nullable(),
    faktor_f_rechtsgrundlage: z.string().nullable(),
    faktor_f_definition: z.string(),
    faktor_f_quelle: quelleAntwort.nullable(),
    formel: z
      .object({
        beitragspflichtige_einnahme_gesamt: z.string(),
        beitragspflichtige_einnahme_arbeitnehmer: z.string(),
        erlaeuterung: z.string(),
        variablen: z.object({ F: z.number().nullable(), G: z.number(), OG: z.number(), AE: z.string() }),
      })
      .meta({ description: 'Die Formel, wie § 163 Abs. 10 SGB VI und § 20 SGB IV am Stichtag lauteten.' }),
    ...zitierfelder,
  })
  .meta({ id: 'Uebergangsbereich' });
export const uebergangsbereichVerlauf = z
  .object({
    datensatz: z.string(),
    verlauf: z.array(
      z.object({
        gueltig_ab: datum,
        gueltig_bis: datum.nullable(),
        untergrenze_monat: z.number(),
        obergrenze_monat: z.number(),
        faktor_f: z.number().nullable(),
        rechtsgrundlage: z.string(),
        quelle_url: z.string(),
        faktor_f_rechtsgrundlage: z.string().nullable(),
        faktor_f_quelle_url: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'UebergangsbereichVerlauf' });
