// The PAP modules the build generated (build/pap/) against the BMF's own results.
//
// bmf-schnittstelle-2026.json: 207 results of the BMF-Steuerrechner's external interface
// (https://www.bmf-steuerrechner.de/interface/2026Version1.xhtml?code=LSt2026ext), recorded in the
// public repository canida-software/lohnsteuer (tests/fixtures/bmf-2026.json, commit d4568b0e).
// That repository's bmf-2025.json is empty and it has no recordings for earlier years.
//
// bmf-pruefwerte-<id>.json (one file per PAP version, 2015 to 2026): the BMF's own check values
// in two kinds, stored positionally ("eingaben"/"ausgaben" name the columns, cents, null = not
// stated by the source). Both were transcribed in the public repository
// dataline-gmbh/Dataline.Tax.BmfPapConverter (commit e961b53a, folders data/<year>[-old]), whose
// README says where they come from:
// - "prueftabelle_allgemein"/"prueftabelle_besonders": the Prüftabellen "Allgemeine/Besondere
//   maschinelle Jahreslohnsteuer <Jahr>" printed at the end of each PAP PDF (Anlage 1 of the
//   BMF-Schreiben), annual wage tax in whole euro per Steuerklasse at the stated Merker (e.g.
//   KRV and PKV = 0, KVZ = average Zusatzbeitragssatz, PVZ = 1 except Steuerklasse II).
//   An independent transcription in taxcalcs/taxcalculator (commit aa98c8b2,
//   src/test/resources/info/kuechler/bmf/taxcalculator/<year>/*.csv) agrees cell for cell for
//   2015 (both versions), 2017 to 2023 (January version), and 2016 "besondere". For 2016
//   "allgemeine" the two differ (dataline's values fit KVZ = 0,90, taxcalcs' fit KVZ = 1,10);
//   we use taxcalcs' table because 1,10 % is the average Zusatzbeitragssatz for 2016
//   (data/beitragssaetze.yaml).
// - "testfall": the 3,000 test cases of the spreadsheet the BMF published with the XML
//   pseudocode (bmf-steuerrechner.de) for 2015 (to November) and 2016 to 2026, with every
//   output of the PAP. None was found for December 2015.
// Which source folder belongs to which of our versions was decided by comparing its pap.xml with
// ours element by element (comments and declaration order aside): identical code for every
// version. 2023 is the revised January 2023 PAP (202301; the November 2022 one had ANP 1200 and
// EFA 4008), 2024 the February 2024 PAP (202402), 2024 December the final October 2024 PAP
// (202412-2), 2025 the January 2025 PAP (2025v2; the November 2024 one still had the 2024 tariff).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAP_VERSIONEN } from '../../build/pap/index.ts';
import { berechne as pap2026 } from '../../build/pap/pap2026.ts';
import { erzeugePapModule, ZIEL } from '../../generator/pap/erzeuge';
import faelle2026 from './bmf-schnittstelle-2026.json';

type Fall = { inputs: Record<string, number>; expected: Record<string, number> };
type Pruefwerte = {
  id: string;
  pap_version: string;
  eingaben: string[];
  ausgaben: string[];
  faelle: [art: string, nr: number, eingaben: number[], ausgaben: (number | null)[]][];
};
const ARTEN = ['prueftabelle_allgemein', 'prueftabelle_besonders', 'testfall'] as const;

describe('PAP 2026 gegen die Schnittstelle des BMF-Steuerrechners', () => {
  for (const f of faelle2026 as Fall[]) {
    it(JSON.stringify(f.inputs), () => {
      const r = pap2026({ ...f.inputs });
      const ist = Object.fromEntries(Object.keys(f.expected).map((k) => [k, Number(String(r[k]))]));
      expect(ist).toEqual(f.expected);
    });
  }
});

describe('alle Fassungen gegen die Prüfwerte des BMF (Prüftabellen und Testfälle)', () => {
  for (const v of PAP_VERSIONEN) {
    const daten = JSON.parse(
      readFileSync(join(import.meta.dirname, `bmf-pruefwerte-${v.id}.json`), 'utf8'),
    ) as Pruefwerte;
    it(`${v.pap_version}: Datei gehört zur Fassung und nennt nur Ein- und Ausgaben des Moduls`, () => {
      expect(daten.id).toBe(v.id);
      expect(daten.pap_version).toBe(v.pap_version);
      for (const n of daten.eingaben) expect(v.modul.EINGABEN).toContain(n);
      for (const n of daten.ausgaben) expect(v.modul.AUSGABEN).toContain(n);
      // The answer's hinweise say what the version was checked against.
      expect(v.pruefung).toContain('Prüftabellen des BMF');
    });
    for (const art of ARTEN) {
      const faelle = daten.faelle.filter((f) => f[0] === art);
      // No BMF test spreadsheet was found for December 2015; every other version has all three kinds.
      if (art === 'testfall' && v.id === '2015Dezember') {
        it(`${v.pap_version}: keine Testfälle des BMF gefunden`, () => expect(faelle).toHaveLength(0));
        continue;
      }
      it(`${v.pap_version}: ${art} (${faelle.length} Fälle)`, () => {
        expect(faelle.length).toBeGreaterThanOrEqual(art === 'testfall' ? 3000 : 186);
        const abweichungen: string[] = [];
        for (const [, nr, werte, soll] of faelle) {
          const eingabe = Object.fromEntries(daten.eingaben.map((n, i) => [n, werte[i]]));
          const r = v.modul.berechne(eingabe);
          daten.ausgaben.forEach((n, i) => {
            const s = soll[i];
            if (s !== null && Number(String(r[n])) !== s)
              abweichungen.push(`Nr. ${nr} ${n}: BMF ${s}, Modul ${String(r[n])}`);
          });
        }
        expect(abweichungen.slice(0, 10)).toEqual([]);
      });
    }
  }
});

// The modules the tests above ran are the ones the build generated (build/pap/, never committed):
// npm test builds first, so a change to the generator or an XML file is tested here at once.
describe('Generator', () => {
  it('build/pap/ ist, was der Generator aus den XML-Dateien von data/lohnsteuer/ erzeugt', () => {
    for (const [name, text] of erzeugePapModule()) expect(readFileSync(join(ZIEL, name), 'utf8'), name).toBe(text);
  });
});

// Beyond the BMF's values: every generated version must run for every Steuerklasse and
// Lohnzahlungszeitraum, levy nothing on a zero wage and never less on a higher wage.
describe('alle Fassungen: Plausibilität', () => {
  for (const v of PAP_VERSIONEN) {
    it(`${v.pap_version} (${v.gueltig_ab} bis ${v.gueltig_bis})`, () => {
      for (let stkl = 1; stkl <= 6; stkl++) {
        for (let lzz = 1; lzz <= 4; lzz++) {
          const basis = {
            STKL: stkl,
            LZZ: lzz,
            R: 1,
            KRV: 0,
            ...(v.modul.EINGABEN.includes('ALTER1') ? { ALTER1: 0 } : {}),
          };
          expect(Number(String(v.modul.berechne({ ...basis, RE4: 0 }).LSTLZZ))).toBe(0);
          let vorher = 0;
          for (const re4 of [100000, 300000, 600000, 1200000, 2500000, 6000000]) {
            const lst = Number(
              String(
                v.modul.berechne({ ...basis, RE4: re4 * (lzz === 1 ? 12 : lzz === 2 ? 1 : lzz === 3 ? 0.25 : 0.05) })
                  .LSTLZZ,
              ),
            );
            expect(lst).toBeGreaterThanOrEqual(vorher);
            vorher = lst;
          }
          expect(vorher).toBeGreaterThan(0);
        }
      }
    });
  }
});
