// Lookup of precomputed answers: the period that covers the requested date or year, the
// ?bestandteil= narrowing, and the history filtered by von/bis. No values are computed here.
// Shared by the calculator function and the edge gate (Deno): relative imports name their file.

import { jahrAnfang, jahrEnde } from '../gemeinsam/datum.ts';
import { ApiFehler } from './fehler.ts';
import type { DatensatzLaufzeit, Objekt } from './modell.ts';
import type { Anfrageparameter } from './parameter.ts';

export interface Zeitpunkt {
  feld: 'datum' | 'jahr' | 'beginn';
  wert: string | number;
  // First and last day the request stands for (a year: 1 January to 31 December).
  von: string;
  bis: string;
  // The parameter the user sent it in, when not feld (a year taken from datum), with its value.
  gesendet?: { parameter: string; wert: string };
}

// The effective date or year: as given, taken from datum (year datasets), or today / this year.
export function zeitpunkt(d: Pick<DatensatzLaufzeit, 'zeit'>, p: Anfrageparameter, heute: string): Zeitpunkt {
  if (d.zeit === 'jahr') {
    if (p.jahr !== undefined && p.datum !== undefined) {
      throw new ApiFehler(
        'ungueltiger_parameter',
        'jahr und datum schließen sich aus: bitte nur einen der beiden angeben.',
        { parameter: 'datum' },
      );
    }
    const jahr = typeof p.jahr === 'number' ? p.jahr : Number(String(p.datum ?? heute).slice(0, 4));
    const z: Zeitpunkt = { feld: 'jahr', wert: jahr, von: jahrAnfang(jahr), bis: jahrEnde(jahr) };
    return p.datum === undefined ? z : { ...z, gesendet: { parameter: 'datum', wert: String(p.datum) } };
  }
  const tag = String(p[d.zeit] ?? heute);
  return { feld: d.zeit, wert: tag, von: tag, bis: tag };
}

// The part of a dataset the period lookup needs (the gate's routing table has the same).
export interface Zeitraeume<P extends { von: string; bis: string | null }> {
  id: string;
  abdeckung: { von: string; bis: string | null };
  perioden: P[];
}

export function periode<P extends { von: string; bis: string | null }>(d: Zeitraeume<P>, z: Zeitpunkt): P {
  // Periods are ascending and without gaps inside the coverage; binary search on von.
  const liste = d.perioden;
  let lo = 0;
  let hi = liste.length - 1;
  let treffer = -1;
  while (lo <= hi) {
    const mitte = (lo + hi) >> 1;
    if (liste[mitte].von <= z.von) {
      treffer = mitte;
      lo = mitte + 1;
    } else hi = mitte - 1;
  }
  const p = liste[treffer];
  if (!p || (p.bis !== null && p.bis < z.von)) {
    // Names the parameter as sent and the coverage in the unit of the request (a year or a day).
    const { parameter, wert } = z.gesendet ?? { parameter: z.feld, wert: String(z.wert) };
    throw new ApiFehler(
      'kein_wert',
      `${parameter}=${wert} liegt außerhalb der Abdeckung von ${d.id}: ${abdeckungText(d.abdeckung)}.`,
      { parameter },
    );
  }
  return p;
}

export const abdeckungText = (a: { von: string; bis: string | null }) =>
  `${a.von} bis ${a.bis ?? 'heute und angekündigte Werte'}`;

// ?bestandteil= keeps exactly one component in every field keyed by component id.
export function nurBestandteil(d: DatensatzLaufzeit, antwort: Objekt, id: string): Objekt {
  const bestandteile = (antwort.bestandteile as Objekt[]).filter((k) => k.id === id);
  if (!bestandteile.length) {
    throw new ApiFehler('kein_wert', `Der Bestandteil ${id} gilt zu diesem Zeitpunkt nicht.`, {
      parameter: 'bestandteil',
    });
  }
  const out: Objekt = { ...antwort, bestandteile };
  for (const feld of d.komponentenFelder) {
    const f = antwort[feld] as Record<string, unknown> | undefined;
    if (f) out[feld] = id in f ? { [id]: f[id] } : {};
  }
  return out;
}

export function verlauf(d: Pick<DatensatzLaufzeit, 'verlauf' | 'verlaufFilter'>, p: Anfrageparameter): Objekt[] {
  const von = typeof p.von === 'string' ? p.von : null;
  const bis = typeof p.bis === 'string' ? p.bis : null;
  // The selecting field: the component, or the dataset's own filter (verlaufFilter, e.g. land).
  const feld = d.verlaufFilter ?? 'bestandteil';
  const auswahl = typeof p[feld] === 'string' ? p[feld] : null;
  return d.verlauf.filter((e) => {
    if (auswahl !== null && e[feld] !== auswahl) return false;
    // Items of a year (sachbezugswerte) stand for 1 January to 31 December of it.
    const ab = (e.gueltig_ab as string | undefined) ?? `${e.jahr}-01-01`;
    const ende = 'gueltig_bis' in e ? ((e.gueltig_bis as string | null) ?? null) : `${e.jahr}-12-31`;
    return (bis === null || ab <= bis) && (von === null || ende === null || ende >= von);
  });
}
