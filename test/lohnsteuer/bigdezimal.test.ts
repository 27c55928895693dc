// BigDezimal (src/rechner/lohnsteuer/bigdezimal.ts) against java.math.BigDecimal's semantics. The
// expected values are worked by hand: the rounding table is the one of the Javadoc of
// java.math.RoundingMode (5.5, 2.5, 1.6, 1.1, 1.0 and their negatives rounded to an integer), the
// other values are written out digit by digit in the comments. A property test at the end
// compares random operations with decimal.js (exact at 200 digits), the arithmetic the PAP ran
// on before.
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BigDezimal,
  ROUND_CEILING,
  ROUND_DOWN,
  ROUND_FLOOR,
  ROUND_HALF_DOWN,
  ROUND_HALF_EVEN,
  ROUND_HALF_UP,
  ROUND_UP,
} from '../../src/rechner/lohnsteuer/bigdezimal';

const b = (t: string) => BigDezimal.lies(t);
const MODI = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN];

describe('Rundungsarten (Tabelle aus java.math.RoundingMode)', () => {
  const eingaben = ['5.5', '2.5', '1.6', '1.1', '1.0', '-1.0', '-1.1', '-1.6', '-2.5', '-5.5'];
  const tabelle: Record<number, string[]> = {
    [ROUND_UP]: ['6', '3', '2', '2', '1', '-1', '-2', '-2', '-3', '-6'],
    [ROUND_DOWN]: ['5', '2', '1', '1', '1', '-1', '-1', '-1', '-2', '-5'],
    [ROUND_CEILING]: ['6', '3', '2', '2', '1', '-1', '-1', '-1', '-2', '-5'],
    [ROUND_FLOOR]: ['5', '2', '1', '1', '1', '-1', '-2', '-2', '-3', '-6'],
    [ROUND_HALF_UP]: ['6', '3', '2', '1', '1', '-1', '-1', '-2', '-3', '-6'],
    [ROUND_HALF_DOWN]: ['5', '2', '2', '1', '1', '-1', '-1', '-2', '-2', '-5'],
    [ROUND_HALF_EVEN]: ['6', '2', '2', '1', '1', '-1', '-1', '-2', '-2', '-6'],
  };
  for (const modus of MODI) {
    it(`setScale(0, ${modus})`, () => {
      expect(eingaben.map((e) => b(e).setScale(0, modus).toString())).toEqual(tabelle[modus]);
    });
    it(`divide(10, 0, ${modus}) auf den zehnfachen Werten`, () => {
      // 55 / 10 = 5.5 and so on: the same table through divide with a scale.
      const zehn = BigDezimal.valueOf(10);
      const ist = eingaben.map((e) => b(e).multiply(zehn).divideScale(zehn, 0, modus).toString());
      expect(ist).toEqual(tabelle[modus]);
    });
  }

  it('setScale auf mehr Stellen ist exakt, die Skala zählt nicht beim Vergleich', () => {
    // More places never round, whatever the mode (Java would even accept ROUND_UNNECESSARY).
    const x = b('2.5').setScale(4, ROUND_UP);
    expect([x.s, x.toString(), x.compareTo(b('2.5'))]).toEqual([4, '2.5', 0]);
  });

  it('Rundung auf Cent: 12.345 → 12.35 (HALF_UP), 12.34 (HALF_DOWN, HALF_EVEN, DOWN); -12.345 → -12.34 (CEILING)', () => {
    const x = b('12.345');
    expect(
      [ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_DOWN].map((m) => x.setScale(2, m).toString()),
    ).toEqual(['12.35', '12.34', '12.34', '12.34']);
    expect(b('-12.345').setScale(2, ROUND_CEILING).toString()).toBe('-12.34');
    expect(b('-12.345').setScale(2, ROUND_FLOOR).toString()).toBe('-12.35');
    // 12.355: halfway with an odd last kept digit, HALF_EVEN goes up to the even 12.36.
    expect(b('12.355').setScale(2, ROUND_HALF_EVEN).toString()).toBe('12.36');
  });

  it('Rundung knapp über und unter der Hälfte', () => {
    // 0.12500001 is above half of a cent step: HALF_DOWN and HALF_EVEN go up as well.
    expect(b('0.12500001').setScale(2, ROUND_HALF_DOWN).toString()).toBe('0.13');
    expect(b('0.12500001').setScale(2, ROUND_HALF_EVEN).toString()).toBe('0.13');
    // 0.12499999 is below half: HALF_UP goes down, UP goes up.
    expect(b('0.12499999').setScale(2, ROUND_HALF_UP).toString()).toBe('0.12');
    expect(b('0.12499999').setScale(2, ROUND_UP).toString()).toBe('0.13');
    // -0.3 truncated is zero; printed without sign, as decimal.js printed it.
    expect(b('-0.3').setScale(0, ROUND_DOWN).toString()).toBe('0');
    expect(b('-0.3').setScale(0, ROUND_DOWN).toNumber()).toBe(0);
    expect(Object.is(b('-0.3').setScale(0, ROUND_DOWN).toNumber(), -0)).toBe(false);
  });
});

describe('divide mit Skala', () => {
  it('1/3, 2/3 und -2/3', () => {
    const drei = BigDezimal.valueOf(3);
    expect(BigDezimal.ONE.divideScale(drei, 2, ROUND_DOWN).toString()).toBe('0.33');
    expect(BigDezimal.ONE.divideScale(drei, 2, ROUND_UP).toString()).toBe('0.34');
    expect(BigDezimal.ONE.divideScale(drei, 2, ROUND_HALF_UP).toString()).toBe('0.33');
    expect(b('2').divideScale(drei, 6, ROUND_HALF_UP).toString()).toBe('0.666667');
    // -2/3 = -0.666...: to an integer.
    const ist = MODI.map((m) => b('-2').divideScale(drei, 0, m).toString());
    // UP -1, DOWN 0, CEILING 0, FLOOR -1, HALF_UP -1, HALF_DOWN -1, HALF_EVEN -1
    expect(ist).toEqual(['-1', '0', '0', '-1', '-1', '-1', '-1']);
  });

  it('genau auf der Hälfte: 1/8 = 0.125 und -1/8 auf zwei Stellen', () => {
    const acht = BigDezimal.valueOf(8);
    const plus = MODI.map((m) => BigDezimal.ONE.divideScale(acht, 2, m).toString());
    expect(plus).toEqual(['0.13', '0.12', '0.13', '0.12', '0.13', '0.12', '0.12']);
    const minus = MODI.map((m) => b('-1').divideScale(acht, 2, m).toString());
    expect(minus).toEqual(['-0.13', '-0.12', '-0.12', '-0.13', '-0.13', '-0.12', '-0.12']);
    // 3/8 = 0.375: HALF_EVEN to the even 0.38.
    expect(b('3').divideScale(acht, 2, ROUND_HALF_EVEN).toString()).toBe('0.38');
  });

  it('Skalen der Operanden: 12.345 / 5 = 2.469, auf eine Stelle; Divisor negativ', () => {
    const x = b('12.345').divideScale(b('5'), 1, ROUND_HALF_UP);
    expect([x.toString(), x.s]).toEqual(['2.5', 1]);
    expect(b('12.345').divideScale(b('5'), 1, ROUND_DOWN).toString()).toBe('2.4');
    // 7 / -0.2 = -35; 7 / -0.3 = -23.33...: CEILING -23, FLOOR -24.
    expect(b('7').divideScale(b('-0.2'), 0, ROUND_UP).toString()).toBe('-35');
    expect(b('7').divideScale(b('-0.3'), 0, ROUND_CEILING).toString()).toBe('-23');
    expect(b('7').divideScale(b('-0.3'), 0, ROUND_FLOOR).toString()).toBe('-24');
  });

  it('wie im PAP: 5.000,00 Euro im Monat × 12 / 100 auf Cent; Tagelohn × 360 / 700', () => {
    // RE4 = 500000 cent: 500000 × 12 / 100 = 60000.00.
    const zre4j = b('500000').multiply(b('12')).divideScale(b('100'), 2, ROUND_DOWN);
    expect([zre4j.toString(), zre4j.s]).toEqual(['60000', 2]);
    // 12345 × 360 / 700 = 4444200 / 700 = 6348.857142...: 6348.85.
    expect(b('12345').multiply(b('360')).divideScale(b('700'), 2, ROUND_DOWN).toString()).toBe('6348.85');
  });

  it('Division durch null wirft', () => {
    expect(() => BigDezimal.ONE.divideScale(BigDezimal.ZERO, 2, ROUND_DOWN)).toThrow();
  });
});

describe('divide ohne Skala (exakt wie in Java)', () => {
  it('endliche Quotienten mit der kleinsten Skala ab s1 - s2', () => {
    // 2.9 / 2 = 1.45: preferred scale 1, one more place needed.
    const x = b('2.9').divide(b('2'));
    expect([x.toString(), x.s]).toEqual(['1.45', 2]);
    // 1 / 8 = 0.125 (2^3: three places).
    expect([BigDezimal.ONE.divide(b('8')).toString(), BigDezimal.ONE.divide(b('8')).s]).toEqual(['0.125', 3]);
    // 315 / 12 = 26.25 (12 = 4 × 3, the 3 cancels).
    expect(b('315').divide(b('12')).toString()).toBe('26.25');
    // 123456 / 100 = 1234.56 (scale 2); 500000 / 100 = 5000 (preferred scale 0 suffices).
    expect([b('123456').divide(b('100')).toString(), b('123456').divide(b('100')).s]).toEqual(['1234.56', 2]);
    expect([b('500000').divide(b('100')).toString(), b('500000').divide(b('100')).s]).toEqual(['5000', 0]);
    // 100 / 0.01 = 10000 with the preferred scale -2 (1E+4 in Java).
    expect([b('100').divide(b('0.01')).toString(), b('100').divide(b('0.01')).s]).toEqual(['10000', -2]);
    // -7.5 / 2.5 = -3 (scale 0); 0 / 3 = 0.
    expect(b('-7.5').divide(b('2.5')).toString()).toBe('-3');
    expect(BigDezimal.ZERO.divide(b('3')).toString()).toBe('0');
    // 1.7 / -0.5 = -3.4
    expect(b('1.7').divide(b('-0.5')).toString()).toBe('-3.4');
  });

  it('kein endlicher Quotient: wirft wie Java (ArithmeticException)', () => {
    expect(() => BigDezimal.ONE.divide(b('3'))).toThrow(/endliche/);
    expect(() => b('1748').divide(b('12'))).toThrow(/endliche/);
    expect(() => BigDezimal.ONE.divide(BigDezimal.ZERO)).toThrow(/null/);
  });
});

describe('Summen, Differenzen, Produkte', () => {
  it('exakt, Skala wie Java (Summe: größere Skala, Produkt: Summe der Skalen)', () => {
    const s = b('1.10').add(b('2.205'));
    expect([s.toString(), s.s]).toEqual(['3.305', 3]);
    const d = b('1.10').subtract(b('2.205'));
    expect([d.toString(), d.s]).toEqual(['-1.105', 3]);
    const p = b('1.5').multiply(b('0.25'));
    expect([p.toString(), p.s]).toEqual(['0.375', 3]);
    const q = b('2.50').multiply(b('4'));
    expect([q.toString(), q.s]).toEqual(['10', 2]);
    // 0.1 + 0.2 is exactly 0.3, and its number is the double nearest to 0.3.
    expect(BigDezimal.valueOf(0.1).add(BigDezimal.valueOf(0.2)).toNumber()).toBe(0.3);
    expect(b('5').subtract(b('5.00')).toString()).toBe('0');
  });

  it('BigInt statt number, sobald ein Ergebnis 2^53 - 1 übersteigt, und zurück', () => {
    // 3^17 × 3^17 = 3^34 = 16677181699666569 (odd; as a double it would be ...568).
    const p = b('129140163').multiply(b('129140163'));
    expect([p.toString(), p.big]).toEqual(['16677181699666569', 16677181699666569n]);
    // 123456789012345 × 1000000007 = 123456789012345 × 10^9 + 123456789012345 × 7
    //   = 123456789012345000000000 + 864197523086415 = 123456789876542523086415.
    const g = b('1234567890123.45').multiply(b('100000.0007'));
    expect(g.toString()).toBe('123456789876542523.086415');
    // And back: dividing by 100000.0007 on six places gives 1234567890123.45 as a number again.
    const z = g.divideScale(b('100000.0007'), 2, ROUND_DOWN);
    expect([z.toString(), z.big]).toEqual(['1234567890123.45', null]);
    // 2^53 + 1 = 9007199254740993 is read exactly; + 1, - 9007199254740000 = 994 as a number.
    const gross = b('9007199254740993');
    expect(gross.add(BigDezimal.ONE).toString()).toBe('9007199254740994');
    const klein = gross.add(BigDezimal.ONE).subtract(b('9007199254740000'));
    expect([klein.toString(), klein.big]).toEqual(['994', null]);
    // 9007199254740993 + 0.5 = 9007199254740993.5; × 0.1 = 900719925474099.35 → HALF_EVEN 900719925474099.
    expect(gross.add(b('0.5')).toString()).toBe('9007199254740993.5');
    expect(gross.add(b('0.5')).multiply(b('0.1')).setScale(0, ROUND_HALF_EVEN).toString()).toBe('900719925474099');
    expect(gross.add(b('0.5')).multiply(b('0.1')).setScale(1, ROUND_HALF_EVEN).toString()).toBe('900719925474099.4');
    // Scales far apart (10^30 is no exact double): 1 + 10^-30.
    expect(BigDezimal.ONE.add(b('1e-30')).toString()).toBe(`1.${'0'.repeat(29)}1`);
    // Exact divide on BigInt: 16677181699666569 / 3 = 5559060566555523.
    expect(p.divide(b('3')).toString()).toBe('5559060566555523');
    expect(p.compareTo(b('16677181699666568'))).toBe(1);
    expect(BigDezimal.ZERO.subtract(p).compareTo(b('-16677181699666568'))).toBe(-1);
  });
});

describe('Vergleich, longValue, valueOf, Text', () => {
  it('compareTo gibt -1, 0, 1 unabhängig von der Skala', () => {
    expect(b('2.0').compareTo(b('2.00'))).toBe(0);
    expect(b('-1.5').compareTo(b('-1.49'))).toBe(-1);
    expect(b('0.001').compareTo(BigDezimal.ZERO)).toBe(1);
    expect(b('-0').compareTo(BigDezimal.ZERO)).toBe(0);
  });

  it('longValue schneidet gegen null ab', () => {
    expect(b('12.99').longValue()).toBe(12);
    expect(b('-12.99').longValue()).toBe(-12);
    expect(b('100').divide(b('0.01')).longValue()).toBe(10000);
    expect(b('-0.5').longValue()).toBe(0);
  });

  it('valueOf(double) über den kürzesten Dezimaltext der Zahl, Texte mit Exponent', () => {
    expect(BigDezimal.valueOf(0.1).toString()).toBe('0.1');
    expect(BigDezimal.valueOf(2.9).toString()).toBe('2.9');
    expect(BigDezimal.valueOf(0.875).s).toBe(3);
    expect(BigDezimal.valueOf(1e21).toString()).toBe('1000000000000000000000');
    expect(BigDezimal.valueOf(1e-7).toString()).toBe('0.0000001');
    expect(BigDezimal.valueOf(-0).toString()).toBe('0');
    expect(BigDezimal.valueOf('1.50').toString()).toBe('1.5');
    expect(BigDezimal.valueOf('1.50').s).toBe(2);
    expect(BigDezimal.valueOf('-2.5E+3').toString()).toBe('-2500');
    expect(() => BigDezimal.valueOf('1,5')).toThrow();
    expect(() => BigDezimal.valueOf(Number.NaN)).toThrow();
  });

  it('Text ohne Nullen am Ende und ohne Exponent, wie decimal.js ihn schrieb', () => {
    expect(b('123.4500').toString()).toBe('123.45');
    expect(b('-0.05').toString()).toBe('-0.05');
    expect(b('0.000').toString()).toBe('0');
    expect(b('1200').toString()).toBe('1200');
    expect(b('100').divide(b('0.01')).toNumber()).toBe(10000);
    expect(b('-123.45').toNumber()).toBe(-123.45);
  });
});

describe('gegen decimal.js (vorherige Rechnung des PAP, bis 200 Stellen exakt)', () => {
  const DJ = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_DOWN, toExpNeg: -300, toExpPos: 300 });
  // Values around the safe-integer boundary and at the PAP's usual sizes, with 0 to 8 places.
  const wert = fc
    .tuple(
      fc.oneof(
        fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
        fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
        fc.bigInt({ min: 2n ** 53n - 1000n, max: 2n ** 53n + 1000n }),
      ),
      fc.integer({ min: 0, max: 8 }),
    )
    .map(([u, s]) => {
      const t = (u < 0n ? -u : u).toString().padStart(s + 1, '0');
      return `${u < 0n ? '-' : ''}${s ? `${t.slice(0, t.length - s)}.${t.slice(t.length - s)}` : t}`;
    });
  // decimal.js numbers its rounding modes as Java does (ROUND_UP 0 ... ROUND_HALF_EVEN 6).
  const modus = fc.constantFrom(...(MODI as Decimal.Rounding[]));

  it('add, subtract, multiply, compareTo, setScale, divide mit Skala', () => {
    fc.assert(
      fc.property(wert, wert, fc.integer({ min: 0, max: 10 }), modus, (x, y, n, m) => {
        const [a, c] = [b(x), b(y)];
        const [da, dc] = [new DJ(x), new DJ(y)];
        expect(a.add(c).toString()).toBe(da.plus(dc).toString());
        expect(a.subtract(c).toString()).toBe(da.minus(dc).toString());
        expect(a.multiply(c).toString()).toBe(da.times(dc).toString());
        expect(a.compareTo(c)).toBe(da.comparedTo(dc));
        expect(a.setScale(n, m).toString()).toBe(da.toDecimalPlaces(n, m).toString());
        if (dc.isZero()) expect(() => a.divideScale(c, n, m)).toThrow(/Division durch null/);
        else expect(a.divideScale(c, n, m).toString()).toBe(da.div(dc).toDecimalPlaces(n, m).toString());
        expect(a.toNumber()).toBe(Number(x));
        expect(a.longValue()).toBe(da.trunc().toNumber() + 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('divide ohne Skala: (x · y) / y = x, und durch 2^i · 5^j wie decimal.js', () => {
    fc.assert(
      fc.property(wert, wert, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (x, y, i, j) => {
        const [a, c] = [b(x), b(y)];
        if (c.compareTo(BigDezimal.ZERO) === 0) expect(() => a.multiply(c).divide(c)).toThrow(/Division durch null/);
        else expect(a.multiply(c).divide(c).toString()).toBe(new DJ(x).toString());
        const n = (2n ** BigInt(i) * 5n ** BigInt(j)).toString();
        expect(a.divide(b(n)).toString()).toBe(new DJ(x).div(new DJ(n)).toString());
      }),
      { numRuns: 2000 },
    );
  });
});

describe('geteilte Form: Produkte mit vielen Stellen ohne BigInt', () => {
  const GETEILT = 1;
  it('Tarifzone 3 des PAP 2026 bei X = 40000: (2.220100 × 173.1 + 2397) × 2.220100 + 1034.87', () => {
    // 2.220100 × 173.1 = 384.2993100; + 2397 = 2781.2993100; × 2.220100 = 6174.7625981310000
    // (scale 13, unscaled 61747625981310000 > 2^53); + 1034.87 = 7209.6325981310000 → 7209.
    const y = b('2.220100');
    const p = y.multiply(b('173.1')).add(b('2397')).multiply(y);
    expect([p.art, p.big, p.s, p.toString()]).toEqual([GETEILT, null, 13, '6174.762598131']);
    const st = p.add(b('1034.87'));
    expect([st.art, st.toString()]).toEqual([GETEILT, '7209.632598131']);
    expect(st.setScale(0, ROUND_DOWN).toString()).toBe('7209');
    expect(st.setScale(2, ROUND_UP).toString()).toBe('7209.64');
    expect(st.longValue()).toBe(7209);
    expect(st.toNumber()).toBe(7209.632598131);
  });

  it('negativ, Rundung in alle Richtungen, zurück zur Zahl', () => {
    // -123456789.1234567 × 98.765432 = -12193263111.1111023087944 (unscaled about 1.2·10^23).
    const p = b('-123456789.1234567').multiply(b('98.765432'));
    expect([p.art, p.toString()]).toEqual([GETEILT, '-12193263111.1111023087944']);
    expect(p.setScale(0, ROUND_HALF_UP).toString()).toBe('-12193263111');
    expect(p.setScale(3, ROUND_UP).toString()).toBe('-12193263111.112');
    expect(p.setScale(3, ROUND_FLOOR).toString()).toBe('-12193263111.112');
    expect(p.setScale(3, ROUND_CEILING).toString()).toBe('-12193263111.111');
    expect(p.setScale(3, ROUND_HALF_EVEN).toString()).toBe('-12193263111.111');
    expect(p.longValue()).toBe(-12193263111);
    // + 0.8888976912056 = -12193263110.2222046175888; + 12193263110.2222046175888 = 0, a number.
    const q = p.add(b('0.8888976912056'));
    expect(q.toString()).toBe('-12193263110.2222046175888');
    const nullwert = q.add(b('12193263110.2222046175888'));
    expect([nullwert.art, nullwert.toString(), nullwert.s]).toEqual([0, '0', 13]);
    expect(p.compareTo(q)).toBe(-1);
    expect(q.compareTo(p)).toBe(1);
    expect(p.compareTo(b('-12193263111.1111023087944'))).toBe(0);
  });

  it('genau auf der Hälfte: 1975308624000001 × 0.50 = 987654312000000.5 (Skala 2)', () => {
    const p = b('1975308624000001').multiply(b('0.50'));
    expect([p.art, p.toString()]).toEqual([GETEILT, '987654312000000.5']);
    expect(p.setScale(0, ROUND_HALF_EVEN).toString()).toBe('987654312000000');
    expect(p.setScale(0, ROUND_HALF_UP).toString()).toBe('987654312000001');
    expect(p.setScale(0, ROUND_HALF_DOWN).toString()).toBe('987654312000000');
    const m = b('-1975308624000001').multiply(b('0.50'));
    expect(m.setScale(0, ROUND_HALF_EVEN).toString()).toBe('-987654312000000');
    expect(m.setScale(0, ROUND_HALF_UP).toString()).toBe('-987654312000001');
    expect(m.setScale(0, ROUND_CEILING).toString()).toBe('-987654312000000');
  });

  it('gegen decimal.js: Produkte mit 1 bis 15 Stellen, dann jede Operation', () => {
    const DJ = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_DOWN, toExpNeg: -300, toExpPos: 300 });
    const text = (u: bigint, s: number) => {
      const t = (u < 0n ? -u : u).toString().padStart(s + 1, '0');
      return `${u < 0n ? '-' : ''}${s ? `${t.slice(0, t.length - s)}.${t.slice(t.length - s)}` : t}`;
    };
    const sicher = fc.oneof(
      fc.bigInt({ min: -(2n ** 53n - 1n), max: 2n ** 53n - 1n }),
      fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n }),
      fc.bigInt({ min: 2n ** 26n, max: 2n ** 28n }),
    );
    const faktor = fc.tuple(sicher, fc.integer({ min: 0, max: 8 })).map(([u, s]) => text(u, s));
    const anderer = fc.tuple(sicher, fc.integer({ min: -2, max: 16 })).map(([u, s]) => text(u, Math.max(s, 0)));
    const modus = fc.constantFrom(...(MODI as Decimal.Rounding[]));
    fc.assert(
      fc.property(
        faktor,
        faktor,
        faktor,
        faktor,
        anderer,
        fc.integer({ min: 0, max: 16 }),
        modus,
        (w, x, y, z, c, n, m) => {
          const p = b(w).multiply(b(x));
          const q = b(y).multiply(b(z));
          const k = b(c);
          const dp = new DJ(w).times(new DJ(x));
          const dq = new DJ(y).times(new DJ(z));
          const dk = new DJ(c);
          expect(p.toString()).toBe(dp.toString());
          expect(p.add(k).toString()).toBe(dp.plus(dk).toString());
          expect(k.subtract(p).toString()).toBe(dk.minus(dp).toString());
          expect(p.add(q).toString()).toBe(dp.plus(dq).toString());
          expect(p.subtract(q).toString()).toBe(dp.minus(dq).toString());
          expect(p.add(k).setScale(n, m).toString()).toBe(dp.plus(dk).toDecimalPlaces(n, m).toString());
          expect(p.setScale(n, m).toString()).toBe(dp.toDecimalPlaces(n, m).toString());
          expect(p.compareTo(q)).toBe(dp.comparedTo(dq));
          expect(p.compareTo(k)).toBe(dp.comparedTo(dk));
          expect(k.compareTo(p)).toBe(dk.comparedTo(dp));
          expect(p.multiply(k).toString()).toBe(dp.times(dk).toString());
          if (dk.isZero()) expect(() => p.divideScale(k, n, m)).toThrow(/Division durch null/);
          else expect(p.divideScale(k, n, m).toString()).toBe(dp.div(dk).toDecimalPlaces(n, m).toString());
          expect(p.longValue()).toBe(dp.trunc().toNumber() + 0);
          expect(p.toNumber()).toBe(Number(dp.toString()));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('teile ohne Gleitkommarest: Quotienten nahe 2^53 und knapp neben ganzen Zahlen', () => {
  it('divide mit Skala gegen decimal.js', () => {
    const DJ = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_DOWN, toExpNeg: -300, toExpPos: 300 });
    const zahl = fc.oneof(
      fc.bigInt({ min: 2n ** 53n - 10n ** 6n, max: 2n ** 53n - 1n }),
      fc.bigInt({ min: -(2n ** 53n - 1n), max: 2n ** 53n - 1n }),
      fc.bigInt({ min: -1000n, max: 1000n }),
    );
    fc.assert(
      fc.property(zahl, zahl, fc.constantFrom(...(MODI as Decimal.Rounding[])), (z, n, m) => {
        const [x, y] = [b(z.toString()), b(n.toString())];
        if (n === 0n) {
          expect(() => x.divideScale(y, 0, m)).toThrow(/Division durch null/);
          return;
        }
        expect(x.divideScale(y, 0, m).toString()).toBe(
          new DJ(z.toString()).div(n.toString()).toDecimalPlaces(0, m).toString(),
        );
        // (n·k + r) / n with r just below or above a multiple: the float quotient rounds to k.
        const k = z / (n < 0n ? -n : n) / 4n;
        for (const r of [-1n, 0n, 1n]) {
          const t = k * n + r;
          if (t > 2n ** 53n - 1n || t < -(2n ** 53n - 1n)) continue;
          const erwartet = new DJ(t.toString()).div(n.toString()).toDecimalPlaces(0, m).toString();
          expect(b(t.toString()).divideScale(y, 0, m).toString()).toBe(erwartet);
        }
      }),
      { numRuns: 5000 },
    );
  });
});
