// GET /hr/feiertage: the statutory holidays of a year, for one state or for all.

import { z } from 'zod';
import { datum, land, quelleAntwort, rechnerAntwort } from '../antwort/schema';
import { LAENDER } from '../daten/schema';
import { jahrAnfang, wochentag } from '../gemeinsam/datum';
import { feiertageAmOrt } from '../kalender/gemeinden';
import { LAND_NAMEN, WOCHENTAGE } from '../kalender/laender';
import {
  feiertagsregeln,
  GEMEINDE_PARAMETER,
  gemeinderegeln,
  KALENDERJAHR,
  LAND_PARAMETER,
  ortAus,
  ortsZitat,
  REGIONALE,
} from '../rechner/kalenderparameter';
import { zitierfelder } from '../rechner/werte';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export const feiertageAntwort = rechnerAntwort(
  'feiertage',
  {
    jahr: z.number().int().meta({ en: 'calendar year' }),
    land: land.nullable().meta({ en: 'federal state (Land) code, e.g. BY' }),
    land_name: z.string().nullable().meta({ en: 'name of the federal state' }),
    gemeinde: z
      .string()
      .nullable()
      .meta({ description: 'Amtlicher Gemeindeschlüssel, wie angefragt.', en: 'official municipality key (AGS)' }),
    regionale: z.boolean().meta({ en: 'include regional holidays' }),
    anzahl: z.number().int().meta({ en: 'number of entries' }),
    feiertage: z
      .array(
        z.object({
          datum: datum.meta({ en: 'reference date of the answer (YYYY-MM-DD)' }),
          id: z.string().meta({ en: 'identifier' }),
          name: z.string().meta({ en: 'German name' }),
          wochentag: z.string().meta({ en: 'weekday' }),
          bundesweit: z.boolean().meta({ en: 'holiday in every state' }),
          laender: z.array(land).meta({
            description: 'Länder, in denen der Tag landesweit gesetzlicher Feiertag ist.',
            en: 'states where the day is a holiday statewide',
          }),
          laender_teilweise: z.array(land).meta({
            description: 'Länder, in denen er nur in Teilen gilt.',
            en: 'states where it applies only in parts',
          }),
          regional: z.boolean().meta({ en: 'regional holiday' }),
          gemeinde_geltung: z
            .enum(['ganz', 'teilweise'])
            .nullable()
            .meta({
              description:
                'Nur mit gemeinde: ganz, wenn der Tag in der ganzen Gemeinde gilt, teilweise, wenn nur in einem Teil ' +
                '(erscheint nur mit regionale=true); ohne gemeinde null.',
              en: 'whether the day holds in the whole municipality or only in a part',
            }),
          gemeinde_gebiet: z.string().nullable().meta({
            description: 'Bei gemeinde_geltung teilweise: der Teil der Gemeinde, in dem der Tag gilt.',
            en: 'part of the municipality where the day holds',
          }),
          rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
          quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
        }),
      )
      .meta({ en: 'public holidays' }),
  },
  'Gesetzliche Feiertage eines Jahres.',
);

// Calendar entry text: the states where the day is a holiday, where it is one only in parts, and the law.
function feiertagBeschreibung(f: Objekt, gemeinde: unknown): string {
  const rechtsgrundlage = `Rechtsgrundlage: ${f.rechtsgrundlage}.`;
  if (f.gemeinde_geltung === 'teilweise')
    return `Gesetzlicher Feiertag nur in einem Teil der Gemeinde ${gemeinde}: ${f.gemeinde_gebiet}. ${rechtsgrundlage}`;
  if (f.gemeinde_geltung === 'ganz' && f.regional)
    return `Gesetzlicher Feiertag in der Gemeinde ${gemeinde}. ${rechtsgrundlage}`;
  const laender = (f.laender as string[]).join(', ') || '–';
  const teilweise = f.laender_teilweise as string[];
  const teilweiseText = teilweise.length ? `; teilweise in ${teilweise.join(', ')}` : '';
  return `Gesetzlicher Feiertag in ${laender}${teilweiseText}. ${rechtsgrundlage}`;
}

export default rechnerModul(feiertageAntwort, {
  parameter: [KALENDERJAHR, LAND_PARAMETER, REGIONALE, GEMEINDE_PARAMETER],
  stichtag: (p, heute) => (typeof p.jahr === 'number' ? jahrAnfang(p.jahr) : heute),
  berechne(basis, p, heute, bezug) {
    const jahr = typeof p.jahr === 'number' ? p.jahr : Number(heute.slice(0, 4));
    const { land, gemeinde } = ortAus(p, bezug);
    const regionale = p.regionale === true;
    const ort = feiertageAmOrt(jahr, feiertagsregeln(bezug), gemeinderegeln(bezug), land, gemeinde, regionale);
    const feiertage = ort.feiertage.map((f) => ({
      datum: f.datum,
      id: f.id,
      name: f.name,
      wochentag: WOCHENTAGE[wochentag(f.datum)],
      bundesweit: f.laender.length === LAENDER.length,
      laender: f.laender,
      laender_teilweise: f.teilweise,
      regional: f.regional,
      gemeinde_geltung: f.gemeinde_geltung,
      gemeinde_gebiet: f.gemeinde_gebiet,
      rechtsgrundlage: f.rechtsgrundlage.join('; '),
      quelle: f.quellen[0],
    }));
    return {
      datensatz: 'feiertage' as const,
      jahr,
      land,
      land_name: land ? LAND_NAMEN[land] : null,
      gemeinde,
      regionale,
      anzahl: feiertage.length,
      feiertage,
      ...ortsZitat(zitierfelder(basis), ort),
    };
  },
  // With gemeinde the calendar holds the days of that municipality; its UIDs name the municipality,
  // so a subscribed calendar of a Land and one of a municipality do not overwrite each other.
  ics: (antwort) => ({
    name:
      `Gesetzliche Feiertage ${antwort.jahr}${antwort.land ? ` ${antwort.land_name}` : ''}` +
      (antwort.gemeinde ? ` (Gemeinde ${antwort.gemeinde})` : ''),
    eintraege: (antwort.feiertage as Objekt[]).map((f) => ({
      uid: `feiertag-${f.id}-${f.datum}-${antwort.gemeinde ?? antwort.land ?? 'DE'}@hr-referenzdaten-api`,
      datum: String(f.datum),
      titel: f.gemeinde_geltung === 'teilweise' ? `${f.name} (nur in Teilen der Gemeinde)` : String(f.name),
      beschreibung: feiertagBeschreibung(f, antwort.gemeinde),
    })),
  }),
  // One row per holiday; the state lists as space-separated codes, the source as two columns.
  csvZeilen: (antwort) =>
    (antwort.feiertage as Objekt[]).map(({ quelle, laender, laender_teilweise, ...rest }) => ({
      ...rest,
      laender: (laender as string[]).join(' '),
      laender_teilweise: (laender_teilweise as string[]).join(' '),
      quelle_titel: (quelle as { titel: string }).titel,
      quelle_url: (quelle as { url: string }).url,
    })),
});
