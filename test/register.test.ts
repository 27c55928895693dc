import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruefeRegister, REGISTER } from '../generator/register';
import { ladeDaten } from '../src/daten/laden';
import { ERWEITERUNGEN } from '../src/rechner';

const quellen = ladeDaten(join(import.meta.dirname, '..', 'data'));

describe('Register der Datensätze (generator/register.ts)', () => {
  it('passt zu allen Dateien in data/ und zu den Rechnermodulen', () => {
    expect(pruefeRegister(quellen, REGISTER, ERWEITERUNGEN)).toEqual([]);
    expect(Object.keys(REGISTER).sort()).toEqual(quellen.map((d) => d.id).sort());
  });

  it('meldet eine Datei ohne Eintrag und einen Eintrag ohne Datei', () => {
    const { mindestlohn: _, ...ohne } = REGISTER;
    expect(pruefeRegister(quellen, ohne, ERWEITERUNGEN)).toEqual([
      'data/mindestlohn.yaml: Datensatz mindestlohn fehlt in generator/register.ts',
    ]);
    const mehr = { ...REGISTER, erfunden: { art: 'bestandteile' as const } };
    expect(pruefeRegister(quellen, mehr, ERWEITERUNGEN)).toEqual([
      'generator/register.ts: Eintrag erfunden hat keine Datei data/erfunden.yaml',
    ]);
  });

  it('meldet eine Art, die nicht zur Datei passt, und art spezial ohne eigene Form', () => {
    const probleme = pruefeRegister(quellen, { ...REGISTER, beitragssaetze: { art: 'spezial' } }, ERWEITERUNGEN);
    expect(probleme.join('\n')).toContain('art spezial braucht eine eigene Form');
    const falsch = pruefeRegister(quellen, { ...REGISTER, mindestlohn: { art: 'rechner' } }, ERWEITERUNGEN);
    expect(falsch.join('\n')).toContain(
      'data/mindestlohn.yaml (art: bestandteile), generator/register.ts (art: rechner): die Art stimmt nicht überein',
    );
  });

  it('meldet einen Rechner ohne Modul', () => {
    const { pausen: _, ...ohne } = ERWEITERUNGEN;
    expect(pruefeRegister(quellen, REGISTER, ohne).join('\n')).toContain('Rechner ohne Modul in src/rechner/index.ts');
  });
});

describe('Pflichtwerte der Rechner', () => {
  it('ein fehlender Wert lässt den Build mit Datensatz und Feld scheitern', async () => {
    const { erzeuge } = await import('../generator/erzeuge');
    const kopie = ladeDaten(join(import.meta.dirname, '..', 'data'));
    const grundfrist = kopie
      .find((d) => d.id === 'kuendigungsfrist')!
      .bestandteile.find((b) => b.id === 'grundfrist_wochen')!;
    for (const s of grundfrist.stufen) s.wert = null;
    expect(() => erzeuge(kopie)).toThrow(
      /data\/kuendigungsfrist\.yaml: Antwort ab 2015-01-01: Datensatz kuendigungsfrist: der Wert grundfrist_wochen fehlt/,
    );
  });

  it('eine Tabellenzeile ohne Wert lässt den Build mit Tabelle und Zeile scheitern', async () => {
    const { erzeuge } = await import('../generator/erzeuge');
    const kopie = ladeDaten(join(import.meta.dirname, '..', 'data'));
    const zeile = kopie
      .find((d) => d.id === 'kuendigungsfrist')
      ?.bestandteile.find((b) => b.tabelle?.name === 'staffel' && b.tabelle.schluessel === 20);
    for (const s of zeile?.stufen ?? []) s.wert = null;
    expect(() => erzeuge(kopie)).toThrow(/Datensatz kuendigungsfrist: der Wert staffel\[20\] fehlt/);
  });

  it('pflichtwert gibt die Zahl oder wirft FehlenderWert', async () => {
    const { FehlenderWert, pflichtwert } = await import('../src/rechner/erweiterung');
    expect(pflichtwert({ a: 4 }, 'x', 'a')).toBe(4);
    expect(() => pflichtwert({ a: null }, 'x', 'a')).toThrow(FehlenderWert);
    expect(() => pflichtwert({}, 'x', 'b')).toThrow('Datensatz x: der Wert b fehlt (data/x.yaml)');
  });
});
