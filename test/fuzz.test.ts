// Property-based tests (fast-check) over every endpoint of the gateway and its parameters: random
// and hostile values (unicode, huge numbers, empty, repeated, very long, percent-encoded, raw
// percent signs) never give a 5xx, always carry CORS headers, and every error is the fehler object
// with a code that fits its status. hole() also checks every response against openapi.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hole } from './http';

type Dokument = { paths: Record<string, { get: { parameters?: { name: string; example?: unknown }[] } }> };
const dokument = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'public', 'v1', 'openapi.json'), 'utf8'),
) as Dokument;
// The paths the gateway answers (the static meta files are served by the CDN).
// Ids that name properties of every JavaScript object: unknown paths like any other (404).
const PROTOTYP_PFADE = [
  '/hr/constructor',
  '/hr/__proto__',
  '/hr/toString',
  '/hr/hasOwnProperty/verlauf',
  '/hr/valueOf/verlauf',
];
const pfade = [
  ...Object.keys(dokument.paths).filter((p) => p.startsWith('/hr/') || p === '/aenderungen' || p === '/export'),
  ...PROTOTYP_PFADE,
];

const CODES_JE_STATUS: Record<number, string[]> = {
  400: ['parameter_fehlt', 'ungueltiger_parameter', 'unbekannter_parameter', 'ungueltiger_koerper'],
  401: ['schluessel_fehlt', 'schluessel_ungueltig'],
  404: ['kein_wert', 'nicht_gefunden'],
  405: ['methode_nicht_erlaubt'],
  // POST to a path that takes a JSON body (brutto-netto, netto-brutto).
  413: ['koerper_zu_gross'],
  415: ['falscher_inhaltstyp'],
};

const feindlich = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e308',
    '-1e308',
    'NaN',
    'Infinity',
    '9'.repeat(400),
    '1,5',
    '1.5',
    '1,000.5',
    '2024-02-30',
    '2024-13-01',
    '0000-00-00',
    '20240501',
    'true',
    'ja',
    'NEIN',
    'null',
    'undefined',
    '[]',
    '{}',
    '<script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'ä',
    '\u0000',
    '\uffff',
    '😀',
    'x'.repeat(5000),
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

// A query string: known parameter names (with their examples or hostile values), unknown names,
// repeated names, raw percent sequences.
function queryFuer(pfad: string) {
  const namen = (dokument.paths[pfad]?.get.parameters ?? []).map((p) => p.name);
  const name = fc.oneof(
    fc.constantFrom(...(namen.length ? namen : ['x'])),
    fc.constantFrom('format', 'trennzeichen', 'key', 'api_key', 'DATUM', ''),
    fc.string({ maxLength: 10 }),
  );
  const teil = fc.oneof(
    fc.tuple(name, feindlich).map(([n, w]) => `${encodeURIComponent(n)}=${encodeURIComponent(w)}`),
    fc
      .tuple(name, fc.constantFrom('%', '%E0%A4%A', '%00', '%zz', '%2', '+', '&', '==', '%C3%A4'))
      .map(([n, w]) => `${encodeURIComponent(n)}=${w}`),
    name.map((n) => encodeURIComponent(n)),
  );
  return fc.array(teil, { maxLength: 6 }).map((t) => t.join('&'));
}

let faelle = 0;
afterAll(() => console.log(`Fuzzing: ${faelle} Anfragen über ${pfade.length} Endpunkte.`));

describe('Prototyp-Namen als Datensatz-id', () => {
  it.each(PROTOTYP_PFADE)('%s: 404 nicht_gefunden', async (pfad) => {
    const r = await hole(pfad);
    expect(r.status).toBe(404);
    expect(((await r.json()) as { fehler: { code: string } }).fehler.code).toBe('nicht_gefunden');
  });
});

// A valid payslip body, then one field replaced by anything JSON can hold, or the whole body anything:
// never a 5xx, always a fehler object with a known code.
const GUELTIG = { datum: '2025-06-15', brutto: 3500, person: { land: 'HE', steuerklasse: 1 } };
const koerper = fc.oneof(
  fc.jsonValue(),
  fc
    .record({
      pfad: fc.constantFrom('datum', 'brutto', 'netto', 'person', 'sfn', 'dienstwagen', 'x'),
      wert: fc.jsonValue(),
    })
    .map(({ pfad, wert }) => ({ ...GUELTIG, [pfad]: wert })),
  fc
    .record({
      feld: fc.constantFrom('land', 'steuerklasse', 'kinder', 'geburtsdatum', 'freibetrag'),
      wert: fc.jsonValue(),
    })
    .map(({ feld, wert }) => ({ ...GUELTIG, person: { ...GUELTIG.person, [feld]: wert } })),
);

describe('Fuzzing der JSON-Körper', () => {
  it.each(['/hr/brutto-netto', '/hr/netto-brutto'])(
    'POST %s',
    async (pfad) => {
      await fc.assert(
        fc.asyncProperty(koerper, fc.boolean(), async (k, kaputt) => {
          faelle++;
          const text = JSON.stringify(k) ?? 'null';
          const r = await hole(pfad, {
            method: 'POST',
            headers: { authorization: 'Bearer gut', 'content-type': 'application/json' },
            body: kaputt ? text.slice(0, Math.max(0, text.length - 1)) : text,
          });
          expect(r.status).toBeLessThan(500);
          if (r.status >= 400) {
            const body = (await r.json()) as { fehler?: { code?: string; nachricht?: string } };
            expect(CODES_JE_STATUS[r.status], `Status ${r.status}`).toContain(body.fehler?.code);
            expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|\/work\/|node_modules/);
          }
        }),
        { numRuns: 200, seed: 38 },
      );
    },
    120_000,
  );
});

// The Lohnkonto (POST only): a valid year of 2025 with one value anywhere replaced by any JSON, a month's
// field or a field of the year; or any JSON at all.
const JAHR = {
  jahr: 2025,
  person: { land: 'HE' },
  monate: Array.from({ length: 12 }, (_, i) => ({ monat: `2025-${String(i + 1).padStart(2, '0')}`, brutto: 3000 })),
};
const lohnkontoKoerper = fc.oneof(
  fc.jsonValue(),
  fc
    .record({
      i: fc.integer({ min: 0, max: 11 }),
      feld: fc.constantFrom('monat', 'brutto', 'einmalzahlung', 'person', 'versicherung', 'bezuege', 'sfn', 'x'),
      wert: fc.jsonValue(),
    })
    .map(({ i, feld, wert }) => {
      const k = structuredClone(JAHR) as { monate: Record<string, unknown>[] };
      k.monate[i][feld] = wert;
      return k;
    }),
  fc
    .record({
      feld: fc.constantFrom('jahr', 'person', 'versicherung', 'eintritt', 'austritt', 'vorjahr', 'monate', 'x'),
      wert: fc.jsonValue(),
    })
    .map(({ feld, wert }) => ({ ...JAHR, [feld]: wert })),
);

describe('Fuzzing des Lohnkontos', () => {
  it('POST /hr/lohnkonto: nie 5xx, jeder Fehler mit seinem Code', async () => {
    await fc.assert(
      fc.asyncProperty(lohnkontoKoerper, async (k) => {
        faelle++;
        const r = await hole('/hr/lohnkonto', {
          method: 'POST',
          headers: { authorization: 'Bearer gut', 'content-type': 'application/json' },
          body: JSON.stringify(k) ?? 'null',
        });
        expect(r.status).toBeLessThan(500);
        const body = (await r.json()) as { fehler?: { code?: string } };
        expect(r.status === 200 || CODES_JE_STATUS[r.status].includes(String(body.fehler?.code))).toBe(true);
      }),
      { numRuns: 100, seed: 40 },
    );
  }, 120_000);
});

describe('Fuzzing über alle Endpunkte', () => {
  it.each(pfade)(
    '%s',
    async (pfad) => {
      await fc.assert(
        fc.asyncProperty(
          queryFuer(pfad),
          fc.constantFrom('gut', 'falsch', null),
          fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE'),
          async (query, schluessel, methode) => {
            faelle++;
            const headers: Record<string, string> = { origin: 'https://beispiel.example' };
            if (schluessel) headers.authorization = `Bearer ${schluessel}`;
            const r = await hole(`${pfad}${query ? `?${query}` : ''}`, { method: methode, headers });
            expect(r.status).toBeLessThan(500);
            expect(r.headers.get('access-control-allow-origin')).toBe('*');
            expect(r.headers.get('x-content-type-options')).toBe('nosniff');
            if (r.status >= 400 && methode !== 'HEAD') {
              const body = (await r.json()) as { fehler?: { code?: string; nachricht?: string } };
              expect(CODES_JE_STATUS[r.status], `Status ${r.status}`).toContain(body.fehler?.code);
              expect(typeof body.fehler?.nachricht).toBe('string');
              expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|\/work\/|node_modules/);
            }
          },
        ),
        { numRuns: 150, seed: 20261123 },
      );
    },
    120_000,
  );
});
