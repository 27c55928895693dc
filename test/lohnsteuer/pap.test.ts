// The generated PAP modules against the BMF's own results and the generator's determinism.
// bmf-schnittstelle-2026.json: 207 results of the BMF-Steuerrechner's external interface
// (https://www.bmf-steuerrechner.de/interface/2026Version1.xhtml?code=LSt2026ext), recorded in the
// public repository canida-software/lohnsteuer (tests/fixtures/bmf-2026.json, commit d4568b0e).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { erzeugePapModule, ZIEL } from '../../generator/pap/erzeuge';
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
