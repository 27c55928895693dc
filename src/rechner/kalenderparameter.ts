// Parameters the calendar calculators share (feiertage, arbeitstage, sv-faelligkeit,
// payroll-jahreskalender).

import type { Zitierfelder } from '../antwort/schema';
import type { FeiertagRegel, Gemeinderegel, Land } from '../daten/schema';
import { LAENDER } from '../daten/schema';
import { ABDECKUNG } from '../gemeinsam/abdeckung';
import { mitQuellen } from '../gemeinsam/quellen';
import { istGemeinde, landDesSchluessels } from '../kalender/gemeinden';
import { LAND_NAMEN } from '../kalender/laender';
import { ApiFehler } from '../vertrag/fehler';
import type { Bezug } from '../vertrag/modul';
import type { Anfrageparameter, ParameterSpec } from '../vertrag/parameter';

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
  beschreibung:
    'true nimmt Feiertage hinzu, die nur in Teilen des Landes gelten (z. B. Mariä Himmelfahrt in Bayern), mit ' +
    'gemeinde die, die nur in einem Teil der Gemeinde gelten.',
};

export const GEMEINDE_PARAMETER: ParameterSpec = {
  name: 'gemeinde',
  typ: 'gemeindeschluessel',
  pflicht: false,
  beispiel: '09761000',
  beschreibung:
    'Amtlicher Gemeindeschlüssel (AGS, acht Ziffern, z. B. 09761000 für Augsburg): dann gelten auch die Feiertage, ' +
    'die nur in einzelnen Gemeinden gelten, soweit sie für diese Gemeinde geprüft sind. Ohne land folgt das Land aus ' +
    'den ersten beiden Ziffern, mit land muss es passen. Gültig sind die Gemeinden des Gebietsstands 25.01.2021.',
};

// The holiday rules of data/feiertage.yaml, for the modules that name feiertage in braucht.
export function feiertagsregeln(bezug: Bezug<'feiertage'>): FeiertagRegel[] {
  return bezug.regelwerk('feiertage').feiertage ?? [];
}

// The municipal rules and the municipality list of data/feiertage.yaml.
export function gemeinderegeln(bezug: Bezug<'feiertage'>): Gemeinderegel[] {
  return bezug.regelwerk('feiertage').gemeinderegeln ?? [];
}

// The place of a calendar answer: the Land (given, or derived from the municipality key) and the
// municipality. A key not in the municipality list, or of another Land than land, is refused.
export function ortAus(
  p: Anfrageparameter,
  bezug: Bezug<'feiertage'>,
  namen: { land: string; gemeinde: string } = { land: 'land', gemeinde: 'gemeinde' },
): { land: Land | null; gemeinde: string | null } {
  const land = (p[namen.land] as Land | undefined) ?? null;
  const gemeinde = typeof p[namen.gemeinde] === 'string' ? (p[namen.gemeinde] as string) : null;
  if (gemeinde === null) return { land, gemeinde };
  const verzeichnis = bezug.regelwerk('feiertage').gemeindeverzeichnis;
  if (!verzeichnis) throw new Error('data/feiertage.yaml: gemeindeverzeichnis fehlt');
  if (!istGemeinde(verzeichnis, gemeinde))
    throw new ApiFehler(
      'ungueltiger_parameter',
      `${namen.gemeinde}=${gemeinde} ist kein bekannter Gemeindeschlüssel: erwartet der achtstellige Amtliche ` +
        `Gemeindeschlüssel (AGS) einer deutschen Gemeinde nach dem Gebietsstand ${verzeichnis.gebietsstand} ` +
        `(Anlage der MietNEinV). Ohne ${namen.gemeinde} antwortet die API für das ganze Land.`,
      { parameter: namen.gemeinde },
    );
  const landDerGemeinde = landDesSchluessels(gemeinde);
  if (land !== null && land !== landDerGemeinde)
    throw new ApiFehler(
      'ungueltiger_parameter',
      `${namen.gemeinde}=${gemeinde} liegt in ${LAND_NAMEN[landDerGemeinde]} (${landDerGemeinde}), nicht in ` +
        `${namen.land}=${land}: die ersten beiden Ziffern des Gemeindeschlüssels nennen das Land.`,
      { parameter: namen.gemeinde },
    );
  return { land: landDerGemeinde, gemeinde };
}

// The citation fields of a calendar answer with the sources and notes of the place added (the
// municipal rules used, the days that hold only in parts).
export function ortsZitat(
  z: Zitierfelder,
  ort: { quellen: { titel: string; url: string }[]; hinweise: string[] },
): Zitierfelder {
  return { ...z, quellen: mitQuellen(z.quellen, ort.quellen), hinweise: [...z.hinweise, ...ort.hinweise] };
}
