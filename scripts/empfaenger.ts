// A real webhook receiver on 127.0.0.1 for the tests and the bench: records every request (headers,
// raw body, arrival) and answers with the status the test chooses per request.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Empfangen {
  kopf: Record<string, string>;
  koerper: string;
  ankunft: number; // performance.now()
}

export interface Empfaenger {
  url: string;
  empfangen: Empfangen[];
  // The status of the n-th request (0-based); default 204.
  antwort: (n: number, e: Empfangen) => number;
  // Resolves when the count of requests reaches n.
  bis(n: number): Promise<void>;
  schliesse(): Promise<void>;
}

const flach = (k: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(k).map(([n, w]) => [n, Array.isArray(w) ? w.join(', ') : (w ?? '')]));

export async function starteEmpfaenger(pfad = '/hook'): Promise<Empfaenger> {
  const warten: { n: number; fertig: () => void }[] = [];
  const e: Empfaenger = {
    url: '',
    empfangen: [],
    antwort: () => 204,
    bis: (n) =>
      new Promise((fertig) => {
        if (e.empfangen.length >= n) fertig();
        else warten.push({ n, fertig });
      }),
    schliesse: () => new Promise((fertig) => server.close(() => fertig())),
  };
  const server = createServer((req, res) => {
    const teile: Buffer[] = [];
    req.on('data', (t: Buffer) => teile.push(t));
    req.on('end', () => {
      const x: Empfangen = {
        kopf: flach(req.headers),
        koerper: Buffer.concat(teile).toString('utf8'),
        ankunft: performance.now(),
      };
      const n = e.empfangen.push(x) - 1;
      res.writeHead(e.antwort(n, x)).end();
      for (const w of warten.filter((w) => e.empfangen.length >= w.n)) {
        warten.splice(warten.indexOf(w), 1);
        w.fertig();
      }
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((fertig) => server.listen(0, '127.0.0.1', fertig));
  e.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${pfad}`;
  return e;
}
