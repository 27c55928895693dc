// POST /hr/lohnkonto through the gate in process (test/http.ts; every answer is checked against the
// OpenAPI document): only a JSON body, the payslip POST's key, size, type and path rules, a month's
// error named by its JSON path, and the CSV of the months. The expected year-so-far values are worked
// by hand from the law in the comments, not taken from the code.
import { describe, expect, it } from 'vitest';
import { LOHNKONTO_GRENZE } from '../../src/rechner/lohnkonto/anfrage';
import { lohnkontoAntwort } from '../../src/rechner/lohnkonto/antwort';
import { hole } from '../http';

const KOPF = { authorization: 'Bearer gut', 'content-type': 'application/json' };
const post = (koerper: unknown, abfrage = '', kopf: Record<string, string> = KOPF) =>
  hole(`/hr/lohnkonto${abfrage}`, {
    method: 'POST',
    headers: kopf,
    body: typeof koerper === 'string' ? koerper : JSON.stringify(koerper),
  });
const fehlerVon = async (r: Response) => ((await r.json()) as { fehler: Record<string, unknown> }).fehler;

// 2025, tax class 1 in Nordrhein-Westfalen, 4,000 euro every month, a bonus of 2,000 euro in November.
const jahr2025 = () => ({
  jahr: 2025,
  person: { steuerklasse: 1, land: 'NW' },
  versicherung: { zusatzbeitrag: 2.5 },
  monate: Array.from({ length: 12 }, (_, i) => ({
    monat: `2025-${String(i + 1).padStart(2, '0')}`,
    brutto: 4000,
    ...(i === 10 ? { einmalzahlung: { betrag: 2000 } } : {}),
  })) as Record<string, unknown>[],
});

describe('POST /hr/lohnkonto', () => {
  it('ein Jahr mit Weihnachtsgeld im November: 200, zwölf Monate, das Jahr bisher von Hand', async () => {
    const r = await post(jahr2025());
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const a = (await r.json()) as any;
    expect(lohnkontoAntwort.safeParse(a).success).toBe(true);
    expect(a.datensatz).toBe('lohnkonto');
    expect(a.jahr).toBe(2025);
    expect(a.monate.map((m: any) => m.monat)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    // November: January to October 10 × 4,000 = 40,000 contributory in each branch (under the monthly
    // ceilings of 2025, KV 5,512.50 and RV 8,050 euro), 10 × 30 = 300 SV days (§ 23a Abs. 3 SGB IV).
    // Jahresarbeitslohn (R 39b.6 Abs. 3 LStR): 40,000 earlier pay + 2 remaining months × 4,000 = 48,000.
    expect(a.monate[10].eingaben).toMatchObject({
      einmalzahlung: 2000,
      kv_entgelt_bisher: 40000,
      rv_entgelt_bisher: 40000,
      sv_tage_bisher: 300,
      jahresarbeitslohn: 48000,
    });
    // December: 11 × 4,000 regular pay + the whole bonus of 2,000 (under the pro-rata ceilings) = 46,000.
    expect(a.monate[11].eingaben).toMatchObject({ kv_entgelt_bisher: 46000, sv_tage_bisher: 330 });
    // The year: 12 × 4,000 = 48,000 regular pay, 2,000 one-off.
    expect(a.summen.brutto).toBe(48000);
    expect(a.summen.einmalzahlung).toBe(2000);
    expect(a.rechtsgrundlage).toContain('§ 41 EStG');
    expect(a.quelle.url).toBe('https://www.gesetze-im-internet.de/estg/__41.html');
  });

  it('GET: 405 mit Allow: OPTIONS, POST und dem Hinweis auf den JSON-Körper', async () => {
    const r = await hole('/hr/lohnkonto?jahr=2025', { headers: { authorization: 'Bearer gut' } });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('OPTIONS, POST');
    const f = await fehlerVon(r);
    expect(f.code).toBe('methode_nicht_erlaubt');
    expect(f.nachricht).toMatch(/nur als JSON-Körper mit POST/);
  });

  it('HEAD: 405 mit Allow: OPTIONS, POST', async () => {
    const r = await hole('/hr/lohnkonto', { method: 'HEAD', headers: { authorization: 'Bearer gut' } });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('OPTIONS, POST');
  });

  it('OPTIONS: die Vorabanfrage nennt OPTIONS, POST', async () => {
    const r = await hole('/hr/lohnkonto', { method: 'OPTIONS', headers: { origin: 'https://beispiel.de' } });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-methods')).toBe('OPTIONS, POST');
  });

  it('ohne Schlüssel: 401', async () => {
    const r = await post(jahr2025(), '', { 'content-type': 'application/json' });
    expect(r.status).toBe(401);
  });

  it(`über ${LOHNKONTO_GRENZE} Bytes: 413`, async () => {
    const k = jahr2025();
    (k.monate[0] as Record<string, unknown>).monat = `2025-01${' '.repeat(LOHNKONTO_GRENZE)}`;
    const r = await post(k);
    expect(r.status).toBe(413);
    expect((await fehlerVon(r)).code).toBe('koerper_zu_gross');
  });

  it('kein JSON: 400 ungueltiger_koerper', async () => {
    const r = await post('{"jahr": 2025,');
    expect(r.status).toBe(400);
    expect((await fehlerVon(r)).code).toBe('ungueltiger_koerper');
  });

  it('falscher Inhaltstyp: 415', async () => {
    const r = await post(jahr2025(), '', { authorization: 'Bearer gut', 'content-type': 'text/plain' });
    expect(r.status).toBe(415);
    expect((await fehlerVon(r)).code).toBe('falscher_inhaltstyp');
  });

  it('ein unbekanntes Feld eines Monats: 400 mit seinem JSON-Pfad', async () => {
    const k = jahr2025();
    k.monate[2].bonus = 100;
    const r = await post(k);
    expect(r.status).toBe(400);
    const f = await fehlerVon(r);
    expect(f.code).toBe('unbekannter_parameter');
    expect(f.parameter).toBe('monate[2].bonus');
  });

  it('ein ungültiges Brutto im vierten Monat: 400 mit monate[3].brutto', async () => {
    const k = jahr2025();
    k.monate[3].brutto = -1;
    const r = await post(k);
    expect(r.status).toBe(400);
    const f = await fehlerVon(r);
    expect(f.code).toBe('ungueltiger_parameter');
    expect(f.parameter).toBe('monate[3].brutto');
    expect(f.nachricht).toContain('monate[3].brutto');
  });

  it('ein Monat, den die Abrechnung nicht rechnen kann: der Fehler nennt den Pfad im Monat', async () => {
    // A Minijob (300 euro) with a one-off is refused by the payslip (brutto-netto); the Lohnkonto names the month.
    const k = jahr2025();
    k.monate[4].brutto = 300;
    k.monate[4].einmalzahlung = { betrag: 100 };
    const r = await post(k);
    expect(r.status).toBe(400);
    expect(String((await fehlerVon(r)).parameter)).toMatch(/^monate\[4\]/);
  });

  it('ein Jahr außerhalb der Daten: 404 kein_wert mit jahr', async () => {
    const k = { ...jahr2025(), jahr: 2030 };
    k.monate = k.monate.map((m) => ({ ...m, monat: String(m.monat).replace('2025', '2030') }));
    const r = await post(k);
    expect(r.status).toBe(404);
    const f = await fehlerVon(r);
    expect(f.code).toBe('kein_wert');
    expect(f.parameter).toBe('jahr');
  });

  it('eine unbekannte Abfrage neben dem Körper: 400 (nur format und trennzeichen)', async () => {
    const r = await post(jahr2025(), '?jahr=2025');
    expect(r.status).toBe(400);
    expect((await fehlerVon(r)).parameter).toBe('jahr');
  });

  it('format=csv: eine Zeile je Monat und die Summe des Jahres', async () => {
    const r = await post(jahr2025(), '?format=csv&trennzeichen=semikolon');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="lohnkonto.csv"');
    const zeilen = (await r.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(zeilen).toHaveLength(14);
    expect(zeilen[0].split(';').slice(0, 6)).toEqual([
      'monat',
      'beschaeftigung',
      'brutto',
      'einmalzahlung',
      'lohnsteuer',
      'solidaritaetszuschlag',
    ]);
    const spalten = zeilen[0].split(';');
    const nov = zeilen[11].split(';');
    expect(nov[0]).toBe('2025-11');
    expect(nov[spalten.indexOf('einmalzahlung')]).toBe('2000');
    expect(nov[spalten.indexOf('sv_tage_bisher')]).toBe('300');
    const summe = zeilen[13].split(';');
    expect(summe[0]).toBe('summe');
    expect(summe[spalten.indexOf('brutto')]).toBe('48000');
  });
});
