// The copy-paste examples of the READMEs (the Clients section of README.md and every
// packages/*/README.md) run against the in-process API: a JS or Python example must print what
// its trailing comments say, each hr-daten line must succeed, each MCP entry must name the
// package's bin.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starteApi, type TestApi, WURZEL } from './api';

const fuehreAus = promisify(execFile);
let api: TestApi;
let ordner: string;
beforeAll(async () => {
  api = await starteApi();
  ordner = mkdtempSync(join(tmpdir(), 'hr-beispiele-'));
  writeFileSync(
    join(ordner, 'hr-daten'),
    `#!/bin/sh\nexec "${process.execPath}" "${join(WURZEL, 'packages', 'cli', 'bin', 'hr-daten.js')}" "$@"\n`,
  );
  chmodSync(join(ordner, 'hr-daten'), 0o755);
});
afterAll(async () => {
  await api.schliesse();
  rmSync(ordner, { recursive: true, force: true });
});

function bloecke(datei: string, abschnitt?: string): { sprache: string; code: string }[] {
  let text = readFileSync(join(WURZEL, datei), 'utf8');
  if (abschnitt) {
    const a = text.indexOf(abschnitt);
    text = text.slice(a, text.indexOf('\n## ', a + abschnitt.length));
  }
  return [...text.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ sprache: m[1], code: m[2] }));
}

const QUELLEN: [string, string?][] = [
  ['README.md', '## Clients'],
  ['packages/sdk/README.md'],
  ['packages/python/README.md'],
  ['packages/cli/README.md'],
  ['packages/mcp/README.md'],
];
const alle = QUELLEN.flatMap(([datei, abschnitt]) =>
  bloecke(datei, abschnitt).map((b, i) => ({ ...b, name: `${datei} #${i + 1} (${b.sprache})` })),
);

// What a line prints, from its trailing comment: console.log(x); // 12.41  or  print(x)  # 12.41
const erwartet = (code: string, kommentar: string) =>
  code
    .split('\n')
    .filter((z) => /\b(console\.log|print)\(/.test(z) && z.includes(kommentar))
    .map((z) => z.split(kommentar).pop()!.trim());

const env = () => ({
  ...process.env,
  PATH: `${ordner}:${process.env.PATH}`,
  HR_DATEN_BASIS: api.basis,
  HR_DATEN_SCHLUESSEL: api.schluessel,
  PYTHONPATH: join(WURZEL, 'packages', 'python'),
  PYTHONDONTWRITEBYTECODE: '1',
});

describe('Beispiele der READMEs', () => {
  it('es gibt Beispiele für jeden Client', () => {
    expect(new Set(alle.map((b) => b.sprache))).toEqual(new Set(['js', 'python', 'sh', 'json']));
  });

  it('die Dokumentationsseite zeigt die Beispiele des README-Abschnitts Clients', () => {
    const seite = readFileSync(join(WURZEL, 'public', 'v1', 'dokumentation', 'index.html'), 'utf8');
    const html = (t: string) =>
      t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const readme = bloecke('README.md', '## Clients');
    expect(readme).toHaveLength(4);
    expect(seite).toContain('<h2 id="clients">Clients</h2>');
    for (const b of readme) expect(seite).toContain(`<pre><code>${html(b.code)}</code></pre>`);
  });

  it.each(alle.filter((b) => b.sprache === 'js'))('$name gibt aus, was die Kommentare sagen', async ({ code }) => {
    // Inside the repository, so '@hr-referenzdaten/sdk' resolves to the linked package (packages/sdk).
    const datei = join(WURZEL, 'test', 'pakete', `.beispiel-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(datei, code);
    try {
      const { stdout } = await fuehreAus(process.execPath, [datei], { env: env(), encoding: 'utf8' });
      expect(stdout.trim().split('\n')).toEqual(erwartet(code, '// '));
    } finally {
      unlinkSync(datei);
    }
  });

  it.each(alle.filter((b) => b.sprache === 'python'))('$name gibt aus, was die Kommentare sagen', async ({ code }) => {
    const datei = join(ordner, 'beispiel.py');
    writeFileSync(datei, code);
    const { stdout } = await fuehreAus('python3', [datei], { env: env(), encoding: 'utf8' });
    expect(stdout.trim().split('\n')).toEqual(erwartet(code, '# '));
  });

  // The content checks below apply to the examples that write these files; both must stay covered.
  it('die Shell-Beispiele schreiben saetze.csv und by.ics', () => {
    const sh = alle.filter((b) => b.sprache === 'sh').map((b) => b.code);
    expect(sh.some((c) => c.includes('saetze.csv'))).toBe(true);
    expect(sh.some((c) => c.includes('by.ics'))).toBe(true);
  });

  it.each(alle.filter((b) => b.sprache === 'sh'))('$name: jede hr-daten-Zeile gelingt', async ({ code }) => {
    const zeilen = code.split('\n').filter((z) => z.startsWith('hr-daten '));
    expect(zeilen.length).toBeGreaterThan(0);
    for (const zeile of zeilen) {
      const { stdout } = await fuehreAus('bash', ['-c', `set -e; ${zeile}`], {
        cwd: ordner,
        env: env(),
        encoding: 'utf8',
      });
      const ziel = /> (\S+)$/.exec(zeile)?.[1];
      if (ziel) expect(statSync(join(ordner, ziel)).size, zeile).toBeGreaterThan(100);
      else expect(stdout, zeile).toMatch(/\S/);
    }
    if (code.includes('saetze.csv')) expect(readFileSync(join(ordner, 'saetze.csv'), 'utf8')).toMatch(/kv_allgemein/);
    if (code.includes('by.ics')) expect(readFileSync(join(ordner, 'by.ics'), 'utf8')).toMatch(/^BEGIN:VCALENDAR/);
  });

  it.each(alle.filter((b) => b.sprache === 'json'))('$name: gültiges JSON, startet das MCP-Paket', async ({ code }) => {
    const eintrag = (
      JSON.parse(code) as {
        mcpServers: Record<string, { command?: string; args?: string[]; type?: string; url?: string }>;
      }
    ).mcpServers['hr-referenzdaten'];
    if (eintrag.type === 'http') {
      // The address in the example is the one the server announces when started with --http alone.
      const p = spawn(process.execPath, [join(WURZEL, 'packages', 'mcp', 'bin', 'hr-daten-mcp.js'), '--http'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      try {
        const [zeile] = (await once(p.stderr, 'data')) as [Buffer];
        expect(zeile.toString()).toContain(eintrag.url);
      } finally {
        p.kill();
      }
      return;
    }
    const pkg = JSON.parse(readFileSync(join(WURZEL, 'packages', 'mcp', 'package.json'), 'utf8')) as {
      name: string;
      bin: Record<string, string>;
    };
    expect(eintrag).toMatchObject({ command: 'npx', args: ['-y', pkg.name] });
    // npx runs the package's only bin.
    expect(Object.keys(pkg.bin)).toHaveLength(1);
  });
});
