// What netto-brutto's two walks share (suche.ts for the regular pay, einmalsuche.ts with a one-off): the
// range of gross, the bound on the net of a proven stretch, the stretches of the same annual pay in
// whole euros, what a search finds and why the net steps where no gross gives the target to the cent.
import { ApiFehler } from '../../vertrag/fehler';
import { abrechne, KEIN_NETTO, type Suchkontext } from './abrechnung';
import { festerVersatz } from './bezuege';
import { Summen } from './buchung';
import type { Monat } from './monat';

// Highest gross asked for, in cent (the range of brutto in brutto-netto).
export const HOECHSTENS = 100_000_000;

// Where the wage tax is proven the same over a stretch of gross pay, only the employee's
// contributions change with it. Each rounded amount in them (a share rounded to the cent, counted as
// often as it enters: until 2022-09 a branch's share in the Übergangsbereich is twice a rounded half
// less the employer's rounded share, in Sachsen from 2022-10 the same with the employer's rate) can
// rise by at most one cent more than its rate times the rise of the pay, the bases rounded to the cent
// add less than one cent in all, and the rates times the bases' slopes sum to well below 1. So a lower
// gross in the stretch has at most that many cents, plus one for the bases, more net pay than the
// stretch's top: 8 for ordinary pay, 12 in Sachsen's Übergangsbereich, 17 in the Gleitzone until
// 2022-09 (KV, Zusatzbeitrag, PV, RV and AV 3 each, the surcharge 1, plus one for the bases), as
// docs/ENTSCHEIDUNGEN.md counts them. SPIEL leaves room beyond that.
export const SPIEL = 20;

// The cents of monthly pay whose annual pay (12 ×) has the same whole euros as c's: the PAP's annual
// tax moves with those euros, so a stretch with the same wage tax is tried along them.
export function jahresEuro(c: number): [von: number, bis: number] {
  const euro = Math.floor((12 * c) / 100);
  return [Math.ceil((100 * euro) / 12), Math.ceil((100 * (euro + 1)) / 12) - 1];
}

// The fixed offset of the taxable pay over the gross (bezuege.ts) where the contributory pay has the
// same, else null: only then does a stretch of gross map onto a stretch of PAP RE4 whose wage tax
// gleicheSteuer can prove.
export function steuerVersatz(m: Monat, k: Suchkontext): number | null {
  const v = festerVersatz(m, k.bezuege);
  return v && v.sv === v.steuer ? v.steuer : null;
}

// Throws the payslip's refusal of a part month for this gross, if it refuses it.
function teilmonatVerweigert(k: Suchkontext, brutto: number): void {
  try {
    abrechne(k.monat, brutto, new Summen(), k);
  } catch (e) {
    if (e instanceof ApiFehler && e.zusatz.parameter === 'sv_tage') throw e;
  }
}

// What the search found: the gross, and where its net misses the target to the cent, why (luecke);
// ausgelassen: the payslip's refusal of grosses below it (the kind of employment it cannot compute for
// this person), naming the highest refused gross; erreicht: with an exact gross above a smaller one
// that reaches the target with more net pay, that smaller gross and its net.
export interface Fund {
  brutto: number;
  netto: number;
  luecke: Luecke | null;
  ausgelassen: { bis: number; fehler: ApiFehler } | null;
  erreicht: { brutto: number; netto: number } | null;
}

// The step of the net just below the gross found: from brutto − 1 cent (netto_unten) to brutto;
// grund: what made it step over the target (the kinds of employment's limit, the wage tax, the Soli,
// the church tax, or several amounts rounded at once).
export interface Luecke {
  netto_unten: number | null;
  grund: 'art' | 'lohnsteuer' | 'solidaritaetszuschlag' | 'kirchensteuer' | 'rundung';
  bis: number;
}

// Where b is the smallest gross that reaches the target and no gross up to bis gives it exactly: the step
// of the net from b − 1 to b. Just below b the payslip may refuse a part month (abrechnung.ts,
// pruefeTeilmonat); the target may then lie among the refused grosses, so that refusal is thrown instead.
export function lueckeUnter(m: Monat, k: Suchkontext, netto: (c: number) => number, b: number, bis: number): Luecke {
  if (m.e.teil && b > 0) teilmonatVerweigert(k, b - 1);
  const nUnten = b > 0 ? netto(b - 1) : KEIN_NETTO;
  return nUnten > KEIN_NETTO
    ? { netto_unten: nUnten, grund: grund(m, k, b), bis }
    : { netto_unten: null, grund: 'art', bis };
}

// Why the net steps from c − 1 to c: the deduction that fell most, or the kind of employment.
function grund(m: Monat, k: Suchkontext, c: number): Luecke['grund'] {
  const unten = abrechne(m, c - 1, new Summen(), k);
  const oben = abrechne(m, c, new Summen(), k);
  if (unten.beschaeftigung !== oben.beschaeftigung || unten.personengruppe !== oben.personengruppe) return 'art';
  const faellt = (f: 'lohnsteuer' | 'solidaritaetszuschlag' | 'kirchensteuer') =>
    oben.a.arbeitnehmer[f] - unten.a.arbeitnehmer[f];
  const steuern = (['lohnsteuer', 'solidaritaetszuschlag', 'kirchensteuer'] as const)
    .map((f) => ({ f, d: faellt(f) }))
    .sort((a, b) => a.d - b.d);
  return steuern[0].d < 0 ? steuern[0].f : 'rundung';
}

// The smallest cent in (lo, hi] where gilt holds, given that it fails at lo and holds at hi and
// changes only once between them (bisection).
export function ersteMit(gilt: (c: number) => boolean, lo: number, hi: number): number {
  while (hi - lo > 1) {
    const mitte = Math.floor((lo + hi) / 2);
    if (gilt(mitte)) hi = mitte;
    else lo = mitte;
  }
  return hi;
}

// A section of the gross in which the net rises with it: from von to bis (cent), and its kind i
// (0 Minijob, 1 Übergangsbereich, 2 above it).
export type Abschnitt = [von: number, bis: number, i: number];
