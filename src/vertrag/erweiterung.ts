// What a calculator or a dataset with request-dependent fields adds to the precomputed answer.
// The generator takes the parameter declarations from here (catalog, OpenAPI, validation), the
// answer layer calls berechne with the precomputed answer of the period that applies. The
// calculators implement it (src/rechner/); the API receives them as a dependency (Rechnerverzeichnis).
import type { z } from 'zod';
import type { Anhang, IcsEintrag, Objekt } from './modell';
import type { Anfrageparameter, ParameterSpec } from './parameter';

export interface Erweiterung {
  // A calculator's answer schema (src/antwort/rechner.ts): OpenAPI document and build checks.
  antwort?: z.ZodType;
  // Query parameters besides format and trennzeichen. For a calculator (art rechner) these are
  // all of them; for a dataset they follow its time parameter and bestandteil.
  parameter: ParameterSpec[];
  // The day whose legal values apply (calculators); otherwise the dataset's time parameter.
  stichtag?(p: Anfrageparameter, heute: string): string;
  berechne(basis: Objekt, p: Anfrageparameter, heute: string, anhang: Anhang): Objekt;
  // Reads every data value the module needs from the precomputed answer of a period and throws
  // when one is missing; the build runs it for every period, so a gap fails the build.
  pruefeDaten?(basis: Objekt, anhang: Anhang): void;
  // CSV rows (a list answer: one row per element); otherwise one row of the scalar fields.
  csvZeilen?(antwort: Objekt): Objekt[];
  // Calendar answers also offer format=ics: the calendar's name and its all-day events.
  ics?(antwort: Objekt): { name: string; eintraege: IcsEintrag[] };
}

// Every calculator and request-dependent extension by dataset id.
export type Rechnerverzeichnis = Readonly<Record<string, Erweiterung>>;
