// Every BMF check value of test/lohnsteuer/ (pap.test.ts names their provenance) through the HTTP
// layer: /v1/hr/lohnsteuer in the in-process gateway, with the inputs exactly as the BMF states
// them (f=0 with af=0, f=0 with af=1 in Steuerklasse IV, zkf with one decimal, kvz in percent) and
// the version chosen by datum. The first case of every version is also checked against the
// OpenAPI document (hole); the rest go through the gateway alone to keep the run short.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAP_VERSIONEN } from '../../build/pap/index.ts';
import { PAP_PARAMETER } from '../../src/rechner/lohnsteuer/parameter';
import { gateway, hole } from '../http';
import faelle2026 from './bmf-schnittstelle-2026.json';

type Pruefwerte = {
  eingaben: string[];
  ausgaben: string[];
  faelle: [art: string, nr: number, eingaben: number[], ausgaben: (number | null)[]][];
};

const kopf = { authorization: 'Bearer gut' };

function abfrage(datum: string, eingaben: Record<string, number>): string {
  const q = new URLSearchParams({ datum });
  for (const [pap, wert] of Object.entries(eingaben))
    q.set(PAP_PARAMETER[pap]?.name ?? pap.toLowerCase(), String(wert));
  return `/hr/lohnsteuer?${q}`;
}

// The answer's fields that differ from the BMF's outputs, or the error the API gave.
async function abweichungen(pfad: string, soll: Record<string, number | null>, mitVertrag: boolean): Promise<string[]> {
  const r = mitVertrag ? await hole(pfad) : await gateway(new Request(`https://api.test/v1${pfad}`, { headers: kopf }));
  const b = await r.json();
  if (r.status !== 200) return [`${pfad}: ${r.status} ${JSON.stringify(b.fehler)}`];
  return Object.entries(soll)
    .filter(([n, s]) => s !== null && b[n.toLowerCase()] !== s)
    .map(([n, s]) => `${pfad}: ${n} BMF ${s}, API ${b[n.toLowerCase()]}`);
}

describe('alle Prüfwerte des BMF über /v1/hr/lohnsteuer', () => {
  for (const v of PAP_VERSIONEN) {
    it(`${v.pap_version}: Prüftabellen und Testfälle`, async () => {
      const daten = JSON.parse(
        readFileSync(join(import.meta.dirname, `bmf-pruefwerte-${v.id}.json`), 'utf8'),
      ) as Pruefwerte;
      expect(daten.faelle.length).toBeGreaterThan(186);
      const fehler: string[] = [];
      for (const [i, [, , werte, soll]] of daten.faelle.entries()) {
        const eingaben = Object.fromEntries(daten.eingaben.map((n, k) => [n, werte[k]]));
        const ausgaben = Object.fromEntries(daten.ausgaben.map((n, k) => [n, soll[k]]));
        fehler.push(...(await abweichungen(abfrage(v.gueltig_ab, eingaben), ausgaben, i === 0)));
        if (fehler.length >= 10) break;
      }
      expect(fehler).toEqual([]);
    }, 60_000);
  }

  it('PAP 2026: die 207 Ergebnisse der Schnittstelle des BMF-Steuerrechners', async () => {
    const fehler: string[] = [];
    for (const [i, f] of (
      faelle2026 as { inputs: Record<string, number>; expected: Record<string, number> }[]
    ).entries())
      fehler.push(...(await abweichungen(abfrage('2026-01-01', f.inputs), f.expected, i === 0)));
    expect(fehler).toEqual([]);
  });

  it('die Eingaben der Testfälle, die früher abgelehnt wurden: f=0 mit af=0 und mit af=1', async () => {
    // PAP 2018, Testfall 508: Steuerklasse IV, af=1, f=0, Woche 1.755,42 Euro, 8 Kinderfreibeträge:
    // der Faktor 0,000 (§ 39f Abs. 1 EStG, Einkommensteuer nach Splitting 0) macht die Lohnsteuer 0.
    const mitFaktor = await abweichungen(
      abfrage('2018-01-01', { af: 1, f: 0, KVZ: 1.2, LZZ: 3, R: 1, RE4: 175542, STKL: 4, ZKF: 8 }),
      { LSTLZZ: 0, WVFRB: 6998774 },
      true,
    );
    expect(mitFaktor).toEqual([]);
    // Ohne Faktorverfahren (af=0) setzt der PAP f=1 (MLSTJAHR): dasselbe Ergebnis wie ohne f.
    const ohne = await (await hole(abfrage('2026-01-01', { af: 0, LZZ: 2, RE4: 500000, STKL: 1 }))).json();
    const mitNull = await (await hole(abfrage('2026-01-01', { af: 0, f: 0, LZZ: 2, RE4: 500000, STKL: 1 }))).json();
    expect(mitNull.lstlzz).toBe(ohne.lstlzz);
    expect(mitNull.lstlzz).toBeGreaterThan(0);
  });
});
