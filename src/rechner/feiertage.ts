// GET /hr/feiertage: the statutory holidays of a year, for one state or for all.

import { feiertageAntwort } from '../antwort/rechner';
import { LAENDER, type Land } from '../daten/schema';
import { ABDECKUNG } from '../gemeinsam/abdeckung';
import { jahrAnfang, wochentag } from '../gemeinsam/datum';
import { feiertageFuer } from '../kalender/feiertage';
import { LAND_NAMEN, WOCHENTAGE } from '../kalender/laender';
import type { Objekt } from '../vertrag/modell';
import type { ParameterSpec } from '../vertrag/parameter';
import { rechnerModul, zitierfelder } from './erweiterung';

export const LAND_PARAMETER: ParameterSpec = {
  name: 'land',
  typ: 'auswahl',
  pflicht: false,
  werte: [...LAENDER],
  beispiel: 'BY',
  beschreibung:
    'Land als Kürzel (BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH, TH); Groß- und Kleinschreibung egal.',
};

export const KALENDERJAHR: ParameterSpec = {
  name: 'jahr',
  typ: 'jahr',
  pflicht: false,
  bereich: { min: ABDECKUNG.von, max: ABDECKUNG.bis },
  standard: 'aktuelles_jahr',
  beispiel: 2024,
  beschreibung: `Kalenderjahr (${ABDECKUNG.von} bis ${ABDECKUNG.bis}); Standard: das laufende Jahr.`,
};

export const REGIONALE: ParameterSpec = {
  name: 'regionale',
  typ: 'boolean',
  pflicht: false,
  standard: false,
  beispiel: false,
  beschreibung: 'true nimmt Feiertage hinzu, die nur in Teilen des Landes gelten (z. B. Mariä Himmelfahrt in Bayern).',
};

// Calendar entry text: the states where the day is a holiday, where it is one only in parts, and the law.
function feiertagBeschreibung(f: Objekt): string {
  const laender = (f.laender as string[]).join(', ') || '–';
  const teilweise = f.laender_teilweise as string[];
  const teilweiseText = teilweise.length ? `; teilweise in ${teilweise.join(', ')}` : '';
  return `Gesetzlicher Feiertag in ${laender}${teilweiseText}. Rechtsgrundlage: ${f.rechtsgrundlage}.`;
}

export const feiertageErweiterung = rechnerModul(feiertageAntwort, {
  parameter: [KALENDERJAHR, LAND_PARAMETER, REGIONALE],
  stichtag: (p, heute) => (typeof p.jahr === 'number' ? jahrAnfang(p.jahr) : heute),
  berechne(basis, p, heute, anhang) {
    const jahr = typeof p.jahr === 'number' ? p.jahr : Number(heute.slice(0, 4));
    const land = (p.land as Land | undefined) ?? null;
    const regionale = p.regionale === true;
    const feiertage = feiertageFuer(jahr, anhang.feiertagsregeln, land, regionale).map((f) => ({
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
