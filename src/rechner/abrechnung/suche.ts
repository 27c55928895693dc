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
import { cent, rundeQuotient } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import {
  abrechne,
  beschaeftigungBei,
  KEIN_NETTO,
  nettoBei,
  type Suchkontext,
  suchkontext,
  svEntgelt,
} from './abrechnung';
import { festerVersatz } from './bezuege';
import { Summen } from './buchung';
import type { Monat } from './monat';
import { gleicheSteuer } from './steuerspeicher';
import { fuerSvTage } from './teilmonat';

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

// The cents of monthly pay whose annual pay (12 ×) has the same whole euros as c's: the PAP's annual
// tax moves with those euros, so a stretch with the same wage tax is tried along them.
function jahresEuro(c: number): [von: number, bis: number] {
  const euro = Math.floor((12 * c) / 100);
  return [Math.ceil((100 * euro) / 12), Math.ceil((100 * (euro + 1)) / 12) - 1];
}

// The fixed offset of the taxable pay over the gross (bezuege.ts) where the contributory pay has the
// same, else null: only then does a stretch of gross map onto a stretch of PAP RE4 whose wage tax
// gleicheSteuer can prove.
function steuerVersatz(m: Monat, k: Suchkontext): number | null {
  const v = festerVersatz(m, k.bezuege);
  return v && v.sv === v.steuer ? v.steuer : null;
}

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
      const a = Math.max(unten, jahresEuro(c)[0]);
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
  if (unten.beschaeftigung !== oben.beschaeftigung || unten.personengruppe !== oben.personengruppe) return 'art';
  const faellt = (f: 'lohnsteuer' | 'solidaritaetszuschlag' | 'kirchensteuer') =>
    oben.a.arbeitnehmer[f] - unten.a.arbeitnehmer[f];
  const steuern = (['lohnsteuer', 'solidaritaetszuschlag', 'kirchensteuer'] as const)
    .map((f) => ({ f, d: faellt(f) }))
    .sort((a, b) => a.d - b.d);
  return steuern[0].d < 0 ? steuern[0].f : 'rundung';
}

// The highest gross in cent whose contributory pay is at most grenze (−1: none). The contributory pay
// rises with the gross; mostly it is the gross itself, else bisection finds the end.
function hoechstesBrutto(m: Monat, k: Suchkontext, grenze: number): number {
  if (svEntgelt(m, grenze, k) === grenze && (svEntgelt(m, grenze + 1, k) ?? 0) > grenze) return grenze;
  const bis = (c: number) => (svEntgelt(m, c, k) ?? Number.NEGATIVE_INFINITY) <= grenze;
  if (!bis(0)) return -1;
  if (bis(HOECHSTENS)) return HOECHSTENS;
  return ersteMit((c) => !bis(c), 0, HOECHSTENS) - 1;
}

// The smallest cent in (lo, hi] where gilt holds, given that it fails at lo and holds at hi and
// changes only once between them (bisection).
function ersteMit(gilt: (c: number) => boolean, lo: number, hi: number): number {
  while (hi - lo > 1) {
    const mitte = Math.floor((lo + hi) / 2);
    if (gilt(mitte)) hi = mitte;
    else lo = mitte;
  }
  return hi;
}

// A section of the gross in which the net rises with it: from von to bis (cent), and its kind i
// (0 Minijob, 1 Übergangsbereich, 2 above it).
type Abschnitt = [von: number, bis: number, i: number];

const ART_INDEX = { minijob: 0, uebergangsbereich: 1, regulaer: 2 } as const;

// The sections in the order of the gross. A trainee has neither Minijob nor Übergangsbereich but steps
// at the Geringverdienergrenze, above which he pays his own contributions (§ 20 Abs. 3 SGB IV): his first
// section ends there. A short-term employment has one section. With other employments (mehrfach.ts) the
// kind and the rule change where this pay, or the pays it is added to, pass the limits.
function abschnitteFuer(m: Monat, k: Suchkontext): Abschnitt[] {
  if (m.art === 'kurzfristig') return [[0, HOECHSTENS, 2]];
  if (m.art === 'azubi') {
    const gv = hoechstesBrutto(
      m,
      k,
      fuerSvTage(m, cent(m.geringverdienergrenze().wert, 'brutto-netto.geringverdienergrenze_monat')),
    );
    return [
      [0, gv, 0],
      [gv + 1, HOECHSTENS, 2],
    ];
  }
  const { minijob, uebergangsbereich } = m.artGrenzen();
  const x = m.e.mehrfach;
  if (!x) {
    const G = hoechstesBrutto(m, k, minijob);
    const OG = hoechstesBrutto(m, k, uebergangsbereich);
    // The Bestandsschutz of § 134 SGB IV (bestandsschutz.ts) charges KV, PV and AV above its lower limit
    // within the Minijob: the net falls there.
    const b = m.e.bestandsschutz134 ? m.bestandsschutz() : null;
    const B = b ? Math.min(G, hoechstesBrutto(m, k, b.gCent)) : -1;
    return [
      ...(B >= 0 && B < G
        ? ([
            [0, B, 0],
            [B + 1, G, 0],
          ] as Abschnitt[])
        : [[0, G, 0] as Abschnitt]),
      [G + 1, OG, 1],
      [OG + 1, HOECHSTENS, 2],
    ];
  }
  // The contributory pays at which mehrfachLage changes: this pay at the Geringfügigkeitsgrenze (Minijob
  // or main employment), the pay added to the other Minijobs or to the main employment at both limits.
  const grenzen = [
    minijob,
    minijob - x.minijobs,
    uebergangsbereich - x.minijobs,
    uebergangsbereich - x.weitere,
    uebergangsbereich,
  ];
  const enden = [...new Set(grenzen.filter((g) => g >= 0).map((g) => hoechstesBrutto(m, k, g)))]
    .filter((e) => e >= 0 && e < HOECHSTENS)
    .sort((a, b) => a - b);
  const abschnitte: Abschnitt[] = [];
  let von = 0;
  for (const bis of [...enden, HOECHSTENS]) {
    // The kind of the section at its top (below, a deferred compensation may exceed the gross).
    const sv = svEntgelt(m, bis, k) ?? svEntgelt(m, von, k);
    abschnitte.push([von, bis, sv === null ? 0 : ART_INDEX[beschaeftigungBei(m, sv)]]);
    von = bis + 1;
  }
  return abschnitte;
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
  // The sections end where the kinds of employment do (in a part month at the limits for its SV days):
  // at the highest gross whose contributory pay (with the benefits in kind, less a contribution-free
  // deferred compensation) is within the limit.
  const abschnitte = abschnitteFuer(m, k);
  const einmal = m.e.einmal ? mitEinmalzahlung(m, ziel, k, netto, abschnitte, () => weg.x) : null;
  if (einmal) return einmal;
  for (const [von, bis, i] of m.e.einmal ? [] : abschnitte) {
    if (bis < von || netto(bis) < ziel) continue;
    // Below the Übergangsbereich no wage tax is withheld (flat tax of a Minijob).
    const fenster = i === 0 && m.art !== 'azubi' ? FENSTER : (m.pap().version.netto_suchfenster_cent ?? FENSTER);
    // The tax is proven over the taxable pay, the gross plus a fixed offset (bezuege.ts); the
    // bound SPIEL needs the contributory pay to move with the gross alike.
    const d = i > 0 ? steuerVersatz(m, k) : null;
    const gleich = (a: number, b: number) => d !== null && gleicheSteuer(m, k.steuer, a + d, b + d);
    const t = innerhalb(netto, ziel, von, bis, { fenster, gleich, ueberspringen: springen && spielGilt(m, i) });
    const b = t.erreicht;
    const nb = netto(b);
    const unten = weg.x && weg.x.bis < b ? weg.x : null;
    const fund = (brutto: number, luecke: Luecke | null, erreicht: Fund['erreicht'] = null): Fund => ({
      brutto,
      netto: netto(brutto),
      luecke,
      ausgelassen: unten,
      erreicht,
    });
    if (t.genau !== null) return fund(t.genau, null, t.genau > b ? { brutto: b, netto: nb } : null);
    // The net overshoots at b: a gross a few cents above can still give the target exactly (the net
    // falls back by cents where rounded amounts step, SPIEL), with a one-off the net can fall back to it
    // far above.
    const oben = Math.min(bis, b + fenster);
    for (let c = b + 1; c <= oben; c++) if (netto(c) === ziel) return fund(c, null, { brutto: b, netto: nb });
    // Just below the gross found the payslip refuses a part month (abrechnung.ts, pruefeTeilmonat):
    // with no gross giving the target exactly, the answer may lie among the refused grosses.
    if (m.e.teil && b > 0) teilmonatVerweigert(k, b - 1);
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

// How much the net can move per cent of gross with a one-off, as the walk below assumes it: without
// jahresarbeitslohn the one-off's wage tax moves with 12 × the gross times the difference of two
// marginal rates (up to about 4 cents per cent; with the Fünftelregelung five times the difference of
// two euro-floored annual taxes). A step of |net − target| / STEIGUNG cents therefore rarely passes a
// point where the net meets the target and leaves again; docs/ENTSCHEIDUNGEN.md gives what was measured.
export const STEIGUNG = 4;

// Around a passage with no exact gross within SPIEL cents, how far the walk looks further (EINMAL_FENSTER,
// cents of gross) and for how long (while the net stays within NAEHE cents of the target): the one-off's
// tax is the difference of two annual taxes floored to the euro (five times that in the
// Fünftelregelung until 2024, with Soli and church tax on it), so the net wanders around the target by
// up to about six euros before it leaves. Measured over the 1,000 round trips of
// test/rechner/netto-brutto-umkehrung.test.ts with 250 cents: the exact gross lay up to 199 cents from
// the passage, 3 of 148 beyond 120; with 120 cents each of them was still found exactly (at a later
// passage), and every request spends less than half on windows.
export const EINMAL_FENSTER = 120;
export const NAEHE = 600;

// With a one-off the net rises and falls with the regular gross (the default JRE4 = 12 × brutto and the
// pay so far move with it, the Fünftelregelung and the Soli on the one-off step by euros): the search
// walks each section upwards, in steps as long as the distance to the target allows, and wherever the
// net passes the target bisects to the passage and scans the window around it for the target to the
// cent. The first gross that gives it exactly is the answer; none: the smallest gross that reached it,
// with luecke; null: no gross reaches it.
function mitEinmalzahlung(
  m: Monat,
  ziel: number,
  k: Suchkontext,
  netto: (c: number) => number,
  abschnitte: Abschnitt[],
  ausgelassen: () => Fund['ausgelassen'],
): Fund | null {
  let erreicht: number | null = null;
  const merke = (c: number, n: number) => {
    if (n >= ziel && (erreicht === null || c < erreicht)) erreicht = c;
    return n;
  };
  // The nets the windows computed: neighbouring passages share their windows. A window's cent first
  // proves its stretch of the same annual pay in whole euros to have the same wage tax (steuerspeicher.ts,
  // gleicheSteuer): with jahresarbeitslohn given the regular pay's, with the default JRE4 (12 × the pay)
  // the one-off's too (gleicheEinmalsteuer). The stretch's payslips then need no PAP run of their own
  // (the same nets, fewer runs).
  const d = steuerVersatz(m, k);
  // The stretches (by their first cent) whose proof failed: not tried again.
  const gescheitert = new Set<number>();
  const beweise = (re4: number) => {
    if (k.steuer.von <= re4 && re4 <= k.steuer.bis) return;
    const [von, bis] = jahresEuro(re4);
    if (gescheitert.has(von)) return;
    if (!(bis > von && gleicheSteuer(m, k.steuer, von, bis))) gescheitert.add(von);
  };
  const gesehen = new Map<number, number>();
  const wert = (c: number) => {
    let n = gesehen.get(c);
    if (n === undefined) {
      if (d !== null) beweise(c + d);
      n = merke(c, netto(c));
      gesehen.set(c, n);
    }
    return n;
  };
  const fund = (brutto: number, luecke: Luecke | null): Fund => {
    const unten = ausgelassen();
    return {
      brutto,
      netto: netto(brutto),
      luecke,
      ausgelassen: unten && unten.bis < brutto ? unten : null,
      erreicht: !luecke && erreicht !== null && erreicht < brutto ? { brutto: erreicht, netto: netto(erreicht) } : null,
    };
  };
  // A passage of the net over the target between the adjacent cents lo and hi, in the section [von, bis].
  type Passage = [lo: number, hi: number, von: number, bis: number];
  // The target to the cent close to a passage: the smallest within SPIEL cents (the net's steps of
  // rounded amounts) (null: none).
  const nah = ([lo, hi, von, bis]: Passage): number | null => {
    for (let c = Math.max(von, lo - SPIEL); c <= Math.min(bis, hi + SPIEL); c++) if (wert(c) === ziel) return c;
    return null;
  };
  // Further out, below the gross unter: the nearer cent first, as long as the net stays within NAEHE of
  // the target (the one-off's tax steps by whole euros of two annual taxes, five times in the
  // Fünftelregelung), at most the window (null: none).
  const weiter = ([lo, hi, von, bis]: Passage, unter: number): number | null => {
    let abwaerts = lo - SPIEL - 1 >= von;
    let aufwaerts = hi + SPIEL + 1 <= Math.min(bis, unter - 1);
    for (let d = SPIEL + 1; d <= EINMAL_FENSTER && (abwaerts || aufwaerts); d++) {
      for (const c of [lo - d, hi + d]) {
        if (c < lo ? !abwaerts : !aufwaerts) continue;
        const n = wert(c);
        if (n === ziel) {
          // Below the passage the net can give the target over several cents: the smallest of them.
          let x = c;
          while (x < lo && x > von && wert(x - 1) === ziel) x--;
          return x;
        }
        const nahe = Math.abs(n - ziel) <= NAEHE;
        if (c < lo) abwaerts = nahe && c > von;
        else aufwaerts = nahe && c < Math.min(bis, unter - 1);
      }
    }
    return null;
  };
  // The passages found so far with no exact gross close to them: searched further out only once a
  // later passage gave one (below it) or none did.
  const passagen: Passage[] = [];
  const frueher = (unter: number): number | null => {
    for (const p of passagen) {
      const x = weiter(p, unter);
      if (x !== null) return x;
    }
    return null;
  };
  // Above the Übergangsbereich the net of the regular pay alone rises with the gross but for SPIEL
  // cents, and the one-off adds between nothing and its own amount to it (its taxes and contributions
  // are less than the payment): where the net exceeds the target by more than the one-off plus SPIEL,
  // no higher gross gives the target.
  const genug = ziel + (m.e.einmal?.cent ?? 0) + SPIEL;
  for (const [von, bis, i] of abschnitte) {
    if (bis < von) continue;
    let c = ersteBerechnete(netto, von, bis);
    if (c === null) continue;
    let n = merke(c, netto(c));
    if (n === ziel) return fund(c, null);
    while (c < bis && !(i === 2 && n > genug)) {
      const d = Math.min(bis, c + Math.max(1, Math.floor(Math.abs(n - ziel) / STEIGUNG)));
      const nd = netto(d);
      if (nd === KEIN_NETTO) {
        // The payslip refuses grosses inside the section (a bAV larger than the pay): go on above them.
        const weiter = ersteBerechnete(netto, d, bis);
        if (weiter === null) break;
        c = weiter;
        n = merke(c, netto(c));
        if (n === ziel) return fund(c, null);
        continue;
      }
      merke(d, nd);
      if (nd === ziel || nd >= ziel !== n >= ziel) {
        // The net passes the target in (c, d]: bisect to the passage, then scan the window around it.
        const oben = n >= ziel;
        const hi = ersteMit(
          (x) => {
            const nx = netto(x);
            return nx === KEIN_NETTO || merke(x, nx) >= ziel !== oben;
          },
          c,
          d,
        );
        const p: Passage = [hi - 1, hi, von, bis];
        const x = nah(p);
        if (x !== null) return fund(frueher(x) ?? x, null);
        passagen.push(p);
      }
      c = d;
      n = nd;
    }
  }
  const x = frueher(HOECHSTENS + 1);
  if (x !== null) return fund(x, null);
  if (erreicht === null) return null;
  const b: number = erreicht;
  // As without a one-off: just below, the payslip may refuse a part month that could give the target.
  if (m.e.teil && b > 0) teilmonatVerweigert(k, b - 1);
  const nUnten = b > 0 ? netto(b - 1) : KEIN_NETTO;
  return fund(
    b,
    nUnten > KEIN_NETTO
      ? { netto_unten: nUnten, grund: grund(m, k, b), bis: HOECHSTENS }
      : { netto_unten: null, grund: 'art', bis: HOECHSTENS },
  );
}

// The first gross in [von, bis] the payslip computes (null: none): doubling steps from one euro, then
// bisection (the refused grosses lie below the computed ones).
function ersteBerechnete(netto: (c: number) => number, von: number, bis: number): number | null {
  if (netto(von) !== KEIN_NETTO) return von;
  let lo = von;
  let hi = -1;
  for (let schritt = 100; lo < bis; schritt *= 2) {
    const c = Math.min(bis, lo + schritt);
    if (netto(c) !== KEIN_NETTO) {
      hi = c;
      break;
    }
    lo = c;
  }
  if (hi < 0) return null;
  return ersteMit((x) => netto(x) !== KEIN_NETTO, lo, hi);
}
