// Exact money for every calculator. Amounts are integer cents; a rate is the exact decimal the
// data file states (a fraction zaehler/nenner, never a binary float), so a contribution is the
// exact product rounded once, as § 1 Abs. 2 BVV and the PAP's BigDecimal prescribe. Products stay
// plain safe integers for every amount a payslip meets and fall back to BigInt beyond them.

// How a quotient is rounded to a whole cent: halbAuf is commercial rounding (half away from
// zero, § 1 Abs. 2 BVV), ab drops the fraction towards zero (church tax, § 51a EStG), auf raises
// it away from zero.
export type Rundung = 'halbAuf' | 'ab' | 'auf';

// An exact decimal as a fraction; nenner is a positive integer (a power of ten, times 2 for a half
// rate).
export interface Satz {
  readonly zaehler: number;
  readonly nenner: number;
}

const ZEHNER = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

// The decimal a number was written as in the data or the request (its shortest form, which is what
// YAML and JSON hold): 2.45 is 245/100, not the binary float nearest to it.
// The rates of the data repeat from request to request: each is read once (a bounded cache; a Satz is
// never written to).
const GELESEN = new Map<number, Satz>();

export function satz(x: number): Satz {
  if (Number.isInteger(x)) return { zaehler: x, nenner: 1 };
  const bekannt = GELESEN.get(x);
  if (bekannt) return bekannt;
  const text = String(x);
  const m = /^(-?)(\d+)\.(\d+)$/.exec(text);
  if (!m || m[3].length >= ZEHNER.length) throw new RangeError(`Kein Dezimalsatz: ${text}`);
  const nenner = ZEHNER[m[3].length];
  const zaehler = Number(m[2]) * nenner + Number(m[3]);
  const s = Object.freeze({ zaehler: m[1] ? -zaehler : zaehler, nenner });
  if (GELESEN.size >= 1000) GELESEN.clear();
  GELESEN.set(x, s);
  return s;
}

export const halb = (s: Satz): Satz => ({ zaehler: s.zaehler, nenner: s.nenner * 2 });

// The sum and difference of two rates, exact (surcharge added to a share, discount taken off).
export function plus(a: Satz, b: Satz): Satz {
  if (a.nenner === b.nenner) return { zaehler: a.zaehler + b.zaehler, nenner: a.nenner };
  return { zaehler: a.zaehler * b.nenner + b.zaehler * a.nenner, nenner: a.nenner * b.nenner };
}
export const minus = (a: Satz, b: Satz): Satz => plus(a, { zaehler: -b.zaehler, nenner: b.nenner });

// A rate as a plain number for an answer (7.3 for 14.6/2).
export const alsZahl = (s: Satz): number => Number((s.zaehler / s.nenner).toPrecision(12));

// zaehler / nenner rounded to an integer; nenner > 0.
export function teile(zaehler: number | bigint, nenner: number | bigint, rundung: Rundung = 'halbAuf'): number {
  if (typeof zaehler === 'number' && typeof nenner === 'number' && Number.isSafeInteger(zaehler)) {
    const rest = zaehler % nenner;
    const q = (zaehler - rest) / nenner;
    if (rest === 0 || rundung === 'ab') return q;
    const weg = zaehler < 0 ? -1 : 1;
    if (rundung === 'auf') return q + weg;
    return 2 * Math.abs(rest) >= nenner ? q + weg : q;
  }
  const z = BigInt(zaehler);
  const n = BigInt(nenner);
  const rest = z % n;
  const q = z / n;
  if (rest === 0n || rundung === 'ab') return Number(q);
  const weg = z < 0n ? -1n : 1n;
  if (rundung === 'auf') return Number(q + weg);
  const doppelt = 2n * (rest < 0n ? -rest : rest);
  return Number(doppelt >= n ? q + weg : q);
}

// a × b without losing a digit: the float product is exact while it stays below 2^53.
function mal(a: number, b: number): number | bigint {
  const p = a * b;
  return Math.abs(p) <= Number.MAX_SAFE_INTEGER ? p : BigInt(a) * BigInt(b);
}

// The cents of a rate in percent on a base in cents, rounded once.
export function anteil(basisCent: number, prozent: Satz, rundung: Rundung = 'halbAuf'): number {
  return teile(mal(basisCent, prozent.zaehler), mal(100, prozent.nenner), rundung);
}

// a × b / c in cents, rounded once (a share of a base by a ratio of two amounts, e.g. net over
// gross pay).
export function verhaeltnis(a: number, b: number, c: number, rundung: Rundung = 'halbAuf'): number {
  if (c <= 0) throw new RangeError('verhaeltnis: Nenner muss positiv sein');
  return teile(mal(a, b), c, rundung);
}

// An exact fraction of any size: a number as the decimal it was written as, however many digits it
// has (a request may send more decimals than a data file holds), a rate, or a difference of them.
export interface Bruch {
  readonly zaehler: bigint;
  readonly nenner: bigint;
}
export type Zahl = number | Satz | Bruch;

export function bruch(x: Zahl): Bruch {
  if (typeof x !== 'number') return { zaehler: BigInt(x.zaehler), nenner: BigInt(x.nenner) };
  if (Number.isSafeInteger(x)) return { zaehler: BigInt(x), nenner: 1n };
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
  if (!m) throw new RangeError(`Keine endliche Zahl: ${x}`);
  const zaehler = BigInt(m[1] + m[2] + (m[3] ?? ''));
  const stellen = (m[3]?.length ?? 0) - Number(m[4] ?? 0);
  return stellen <= 0
    ? { zaehler: zaehler * 10n ** BigInt(-stellen), nenner: 1n }
    : { zaehler, nenner: 10n ** BigInt(stellen) };
}

// a − b, exact (a count of positions less those filled).
export function differenz(a: Zahl, b: Zahl): Bruch {
  const x = bruch(a);
  const y = bruch(b);
  return { zaehler: x.zaehler * y.nenner - y.zaehler * x.nenner, nenner: x.nenner * y.nenner };
}

// The product of the factors, exact (a battery's capacity times the deduction per kWh).
export function produkt(...faktoren: Zahl[]): Bruch {
  let zaehler = 1n;
  let nenner = 1n;
  for (const f of faktoren) {
    const b = bruch(f);
    zaehler *= b.zaehler;
    nenner *= b.nenner;
  }
  return { zaehler, nenner };
}

// -1, 0 or 1 as a is less than, equal to or greater than b, exact.
export function vergleich(a: Zahl, b: Zahl): -1 | 0 | 1 {
  const x = bruch(a);
  const y = bruch(b);
  const d = (x.zaehler * y.nenner - y.zaehler * x.nenner) * (x.nenner * y.nenner < 0n ? -1n : 1n);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

// The product of the factors divided by the product of the divisors, exact, rounded once to an
// integer: an amount in euro as cents (factor 100), a share of it by a rate in percent, a count
// times a fraction.
export function gerundet(
  faktoren: readonly Zahl[],
  teiler: readonly Zahl[] = [],
  rundung: Rundung = 'halbAuf',
): number {
  const f = produkt(...faktoren);
  const t = produkt(...teiler);
  const z = f.zaehler * t.nenner;
  const n = f.nenner * t.zaehler;
  if (n === 0n) throw new RangeError('gerundet: Teiler 0');
  return n < 0n ? teile(-z, -n, rundung) : teile(z, n, rundung);
}

// A quotient rounded to the nearest integer, halves up, as a guess for a position (netto-brutto's
// secant step between two grosses): no amount of money, so the float quotient is enough and the
// guess stays what Math.round gave.
export const rundeQuotient = (zaehler: number, nenner: number): number => Math.round(zaehler / nenner);

// Euro with at most two decimals to cents, exact; more decimals are not an amount of money. wo names
// the value in the error (a data file's component: a limit of 538.005 Euro is a data error, not a
// value to round).
export function cent(euro: number, wo?: string): number {
  const c = Math.round(euro * 100);
  if (Math.abs(c - euro * 100) > 1e-6 * Math.max(1, Math.abs(euro)))
    throw new RangeError(wo ? `${wo}: kein Centbetrag: ${euro}` : `Kein Centbetrag: ${euro}`);
  return c;
}

export const istCentbetrag = (euro: number): boolean => Math.abs(Math.round(euro * 100) - euro * 100) < 1e-6;

// Cents to euro for an answer.
export const euro = (c: number): number => c / 100;

// Cents as a German euro amount with two decimals for a message ("1234,56"), from the integer, no float.
export function euroText(c: number): string {
  if (!Number.isSafeInteger(c)) throw new RangeError(`Kein Centbetrag: ${c}`);
  const betrag = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.trunc(betrag / 100)},${String(betrag % 100).padStart(2, '0')}`;
}
