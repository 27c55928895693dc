// Everything people read instead of JSON, all below /v1/dokumentation/ (static, no key, excluded
// from the gate in netlify/edge-functions/tor.ts): the explorer, the year-change pages, the English
// documentation with its glossary and the task guides. One call from generator/build.ts.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { GeladenerDatensatz } from '../src/daten/laden';
import { schreibeAnleitungen } from './anleitungen';
import { schreibe } from './datei';
import { schreibeEnglisch } from './englisch';
import { schreibeExplorer } from './explorer';
import { jahreMitWechsel, schreibeJahreswechsel } from './jahreswechsel';
import { CSS } from './seitenrahmen';

export function schreibeAnsicht(
  dokuDir: string,
  quellen: GeladenerDatensatz[],
  felder: Record<string, string[]>,
): number {
  const jahre = jahreMitWechsel(quellen);
  // The folders are this module's alone: a page of a year or dataset that is gone must not stay.
  for (const ordner of ['daten', 'jahreswechsel', 'en', 'anleitungen'])
    rmSync(join(dokuDir, ordner), { recursive: true, force: true });
  let bytes = schreibe(join(dokuDir, 'ansicht.css'), CSS);
  bytes += schreibeExplorer(dokuDir, quellen, jahre);
  bytes += schreibeJahreswechsel(dokuDir, quellen, jahre);
  bytes += schreibeEnglisch(dokuDir, {
    datensaetze: Object.fromEntries(quellen.map((d) => [d.id, d.name_en])),
    felder,
  });
  bytes += schreibeAnleitungen(dokuDir);
  return bytes;
}
