// The DEÜV Personengruppe of the payslip (issue 41): the keys the caller may give, the kind of person
// each stands for, the key the answer reports for this month's pay, and the Beitragsgruppenschlüssel
// (KV, RV, AV, PV) of the contributions the payslip charged. The keys and their meaning are those of
// the official list (Gemeinsames Rundschreiben "Meldeverfahren zur Sozialversicherung", Anlage 2,
// Schlüsselzahlen für Personengruppen; as listed by the Knappschaft-Bahn-See, docs/ENTSCHEIDUNGEN.md,
// "Personengruppen (Issue 41)"); the Beitragsgruppen those of its Anlage 1.

// 101 ohne besondere Merkmale, 102 Auszubildende, 103 Altersteilzeit, 105 Praktikanten, 106
// Werkstudenten, 109 geringfügig entlohnt, 110 kurzfristig beschäftigt, 119 versicherungsfreie
// Altersvollrentner, 120 versicherungspflichtige Altersvollrentner, 121 Auszubildende bis zur
// Geringverdienergrenze, 122 Auszubildende in einer außerbetrieblichen Einrichtung.
export const PERSONENGRUPPEN = ['101', '102', '103', '105', '106', '109', '110', '119', '120', '121', '122'] as const;
export type Personengruppe = (typeof PERSONENGRUPPEN)[number];

// What a key given says about the person; which key applies in the month follows from the pay: 109
// and 110 take precedence over every other key (Anlage 2: "Die Schlüssel 109 und 110 haben immer
// Vorrang"), so a Werkstudent or a pensioner with pay up to the Geringfügigkeitsgrenze is reported
// with 109; a trainee is 121 up to the Geringverdienergrenze and 102 above it (§ 20 Abs. 3 Satz 1 Nr. 1
// SGB IV); 101 and 109 alone leave the kind to the pay, as without the input. A Praktikant in a
// prescribed pre- or post-study internship (105) is employed for his vocational training, with the
// trainee's rules (Gemeinsames Rundschreiben zu Studenten und Praktikanten vom 27.07.2004; Anlage 2:
// up to the Geringverdienergrenze 121). A trainee in an außerbetriebliche Einrichtung (122) is
// assimilated to one (§ 5 Abs. 4a SGB V, § 1 Satz 1 Nr. 3a SGB VI, § 25 Abs. 1 Satz 2 SGB III) with
// rules of its own (pruefung.ts, monat.ts).
export type Personenart =
  | 'allgemein'
  | 'azubi'
  | 'azubi_ausserbetrieblich'
  | 'altersteilzeit'
  | 'werkstudent'
  | 'kurzfristig'
  | 'altersvollrentner'
  | 'altersvollrentner_pflichtig';

export const PERSONENART: Record<Personengruppe, Personenart> = {
  '101': 'allgemein',
  '109': 'allgemein',
  '102': 'azubi',
  '105': 'azubi',
  '121': 'azubi',
  '122': 'azubi_ausserbetrieblich',
  '103': 'altersteilzeit',
  '106': 'werkstudent',
  '110': 'kurzfristig',
  '119': 'altersvollrentner',
  '120': 'altersvollrentner_pflichtig',
};

export const personenart = (g: Personengruppe | null): Personenart => (g === null ? 'allgemein' : PERSONENART[g]);

// A full old-age pensioner of either group: no claim to sick pay, so KV at the reduced rate (§ 243
// SGB V with § 50 Abs. 1 Satz 1 Nr. 1 SGB V).
export const rentner = (a: Personenart): boolean => a === 'altersvollrentner' || a === 'altersvollrentner_pflichtig';

// The German names of the keys, for texts.
export const GRUPPENNAME: Record<Personengruppe, string> = {
  '101': 'sozialversicherungspflichtig Beschäftigte ohne besondere Merkmale',
  '102': 'Auszubildende',
  '103': 'Beschäftigte in Altersteilzeit',
  '105': 'Praktikanten',
  '106': 'Werkstudenten',
  '109': 'geringfügig entlohnte Beschäftigte',
  '110': 'kurzfristig Beschäftigte',
  '119': 'versicherungsfreie Altersvollrentner',
  '120': 'versicherungspflichtige Altersvollrentner',
  '121': 'Auszubildende bis zur Geringverdienergrenze',
  '122': 'Auszubildende in einer außerbetrieblichen Einrichtung',
};

// The Beitragsgruppenschlüssel of the contributions: one digit per branch in the order KV, RV, AV, PV
// (KV 0 none, 1 general rate, 3 reduced rate, 6 flat Minijob contribution; RV 0 none, 1 full, 3 half
// (the employer's share alone), 5 flat Minijob contribution; AV 0 none, 1 full, 2 half; PV 0 none, 1
// full). A privately insured employee has 0 in KV and PV: the subsidy is no contribution.
export interface Zweige {
  kv: '0' | '1' | '3' | '6';
  rv: '0' | '1' | '3' | '5';
  av: '0' | '1' | '2';
  pv: '0' | '1';
}

export const beitragsgruppe = (z: Zweige): string => `${z.kv}${z.rv}${z.av}${z.pv}`;
