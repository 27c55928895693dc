// The English glossary is generated: a dataset's English name comes from its data file (name.en),
// a field's from its schema (.meta({ en })), collected while the OpenAPI document is built. A field
// without an English name stops the build; the English page shows every entry.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { englischeSeite } from '../generator/englisch';
import { openapi } from '../generator/openapi';
import { baue, DATEN } from '../scripts/umgebung';
import { ladeDaten } from '../src/daten/laden';

const quellen = ladeDaten(DATEN);
const { oeffentlich, glossar, laufzeit } = baue();

describe('englisches Glossar', () => {
  it('jeder Datensatz nennt seinen englischen Namen in seiner Datei', () => {
    for (const d of quellen) expect(d.name_en.trim().length, d.id).toBeGreaterThan(10);
  });

  it('nennt die Felder mit ihren englischen Namen, je Bedeutung einen', () => {
    expect(glossar.gueltig_ab).toEqual(['valid from (first day)']);
    expect(glossar.rechtsgrundlage).toEqual(['legal basis (statute, section)']);
    expect(glossar.datensatz).toEqual(['dataset id', 'dataset the rate comes from']);
    expect(glossar.wert).toEqual([
      'value',
      'value of the step (euro or percent); null where the step does not apply',
      'value; null while an announced value is not fixed',
    ]);
  });

  it('jedes Feld einer Antwort von mindestlohn steht im Glossar', () => {
    for (const feld of [
      ...['datensatz', 'datum', 'vorlaeufig', 'werte', 'bestandteile', 'regeln', 'hinweise', 'lizenz', 'stand'],
      ...['zitat', 'datenstand', 'id', 'name', 'gruppe', 'art', 'einheit', 'wert', 'gueltig_ab', 'gueltig_bis'],
      ...['quelle', 'hinweis', 'naechster_wert'],
    ])
      expect(glossar[feld]?.length, feld).toBeGreaterThan(0);
  });

  it('das OpenAPI-Dokument selbst trägt die englischen Namen nicht', () => {
    expect(JSON.stringify(oeffentlich['openapi.json'])).not.toContain('"en":');
  });

  it('ein Feld ohne englischen Namen lässt den Build scheitern und nennt Schema und Feld', () => {
    const d = laufzeit.datensaetze.mindestlohn;
    const ohne = z.strictObject({ datensatz: z.string().meta({ en: 'dataset id' }), neu: z.number() });
    expect(() =>
      openapi({
        stand: '2026-01-01',
        datensaetze: [
          {
            id: 'mindestlohn',
            name: 'x',
            beschreibung: 'x',
            laufzeit: d,
            beispiel: undefined,
            antwort: { name: 'Datensatz_test', schema: ohne },
            koerper: null,
            verlauf: null,
          },
        ],
      }),
    ).toThrow(/Felder ohne englischen Namen[\s\S]*Datensatz_test\.neu/);
  });

  it('die englische Seite zeigt jeden Eintrag und verlinkt die deutsche Seite', () => {
    const datensaetze = Object.fromEntries(quellen.map((d) => [d.id, d.name_en]));
    const html = englischeSeite({ datensaetze, felder: glossar });
    for (const d of quellen) expect(html).toContain(`<tr id="ds-${d.id}"><td><code>${d.id}</code></td>`);
    for (const f of Object.keys(glossar)) expect(html).toContain(`<tr id="feld-${f}">`);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/href="\/v1\/dokumentation\/" hreflang="de" lang="de">Deutsch/);
    for (const abschnitt of ['authentication', 'errors', 'csv', 'versioning', 'citation', 'glossary'])
      expect(html).toContain(`id="${abschnitt}"`);
  });
});
