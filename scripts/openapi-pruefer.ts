// Checks a response against the OpenAPI document the build wrote (public/v1/openapi.json): the
// path and status must be documented, the content type must be one the operation declares, and a
// JSON body must match the declared schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it).
// test/http.ts runs every response of the HTTP tests through it; scripts/openapi-proxy.mjs does
// the same for the conformance kit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Dokument = {
  paths: Record<string, { get: Operation; post?: Operation }>;
  components: object;
};

export function erstellePruefer(dokument: Dokument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'openapi', components: dokument.components } as object);
  const cache = new Map<string, ValidateFunction>();
  const validator = (schema: object) => {
    const key = JSON.stringify(schema);
    let v = cache.get(key);
    if (!v) {
      // Local refs (#/components/...) of the document resolve against the added "openapi" schema.
      const umgeschrieben = JSON.parse(key.replaceAll('"#/components/', '"openapi#/components/')) as object;
      v = ajv.compile(umgeschrieben);
      cache.set(key, v);
    }
    return v;
  };
  const fehlerSchema = { $ref: '#/components/schemas/Fehler' };

  // Returns the list of violations (empty when the response conforms).
  return function pruefe(
    methode: string,
    pfad: string,
    status: number,
    contentType: string | null,
    body: string | null,
  ): string[] {
    if (methode === 'OPTIONS') return [];
    // The gateway treats repeated slashes as one (/v1/hr//mindestlohn).
    const p = pfad.replace(/\/{2,}/g, '/').replace(/^\/v1(?=\/|$)/, '') || '/';
    const wo = `${methode} ${pfad} ${status}`;
    // A POST is checked against its own operation where the path takes a body, else as a GET's 405.
    const op = methode === 'POST' ? (dokument.paths[p]?.post ?? dokument.paths[p]?.get) : dokument.paths[p]?.get;
    const typ = (contentType ?? '').split(';')[0].trim();
    if (!op) {
      // Unknown paths: the fehler object of 404 nicht_gefunden (and 405 on them).
      if (status !== 404 && status !== 405 && status !== 401) return [`${wo}: Pfad nicht in OpenAPI`];
      return typ === 'application/json' && body ? schemaFehler(validator(fehlerSchema), body, wo) : [];
    }
    const antwort = op.responses[String(status)];
    if (!antwort) return [`${wo}: Status nicht in OpenAPI dokumentiert (${Object.keys(op.responses).join(', ')})`];
    if (status === 304 || methode === 'HEAD') return [];
    const inhalt = antwort.content?.[typ];
    if (!inhalt)
      return [
        `${wo}: Content-Type ${typ || '(keiner)'} nicht dokumentiert ` +
          `(${Object.keys(antwort.content ?? {}).join(', ')})`,
      ];
    if (typ !== 'application/json' || body === null) return [];
    return schemaFehler(validator(inhalt.schema), body, wo);
  };
}

function schemaFehler(v: ValidateFunction, body: string, wo: string): string[] {
  let daten: unknown;
  try {
    daten = JSON.parse(body);
  } catch {
    return [`${wo}: kein JSON`];
  }
  if (v(daten)) return [];
  return (v.errors ?? [])
    .slice(0, 5)
    .map((e) => `${wo}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

export type Pruefer = ReturnType<typeof erstellePruefer>;

// For tests holding a Web Response: throws when the response deviates from the document. A
// compressed body is not read (its headers are still checked).
export async function pruefeAntwort(pruefe: Pruefer, methode: string, url: URL, antwort: Response): Promise<void> {
  const body = antwort.body && !antwort.headers.get('content-encoding') ? await antwort.clone().text() : null;
  const verstoesse = pruefe(methode, url.pathname, antwort.status, antwort.headers.get('content-type'), body);
  if (verstoesse.length) throw new Error(`Antwort passt nicht zu openapi.json:\n${verstoesse.join('\n')}`);
}

let standard: Pruefer | undefined;
export function pruefer() {
  standard ??= erstellePruefer(
    JSON.parse(readFileSync(join(import.meta.dirname, '..', 'public', 'v1', 'openapi.json'), 'utf8')) as Dokument,
  );
  return standard;
}
