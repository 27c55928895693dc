// The calculators (src/api/rechner.ts) as the gate calls them, and as the edge gate gets them:
// build/rechner.js, bundled by npm run build from netlify/rechner.ts. For every calculator the
// bundle answers byte for byte what the in-process code answers (example, CSV, out of coverage,
// invalid value), in Node and in Deno, the edge runtime (the npm package deno, offline).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { erstelleRechner } from '../../src/api/rechner';
import { vorberechne } from '../../src/api/vorberechnung';
import { baue, UMGEBUNG } from '../umgebung';

const WURZEL = join(import.meta.dirname, '..', '..');
const KERN = join(WURZEL, 'build', 'rechner.js');
const HEUTE = '2026-03-10';
const { laufzeit } = baue();
const { rechnerDaten } = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/test');
const rechner = erstelleRechner({ ...UMGEBUNG, daten: rechnerDaten });

// Per calculator: its example (the parameters' beispiel; an optional one the calculator refuses
// in that combination is left out, as the generator does for the documentation), as CSV where it
// has CSV, a date far outside every coverage, and an invalid value for its first parameter.
async function faelle(): Promise<[string, string][]> {
  const liste: [string, string][] = [];
  for (const d of Object.values(rechnerDaten.datensaetze)) {
    if (!UMGEBUNG.module[d.id]?.berechne) continue;
    const q = new URLSearchParams();
    for (const p of d.parameter) if (p.beispiel !== undefined && p.name !== 'format') q.set(p.name, String(p.beispiel));
    for (;;) {
      const r = await rechner(d.id, `?${q}`, HEUTE);
      const name = r.status === 400 ? (await r.json()).fehler.parameter : undefined;
      if (!name || d.parameter.find((p) => p.name === name)?.pflicht || !q.has(name)) break;
      q.delete(name);
    }
    liste.push([d.id, `?${q}`]);
    if (d.parameter.some((p) => p.name === 'format' && p.werte?.includes('csv')))
      liste.push([d.id, `?${q}&format=csv&trennzeichen=semikolon`]);
    const zeit = d.parameter.find((p) => ['datum', 'jahr', 'beginn', 'termin', 'zugang'].includes(p.name));
    if (zeit) {
      const alt = new URLSearchParams(q);
      alt.set(zeit.name, zeit.typ === 'datum' ? '1800-01-15' : '1800');
      liste.push([d.id, `?${alt}`]);
    }
    const erster = d.parameter.find((p) => p.pflicht) ?? d.parameter[0];
    const falsch = new URLSearchParams(q);
    falsch.set(erster.name, 'kein-wert');
    liste.push([d.id, `?${falsch}`]);
  }
  return liste;
}
const FAELLE = await faelle();

// Status and the SHA-256 of the body's bytes: text() would drop a CSV's byte order mark.
const ABDRUCK =
  'async function abdruck(r) { const h = await crypto.subtle.digest("SHA-256", await r.arrayBuffer()); ' +
  'return [r.status, Array.from(new Uint8Array(h), (b) => b.toString(16).padStart(2, "0")).join("")]; }';
const abdruck = new Function(`${ABDRUCK}; return abdruck;`)() as (r: Response) => Promise<[number, string]>;

async function erwartet(): Promise<[number, string][]> {
  return Promise.all(FAELLE.map(async ([id, suche]) => abdruck(await rechner(id, suche, HEUTE))));
}

describe('Rechner', () => {
  it('jeder Rechner: Beispiel 200, im Jahr 1800 404 kein_wert oder 400, falscher Wert 400', async () => {
    const ids = new Set(FAELLE.map(([id]) => id));
    expect(ids.size).toBeGreaterThanOrEqual(15);
    const antworten = await Promise.all(
      FAELLE.map(async ([id, suche]) => {
        const r = await rechner(id, suche, HEUTE);
        return [r.status, await r.text()] as const;
      }),
    );
    FAELLE.forEach(([id, suche], i) => {
      const [status, text] = antworten[i];
      if (suche.includes('kein-wert')) expect([id, status]).toEqual([id, 400]);
      // Before the range of a year parameter it is 400, inside the range but uncovered 404 kein_wert.
      else if (suche.includes('=1800'))
        expect([id, status, JSON.parse(text).fehler.code]).toEqual(
          status === 400 ? [id, 400, 'ungueltiger_parameter'] : [id, 404, 'kein_wert'],
        );
      else expect([id, status]).toEqual([id, 200]);
    });
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
      .map(([f, a, b]) => `${f.join('')}: Deno ${a.join(' ')}, Node ${b.join(' ')}`);
    expect(abweichend).toEqual([]);
  }, 120_000);
});
