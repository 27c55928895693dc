// The payslip of one month's regular pay: the kind of employment from the gross pay, the
// contributions of that kind, the levies, the taxes, and the net pay. abrechne() writes a payslip
// through the writer it is given; nettoBei() writes the sums alone for netto-brutto's search, with
// what the search reuses in its Suchkontext; bruttoNetto() turns a full payslip into the answer. Each
// concept it calls has its module: the month's values (monat.ts), the part month (teilmonat.ts), the
// one-off with its contributions (einmalzahlung.ts), the refusals (pruefung.ts), the contributions
// (sozialversicherung.ts, uebergangsbereich.ts, minijob.ts, bestandsschutz.ts), other employments
// (mehrfach.ts), the DEÜV keys (meldeschluessel.ts), the pay and benefits (bezuege.ts, bav.ts) and the
// taxes (steuern.ts, pauschal.ts).
import { euro, euroText } from '../../gemeinsam/geld';
import { mitQuellen } from '../../gemeinsam/quellen';
import { ApiFehler } from '../../vertrag/fehler';
import type { Objekt } from '../../vertrag/modell';
import { zitierfelder } from '../werte';
import { altersteilzeitRv } from './altersteilzeit';
import type { BruttoNettoAntwort } from './antwort';
import { type EinmalUmwandlung, einmalUmwandlung, pruefeMinijob } from './bav';
import { bestandsschutzHinweis, geringfuegigAbgaben, pruefeBestandsschutz } from './bestandsschutz';
import { type Bezugsrechnung, type Bezugsspeicher, bezuege } from './bezuege';
import { type Abrechnung, Summen, VolleAbrechnung } from './buchung';
import {
  type Einmalzuordnung,
  einmalArbeitgeberBeitraege,
  einmalBeitraege,
  einmalzahlungBlock,
  postenMitBezug,
  zuordnung,
} from './einmalzahlung';
import { mehrfachBasen, mehrfachHinweis, mehrfachLage, mehrfachMitEinmal, mehrfachUebergang } from './mehrfach';
import { beitragsgruppeBei, gruppeHinweis, kv, personengruppeBei } from './meldeschluessel';
import type { Monat } from './monat';
import { pauschsteuern } from './pauschal';
import type { Personengruppe } from './personengruppe';
import { minijobMitEinmalzahlung, pruefeArt, pruefeJahresarbeitslohn, pruefePersonengruppe } from './pruefung';
import { geringverdienerBeitraege, regulaereBeitraege, umlagen } from './sozialversicherung';
import { lohnsteuerlauf, type Steuerlauf, steuern } from './steuern';
import { type Steuerspeicher, steuerspeicher } from './steuerspeicher';
import { pruefeTeilmonat, svTage, teilmonatBlock, zitiereTeilmonat } from './teilmonat';
import { uebergangsBeitraege } from './uebergangsbereich';

export type Beschaeftigung = BruttoNettoAntwort['beschaeftigung'];

// The kind of employment follows from the regular monthly pay (§ 8 Abs. 1 Nr. 1 SGB IV, § 20 Abs. 2
// SGB IV), in a part month from its pay scaled to a month (teilmonat.ts). A trainee is neither a
// Minijob (§ 7 Abs. 1 Satz 1 Nr. 1 SGB V, § 5 Abs. 2 Satz 3 SGB VI, § 27 Abs. 2 Satz 2 Nr. 1 SGB III:
// no exemption within vocational training) nor in the Übergangsbereich (§ 20 Abs. 2 SGB IV); a
// short-term employment pays no contributions at any pay (§ 8 Abs. 1 Nr. 2 SGB IV): both regular. So is
// a trainee in an außerbetriebliche Einrichtung, assimilated to those employed for their training
// (§ 5 Abs. 4a SGB V, § 1 Satz 1 Nr. 3a SGB VI, § 25 Abs. 1 Satz 2 SGB III).
export function beschaeftigungBei(m: Monat, brutto: number): Beschaeftigung {
  if (m.art === 'azubi' || m.art === 'azubi_ausserbetrieblich' || m.art === 'kurzfristig') return 'regulaer';
  const mehrfach = mehrfachLage(m, brutto);
  if (mehrfach) return mehrfach.art;
  const g = m.artGrenzen();
  return brutto <= g.minijob ? 'minijob' : brutto <= g.uebergangsbereich ? 'uebergangsbereich' : 'regulaer';
}

// The contributions of regular pay by the person's group: a trainee up to the Geringverdienergrenze
// costs the employer every contribution (sozialversicherung.ts).
function beitraegeRegulaer(
  m: Monat,
  a: Abrechnung,
  gruppe: Personengruppe,
  bKv: number,
  bRv: number,
  ohneAv: boolean,
): void {
  if (gruppe === '121') geringverdienerBeitraege(m, a, bKv, bRv);
  else regulaereBeitraege(m, a, bKv, bRv, ohneAv);
}

// A further Minijob beside a main employment pays no AV (mehrfach.ts), by the contributory pay.
const ohneAvBei = (m: Monat, brutto: number): boolean => mehrfachLage(m, brutto)?.ohneAv ?? false;

// In the Übergangsbereich a month whose actual pay with the one-off's contributory cent exceeds the
// upper limit is charged by the general rules on the actual pay (GR RS 2022/11 Ziff. 4.3.3.3).
function ueberObergrenze(m: Monat, art: Beschaeftigung, brutto: number, cent: number): boolean {
  const z = m.e.einmal;
  return z !== null && z.art !== 'entschaedigung' && art === 'uebergangsbereich' && brutto + cent > m.obergrenzeCent();
}

export interface Ergebnis<A extends Abrechnung> {
  a: A;
  brutto: number;
  bezuege: Bezugsrechnung;
  beschaeftigung: Beschaeftigung;
  personengruppe: Personengruppe;
  bemessung: BruttoNettoAntwort['bemessung'];
  // The wage tax run with the one-off's outputs; null in a Minijob.
  lohnsteuer: Steuerlauf | null;
  netto: number;
  einmal: Einmalzuordnung | null;
  // The one-off's part converted into the bAV (bezuege.ts); null: none.
  umgewandelt: EinmalUmwandlung | null;
}

// What netto-brutto's search reuses between the payslips of one request, created once per request
// (suche.ts) and passed to every payslip of it: the fixed part of the pay (bezuege.ts) and the wage
// tax's fixed inputs, PAP runs and proven stretch (steuern.ts), each filled at its first use, so the
// month's values are read in the order the payslip reads them (the answer's quellen follow that
// order). Nothing of a request outlives it.
export interface Suchkontext {
  readonly monat: Monat;
  readonly bezuege: Bezugsspeicher;
  readonly steuer: Steuerspeicher;
}

export const suchkontext = (m: Monat): Suchkontext => ({
  monat: m,
  bezuege: { fest: null },
  steuer: steuerspeicher(),
});

// The employer's social insurance contributions on a contributory regular pay (for the saving of
// § 1a Abs. 1a BetrAVG; Summen.arbeitgeberBeitraege).
function arbeitgeberBeitraege(m: Monat, sv: number): number {
  const t = new Summen();
  const art = beschaeftigungBei(m, sv);
  if (art === 'minijob') geringfuegigAbgaben(m, t, sv);
  else if (art === 'uebergangsbereich')
    uebergangsBeitraege(m, t, mehrfachUebergang(m, sv), sv, { ohneAv: ohneAvBei(m, sv) });
  else {
    const { bKv, bRv } = mehrfachBasen(m, sv);
    beitraegeRegulaer(m, t, personengruppeBei(m, art, sv), bKv, bRv, ohneAvBei(m, sv));
  }
  return t.arbeitgeberBeitraege(m.e.krankenversicherung === 'gesetzlich');
}

// The contributory regular pay of a gross in cent (bezuege.ts), from which the kind of employment
// follows; null where the payslip refuses the gross (a deferred compensation larger than it).
export function svEntgelt(m: Monat, cash: number, k: Suchkontext): number | null {
  try {
    return bezuege(m, new Summen(), cash, (sv) => arbeitgeberBeitraege(m, sv), k.bezuege).sv;
  } catch (e) {
    if (e instanceof ApiFehler) return null;
    throw e;
  }
}

// The month's payslip for a gross pay in cent, written through a (the sums alone, or every line:
// buchung.ts); k: the search's context, null for a payslip of its own. The kind of employment and the
// contributions follow from the contributory regular pay (brutto with the benefits in kind, less the
// contribution-free deferred compensation: bezuege.ts), the wage tax from the taxable pay.
export function abrechne<A extends Abrechnung>(m: Monat, cash: number, a: A, k: Suchkontext | null): Ergebnis<A> {
  if (k && k.monat !== m) throw new Error('abrechne: der Suchkontext gehört zu einem anderen Monat');
  const r = bezuege(m, a, cash, (sv) => arbeitgeberBeitraege(m, sv), k?.bezuege ?? null);
  const brutto = r.sv;
  const art = beschaeftigungBei(m, brutto);
  const gruppe = personengruppeBei(m, art, brutto);
  pruefeArt(m, art);
  pruefeBestandsschutz(m);
  bestandsschutzHinweis(m, a, art === 'minijob', brutto);
  pruefePersonengruppe(m, art, gruppe, a);
  pruefeTeilmonat(m, art);
  zitiereTeilmonat(m, a);
  const G = m.untergrenze();
  const OG = m.obergrenze();
  a.zitiere(G);
  a.schritt('Geringfügigkeitsgrenze', G.wert);
  a.schritt('Obergrenze des Übergangsbereichs', OG.wert);
  a.schritt('Beschäftigung', art);
  const mehrfach = mehrfachLage(m, brutto);
  if (mehrfach) a.hinweis(mehrfachHinweis(m, mehrfach, brutto));
  // A further Minijob beside a main employment pays no AV (mehrfach.ts).
  const ohneAv = mehrfach?.ohneAv ?? false;

  let lohnsteuer: Steuerlauf | null = null;
  let bemessung: BruttoNettoAntwort['bemessung'];
  const z = m.e.einmal;
  let einmal: Einmalzuordnung | null = null;
  let umgewandelt: EinmalUmwandlung | null = null;
  if (art === 'minijob') {
    if (z) throw minijobMitEinmalzahlung(m);
    pruefeMinijob(m);
    const b = euro(brutto);
    // The Bestandsschutz of § 134 SGB IV (bestandsschutz.ts): KV, PV and AV from its base, RV, the
    // flat tax and the levies from the pay.
    const ub = geringfuegigAbgaben(m, a, brutto);
    const g = ub ? euro(ub.gesamt) : b;
    bemessung = {
      lohnsteuer: null,
      kv_pv: g,
      rv_av: b,
      umlagen: b,
      uebergangsbereich_gesamt: ub ? g : null,
      uebergangsbereich_arbeitnehmer: null,
    };
  } else {
    a.zitiere(OG);
    // With other employments the ceilings are shared in proportion to the pays (mehrfach.ts).
    const { bKv, bRv } = mehrfachBasen(m, brutto);
    let umlagebasis = bRv;
    if (z && mehrfach) mehrfachMitEinmal(a, mehrfach, art, brutto);
    // A one-off converted in part into the bAV (bav.ts): its contributory and taxable amounts are what
    // the yearly rooms leave of it; the subsidy's cap is the employer's saving on the one-off.
    if (z && z.umwandlung > 0)
      umgewandelt = einmalUmwandlung(m, a, r.bav?.rest ?? null, (frei) => {
        const imUebergang = (cent: number) => art === 'uebergangsbereich' && !ueberObergrenze(m, art, brutto, cent);
        const ag = (cent: number) =>
          einmalArbeitgeberBeitraege(m, z, cent, brutto, bKv, bRv, imUebergang(cent), ohneAv);
        return ag(z.cent) - ag(z.cent - frei);
      });
    const svEinmal = z && umgewandelt ? { ...z, cent: umgewandelt.sv } : z;
    if (svEinmal) einmal = zuordnung(m, a, svEinmal, brutto, bKv, bRv);
    const ueber = ueberObergrenze(m, art, brutto, svEinmal?.cent ?? 0);
    if (ueber)
      a.hinweis(
        `brutto und einmalzahlung übersteigen zusammen die Obergrenze des Übergangsbereichs (${OG.wert} Euro): ` +
          'der Monat ist nach den allgemeinen Regeln auf das tatsächliche Entgelt gerechnet (GR RS 2022/11).',
      );
    if (art === 'uebergangsbereich' && !ueber) {
      const F = m.faktorF();
      a.zitiere(F);
      const ub = mehrfachUebergang(m, brutto);
      a.schritt('Faktor F', F.wert);
      a.schritt('Beitragspflichtige Einnahme nach § 20 Abs. 2a Satz 1 SGB IV', euro(ub.gesamt));
      // Until 2022-09 the employee's share had no base of its own (the employer's half on the pay).
      const alt = m.agAusArbeitsentgelt();
      a.zitiere(m.uebergangsVerfahren());
      if (!alt) a.schritt('Beitragspflichtige Einnahme nach § 20 Abs. 2a Satz 6 SGB IV', euro(ub.arbeitnehmer));
      const g = euro(ub.gesamt);
      bemessung = {
        lohnsteuer: euro(r.steuer),
        kv_pv: g,
        rv_av: g,
        umlagen: g,
        uebergangsbereich_gesamt: g,
        uebergangsbereich_arbeitnehmer: alt ? null : euro(ub.arbeitnehmer),
      };
      umlagebasis = ub.gesamt;
      uebergangsBeitraege(m, a, ub, brutto, { ohneAv });
    } else {
      a.zitiere(m.bbgKv());
      a.zitiere(m.bbgRv());
      bemessung = {
        lohnsteuer: euro(r.steuer),
        kv_pv: euro(bKv),
        rv_av: euro(bRv),
        umlagen: euro(bRv),
        uebergangsbereich_gesamt: null,
        uebergangsbereich_arbeitnehmer: null,
      };
      beitraegeRegulaer(m, a, gruppe, bKv, bRv, ohneAv);
      // The employer's additional pension contributions of an Altersteilzeit (altersteilzeit.ts): no
      // contribution the deferred compensation saves, so outside beitraegeRegulaer.
      altersteilzeitRv(m, a, bRv);
    }
    umlagen(m, a, umlagebasis);
    if (einmal) einmalBeitraege(m, a, einmal, brutto, bKv, bRv, art === 'uebergangsbereich' && !ueber, ohneAv);
    lohnsteuer = steuern(m, a, r.steuer, k?.steuer ?? null, umgewandelt?.steuer ?? null);
  }
  // The employer's flat tax on the extras of § 40 Abs. 2 EStG (pauschal.ts): no deduction of the
  // employee, so the net does not depend on it.
  pauschsteuern(m, a);
  // A privately insured employee receives the subsidy with the pay (tax-free, § 3 Nr. 62 EStG) and
  // pays the premium himself.
  const zuschuss = m.e.krankenversicherung === 'privat' ? a.arbeitgeber.kv + a.arbeitgeber.pv : 0;
  // The deferred compensation goes to the pension vehicle; benefits in kind are not paid out.
  const netto =
    cash +
    r.zusaetzlich -
    r.umwandlung +
    (z?.cent ?? 0) -
    (umgewandelt?.umwandlung ?? 0) -
    a.summe('arbeitnehmer') +
    zuschuss;
  return {
    a,
    brutto: cash,
    bezuege: r,
    beschaeftigung: art,
    personengruppe: gruppe,
    bemessung,
    lohnsteuer,
    netto,
    einmal,
    umgewandelt,
  };
}

// The answer of a full payslip; basis is the precomputed answer of brutto-netto for the month.
export function bruttoNetto(m: Monat, brutto: number, basis: Objekt): BruttoNettoAntwort {
  const {
    a,
    bezuege: r,
    beschaeftigung,
    personengruppe,
    bemessung,
    lohnsteuer: lauf,
    netto,
    einmal,
    umgewandelt,
  } = abrechne(m, brutto, new VolleAbrechnung(String(basis.datenstand)), null);
  pruefeJahresarbeitslohn(m, r.steuer);
  const lohnsteuer = lauf && lohnsteuerlauf(lauf);
  const e = m.e;
  const an = a.arbeitnehmer;
  const ag = a.arbeitgeber;
  const agSumme = a.summe('arbeitgeber');
  const hinweise = [...m.hinweise, ...a.hinweise];
  // A Minijob has no subsidy (arbeitgeber.kv and pv are 0): § 257 Abs. 2 SGB V and § 61 Abs. 2 SGB XI
  // concern employees above the Jahresarbeitsentgeltgrenze or exempted, not the marginally employed,
  // who are free of compulsory insurance by § 7 SGB V.
  const anders = gruppeHinweis(m, personengruppe);
  if (anders) hinweise.push(anders);
  if (e.krankenversicherung === 'privat' && beschaeftigung !== 'minijob' && kv(personengruppe))
    hinweise.push(
      'arbeitgeber.kv und arbeitgeber.pv sind die steuerfreien Zuschüsse zur privaten Kranken- und ' +
        'Pflegeversicherung; netto enthält sie, den Beitrag zahlt der Beschäftigte selbst.',
    );
  // The cash pay does not cover the deductions (a deferred compensation of the whole pay, a large
  // employer contribution or benefit in kind): the employee owes the shortfall of the wage tax to the
  // employer, who otherwise withholds it from other pay or reports it to the tax office, which then
  // claims it from the employee (§ 38 Abs. 4 Satz 1 to 3 EStG).
  if (netto < 0)
    hinweise.push(
      `netto ist negativ (${euroText(netto)} Euro): der ausgezahlte Barlohn deckt die Abzüge nicht. Den ` +
        'Fehlbetrag der Lohnsteuer hat der Beschäftigte dem Arbeitgeber zur Verfügung zu stellen, oder der ' +
        'Arbeitgeber behält ihn von anderen Bezügen ein; geht beides nicht, zeigt der Arbeitgeber es dem ' +
        'Betriebsstättenfinanzamt an, das die Lohnsteuer beim Beschäftigten nachfordert (§ 38 Abs. 4 EStG).',
    );
  // § 39f Abs. 1 Satz 2 EStG cuts Y : X to three decimals: 0.000 is a factor the tax office forms
  // when the splitting tax is below a thousandth of the class IV taxes, unusual but lawful.
  if (e.bezuege.faktor === 0)
    hinweise.push(
      'faktor=0: die Lohnsteuer des Faktorverfahrens ist 0; das Finanzamt bildet diesen Faktor nur, wenn die ' +
        'Einkommensteuer beider nach dem Splittingverfahren unter einem Tausendstel der Lohnsteuer beider in ' +
        'Steuerklasse IV liegt (§ 39f Abs. 1 Satz 2 EStG). Bitte den Faktor der ELStAM prüfen.',
    );
  const z = zitierfelder(basis);
  return {
    datensatz: 'brutto-netto',
    datum: e.tag,
    monat: e.monat,
    brutto: euro(brutto),
    beschaeftigung,
    personengruppe,
    beitragsgruppe: beitragsgruppeBei(m, personengruppe, beschaeftigung, r.sv, ohneAvBei(m, r.sv)),
    eingaben: {
      steuerklasse: e.steuerklasse,
      kinderfreibetraege: e.kinderfreibetraege,
      kirchensteuer: e.kirchensteuer,
      land: e.land,
      rechtskreis: e.rechtskreis ?? m.rechtskreis(),
      krankenversicherung: e.krankenversicherung,
      zusatzbeitrag:
        e.krankenversicherung === 'gesetzlich' && beschaeftigung !== 'minijob' ? m.zusatzbeitrag().wert : null,
      pkv_beitrag: e.pkvCent === null ? null : euro(e.pkvCent),
      ppv_beitrag: e.ppvCent === null ? null : euro(e.ppvCent),
      kinder: e.kinder,
      kinder_unter_25: e.kinder_unter_25,
      geburtsjahr: e.geburtsjahr,
      geburtsdatum: e.geburtsdatum,
      rentenversicherung: e.rentenversicherung,
      u1_satz: e.u1_satz,
      u2_satz: e.u2_satz,
      freibetrag: euro(e.bezuege.freibetrag),
      hinzurechnung: euro(e.bezuege.hinzurechnung),
      faktor: e.bezuege.faktor,
      entgeltumwandlung: euro(r.umwandlung),
      bav_arbeitgeberzuschuss: euro(r.zuschuss),
      geldwerter_vorteil: euro(e.bezuege.geldwerterVorteil),
      sachbezug: euro(e.bezuege.sachbezug),
      sv_tage: svTage(m),
      teillohnzahlungszeitraum: Boolean(e.teil?.lohnsteuerTage),
    },
    arbeitnehmer: {
      lohnsteuer: euro(an.lohnsteuer),
      solidaritaetszuschlag: euro(an.solidaritaetszuschlag),
      kirchensteuer: euro(an.kirchensteuer),
      kv: euro(an.kv),
      kv_zusatzbeitrag: euro(an.kv_zusatzbeitrag),
      pv: euro(an.pv),
      rv: euro(an.rv),
      av: euro(an.av),
      netto: euro(netto),
    },
    arbeitgeber: {
      kv: euro(ag.kv),
      kv_zusatzbeitrag: euro(ag.kv_zusatzbeitrag),
      pv: euro(ag.pv),
      rv: euro(ag.rv),
      av: euro(ag.av),
      u1: euro(ag.u1),
      u2: euro(ag.u2),
      insolvenzgeldumlage: euro(ag.insolvenzgeldumlage),
      pauschsteuer: euro(ag.pauschsteuer),
      summe: euro(agSumme),
      // The employer's contribution to the pension vehicle is a cost; the benefits in kind cost what
      // the employer paid for them, which the payslip does not know.
      gesamtkosten: euro(
        brutto + r.zusaetzlich + (e.einmal?.cent ?? 0) + r.zuschuss + (umgewandelt?.zuschuss ?? 0) + agSumme,
      ),
    },
    bemessung,
    lohnsteuer,
    posten: e.einmal ? postenMitBezug(a.posten) : a.posten,
    ...(e.teil ? { teilmonat: teilmonatBlock(m, e.teil, r.sv, lohnsteuer) } : {}),
    ...(e.einmal ? { einmalzahlung: einmalzahlungBlock(m, r, einmal, lauf?.sonstigerBezug ?? null, umgewandelt) } : {}),
    ...z,
    quellen: mitQuellen(z.quellen, a.quellen.values()),
    hinweise: [...hinweise, ...z.hinweise],
    ...(e.protokoll ? { protokoll: a.protokoll } : {}),
  };
}

// The net of a gross the payslip refuses, below every target.
export const KEIN_NETTO = -1e12;

// The net pay alone, for netto-brutto's search, with the request's context k (a fresh one if none is
// given: the same net, only slower). A gross the payslip refuses only for the deferred compensation
// (less pay than converted, or a Minijob) lies below every gross it computes for these inputs: it
// reaches no net; a finite floor keeps the search's interpolation finite.
export function nettoBei(m: Monat, brutto: number, k: Suchkontext = suchkontext(m)): number {
  try {
    return abrechne(m, brutto, new Summen(), k).netto;
  } catch (e) {
    const p = e instanceof ApiFehler ? e.zusatz.parameter : undefined;
    if (p === 'entgeltumwandlung' || p === 'bav_arbeitgeberzuschuss') return KEIN_NETTO;
    // A part month the payslip refuses (pruefeTeilmonat: a Minijob below the pension minimum base, a
    // one-off in the Übergangsbereich): skipped like a gross without a net; suche.ts refuses a target
    // that only such a gross could reach.
    if (p === 'sv_tage') return KEIN_NETTO;
    throw e;
  }
}
