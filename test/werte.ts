// Test helpers for the data tests in test/daten/: read a level from data/*.yaml through the same
// loader the generator uses. The tests compare it with numbers written from the official source.
import { join } from 'node:path';
import { type GeladenerDatensatz, type GeladeneStufe, ladeDaten } from '../src/daten/laden';
import { jahrAnfang, jahrEnde } from '../src/gemeinsam/datum';

let cache: Map<string, GeladenerDatensatz> | undefined;

export function datensatz(id: string): GeladenerDatensatz {
  cache ??= new Map(ladeDaten(join(import.meta.dirname, '..', 'data')).map((d) => [d.id, d]));
  const d = cache.get(id);
  if (!d) throw new Error(`Datensatz ${id} gibt es nicht in data/`);
  return d;
}

// The level of a component on a date (YYYY-MM-DD) or in a year (number); undefined when the
// component does not apply then or the dataset does not cover that time.
export function stufeAm(id: string, bestandteil: string, zeit: string | number): GeladeneStufe | undefined {
  const d = datensatz(id);
  const b = d.bestandteile.find((x) => x.id === bestandteil);
  if (!b) throw new Error(`Bestandteil ${bestandteil} gibt es nicht in ${id}`);
  const [von, bis] = typeof zeit === 'number' ? [jahrAnfang(zeit), jahrEnde(zeit)] : [zeit, zeit];
  if (bis < d.abdeckung.von || (d.abdeckung.bis !== null && von > d.abdeckung.bis)) return undefined;
  return b.stufen.filter((s) => s.gueltig_ab <= bis && (s.gueltig_bis === null || s.gueltig_bis >= von)).at(-1);
}

export function wertAm(id: string, bestandteil: string, zeit: string | number): number | null | undefined {
  return stufeAm(id, bestandteil, zeit)?.wert;
}
