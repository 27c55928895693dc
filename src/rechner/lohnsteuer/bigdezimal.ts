// java.math.BigDecimal as the generated PAP modules (build/pap/*) need it: an unscaled integer and
// a scale, value = unscaled × 10^-scale. The PAP prescribes BigDecimal (exact sums and products,
// explicit scale and rounding mode on every rounding), so every operation here is exact or rounds
// exactly once, as Java does; nothing is ever rounded to a working precision.
//
// Speed: PAP amounts are cents with a few decimal places, so the unscaled value is nearly always a
// safe integer (|u| <= 2^53 - 1) and is kept as a plain number. A float operation on two exact
// integers is exact whenever the true result is a safe integer, and rounding is monotonic, so a
// true result beyond 2^53 - 1 can never round back into the safe range: checking the float result
// against the safe range proves it exact. Whenever that check fails (or a power of ten would not
// be an exact double), the operation is redone on BigInt and the result is kept as BigInt until it
// fits into a number again.
//
// Between the two lies a third form for the PAP's tariff polynomials: a product such as
// RW × Y with 13 or 14 decimal places has an unscaled value near 10^17 to 10^20, beyond 2^53,
// although its integer part is a few thousand. Such a value is kept split at the decimal point
// (GETEILT): integer part g and the places after the point as an integer r (|r| < 10^s, s <= 15,
// r never of the opposite sign to g), value = g + r / 10^s. Both are safe integers, and adding a
// cent amount or rounding to whole euros (setScale) works on them without BigInt. The exact
// product is split without BigInt too: p = fl(a × b) plus its exact rounding error (Dekker's
// product), and its quotient and remainder by 10^s are found exactly in floating point (see
// produktGeteilt).

// Java's codes of the rounding modes (BigDecimal.ROUND_UP = 0 ... ROUND_HALF_EVEN = 6).
export const ROUND_UP = 0;
export const ROUND_DOWN = 1;
export const ROUND_CEILING = 2;
export const ROUND_FLOOR = 3;
export const ROUND_HALF_UP = 4;
export const ROUND_HALF_DOWN = 5;
export const ROUND_HALF_EVEN = 6;

const MAX = Number.MAX_SAFE_INTEGER;
// 10^0 .. 10^22 are exact doubles; 10^23 is not.
const P10: number[] = [];
for (let k = 0, p = 1; k <= 22; k++, p *= 10) P10.push(p);
const sicher = (x: number) => x <= MAX && x >= -MAX;
// The forms of a value (field art).
const ZAHL = 0; // unscaled value u, a safe integer
const GETEILT = 1; // integer part u and places r at scale s (1 <= s <= 15)
const GROSS = 2; // unscaled value big, a BigInt
// Largest scale of the split form: its places r stay below 10^15 < 2^53.
const TEIL_SKALA = 15;
// BigInt powers of ten, kept once computed: the fallback path needs them on every operation.
const P10N: bigint[] = [1n];
function zehnHoch(k: number): bigint {
  while (P10N.length <= k) P10N.push(P10N[P10N.length - 1] * 10n);
  return P10N[k];
}

export class BigDezimal {
  // ZAHL, GETEILT or GROSS.
  readonly art: number;
  // ZAHL: the unscaled value; GETEILT: the integer part (truncated towards zero); GROSS: NaN.
  readonly u: number;
  // GETEILT: the places after the point as an integer at scale s; otherwise 0.
  readonly r: number;
  readonly s: number;
  // GROSS: the unscaled value; otherwise null.
  readonly big: bigint | null;

  constructor(art: number, u: number, r: number, s: number, big: bigint | null) {
    this.art = art;
    this.u = u;
    this.r = r;
    this.s = s;
    this.big = big;
  }

  static ZERO = new BigDezimal(ZAHL, 0, 0, 0, null);
  static ONE = new BigDezimal(ZAHL, 1, 0, 0, null);
  static TEN = new BigDezimal(ZAHL, 10, 0, 0, null);

  // BigDecimal.valueOf(long) and valueOf(double): Java goes through Double.toString, the shortest
  // decimal that reads back as the same double; JavaScript's String(number) is that decimal.
  // Strings are read as new BigDecimal(String) reads them (digits, point, exponent).
  static valueOf(x: number | string): BigDezimal {
    if (typeof x === 'number') {
      if (Number.isSafeInteger(x)) return x >= 0 && x < KLEIN.length ? KLEIN[x] : zahl(x + 0, 0);
      if (!Number.isFinite(x)) throw new Error(`BigDezimal: ${x} ist keine Zahl`);
      // Fractions as inputs (KVZ, f) repeat from run to run: read each once.
      let w = GELESEN.get(x);
      if (w === undefined) {
        if (GELESEN.size >= 1000) GELESEN.clear();
        w = BigDezimal.lies(String(x));
        GELESEN.set(x, w);
      }
      return w;
    }
    return BigDezimal.lies(x);
  }

  static lies(text: string): BigDezimal {
    const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`BigDezimal: "${text}" ist keine Dezimalzahl`);
    const ziffern = m[2] + (m[3] ?? '');
    const s = (m[3] ?? '').length - Number(m[4] ?? 0);
    // Up to 15 digits are always below 2^53.
    if (ziffern.length <= 15) return zahl(Number(m[1] + ziffern) + 0, s);
    return normal(BigInt(m[1] + ziffern), s);
  }

  add(x: BigDezimal): BigDezimal {
    if ((this.art | x.art) === ZAHL) {
      const d = x.s - this.s;
      if (d === 0) {
        const r = this.u + x.u;
        if (sicher(r)) return zahl(r, this.s);
      } else if (d > 0 && d <= 22) {
        const a = this.u * P10[d];
        const r = a + x.u;
        if (sicher(a) && sicher(r)) return zahl(r, x.s);
      } else if (d < 0 && d >= -22) {
        const b = x.u * P10[-d];
        const r = this.u + b;
        if (sicher(b) && sicher(r)) return zahl(r, this.s);
      }
    }
    return summe(this, x, 1);
  }

  subtract(x: BigDezimal): BigDezimal {
    if ((this.art | x.art) === ZAHL) {
      const d = x.s - this.s;
      if (d === 0) {
        const r = this.u - x.u;
        if (sicher(r)) return zahl(r, this.s);
      } else if (d > 0 && d <= 22) {
        const a = this.u * P10[d];
        const r = a - x.u;
        if (sicher(a) && sicher(r)) return zahl(r, x.s);
      } else if (d < 0 && d >= -22) {
        const b = x.u * P10[-d];
        const r = this.u - b;
        if (sicher(b) && sicher(r)) return zahl(r, this.s);
      }
    }
    return summe(this, x, -1);
  }

  // Exact; the scale is the sum of the scales (Java).
  multiply(x: BigDezimal): BigDezimal {
    const s = this.s + x.s;
    if ((this.art | x.art) === ZAHL) {
      const p = this.u * x.u;
      if (sicher(p)) return zahl(p, s);
      if (s >= 1 && s <= TEIL_SKALA) {
        const t = produktGeteilt(this.u, x.u, p, s);
        if (t !== null) return t;
      }
    }
    return normal(unskaliert(this) * unskaliert(x), s);
  }

  // divide(x, scale, roundingMode): the exact quotient rounded once to the scale.
  // this / x = u1·10^-s1 / (u2·10^-s2), so the result's unscaled value is u1·10^(s2-s1+scale) / u2.
  divideScale(x: BigDezimal, scale: number, mode: number): BigDezimal {
    const e = x.s - this.s + scale;
    if ((this.art | x.art) === ZAHL && e <= 22 && e >= -22) {
      const zaehler = e >= 0 ? this.u * P10[e] : this.u;
      const nenner = e >= 0 ? x.u : x.u * P10[-e];
      if (sicher(zaehler) && sicher(nenner)) return zahl(teile(zaehler, nenner, mode), scale);
    }
    const z = e >= 0 ? unskaliert(this) * zehnHoch(e) : unskaliert(this);
    const n = e >= 0 ? unskaliert(x) : unskaliert(x) * zehnHoch(-e);
    return normal(teileGross(z, n, mode), scale);
  }

  // divide(x) without scale: Java returns the exact quotient with the preferred scale s1 - s2, or
  // the smallest larger scale that holds it, and throws if the decimal expansion does not end.
  // u1/u2 reduced to a/d ends exactly when d = 2^i·5^j; then k = max(i, j) more decimal places
  // hold it and are the fewest possible (for k > 0, a·10^k/d is not a multiple of 10).
  divide(x: BigDezimal): BigDezimal {
    if ((this.art | x.art) === ZAHL) {
      if (x.u === 0) throw new Error('BigDezimal: Division durch null');
      if (this.u === 0) return zahl(0, this.s - x.s);
      let g = ggt(Math.abs(this.u), Math.abs(x.u));
      let a = this.u / g;
      let d = x.u / g;
      if (d < 0) {
        a = -a;
        d = -d;
      }
      let zweien = 0;
      let fuenfen = 0;
      while (d % 2 === 0) {
        d /= 2;
        zweien++;
      }
      while (d % 5 === 0) {
        d /= 5;
        fuenfen++;
      }
      if (d !== 1) throw new Error('BigDezimal: Division ohne endliche Dezimaldarstellung');
      const k = Math.max(zweien, fuenfen);
      g = 2 ** (k - zweien) * 5 ** (k - fuenfen);
      const r = a * g;
      if (sicher(r)) return zahl(r, this.s - x.s + k);
    }
    return teileExaktGross(this, x);
  }

  // setScale(n, roundingMode): more places are exact, fewer are rounded once with the mode.
  setScale(n: number, mode: number): BigDezimal {
    const d = n - this.s;
    if (d === 0) return this;
    if (this.art === ZAHL) {
      if (d > 0 && d <= 22) {
        const r = this.u * P10[d];
        if (sicher(r)) return zahl(r, n);
      } else if (d < 0 && d >= -22) return zahl(teile(this.u, P10[-d], mode), n);
    } else if (this.art === GETEILT && n >= 0 && n < this.s) {
      // g + r/10^s to n places: the truncated result is g·10^n + trunc(r / 10^(s-n)); the rest of
      // r decides the rounding, and it has the sign of the whole value.
      const teiler = P10[this.s - n];
      const rest = restVon(this.r, teiler);
      const oben = this.u * P10[n];
      const q = oben + (this.r - rest) / teiler;
      if (sicher(oben) && sicher(q)) {
        if (rest === 0 || !runde(q < 0 ? -q : q, rest < 0 ? -rest : rest, teiler, rest < 0, mode))
          return zahl(q + 0, n);
        return zahl(rest < 0 ? q - 1 : q + 1, n);
      }
    } else if (this.art === GETEILT && n > this.s && n <= TEIL_SKALA) {
      return geteilt(this.u, this.r * P10[d], n);
    }
    if (d > 0) return normal(unskaliert(this) * zehnHoch(d), n);
    return normal(teileGross(unskaliert(this), zehnHoch(-d), mode), n);
  }

  // -1, 0 or 1; the scale does not matter (2.0 equals 2.00).
  compareTo(x: BigDezimal): number {
    const d = x.s - this.s;
    if ((this.art | x.art) === ZAHL) {
      let a = this.u;
      let b = x.u;
      if (d > 0 && d <= 22) a *= P10[d];
      else if (d < 0 && d >= -22) b *= P10[-d];
      if (d <= 22 && d >= -22 && sicher(a) && sicher(b)) return a < b ? -1 : a > b ? 1 : 0;
    }
    const s = Math.max(this.s, x.s);
    if (this.art !== GROSS && x.art !== GROSS && s >= 1 && s <= TEIL_SKALA && zerlege(this, s)) {
      // The integer part truncated towards zero never decreases as the value grows, so a smaller
      // integer part means a smaller value; equal ones leave the places to decide.
      const g = TEIL[0];
      const r = TEIL[1];
      if (zerlege(x, s)) return g < TEIL[0] ? -1 : g > TEIL[0] ? 1 : r < TEIL[1] ? -1 : r > TEIL[1] ? 1 : 0;
    }
    const a = gross(this, s);
    const b = gross(x, s);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  // Truncates towards zero, as Java's longValue() (the PAP's values stay far inside a long).
  longValue(): number {
    if (this.art === GETEILT) return this.u + 0;
    if (this.s <= 0) return this.art === ZAHL && -this.s <= 22 ? this.u * P10[-this.s] + 0 : Number(gross(this, 0));
    if (this.art === ZAHL && this.s <= 22) return teile(this.u, P10[this.s], ROUND_DOWN) + 0;
    return Number(teileGross(unskaliert(this), zehnHoch(this.s), ROUND_DOWN));
  }

  // The nearest double, as Number(toString()) gives it: an exact integer divided by an exact power
  // of ten is rounded correctly once by IEEE division.
  toNumber(): number {
    if (this.art === ZAHL) {
      if (this.s === 0) return this.u + 0;
      if (this.s > 0 && this.s <= 22) return this.u / P10[this.s] + 0;
      if (this.s < 0 && this.s >= -22) return this.u * P10[-this.s] + 0;
    }
    return Number(this.toString());
  }

  // The value without trailing zeros and without exponent, as decimal.js printed it before
  // (-0 prints as 0): the PAP trace (protokoll) of the API keeps the same text.
  toString(): string {
    const u = this.art === ZAHL ? null : unskaliert(this);
    let ziffern = u === null ? String(Math.abs(this.u)) : String(u < 0n ? -u : u);
    const negativ = u === null ? this.u < 0 : u < 0n;
    if (ziffern === '0') return '0';
    let s = this.s;
    while (s > 0 && ziffern.endsWith('0')) {
      ziffern = ziffern.slice(0, -1);
      s--;
    }
    if (s < 0) ziffern += '0'.repeat(-s);
    else if (s > 0) {
      if (ziffern.length <= s) ziffern = '0'.repeat(s - ziffern.length + 1) + ziffern;
      ziffern = `${ziffern.slice(0, ziffern.length - s)}.${ziffern.slice(ziffern.length - s)}`;
    }
    return negativ ? `-${ziffern}` : ziffern;
  }
}

function zahl(u: number, s: number): BigDezimal {
  return new BigDezimal(ZAHL, u, 0, s, null);
}

// Integers 0 to 63 as values: BigDezimal.valueOf(KZTAB) and the like need no new object.
const KLEIN: BigDezimal[] = [];
for (let i = 0; i < 64; i++) KLEIN.push(zahl(i, 0));

// The split form of g + r/10^s (g, r safe integers, |r| < 2·10^s, any signs), 1 <= s <= 15:
// carries brought into g and r given the sign of the value; a number again whenever the unscaled
// value g·10^s + r is a safe integer (exact then, see the top of the file).
function geteilt(g: number, r: number, s: number): BigDezimal {
  const D = P10[s];
  if (r >= D) {
    g++;
    r -= D;
  } else if (r <= -D) {
    g--;
    r += D;
  }
  if (g > 0 && r < 0) {
    g--;
    r += D;
  } else if (g < 0 && r > 0) {
    g++;
    r -= D;
  }
  const oben = g * D;
  const u = oben + r;
  if (sicher(oben) && sicher(u)) return zahl(u + 0, s);
  if (!sicher(g)) return normal(BigInt(g) * zehnHoch(s) + BigInt(r), s);
  return new BigDezimal(GETEILT, g + 0, r + 0, s, null);
}

// a × b (safe integers) at scale s (1 <= s <= 15) in the split form, given p = fl(a × b) beyond
// the safe range. Dekker's product gives the exact error e = a × b - p: each factor is split into
// halves of at most 26 and 27 bits (Veltkamp), whose products are exact doubles. p is an integer
// (every double beyond 2^53 is one). Its integer quotient by 10^s: q = trunc(p / 10^s) is within
// one of it while |q| < 2^50; q·10^s = (q·5^s)·2^s is exact when q·5^s is a safe integer, and
// p - q·10^s is then exact too (the two lie within a factor of two of each other, Sterbenz), so
// one step corrects q and the remainder without the float remainder %, a call into C in V8 (%
// stays the fallback; it is exact in IEEE arithmetic). |e| is below 2^-53·|p|, so rest + e stays
// a safe integer (|rest + e| < 1.2·10^s). Returns null when the integer part is too large.
const VELTKAMP = 134217729; // 2^27 + 1
const GRENZE_Q = 2 ** 50;
// 5^k and 2^k up to the largest split scale (10^k = 5^k · 2^k), as tables: ** would call pow.
const P5: number[] = [];
const P2: number[] = [];
for (let k = 0; k <= TEIL_SKALA; k++) {
  P5.push(5 ** k);
  P2.push(2 ** k);
}
function produktGeteilt(a: number, b: number, p: number, s: number): BigDezimal | null {
  const D = P10[s];
  let q = Math.trunc(p / D);
  if (!(q < GRENZE_Q && q > -GRENZE_Q)) return null;
  let rest: number;
  const q5 = q * P5[s];
  if (sicher(q5)) {
    rest = p - q5 * P2[s];
    if (p > 0) {
      if (rest < 0) {
        q--;
        rest += D;
      } else if (rest >= D) {
        q++;
        rest -= D;
      }
    } else if (rest > 0) {
      q++;
      rest -= D;
    } else if (rest <= -D) {
      q--;
      rest += D;
    }
  } else {
    rest = p % D;
    q = Math.round((p - rest) / D);
  }
  let c = VELTKAMP * a;
  const ah = c - (c - a);
  const al = a - ah;
  c = VELTKAMP * b;
  const bh = c - (c - b);
  const bl = b - bh;
  const e = ah * bh - p + ah * bl + al * bh + al * bl;
  return geteilt(q, rest + e, s);
}

// x at scale s >= x.s (1 <= s <= 15) as integer part and places, into TEIL[0] and TEIL[1]; false
// when x is GROSS or its integer part is not a safe integer. A Float64Array holds the doubles
// unboxed: a module variable would box every non-small number in a new heap object.
const TEIL = new Float64Array(2);
function zerlege(x: BigDezimal, s: number): boolean {
  if (x.art === GETEILT) {
    TEIL[0] = x.u;
    TEIL[1] = x.r * P10[s - x.s];
    return true;
  }
  if (x.art !== ZAHL) return false;
  if (x.s <= 0) {
    TEIL[0] = x.s === 0 ? x.u : x.u * P10[-x.s];
    TEIL[1] = 0;
    return x.s >= -22 && sicher(TEIL[0]);
  }
  // The remainder of x.u by 10^x.s has the sign of x.u; x.u minus it is a multiple of 10^x.s.
  const t = P10[x.s];
  const rest = restVon(x.u, t);
  TEIL[0] = (x.u - rest) / t;
  TEIL[1] = rest * P10[s - x.s];
  return true;
}

// a % b (a safe integer, b > 0) without the float remainder, which V8 computes by a call into C:
// the float quotient is within one of the exact integer quotient (see teile), a - q·b is exact
// while q·b is a safe integer, and one step brings the remainder to the sign of a and below b.
function restVon(a: number, b: number): number {
  const q = Math.trunc(a / b);
  const p = q * b;
  if (!sicher(p)) return a % b;
  let r = a - p;
  if (a >= 0) {
    if (r < 0) r += b;
    else if (r >= b) r -= b;
  } else if (r > 0) r -= b;
  else if (r <= -b) r += b;
  return r;
}

// x + vorzeichen·y where the number path did not hold: on the split form while both are numbers
// or split and the larger scale is 1 to 15, otherwise on BigInt.
function summe(x: BigDezimal, y: BigDezimal, vorzeichen: number): BigDezimal {
  const s = Math.max(x.s, y.s);
  if (x.art !== GROSS && y.art !== GROSS && s >= 1 && s <= TEIL_SKALA && zerlege(x, s)) {
    const g = TEIL[0];
    const r = TEIL[1];
    if (zerlege(y, s)) {
      const summeG = g + vorzeichen * TEIL[0];
      if (sicher(summeG)) return geteilt(summeG, r + vorzeichen * TEIL[1], s);
    }
  }
  return normal(vorzeichen === 1 ? gross(x, s) + gross(y, s) : gross(x, s) - gross(y, s), s);
}

const GELESEN = new Map<number, BigDezimal>();

// A BigInt result back into the number form whenever it fits.
function normal(u: bigint, s: number): BigDezimal {
  if (u <= 9007199254740991n && u >= -9007199254740991n) return zahl(Number(u), s);
  return new BigDezimal(GROSS, Number.NaN, 0, s, u);
}

function unskaliert(x: BigDezimal): bigint {
  if (x.art === ZAHL) return BigInt(x.u);
  if (x.art === GETEILT) return BigInt(x.u) * zehnHoch(x.s) + BigInt(x.r);
  return x.big as bigint;
}

// Unscaled value of x at scale s >= x.s.
function gross(x: BigDezimal, s: number): bigint {
  return s === x.s ? unskaliert(x) : unskaliert(x) * zehnHoch(s - x.s);
}

function ggt(a: number, b: number): number {
  while (b !== 0) {
    const r = restVon(a, b);
    a = b;
    b = r;
  }
  return a;
}

// Whether the quotient's magnitude goes up by one, given the discarded remainder's size against
// half the divisor (vergleich: sign of 2|r| - |n|, r != 0), the sign of the quotient and the
// truncated quotient (its parity counts for HALF_EVEN only).
function aufrunden(mode: number, vergleich: number, negativ: boolean, q: number | bigint): boolean {
  switch (mode) {
    case ROUND_UP:
      return true;
    case ROUND_DOWN:
      return false;
    case ROUND_CEILING:
      return !negativ;
    case ROUND_FLOOR:
      return negativ;
    case ROUND_HALF_UP:
      return vergleich >= 0;
    case ROUND_HALF_DOWN:
      return vergleich > 0;
    case ROUND_HALF_EVEN:
      return vergleich > 0 || (vergleich === 0 && (typeof q === 'bigint' ? q % 2n !== 0n : q % 2 !== 0));
    default:
      throw new Error(`BigDezimal: Rundungsart ${mode} unbekannt`);
  }
}

// z / n rounded to an integer with the mode; z and n safe integers. Worked on magnitudes without
// the float remainder %, which V8 computes by a call into C: the float quotient a / b is within
// half a unit of the exact one (a <= 2^53 and b >= 2, or b = 1 and exact), so its floor is the
// exact integer quotient or one off; a - q·b is exact whenever q·b is a safe integer, and one
// step corrects q. When q·b is not safe, % gives the remainder exactly (IEEE).
function teile(z: number, n: number, mode: number): number {
  if (n === 0) throw new Error('BigDezimal: Division durch null');
  const a = z < 0 ? -z : z;
  const b = n < 0 ? -n : n;
  let q = Math.floor(a / b);
  const p = q * b;
  let r: number;
  if (sicher(p)) {
    r = a - p;
    if (r < 0) {
      q--;
      r += b;
    } else if (r >= b) {
      q++;
      r -= b;
    }
  } else {
    r = a % b;
    q = (a - r) / b;
  }
  const negativ = z < 0 !== n < 0;
  if (r !== 0 && mode !== ROUND_DOWN && runde(q, r, b, negativ, mode)) q++;
  return negativ ? -q + 0 : q;
}

// Whether a truncated quotient of magnitude q goes up by one, given the remainder's magnitude
// rest (not 0) of the division by teiler > 0 and the sign of the exact quotient.
function runde(q: number, rest: number, teiler: number, negativ: boolean, mode: number): boolean {
  const doppelt = 2 * rest;
  const vergleich = doppelt < teiler ? -1 : doppelt > teiler ? 1 : 0;
  return aufrunden(mode, vergleich, negativ, q);
}

function teileGross(z: bigint, n: bigint, mode: number): bigint {
  if (n === 0n) throw new Error('BigDezimal: Division durch null');
  const q = z / n;
  const r = z % n;
  if (r === 0n) return q;
  const negativ = z < 0n !== n < 0n;
  const doppelt = 2n * (r < 0n ? -r : r);
  const betrag = n < 0n ? -n : n;
  const vergleich = doppelt < betrag ? -1 : doppelt > betrag ? 1 : 0;
  if (!aufrunden(mode, vergleich, negativ, q)) return q;
  return negativ ? q - 1n : q + 1n;
}

function teileExaktGross(x: BigDezimal, y: BigDezimal): BigDezimal {
  let a = unskaliert(x);
  let d = unskaliert(y);
  if (d === 0n) throw new Error('BigDezimal: Division durch null');
  if (a === 0n) return zahl(0, x.s - y.s);
  let g = a < 0n ? -a : a;
  let h = d < 0n ? -d : d;
  while (h !== 0n) [g, h] = [h, g % h];
  a /= g;
  d /= g;
  if (d < 0n) {
    a = -a;
    d = -d;
  }
  let zweien = 0;
  let fuenfen = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    zweien++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fuenfen++;
  }
  if (d !== 1n) throw new Error('BigDezimal: Division ohne endliche Dezimaldarstellung');
  const k = Math.max(zweien, fuenfen);
  return normal(a * 2n ** BigInt(k - zweien) * 5n ** BigInt(k - fuenfen), x.s - y.s + k);
}
