// The month's legal values as the payslip reads them: every value once per request, typed and with
// its citation (Bezug.wert), each only when a rule needs it, so the answer cites what it used.
// netto-brutto computes hundreds of payslips of one person and month from one Monat.
import { cent, type Satz, satz } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import type { Bezug, Gelesen, Zitat } from '../../vertrag/modul';
import type { PapEintrag } from '../../vertrag/pap';
import { kinderabschlag, kinderlosenzuschlag, zuschlagsregel } from '../kinderlosenzuschlag';
import { papVersionFuer } from '../lohnsteuer/pap';
import { altersgrenzeMonate, erreichtAm, regelnAus } from '../regelaltersgrenze';
import { pflichttabelle, werte } from '../werte';
import type { Eingabe } from './eingabe';
import { type Personenart, personenart, rentner } from './personengruppe';
import { artGrenzen, grenzeFuerSvTage, monatsgrenze } from './teilmonat';

export const BRUTTO_NETTO_BRAUCHT = [
  'beitragssaetze',
  'rechengroessen',
  'uebergangsbereich',
  'minijob-abgaben',
  'kirchensteuer',
  'lohnsteuer',
  'bav-hoechstbetraege',
  'steuerfreie-betraege',
  'dienstwagen',
  'sfn-zuschlaege',
  // The Land's holidays bound the holiday hours of the supplements (pruefung.ts, pruefeSfn).
  'feiertage',
  // Whether a pensioner is past the standard retirement age (Personengruppe 119, issue 41).
  'regelaltersgrenze',
  // The employer's flat-taxed extras (pauschal.ts): their rates, the Soli rate and the meal values.
  'pauschalsteuer',
  'einkommensteuer-eckwerte',
  'sachbezugswerte',
  'reisekosten-inland',
] as const;
export type Gebraucht = (typeof BRUTTO_NETTO_BRAUCHT)[number] | 'brutto-netto';

// A read value with its exact rate (the decimal the data states).
export interface Wert extends Gelesen {
  satz: Satz;
}

// The care insurance of the person in this month (§ 55 Abs. 3, § 58 SGB XI): the employer's and the
// employee's share of the general rate (in the Land of § 58 Abs. 3 the employee bears more), the
// childless surcharge or the discount per child counted (§ 55 Abs. 3 Satz 4 SGB XI: which children and
// the age limit are the zusatz of beitragssaetze, pv_kinderabschlag).
export interface Pflege {
  satz: Wert;
  ag: Satz;
  an: Satz;
  // The Land rule of § 58 Abs. 3 SGB XI applies (beitragssaetze pv_sachsen, zusatz land).
  landesregel: boolean;
  zuschlag: Wert | null;
  abschlag: {
    wert: Wert;
    satz: Satz;
    kinder: number;
    // The children counted: from the ab-th to the bis-th under the age limit in years.
    ab: number;
    bis: number;
    altersgrenze: number;
  } | null;
}

const lazy = <T>(f: () => T): (() => T) => {
  let fertig = false;
  let wert: T;
  return () => {
    if (!fertig) {
      wert = f();
      fertig = true;
    }
    return wert;
  };
};

const mitSatz = (g: Gelesen): Wert => ({ ...g, satz: satz(g.wert) });

// An amount of the data in cent; one that is no whole cent is a data error naming its component.
const inCent = (g: Gelesen): number => cent(g.wert, `${g.datensatz}.${g.bestandteil}`);

export class Monat {
  readonly letzterTag: string;
  readonly monatsanfang: string;
  readonly hinweise: string[] = [];

  constructor(
    readonly e: Eingabe,
    readonly bezug: Bezug<Gebraucht>,
  ) {
    const [j, m] = e.monat.split('-').map(Number);
    this.monatsanfang = `${e.monat}-01`;
    this.letzterTag = new Date(Date.UTC(j, m, 0)).toISOString().slice(0, 10);
  }

  private wert = (id: Gebraucht, bestandteil: string, tag = this.e.tag): Wert =>
    mitSatz(this.bezug.wert(id, bestandteil, tag));

  // Marginal employment and the Übergangsbereich (§ 8 Abs. 1a, § 20 Abs. 2 SGB IV).
  readonly untergrenze = lazy(() => this.wert('uebergangsbereich', 'untergrenze_monat'));
  readonly obergrenze = lazy(() => this.wert('uebergangsbereich', 'obergrenze_monat'));
  readonly faktorF = lazy(() => this.wert('uebergangsbereich', 'faktor_f'));
  readonly untergrenzeCent = lazy(() => inCent(this.untergrenze()));
  // Until 2022-09 the employer bore half the rate on the actual pay, the employee the rest of the
  // total (§ 2 Abs. 2 BVV a. F.); since 2022-10 the employee's share has its own base (§ 20 Abs. 2a
  // Satz 6 SGB IV). brutto-netto, uebergangsbereich_arbeitgeber_aus_arbeitsentgelt.
  readonly uebergangsVerfahren = lazy(() =>
    this.wert('brutto-netto', 'uebergangsbereich_arbeitgeber_aus_arbeitsentgelt', this.monatsanfang),
  );
  readonly agAusArbeitsentgelt = lazy(() => this.uebergangsVerfahren().wert === 1);
  readonly obergrenzeCent = lazy(() => inCent(this.obergrenze()));
  // The Bestandsschutz of § 134 SGB IV (bestandsschutz.ts): the factor FÜ and the limits of its formula,
  // null outside October 2022 to December 2023 (brutto-netto, bestandsschutz_134_*).
  readonly bestandsschutz = lazy(() => {
    const f = this.bezug.vielleicht('brutto-netto', 'bestandsschutz_134_faktor', this.e.tag);
    if (!f) return null;
    const G = this.wert('brutto-netto', 'bestandsschutz_134_untergrenze');
    const OG = this.wert('brutto-netto', 'bestandsschutz_134_obergrenze');
    return { faktor: mitSatz(f), G, OG, gCent: inCent(G), ogCent: inCent(OG) };
  });
  // The limits of the kinds of employment for this month's SV days (teilmonat.ts).
  readonly artGrenzen = lazy(() => artGrenzen(this));

  // Ceilings: KV/PV one for all; RV/AV until 2024 West or Ost (Beitrittsgebiet), from 2025 one
  // (§ 159, § 228a SGB VI; § 341 Abs. 4 SGB III). This month's in cent, for its SV days (teilmonat.ts).
  readonly bbgKv = lazy(() => this.wert('rechengroessen', 'bbg_kv_pv'));
  readonly bbgKvCent: () => number = lazy(() => grenzeFuerSvTage(this, this.bbgKv()));
  // The ceiling of a full month (a one-off's pay so far in the earlier months).
  readonly bbgKvMonatCent = lazy(() => monatsgrenze(this.bbgKv()));
  readonly rechtskreis = lazy((): 'west' | 'ost' => {
    if (this.e.rechtskreis) return this.e.rechtskreis;
    const gebiet = this.bezug.wert('brutto-netto', 'beitrittsgebiet_laender', this.monatsanfang);
    return String(gebiet.zusatz.laender).split(' ').includes(this.e.land) ? 'ost' : 'west';
  });
  readonly bbgRv = lazy((): Wert => {
    const einheitlich = this.bezug.vielleicht('rechengroessen', 'bbg_rv', this.e.tag);
    if (einheitlich) return mitSatz(einheitlich);
    return this.wert('rechengroessen', this.rechtskreis() === 'ost' ? 'bbg_rv_ost' : 'bbg_rv_west');
  });
  readonly bbgRvCent: () => number = lazy(() => grenzeFuerSvTage(this, this.bbgRv()));
  readonly bbgRvMonatCent = lazy(() => monatsgrenze(this.bbgRv()));

  // The kind of person the caller's Personengruppe stands for (personengruppe.ts).
  get art(): Personenart {
    return personenart(this.e.personengruppe);
  }

  // Contribution rates (beitragssaetze). A full old-age pensioner has no claim to sick pay and pays
  // the reduced rate (§ 243 SGB V; § 50 Abs. 1 Nr. 1 SGB V).
  readonly kvAllgemein = lazy(() => this.wert('beitragssaetze', 'kv_allgemein'));
  readonly kv = lazy(() => (rentner(this.art) ? this.wert('beitragssaetze', 'kv_ermaessigt') : this.kvAllgemein()));
  readonly zbDurchschnitt = lazy(() => this.wert('beitragssaetze', 'kv_zusatzbeitrag_durchschnitt'));
  // The Zusatzbeitrag the caller gives is cited as the caller's input, the average as its dataset.
  readonly zusatzbeitrag = lazy((): Wert => {
    const d = this.zbDurchschnitt();
    // A trainee in an außerbetriebliche Einrichtung pays the average rate (§ 242 Abs. 3 SGB V).
    if (this.art === 'azubi_ausserbetrieblich')
      return { ...d, rechtsgrundlage: `§ 242 Abs. 3 SGB V; ${d.rechtsgrundlage}` };
    if (this.e.zusatzbeitrag === null) return d;
    return {
      ...d,
      wert: this.e.zusatzbeitrag,
      satz: satz(this.e.zusatzbeitrag),
      rechtsgrundlage: '§ 242 Abs. 1 SGB V (Satz der Krankenkasse, Eingabe zusatzbeitrag)',
    };
  });
  // Until 2018 the employee bore the Zusatzbeitrag alone (§ 249 Abs. 1 SGB V a. F.): the employer's
  // share of the average is 0 in the data.
  readonly zbNurArbeitnehmer = lazy(() => this.zbDurchschnitt().arbeitgeber === 0);
  readonly rv = lazy(() => this.wert('beitragssaetze', 'rv'));
  readonly av = lazy(() => this.wert('beitragssaetze', 'av'));
  readonly insolvenzgeldumlage = lazy(() => this.wert('beitragssaetze', 'insolvenzgeldumlage'));

  // The general rate and its split in the person's Land (§ 58 Abs. 1 and 3 SGB XI).
  readonly pflegesatz = lazy(() => {
    const land = this.bezug.vielleicht('beitragssaetze', 'pv_sachsen', this.e.tag);
    const landesregel = land !== null && land.zusatz.land === this.e.land;
    const pv = landesregel && land ? mitSatz(land) : this.wert('beitragssaetze', 'pv');
    if (pv.arbeitgeber === null || pv.arbeitnehmer === null)
      throw new ApiFehler('kein_wert', `pv ohne Anteile für ${this.e.monat}.`, { parameter: 'datum' });
    return { pv, landesregel, ag: satz(pv.arbeitgeber), an: satz(pv.arbeitnehmer) };
  });

  readonly pflege = lazy((): Pflege => {
    const { pv, landesregel, ag, an } = this.pflegesatz();
    let zuschlag: Wert | null = null;
    const q = this.wert('beitragssaetze', 'pv_kinderlosenzuschlag');
    const regel = zuschlagsregel(q);
    const faellig = kinderlosenzuschlag(this.e, this.monatsanfang, regel);
    if (faellig === 'unbekannt')
      this.hinweise.push(
        'Ohne geburtsdatum und geburtsjahr gilt der Beitragszuschlag für Kinderlose (Vollendung des ' +
          `${regel.abLebensjahr}. Lebensjahres angenommen).`,
      );
    if (faellig === true || faellig === 'unbekannt') zuschlag = q;
    let abschlag: Pflege['abschlag'] = null;
    if (this.e.kinder > 0) {
      const a = this.bezug.vielleicht('beitragssaetze', 'pv_kinderabschlag', this.e.tag);
      if (a) {
        const zahl = (feld: string): number => {
          const n = Number(a.zusatz[feld]);
          if (!Number.isFinite(n)) throw new Error(`beitragssaetze.pv_kinderabschlag: zusatz ${feld} fehlt`);
          return n;
        };
        const ab = zahl('ab_kind_nr');
        const bis = zahl('bis_kind_nr');
        const { kinder, satz: gedeckelt } = kinderabschlag(this.e.kinder_unter_25, {
          wert: a.wert,
          ab_kind_nr: ab,
          bis_kind_nr: bis,
          hoechstens_prozent: zahl('hoechstens_prozent'),
        });
        abschlag = {
          wert: mitSatz(a),
          satz: gedeckelt,
          kinder,
          ab,
          bis,
          altersgrenze: zahl('altersgrenze_kind_jahre'),
        };
      }
    }
    return { satz: pv, ag, an, landesregel, zuschlag, abschlag };
  });

  // Minijob (gewerblich) rates of the Minijob-Zentrale (minijob-abgaben).
  readonly minijob = lazy(() => ({
    kv: this.wert('minijob-abgaben', 'gewerblich_kv'),
    rv: this.wert('minijob-abgaben', 'gewerblich_rv'),
    rvEigenanteil: this.wert('minijob-abgaben', 'gewerblich_rv_eigenanteil'),
    rvMindestbemessung: this.wert('minijob-abgaben', 'rv_mindestbemessungsgrundlage'),
    pauschsteuer: this.wert('minijob-abgaben', 'gewerblich_pauschsteuer'),
    u1: this.wert('minijob-abgaben', 'gewerblich_u1'),
    u2: this.wert('minijob-abgaben', 'gewerblich_u2'),
    insolvenzgeldumlage: this.wert('minijob-abgaben', 'gewerblich_insolvenzgeldumlage'),
  }));

  // Trainees up to this pay (scaled to the month's SV days like the other limits) cost the employer every
  // contribution (§ 20 Abs. 3 Satz 1 Nr. 1 SGB IV; brutto-netto, geringverdienergrenze_monat).
  readonly geringverdienergrenze = lazy(() =>
    this.wert('brutto-netto', 'geringverdienergrenze_monat', this.monatsanfang),
  );
  // Whether the employer pays half the AV contribution for an employee past the standard retirement
  // age (§ 346 Abs. 3 SGB III; suspended 2017 to 2021).
  readonly avArbeitgeberNachAltersgrenze = lazy(() =>
    this.wert('brutto-netto', 'av_arbeitgeberanteil_nach_regelaltersgrenze', this.monatsanfang),
  );
  // The end of the month in which the standard retirement age is reached (§ 35, § 235 SGB VI, without
  // the protection of § 235 Abs. 2 Satz 3): RV and AV are free from the month after it (§ 5 Abs. 4
  // Nr. 1 SGB VI, § 28 Abs. 1 Nr. 1 SGB III). Needs geburtsdatum (regeln.ts).
  readonly altersgrenzeErreicht = lazy((): string => {
    const gd = this.e.geburtsdatum;
    if (gd === null) throw new Error('altersgrenzeErreicht ohne geburtsdatum');
    const basis = this.bezug.am('regelaltersgrenze', this.e.tag);
    const r = regelnAus(werte(basis), pflichttabelle(basis, 'regelaltersgrenze', 'anhebung'));
    return erreichtAm(gd, altersgrenzeMonate(Number(gd.slice(0, 4)), false, r).monate);
  });

  // Past the month in which the standard retirement age is reached: free of AV (§ 28 Abs. 1 Nr. 1 SGB
  // III) and, with a full old-age pension, of RV unless waived (§ 5 Abs. 4 Satz 1 Nr. 1 and Satz 2 SGB VI).
  readonly nachAltersgrenze = lazy(() => this.altersgrenzeErreicht().slice(0, 7) < this.e.monat);
  // Since the Flexirentengesetz a full old-age pensioner before the standard retirement age is insured
  // in RV (Personengruppe 120; brutto-netto, rv_pflicht_altersvollrentner).
  readonly rvPflichtAltersvollrentner = lazy(() =>
    this.wert('brutto-netto', 'rv_pflicht_altersvollrentner', this.monatsanfang),
  );
  // Since 2020 a trainee in an außerbetriebliche Einrichtung and the Träger bear the contributions half
  // and half (Personengruppe 122; brutto-netto, ausserbetriebliche_ausbildung_haelftig).
  readonly ausserbetrieblichHaelftig = lazy(() =>
    this.wert('brutto-netto', 'ausserbetriebliche_ausbildung_haelftig', this.monatsanfang),
  );

  // The PAP of the version for the last day of the pay period (§ 39b Abs. 6 EStG).
  readonly pap = lazy((): { version: PapEintrag; zitat: Zitat; zitatSoli: Zitat } => {
    const v = papVersionFuer(this.bezug.pap('lohnsteuer'), this.letzterTag);
    if (!v)
      throw new ApiFehler('kein_wert', `Für ${this.letzterTag} liegt kein Programmablaufplan vor.`, {
        parameter: 'datum',
      });
    const z = this.bezug.zitat('lohnsteuer', this.e.tag);
    return {
      version: v,
      zitat: { ...z, rechtsgrundlage: `§ 39b Abs. 6 EStG, Programmablaufplan ${v.pap_version}` },
      zitatSoli: { ...z, rechtsgrundlage: `§ 3, § 4 SolZG 1995, Programmablaufplan ${v.pap_version}` },
    };
  });

  // The BMF letter on the electronic Lohnsteuerbescheinigung for this calendar year (§ 41b EStG): the
  // Lohnkonto cites its lines from it.
  readonly lohnsteuerbescheinigung = lazy(() => this.wert('brutto-netto', 'lohnsteuerbescheinigung_ab_jahr'));

  // Whether a DEÜV pay report carries the actual pay of a month in the Übergangsbereich beside the
  // reduced one (field "Entgelt Rentenberechnung", since 01.07.2019; 1 yes, 0 no).
  readonly entgeltRentenberechnung = lazy(() =>
    this.wert('brutto-netto', 'uebergangsbereich_entgelt_rentenberechnung'),
  );

  // The Land's church tax rate (§ 51a EStG with the church tax laws) and a cap, if the data has one.
  readonly kirche = lazy(() => {
    const id = `satz_${this.e.land.toLowerCase()}`;
    const s = this.bezug.vielleicht('kirchensteuer', id, this.letzterTag);
    if (!s)
      throw new ApiFehler('kein_wert', `Für ${this.e.land} am ${this.letzterTag} fehlt der Kirchensteuersatz.`, {
        parameter: 'land',
      });
    const kappung = this.bezug.vielleicht('kirchensteuer', `kappung_${this.e.land.toLowerCase()}`, this.letzterTag);
    return { satz: mitSatz(s), kappung };
  });

  // SV days of a full month and of a year (§ 1 Abs. 1 BVV: one-offs and the part month), the last
  // month of the Märzklausel (§ 23a Abs. 4 SGB IV), the yearly ceilings in cent.
  readonly svTageMonat = lazy(() => this.wert('brutto-netto', 'sv_tage_monat', this.monatsanfang));
  readonly svTageJahr = lazy(() => this.wert('brutto-netto', 'sv_tage_jahr', this.monatsanfang));
  readonly maerzklauselBis = lazy(() => this.wert('brutto-netto', 'maerzklausel_bis_monat', this.monatsanfang));
  readonly bbgKvJahrCent = lazy(() => inCent(this.bbgKv()));
  readonly bbgRvJahrCent = lazy(() => inCent(this.bbgRv()));

  // The last month of the previous year, to which the Märzklausel assigns a one-off: its ceilings
  // and rates (read for its last day), the person unchanged, the Rechtskreis as resolved now.
  readonly vorjahr = lazy((): Monat => {
    const jahr = Number(this.e.monat.slice(0, 4)) - 1;
    return new Monat(
      { ...this.e, tag: `${jahr}-12-31`, monat: `${jahr}-12`, rechtskreis: this.rechtskreis(), teil: null },
      this.bezug,
    );
  });

  // A part pay period: the ELStAM allowance per day is 1/30 of the month's, rounded up to 5 cents
  // (R 39a.1 Abs. 7 LStR; brutto-netto, tagesfreibetrag_teiler and tagesfreibetrag_rundung).
  readonly tagesfreibetrag = lazy(() => ({
    teiler: this.wert('brutto-netto', 'tagesfreibetrag_teiler', this.monatsanfang),
    rundung: this.wert('brutto-netto', 'tagesfreibetrag_rundung', this.monatsanfang),
  }));

  // § 24a Satz 3 EStG: the year of life after whose completion before the calendar year the
  // Altersentlastungsbetrag applies.
  readonly altersentlastungAb = lazy(() =>
    this.wert('brutto-netto', 'altersentlastung_ab_lebensjahr', this.monatsanfang),
  );
}
