// hr-daten aenderungen --folgen against a local server whose changelog grows while the command
// runs: the command asks with If-None-Match (the server answers 304 while nothing changed) and
// prints each new entry once, as text or with --json as one JSON object per line.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type LaufenderServer, starteServer } from '../../scripts/server';
import { WURZEL } from './api';

const BIN = join(WURZEL, 'packages', 'cli', 'bin', 'hr-daten.js');

const eintrag = (datum: string, nr: number, datensatz = 'mindestlohn') => ({
  datum,
  nr,
  datenstand: `${datum}.${nr}`,
  datensatz,
  bestandteile: ['mindestlohn'],
  art: 'angekuendigt',
  beschreibung: `Testeintrag ${datum}.${nr}`,
});

// A stand-in for /v1/aenderungen with ETag, If-None-Match and the filters seit and datensatz.
function protokollServer() {
  const liste = [eintrag('2026-11-01', 1), eintrag('2026-10-01', 1, 'rechengroessen')];
  const anfragen: { status: number; ifNoneMatch: string | null }[] = [];
  const server = starteServer(async (req) => {
    const url = new URL(req.url);
    if (url.pathname !== '/v1/aenderungen') return new Response('{}', { status: 404 });
    const seit = url.searchParams.get('seit') ?? '';
    const datensatz = url.searchParams.get('datensatz');
    const auswahl = liste.filter((a) => a.datum >= seit && (!datensatz || a.datensatz === datensatz));
    const body = JSON.stringify({ anzahl: auswahl.length, aenderungen: auswahl });
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    const status = req.headers.get('if-none-match') === etag ? 304 : 200;
    anfragen.push({ status, ifNoneMatch: req.headers.get('if-none-match') });
    return new Response(status === 304 ? null : body, {
      status,
      headers: { etag, 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
    });
  });
  return { liste, anfragen, server };
}

const laufend: ChildProcess[] = [];
const server: LaufenderServer[] = [];
afterAll(async () => {
  for (const k of laufend) k.kill();
  for (const s of server) await s.schliesse();
});

function folge(basis: string, args: string[]) {
  const kind = spawn(process.execPath, [BIN, 'aenderungen', '--folgen', '--intervall', '0,1', ...args], {
    env: { PATH: process.env.PATH, HOME: WURZEL, HR_DATEN_BASIS: basis, HR_DATEN_SCHLUESSEL: '' },
  });
  laufend.push(kind);
  const o = { aus: '', err: '' };
  kind.stdout?.on('data', (d) => {
    o.aus += d;
  });
  kind.stderr?.on('data', (d) => {
    o.err += d;
  });
  return o;
}

describe('hr-daten aenderungen --folgen', () => {
  it('fragt mit ETag, gibt nur neue Einträge aus, jeden einmal', async () => {
    const p = protokollServer();
    const s = await p.server;
    server.push(s);
    const o = folge(s.basis, []);
    await expect
      .poll(() => o.err, { timeout: 10_000 })
      .toMatch(/Folge dem Änderungsprotokoll \(2 Einträge, neuester 2026-11-01\.1\)/);
    // Nothing changed: 304 answers, no output.
    await expect.poll(() => p.anfragen.filter((a) => a.status === 304).length, { timeout: 10_000 }).toBeGreaterThan(2);
    expect(o.aus).toBe('');
    // Newest first, as /v1/aenderungen lists them.
    p.liste.unshift(eintrag('2026-11-25', 2), eintrag('2026-11-25', 1));
    await expect.poll(() => o.aus, { timeout: 10_000 }).toContain('2026-11-25.2');
    await expect.poll(() => p.anfragen.filter((a) => a.status === 304).length, { timeout: 10_000 }).toBeGreaterThan(5);
    expect(o.aus.trim().split('\n')).toEqual([
      '2026-11-25.1  mindestlohn  angekuendigt (mindestlohn): Testeintrag 2026-11-25.1',
      '2026-11-25.2  mindestlohn  angekuendigt (mindestlohn): Testeintrag 2026-11-25.2',
    ]);
    // Every request after the first carries the last ETag.
    expect(p.anfragen.slice(1).every((a) => a.ifNoneMatch)).toBe(true);
    expect(p.anfragen.filter((a) => a.status === 200).length).toBe(2);
  });

  it('--json, --seit und --datensatz: zuerst die Einträge seit dem Tag, dann neue, je Zeile ein JSON-Objekt', async () => {
    const p = protokollServer();
    const s = await p.server;
    server.push(s);
    const o = folge(s.basis, ['--json', '--seit', '2026-01-01', '--datensatz', 'mindestlohn']);
    await expect.poll(() => o.aus, { timeout: 10_000 }).toContain('2026-11-01.1');
    p.liste.unshift(eintrag('2026-11-26', 1, 'rechengroessen'), eintrag('2026-11-27', 1));
    await expect.poll(() => o.aus, { timeout: 10_000 }).toContain('2026-11-27.1');
    expect(
      o.aus
        .trim()
        .split('\n')
        .map((z) => JSON.parse(z).datenstand),
    ).toEqual(['2026-11-01.1', '2026-11-27.1']);
  });

  it('ohne Verbindung meldet es sich und fragt weiter; falsche Bedienung ist Exit-Code 2', async () => {
    const o = folge('http://127.0.0.1:9/v1', []);
    await expect
      .poll(() => o.err.match(/Keine Verbindung zu http:\/\/127\.0\.0\.1:9/g)?.length ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(1);
    const falsch = spawn(process.execPath, [BIN, 'status', '--folgen'], {
      env: { PATH: process.env.PATH, HOME: WURZEL },
    });
    let err = '';
    falsch.stderr.on('data', (d) => {
      err += d;
    });
    expect(await new Promise((fertig) => falsch.on('close', fertig))).toBe(2);
    expect(err).toMatch(/--folgen gibt es nur mit dem Befehl aenderungen/);
    const intervall = spawn(process.execPath, [BIN, 'aenderungen', '--folgen', '--intervall', 'bald'], {
      env: { PATH: process.env.PATH, HOME: WURZEL },
    });
    expect(await new Promise((fertig) => intervall.on('close', fertig))).toBe(2);
  });
});
