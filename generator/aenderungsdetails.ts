// Changelog entries with the levels they concern, for the Atom feeds (generator/feed.ts) and the
// webhook events (build/aenderungen.json, read by the delivery functions). A data file's entry
// names dataset and components, not the levels; which levels an entry concerns follows from its
// kind and date unless the entry names their start days (stufen), which a new entry should
// (docs/ENTSCHEIDUNGEN.md, "Änderungen als Feed und Webhook"):
//   angekuendigt, geaendert  the levels starting after the entry's date for which it is the latest
//                            such entry of that component before they start, else the level in
//                            force that day
//   neu, korrigiert          the level in force on the entry's date; no old value (a correction
//                            overwrote the level in the file, the old value is in the description)
// Without stufen a later announcement dated before an earlier announced level starts would take
// that level over; with stufen, an entry's values never change when entries are added.
import type { z } from 'zod';
import { aenderungMitWerten, type aenderungWert } from '../src/antwort/schema';
import type { GeladenerBestandteil, GeladenerDatensatz, GeladeneStufe } from '../src/daten/laden';
import { DATEN } from './explorer';
import { aenderungen } from './meta';
import { DOKU } from './seitenrahmen';

export type AenderungMitWerten = z.infer<typeof aenderungMitWerten>;
type Wert = z.infer<typeof aenderungWert>;

const VORAUS = new Set(['angekuendigt', 'geaendert']);

function amTag(b: GeladenerBestandteil, tag: string): number {
  const i = b.stufen.findIndex((s) => s.gueltig_ab <= tag && (s.gueltig_bis === null || tag <= s.gueltig_bis));
  if (i >= 0) return i;
  // Before the first level: the first; after the component ended: its last.
  return tag < b.stufen[0].gueltig_ab ? 0 : b.stufen.length - 1;
}

function wert(b: GeladenerBestandteil, i: number, mitAlt: boolean): Wert {
  const s: GeladeneStufe = b.stufen[i];
  return {
    bestandteil: b.id,
    name: b.name,
    einheit: b.einheit,
    gueltig_ab: s.gueltig_ab,
    gueltig_bis: s.gueltig_bis,
    alt: mitAlt && i > 0 ? b.stufen[i - 1].wert : null,
    neu: s.wert,
    rechtsgrundlage: s.rechtsgrundlage,
    quelle: { titel: s.quelle.titel, url: s.quelle.url },
  };
}

// The year-change page that lists a level: its own year for 1 January, else the next one (the
// page's "unterjährig" section), if the build writes that page.
function jahreswechsel(ab: string, jahre: Set<number>): number | null {
  const j = Number(ab.slice(0, 4)) + (ab.endsWith('-01-01') ? 0 : 1);
  return jahre.has(j) ? j : null;
}

export function aenderungenMitWerten(
  quellen: GeladenerDatensatz[],
  jahre: number[],
  ursprung: string,
): AenderungMitWerten[] {
  const nachId = new Map(quellen.map((d) => [d.id, d]));
  const alle = aenderungen(quellen);
  const seiten = new Set(jahre);
  // The days an entry names itself (stufen in the data file), by datenstand.
  const genannt = new Map(
    quellen.flatMap((d) => d.aenderungen.filter((a) => a.stufen).map((a) => [`${a.datum}.${a.nr}`, a.stufen ?? []])),
  );
  return alle.map((e) => {
    const d = nachId.get(e.datensatz) as GeladenerDatensatz;
    const mitAlt = VORAUS.has(e.art);
    const werte: Wert[] = [];
    for (const id of e.bestandteile ?? []) {
      const b = d.bestandteile.find((x) => x.id === id);
      if (!b?.stufen.length) continue;
      const eigene = genannt.get(e.datenstand);
      if (eigene) {
        b.stufen.forEach((s, i) => {
          if (eigene.includes(s.gueltig_ab)) werte.push(wert(b, i, mitAlt));
        });
        continue;
      }
      if (!mitAlt) {
        werte.push(wert(b, amTag(b, e.datum), false));
        continue;
      }
      // A later level goes to the latest announcement of this component before it starts, among
      // those that do not name other days (alle is newest first).
      const spaeter = b.stufen
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => s.gueltig_ab > e.datum)
        .filter(
          ({ s }) =>
            alle.find(
              (a) =>
                a.datensatz === e.datensatz &&
                VORAUS.has(a.art) &&
                a.bestandteile?.includes(id) &&
                a.datum < s.gueltig_ab &&
                (genannt.get(a.datenstand)?.includes(s.gueltig_ab) ?? true),
            )?.datenstand === e.datenstand,
        );
      if (spaeter.length) for (const { i } of spaeter) werte.push(wert(b, i, true));
      // No later level of its own: the level in force (one that ends says so in gueltig_bis).
      else werte.push(wert(b, amTag(b, e.datum), false));
    }
    const erster = werte[0];
    const jahr = erster ? jahreswechsel(erster.gueltig_ab, seiten) : null;
    return aenderungMitWerten.parse({
      ...e,
      werte,
      links: {
        explorer: `${ursprung}${DATEN}/${e.datensatz}/${erster ? `#b-${erster.bestandteil}` : ''}`,
        jahreswechsel: jahr === null ? null : `${ursprung}${DOKU}/jahreswechsel/${jahr}/`,
      },
    });
  });
}

// Where the pages and feeds are published: Netlify sets URL during the build (the site's main
// address); locally npm start serves https://localhost:8888.
export function ursprungAusUmgebung(umgebung: NodeJS.ProcessEnv = process.env): string {
  const url = umgebung.URL?.trim();
  return url && /^https?:\/\/[^/]+$/.test(url.replace(/\/$/, '')) ? url.replace(/\/$/, '') : 'https://localhost:8888';
}
