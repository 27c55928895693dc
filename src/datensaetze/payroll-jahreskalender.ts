// GET /hr/payroll-jahreskalender: every payroll deadline of a year, moved over weekends and the
// holidays of the state that counts for it (tax: land; social security: land_einzugsstelle).

import { z } from 'zod';
import { datum, land, quelleAntwort, rechnerAntwort } from '../antwort/schema';
import type { FeiertagRegel, FristRegel, Land } from '../daten/schema';
import { LAENDER } from '../daten/schema';
import { jahrAnfang } from '../gemeinsam/datum';
import { feiertageFuer, feiertageImJahr } from '../kalender/feiertage';
import { type Frist, fristenImJahr } from '../kalender/fristen';
import { feiertagsregeln, KALENDERJAHR, LAND_PARAMETER } from '../rechner/kalenderparameter';
import { zitierfelder } from '../rechner/werte';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export const payrollJahreskalenderAntwort = rechnerAntwort(
  'payroll-jahreskalender',
  {
    jahr: z.number().int().meta({ en: 'calendar year' }),
    land: land.nullable().meta({ en: 'federal state (Land) code, e.g. BY' }),
    land_einzugsstelle: land.nullable().meta({ en: 'federal state of the collecting agency' }),
    lohnsteuer_zeitraum: z.string().meta({ en: 'wage-tax filing period (monat, quartal, jahr)' }),
    kategorie: z.string().nullable().meta({ en: 'category (sozialversicherung, steuer, arbeitsrecht, kalender)' }),
    anzahl: z.number().int().meta({ en: 'number of entries' }),
    fristen: z
      .array(
        z.object({
          id: z.string().meta({ en: 'identifier' }),
          name: z.string().meta({ en: 'German name' }),
          kategorie: z.string().meta({ en: 'category (sozialversicherung, steuer, arbeitsrecht, kalender)' }),
          zeitraum: z.string().meta({ en: 'period' }),
          nominal: datum.meta({ en: 'date before moving for weekends and holidays' }),
          datum: datum.meta({ en: 'reference date of the answer (YYYY-MM-DD)' }),
          wochentag: z.string().meta({ en: 'weekday' }),
          verschoben: z.boolean().meta({ en: 'moved to the next working day' }),
          grund: z.string().nullable().meta({ en: 'reason for the move' }),
          empfaenger: z.string().meta({ en: 'recipient' }),
          rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
          verschiebung_norm: z.string().nullable().meta({ en: 'provision that moves the deadline' }),
          quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
        }),
      )
      .meta({ en: 'deadlines' }),
  },
  'Fristen eines Abrechnungsjahres.',
);

const KATEGORIEN = ['steuer', 'sozialversicherung', 'unfallversicherung', 'sonstige'];

// Statutory holidays of a state (statewide only), or those of every state without land.
function feiertagsKarte(jahr: number, regeln: FeiertagRegel[], land: Land | null): Map<string, string> {
  const karte = new Map<string, string>();
  for (const f of feiertageFuer(jahr, regeln, land, false))
    if (land !== null || f.laender.length === LAENDER.length) karte.set(f.datum, f.name);
  return karte;
}

export function jahreskalender(
  jahr: number,
  regeln: FeiertagRegel[],
  fristen: FristRegel[],
  land: Land | null,
  einzugsstelle: Land | null,
  zeitraum: 'monat' | 'quartal' | 'jahr',
): Frist[] {
  const steuer = feiertagsKarte(jahr, regeln, land);
  const sv = feiertagsKarte(jahr, regeln, einzugsstelle);
  const bankfrei = new Map(sv);
  for (const f of feiertageImJahr(jahr, regeln, 'bankfeiertag')) bankfrei.set(f.datum, f.name);
  return fristenImJahr(jahr, fristen, { land: steuer, land_einzugsstelle: sv, bankfrei }, zeitraum);
}

export default rechnerModul(payrollJahreskalenderAntwort, {
  braucht: ['feiertage'],
  parameter: [
    KALENDERJAHR,
    {
      ...LAND_PARAMETER,
      beschreibung:
        'Land der Betriebsstätte: seine Feiertage verschieben die Steuerfristen; ohne land zählen nur Feiertage ' +
        'aller Länder.',
    },
    {
      ...LAND_PARAMETER,
      name: 'land_einzugsstelle',
      beschreibung:
        'Land am Sitz der Einzugsstelle (Krankenkasse) für die Fristen der Sozialversicherung; Standard: land.',
    },
    {
      name: 'lohnsteuer_zeitraum',
      typ: 'auswahl',
      pflicht: false,
      werte: ['monat', 'quartal', 'jahr'],
      standard: 'monat',
      beispiel: 'quartal',
      beschreibung: 'Anmeldungszeitraum der Lohnsteuer (§ 41a Abs. 2 EStG): monat (Standard), quartal oder jahr.',
    },
    {
      name: 'kategorie',
      typ: 'auswahl',
      pflicht: false,
      werte: KATEGORIEN,
      beispiel: 'steuer',
      beschreibung: 'Nur Fristen dieser Kategorie.',
    },
  ],
  stichtag: (p, heute) => (typeof p.jahr === 'number' ? jahrAnfang(p.jahr) : heute),
  berechne(basis, p, heute, bezug) {
    const jahr = typeof p.jahr === 'number' ? p.jahr : Number(heute.slice(0, 4));
    const land = (p.land as Land | undefined) ?? null;
    const einzugsstelle = (p.land_einzugsstelle as Land | undefined) ?? land;
    const zeitraum = (p.lohnsteuer_zeitraum ?? 'monat') as 'monat' | 'quartal' | 'jahr';
    const kategorie = typeof p.kategorie === 'string' ? p.kategorie : null;
    const fristen = jahreskalender(
      jahr,
      feiertagsregeln(bezug),
      bezug.regelwerk('payroll-jahreskalender').fristen ?? [],
      land,
      einzugsstelle,
      zeitraum,
    ).filter((f) => kategorie === null || f.kategorie === kategorie);
    return {
      datensatz: String(basis.datensatz),
      jahr,
      land,
      land_einzugsstelle: einzugsstelle,
      lohnsteuer_zeitraum: zeitraum,
      kategorie,
      anzahl: fristen.length,
      fristen,
      ...zitierfelder(basis),
    };
  },
  ics: (antwort) => ({
    name: `Entgeltabrechnung: Fristen ${antwort.jahr}${antwort.land ? ` (${antwort.land})` : ''}`,
    eintraege: (antwort.fristen as Frist[]).map((f) => ({
      uid:
        `frist-${f.id}-${f.zeitraum}-${antwort.land ?? 'DE'}-${antwort.land_einzugsstelle ?? 'DE'}@hr-` +
        `referenzdaten-api`,
      datum: f.datum,
      titel: f.name,
      beschreibung:
        `Zeitraum ${f.zeitraum}. Empfänger: ${f.empfaenger}. Rechtsgrundlage: ` +
        `${f.rechtsgrundlage}.${
          f.verschoben ? ` Verschoben vom ${f.nominal} (${f.grund}) ` + `nach ${f.verschiebung_norm}.` : ''
        }`,
    })),
  }),
  csvZeilen: (antwort) =>
    (antwort.fristen as Objekt[]).map(({ quelle, ...f }) => ({
      ...f,
      quelle_titel: (quelle as { titel: string }).titel,
      quelle_url: (quelle as { url: string }).url,
    })),
});
