// Query parameters: their declaration (ParameterSpec, also the source of the catalog and the
// OpenAPI document) and their parsing. The parameter types are those of API-SPEC.md
// "Parameter types"; the shared rules those of DECISIONS.md "Shared request rules".
// Shared by the calculator function and the edge gate (Deno): relative imports name their file.
import { istDatum } from '../gemeinsam/datum.ts';
import { istCentbetrag } from '../gemeinsam/geld.ts';
import { GEMEINDESCHLUESSEL } from '../gemeinsam/gemeindeschluessel.ts';
import { ApiFehler } from './fehler.ts';

export type ParameterTyp =
  | 'datum'
  | 'jahr'
  | 'zahl'
  | 'ganzzahl'
  | 'boolean'
  | 'auswahl'
  | 'datum_oder_jahr'
  | 'gemeindeschluessel';
export type Wert = string | number | boolean;

export interface ParameterSpec {
  name: string;
  typ: ParameterTyp;
  pflicht: boolean;
  beschreibung: string;
  bereich?: { min: number; max: number };
  // An amount of money in euro (typ zahl): at most two decimals, as no amount is below a cent.
  euro?: boolean;
  werte?: string[];
  // Default as documented; 'heute' and 'aktuelles_jahr' are resolved per request (Europe/Berlin).
  standard?: Wert | null;
  beispiel?: Wert;
  // For a form (the payslip page): a short label and help in the clerk's words, German and English.
  beschriftung?: { de: string; en: string };
  hilfe?: { de: string; en: string };
  // For a choice in a form: the name shown beside each value (koerper.ts, Feldmeta).
  wertnamen?: Record<string, string>;
}

// Accepted by every dataset (API-SPEC.md "Parameter types").
export const FORMAT: ParameterSpec = {
  name: 'format',
  typ: 'auswahl',
  pflicht: false,
  werte: ['json', 'csv'],
  standard: 'json',
  beispiel: 'csv',
  beschreibung: 'Antwortformat: json oder csv.',
};
// Calendar endpoints (feiertage, payroll-jahreskalender) also answer as iCalendar.
export const FORMAT_MIT_ICS: ParameterSpec = {
  ...FORMAT,
  werte: ['json', 'csv', 'ics'],
  beschreibung: 'Antwortformat: json, csv oder ics (iCalendar nach RFC 5545 zum Abonnieren).',
};
export const TRENNZEICHEN: ParameterSpec = {
  name: 'trennzeichen',
  typ: 'auswahl',
  pflicht: false,
  werte: ['komma', 'semikolon'],
  standard: 'komma',
  beispiel: 'semikolon',
  beschreibung:
    'Nur mit format=csv: komma (Dezimalpunkt) oder semikolon (Dezimalkomma, für deutsche Tabellenkalkulationen).',
};

// With a JSON body (POST) the query string holds only the answer's format.
export const KOERPER_ABFRAGE: ParameterSpec[] = [FORMAT, TRENNZEICHEN];

export type Anfrageparameter = Record<string, Wert>;

// Splits the raw query string itself: URLSearchParams would hide repeated names and accept broken
// percent-encoding silently.
export function zerlegeAbfrage(abfrage: string): [string, string][] {
  const paare: [string, string][] = [];
  for (const teil of abfrage.replace(/^\?/, '').split('&')) {
    if (teil === '') continue;
    const gleich = teil.indexOf('=');
    const rohName = gleich < 0 ? teil : teil.slice(0, gleich);
    const rohWert = gleich < 0 ? '' : teil.slice(gleich + 1);
    const name = dekodiere(rohName, null);
    paare.push([name, dekodiere(rohWert, name)]);
  }
  return paare;
}

const KODIERT = /[%+]/;

function dekodiere(s: string, name: string | null): string {
  // Most values are plain (dates, years, ids): nothing to decode.
  if (!KODIERT.test(s)) return s;
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    const wer = name === null ? 'Ein Parametername' : `Der Wert von ${kurz(name)}`;
    throw new ApiFehler(
      'ungueltiger_parameter',
      `${wer} ist nicht korrekt URL-kodiert (Prozentkodierung).`,
      name === null ? {} : { parameter: kurz(name) },
    );
  }
}

const zahlMuster = /^-?\d+(?:[.,]\d+)?$/;
const ganzzahlMuster = /^-?\d+$/;
const BOOLEAN: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, ja: true, nein: false };
// In the order of API-SPEC.md (object keys would put '1' and '0' first).
const BOOLEAN_WERTE = ['true', 'false', '1', '0', 'ja', 'nein'];

function imBereich(p: ParameterSpec, n: number, text: string): number {
  if (p.bereich && (n < p.bereich.min || n > p.bereich.max)) {
    throw new ApiFehler(
      'ungueltiger_parameter',
      `${p.name}=${kurz(text)} liegt außerhalb des erlaubten Bereichs ${p.bereich.min} bis ${p.bereich.max}.`,
      { parameter: p.name, bereich: p.bereich },
    );
  }
  return n;
}

// Parses one value by its declaration; throws ungueltiger_parameter naming what is allowed.
export function leseWert(p: ParameterSpec, roh: string, rolle: 'von' | 'bis' = 'von'): Wert {
  const falsch = (erwartet: string, zusatz: object = {}) =>
    new ApiFehler('ungueltiger_parameter', `${p.name}=${kurz(roh)} ist ungültig: erwartet ${erwartet}.`, {
      parameter: p.name,
      ...zusatz,
    });
  switch (p.typ) {
    case 'datum':
      if (!istDatum(roh)) throw falsch('ein Datum im Format JJJJ-MM-TT, z. B. 2024-05-01');
      return roh;
    case 'datum_oder_jahr':
      if (/^\d{4}$/.test(roh)) return rolle === 'von' ? `${roh}-01-01` : `${roh}-12-31`;
      if (!istDatum(roh)) throw falsch('ein Datum JJJJ-MM-TT oder ein Jahr JJJJ');
      return roh;
    case 'jahr':
      if (!/^\d{4}$/.test(roh))
        throw falsch(
          `ein Jahr mit vier Ziffern${p.bereich ? ` von ${p.bereich.min} bis ${p.bereich.max}` : ''}`,
          p.bereich ? { bereich: p.bereich } : {},
        );
      return imBereich(p, Number(roh), roh);
    case 'zahl':
      if (!zahlMuster.test(roh))
        throw falsch(
          'eine Zahl mit Punkt oder Komma als Dezimaltrennzeichen, ohne Tausendertrennzeichen',
          p.bereich ? { bereich: p.bereich } : {},
        );
      if (p.euro && !istCentbetrag(Number(roh.replace(',', '.'))))
        throw falsch('einen Eurobetrag mit höchstens zwei Nachkommastellen', p.bereich ? { bereich: p.bereich } : {});
      return imBereich(p, Number(roh.replace(',', '.')), roh);
    case 'ganzzahl':
      if (!ganzzahlMuster.test(roh)) throw falsch('eine ganze Zahl', p.bereich ? { bereich: p.bereich } : {});
      return imBereich(p, Number(roh), roh);
    case 'boolean': {
      const b = BOOLEAN[roh.toLowerCase()];
      if (b === undefined) throw falsch('true, false, 1, 0, ja oder nein', { erlaubt: BOOLEAN_WERTE });
      return b;
    }
    case 'gemeindeschluessel':
      // Amtlicher Gemeindeschlüssel: eight digits, the first two a Land (01 to 16). Whether the
      // municipality exists is for the module to check against its list.
      if (!GEMEINDESCHLUESSEL.test(roh))
        throw falsch('den achtstelligen Amtlichen Gemeindeschlüssel (AGS) einer deutschen Gemeinde, z. B. 09761000');
      return roh;
    case 'auswahl': {
      const werte = p.werte ?? [];
      const treffer = werte.find((w) => w.toLowerCase() === roh.toLowerCase());
      if (treffer === undefined) throw falsch(`einer der Werte ${werte.join(', ')}`, { erlaubt: werte });
      return treffer;
    }
  }
}

// Long or odd input (a value or a parameter name) is echoed shortened and without control characters.
function kurz(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const sauber = s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
  return sauber.length > 40 ? `${sauber.slice(0, 40)}…` : sauber;
}

// Checks names (unknown, repeated, required) and values; returns the typed parameters.
// The declarations of an endpoint by name, built once per list (the gate reads parameters on
// every request).
const verzeichnisse = new WeakMap<ParameterSpec[], Map<string, ParameterSpec>>();
function verzeichnis(specs: ParameterSpec[]): Map<string, ParameterSpec> {
  let v = verzeichnisse.get(specs);
  if (!v) {
    v = new Map(specs.map((p) => [p.name, p]));
    verzeichnisse.set(specs, v);
  }
  return v;
}

export function leseParameter(specs: ParameterSpec[], abfrage: string): Anfrageparameter {
  const paare = zerlegeAbfrage(abfrage);
  const nachName = verzeichnis(specs);
  for (let i = 0; i < paare.length; i++) {
    const name = paare[i][0];
    if (!nachName.has(name)) {
      const erlaubt = specs.map((p) => p.name);
      throw new ApiFehler(
        'unbekannter_parameter',
        `Unbekannter Parameter ${kurz(name) || '(leer)'}. Erlaubt sind: ${erlaubt.join(', ')}.`,
        { parameter: kurz(name), erlaubt },
      );
    }
    for (let j = 0; j < i; j++) {
      if (paare[j][0] === name)
        throw new ApiFehler(
          'ungueltiger_parameter',
          `Der Parameter ${name} ist mehrfach angegeben; erlaubt ist er einmal.`,
          { parameter: name },
        );
    }
  }
  const werte: Anfrageparameter = {};
  for (const [name, roh] of paare) {
    const p = nachName.get(name);
    // Every name was checked above.
    if (!p) continue;
    if (roh === '')
      throw new ApiFehler('ungueltiger_parameter', `Der Parameter ${name} ist leer.`, { parameter: name });
    werte[name] = leseWert(p, roh, name === 'bis' ? 'bis' : 'von');
  }
  for (const p of specs) {
    if (p.pflicht && !(p.name in werte))
      throw new ApiFehler('parameter_fehlt', `Der Parameter ${p.name} fehlt. ${p.beschreibung}`, { parameter: p.name });
  }
  if ('trennzeichen' in werte && werte.format !== 'csv') {
    throw new ApiFehler('ungueltiger_parameter', 'trennzeichen gilt nur zusammen mit format=csv.', {
      parameter: 'trennzeichen',
    });
  }
  if (typeof werte.von === 'string' && typeof werte.bis === 'string' && werte.von > werte.bis) {
    throw new ApiFehler('ungueltiger_parameter', `von (${werte.von}) liegt nach bis (${werte.bis}).`, {
      parameter: 'von',
    });
  }
  return werte;
}
