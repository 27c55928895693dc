// Due dates of social-security contributions: the third-last bank business day of the month
// (§ 23 Abs. 1 Satz 2 SGB IV) and the contribution statement at the start of the fifth-last
// (§ 28f Abs. 3 Satz 1 SGB IV). Bank business days exclude weekends, the statutory holidays at
// the seat of the collecting agency and the extra closing days (24 and 31 December).
import { datumAus, istWochenende, letzterTagImMonat, tagDavor } from '../gemeinsam/datum';

export interface SvTermin {
  monat: string;
  faelligkeit: string;
  nachweis_vorliegen: string;
  nachweis_uebermitteln_bis: string;
  nicht_bankarbeitstage: { datum: string; name: string }[];
}

// The weekdays of a month, split into bank business days and closed days. geschlossen: non-bank
// weekdays by date (holidays and extra closing days) with their name.
export function bankarbeitstageImMonat(
  jahr: number,
  monat: number,
  geschlossen: Map<string, string>,
): { bank: string[]; frei: { datum: string; name: string }[] } {
  const bank: string[] = [];
  const frei: { datum: string; name: string }[] = [];
  for (let t = 1; t <= letzterTagImMonat(jahr, monat); t++) {
    const d = datumAus(jahr, monat, t);
    if (istWochenende(d)) continue;
    const name = geschlossen.get(d);
    if (name) frei.push({ datum: d, name });
    else bank.push(d);
  }
  return { bank, frei };
}

// The n-th last bank business day of a month (n = 1: the last).
export function nTletzterBankarbeitstag(
  jahr: number,
  monat: number,
  n: number,
  geschlossen: Map<string, string>,
): string {
  const { bank } = bankarbeitstageImMonat(jahr, monat, geschlossen);
  return bank[bank.length - n];
}

export function svTermin(
  jahr: number,
  monat: number,
  geschlossen: Map<string, string>,
  faelligVorEnde: number,
  nachweisVorEnde: number,
): SvTermin {
  const { bank, frei } = bankarbeitstageImMonat(jahr, monat, geschlossen);
  const nachweis = bank[bank.length - nachweisVorEnde];
  return {
    monat: datumAus(jahr, monat, 1).slice(0, 7),
    faelligkeit: bank[bank.length - faelligVorEnde],
    nachweis_vorliegen: nachweis,
    nachweis_uebermitteln_bis: tagDavor(nachweis),
    nicht_bankarbeitstage: frei,
  };
}
