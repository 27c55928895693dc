// What the generator computes from data/ (generator/erzeuge.ts, in memory): per dataset the answer
// of every validity period, the history and the parameter declarations. The build turns it into
// the precomputed files and build/rechner.json (src/api/vorberechnung.ts); the gateway only looks up.

import type { FeiertagRegel, Pfaendungsanteile } from '../daten/schema';
import type { ParameterSpec } from './parameter.ts';

// The church tax rate of a Land in a period (data/kirchensteuer.yaml), for the wage tax calculator.
export interface KirchensteuerSatz {
  // satz: the rate on the wage tax; kappung: the cap in percent of the taxable income.
  art: 'satz' | 'kappung';
  land: string;
  gueltig_ab: string;
  gueltig_bis: string | null;
  satz: number | null;
  rechtsgrundlage: string;
  quelle: { titel: string; url: string };
  hinweis?: string;
}

export type Zeitfeld = 'datum' | 'jahr' | 'beginn';
export type DatensatzArt = 'bestandteile' | 'spezial' | 'rechner';

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
  bestandteilSpalten: string[];
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

// Rules that calculators share across datasets (the holiday rules of data/feiertage.yaml).
export interface Anhang {
  feiertagsregeln: FeiertagRegel[];
  // Church tax rates by Land (data/kirchensteuer.yaml) for the wage tax calculator.
  kirchensteuer?: KirchensteuerSatz[];
  // The tenths and the cap on dependants of § 850c ZPO (data/pfaendungsfreigrenzen.yaml) for the
  // garnishment calculator; the dataset's answer itself carries only the published amounts.
  pfaendungsanteile?: Pfaendungsanteile;
}

export interface Laufzeitdaten {
  stand: string;
  anhang: Anhang;
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
