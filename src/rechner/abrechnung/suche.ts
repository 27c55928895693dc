// A net-pay agreement (§ 14 Abs. 2 SGB IV): the smallest monthly gross, to the cent, whose net pay
// after the payslip reaches the agreed net. Net pay rises with the gross except by some cents where
// several rounded amounts step at once (the Vorsorgepauschale is rounded up to the euro, so the
// taxable income can fall by a euro while the gross rises by a cent). The search therefore works per
// kind of employment, finds a gross whose net reaches the target and whose next lower cent does not
// (interpolating, with bisection as the fallback), and then scans a window below it for a smaller
// gross that reaches the target too. docs/ENTSCHEIDUNGEN.md gives the window's measured bound. With a
// one-off the net is far from monotone in the regular gross (the defaults JRE4 = 12 × brutto and the
// pay so far move with it, the PAP floors two annual taxes to the euro, the Märzklausel can flip): a
// walk of its own (einmalsuche.ts) finds a gross that reaches the target, not always the smallest
// (docs/ENTSCHEIDUNGEN.md).
import { cent, rundeQuotient } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import { beschaeftigungBei, KEIN_NETTO, nettoBei, type Suchkontext, suchkontext, svEntgelt } from './abrechnung';
import { mitEinmalzahlung } from './einmalsuche';
import type { Monat } from './monat';
import { tageslohn } from './papeingaben';
import { gleicheSteuer } from './steuerspeicher';
import {
  type Abschnitt,
  ersteMit,
  type Fund,
  HOECHSTENS,
  jahresEuro,
  type Luecke,
  lueckeUnter,
  SPIEL,
  steuerVersatz,
} from './suchschritte';
import { fuerSvTage, ganzerMonat } from './teilmonat';

// How far below the found gross a smaller gross with enough net pay can lie, in cent, unless the PAP
// version says more (netto_suchfenster_cent, December 2024). Measured with an exhaustive scan of 10
// euros below the bisection's gross in 1,500 varied cases outside December 2024: at most 37 cents.
export const FENSTER = 100;

// With the daily table of a part pay period the wage tax, the Soli and the church tax are each a daily
// amount in cent times the calendar days (steuern.ts): each can step by the days' count of cents where the
// daily wage moves by one cent, and the net then lies up to about three times the days in cents off its
// trend. Measured with a scan of 30 to 40 euros of gross in 280 varied part months (10 to 29 days, every
// tax class, mostly with church tax; docs/ENTSCHEIDUNGEN.md): a smaller gross with enough net pay lay at
// most 8.1 cents per day below the crossing the bisection finds (203 cents with 25 days). The window is
// this many cents per day, at least FENSTER.
export const FENSTER_JE_TAG = 20;

// How the scan below the first hit goes: its width in cent; anfang(c): the first cent of the stretch
// in which c's wage tax is tried as the same (the annual pay's whole euros with the monthly table, the
// daily wage with the daily table); gleich(a, b) says whether the wage tax is proven the same from a to
// b (steuern.ts), which spares the PAP runs there; ueberspringen: whether a proven stretch whose top
// lacks more than SPIEL cents may be skipped whole (spielGilt below).
interface Scan {
  fenster: number;
  anfang: (c: number) => number;
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
  const { fenster, anfang, gleich } = scan;
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
  // tried from c down to its first cent (anfang); if it fails, its upper half.
  let offen = hi;
  let versucht = hi;
  for (let c = hi - 1; c >= unten; c--) {
    let strecke = -1;
    if (c < offen && c < versucht) {
      const a = Math.max(unten, anfang(c));
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

// The monthly table: a stretch of the same annual pay in whole euros (the PAP's annual pay is 12 × the
// month's, and the tax moves with its euros), proven by the PAP's runs at its ends (gleicheSteuer).
function gleicheJahresEuro(m: Monat, k: Suchkontext, d: number | null): Pick<Scan, 'anfang' | 'gleich'> {
  return {
    anfang: (c) => jahresEuro(c)[0],
    gleich: (a, b) => d !== null && gleicheSteuer(m, k.steuer, a + d, b + d),
  };
}

// The daily table of a part pay period: the PAP's only input that moves with the gross is the daily
// wage (papeingaben.ts, tageslohn), so the same daily wage is the same wage tax, Soli and church tax.
// Not so with private insurance (the employer's subsidy in PKPVAGZ follows the part month's pay) or a
// one-off (JRE4 follows the gross): there nothing is proven.
function gleicherTageslohn(m: Monat, d: number | null, tage: number): Pick<Scan, 'anfang' | 'gleich'> {
  const fest = d !== null && m.e.krankenversicherung === 'gesetzlich' && !m.e.einmal;
  const lohn = (c: number) => tageslohn(c + (d ?? 0), tage);
  return {
    anfang: (c) => {
      let a = c;
      while (a > 0 && lohn(a - 1) === lohn(c)) a--;
      return a;
    },
    gleich: (a, b) => fest && lohn(a) === lohn(b),
  };
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

// The highest gross in cent whose contributory pay is at most grenze (−1: none). The contributory pay
// rises with the gross; mostly it is the gross itself, else bisection finds the end.
function hoechstesBrutto(m: Monat, k: Suchkontext, grenze: number): number {
  if (svEntgelt(m, grenze, k) === grenze && (svEntgelt(m, grenze + 1, k) ?? 0) > grenze) return grenze;
  const bis = (c: number) => (svEntgelt(m, c, k) ?? Number.NEGATIVE_INFINITY) <= grenze;
  if (!bis(0)) return -1;
  if (bis(HOECHSTENS)) return HOECHSTENS;
  return ersteMit((c) => !bis(c), 0, HOECHSTENS) - 1;
}

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
    // Beside a main employment of the whole month a part month's pay enters the total scaled to a month
    // (teilmonat.ts, ganzerMonat).
    ganzerMonat(m) ? fuerSvTage(m, m.obergrenzeCent() - x.weitere) : uebergangsbereich - x.weitere,
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
    const besteuert = i > 0 || m.art === 'azubi';
    const tage = m.e.teil?.lohnsteuerTage ?? null;
    const fenster = besteuert
      ? Math.max(m.pap().version.netto_suchfenster_cent ?? FENSTER, tage ? FENSTER_JE_TAG * tage : 0)
      : FENSTER;
    // The tax is proven over the taxable pay, the gross plus a fixed offset (bezuege.ts); the
    // bound SPIEL needs the contributory pay to move with the gross alike.
    const d = i > 0 ? steuerVersatz(m, k) : null;
    const t = innerhalb(netto, ziel, von, bis, {
      fenster,
      ...(tage ? gleicherTageslohn(m, d, tage) : gleicheJahresEuro(m, k, d)),
      ueberspringen: springen && spielGilt(m, i),
    });
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
    return fund(b, lueckeUnter(m, k, netto, b, oben));
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
