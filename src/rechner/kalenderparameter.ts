// Parameters the calendar calculators share (feiertage, arbeitstage, sv-faelligkeit,
// payroll-jahreskalender).

import type { FeiertagRegel } from '../daten/schema';
import { LAENDER } from '../daten/schema';
import { ABDECKUNG } from '../gemeinsam/abdeckung';
import type { Bezug } from '../vertrag/modul';
import type { ParameterSpec } from '../vertrag/parameter';

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

// The holiday rules of data/feiertage.yaml, for the modules that name feiertage in braucht.
export function feiertagsregeln(bezug: Bezug): FeiertagRegel[] {
  return bezug.regelwerk('feiertage').feiertage ?? [];
}
