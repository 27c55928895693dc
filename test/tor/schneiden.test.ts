// Byte work of the gate (src/tor/schneiden.ts): the day into its slots, a selection out of a list.
import { describe, expect, it } from 'vitest';
import { schneideListe, setzeTag } from '../../src/tor/schneiden';

const b = (s: string) => new TextEncoder().encode(s);
// ignoreBOM keeps the byte-order mark in the text, so the test sees it.
const s = (u: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(u);

describe('setzeTag', () => {
  it('schreibt den Tag an jede Stelle und lässt die Datei selbst unverändert', () => {
    const datei = b('{"datum":"2024-01-01","x":"2024-01-01","y":"ü"}');
    const aus = setzeTag(datei, [10], '2024-05-01');
    expect(s(aus)).toBe('{"datum":"2024-05-01","x":"2024-01-01","y":"ü"}');
    expect(s(datei)).toContain('"datum":"2024-01-01"');
  });
  it('ohne Schlitze dieselben Bytes', () => {
    const datei = b('abc');
    expect(setzeTag(datei, [], '2024-05-01')).toBe(datei);
  });
});

describe('schneideListe', () => {
  const teile = ['{"a":1}', '{"b":"ä"}', '{"c":3}'];
  const datei = b(`{"kopf":[${teile.join(',')}]}`);
  const layout = { kopf: b('{"kopf":[').length, laengen: teile.map((t) => b(t).length), trenner: 1, fuss: 2 };
  it.each([
    [[0, 1, 2], '{"kopf":[{"a":1},{"b":"ä"},{"c":3}]}'],
    [[0, 2], '{"kopf":[{"a":1},{"c":3}]}'],
    [[1], '{"kopf":[{"b":"ä"}]}'],
    [[], '{"kopf":[]}'],
  ])('Auswahl %j', (auswahl, erwartet) => {
    expect(s(schneideListe(datei, layout, auswahl))).toBe(erwartet);
    expect(JSON.parse(erwartet)).toBeTruthy();
  });
  it('mit neuem Kopf (Anzahl im Änderungsprotokoll)', () => {
    expect(s(schneideListe(datei, layout, [2], '{"anzahl":1,"kopf":['))).toBe('{"anzahl":1,"kopf":[{"c":3}]}');
  });
  it('CSV: Zeilen ohne Trenner, Kopfzeile mit BOM bleibt', () => {
    const zeilen = ['1,a\r\n', '2,"b\r\nc"\r\n'];
    const csv = b(`\uFEFFn,t\r\n${zeilen.join('')}`);
    const l = { kopf: b('\uFEFFn,t\r\n').length, laengen: zeilen.map((z) => b(z).length), trenner: 0, fuss: 0 };
    expect(s(schneideListe(csv, l, [1]))).toBe('\uFEFFn,t\r\n2,"b\r\nc"\r\n');
  });
});
