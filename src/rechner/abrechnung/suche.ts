// A net-pay agreement (§ 14 Abs. 2 SGB IV): the smallest monthly gross, to the cent, whose net pay
// after the payslip reaches the agreed net. Net pay rises with the gross except by some cents where
// several rounded amounts step at once (the Vorsorgepauschale is rounded up to the euro, so the
// taxable income can fall by a euro while the gross rises by a cent). The search therefore works per
// kind of employment, finds a gross whose net reaches the target and whose next lower cent does not
// (interpolating, with bisection as the fallback), and then scans a window below it for a smaller
// gross that reaches the target too. docs/ENTSCHEIDUNGEN.md gives the window's measured bound. With a
// one-off the net is far from monotone in the regular gross (the defaults JRE4 = 12 × brutto and the
// pay so far move with it, the PAP floors two annual taxes to the euro, the Märzklausel can flip):
// the answer reaches the target but need not be the smallest gross (docs/ENTSCHEIDUNGEN.md).
import { rundeQuotient } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import { abrechne, nettoBei, type Suchkontext, suchkontext } from './abrechnung';
import { festerVersatz } from './bezuege';
import { Summen } from './buchung';
import type { Monat } from './monat';
import { gleicheSteuer } from './steuerspeicher';

// Highest gross asked for, in cent (the range of brutto in brutto-netto).
export const HOECHSTENS = 100_000_000;

// How far below the found gross a smaller gross with enough net pay can lie, in cent, unless the PAP
// version says more (netto_suchfenster_cent, December 2024). Measured with an exhaustive scan of 10
// euros below the bisection's gross in 1,500 varied cases outside December 2024: at most 37 cents.
export const FENSTER = 100;

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

// How the scan below the first hit goes: its width in cent; gleich(a, b) says whether the wage tax is
// proven the same from a to b (steuern.ts), which spares the PAP runs there; ueberspringen: whether a
// proven stretch whose top lacks more than SPIEL cents may be skipped whole (spielGilt below).
interface Scan {
  fenster: number;
  gleich: (a: number, b: number) => boolean;
  ueberspringen: boolean;
}

// Smallest gross in [von, bis] whose net reaches ziel, given that bis reaches it.
function innerhalb(netto: (c: number) => number, ziel: number, von: number, bis: number, scan: Scan): number {
  const { fenster, gleich } = scan;
  let nVon = netto(von);
  if (nVon >= ziel) return von;
  let lo = von;
  let hi = bis;
  let nHi = netto(bis);
  // Invariant: netto(lo) < ziel <= netto(hi). The net is nearly linear in the gross, so the secant
  // guess lands within cents; bisection takes over whenever a guess did not halve the interval.
  let halbieren = false;
  while (hi - lo > 1) {
    let c: number;
    if (halbieren || nHi === nVon) c = Math.floor((lo + hi) / 2);
    else c = lo + rundeQuotient((ziel - nVon) * (hi - lo), nHi - nVon);
    c = Math.min(hi - 1, Math.max(lo + 1, c));
    const breite = hi - lo;
    const n = netto(c);
    if (n >= ziel) {
      hi = c;
      nHi = n;
    } else {
      lo = c;
      nVon = n;
    }
    halbieren = hi - lo > breite / 2;
  }
  let kleinstes = hi;
  const unten = Math.max(von, hi - fenster);
  // Below `offen` no stretch is proven yet, and none is tried again above `versucht`. A stretch is
  // tried from c down to the smallest cent with the same annual pay in whole euros (the PAP's
  // annual pay is 12 × the month's, and the tax moves with its euros); if it fails, its upper half.
  let offen = hi;
  let versucht = hi;
  for (let c = hi - 1; c >= unten; c--) {
    let strecke = -1;
    if (c < offen && c < versucht) {
      const a = Math.max(unten, Math.ceil((100 * Math.floor((12 * c) / 100)) / 12));
      const h = c - ((c - a) >> 1);
      versucht = a;
      if (a < c && gleich(a, c)) strecke = a;
      else if (c - a >= 4 && gleich(h, c)) strecke = h;
      if (strecke >= 0) offen = strecke;
    }
    const n = netto(c);
    if (n >= ziel) kleinstes = c;
    // No gross of the stretch has more than SPIEL cents more net pay than its top: skipped whole.
    else if (scan.ueberspringen && strecke >= 0 && n + SPIEL < ziel) c = strecke;
  }
  return kleinstes;
}

// Whether SPIEL bounds the net of a proven stretch in section i (0 Minijob, 1 Übergangsbereich, 2
// above it). Without a one-off it does (the count above). With a one-off a stretch is proven only
// where its taxes are the same too (steuern.ts, gleicheSteuer), and the count holds in ordinary
// employment after the Märzklausel's months: the employee's share of each branch is rounded once on
// the month's pay with the one-off's contributory part (§ 1 Abs. 2 BVV), and that base is min(pay up
// to the ceiling + one-off, the annual ceiling's room), which rises by at most what the gross rises.
// In the Übergangsbereich the one-off changes the formula, and until the Märzklausel's last month it
// can move to the previous year with the pay: there every cent of the window is computed.
function spielGilt(m: Monat, i: number): boolean {
  if (!m.e.einmal) return true;
  return i === 2 && Number(m.e.monat.slice(5, 7)) > m.maerzklauselBis().wert;
}

// Throws the payslip's refusal of a part month for this gross, if it refuses it.
function teilmonatVerweigert(k: Suchkontext, brutto: number): void {
  try {
    abrechne(k.monat, brutto, new Summen(), k);
  } catch (e) {
    if (e instanceof ApiFehler && e.zusatz.parameter === 'sv_tage') throw e;
  }
}

// The smallest gross in cent for a net in cent; k: what its payslips reuse, one per request;
// springen: false computes every cent of the window (the reference the tests compare the skips with).
export function suche(
  m: Monat,
  ziel: number,
  k: Suchkontext = suchkontext(m),
  { springen = true }: { springen?: boolean } = {},
): number {
  const netto = (c: number) => nettoBei(m, c, k);
  // The sections end where the kinds of employment do (in a part month at the limits for its SV days).
  const { minijob: G, uebergangsbereich: OG } = m.artGrenzen();
  // The kinds of employment in order; a kind the payslip cannot compute for this person (a privately
  // insured employee in the Übergangsbereich, a Minijob with a one-off) is skipped only if the target
  // lies beyond it.
  const abschnitte: [number, number][] = [
    [0, G],
    [G + 1, OG],
    [OG + 1, HOECHSTENS],
  ];
  for (const [i, [von, bis]] of abschnitte.entries()) {
    let amEnde: number;
    try {
      amEnde = netto(bis);
    } catch (e) {
      // Skipped only below the target: the Übergangsbereich the payslip cannot compute for this
      // person, or a Minijob with a one-off (abrechnung.ts).
      if (!(e instanceof ApiFehler) || i === 2) throw e;
      if (netto(bis + 1) < ziel) continue;
      throw e;
    }
    if (amEnde >= ziel) {
      // Below the Übergangsbereich no wage tax is withheld (flat tax of a Minijob).
      const fenster = i === 0 ? FENSTER : (m.pap().version.netto_suchfenster_cent ?? FENSTER);
      // The tax is proven over the taxable pay, the gross plus a fixed offset (bezuege.ts); the
      // bound SPIEL needs the contributory pay to move with the gross alike.
      const versatz = i > 0 ? festerVersatz(m, k.bezuege) : null;
      const d = versatz && versatz.sv === versatz.steuer ? versatz.steuer : null;
      const gleich = (a: number, b: number) => d !== null && gleicheSteuer(m, k.steuer, a + d, b + d);
      const gefunden = innerhalb(netto, ziel, von, bis, {
        fenster,
        gleich,
        ueberspringen: springen && spielGilt(m, i),
      });
      // Just below the gross found the payslip refuses a part month (abrechnung.ts, pruefeTeilmonat):
      // if the net found overshoots the target, the answer may lie among the refused grosses.
      if (m.e.teil && gefunden > 0 && netto(gefunden) > ziel) teilmonatVerweigert(k, gefunden - 1);
      return gefunden;
    }
  }
  throw new ApiFehler(
    'ungueltiger_parameter',
    `netto=${ziel / 100} ist mit einem Brutto bis 1 000 000 Euro nicht erreichbar.`,
    {
      parameter: 'netto',
    },
  );
}
