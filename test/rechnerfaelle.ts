// Requests for every calculator (a module that computes), for the tests of the calculators in the
// gate (test/tor/rechner.test.ts) and through npm start (scripts/e2e-sicherheit.ts): its example
// (the parameters' beispiel; an optional one the calculator refuses in that combination is left
// out, as the generator does for the documentation), as CSV where it has CSV, the day (or year)
// before its coverage, a date far outside every coverage, and an invalid value for its first
// required parameter.
import type { Rechner } from '../src/api/rechner';
import { tagDavor } from '../src/gemeinsam/datum';
import type { Laufzeitdaten } from '../src/vertrag/modell';
import type { Module } from '../src/vertrag/modul';

export type Art = 'beispiel' | 'csv' | 'vor_abdeckung' | 'jahr_1800' | 'falscher_wert';
export interface Rechnerfall {
  id: string;
  suche: string;
  art: Art;
}

const ZEIT = ['datum', 'jahr', 'beginn', 'termin', 'zugang'];

export async function rechnerfaelle(
  daten: Laufzeitdaten,
  module: Module,
  rechner: Rechner,
  heute: string,
): Promise<Rechnerfall[]> {
  const liste: Rechnerfall[] = [];
  for (const d of Object.values(daten.datensaetze)) {
    if (!module[d.id]?.berechne) continue;
    const q = new URLSearchParams();
    for (const p of d.parameter) if (p.beispiel !== undefined && p.name !== 'format') q.set(p.name, String(p.beispiel));
    for (;;) {
      const r = await rechner(d.id, `?${q}`, heute);
      const name = r.status === 400 ? ((await r.json()) as { fehler: { parameter?: string } }).fehler.parameter : null;
      if (!name || d.parameter.find((p) => p.name === name)?.pflicht || !q.has(name)) break;
      q.delete(name);
    }
    liste.push({ id: d.id, suche: `?${q}`, art: 'beispiel' });
    if (d.parameter.some((p) => p.name === 'format' && p.werte?.includes('csv')))
      liste.push({ id: d.id, suche: `?${q}&format=csv&trennzeichen=semikolon`, art: 'csv' });
    const zeit = d.parameter.find((p) => ZEIT.includes(p.name));
    if (zeit) {
      const davor = new URLSearchParams(q);
      const von = d.abdeckung.von;
      davor.set(zeit.name, zeit.typ === 'datum' ? tagDavor(von) : String(Number(von.slice(0, 4)) - 1));
      liste.push({ id: d.id, suche: `?${davor}`, art: 'vor_abdeckung' });
      const alt = new URLSearchParams(q);
      alt.set(zeit.name, zeit.typ === 'datum' ? '1800-01-15' : '1800');
      liste.push({ id: d.id, suche: `?${alt}`, art: 'jahr_1800' });
    }
    const erster = d.parameter.find((p) => p.pflicht) ?? d.parameter[0];
    const falsch = new URLSearchParams(q);
    falsch.set(erster.name, 'kein-wert');
    liste.push({ id: d.id, suche: `?${falsch}`, art: 'falscher_wert' });
  }
  return liste;
}
