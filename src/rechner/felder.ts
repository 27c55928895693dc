import type { Objekt } from '../vertrag/modell';

// Inserts fields into an answer right after a given field, keeping the documented field order.
export function einfuegenNach(antwort: Objekt, nach: string, felder: Objekt): Objekt {
  const out: Objekt = {};
  for (const [k, v] of Object.entries(antwort)) {
    out[k] = v;
    if (k === nach) Object.assign(out, felder);
  }
  return out;
}
