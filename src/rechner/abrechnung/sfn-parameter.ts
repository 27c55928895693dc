// The parameters of the supplements for Sunday, holiday and night work in the payslip (issue 31),
// designed from /hr/sfn-zuschlaege's own: the basic hourly wage, and per kind (a component of
// sfn-zuschlaege) the hours and the rate paid. The computation is sfn.ts.
import { ApiFehler } from '../../vertrag/fehler';
import type { Anfrageparameter, ParameterSpec } from '../../vertrag/parameter';

export const SFN_ARTEN = [
  'nacht',
  'nacht_0_bis_4',
  'sonntag',
  'feiertag',
  'feiertag_besonders',
  'silvester_ab_14_uhr',
] as const;
export type Art = (typeof SFN_ARTEN)[number];

export const ART_TEXT: Record<Art, string> = {
  nacht: 'Nachtarbeit (20 bis 6 Uhr)',
  nacht_0_bis_4: 'Nachtarbeit von 0 bis 4 Uhr, vor 0 Uhr aufgenommen',
  sonntag: 'Sonntagsarbeit',
  feiertag: 'Arbeit an gesetzlichen Feiertagen',
  feiertag_besonders: 'Arbeit am 24. Dezember ab 14 Uhr, am 25. und 26. Dezember und am 1. Mai',
  silvester_ab_14_uhr: 'Arbeit am 31. Dezember ab 14 Uhr',
};

export const SFN_PARAMETER: ParameterSpec[] = [
  {
    name: 'sfn_grundlohn_stunde',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10_000 },
    beispiel: 20,
    beschreibung:
      'Grundlohn je Stunde in Euro, auf den die Zuschläge für Sonntags-, Feiertags- und Nachtarbeit gezahlt werden ' +
      '(wie grundlohn_stunde von /hr/sfn-zuschlaege); nötig mit sfn_stunden_*.',
  },
  ...SFN_ARTEN.flatMap((art): ParameterSpec[] => [
    {
      name: `sfn_stunden_${art}`,
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 744 },
      standard: 0,
      beispiel: 0,
      beschreibung: `Stunden mit Zuschlag für ${ART_TEXT[art]} in diesem Monat (Bestandteil ${art}). Standard 0.`,
    },
    {
      name: `sfn_satz_${art}`,
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 1000 },
      beispiel: 25,
      beschreibung:
        `Nur mit sfn_stunden_${art}: gezahlter Zuschlag in Prozent des Grundlohns. Standard: der Höchstsatz des ` +
        `§ 3b EStG (Bestandteil ${art} von sfn-zuschlaege).`,
    },
  ]),
];

// The caller's hours in hundredths and rate per kind; null: no supplement.
export interface Sfn {
  grundlohn: number;
  stunden: Partial<Record<Art, { hundertstel: number; satz: number | null }>>;
}

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

export function sfnEingabe(p: Anfrageparameter, grundlohn: number | null): Sfn | null {
  const stunden: Sfn['stunden'] = {};
  for (const art of SFN_ARTEN) {
    const h = p[`sfn_stunden_${art}`];
    const s = p[`sfn_satz_${art}`];
    if (typeof h === 'number' && h > 0) {
      if (Math.abs(h * 100 - Math.round(h * 100)) > 1e-9)
        throw fehler(`sfn_stunden_${art}`, `sfn_stunden_${art}=${h}: höchstens zwei Nachkommastellen.`);
      stunden[art] = { hundertstel: Math.round(h * 100), satz: typeof s === 'number' ? s : null };
    } else if (s !== undefined)
      throw fehler(`sfn_satz_${art}`, `sfn_satz_${art} gilt nur mit sfn_stunden_${art} über 0.`);
  }
  if (Object.keys(stunden).length === 0) return null;
  if (grundlohn === null)
    throw new ApiFehler('parameter_fehlt', 'Mit sfn_stunden_* ist sfn_grundlohn_stunde nötig (Euro je Stunde).', {
      parameter: 'sfn_grundlohn_stunde',
    });
  return { grundlohn, stunden };
}
