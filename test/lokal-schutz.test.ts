// scripts/lokal-schutz.mjs without netlify dev: a server whose handler behaves like netlify dev's
// proxy (an async onRequest, bound, that buffers the body up to 6e6 bytes or 30 s and rejects
// beyond, and answers a failed backend with writeHead(500, text/plain)). npm start and
// scripts/e2e-sicherheit.ts check the same against the real netlify dev.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../scripts/lokal-schutz.mjs';

let server: http.Server;
let port = 0;

// As netlify-cli/dist/utils/create-stream-promise.js (with a shorter wait).
function puffere(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((ok, nein) => {
    let teile: Buffer[] | null = [];
    let laenge = 0;
    const uhr = setTimeout(() => {
      teile = null;
      nein(new Error('Request timed out waiting for body'));
    }, 300);
    req.on('data', (t: Buffer) => {
      if (!teile) return;
      laenge += t.length;
      if (laenge > 6e6) {
        teile = null;
        nein(new Error('Stream body too big'));
      } else teile.push(t);
    });
    req.on('end', () => {
      clearTimeout(uhr);
      if (teile) ok(Buffer.concat(teile));
    });
  });
}

async function onRequest(_: unknown, req: http.IncomingMessage, res: http.ServerResponse) {
  const body = req.method === 'GET' ? null : await puffere(req);
  if (req.url === '/ausfall') {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    return res.end('There was an error with an Edge Function. Please check the terminal for more details.');
  }
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(`ok ${body?.length ?? 0}`);
}

beforeAll(async () => {
  server = http.createServer(onRequest.bind(undefined, {}));
  await new Promise<void>((r) => server.listen(0, r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function rufe(
  methode: string,
  pfad: string,
  kopf: Record<string, string | number> = {},
  body?: (req: http.ClientRequest) => void,
): Promise<{ status: number; kopf: http.IncomingHttpHeaders; text: string }> {
  return new Promise((ok, nein) => {
    const req = http.request({ host: '127.0.0.1', port, method: methode, path: pfad, headers: kopf }, (res) => {
      let text = '';
      res.on('data', (t) => {
        text += t;
      });
      res.on('end', () => ok({ status: res.statusCode ?? 0, kopf: res.headers, text }));
    });
    req.on('error', nein);
    if (body) body(req);
    else req.end();
  });
}

describe('Schutz des lokalen Servers (scripts/lokal-schutz.mjs)', () => {
  it('ein Server ohne Adresse lauscht nur auf 127.0.0.1', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });
  it('TRACE: 405 als JSON mit Allow, für die Konto-API mit deren Methoden', async () => {
    const v1 = await rufe('TRACE', '/v1/hr/mindestlohn');
    expect(v1.status).toBe(405);
    expect(JSON.parse(v1.text).fehler.code).toBe('methode_nicht_erlaubt');
    expect(v1.kopf.allow).toBe('GET, HEAD, OPTIONS');
    expect((await rufe('TRACE', '/konto/api/konto')).kopf.allow).toBe('GET, HEAD, POST, DELETE');
  });
  it('angekündigt über 6 MB: 413 (unter /v1 405), erst nachdem der Client den Körper geschickt hat', async () => {
    const sieben = (req: http.ClientRequest) => {
      for (let i = 0; i < 7; i++) req.write(Buffer.alloc(1_000_000, 32));
      req.end();
    };
    const konto = await rufe('POST', '/konto/api/schluessel', { 'content-length': 7_000_000 }, sieben);
    expect(konto.status).toBe(413);
    expect(JSON.parse(konto.text).fehler.code).toBe('zu_gross');
    expect((await rufe('POST', '/v1/hr/mindestlohn', { 'content-length': 7_000_000 }, sieben)).status).toBe(405);
  });
  it('ohne Content-Length über 6 MB oder ein Körper ohne Ende: JSON-Fehler statt eines Absturzes', async () => {
    const gross = await rufe('POST', '/konto/api/schluessel', {}, (req) => {
      for (let i = 0; i < 7; i++) req.write(Buffer.alloc(1_000_000, 32));
      req.end();
    });
    expect(gross.status).toBe(413);
    const unfertig = await rufe('POST', '/konto/api/schluessel', { 'content-length': 1000 }, (req) => {
      req.write('{"name":');
    });
    expect(unfertig.status).toBe(408);
    expect(JSON.parse(unfertig.text).fehler.code).toBe('zeitueberschreitung');
    expect((await rufe('POST', '/konto/api/schluessel', {}, (req) => req.end('{}'))).text).toBe('ok 2');
  });
  it('die Ausfallantwort des Proxys (500 text/plain): 503 mit Retry-After als JSON', async () => {
    const r = await rufe('GET', '/ausfall');
    expect(r.status).toBe(503);
    expect(Number(r.kopf['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(r.text).fehler.code).toBe('dienst_nicht_verfuegbar');
  });
});
