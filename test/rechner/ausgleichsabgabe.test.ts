import { describe, expect, it } from 'vitest';
import { ausgleichsabgabe } from '../../src/datensaetze/ausgleichsabgabe';
import type { Objekt } from '../../src/vertrag/modell';
import { datensatz, stufeAm } from '../werte';

// The levy calculator at every tier boundary, computed by hand from §§ 154, 157, 160 SGB IX
// (gesetze-im-internet.de/sgb_9_2018/__154.html, __157.html, __160.html). Amounts per unfilled
// position and month come from data/ausgleichsabgabe.yaml (tested against the BMAS
// announcements in test/daten/ausgleichsabgabe.test.ts):
// 2023: 140 / 245 / 360, small employers 140 and 140 / 245;
// 2025: 155 / 275 / 405 / 815 at quota 0, small employers under 40: 155, 235 with nobody;
//       under 60: 155 (less than two), 275 (less than one), 465 with nobody.
// The components of a year as the answer carries them: the value and the zusatz of the level.
function werte(jahr: number): Objekt[] {
  return datensatz('ausgleichsabgabe').bestandteile.flatMap((b) => {
    const s = stufeAm('ausgleichsabgabe', b.id, jahr);
    return s ? [{ id: b.id, wert: s.wert, ...s.zusatz }] : [];
  });
}
const w2023 = werte(2023);
const w2025 = werte(2025);

describe('ausgleichsabgabe: Beschäftigungspflicht und Pflichtplätze (§§ 154, 157 SGB IX)', () => {
  it('19 Arbeitsplätze: keine Beschäftigungspflicht, keine Abgabe', () => {
    expect(ausgleichsabgabe(19, 0, w2025)).toMatchObject({
      pflichtplaetze: 0,
      stufe: 'keine_beschaeftigungspflicht',
      abgabe_jahr: 0,
    });
  });
  // Unter 60 Arbeitsplätzen wird abgerundet: 59 x 5 % = 2,95 -> 2.
  it('59 Arbeitsplätze: 2,95 abgerundet auf 2 Pflichtplätze', () =>
    expect(ausgleichsabgabe(59, 2, w2025)).toMatchObject({ pflichtplaetze: 2, stufe: 'erfuellt', abgabe_jahr: 0 }));
  // Ab 60 wird ab 0,5 aufgerundet: 69 x 5 % = 3,45 -> 3; 70 x 5 % = 3,5 -> 4.
  it('69 Arbeitsplätze: 3,45 -> 3 Pflichtplätze', () => expect(ausgleichsabgabe(69, 3, w2025).pflichtplaetze).toBe(3));
  it('70 Arbeitsplätze: 3,5 -> 4 Pflichtplätze', () =>
    expect(ausgleichsabgabe(70, 3, w2025)).toMatchObject({ pflichtplaetze: 4, unbesetzt: 1 }));
});

describe('ausgleichsabgabe: Staffel nach Beschäftigungsquote (§ 160 Abs. 2 Satz 1 SGB IX), 2025', () => {
  // 100 Plätze -> 5 Pflichtplätze. besetzt 3: Quote 3,00 % -> 155; 2 unbesetzt x 12 x 155 = 3.720.
  it('Quote genau 3 %: 155 Euro', () =>
    expect(ausgleichsabgabe(100, 3, w2025)).toMatchObject({
      beschaeftigungsquote_prozent: 3,
      stufe: 'quote_3_bis_unter_5',
      betrag_monat: 155,
      unbesetzt: 2,
      unbesetzt_monate: 24,
      abgabe_jahr: 3720,
    }));
  // besetzt 2,99: Quote 2,99 % -> 275; 2,01 x 12 x 275 = 6.633.
  it('Quote 2,99 %: 275 Euro', () =>
    expect(ausgleichsabgabe(100, 2.99, w2025)).toMatchObject({
      stufe: 'quote_2_bis_unter_3',
      betrag_monat: 275,
      abgabe_jahr: 6633,
    }));
  // besetzt 2: Quote 2,00 % -> 275; 3 x 12 x 275 = 9.900.
  it('Quote genau 2 %: 275 Euro', () =>
    expect(ausgleichsabgabe(100, 2, w2025)).toMatchObject({ stufe: 'quote_2_bis_unter_3', abgabe_jahr: 9900 }));
  // besetzt 1,99: Quote 1,99 % -> 405; 3,01 x 12 x 405 = 14.628,60.
  it('Quote 1,99 %: 405 Euro', () =>
    expect(ausgleichsabgabe(100, 1.99, w2025)).toMatchObject({
      stufe: 'quote_ueber_0_bis_unter_2',
      betrag_monat: 405,
      abgabe_jahr: 14628.6,
    }));
  // besetzt 0,01: Quote 0,01 % (mehr als 0) -> 405; 4,99 x 12 x 405 = 24.251,40.
  it('Quote knapp über 0: 405 Euro', () =>
    expect(ausgleichsabgabe(100, 0.01, w2025)).toMatchObject({
      stufe: 'quote_ueber_0_bis_unter_2',
      abgabe_jahr: 24251.4,
    }));
  // besetzt 0: seit 2024 eigene Stufe -> 815; 5 x 12 x 815 = 48.900.
  it('Quote 0 %: 815 Euro', () =>
    expect(ausgleichsabgabe(100, 0, w2025)).toMatchObject({ stufe: 'quote_0', betrag_monat: 815, abgabe_jahr: 48900 }));
  it('Pflicht erfüllt: keine Abgabe', () =>
    expect(ausgleichsabgabe(100, 5, w2025)).toMatchObject({ unbesetzt: 0, stufe: 'erfuellt', abgabe_jahr: 0 }));
  // Die Quote wird abgeschnitten, nicht gerundet: 8,99 / 300 = 2,9966 % -> 2,99 % (gerundet wäre es
  // 3,00 % und die günstigere Stufe). 15 Pflichtplätze, 6,01 unbesetzt x 12 x 275 = 19.833.
  it('Quote abgeschnitten: 2,9966 % zählt als 2,99 %', () =>
    expect(ausgleichsabgabe(300, 8.99, w2025)).toMatchObject({
      pflichtplaetze: 15,
      beschaeftigungsquote_prozent: 2.99,
      stufe: 'quote_2_bis_unter_3',
      abgabe_jahr: 19833,
    }));
});

describe('ausgleichsabgabe: Kleinbetriebe (§ 160 Abs. 2 Satz 2 SGB IX), 2025', () => {
  // 20 Plätze -> 1 Pflichtplatz; niemand beschäftigt -> 235; 1 x 12 x 235 = 2.820.
  it('20 Plätze, niemand: 235 Euro', () =>
    expect(ausgleichsabgabe(20, 0, w2025)).toMatchObject({
      pflichtplaetze: 1,
      stufe: 'klein_unter_40_null',
      abgabe_jahr: 2820,
    }));
  // 39 Plätze -> 1,95 -> 1; besetzt 0,5 -> weniger als einer -> 155; 0,5 x 12 x 155 = 930.
  it('39 Plätze, 0,5 besetzt: 155 Euro', () =>
    expect(ausgleichsabgabe(39, 0.5, w2025)).toMatchObject({
      pflichtplaetze: 1,
      stufe: 'klein_unter_40_weniger_als_1',
      abgabe_jahr: 930,
    }));
  // 40 Plätze -> 2; besetzt 1 -> weniger als zwei -> 155; 1 x 12 x 155 = 1.860.
  it('40 Plätze, 1 besetzt: 155 Euro', () =>
    expect(ausgleichsabgabe(40, 1, w2025)).toMatchObject({
      pflichtplaetze: 2,
      stufe: 'klein_unter_60_weniger_als_2',
      abgabe_jahr: 1860,
    }));
  // 59 Plätze -> 2; besetzt 0,9 -> weniger als einer -> 275; 1,1 x 12 x 275 = 3.630.
  it('59 Plätze, 0,9 besetzt: 275 Euro', () =>
    expect(ausgleichsabgabe(59, 0.9, w2025)).toMatchObject({
      stufe: 'klein_unter_60_weniger_als_1',
      abgabe_jahr: 3630,
    }));
  // 59 Plätze, niemand -> 465; 2 x 12 x 465 = 11.160.
  it('59 Plätze, niemand: 465 Euro', () =>
    expect(ausgleichsabgabe(59, 0, w2025)).toMatchObject({ stufe: 'klein_unter_60_null', abgabe_jahr: 11160 }));
  // 60 Plätze sind kein Kleinbetrieb mehr: 3 Pflichtplätze, Quote 0 -> 815; 3 x 12 x 815 = 29.340.
  it('60 Plätze, niemand: allgemeine Staffel, 815 Euro', () =>
    expect(ausgleichsabgabe(60, 0, w2025)).toMatchObject({ pflichtplaetze: 3, stufe: 'quote_0', abgabe_jahr: 29340 }));
});

describe('ausgleichsabgabe: vor 2024 ohne Stufen für null Beschäftigte', () => {
  // 2023: Quote 0 fällt unter "weniger als 2 %" -> 360; 5 x 12 x 360 = 21.600.
  it('100 Plätze, niemand, 2023: 360 Euro', () =>
    expect(ausgleichsabgabe(100, 0, w2023)).toMatchObject({ stufe: 'quote_ueber_0_bis_unter_2', abgabe_jahr: 21600 }));
  // 20 Plätze, niemand, 2023: weniger als einer -> 140; 12 x 140 = 1.680.
  it('20 Plätze, niemand, 2023: 140 Euro', () =>
    expect(ausgleichsabgabe(20, 0, w2023)).toMatchObject({ stufe: 'klein_unter_40_weniger_als_1', abgabe_jahr: 1680 }));
  // 50 Plätze, niemand, 2023: weniger als einer -> 245; 2 x 12 x 245 = 5.880.
  it('50 Plätze, niemand, 2023: 245 Euro', () =>
    expect(ausgleichsabgabe(50, 0, w2023)).toMatchObject({ stufe: 'klein_unter_60_weniger_als_1', abgabe_jahr: 5880 }));
});
