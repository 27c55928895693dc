// A checking proxy for the conformance kit: listens on https://localhost:8889, forwards every
// request to the local server (https://localhost:8888) unchanged, and checks every response
// against public/v1/openapi.json (scripts/openapi-pruefer.ts). On SIGTERM or SIGINT it prints how
// many responses it checked and every deviation, and exits 1 if there was one. .ci/run puts it
// between the kit and the server.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:https';
import { join } from 'node:path';
import { pruefer } from './openapi-pruefer';

const WURZEL = join(import.meta.dirname, '..');
const ZIEL = { host: 'localhost', port: 8888 };
const PORT = Number(process.env.PROXY_PORT ?? 8889);
const pruefe = pruefer();
let geprueft = 0;
const verstoesse: string[] = [];

const server = createServer(
  {
    cert: readFileSync(join(WURZEL, '.lokal', 'zertifikat.pem')),
    key: readFileSync(join(WURZEL, '.lokal', 'schluessel-privat.pem')),
  },
  (ein, aus) => {
    const teile: Buffer[] = [];
    ein.on('data', (t: Buffer) => teile.push(t));
    ein.on('end', () => {
      const weiter = request(
        {
          ...ZIEL,
          method: ein.method,
          path: ein.url,
          headers: { ...ein.headers, host: `${ZIEL.host}:${ZIEL.port}` },
          rejectUnauthorized: false,
        },
        (antwort) => {
          const koerper: Buffer[] = [];
          antwort.on('data', (t: Buffer) => koerper.push(t));
          antwort.on('end', () => {
            const body = Buffer.concat(koerper);
            const typ = antwort.headers['content-type'] ?? null;
            const text = antwort.headers['content-encoding'] ? null : body.toString('utf8');
            const pfad = new URL(ein.url ?? '/', 'https://x').pathname;
            geprueft++;
            for (const v of pruefe(ein.method ?? 'GET', pfad, antwort.statusCode ?? 0, typ, text || null))
              verstoesse.push(`${v} (${ein.url})`);
            aus.writeHead(antwort.statusCode ?? 502, antwort.headers).end(body);
          });
        },
      );
      weiter.on('error', (e) => aus.writeHead(502).end(String(e)));
      weiter.end(Buffer.concat(teile));
    });
  },
);

function ende(): void {
  console.log(`OpenAPI-Prüfung: ${geprueft} Antworten geprüft, ${verstoesse.length} Abweichungen.`);
  for (const v of [...new Set(verstoesse)].slice(0, 50)) console.log(`  ${v}`);
  process.exit(verstoesse.length ? 1 : 0);
}
process.on('SIGTERM', ende);
process.on('SIGINT', ende);
server.listen(PORT, () =>
  console.log(`OpenAPI-Prüfproxy auf https://localhost:${PORT} -> https://localhost:${ZIEL.port}`),
);
