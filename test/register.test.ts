import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTER, pruefeRegister } from '../generator/register';
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
    expect(pruefeRegister(quellen, ohne, ERWEITERUNGEN)).toEqual(['data/mindestlohn.yaml: Datensatz mindestlohn fehlt in generator/register.ts']);
    const mehr = { ...REGISTER, erfunden: { art: 'bestandteile' as const } };
    expect(pruefeRegister(quellen, mehr, ERWEITERUNGEN)).toEqual(['generator/register.ts: Eintrag erfunden hat keine Datei data/erfunden.yaml']);
  });

  it('meldet eine Art, die nicht zur Datei passt, und art spezial ohne eigene Form', () => {
    const probleme = pruefeRegister(quellen, { ...REGISTER, beitragssaetze: { art: 'spezial' } }, ERWEITERUNGEN);
    expect(probleme.join('\n')).toContain('art spezial braucht eine eigene Form');
    const falsch = pruefeRegister(quellen, { ...REGISTER, mindestlohn: { art: 'rechner' } }, ERWEITERUNGEN);
    expect(falsch.join('\n')).toContain('data/mindestlohn.yaml (art: bestandteile), generator/register.ts (art: rechner): die Art stimmt nicht überein');
  });

  it('meldet einen Rechner ohne Modul', () => {
    const { pausen: _, ...ohne } = ERWEITERUNGEN;
    expect(pruefeRegister(quellen, REGISTER, ohne).join('\n')).toContain('Rechner ohne Modul in src/rechner/index.ts');
  });
});
