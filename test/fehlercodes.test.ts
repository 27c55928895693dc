// The error codes have one source (src/vertrag/fehler.ts); the OpenAPI document and the
// documentation page describe them in text, so this checks that every code appears there with
// its status.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEHLER_STATUS, type FehlerCode } from '../src/vertrag/fehler';

const oeffentlich = join(import.meta.dirname, '..', 'public', 'v1');
const dokument = JSON.parse(readFileSync(join(oeffentlich, 'openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    {
      get: { responses: Record<string, { description: string }> };
      post?: { responses: Record<string, { description: string }> };
    }
  >;
};
const seite = readFileSync(join(oeffentlich, 'dokumentation', 'index.html'), 'utf8');
// interner_fehler is never documented per endpoint: it is the answer to a bug.
const codes = (Object.keys(FEHLER_STATUS) as FehlerCode[]).filter((c) => c !== 'interner_fehler');

describe('Fehlercodes aus src/vertrag/fehler.ts', () => {
  it.each(codes)('%s steht in der OpenAPI-Beschreibung beim richtigen Status', (code) => {
    // The body's own errors are documented where a body is taken (POST /hr/brutto-netto).
    const koerper = code === 'koerper_zu_gross' || code === 'falscher_inhaltstyp';
    const antworten = koerper
      ? dokument.paths['/hr/brutto-netto'].post?.responses
      : dokument.paths['/hr/mindestlohn'].get.responses;
    expect(antworten?.[String(FEHLER_STATUS[code])]?.description).toContain(code);
  });
  it.each(codes)('%s steht in der Tabelle der Dokumentationsseite beim richtigen Status', (code) => {
    const zeile = seite.split('\n').find((z) => z.includes(`<code>${code}</code>`) && z.startsWith('<tr>'));
    expect(zeile).toContain(`<td>${FEHLER_STATUS[code]}</td>`);
  });
});
