import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: Entgelttransparenzgesetz vom 30.06.2017 (BGBl. I S. 2152), §§ 10, 12, 17, 21, 22, 25
// (https://www.gesetze-im-internet.de/entgtranspg/); Richtlinie (EU) 2023/970 vom 10.05.2023,
// Art. 9 Abs. 2 bis 4 und Art. 10 Abs. 1 (https://eur-lex.europa.eu/eli/dir/2023/970/oj?locale=de).
const ID = 'entgelttransparenz';

describe('entgelttransparenz', () => {
  it.each([
    ['auskunftsanspruch', 200],
    ['auskunft_wiederholung', 2],
    ['vergleichsgruppe_mindestens', 6],
    ['pruefverfahren', 500],
    ['bericht', 500],
    ['berichtsturnus_tarif', 5],
    ['berichtsturnus_sonstige', 3],
  ])('%s gilt seit Inkrafttreten des EntgTranspG am 06.07.2017', (bestandteil, wert) => {
    expect(wertAm(ID, bestandteil, '2017-07-06')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2018-01-06')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2026-11-23')).toBe(wert);
  });

  it('vor dem Inkrafttreten am 06.07.2017 gibt es keinen Wert', () => {
    expect(wertAm(ID, 'auskunftsanspruch', '2017-07-05')).toBeUndefined();
    expect(wertAm(ID, 'bericht', '2015-01-01')).toBeUndefined();
  });

  it('Schwellen des EntgTranspG sind „mehr als“-Schwellen', () => {
    expect(stufeAm(ID, 'auskunftsanspruch', '2020-01-01')?.rechtsgrundlage).toMatch(/§ 12 Abs\. 1 EntgTranspG/);
    expect(stufeAm(ID, 'pruefverfahren', '2020-01-01')?.rechtsgrundlage).toMatch(/§ 17 Abs\. 1/);
    expect(stufeAm(ID, 'bericht', '2020-01-01')?.rechtsgrundlage).toMatch(/§ 21 Abs\. 1/);
  });

  it.each([
    ['2027-06-06', undefined],
    ['2027-06-07', 150],
    ['2031-06-06', 150],
    ['2031-06-07', 100],
  ])('Berichtspflicht nach der EU-Richtlinie am %s', (datum, wert) => {
    expect(wertAm(ID, 'rl_berichtspflicht_ab', datum)).toBe(wert);
  });

  it.each([
    ['rl_bericht_jaehrlich_ab', 250],
    ['rl_turnus_unter_250', 3],
    ['rl_entgeltbewertung_prozent', 5],
  ])('%s beginnt mit dem ersten Berichtsstichtag 07.06.2027', (bestandteil, wert) => {
    expect(wertAm(ID, bestandteil, '2027-06-06')).toBeUndefined();
    expect(wertAm(ID, bestandteil, '2027-06-07')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2032-01-01')).toBe(wert);
  });

  it('die Richtlinie gilt am Stichtag 23.11.2026 noch nicht', () => {
    for (const b of [
      'rl_berichtspflicht_ab',
      'rl_bericht_jaehrlich_ab',
      'rl_turnus_unter_250',
      'rl_entgeltbewertung_prozent',
    ]) {
      expect(wertAm(ID, b, '2026-11-23')).toBeUndefined();
    }
  });
});
