// A new calculator is one data file and one module (README, "Einen neuen Rechner anlegen"). This
// test takes both from the README, adds them to a copy of data/ and src/datensaetze/, lets the
// build discover the module and asks the whole API in one process. The module reads the minimum
// wage and the Geringfügigkeitsgrenze from their datasets (braucht), so no legal number is copied.
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { erzeuge } from '../generator/erzeuge';
import { MODULVERZEICHNIS } from '../generator/module';
import { DATEN, UMGEBUNG } from '../scripts/umgebung';
import { ladeDaten } from '../src/daten/laden';
import { apiDerKopie, kopie } from './anleitung';

const k = kopie();
afterAll(() => rmSync(k.wurzel, { recursive: true, force: true }));
k.lege('data/minijob-stunden.yaml');
k.lege('src/datensaetze/minijob-stunden.ts');
const { module, oeffentlich, glossar, hole } = await apiDerKopie(k);

describe('Ein neuer Rechner ist eine Datendatei und ein Modul', () => {
  it('nur die beiden Dateien sind hinzugekommen; der Build findet das Modul', () => {
    expect(readdirSync(k.daten).filter((f) => !readdirSync(DATEN).includes(f))).toEqual(['minijob-stunden.yaml']);
    expect(readdirSync(k.module).filter((f) => !readdirSync(MODULVERZEICHNIS).includes(f))).toEqual([
      'minijob-stunden.ts',
    ]);
    expect(module['minijob-stunden'].art).toBe('rechner');
  });

  it('rechnet mit Mindestlohn und Geringfügigkeitsgrenze aus ihren Datensätzen', async () => {
    // 2024: 538 € / 12,41 €/h = 43,352… h, abgerundet 43,35 h (§ 8 Abs. 1a SGB IV; MiLoV 2024).
    const a = await (await hole('/hr/minijob-stunden?datum=2024-05-01')).json();
    expect(a).toMatchObject({
      datensatz: 'minijob-stunden',
      geringfuegigkeitsgrenze_monat: 538,
      mindestlohn_stunde: 12.41,
      hoechststunden_monat: 43.35,
    });
    // 2026: 603 € / 13,90 €/h = 43,381… h.
    expect((await (await hole('/hr/minijob-stunden?datum=2026-01-01')).json()).hoechststunden_monat).toBe(43.38);
    // 2015: 450 € / 8,50 €/h = 52,941… h (feste Grenze vor Oktober 2022).
    expect((await (await hole('/hr/minijob-stunden?datum=2015-06-01')).json()).hoechststunden_monat).toBe(52.94);
  });

  it('die Quellen der gelesenen Werte stehen von selbst in quellen', async () => {
    const a = await (await hole('/hr/minijob-stunden?datum=2024-05-01')).json();
    const urls = a.quellen.map((q: { url: string }) => q.url);
    // § 8 SGB IV (die Datei selbst), die Mindestlohnverordnung und die Quelle der Geringfügigkeitsgrenze.
    expect(urls[0]).toBe('https://www.gesetze-im-internet.de/sgb_4/__8.html');
    expect(urls.some((u: string) => /milo/i.test(u))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeGreaterThanOrEqual(3);
  });

  it('Fehler wie überall: 400 mit Parameter, 404 vor der Abdeckung', async () => {
    const f = (await (await hole('/hr/minijob-stunden?datum=2024-13-01')).json()).fehler;
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'datum' });
    expect((await (await hole('/hr/minijob-stunden?datum=2014-12-31')).json()).fehler.code).toBe('kein_wert');
  });

  it('Katalog (art rechner), OpenAPI-Schema nur mit seinen Feldern, Glossar aus .meta({ en })', () => {
    const kat = (oeffentlich['datensaetze.json'] as any).datensaetze.find((d: any) => d.id === 'minijob-stunden');
    expect(kat).toMatchObject({ art: 'rechner', bestandteile: null, verlauf_pfad: null });
    const schema = (oeffentlich['openapi.json'] as any).components.schemas.Rechner_minijob_stunden;
    expect(Object.keys(schema.properties)).toEqual([
      'datensatz',
      'datum',
      'geringfuegigkeitsgrenze_monat',
      'mindestlohn_stunde',
      'hoechststunden_monat',
      'rechtsgrundlage',
      'quelle',
      'quellen',
      'regeln',
      'hinweise',
      'lizenz',
      'stand',
      'zitat',
      'datenstand',
    ]);
    expect(glossar.hoechststunden_monat).toEqual(['maximum hours per month']);
  });

  it('liest das Modul einen Datensatz, den es nicht in braucht nennt, bricht der Build ab', () => {
    const m = module['minijob-stunden'];
    const ohne = { ...module, 'minijob-stunden': { ...m, braucht: ['mindestlohn'] } };
    expect(() => erzeuge(ladeDaten(k.daten), { ...UMGEBUNG, module: ohne })).toThrow(
      /Modul minijob-stunden liest uebergangsbereich, nennt es aber nicht in braucht/,
    );
  });
});
