// GET /hr/payroll-jahreskalender: every payroll deadline of a year, moved over weekends and the
// holidays of the state that counts for it (tax: land; social security: land_einzugsstelle).

import { z } from 'zod';
import { datum, land, quelleAntwort, rechnerAntwort } from '../antwort/schema';
import type { FeiertagRegel, FristRegel, Gemeinderegel, Land } from '../daten/schema';
import { LAENDER } from '../daten/schema';
import { jahrAnfang } from '../gemeinsam/datum';
import { feiertageImJahr } from '../kalender/feiertage';
import { type Frist, fristenImJahr } from '../kalender/fristen';
import { feiertageAmOrt, type OrtsErgebnis } from '../kalender/gemeinden';
import {
  feiertagsregeln,
  GEMEINDE_PARAMETER,
  gemeinderegeln,
  KALENDERJAHR,
  LAND_PARAMETER,
  ortAus,
  ortsZitat,
} from '../rechner/kalenderparameter';
import { zitierfelder } from '../rechner/werte';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export const payrollJahreskalenderAntwort = rechnerAntwort(
  'payroll-jahreskalender',
  {
    jahr: z.number().int().meta({ en: 'calendar year' }),
    land: land.nullable().meta({ en: 'federal state (Land) code, e.g. BY' }),
    land_einzugsstelle: land.nullable().meta({ en: 'federal state of the collecting agency' }),
    gemeinde: z.string().nullable().meta({
      description: 'Amtlicher Gemeindeschlüssel für die Fristen nach land, wie angefragt.',
      en: 'official municipality key (AGS) for the deadlines that follow land',
    }),
    gemeinde_einzugsstelle: z.string().nullable().meta({
      description: 'Amtlicher Gemeindeschlüssel am Sitz der Einzugsstelle, wie angefragt.',
      en: 'official municipality key (AGS) of the seat of the collecting agency',
    }),
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

// A place whose holidays move deadlines: a Land (null: only days of every Land) and optionally a
// municipality of it with the municipal rules.
export interface Ort {
  land: Land | null;
  gemeinde?: string | null;
  gemeinderegeln?: Gemeinderegel[];
}

const amOrt = (jahr: number, regeln: FeiertagRegel[], o: Ort): OrtsErgebnis =>
  feiertageAmOrt(jahr, regeln, o.gemeinderegeln ?? [], o.land, o.gemeinde ?? null, null);

// Statutory holidays of a place: statewide ones of its Land and those of the whole municipality;
// without land those of every state.
function feiertagsKarte(jahr: number, regeln: FeiertagRegel[], o: Ort): Map<string, string> {
  const karte = new Map<string, string>();
  for (const f of amOrt(jahr, regeln, o).feiertage)
    if (o.land !== null || f.laender.length === LAENDER.length) karte.set(f.datum, f.name);
  return karte;
}

export function jahreskalender(
  jahr: number,
  regeln: FeiertagRegel[],
  fristen: FristRegel[],
  land: Land | null | Ort,
  einzugsstelle: Land | null | Ort,
  zeitraum: 'monat' | 'quartal' | 'jahr',
): Frist[] {
  const ort = (x: Land | null | Ort): Ort => (x !== null && typeof x === 'object' ? x : { land: x });
  const steuer = feiertagsKarte(jahr, regeln, ort(land));
  const sv = feiertagsKarte(jahr, regeln, ort(einzugsstelle));
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
        'Land am Sitz der Einzugsstelle (Krankenkasse) für die Fristen der Sozialversicherung; Standard: land, mit ' +
        'gemeinde_einzugsstelle deren Land.',
    },
    {
      ...GEMEINDE_PARAMETER,
      beschreibung:
        'Gemeinde, deren Feiertage die Fristen nach land verschieben, als Amtlicher Gemeindeschlüssel (AGS, acht ' +
        'Ziffern); für die Lohnsteuer die Gemeinde am Sitz des Betriebsstättenfinanzamts (Feiertagsrecht am ' +
        'Behördensitz). Ohne land folgt das Land aus den ersten beiden Ziffern, mit land muss es passen.',
    },
    {
      ...GEMEINDE_PARAMETER,
      name: 'gemeinde_einzugsstelle',
      beispiel: '09162000',
      beschreibung:
        'Gemeinde am Sitz der Einzugsstelle als Amtlicher Gemeindeschlüssel (AGS) für die Fristen der ' +
        'Sozialversicherung; ohne sie zählen dort nur die landesweiten Feiertage von land_einzugsstelle.',
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
    const { land, gemeinde } = ortAus(p, bezug);
    const sitz = ortAus(p, bezug, { land: 'land_einzugsstelle', gemeinde: 'gemeinde_einzugsstelle' });
    const einzugsstelle = sitz.land ?? land;
    const zeitraum = (p.lohnsteuer_zeitraum ?? 'monat') as 'monat' | 'quartal' | 'jahr';
    const kategorie = typeof p.kategorie === 'string' ? p.kategorie : null;
    const regeln = feiertagsregeln(bezug);
    const gregeln = gemeinderegeln(bezug);
    const orte: Ort[] = [
      { land, gemeinde, gemeinderegeln: gregeln },
      { land: einzugsstelle, gemeinde: sitz.gemeinde, gemeinderegeln: gregeln },
    ];
    const fristen = jahreskalender(
      jahr,
      regeln,
      bezug.regelwerk('payroll-jahreskalender').fristen ?? [],
      orte[0],
      orte[1],
      zeitraum,
    ).filter((f) => kategorie === null || f.kategorie === kategorie);
    // Notes of both places (once where they are the same), and where gemeinde is given without
    // gemeinde_einzugsstelle, that it does not reach the social-security deadlines.
    const hinweise: string[] = [];
    const quellen: { titel: string; url: string }[] = [];
    const gleich = orte[0].land === orte[1].land && orte[0].gemeinde === orte[1].gemeinde;
    for (const o of gleich ? [orte[0]] : orte) {
      const e = amOrt(jahr, regeln, o);
      for (const h of e.hinweise) if (!hinweise.includes(h)) hinweise.push(h);
      quellen.push(...e.quellen);
    }
    if (gemeinde !== null && sitz.gemeinde === null)
      hinweise.push(
        'gemeinde gilt für die Fristen nach land; die Fristen der Sozialversicherung richten sich nach den ' +
          'Feiertagen ' +
          'am Sitz der Einzugsstelle, für sie zählen ohne gemeinde_einzugsstelle nur die landesweiten Feiertage.',
      );
    return {
      datensatz: 'payroll-jahreskalender' as const,
      jahr,
      land,
      land_einzugsstelle: einzugsstelle,
      gemeinde,
      gemeinde_einzugsstelle: sitz.gemeinde,
      lohnsteuer_zeitraum: zeitraum,
      kategorie,
      anzahl: fristen.length,
      fristen,
      ...ortsZitat(zitierfelder(basis), { quellen, hinweise }),
    };
  },
  ics: (antwort) => ({
    name:
      `Entgeltabrechnung: Fristen ${antwort.jahr}${antwort.land ? ` (${antwort.land})` : ''}` +
      (antwort.gemeinde ? ` Gemeinde ${antwort.gemeinde}` : ''),
    // The municipalities join the UID only where given, so calendars without them keep their UIDs.
    eintraege: (antwort.fristen as Frist[]).map((f) => ({
      uid:
        `frist-${f.id}-${f.zeitraum}-${antwort.land ?? 'DE'}${antwort.gemeinde ? `-${antwort.gemeinde}` : ''}-` +
        `${antwort.land_einzugsstelle ?? 'DE'}` +
        `${antwort.gemeinde_einzugsstelle ? `-${antwort.gemeinde_einzugsstelle}` : ''}@hr-referenzdaten-api`,
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
