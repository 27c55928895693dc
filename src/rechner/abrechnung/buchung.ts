// The payslip being written: sums per side and field in cent, and, unless lean, every line with
// its rate, base and citation, the steps of the protokoll and the sources used. netto-brutto's
// search writes lean payslips: the sums alone, which the lines and steps never change.
import { alsZahl, euro, type Satz } from '../../gemeinsam/geld';
import type { Zitat } from '../../vertrag/modul';
import type { Posten } from './antwort';

export type Seite = 'arbeitnehmer' | 'arbeitgeber';

// The fields of the answer's arbeitnehmer and arbeitgeber blocks that lines add to.
export const ARBEITNEHMER_FELDER = [
  'lohnsteuer',
  'solidaritaetszuschlag',
  'kirchensteuer',
  'kv',
  'kv_zusatzbeitrag',
  'pv',
  'rv',
  'av',
] as const;
export const ARBEITGEBER_FELDER = [
  'kv',
  'kv_zusatzbeitrag',
  'pv',
  'rv',
  'av',
  'u1',
  'u2',
  'insolvenzgeldumlage',
  'pauschsteuer',
] as const;
export type Feld = (typeof ARBEITNEHMER_FELDER)[number] | (typeof ARBEITGEBER_FELDER)[number];

// One line: what it is, who bears it, the amount in cent, where the rate comes from, and the rate
// (percent) and base (cent) where a rate was applied.
export interface Buchung {
  id: string;
  feld: Feld;
  seite: Seite;
  bezeichnung: string;
  cent: number;
  zitat: Zitat;
  satz?: Satz | null;
  basis?: number | null;
}

// One line of the pay in posten: its amount and what of it is taxable, contributory, paid out.
export interface Bezugszeile {
  id: string;
  bezeichnung: string;
  cent: number;
  steuerpflichtig: number;
  beitragspflichtig: number;
  ausgezahlt: number;
  zitat: Zitat;
  satz?: number | null;
  basis?: number | null;
}

const null0 = (): Record<Feld, number> => ({
  lohnsteuer: 0,
  solidaritaetszuschlag: 0,
  kirchensteuer: 0,
  kv: 0,
  kv_zusatzbeitrag: 0,
  pv: 0,
  rv: 0,
  av: 0,
  u1: 0,
  u2: 0,
  insolvenzgeldumlage: 0,
  pauschsteuer: 0,
});

// What a lean payslip keeps of lines, steps, sources and hints: nothing. It shares these frozen
// empty lists (netto-brutto writes about a thousand lean payslips per request); a write would throw.
const LEER: never[] = Object.freeze([]) as unknown as never[];
const KEINE_QUELLEN: Map<string, { titel: string; url: string }> = new Map();

export class Abrechnung {
  readonly arbeitnehmer = null0();
  readonly arbeitgeber = null0();
  readonly posten: Posten[];
  // Every line as booked (not when lean): the one-off's lines are differences of two such lists.
  readonly buchungen: Buchung[];
  readonly protokoll: { schritt: string; wert: number | string }[];
  readonly quellen: Map<string, { titel: string; url: string }>;
  readonly hinweise: string[];

  constructor(
    readonly schlank: boolean,
    // The payslip's own data version, cited by lines whose rate is the caller's input.
    readonly datenstand: string,
  ) {
    this.posten = schlank ? LEER : [];
    this.buchungen = schlank ? LEER : [];
    this.protokoll = schlank ? LEER : [];
    this.quellen = schlank ? KEINE_QUELLEN : new Map();
    this.hinweise = schlank ? LEER : [];
  }

  buche(b: Buchung): void {
    this[b.seite][b.feld] += b.cent;
    if (this.schlank) return;
    this.buchungen.push(b);
    this.zitiere(b.zitat);
    this.posten.push({
      id: b.id,
      bezeichnung: b.bezeichnung,
      seite: b.seite,
      satz_prozent: b.satz ? alsZahl(b.satz) : null,
      basis: b.basis === undefined || b.basis === null ? null : euro(b.basis),
      betrag: euro(b.cent),
      rechtsgrundlage: b.zitat.rechtsgrundlage,
      datensatz: b.zitat.datensatz,
      bestandteil: b.zitat.bestandteil,
      datenstand: b.zitat.datenstand,
    });
  }

  // A line of the pay (seite bezug): no deduction, so it adds to no field (bezuege.ts).
  bezugszeile(z: Bezugszeile): void {
    if (this.schlank) return;
    this.zitiere(z.zitat);
    this.posten.push({
      id: z.id,
      bezeichnung: z.bezeichnung,
      seite: 'bezug',
      satz_prozent: z.satz ?? null,
      basis: z.basis === undefined || z.basis === null ? null : euro(z.basis),
      betrag: euro(z.cent),
      rechtsgrundlage: z.zitat.rechtsgrundlage,
      datensatz: z.zitat.datensatz,
      bestandteil: z.zitat.bestandteil,
      datenstand: z.zitat.datenstand,
      steuerpflichtig: euro(z.steuerpflichtig),
      beitragspflichtig: euro(z.beitragspflichtig),
      ausgezahlt: euro(z.ausgezahlt),
    });
  }

  // A value the payslip used without a line of its own (a limit, a ceiling): its source is cited.
  zitiere(z: Zitat): void {
    if (!this.schlank && z.quelle && !this.quellen.has(z.quelle.url)) this.quellen.set(z.quelle.url, z.quelle);
  }

  hinweis(text: string): void {
    if (!this.schlank) this.hinweise.push(text);
  }

  schritt(schritt: string, wert: number | string): void {
    if (!this.schlank) this.protokoll.push({ schritt, wert });
  }

  summe(seite: Seite): number {
    let s = 0;
    for (const f of seite === 'arbeitnehmer' ? ARBEITNEHMER_FELDER : ARBEITGEBER_FELDER) s += this[seite][f];
    return s;
  }
}
