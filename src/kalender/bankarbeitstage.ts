// Due dates of social-security contributions: the third-last bank business day of the month
// (§ 23 Abs. 1 Satz 2 SGB IV) and the contribution statement at the start of the fifth-last
// (§ 28f Abs. 3 Satz 1 SGB IV). Bank business days exclude weekends, the statutory holidays at
// the seat of the collecting agency and the extra closing days (24 and 31 December).
import { letzterTagImMonat, tagDavor, wochentag } from '../gemeinsam/datum';

export interface SvTermin {
  monat: string;
  faelligkeit: string;
  nachweis_vorliegen: string;
  nachweis_uebermitteln_bis: string;
  nicht_bankarbeitstage: { datum: string; name: string }[];
}

// geschlossen: non-bank weekdays by date (holidays and extra closing days) with their name.
export function svTermin(jahr: number, monat: number, geschlossen: Map<string, string>, faelligVorEnde: number, nachweisVorEnde: number): SvTermin {
  const mm = String(monat).padStart(2, '0');
  const bank: string[] = [];
  const frei: { datum: string; name: string }[] = [];
  for (let t = 1; t <= letzterTagImMonat(jahr, monat); t++) {
    const d = `${jahr}-${mm}-${String(t).padStart(2, '0')}`;
    const w = wochentag(d);
    if (w === 0 || w === 6) continue;
    const name = geschlossen.get(d);
    if (name) frei.push({ datum: d, name });
    else bank.push(d);
  }
  const nachweis = bank[bank.length - nachweisVorEnde];
  return {
    monat: `${jahr}-${mm}`,
    faelligkeit: bank[bank.length - faelligVorEnde],
    nachweis_vorliegen: nachweis,
    nachweis_uebermitteln_bis: tagDavor(nachweis),
    nicht_bankarbeitstage: frei,
  };
}
