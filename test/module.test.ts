// The modules (src/datensaetze/<id>.ts) are discovered, not listed: every file is the module of the
// data file of the same name, its kind follows from its constructor, and it reads other datasets
// only through Bezug as it declared (braucht). The build refuses what does not fit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { erzeuge } from '../generator/erzeuge';
import { ladeModule, MODULVERZEICHNIS } from '../generator/module';
import { DATEN, UMGEBUNG } from '../scripts/umgebung';
import { rechnerAntwort } from '../src/antwort/schema';
import { ladeDaten } from '../src/daten/laden';
import { FehlenderWert, pflichtwert, zitierfelder } from '../src/rechner/werte';
import { erstelleBezug } from '../src/vertrag/bezug';
import { datensatzModul, rechnerModul } from '../src/vertrag/modul';

const quellen = ladeDaten(DATEN);
const WURZEL = join(import.meta.dirname, '..');

describe('Module werden gefunden, nicht aufgezählt', () => {
  // The modules as they stand: a new file in src/datensaetze/ adds its id here.
  const MODULE = [
    'arbeitstage',
    'ausgleichsabgabe',
    'bav-hoechstbetraege',
    'beitragssaetze',
    'brutto-netto',
    'dienstwagen',
    'feiertage',
    'krankengeld',
    'kuendigungsfrist',
    'lohnkonto',
    'lohnsteuer',
    'mindestausbildungsverguetung',
    'minijob-abgaben',
    'mutterschutz',
    'netto-brutto',
    'pausen',
    'payroll-jahreskalender',
    'pfaendungsfreigrenzen',
    'rechengroessen',
    'regelaltersgrenze',
    'reisekosten-ausland',
    'sachbezugswerte',
    'sfn-zuschlaege',
    'sv-faelligkeit',
    'uebergangsbereich',
    'urlaubsanspruch',
  ];

  it('jede Datei in src/datensaetze/ ist ein Modul und hat ihre Datendatei', async () => {
    const module = await ladeModule();
    expect(Object.keys(module).sort()).toEqual(MODULE);
    const ids = new Set(quellen.map((d) => d.id));
    for (const id of MODULE) expect(ids.has(id), id).toBe(true);
    // The files as they lie in the directory (helpers beside the modules are not modules).
    for (const id of MODULE) expect(readdirSync(MODULVERZEICHNIS), id).toContain(`${id}.ts`);
  });

  it('build/module.ts lädt genau diese Module, jedes aus seiner Datei', () => {
    const index = readFileSync(join(WURZEL, 'build', 'module.ts'), 'utf8');
    const geladen = [...index.matchAll(/'\.\.\/src\/datensaetze\/([a-z0-9-]+)\.ts'/g)].map((m) => m[1]).sort();
    expect(geladen).toEqual(MODULE);
    expect(Object.keys(UMGEBUNG.module).sort()).toEqual(MODULE);
  });

  it('die Art folgt aus dem Modul (bestandteile, spezial, rechner), in keiner Datei ein zweites Mal', () => {
    const art = (id: string) => UMGEBUNG.module[id]?.art ?? 'bestandteile';
    expect(art('mindestlohn')).toBe('bestandteile');
    expect(art('rechengroessen')).toBe('bestandteile');
    // Own component shape (API-SPEC.md "Special datasets").
    expect(art('beitragssaetze')).toBe('spezial');
    expect(art('uebergangsbereich')).toBe('spezial');
    expect(art('lohnsteuer')).toBe('rechner');
    for (const f of readdirSync(DATEN).filter((x) => x.endsWith('.yaml')))
      expect(readFileSync(join(DATEN, f), 'utf8'), f).not.toMatch(/^art:/m);
  });

  it('ein Modul ohne Datendatei oder mit unbekanntem braucht lässt den Build scheitern', () => {
    const erfunden = datensatzModul({ braucht: ['gibt-es-nicht'] });
    expect(() => erzeuge(quellen, { ...UMGEBUNG, module: { ...UMGEBUNG.module, erfunden } })).toThrow(
      /src\/datensaetze\/erfunden\.ts: Modul ohne Datei data\/erfunden\.yaml[\s\S]*braucht gibt-es-nicht/,
    );
  });

  it('ein Rechner-Datensatz ohne Modul und ohne Bestandteile lässt den Build scheitern', () => {
    const { feiertage: _, ...ohne } = UMGEBUNG.module;
    expect(() => erzeuge(quellen, { ...UMGEBUNG, module: ohne })).toThrow(
      /data\/feiertage\.yaml: Datensatz feiertage, bestandteile: mindestens ein Bestandteil/,
    );
  });
});

describe('Bezug: ein Modul liest andere Datensätze nur, wie es sie nennt', () => {
  const { laufzeit } = erzeuge(quellen, UMGEBUNG);
  const lohnsteuer = erstelleBezug('lohnsteuer', UMGEBUNG.module.lohnsteuer, {
    ...UMGEBUNG,
    datensaetze: laufzeit.datensaetze,
  });

  it('liefert die Antwort des Zeitraums mit Quelle und datenstand', () => {
    const k = lohnsteuer.am('kirchensteuer', '2024-05-01');
    expect((k.werte as Record<string, number>).satz_by).toBe(8);
    expect(k.datenstand).toBe(laufzeit.datensaetze.kirchensteuer.datenstand);
    expect(lohnsteuer.finde('kirchensteuer', '2014-12-31')).toBeNull();
    expect(() => lohnsteuer.am('kirchensteuer', '2014-12-31')).toThrow(
      'datum=2014-12-31 liegt außerhalb der Abdeckung von kirchensteuer: 2015-01-01 bis heute und angekündigte Werte.',
    );
  });

  it('ein nicht genannter Datensatz ist ein Programmierfehler mit beiden Namen', () => {
    expect(() => lohnsteuer.am('mindestlohn', '2024-05-01')).toThrow(
      'Modul lohnsteuer liest mindestlohn, nennt es aber nicht in braucht (src/datensaetze/lohnsteuer.ts)',
    );
    const ohne = erstelleBezug('x', { braucht: ['kirchensteuer'] }, { ...UMGEBUNG, datensaetze: laufzeit.datensaetze });
    expect(() => ohne.pap('lohnsteuer')).toThrow(/nennt lohnsteuer aber nicht in braucht/);
  });

  it('ein nicht genannter Datensatz besteht schon die Typprüfung nicht (tsc in npm test)', () => {
    const antwort = rechnerAntwort('typprobe', { n: z.number() }, 'Probe.');
    const modul = rechnerModul(antwort, {
      braucht: ['kirchensteuer'],
      parameter: [],
      berechne(basis, _p, _heute, bezug) {
        bezug.am('kirchensteuer', '2024-05-01');
        bezug.am('typprobe', '2024-05-01');
        // @ts-expect-error mindestlohn steht nicht in braucht
        bezug.am('mindestlohn', '2024-05-01');
        // @ts-expect-error Lohnsteuerprogramme nur mit lohnsteuer in braucht
        bezug.pap('lohnsteuer');
        return { datensatz: 'typprobe' as const, n: 1, ...zitierfelder(basis) };
      },
    });
    expect(modul.braucht).toEqual(['kirchensteuer']);
  });

  it('liest einen Wert mit seinem Zitat und merkt sich dessen Quelle', () => {
    const b = erstelleBezug(
      'x',
      { braucht: ['uebergangsbereich', 'beitragssaetze'] },
      {
        ...UMGEBUNG,
        datensaetze: laufzeit.datensaetze,
      },
    );
    // Geringfügigkeitsgrenze 2024: 538 Euro (§ 8 Abs. 1a SGB IV, Mindestlohn 12,41 Euro × 130 / 3).
    const g = b.wert('uebergangsbereich', 'untergrenze_monat', '2024-05-01');
    expect(g.wert).toBe(538);
    expect(g.datensatz).toBe('uebergangsbereich');
    // Allgemeiner Beitragssatz der Krankenversicherung 14,6 %, je Hälfte 7,3 (§ 241, § 249 SGB V).
    const kv = b.wert('beitragssaetze', 'kv_allgemein', '2024-05-01');
    expect([kv.wert, kv.arbeitgeber, kv.arbeitnehmer]).toEqual([14.6, 7.3, 7.3]);
    expect(b.gelesen().map((q) => q.url)).toEqual([g.quelle?.url, kv.quelle?.url]);
    expect(b.vielleicht('beitragssaetze', 'gibt_es_nicht', '2024-05-01')).toBeNull();
    expect(() => b.wert('beitragssaetze', 'kv_allgemein', '2014-12-31')).toThrow(/fehlen Werte in beitragssaetze/);
  });
});

describe('Pflichtwerte der Module', () => {
  it('ein fehlender Wert lässt den Build mit Datensatz und Feld scheitern', () => {
    const kopie = ladeDaten(DATEN);
    const grundfrist = kopie
      .find((d) => d.id === 'kuendigungsfrist')!
      .bestandteile.find((b) => b.id === 'grundfrist_wochen')!;
    for (const s of grundfrist.stufen) s.wert = null;
    expect(() => erzeuge(kopie, UMGEBUNG)).toThrow(
      /data\/kuendigungsfrist\.yaml: Antwort ab 2015-01-01: Datensatz kuendigungsfrist: der Wert grundfrist_wochen fehlt/,
    );
  });

  it('eine Tabellenzeile ohne Wert lässt den Build mit Tabelle und Zeile scheitern', () => {
    const kopie = ladeDaten(DATEN);
    const zeile = kopie
      .find((d) => d.id === 'kuendigungsfrist')
      ?.bestandteile.find((b) => b.tabelle?.name === 'staffel' && b.tabelle.schluessel === 20);
    for (const s of zeile?.stufen ?? []) s.wert = null;
    expect(() => erzeuge(kopie, UMGEBUNG)).toThrow(/Datensatz kuendigungsfrist: der Wert staffel\[20\] fehlt/);
  });

  it('pflichtwert gibt die Zahl oder wirft FehlenderWert', () => {
    expect(pflichtwert({ a: 4 }, 'x', 'a')).toBe(4);
    expect(() => pflichtwert({ a: null }, 'x', 'a')).toThrow(FehlenderWert);
    expect(() => pflichtwert({}, 'x', 'b')).toThrow('Datensatz x: der Wert b fehlt (data/x.yaml)');
  });
});
