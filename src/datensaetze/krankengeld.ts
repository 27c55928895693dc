// Statutory sickness benefit of an employee with a monthly salary (§ 47 SGB V) per calendar day,
// and the contributions the recipient bears himself (§ 170 Abs. 1 Nr. 2 Buchst. a SGB VI,
// § 347 Nr. 5 SGB III, § 59 Abs. 2 and 5, § 59a SGB XI). The statute's own numbers come from
// data/krankengeld.yaml; the contribution ceiling from rechengroessen, the rates from beitragssaetze
// and the marginal-employment limit from uebergangsbereich, all read through bezug.
//
// No statute rounds these amounts. Published notices and worked examples round every daily step and
// every contribution half up to the cent (docs/ENTSCHEIDUNGEN.md, "krankengeld"); so does this module,
// in whole cents and exact rates (src/gemeinsam/geld.ts), each step rounded once.

import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { euro as alsEuro, alsZahl, anteil, gerundet, minus, type Satz, satz, verhaeltnis } from '../gemeinsam/geld';
import { kinderabschlagProzent, kinderlosenzuschlag, zuschlagsregel } from '../rechner/kinderlosenzuschlag';
import { pflichtwert, type Werte, werte, zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import { type Bezug, rechnerModul } from '../vertrag/modul';
import type { ParameterSpec } from '../vertrag/parameter';

const euro = z.number();
const euroOderNull = z.number().nullable();

const schritt = z.object({
  schritt: z.string().meta({ en: 'step of the calculation' }),
  wert: z.number().nullable().meta({ en: 'value of the step (euro or percent); null where the step does not apply' }),
  vorschrift: z.string().meta({ en: 'provision the step follows' }),
});

export const krankengeldAntwort = rechnerAntwort(
  'krankengeld',
  {
    datum: datum.meta({ en: 'day of sickness benefit whose ceiling and rates apply' }),
    brutto_monat: euro.meta({ en: 'regular monthly pay subject to contributions, without one-off payments' }),
    netto_monat: euro.meta({ en: 'net pay of that month' }),
    einmalzahlungen_12_monate: euro.meta({ en: 'one-off payments subject to contributions in the last 12 months' }),
    kinder: z.number().int().meta({ en: 'number of children (parent status in long-term care insurance)' }),
    kinder_unter_25: z.number().int().meta({ en: 'children under 25 counted for the parents’ discount' }),
    rv_pflichtig: z.boolean().meta({ en: 'compulsorily insured in the pension insurance while receiving the benefit' }),
    av_pflichtig: z
      .boolean()
      .meta({ en: 'compulsorily insured in the unemployment insurance while receiving the benefit' }),
    kinderlosenzuschlag: z.boolean().meta({ en: 'the surcharge for childless members applies' }),
    regelentgelt_laufend_tag: euro.meta({
      description: 'brutto_monat / regelentgelt_teiler_monat (§ 47 Abs. 2 Satz 3 SGB V).',
      en: 'regular pay per calendar day from current pay',
    }),
    hinzurechnung_tag: euro.meta({
      description: 'einmalzahlungen_12_monate / einmalzahlung_teiler (§ 47 Abs. 2 Satz 6 SGB V).',
      en: 'addition per calendar day from one-off payments',
    }),
    hoechstregelentgelt_tag: euro.meta({
      description:
        'Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung / bbg_teiler (§ 47 Abs. 6, § 223 Abs. 3 ' +
        'SGB V).',
      en: 'maximum regular pay per calendar day (contribution ceiling / bbg_teiler)',
    }),
    regelentgelt_tag: euro.meta({ en: 'regular pay per calendar day, capped at the ceiling' }),
    regelentgelt_begrenzt: z.boolean().meta({ en: 'the regular pay was capped at the ceiling' }),
    nettoentgelt_laufend_tag: euro.meta({ en: 'net pay per calendar day from current pay' }),
    nettoentgelt_hinzurechnung_tag: euro.meta({
      description: 'Netto-Anteil der Hinzurechnung (§ 47 Abs. 1 Satz 3 SGB V).',
      en: 'net share of the addition from one-off payments',
    }),
    nettoentgelt_tag: euro.meta({ en: 'net pay per calendar day including the net share of the addition' }),
    krankengeld_regelentgelt_tag: euro.meta({
      description: 'krankengeld_prozent des Regelentgelts (§ 47 Abs. 1 Satz 1 SGB V).',
      en: 'share krankengeld_prozent of the regular pay',
    }),
    krankengeld_netto_grenze_tag: euro.meta({
      description: 'netto_hoechstens_prozent des Nettoarbeitsentgelts (§ 47 Abs. 1 Satz 2 SGB V).',
      en: 'share netto_hoechstens_prozent of the net pay',
    }),
    krankengeld_netto_laufend_grenze_tag: euroOderNull.meta({
      description:
        'Nur mit Einmalzahlungen: netto_laufend_hoechstens_prozent des laufenden Nettoarbeitsentgelts (§ 47 Abs. 1 ' +
        'Satz 4 SGB V), sonst null.',
      en: 'cap at the share netto_laufend_hoechstens_prozent of current net pay (only with one-off payments)',
    }),
    begrenzung: z.enum(['regelentgelt', 'nettoentgelt', 'nettoentgelt_laufend']).meta({
      description:
        'Welche Größe das Krankengeld bestimmt: regelentgelt (krankengeld_prozent), nettoentgelt ' +
        '(netto_hoechstens_prozent) oder nettoentgelt_laufend (netto_laufend_hoechstens_prozent des laufenden ' +
        'Nettos, nur mit Einmalzahlungen); die Sätze stehen im Datensatz krankengeld. Bei Gleichstand die erste.',
      en: 'which cap set the benefit',
    }),
    krankengeld_brutto_tag: euro.meta({ en: 'gross sickness benefit per calendar day' }),
    rv_basis_tag: euroOderNull.meta({ en: 'pension insurance: base of the recipient’s share (the benefit paid)' }),
    rv_satz_prozent: euroOderNull.meta({ en: 'pension insurance: recipient’s rate in percent' }),
    rv_tag: euro.meta({ en: 'pension insurance: recipient’s contribution per calendar day' }),
    av_basis_tag: euroOderNull.meta({ en: 'unemployment insurance: base of the recipient’s share' }),
    av_satz_prozent: euroOderNull.meta({ en: 'unemployment insurance: recipient’s rate in percent' }),
    av_tag: euro.meta({ en: 'unemployment insurance: recipient’s contribution per calendar day' }),
    pv_basis_tag: euro.meta({ en: 'long-term care insurance: base of the recipient’s share' }),
    pv_abschlag_prozent: euro.meta({
      description:
        'Abschlag für Eltern mehrerer Kinder (seit 01.07.2023; beitragssaetze, pv_kinderabschlag), in ' +
        'Beitragssatzpunkten.',
      en: 'long-term care insurance: parents’ discount in percentage points',
    }),
    pv_satz_prozent: euro.meta({ en: 'long-term care insurance: recipient’s rate in percent after the discount' }),
    pv_tag: euro.meta({ en: 'long-term care insurance: recipient’s contribution per calendar day' }),
    pv_zuschlag_basis_tag: euroOderNull.meta({
      description: 'pv_beitragspflichtig_prozent des Regelentgelts (§ 57 Abs. 2 Satz 1 SGB XI); null ohne Zuschlag.',
      en: 'surcharge for the childless: base (share pv_beitragspflichtig_prozent of the regular pay)',
    }),
    pv_zuschlag_satz_prozent: euroOderNull.meta({ en: 'surcharge for the childless: rate in percent' }),
    pv_zuschlag_tag: euro.meta({ en: 'surcharge for the childless per calendar day' }),
    beitraege_tag: euro.meta({ en: 'recipient’s contributions per calendar day' }),
    krankengeld_netto_tag: euro.meta({ en: 'net sickness benefit per calendar day' }),
    tage_monat: z.number().int().meta({ en: 'days of a whole calendar month of benefit' }),
    krankengeld_brutto_monat: euro.meta({ en: 'gross sickness benefit for a whole calendar month' }),
    beitraege_monat: euro.meta({ en: 'recipient’s contributions for a whole calendar month' }),
    krankengeld_netto_monat: euro.meta({ en: 'net sickness benefit for a whole calendar month' }),
    protokoll: z.array(schritt).meta({
      description: 'Jeder Rechenschritt mit seinem Wert und seiner Vorschrift, in Reihenfolge.',
      en: 'every step of the calculation with its value and provision',
    }),
  },
  'Krankengeld je Kalendertag und je Kalendermonat nach § 47 SGB V mit den Beiträgen, die der Bezieher trägt.',
);

// The statute's numbers (data/krankengeld.yaml).
export interface KrankengeldRegeln {
  krankengeld_prozent: number;
  netto_hoechstens_prozent: number;
  netto_laufend_hoechstens_prozent: number;
  regelentgelt_teiler_monat: number;
  einmalzahlung_teiler: number;
  bbg_teiler: number;
  tage_kalendermonat: number;
  pv_beitragspflichtig_prozent: number;
  rv_anteil_bezieher_prozent: number;
  av_anteil_bezieher_prozent: number;
  pv_anteil_bezieher_prozent: number;
}
const REGELN: (keyof KrankengeldRegeln)[] = [
  'krankengeld_prozent',
  'netto_hoechstens_prozent',
  'netto_laufend_hoechstens_prozent',
  'regelentgelt_teiler_monat',
  'einmalzahlung_teiler',
  'bbg_teiler',
  'tage_kalendermonat',
  'pv_beitragspflichtig_prozent',
  'rv_anteil_bezieher_prozent',
  'av_anteil_bezieher_prozent',
  'pv_anteil_bezieher_prozent',
];
export const regelnAus = (w: Werte): KrankengeldRegeln =>
  Object.fromEntries(REGELN.map((id) => [id, pflichtwert(w, 'krankengeld', id)])) as unknown as KrankengeldRegeln;

// What the day's other datasets say: the yearly contribution ceiling of health and long-term care
// insurance, the full contribution rates, and the parents' discount (from 01.07.2023).
export interface Saetze {
  bbg_kv_pv_jahr: number;
  rv: number;
  av: number;
  pv: number;
  pv_kinderlosenzuschlag: number;
  pv_kinderabschlag: { wert: number; ab_kind_nr: number; bis_kind_nr: number; hoechstens_prozent: number } | null;
}

export interface KrankengeldEingabe {
  brutto_monat: number;
  netto_monat: number;
  einmalzahlungen_12_monate: number;
  kinder_unter_25: number;
  rv_pflichtig: boolean;
  av_pflichtig: boolean;
  kinderlosenzuschlag: boolean;
}

type Schritt = z.infer<typeof schritt>;

// prozent percent of a rate, exact (the recipient's half of a contribution rate).
const teilVon = (s: number, prozent: number): Satz => {
  const a = satz(s);
  const b = satz(prozent);
  return { zaehler: a.zaehler * b.zaehler, nenner: a.nenner * b.nenner * 100 };
};

// § 55 Abs. 3 Satz 4 SGB XI (src/rechner/kinderlosenzuschlag.ts); before 01.07.2023 there is no
// discount (null).
export const pvAbschlag = (kinderUnter25: number, a: Saetze['pv_kinderabschlag']): number =>
  a ? kinderabschlagProzent(kinderUnter25, a) : 0;

export function krankengeld(e: KrankengeldEingabe, r: KrankengeldRegeln, s: Saetze) {
  const protokoll: Schritt[] = [];
  // Amounts are whole cents; the log and the answer show euro.
  const schreibe = (text: string, cent: number | null, vorschrift: string) => {
    protokoll.push({ schritt: text, wert: cent === null ? null : alsEuro(cent), vorschrift });
    return cent;
  };

  // § 47 Abs. 2 Satz 3 and 6, Abs. 6 SGB V; § 223 Abs. 3 Satz 1 SGB V. The ceiling applies to the
  // regular pay including the addition (Gemeinsames Rundschreiben zum Krankengeld, 4.1.3).
  const reLaufend = gerundet([e.brutto_monat, 100], [r.regelentgelt_teiler_monat]);
  schreibe(
    `Regelentgelt aus dem laufenden Arbeitsentgelt (brutto_monat / ${r.regelentgelt_teiler_monat})`,
    reLaufend,
    '§ 47 Abs. 2 Satz 3 SGB V',
  );
  const hz = gerundet([e.einmalzahlungen_12_monate, 100], [r.einmalzahlung_teiler]);
  schreibe(
    `Hinzurechnung aus Einmalzahlungen (einmalzahlungen_12_monate / ${r.einmalzahlung_teiler})`,
    hz,
    '§ 47 Abs. 2 Satz 6 SGB V',
  );
  const hoechst = gerundet([s.bbg_kv_pv_jahr, 100], [r.bbg_teiler]);
  schreibe(
    `Höchstregelentgelt (Beitragsbemessungsgrenze KV/PV / ${r.bbg_teiler})`,
    hoechst,
    '§ 47 Abs. 6, § 223 Abs. 3 Satz 1 SGB V',
  );
  const reSumme = reLaufend + hz;
  const re = Math.min(reSumme, hoechst);
  schreibe('Regelentgelt je Kalendertag, höchstens das Höchstregelentgelt', re, '§ 47 Abs. 2 Satz 6, Abs. 6 SGB V');

  // § 47 Abs. 1 Satz 2 and 3 SGB V: net pay per calendar day like the regular pay; the addition
  // counts with the ratio of current net to current regular pay.
  const neLaufend = gerundet([e.netto_monat, 100], [r.regelentgelt_teiler_monat]);
  schreibe(
    `Nettoarbeitsentgelt aus dem laufenden Arbeitsentgelt (netto_monat / ${r.regelentgelt_teiler_monat})`,
    neLaufend,
    '§ 47 Abs. 1 Satz 2 SGB V',
  );
  const neHz = hz > 0 ? verhaeltnis(neLaufend, hz, reLaufend) : 0;
  schreibe(
    'Netto-Anteil der Hinzurechnung (Netto / Regelentgelt, laufend, × Hinzurechnung)',
    neHz,
    '§ 47 Abs. 1 Satz 3 SGB V',
  );
  const ne = neLaufend + neHz;
  schreibe('Nettoarbeitsentgelt je Kalendertag', ne, '§ 47 Abs. 1 Satz 2 und 3 SGB V');

  // § 47 Abs. 1 Satz 1, 2 and 4 SGB V: the lowest of the shares of the regular pay and of the net
  // pay and, with one-off payments, of the current net pay.
  const kg70 = anteil(re, satz(r.krankengeld_prozent));
  schreibe(`${r.krankengeld_prozent} Prozent des Regelentgelts`, kg70, '§ 47 Abs. 1 Satz 1 SGB V');
  const kg90 = anteil(ne, satz(r.netto_hoechstens_prozent));
  schreibe(`${r.netto_hoechstens_prozent} Prozent des Nettoarbeitsentgelts`, kg90, '§ 47 Abs. 1 Satz 2 SGB V');
  const kg100 = hz > 0 ? anteil(neLaufend, satz(r.netto_laufend_hoechstens_prozent)) : null;
  schreibe(
    `${r.netto_laufend_hoechstens_prozent} Prozent des laufenden Nettoarbeitsentgelts (nur mit Einmalzahlungen)`,
    kg100,
    '§ 47 Abs. 1 Satz 4 SGB V',
  );
  const kandidaten = [
    ['regelentgelt', kg70],
    ['nettoentgelt', kg90],
    ['nettoentgelt_laufend', kg100],
  ] as const;
  let [begrenzung, kg] = [kandidaten[0][0], kg70] as [(typeof kandidaten)[number][0], number];
  for (const [name, wert] of kandidaten) if (wert !== null && wert < kg) [begrenzung, kg] = [name, wert];
  schreibe('Krankengeld brutto je Kalendertag', kg, '§ 47 Abs. 1 Satz 1 bis 4 SGB V');

  // The recipient's shares: his share of the rate on the benefit paid, as far as the contributions
  // fall on it; the health insurer bears the rest up to the contribution base of the regular pay.
  const rvSatz = e.rv_pflichtig ? teilVon(s.rv, r.rv_anteil_bezieher_prozent) : null;
  const rv = rvSatz === null ? 0 : anteil(kg, rvSatz);
  schreibe(
    `Rentenversicherung: Anteil des Beziehers (${r.rv_anteil_bezieher_prozent} Prozent des Beitragssatzes auf das ` +
      'Krankengeld)',
    rvSatz === null ? null : rv,
    '§ 170 Abs. 1 Nr. 2 Buchst. a SGB VI',
  );
  const avSatz = e.av_pflichtig ? teilVon(s.av, r.av_anteil_bezieher_prozent) : null;
  const av = avSatz === null ? 0 : anteil(kg, avSatz);
  schreibe(
    `Arbeitslosenversicherung: Anteil des Beziehers (${r.av_anteil_bezieher_prozent} Prozent des Beitragssatzes ` +
      'auf das Krankengeld)',
    avSatz === null ? null : av,
    '§ 347 Nr. 5 SGB III',
  );
  // § 59a Abs. 1 SGB XI: the parents' discount lowers only what the member bears.
  const abschlag = pvAbschlag(e.kinder_unter_25, s.pv_kinderabschlag);
  const pvSatz = minus(teilVon(s.pv, r.pv_anteil_bezieher_prozent), satz(abschlag));
  const pv = anteil(kg, pvSatz);
  schreibe(
    `Pflegeversicherung: Anteil des Beziehers (${r.pv_anteil_bezieher_prozent} Prozent des Beitragssatzes abzüglich ` +
      'Elternabschlag)',
    pv,
    '§ 59 Abs. 2 Satz 1, § 59a Abs. 1 SGB XI',
  );
  // § 59 Abs. 5, § 57 Abs. 2 Satz 1 SGB XI: the member bears the surcharge alone, on the whole
  // contribution base.
  const zBasis = e.kinderlosenzuschlag ? anteil(re, satz(r.pv_beitragspflichtig_prozent)) : null;
  const zSatz = e.kinderlosenzuschlag ? s.pv_kinderlosenzuschlag : null;
  const zuschlag = zBasis !== null && zSatz !== null ? anteil(zBasis, satz(zSatz)) : 0;
  schreibe(
    `Zuschlag für Kinderlose (Zuschlag auf ${r.pv_beitragspflichtig_prozent} Prozent des Regelentgelts)`,
    zBasis === null ? null : zuschlag,
    '§ 55 Abs. 3, § 57 Abs. 2 Satz 1, § 59 Abs. 5 SGB XI',
  );
  const beitraege = rv + av + pv + zuschlag;
  const netto = kg - beitraege;
  schreibe(
    'Krankengeld netto je Kalendertag',
    netto,
    '§ 47 SGB V; § 224 Abs. 1 SGB V (kein Beitrag zur Krankenversicherung)',
  );
  const tage = r.tage_kalendermonat;
  schreibe(
    `Krankengeld netto für einen ganzen Kalendermonat (× ${r.tage_kalendermonat})`,
    netto * tage,
    '§ 47 Abs. 1 Satz 7 SGB V',
  );

  return {
    regelentgelt_laufend_tag: alsEuro(reLaufend),
    hinzurechnung_tag: alsEuro(hz),
    hoechstregelentgelt_tag: alsEuro(hoechst),
    regelentgelt_tag: alsEuro(re),
    regelentgelt_begrenzt: reSumme > hoechst,
    nettoentgelt_laufend_tag: alsEuro(neLaufend),
    nettoentgelt_hinzurechnung_tag: alsEuro(neHz),
    nettoentgelt_tag: alsEuro(ne),
    krankengeld_regelentgelt_tag: alsEuro(kg70),
    krankengeld_netto_grenze_tag: alsEuro(kg90),
    krankengeld_netto_laufend_grenze_tag: kg100 === null ? null : alsEuro(kg100),
    begrenzung,
    krankengeld_brutto_tag: alsEuro(kg),
    rv_basis_tag: rvSatz === null ? null : alsEuro(kg),
    rv_satz_prozent: rvSatz === null ? null : alsZahl(rvSatz),
    rv_tag: alsEuro(rv),
    av_basis_tag: avSatz === null ? null : alsEuro(kg),
    av_satz_prozent: avSatz === null ? null : alsZahl(avSatz),
    av_tag: alsEuro(av),
    pv_basis_tag: alsEuro(kg),
    pv_abschlag_prozent: abschlag,
    pv_satz_prozent: alsZahl(pvSatz),
    pv_tag: alsEuro(pv),
    pv_zuschlag_basis_tag: zBasis === null ? null : alsEuro(zBasis),
    pv_zuschlag_satz_prozent: zSatz,
    pv_zuschlag_tag: alsEuro(zuschlag),
    beitraege_tag: alsEuro(beitraege),
    krankengeld_netto_tag: alsEuro(netto),
    tage_monat: tage,
    krankengeld_brutto_monat: alsEuro(kg * tage),
    beitraege_monat: alsEuro(beitraege * tage),
    krankengeld_netto_monat: alsEuro(netto * tage),
    protokoll,
  };
}

const PARAMETER: ParameterSpec[] = [
  {
    name: 'datum',
    typ: 'datum',
    pflicht: false,
    standard: 'heute',
    beispiel: '2024-05-01',
    beschreibung:
      'Kalendertag des Krankengeldes; bestimmt Beitragsbemessungsgrenze und Beitragssätze. Standard: heute.',
  },
  {
    name: 'brutto_monat',
    typ: 'zahl',
    pflicht: true,
    bereich: { min: 0.01, max: 1_000_000 },
    beispiel: 3500,
    beschreibung:
      'Beitragspflichtiges laufendes Arbeitsentgelt des letzten vor Beginn der Arbeitsunfähigkeit abgerechneten ' +
      'Kalendermonats ohne Einmalzahlungen, in Euro (§ 47 Abs. 2 Satz 3 SGB V).',
  },
  {
    name: 'netto_monat',
    typ: 'zahl',
    pflicht: true,
    bereich: { min: 0.01, max: 1_000_000 },
    beispiel: 2300,
    beschreibung: 'Nettoarbeitsentgelt aus diesem laufenden Arbeitsentgelt, in Euro (§ 47 Abs. 1 Satz 2 SGB V).',
  },
  {
    name: 'einmalzahlungen_12_monate',
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 10_000_000 },
    standard: 0,
    beispiel: 3500,
    beschreibung:
      'Einmalzahlungen der letzten zwölf Kalendermonate vor Beginn der Arbeitsunfähigkeit, soweit sie nach § 23a ' +
      'SGB IV beitragspflichtig waren, in Euro (§ 47 Abs. 2 Satz 6 SGB V). Standard: 0.',
  },
  {
    name: 'kinder',
    typ: 'ganzzahl',
    pflicht: true,
    bereich: { min: 0, max: 30 },
    beispiel: 1,
    beschreibung:
      'Zahl der Kinder im Sinne des § 56 SGB I (Elterneigenschaft in der Pflegeversicherung); 0 heißt kinderlos ' +
      '(Zuschlag nach § 55 Abs. 3 SGB XI).',
  },
  {
    name: 'kinder_unter_25',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 0, max: 30 },
    standard: 0,
    beispiel: 0,
    beschreibung:
      'Davon Kinder unter der Altersgrenze des Abschlags für Eltern mehrerer Kinder (seit 01.07.2023, § 55 Abs. 3 ' +
      'Satz 4 SGB XI; Altersgrenze und gezählte Kinder: beitragssaetze, pv_kinderabschlag). Standard: 0.',
  },
  {
    name: 'geburtsdatum',
    typ: 'datum',
    pflicht: false,
    beispiel: '1985-06-15',
    beschreibung:
      'Geburtsdatum; bei kinder=0 nötig (oder geburtsjahr), weil der Zuschlag für Kinderlose erst nach Ablauf des ' +
      'Monats gilt, in dem das maßgebliche Lebensjahr vollendet wurde (beitragssaetze, pv_kinderlosenzuschlag, ' +
      'ab_lebensjahr).',
  },
  {
    name: 'geburtsjahr',
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 1900, max: 2030 },
    beispiel: 1985,
    beschreibung:
      'Geburtsjahr statt geburtsdatum; reicht nicht in dem Jahr, in dem das für den Zuschlag maßgebliche ' +
      'Lebensjahr vollendet wird (dann geburtsdatum).',
  },
  {
    name: 'rv_pflichtig',
    typ: 'boolean',
    pflicht: false,
    standard: true,
    beispiel: true,
    beschreibung:
      'Rentenversicherungspflichtig während des Bezugs (§ 3 Satz 1 Nr. 3 SGB VI), in der Regel wie in der ' +
      'Beschäftigung zuvor. Standard: true.',
  },
  {
    name: 'av_pflichtig',
    typ: 'boolean',
    pflicht: false,
    standard: true,
    beispiel: true,
    beschreibung:
      'Arbeitslosenversicherungspflichtig während des Bezugs (§ 26 Abs. 2 Nr. 1 SGB III), in der Regel wie in der ' +
      'Beschäftigung zuvor. Standard: true.',
  },
  {
    name: 'krankenversicherung',
    typ: 'auswahl',
    pflicht: false,
    werte: ['gesetzlich', 'privat'],
    standard: 'gesetzlich',
    beispiel: 'gesetzlich',
    beschreibung:
      'gesetzlich (Standard). Krankengeld nach § 47 SGB V ist eine Leistung der gesetzlichen Krankenversicherung; ' +
      'privat ergibt einen Fehler. Ein Zusatzbeitrag wird nicht gebraucht: aus dem Krankengeld fällt kein Beitrag ' +
      'zur Krankenversicherung an (§ 224 SGB V).',
  },
];

const zahl = (x: unknown, standard: number) => (typeof x === 'number' ? x : standard);

// The rates and the ceiling of the day, each read with its citation (its source joins quellen).
function saetzeAm(
  bezug: Bezug<'rechengroessen' | 'beitragssaetze' | 'uebergangsbereich'>,
  tag: string,
): { saetze: Saetze; geringfuegig: number } {
  // rechengroessen first: its coverage ends the calculator's (kein_wert names it).
  const bbg = bezug.wert('rechengroessen', 'bbg_kv_pv', tag).wert;
  const wert = (id: string) => bezug.wert('beitragssaetze', id, tag).wert;
  const abschlag = bezug.vielleicht('beitragssaetze', 'pv_kinderabschlag', tag);
  const saetze: Saetze = {
    bbg_kv_pv_jahr: bbg,
    rv: wert('rv'),
    av: wert('av'),
    pv: wert('pv'),
    pv_kinderlosenzuschlag: wert('pv_kinderlosenzuschlag'),
    pv_kinderabschlag: abschlag
      ? {
          wert: abschlag.wert,
          ab_kind_nr: abschlag.zusatz.ab_kind_nr as number,
          bis_kind_nr: abschlag.zusatz.bis_kind_nr as number,
          hoechstens_prozent: abschlag.zusatz.hoechstens_prozent as number,
        }
      : null,
  };
  return { saetze, geringfuegig: bezug.wert('uebergangsbereich', 'untergrenze_monat', tag).wert };
}

export default rechnerModul(krankengeldAntwort, {
  braucht: ['rechengroessen', 'beitragssaetze', 'uebergangsbereich'],
  pruefeDaten: (basis) => {
    regelnAus(werte(basis));
  },
  parameter: PARAMETER,
  stichtag: (p, heute) => String(p.datum ?? heute),
  berechne(basis, p, heute, bezug) {
    const tag = String(p.datum ?? heute);
    if (p.krankenversicherung === 'privat')
      throw new ApiFehler(
        'ungueltiger_parameter',
        'Krankengeld nach § 47 SGB V zahlt nur die gesetzliche Krankenversicherung. Privat Versicherte erhalten ' +
          'Krankentagegeld nach ihrem Versicherungsvertrag; das berechnet dieser Rechner nicht.',
        { parameter: 'krankenversicherung', erlaubt: ['gesetzlich'] },
      );
    const r = regelnAus(werte(basis));
    const brutto = p.brutto_monat as number;
    const nettoMonat = p.netto_monat as number;
    if (nettoMonat > brutto)
      throw new ApiFehler(
        'ungueltiger_parameter',
        `netto_monat (${nettoMonat}) ist höher als brutto_monat (${brutto}); das Nettoarbeitsentgelt stammt ` +
          'aus demselben Arbeitsentgelt.',
        { parameter: 'netto_monat' },
      );
    const kinder = p.kinder as number;
    const kinderUnter25 = zahl(p.kinder_unter_25, 0);
    if (kinderUnter25 > kinder)
      throw new ApiFehler(
        'ungueltiger_parameter',
        `kinder_unter_25 (${kinderUnter25}) ist größer als kinder (${kinder}).`,
        { parameter: 'kinder_unter_25' },
      );
    if (typeof p.geburtsdatum === 'string' && typeof p.geburtsjahr === 'number')
      throw new ApiFehler('ungueltiger_parameter', 'Bitte nur geburtsdatum oder geburtsjahr angeben, nicht beide.', {
        parameter: 'geburtsjahr',
      });
    if (typeof p.geburtsdatum === 'string' && p.geburtsdatum > tag)
      throw new ApiFehler('ungueltiger_parameter', `geburtsdatum (${p.geburtsdatum}) liegt nach datum (${tag}).`, {
        parameter: 'geburtsdatum',
      });
    // § 55 Abs. 3 SGB XI (src/rechner/kinderlosenzuschlag.ts); without a birth date or year the
    // calculator cannot tell and asks for one.
    const regel = zuschlagsregel(bezug.wert('beitragssaetze', 'pv_kinderlosenzuschlag', tag));
    const faellig = kinderlosenzuschlag(
      {
        kinder,
        geburtsdatum: typeof p.geburtsdatum === 'string' ? p.geburtsdatum : null,
        geburtsjahr: typeof p.geburtsjahr === 'number' ? p.geburtsjahr : null,
      },
      tag,
      regel,
    );
    if (faellig === 'unbekannt')
      throw new ApiFehler(
        'parameter_fehlt',
        'Bei kinder=0 ist geburtsdatum oder geburtsjahr nötig: der Zuschlag für Kinderlose hängt vom Alter ab ' +
          '(§ 55 Abs. 3 Satz 1 und 2 SGB XI).',
        { parameter: 'geburtsdatum' },
      );
    const zuschlag = faellig;
    const { saetze, geringfuegig } = saetzeAm(bezug, tag);
    // § 170 Abs. 1 Nr. 2 Buchst. a SGB VI, § 347 Nr. 5 Buchst. c SGB III, § 59 Abs. 2 Satz 1 SGB XI:
    // up to the marginal-employment limit the insurer bears contributions alone; not calculated here.
    if (brutto <= geringfuegig)
      throw new ApiFehler(
        'ungueltiger_parameter',
        `brutto_monat (${brutto}) liegt nicht über der Geringfügigkeitsgrenze von ${geringfuegig} Euro; dann trägt ` +
          'die Krankenkasse die Beiträge zur Arbeitslosen- und Pflegeversicherung (bei Auszubildenden auch zur ' +
          'Rentenversicherung) allein. Diesen Fall berechnet der Rechner nicht.',
        { parameter: 'brutto_monat' },
      );
    const e: KrankengeldEingabe = {
      brutto_monat: brutto,
      netto_monat: nettoMonat,
      einmalzahlungen_12_monate: zahl(p.einmalzahlungen_12_monate, 0),
      kinder_unter_25: kinderUnter25,
      rv_pflichtig: p.rv_pflichtig !== false,
      av_pflichtig: p.av_pflichtig !== false,
      kinderlosenzuschlag: zuschlag,
    };
    const ergebnis = krankengeld(e, r, saetze);
    const z = zitierfelder(basis);
    const hinweise = [...z.hinweise];
    const abschlag = saetze.pv_kinderabschlag;
    if (abschlag && kinder >= abschlag.ab_kind_nr && p.kinder_unter_25 === undefined)
      hinweise.unshift(
        'Ohne kinder_unter_25 ist kein Abschlag für Eltern mehrerer Kinder berücksichtigt (§ 55 Abs. 3 Satz 4 SGB XI).',
      );
    return {
      datensatz: 'krankengeld' as const,
      datum: tag,
      brutto_monat: e.brutto_monat,
      netto_monat: e.netto_monat,
      einmalzahlungen_12_monate: e.einmalzahlungen_12_monate,
      kinder,
      kinder_unter_25: kinderUnter25,
      rv_pflichtig: e.rv_pflichtig,
      av_pflichtig: e.av_pflichtig,
      kinderlosenzuschlag: zuschlag,
      ...ergebnis,
      ...z,
      hinweise,
    };
  },
});
