// The one implementation of Bezug: what a module may read of other datasets. The build hands it
// the datasets computed so far, the calculator function those it carries (build/rechner.json).
import { periode } from './abfrage.ts';
import { ApiFehler } from './fehler.ts';
import type { DatensatzLaufzeit, Objekt } from './modell.ts';
import type { Bezug, Gelesen, Modul, Zitat } from './modul.ts';
import type { PapEintrag } from './pap.ts';

export interface BezugQuellen {
  datensaetze: Readonly<Record<string, DatensatzLaufzeit>>;
  // The generated wage tax programmes (build/pap/); absent where nothing needs them.
  pap?: readonly PapEintrag[];
}

type Quelle = { titel: string; url: string };

// kein_wert from reading another dataset: the day lies outside what that dataset holds. The calling
// calculator turns it into its own coverage and the parameter the user sent (src/api/antworten.ts);
// as it stands it names datum and the day read, for callers without a request (the build).
export class BezugOhneWert extends ApiFehler {
  constructor(
    readonly datensatz: string,
    readonly tag: string,
    nachricht: string,
  ) {
    super('kein_wert', nachricht, { parameter: 'datum' });
  }
}

// A module reads only what it named (braucht) and its own dataset. The type of its Bezug already
// refuses any other id; the check here guards code that builds ids at run time and fails the build
// (which runs every module's example and data check), never a request.
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

  // Sources handed out, by URL, in the order read.
  const quellen = new Map<string, Quelle>();
  const merke = (quelle: Quelle | null) => {
    if (quelle && !quellen.has(quelle.url)) quellen.set(quelle.url, quelle);
  };

  // The answer of a dataset on a day; outside its coverage kein_wert for datum, naming the month.
  const antwortAm = (name: string, tag: string): Objekt => {
    try {
      return am(name, tag);
    } catch (e) {
      if (e instanceof ApiFehler && e.code === 'kein_wert')
        throw new BezugOhneWert(name, tag, `Für ${tag} fehlen Werte in ${name}: ${e.nachricht}`);
      throw e;
    }
  };

  const vielleicht = (name: string, bestandteil: string, tag: string): Gelesen | null => {
    const antwort = antwortAm(name, tag);
    const liste = antwort.bestandteile as Objekt[] | undefined;
    const k = liste?.find((b) => b.id === bestandteil);
    const wert = k ? k.wert : antwort[bestandteil];
    if (typeof wert !== 'number') return null;
    const quelle = ((k?.quelle ?? antwort.quelle) as Quelle | undefined) ?? null;
    merke(quelle);
    return {
      wert,
      arbeitgeber: (k?.arbeitgeber_prozent as number | null | undefined) ?? null,
      arbeitnehmer: (k?.arbeitnehmer_prozent as number | null | undefined) ?? null,
      zusatz: k ?? {},
      rechtsgrundlage: String(k?.rechtsgrundlage ?? antwort.rechtsgrundlage),
      quelle,
      datensatz: name,
      bestandteil,
      datenstand: String(antwort.datenstand),
    };
  };

  return {
    am,
    finde(name, tag) {
      const d = datensatz(name);
      const p = d.perioden.findLast((x) => x.von <= tag);
      return p && (p.bis === null || p.bis >= tag) ? p.antwort : null;
    },
    regelwerk: (name) => datensatz(name).regelwerk,
    pap(name) {
      if (name !== 'lohnsteuer' || !erlaubt.has('lohnsteuer'))
        throw new Error(`Modul ${id} rechnet Lohnsteuer, nennt lohnsteuer aber nicht in braucht`);
      if (!q.pap) throw new Error('Die Lohnsteuerprogramme (build/pap/) liegen nicht vor');
      return q.pap;
    },
    wert(name, bestandteil, tag) {
      const g = vielleicht(name, bestandteil, tag);
      if (!g) throw new BezugOhneWert(name, tag, `Für ${tag} hat ${name} keinen Wert ${bestandteil}.`);
      return g;
    },
    vielleicht,
    zitat(name, tag): Zitat {
      const antwort = antwortAm(name, tag);
      const quelle = (antwort.quelle as Quelle | undefined) ?? null;
      merke(quelle);
      return {
        rechtsgrundlage: String(antwort.rechtsgrundlage),
        quelle,
        datensatz: name,
        bestandteil: null,
        datenstand: String(antwort.datenstand),
      };
    },
    gelesen: () => [...quellen.values()],
  };
}
