// GET /hr/arbeitstage: working days between two dates in a state.

import { arbeitstageAntwort } from '../antwort/rechner';
import type { Land } from '../daten/schema';
import { ERSTER_TAG, LETZTER_TAG } from '../gemeinsam/abdeckung';
import { LAND_NAMEN } from '../kalender/laender';
import { arbeitstage, feiertagsKarte } from '../kalender/tage';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul, zitierfelder } from './erweiterung';
import { LAND_PARAMETER, REGIONALE } from './feiertage';

export const arbeitstageErweiterung = rechnerModul(arbeitstageAntwort, {
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
  berechne(basis, p, _heute, anhang) {
    const von = String(p.von);
    const bis = String(p.bis);
    if (bis > LETZTER_TAG)
      throw new ApiFehler('kein_wert', `Feiertage sind bis ${LETZTER_TAG} hinterlegt; bis (${bis}) liegt danach.`);
    const land = p.land as Land;
    const regionale = p.regionale === true;
    const samstag = p.samstag === true;
    const ergebnis = arbeitstage(von, bis, feiertagsKarte(von, bis, anhang.feiertagsregeln, land, regionale), samstag);
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
