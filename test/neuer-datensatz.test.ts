// A new dataset of components is one data file (README, "Einen neuen Datensatz anlegen"). This test
// takes the file from the README, puts it into a copy of data/, builds as npm run build does and
// asks the whole API in one process: nothing else in the repository is edited.
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { baue, DATEN } from '../scripts/umgebung';
import { ladeDaten } from '../src/daten/laden';
import { apiDerKopie, kopie } from './anleitung';

const k = kopie();
afterAll(() => rmSync(k.wurzel, { recursive: true, force: true }));
k.lege('data/beispiel-pauschale.yaml');
const { module, laufzeit, oeffentlich, glossar, hole } = await apiDerKopie(k);

describe('Ein neuer Datensatz ist eine Datei', () => {
  it('nur data/beispiel-pauschale.yaml ist hinzugekommen, kein Modul', () => {
    const neu = readdirSync(k.daten).filter((f) => !readdirSync(DATEN).includes(f));
    expect(neu).toEqual(['beispiel-pauschale.yaml']);
    expect(module['beispiel-pauschale']).toBeUndefined();
  });

  it('antwortet am Stichtag mit seinen Werten, Rechtsgrundlage und Quelle', async () => {
    const r = await hole('/hr/beispiel-pauschale?datum=2025-06-30');
    expect(r.status).toBe(200);
    const a = await r.json();
    expect(a).toMatchObject({
      datensatz: 'beispiel-pauschale',
      datum: '2025-06-30',
      werte: { je_tag: 12, je_monat: 200 },
    });
    // The level of 2025 inherits legal basis and source from the level before.
    expect(a.bestandteile[0]).toMatchObject({
      id: 'je_tag',
      gueltig_ab: '2025-01-01',
      rechtsgrundlage: '§ 1 Abs. 1 Beispielverordnung (erfunden)',
      quelle: { url: 'https://example.org/beispielverordnung/1' },
    });
    expect(a.datenstand).toBe('2099-01-01.1');
  });

  it('vor der Abdeckung 404 kein_wert, ?bestandteil= und der Verlauf als CSV', async () => {
    expect((await (await hole('/hr/beispiel-pauschale?datum=2023-12-31')).json()).fehler.code).toBe('kein_wert');
    const nur = await (await hole('/hr/beispiel-pauschale?datum=2024-05-01&bestandteil=je_monat')).json();
    expect(nur.werte).toEqual({ je_monat: 200 });
    const csv = await (await hole('/hr/beispiel-pauschale/verlauf?format=csv')).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('steht im Katalog, im Änderungsprotokoll, im Glossar und mit eigenem Schema im OpenAPI-Dokument', () => {
    const kat = (oeffentlich['datensaetze.json'] as any).datensaetze.find((d: any) => d.id === 'beispiel-pauschale');
    expect(kat).toMatchObject({
      art: 'bestandteile',
      bestandteile: ['je_tag', 'je_monat'],
      datenstand: '2099-01-01.1',
    });
    expect(
      laufzeit.aenderungen.some((e) => e.datenstand === '2099-01-01.1' && e.datensatz === 'beispiel-pauschale'),
    ).toBe(true);
    const doc = oeffentlich['openapi.json'] as any;
    expect(doc.paths['/hr/beispiel-pauschale'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Datensatz_beispiel_pauschale',
    });
    const felder = Object.keys(doc.components.schemas.Datensatz_beispiel_pauschale.properties);
    expect(felder).not.toContain('summen');
    expect(felder).toContain('werte');
    // No field of its own: the glossary is the one of the real data; its English name is its file's.
    expect(Object.keys(glossar).sort()).toEqual(Object.keys(baue().glossar).sort());
    expect(ladeDaten(k.daten).find((d) => d.id === 'beispiel-pauschale')?.name_en).toBe(
      'Example flat rates (test fixture)',
    );
  });
});
