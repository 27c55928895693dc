// What a calculator or a dataset with request-dependent fields adds to the precomputed answer.
// The generator takes the parameter declarations from here (catalog, OpenAPI, validation), the
// gateway calls berechne with the precomputed answer of the period that applies.
import type { Anhang, Objekt } from '../api/modell';
import type { Anfrageparameter, ParameterSpec } from '../api/parameter';
import type { IcsEintrag } from '../api/ics';

export interface Erweiterung {
  // Query parameters besides format and trennzeichen. For a calculator (art rechner) these are
  // all of them; for a dataset they follow its time parameter and bestandteil.
  parameter: ParameterSpec[];
  // The day whose legal values apply (calculators); otherwise the dataset's time parameter.
  stichtag?(p: Anfrageparameter, heute: string): string;
  berechne(basis: Objekt, p: Anfrageparameter, heute: string, anhang: Anhang): Objekt;
  // CSV rows (a list answer: one row per element); otherwise one row of the scalar fields.
  csvZeilen?(antwort: Objekt): Objekt[];
  // Calendar answers also offer format=ics: the calendar's name and its all-day events.
  ics?(antwort: Objekt): { name: string; eintraege: IcsEintrag[] };
}

// The legal values of a calculator's data file by component id (null while not set).
export function werte(basis: Objekt): Record<string, number | null> {
  return basis.werte as Record<string, number | null>;
}

// Citation fields every calculator answer carries (DECISIONS.md "Calculators").
export function zitierfelder(basis: Objekt): Objekt {
  const { rechtsgrundlage, quelle, quellen, regeln, hinweise, lizenz, stand, zitat, datenstand } = basis;
  return { rechtsgrundlage, quelle, quellen, regeln, hinweise, stand, lizenz, zitat, datenstand };
}
