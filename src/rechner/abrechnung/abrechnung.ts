// The payslip of one month's regular pay: the kind of employment from the gross pay, the
// contributions of that kind, the levies, the taxes, and the net pay. abrechne() writes the sums (lean
// for netto-brutto's search); bruttoNetto() turns a full payslip into the answer.
import { euro } from '../../gemeinsam/geld';
import { mitQuellen } from '../../gemeinsam/quellen';
import { ApiFehler } from '../../vertrag/fehler';
import type { Objekt } from '../../vertrag/modell';
import type { Bezug } from '../../vertrag/modul';
import type { Anfrageparameter } from '../../vertrag/parameter';
import { zitierfelder } from '../werte';
import type { BruttoNettoAntwort } from './antwort';
import { Abrechnung } from './buchung';
import { minijobAbgaben } from './minijob';
import { type Gebraucht, Monat } from './monat';
import { centParameter, eingabe } from './parameter';
import { regulaereBeitraege, uebergangsBeitraege, uebergangsbereich, umlagen } from './sozialversicherung';
import { type Lohnsteuerlauf, steuern } from './steuern';

export type Beschaeftigung = BruttoNettoAntwort['beschaeftigung'];

// The person and month of a request and its amount (brutto or netto) in cent.
export function anfrage(
  p: Anfrageparameter,
  heute: string,
  bezug: Bezug<Gebraucht>,
  betrag: 'brutto' | 'netto',
): { monat: Monat; betrag: number } {
  const cent = centParameter(p, betrag);
  if (cent === null) throw new ApiFehler('parameter_fehlt', `${betrag} fehlt.`, { parameter: betrag });
  return { monat: new Monat(eingabe(p, heute), bezug), betrag: cent };
}

// The kind of employment follows from the pay alone (§ 8 Abs. 1 Nr. 1 SGB IV, § 20 Abs. 2 SGB IV).
export function beschaeftigungBei(m: Monat, brutto: number): Beschaeftigung {
  return brutto <= m.untergrenzeCent() ? 'minijob' : brutto <= m.obergrenzeCent() ? 'uebergangsbereich' : 'regulaer';
}

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

// What the payslip cannot compute for this person in this kind of employment: § 6 Abs. 1b SGB VI
// exempts only a Minijob; the subsidy of a privately insured employee in the Übergangsbereich and the
// Land rule of § 58 Abs. 3 SGB XI there are not settled (docs/ENTSCHEIDUNGEN.md).
export function pruefeArt(m: Monat, art: Beschaeftigung): void {
  if (m.e.rentenversicherung === 'befreit' && art !== 'minijob')
    throw fehler(
      'rentenversicherung',
      `rentenversicherung=befreit gilt nur für einen Minijob (brutto bis ${m.untergrenze().wert} Euro, ` +
        '§ 6 Abs. 1b SGB VI).',
    );
  if (art !== 'uebergangsbereich') return;
  if (m.e.krankenversicherung === 'privat')
    throw fehler(
      'krankenversicherung',
      'krankenversicherung=privat rechnet der Rechner nur für einen Minijob oder ein brutto über ' +
        `${m.obergrenze().wert} Euro; den Beitragszuschuss im Übergangsbereich regelt er nicht.`,
    );
  if (m.pflegesatz().landesregel)
    throw new ApiFehler(
      'kein_wert',
      `Für Beschäftigte in ${m.e.land} im Übergangsbereich ist nicht belegt, wie der Pflegeversicherungsbeitrag ` +
        'verteilt wird (§ 58 Abs. 3 Satz 3 SGB XI verweist auf eine entfallene Vorschrift); der Rechner gibt ' +
        'dafür keinen Wert aus.',
      { parameter: 'land' },
    );
}

export interface Ergebnis {
  a: Abrechnung;
  brutto: number;
  beschaeftigung: Beschaeftigung;
  bemessung: BruttoNettoAntwort['bemessung'];
  lohnsteuer: Lohnsteuerlauf | null;
  netto: number;
}

// The month's sums for a gross pay in cent; lean: no lines, steps or hints.
export function abrechne(m: Monat, brutto: number, schlank: boolean, datenstand: string): Ergebnis {
  const a = new Abrechnung(schlank, datenstand);
  const art = beschaeftigungBei(m, brutto);
  pruefeArt(m, art);
  const G = m.untergrenze();
  const OG = m.obergrenze();
  a.zitiere(G);
  a.schritt('Geringfügigkeitsgrenze', G.wert);
  a.schritt('Obergrenze des Übergangsbereichs', OG.wert);
  a.schritt('Beschäftigung', art);

  let lohnsteuer: Lohnsteuerlauf | null = null;
  let bemessung: BruttoNettoAntwort['bemessung'];
  if (art === 'minijob') {
    const b = euro(brutto);
    bemessung = {
      kv_pv: b,
      rv_av: b,
      umlagen: b,
      uebergangsbereich_gesamt: null,
      uebergangsbereich_arbeitnehmer: null,
    };
    minijobAbgaben(m, a, brutto);
  } else {
    a.zitiere(OG);
    const bKv = Math.min(brutto, m.bbgKvCent());
    const bRv = Math.min(brutto, m.bbgRvCent());
    let umlagebasis = bRv;
    if (art === 'uebergangsbereich') {
      const F = m.faktorF();
      a.zitiere(F);
      const ub = uebergangsbereich(brutto, m.untergrenzeCent(), m.obergrenzeCent(), F.satz);
      a.schritt('Faktor F', F.wert);
      a.schritt('Beitragspflichtige Einnahme nach § 20 Abs. 2a Satz 1 SGB IV', euro(ub.gesamt));
      a.schritt('Beitragspflichtige Einnahme nach § 20 Abs. 2a Satz 6 SGB IV', euro(ub.arbeitnehmer));
      const g = euro(ub.gesamt);
      bemessung = {
        kv_pv: g,
        rv_av: g,
        umlagen: g,
        uebergangsbereich_gesamt: g,
        uebergangsbereich_arbeitnehmer: euro(ub.arbeitnehmer),
      };
      umlagebasis = ub.gesamt;
      uebergangsBeitraege(m, a, ub);
    } else {
      a.zitiere(m.bbgKv());
      a.zitiere(m.bbgRv());
      bemessung = {
        kv_pv: euro(bKv),
        rv_av: euro(bRv),
        umlagen: euro(bRv),
        uebergangsbereich_gesamt: null,
        uebergangsbereich_arbeitnehmer: null,
      };
      regulaereBeitraege(m, a, bKv, bRv);
    }
    umlagen(m, a, umlagebasis);
    lohnsteuer = steuern(m, a, brutto);
  }
  // A privately insured employee receives the subsidy with the pay (tax-free, § 3 Nr. 62 EStG) and
  // pays the premium himself.
  const zuschuss = m.e.krankenversicherung === 'privat' ? a.arbeitgeber.kv + a.arbeitgeber.pv : 0;
  const netto = brutto - a.summe('arbeitnehmer') + zuschuss;
  return { a, brutto, beschaeftigung: art, bemessung, lohnsteuer, netto };
}

// The answer of a full payslip; basis is the precomputed answer of brutto-netto for the month.
export function bruttoNetto(m: Monat, brutto: number, basis: Objekt): BruttoNettoAntwort {
  const { a, beschaeftigung, bemessung, lohnsteuer, netto } = abrechne(m, brutto, false, String(basis.datenstand));
  const e = m.e;
  const an = a.arbeitnehmer;
  const ag = a.arbeitgeber;
  const agSumme = a.summe('arbeitgeber');
  const hinweise = [...m.hinweise, ...a.hinweise];
  if (e.krankenversicherung === 'privat')
    hinweise.push(
      'arbeitgeber.kv und arbeitgeber.pv sind die steuerfreien Zuschüsse zur privaten Kranken- und ' +
        'Pflegeversicherung; netto enthält sie, den Beitrag zahlt der Beschäftigte selbst.',
    );
  const z = zitierfelder(basis);
  return {
    datensatz: 'brutto-netto',
    datum: e.tag,
    monat: e.monat,
    brutto: euro(brutto),
    beschaeftigung,
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
      gesamtkosten: euro(brutto + agSumme),
    },
    bemessung,
    lohnsteuer,
    posten: a.posten,
    ...z,
    quellen: mitQuellen(z.quellen, a.quellen.values()),
    hinweise: [...hinweise, ...z.hinweise],
    ...(e.protokoll ? { protokoll: a.protokoll } : {}),
  };
}

// The net pay alone, for netto-brutto's search.
export const nettoBei = (m: Monat, brutto: number): number => abrechne(m, brutto, true, '').netto;
