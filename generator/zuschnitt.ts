// What a dataset-specific shape may change in the answer of a component dataset
// (generator/komponenten.ts applies it; generator/register.ts says which dataset has which).
import type { z } from 'zod';
import type { GeladenerDatensatz, GeladeneStufe } from '../src/daten/laden';
import type { Objekt, Periode } from '../src/vertrag/modell';

export interface Kontext {
  // Every loaded dataset, for fields derived from another dataset (bav: BBG from rechengroessen).
  alle: Map<string, GeladenerDatensatz>;
}

export interface Zuschnitt {
  komponente?(k: Objekt, stufe: GeladeneStufe): Objekt;
  verlaufEintrag?(e: Objekt, stufe: GeladeneStufe): Objekt;
  // Fields placed before werte (beitragssaetze: saetze).
  vorWerte?(werte: Record<string, unknown>): Objekt;
  // Fields placed after bestandteile (monatswerte, summen, berechnet).
  nachBestandteile?(p: {
    datensatz: GeladenerDatensatz;
    werte: Record<string, unknown>;
    bestandteile: Objekt[];
    von: string;
    kontext: Kontext;
  }): Objekt;
  // Further top-level fields keyed by component id, narrowed by ?bestandteil= as werte is.
  komponentenFelder?: string[];
  // art spezial: the dataset's own answer fields in place of vorlaeufig/werte/bestandteile; the
  // builder puts datensatz before and hinweise, lizenz, stand, zitat, datenstand after them.
  umschlag?(p: {
    datensatz: GeladenerDatensatz;
    werte: Record<string, number | null>;
    bestandteile: Objekt[];
    von: string;
    bis: string | null;
  }): Objekt;
  // art spezial: history items built from the answers of the periods.
  verlaufAusPerioden?(perioden: Periode[]): Objekt[];
  // art spezial: the shape every answer and the history must have (also their OpenAPI schemas).
  schema?: z.ZodType;
  verlaufSchema?: z.ZodType;
}
