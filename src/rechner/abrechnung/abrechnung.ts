// The payslip of one month's regular pay: the kind of employment from the gross pay, the
// contributions of that kind, the levies, the taxes, and the net pay. abrechne() writes a payslip
// through the writer it is given; nettoBei() writes the sums alone for netto-brutto's search, with
// what the search reuses in its Suchkontext; bruttoNetto() turns a full payslip into the answer.
import { cent, euro } from '../../gemeinsam/geld';
import { mitQuellen } from '../../gemeinsam/quellen';
import { ApiFehler } from '../../vertrag/fehler';
import type { Objekt } from '../../vertrag/modell';
import type { Bezug } from '../../vertrag/modul';
import type { Anfrageparameter } from '../../vertrag/parameter';
import { zitierfelder } from '../werte';
import type { BruttoNettoAntwort } from './antwort';
import { type Bezugsrechnung, type Bezugsspeicher, bezuege, pruefeMinijob } from './bezuege';
import { type Abrechnung, Summen, VolleAbrechnung } from './buchung';
import type { Teilmonat } from './eingabe';
import { bucheDifferenz, type Einmalzuordnung, type Jahresraum, pruefeEinmal, zuordnung } from './einmalzahlung';
import { minijobAbgaben } from './minijob';
import { type Gebraucht, Monat } from './monat';
import { centParameter, eingabe } from './parameter';
import {
  insolvenzgeldumlage,
  regulaereBeitraege,
  type Uebergang,
  uebergangsBeitraege,
  uebergangsbereich,
  umlagen,
} from './sozialversicherung';
import {
  type Lohnsteuerlauf,
  lohnsteuerlauf,
  type SonstigerBezugLauf,
  type Steuerlauf,
  type Steuerspeicher,
  steuern,
  steuerspeicher,
} from './steuern';

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
  const monat = new Monat(eingabe(p, heute), bezug);
  pruefeEinmal(monat);
  return { monat, betrag: cent };
}

// The kind of employment follows from the regular monthly pay (§ 8 Abs. 1 Nr. 1 SGB IV, § 20 Abs. 2
// SGB IV), in a part month from its pay scaled to a month (Monat.artGrenzen).
function beschaeftigungBei(m: Monat, brutto: number): Beschaeftigung {
  const g = m.artGrenzen();
  return brutto <= g.minijob ? 'minijob' : brutto <= g.uebergangsbereich ? 'uebergangsbereich' : 'regulaer';
}

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

// The bases of the Übergangsbereich for a contributory pay, in a part month for its SV days
// (sozialversicherung.ts).
function uebergang(m: Monat, ae: number): Uebergang {
  const t = m.e.teil?.svTage;
  const teil = t === undefined ? undefined : { tage: t, voll: m.svTageMonat().wert };
  return uebergangsbereich(ae, m.untergrenzeCent(), m.obergrenzeCent(), m.faktorF().satz, teil);
}

// A Minijob with compulsory pension insurance below the minimum base in a part month: no source read
// here says whether the minimum base of § 163 Abs. 8 SGB VI is reduced for its SV days; nor how a
// one-off in the Übergangsbereich is scaled (docs/ENTSCHEIDUNGEN.md, "Teilmonate"). The other
// combinations a part month refuses are in parameter.ts.
function pruefeTeilmonat(m: Monat, art: Beschaeftigung, sv: number): void {
  const t = m.e.teil;
  // A one-off in the Übergangsbereich: whether it is scaled to a month with the part pay is not read.
  if (t && m.e.einmal && art === 'uebergangsbereich')
    throw fehler(
      'sv_tage',
      `Im Teilmonat (sv_tage=${t.svTage}) rechnet der Rechner eine Einmalzahlung im Übergangsbereich nicht.`,
    );
  if (!t || art !== 'minijob' || m.e.rentenversicherung !== 'pflichtig' || sv === 0) return;
  const mindest = m.minijob().rvMindestbemessung;
  if (sv < cent(mindest.wert))
    throw fehler(
      'sv_tage',
      `Im Teilmonat (sv_tage=${t.svTage}) rechnet der Rechner einen rentenversicherungspflichtigen Minijob mit ` +
        `brutto unter der Mindestbeitragsbemessungsgrundlage (${mindest.wert} Euro) nicht: ob sie für die SV-Tage ` +
        'gekürzt wird, ist nicht belegt. Mit rentenversicherung=befreit oder brutto ab dieser Grenze wird gerechnet.',
    );
}

// What the payslip cannot compute for this person in this kind of employment: § 6 Abs. 1b SGB VI
// exempts only a Minijob; the subsidy of a privately insured employee in the Übergangsbereich is not
// settled (docs/ENTSCHEIDUNGEN.md).
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
}

export interface Ergebnis<A extends Abrechnung> {
  a: A;
  brutto: number;
  bezuege: Bezugsrechnung;
  beschaeftigung: Beschaeftigung;
  bemessung: BruttoNettoAntwort['bemessung'];
  // The wage tax run with the one-off's outputs; null in a Minijob.
  lohnsteuer: Steuerlauf | null;
  netto: number;
  einmal: Einmalzuordnung | null;
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

// A Minijob with a one-off: whether the job stays marginal depends on the regular pay over the year,
// to which a one-off counts only when it is contractually due (§ 8 Abs. 1 Nr. 1 SGB IV,
// Geringfügigkeits-Richtlinien); the parameters say neither, so the payslip refuses it
// (docs/ENTSCHEIDUNGEN.md).
function minijobMitEinmalzahlung(m: Monat): ApiFehler {
  return fehler(
    'einmalzahlung',
    `Mit brutto bis ${m.untergrenze().wert} Euro (Minijob) rechnet der Rechner keine Einmalzahlung: ob die ` +
      'Beschäftigung geringfügig bleibt, hängt davon ab, ob die Einmalzahlung vertraglich geschuldet ist und ' +
      'welche Einmalzahlungen im Jahr noch folgen (regelmäßiges Arbeitsentgelt, § 8 Abs. 1 Nr. 1 SGB IV); ' +
      'das sagen die Parameter nicht.',
  );
}

// The employer's social insurance contributions on a contributory regular pay (for the saving of
// § 1a Abs. 1a BetrAVG): the branches' employer shares, without the levies and without the subsidy
// of a privately insured employee, which are no contributions.
function arbeitgeberBeitraege(m: Monat, sv: number): number {
  const t = new Summen();
  const art = beschaeftigungBei(m, sv);
  if (art === 'minijob') minijobAbgaben(m, t, sv);
  else if (art === 'uebergangsbereich') uebergangsBeitraege(m, t, uebergang(m, sv), sv);
  else regulaereBeitraege(m, t, Math.min(sv, m.bbgKvCent()), Math.min(sv, m.bbgRvCent()));
  const ag = t.arbeitgeber;
  return ag.rv + ag.av + (m.e.krankenversicherung === 'gesetzlich' ? ag.kv + ag.kv_zusatzbeitrag + ag.pv : 0);
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
  pruefeArt(m, art);
  pruefeTeilmonat(m, art, brutto);
  if (m.e.teil) for (const w of [m.svTageMonat(), m.svTageJahr()]) a.zitiere(w);
  const G = m.untergrenze();
  const OG = m.obergrenze();
  a.zitiere(G);
  a.schritt('Geringfügigkeitsgrenze', G.wert);
  a.schritt('Obergrenze des Übergangsbereichs', OG.wert);
  a.schritt('Beschäftigung', art);

  let lohnsteuer: Steuerlauf | null = null;
  let bemessung: BruttoNettoAntwort['bemessung'];
  const z = m.e.einmal;
  let einmal: Einmalzuordnung | null = null;
  if (art === 'minijob') {
    if (z) throw minijobMitEinmalzahlung(m);
    pruefeMinijob(m);
    const b = euro(brutto);
    bemessung = {
      lohnsteuer: null,
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
    if (z) {
      einmal = zuordnung(m, z, brutto, bKv, bRv);
      // The values the one-off read, cited (the ceilings of this year are cited below).
      for (const w of [m.svTageMonat(), m.svTageJahr(), m.maerzklauselBis()]) a.zitiere(w);
      if (einmal.vorjahr) for (const w of [einmal.vorjahr.monat.bbgKv(), einmal.vorjahr.monat.bbgRv()]) a.zitiere(w);
    }
    // In the Übergangsbereich a month whose actual pay with the one-off exceeds the upper limit is
    // charged by the general rules on the actual pay (GR RS 2022/11 Ziff. 4.3.3.3).
    const ueber =
      z !== null && z.art !== 'entschaedigung' && art === 'uebergangsbereich' && brutto + z.cent > m.obergrenzeCent();
    if (ueber)
      a.hinweis(
        `brutto und einmalzahlung übersteigen zusammen die Obergrenze des Übergangsbereichs (${OG.wert} Euro): ` +
          'der Monat ist nach den allgemeinen Regeln auf das tatsächliche Entgelt gerechnet (GR RS 2022/11).',
      );
    if (art === 'uebergangsbereich' && !ueber) {
      const F = m.faktorF();
      a.zitiere(F);
      const ub = uebergang(m, brutto);
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
      uebergangsBeitraege(m, a, ub, brutto);
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
      regulaereBeitraege(m, a, bKv, bRv);
    }
    umlagen(m, a, umlagebasis);
    if (einmal) einmalBeitraege(m, a, einmal, brutto, bKv, bRv, art === 'uebergangsbereich' && !ueber);
    lohnsteuer = steuern(m, a, r.steuer, k?.steuer ?? null);
  }
  // A privately insured employee receives the subsidy with the pay (tax-free, § 3 Nr. 62 EStG) and
  // pays the premium himself.
  const zuschuss = m.e.krankenversicherung === 'privat' ? a.arbeitgeber.kv + a.arbeitgeber.pv : 0;
  // The deferred compensation goes to the pension vehicle; benefits in kind are not paid out.
  const netto = cash + r.zusaetzlich - r.umwandlung + (z?.cent ?? 0) - a.summe('arbeitnehmer') + zuschuss;
  return { a, brutto: cash, bezuege: r, beschaeftigung: art, bemessung, lohnsteuer, netto, einmal };
}

// The contributions on the one-off's contributory part: in this month, the month with it less the
// month without it (one rounding per branch and month, § 1 Abs. 2 BVV); under the Märzklausel in the
// previous year's last month at its rates, alone. U1 and U2 are not levied on a one-off (§ 7 Abs. 2
// Satz 2 AAG), the Insolvenzgeldumlage is: its base is the pay the pension contributions are charged
// on (§ 358 Abs. 2 Satz 1 SGB III).
function einmalBeitraege(
  m: Monat,
  a: Abrechnung,
  z: Einmalzuordnung,
  brutto: number,
  bKv: number,
  bRv: number,
  imUebergang: boolean,
): void {
  if (z.kv === 0 && z.rv === 0) return;
  if (imUebergang) {
    // Below the upper limit the formula takes the month's whole pay (GR RS 2022/11 Ziff. 4.3.5); far
    // below the ceilings, so the one-off is contributory in full in both branch groups.
    const cent = m.e.einmal?.cent ?? 0;
    if (z.zugeordnet === 'vorjahr' || z.kv !== cent || z.rv !== cent)
      throw new ApiFehler(
        'kein_wert',
        'Eine Einmalzahlung im Übergangsbereich, die nicht voll beitragspflichtig ist oder dem Vorjahr zugeordnet ' +
          'wird, rechnet der Rechner nicht.',
        { parameter: 'einmalzahlung' },
      );
    bucheDifferenz(
      a,
      (t) => {
        const ub = uebergang(m, brutto + z.kv);
        uebergangsBeitraege(m, t, ub, brutto + z.kv);
        insolvenzgeldumlage(m, t, ub.gesamt);
      },
      (t) => {
        const ub = uebergang(m, brutto);
        uebergangsBeitraege(m, t, ub, brutto);
        insolvenzgeldumlage(m, t, ub.gesamt);
      },
      '',
    );
    return;
  }
  if (z.vorjahr) {
    const v = z.vorjahr.monat;
    // The subsidy of a privately insured employee is a month's, capped by the month's premium; the
    // one-off in the previous year does not add to it.
    const kv = m.e.krankenversicherung === 'gesetzlich' ? z.kv : 0;
    bucheDifferenz(
      a,
      (t) => {
        regulaereBeitraege(v, t, kv, z.rv);
        insolvenzgeldumlage(v, t, z.rv);
      },
      null,
      ` (Vorjahr, ${v.e.monat})`,
    );
    return;
  }
  bucheDifferenz(
    a,
    (t) => {
      regulaereBeitraege(m, t, bKv + z.kv, bRv + z.rv);
      insolvenzgeldumlage(m, t, bRv + z.rv);
    },
    (t) => {
      regulaereBeitraege(m, t, bKv, bRv);
      insolvenzgeldumlage(m, t, bRv);
    },
    '',
  );
}

// The answer of a full payslip; basis is the precomputed answer of brutto-netto for the month.
export function bruttoNetto(m: Monat, brutto: number, basis: Objekt): BruttoNettoAntwort {
  const {
    a,
    bezuege: r,
    beschaeftigung,
    bemessung,
    lohnsteuer: lauf,
    netto,
    einmal,
  } = abrechne(m, brutto, new VolleAbrechnung(String(basis.datenstand)), null);
  const lohnsteuer = lauf && lohnsteuerlauf(lauf);
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
      freibetrag: euro(e.bezuege.freibetrag),
      hinzurechnung: euro(e.bezuege.hinzurechnung),
      faktor: e.bezuege.faktor,
      entgeltumwandlung: euro(r.umwandlung),
      bav_arbeitgeberzuschuss: euro(r.zuschuss),
      geldwerter_vorteil: euro(e.bezuege.geldwerterVorteil),
      sachbezug: euro(e.bezuege.sachbezug),
      sv_tage: e.teil?.svTage ?? 30,
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
      gesamtkosten: euro(brutto + r.zusaetzlich + (e.einmal?.cent ?? 0) + r.zuschuss + agSumme),
    },
    bemessung,
    lohnsteuer,
    posten: e.einmal
      ? a.posten.map((p) => ({
          ...p,
          bezug: p.id.endsWith('_einmal') ? ('einmalzahlung' as const) : ('laufend' as const),
        }))
      : a.posten,
    ...(e.teil ? { teilmonat: teilmonatBlock(m, e.teil, r, lohnsteuer) } : {}),
    ...(e.einmal ? { einmalzahlung: einmalzahlungBlock(m, r, einmal, lauf?.sonstigerBezug ?? null) } : {}),
    ...z,
    quellen: mitQuellen(z.quellen, a.quellen.values()),
    hinweise: [...hinweise, ...z.hinweise],
    ...(e.protokoll ? { protokoll: a.protokoll } : {}),
  };
}

const KEIN_NETTO = -1e12;

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

// The answer's teilmonat block.
function teilmonatBlock(
  m: Monat,
  teil: Teilmonat,
  r: Bezugsrechnung,
  lohnsteuer: Lohnsteuerlauf | null,
): NonNullable<BruttoNettoAntwort['teilmonat']> {
  return {
    sv_tage: teil.svTage,
    bbg_kv_pv: euro(m.bbgKvCent()),
    bbg_rv_av: euro(m.bbgRvCent()),
    monatsentgelt: euro(m.monatsentgelt(r.sv)),
    tageslohn: lohnsteuer?.tage ? euro(lohnsteuer.eingaben.re4) : null,
  };
}

// The answer's einmalzahlung block.
function einmalzahlungBlock(
  m: Monat,
  r: Bezugsrechnung,
  z: Einmalzuordnung | null,
  sb: SonstigerBezugLauf | null,
): NonNullable<BruttoNettoAntwort['einmalzahlung']> {
  const e = m.e.einmal;
  if (!e || !z) throw new Error('einmalzahlungBlock ohne Einmalzahlung');
  const grenzen = (g: Jahresraum) => ({
    sv_tage: g.tage,
    entgelt_bisher_kv: euro(g.bisherKv),
    entgelt_bisher_rv: euro(g.bisherRv),
    anteilige_bbg_kv: euro(g.anteiligKv),
    anteilige_bbg_rv: euro(g.anteiligRv),
    raum_kv: euro(g.raumKv),
    raum_rv: euro(g.raumRv),
  });
  const dieses = {
    ...z,
    bisherKv: z.bisherKv + Math.min(r.sv, m.bbgKvCent()),
    bisherRv: z.bisherRv + Math.min(r.sv, m.bbgRvCent()),
  };
  const v = z.vorjahr;
  const vm = v?.monat;
  return {
    betrag: euro(e.cent),
    art: e.art,
    jahresarbeitslohn: euro(e.jahresarbeitslohn ?? 12 * r.steuer),
    zugeordnet: z.zugeordnet,
    beitragspflichtig_kv: euro(z.kv),
    beitragspflichtig_rv: euro(z.rv),
    abrechnungsjahr: grenzen(dieses),
    vorjahr:
      v && vm
        ? {
            monat: vm.e.monat,
            ...grenzen(v),
            bbg_kv_jahr: vm.bbgKv().wert,
            bbg_rv_jahr: vm.bbgRv().wert,
            saetze: {
              kv: vm.kv().wert,
              kv_zusatzbeitrag: vm.zusatzbeitrag().wert,
              pv: vm.pflegesatz().pv.wert,
              rv: vm.rv().wert,
              av: vm.av().wert,
              insolvenzgeldumlage: vm.insolvenzgeldumlage().wert,
            },
          }
        : null,
    lohnsteuer: sb,
  };
}
