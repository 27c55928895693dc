// Hand-checked cases: the tax computed here step by step from the law, independent of the PAP
// code, must equal the generated PAP's result.
//   § 32a Abs. 1 EStG 2025 and 2026 (tariff; text of the Steuerfortentwicklungsgesetz, BGBl. 2024 I
//     Nr. 449, e.g. https://buzer.de/gesetz/16838/a321119.htm for 2026),
//   § 9a Satz 1 Nr. 1 Buchst. a EStG (Arbeitnehmer-Pauschbetrag 1.230 Euro; 1.000/1.200/1.230 Euro
//   for 2021/2022/2023 and 102 Euro for Versorgungsbezüge in the BMF's Amtliches
//   Einkommensteuer-Handbuch 2023, https://esth.bundesfinanzministerium.de/esth/2023/tabellarische-Uebersicht/inhalt.html), § 10c Satz 1 EStG
//   (Sonderausgaben-Pauschbetrag 36 Euro), § 24b Abs. 2 Satz 1 EStG (Entlastungsbetrag 4.260 Euro),
//   § 32a Abs. 5 EStG (splitting, Steuerklasse III), § 32 Abs. 6 EStG (Kinderfreibetrag and
//   BEA-Freibetrag, values of data/einkommensteuer-eckwerte.yaml), §§ 3, 4 SolZG 1995 (5,5 %,
//   Freigrenze, Milderungszone 11,9 %).
// Vorsorgepauschale for 50.000 Euro, gesetzlich versichert, kvz=0, not childless (§ 39b Abs. 2
// Satz 5 Nr. 3 EStG): Rentenversicherung 9,3 % = 4.650, Kranken- 7,0 % = 3.500, Pflegeversicherung
// 1,8 % = 900; the unemployment insurance share (2026) stays within the Höchstbetrag of 1.900 Euro,
// which the Kranken- and Pflegeversicherung already exceed, so 9.050 Euro in all.
import { describe, expect, it } from 'vitest';
import { PAP_VERSIONEN } from '../../build/pap/index.ts';
import { berechne as pap2025 } from '../../build/pap/pap2025.ts';
import { berechne as pap2026 } from '../../build/pap/pap2026.ts';

interface Tarif {
  gfb: number;
  zone2bis: number;
  a2: number;
  zone3bis: number;
  a3: number;
  c3: number;
  c4: number;
  c5: number;
}
// § 32a Abs. 1 EStG, zones 2 to 5: (a2·y + 1400)·y; (a3·z + 2397)·z + c3; 0,42·x − c4; 0,45·x − c5.
const T2025: Tarif = {
  gfb: 12096,
  zone2bis: 17443,
  a2: 932.3,
  zone3bis: 68480,
  a3: 176.64,
  c3: 1015.13,
  c4: 10911.92,
  c5: 19246.67,
};
const T2026: Tarif = {
  gfb: 12348,
  zone2bis: 17799,
  a2: 914.51,
  zone3bis: 69878,
  a3: 173.1,
  c3: 1034.87,
  c4: 11135.63,
  c5: 19470.38,
};

function est(zve: number, t: Tarif): number {
  const x = Math.floor(zve);
  let s: number;
  if (x <= t.gfb) s = 0;
  else if (x <= t.zone2bis) {
    const y = (x - t.gfb) / 10000;
    s = (t.a2 * y + 1400) * y;
  } else if (x <= t.zone3bis) {
    const z = (x - t.zone2bis) / 10000;
    s = (t.a3 * z + 2397) * z + t.c3;
  } else if (x <= 277825) s = 0.42 * x - t.c4;
  else s = 0.45 * x - t.c5;
  return Math.floor(s + 1e-9);
}

const ANP = 1230;
const SAP = 36;
const VSP_50000 = 4650 + 3500 + 900;
const ZVE_50000 = 50000 - ANP - SAP - VSP_50000; // 39.684

const cent = (r: Record<string, unknown>, k: string) => Number(String(r[k]));

describe('Handrechnung nach dem Gesetz, Jahreslohn 50.000 Euro', () => {
  for (const [jahr, pap, t] of [
    [2025, pap2025, T2025],
    [2026, pap2026, T2026],
  ] as const) {
    it(`${jahr}: Steuerklasse I, IV, II, III und Kinderfreibetrag für die Kirchensteuer`, () => {
      const basis = { LZZ: 1, RE4: 5_000_000, KVZ: 0, R: 0 };
      expect(ZVE_50000).toBe(39684);
      expect(cent(pap({ ...basis, STKL: 1 }), 'LSTLZZ')).toBe(est(ZVE_50000, t) * 100);
      expect(cent(pap({ ...basis, STKL: 4 }), 'LSTLZZ')).toBe(est(ZVE_50000, t) * 100);
      expect(cent(pap({ ...basis, STKL: 2 }), 'LSTLZZ')).toBe(est(ZVE_50000 - 4260, t) * 100);
      expect(cent(pap({ ...basis, STKL: 3 }), 'LSTLZZ')).toBe(2 * est(ZVE_50000 / 2, t) * 100);
      // Kinderfreibetrag and BEA-Freibetrag of both parents per child (ZKF=1): 2 × (3.336 + 1.464)
      // in 2025, 2 × (3.414 + 1.464) in 2026; they reduce only the church tax base BK.
      const kfb = jahr === 2025 ? 9600 : 9756;
      const r = pap({ ...basis, STKL: 1, ZKF: 1, R: 1 });
      expect(cent(r, 'LSTLZZ')).toBe(est(ZVE_50000, t) * 100);
      expect(cent(r, 'BK')).toBe(est(ZVE_50000 - kfb, t) * 100);
    });
  }
  it('2026: die Handrechnung trifft die Werte der BMF-Schnittstelle (7.109, 5.797 und 3.062 Euro)', () => {
    expect(est(ZVE_50000, T2026)).toBe(7109);
    expect(est(ZVE_50000 - 4260, T2026)).toBe(5797);
    expect(2 * est(ZVE_50000 / 2, T2026)).toBe(3062);
  });
});

describe('Solidaritätszuschlag an der Freigrenze (§§ 3, 4 SolZG 1995)', () => {
  for (const [jahr, pap, freigrenze] of [
    [2025, pap2025, 19950],
    [2026, pap2026, 20350],
  ] as const) {
    it(`${jahr}: Freigrenze ${freigrenze} Euro, darüber höchstens 11,9 % des Mehrbetrags`, () => {
      // Annual wages around the Freigrenze: find the last wage (in 10-euro steps) whose
      // Lohnsteuer is at most the Freigrenze, then check the surcharge on both sides by hand.
      const lst = (re4: number) => pap({ LZZ: 1, RE4: re4, STKL: 1, KVZ: 0, R: 0 });
      let unten = 5_000_000;
      let oben = 20_000_000;
      while (oben - unten > 1000) {
        const m = Math.round((unten + oben) / 2000) * 1000;
        if (cent(lst(m), 'LSTLZZ') <= freigrenze * 100) unten = m;
        else oben = m;
      }
      const a = lst(unten);
      const b = lst(oben);
      expect(cent(a, 'LSTLZZ')).toBeLessThanOrEqual(freigrenze * 100);
      expect(cent(a, 'SOLZLZZ')).toBe(0);
      const l = cent(b, 'LSTLZZ') / 100;
      expect(l).toBeGreaterThan(freigrenze);
      const hand = Math.floor(Math.min(l * 0.055, (l - freigrenze) * 0.119) * 100 + 1e-6);
      expect(cent(b, 'SOLZLZZ')).toBe(hand);
      expect(hand).toBeGreaterThan(0);
    });
  }
  it('2026: Milderungszone bei 100.000 Euro, Steuerklasse I (BMF-Schnittstelle: 416,26 Euro)', () => {
    const r = pap2026({ LZZ: 1, RE4: 10_000_000, STKL: 1 });
    const l = cent(r, 'LSTLZZ') / 100;
    expect(cent(r, 'SOLZLZZ')).toBe(Math.floor(Math.min(l * 0.055, (l - 20350) * 0.119) * 100 + 1e-6));
    expect(cent(r, 'SOLZLZZ')).toBe(41626);
  });
});

describe('Handrechnung 2026: Versorgungsbezüge und sonstige Bezüge', () => {
  it('Versorgungsbezug 30.000 Euro, Versorgungsbeginn 2020, privat versichert ohne Beiträge, keine Rentenversicherung', () => {
    // § 19 Abs. 2 EStG for Versorgungsbeginn 2020 (data/versorgungsfreibetrag.yaml): 16,0 %,
    // at most 1.200 Euro, Zuschlag 360 Euro; Werbungskosten-Pauschbetrag 102 Euro (§ 9a Satz 1
    // Nr. 1 Buchst. b EStG); no Vorsorgepauschale (pkv=1 without contributions, krv=1, alv=1).
    const fvb = Math.min(30000 * 0.16, 1200);
    const zve = 30000 - fvb - 360 - 102 - SAP;
    const r = pap2026({
      LZZ: 1,
      RE4: 3_000_000,
      VBEZ: 3_000_000,
      VBEZM: 250_000,
      VBEZS: 0,
      VJAHR: 2020,
      ZMVB: 12,
      STKL: 1,
      PKV: 1,
      PKPV: 0,
      KRV: 1,
      ALV: 1,
      R: 0,
    });
    expect(cent(r, 'LSTLZZ')).toBe(est(zve, T2026) * 100);
    expect(cent(r, 'VFRB')).toBe((102 + fvb + 360) * 100);
  });
  it('sonstiger Bezug 5.000 Euro zu 50.000 Euro Jahreslohn: Differenz der Jahreslohnsteuer (§ 39b Abs. 3 EStG)', () => {
    // Vorsorgepauschale on 55.000 Euro: 9,3 % + 7,0 % + 1,8 % = 9.955 Euro.
    const mit = est(55000 - ANP - SAP - (5115 + 3850 + 990), T2026);
    const ohne = est(ZVE_50000, T2026);
    const r = pap2026({ LZZ: 2, RE4: 416_667, JRE4: 5_000_004, SONSTB: 500_000, STKL: 1, KVZ: 0, R: 0 });
    expect(cent(r, 'STS')).toBe((mit - ohne) * 100);
  });
});

// Older versions (besides the BMF check values in pap.test.ts): a privately insured employee without contributions
// (pkv=1, pkpv=0) outside the statutory pension insurance (krv=2) gets only the
// Mindestvorsorgepauschale of 12 % of the wage, at most 1.900 Euro in Steuerklasse I (§ 39b Abs. 2
// Satz 5 Nr. 3 EStG in the versions up to 2025). Tariffs: § 32a Abs. 1 EStG for 2018 (9.000 Euro
// Grundfreibetrag, https://udokoepke.de/glossar/der-steuertarif-nach-%C2%A7-32a-estg/) and 2024 in
// the version before the Steuerfortentwicklungsgesetz (11.604 Euro, https://dejure.org/gesetze/EStG/32a.html);
// Arbeitnehmer-Pauschbetrag 1.000 Euro (2018) and 1.230 Euro (2024).
describe('Handrechnung ältere Fassungen: Mindestvorsorgepauschale', () => {
  const T2018: Tarif = {
    gfb: 9000,
    zone2bis: 13996,
    a2: 997.8,
    zone3bis: 54949,
    a3: 220.13,
    c3: 948.49,
    c4: 8621.75,
    c5: 16437.7,
  };
  const T2024: Tarif = {
    gfb: 11604,
    zone2bis: 17005,
    a2: 922.98,
    zone3bis: 66760,
    a3: 181.19,
    c3: 1025.38,
    c4: 10602.13,
    c5: 18936.88,
  };
  for (const [id, t, anp] of [
    ['2018', T2018, 1000],
    ['2024', T2024, 1230],
  ] as const) {
    it(`PAP ${id}: Steuerklasse I, 30.000, 50.000 und 80.000 Euro Jahreslohn`, () => {
      const v = PAP_VERSIONEN.find((x) => x.id === id)!;
      for (const lohn of [30000, 50000, 80000]) {
        const r = v.modul.berechne({ LZZ: 1, RE4: lohn * 100, STKL: 1, PKV: 1, PKPV: 0, KRV: 2, R: 0, ALTER1: 0 });
        expect(cent(r, 'LSTLZZ')).toBe(est(lohn - anp - SAP - Math.min(0.12 * lohn, 1900), t) * 100);
      }
    });
  }
});
