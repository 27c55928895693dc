// Requests for every calculator (a module that computes), for the tests of the calculators in the
// gate (test/tor/rechner.test.ts) and through npm start (scripts/e2e-sicherheit.ts): its example
// (the query the documentation shows, generator/erzeuge.ts), as CSV where it has CSV, the day (or year)
// before its coverage, a date far outside every coverage, and an invalid value for its first
// required parameter.
import { beispielAbfrage, type Umgebung } from '../generator/erzeuge';
import { erstelleAntworter } from '../src/api/antworten';
import { tagDavor } from '../src/gemeinsam/datum';
import type { Laufzeitdaten } from '../src/vertrag/modell';

export type Art = 'beispiel' | 'csv' | 'vor_abdeckung' | 'jahr_1800' | 'falscher_wert';
export interface Rechnerfall {
  id: string;
  suche: string;
  art: Art;
}

const ZEIT = ['datum', 'jahr', 'beginn', 'termin', 'zugang'];

export function rechnerfaelle(daten: Laufzeitdaten, umgebung: Umgebung): Rechnerfall[] {
  const antworter = erstelleAntworter({ daten, ...umgebung });
  const liste: Rechnerfall[] = [];
  for (const d of Object.values(daten.datensaetze)) {
    const m = umgebung.module[d.id];
    if (!m?.berechne) continue;
    // A calculator without GET (POST /hr/lohnkonto) has its own tests of the body (test/rechner/lohnkonto-http.test.ts).
    if (m.art === 'rechner' && m.koerper?.nurKoerper) continue;
    const q = new URLSearchParams(beispielAbfrage(d, antworter).abfrage);
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
