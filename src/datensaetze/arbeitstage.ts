// GET /hr/arbeitstage: working days between two dates in a state.

import { z } from 'zod';
import { datum, land, rechnerAntwort, tagMitName } from '../antwort/schema';
import type { Land } from '../daten/schema';
import { ERSTER_TAG, LETZTER_TAG } from '../gemeinsam/abdeckung';
import { feiertageImZeitraum, karteAus } from '../kalender/gemeinden';
import { LAND_NAMEN } from '../kalender/laender';
import { arbeitstage } from '../kalender/tage';
import {
  feiertagsregeln,
  GEMEINDE_PARAMETER,
  gemeinderegeln,
  LAND_PARAMETER,
  ortAus,
  ortsZitat,
  REGIONALE,
} from '../rechner/kalenderparameter';
import { zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export const arbeitstageAntwort = rechnerAntwort(
  'arbeitstage',
  {
    von: datum.meta({ en: 'from' }),
    bis: datum.meta({ en: 'until' }),
    land: land.meta({ en: 'federal state (Land) code, e.g. BY' }),
    land_name: z.string().meta({ en: 'name of the federal state' }),
    gemeinde: z
      .string()
      .nullable()
      .meta({ description: 'Amtlicher Gemeindeschlüssel, wie angefragt.', en: 'official municipality key (AGS)' }),
    samstag: z.boolean().meta({ en: 'Saturday counts as a working day' }),
    regionale: z.boolean().meta({ en: 'include regional holidays' }),
    arbeitstage: z.number().int().meta({ en: 'working days' }),
    kalendertage: z.number().int().meta({ en: 'calendar days' }),
    wochenendtage: z.number().int().meta({ en: 'weekend days' }),
    feiertage_an_werktagen: z.number().int().meta({ en: 'public holidays falling on working days' }),
    feiertage: z.array(tagMitName).meta({ en: 'public holidays' }),
  },
  'Arbeitstage zwischen zwei Tagen.',
);

export default rechnerModul(arbeitstageAntwort, {
  braucht: ['feiertage'],
  parameter: [
    {
      name: 'von',
      typ: 'datum',
      pflicht: true,
      beispiel: '2024-01-01',
      beschreibung: `Erster Tag des Zeitraums (ab ${ERSTER_TAG}).`,
    },
    {
      name: 'bis',
      typ: 'datum',
      pflicht: true,
      beispiel: '2024-01-31',
      beschreibung: `Letzter Tag des Zeitraums (bis ${LETZTER_TAG}), nicht vor von.`,
    },
    { ...LAND_PARAMETER, pflicht: true },
    {
      name: 'samstag',
      typ: 'boolean',
      pflicht: false,
      standard: false,
      beispiel: false,
      beschreibung: 'true zählt Samstage als Arbeitstage.',
    },
    REGIONALE,
    {
      ...GEMEINDE_PARAMETER,
      beschreibung:
        `${GEMEINDE_PARAMETER.beschreibung} Feiertage der Gemeinde zählen wie die des Landes; land bleibt ` +
        'Pflicht und ' +
        'muss zur Gemeinde passen.',
    },
  ],
  stichtag: (p) => String(p.von),
  berechne(basis, p, _heute, bezug) {
    const von = String(p.von);
    const bis = String(p.bis);
    if (bis > LETZTER_TAG)
      throw new ApiFehler('kein_wert', `Feiertage sind bis ${LETZTER_TAG} hinterlegt; bis (${bis}) liegt danach.`);
    const { land, gemeinde } = ortAus(p, bezug) as { land: Land; gemeinde: string | null };
    const regionale = p.regionale === true;
    const samstag = p.samstag === true;
    const ort = feiertageImZeitraum(von, bis, feiertagsregeln(bezug), gemeinderegeln(bezug), land, gemeinde, regionale);
    const ergebnis = arbeitstage(von, bis, karteAus(ort.feiertage), samstag);
    return {
      datensatz: 'arbeitstage' as const,
      von,
      bis,
      land,
      land_name: LAND_NAMEN[land],
      gemeinde,
      samstag,
      regionale,
      ...ergebnis,
      ...ortsZitat(zitierfelder(basis), ort),
    };
  },
  csvZeilen: (antwort) => {
    const { feiertage, ...rest } = antwort;
    void feiertage;
    return [rest as Objekt];
  },
});
