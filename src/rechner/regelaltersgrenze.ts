// The standard retirement age (§ 35 Satz 2, § 235 Abs. 2 SGB VI) as a method on the data of
// data/regelaltersgrenze.yaml: /hr/regelaltersgrenze (src/datensaetze/regelaltersgrenze.ts) answers
// with it, and the payslip asks it whether a pensioner is past the age (Personengruppe 119).
import { monatsende, plusMonateUeberlauf, tagDanach, tagDavor } from '../gemeinsam/datum';
import { pflichtwert } from './werte';

export interface AltersRegeln {
  grundalter_jahre: number;
  // § 35 Satz 2: the full age for birth years from endstufe_ab_jahrgang.
  endalter_jahre: number;
  endstufe_ab_jahrgang: number;
  // § 235 Abs. 2 Satz 2: months added to grundalter by birth year.
  anhebung: Record<number, number>;
  // § 235 Abs. 2 Satz 3 as the spec summarises it: protection for birth years before this one.
  vertrauensschutz_vor_jahrgang: number;
}

export function altersgrenzeMonate(
  geburtsjahr: number,
  vertrauensschutz: boolean,
  r: AltersRegeln,
): { monate: number; vertrauensschutz: boolean } {
  const geschuetzt = vertrauensschutz && geburtsjahr < r.vertrauensschutz_vor_jahrgang;
  if (geschuetzt) return { monate: r.grundalter_jahre * 12, vertrauensschutz: true };
  if (geburtsjahr >= r.endstufe_ab_jahrgang) return { monate: r.endalter_jahre * 12, vertrauensschutz: false };
  return { monate: r.grundalter_jahre * 12 + (r.anhebung[geburtsjahr] ?? 0), vertrauensschutz: false };
}

// Day at whose end the age is reached: the day before the birthday of that age.
export function erreichtAm(geburtsdatum: string, monate: number): string {
  return tagDavor(plusMonateUeberlauf(geburtsdatum, monate));
}

export const rentenbeginnNach = (erreicht: string) => tagDanach(monatsende(erreicht));

// anhebung: the table of § 235 Abs. 2 Satz 2 SGB VI, birth year -> months (data file, tabelle anhebung).
export function regelnAus(w: Record<string, number | null>, tabelle: Map<number, number>): AltersRegeln {
  const anhebung: Record<number, number> = Object.fromEntries(tabelle);
  const v = (feld: string) => pflichtwert(w, 'regelaltersgrenze', feld);
  return {
    grundalter_jahre: v('grundalter_jahre'),
    endalter_jahre: v('endalter_jahre'),
    endstufe_ab_jahrgang: v('endstufe_ab_jahrgang'),
    anhebung,
    vertrauensschutz_vor_jahrgang: v('vertrauensschutz_vor_jahrgang'),
  };
}
