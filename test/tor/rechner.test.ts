// The calculators (src/api/rechner.ts) as the gate calls them, and as the edge gate gets them:
// build/rechner.js, bundled by npm run build from netlify/rechner.ts. For every calculator the
// bundle answers byte for byte what the in-process code answers (example, CSV, out of coverage,
// invalid value), in Node and in Deno, the edge runtime (the npm package deno, offline).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rechnerfaelle } from '../../scripts/rechnerfaelle';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleRechner } from '../../src/api/rechner';
import { vorberechne } from '../../src/api/vorberechnung';

const WURZEL = join(import.meta.dirname, '..', '..');
const KERN = join(WURZEL, 'build', 'rechner.js');
const HEUTE = '2026-03-10';
const { laufzeit } = baue();
const { rechnerDaten } = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/test');
const rechner = erstelleRechner({ ...UMGEBUNG, daten: rechnerDaten });

const FAELLE = rechnerfaelle(rechnerDaten, UMGEBUNG).map((f) => [f.id, f.suche, f.art] as const);

// Status and the SHA-256 of the body's bytes: text() would drop a CSV's byte order mark.
const ABDRUCK =
  'async function abdruck(r) { const h = await crypto.subtle.digest("SHA-256", await r.arrayBuffer()); ' +
  'return [r.status, Array.from(new Uint8Array(h), (b) => b.toString(16).padStart(2, "0")).join("")]; }';
const abdruck = new Function(`${ABDRUCK}; return abdruck;`)() as (r: Response) => Promise<[number, string]>;

async function erwartet(): Promise<[number, string][]> {
  return Promise.all(FAELLE.map(async ([id, suche]) => abdruck(await rechner(id, suche, HEUTE))));
}

describe('Rechner', () => {
  it('jeder Rechner: Beispiel 200, vor der Abdeckung und 1800 404 kein_wert (400 außerhalb des Bereichs), falscher Wert 400', async () => {
    const ids = new Set(FAELLE.map(([id]) => id));
    expect(ids.size).toBeGreaterThanOrEqual(15);
    const ist = await Promise.all(
      FAELLE.map(async ([id, suche, art]) => {
        const r = await rechner(id, suche, HEUTE);
        const text = await r.text();
        return [id, art, r.status, r.status === 200 ? null : JSON.parse(text).fehler.code];
      }),
    );
    const soll = FAELLE.map(([id, , art], i) => {
      const [, , status] = ist[i];
      if (art === 'beispiel' || art === 'csv') return [id, art, 200, null];
      if (art === 'falscher_wert') return [id, art, 400, 'ungueltiger_parameter'];
      // Outside a parameter's declared range (jahr from 2015) or against another parameter it is
      // 400, inside the range but uncovered 404.
      if (status === 400) return [id, art, 400, 'ungueltiger_parameter'];
      return [id, art, 404, 'kein_wert'];
    });
    expect(ist).toEqual(soll);
  });
  it('ein vorberechneter Datensatz oder ein unbekannter ist dort unbekannt: 404 nicht_gefunden', async () => {
    expect(Object.keys(rechnerDaten.datensaetze)).not.toContain('mindestlohn');
    for (const id of ['mindestlohn', 'gibt-es-nicht', '__proto__']) {
      const r = await rechner(id, '', HEUTE);
      expect(r.status).toBe(404);
      expect((await r.json()).fehler.code).toBe('nicht_gefunden');
    }
  });
});

describe('build/rechner.js, der Rechnerkern des Edge-Tors', () => {
  it('ein ES-Modul ohne Importe außer node:buffer', () => {
    const code = readFileSync(KERN, 'utf8');
    const importe = [...code.matchAll(/\bimport\s*(?:[\w{}\s,*]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1]);
    expect(importe).toEqual(['node:buffer']);
    expect(code).not.toMatch(/\brequire\(/);
  });
  it('in Node: Byte für Byte die Antworten des Codes im Prozess', async () => {
    const kern = (await import(KERN)) as { rechner: typeof rechner };
    const soll = await erwartet();
    const ist = await Promise.all(FAELLE.map(async ([id, suche]) => abdruck(await kern.rechner(id, suche, HEUTE))));
    expect(ist).toEqual(soll);
  });
  it('in Deno, der Laufzeit des Edge-Tors: Byte für Byte dieselben Antworten', async () => {
    const skript =
      `import { rechner } from ${JSON.stringify(`file://${KERN}`)};\n` +
      `const faelle = ${JSON.stringify(FAELLE)};\n` +
      `${ABDRUCK}\n` +
      'const aus = [];\n' +
      `for (const [id, suche] of faelle) aus.push(await abdruck(await rechner(id, suche, ${JSON.stringify(HEUTE)})));\n` +
      'console.log(JSON.stringify(aus));\n';
    const deno = join(WURZEL, 'node_modules', '.bin', 'deno');
    const aus = execFileSync(deno, ['run', '--no-remote', '--no-npm', '--allow-read', '-'], {
      input: skript,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    });
    const soll = await erwartet();
    const abweichend = (JSON.parse(aus) as [number, string][])
      .map((a, i) => [FAELLE[i], a, soll[i]] as const)
      .filter(([, a, b]) => a[0] !== b[0] || a[1] !== b[1])
      .map(([f, a, b]) => `${f[0]}${f[1]}: Deno ${a.join(' ')}, Node ${b.join(' ')}`);
    expect(abweichend).toEqual([]);
  }, 120_000);
});

describe('gleiche Anfragen gleichzeitig', () => {
  // The edge gate computes each calculator request anew (docs/BETRIEB.md, "Caching"): state of one
  // request (the month's values read once, the PAP's inputs, a search) must not leak into another.
  it('60 gleichzeitige Anfragen an die Entgeltabrechnung, gemischt: jede gleicht ihrer Antwort allein', async () => {
    const anfragen: [string, string][] = [
      ['brutto-netto', 'datum=2026-03-15&brutto=3500&land=HE&kirchensteuer=true'],
      ['brutto-netto', 'datum=2024-12-15&brutto=1234.56&land=BY&steuerklasse=3&kinder=2'],
      ['netto-brutto', 'datum=2026-03-15&netto=2296.76&land=HE&kirchensteuer=true'],
      ['netto-brutto', 'datum=2024-12-15&netto=2100&land=MV&steuerklasse=5&kirchensteuer=true'],
      ['netto-brutto', 'datum=2025-07-15&netto=900&land=NW&krankenversicherung=gesetzlich&kinder=1'],
    ];
    const einzeln: [number, string][] = [];
    for (const [id, q] of anfragen) einzeln.push(await abdruck(await rechner(id, q, HEUTE)));
    const alle = await Promise.all(
      Array.from({ length: 60 }, (_, i) => rechner(anfragen[i % 5][0], anfragen[i % 5][1], HEUTE).then(abdruck)),
    );
    expect(alle).toEqual(alle.map((_, i) => einzeln[i % 5]));
    expect(einzeln.every(([status]) => status === 200)).toBe(true);
  });
});
