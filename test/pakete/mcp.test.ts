// The MCP server (packages/mcp, built by npm run pakete) over stdio with the official SDK's own
// client: list the tools, call mindestlohn and kuendigungsfrist, and one with a bad parameter.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starteApi, type TestApi, WURZEL } from './api';

let api: TestApi;
let client: Client;
beforeAll(async () => {
  api = await starteApi();
  client = new Client({ name: 'test', version: '0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [join(WURZEL, 'packages', 'mcp', 'dist', 'server.js')],
      env: { PATH: process.env.PATH ?? '', HR_DATEN_BASIS: api.basis, HR_DATEN_SCHLUESSEL: api.schluessel },
      stderr: 'inherit',
    }),
  );
});
afterAll(async () => {
  await client?.close();
  await api?.schliesse();
});

type Ergebnis = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, any>;
};

describe('MCP-Server über stdio', () => {
  it('ein Werkzeug je Datensatz, Rechner und Verlauf, Eingabeschema aus openapi.json, Beschreibung deutsch und englisch', async () => {
    const { tools } = await client.listTools();
    const namen = tools.map((t) => t.name);
    for (const n of [
      'mindestlohn',
      'mindestlohn_verlauf',
      'kuendigungsfrist',
      'beitragssaetze',
      'feiertage',
      'dienstwagen',
    ])
      expect(namen).toContain(n);
    expect(namen).not.toContain('status');
    const k = tools.find((t) => t.name === 'kuendigungsfrist')!;
    expect(k.inputSchema.required).toEqual(['eintritt', 'zugang']);
    expect(k.inputSchema.properties).toHaveProperty('seite.enum', ['arbeitgeber', 'arbeitnehmer']);
    expect(k.inputSchema.properties).not.toHaveProperty('format');
    expect(k.description).toMatch(/§ 622 BGB/);
    expect(k.description).toMatch(/English: Statutory notice period \(§ 622 BGB\), as a calculator\./);
  });

  it('mindestlohn: Wert, Gültigkeit, Rechtsgrundlage, Quelle und Zitat', async () => {
    const r = (await client.callTool({ name: 'mindestlohn', arguments: { datum: '2024-05-01' } })) as Ergebnis;
    expect(r.isError).toBeFalsy();
    const w = r.structuredContent!.werte[0];
    expect(w).toMatchObject({
      bestandteil: 'mindestlohn',
      wert: 12.41,
      gueltig_ab: '2024-01-01',
      gueltig_bis: '2024-12-31',
    });
    expect(w.rechtsgrundlage).toMatch(/MiLoV4/);
    expect(w.quelle.url).toMatch(/^https:\/\/www\.bmas\.de\//);
    expect(w.zitat).toMatch(/12\.41.*gültig ab 2024-01-01 bis 2024-12-31.*MiLoV4.*Quelle: /);
    expect(r.content[0].text).toBe(w.zitat);
  });

  it('kuendigungsfrist: Ende 31.08.2024 nach § 622 Abs. 2 Satz 1 Nr. 3 BGB', async () => {
    const r = (await client.callTool({
      name: 'kuendigungsfrist',
      arguments: { eintritt: '2015-03-01', zugang: '2024-05-10' },
    })) as Ergebnis;
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent!.antwort.ende).toBe('2024-08-31');
    expect(r.structuredContent!.werte[0]).toMatchObject({
      rechtsgrundlage: '§ 622 Abs. 2 Satz 1 Nr. 3 BGB',
      quelle: { url: 'https://www.gesetze-im-internet.de/bgb/__622.html' },
    });
  });

  it('falscher Parameter: Werkzeugfehler mit dem fehler-Code der API', async () => {
    const r = (await client.callTool({ name: 'mindestlohn', arguments: { datum: '01.05.2024' } })) as Ergebnis;
    expect(r.isError).toBe(true);
    expect(r.structuredContent!.fehler).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'datum',
      status: 400,
    });
    expect(r.content[0].text).toMatch(/^Fehler ungueltiger_parameter: /);
  });

  it('npm pack enthält dist, README und package.json', () => {
    const aus = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: join(WURZEL, 'packages', 'mcp'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dateien = (JSON.parse(aus) as { files: { path: string }[] }[])[0].files.map((f) => f.path).sort();
    expect(dateien).toEqual(
      expect.arrayContaining(['README.md', 'package.json', 'dist/server.js', 'dist/werkzeuge.js']),
    );
    expect(dateien.filter((d) => d.startsWith('src/'))).toEqual([]);
  });
});
