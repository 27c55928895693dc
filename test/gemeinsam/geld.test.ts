// Hand-worked values for the exact money module: each expected figure is the product or quotient
// worked on paper, with the rounding rule named.
import { describe, expect, it } from 'vitest';
import {
  alsZahl,
  anteil,
  bruch,
  cent,
  differenz,
  euroText,
  gerundet,
  halb,
  minus,
  plus,
  rundeQuotient,
  satz,
  teile,
  verhaeltnis,
} from '../../src/gemeinsam/geld';

describe('geld', () => {
  it('liest einen Satz als die Dezimalzahl, die in den Daten steht', () => {
    expect(satz(2.45)).toEqual({ zaehler: 245, nenner: 100 });
    expect(satz(0.0025)).toEqual({ zaehler: 25, nenner: 10_000 });
    expect(satz(18.6)).toEqual({ zaehler: 186, nenner: 10 });
    expect(satz(13)).toEqual({ zaehler: 13, nenner: 1 });
    expect(alsZahl(halb(satz(14.6)))).toBe(7.3);
    expect(alsZahl(plus(satz(1.8), satz(0.6)))).toBe(2.4);
    expect(alsZahl(minus(satz(1.8), satz(0.5)))).toBe(1.3);
  });

  it('rundet halbe Cent aufwärts (§ 1 Abs. 2 BVV)', () => {
    // 7,3 % von 3.500,00 € = 255,50 € exakt.
    expect(anteil(350_000, halb(satz(14.6)))).toBe(25_550);
    // 1,45 % von 1.234,50 € = 17,90025 € -> 17,90 €.
    expect(anteil(123_450, halb(satz(2.9)))).toBe(1_790);
    // 1,225 % von 1.000,00 € = 12,25 € exakt; 1,225 % von 1,00 € = 0,01225 € -> 0,01 €.
    expect(anteil(100_000, halb(satz(2.45)))).toBe(1_225);
    expect(anteil(100, halb(satz(2.45)))).toBe(1);
    // 0,15 % von 3,00 € = 0,0045 € -> 0,00 €; von 3,34 € = 0,00501 € -> 0,01 €.
    expect(anteil(300, satz(0.15))).toBe(0);
    expect(anteil(334, satz(0.15))).toBe(1);
    // 1,3 % von 50,00 € = 0,65 € exakt; halbe Cent: 9,3 % von 0,05 € = 0,00465 € -> 0,00 €,
    // von 0,55 € = 0,05115 € -> 0,05 €; 5 % von 0,10 € = 0,005 € -> 0,01 €.
    expect(anteil(5_000, satz(1.3))).toBe(65);
    expect(anteil(5, satz(9.3))).toBe(0);
    expect(anteil(55, satz(9.3))).toBe(5);
    expect(anteil(10, satz(5))).toBe(1);
  });

  it('rundet negative Beträge vom Nullpunkt weg und schneidet ab, wenn verlangt', () => {
    // -0,25 % von 2,00 € = -0,005 € -> -0,01 €.
    expect(anteil(200, satz(-0.25))).toBe(-1);
    // 9 % von 12,34 € = 1,1106 € -> abgeschnitten 1,11 €, aufgerundet 1,12 €.
    expect(anteil(1_234, satz(9), 'ab')).toBe(111);
    expect(anteil(1_234, satz(9), 'auf')).toBe(112);
    expect(teile(-7, 2)).toBe(-4);
    expect(teile(-7, 2, 'ab')).toBe(-3);
    expect(teile(7, 2)).toBe(4);
    expect(teile(100, 30)).toBe(3);
  });

  it('rechnet über 2^53 hinaus mit BigInt weiter', () => {
    // 1.000.000.000.000,05 € × 18,6 % = 186.000.000.000,0093 € -> 186.000.000.000,01 €: das Produkt
    // 100.000.000.000.005 × 186 liegt über 2^53.
    expect(anteil(100_000_000_000_005, satz(18.6))).toBe(18_600_000_000_001);
    expect(teile(10n ** 20n + 1n, 2n)).toBe(Number(5n * 10n ** 19n + 1n));
    // 123.456,78 € × 2.000,00 € / 3.000,00 € = 82.304,52 €.
    expect(verhaeltnis(12_345_678, 200_000, 300_000)).toBe(8_230_452);
  });

  it('nimmt Euro mit höchstens zwei Nachkommastellen', () => {
    expect(cent(1234.56)).toBe(123_456);
    expect(cent(0.1 + 0.2)).toBe(30);
    expect(() => cent(3500.005)).toThrow(RangeError);
  });

  it('liest Werte der Daten als Cent und nennt einen, der keiner ist', () => {
    // Geringfügigkeitsgrenze 2024 538 €, Mindestbemessung 175 €, Rundung des Tagesfreibetrags 0,05 €, BBG
    // KV 2025 66.150 €.
    expect(cent(538, 'uebergangsbereich.untergrenze_monat')).toBe(53_800);
    expect(cent(175)).toBe(17_500);
    expect(cent(0.05)).toBe(5);
    expect(cent(66_150)).toBe(6_615_000);
    expect(() => cent(538.005, 'uebergangsbereich.untergrenze_monat')).toThrow(
      'uebergangsbereich.untergrenze_monat: kein Centbetrag: 538.005',
    );
    expect(() => cent(538.005)).toThrow('Kein Centbetrag: 538.005');
  });

  it('schreibt Cent als Euro mit Komma, ohne Gleitkomma', () => {
    expect(euroText(0)).toBe('0,00');
    expect(euroText(5)).toBe('0,05');
    expect(euroText(123_456)).toBe('1234,56');
    // 5.512,50 € (BBG KV 2025 je Monat) und ein Betrag über 2^31.
    expect(euroText(551_250)).toBe('5512,50');
    expect(euroText(300_000_000_001)).toBe('3000000000,01');
    expect(euroText(-1_999)).toBe('-19,99');
    for (let c = 0; c < 20_000; c += 7) expect(euroText(c)).toBe((c / 100).toFixed(2).replace('.', ','));
    expect(() => euroText(1.5)).toThrow(RangeError);
  });

  it('liest Zahlen jeder Länge genau als Dezimalbruch', () => {
    expect(bruch(0.1)).toEqual({ zaehler: 1n, nenner: 10n });
    expect(bruch(1e-7)).toEqual({ zaehler: 1n, nenner: 10_000_000n });
    expect(bruch(1e21)).toEqual({ zaehler: 10n ** 21n, nenner: 1n });
    expect(bruch(0.123456789012)).toEqual({ zaehler: 123_456_789_012n, nenner: 10n ** 12n });
    expect(bruch(-2.5)).toEqual({ zaehler: -25n, nenner: 10n });
    // 5 − 4,99 = 0,01 genau (als Gleitkommazahl 0,00999…).
    expect(differenz(5, 4.99)).toEqual({ zaehler: 1n, nenner: 100n });
    expect(() => bruch(Number.NaN)).toThrow(RangeError);
  });

  it('rechnet Produkt durch Produkt genau und rundet einmal', () => {
    // 3.500,00 € / 30 = 116,666… € -> 11.667 Cent.
    expect(gerundet([3500, 100], [30])).toBe(11_667);
    // 1,005 € in Cent = 100,5 -> 101 (als Gleitkommazahl 100,49999…).
    expect(gerundet([1.005, 100])).toBe(101);
    // 50,00 € × 25 % = 12,50 €; 17,125 € × 40 % = 6,85 € genau.
    expect(gerundet([50, 25])).toBe(1250);
    expect(gerundet([17.125, 40])).toBe(685);
    // 4,5 / 6 × 30 Tage = 22,5 Tage, abgeschnitten 22, halb aufgerundet 23.
    expect(gerundet([4.5, 30], [6], 'ab')).toBe(22);
    expect(gerundet([4.5, 30], [6])).toBe(23);
    // 8,99 / 300 × 100 % = 2,99666… % -> in Hundertstel abgeschnitten 299.
    expect(gerundet([8.99, 100, 100], [300], 'ab')).toBe(299);
    // 1 − 0,005 = 0,995 -> auf Hundertstel 100 (halb aufwärts), nicht 99.
    expect(gerundet([differenz(1, 0.005), 100])).toBe(100);
    // Ein Satz als Faktor: 7,3 % (14,6 / 2) von 1.000,00 € = 73,00 €.
    expect(gerundet([1000, halb(satz(14.6))])).toBe(7300);
    expect(gerundet([-7], [2])).toBe(-4);
    expect(gerundet([7], [-2])).toBe(-4);
    expect(() => gerundet([1], [0])).toThrow(RangeError);
  });

  it('rundet einen Quotienten für eine Position auf die nächste ganze Zahl, Hälften aufwärts', () => {
    // 7/2 = 3.5 -> 4; 10/4 = 2.5 -> 3; 5/3 = 1.67 -> 2; 4/3 = 1.33 -> 1; -7/2 = -3.5 -> -3 (Math.round).
    expect(rundeQuotient(7, 2)).toBe(4);
    expect(rundeQuotient(10, 4)).toBe(3);
    expect(rundeQuotient(5, 3)).toBe(2);
    expect(rundeQuotient(4, 3)).toBe(1);
    expect(rundeQuotient(-7, 2)).toBe(-3);
  });

  it('liest die Euro-Werte der Daten als Cent (Freigrenze, Jahresgrenze, Rundungsstufe)', () => {
    // 50 Euro Sachbezugsfreigrenze, 90 600 Euro BBG RV 2024, 0,01 Euro Stufe, 175 Euro Mindestbemessung.
    expect(cent(50)).toBe(5_000);
    expect(cent(90_600)).toBe(9_060_000);
    expect(cent(0.01)).toBe(1);
    expect(cent(175)).toBe(17_500);
  });
});
