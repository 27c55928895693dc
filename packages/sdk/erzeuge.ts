// Build step of the SDKs (called from generator/build.ts): everything the clients derive from the
// OpenAPI document and from data/, written next to their sources so the packages stay
// self-contained when published.
//   packages/sdk/src/erzeugt/api-typen.ts      TypeScript types of every path (openapi-typescript)
//   packages/sdk/src/erzeugt/operationen.ts    one entry per operation: method name, path, kind, parameters
//   packages/sdk/src/erzeugt/konto-typen.ts    types of /konto/openapi.json (the webhook events)
//   packages/sdk/schnappschuss.json            every history with its datenstand, for the offline fallback
//   packages/python/hr_daten/_erzeugt.py       the same operations and TypedDicts for the Python SDK
//   packages/python/hr_daten/schnappschuss.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export interface SdkParameter {
  name: string;
  pflicht: boolean;
  typ: string;
  beschreibung: string;
  werte?: string[];
  beispiel?: unknown;
}
export interface SdkOperation {
  methode: string;
  pfad: string;
  art: 'datensatz' | 'verlauf' | 'rechner' | 'meta';
  datensatz: string | null;
  titel: string;
  // English name of the dataset from its data file (name.en), for assistants.
  englisch: string | null;
  beschreibung: string;
  parameter: SdkParameter[];
  formate: string[];
  // Name of the answer's schema in components.schemas (null where the answer has none).
  antwort: string | null;
  // POST with a JSON body: the name of the body's schema in components.schemas; absent for a GET.
  koerper?: string;
  // A calculator that takes only a JSON body (POST /hr/lohnkonto): the body's JSON Schema, the input
  // of its MCP tool.
  eingabe?: object;
}

// The part of the OpenAPI document read here; the build's document (public/v1/openapi.json) is
// checked against OpenAPI 3.1 by test/openapi.test.ts.
interface Schema {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: Omit<Schema, 'enum' | 'type'> & { enum?: string[]; type?: string };
}
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiDokument {
  paths: Record<string, { get?: Operation; post?: Operation }>;
  components?: { schemas?: Record<string, Schema> };
}

// Data the build already has: per dataset id its kind and, for histories, the answer bytes.
export interface SdkQuellen {
  // As the build holds it (a plain object); read as OpenApiDokument.
  openapi: object;
  arten: Record<string, 'bestandteile' | 'spezial' | 'rechner'>;
  verlaeufe: Record<string, { datenstand: string; antwort: unknown }>;
  englisch: Record<string, string>;
  stand: string;
  // /konto/openapi.json: its webhook event shapes become types of the SDK.
  kontoOpenapi?: object;
}

const FORMAT_PARAMETER = new Set(['format', 'trennzeichen']);

export const methodenName = (operationId: string) =>
  operationId.replace(/_([a-z])/g, (_, b: string) => b.toUpperCase());

function dokument(openapi: object): OpenApiDokument {
  if (!('paths' in openapi) || typeof openapi.paths !== 'object' || !openapi.paths)
    throw new Error('openapi.json ohne paths');
  return openapi as OpenApiDokument;
}

function art(q: SdkQuellen, teile: string[]): SdkOperation['art'] {
  const datensatz = teile[1] === 'hr' ? teile[2] : null;
  if (!datensatz) return 'meta';
  if (teile[3] === 'verlauf') return 'verlauf';
  return q.arten[datensatz] === 'rechner' ? 'rechner' : 'datensatz';
}

export function operationen(q: SdkQuellen): SdkOperation[] {
  const liste: SdkOperation[] = [];
  for (const [pfad, eintrag] of Object.entries(dokument(q.openapi).paths)) {
    // A calculator that takes only a JSON body (POST /hr/lohnkonto) has no GET: its POST stands alone.
    // Its GET is documented only as the 405 it answers (no 200): no method for it.
    const lesend = eintrag.get?.responses?.['200'] ? eintrag.get : undefined;
    const g = lesend ?? (eintrag.post?.requestBody ? eintrag.post : undefined);
    if (!g?.operationId) continue;
    const nurPost = !lesend;
    const teile = pfad.split('/');
    const datensatz = teile[1] === 'hr' ? teile[2] : null;
    const parameter: SdkParameter[] = (g.parameters ?? [])
      .filter((p) => p.in === 'query' && !FORMAT_PARAMETER.has(p.name))
      .map((p) => ({
        name: p.name,
        pflicht: Boolean(p.required),
        typ: p.schema?.type ?? 'string',
        beschreibung: p.description ?? '',
        ...(p.schema?.enum ? { werte: p.schema.enum } : {}),
        ...(p.example !== undefined ? { beispiel: p.example } : {}),
      }));
    const formate = Object.keys(g.responses?.['200']?.content ?? {});
    const ref = g.responses?.['200']?.content?.['application/json']?.schema?.$ref;
    const p = eintrag.post;
    const koerper = p?.requestBody?.content?.['application/json']?.schema?.$ref;
    const schemaName = (r: string) => r.slice(r.lastIndexOf('/') + 1);
    // What every method of the path shares; the operation gives its name and texts.
    const methode = (id: string, o: NonNullable<typeof g>, mit: SdkParameter[]): SdkOperation => ({
      methode: methodenName(id),
      pfad,
      art: art(q, teile),
      datensatz,
      titel: o.summary ?? '',
      englisch: datensatz ? (q.englisch[datensatz] ?? null) : null,
      beschreibung: o.description ?? '',
      parameter: mit,
      formate,
      antwort: ref ? schemaName(ref) : null,
    });
    if (nurPost && koerper) {
      liste.push({
        ...methode(g.operationId, g, []),
        koerper: schemaName(koerper),
        eingabe: dokument(q.openapi).components?.schemas?.[schemaName(koerper)] ?? {},
      });
      continue;
    }
    liste.push(methode(g.operationId, g, parameter));
    // The same calculator with its request as a JSON body (POST beside GET).
    if (p?.operationId && koerper) liste.push({ ...methode(p.operationId, p, []), koerper: schemaName(koerper) });
  }
  return liste;
}

function schreibe(datei: string, inhalt: string): number {
  mkdirSync(dirname(datei), { recursive: true });
  writeFileSync(datei, inhalt);
  return Buffer.byteLength(inhalt);
}

const PY_GRUNDTYP: Record<string, string> = {
  string: 'str',
  number: 'float',
  integer: 'int',
  boolean: 'bool',
  object: 'Dict[str, Any]',
};

const pyTyp = (s: Schema | undefined): string => {
  if (!s || typeof s !== 'object') return 'Any';
  if (s.$ref) return JSON.stringify(s.$ref.slice(s.$ref.lastIndexOf('/') + 1));
  const varianten = s.anyOf ?? s.oneOf;
  if (varianten) return `Union[${varianten.map(pyTyp).join(', ')}]`;
  if (s.const !== undefined) return `Literal[${JSON.stringify(s.const)}]`;
  if (s.enum) return `Literal[${s.enum.map((w) => JSON.stringify(w)).join(', ')}]`;
  const t = Array.isArray(s.type) ? s.type : [s.type];
  const basis = t
    .filter((x) => x !== 'null')
    .map((x) => (x === 'array' ? `List[${pyTyp(s.items)}]` : ((x && PY_GRUNDTYP[x]) ?? 'Any')));
  const typ = basis.length === 1 ? basis[0] : basis.length ? `Union[${basis.join(', ')}]` : 'Any';
  return t.includes('null') ? `Optional[${typ}]` : typ;
};

const PY_PARAMETERTYP: Record<string, string> = { integer: 'int', number: 'float', boolean: 'bool' };
const pyName = (n: string) => n.replace(/[A-Z]/g, (b) => `_${b.toLowerCase()}`);
const parTyp = (p: SdkParameter) =>
  p.werte ? `Literal[${p.werte.map((w) => JSON.stringify(w)).join(', ')}]` : (PY_PARAMETERTYP[p.typ] ?? 'str');

// Typed methods: keyword arguments from the query parameters, the answer's TypedDict as result; a
// POST takes its body (a dict of the body's TypedDict) as the one argument.
function pyMethode(o: SdkOperation): string[] {
  const ergebnisTyp = o.antwort ? JSON.stringify(o.antwort) : 'Any';
  if (o.koerper)
    return [
      `    def ${pyName(o.methode)}(self, koerper: ${JSON.stringify(o.koerper)}) -> ${ergebnisTyp}:`,
      `        ${JSON.stringify(`${o.titel}: POST ${o.pfad}`)}`,
      `        return self._rufe(${JSON.stringify(pyName(o.methode))}, {}, koerper)`,
      '',
    ];
  const pars = [...o.parameter].sort((a, b) => Number(b.pflicht) - Number(a.pflicht));
  const sig = pars.map((p) => (p.pflicht ? `${p.name}: ${parTyp(p)}` : `${p.name}: Optional[${parTyp(p)}] = None`));
  const argumente = sig.length ? `, *, ${sig.join(', ')}` : '';
  const ergebnis = o.antwort ? JSON.stringify(o.antwort) : 'Any';
  const query = pars.map((p) => `${JSON.stringify(p.name)}: ${p.name}`).join(', ');
  return [
    `    def ${pyName(o.methode)}(self${argumente}) -> ${ergebnis}:`,
    `        ${JSON.stringify(`${o.titel}: GET ${o.pfad}`)}`,
    `        return self._rufe(${JSON.stringify(pyName(o.methode))}, {${query}})`,
    '',
  ];
}

const pyKlasse = (name: string, doku: string) => [
  `class ${name}:`,
  `    ${JSON.stringify(doku)}`,
  '',
  '    def _rufe(self, methode: str, query: Dict[str, Any], koerper: Any = None) -> Any:',
  '        raise NotImplementedError',
  '',
];

// Python: the operation table as data and one TypedDict per named schema of the document.
function python(ops: SdkOperation[], openapi: OpenApiDokument): string {
  const z = [
    '# Erzeugt von npm run build (packages/sdk/erzeuge.ts) aus openapi.json; nicht bearbeiten.',
    'from typing import Any, Dict, List, Literal, Optional, TypedDict, Union',
    '',
    '',
  ];
  for (const [name, s] of Object.entries(openapi.components?.schemas ?? {})) {
    const klasse = name.replace(/[^A-Za-z0-9_]/g, '_');
    z.push(`${klasse} = TypedDict(${JSON.stringify(klasse)}, {`);
    for (const [feld, fs] of Object.entries(s.properties ?? {})) z.push(`    ${JSON.stringify(feld)}: ${pyTyp(fs)},`);
    z.push('}, total=False)', '', '');
  }
  const hr = ops.filter((o) => o.art !== 'meta').flatMap(pyMethode);
  const meta = ops.filter((o) => o.art === 'meta').flatMap(pyMethode);
  z.push(...pyKlasse('HrMethoden', 'Eine Methode je Datensatz, Rechner und Verlauf (client.hr.mindestlohn(...)).'));
  z.push(...hr, '');
  z.push(...pyKlasse('MetaMethoden', 'Die Meta-Endpunkte (client.status() usw.).'), ...meta, '');
  const tabelle = JSON.stringify(
    ops.map((o) => ({ ...o, methode: pyName(o.methode) })),
    null,
    1,
  )
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');
  z.push(`OPERATIONEN: List[Dict[str, Any]] = ${tabelle}`);
  return `${z.join('\n')}\n`;
}

export async function erzeugeSdks(wurzel: string, q: SdkQuellen): Promise<number> {
  const ops = operationen(q);
  const sdk = join(wurzel, 'packages', 'sdk');
  let bytes = 0;
  // defaultNonNullable off: a request body's field with a default (Anfrage_* in components.schemas) is
  // optional to send; openapi-typescript exempts only bodies declared inline from making it required.
  const typen = astToString(await openapiTS(q.openapi as OpenAPI3, { defaultNonNullable: false }));
  bytes += schreibe(
    join(sdk, 'src', 'erzeugt', 'api-typen.ts'),
    `// Erzeugt von npm run build aus openapi.json (openapi-typescript); nicht bearbeiten.\n${typen}`,
  );
  if (q.kontoOpenapi) {
    const konto = astToString(await openapiTS(q.kontoOpenapi as OpenAPI3));
    bytes += schreibe(
      join(sdk, 'src', 'erzeugt', 'konto-typen.ts'),
      `// Erzeugt von npm run build aus /konto/openapi.json (openapi-typescript); nicht bearbeiten.\n${konto}`,
    );
  }
  const tabelle = JSON.stringify(Object.fromEntries(ops.map((o) => [o.methode, o])), null, 1);
  bytes += schreibe(
    join(sdk, 'src', 'erzeugt', 'operationen.ts'),
    `// Erzeugt von npm run build (packages/sdk/erzeuge.ts) aus openapi.json; nicht bearbeiten.\n` +
      `export const OPERATIONEN = ${tabelle} as const;\n`,
  );
  const schnappschuss = JSON.stringify({ stand: q.stand, datensaetze: q.verlaeufe });
  bytes += schreibe(join(sdk, 'schnappschuss.json'), schnappschuss);
  bytes += schreibe(join(wurzel, 'packages', 'python', 'hr_daten', 'schnappschuss.json'), schnappschuss);
  bytes += schreibe(join(wurzel, 'packages', 'python', 'hr_daten', '_erzeugt.py'), python(ops, dokument(q.openapi)));
  return bytes;
}
