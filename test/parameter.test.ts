import { describe, expect, it } from 'vitest';
import { ApiFehler } from '../src/vertrag/fehler';
import {
  FORMAT,
  leseParameter,
  leseWert,
  type ParameterSpec,
  TRENNZEICHEN,
  zerlegeAbfrage,
} from '../src/vertrag/parameter';

const spec = (p: Partial<ParameterSpec> & Pick<ParameterSpec, 'name' | 'typ'>): ParameterSpec => ({
  pflicht: false,
  beschreibung: 'Test.',
  ...p,
});

function fehlerVon(f: () => unknown): ApiFehler {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiFehler) return e;
    throw e;
  }
  throw new Error('kein Fehler geworfen');
}

describe('Datum', () => {
  const p = spec({ name: 'datum', typ: 'datum' });
  it.each(['2024-05-01', '2024-02-29', '2015-01-01'])('nimmt %s an', (s) => expect(leseWert(p, s)).toBe(s));
  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '01.05.2024',
    'heute',
    '2024-1-1',
    '20240101',
    ' 2024-01-01',
    '2024-01-01T00:00:00Z',
  ])('lehnt %s ab', (s) => {
    const f = fehlerVon(() => leseWert(p, s));
    expect(f.code).toBe('ungueltiger_parameter');
    expect(f.zusatz.parameter).toBe('datum');
    expect(f.nachricht).toContain('JJJJ-MM-TT');
  });
});

describe('Jahr', () => {
  const p = spec({ name: 'jahr', typ: 'jahr', bereich: { min: 2015, max: 2035 } });
  it('nimmt ein Jahr im Bereich an', () => expect(leseWert(p, '2024')).toBe(2024));
  it.each(['24', 'abcd', '2024.0', '02024'])('lehnt das Format %s ab', (s) =>
    expect(fehlerVon(() => leseWert(p, s)).code).toBe('ungueltiger_parameter'),
  );
  it.each(['2014', '2036'])('lehnt %s außerhalb des Bereichs ab und nennt den Bereich', (s) => {
    const f = fehlerVon(() => leseWert(p, s));
    expect(f.zusatz).toEqual({ parameter: 'jahr', bereich: { min: 2015, max: 2035 } });
  });
});

describe('Zahl', () => {
  const p = spec({ name: 'netto', typ: 'zahl', bereich: { min: 0, max: 1000000 } });
  it.each([
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['0', 0],
    ['1000000', 1000000],
    ['2000,00', 2000],
  ])('liest %s als %d', (s, n) => expect(leseWert(p, s)).toBe(n));
  it.each(['1.234,56', '1,234.56', '1e3', 'NaN', 'Infinity', '0x10', '1_000', '', '1.2.3', '1,2,3', ' 5'])(
    'lehnt %s ab',
    (s) => expect(fehlerVon(() => leseWert(p, s)).code).toBe('ungueltiger_parameter'),
  );
  it('nennt den Bereich bei -1 und 1000001', () => {
    expect(fehlerVon(() => leseWert(p, '-1')).zusatz.bereich).toEqual({ min: 0, max: 1000000 });
    expect(fehlerVon(() => leseWert(p, '1000001')).zusatz.bereich).toEqual({ min: 0, max: 1000000 });
  });
});

describe('Ganzzahl', () => {
  const p = spec({ name: 'unterhaltspflichten', typ: 'ganzzahl', bereich: { min: 0, max: 99 } });
  it('liest 3', () => expect(leseWert(p, '3')).toBe(3));
  it.each(['3.5', '3,0', 'drei'])('lehnt %s ab', (s) =>
    expect(fehlerVon(() => leseWert(p, s)).code).toBe('ungueltiger_parameter'),
  );
  it('lehnt 100 mit Bereich ab', () =>
    expect(fehlerVon(() => leseWert(p, '100')).zusatz.bereich).toEqual({ min: 0, max: 99 }));
});

describe('Boolean', () => {
  const p = spec({ name: 'jugendlich', typ: 'boolean' });
  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['ja', true],
    ['nein', false],
    ['JA', true],
    ['False', false],
  ])('liest %s als %s', (s, b) => expect(leseWert(p, s)).toBe(b));
  it.each(['yes', '2', 'vielleicht', 'wahr'])('lehnt %s ab und nennt die erlaubten Werte', (s) => {
    const f = fehlerVon(() => leseWert(p, s));
    expect(f.zusatz.erlaubt).toEqual(['true', 'false', '1', '0', 'ja', 'nein']);
  });
});

describe('Auswahl', () => {
  const p = spec({ name: 'land', typ: 'auswahl', werte: ['BY', 'BW'] });
  it('ist unabhängig von Groß- und Kleinschreibung und liefert die Schreibweise der Liste', () =>
    expect(leseWert(p, 'by')).toBe('BY'));
  it('lehnt XX ab und listet die erlaubten Werte', () => {
    const f = fehlerVon(() => leseWert(p, 'XX'));
    expect(f.code).toBe('ungueltiger_parameter');
    expect(f.zusatz.erlaubt).toEqual(['BY', 'BW']);
  });
});

describe('Gemeindeschlüssel', () => {
  const p = spec({ name: 'gemeinde', typ: 'gemeindeschluessel' });
  it('nimmt acht Ziffern mit einem Land 01 bis 16 an', () => {
    expect(leseWert(p, '09761000')).toBe('09761000');
    expect(leseWert(p, '16061045')).toBe('16061045');
  });
  it.each(['9761000', '097610000', '00000000', '17000000', '0976100a', '09 761 000'])('lehnt %s ab', (s) => {
    const f = fehlerVon(() => leseWert(p, s));
    expect(f.code).toBe('ungueltiger_parameter');
    expect(f.zusatz.parameter).toBe('gemeinde');
  });
});

describe('Datum oder Jahr (von/bis)', () => {
  const p = spec({ name: 'von', typ: 'datum_oder_jahr' });
  it('setzt ein Jahr bei von auf den 1. Januar, bei bis auf den 31. Dezember', () => {
    expect(leseWert(p, '2020', 'von')).toBe('2020-01-01');
    expect(leseWert(p, '2021', 'bis')).toBe('2021-12-31');
  });
  it('lehnt 2022-1-1 ab', () => expect(fehlerVon(() => leseWert(p, '2022-1-1')).code).toBe('ungueltiger_parameter'));
});

describe('leseParameter', () => {
  const specs = [
    spec({ name: 'datum', typ: 'datum' }),
    spec({ name: 'pflicht', typ: 'zahl', pflicht: true }),
    FORMAT,
    TRENNZEICHEN,
  ];
  it('liefert typisierte Werte', () =>
    expect(leseParameter(specs, '?datum=2024-05-01&pflicht=7,5')).toEqual({ datum: '2024-05-01', pflicht: 7.5 }));
  it('lehnt einen unbekannten Parameter ab und listet die erlaubten', () => {
    const f = fehlerVon(() => leseParameter(specs, 'pflicht=1&datumm=2024-05-01'));
    expect(f.code).toBe('unbekannter_parameter');
    expect(f.zusatz).toEqual({ parameter: 'datumm', erlaubt: ['datum', 'pflicht', 'format', 'trennzeichen'] });
    expect(f.nachricht).toContain('datumm');
  });
  it('unterscheidet Groß- und Kleinschreibung bei Namen', () =>
    expect(fehlerVon(() => leseParameter(specs, 'pflicht=1&DATUM=2024-05-01')).code).toBe('unbekannter_parameter'));
  it('lehnt einen doppelten Parameter ab', () => {
    const f = fehlerVon(() => leseParameter(specs, 'pflicht=1&datum=2024-05-01&datum=2024-05-01'));
    expect(f.code).toBe('ungueltiger_parameter');
    expect(f.zusatz.parameter).toBe('datum');
  });
  it('meldet einen fehlenden Pflichtparameter', () => {
    const f = fehlerVon(() => leseParameter(specs, 'datum=2024-05-01'));
    expect(f.code).toBe('parameter_fehlt');
    expect(f.zusatz.parameter).toBe('pflicht');
  });
  it('lehnt trennzeichen ohne format=csv ab', () =>
    expect(fehlerVon(() => leseParameter(specs, 'pflicht=1&trennzeichen=semikolon')).zusatz.parameter).toBe(
      'trennzeichen',
    ));
  it('nimmt trennzeichen mit format=csv an', () =>
    expect(leseParameter(specs, 'pflicht=1&format=CSV&trennzeichen=semikolon')).toMatchObject({
      format: 'csv',
      trennzeichen: 'semikolon',
    }));
  it('lehnt format=xml ab', () =>
    expect(fehlerVon(() => leseParameter(specs, 'pflicht=1&format=xml')).zusatz.parameter).toBe('format'));
  it('lehnt einen leeren Wert ab', () =>
    expect(fehlerVon(() => leseParameter(specs, 'pflicht=')).code).toBe('ungueltiger_parameter'));
  it('lehnt kaputte Prozentkodierung ab', () =>
    expect(fehlerVon(() => leseParameter(specs, 'pflicht=%ZZ')).code).toBe('ungueltiger_parameter'));
  it('lehnt von nach bis ab', () => {
    const vb = [spec({ name: 'von', typ: 'datum_oder_jahr' }), spec({ name: 'bis', typ: 'datum_oder_jahr' })];
    expect(fehlerVon(() => leseParameter(vb, 'von=2022-01-01&bis=2021-01-01')).zusatz.parameter).toBe('von');
    expect(leseParameter(vb, 'von=2020&bis=2021')).toEqual({ von: '2020-01-01', bis: '2021-12-31' });
  });
});

describe('zerlegeAbfrage', () => {
  it('dekodiert + und Prozentkodierung und behält Wiederholungen', () => {
    expect(zerlegeAbfrage('?a=x+y&b=%C3%A4&a=2&&c')).toEqual([
      ['a', 'x y'],
      ['b', 'ä'],
      ['a', '2'],
      ['c', ''],
    ]);
  });
});
