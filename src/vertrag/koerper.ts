// A request declared as one zod schema with groups (a JSON body for POST), and what follows from it:
// the flat query parameters of the GET (ParameterSpec, named after the paths), the reading of a body
// with errors that name the JSON path, and the JSON Schema of the requestBody. The leaves carry their
// documentation in .meta() (beschreibung, beispiel, and the documented default where it is resolved
// per request), so a field is declared in one place.
import { z } from 'zod';
import { istCentbetrag } from '../gemeinsam/geld';
import { ApiFehler } from './fehler';
import type { ParameterSpec, ParameterTyp, Wert } from './parameter';

// What a leaf says about itself beyond its zod type.
export type Feldmeta = {
  beschreibung: string;
  beispiel?: Wert;
  // A default documented but resolved per request ('heute') or by the payslip (null: none).
  standard?: Wert | null;
  // The parameter type where zod's own does not tell it (a day).
  typ?: ParameterTyp;
  // The query parameter's name where it is not the path's (einmalzahlung.betrag: einmalzahlung).
  name?: string;
  // For a list keyed by a choice: the text of the query parameter per choice ({art}, {text}).
  proArt?: string;
  // An amount of money (feld.euro): at most two decimals; the documents say so.
  euro?: boolean;
  // For a form: a short label and help in the clerk's words (ParameterSpec).
  beschriftung?: { de: string; en: string };
  hilfe?: { de: string; en: string };
  // For a choice in a form: the name shown beside each value (the Personengruppe's official name).
  wertnamen?: Readonly<Record<string, string>>;
};

const meta = (s: z.ZodType): Feldmeta | undefined => z.globalRegistry.get(s) as Feldmeta | undefined;

// Leaves: numbers with their range, amounts in euro to the cent, choices, days, switches.
export const feld = {
  zahl: (min: number, max: number, m: Feldmeta) => z.number().min(min).max(max).meta(m),
  ganzzahl: (min: number, max: number, m: Feldmeta) => z.int().min(min).max(max).meta(m),
  // An amount of money: at most two decimals (a third decimal is no amount of money).
  euro: (max: number, m: Feldmeta, min = 0) =>
    z
      .number()
      .min(min)
      .max(max)
      .refine(istCentbetrag, { message: 'Eurobetrag mit höchstens zwei Nachkommastellen' })
      .meta({ ...m, euro: true }),
  auswahl: <const T extends readonly [string, ...string[]]>(werte: T, m: Feldmeta) => z.enum(werte).meta(m),
  ja: (m: Feldmeta) => z.boolean().meta(m),
  datum: (m: Feldmeta) => z.iso.date().meta({ ...m, typ: 'datum' }),
};

// The zod type under optional and default, with the default it sets.
function kern(s: z.ZodType): { s: z.ZodType; standard: unknown; optional: boolean } {
  let standard: unknown;
  let optional = false;
  let x = s;
  for (;;) {
    const d = (x as z.ZodType & { def: { type: string; defaultValue?: unknown; innerType?: z.ZodType } }).def;
    if (d.type === 'optional') optional = true;
    else if (d.type === 'default') {
      optional = true;
      standard = d.defaultValue;
    } else break;
    x = d.innerType as z.ZodType;
  }
  return { s: x, standard, optional };
}

// A leaf as a query parameter of the GET, named name.
export function alsParameter(name: string, s: z.ZodType, pflicht: boolean): ParameterSpec {
  const { s: k, standard, optional } = kern(s);
  const m = meta(k) ?? meta(s);
  if (!m) throw new Error(`Feld ${name} ohne Beschreibung (meta)`);
  const def = (k as z.ZodType & { def: { type: string } }).def;
  const spec: ParameterSpec = { name, typ: 'zahl', pflicht: pflicht && !optional, beschreibung: m.beschreibung };
  if (def.type === 'number') {
    const n = k as z.ZodNumber;
    spec.typ = n.isInt ? 'ganzzahl' : 'zahl';
    if (n.minValue !== null && n.maxValue !== null && Number.isFinite(n.minValue) && Number.isFinite(n.maxValue))
      spec.bereich = { min: n.minValue, max: n.maxValue };
  } else if (def.type === 'boolean') spec.typ = 'boolean';
  else if (def.type === 'enum') {
    spec.typ = 'auswahl';
    spec.werte = [...(k as z.ZodEnum).options].map(String);
  } else if (m.typ) spec.typ = m.typ;
  else throw new Error(`Feld ${name}: Typ ${def.type} hat keinen Parametertyp`);
  const st = m.standard !== undefined ? m.standard : standard;
  if (st !== undefined) spec.standard = st as Wert | null;
  if (m.beispiel !== undefined) spec.beispiel = m.beispiel;
  if (m.euro) spec.euro = true;
  if (m.beschriftung) spec.beschriftung = m.beschriftung;
  if (m.hilfe) spec.hilfe = m.hilfe;
  if (m.wertnamen) spec.wertnamen = { ...m.wertnamen };
  return spec;
}

// A JSON path as errors name it: dienstwagen.listenpreis, sfn.zuschlaege[1].stunden.
export function pfadText(pfad: readonly PropertyKey[]): string {
  let t = '';
  for (const teil of pfad) t += typeof teil === 'number' ? `[${teil}]` : t ? `.${String(teil)}` : String(teil);
  return t;
}

// The name of an input in an error: the JSON path of a body, or the query parameter it stands for.
export type Namen = (pfad: string) => string;
export const ALS_PFAD: Namen = (pfad) => pfad;

const ART: Record<string, string> = {
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  boolean: 'true oder false',
  string: 'eine Zeichenkette',
  object: 'ein Objekt',
  array: 'eine Liste',
};

// The first problem zod found, as the API's error: German, naming the input and what is allowed.
export function fehlerAusZod(issue: z.core.$ZodIssue, namen: Namen, eingabe?: unknown): ApiFehler {
  const pfad = pfadText(issue.path);
  const name = namen(pfad);
  const wo = name || 'Der Körper';
  switch (issue.code) {
    case 'unrecognized_keys': {
      const feldname = issue.keys[0];
      const voll = namen(pfadText([...issue.path, feldname]));
      return new ApiFehler(
        'unbekannter_parameter',
        `Unbekanntes Feld ${voll}${issue.keys.length > 1 ? ` (und ${issue.keys.length - 1} weitere)` : ''}.`,
        { parameter: voll },
      );
    }
    case 'invalid_type':
      if (wertBei(eingabe, issue.path) === undefined)
        return new ApiFehler('parameter_fehlt', `${wo} fehlt.`, { parameter: name });
      return new ApiFehler(
        'ungueltiger_parameter',
        `${wo} ist ungültig: erwartet ${ART[issue.expected] ?? issue.expected}.`,
        { parameter: name },
      );
    case 'too_small':
    case 'too_big': {
      if (issue.origin === 'array') {
        const grenze = issue.code === 'too_big' ? `höchstens ${issue.maximum}` : `mindestens ${issue.minimum}`;
        return new ApiFehler('ungueltiger_parameter', `${wo}: ${grenze} Einträge.`, { parameter: name });
      }
      return new ApiFehler('ungueltiger_parameter', `${wo} liegt außerhalb des erlaubten Bereichs.`, {
        parameter: name,
      });
    }
    case 'invalid_value':
      if (wertBei(eingabe, issue.path) === undefined)
        return new ApiFehler('parameter_fehlt', `${wo} fehlt.`, { parameter: name });
      return new ApiFehler(
        'ungueltiger_parameter',
        `${wo} ist ungültig: erwartet einer der Werte ${issue.values.map(String).join(', ')}.`,
        { parameter: name, erlaubt: issue.values.map(String) },
      );
    case 'invalid_format':
      return new ApiFehler(
        'ungueltiger_parameter',
        `${wo} ist ungültig: erwartet ein Datum im Format JJJJ-MM-TT, z. B. 2024-05-01.`,
        { parameter: name },
      );
    default:
      return new ApiFehler('ungueltiger_parameter', `${wo} ist ungültig: ${issue.message}.`, { parameter: name });
  }
}

// The value the caller sent at a path (zod's issues do not carry it).
function wertBei(x: unknown, pfad: readonly PropertyKey[]): unknown {
  let w = x;
  for (const teil of pfad) {
    if (w === null || typeof w !== 'object') return undefined;
    w = (w as Record<PropertyKey, unknown>)[teil];
  }
  return w;
}

// Range errors name the range: zod's issue holds one bound, the schema both.
export function mitBereich(f: ApiFehler, s: z.ZodType, pfad: readonly PropertyKey[]): ApiFehler {
  if (f.nachricht.endsWith('außerhalb des erlaubten Bereichs.')) {
    const blatt = blattBei(s, pfad);
    const n = blatt && (kern(blatt).s as z.ZodNumber);
    if (n && typeof n.minValue === 'number' && typeof n.maxValue === 'number')
      return new ApiFehler(
        'ungueltiger_parameter',
        `${f.nachricht.replace(/\.$/, '')} ${n.minValue} bis ${n.maxValue}.`,
        { ...f.zusatz, bereich: { min: n.minValue, max: n.maxValue } },
      );
  }
  return f;
}

function blattBei(s: z.ZodType, pfad: readonly PropertyKey[]): z.ZodType | null {
  let x: z.ZodType = s;
  for (const teil of pfad) {
    const k = kern(x).s as z.ZodType & {
      def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };
    };
    if (k.def.type === 'object' && typeof teil === 'string') x = (k as unknown as z.ZodObject).shape[teil];
    else if (k.def.type === 'array' && typeof teil === 'number') x = (k as unknown as z.ZodArray<z.ZodType>).element;
    else return null;
    if (!x) return null;
  }
  return x;
}

// Checks a value against the schema; the first problem becomes the API's error.
export function pruefeGegen<S extends z.ZodType>(schema: S, wert: unknown, namen: Namen): z.output<S> {
  const r = schema.safeParse(wert);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw mitBereich(fehlerAusZod(issue, namen, wert), schema, issue.path);
}

// A request body: JSON of the declared media type, at most grenze bytes (checked by the gate before
// it reads further).
export const JSON_KOERPER = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

export function leseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ApiFehler(
      'ungueltiger_koerper',
      `Der Körper ist kein gültiges JSON (${String((e as Error).message).slice(0, 120)}).`,
    );
  }
}

// A leaf declared as a query parameter (a calculator's own, such as /hr/dienstwagen's car, reused
// as a group of the payslip): the same type, range, choices and documentation.
export function ausParameter(p: ParameterSpec): z.ZodType {
  const m: Feldmeta = {
    beschreibung: p.beschreibung,
    ...(p.beispiel !== undefined ? { beispiel: p.beispiel } : {}),
    ...(p.standard !== undefined ? { standard: p.standard } : {}),
    ...(p.beschriftung ? { beschriftung: p.beschriftung } : {}),
    ...(p.hilfe ? { hilfe: p.hilfe } : {}),
  };
  const b = p.bereich ?? { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY };
  const s: z.ZodType = (() => {
    switch (p.typ) {
      case 'zahl':
        return p.euro ? feld.euro(b.max, m, b.min) : feld.zahl(b.min, b.max, m);
      case 'ganzzahl':
        return feld.ganzzahl(b.min, b.max, m);
      case 'boolean':
        return feld.ja(m);
      case 'auswahl':
        return feld.auswahl((p.werte ?? []) as [string, ...string[]], m);
      case 'datum':
        return feld.datum(m);
      default:
        throw new Error(`Parameter ${p.name}: Typ ${p.typ} ist kein Feld eines Körpers`);
    }
  })();
  return p.pflicht ? s : s.optional();
}
