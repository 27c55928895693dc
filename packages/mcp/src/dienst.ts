// The MCP server of the HR-Referenzdaten API: one tool per dataset, calculator and history.
// The key comes from HR_DATEN_SCHLUESSEL, the address from HR_DATEN_BASIS; API errors come back as
// tool errors (isError) carrying the API's fehler code, so the assistant can correct a parameter.

import { erstelleClient, HrDatenFehler, type Schnappschuss } from '@hr-referenzdaten/sdk';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ergebnis, werkzeuge } from './werkzeuge.js';

// The tool list depends only on the SDK's operation table: built once per process, not per server
// (over HTTP every request gets its own server).
const LISTE = werkzeuge();

export async function erstelleServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const offline =
    env.HR_DATEN_OFFLINE === '1'
      ? ((await import('@hr-referenzdaten/sdk/schnappschuss')) as { default: Schnappschuss }).default
      : undefined;
  const client = erstelleClient({
    basis: env.HR_DATEN_BASIS ?? 'https://localhost:8888/v1',
    schluessel: env.HR_DATEN_SCHLUESSEL,
    offline,
  });
  const server = new Server({ name: 'hr-referenzdaten', version: '0.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: LISTE.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (anfrage) => {
    const w = LISTE.find((x) => x.name === anfrage.params.name);
    if (!w)
      return {
        isError: true,
        content: [{ type: 'text' as const, text: `Unbekanntes Werkzeug ${anfrage.params.name}.` }],
      };
    try {
      const methoden = client.hr as unknown as Record<
        string,
        (q: Record<string, unknown>) => Promise<Record<string, unknown>>
      >;
      const antwort = await methoden[w.methode](anfrage.params.arguments ?? {});
      const e = ergebnis(antwort, String(antwort.datensatz ?? w.name));
      const text = [
        ...e.werte.map((x) => x.zitat),
        antwort.offline ? `(offline, Datenstand ${String(antwort.datenstand)})` : '',
      ]
        .filter(Boolean)
        .join('\n');
      return {
        content: [
          { type: 'text' as const, text },
          { type: 'text' as const, text: JSON.stringify(antwort) },
        ],
        structuredContent: e,
      };
    } catch (x) {
      if (!(x instanceof HrDatenFehler)) throw x;
      const fehler = { code: x.code, nachricht: x.nachricht, parameter: x.parameter, status: x.status };
      return {
        isError: true,
        content: [{ type: 'text' as const, text: `Fehler ${x.code}: ${x.nachricht}` }],
        structuredContent: { fehler },
      };
    }
  });
  return server;
}
