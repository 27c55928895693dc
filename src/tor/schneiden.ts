// Byte work on precomputed files, never a JSON parse: the requested day written into its slots,
// and a selection of list items cut out of a list file (tabelle.ts Listenlayout).
import type { Listenlayout } from './tabelle.ts';

const kodierer = new TextEncoder();

// eigen: the bytes belong to this request alone and may be written in place.
export function setzeTag(
  datei: Uint8Array<ArrayBuffer>,
  schlitze: readonly number[],
  tag: string,
  eigen = false,
): Uint8Array<ArrayBuffer> {
  if (!schlitze.length) return datei;
  const out = eigen ? datei : datei.slice();
  // A day YYYY-MM-DD is ASCII: one byte per character, no encoder needed.
  for (const o of schlitze) for (let i = 0; i < tag.length; i++) out[o + i] = tag.charCodeAt(i);
  return out;
}

// The items at the given indices (ascending), between the file's own head and foot, or a new head.
export function schneideListe(
  datei: Uint8Array<ArrayBuffer>,
  l: Listenlayout,
  auswahl: readonly number[],
  neuerKopf?: string,
): Uint8Array<ArrayBuffer> {
  const kopf = neuerKopf === undefined ? datei.subarray(0, l.kopf) : kodierer.encode(neuerKopf);
  const starts: number[] = [];
  let o = l.kopf;
  for (let i = 0; i < l.laengen.length; i++) {
    starts.push(o);
    o += l.laengen[i] + l.trenner;
  }
  let laenge = kopf.length + l.fuss + Math.max(0, auswahl.length - 1) * l.trenner;
  for (const i of auswahl) laenge += l.laengen[i];
  // The separator is the same between any two items: take the one after the first.
  const trenner = l.laengen.length > 1 ? datei.subarray(starts[0] + l.laengen[0], starts[1]) : new Uint8Array(0);
  const out = new Uint8Array(laenge);
  out.set(kopf, 0);
  let pos = kopf.length;
  auswahl.forEach((i, n) => {
    if (n > 0) {
      out.set(trenner, pos);
      pos += trenner.length;
    }
    out.set(datei.subarray(starts[i], starts[i] + l.laengen[i]), pos);
    pos += l.laengen[i];
  });
  out.set(datei.subarray(datei.length - l.fuss), pos);
  return out;
}
