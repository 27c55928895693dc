// The MCP server (packages/mcp, built by npm run pakete) over stdio and over Streamable HTTP with
// the official SDK's own clients: list the tools, call mindestlohn and kuendigungsfrist, and one
// with a bad parameter. Started through its bin, as npm links it and npx runs it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starteApi, type TestApi, WURZEL } from './api';

const BIN = join(WURZEL, 'packages', 'mcp', 'bin', 'hr-daten-mcp.js');
let api: TestApi;
let client: Client;
beforeAll(async () => {
  api = await starteApi();
  client = new Client({ name: 'test', version: '0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN],
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

  it('brutto-netto: die Entgeltabrechnung als Werkzeug (3.500 Euro, Hessen, 2026)', async () => {
    // Von Hand: KV 7,3 % = 255,50, ZB 1,45 % = 50,75, PV 2,4 % = 84,00, RV 9,3 % = 325,50, AV 1,3 % =
    // 45,50, Lohnsteuer (PAP 2026) 405,50, Kirchensteuer 9 % = 36,49; Netto 2.296,76.
    const r = (await client.callTool({
      name: 'brutto_netto',
      arguments: { datum: '2026-03-15', brutto: 3500, land: 'HE', kirchensteuer: true },
    })) as Ergebnis;
    expect(r.isError, r.content[0]?.text).toBeFalsy();
    expect(r.structuredContent!.antwort.arbeitnehmer.netto).toBe(2296.76);
    expect(r.structuredContent!.antwort.posten.find((p: { id: string }) => p.id === 'pv_an').betrag).toBe(84);
  });

  it('lohnkonto: der JSON-Körper als Eingabe, zwölf Monate und die Summen', async () => {
    const { tools } = await client.listTools();
    const w = tools.find((t) => t.name === 'lohnkonto')!;
    expect(w.inputSchema.required).toEqual(['jahr', 'person', 'monate']);
    expect(w.inputSchema.properties).toHaveProperty('monate');
    const monate = Array.from({ length: 12 }, (_, i) => ({
      monat: `2025-${String(i + 1).padStart(2, '0')}`,
      brutto: 4000,
    }));
    const r = (await client.callTool({
      name: 'lohnkonto',
      arguments: { jahr: 2025, person: { land: 'NW' }, monate },
    })) as Ergebnis;
    expect(r.isError, r.content[0]?.text).toBeFalsy();
    expect(r.structuredContent!.antwort.monate).toHaveLength(12);
    // 12 × 4,000 euro.
    expect(r.structuredContent!.antwort.summen.brutto).toBe(48000);
    expect(r.structuredContent!.werte[0].rechtsgrundlage).toMatch(/§ 41 EStG/);
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

  it('npm hat den Befehl verlinkt: node_modules/.bin/hr-daten-mcp', () => {
    expect(realpathSync(join(WURZEL, 'node_modules', '.bin', 'hr-daten-mcp'))).toBe(realpathSync(BIN));
  });

  it('npm pack enthält bin, dist, README und package.json', () => {
    const aus = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: join(WURZEL, 'packages', 'mcp'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dateien = (JSON.parse(aus) as { files: { path: string }[] }[])[0].files.map((f) => f.path).sort();
    expect(dateien).toEqual(
      expect.arrayContaining([
        'README.md',
        'package.json',
        'bin/hr-daten-mcp.js',
        'dist/server.js',
        'dist/dienst.js',
        'dist/http.js',
        'dist/werkzeuge.js',
      ]),
    );
    expect(dateien.filter((d) => d.startsWith('src/'))).toEqual([]);
  });
});

describe('MCP-Server über Streamable HTTP (--http)', () => {
  let prozess: ChildProcess;
  let url: URL;
  beforeAll(async () => {
    // Without HR_DATEN_SCHLUESSEL: the key comes with each request, as a shared server would get it.
    prozess = spawn(process.execPath, [BIN, '--http', '--port', '0'], {
      env: { PATH: process.env.PATH ?? '', HR_DATEN_BASIS: api.basis },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const [zeile] = (await once(prozess.stderr!, 'data')) as [Buffer];
    url = new URL(/http:\/\/\S+\/mcp/.exec(zeile.toString())![0]);
  });
  afterAll(() => {
    prozess?.kill();
  });

  const verbinde = async (schluessel: string) => {
    const c = new Client({ name: 'test-http', version: '0' });
    await c.connect(
      new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${schluessel}` } } }),
    );
    return c;
  };

  it('dieselben Werkzeuge wie über stdio; mindestlohn mit dem Schlüssel aus dem Authorization-Kopf', async () => {
    const c = await verbinde(api.schluessel);
    const ueberHttp = (await c.listTools()).tools.map((t) => t.name).sort();
    expect(ueberHttp).toEqual((await client.listTools()).tools.map((t) => t.name).sort());
    const r = (await c.callTool({ name: 'mindestlohn', arguments: { datum: '2024-05-01' } })) as Ergebnis;
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent!.werte[0]).toMatchObject({ wert: 12.41, gueltig_ab: '2024-01-01' });
    await c.close();
  });

  it('ein ungültiger Schlüssel wird zum Werkzeugfehler schluessel_ungueltig der API', async () => {
    const c = await verbinde('hrk_gibtesnicht');
    const r = (await c.callTool({ name: 'mindestlohn', arguments: { datum: '2024-05-01' } })) as Ergebnis;
    expect(r.isError).toBe(true);
    expect(r.structuredContent!.fehler).toMatchObject({ code: 'schluessel_ungueltig', status: 401 });
    await c.close();
  });

  it('fremder Host-Kopf 403 (Schutz vor DNS-Rebinding), GET 405, anderer Pfad 404', async () => {
    const { request } = await import('node:http');
    const status = (method: string, pfad: string, host?: string) =>
      new Promise<number>((fertig, fehler) => {
        const r = request(
          { host: url.hostname, port: url.port, path: pfad, method, headers: host ? { host } : {} },
          (res) => {
            res.resume();
            fertig(res.statusCode ?? 0);
          },
        );
        r.on('error', fehler);
        r.end(method === 'POST' ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) : undefined);
      });
    expect(await status('POST', '/mcp', 'boese.example')).toBe(403);
    expect(await status('GET', '/mcp')).toBe(405);
    expect(await status('POST', '/anders')).toBe(404);
  });
});
