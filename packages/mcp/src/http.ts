// Streamable HTTP transport of the MCP specification in stateless mode: every POST to /mcp gets
// its own server and transport, so no session lives in the process and any number of clients can
// call at once. A caller's "Authorization: Bearer <key>" is used as the API key of that request
// (a shared MCP server then passes each user's own key and quota through); without it the key
// from HR_DATEN_SCHLUESSEL applies. The server binds to loopback and checks the Host header (DNS
// rebinding protection), because any web page in a browser on the same machine could otherwise
// post to it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { erstelleServer } from './dienst.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function jsonRpcFehler(res: ServerResponse, status: number, nachricht: string, kopf: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...kopf });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: nachricht }, id: null }));
}

export async function starteHttp(
  env: NodeJS.ProcessEnv,
  port: number,
  host: string,
): Promise<{ url: string; schliesse(): Promise<void> }> {
  let erlaubteHosts: string[] = [];
  const http = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').split('?')[0] !== '/mcp')
      return jsonRpcFehler(res, 404, 'Nicht gefunden: der MCP-Endpunkt ist /mcp.');
    // Stateless: no stream to resume (GET) and no session to end (DELETE).
    if (req.method !== 'POST')
      return jsonRpcFehler(res, 405, 'Nur POST an /mcp (zustandsloser Server).', { allow: 'POST' });
    const schluessel = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const server = await erstelleServer(schluessel ? { ...env, HR_DATEN_SCHLUESSEL: schluessel } : env);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: true,
      allowedHosts: erlaubteHosts,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch (e) {
      if (!res.headersSent) jsonRpcFehler(res, 500, `Interner Fehler: ${(e as Error).message}`);
    }
  });
  await new Promise<void>((fertig, fehler) => {
    http.once('error', fehler);
    http.listen(port, host, fertig);
  });
  const { port: echt } = http.address() as AddressInfo;
  erlaubteHosts = [`${host}:${echt}`, `localhost:${echt}`, `127.0.0.1:${echt}`, `[::1]:${echt}`];
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${echt}/mcp`,
    schliesse: () => new Promise((fertig) => http.close(() => fertig())),
  };
}
