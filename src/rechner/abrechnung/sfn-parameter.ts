// The kinds of supplements for Sunday, holiday and night work in the payslip (issue 31), the
// components of /hr/sfn-zuschlaege: the request's list (anfrage.ts), the checked input (Sfn) and the
// computation (sfn.ts) share them.

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

// The kinds' short labels for a form (the payslip page), German and English.
export const ART_KURZ: Record<Art, { de: string; en: string }> = {
  nacht: { de: 'Nachtarbeit', en: 'night work' },
  nacht_0_bis_4: { de: 'Nachtarbeit 0 bis 4 Uhr', en: 'night work 0 to 4 am' },
  sonntag: { de: 'Sonntagsarbeit', en: 'Sunday work' },
  feiertag: { de: 'Feiertagsarbeit', en: 'holiday work' },
  feiertag_besonders: { de: 'Weihnachten und 1. Mai', en: 'Christmas and 1 May' },
  silvester_ab_14_uhr: { de: 'Silvester ab 14 Uhr', en: "New Year's Eve from 2 pm" },
};

// The caller's hours in hundredths and rate per kind; null: no supplement.
export interface Sfn {
  grundlohn: number;
  stunden: Partial<Record<Art, { hundertstel: number; satz: number | null }>>;
}
