// GET /hr/feiertage: the statutory holidays of a year, for one state or for all.

import { z } from 'zod';
import { datum, land, quelleAntwort, rechnerAntwort } from '../antwort/schema';
import { LAENDER, type Land } from '../daten/schema';
import { jahrAnfang, wochentag } from '../gemeinsam/datum';
import { feiertageFuer } from '../kalender/feiertage';
import { LAND_NAMEN, WOCHENTAGE } from '../kalender/laender';
import { feiertagsregeln, KALENDERJAHR, LAND_PARAMETER, REGIONALE } from '../rechner/kalenderparameter';
import { zitierfelder } from '../rechner/werte';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export const feiertageAntwort = rechnerAntwort(
  'feiertage',
  {
    jahr: z.number().int().meta({ en: 'calendar year' }),
    land: land.nullable().meta({ en: 'federal state (Land) code, e.g. BY' }),
    land_name: z.string().nullable().meta({ en: 'name of the federal state' }),
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
          rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
          quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
        }),
      )
      .meta({ en: 'public holidays' }),
  },
  'Gesetzliche Feiertage eines Jahres.',
);

// Calendar entry text: the states where the day is a holiday, where it is one only in parts, and the law.
function feiertagBeschreibung(f: Objekt): string {
  const laender = (f.laender as string[]).join(', ') || '–';
  const teilweise = f.laender_teilweise as string[];
  const teilweiseText = teilweise.length ? `; teilweise in ${teilweise.join(', ')}` : '';
  return `Gesetzlicher Feiertag in ${laender}${teilweiseText}. Rechtsgrundlage: ${f.rechtsgrundlage}.`;
}

export default rechnerModul(feiertageAntwort, {
  parameter: [KALENDERJAHR, LAND_PARAMETER, REGIONALE],
  stichtag: (p, heute) => (typeof p.jahr === 'number' ? jahrAnfang(p.jahr) : heute),
  berechne(basis, p, heute, bezug) {
    const jahr = typeof p.jahr === 'number' ? p.jahr : Number(heute.slice(0, 4));
    const land = (p.land as Land | undefined) ?? null;
    const regionale = p.regionale === true;
    const feiertage = feiertageFuer(jahr, feiertagsregeln(bezug), land, regionale).map((f) => ({
      datum: f.datum,
      id: f.id,
      name: f.name,
      wochentag: WOCHENTAGE[wochentag(f.datum)],
      bundesweit: f.laender.length === LAENDER.length,
      laender: f.laender,
      laender_teilweise: f.teilweise,
      regional: f.regional,
      rechtsgrundlage: f.rechtsgrundlage.join('; '),
      quelle: f.quellen[0],
    }));
    return {
      datensatz: String(basis.datensatz),
      jahr,
      land,
      land_name: land ? LAND_NAMEN[land] : null,
      regionale,
      anzahl: feiertage.length,
      feiertage,
      ...zitierfelder(basis),
    };
  },
  ics: (antwort) => ({
    name: `Gesetzliche Feiertage ${antwort.jahr}${antwort.land ? ` ${antwort.land_name}` : ''}`,
    eintraege: (antwort.feiertage as Objekt[]).map((f) => ({
      uid: `feiertag-${f.id}-${f.datum}-${antwort.land ?? 'DE'}@hr-referenzdaten-api`,
      datum: String(f.datum),
      titel: String(f.name),
      beschreibung: feiertagBeschreibung(f),
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
