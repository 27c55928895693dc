// The payslip being written: sums per side and field in cent, and, in a full payslip, every line with
// its rate, base and citation, the steps of the protokoll and the sources used. Two writers: Summen
// keeps the sums alone (netto-brutto's search writes about a thousand payslips per request, and the
// lines and steps never change a sum), VolleAbrechnung keeps everything for the answer.
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
  // A text that costs something to build may come as a function: only a full payslip calls it.
  bezeichnung: string | (() => string);
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

// What the domain modules write a payslip through. differenz books the one-off's lines: the month's
// contributions with the one-off less those without it, so that each branch is rounded once per month
// over regular pay and one-off together (§ 1 Abs. 2 BVV, einmalzahlung.ts); ohne is null where the
// one-off is charged in a month of its own (Märzklausel).
// The caller's own amount (an input of the payslip, not a value of the data), cited as such.
export const eingabeZitat = (a: Abrechnung, rechtsgrundlage: string): Zitat => ({
  rechtsgrundlage,
  quelle: null,
  datensatz: 'brutto-netto',
  bestandteil: null,
  datenstand: a.datenstand,
});

export interface Abrechnung {
  readonly arbeitnehmer: Record<Feld, number>;
  readonly arbeitgeber: Record<Feld, number>;
  // The payslip's own data version, cited by lines whose rate is the caller's input.
  readonly datenstand: string;
  buche(b: Buchung): void;
  bezugszeile(z: Bezugszeile): void;
  zitiere(z: Zitat): void;
  hinweis(text: string): void;
  schritt(schritt: string, wert: number | string): void;
  summe(seite: Seite): number;
  differenz(mit: (x: Abrechnung) => void, ohne: ((x: Abrechnung) => void) | null, zusatz: string): void;
}

// The sums alone: lines, steps, sources and hints are dropped unread.
export class Summen implements Abrechnung {
  readonly arbeitnehmer = null0();
  readonly arbeitgeber = null0();

  constructor(readonly datenstand = '') {}

  buche(b: Buchung): void {
    this[b.seite][b.feld] += b.cent;
  }

  bezugszeile(_z: Bezugszeile): void {}

  zitiere(_z: Zitat): void {}

  hinweis(_text: string): void {}

  schritt(_schritt: string, _wert: number | string): void {}

  summe(seite: Seite): number {
    let s = 0;
    for (const f of seite === 'arbeitnehmer' ? ARBEITNEHMER_FELDER : ARBEITGEBER_FELDER) s += this[seite][f];
    return s;
  }

  // The employer's social insurance contributions booked (for the saving of § 1a Abs. 1a BetrAVG): the
  // branches' employer shares, without the levies and the flat tax; for a privately insured employee the
  // kv and pv fields hold the subsidy, which is no contribution.
  arbeitgeberBeitraege(gesetzlich: boolean): number {
    const ag = this.arbeitgeber;
    return ag.rv + ag.av + (gesetzlich ? ag.kv + ag.kv_zusatzbeitrag + ag.pv : 0);
  }

  // The sums are whole cents: adding mit's lines and taking ohne's off gives the same sums as their
  // difference, without two writers per payslip (netto-brutto's search writes about a thousand).
  // The two only book lines; neither reads the sums.
  differenz(mit: (x: Abrechnung) => void, ohne: ((x: Abrechnung) => void) | null, _zusatz: string): void {
    mit(this);
    if (ohne) ohne(new Abzug(this));
  }
}

// Books every line into the sums of ziel with the opposite sign (Summen.differenz).
class Abzug extends Summen {
  constructor(private readonly ziel: Summen) {
    super(ziel.datenstand);
  }

  override buche(b: Buchung): void {
    this.ziel[b.seite][b.feld] -= b.cent;
  }
}

const text = (b: string | (() => string)): string => (typeof b === 'string' ? b : b());

// The full payslip: the sums and every line, step, source and hint of the answer.
export class VolleAbrechnung extends Summen {
  readonly posten: Posten[] = [];
  // Every line as booked: the one-off's lines are differences of two such lists.
  readonly buchungen: (Buchung & { bezeichnung: string })[] = [];
  readonly protokoll: { schritt: string; wert: number | string }[] = [];
  readonly quellen = new Map<string, { titel: string; url: string }>();
  readonly hinweise: string[] = [];

  override buche(b: Buchung): void {
    super.buche(b);
    const bezeichnung = text(b.bezeichnung);
    this.buchungen.push({ ...b, bezeichnung });
    this.zitiere(b.zitat);
    this.posten.push({
      id: b.id,
      bezeichnung,
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
  override bezugszeile(z: Bezugszeile): void {
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
  override zitiere(z: Zitat): void {
    if (z.quelle && !this.quellen.has(z.quelle.url)) this.quellen.set(z.quelle.url, z.quelle);
  }

  override hinweis(text: string): void {
    this.hinweise.push(text);
  }

  override schritt(schritt: string, wert: number | string): void {
    this.protokoll.push({ schritt, wert });
  }

  // Per line: the line with the one-off less the same line without it.
  override differenz(mit: (x: Abrechnung) => void, ohne: ((x: Abrechnung) => void) | null, zusatz: string): void {
    const t1 = new VolleAbrechnung(this.datenstand);
    mit(t1);
    const t0 = new VolleAbrechnung(this.datenstand);
    if (ohne) ohne(t0);
    const vorher = new Map<string, Buchung>(t0.buchungen.map((b) => [b.id, b]));
    for (const b of t1.buchungen) {
      const v = vorher.get(b.id);
      const cent = b.cent - (v?.cent ?? 0);
      const basis = b.basis === undefined || b.basis === null ? null : b.basis - (v?.basis ?? 0);
      if (cent === 0 && !basis) continue;
      this.buche({ ...b, id: `${b.id}_einmal`, bezeichnung: `${b.bezeichnung}, Einmalzahlung${zusatz}`, cent, basis });
    }
  }
}
