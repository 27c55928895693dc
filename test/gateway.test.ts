// The gateway at handler level: a Web Request in, a Response out, on the fixture data.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { erzeuge } from '../generator/erzeuge';
import { erstellePruefer, pruefeAntwort } from '../scripts/openapi-pruefer';
import { UMGEBUNG } from '../scripts/umgebung';
import { erstelleGateway } from '../src/api/gateway';
import { erstelle, SchluesselImSpeicher, widerrufe } from '../src/api/schluessel';
import { ladeDaten } from '../src/daten/laden';
import { erstelleKontingent } from '../src/tor/kontingent';
import { speicherPruefer } from '../src/tor/schluessel';
import { FIXTUR_UMGEBUNG } from './fixtures/umgebung';

const { laufzeit, oeffentlich } = erzeuge(ladeDaten(join(import.meta.dirname, 'fixtures', 'daten')), FIXTUR_UMGEBUNG);
// Every response of these tests must also match the OpenAPI document built from the same fixtures.
const pruefe = erstellePruefer(oeffentlich['openapi.json'] as never);
const BASIS = 'https://api.test/v1';

async function aufbau({ anfragen = 1000, zeit = { ms: 0 } } = {}) {
  const speicher = new SchluesselImSpeicher();
  const { schluessel } = await erstelle(speicher, 'test');
  const gateway = erstelleGateway({
    daten: laufzeit,
    ...UMGEBUNG,
    pruefeSchluessel: speicherPruefer((hash) => speicher.finde(hash), { jetzt: () => zeit.ms }),
    zaehle: erstelleKontingent({ anfragen, fensterSekunden: 60, jetzt: () => zeit.ms }).zaehle,
    jetzt: () => new Date('2026-03-10T12:00:00Z'),
  });
  const hole = async (pfad: string, init: RequestInit & { ohneSchluessel?: boolean } = {}) => {
    const headers = new Headers(init.headers);
    if (!init.ohneSchluessel && !headers.has('authorization')) headers.set('authorization', `Bearer ${schluessel}`);
    const antwort = await gateway(new Request(BASIS + pfad, { ...init, headers }));
    await pruefeAntwort(pruefe, init.method ?? 'GET', new URL(BASIS + pfad), antwort);
    return antwort;
  };
  return { hole, speicher, schluessel, zeit };
}

const { hole } = await aufbau();

async function fehler(r: Response) {
  expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return ((await r.json()) as { fehler: Record<string, unknown> }).fehler;
}

// Response.text() drops the BOM, so the bytes are checked directly.
async function csvZeilen(r: Response): Promise<string[]> {
  const bytes = new Uint8Array(await r.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes).split('\r\n');
}

function grundkopf(r: Response) {
  expect(r.headers.get('access-control-allow-origin')).toBe('*');
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
}

describe('Schlüssel', () => {
  it('401 schluessel_fehlt ohne Authorization, mit WWW-Authenticate: Bearer', async () => {
    const r = await hole('/hr/beispiel', { ohneSchluessel: true });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await fehler(r)).code).toBe('schluessel_fehlt');
    grundkopf(r);
  });
  it.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', 'Token abc'])('401 schluessel_fehlt bei %j', async (h) => {
    const r = await hole('/hr/beispiel', { headers: { authorization: h } });
    expect(r.status).toBe(401);
    expect((await fehler(r)).code).toBe('schluessel_fehlt');
  });
  it('401 schluessel_ungueltig mit error="invalid_token" bei unbekanntem Schlüssel', async () => {
    const r = await hole('/hr/beispiel', { headers: { authorization: 'Bearer hrk_falsch' } });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect((await fehler(r)).code).toBe('schluessel_ungueltig');
  });
  it('prüft den Schlüssel vor den Parametern', async () => {
    expect((await hole('/hr/beispiel?datumm=x', { ohneSchluessel: true })).status).toBe(401);
  });
  it('weist einen Schlüssel in der URL mit einer klaren Nachricht ab', async () => {
    const f = await fehler(await hole('/hr/beispiel?api_key=hrk_x', { ohneSchluessel: true }));
    expect(f.code).toBe('schluessel_fehlt');
    expect(f.nachricht).toContain('nie in die URL');
  });
  it('verlangt für /export einen Schlüssel, für /aenderungen nicht', async () => {
    expect((await hole('/export', { ohneSchluessel: true })).status).toBe(401);
    expect((await hole('/aenderungen', { ohneSchluessel: true })).status).toBe(200);
  });
  it('lehnt einen widerrufenen Schlüssel spätestens nach 60 Sekunden ab', async () => {
    const a = await aufbau();
    expect((await a.hole('/hr/beispiel')).status).toBe(200);
    await widerrufe(a.speicher, a.schluessel);
    a.zeit.ms += 60_000;
    expect((await a.hole('/hr/beispiel')).status).toBe(401);
  });
  it('gibt in keiner Antwort Schlüssel oder Hashes preis', async () => {
    const a = await aufbau();
    const [e] = await a.speicher.alle();
    for (const pfad of ['/hr/beispiel', '/hr/beispiel?x=1', '/export', '/gibt-es-nicht']) {
      const text = await (await a.hole(pfad)).text();
      expect(text).not.toContain(a.schluessel);
      expect(text).not.toContain(e.hash);
    }
  });
});

describe('Kontingent', () => {
  it('antwortet nach dem Kontingent mit 429 kontingent_erschoepft und Retry-After', async () => {
    const a = await aufbau({ anfragen: 3 });
    for (let i = 0; i < 3; i++) expect((await a.hole('/hr/beispiel')).status).toBe(200);
    const r = await a.hole('/hr/beispiel');
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await fehler(r)).code).toBe('kontingent_erschoepft');
    grundkopf(r);
    a.zeit.ms += 60_000;
    expect((await a.hole('/hr/beispiel')).status).toBe(200);
  });
});

describe('Datensatz', () => {
  it('antwortet mit dem Wert am Stichtag und setzt datum ein', async () => {
    const r = await hole('/hr/beispiel?datum=2024-05-01');
    expect(r.status).toBe(200);
    grundkopf(r);
    expect(r.headers.get('cache-control')).toBe('private, max-age=300');
    expect(r.headers.get('vary')).toContain('Authorization');
    const b = await r.json();
    expect(Object.keys(b).slice(0, 3)).toEqual(['datensatz', 'datum', 'vorlaeufig']);
    expect(b).toMatchObject({
      datensatz: 'beispiel',
      datum: '2024-05-01',
      werte: { satz: 9.35, befristet: 3000 },
      datenstand: '2026-11-23.1',
    });
  });
  it('nimmt ohne datum den heutigen Tag in Europe/Berlin', async () => {
    expect((await (await hole('/hr/beispiel')).json()).datum).toBe('2026-03-10');
  });
  it('Jahresdatensatz: jahr, datum statt jahr, Standard laufendes Jahr', async () => {
    expect(await (await hole('/hr/jahreswerte?jahr=2025')).json()).toMatchObject({
      jahr: 2025,
      werte: { freibetrag: 12096 },
    });
    expect(await (await hole('/hr/jahreswerte?datum=2016-07-01')).json()).toMatchObject({
      jahr: 2016,
      werte: { freibetrag: 8472 },
    });
    expect((await (await hole('/hr/jahreswerte')).json()).jahr).toBe(2026);
  });
  it('404 kein_wert außerhalb der Abdeckung', async () => {
    for (const pfad of ['/hr/beispiel?datum=2010-01-01', '/hr/jahreswerte?jahr=2027']) {
      const r = await hole(pfad);
      expect(r.status).toBe(404);
      expect((await fehler(r)).code).toBe('kein_wert');
    }
  });
  it('400 ungueltiger_parameter mit Bereich bei jahr außerhalb 2015..2035', async () => {
    const f = await fehler(await hole('/hr/jahreswerte?jahr=2036'));
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'jahr', bereich: { min: 2015, max: 2035 } });
  });
  it('bestandteil schränkt werte und bestandteile ein, auch in Großschreibung', async () => {
    const voll = await (await hole('/hr/beispiel?datum=2024-05-01')).json();
    const b = await (await hole('/hr/beispiel?datum=2024-05-01&bestandteil=SATZ')).json();
    expect(b.werte).toEqual({ satz: 9.35 });
    expect(b.bestandteile).toEqual([voll.bestandteile[0]]);
  });
  it('bestandteil außerhalb der ids: 400 mit der Liste der ids', async () => {
    const f = await fehler(await hole('/hr/beispiel?bestandteil=gibt_es_nicht'));
    expect(f).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'bestandteil',
      erlaubt: ['satz', 'befristet'],
    });
  });
  it('unbekannter Parameter: 400 mit den erlaubten Parametern', async () => {
    const f = await fehler(await hole('/hr/beispiel?datumm=2024-05-01'));
    expect(f).toMatchObject({
      code: 'unbekannter_parameter',
      parameter: 'datumm',
      erlaubt: ['datum', 'bestandteil', 'format', 'trennzeichen'],
    });
  });
  it('CSV eines Datensatzes: eine Zeile je Bestandteil, quelle und naechster_wert flach', async () => {
    const r = await hole('/hr/beispiel?datum=2024-05-01&format=csv');
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="beispiel.csv"');
    const zeilen = await csvZeilen(r);
    expect(zeilen[0]).toBe(
      'id,name,gruppe,art,einheit,wert,gueltig_ab,gueltig_bis,rechtsgrundlage,hinweis,quelle_titel,quelle_url,naechster_wert_gueltig_ab,naechster_wert_wert',
    );
    expect(zeilen[1]).toBe(
      'satz,Ein Satz,Gruppe A,,euro_stunde,9.35,2020-01-01,2029-12-31,§ 1 Abs. 2 ' +
        'Beispielgesetz,Erhöht.,Beispielgesetz § 1,https://example.org/gesetz/1,2030-01-01,',
    );
    expect(zeilen).toHaveLength(4);
  });
});

describe('Verlauf', () => {
  it('listet alle Stufen aufsteigend', async () => {
    const b = await (await hole('/hr/beispiel/verlauf')).json();
    expect(b.verlauf.map((e: any) => `${e.bestandteil}@${e.gueltig_ab}`)).toEqual([
      'satz@2014-01-01',
      'satz@2020-01-01',
      'befristet@2022-10-26',
      'satz@2030-01-01',
    ]);
  });
  it('filtert mit von/bis auf überlappende Stufen, auch als Jahre', async () => {
    const a = await (await hole('/hr/beispiel/verlauf?von=2025-01-01&bis=2025-12-31')).json();
    expect(a.verlauf.map((e: any) => e.gueltig_ab)).toEqual(['2020-01-01']);
    const b = await (await hole('/hr/beispiel/verlauf?von=2025&bis=2025')).json();
    expect(b).toEqual(a);
  });
  it('CSV mit Semikolon und Dezimalkomma', async () => {
    const r = await hole('/hr/beispiel/verlauf?format=csv&trennzeichen=semikolon&bestandteil=satz');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="beispiel-verlauf.csv"');
    const zeilen = await csvZeilen(r);
    expect(zeilen[0]).toBe(
      'bestandteil;name;gruppe;art;einheit;gueltig_ab;gueltig_bis;wert;rechtsgrundlage;quelle_url;hinweis',
    );
    expect(zeilen[2]).toBe(
      'satz;Ein Satz;Gruppe A;;euro_stunde;2020-01-01;2029-12-31;9,35;§ 1 Abs. 2 ' +
        'Beispielgesetz;https://example.org/gesetz/1;Erhöht.',
    );
  });
});

describe('HTTP', () => {
  it('OPTIONS beantwortet die Vorabanfrage ohne Schlüssel mit 204', async () => {
    const r = await hole('/hr/beispiel', {
      method: 'OPTIONS',
      ohneSchluessel: true,
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(r.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(Number(r.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    grundkopf(r);
  });
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s: 405 mit Allow', async (m) => {
    const r = await hole('/hr/beispiel', { method: m });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await fehler(r)).code).toBe('methode_nicht_erlaubt');
    grundkopf(r);
  });
  it('HEAD antwortet wie GET ohne Körper', async () => {
    const r = await hole('/hr/beispiel?datum=2024-05-01', { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('');
    expect(r.headers.get('etag')).toBeTruthy();
  });
  it('ETag und 304 bei passendem If-None-Match, mit CORS', async () => {
    const r = await hole('/hr/beispiel?datum=2024-05-01');
    const etag = r.headers.get('etag')!;
    expect(etag).toMatch(/^"2026-11-23\.1-/);
    const r2 = await hole('/hr/beispiel?datum=2024-05-01', { headers: { 'if-none-match': etag } });
    expect(r2.status).toBe(304);
    expect(await r2.text()).toBe('');
    grundkopf(r2);
    expect((await hole('/hr/beispiel?datum=2024-05-01', { headers: { 'if-none-match': '"anders"' } })).status).toBe(
      200,
    );
    expect(
      (await hole('/hr/beispiel?datum=2024-05-01', { ohneSchluessel: true, headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(401);
  });
  it('404 nicht_gefunden für unbekannte Pfade', async () => {
    for (const pfad of [
      '/hr/gibt-es-nicht',
      '/hr/beispiel/gibt-es-nicht',
      '/gibt-es-nicht',
      '/hr/',
      '/hr/beispiel/verlauf/extra',
    ]) {
      const r = await hole(pfad);
      expect(r.status).toBe(404);
      expect((await fehler(r)).code).toBe('nicht_gefunden');
      grundkopf(r);
    }
  });
});

describe('Meta', () => {
  it('/aenderungen filtert nach seit und datensatz', async () => {
    const a = await (await hole('/aenderungen?seit=2025-01-01')).json();
    expect(a.aenderungen.map((x: any) => x.datenstand)).toEqual(['2026-11-23.2', '2026-11-23.1']);
    const b = await (await hole('/aenderungen?datensatz=jahreswerte')).json();
    expect(b).toMatchObject({ anzahl: 1, aenderungen: [{ datensatz: 'jahreswerte' }] });
    expect((await fehler(await hole('/aenderungen?seit=gestern'))).parameter).toBe('seit');
  });
  it('/export: ganzer Bestand, gzip auf Wunsch, format=csv ist ungültig', async () => {
    const r = await hole('/export', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    const b = await (await hole('/export')).json();
    expect(Object.keys(b.verlaeufe)).toEqual(['beispiel', 'jahreswerte']);
    expect((await fehler(await hole('/export?format=csv'))).parameter).toBe('format');
  });
});
