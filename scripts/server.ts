// A local HTTP server around a Request -> Response handler (the gateway, or a test's own), for
// tests that need a real socket: the typed client, the security checks. With a certificate it
// speaks HTTPS on localhost, as the local server of npm start does.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { Readable } from 'node:stream';

export interface LaufenderServer {
  basis: string;
  schliesse(): Promise<void>;
}

export type Handler = (req: Request, roh: { req: IncomingMessage; res: ServerResponse }) => Promise<Response | null>;

// A handler returning null has dealt with the raw socket itself (a test destroying it, say).
export async function starteServer(handler: Handler, tls?: { key: string; cert: string }): Promise<LaufenderServer> {
  const beantworte = async (req: IncomingMessage, res: ServerResponse) => {
    const url = `http://127.0.0.1${req.url ?? '/'}`;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    // A body (POST) goes on as a stream, so the handler reads as far as it wants.
    const mitKoerper = req.method !== 'GET' && req.method !== 'HEAD';
    const init: RequestInit & { duplex?: 'half' } = mitKoerper
      ? { method: req.method, headers, body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }
      : { method: req.method, headers };
    const antwort = await handler(new Request(url, init), { req, res });
    if (!antwort) return;
    res.writeHead(antwort.status, Object.fromEntries(antwort.headers));
    res.end(Buffer.from(await antwort.arrayBuffer()));
  };
  const server = tls ? createHttpsServer(tls, beantworte) : createServer(beantworte);
  await new Promise<void>((fertig) => server.listen(0, '127.0.0.1', fertig));
  const adresse = server.address();
  const port = typeof adresse === 'object' && adresse ? adresse.port : 0;
  return {
    basis: tls ? `https://localhost:${port}/v1` : `http://127.0.0.1:${port}/v1`,
    schliesse: () =>
      new Promise<void>((fertig) => {
        server.closeAllConnections();
        server.close(() => fertig());
      }),
  };
}
