// The parameters of the payslip (brutto-netto and netto-brutto share all but the amount) and the
// checked inputs of a request: defaults resolved, combinations the law excludes refused with 400.
import { LAENDER, type Land } from '../../daten/schema';
import { cent, istCentbetrag } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import type { Anfrageparameter, ParameterSpec } from '../../vertrag/parameter';
import { DIENSTWAGEN_PARAMETER, dienstwagenEingabe } from '../dienstwagen';
import type { Bezuege, Eingabe, Einmal, EinmalzahlungArt, Teilmonat } from './eingabe';
import { SFN_PARAMETER, sfnEingabe } from './sfn-parameter';

// The parameters both directions share; brutto-netto adds brutto, netto-brutto adds netto.
export const GEMEINSAME_PARAMETER: ParameterSpec[] = [
  {
    name: 'datum',
    typ: 'datum',
    pflicht: false,
    standard: 'heute',
    beispiel: '2026-01-31',
    beschreibung:
      'Ein Tag des Abrechnungsmonats, ab 2015-01-01 (Gleitzone bis Juni 2019, Übergangsbereich seitdem); bestimmt ' +
      'Sätze, Grenzen und PAP-Fassung. Standard: heute.',
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
      'Land des Beschäftigungsorts (BW, BY, BE, …): Kirchensteuersatz, Aufteilung der Pflegeversicherung ' +
      '(§ 58 Abs. 3 SGB XI), bis 2024 Rechtskreis West oder Ost.',
  },
  {
    name: 'rechtskreis',
    typ: 'auswahl',
    pflicht: false,
    werte: ['west', 'ost'],
    beispiel: 'west',
    beschreibung:
      'Nur bis 2024: Rechtskreis der Beitragsbemessungsgrenze Renten- und Arbeitslosenversicherung. Standard: ost ' +
      'für die Länder des Beitrittsgebiets (Bestandteil beitrittsgebiet_laender), sonst west (auch Berlin; ' +
      'Beschäftigungsorte im früheren Ost-Berlin: ost).',
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
      'Datums (beitragssaetze). Bis 2018 trägt ihn der Beschäftigte allein. Nur gesetzlich Versicherte.',
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
      'Davon Kinder unter der Altersgrenze des Beitragsabschlags (beitragssaetze, pv_kinderabschlag: gezählte ' +
      'Kinder und Altersgrenze); Standard: gleich kinder; höchstens kinder.',
  },
  {
    name: 'geburtsdatum',
    typ: 'datum',
    pflicht: false,
    beispiel: '1990-06-15',
    beschreibung:
      'Geburtsdatum: bestimmt den Monat, ab dem der Zuschlag für Kinderlose gilt (nach Ablauf des Monats, in dem ' +
      'das maßgebliche Lebensjahr vollendet wird, § 55 Abs. 3 SGB XI), und den Altersentlastungsbetrag im PAP. ' +
      'Statt geburtsjahr, nicht mit ihm.',
  },
  {
    name: 'geburtsjahr',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 1900, max: 2020 },
    beispiel: 1990,
    beschreibung:
      'Geburtsjahr, wenn das Geburtsdatum nicht vorliegt: reicht außer in dem Jahr, in dem das für den Zuschlag ' +
      'für Kinderlose maßgebliche Lebensjahr vollendet wird (dann 400, geburtsdatum nötig). Ohne geburtsjahr und ' +
      'geburtsdatum gilt der Zuschlag für Kinderlose.',
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

// The one-off payment of the month (issue 30; names are a contract). Amounts in euro; the defaults
// follow from the regular pay and are resolved per payslip (netto-brutto searches the regular pay).
export const EINMALZAHLUNG_PARAMETER: ParameterSpec[] = [
  {
    name: 'einmalzahlung',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10_000_000 },
    standard: 0,
    // 0: the documented example query takes every parameter's example and stays the plain month
    // (the other one-off parameters then refuse and drop out of it; README shows a one-off).
    beispiel: 0,
    beschreibung:
      'Einmalzahlung dieses Monats in Euro (einmalig gezahltes Arbeitsentgelt, § 23a SGB IV, und sonstiger ' +
      'Bezug, § 39b Abs. 3 EStG), etwa Weihnachtsgeld. Standard 0.',
  },
  {
    name: 'einmalzahlung_art',
    typ: 'auswahl',
    pflicht: false,
    werte: ['sonstiger_bezug', 'mehrjaehrig', 'entschaedigung'],
    standard: 'sonstiger_bezug',
    beispiel: 'sonstiger_bezug',
    beschreibung:
      'sonstiger_bezug (Standard); mehrjaehrig: Vergütung für mehrjährige Tätigkeit (§ 34 Abs. 2 Nr. 4 EStG, ' +
      'Fünftelregelung im Lohnsteuerabzug bis 2024); entschaedigung: Entschädigung nach § 24 Nr. 1 EStG für ' +
      'den Verlust des Arbeitsplatzes (echte Abfindung, kein Arbeitsentgelt, beitragsfrei; eine Abfindung bei ' +
      'fortbestehender Beschäftigung ist sonstiger_bezug).',
  },
  {
    name: 'jahresarbeitslohn',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 100_000_000 },
    beispiel: 42000,
    beschreibung:
      'Voraussichtlicher Jahresarbeitslohn ohne diese Einmalzahlung in Euro (PAP JRE4, R 39b.6 LStR). ' +
      'Standard: 12 × brutto.',
  },
  {
    name: 'kv_entgelt_bisher',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10_000_000 },
    beispiel: 30000,
    beschreibung:
      'Beitragspflichtiges Entgelt der Kranken- und Pflegeversicherung in diesem Kalenderjahr vor diesem Monat ' +
      '(laufend und einmalig, je bis zur Grenze), Euro. Standard: sv_tage_bisher/30 × min(brutto, ' +
      'Monatsgrenze), ohne sv_tage_bisher (Monat − 1) × min(brutto, Monatsgrenze); im Teilmonat mit brutto × 30 / ' +
      'sv_tage statt brutto.',
  },
  {
    name: 'rv_entgelt_bisher',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10_000_000 },
    beispiel: 30000,
    beschreibung: 'Wie kv_entgelt_bisher für die Renten- und Arbeitslosenversicherung.',
  },
  {
    name: 'sv_tage_bisher',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 0, max: 330 },
    beispiel: 300,
    beschreibung:
      'Sozialversicherungstage dieses Jahres vor diesem Monat (voller Monat 30), höchstens 30 × (Monat − 1). ' +
      'Standard: 30 × (Monat − 1).',
  },
  {
    name: 'vorjahr_kv_entgelt',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10_000_000 },
    beispiel: 60000,
    beschreibung:
      'Nur Januar bis März (Märzklausel, § 23a Abs. 4 SGB IV): beitragspflichtiges Entgelt der Kranken- und ' +
      'Pflegeversicherung des ganzen Vorjahres, Euro. Standard: vorjahr_sv_tage/30 × min(brutto, Monatsgrenze ' +
      'des Vorjahres).',
  },
  {
    name: 'vorjahr_rv_entgelt',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10_000_000 },
    beispiel: 80000,
    beschreibung: 'Wie vorjahr_kv_entgelt für die Renten- und Arbeitslosenversicherung.',
  },
  {
    name: 'vorjahr_sv_tage',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 0, max: 360 },
    beispiel: 360,
    beschreibung: 'Nur Januar bis März: Sozialversicherungstage des Vorjahres (0 bis 360). Standard 360.',
  },
];

// The rest of a real month (issue 31; names are a contract): ELStAM allowances, the Faktorverfahren,
// deferred compensation and benefits in kind. Amounts in euro per month; the treatment of each is in
// bezuege.ts.
const euroMonat = (name: string, beispiel: number, beschreibung: string): ParameterSpec => ({
  name,
  typ: 'zahl',
  pflicht: false,
  bereich: { min: 0, max: 1_000_000 },
  standard: 0,
  beispiel,
  beschreibung,
});
export const BEZUEGE_PARAMETER: ParameterSpec[] = [
  euroMonat('freibetrag', 0, 'Monatlicher Freibetrag laut ELStAM in Euro (§ 39a EStG; PAP LZZFREIB). Standard 0.'),
  euroMonat(
    'hinzurechnung',
    0,
    'Monatlicher Hinzurechnungsbetrag laut ELStAM in Euro (§ 39a Abs. 1 Satz 1 Nr. 7 EStG; PAP LZZHINZU). Standard 0.',
  ),
  {
    name: 'faktor',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 0.999 },
    beispiel: 0.912,
    beschreibung:
      'Nur Steuerklasse 4: eingetragener Faktor des Faktorverfahrens mit drei Nachkommastellen, kleiner als 1 ' +
      '(§ 39f EStG; PAP af=1, f). Ohne faktor kein Faktorverfahren.',
  },
  euroMonat(
    'entgeltumwandlung',
    0,
    'Entgeltumwandlung in eine Direktversicherung, Pensionskasse oder einen Pensionsfonds in Euro je Monat, aus ' +
      'brutto gezahlt: steuerfrei bis zum Monatsanteil von 8 % und beitragsfrei bis zum Monatsanteil von 4 % der ' +
      'Beitragsbemessungsgrenze der allgemeinen Rentenversicherung (§ 3 Nr. 63 EStG, § 1 Abs. 1 Satz 1 Nr. 9 SvEV; ' +
      'bav-hoechstbetraege), darüber steuer- und beitragspflichtig. Nicht im Minijob.',
  ),
  {
    name: 'bav_arbeitgeberzuschuss',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 1_000_000 },
    beispiel: 0,
    beschreibung:
      'Beitrag des Arbeitgebers in denselben Vertrag in Euro je Monat (Zuschuss zur Entgeltumwandlung oder rein ' +
      'arbeitgeberfinanziert); er nutzt die Grenzen von § 3 Nr. 63 EStG und § 1 Abs. 1 Satz 1 Nr. 9 SvEV vor der ' +
      'Entgeltumwandlung. Standard: der gesetzliche Zuschuss von 15 % der Entgeltumwandlung, höchstens die ' +
      'ersparten Arbeitgeberbeiträge zur Sozialversicherung (§ 1a Abs. 1a BetrAVG; ab 2019, sonst 0).',
  },
  euroMonat(
    'geldwerter_vorteil',
    0,
    'Steuer- und beitragspflichtiger Sachbezug (geldwerter Vorteil) des Monats in Euro, etwa aus einer ' +
      'Sachzuwendung; wird nicht ausgezahlt (§ 8 Abs. 2 EStG, § 14 Abs. 1 SGB IV). Standard 0.',
  ),
  euroMonat(
    'sachbezug',
    0,
    'Sachbezüge des Monats unter der Sachbezugsfreigrenze in Euro (nach Abzug von Zuzahlungen): bis zur Grenze ' +
      'steuer- und beitragsfrei, darüber ganz steuer- und beitragspflichtig (§ 8 Abs. 2 Satz 11 EStG, § 1 Abs. 1 ' +
      'Satz 1 Nr. 1 SvEV; steuerfreie-betraege). Wird nicht ausgezahlt. Standard 0.',
  ),
];

// A part month (issue 31; names are a contract): the SV days of an entry, an exit or a
// contribution-free stretch, and whether wage tax runs for a part pay period (docs/ENTSCHEIDUNGEN.md,
// "Teilmonate").
export const TEILMONAT_PARAMETER: ParameterSpec[] = [
  {
    name: 'sv_tage',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 1, max: 30 },
    standard: 30,
    beispiel: 30,
    beschreibung:
      'Sozialversicherungstage dieses Monats, 1 bis 30 (voller Monat 30): bei Eintritt oder Austritt im Monat die ' +
      'Kalendertage der Beschäftigung, bei Krankengeld, Elternzeit oder unbezahltem Urlaub über einen Monat die ' +
      'Tage mit Entgelt. brutto ist dann das Entgelt dieser Tage. Die Beitragsbemessungsgrenzen gelten für die ' +
      'SV-Tage (Jahresgrenze × sv_tage / 360, § 223 Abs. 3 SGB V, § 341 Abs. 3 SGB III, § 123 Abs. 3 mit § 189 ' +
      'SGB VI); Minijob und Übergangsbereich nach dem auf den Monat hochgerechneten Entgelt. Standard 30.',
  },
  {
    name: 'teillohnzahlungszeitraum',
    typ: 'boolean',
    pflicht: false,
    beispiel: false,
    beschreibung:
      'true: das Dienstverhältnis beginnt oder endet in diesem Monat; die Lohnsteuer wird nach der Tagestabelle ' +
      'für sv_tage Kalendertage berechnet (R 39b.5 Abs. 2 LStR, PAP LZZ 4). false: es besteht den ganzen Monat ' +
      '(Krankengeld, Elternzeit, unbezahlter Urlaub); Monatstabelle (R 39b.5 Abs. 2 Satz 3 LStR). Standard: true ' +
      'bei sv_tage unter 30, sonst false.',
  },
];

// A company car: the parameters of /hr/dienstwagen with the prefix dienstwagen_ (the documented
// example shows the car of /hr/dienstwagen's example).
const MIT_DIENSTWAGEN = (n: string) => `dienstwagen_${n}`;
export const DIENSTWAGEN_ABRECHNUNG: ParameterSpec[] = DIENSTWAGEN_PARAMETER.map((s) => ({
  ...s,
  name: MIT_DIENSTWAGEN(s.name),
  pflicht: false,
  beschreibung: `Dienstwagen (wie ${s.name} von /hr/dienstwagen, Monat der Abrechnung): ${s.beschreibung}`,
}));

// The amount parameter of each direction, placed after datum.
const BETRAG_PARAMETER = (name: 'brutto' | 'netto'): ParameterSpec => ({
  name,
  typ: 'zahl',
  pflicht: true,
  bereich: { min: 0, max: 1_000_000 },
  beispiel: name === 'brutto' ? 3500 : 2400,
  beschreibung:
    name === 'brutto'
      ? 'Laufendes Bruttoentgelt des Monats in Euro (0 bis 1 000 000, auf den Cent).'
      : 'Vereinbartes Netto des Monats in Euro (0 bis 1 000 000, auf den Cent).',
});

export const parameterMit = (betrag: 'brutto' | 'netto'): ParameterSpec[] => [
  GEMEINSAME_PARAMETER[0],
  BETRAG_PARAMETER(betrag),
  ...GEMEINSAME_PARAMETER.slice(1),
  ...EINMALZAHLUNG_PARAMETER,
  ...BEZUEGE_PARAMETER,
  ...TEILMONAT_PARAMETER,
  ...DIENSTWAGEN_ABRECHNUNG,
  ...SFN_PARAMETER,
];

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

// An amount in euro to the cent; a third decimal is no amount of money.
export function centParameter(p: Anfrageparameter, name: string): number | null {
  const x = p[name];
  if (typeof x !== 'number') return null;
  if (!istCentbetrag(x))
    throw fehler(name, `${name}=${x}: erlaubt sind Eurobeträge mit höchstens zwei Nachkommastellen.`);
  return cent(x);
}

// The checked inputs of a request (everything but the amount); the cross-parameter rules are the
// issue's and § 6 Abs. 1b SGB VI (checked with the month's limits in the payslip).
export function eingabe(p: Anfrageparameter, heute: string): Eingabe {
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
  const pkv = centParameter(p, 'pkv_beitrag');
  const ppv = centParameter(p, 'ppv_beitrag');
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
        `ppv_beitrag (${p.ppv_beitrag}) ist ein Teil von pkv_beitrag (${p.pkv_beitrag}) und kann nicht größer sein.`,
      );
  }
  const geburtsdatum = typeof p.geburtsdatum === 'string' ? p.geburtsdatum : null;
  if (geburtsdatum !== null && typeof p.geburtsjahr === 'number')
    throw fehler('geburtsjahr', 'Bitte nur geburtsdatum oder geburtsjahr angeben, nicht beide.');
  if (geburtsdatum !== null && geburtsdatum > tag)
    throw fehler('geburtsdatum', `geburtsdatum (${geburtsdatum}) liegt nach datum (${tag}).`);
  const einmal = einmalEingabe(p);
  const bezuege = bezuegeEingabe(p, (p.steuerklasse as number | undefined) ?? 1, tag);
  return {
    tag,
    monat: tag.slice(0, 7),
    steuerklasse: (p.steuerklasse as number | undefined) ?? 1,
    kinderfreibetraege: zkf,
    kirchensteuer: p.kirchensteuer === true,
    land,
    rechtskreis: (p.rechtskreis as Eingabe['rechtskreis'] | undefined) ?? null,
    krankenversicherung: kv,
    zusatzbeitrag: typeof p.zusatzbeitrag === 'number' ? p.zusatzbeitrag : null,
    pkvCent: pkv,
    ppvCent: ppv,
    kinder,
    kinder_unter_25: unter25,
    geburtsjahr:
      geburtsdatum !== null
        ? Number(geburtsdatum.slice(0, 4))
        : typeof p.geburtsjahr === 'number'
          ? p.geburtsjahr
          : null,
    geburtsdatum,
    rentenversicherung: (p.rentenversicherung as Eingabe['rentenversicherung'] | undefined) ?? 'pflichtig',
    u1_satz: (p.u1_satz as number | undefined) ?? 0,
    u2_satz: (p.u2_satz as number | undefined) ?? 0,
    protokoll: p.protokoll === true,
    einmal,
    bezuege,
    teil: teilmonatEingabe(p, kv, einmal, bezuege),
  };
}

// The part month. Not computed in it (docs/ENTSCHEIDUNGEN.md, "Teilmonate"): deferred compensation
// (the yearly limits of § 3 Nr. 63 EStG and the SvEV in a part month) and private health insurance
// (subsidy and PAP inputs are monthly amounts); a Minijob below the pension minimum base and a one-off
// in the Übergangsbereich are refused in abrechnung.ts.
function teilmonatEingabe(
  p: Anfrageparameter,
  kv: Eingabe['krankenversicherung'],
  einmal: Einmal | null,
  b: Bezuege,
): Teilmonat | null {
  const svTage = typeof p.sv_tage === 'number' ? p.sv_tage : 30;
  const lzz = typeof p.teillohnzahlungszeitraum === 'boolean' ? p.teillohnzahlungszeitraum : svTage < 30;
  if (svTage === 30 && !lzz) return null;
  const nicht = (was: string) =>
    fehler(
      'sv_tage',
      `Im Teilmonat (sv_tage=${svTage}${lzz ? ', teillohnzahlungszeitraum=true' : ''}) rechnet der Rechner ${was} ` +
        'nicht; ohne sv_tage und teillohnzahlungszeitraum gilt der volle Monat.',
    );
  // The default expected annual pay, 12 × brutto, would take the pay of the SV days for a month's.
  if (einmal && einmal.jahresarbeitslohn === null)
    throw new ApiFehler(
      'parameter_fehlt',
      `Mit einmalzahlung im Teilmonat (sv_tage=${svTage}) ist jahresarbeitslohn nötig: der voraussichtliche ` +
        'Jahresarbeitslohn ohne die Einmalzahlung (R 39b.6 LStR); 12 × brutto wäre hier das Zwölffache eines ' +
        'Teilentgelts.',
      { parameter: 'jahresarbeitslohn' },
    );
  if (b.entgeltumwandlung > 0 || (b.bavZuschuss ?? 0) > 0)
    throw nicht('die betriebliche Altersversorgung (entgeltumwandlung, bav_arbeitgeberzuschuss)');
  if (kv === 'privat') throw nicht('die private Krankenversicherung (krankenversicherung=privat)');
  // R 39a.1 Abs. 7 LStR converts a Freibetrag to a day (steuern.ts); for the Hinzurechnungsbetrag no
  // conversion was read (docs/ENTSCHEIDUNGEN.md, "Teilmonate").
  if (lzz && b.hinzurechnung > 0)
    throw fehler(
      'hinzurechnung',
      'hinzurechnung rechnet der Rechner nicht im Teillohnzahlungszeitraum (Tagestabelle); mit ' +
        'teillohnzahlungszeitraum=false gilt die Monatstabelle.',
    );
  return { svTage, lohnsteuerTage: lzz ? svTage : null };
}

// A car is there with its list price; its other parameters alone are refused unless they hold their
// default (the browser form always sends dienstwagen_antrieb and dienstwagen_zuzahlung_monat).
function dienstwagenDa(p: Anfrageparameter): boolean {
  if (p.dienstwagen_listenpreis !== undefined) return true;
  for (const s of DIENSTWAGEN_ABRECHNUNG)
    if (p[s.name] !== undefined && p[s.name] !== s.standard)
      throw new ApiFehler('parameter_fehlt', `${s.name} gilt nur mit dienstwagen_listenpreis.`, {
        parameter: 'dienstwagen_listenpreis',
      });
  return false;
}

// The further pay of the month; the checks that need the kind of employment are in bezuege.ts.
function bezuegeEingabe(p: Anfrageparameter, steuerklasse: number, tag: string): Bezuege {
  const faktor = typeof p.faktor === 'number' ? p.faktor : null;
  if (faktor !== null) {
    // § 39f Abs. 1 EStG: the factor is entered for spouses who both are in class IV, three decimals.
    if (steuerklasse !== 4)
      throw fehler(
        'faktor',
        `faktor gilt nur mit steuerklasse=4 (Faktorverfahren, § 39f EStG), nicht ${steuerklasse}.`,
      );
    if (Math.abs(faktor * 1000 - Math.round(faktor * 1000)) > 1e-9)
      throw fehler('faktor', `faktor=${faktor}: erlaubt sind höchstens drei Nachkommastellen (§ 39f Abs. 1 EStG).`);
  }
  return {
    freibetrag: centParameter(p, 'freibetrag') ?? 0,
    hinzurechnung: centParameter(p, 'hinzurechnung') ?? 0,
    faktor,
    entgeltumwandlung: centParameter(p, 'entgeltumwandlung') ?? 0,
    bavZuschuss: centParameter(p, 'bav_arbeitgeberzuschuss'),
    geldwerterVorteil: centParameter(p, 'geldwerter_vorteil') ?? 0,
    sachbezug: centParameter(p, 'sachbezug') ?? 0,
    dienstwagen: dienstwagenDa(p) ? dienstwagenEingabe(p, tag, MIT_DIENSTWAGEN) : null,
    sfn: sfnEingabe(p, centParameter(p, 'sfn_grundlohn_stunde')),
  };
}

// einmalzahlung_art alone is harmless (the browser form always sends its default).
const NUR_MIT_EINMALZAHLUNG = EINMALZAHLUNG_PARAMETER.slice(2).map((s) => s.name);

// The one-off's parameters; the checks that need the month's ceilings are in einmalzahlung.ts.
function einmalEingabe(p: Anfrageparameter): Einmal | null {
  const cent = centParameter(p, 'einmalzahlung') ?? 0;
  if (cent === 0) {
    for (const name of NUR_MIT_EINMALZAHLUNG)
      if (p[name] !== undefined) throw fehler(name, `${name} gilt nur mit einmalzahlung über 0.`);
    return null;
  }
  const ganz = (name: string) => (typeof p[name] === 'number' ? (p[name] as number) : null);
  const tageBisher = ganz('sv_tage_bisher');
  return {
    cent,
    art: (p.einmalzahlung_art as EinmalzahlungArt | undefined) ?? 'sonstiger_bezug',
    jahresarbeitslohn: centParameter(p, 'jahresarbeitslohn'),
    kvBisher: centParameter(p, 'kv_entgelt_bisher'),
    rvBisher: centParameter(p, 'rv_entgelt_bisher'),
    tageBisher,
    vorjahrKv: centParameter(p, 'vorjahr_kv_entgelt'),
    vorjahrRv: centParameter(p, 'vorjahr_rv_entgelt'),
    vorjahrTage: ganz('vorjahr_sv_tage'),
  };
}
