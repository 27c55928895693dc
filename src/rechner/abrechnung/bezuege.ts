// The month's pay besides the agreed cash gross (issue 31): benefits in kind, the Sachbezug under
// the Freigrenze, the company car, SFN supplements, flat-taxed extras and the occupational pension
// (bav.ts). Each is turned into its taxable and its contributory part; the sums are the PAP's RE4 and
// the contributory regular pay. Limits are read from the data, so the answer cites them;
// docs/ENTSCHEIDUNGEN.md "Der ganze Monat".
import { cent } from '../../gemeinsam/geld';
import { altersteilzeitBezug } from './altersteilzeit';
import { type ArbeitgeberBeitraege, type BavRaum, bavBeitraege } from './bav';
import { type Abrechnung, eingabeZitat, Summen } from './buchung';
import { dienstwagenBezug } from './dienstwagen';
import type { Monat } from './monat';
import { pauschalBezuege } from './pauschal';
import { sfnZuschlaege } from './sfn';

export interface Bezugsrechnung {
  // Taxable regular pay of the month (PAP RE4), cent.
  steuer: number;
  // Contributory regular pay of the month before the ceilings, cent.
  sv: number;
  // Paid out besides brutto (the SFN supplements), cent.
  zusaetzlich: number;
  // Taken from the cash pay and paid into the pension vehicle (the deferred compensation), cent.
  umwandlung: number;
  // The employer's contribution into the pension vehicle, cent.
  zuschuss: number;
  // The bAV rooms of the month (bav.ts) after the regular pay's contributions, and what these used; null
  // without regular bAV contributions (the rooms are then read only for a one-off's conversion).
  bav: { rest: BavRaum; genutzt: BavRaum } | null;
}

// What the benefits in kind, the company car, the SFN supplements and the Sachbezug add to the
// taxable and the contributory pay, and what the supplements pay out, in cent: the same for every
// gross of the month. Their lines go into a full payslip's posten.
interface FesteBezuege {
  steuer: number;
  sv: number;
  zusaetzlich: number;
}

function festeBezuege(m: Monat, a: Abrechnung): FesteBezuege {
  const b = m.e.bezuege;
  let steuer = 0;
  let sv = 0;

  if (b.geldwerterVorteil > 0) {
    steuer += b.geldwerterVorteil;
    sv += b.geldwerterVorteil;
    a.bezugszeile({
      id: 'geldwerter_vorteil',
      bezeichnung: 'Geldwerter Vorteil (Sachbezug), nicht ausgezahlt',
      cent: b.geldwerterVorteil,
      steuerpflichtig: b.geldwerterVorteil,
      beitragspflichtig: b.geldwerterVorteil,
      ausgezahlt: 0,
      zitat: eingabeZitat(a, '§ 8 Abs. 2 Satz 1 EStG, § 14 Abs. 1 SGB IV (Eingabe geldwerter_vorteil)'),
    });
  }

  const wagen = dienstwagenBezug(m, a);
  steuer += wagen;
  sv += wagen;
  const sfn = sfnZuschlaege(m, a);
  steuer += sfn.steuer;
  sv += sfn.sv;

  if (b.sachbezug > 0) {
    // § 8 Abs. 2 Satz 11 EStG: a Freigrenze; once exceeded, all of it is taxable. Lohnsteuerfrei, it is
    // no Arbeitsentgelt either (§ 1 Abs. 1 Satz 1 Nr. 1 SvEV).
    const grenze = m.bezug.wert('steuerfreie-betraege', 'sachbezugsfreigrenze', m.e.tag);
    const frei = b.sachbezug <= cent(grenze.wert);
    const pflichtig = frei ? 0 : b.sachbezug;
    steuer += pflichtig;
    sv += pflichtig;
    a.bezugszeile({
      id: 'sachbezug',
      bezeichnung: frei
        ? `Sachbezug bis zur Freigrenze von ${grenze.wert} Euro: steuer- und beitragsfrei`
        : `Sachbezug über der Freigrenze von ${grenze.wert} Euro: ganz steuer- und beitragspflichtig`,
      cent: b.sachbezug,
      steuerpflichtig: pflichtig,
      beitragspflichtig: pflichtig,
      ausgezahlt: 0,
      zitat: { ...grenze, rechtsgrundlage: `${grenze.rechtsgrundlage}; § 1 Abs. 1 Satz 1 Nr. 1 SvEV` },
    });
  }
  // The flat-taxed extras pay out their cash; individually taxed meals add to both pays (pauschal.ts).
  const p = pauschalBezuege(m, a);
  steuer += p.steuer;
  sv += p.sv;
  // The Aufstockungsbetrag of an Altersteilzeit: paid out, tax- and contribution-free (altersteilzeit.ts).
  const aufstockung = altersteilzeitBezug(m, a);
  return { steuer, sv, zusaetzlich: sfn.gezahlt + p.zusaetzlich + aufstockung };
}

// What netto-brutto's search keeps of the pay between the payslips of one request (Suchkontext,
// abrechnung.ts): the fixed part, computed at its first payslip (its payslips write no lines).
export interface Bezugsspeicher {
  fest: FesteBezuege | null;
}

function festeDerSuche(m: Monat, s: Bezugsspeicher): FesteBezuege {
  s.fest ??= festeBezuege(m, new Summen());
  return s.fest;
}

// The fixed part's offsets, when the whole pay is the gross plus them (no deferred compensation or
// employer's contribution, whose free parts and default subsidy follow the pay); else null.
export function festerVersatz(m: Monat, s: Bezugsspeicher): { steuer: number; sv: number } | null {
  const b = m.e.bezuege;
  if (b.entgeltumwandlung > 0 || (b.bavZuschuss ?? 0) > 0) return null;
  return festeDerSuche(m, s);
}

// The pay's treatment and its lines; s: the search's store, null for a payslip of its own.
export function bezuege(
  m: Monat,
  a: Abrechnung,
  brutto: number,
  agBeitraege: ArbeitgeberBeitraege,
  s: Bezugsspeicher | null,
): Bezugsrechnung {
  const f = s ? festeDerSuche(m, s) : festeBezuege(m, a);
  const steuer = brutto + f.steuer;
  const sv = brutto + f.sv;
  const r = bavBeitraege(m, a, brutto, sv, agBeitraege);
  if (!r) return { steuer, sv, zusaetzlich: f.zusaetzlich, umwandlung: 0, zuschuss: 0, bav: null };
  return {
    steuer: steuer + r.zuSteuer,
    sv: sv + r.zuSv,
    zusaetzlich: f.zusaetzlich,
    umwandlung: r.umwandlung,
    zuschuss: r.zuschuss,
    bav: { rest: r.rest, genutzt: r.genutzt },
  };
}
