// The generator's core: from loaded data files to every precomputed answer (no file I/O).
import type { GeladenerDatensatz } from '../src/daten/laden';
import { DatenFehler } from '../src/daten/laden';
import type { DatensatzLaufzeit, Laufzeitdaten, Objekt } from '../src/api/modell';
import { RECHNER_ANTWORTEN } from '../src/antwort/rechner';
import { katalog as katalogSchema, statusAntwort as statusSchema, uebersicht as uebersichtSchema, umschlag, verlaufAntwort } from '../src/antwort/schema';
import { baueKomponentenDatensatz } from './komponenten';
import { zuschnittFuer } from './zuschnitte';
import { aenderungen, BASIS, katalog, status, uebersicht } from './meta';
import { openapi } from './openapi';
import { kirchensteuerAnhang } from '../src/rechner/lohnsteuer-kirche';

export interface Ergebnis {
  laufzeit: Laufzeitdaten;
  oeffentlich: Record<string, Objekt>;
}

// The answer on the reference date 2024-05-01 (OpenAPI example); the time field as the gateway sets it.
function beispiel(l: DatensatzLaufzeit): Objekt | undefined {
  const p = l.perioden.find((x) => x.von <= '2024-05-01' && (x.bis === null || x.bis >= '2024-05-01'));
  if (!p) return undefined;
  const { datensatz, ...rest } = p.antwort;
  return { datensatz, [l.zeit]: l.zeit === 'jahr' ? 2024 : '2024-05-01', ...rest };
}

export function erzeuge(quellen: GeladenerDatensatz[]): Ergebnis {
  const alle = new Map(quellen.map((d) => [d.id, d]));
  const datensaetze: Record<string, DatensatzLaufzeit> = {};
  const probleme: string[] = [];
  for (const d of quellen) {
    const l = baueKomponentenDatensatz(d, { alle }, BASIS);
    // Every precomputed answer must have the documented shape before it is published.
    const zuschnitt = zuschnittFuer(d.id);
    const schema = zuschnitt.schema ?? umschlag;
    for (const p of l.perioden) {
      const r = schema.safeParse(p.antwort);
      if (!r.success) probleme.push(`${d.datei}: Datensatz ${d.id}, Antwort ab ${p.von}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    const v = (zuschnitt.verlaufSchema ?? verlaufAntwort).safeParse({ datensatz: d.id, verlauf: l.verlauf });
    if (!v.success) probleme.push(`${d.datei}: Datensatz ${d.id}, Verlauf: ${v.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    datensaetze[d.id] = l;
  }
  if (probleme.length) throw new DatenFehler(probleme);

  const stand = quellen.map((d) => d.stand).sort().at(-1)!;
  const kat = katalogSchema.parse(katalog(quellen, datensaetze));
  const anhang = { feiertagsregeln: quellen.find((d) => d.id === 'feiertage')?.feiertage ?? [], kirchensteuer: kirchensteuerAnhang(quellen) };
  const laufzeit: Laufzeitdaten = { stand, anhang, datensaetze, aenderungen: aenderungen(quellen), katalog: kat };
  const oeffentlich: Record<string, Objekt> = {
    'uebersicht.json': uebersichtSchema.parse(uebersicht(quellen.length, stand)),
    'datensaetze.json': kat,
    'status.json': statusSchema.parse(status(quellen, stand)),
    'openapi.json': openapi({
      stand,
      datensaetze: quellen.map((d) => {
        const z = zuschnittFuer(d.id);
        const id = (s?: { meta(): { id?: string } | undefined }) => s?.meta()?.id;
        return { id: d.id, name: d.name, beschreibung: d.beschreibung, laufzeit: datensaetze[d.id], beispiel: beispiel(datensaetze[d.id]), schema: id(z.schema) ?? id(RECHNER_ANTWORTEN[d.id] as { meta(): { id?: string } | undefined } | undefined), verlaufSchema: id(z.verlaufSchema) };
      }),
    }),
  };
  return { laufzeit, oeffentlich };
}

