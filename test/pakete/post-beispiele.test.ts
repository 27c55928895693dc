// The POST examples of the README ("Die Abrechnung als JSON-Körper (POST)"), verbatim: curl, JavaScript
// and Python against the API behind a local socket; each must print what its comment says (the curl
// example the whole answer, whose net pay is the same). The Lohnkonto walkthrough ("Das Lohnkonto eines
// Jahres (POST)") prints exactly its output block.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starteApi, type TestApi, WURZEL } from './api';

const fuehreAus = promisify(execFile);
const ABSCHNITT = '### Die Abrechnung als JSON-Körper (POST)';
const readme = readFileSync(join(WURZEL, 'README.md'), 'utf8');
const start = readme.indexOf(ABSCHNITT);
const text = readme.slice(start, readme.indexOf('\n### ', start + ABSCHNITT.length));
const bloecke = Object.fromEntries([...text.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => [m[1], m[2]]));

let api: TestApi;
beforeAll(async () => {
  api = await starteApi();
});
afterAll(async () => {
  await api.schliesse();
});
const env = () => ({ ...process.env, HR_DATEN_BASIS: api.basis, HR_DATEN_SCHLUESSEL: api.schluessel });
const kommentar = (code: string, zeichen: string) =>
  code
    .split('\n')
    .filter((z) => /\b(console\.log|print)\(/.test(z))
    .map((z) => z.split(zeichen).pop()?.trim());

describe('README: die Abrechnung als JSON-Körper', () => {
  it('hat je ein Beispiel in curl, JavaScript und Python', () => {
    expect(start).toBeGreaterThan(0);
    expect(Object.keys(bloecke).sort()).toEqual(['js', 'python', 'sh']);
  });

  it('curl: die Antwort ist die Abrechnung mit dem Netto der anderen Beispiele', async () => {
    const { stdout } = await fuehreAus('bash', ['-c', `set -e; ${bloecke.sh}`], { cwd: WURZEL, env: env() });
    const a = JSON.parse(stdout);
    expect([a.beschaeftigung, String(a.arbeitnehmer.netto)]).toEqual(kommentar(bloecke.js, '// ')[0]?.split(' '));
  });

  it('JavaScript gibt aus, was der Kommentar sagt', async () => {
    const datei = join(WURZEL, 'test', 'pakete', `.post-beispiel-${process.pid}.mjs`);
    const { writeFileSync, unlinkSync } = await import('node:fs');
    writeFileSync(datei, bloecke.js);
    try {
      const { stdout } = await fuehreAus(process.execPath, [datei], { env: env(), encoding: 'utf8' });
      expect(stdout.trim().split('\n')).toEqual(kommentar(bloecke.js, '// '));
    } finally {
      unlinkSync(datei);
    }
  });

  it('Python gibt aus, was der Kommentar sagt', async () => {
    const { stdout } = await fuehreAus('python3', ['-c', bloecke.python], { env: env(), encoding: 'utf8' });
    expect(stdout.trim().split('\n')).toEqual(kommentar(bloecke.python, '# '));
  });
});

describe('README: das Lohnkonto eines Jahres', () => {
  const LOHNKONTO = '### Das Lohnkonto eines Jahres (POST)';
  const anfang = readme.indexOf(LOHNKONTO);
  const abschnitt = readme.slice(anfang, readme.indexOf('\n## ', anfang));
  const sh = /```sh\n([\s\S]*?)```/.exec(abschnitt)?.[1] ?? '';
  const ausgabe = /```text\n([\s\S]*?)```/.exec(abschnitt)?.[1] ?? '';

  it('der Rundgang gibt genau die Ausgabe des README aus, die CSV hat eine Zeile je Monat und die Summe', async () => {
    expect(anfang).toBeGreaterThan(0);
    const { stdout } = await fuehreAus('bash', ['-c', `set -e; ${sh}`], { cwd: WURZEL, env: env() });
    expect(stdout).toBe(ausgabe);
    const csv = readFileSync(join(WURZEL, '.lokal', 'lohnkonto.csv'), 'utf8');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(14);
  });
});
