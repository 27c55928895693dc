// The OpenAPI document: valid OpenAPI 3.1, every parameter fully described, and every endpoint's
// answers (success as JSON and CSV, the error cases) matching it. hole() in test/http.ts checks
// each response against the document and fails on any deviation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { beispielQuery } from '../generator/dokumentation';
import { hole, pruefungen } from './http';

type Parameter = {
  name: string;
  required: boolean;
  schema: Record<string, unknown>;
  example?: unknown;
  'x-standard'?: string;
};
type Dokument = {
  paths: Record<
    string,
    {
      get?: { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, unknown> }> };
      post?: {
        parameters?: Parameter[];
        requestBody: { content: { 'application/json': { example?: unknown } } };
        responses: Record<string, { content?: Record<string, unknown> }>;
      };
    }
  >;
};
const dokument = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'public', 'v1', 'openapi.json'), 'utf8'),
) as Dokument;
const hrPfade = Object.keys(dokument.paths).filter((p) => p.startsWith('/hr/'));
// Paths that take only a JSON body (POST /hr/lohnkonto): their POST is checked with its documented example.
const lesend = (p: string) => dokument.paths[p].get?.responses['200'] !== undefined;
const getPfade = hrPfade.filter(lesend);
const nurPost = hrPfade.filter((p) => !lesend(p));

// The example request of the documentation page.
const beispiel = (pfad: string) => `${pfad}${beispielQuery(dokument.paths[pfad].get as never)}`;
const mit = (url: string, extra: string) => `${url}${url.includes('?') ? '&' : '?'}${extra}`;

describe('openapi.json', () => {
  it('ist gültiges OpenAPI 3.1', async () => {
    const ergebnis = await new Validator().validate(dokument as never);
    expect(ergebnis.errors ?? []).toEqual([]);
    expect(ergebnis.valid).toBe(true);
  });

  it('jeder Parameter hat Typ, Beispiel, Standard und bei Zahlen einen Bereich', () => {
    const maengel: string[] = [];
    for (const [pfad, { get, post }] of Object.entries(dokument.paths)) {
      for (const p of (get ?? post)?.parameters ?? []) {
        if (!p.schema.type) maengel.push(`${pfad} ${p.name}: type`);
        if (p.example === undefined) maengel.push(`${pfad} ${p.name}: example`);
        if (
          (p.schema.type === 'number' || p.schema.type === 'integer') &&
          (p.schema.minimum === undefined || p.schema.maximum === undefined)
        )
          maengel.push(`${pfad} ${p.name}: Bereich`);
        if (!p.required && p.schema.default === undefined && !p['x-standard'])
          maengel.push(`${pfad} ${p.name}: Standard`);
      }
    }
    expect(maengel).toEqual([]);
  });

  it('beschreibt jeden Datensatz des Katalogs mit Antwortschema', () => {
    const katalog = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'public', 'v1', 'datensaetze.json'), 'utf8'),
    ) as { datensaetze: { id: string; verlauf_pfad: string | null }[] };
    expect(katalog.datensaetze.some((d) => d.verlauf_pfad)).toBe(true);
    for (const d of katalog.datensaetze) {
      const schema = (
        (lesend(`/hr/${d.id}`) ? dokument.paths[`/hr/${d.id}`].get : dokument.paths[`/hr/${d.id}`].post)!.responses[
          '200'
        ].content!['application/json'] as { schema: { $ref?: string } }
      ).schema;
      expect(schema.$ref, d.id).toMatch(/^#\/components\/schemas\//);
      // A Verlauf path exactly for the datasets the catalogue gives one.
      expect(dokument.paths[`/hr/${d.id}/verlauf`] !== undefined, d.id).toBe(Boolean(d.verlauf_pfad));
    }
  });
});

describe('jede Antwort passt zum Dokument', () => {
  it('jeder Pfad hat eine GET-Operation (das Konformitäts-Kit verlangt es), ein Pfad nur mit POST die 405', () => {
    for (const p of Object.keys(dokument.paths)) expect(dokument.paths[p].get, p).toBeDefined();
    expect(nurPost).toEqual(['/hr/lohnkonto']);
    expect(Object.keys(dokument.paths['/hr/lohnkonto'].get!.responses).sort()).toEqual(['405', 'default']);
  });

  it.each(nurPost)('%s (nur POST): Erfolg als JSON und CSV, Fehlerfälle', async (pfad) => {
    const body = JSON.stringify(dokument.paths[pfad].post?.requestBody.content['application/json'].example);
    const post = (url: string, kopf: Record<string, string> = { authorization: 'Bearer gut' }) =>
      hole(url, { method: 'POST', headers: { ...kopf, 'content-type': 'application/json' }, body });
    expect((await post(pfad)).status).toBe(200);
    expect((await post(`${pfad}?format=csv`)).status).toBe(200);
    expect((await post(`${pfad}?format=csv&trennzeichen=semikolon`)).status).toBe(200);
    expect((await post(`${pfad}?gibtsnicht=1`)).status).toBe(400);
    expect((await post(`${pfad}?format=xml`)).status).toBe(400);
    expect((await post(pfad, {})).status).toBe(401);
    expect((await post(pfad, { authorization: 'Bearer falsch' })).status).toBe(401);
    expect((await hole(pfad)).status).toBe(405);
    expect((await hole(pfad, { method: 'HEAD', headers: { authorization: 'Bearer gut' } })).status).toBe(405);
  });

  it.each(getPfade)('%s: Erfolg als JSON und CSV, Fehlerfälle', async (pfad) => {
    const url = beispiel(pfad);
    expect((await hole(url)).status).toBe(200);
    expect((await hole(mit(url, 'format=csv'))).status).toBe(200);
    expect((await hole(mit(url, 'format=csv&trennzeichen=semikolon'))).status).toBe(200);
    expect((await hole(mit(url, 'gibtsnicht=1'))).status).toBe(400);
    expect((await hole(mit(url, 'format=xml'))).status).toBe(400);
    expect((await hole(url, { headers: {} })).status).toBe(401);
    expect((await hole(url, { headers: { authorization: 'Bearer falsch' } })).status).toBe(401);
    // POST only where the path takes a JSON body; without one it is 415 there, 405 elsewhere.
    const mitKoerper = dokument.paths[pfad]?.post !== undefined;
    expect((await hole(pfad, { method: 'POST', headers: { authorization: 'Bearer gut' } })).status).toBe(
      mitKoerper ? 415 : 405,
    );
    expect((await hole(url, { method: 'HEAD', headers: { authorization: 'Bearer gut' } })).status).toBe(200);
  });

  it('Zeitparameter außerhalb der Abdeckung: 404 kein_wert', async () => {
    expect((await hole('/hr/mindestlohn?datum=2014-12-31')).status).toBe(404);
    expect((await hole('/hr/feiertage?jahr=2036&land=BY')).status).toBe(400);
  });

  it('öffentliche Pfade mit Parametern: 400 ist dokumentiert', async () => {
    expect((await hole('/aenderungen?seit=kaputt', {})).status).toBe(400);
    expect((await hole('/aenderungen?seit=2025-01-01', {})).status).toBe(200);
  });

  it('unbekannter Pfad: 404 nicht_gefunden als fehler-Objekt', async () => {
    expect((await hole('/hr/gibtsnicht')).status).toBe(404);
  });

  it('hat alle Antworten geprüft', () => {
    expect(pruefungen.anzahl).toBeGreaterThanOrEqual(hrPfade.length * 9);
  });
});
