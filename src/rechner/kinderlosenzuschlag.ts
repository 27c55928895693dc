// § 55 Abs. 3 SGB XI, the care insurance surcharge for the childless and the discount for parents of
// several children (Satz 4, component pv_kinderabschlag: ab_kind_nr, bis_kind_nr, hoechstens_prozent).
// The surcharge: it applies after the end of
// the month in which the member completed the year of life the data names, and not to those born
// before the cohort it names (component pv_kinderlosenzuschlag of beitragssaetze: ab_lebensjahr,
// geburtsjahr_ab). Parents never pay it (Satz 1). Every calculator of care insurance asks here.
import { alsZahl, type Satz, satz } from '../gemeinsam/geld';
import { ApiFehler } from '../vertrag/fehler';
import type { Gelesen } from '../vertrag/modul';

export interface Zuschlagsregel {
  abLebensjahr: number;
  geburtsjahrAb: number;
}

// The rule from the read component; a level without its fields is a data error the build finds.
export function zuschlagsregel(g: Gelesen): Zuschlagsregel {
  const { ab_lebensjahr, geburtsjahr_ab } = g.zusatz;
  if (typeof ab_lebensjahr !== 'number' || typeof geburtsjahr_ab !== 'number')
    throw new Error(`beitragssaetze: pv_kinderlosenzuschlag ohne ab_lebensjahr und geburtsjahr_ab (${g.datenstand})`);
  return { abLebensjahr: ab_lebensjahr, geburtsjahrAb: geburtsjahr_ab };
}

const erster = (jahr: number, monat: number) => `${jahr}-${String(monat).padStart(2, '0')}-01`;

// The first day of the surcharge, or null if it never applies. A year of life is completed at the
// end of the day before the birthday (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB), which lies in the
// previous month only for a birthday on the 1st.
export function zuschlagAb(geburtsdatum: string, r: Zuschlagsregel): string | null {
  const [j, m, t] = geburtsdatum.split('-').map(Number);
  if (j < r.geburtsjahrAb) return null;
  const vollendetJahr = j + r.abLebensjahr;
  const vollendetMonat = t === 1 ? m - 1 : m;
  const [jahr, monat] = vollendetMonat === 0 ? [vollendetJahr - 1, 12] : [vollendetJahr, vollendetMonat];
  return monat === 12 ? erster(jahr + 1, 1) : erster(jahr, monat + 1);
}

// With the year of birth only: certain from the start of the latest possible month (born on 31
// December) and certainly not before the earliest (born on 1 January); in between it depends on the
// birth month.
export function zuschlagNachJahr(geburtsjahr: number, tag: string, r: Zuschlagsregel): boolean | 'unklar' {
  const fruehestens = zuschlagAb(`${geburtsjahr}-01-01`, r);
  const spaetestens = zuschlagAb(`${geburtsjahr}-12-31`, r);
  if (fruehestens === null || spaetestens === null) return false;
  if (tag >= spaetestens) return true;
  if (tag < fruehestens) return false;
  return 'unklar';
}

export interface Person {
  kinder: number;
  geburtsdatum: string | null;
  geburtsjahr: number | null;
}

// Whether the surcharge applies on a day; 'unbekannt' without a birth date or year (each calculator
// says what it does then). In the year of life in which the limit is completed the month decides, so
// a year of birth alone is refused there with 400 naming geburtsjahr: a guessed month would be a
// wrong contribution for some months of that year (docs/ENTSCHEIDUNGEN.md).
export function kinderlosenzuschlag(p: Person, tag: string, r: Zuschlagsregel): boolean | 'unbekannt' {
  if (p.kinder > 0) return false;
  if (p.geburtsdatum !== null) {
    const ab = zuschlagAb(p.geburtsdatum, r);
    return ab !== null && tag >= ab;
  }
  if (p.geburtsjahr === null) return 'unbekannt';
  const nachJahr = zuschlagNachJahr(p.geburtsjahr, tag, r);
  if (nachJahr === 'unklar')
    throw new ApiFehler(
      'ungueltiger_parameter',
      `Im Jahr ${tag.slice(0, 4)} hängt der Zuschlag für Kinderlose vom Geburtsmonat ab (Ablauf des Monats, in dem ` +
        `das ${r.abLebensjahr}. Lebensjahr vollendet wird, § 55 Abs. 3 SGB XI); bitte geburtsdatum statt ` +
        'geburtsjahr angeben.',
      { parameter: 'geburtsjahr' },
    );
  return nachJahr;
}

export interface Kinderabschlag {
  wert: number;
  ab_kind_nr: number;
  bis_kind_nr: number;
  hoechstens_prozent: number;
}

// § 55 Abs. 3 Satz 4 SGB XI: the points per child for the children counted (from ab_kind_nr to
// bis_kind_nr among those under the age limit), at most the cap; exact, as the rate it lowers.
export function kinderabschlag(kinderUnterGrenze: number, a: Kinderabschlag): { kinder: number; satz: Satz } {
  const kinder = Math.max(0, Math.min(kinderUnterGrenze, a.bis_kind_nr) - a.ab_kind_nr + 1);
  const je = satz(a.wert);
  const hoechstens = satz(a.hoechstens_prozent);
  const summe = { zaehler: je.zaehler * kinder, nenner: je.nenner };
  const ueber = summe.zaehler * hoechstens.nenner > hoechstens.zaehler * summe.nenner;
  return { kinder, satz: ueber ? hoechstens : summe };
}

export const kinderabschlagProzent = (kinderUnterGrenze: number, a: Kinderabschlag): number =>
  alsZahl(kinderabschlag(kinderUnterGrenze, a).satz);
