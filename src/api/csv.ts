// CSV as DECISIONS.md "CSV" says: RFC 4180 quoting, CRLF, UTF-8 with BOM; komma: "," and a
// decimal point, semikolon: ";" and a decimal comma (German spreadsheets).
import type { Objekt } from '../vertrag/modell';

export type Trennzeichen = 'komma' | 'semikolon';

// A text cell that a spreadsheet would read as a formula (OWASP "CSV injection": = + - @, tab,
// CR at the start) gets a leading apostrophe. Numbers stay numbers, negative ones included.
const FORMELANFANG = /^[=+\-@\t\r]/;

function zelle(v: unknown, semikolon: boolean, sep: string): string {
  if (v === null || v === undefined) return '';
  let s: string;
  if (typeof v === 'number') s = semikolon ? String(v).replace('.', ',') : String(v);
  else {
    s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (FORMELANFANG.test(s)) s = `'${s}`;
  }
  return s.includes(sep) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function alsCsv(zeilen: Objekt[], spalten: string[], trennzeichen: Trennzeichen): string {
  const semikolon = trennzeichen === 'semikolon';
  const sep = semikolon ? ';' : ',';
  const linien = [spalten.map((s) => zelle(s, semikolon, sep)).join(sep)];
  for (const z of zeilen) linien.push(spalten.map((s) => zelle(z[s], semikolon, sep)).join(sep));
  return `\uFEFF${linien.join('\r\n')}\r\n`;
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
