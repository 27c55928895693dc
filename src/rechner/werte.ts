// Readers of the data values a module needs, shared by the modules in src/datensaetze/.
import type { Zitierfelder } from '../antwort/schema';
import type { Objekt, Tabellen } from '../vertrag/modell';

export type Werte = Record<string, number | null>;

// The legal values of a data file's period by component id (null while not set).
export function werte(basis: Objekt): Werte {
  return basis.werte as Werte;
}

// A value a calculator needs is missing (null or no component): a data error, found by the build
// (pruefeDaten runs for every validity period), never a NaN in an answer.
export class FehlenderWert extends Error {
  constructor(
    public readonly datensatz: string,
    public readonly feld: string,
  ) {
    super(`Datensatz ${datensatz}: der Wert ${feld} fehlt (data/${datensatz}.yaml)`);
    this.name = 'FehlenderWert';
  }
}

// A lookup table of the data file (components with tabelle: {name, schluessel}) with a value in
// every row; the row numbers as numbers, ascending.
export function pflichttabelle(basis: Objekt, datensatz: string, name: string): Map<number, number> {
  const t = (basis.tabellen as Tabellen | undefined)?.[name];
  if (!t) throw new FehlenderWert(datensatz, `Tabelle ${name}`);
  const zeilen = Object.entries(t).map(([k, v]): [number, number] => {
    if (typeof v !== 'number') throw new FehlenderWert(datensatz, `${name}[${k}]`);
    return [Number(k), v];
  });
  return new Map(zeilen.sort((a, b) => a[0] - b[0]));
}

// The one reader of a required data value.
export function pflichtwert(w: Werte, datensatz: string, feld: string): number {
  const x = w[feld];
  if (typeof x !== 'number') throw new FehlenderWert(datensatz, feld);
  return x;
}

// Citation fields every calculator answer carries (DECISIONS.md "Calculators"); the generator
// put them into the precomputed basis in this shape.
export function zitierfelder(basis: Objekt): Zitierfelder {
  const { rechtsgrundlage, quelle, quellen, regeln, hinweise, lizenz, stand, zitat, datenstand } =
    basis as Zitierfelder;
  return { rechtsgrundlage, quelle, quellen, regeln, hinweise, stand, lizenz, zitat, datenstand };
}
