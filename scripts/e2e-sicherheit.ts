// End-to-end security checks against the running local server (npm start), as .ci/run does
// after the conformance kit: keys created and revoked with the operator's commands, the quota of
// a key with a small limit, a key in the URL, and the security headers on every kind of path
// (dataset, static file, 404, 405, 401, 429). Exits 1 on any failure.
//   npx vite-node scripts/e2e-sicherheit.ts [-- https://localhost:8888]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const BASIS = process.argv.find((a) => a.startsWith('https://')) ?? 'https://localhost:8888';
const WURZEL = join(import.meta.dirname, '..');
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the local self-signed certificate

const fehler: string[] = [];
const pruefe = (ok: boolean, was: string) => { console.log(`${ok ? 'ok  ' : 'FEHL'} ${was}`); if (!ok) fehler.push(was); };

function schluessel(...args: string[]): string {
  const aus = execFileSync('npx', ['vite-node', 'scripts/keys.ts', '--', ...args], { cwd: WURZEL, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return aus.trim().split('\n').at(-1)!;
}

async function hole(pfad: string, key?: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASIS}${pfad}`, { ...init, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), origin: 'https://app.example' } });
}

function kopf(r: Response, wo: string): void {
  pruefe(r.headers.get('strict-transport-security')?.includes('max-age=') === true, `${wo}: Strict-Transport-Security`);
  pruefe(r.headers.get('x-content-type-options') === 'nosniff', `${wo}: X-Content-Type-Options nosniff`);
  pruefe(r.headers.get('access-control-allow-origin') === '*', `${wo}: CORS`);
}

async function ohneInterna(r: Response, wo: string): Promise<string> {
  const text = await r.text();
  pruefe(!/at .*\.(ts|js|mjs):\d+|\/work\/|node_modules|hrk_[A-Za-z0-9_-]{20}|[0-9a-f]{64}/.test(text), `${wo}: kein Stacktrace, Pfad oder Geheimnis im Körper`);
  return text;
}

async function main(): Promise<void> {
  const key = schluessel('create', 'e2e-sicherheit');
  const knapp = schluessel('create', 'e2e-kontingent', '--kontingent', '3');

  let r = await hole('/v1/hr/mindestlohn?datum=2024-05-01', key);
  pruefe(r.status === 200, 'neuer Schlüssel: 200');
  kopf(r, '200 Datensatz');
  await ohneInterna(r, '200 Datensatz');

  for (const [pfad, wo] of [['/v1', 'statische Übersicht'], ['/v1/datensaetze', 'statischer Katalog'], ['/v1/openapi.json', 'OpenAPI']] as const) {
    r = await hole(pfad);
    pruefe(r.status === 200, `${wo}: 200 ohne Schlüssel`);
    kopf(r, wo);
  }
  r = await hole('/v1/gibtsnicht', key);
  pruefe(r.status === 404, `404 für unbekannten Pfad (${r.status})`);
  kopf(r, '404');
  await ohneInterna(r, '404');
  r = await hole('/v1/hr/mindestlohn', key, { method: 'POST' });
  pruefe(r.status === 405 && (r.headers.get('allow') ?? '').includes('GET'), '405 mit Allow');
  kopf(r, '405');
  await ohneInterna(r, '405');
  r = await hole('/v1/hr/mindestlohn');
  pruefe(r.status === 401, '401 ohne Schlüssel');
  kopf(r, '401');

  r = await hole(`/v1/hr/mindestlohn?key=${encodeURIComponent(key)}`);
  const t = await ohneInterna(r, 'Schlüssel in der URL');
  pruefe(r.status === 401 && t.includes('nie in die URL'), 'Schlüssel in der URL: abgelehnt mit klarer Nachricht');

  // Quota: the key with 3 requests per window.
  const stati: number[] = [];
  for (let i = 0; i < 4; i++) stati.push((r = await hole('/v1/hr/mindestlohn', knapp)).status);
  pruefe(stati.join(',') === '200,200,200,429', `Kontingent 3: ${stati.join(',')}`);
  pruefe(Number(r.headers.get('retry-after')) > 0, '429 mit Retry-After');
  kopf(r, '429');
  pruefe(((await r.json()) as { fehler: { code: string } }).fehler.code === 'kontingent_erschoepft', '429 kontingent_erschoepft');

  // Revocation: refused within 60 seconds (the gateway caches a valid key for 30 s).
  schluessel('revoke', key);
  const beginn = Date.now();
  let status = 200;
  while (Date.now() - beginn < 65_000) {
    status = (await hole('/v1/hr/mindestlohn', key)).status;
    if (status === 401) break;
    await new Promise((f) => setTimeout(f, 2_000));
  }
  const sekunden = Math.round((Date.now() - beginn) / 1000);
  pruefe(status === 401 && sekunden <= 60, `widerrufener Schlüssel nach ${sekunden} s abgelehnt (höchstens 60 s)`);
  schluessel('revoke', knapp);

  console.log(fehler.length ? `${fehler.length} Sicherheitsprüfungen fehlgeschlagen.` : 'Alle Sicherheitsprüfungen bestanden.');
  process.exit(fehler.length ? 1 : 0);
}

main().catch((e) => { console.error(e); process.exit(1); });
