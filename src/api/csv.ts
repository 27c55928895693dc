// CSV as DECISIONS.md "CSV" says: RFC 4180 quoting, CRLF, UTF-8 with BOM; komma: "," and a
// decimal point, semikolon: ";" and a decimal comma (German spreadsheets).
import { type Options, stringify } from 'csv-stringify/sync';
import type { Objekt } from '../vertrag/modell';

export type Trennzeichen = 'komma' | 'semikolon';

// escape_formulas is OWASP's "CSV injection" rule: a text cell starting with = + - @, tab or CR
// (or their full-width forms, which some spreadsheets normalise) gets a leading apostrophe; a
// number stays a number, negative ones included, because the check looks at the value before cast.
// record_delimiter alone would switch off quoting of a lone CR or LF inside a cell, hence
// quote_record_delimiter. The library's default for booleans is "1" and "", the JSON's is kept.
function optionen(trennzeichen: Trennzeichen): Options {
  const semikolon = trennzeichen === 'semikolon';
  return {
    bom: true,
    delimiter: semikolon ? ';' : ',',
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: {
      number: (v) => (semikolon ? String(v).replace('.', ',') : String(v)),
      boolean: (v) => String(v),
    },
  };
}

// Rows go in as arrays in column order: with objects the library would read a column name with
// a dot as a path into nested fields.
export function alsCsv(zeilen: Objekt[], spalten: string[], trennzeichen: Trennzeichen): string {
  return stringify(
    zeilen.map((z) => spalten.map((s) => z[s])),
    { ...optionen(trennzeichen), columns: spalten, header: true },
  );
}

// A component as one CSV row: quelle and naechster_wert flattened.
export function flachKomponente(k: Objekt): Objekt {
  const { quelle, naechster_wert, ...rest } = k as Objekt & {
    quelle: { titel: string; url: string };
    naechster_wert: { gueltig_ab: string; wert: unknown } | null;
  };
  return {
    ...rest,
    quelle_titel: quelle.titel,
    quelle_url: quelle.url,
    naechster_wert_gueltig_ab: naechster_wert?.gueltig_ab ?? null,
    naechster_wert_wert: naechster_wert?.wert ?? null,
  };
}

// Columns of a CSV: the fields of all rows; a field missing in earlier rows is placed after the
// field that precedes it in its own row, so every row's JSON order is kept.
export function spalten(zeilen: Objekt[]): string[] {
  const out: string[] = [];
  for (const z of zeilen) {
    let vorher = -1;
    for (const k of Object.keys(z)) {
      let i = out.indexOf(k);
      if (i < 0) {
        out.splice(vorher + 1, 0, k);
        i = vorher + 1;
      }
      vorher = i;
    }
  }
  return out;
}
