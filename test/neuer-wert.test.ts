// Adding a value is one edit of one data file (README, "Einen neuen Wert eintragen, wenn sich das
// Recht ändert"). This test does exactly what the README tells an editor: in a copy of data/ it
// appends a level to data/mindestlohn.yaml without rechtsgrundlage and quelle (inherited from the
// level before), adds a changelog entry, sets stand, then builds as npm run build does (ladeDaten +
// erzeuge) and asks the whole API in one process. Nothing else in the repository is touched.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { erstellePruefer, pruefeAntwort } from '../scripts/openapi-pruefer';
import { baue, UMGEBUNG } from '../scripts/umgebung';
import { erstelleGateway } from '../src/api/gateway';
import { erstelle, SchluesselImSpeicher } from '../src/api/schluessel';
import { ladeDaten } from '../src/daten/laden';
import { tagDanach } from '../src/gemeinsam/datum';
import { erstelleKontingent } from '../src/tor/kontingent';
import { speicherPruefer } from '../src/tor/schluessel';

const DATEN = join(import.meta.dirname, '..', 'data');
const original = ladeDaten(DATEN);
const mindestlohn = original.find((d) => d.id === 'mindestlohn')!;
// The level the new one follows: whatever is the last level today, so this test keeps working
// when a real level is added to data/mindestlohn.yaml.
const vorige = mindestlohn.bestandteile.find((b) => b.id === 'mindestlohn')!.stufen.at(-1)!;
// The changelog entry is dated the day after the newest entry of all files, so it is the newest
// one and its number 1 is free on that day.
const datum = tagDanach(
  original
    .flatMap((d) => d.aenderungen.map((a) => a.datum))
    .sort()
    .at(-1)!,
);

// Test fixture, not law: a hypothetical level far in the future with a made-up value.
const NEUE_STUFE = `      - gueltig_ab: 2099-01-01
        wert: 99.99
        hinweis: Erfundener Testwert (Testfixture), kein geltendes Recht.
`;
const NEUER_EINTRAG = `  - datum: ${datum}
    nr: 1
    art: geaendert
    bestandteile: [mindestlohn]
    beschreibung: Testfixture - erfundene Stufe ab 01.01.2099 eingetragen.
`;

const kopie = mkdtempSync(join(tmpdir(), 'neuer-wert-'));
const verzeichnis = join(kopie, 'data');
cpSync(DATEN, verzeichnis, { recursive: true });
afterAll(() => rmSync(kopie, { recursive: true, force: true }));

// The one edit, in data/mindestlohn.yaml only: the component's stufen list is the last list before
// aenderungen, so the new level goes right before that line; the changelog entry goes at the end
// of aenderungen (the end of the file); stand becomes the day of this check.
const datei = join(verzeichnis, 'mindestlohn.yaml');
const vorher = readFileSync(datei, 'utf8');
expect(vorher).toMatch(/\naenderungen:\n/);
expect(vorher.endsWith('\n')).toBe(true);
const nachher =
  vorher
    .replace(/\naenderungen:\n/, `\n${NEUE_STUFE}aenderungen:\n`)
    .replace(/^stand: \d{4}-\d{2}-\d{2}$/m, `stand: ${datum}`) + NEUER_EINTRAG;
writeFileSync(datei, nachher);

const { laufzeit, oeffentlich } = baue(verzeichnis);
const pruefe = erstellePruefer(oeffentlich['openapi.json'] as never);
const BASIS = 'https://api.test/v1';
const speicher = new SchluesselImSpeicher();
const { schluessel } = await erstelle(speicher, 'test');
const gateway = erstelleGateway({
  ...UMGEBUNG,
  daten: laufzeit,
  pruefeSchluessel: speicherPruefer((hash) => speicher.finde(hash)),
  zaehle: erstelleKontingent({ anfragen: 1000, fensterSekunden: 60 }).zaehle,
});

async function hole(pfad: string): Promise<any> {
  const antwort = await gateway(new Request(BASIS + pfad, { headers: { authorization: `Bearer ${schluessel}` } }));
  await pruefeAntwort(pruefe, 'GET', new URL(BASIS + pfad), antwort);
  expect(antwort.status, pfad).toBe(200);
  return antwort.json();
}

describe('Ein neuer Wert ist eine Änderung in einer Datendatei', () => {
  it('ändert nur data/mindestlohn.yaml', () => {
    const geaendert = original
      .map((d) => d.datei.replace(/^data\//, ''))
      .filter((f) => readFileSync(join(verzeichnis, f), 'utf8') !== readFileSync(join(DATEN, f), 'utf8'));
    expect(geaendert).toEqual(['mindestlohn.yaml']);
  });

  it('liefert an einem Tag der neuen Stufe den neuen Wert mit geerbter Rechtsgrundlage und Quelle', async () => {
    const a = await hole('/hr/mindestlohn?datum=2099-03-01');
    expect(a.werte).toEqual({ mindestlohn: 99.99 });
    expect(a.bestandteile).toHaveLength(1);
    expect(a.bestandteile[0]).toMatchObject({
      id: 'mindestlohn',
      wert: 99.99,
      gueltig_ab: '2099-01-01',
      gueltig_bis: null,
      rechtsgrundlage: vorige.rechtsgrundlage,
      quelle: vorige.quelle,
      hinweis: 'Erfundener Testwert (Testfixture), kein geltendes Recht.',
      naechster_wert: null,
    });
    expect(a.datenstand).toBe(`${datum}.1`);
    expect(a.stand).toBe(datum);
  });

  it('beendet die vorige Stufe am Tag davor und kündigt den neuen Wert dort an', async () => {
    const a = await hole('/hr/mindestlohn?datum=2098-12-31');
    expect(a.bestandteile[0]).toMatchObject({
      wert: vorige.wert,
      gueltig_ab: vorige.gueltig_ab,
      gueltig_bis: '2098-12-31',
      rechtsgrundlage: vorige.rechtsgrundlage,
      naechster_wert: { gueltig_ab: '2099-01-01', wert: 99.99 },
    });
  });

  it('führt die neue Stufe im Verlauf mit geerbter Rechtsgrundlage', async () => {
    const v = await hole('/hr/mindestlohn/verlauf?von=2099-01-01');
    expect(JSON.stringify(v)).toContain(vorige.quelle.url);
    expect(JSON.stringify(v)).toContain('99.99');
  });

  it('nennt den neuen Eintrag als datenstand im Katalog und den neuen Stand in /status', () => {
    const katalog = (oeffentlich['datensaetze.json'] as any).datensaetze.find((d: any) => d.id === 'mindestlohn');
    expect(katalog.datenstand).toBe(`${datum}.1`);
    const status = (oeffentlich['status.json'] as any).datensaetze.find((d: any) => d.id === 'mindestlohn');
    expect(status.letzte_pruefung).toBe(datum);
    const eintrag = laufzeit.aenderungen.find((a) => a.datenstand === `${datum}.1`);
    expect(eintrag).toMatchObject({ datensatz: 'mindestlohn', art: 'geaendert', bestandteile: ['mindestlohn'] });
  });
});
