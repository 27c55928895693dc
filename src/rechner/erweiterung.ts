// Helpers every calculator module shares.
import type { Objekt } from '../vertrag/modell';

export type { Erweiterung } from '../vertrag/erweiterung';

// The legal values of a calculator's data file by component id (null while not set).
export function werte(basis: Objekt): Record<string, number | null> {
  return basis.werte as Record<string, number | null>;
}

// Citation fields every calculator answer carries (DECISIONS.md "Calculators").
export function zitierfelder(basis: Objekt): Objekt {
  const { rechtsgrundlage, quelle, quellen, regeln, hinweise, lizenz, stand, zitat, datenstand } = basis;
  return { rechtsgrundlage, quelle, quellen, regeln, hinweise, stand, lizenz, zitat, datenstand };
}
