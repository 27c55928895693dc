// Höchstzuschüsse zur privaten Kranken- und Pflegeversicherung (§ 257 Abs. 2 SGB V, § 61 Abs. 2
// SGB XI). Die Beträge sind die veröffentlichten (AOK Bremen/Bremerhaven, TK-Lex, BIG direkt, Haufe,
// PKV-Verband, Koenig & Bauer BKK, BKK DB; siehe hinweis jeder Stufe), und jede Stufe ist die
// Herleitung aus der Beitragsbemessungsgrenze (rechengroessen) und den Beitragssätzen
// (beitragssaetze): Arbeitgeberanteil auf BBG/12, kaufmännisch gerundet. Die zweite Prüfung hält
// den Datensatz an die beiden anderen gebunden.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { datensatz, stufeAm, wertAm } from '../werte';

const R = (x: Decimal) => Number(x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString());

describe('beitragszuschuss-pkv: veröffentlichte Beträge', () => {
  it.each([
    // Jahr/Tag, KV, PV, PV Sachsen (Quelle in der Tabelle der Recherche, hinweis der Stufe)
    ['2015-06-30', 301.13, 48.47, 27.84],
    ['2017-06-30', 317.55, 55.46, 33.71],
    ['2019-06-30', 351.66, 69.2, 46.51],
    ['2021-06-30', 384.58, 73.77, 49.58],
    ['2023-06-30', 403.99, 76.06, 51.12],
    ['2023-07-01', 403.99, 84.79, 59.85],
    ['2024-06-30', 421.76, 87.98, 62.1],
    ['2025-06-30', 471.32, 99.23, 71.66],
  ])('%s', (tag, kv, pv, sn) => {
    expect(wertAm('beitragszuschuss-pkv', 'kv_hoechstzuschuss_monat', tag)).toBe(kv);
    expect(wertAm('beitragszuschuss-pkv', 'pv_hoechstzuschuss_monat', tag)).toBe(pv);
    expect(wertAm('beitragszuschuss-pkv', 'pv_hoechstzuschuss_sachsen_monat', tag)).toBe(sn);
  });
});

describe('beitragszuschuss-pkv: jede Stufe folgt aus BBG und Beitragssätzen', () => {
  const stufen = datensatz('beitragszuschuss-pkv').bestandteile.flatMap((b) => b.stufen.map((s) => [b.id, s] as const));
  it.each(stufen.map(([id, s]) => [id, s.gueltig_ab, s]))('%s ab %s', (id, tag, s) => {
    const bbg = new Decimal(wertAm('rechengroessen', 'bbg_kv_pv', Number(String(tag).slice(0, 4))) as number).dividedBy(
      12,
    );
    const anteil = (bestandteil: string) => stufeAm('beitragssaetze', bestandteil, String(tag))?.arbeitgeber as number;
    let satz: Decimal;
    if (id === 'kv_hoechstzuschuss_monat') {
      // Seit 2019 halber allgemeiner Satz plus halber durchschnittlicher Zusatzbeitragssatz.
      satz = new Decimal(anteil('kv_allgemein'));
      if (String(tag) >= '2019-01-01')
        satz = satz.plus(
          new Decimal(wertAm('beitragssaetze', 'kv_zusatzbeitrag_durchschnitt', String(tag)) as number).dividedBy(2),
        );
    } else satz = new Decimal(anteil(id === 'pv_hoechstzuschuss_monat' ? 'pv' : 'pv_sachsen'));
    expect(s.wert).toBe(R(bbg.times(satz).dividedBy(100)));
  });

  it('deckt dieselben Jahre wie rechengroessen ab, nicht mehr', () => {
    const d = datensatz('beitragszuschuss-pkv');
    expect(d.abdeckung.bis).toBe(datensatz('rechengroessen').abdeckung.bis);
  });
});
