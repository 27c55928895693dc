// The English glossary (generator/glossar.ts) against the catalog and the response schemas: every
// dataset id and every field name of the OpenAPI document has exactly one entry, and the table
// holds nothing that the API no longer has. The English page shows every entry.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englischeSeite } from '../generator/englisch';
import { erzeuge } from '../generator/erzeuge';
import { DATENSAETZE_EN, FELDER_EN } from '../generator/glossar';
import { ladeDaten } from '../src/daten/laden';

const { oeffentlich } = erzeuge(ladeDaten(join(import.meta.dirname, '..', 'data')));

// Every property name of every schema, also those nested in paths (responses) and in
// anyOf/items; parameter names are fields too when a calculator echoes them.
function felder(openapi: unknown): Set<string> {
  const namen = new Set<string>();
  const besuche = (x: unknown) => {
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (o.properties && typeof o.properties === 'object') for (const k of Object.keys(o.properties)) namen.add(k);
    for (const v of Object.values(o)) besuche(v);
  };
  besuche(openapi);
  return namen;
}

describe('englisches Glossar', () => {
  it('nennt jede Datensatz-ID des Katalogs, und nur diese', () => {
    const katalog = (oeffentlich['datensaetze.json'] as { datensaetze: { id: string }[] }).datensaetze
      .map((d) => d.id)
      .sort();
    expect(katalog.length).toBe(
      readdirSync(join(import.meta.dirname, '..', 'data')).filter((f) => f.endsWith('.yaml')).length,
    );
    expect(Object.keys(DATENSAETZE_EN).sort()).toEqual(katalog);
  });

  it('nennt jedes Feld der Antwortschemas, und nur diese', () => {
    const schema = [...felder(oeffentlich['openapi.json'])].sort();
    expect(schema).toContain('gueltig_ab');
    expect(schema).toContain('rechtsgrundlage');
    expect(Object.keys(FELDER_EN).sort()).toEqual(schema);
    for (const [feld, text] of Object.entries(FELDER_EN)) expect(text.trim().length, feld).toBeGreaterThan(1);
  });

  it('die englische Seite zeigt jeden Eintrag und verlinkt die deutsche Seite', () => {
    const html = englischeSeite();
    for (const id of Object.keys(DATENSAETZE_EN)) expect(html).toContain(`<tr id="ds-${id}">`);
    for (const f of Object.keys(FELDER_EN)) expect(html).toContain(`<tr id="feld-${f}">`);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/href="\/v1\/dokumentation\/" hreflang="de" lang="de">Deutsch/);
    for (const abschnitt of ['authentication', 'errors', 'csv', 'versioning', 'citation', 'glossary'])
      expect(html).toContain(`id="${abschnitt}"`);
  });
});
