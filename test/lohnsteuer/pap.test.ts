// The generated PAP modules against the BMF's own results and the generator's determinism.
// bmf-schnittstelle-2026.json: 207 results of the BMF-Steuerrechner's external interface
// (https://www.bmf-steuerrechner.de/interface/2026Version1.xhtml?code=LSt2026ext), recorded in the
// public repository canida-software/lohnsteuer (tests/fixtures/bmf-2026.json, commit d4568b0e).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { erzeugePapModule, ZIEL } from '../../generator/pap/erzeuge';
import { PAP_VERSIONEN } from '../../src/rechner/lohnsteuer-pap/index';
import { berechne as pap2026 } from '../../src/rechner/lohnsteuer-pap/pap2026';
import faelle2026 from './bmf-schnittstelle-2026.json';

type Fall = { inputs: Record<string, number>; expected: Record<string, number> };

describe('PAP 2026 gegen die Schnittstelle des BMF-Steuerrechners', () => {
  for (const f of faelle2026 as Fall[]) {
    it(JSON.stringify(f.inputs), () => {
      const r = pap2026({ ...f.inputs });
      const ist = Object.fromEntries(Object.keys(f.expected).map((k) => [k, Number(String(r[k]))]));
      expect(ist).toEqual(f.expected);
    });
  }
});

describe('Generator', () => {
  it('die eingecheckten Module entsprechen dem, was der Generator aus den XML-Dateien erzeugt', () => {
    for (const [name, text] of erzeugePapModule()) expect(readFileSync(join(ZIEL, name), 'utf8'), name).toBe(text);
  });
});

// No official check values for the versions 2015 to 2025 are stored here (docs/LOHNSTEUER.md):
// every generated version must at least run for every Steuerklasse and Lohnzahlungszeitraum,
// levy nothing on a zero wage and never less on a higher wage.
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
