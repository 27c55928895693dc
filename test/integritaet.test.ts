// Data integrity over all datasets, on the real build output: what the generator enforces
// (contiguous, non-overlapping levels, https sources, unique changelog numbers) checked once more
// from the outside, and the links between catalog, changelog and status.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datensatz } from './werte';

const lies = (datei: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', datei), 'utf8'));
const katalog = lies('public/v1/datensaetze.json') as { datensaetze: { id: string; datenstand: string }[] };
const status = lies('public/v1/status.json') as {
  datensaetze: { id: string; gesichert_bis: string | null; naechste_aenderung_erwartet: string | null }[];
};
// The changelog as the API serves it: the precomputed file below this build's prefix.
const laufzeit = lies(`public${lies('build/manifest.json').praefix}/aenderungen.json`) as {
  aenderungen: { datenstand: string; datensatz: string }[];
};

describe('Datenintegrität aller Datensätze', () => {
  it.each(katalog.datensaetze.map((d) => [d.id, d.datenstand]))(
    '%s: datenstand %s steht genau einmal in /aenderungen',
    (id, stand) => {
      const treffer = laufzeit.aenderungen.filter((a) => a.datenstand === stand);
      expect(treffer).toHaveLength(1);
      expect(treffer[0].datensatz).toBe(id);
    },
  );

  it('/status nennt für jeden Datensatz gesichert_bis und naechste_aenderung_erwartet', () => {
    expect(status.datensaetze.map((d) => d.id).sort()).toEqual(katalog.datensaetze.map((d) => d.id).sort());
    for (const d of status.datensaetze) {
      expect(d.gesichert_bis, d.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.naechste_aenderung_erwartet, d.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each(katalog.datensaetze.map((d) => d.id))(
    '%s: Stufen lückenlos und ohne Überlappung, jede mit Rechtsgrundlage und https-Quelle',
    (id) => {
      for (const b of datensatz(id).bestandteile) {
        b.stufen.forEach((s, i) => {
          expect(s.rechtsgrundlage.length, `${id}.${b.id} ${s.gueltig_ab}`).toBeGreaterThan(5);
          expect(s.quelle.url, `${id}.${b.id} ${s.gueltig_ab}`).toMatch(/^https:\/\//);
          const naechste = b.stufen[i + 1];
          if (!naechste) return;
          expect(s.gueltig_ab < naechste.gueltig_ab, `${id}.${b.id}: aufsteigend`).toBe(true);
          // A level ends the day before the next begins, unless the data file ends it earlier on
          // purpose (a rule that lapsed and came back); it never overlaps.
          expect(
            s.gueltig_bis !== null && s.gueltig_bis < naechste.gueltig_ab,
            `${id}.${b.id}: ${s.gueltig_bis} vor ${naechste.gueltig_ab}`,
          ).toBe(true);
        });
      }
    },
  );
});
