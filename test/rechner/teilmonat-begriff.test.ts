// The part month's rules on their own (src/rechner/abrechnung/teilmonat.ts), with the month's values
// given by hand: each expected figure worked on paper from the rule named.
import { describe, expect, it } from 'vitest';
import type { Eingabe } from '../../src/rechner/abrechnung/eingabe';
import {
  artGrenzen,
  grenzeFuerSvTage,
  type Monatswerte,
  monatsentgelt,
  monatsgrenze,
  svTage,
  uebergangsTage,
} from '../../src/rechner/abrechnung/teilmonat';
import type { Gelesen } from '../../src/vertrag/modul';

const gelesen = (wert: number, bestandteil: string): Gelesen => ({
  wert,
  arbeitgeber: null,
  arbeitnehmer: null,
  zusatz: {},
  rechtsgrundlage: '',
  quelle: null,
  datensatz: 'test',
  bestandteil,
  datenstand: '2026-12-01',
});

// 2024: Geringfügigkeitsgrenze 538 Euro, Obergrenze des Übergangsbereichs 2.000 Euro; 30 SV-Tage je
// Monat, 360 je Jahr (§ 1 Abs. 1 Satz 1 BVV).
function monat(teil: Eingabe['teil']): Monatswerte {
  return {
    e: { teil } as Eingabe,
    svTageMonat: () => gelesen(30, 'sv_tage_monat'),
    svTageJahr: () => gelesen(360, 'sv_tage_jahr'),
    untergrenzeCent: () => 53_800,
    obergrenzeCent: () => 200_000,
    bbgKvCent: () => 0,
    bbgRvCent: () => 0,
    // The yearly ceilings of 2024 (KV/PV 62.100 Euro, RV/AV West 90.600 Euro).
    bbgKv: () => gelesen(62_100, 'bbg_kv'),
    bbgRv: () => gelesen(90_600, 'bbg_rv'),
    pap: () => ({ version: { modul: { EINGABEN: [] } } }),
  };
}

const BBG_KV_2024 = gelesen(62_100, 'bbg_kv_pv');
const BBG_RV_2024 = gelesen(90_600, 'bbg_rv_west');
const teil16 = { svTage: 16, lohnsteuerTage: 16 };

describe('teilmonat', () => {
  it('die Grenze des vollen Monats ist ein Zwölftel der Jahresgrenze', () => {
    // 62.100 / 12 = 5.175,00 Euro; 90.600 / 12 = 7.550,00 Euro.
    expect(monatsgrenze(BBG_KV_2024)).toBe(517_500);
    expect(grenzeFuerSvTage(monat(null), BBG_RV_2024)).toBe(755_000);
    // 30 SV-Tage sind der volle Monat, auch als Teilmonat angegeben.
    expect(grenzeFuerSvTage(monat({ svTage: 30, lohnsteuerTage: 30 }), BBG_KV_2024)).toBe(517_500);
    // 62.100,01 / 12 ist kein Centbetrag: ein Fehler der Daten.
    expect(() => monatsgrenze(gelesen(62_100.01, 'bbg_kv_pv'))).toThrow('test.bbg_kv_pv');
  });

  it('16 SV-Tage 2024: 2.760,00 und 4.026,67 Euro (Haufe, anteilige Beitragsbemessungsgrenzen)', () => {
    // KV/PV 62.100 × 16 / 360 = 2.760,00; RV/AV 90.600 × 16 / 360 = 4.026,666… → 4.026,67 (einmal
    // gerundet; 251,67 × 16 = 4.026,72 wäre falsch).
    expect(grenzeFuerSvTage(monat(teil16), BBG_KV_2024)).toBe(276_000);
    expect(grenzeFuerSvTage(monat(teil16), BBG_RV_2024)).toBe(402_667);
  });

  it('die Grenzen der Arten gelten für das hochgerechnete Entgelt', () => {
    // Voller Monat: die Grenzen selbst.
    expect(artGrenzen(monat(null))).toEqual({ minijob: 53_800, uebergangsbereich: 200_000 });
    // 16 Tage: ⌊538,00 × 16 / 30⌋ = ⌊286,933…⌋ = 286,93 Euro; 2.000 × 16 / 30 = 1.066,666… → 1.066,66.
    expect(artGrenzen(monat(teil16))).toEqual({ minijob: 28_693, uebergangsbereich: 106_666 });
    // 286,93 × 30 / 16 = 537,99 ≤ 538 (Minijob); 286,94 × 30 / 16 = 538,0125 > 538.
    expect(monatsentgelt(monat(teil16), 28_693)).toBe(53_799);
    expect(monatsentgelt(monat(teil16), 28_694)).toBe(53_801);
  });

  it('das Monatsentgelt des Teilmonats: Entgelt × 30 / SV-Tage, auf den Cent gerundet', () => {
    // 1.500 × 30 / 16 = 2.812,50 Euro.
    expect(monatsentgelt(monat(teil16), 150_000)).toBe(281_250);
    // 1.000 × 30 / 7 = 4.285,714… → 4.285,71 Euro.
    expect(monatsentgelt(monat({ svTage: 7, lohnsteuerTage: null }), 100_000)).toBe(428_571);
    expect(monatsentgelt(monat(null), 150_000)).toBe(150_000);
  });

  it('SV-Tage des Monats und der Übergangsformel', () => {
    expect(svTage(monat(null))).toBe(30);
    expect(svTage(monat(teil16))).toBe(16);
    expect(uebergangsTage(monat(null))).toBeUndefined();
    expect(uebergangsTage(monat(teil16))).toEqual({ tage: 16, voll: 30 });
  });
});
