// The CSV rules of DECISIONS.md "CSV" and docs/ENTSCHEIDUNGEN.md as bytes, so a change of the
// library (csv-stringify) or of its options that moves a byte shows here, not only as a changed
// precomputed file.
import { describe, expect, it } from 'vitest';
import { alsCsv } from '../src/api/csv';

const BOM = '\uFEFF';

describe('alsCsv', () => {
  it('BOM, CRLF nach jeder Zeile, Kopf aus den Spalten', () =>
    expect(alsCsv([{ a: 1, b: 'x' }], ['a', 'b'], 'komma')).toBe(`${BOM}a,b\r\n1,x\r\n`));

  it('ohne Zeilen nur der Kopf (die Vorberechnung schneidet ihn so ab)', () =>
    expect(alsCsv([], ['a', 'b'], 'semikolon')).toBe(`${BOM}a;b\r\n`));

  it('komma: Dezimalpunkt; semikolon: Dezimalkomma, nur bei Zahlen', () => {
    const z = [{ zahl: -1.5, text: '1.5' }];
    expect(alsCsv(z, ['zahl', 'text'], 'komma')).toBe(`${BOM}zahl,text\r\n-1.5,1.5\r\n`);
    expect(alsCsv(z, ['zahl', 'text'], 'semikolon')).toBe(`${BOM}zahl;text\r\n-1,5;1.5\r\n`);
  });

  it('RFC 4180: Trennzeichen, Anführungszeichen, CR und LF in Anführungszeichen, " verdoppelt', () => {
    const z = [{ a: 'x,y', b: 'sag "ja"', c: 'eins\nzwei', d: 'a;b', e: 'r\r' }];
    const s = ['a', 'b', 'c', 'd', 'e'];
    expect(alsCsv(z, s, 'komma')).toBe(`${BOM}a,b,c,d,e\r\n"x,y","sag ""ja""","eins\nzwei",a;b,"r\r"\r\n`);
    expect(alsCsv(z, s, 'semikolon')).toBe(`${BOM}a;b;c;d;e\r\nx,y;"sag ""ja""";"eins\nzwei";"a;b";"r\r"\r\n`);
  });

  it('Formeln: Text mit = + - @ Tab CR am Anfang bekommt ein Apostroph, Zahlen nicht', () => {
    const z = [{ a: '=1+1', b: '+49', c: '-x', d: '@SUM', e: '\tt', f: -3, g: 'a=b' }];
    expect(alsCsv(z, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'komma')).toBe(
      `${BOM}a,b,c,d,e,f,g\r\n'=1+1,'+49,'-x,'@SUM,'\tt,-3,a=b\r\n`,
    );
    expect(alsCsv([{ a: '\rx' }], ['a'], 'komma')).toBe(`${BOM}a\r\n"'\rx"\r\n`);
    expect(alsCsv([{ a: '＝1' }], ['a'], 'komma')).toBe(`${BOM}a\r\n'＝1\r\n`);
  });

  it('null und fehlende Felder leer, Wahrheitswerte als true/false, Objekte als JSON', () =>
    expect(alsCsv([{ a: null, c: true, d: false, e: { x: [1, 2] } }], ['a', 'b', 'c', 'd', 'e'], 'komma')).toBe(
      `${BOM}a,b,c,d,e\r\n,,true,false,"{""x"":[1,2]}"\r\n`,
    ));

  it('ein Spaltenname mit Punkt ist ein Feld, kein Pfad', () =>
    expect(alsCsv([{ 'a.b': 1, a: { b: 2 } }], ['a.b'], 'komma')).toBe(`${BOM}a.b\r\n1\r\n`));
});
