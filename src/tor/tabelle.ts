// The routing table the build writes (build/routen.ts) and the gate reads: per dataset its
// parameters, validity periods and the precomputed files, and the byte layout of every list file
// so the gate can cut a filtered list out of it without parsing JSON. Pure data types.
import type { ParameterSpec } from '../vertrag/parameter.ts';

export type Zeitfeld = 'datum' | 'jahr' | 'beginn';

// A list file (a history, the changelog): kopf bytes, then the items, each laengen[i] bytes,
// separated by trenner bytes (',' in JSON, nothing in CSV where a row ends with CRLF), then fuss.
export interface Listenlayout {
  kopf: number;
  laengen: number[];
  trenner: number;
  fuss: number;
}

// One precomputed file variant of a period, e.g. 'json', 'semikolon.csv', 'grundfreibetrag.json':
// the byte offsets of the slots that hold the requested day (empty when the file has none).
export type Schlitze = Record<string, number[]>;

export interface TorPeriode {
  von: string;
  bis: string | null;
  // File stem below the prefix, e.g. 'mindestlohn/2024-01-01'.
  datei: string;
  // Component ids present in this period (variants with ?bestandteil= exist for these).
  bestandteile: string[];
  schlitze: Schlitze;
}

export interface TorVerlauf {
  datei: string;
  // Per item: first day, last day (null: open) and the value of the selecting field: the
  // component id, or the field named by filter (null where items have none).
  eintraege: [string, string | null, string | null][];
  // The parameter (and item field) that selects items; absent: bestandteil.
  filter?: string;
  layout: Record<'json' | 'komma.csv' | 'semikolon.csv', Listenlayout>;
}

export interface TorDatensatz {
  id: string;
  art: 'bestandteile' | 'spezial' | 'rechner';
  zeit: Zeitfeld;
  datenstand: string;
  abdeckung: { von: string; bis: string | null };
  parameter: ParameterSpec[];
  verlaufParameter: ParameterSpec[];
  // Request-dependent parameters: a request with any of them goes to the calculator function.
  rechnerParameter: string[];
  // A calculator that also takes its request as a JSON body (POST): the body's limit in bytes, and
  // nurKoerper where it takes nothing else (POST only, no GET).
  koerper: { grenze: number; nurKoerper: boolean } | null;
  perioden: TorPeriode[];
  verlauf: TorVerlauf | null;
}

export interface Tabelle {
  // Unguessable per build: the precomputed files live below it (defence in depth, see
  // docs/ENTSCHEIDUNGEN.md); the gate alone knows it.
  praefix: string;
  datensaetze: Record<string, TorDatensatz>;
  aenderungen: {
    datei: string;
    datenstand: string;
    parameter: ParameterSpec[];
    // Per entry, newest first: its day and dataset.
    eintraege: [string, string][];
    layout: Listenlayout;
  };
  export: { datei: string; datenstand: string; parameter: ParameterSpec[] };
}

// The file name of a variant: [component.]json or [component.]komma.csv / semikolon.csv.
export function variante(bestandteil: string | null, format: string, trennzeichen: string): string {
  const endung = format === 'csv' ? `${trennzeichen}.csv` : 'json';
  return bestandteil ? `${bestandteil}.${endung}` : endung;
}
