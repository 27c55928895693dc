// Build step of the SDKs (called from generator/build.ts): everything the clients derive from the
// OpenAPI document and from data/, written next to their sources so the packages stay
// self-contained when published.
//   packages/sdk/src/erzeugt/api-typen.ts      TypeScript types of every path (openapi-typescript)
//   packages/sdk/src/erzeugt/operationen.ts    one entry per operation: method name, path, kind, parameters
//   packages/sdk/schnappschuss.json            every history with its datenstand, for the offline fallback
//   packages/python/hr_daten/_erzeugt.py       the same operations and TypedDicts for the Python SDK
//   packages/python/hr_daten/schnappschuss.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export interface SdkParameter { name: string; pflicht: boolean; typ: string; beschreibung: string; werte?: string[]; beispiel?: unknown }
export interface SdkOperation {
  methode: string;
  pfad: string;
  art: 'datensatz' | 'verlauf' | 'rechner' | 'meta';
  datensatz: string | null;
  titel: string;
  // English one-liner of the dataset from the docs' glossary (generator/glossar.ts), for assistants.
  englisch: string | null;
  beschreibung: string;
  parameter: SdkParameter[];
  formate: string[];
  // Name of the answer's schema in components.schemas (null where the answer has none).
  antwort: string | null;
}

// Data the build already has: per dataset id its kind and, for histories, the answer bytes.
export interface SdkQuellen {
  openapi: Record<string, any>;
  arten: Record<string, 'bestandteile' | 'spezial' | 'rechner'>;
  verlaeufe: Record<string, { datenstand: string; antwort: unknown }>;
  englisch: Record<string, string>;
  stand: string;
}

const FORMAT_PARAMETER = new Set(['format', 'trennzeichen']);

export const methodenName = (operationId: string) => operationId.replace(/_([a-z])/g, (_, b: string) => b.toUpperCase());

export function operationen(q: SdkQuellen): SdkOperation[] {
  const liste: SdkOperation[] = [];
  for (const [pfad, eintrag] of Object.entries(q.openapi.paths as Record<string, any>)) {
    const g = eintrag.get;
    if (!g?.operationId) continue;
    const teile = pfad.split('/');
    const datensatz = teile[1] === 'hr' ? teile[2] : null;
    const art: SdkOperation['art'] = !datensatz ? 'meta' : teile[3] === 'verlauf' ? 'verlauf' : q.arten[datensatz] === 'rechner' ? 'rechner' : 'datensatz';
    const parameter: SdkParameter[] = (g.parameters ?? [])
      .filter((p: any) => p.in === 'query' && !FORMAT_PARAMETER.has(p.name))
      .map((p: any) => ({
        name: p.name,
        pflicht: Boolean(p.required),
        typ: p.schema?.type ?? 'string',
        beschreibung: p.description ?? '',
        ...(p.schema?.enum ? { werte: p.schema.enum } : {}),
        ...(p.example !== undefined ? { beispiel: p.example } : {}),
      }));
    const formate = Object.keys(g.responses?.['200']?.content ?? {});
    const ref = g.responses?.['200']?.content?.['application/json']?.schema?.$ref as string | undefined;
    liste.push({ methode: methodenName(g.operationId), pfad, art, datensatz, titel: g.summary ?? '', englisch: datensatz ? (q.englisch[datensatz] ?? null) : null, beschreibung: g.description ?? '', parameter, formate, antwort: ref ? ref.split('/').pop()! : null });
  }
  return liste;
}

function schreibe(datei: string, inhalt: string): number {
  mkdirSync(dirname(datei), { recursive: true });
  writeFileSync(datei, inhalt);
  return Buffer.byteLength(inhalt);
}

const pyTyp = (s: any): string => {
  if (!s || typeof s !== 'object') return 'Any';
  if (s.$ref) return JSON.stringify(String(s.$ref).split('/').pop());
  const varianten = s.anyOf ?? s.oneOf;
  if (varianten) return `Union[${varianten.map(pyTyp).join(', ')}]`;
  if (s.const !== undefined) return `Literal[${JSON.stringify(s.const)}]`;
  if (s.enum) return `Literal[${s.enum.map((w: unknown) => JSON.stringify(w)).join(', ')}]`;
  const t = Array.isArray(s.type) ? s.type : [s.type];
  const basis = t.filter((x: string) => x !== 'null').map((x: string) => ({ string: 'str', number: 'float', integer: 'int', boolean: 'bool', array: `List[${pyTyp(s.items)}]`, object: 'Dict[str, Any]' } as Record<string, string>)[x] ?? 'Any');
  const typ = basis.length === 1 ? basis[0] : basis.length ? `Union[${basis.join(', ')}]` : 'Any';
  return t.includes('null') ? `Optional[${typ}]` : typ;
};

// Python: the operation table as data and one TypedDict per named schema of the document.
function python(ops: SdkOperation[], openapi: Record<string, any>): string {
  const z = ['# Erzeugt von npm run build (packages/sdk/erzeuge.ts) aus openapi.json; nicht bearbeiten.', 'from typing import Any, Dict, List, Literal, Optional, TypedDict, Union', '', ''];
  for (const [name, s] of Object.entries((openapi.components?.schemas ?? {}) as Record<string, any>)) {
    const felder = Object.entries((s.properties ?? {}) as Record<string, any>);
    const klasse = name.replace(/[^A-Za-z0-9_]/g, '_');
    z.push(`${klasse} = TypedDict(${JSON.stringify(klasse)}, {`);
    for (const [feld, fs] of felder) z.push(`    ${JSON.stringify(feld)}: ${pyTyp(fs)},`);
    z.push('}, total=False)', '', '');
  }
  // Typed methods: keyword arguments from the query parameters, the answer's TypedDict as result.
  const py = (n: string) => n.replace(/[A-Z]/g, (b) => `_${b.toLowerCase()}`);
  const parTyp = (p: SdkParameter) => (p.werte ? `Literal[${p.werte.map((w) => JSON.stringify(w)).join(', ')}]` : ({ integer: 'int', number: 'float', boolean: 'bool' } as Record<string, string>)[p.typ] ?? 'str');
  const methoden = (art: (a: SdkOperation['art']) => boolean) => ops.filter((o) => art(o.art)).flatMap((o) => {
    const pars = [...o.parameter].sort((a, b) => Number(b.pflicht) - Number(a.pflicht));
    const sig = pars.map((p) => (p.pflicht ? `${p.name}: ${parTyp(p)}` : `${p.name}: Optional[${parTyp(p)}] = None`));
    return [
      `    def ${py(o.methode)}(self${sig.length ? `, *, ${sig.join(', ')}` : ''}) -> ${o.antwort ? JSON.stringify(o.antwort) : 'Any'}:`,
      `        ${JSON.stringify(`${o.titel}: GET ${o.pfad}`)}`,
      `        return self._rufe(${JSON.stringify(py(o.methode))}, {${pars.map((p) => `${JSON.stringify(p.name)}: ${p.name}`).join(', ')}})`,
      '',
    ];
  });
  const kopf = (name: string, doku: string) => [`class ${name}:`, `    ${JSON.stringify(doku)}`, '', '    def _rufe(self, methode: str, query: Dict[str, Any]) -> Any:', '        raise NotImplementedError', ''];
  z.push(...kopf('HrMethoden', 'Eine Methode je Datensatz, Rechner und Verlauf (client.hr.mindestlohn(...)).'), ...methoden((a) => a !== 'meta'), '');
  z.push(...kopf('MetaMethoden', 'Die Meta-Endpunkte (client.status() usw.).'), ...methoden((a) => a === 'meta'), '');
  z.push(`OPERATIONEN: List[Dict[str, Any]] = ${JSON.stringify(ops.map((o) => ({ ...o, methode: o.methode.replace(/[A-Z]/g, (b) => `_${b.toLowerCase()}`) })), null, 1).replace(/\btrue\b/g, 'True').replace(/\bfalse\b/g, 'False').replace(/\bnull\b/g, 'None')}`);
  return `${z.join('\n')}\n`;
}

export async function erzeugeSdks(wurzel: string, q: SdkQuellen): Promise<number> {
  const ops = operationen(q);
  const sdk = join(wurzel, 'packages', 'sdk');
  let bytes = 0;
  const typen = astToString(await openapiTS(q.openapi as never));
  bytes += schreibe(join(sdk, 'src', 'erzeugt', 'api-typen.ts'), `// Erzeugt von npm run build aus openapi.json (openapi-typescript); nicht bearbeiten.\n${typen}`);
  bytes += schreibe(join(sdk, 'src', 'erzeugt', 'operationen.ts'), `// Erzeugt von npm run build (packages/sdk/erzeuge.ts) aus openapi.json; nicht bearbeiten.\nexport const OPERATIONEN = ${JSON.stringify(Object.fromEntries(ops.map((o) => [o.methode, o])), null, 1)} as const;\n`);
  const schnappschuss = JSON.stringify({ stand: q.stand, datensaetze: q.verlaeufe });
  bytes += schreibe(join(sdk, 'schnappschuss.json'), schnappschuss);
  bytes += schreibe(join(wurzel, 'packages', 'python', 'hr_daten', 'schnappschuss.json'), schnappschuss);
  bytes += schreibe(join(wurzel, 'packages', 'python', 'hr_daten', '_erzeugt.py'), python(ops, q.openapi));
  return bytes;
}
