// What the generator computes for the answer layer: per dataset the answer of every validity
// period, the history and the parameter declarations. The build writes the precomputed files from
// it and gives the calculator function the part it needs (build/rechner.json).

import type { GeladeneTabelle } from '../daten/laden';
import type {
  FeiertagRegel,
  FristRegel,
  Gemeinderegel,
  Gemeindeverzeichnis,
  MinderungRegel,
  Pfaendungsanteile,
  TagegeldAnteile,
  UebergangsFassung,
} from '../daten/schema';
import type { ParameterSpec } from './parameter.ts';

export type DatensatzArt = 'bestandteile' | 'spezial' | 'rechner';

// The rule tables of a data file besides its components (docs/DATENFORMAT.md).
export interface Regelwerk {
  feiertage?: FeiertagRegel[];
  fristen?: FristRegel[];
  minderungen?: MinderungRegel[];
  pfaendungsanteile?: Pfaendungsanteile;
  tagegeld_anteile?: TagegeldAnteile;
  fassungen?: UebergangsFassung[];
  // Tables with levels, gueltig_bis derived (reisekosten-ausland: every BMF letter with its rows).
  tabellen?: GeladeneTabelle[];
  gemeinderegeln?: Gemeinderegel[];
  gemeindeverzeichnis?: Gemeindeverzeichnis;
}

export type Zeitfeld = 'datum' | 'jahr' | 'beginn';

export type Objekt = Record<string, unknown>;

// Lookup tables of a calculator's data file in one period: name -> row number -> value.
export type Tabellen = Record<string, Record<string, number | null>>;

// One validity period: the answer is the same for every date von..bis (bis null: open).
// antwort holds every field except the time field, which the gateway inserts after datensatz.
export interface Periode {
  von: string;
  bis: string | null;
  antwort: Objekt;
}

export interface DatensatzLaufzeit {
  id: string;
  art: DatensatzArt;
  zeit: Zeitfeld;
  parameter: ParameterSpec[];
  verlaufParameter: ParameterSpec[];
  abdeckung: { von: string; bis: string | null };
  datenstand: string;
  perioden: Periode[];
  // Top-level fields keyed by component id that ?bestandteil= narrows (werte, saetze, ...).
  komponentenFelder: string[];
  verlauf: Objekt[];
  verlaufSpalten: string[];
  // The parameter whose value keeps only history items with the same value in the field of that
  // name (reisekosten-ausland: land); without it ?bestandteil= selects by component.
  verlaufFilter?: string;
  bestandteilSpalten: string[];
  // The rule tables of the data file (feiertage, fristen ...), for modules (Bezug.regelwerk).
  regelwerk: Regelwerk;
}

export interface AenderungEintrag {
  datum: string;
  nr: number;
  datenstand: string;
  datensatz: string;
  bestandteile: string[] | null;
  art: string;
  beschreibung: string;
}

export interface Laufzeitdaten {
  stand: string;
  datensaetze: Record<string, DatensatzLaufzeit>;
  aenderungen: AenderungEintrag[];
  katalog: Objekt;
}

// One all-day event of a calendar answer (format=ics).
export interface IcsEintrag {
  uid: string;
  datum: string;
  titel: string;
  beschreibung: string;
}
