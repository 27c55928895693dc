// Tools from the SDK's operation table (generated from openapi.json): one per dataset and
// calculator and one per history, each with a JSON-Schema input built from the query parameters.
import { OPERATIONEN } from '@hr-referenzdaten/sdk';

export interface Werkzeug {
  name: string;
  methode: string;
  art: string;
  description: string;
  inputSchema: {
    type: 'object';
    properties: Record<string, unknown>;
    required?: string[];
    additionalProperties?: boolean;
  };
}

const JSON_TYP: Record<string, string> = { string: 'string', integer: 'integer', number: 'number', boolean: 'boolean' };

export function werkzeuge(): Werkzeug[] {
  const liste: Werkzeug[] = [];
  for (const op of Object.values(OPERATIONEN)) {
    // One tool per calculator: its query parameters (for the payslip derived from the request
    // schema) are the tool's input; the POST beside it takes the same request and adds no tool.
    const verlauf = op.art === 'verlauf';
    const englisch = op.englisch ? `${op.englisch.replace(/\.$/, '')}.` : '';
    // A calculator that takes only a JSON body (lohnkonto): the body's JSON Schema is the tool's input.
    if (op.datensatz && 'eingabe' in op) {
      liste.push({
        name: op.methode.replace(/[A-Z]/g, (b) => `_${b.toLowerCase()}`),
        methode: op.methode,
        art: op.art,
        description:
          `${op.titel}. ${op.beschreibung}\n\nEnglish: ${englisch} The input is the JSON body of the request; ` +
          'the answer carries every month with its legal basis, sources and a citation (zitat).',
        inputSchema: op.eingabe as unknown as Werkzeug['inputSchema'],
      });
      continue;
    }
    if (op.art === 'meta' || !op.datensatz || 'koerper' in op) continue;
    const properties: Record<string, Record<string, unknown>> = {};
    for (const p of op.parameter) {
      properties[p.name] = {
        type: JSON_TYP[p.typ] ?? 'string',
        description: p.beschreibung,
        ...('werte' in p ? { enum: p.werte } : {}),
        ...('beispiel' in p ? { examples: [p.beispiel] } : {}),
      };
    }
    liste.push({
      name: op.methode.replace(/[A-Z]/g, (b) => `_${b.toLowerCase()}`),
      methode: op.methode,
      art: op.art,
      description:
        `${op.titel}${verlauf ? ' – alle Stufen mit Gültigkeit' : ''}. ${op.beschreibung}\n\n` +
        `English: ${verlauf ? 'History of all levels with validity: ' : ''}${englisch} Answers carry value, ` +
        'validity, legal basis (rechtsgrundlage), source (quelle) and a citation (zitat).',
      inputSchema: {
        type: 'object',
        properties,
        required: op.parameter.filter((p) => p.pflicht).map((p) => p.name),
        additionalProperties: false,
      },
    });
  }
  return liste;
}

type Zeile = Record<string, unknown>;
const quelleVon = (z: Zeile): { titel?: string; url: string } | null =>
  typeof z.quelle === 'object' && z.quelle
    ? (z.quelle as { titel?: string; url: string })
    : typeof z.quelle_url === 'string'
      ? { url: z.quelle_url }
      : null;

// One line an assistant can quote: what, how much, from when to when, by which law, where to read it.
function zitat(z: Zeile, datensatz: string): string {
  const q = quelleVon(z);
  const wert = 'wert' in z ? `${String(z.wert)}${typeof z.einheit === 'string' ? ` (${z.einheit})` : ''}` : '';
  const gueltig = z.gueltig_ab ? `gültig ab ${z.gueltig_ab}${z.gueltig_bis ? ` bis ${z.gueltig_bis}` : ''}` : '';
  return [
    `${String(z.name ?? datensatz)}${wert ? `: ${wert}` : ''}`,
    gueltig,
    z.rechtsgrundlage,
    q ? `Quelle: ${q.titel ? `${q.titel}, ` : ''}${q.url}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

// The levels of an answer (bestandteile, verlauf, offline stufen), or the answer itself for a
// calculator: each with value, validity, legal basis, source and citation.
export function ergebnis(antwort: Zeile, datensatz: string) {
  const liste = (['bestandteile', 'verlauf', 'stufen'] as const).map((k) => antwort[k]).find(Array.isArray) as
    | Zeile[]
    | undefined;
  const eintraege = (liste ?? [antwort]).map((z) => ({
    ...((z.bestandteil ?? z.id) ? { bestandteil: z.bestandteil ?? z.id } : {}),
    ...('wert' in z ? { wert: z.wert, einheit: z.einheit ?? null } : {}),
    gueltig_ab: z.gueltig_ab ?? null,
    gueltig_bis: z.gueltig_bis ?? null,
    rechtsgrundlage: z.rechtsgrundlage ?? null,
    quelle: quelleVon(z),
    zitat: zitat(z, datensatz),
  }));
  return { werte: eintraege, antwort };
}
