// The payslip of one month's regular pay: wage tax, solidarity surcharge and church tax per the
// BMF Programmablaufplan, the social insurance contributions of employee and employer, the levies,
// net pay and employer cost, for a Minijob, the Übergangsbereich and regular employment. Every rate,
// ceiling and limit is read from its dataset (braucht); every line names it with its datenstand.
// Money is exact decimal arithmetic: no intermediate result is rounded, each contribution is
// rounded half up to the cent (§ 1 Abs. 2 BVV).

import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { LAENDER, type Land } from '../daten/schema';
import { monatsende } from '../gemeinsam/datum';
import { mitQuellen } from '../gemeinsam/quellen';
import { D, type Dezimal } from '../rechner/lohnsteuer/dezimal';
import { kirchensteuerStufe } from '../rechner/lohnsteuer/kirche';
import { papVersionFuer, rechneLohnsteuer } from '../rechner/lohnsteuer/pap';
import { zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import { type Bezug, rechnerModul } from '../vertrag/modul';
import type { Anfrageparameter, ParameterSpec } from '../vertrag/parameter';

export const BRUTTO_NETTO_BRAUCHT = [
  'beitragssaetze',
  'rechengroessen',
  'uebergangsbereich',
  'minijob-abgaben',
  'kirchensteuer',
  'lohnsteuer',
] as const;

// Rechtskreis Ost (Beitrittsgebiet) for the contribution ceilings of RV and AV until 2024; Berlin
// is split (West/East), so its default is West and rechtskreis says otherwise.
const OSTLAENDER: readonly string[] = ['BB', 'MV', 'SN', 'ST', 'TH'];

const euro = z.number();
const betrag = (en: string) => euro.meta({ en });

const arbeitnehmerSchema = z.object({
  lohnsteuer: betrag('wage tax'),
  solidaritaetszuschlag: betrag('solidarity surcharge'),
  kirchensteuer: betrag('church tax'),
  kv: betrag('health insurance (general rate), employee share'),
  kv_zusatzbeitrag: betrag('additional health insurance contribution, employee share'),
  pv: betrag('long-term care insurance, employee share (with surcharge or discount)'),
  rv: betrag('pension insurance, employee share'),
  av: betrag('unemployment insurance, employee share'),
  netto: betrag('net pay (with the tax-free subsidy of a privately insured employee)'),
});

const arbeitgeberSchema = z.object({
  kv: betrag('health insurance, employer share, flat-rate contribution or subsidy'),
  kv_zusatzbeitrag: betrag('additional health insurance contribution, employer share'),
  pv: betrag('long-term care insurance, employer share or subsidy'),
  rv: betrag('pension insurance, employer share'),
  av: betrag('unemployment insurance, employer share'),
  u1: betrag('levy U1 (sick pay reimbursement)'),
  u2: betrag('levy U2 (maternity reimbursement)'),
  insolvenzgeldumlage: betrag('insolvency benefit levy'),
  pauschsteuer: betrag('flat-rate tax of a mini-job'),
  summe: betrag('all employer contributions, levies and taxes'),
  gesamtkosten: betrag('gross pay plus all employer charges'),
});

const postenSchema = z.object({
  id: z.string().meta({ en: 'identifier' }),
  bezeichnung: z.string().meta({ en: 'description of the line' }),
  seite: z.enum(['arbeitnehmer', 'arbeitgeber']).meta({ en: 'who bears it: employee or employer' }),
  satz_prozent: z.number().nullable().meta({ en: 'rate applied in percent' }),
  basis: z.number().nullable().meta({ en: 'base the rate is applied to, in euro' }),
  betrag: betrag('amount in euro'),
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  datensatz: z.string().meta({ en: 'dataset the rate comes from' }),
  bestandteil: z.string().nullable().meta({ en: 'component id the rate comes from' }),
  datenstand: z.string().meta({ en: 'data version of that dataset' }),
});

export const bruttoNettoAntwort = rechnerAntwort(
  'brutto-netto',
  {
    datum: datum.meta({ en: 'a day of the pay month' }),
    monat: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .meta({ en: 'pay month' }),
    brutto: betrag('gross pay per month'),
    beschaeftigung: z
      .enum(['minijob', 'uebergangsbereich', 'regulaer'])
      .meta({ en: 'kind of employment: mini-job, transition zone or regular' }),
    eingaben: z
      .object({
        steuerklasse: z.number().int().meta({ en: 'tax class' }),
        kinderfreibetraege: z.number().meta({ en: 'number of child allowances (PAP ZKF)' }),
        kirchensteuer: z.boolean().meta({ en: 'church member' }),
        land: z.enum(LAENDER).meta({ en: 'federal state of the workplace' }),
        rechtskreis: z.enum(['west', 'ost']).meta({ en: 'legal area for contribution ceilings until 2024' }),
        krankenversicherung: z.enum(['gesetzlich', 'privat']).meta({ en: 'statutory or private health insurance' }),
        zusatzbeitrag: z.number().nullable().meta({ en: 'additional contribution rate of the health fund' }),
        pkv_beitrag: z.number().nullable().meta({ en: 'private health and care insurance premium per month' }),
        ppv_beitrag: z.number().nullable().meta({ en: 'private care insurance part of the premium' }),
        kinder: z.number().int().meta({ en: 'children (parent status for care insurance)' }),
        kinder_unter_25: z.number().int().meta({ en: 'children under 25 (care insurance discount)' }),
        geburtsjahr: z.number().int().nullable().meta({ en: 'year of birth' }),
        rentenversicherung: z.enum(['pflichtig', 'befreit']).meta({ en: 'pension insurance compulsory or exempt' }),
        u1_satz: z.number().meta({ en: 'levy U1 rate in percent' }),
        u2_satz: z.number().meta({ en: 'levy U2 rate in percent' }),
      })
      .meta({ en: 'inputs with their defaults' }),
    arbeitnehmer: arbeitnehmerSchema.meta({ en: 'employee side' }),
    arbeitgeber: arbeitgeberSchema.meta({ en: 'employer side' }),
    bemessung: z
      .object({
        kv_pv: betrag('base of health and care insurance (up to the ceiling)'),
        rv_av: betrag('base of pension and unemployment insurance (up to the ceiling)'),
        umlagen: betrag('base of the levies'),
        uebergangsbereich_gesamt: euro
          .nullable()
          .meta({ en: 'transition zone: base of the total contribution (§ 20 Abs. 2a Satz 1 SGB IV)' }),
        uebergangsbereich_arbeitnehmer: euro
          .nullable()
          .meta({ en: 'transition zone: base of the employee share (§ 20 Abs. 2a Satz 6 SGB IV)' }),
      })
      .meta({ en: 'assessment bases' }),
    lohnsteuer: z
      .object({
        pap_version: z.string().meta({ en: 'version of the BMF flowchart (PAP) applied' }),
        eingaben: z.record(z.string(), z.number()).meta({ en: 'inputs passed to the PAP, defaults included' }),
        lstlzz: z.number().int().meta({ en: 'wage tax for the pay period' }),
        solzlzz: z.number().int().meta({ en: 'solidarity surcharge for the pay period' }),
        bk: z.number().int().meta({ en: 'church-tax base for the pay period' }),
      })
      .nullable()
      .meta({ en: 'the wage tax run (amounts in cent); null for a mini-job with flat-rate tax' }),
    posten: z.array(postenSchema).meta({ en: 'every line of the payslip with its rate, base and source' }),
    protokoll: z
      .array(
        z.object({
          schritt: z.string().meta({ en: 'step' }),
          wert: z.union([z.number(), z.string()]).meta({ en: 'value' }),
        }),
      )
      .optional()
      .meta({ en: 'with protokoll=true: each intermediate step' }),
  },
  'Entgeltabrechnung eines Monats: Lohnsteuer nach PAP, Solidaritätszuschlag, Kirchensteuer, Sozialversicherung ' +
    'mit Arbeitnehmer- und Arbeitgeberanteil, Umlagen, Netto und Gesamtkosten; jeder Posten mit Satz, Basis und ' +
    'Rechtsgrundlage.',
);
export type BruttoNettoAntwort = z.infer<typeof bruttoNettoAntwort>;

// The parameters both directions share; brutto-netto adds brutto, netto-brutto adds netto.
export const GEMEINSAME_PARAMETER: ParameterSpec[] = [
  {
    name: 'datum',
    typ: 'datum',
    pflicht: false,
    standard: 'heute',
    beispiel: '2026-01-31',
    beschreibung: 'Ein Tag des Abrechnungsmonats; bestimmt Sätze, Grenzen und PAP-Fassung. Standard: heute.',
  },
  {
    name: 'steuerklasse',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 1, max: 6 },
    standard: 1,
    beispiel: 1,
    beschreibung: 'Steuerklasse 1 bis 6.',
  },
  {
    name: 'kinderfreibetraege',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 15 },
    standard: 0,
    beispiel: 0,
    beschreibung: 'Zahl der Kinderfreibeträge (ZKF des PAP), 0 bis 15 in Schritten von 0,5.',
  },
  {
    name: 'kirchensteuer',
    typ: 'boolean',
    pflicht: false,
    standard: false,
    beispiel: true,
    beschreibung: 'true: kirchensteuerpflichtig (Satz des Landes auf die Bemessungsgrundlage des PAP).',
  },
  {
    name: 'land',
    typ: 'auswahl',
    pflicht: true,
    werte: [...LAENDER],
    beispiel: 'HE',
    beschreibung:
      'Land des Beschäftigungsorts (BW, BY, BE, …): Kirchensteuersatz, Pflegeversicherung in Sachsen, bis 2024 ' +
      'Rechtskreis West oder Ost.',
  },
  {
    name: 'rechtskreis',
    typ: 'auswahl',
    pflicht: false,
    werte: ['west', 'ost'],
    beispiel: 'west',
    beschreibung:
      'Nur bis 2024: Rechtskreis der Beitragsbemessungsgrenze Renten- und Arbeitslosenversicherung. Standard: ost ' +
      'für BB, MV, SN, ST, TH, sonst west (auch Berlin; Beschäftigungsorte im früheren Ost-Berlin: ost).',
  },
  {
    name: 'krankenversicherung',
    typ: 'auswahl',
    pflicht: false,
    werte: ['gesetzlich', 'privat'],
    standard: 'gesetzlich',
    beispiel: 'gesetzlich',
    beschreibung: 'gesetzlich (Standard) oder privat versichert.',
  },
  {
    name: 'zusatzbeitrag',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10 },
    beispiel: 2.9,
    beschreibung:
      'Zusatzbeitragssatz der Krankenkasse in Prozent; Standard: der durchschnittliche Zusatzbeitragssatz des ' +
      'Datums (beitragssaetze). Nur gesetzlich Versicherte.',
  },
  {
    name: 'pkv_beitrag',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 100_000 },
    beispiel: 700,
    beschreibung:
      'Nur mit krankenversicherung=privat, dann Pflicht: Monatsbeitrag zur privaten Kranken- und ' +
      'Pflegeversicherung in Euro (Basisabsicherung).',
  },
  {
    name: 'ppv_beitrag',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 100_000 },
    beispiel: 60,
    beschreibung:
      'Nur mit krankenversicherung=privat: der Anteil der Pflegeversicherung an pkv_beitrag in Euro; damit wird ' +
      'jeder Zuschuss auf die Hälfte seines eigenen Beitrags begrenzt, sonst beide zusammen auf die Hälfte von ' +
      'pkv_beitrag.',
  },
  {
    name: 'kinder',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 0, max: 20 },
    standard: 0,
    beispiel: 0,
    beschreibung: 'Zahl der Kinder für die Elterneigenschaft in der Pflegeversicherung (Standard 0: kinderlos).',
  },
  {
    name: 'kinder_unter_25',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 0, max: 20 },
    beispiel: 0,
    beschreibung:
      'Davon Kinder unter 25 Jahren (Beitragsabschlag ab dem zweiten Kind); Standard: gleich kinder; höchstens kinder.',
  },
  {
    name: 'geburtsjahr',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 1900, max: 2020 },
    beispiel: 1990,
    beschreibung:
      'Geburtsjahr: Zuschlag für Kinderlose erst nach Vollendung des 23. Lebensjahres, Altersentlastungsbetrag ' +
      'im PAP. Ohne geburtsjahr gilt der Zuschlag für Kinderlose.',
  },
  {
    name: 'rentenversicherung',
    typ: 'auswahl',
    pflicht: false,
    werte: ['pflichtig', 'befreit'],
    standard: 'pflichtig',
    beispiel: 'pflichtig',
    beschreibung: 'pflichtig (Standard) oder befreit; befreit nur für einen Minijob, der auf Antrag befreit ist.',
  },
  {
    name: 'u1_satz',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10 },
    standard: 0,
    beispiel: 0,
    beschreibung:
      'Umlagesatz U1 der Krankenkasse in Prozent (Standard 0); im Minijob gilt der Satz der Minijob-Zentrale.',
  },
  {
    name: 'u2_satz',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10 },
    standard: 0,
    beispiel: 0,
    beschreibung:
      'Umlagesatz U2 der Krankenkasse in Prozent (Standard 0); im Minijob gilt der Satz der Minijob-Zentrale.',
  },
  {
    name: 'protokoll',
    typ: 'boolean',
    pflicht: false,
    standard: false,
    beispiel: false,
    beschreibung: 'true: protokoll nennt jeden Zwischenschritt.',
  },
];

// The person and the month as the calculation uses them (defaults resolved, checked).
export interface Eingabe {
  tag: string;
  monat: string;
  brutto: number;
  steuerklasse: number;
  kinderfreibetraege: number;
  kirchensteuer: boolean;
  land: Land;
  rechtskreis: 'west' | 'ost';
  krankenversicherung: 'gesetzlich' | 'privat';
  zusatzbeitrag: number | null;
  pkv_beitrag: number | null;
  ppv_beitrag: number | null;
  kinder: number;
  kinder_unter_25: number;
  geburtsjahr: number | null;
  rentenversicherung: 'pflichtig' | 'befreit';
  u1_satz: number;
  u2_satz: number;
  protokoll: boolean;
}

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

// The checked inputs of a request; the cross-parameter rules are the and § 6 Abs. 1b SGB VI.
export function eingabe(p: Anfrageparameter, heute: string, brutto: number): Eingabe {
  const tag = String(p.datum ?? heute);
  const land = p.land as Land;
  const kinder = (p.kinder as number | undefined) ?? 0;
  const unter25 = (p.kinder_unter_25 as number | undefined) ?? kinder;
  if (unter25 > kinder)
    throw fehler('kinder_unter_25', `kinder_unter_25 (${unter25}) darf nicht größer sein als kinder (${kinder}).`);
  const zkf = (p.kinderfreibetraege as number | undefined) ?? 0;
  if (!Number.isInteger(zkf * 2))
    throw fehler('kinderfreibetraege', `kinderfreibetraege=${zkf}: erlaubt sind Vielfache von 0,5 von 0 bis 15.`);
  const kv = (p.krankenversicherung as Eingabe['krankenversicherung'] | undefined) ?? 'gesetzlich';
  const pkv = typeof p.pkv_beitrag === 'number' ? p.pkv_beitrag : null;
  const ppv = typeof p.ppv_beitrag === 'number' ? p.ppv_beitrag : null;
  if (kv === 'gesetzlich') {
    for (const [name, wert] of [
      ['pkv_beitrag', pkv],
      ['ppv_beitrag', ppv],
    ] as const)
      if (wert !== null) throw fehler(name, `${name} gilt nur mit krankenversicherung=privat.`);
  } else {
    if (pkv === null)
      throw new ApiFehler(
        'parameter_fehlt',
        'Mit krankenversicherung=privat ist pkv_beitrag nötig (Monatsbeitrag zur privaten Kranken- und ' +
          'Pflegeversicherung in Euro).',
        { parameter: 'pkv_beitrag' },
      );
    if (typeof p.zusatzbeitrag === 'number')
      throw fehler('zusatzbeitrag', 'zusatzbeitrag gilt nur mit krankenversicherung=gesetzlich.');
    if (ppv !== null && ppv > pkv)
      throw fehler(
        'ppv_beitrag',
        `ppv_beitrag (${ppv}) ist ein Teil von pkv_beitrag (${pkv}) und kann nicht größer sein.`,
      );
  }
  return {
    tag,
    monat: tag.slice(0, 7),
    brutto,
    steuerklasse: (p.steuerklasse as number | undefined) ?? 1,
    kinderfreibetraege: zkf,
    kirchensteuer: p.kirchensteuer === true,
    land,
    rechtskreis: (p.rechtskreis as Eingabe['rechtskreis'] | undefined) ?? (OSTLAENDER.includes(land) ? 'ost' : 'west'),
    krankenversicherung: kv,
    zusatzbeitrag: typeof p.zusatzbeitrag === 'number' ? p.zusatzbeitrag : null,
    pkv_beitrag: pkv,
    ppv_beitrag: ppv,
    kinder,
    kinder_unter_25: unter25,
    geburtsjahr: typeof p.geburtsjahr === 'number' ? p.geburtsjahr : null,
    rentenversicherung: (p.rentenversicherung as Eingabe['rentenversicherung'] | undefined) ?? 'pflichtig',
    u1_satz: (p.u1_satz as number | undefined) ?? 0,
    u2_satz: (p.u2_satz as number | undefined) ?? 0,
    protokoll: p.protokoll === true,
  };
}

// ---- reading the datasets -------------------------------------------------------------------

// A component of a dataset's answer on a day, with what a payslip line cites.
interface Quellwert {
  wert: number;
  ag: number | null;
  an: number | null;
  zusatz: Objekt;
  rechtsgrundlage: string;
  quelle: Quelle | null;
  datensatz: string;
  bestandteil: string | null;
  datenstand: string;
}
type Quelle = { titel: string; url: string };
type Zitat = Pick<Quellwert, 'rechtsgrundlage' | 'quelle' | 'datensatz' | 'bestandteil' | 'datenstand'>;

// A reader of a dataset's components on a day; lies.vielleicht answers null for a component the
// dataset does not have then (no exception on the way: netto-brutto reads hundreds of payslips).
type Leser = ((id: string) => Quellwert) & { vielleicht: (id: string) => Quellwert | null };

function lese(bezug: Bezug, datensatz: string, tag: string): Leser {
  let antwort: Objekt;
  try {
    antwort = bezug.am(datensatz, tag);
  } catch (e) {
    if (e instanceof ApiFehler && e.code === 'kein_wert')
      throw new ApiFehler('kein_wert', `Für ${tag.slice(0, 7)} fehlen Werte in ${datensatz}: ${e.nachricht}`, {
        parameter: 'datum',
      });
    throw e;
  }
  const datenstand = String(antwort.datenstand);
  const liste = antwort.bestandteile as Objekt[] | undefined;
  const vielleicht = (id: string): Quellwert | null => {
    const k = liste?.find((b) => b.id === id) ?? (id in antwort ? { id, wert: antwort[id] } : undefined);
    if (!k || typeof k.wert !== 'number') return null;
    return {
      wert: k.wert,
      ag: (k.arbeitgeber_prozent as number | null | undefined) ?? null,
      an: (k.arbeitnehmer_prozent as number | null | undefined) ?? null,
      zusatz: k,
      rechtsgrundlage: String(k.rechtsgrundlage ?? antwort.rechtsgrundlage),
      quelle: ((k.quelle ?? antwort.quelle) as Quelle | undefined) ?? null,
      datensatz,
      bestandteil: id,
      datenstand,
    };
  };
  const lies = (id: string): Quellwert => {
    const q = vielleicht(id);
    if (!q)
      throw new ApiFehler('kein_wert', `Für ${tag.slice(0, 7)} hat ${datensatz} keinen Wert ${id}.`, {
        parameter: 'datum',
      });
    return q;
  };
  return Object.assign(lies, { vielleicht });
}

// ---- money ----------------------------------------------------------------------------------

const HALF_UP = D.ROUND_HALF_UP;
const dez = (x: number | Dezimal) => new D(x);
// Half up to the cent (§ 1 Abs. 2 BVV: the third decimal 5 and above raises the second).
const cent = (x: Dezimal) => x.toDecimalPlaces(2, HALF_UP);
const prozent = (basis: Dezimal, satz: number | Dezimal) => basis.times(satz).dividedBy(100);
const zahl = (x: Dezimal) => Number(x.toFixed(2));

// ---- the payslip ----------------------------------------------------------------------------

type Seite = 'arbeitnehmer' | 'arbeitgeber';
interface Posten {
  id: string;
  bezeichnung: string;
  seite: Seite;
  satz_prozent: number | null;
  basis: number | null;
  betrag: number;
  rechtsgrundlage: string;
  datensatz: string;
  bestandteil: string | null;
  datenstand: string;
}

class Abrechnung {
  readonly posten: Posten[] = [];
  readonly protokoll: { schritt: string; wert: number | string }[] = [];
  readonly summe: Record<string, Dezimal> = {};
  readonly quellen = new Map<string, Quelle>();
  // What the PAP needs of the care insurance shares (PVZ, PVA).
  pvZuschlag = false;
  pvAbschlagKinder = 0;
  // The Zusatzbeitrag in percent as the PAP takes it (KVZ).
  kvz = 0;
  // Lean (netto-brutto's search, hundreds of payslips per answer): only the sums, no lines and no
  // steps, which change nothing in them.
  constructor(
    readonly datenstand: string,
    private readonly schlank = false,
  ) {}

  buche(
    id: string,
    feld: string,
    seite: Seite,
    bezeichnung: string,
    betrag: Dezimal,
    q: Zitat,
    satz: number | Dezimal | null,
    basis: Dezimal | null,
  ): void {
    const k = `${seite}.${feld}`;
    this.summe[k] = (this.summe[k] ?? dez(0)).plus(betrag);
    if (this.schlank) return;
    if (q.quelle) this.quellen.set(q.quelle.url, q.quelle);
    this.posten.push({
      id,
      bezeichnung,
      seite,
      satz_prozent: satz === null ? null : Number(dez(satz).toString()),
      basis: basis === null ? null : zahl(basis),
      betrag: zahl(betrag),
      rechtsgrundlage: q.rechtsgrundlage,
      datensatz: q.datensatz,
      bestandteil: q.bestandteil,
      datenstand: q.datenstand,
    });
  }

  schritt(schritt: string, wert: number | string | Dezimal): void {
    if (this.schlank) return;
    this.protokoll.push({ schritt, wert: typeof wert === 'object' ? Number(wert.toString()) : wert });
  }

  wert(seite: Seite, feld: string): Dezimal {
    return this.summe[`${seite}.${feld}`] ?? dez(0);
  }
}

// A branch borne half and half (KV, Zusatzbeitrag, RV, AV, PV without Zuschlag/Abschlag outside
// Sachsen): half the rate on the base, rounded, for each side (§ 2 Abs. 1 Satz 1 BVV).
function haelftig(a: Abrechnung, feld: string, name: string, basis: Dezimal, satz: number, q: Quellwert): void {
  const anteil = cent(prozent(basis, dez(satz).dividedBy(2)));
  const halb = dez(satz).dividedBy(2);
  a.buche(`${feld}_an`, feld, 'arbeitnehmer', `${name}, Arbeitnehmeranteil`, anteil, q, halb, basis);
  a.buche(`${feld}_ag`, feld, 'arbeitgeber', `${name}, Arbeitgeberanteil`, anteil, q, halb, basis);
}

interface Pflegeanteile {
  ag: number;
  an: number;
  zuschlag: number;
  abschlag: number;
  qAg: Quellwert;
  qZuschlag: Quellwert | null;
  qAbschlag: Quellwert | null;
}

// Care insurance shares of the month: the employer's share of the general rate (Sachsen: less),
// the employee's share, the childless surcharge (from the month after the 23rd birthday, not for
// parents or those born before 1940) or the discount for the 2nd to 5th child under 25
// (§ 55 Abs. 3, § 58 Abs. 1 and 3 SGB XI).
function pflege(e: Eingabe, satz: Leser, eigen: Leser, a: Abrechnung, h: string[]): Pflegeanteile {
  const sachsen = e.land === 'SN';
  const pv = satz(sachsen ? 'pv_sachsen' : 'pv');
  if (pv.ag === null || pv.an === null) throw new ApiFehler('kein_wert', `pv ohne Anteile für ${e.monat}.`);
  let zuschlag = 0;
  let qZuschlag: Quellwert | null = null;
  if (e.kinder === 0) {
    const jahr = Number(e.monat.slice(0, 4));
    const ab = eigen('pv_zuschlag_ab_lebensjahr').wert;
    const geborenAb = eigen('pv_zuschlag_geburtsjahr_ab').wert;
    let faellig = true;
    if (e.geburtsjahr === null)
      h.push('Ohne geburtsjahr gilt der Beitragszuschlag für Kinderlose (Vollendung des 23. Lebensjahres angenommen).');
    else if (e.geburtsjahr < geborenAb) faellig = false;
    else if (jahr - e.geburtsjahr < ab) faellig = false;
    else if (jahr - e.geburtsjahr === ab) {
      faellig = false;
      h.push(
        `Im Jahr, in dem das ${ab}. Lebensjahr vollendet wird, gilt der Zuschlag für Kinderlose ab dem Monat nach ` +
          'der Vollendung; ohne Geburtsmonat rechnet diese Abrechnung ohne Zuschlag.',
      );
    }
    if (faellig) {
      qZuschlag = satz('pv_kinderlosenzuschlag');
      zuschlag = qZuschlag.an ?? qZuschlag.wert;
      a.pvZuschlag = true;
    }
  }
  let abschlag = 0;
  let qAbschlag: Quellwert | null = null;
  if (e.kinder > 0) {
    const q = satz.vielleicht('pv_kinderabschlag');
    if (q) {
      const abKind = Number(q.zusatz.ab_kind_nr);
      const bisKind = Number(q.zusatz.bis_kind_nr);
      const kinderMitAbschlag = Math.max(0, Math.min(e.kinder_unter_25, bisKind) - abKind + 1);
      const ohneDeckel = dez(q.wert).times(kinderMitAbschlag);
      const hoechstens = Number(q.zusatz.hoechstens_prozent);
      abschlag = Number(D.min(ohneDeckel, hoechstens).toString());
      if (abschlag > 0) qAbschlag = q;
      a.pvAbschlagKinder = kinderMitAbschlag;
      a.schritt('Kinder mit Beitragsabschlag (2. bis 5. Kind unter 25)', kinderMitAbschlag);
    }
  }
  return { ag: pv.ag, an: pv.an, zuschlag, abschlag, qAg: pv, qZuschlag, qAbschlag };
}

// The month's sums; lean for netto-brutto's search (no lines, no steps).
function abrechne(e: Eingabe, bezug: Bezug, basis: Objekt, schlank: boolean) {
  const letzterTag = monatsende(e.tag);
  const satz = lese(bezug, 'beitragssaetze', e.tag);
  const groesse = lese(bezug, 'rechengroessen', e.tag);
  const uebergang = lese(bezug, 'uebergangsbereich', e.tag);
  const minijob = lese(bezug, 'minijob-abgaben', e.tag);
  const eigen = lese(bezug, 'brutto-netto', e.tag);
  const a = new Abrechnung(String(basis.datenstand), schlank);
  const hinweise: string[] = [];
  const brutto = dez(e.brutto);

  const G = uebergang('untergrenze_monat');
  const OG = uebergang('obergrenze_monat');
  const beschaeftigung: BruttoNettoAntwort['beschaeftigung'] =
    e.brutto <= G.wert ? 'minijob' : e.brutto <= OG.wert ? 'uebergangsbereich' : 'regulaer';
  a.schritt('Geringfügigkeitsgrenze', G.wert);
  a.schritt('Obergrenze des Übergangsbereichs', OG.wert);
  a.schritt('Beschäftigung', beschaeftigung);
  if (e.rentenversicherung === 'befreit' && beschaeftigung !== 'minijob')
    throw fehler(
      'rentenversicherung',
      `rentenversicherung=befreit gilt nur für einen Minijob (brutto bis ${G.wert} Euro, § 6 Abs. 1b SGB VI).`,
    );
  if (e.krankenversicherung === 'privat' && beschaeftigung === 'uebergangsbereich')
    throw fehler(
      'krankenversicherung',
      `krankenversicherung=privat rechnet der Rechner nur für einen Minijob oder ein brutto über ${OG.wert} Euro; ` +
        'den Beitragszuschuss im Übergangsbereich regelt er nicht.',
    );

  const bbgKv = dez(groesse('bbg_kv_pv').wert).dividedBy(12);
  const bbgRvQ = rvGrenze(groesse.vielleicht, e);
  const bbgRv = dez(bbgRvQ.wert).dividedBy(12);
  const bKv = D.min(brutto, bbgKv);
  const bRv = D.min(brutto, bbgRv);

  let bemessung: BruttoNettoAntwort['bemessung'] = {
    kv_pv: zahl(bKv),
    rv_av: zahl(bRv),
    umlagen: zahl(bRv),
    uebergangsbereich_gesamt: null,
    uebergangsbereich_arbeitnehmer: null,
  };
  let lohnsteuer: BruttoNettoAntwort['lohnsteuer'] = null;

  if (beschaeftigung === 'minijob') {
    bemessung = { ...bemessung, kv_pv: zahl(brutto), rv_av: zahl(brutto), umlagen: zahl(brutto) };
    minijobAbgaben(e, brutto, minijob, satz, a, hinweise);
  } else {
    const zb = e.krankenversicherung === 'gesetzlich' ? zusatzbeitrag(e, satz) : null;
    a.kvz = zb ?? 0;
    if (beschaeftigung === 'uebergangsbereich') {
      const F = uebergang('faktor_f');
      const ub = uebergangsbereich(brutto, dez(G.wert), dez(OG.wert), dez(F.wert));
      a.schritt('Faktor F', F.wert);
      a.schritt('Beitragspflichtige Einnahme nach § 20 Abs. 2a Satz 1 SGB IV', ub.gesamt);
      a.schritt('Beitragspflichtige Einnahme nach § 20 Abs. 2a Satz 6 SGB IV', ub.arbeitnehmer);
      bemessung = {
        kv_pv: zahl(ub.gesamt),
        rv_av: zahl(ub.gesamt),
        umlagen: zahl(ub.gesamt),
        uebergangsbereich_gesamt: zahl(ub.gesamt),
        uebergangsbereich_arbeitnehmer: zahl(ub.arbeitnehmer),
      };
      if (e.land === 'SN')
        throw new ApiFehler(
          'kein_wert',
          'Für Beschäftigte in Sachsen im Übergangsbereich ist nicht belegt, wie der Pflegeversicherungsbeitrag ' +
            'verteilt wird (§ 58 Abs. 3 Satz 3 SGB XI verweist auf eine entfallene Vorschrift); der Rechner gibt ' +
            'dafür keinen Wert aus.',
          { parameter: 'land' },
        );
      uebergangsBeitraege(e, ub, satz, zb, eigen, a, hinweise);
    } else {
      regulaereBeitraege(e, bKv, bRv, satz, zb, eigen, a, hinweise);
    }
    umlagen(e, dez(bemessung.umlagen), satz, a);
    lohnsteuer = steuern(e, letzterTag, bezug, eigen, a, hinweise);
  }

  const abzuege = ['lohnsteuer', 'solidaritaetszuschlag', 'kirchensteuer', 'kv', 'kv_zusatzbeitrag', 'pv', 'rv', 'av']
    .map((f) => a.wert('arbeitnehmer', f))
    .reduce((x, y) => x.plus(y), dez(0));
  // A privately insured employee receives the subsidy with the pay (tax-free, § 3 Nr. 62 EStG) and
  // pays the premium himself.
  const zuschuss =
    e.krankenversicherung === 'privat' ? a.wert('arbeitgeber', 'kv').plus(a.wert('arbeitgeber', 'pv')) : dez(0);
  const netto = brutto.minus(abzuege).plus(zuschuss);
  return { a, satz, brutto, beschaeftigung, bemessung, lohnsteuer, hinweise, netto };
}

// The net pay alone, for netto-brutto's search.
export const nettoImMonat = (e: Eingabe, bezug: Bezug, basis: Objekt): number =>
  zahl(abrechne(e, bezug, basis, true).netto);

export function bruttoNetto(e: Eingabe, bezug: Bezug, basis: Objekt): BruttoNettoAntwort {
  const { a, satz, brutto, beschaeftigung, bemessung, lohnsteuer, hinweise, netto } = abrechne(e, bezug, basis, false);
  const an = (f: string) => zahl(a.wert('arbeitnehmer', f));
  const ag = (f: string) => zahl(a.wert('arbeitgeber', f));
  const agFelder = ['kv', 'kv_zusatzbeitrag', 'pv', 'rv', 'av', 'u1', 'u2', 'insolvenzgeldumlage', 'pauschsteuer'];
  const agSumme = agFelder.map((f) => a.wert('arbeitgeber', f)).reduce((x, y) => x.plus(y), dez(0));
  if (e.krankenversicherung === 'privat')
    hinweise.push(
      'arbeitgeber.kv und arbeitgeber.pv sind die steuerfreien Zuschüsse zur privaten Kranken- und ' +
        'Pflegeversicherung; netto enthält sie, den Beitrag zahlt der Beschäftigte selbst.',
    );

  const z = zitierfelder(basis);
  const quellen = mitQuellen(z.quellen, a.quellen.values());
  return {
    datensatz: 'brutto-netto',
    datum: e.tag,
    monat: e.monat,
    brutto: zahl(brutto),
    beschaeftigung,
    eingaben: {
      steuerklasse: e.steuerklasse,
      kinderfreibetraege: e.kinderfreibetraege,
      kirchensteuer: e.kirchensteuer,
      land: e.land,
      rechtskreis: e.rechtskreis,
      krankenversicherung: e.krankenversicherung,
      zusatzbeitrag:
        e.krankenversicherung === 'gesetzlich' && beschaeftigung !== 'minijob' ? zusatzbeitrag(e, satz) : null,
      pkv_beitrag: e.pkv_beitrag,
      ppv_beitrag: e.ppv_beitrag,
      kinder: e.kinder,
      kinder_unter_25: e.kinder_unter_25,
      geburtsjahr: e.geburtsjahr,
      rentenversicherung: e.rentenversicherung,
      u1_satz: e.u1_satz,
      u2_satz: e.u2_satz,
    },
    arbeitnehmer: {
      lohnsteuer: an('lohnsteuer'),
      solidaritaetszuschlag: an('solidaritaetszuschlag'),
      kirchensteuer: an('kirchensteuer'),
      kv: an('kv'),
      kv_zusatzbeitrag: an('kv_zusatzbeitrag'),
      pv: an('pv'),
      rv: an('rv'),
      av: an('av'),
      netto: zahl(netto),
    },
    arbeitgeber: {
      kv: ag('kv'),
      kv_zusatzbeitrag: ag('kv_zusatzbeitrag'),
      pv: ag('pv'),
      rv: ag('rv'),
      av: ag('av'),
      u1: ag('u1'),
      u2: ag('u2'),
      insolvenzgeldumlage: ag('insolvenzgeldumlage'),
      pauschsteuer: ag('pauschsteuer'),
      summe: zahl(agSumme),
      gesamtkosten: zahl(brutto.plus(agSumme)),
    },
    bemessung,
    lohnsteuer,
    posten: a.posten,
    ...z,
    quellen,
    hinweise: [...hinweise, ...z.hinweise],
    ...(e.protokoll ? { protokoll: a.protokoll } : {}),
  };
}

// The contribution ceiling of RV and AV: until 2024 West or Ost, from 2025 one for all (§ 159, § 228a
// SGB VI; § 341 Abs. 4 SGB III).
function rvGrenze(groesse: (id: string) => Quellwert | null, e: Eingabe): Quellwert {
  const q = groesse('bbg_rv') ?? groesse(e.rechtskreis === 'ost' ? 'bbg_rv_ost' : 'bbg_rv_west');
  if (!q)
    throw new ApiFehler(
      'kein_wert',
      'rechengroessen hat für diesen Monat keine Beitragsbemessungsgrenze der Rentenversicherung.',
    );
  return q;
}

function zusatzbeitrag(e: Eingabe, satz: Leser): number {
  return e.zusatzbeitrag ?? satz('kv_zusatzbeitrag_durchschnitt').wert;
}

// The Zusatzbeitrag given by the caller is cited as the caller's input, the average as its dataset.
function zbQuelle(e: Eingabe, satz: Leser): Quellwert {
  const q = satz('kv_zusatzbeitrag_durchschnitt');
  return e.zusatzbeitrag === null
    ? q
    : {
        ...q,
        wert: e.zusatzbeitrag,
        rechtsgrundlage: '§ 242 Abs. 1 SGB V (Satz der Krankenkasse, Eingabe zusatzbeitrag)',
      };
}

function regulaereBeitraege(
  e: Eingabe,
  bKv: Dezimal,
  bRv: Dezimal,
  satz: Leser,
  zb: number | null,
  eigen: Leser,
  a: Abrechnung,
  h: string[],
): void {
  if (e.krankenversicherung === 'gesetzlich') {
    const kv = satz('kv_allgemein');
    haelftig(a, 'kv', 'Krankenversicherung', bKv, kv.wert, kv);
    haelftig(a, 'kv_zusatzbeitrag', 'Zusatzbeitrag der Krankenkasse', bKv, zb ?? 0, zbQuelle(e, satz));
    const p = pflege(e, satz, eigen, a, h);
    if (e.land !== 'SN' && p.zuschlag === 0 && p.abschlag === 0 && p.ag === p.an) {
      haelftig(a, 'pv', 'Pflegeversicherung', bKv, p.ag * 2, p.qAg);
    } else {
      // Unequal shares: each side rounded on its own; the employee's rate includes the surcharge or
      // the discount (§ 2 Abs. 1 Satz 3 und 4 BVV).
      a.buche(
        'pv_ag',
        'pv',
        'arbeitgeber',
        'Pflegeversicherung, Arbeitgeberanteil',
        cent(prozent(bKv, p.ag)),
        p.qAg,
        p.ag,
        bKv,
      );
      const anSatz = dez(p.an).plus(p.zuschlag).minus(p.abschlag);
      const q = p.qZuschlag ?? p.qAbschlag ?? p.qAg;
      const name = p.zuschlag
        ? 'Pflegeversicherung, Arbeitnehmeranteil mit Zuschlag für Kinderlose'
        : p.abschlag
          ? 'Pflegeversicherung, Arbeitnehmeranteil mit Abschlag für Kinder'
          : 'Pflegeversicherung, Arbeitnehmeranteil';
      a.buche('pv_an', 'pv', 'arbeitnehmer', name, cent(prozent(bKv, anSatz)), q, anSatz, bKv);
    }
  } else {
    pkvZuschuss(e, bKv, satz, a);
  }
  const rv = satz('rv');
  haelftig(a, 'rv', 'Rentenversicherung', bRv, rv.wert, rv);
  const av = satz('av');
  haelftig(a, 'av', 'Arbeitslosenversicherung', bRv, av.wert, av);
}

// § 257 Abs. 2 SGB V and § 61 Abs. 2 SGB XI: the employer's share under compulsory insurance (KV
// with the average Zusatzbeitrag, one rate, so rounded once), at most half the premium.
function pkvZuschuss(e: Eingabe, bKv: Dezimal, satz: Leser, a: Abrechnung): void {
  const kv = satz('kv_allgemein');
  const zbd = satz('kv_zusatzbeitrag_durchschnitt');
  const kvSatz = dez(kv.ag ?? kv.wert / 2).plus(dez(zbd.wert).dividedBy(2));
  const pv = satz(e.land === 'SN' ? 'pv_sachsen' : 'pv');
  const pvSatz = dez(pv.ag ?? pv.wert / 2);
  let kvZ = cent(prozent(bKv, kvSatz));
  let pvZ = cent(prozent(bKv, pvSatz));
  const pkv = dez(e.pkv_beitrag ?? 0);
  if (e.ppv_beitrag !== null) {
    const ppv = dez(e.ppv_beitrag);
    kvZ = D.min(kvZ, cent(pkv.minus(ppv).dividedBy(2)));
    pvZ = D.min(pvZ, cent(ppv.dividedBy(2)));
  } else {
    const haelfte = cent(pkv.dividedBy(2));
    if (kvZ.plus(pvZ).greaterThan(haelfte)) {
      kvZ = D.min(kvZ, haelfte);
      pvZ = haelfte.minus(kvZ);
    }
  }
  const rgKv = { ...kv, rechtsgrundlage: '§ 257 Abs. 2 SGB V', bestandteil: 'kv_allgemein' };
  const rgPv = { ...pv, rechtsgrundlage: '§ 61 Abs. 2 SGB XI' };
  a.buche('kv_zuschuss', 'kv', 'arbeitgeber', 'Zuschuss zur privaten Krankenversicherung', kvZ, rgKv, kvSatz, bKv);
  a.buche('pv_zuschuss', 'pv', 'arbeitgeber', 'Zuschuss zur privaten Pflegeversicherung', pvZ, rgPv, pvSatz, bKv);
}

interface Uebergang {
  gesamt: Dezimal;
  arbeitnehmer: Dezimal;
}

// § 20 Abs. 2a SGB IV: the base of the total contribution F × G + (OG/(OG−G) − G/(OG−G) × F) × (AE −
// G) and the employee's base OG/(OG−G) × (AE − G), intermediate results unrounded, each result to
// two decimals (§ 20 Abs. 2a Satz 7 SGB IV with §§ 121, 123 SGB VI).
export function uebergangsbereich(ae: Dezimal, G: Dezimal, OG: Dezimal, F: Dezimal): Uebergang {
  const spanne = OG.minus(G);
  const gesamt = cent(F.times(G).plus(OG.dividedBy(spanne).minus(G.dividedBy(spanne).times(F)).times(ae.minus(G))));
  const arbeitnehmer = cent(OG.dividedBy(spanne).times(ae.minus(G)));
  return { gesamt, arbeitnehmer };
}

// One branch in the Übergangsbereich (§ 2 Abs. 2 Satz 1, 3 und 4 BVV): the total is half the rate
// on the total base, rounded and doubled; the employee's share half the rate on the employee's
// base, rounded; the employer bears the difference.
export function uebergangsZweig(ub: Uebergang, satz: Dezimal): { gesamt: Dezimal; an: Dezimal; ag: Dezimal } {
  const halb = satz.dividedBy(2);
  const gesamt = cent(prozent(ub.gesamt, halb)).times(2);
  const an = cent(prozent(ub.arbeitnehmer, halb));
  return { gesamt, an, ag: gesamt.minus(an) };
}

// § 2 Abs. 2 BVV: total = half the rate on the total base, rounded, doubled; employee = half the
// rate on the employee base, rounded; employer = total − employee. Surcharge from the total base,
// discount from the employee base, each rounded on its own and borne by the employee alone.
function uebergangsBeitraege(
  e: Eingabe,
  ub: Uebergang,
  satz: Leser,
  zb: number | null,
  eigen: Leser,
  a: Abrechnung,
  h: string[],
): void {
  const zweig = (feld: string, name: string, rate: number, q: Quellwert) => {
    const z = uebergangsZweig(ub, dez(rate));
    const halb = dez(rate).dividedBy(2);
    a.buche(`${feld}_an`, feld, 'arbeitnehmer', `${name}, Arbeitnehmeranteil`, z.an, q, halb, ub.arbeitnehmer);
    a.buche(
      `${feld}_ag`,
      feld,
      'arbeitgeber',
      `${name}, Arbeitgeberanteil (Gesamtbeitrag ${zahl(z.gesamt)} Euro abzüglich Arbeitnehmeranteil)`,
      z.ag,
      q,
      null,
      ub.gesamt,
    );
  };
  const kv = satz('kv_allgemein');
  zweig('kv', 'Krankenversicherung', kv.wert, kv);
  zweig('kv_zusatzbeitrag', 'Zusatzbeitrag der Krankenkasse', zb ?? 0, zbQuelle(e, satz));
  const p = pflege(e, satz, eigen, a, h);
  zweig('pv', 'Pflegeversicherung', p.ag + p.an, p.qAg);
  if (p.qZuschlag)
    a.buche(
      'pv_zuschlag',
      'pv',
      'arbeitnehmer',
      'Pflegeversicherung, Zuschlag für Kinderlose',
      cent(prozent(ub.gesamt, p.zuschlag)),
      p.qZuschlag,
      p.zuschlag,
      ub.gesamt,
    );
  if (p.qAbschlag)
    a.buche(
      'pv_abschlag',
      'pv',
      'arbeitnehmer',
      'Pflegeversicherung, Abschlag für Kinder',
      cent(prozent(ub.arbeitnehmer, p.abschlag)).negated(),
      p.qAbschlag,
      -p.abschlag,
      ub.arbeitnehmer,
    );
  const rv = satz('rv');
  zweig('rv', 'Rentenversicherung', rv.wert, rv);
  const av = satz('av');
  zweig('av', 'Arbeitslosenversicherung', av.wert, av);
}

// Minijob (gewerblich): the employer's flat rates, the employee's RV top-up (at least from 175
// euros), the 2 % flat tax and the levies of the Minijob-Zentrale from the actual pay.
function minijobAbgaben(e: Eingabe, brutto: Dezimal, mj: Leser, satz: Leser, a: Abrechnung, h: string[]): void {
  if (brutto.isZero()) {
    h.push('Ohne Entgelt fallen in diesem Monat keine Beiträge an.');
    return;
  }
  if (e.u1_satz || e.u2_satz)
    h.push(
      'Im Minijob gelten die Umlagesätze der Minijob-Zentrale (minijob-abgaben); u1_satz und u2_satz sind nicht ' +
        'angewandt.',
    );
  if (e.krankenversicherung === 'gesetzlich') {
    const kv = mj('gewerblich_kv');
    // The employer alone bears it: the whole rate, rounded once (§ 2 Abs. 1 Satz 2 BVV leaves the
    // halving rule open for such contributions; docs/ENTSCHEIDUNGEN.md).
    a.buche(
      'kv_pauschal',
      'kv',
      'arbeitgeber',
      'Pauschalbeitrag zur Krankenversicherung',
      cent(prozent(brutto, kv.wert)),
      kv,
      kv.wert,
      brutto,
    );
  }
  const rvAg = mj('gewerblich_rv');
  const ag = cent(prozent(brutto, rvAg.wert));
  a.buche(
    'rv_ag',
    'rv',
    'arbeitgeber',
    'Rentenversicherung, Pauschalbeitrag des Arbeitgebers',
    ag,
    rvAg,
    rvAg.wert,
    brutto,
  );
  if (e.rentenversicherung === 'pflichtig') {
    const mindest = mj('rv_mindestbemessungsgrundlage');
    const eigenanteil = mj('gewerblich_rv_eigenanteil');
    if (brutto.lessThan(mindest.wert)) {
      // § 2 Abs. 1 Satz 5 BVV: the full rate on 175 euros, less the employer's share of the pay.
      const rv = satz('rv');
      const gesamt = cent(prozent(dez(mindest.wert), rv.wert));
      a.buche(
        'rv_an',
        'rv',
        'arbeitnehmer',
        `Rentenversicherung, Eigenanteil (Mindestbeitrag ${zahl(gesamt)} Euro aus ${mindest.wert} Euro abzüglich ` +
          'Arbeitgeberanteil)',
        gesamt.minus(ag),
        mindest,
        null,
        dez(mindest.wert),
      );
    } else {
      a.buche(
        'rv_an',
        'rv',
        'arbeitnehmer',
        'Rentenversicherung, Eigenanteil',
        cent(prozent(brutto, eigenanteil.wert)),
        eigenanteil,
        eigenanteil.wert,
        brutto,
      );
    }
  }
  const st = mj('gewerblich_pauschsteuer');
  a.buche(
    'pauschsteuer',
    'pauschsteuer',
    'arbeitgeber',
    'Einheitliche Pauschsteuer',
    cent(prozent(brutto, st.wert)),
    st,
    st.wert,
    brutto,
  );
  for (const [id, feld, name] of [
    ['gewerblich_u1', 'u1', 'Umlage U1'],
    ['gewerblich_u2', 'u2', 'Umlage U2'],
    ['gewerblich_insolvenzgeldumlage', 'insolvenzgeldumlage', 'Insolvenzgeldumlage'],
  ] as const) {
    const q = mj(id);
    a.buche(feld, feld, 'arbeitgeber', name, cent(prozent(brutto, q.wert)), q, q.wert, brutto);
  }
}

function umlagen(e: Eingabe, basis: Dezimal, satz: Leser, a: Abrechnung): void {
  // U1 and U2 are set by the health fund's statutes: the caller's rates, cited as such.
  const eingabe = (feld: string): Zitat => ({
    rechtsgrundlage: `§ 7 AAG (Umlagesatz der Krankenkasse, Eingabe ${feld})`,
    quelle: null,
    datensatz: 'brutto-netto',
    bestandteil: null,
    datenstand: a.datenstand,
  });
  if (e.u1_satz)
    a.buche(
      'u1',
      'u1',
      'arbeitgeber',
      'Umlage U1',
      cent(prozent(basis, e.u1_satz)),
      eingabe('u1_satz'),
      e.u1_satz,
      basis,
    );
  if (e.u2_satz)
    a.buche(
      'u2',
      'u2',
      'arbeitgeber',
      'Umlage U2',
      cent(prozent(basis, e.u2_satz)),
      eingabe('u2_satz'),
      e.u2_satz,
      basis,
    );
  const ins = satz('insolvenzgeldumlage');
  a.buche(
    'insolvenzgeldumlage',
    'insolvenzgeldumlage',
    'arbeitgeber',
    'Insolvenzgeldumlage',
    cent(prozent(basis, ins.wert)),
    ins,
    ins.wert,
    basis,
  );
}

// The PAP inputs from the person (docs/LOHNSTEUER.md, table of the inputs per version) and its run;
// church tax is the Land's rate on BK, fractions of a cent dropped, as /hr/lohnsteuer computes it.
function steuern(
  e: Eingabe,
  letzterTag: string,
  bezug: Bezug,
  eigen: Leser,
  a: Abrechnung,
  h: string[],
): BruttoNettoAntwort['lohnsteuer'] {
  const versionen = bezug.pap('lohnsteuer');
  const v = papVersionFuer(versionen, letzterTag);
  if (!v)
    throw new ApiFehler('kein_wert', `Für ${letzterTag} liegt kein Programmablaufplan vor.`, { parameter: 'datum' });
  const kennt = (n: string) => v.modul.EINGABEN.includes(n);
  const jahr = Number(letzterTag.slice(0, 4));
  const privat = e.krankenversicherung === 'privat';
  const ein: Record<string, number> = {
    LZZ: 2,
    RE4: Math.round(e.brutto * 100),
    STKL: e.steuerklasse,
    ZKF: e.kinderfreibetraege,
    R: e.kirchensteuer ? 1 : 0,
    // Until the 2024 PAP KRV also chose the ceiling of the Rechtskreis; from 2025 0 = in the GRV.
    KRV: v.gueltig_ab < '2025-01-01' && e.rechtskreis === 'ost' ? 1 : 0,
    PVS: e.land === 'SN' ? 1 : 0,
    PVZ: a.pvZuschlag ? 1 : 0,
  };
  if (kennt('PVA')) ein.PVA = a.pvZuschlag ? 0 : a.pvAbschlagKinder;
  if (kennt('ALV')) ein.ALV = 0;
  if (privat) {
    // Until 2025 PKV=2 (private with the employer's subsidy, which the PAP types itself); from 2026
    // PKV=1 and the subsidy paid in PKPVAGZ.
    ein.PKV = kennt('PKPVAGZ') ? 1 : 2;
    ein.PKPV = Math.round((e.pkv_beitrag ?? 0) * 100);
    if (kennt('PKPVAGZ'))
      ein.PKPVAGZ = Math.round(
        Number(a.wert('arbeitgeber', 'kv').plus(a.wert('arbeitgeber', 'pv')).times(100).toString()),
      );
    h.push('pkv_beitrag gilt im Programmablaufplan als Beitrag zur Basisabsicherung (PKPV).');
  } else {
    ein.PKV = 0;
    ein.KVZ = Number(a.kvz);
  }
  if (e.geburtsjahr !== null) {
    // § 24a Satz 3 EStG: the 64th year completed before the calendar year.
    const ab = eigen('altersentlastung_ab_lebensjahr').wert;
    if (jahr - e.geburtsjahr > ab) {
      ein.ALTER1 = 1;
      ein.AJAHR = e.geburtsjahr + ab + 1;
    }
  }
  const { ausgaben } = rechneLohnsteuer(v, ein);
  const lst = ausgaben.lstlzz ?? 0;
  const soli = ausgaben.solzlzz ?? 0;
  const bk = ausgaben.bk ?? 0;
  const ls = bezug.am('lohnsteuer', e.tag);
  const pap: Zitat = {
    rechtsgrundlage: `§ 39b Abs. 6 EStG, Programmablaufplan ${v.pap_version}`,
    quelle: (ls.quelle as Quelle | undefined) ?? null,
    datensatz: 'lohnsteuer',
    bestandteil: null,
    datenstand: String(ls.datenstand),
  };
  const brutto = dez(e.brutto);
  a.buche('lohnsteuer', 'lohnsteuer', 'arbeitnehmer', 'Lohnsteuer', dez(lst).dividedBy(100), pap, null, brutto);
  a.buche(
    'solidaritaetszuschlag',
    'solidaritaetszuschlag',
    'arbeitnehmer',
    'Solidaritätszuschlag',
    dez(soli).dividedBy(100),
    { ...pap, rechtsgrundlage: `§ 3, § 4 SolZG 1995, Programmablaufplan ${v.pap_version}` },
    null,
    dez(lst).dividedBy(100),
  );
  if (e.kirchensteuer) {
    const stufe = kirchensteuerStufe(bezug, e.land, letzterTag);
    if (!stufe || stufe.satz === null)
      throw new ApiFehler('kein_wert', `Für ${e.land} am ${letzterTag} fehlt der Kirchensteuersatz.`, {
        parameter: 'land',
      });
    const kist = Math.floor((bk * stufe.satz) / 100);
    a.buche(
      'kirchensteuer',
      'kirchensteuer',
      'arbeitnehmer',
      'Kirchensteuer',
      dez(kist).dividedBy(100),
      {
        rechtsgrundlage: stufe.rechtsgrundlage,
        quelle: stufe.quelle,
        datensatz: 'kirchensteuer',
        bestandteil: `satz_${e.land.toLowerCase()}`,
        datenstand: stufe.datenstand,
      },
      stufe.satz,
      dez(bk).dividedBy(100),
    );
    const kappung = kirchensteuerStufe(bezug, e.land, letzterTag, 'kappung');
    if (kappung)
      h.push(
        `Kappung in ${e.land}: höchstens ${String(kappung.satz).replace('.', ',')} % des zu versteuernden ` +
          'Einkommens; ' +
          'die Kirchensteuer ist ohne Kappung gerechnet (wie /hr/lohnsteuer).',
      );
  }
  a.schritt('Programmablaufplan', v.pap_version);
  return {
    pap_version: v.pap_version,
    eingaben: Object.fromEntries(Object.entries(ein).map(([k, w]) => [k.toLowerCase(), w])),
    lstlzz: lst,
    solzlzz: soli,
    bk,
  };
}

export default rechnerModul(bruttoNettoAntwort, {
  braucht: BRUTTO_NETTO_BRAUCHT,
  parameter: [
    GEMEINSAME_PARAMETER[0],
    {
      name: 'brutto',
      typ: 'zahl',
      pflicht: true,
      bereich: { min: 0, max: 1_000_000 },
      beispiel: 3500,
      beschreibung: 'Laufendes Bruttoentgelt des Monats in Euro (0 bis 1 000 000).',
    },
    ...GEMEINSAME_PARAMETER.slice(1),
  ],
  stichtag: (p, heute) => `${String(p.datum ?? heute).slice(0, 7)}-01`,
  berechne(basis, p, heute, bezug) {
    return bruttoNetto(eingabe(p, heute, p.brutto as number), bezug, basis);
  },
  csvZeilen: (antwort) =>
    (antwort.posten as Objekt[]).map((p) => ({ monat: antwort.monat, beschaeftigung: antwort.beschaeftigung, ...p })),
});
