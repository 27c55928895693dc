// GET /hr/arbeitstage: working days between two dates in a state.

import { z } from 'zod';
import { datum, land, rechnerAntwort, tagMitName } from '../antwort/schema';
import type { Land } from '../daten/schema';
import { ERSTER_TAG, LETZTER_TAG } from '../gemeinsam/abdeckung';
import { LAND_NAMEN } from '../kalender/laender';
import { arbeitstage, feiertagsKarte } from '../kalender/tage';
import { feiertagsregeln, LAND_PARAMETER, REGIONALE } from '../rechner/kalenderparameter';
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
  ],
  stichtag: (p) => String(p.von),
  berechne(basis, p, _heute, bezug) {
    const von = String(p.von);
    const bis = String(p.bis);
    if (bis > LETZTER_TAG)
      throw new ApiFehler('kein_wert', `Feiertage sind bis ${LETZTER_TAG} hinterlegt; bis (${bis}) liegt danach.`);
    const land = p.land as Land;
    const regionale = p.regionale === true;
    const samstag = p.samstag === true;
    const ergebnis = arbeitstage(von, bis, feiertagsKarte(von, bis, feiertagsregeln(bezug), land, regionale), samstag);
    return {
      datensatz: String(basis.datensatz),
      von,
      bis,
      land,
      land_name: LAND_NAMEN[land],
      samstag,
      regionale,
      ...ergebnis,
      ...zitierfelder(basis),
    };
  },
  csvZeilen: (antwort) => {
    const { feiertage, ...rest } = antwort;
    void feiertage;
    return [rest as Objekt];
  },
});
