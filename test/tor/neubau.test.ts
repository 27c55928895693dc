// A rebuild while the server runs (npm run build under npm start, or a deploy): the gate (with its
// calculators, build/rechner.js) may still hold the previous build's table while the files already
// belong to the new one. Every such moment is a 503 with Retry-After, never a 500; the
// build keeps the previous build's files so that the old gate keeps answering from them
// (generator/vorberechnet.ts). Checked through npm start by scripts/e2e-sicherheit.ts.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { raeumeAuf, vorigerPraefix } from '../../generator/vorberechnet';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleRechner, type Rechner } from '../../src/api/rechner';
import { vorberechne } from '../../src/api/vorberechnung';
import { erstelleKontingent } from '../../src/tor/kontingent';
import { erstelleTor } from '../../src/tor/tor';

const { laufzeit } = baue();
const alt = vorberechne({ daten: laufzeit, ...UMGEBUNG }, `/_vorberechnet/${'a'.repeat(32)}`);
const rechnerAlt = erstelleRechner({ ...UMGEBUNG, daten: alt.rechnerDaten });

// The gate of the previous build; the CDN holds `dateien`, the calculators are `rechner`.
function torMit(dateien: Map<string, Uint8Array> | null, rechner: Rechner) {
  const meldungen: string[] = [];
  const tor = erstelleTor<void>({
    tabelle: alt.tabelle,
    pruefeSchluessel: async () => ({ id: 'k', name: 't', hash: '', erstellt: '', widerrufen: null }),
    zaehle: erstelleKontingent({ anfragen: 1e9, fensterSekunden: 60 }).zaehle,
    holeDatei: async (datei) => {
      const bytes = dateien?.get(datei);
      return bytes
        ? new Response(bytes as Uint8Array<ArrayBuffer>)
        : new Response('<html>Not Found</html>', { status: 404, headers: { 'content-type': 'text/html' } });
    },
    rufeRechner: async (req, heute) => {
      const url = new URL(req.url);
      return rechner(url.pathname.split('/')[3], url.search, heute);
    },
    jetzt: () => new Date('2026-03-10T12:00:00Z'),
    protokolliere: (m) => meldungen.push(m),
  });
  const hole = (pfad: string) =>
    tor(new Request(`https://api.test/v1${pfad}`, { headers: { authorization: 'Bearer x' } }));
  return { hole, meldungen };
}

const DATEI = '/hr/mindestlohn?datum=2024-05-01';
const RECHNER = '/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15';

async function erwarte503(r: Response) {
  expect(r.status).toBe(503);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await r.json()) as { fehler: { code: string } };
  expect(body.fehler.code).toBe('dienst_nicht_verfuegbar');
}

describe('Neubau bei laufendem Server', () => {
  it('der alte Tor mit den Dateien des alten Builds: 200', async () => {
    const { hole } = torMit(alt.dateien, rechnerAlt);
    expect((await hole(DATEI)).status).toBe(200);
    expect((await hole(RECHNER)).status).toBe(200);
  });
  it('die Dateien des alten Präfixes sind weg: 503 mit Retry-After statt 500, protokolliert', async () => {
    const { hole, meldungen } = torMit(null, rechnerAlt);
    await erwarte503(await hole(DATEI));
    await erwarte503(await hole('/hr/mindestlohn/verlauf?von=2020-01-01'));
    expect(meldungen.some((m) => m.includes('mindestlohn/') && m.includes('404'))).toBe(true);
  });
  it('der Rechner antwortet nicht mit einem Fehlerobjekt (Absturz beim Neuladen): 503; seine eigenen Fehler bleiben', async () => {
    const absturz = async () =>
      new Response('{"errorMessage":"Cannot find module ___netlify-bootstrap.mjs","errorType":"Error"}', {
        status: 500,
      });
    await erwarte503(await torMit(alt.dateien, absturz).hole(RECHNER));
    await erwarte503(await torMit(alt.dateien, async () => new Response('Bad Gateway', { status: 502 })).hole(RECHNER));
    const { hole } = torMit(alt.dateien, rechnerAlt);
    const ungueltig = await hole('/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=kaputt');
    expect(ungueltig.status).toBe(400);
    expect(((await ungueltig.json()) as { fehler: { code: string } }).fehler.code).toBe('ungueltiger_parameter');
    const eigener = await torMit(alt.dateien, async () =>
      Response.json({ fehler: { code: 'kein_wert', nachricht: 'x' } }, { status: 404 }),
    ).hole(RECHNER);
    expect(eigener.status).toBe(404);
    expect(((await eigener.json()) as { fehler: { code: string } }).fehler.code).toBe('kein_wert');
  });
});

describe('npm run build behält die Dateien des vorigen Builds', () => {
  const wurzel = mkdtempSync(join(tmpdir(), 'vorberechnet-'));
  afterAll(() => rmSync(wurzel, { recursive: true, force: true }));

  it('der Präfix aus build/manifest.json bleibt, ältere und fremde Verzeichnisse gehen', () => {
    const verzeichnis = join(wurzel, 'public', '_vorberechnet');
    for (const name of ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)]) {
      mkdirSync(join(verzeichnis, name, 'mindestlohn'), { recursive: true });
      writeFileSync(join(verzeichnis, name, 'mindestlohn', '2024-01-01.json'), '{}');
    }
    const manifest = join(wurzel, 'manifest.json');
    expect(vorigerPraefix(manifest)).toBeNull();
    writeFileSync(manifest, JSON.stringify({ praefix: `/_vorberechnet/${'b'.repeat(32)}`, dateien: {} }));
    expect(vorigerPraefix(manifest)).toBe(`/_vorberechnet/${'b'.repeat(32)}`);
    expect(raeumeAuf(verzeichnis, vorigerPraefix(manifest)).sort()).toEqual(['a'.repeat(32), 'c'.repeat(32)]);
    expect(readdirSync(verzeichnis)).toEqual(['b'.repeat(32)]);
    // No manifest (a fresh checkout): nothing to keep.
    expect(raeumeAuf(verzeichnis, null)).toEqual(['b'.repeat(32)]);
    writeFileSync(manifest, '{"praefix": "/../../etc"}');
    expect(vorigerPraefix(manifest)).toBeNull();
  });
});
