import { KEIN_NETTO, type Suchkontext } from './abrechnung';
import type { Monat } from './monat';
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
export function mitEinmalzahlung(
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
  // An exact gross c can begin a run of cents that all give the target (the regular pay's net rises by a
  // cent while the one-off's tax falls by one): the run's first cent, not below von.
  const anfang = (c: number, von: number): number => {
    let x = c;
    while (x > von && wert(x - 1) === ziel) x--;
    return x;
  };
  // A passage of the net over the target between the adjacent cents lo and hi, in the section [von, bis].
  type Passage = [lo: number, hi: number, von: number, bis: number];
  // The target to the cent close to a passage: the smallest within SPIEL cents (the net's steps of
  // rounded amounts), or below them where its run of exact cents goes on (null: none).
  const nah = ([lo, hi, von, bis]: Passage): number | null => {
    for (let c = Math.max(von, lo - SPIEL); c <= Math.min(bis, hi + SPIEL); c++)
      if (wert(c) === ziel) return anfang(c, von);
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
        // Below the passage the net can give the target over several cents: the smallest of them.
        if (n === ziel) return c < lo ? anfang(c, von) : c;
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
  return fund(erreicht, lueckeUnter(m, k, netto, erreicht, HOECHSTENS));
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
