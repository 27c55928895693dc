// A copy of data/ with one more change, as an editor makes it (README, "Einen neuen Wert
// eintragen"): a made-up mindestlohn level from 2099-01-01 and an "angekuendigt" entry dated the day
// after the newest entry of all files, so it is the newest and its number is free. The feed and
// webhook tests build from it what a deploy after that change would publish.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ladeDaten } from '../src/daten/laden';
import { tagDanach } from '../src/gemeinsam/datum';

export const DATEN = join(import.meta.dirname, '..', 'data');

export interface Kopie {
  verzeichnis: string;
  datenstand: string;
  aufraeumen(): void;
}

export function datenMitNeuerAenderung(wert = 99.99): Kopie {
  const datum = tagDanach(
    ladeDaten(DATEN)
      .flatMap((d) => d.aenderungen.map((a) => a.datum))
      .sort()
      .at(-1) as string,
  );
  const ordner = mkdtempSync(join(tmpdir(), 'aenderung-'));
  const verzeichnis = join(ordner, 'data');
  cpSync(DATEN, verzeichnis, { recursive: true });
  const datei = join(verzeichnis, 'mindestlohn.yaml');
  // Test fixture, not law.
  const stufe = `      - gueltig_ab: 2099-01-01
        wert: ${wert}
        hinweis: Erfundener Testwert (Testfixture), kein geltendes Recht.
`;
  const eintrag = `  - datum: ${datum}
    nr: 1
    art: angekuendigt
    bestandteile: [mindestlohn]
    stufen: [2099-01-01]
    beschreibung: Testfixture - erfundene Stufe ab 01.01.2099 angekündigt.
`;
  writeFileSync(
    datei,
    readFileSync(datei, 'utf8')
      .replace(/\naenderungen:\n/, `\n${stufe}aenderungen:\n`)
      .replace(/^stand: \d{4}-\d{2}-\d{2}$/m, `stand: ${datum}`) + eintrag,
  );
  return { verzeichnis, datenstand: `${datum}.1`, aufraeumen: () => rmSync(ordner, { recursive: true, force: true }) };
}
