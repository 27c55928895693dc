import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { erzeuge } from '../generator/erzeuge';
import { type GeladenerDatensatz, ladeDaten, pruefeAenderungsnummern, pruefeDatei } from '../src/daten/laden';
import { FIXTUR_UMGEBUNG } from './fixtures/umgebung';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'daten');
const beispiel = () => parse(readFileSync(join(FIXTURES, 'beispiel.yaml'), 'utf8'));

// Changes one field of the fixture and returns the problems the loader reports.
function probleme(aendere: (d: any) => void, datei = 'data/beispiel.yaml'): string[] {
  const d = beispiel();
  aendere(d);
  return pruefeDatei(datei, stringify(d)).probleme;
}

describe('Prüfung der Datendateien', () => {
  it('nimmt die Beispieldatei an', () => expect(probleme(() => {})).toEqual([]));

  it('verlangt eine Quelle an der ersten Stufe und nennt Datei, Datensatz und Feld', () => {
    const p = probleme((d) => delete d.bestandteile[0].stufen[0].quelle);
    expect(p).toEqual([
      'data/beispiel.yaml: Datensatz beispiel, bestandteile[0] (satz).stufen[0] (ab 2014-01-01).quelle: fehlt; die erste Stufe eines Bestandteils nennt sie (spätere Stufen erben sie von der vorigen)',
    ]);
  });

  it('verlangt eine Rechtsgrundlage an der ersten Stufe', () => {
    const p = probleme((d) => delete d.bestandteile[1].stufen[0].rechtsgrundlage);
    expect(p).toEqual([
      'data/beispiel.yaml: Datensatz beispiel, bestandteile[1] (befristet).stufen[0] (ab 2022-10-26).rechtsgrundlage: fehlt; die erste Stufe eines Bestandteils nennt sie (spätere Stufen erben sie von der vorigen)',
    ]);
  });

  it('lässt spätere Stufen Rechtsgrundlage und Quelle von der vorigen Stufe erben', () => {
    const d = beispiel();
    delete d.bestandteile[0].stufen[1].quelle;
    delete d.bestandteile[0].stufen[2].rechtsgrundlage;
    const r = pruefeDatei('data/beispiel.yaml', stringify(d));
    expect(r.probleme).toEqual([]);
    const [, zweite, dritte] = r.datensatz!.bestandteile[0].stufen;
    expect(zweite.quelle).toEqual({ titel: 'Beispielgesetz § 1', url: 'https://example.org/gesetz/1' });
    expect(zweite.rechtsgrundlage).toBe('§ 1 Abs. 2 Beispielgesetz');
    expect(dritte.rechtsgrundlage).toBe('§ 1 Abs. 2 Beispielgesetz');
    expect(dritte.quelle).toEqual({ titel: 'Ankündigung', url: 'https://example.org/ankuendigung' });
    // A loaded level has the same keys in the same order whether it stated or inherited a field.
    expect(Object.keys(zweite)).toEqual(['gueltig_ab', 'wert', 'rechtsgrundlage', 'quelle', 'hinweis', 'gueltig_bis']);
  });

  it('erbt nicht über Bestandteile hinweg', () => {
    const p = probleme((d) => {
      delete d.bestandteile[1].stufen[0].quelle;
    });
    expect(p.join()).toContain('bestandteile[1] (befristet).stufen[0] (ab 2022-10-26).quelle: fehlt');
  });

  it('lehnt ein erwartet der letzten Stufe vor dem Stand ab (veraltet)', () => {
    const p = probleme((d) => {
      d.bestandteile[0].stufen[2].erwartet = '2026-11-22';
    });
    expect(p).toEqual([
      'data/beispiel.yaml: Datensatz beispiel, bestandteile[0] (satz).stufen[2] (ab 2030-01-01).erwartet: 2026-11-22 liegt vor dem Stand 2026-11-23 und keine neuere Stufe folgt; Wert eintragen (neue Stufe) oder erwartet auf das nächste erwartete Datum setzen',
    ]);
  });

  it('nimmt ein vergangenes erwartet an, wenn eine neuere Stufe folgt, und ein erwartet am Stand', () => {
    expect(
      probleme((d) => {
        d.bestandteile[0].stufen[1].erwartet = '2019-10-01';
      }),
    ).toEqual([]);
    expect(
      probleme((d) => {
        d.bestandteile[0].stufen[2].erwartet = '2026-11-23';
      }),
    ).toEqual([]);
  });

  it('lehnt ein erwartet des Datensatzes vor dem Stand ab (veraltet)', () => {
    const p = probleme((d) => {
      d.erwartet = '2026-01-01';
    });
    expect(p).toEqual([
      'data/beispiel.yaml: Datensatz beispiel, erwartet: 2026-01-01 liegt vor dem Stand 2026-11-23; die erwartete Änderung eintragen (neue Stufe) und erwartet auf das nächste erwartete Datum setzen oder entfernen',
    ]);
    expect(
      probleme((d) => {
        d.erwartet = '2027-01-01';
      }),
    ).toEqual([]);
  });

  it('verlangt https', () => {
    const p = probleme((d) => (d.bestandteile[0].stufen[0].quelle.url = 'http://example.org/gesetz'));
    expect(p.join()).toContain('stufen[0].quelle.url: muss eine https-URL sein');
  });

  it('kennt nur die Einheiten der Spezifikation', () => {
    const p = probleme((d) => (d.bestandteile[0].einheit = 'euro_pro_tag'));
    expect(p.join()).toContain('bestandteile[0] (satz).einheit: Einheit muss eine von euro_jahr');
  });

  it('verlangt aufsteigende Stufen', () => {
    const p = probleme((d) => d.bestandteile[0].stufen.reverse());
    expect(p.join()).toContain(
      'stufen[0] (ab 2030-01-01).gueltig_ab: Stufen müssen aufsteigend und ohne Überschneidung stehen',
    );
  });

  it('verbietet Überschneidungen durch ein gueltig_bis nach dem Beginn der nächsten Stufe', () => {
    const p = probleme((d) => (d.bestandteile[0].stufen[0].gueltig_bis = '2020-06-30'));
    expect(p.join()).toContain(
      'stufen[0] (ab 2014-01-01).gueltig_bis: überschneidet sich mit der nächsten Stufe ab 2020-01-01',
    );
  });

  it('erkennt ein unmögliches Datum', () => {
    const p = probleme((d) => (d.bestandteile[0].stufen[1].gueltig_ab = '2020-02-30'));
    expect(p.join()).toContain('stufen[1].gueltig_ab: kein gültiges Datum');
  });

  it('verlangt eine Rechtsgrundlage', () => {
    const p = probleme((d) => (d.bestandteile[1].stufen[0].rechtsgrundlage = ''));
    expect(p.join()).toContain('bestandteile[1] (befristet).stufen[0].rechtsgrundlage: darf nicht leer sein');
  });

  it('lehnt unbekannte Felder ab (Tippfehler)', () => {
    const p = probleme((d) => (d.bestandteile[0].stufen[0].wertt = 1));
    expect(p.join()).toContain('stufen[0]');
  });

  it('verlangt, dass die Datei wie der Datensatz heißt', () => {
    expect(probleme(() => {}, 'data/anders.yaml').join()).toContain('muss dem Dateinamen entsprechen');
  });

  it('prüft in beitragssaetze die Aufteilung auf Arbeitgeber und Arbeitnehmer', () => {
    const p = probleme((d) => {
      d.id = 'beitragssaetze';
      for (const b of d.bestandteile)
        for (const s of b.stufen)
          Object.assign(s, {
            arbeitgeber: s.wert === null ? null : s.wert / 2,
            arbeitnehmer: s.wert === null ? null : s.wert / 2,
          });
      d.bestandteile[0].stufen[1].arbeitnehmer = 4;
    }, 'data/beitragssaetze.yaml');
    expect(p).toEqual([
      'data/beitragssaetze.yaml: Datensatz beitragssaetze, bestandteile[0] (satz).stufen[1] (ab ' +
        '2020-01-01).arbeitgeber/arbeitnehmer: arbeitgeber (4.675) + arbeitnehmer (4) muss wert (9.35) ergeben',
    ]);
  });

  it('verlangt mit anteile_pflicht an jeder Stufe beide Anteile', () => {
    const p = probleme((d) => {
      d.anteile_pflicht = true;
      const s = d.bestandteile[0].stufen[0];
      const haelfte = s.wert === null ? null : s.wert / 2;
      Object.assign(s, { arbeitgeber: haelfte, arbeitnehmer: haelfte });
    });
    expect(p.join()).toContain('(satz).stufen[1] (ab 2020-01-01).arbeitgeber/arbeitnehmer: mit anteile_pflicht trägt');
    expect(p.join()).not.toContain('(satz).stufen[0] (ab');
  });

  it('verlangt in Jahresdatensätzen Stufen ab dem 1. Januar und ein Ende der Abdeckung', () => {
    const p = probleme((d) => {
      d.zeit = 'jahr';
    });
    expect(p.join()).toContain('abdeckung.bis: ein Jahresdatensatz nennt das letzte abgedeckte Jahr');
    expect(p.join()).toContain(
      'stufen[0] (ab 2022-10-26).gueltig_ab: in einem Jahresdatensatz beginnt jede Stufe am 1. Januar',
    );
  });

  it('lehnt eine doppelte Änderungsnummer über zwei Dateien ab', () => {
    const a = pruefeDatei('data/beispiel.yaml', readFileSync(join(FIXTURES, 'beispiel.yaml'), 'utf8')).datensatz!;
    const b: GeladenerDatensatz = { ...a, id: 'zweiter', datei: 'data/zweiter.yaml' };
    expect(pruefeAenderungsnummern([a, b]).join()).toContain('Nummer 1 ist am 2026-11-23 schon von beispiel belegt');
  });
});

describe('Ableitungen des Generators', () => {
  const { laufzeit, oeffentlich } = erzeuge(ladeDaten(FIXTURES), FIXTUR_UMGEBUNG);
  const d = laufzeit.datensaetze.beispiel;

  it('bildet Gültigkeitszeiträume an jeder Änderung, auch am Ende einer befristeten Regel', () => {
    expect(d.perioden.map((p) => [p.von, p.bis])).toEqual([
      ['2015-01-01', '2019-12-31'],
      ['2020-01-01', '2022-10-25'],
      ['2022-10-26', '2024-12-31'],
      ['2025-01-01', '2029-12-31'],
      ['2030-01-01', null],
    ]);
  });

  it('leitet gueltig_bis, naechster_wert und vorlaeufig ab', () => {
    const p = d.perioden[1].antwort as any;
    expect(p.bestandteile[0]).toMatchObject({
      wert: 9.35,
      gueltig_ab: '2020-01-01',
      gueltig_bis: '2029-12-31',
      naechster_wert: { gueltig_ab: '2030-01-01', wert: null },
    });
    expect(p.vorlaeufig).toBe(false);
    expect((d.perioden[4].antwort as any).vorlaeufig).toBe(true);
  });

  it('nimmt als datenstand den jüngsten Änderungseintrag', () => expect(d.datenstand).toBe('2026-11-23.1'));

  it('bildet je Jahr einen Zeitraum in Jahresdatensätzen', () => {
    const j = laufzeit.datensaetze.jahreswerte;
    expect(j.perioden).toHaveLength(12);
    expect((j.perioden[10].antwort as any).werte).toEqual({ freibetrag: 12096 });
  });

  it('sortiert das Änderungsprotokoll neueste zuerst', () => {
    expect(laufzeit.aenderungen.map((a) => a.datenstand)).toEqual(['2026-11-23.2', '2026-11-23.1', '2022-07-23.1']);
  });

  it('schreibt ein OpenAPI-3.1-Dokument mit Pfaden für Datensatz und Verlauf', () => {
    const o = oeffentlich['openapi.json'] as any;
    expect(o.openapi).toBe('3.1.0');
    expect(Object.keys(o.paths)).toEqual(
      expect.arrayContaining([
        '/hr/beispiel',
        '/hr/beispiel/verlauf',
        '/datensaetze',
        '/aenderungen',
        '/status',
        '/export',
      ]),
    );
    const datum = o.paths['/hr/beispiel'].get.parameters.find((p: any) => p.name === 'datum');
    expect(datum).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'string', format: 'date' },
      example: '2024-05-01',
    });
  });

  it('meldet gesichert_bis und den Beginn vorläufiger Werte im Status', () => {
    const s = (oeffentlich['status.json'] as any).datensaetze.find((x: any) => x.id === 'beispiel');
    expect(s).toMatchObject({
      gesichert_bis: '2029-12-31',
      naechste_aenderung_erwartet: '2030-01-01',
      vorlaeufig_ab: '2030-01-01',
    });
  });
});
