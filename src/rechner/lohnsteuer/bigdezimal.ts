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
// BigInt powers of ten, kept once computed: the fallback path needs them on every operation.
const P10N: bigint[] = [1n];
function zehnHoch(k: number): bigint {
  while (P10N.length <= k) P10N.push(P10N[P10N.length - 1] * 10n);
  return P10N[k];
}

export class BigDezimal {
  // Unscaled value as a safe integer, or NaN while the value lives in big.
  readonly u: number;
  readonly s: number;
  // Unscaled value when it does not fit into a safe integer, otherwise null.
  readonly big: bigint | null;

  constructor(u: number, s: number, big: bigint | null) {
    this.u = u;
    this.s = s;
    this.big = big;
  }

  static ZERO = new BigDezimal(0, 0, null);
  static ONE = new BigDezimal(1, 0, null);
  static TEN = new BigDezimal(10, 0, null);

  // BigDecimal.valueOf(long) and valueOf(double): Java goes through Double.toString, the shortest
  // decimal that reads back as the same double; JavaScript's String(number) is that decimal.
  // Strings are read as new BigDecimal(String) reads them (digits, point, exponent).
  static valueOf(x: number | string): BigDezimal {
    if (typeof x === 'number') {
      if (Number.isSafeInteger(x)) return new BigDezimal(x + 0, 0, null);
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
    if (ziffern.length <= 15) return new BigDezimal(Number(m[1] + ziffern) + 0, s, null);
    return normal(BigInt(m[1] + ziffern), s);
  }

  add(x: BigDezimal): BigDezimal {
    if (this.big === null && x.big === null) {
      const d = x.s - this.s;
      if (d === 0) {
        const r = this.u + x.u;
        if (sicher(r)) return new BigDezimal(r, this.s, null);
      } else if (d > 0 && d <= 22) {
        const a = this.u * P10[d];
        const r = a + x.u;
        if (sicher(a) && sicher(r)) return new BigDezimal(r, x.s, null);
      } else if (d < 0 && d >= -22) {
        const b = x.u * P10[-d];
        const r = this.u + b;
        if (sicher(b) && sicher(r)) return new BigDezimal(r, this.s, null);
      }
    }
    const s = Math.max(this.s, x.s);
    return normal(gross(this, s) + gross(x, s), s);
  }

  subtract(x: BigDezimal): BigDezimal {
    if (this.big === null && x.big === null) {
      const d = x.s - this.s;
      if (d === 0) {
        const r = this.u - x.u;
        if (sicher(r)) return new BigDezimal(r, this.s, null);
      } else if (d > 0 && d <= 22) {
        const a = this.u * P10[d];
        const r = a - x.u;
        if (sicher(a) && sicher(r)) return new BigDezimal(r, x.s, null);
      } else if (d < 0 && d >= -22) {
        const b = x.u * P10[-d];
        const r = this.u - b;
        if (sicher(b) && sicher(r)) return new BigDezimal(r, this.s, null);
      }
    }
    const s = Math.max(this.s, x.s);
    return normal(gross(this, s) - gross(x, s), s);
  }

  // Exact; the scale is the sum of the scales (Java).
  multiply(x: BigDezimal): BigDezimal {
    if (this.big === null && x.big === null) {
      const r = this.u * x.u;
      if (sicher(r)) return new BigDezimal(r, this.s + x.s, null);
    }
    return normal(unskaliert(this) * unskaliert(x), this.s + x.s);
  }

  // divide(x, scale, roundingMode): the exact quotient rounded once to the scale.
  // this / x = u1·10^-s1 / (u2·10^-s2), so the result's unscaled value is u1·10^(s2-s1+scale) / u2.
  divideScale(x: BigDezimal, scale: number, mode: number): BigDezimal {
    const e = x.s - this.s + scale;
    if (this.big === null && x.big === null && e <= 22 && e >= -22) {
      const zaehler = e >= 0 ? this.u * P10[e] : this.u;
      const nenner = e >= 0 ? x.u : x.u * P10[-e];
      if (sicher(zaehler) && sicher(nenner)) return new BigDezimal(teile(zaehler, nenner, mode), scale, null);
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
    if (this.big === null && x.big === null) {
      if (x.u === 0) throw new Error('BigDezimal: Division durch null');
      if (this.u === 0) return new BigDezimal(0, this.s - x.s, null);
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
      if (sicher(r)) return new BigDezimal(r, this.s - x.s + k, null);
    }
    return teileExaktGross(this, x);
  }

  // setScale(n, roundingMode): more places are exact, fewer are rounded once with the mode.
  setScale(n: number, mode: number): BigDezimal {
    const d = n - this.s;
    if (d === 0) return this;
    if (this.big === null) {
      if (d > 0 && d <= 22) {
        const r = this.u * P10[d];
        if (sicher(r)) return new BigDezimal(r, n, null);
      } else if (d < 0 && d >= -22) return new BigDezimal(teile(this.u, P10[-d], mode), n, null);
    }
    if (d > 0) return normal(unskaliert(this) * zehnHoch(d), n);
    return normal(teileGross(unskaliert(this), zehnHoch(-d), mode), n);
  }

  // -1, 0 or 1; the scale does not matter (2.0 equals 2.00).
  compareTo(x: BigDezimal): number {
    if (this.big === null && x.big === null) {
      const d = x.s - this.s;
      let a = this.u;
      let b = x.u;
      if (d > 0 && d <= 22) a *= P10[d];
      else if (d < 0 && d >= -22) b *= P10[-d];
      if (d <= 22 && d >= -22 && sicher(a) && sicher(b)) return a < b ? -1 : a > b ? 1 : 0;
    }
    const s = Math.max(this.s, x.s);
    const a = gross(this, s);
    const b = gross(x, s);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  // Truncates towards zero, as Java's longValue() (the PAP's values stay far inside a long).
  longValue(): number {
    if (this.s <= 0) return this.big === null && -this.s <= 22 ? this.u * P10[-this.s] + 0 : Number(gross(this, 0));
    if (this.big === null && this.s <= 22) return teile(this.u, P10[this.s], ROUND_DOWN) + 0;
    return Number(teileGross(unskaliert(this), zehnHoch(this.s), ROUND_DOWN));
  }

  // The nearest double, as Number(toString()) gives it: an exact integer divided by an exact power
  // of ten is rounded correctly once by IEEE division.
  toNumber(): number {
    if (this.big === null) {
      if (this.s === 0) return this.u + 0;
      if (this.s > 0 && this.s <= 22) return this.u / P10[this.s] + 0;
      if (this.s < 0 && this.s >= -22) return this.u * P10[-this.s] + 0;
    }
    return Number(this.toString());
  }

  // The value without trailing zeros and without exponent, as decimal.js printed it before
  // (-0 prints as 0): the PAP trace (protokoll) of the API keeps the same text.
  toString(): string {
    let ziffern = this.big === null ? String(Math.abs(this.u)) : String(this.big < 0n ? -this.big : this.big);
    const negativ = this.big === null ? this.u < 0 : this.big < 0n;
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

const GELESEN = new Map<number, BigDezimal>();

// A BigInt result back into the number form whenever it fits.
function normal(u: bigint, s: number): BigDezimal {
  if (u <= 9007199254740991n && u >= -9007199254740991n) return new BigDezimal(Number(u), s, null);
  return new BigDezimal(Number.NaN, s, u);
}

function unskaliert(x: BigDezimal): bigint {
  return x.big ?? BigInt(x.u);
}

// Unscaled value of x at scale s >= x.s.
function gross(x: BigDezimal, s: number): bigint {
  return s === x.s ? unskaliert(x) : unskaliert(x) * zehnHoch(s - x.s);
}

function ggt(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

// Whether the quotient's magnitude goes up by one, given the discarded remainder's size against
// half the divisor (vergleich: sign of 2|r| - |n|, r != 0), the sign of the quotient and whether
// the truncated quotient is odd.
function aufrunden(mode: number, vergleich: number, negativ: boolean, ungerade: boolean): boolean {
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
      return vergleich > 0 || (vergleich === 0 && ungerade);
    default:
      throw new Error(`BigDezimal: Rundungsart ${mode} unbekannt`);
  }
}

// z / n rounded to an integer with the mode; z and n safe integers. z % n is exact in floating
// point and z - r is a multiple of n, so the truncated quotient is exact as well.
function teile(z: number, n: number, mode: number): number {
  if (n === 0) throw new Error('BigDezimal: Division durch null');
  const r = z % n;
  const q = (z - r) / n;
  if (r === 0 || mode === ROUND_DOWN) return q + 0;
  const negativ = z < 0 !== n < 0;
  const doppelt = 2 * Math.abs(r);
  const betrag = Math.abs(n);
  const vergleich = doppelt < betrag ? -1 : doppelt > betrag ? 1 : 0;
  if (!aufrunden(mode, vergleich, negativ, q % 2 !== 0)) return q + 0;
  return negativ ? q - 1 : q + 1;
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
  if (!aufrunden(mode, vergleich, negativ, q % 2n !== 0n)) return q;
  return negativ ? q - 1n : q + 1n;
}

function teileExaktGross(x: BigDezimal, y: BigDezimal): BigDezimal {
  let a = unskaliert(x);
  let d = unskaliert(y);
  if (d === 0n) throw new Error('BigDezimal: Division durch null');
  if (a === 0n) return new BigDezimal(0, x.s - y.s, null);
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
