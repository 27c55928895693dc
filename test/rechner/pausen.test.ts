import { describe, expect, it } from 'vitest';
import { pausen, regelnAus } from '../../src/datensaetze/pausen';
import { datensatz } from '../werte';

// The rules as § 4 ArbZG and § 11 JArbSchG state them, written here from the law text
// (https://www.gesetze-im-internet.de/arbzg/__4.html, .../jarbschg/__11.html).
const erwachsen = {
  schwelle_kurz_stunden: 6,
  pause_kurz_minuten: 30,
  schwelle_lang_stunden: 9,
  pause_lang_minuten: 45,
  mindestblock_minuten: 15,
  hoechstarbeitszeit_stunden: 10,
  ruhezeit_stunden: 11,
};
const jugend = {
  schwelle_kurz_stunden: 4.5,
  pause_kurz_minuten: 30,
  schwelle_lang_stunden: 6,
  pause_lang_minuten: 60,
  mindestblock_minuten: 15,
  hoechstarbeitszeit_stunden: 8,
  ruhezeit_stunden: 12,
};

describe('pausen (Erwachsene, § 4 ArbZG)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [6, 0], // genau sechs Stunden: "mehr als sechs" ist nicht erfüllt
    [6.01, 30],
    [6.5, 30],
    [7, 30],
    [9, 30], // genau neun Stunden: noch die erste Stufe
    [9.5, 45],
    [10, 45],
  ])('%s Stunden -> %s Minuten', (h, min) => expect(pausen(h, erwachsen).pause_minuten).toBe(min));
  it('meldet eine Überschreitung erst über zehn Stunden (§ 3 Satz 2 ArbZG)', () => {
    expect(pausen(10, erwachsen).ueberschreitung).toBe(false);
    expect(pausen(10.5, erwachsen)).toMatchObject({
      ueberschreitung: true,
      pause_minuten: 45,
      ruhezeit_stunden: 11,
      mindestblock_minuten: 15,
    });
  });
});

describe('pausen (Jugendliche, § 11 JArbSchG)', () => {
  it.each([
    [4.5, 0],
    [5, 30],
    [6, 30],
    [6.5, 60],
    [8, 60],
  ])('%s Stunden -> %s Minuten', (h, min) => expect(pausen(h, jugend).pause_minuten).toBe(min));
  it('Höchstarbeitszeit acht Stunden (§ 8 Abs. 1), Freizeit zwölf Stunden (§ 13)', () => {
    expect(pausen(8.5, jugend)).toMatchObject({
      ueberschreitung: true,
      hoechstarbeitszeit_stunden: 8,
      ruhezeit_stunden: 12,
    });
  });
});

describe('data/pausen.yaml enthält die Gesetzeswerte', () => {
  const werte = Object.fromEntries(datensatz('pausen').bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert]));
  it('Erwachsene', () => expect(regelnAus(werte, false)).toEqual(erwachsen));
  it('Jugendliche', () => expect(regelnAus(werte, true)).toEqual(jugend));
});
