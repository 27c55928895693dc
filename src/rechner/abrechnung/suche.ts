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
import { abrechne, KEIN_NETTO, nettoBei, type Suchkontext, suchkontext } from './abrechnung';
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

// In [von, bis], given that bis reaches ziel: the smallest gross found whose net reaches it, and the
// smallest whose net is ziel to the cent among those the scan computed (null: none).
interface Treffer {
  erreicht: number;
  genau: number | null;
}

function innerhalb(netto: (c: number) => number, ziel: number, von: number, bis: number, scan: Scan): Treffer {
  const { fenster, gleich } = scan;
  let nVon = netto(von);
  if (nVon >= ziel) return { erreicht: von, genau: nVon === ziel ? von : null };
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
  let genau = nHi === ziel ? hi : null;
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
    if (n === ziel) genau = c;
    // No gross of the stretch has more than SPIEL cents more net pay than its top: skipped whole.
    else if (scan.ueberspringen && strecke >= 0 && n + SPIEL < ziel) c = strecke;
  }
  return { erreicht: kleinstes, genau };
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

// Why the net steps from c − 1 to c: the deduction that fell most, or the kind of employment.
function grund(m: Monat, k: Suchkontext, c: number): Luecke['grund'] {
  const unten = abrechne(m, c - 1, new Summen(), k);
  const oben = abrechne(m, c, new Summen(), k);
  if (unten.beschaeftigung !== oben.beschaeftigung) return 'art';
  const faellt = (f: 'lohnsteuer' | 'solidaritaetszuschlag' | 'kirchensteuer') =>
    oben.a.arbeitnehmer[f] - unten.a.arbeitnehmer[f];
  const steuern = (['lohnsteuer', 'solidaritaetszuschlag', 'kirchensteuer'] as const)
    .map((f) => ({ f, d: faellt(f) }))
    .sort((a, b) => a.d - b.d);
  return steuern[0].d < 0 ? steuern[0].f : 'rundung';
}

// A gross whose net falls to the target, above b whose net exceeds it (with a one-off the net can
// fall over thousands of euros while the regular gross rises): doubling steps from one euro find a
// gross at or below the target, bisection the first cent there; then the window around it is scanned
// for the target to the cent. null: none up to bis.
function abwaerts(netto: (c: number) => number, ziel: number, b: number, bis: number, fenster: number): number | null {
  let lo = b;
  for (let schritt = 100; lo < bis; schritt *= 2) {
    const c = Math.min(bis, lo + schritt);
    if (netto(c) > ziel) {
      lo = c;
      continue;
    }
    let hi = c;
    while (hi - lo > 1) {
      const mitte = Math.floor((lo + hi) / 2);
      if (netto(mitte) > ziel) lo = mitte;
      else hi = mitte;
    }
    for (let x = Math.max(b + 1, hi - fenster); x <= Math.min(bis, hi + fenster); x++) if (netto(x) === ziel) return x;
    return null;
  }
  return null;
}

// The smallest gross in cent whose net is the target to the cent, else the smallest whose net reaches
// it (with luecke: why no gross gives it exactly); k: what its payslips reuse, one per request;
// springen: false computes every cent of the window (the reference the tests compare the skips with).
export function suche(
  m: Monat,
  ziel: number,
  k: Suchkontext = suchkontext(m),
  { springen = true }: { springen?: boolean } = {},
): Fund {
  // A gross the payslip refuses for this person (a privately insured employee in the Übergangsbereich,
  // a Minijob with a one-off, a bAV larger than the pay) has no net: the search passes over it and
  // names the refusal if the answer lies above it.
  const weg: { x: Fund['ausgelassen'] } = { x: null };
  const netto = (c: number) => {
    try {
      return nettoBei(m, c, k);
    } catch (e) {
      if (!(e instanceof ApiFehler)) throw e;
      if (!weg.x || c > weg.x.bis) weg.x = { bis: c, fehler: e };
      return KEIN_NETTO;
    }
  };
  // The sections end where the kinds of employment do (in a part month at the limits for its SV days).
  const { minijob: G, uebergangsbereich: OG } = m.artGrenzen();
  const abschnitte: [number, number][] = [
    [0, G],
    [G + 1, OG],
    [OG + 1, HOECHSTENS],
  ];
  for (const [i, [von, bis]] of abschnitte.entries()) {
    if (netto(bis) < ziel) continue;
    // Below the Übergangsbereich no wage tax is withheld (flat tax of a Minijob).
    const fenster = i === 0 ? FENSTER : (m.pap().version.netto_suchfenster_cent ?? FENSTER);
    // The tax is proven over the taxable pay, the gross plus a fixed offset (bezuege.ts); the
    // bound SPIEL needs the contributory pay to move with the gross alike.
    const versatz = i > 0 ? festerVersatz(m, k.bezuege) : null;
    const d = versatz && versatz.sv === versatz.steuer ? versatz.steuer : null;
    const gleich = (a: number, b: number) => d !== null && gleicheSteuer(m, k.steuer, a + d, b + d);
    const t = innerhalb(netto, ziel, von, bis, { fenster, gleich, ueberspringen: springen && spielGilt(m, i) });
    const b = t.erreicht;
    const nb = netto(b);
    // Just below the gross found the payslip refuses a part month (abrechnung.ts, pruefeTeilmonat):
    // if the net found overshoots the target, the answer may lie among the refused grosses.
    if (m.e.teil && b > 0 && nb > ziel) teilmonatVerweigert(k, b - 1);
    const unten = weg.x && weg.x.bis < b ? weg.x : null;
    const fund = (brutto: number, luecke: Luecke | null, erreicht: Fund['erreicht'] = null): Fund => ({
      brutto,
      netto: netto(brutto),
      luecke,
      ausgelassen: unten,
      erreicht,
    });
    if (t.genau !== null) return fund(t.genau, null);
    // The net overshoots at b: a gross a few cents above can still give the target exactly (the net
    // falls back by cents where rounded amounts step, SPIEL), with a one-off the net can fall back to it
    // far above.
    const oben = Math.min(bis, b + fenster);
    for (let c = b + 1; c <= oben; c++) if (netto(c) === ziel) return fund(c, null, { brutto: b, netto: nb });
    const weiter = m.e.einmal ? abwaerts(netto, ziel, oben, bis, fenster) : null;
    if (weiter !== null) return fund(weiter, null, { brutto: b, netto: nb });
    const nUnten = b > 0 ? netto(b - 1) : KEIN_NETTO;
    const luecke: Luecke =
      nUnten > KEIN_NETTO
        ? { netto_unten: nUnten, grund: grund(m, k, b), bis: oben }
        : { netto_unten: null, grund: 'art', bis: oben };
    return fund(b, luecke);
  }
  if (weg.x) throw weg.x.fehler;
  throw new ApiFehler(
    'ungueltiger_parameter',
    `netto=${ziel / 100} ist mit einem Brutto bis 1 000 000 Euro nicht erreichbar.`,
    {
      parameter: 'netto',
    },
  );
}
