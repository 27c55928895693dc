#!/usr/bin/env node
// Entry of hr-daten-mcp: over stdio (the default, for clients that start the server themselves) or,
// with --http, over Streamable HTTP at http://127.0.0.1:<port>/mcp (--port, default 3333; --host).
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { erstelleServer } from './dienst.js';
import { starteHttp } from './http.js';

const args = process.argv.slice(2);
const wert = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

if (args.includes('--http')) {
  const { url } = await starteHttp(process.env, Number(wert('--port') ?? 3333), wert('--host') ?? '127.0.0.1');
  // stderr: stdout stays free, and a starter can read the address from here.
  process.stderr.write(`MCP über Streamable HTTP: ${url}\n`);
} else {
  const server = await erstelleServer(process.env);
  await server.connect(new StdioServerTransport());
}
