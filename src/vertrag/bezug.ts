// The one implementation of Bezug: what a module may read of other datasets. The build hands it
// the datasets computed so far, the calculator function those it carries (build/rechner.json).
import { periode } from './abfrage.ts';
import type { DatensatzLaufzeit, Objekt } from './modell.ts';
import type { Bezug, Modul } from './modul.ts';
import type { PapEintrag } from './pap.ts';

export interface BezugQuellen {
  datensaetze: Readonly<Record<string, DatensatzLaufzeit>>;
  // The generated wage tax programmes (build/pap/); absent where nothing needs them.
  pap?: readonly PapEintrag[];
}

// A module reads only what it named (braucht) and its own dataset: a read of anything else is a
// programming error, reported with both ids so the module's declaration gets fixed.
export function erstelleBezug(id: string, modul: Pick<Modul, 'braucht'> | undefined, q: BezugQuellen): Bezug {
  const erlaubt = new Set([id, ...(modul?.braucht ?? [])]);
  const datensatz = (name: string): DatensatzLaufzeit => {
    if (!erlaubt.has(name))
      throw new Error(`Modul ${id} liest ${name}, nennt es aber nicht in braucht (src/datensaetze/${id}.ts)`);
    const d = q.datensaetze[name];
    if (!d) throw new Error(`Modul ${id} braucht ${name}, doch diese Daten liegen nicht vor`);
    return d;
  };
  const am = (name: string, tag: string): Objekt =>
    periode(datensatz(name), { feld: 'datum', wert: tag, von: tag, bis: tag }).antwort;
  return {
    am,
    finde(name, tag) {
      const d = datensatz(name);
      const p = d.perioden.findLast((x) => x.von <= tag);
      return p && (p.bis === null || p.bis >= tag) ? p.antwort : null;
    },
    regelwerk: (name) => datensatz(name).regelwerk,
    pap() {
      if (!erlaubt.has('lohnsteuer'))
        throw new Error(`Modul ${id} rechnet Lohnsteuer, nennt lohnsteuer aber nicht in braucht`);
      if (!q.pap) throw new Error('Die Lohnsteuerprogramme (build/pap/) liegen nicht vor');
      return q.pap;
    },
  };
}
