// The month's pay besides the agreed cash gross (issue 31): benefits in kind, the Sachbezug under
// the Freigrenze, deferred compensation into an external pension vehicle and the employer's
// contribution to it. Each is turned into its taxable and its contributory part; the sums are the
// PAP's RE4 and the contributory regular pay. Limits are read from bav-hoechstbetraege and
// steuerfreie-betraege, so the answer cites them; docs/ENTSCHEIDUNGEN.md "Der ganze Monat".
import { anteil, cent, euro, satz, teile } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import type { Objekt } from '../../vertrag/modell';
import type { Gelesen, Zitat } from '../../vertrag/modul';
import { altersteilzeitBezug } from './altersteilzeit';
import { type Abrechnung, Summen } from './buchung';
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
}

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

// The caller's own amount, cited as the caller's input.
const eingabe = (a: Abrechnung, rechtsgrundlage: string): Zitat => ({
  rechtsgrundlage,
  quelle: null,
  datensatz: 'brutto-netto',
  bestandteil: null,
  datenstand: a.datenstand,
});

// The yearly ceiling of the general pension insurance per month in cent: § 3 Nr. 63 EStG and § 1
// Abs. 1 Satz 1 Nr. 9 SvEV take the ceiling West until 2024 also for the Beitrittsgebiet
// (bav-hoechstbetraege, hinweise), from 2025 the one ceiling.
function bbgRvAllgemein(m: Monat): { wert: Gelesen; cent: number } {
  const g =
    m.bezug.vielleicht('rechengroessen', 'bbg_rv', m.e.tag) ?? m.bezug.wert('rechengroessen', 'bbg_rv_west', m.e.tag);
  return { wert: g, cent: teile(cent(g.wert), 12) };
}

// The employer's social insurance contributions (not the levies, not the subsidy of a privately
// insured employee) on a contributory pay; supplied by abrechnung.ts.
export type ArbeitgeberBeitraege = (sv: number) => number;

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
      zitat: eingabe(a, '§ 8 Abs. 2 Satz 1 EStG, § 14 Abs. 1 SGB IV (Eingabe geldwerter_vorteil)'),
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
  const b = m.e.bezuege;
  const f = s ? festeDerSuche(m, s) : festeBezuege(m, a);
  let steuer = brutto + f.steuer;
  let sv = brutto + f.sv;
  const u = b.entgeltumwandlung;
  let z = b.bavZuschuss ?? 0;
  if (u === 0 && z === 0) return { steuer, sv, zusaetzlich: f.zusaetzlich, umwandlung: 0, zuschuss: 0 };
  if (u > brutto)
    throw fehler('entgeltumwandlung', `entgeltumwandlung (${euro(u)}) ist größer als brutto (${euro(brutto)}).`);

  // Steuerklasse VI: § 3 Nr. 63 EStG only in the first employment (BMF vom 12.08.2021, BStBl I
  // S. 1050); without the tax exemption the SvEV exemption, which requires it, is gone too.
  const sechs = m.e.steuerklasse === 6;
  const bbg = bbgRvAllgemein(m);
  const steuerfrei = m.bezug.wert('bav-hoechstbetraege', 'steuerfrei_prozent_bbg', m.e.tag);
  const beitragsfrei = m.bezug.wert('bav-hoechstbetraege', 'sv_frei_prozent_bbg', m.e.tag);
  a.zitiere(bbg.wert);
  // The monthly share of the yearly limits (a constant conversion every month; docs/ENTSCHEIDUNGEN.md).
  const steuerfreierRaum = sechs ? 0 : anteil(bbg.cent, satz(steuerfrei.wert), 'ab');
  const beitragsfreierRaum = sechs ? 0 : anteil(bbg.cent, satz(beitragsfrei.wert), 'ab');
  a.schritt('Steuerfreier Monatsraum § 3 Nr. 63 EStG', euro(steuerfreierRaum));
  a.schritt('Beitragsfreier Monatsraum § 1 Abs. 1 Satz 1 Nr. 9 SvEV', euro(beitragsfreierRaum));
  if (sechs)
    a.hinweis(
      'Steuerklasse 6: § 3 Nr. 63 EStG gilt nur im ersten Dienstverhältnis; Entgeltumwandlung und ' +
        'Arbeitgeberbeitrag sind steuer- und beitragspflichtig.',
    );

  // The contributory pay before the conversion; the conversion's contribution-free part without
  // the employer's contribution (what the employer saves by the conversion).
  const svVorher = sv;
  let zitatZ = eingabe(a, '§ 3 Nr. 63 EStG, § 1 Abs. 1 Satz 1 Nr. 9 SvEV (Eingabe bav_arbeitgeberzuschuss)');
  let satzZ: number | null = null;
  if (b.bavZuschuss === null && u > 0) {
    // § 1a Abs. 1a BetrAVG: the data's share of the converted pay, as far as the employer saves
    // contributions by the conversion; none before 2019, and for agreements before 2019 only from the
    // day § 26a BetrAVG extends it to them (pflichtzuschuss_altvereinbarungen).
    const pflicht = m.bezug.vielleicht('bav-hoechstbetraege', 'pflichtzuschuss_entgeltumwandlung', m.e.tag);
    if (pflicht) {
      const ersparnis = Math.max(0, agBeitraege(svVorher) - agBeitraege(svVorher - Math.min(u, beitragsfreierRaum)));
      const pflichtzuschuss = anteil(u, satz(pflicht.wert));
      z = Math.min(pflichtzuschuss, ersparnis);
      a.schritt('Ersparte Arbeitgeberbeiträge zur Sozialversicherung', euro(ersparnis));
      zitatZ = pflicht;
      satzZ = pflicht.wert;
      if (!auchAltvereinbarungen(m))
        a.hinweis(
          'Der Zuschuss nach § 1a Abs. 1a BetrAVG gilt bis 2021 nur für Vereinbarungen ab 2019 (§ 26a BetrAVG); ' +
            'für ältere Vereinbarungen bav_arbeitgeberzuschuss=0 angeben.',
        );
    }
  }

  // The employer's own contributions come first in the limits, the conversion takes what is left
  // (BMF vom 12.08.2021, BStBl I S. 1050; GR vom 21.11.2018); the employer's subsidy is such a
  // contribution.
  const zSteuerfrei = Math.min(z, steuerfreierRaum);
  const uSteuerfrei = Math.min(u, steuerfreierRaum - zSteuerfrei);
  const zBeitragsfrei = Math.min(z, beitragsfreierRaum);
  const uBeitragsfrei = Math.min(u, beitragsfreierRaum - zBeitragsfrei);
  steuer += z - zSteuerfrei - uSteuerfrei;
  sv += z - zBeitragsfrei - uBeitragsfrei;

  const grenzen = `${steuerfrei.rechtsgrundlage}; ${beitragsfrei.rechtsgrundlage}`;
  if (u > 0)
    a.bezugszeile({
      id: 'entgeltumwandlung',
      bezeichnung: 'Entgeltumwandlung (betriebliche Altersversorgung), aus brutto gezahlt',
      cent: u,
      steuerpflichtig: u - uSteuerfrei,
      beitragspflichtig: u - uBeitragsfrei,
      ausgezahlt: 0,
      zitat: { ...steuerfrei, rechtsgrundlage: grenzen },
    });
  if (z > 0)
    a.bezugszeile({
      id: 'bav_arbeitgeberzuschuss',
      bezeichnung:
        satzZ !== null
          ? `Arbeitgeberzuschuss zur Entgeltumwandlung (${prozent(satzZ)} %, höchstens die ersparten Beiträge)`
          : 'Arbeitgeberbeitrag zur betrieblichen Altersversorgung',
      cent: z,
      steuerpflichtig: z - zSteuerfrei,
      beitragspflichtig: z - zBeitragsfrei,
      ausgezahlt: 0,
      zitat: satzZ !== null ? { ...zitatZ, rechtsgrundlage: `${zitatZ.rechtsgrundlage}; ${grenzen}` } : zitatZ,
      satz: satzZ,
      basis: satzZ !== null ? u : null,
    });
  return { steuer, sv, zusaetzlich: f.zusaetzlich, umwandlung: u, zuschuss: z };
}

// A rate in percent as the answer's texts write it (15, 2,5).
const prozent = (wert: number): string => String(wert).replace('.', ',');

// Whether § 26a BetrAVG gives the subsidy also for agreements made before 2019 on the payslip's day:
// bav-hoechstbetraege has pflichtzuschuss_altvereinbarungen then. Only a hint depends on it, so the
// value is looked up without being cited.
function auchAltvereinbarungen(m: Monat): boolean {
  const liste = m.bezug.finde('bav-hoechstbetraege', m.e.tag)?.bestandteile as Objekt[] | undefined;
  return typeof liste?.find((b) => b.id === 'pflichtzuschuss_altvereinbarungen')?.wert === 'number';
}

// In a Minijob the payslip computes no deferred compensation (the issue; docs/ENTSCHEIDUNGEN.md).
export function pruefeMinijob(m: Monat): void {
  const b = m.e.bezuege;
  if (b.entgeltumwandlung > 0)
    throw fehler(
      'entgeltumwandlung',
      `entgeltumwandlung rechnet der Rechner nicht in einem Minijob (Entgelt bis ${m.untergrenze().wert} Euro).`,
    );
  if ((b.bavZuschuss ?? 0) > 0)
    throw fehler(
      'bav_arbeitgeberzuschuss',
      `bav_arbeitgeberzuschuss rechnet der Rechner nicht in einem Minijob (Entgelt bis ${m.untergrenze().wert} Euro).`,
    );
}
