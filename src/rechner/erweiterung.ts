// Helpers every calculator module shares.
import type { Objekt } from '../vertrag/modell';

export type { Erweiterung } from '../vertrag/erweiterung';

export type Werte = Record<string, number | null>;

// The legal values of a calculator's data file by component id (null while not set).
export function werte(basis: Objekt): Werte {
  return basis.werte as Werte;
}

// A value a calculator needs is missing (null or no component): a data error, found by the build
// (Erweiterung.pruefeDaten runs for every validity period), never a NaN in an answer.
export class FehlenderWert extends Error {
  constructor(
    public readonly datensatz: string,
    public readonly feld: string,
  ) {
    super(`Datensatz ${datensatz}: der Wert ${feld} fehlt (data/${datensatz}.yaml)`);
    this.name = 'FehlenderWert';
  }
}

// The one reader of a required data value.
export function pflichtwert(w: Werte, datensatz: string, feld: string): number {
  const x = w[feld];
  if (typeof x !== 'number') throw new FehlenderWert(datensatz, feld);
  return x;
}

// Citation fields every calculator answer carries (DECISIONS.md "Calculators").
export function zitierfelder(basis: Objekt): Objekt {
  const { rechtsgrundlage, quelle, quellen, regeln, hinweise, lizenz, stand, zitat, datenstand } = basis;
  return { rechtsgrundlage, quelle, quellen, regeln, hinweise, stand, lizenz, zitat, datenstand };
}
