// The payslip's request (brutto-netto and netto-brutto, which differ only in the amount): one zod
// schema with the groups of the JSON body (POST), declared once. The GET's flat query parameters
// follow from its paths (abfrage.ts); the OpenAPI document, the SDK types, the MCP tool and the page
// take them from there. The rules that no type can carry are in regeln.ts.
import { z } from 'zod';
import { LAENDER } from '../../daten/schema';
import { ausParameter, feld } from '../../vertrag/koerper';
import { DIENSTWAGEN_PARAMETER } from '../dienstwagen';
import { GRUPPENNAME, PERSONENGRUPPEN } from './personengruppe';
import { SFN_ARTEN } from './sfn-parameter';

export type Richtung = 'brutto' | 'netto';

// The largest body a payslip request may have, in bytes (a full request is about 2 KiB).
export const KOERPER_GRENZE = 16_384;

const EURO_MONAT = 1_000_000;

export const kernVon = (s: z.ZodType): z.ZodType =>
  s.def.type === 'optional' || s.def.type === 'default' ? kernVon((s as z.ZodOptional).unwrap() as z.ZodType) : s;

const person = z.strictObject({
  steuerklasse: feld
    .ganzzahl(1, 6, {
      beschriftung: { de: 'Steuerklasse', en: 'Tax class' },
      hilfe: { de: 'Laut ELStAM des Mitarbeiters (1 bis 6).', en: "From the employee's ELStAM (1 to 6)." },
      beschreibung: 'Steuerklasse 1 bis 6.',
      beispiel: 1,
    })
    .default(1),
  kinderfreibetraege: feld
    .zahl(0, 15, {
      beschriftung: { de: 'Kinderfreibeträge', en: 'Child allowances' },
      hilfe: {
        de: 'Zahl der Kinderfreibeträge laut ELStAM, z. B. 0,5 oder 1.',
        en: 'Number of child allowances on the ELStAM, e.g. 0.5 or 1.',
      },
      beschreibung: 'Zahl der Kinderfreibeträge (ZKF des PAP), 0 bis 15 in Schritten von 0,5.',
      beispiel: 0,
    })
    .default(0),
  kirchensteuer: feld
    .ja({
      beschriftung: { de: 'Kirchensteuerpflichtig', en: 'Church member' },
      hilfe: {
        de: 'Ankreuzen, wenn die ELStAM eine kirchensteuerpflichtige Religion nennen.',
        en: 'Tick if the ELStAM show a church-tax religion.',
      },
      beschreibung: 'true: kirchensteuerpflichtig (Satz des Landes auf die Bemessungsgrundlage des PAP).',
      beispiel: true,
    })
    .default(false),
  land: feld.auswahl(LAENDER, {
    beschriftung: { de: 'Land des Beschäftigungsorts', en: 'Federal state of the workplace' },
    beschreibung:
      'Land des Beschäftigungsorts (BW, BY, BE, …): Kirchensteuersatz, Aufteilung der Pflegeversicherung ' +
      '(§ 58 Abs. 3 SGB XI), bis 2024 Rechtskreis West oder Ost.',
    beispiel: 'HE',
  }),
  rechtskreis: feld
    .auswahl(['west', 'ost'], {
      beschriftung: { de: 'Rechtskreis (nur bis 2024)', en: 'Legal area (until 2024 only)' },
      beschreibung:
        'Nur bis 2024: Rechtskreis der Beitragsbemessungsgrenze Renten- und Arbeitslosenversicherung. Standard: ost ' +
        'für die Länder des Beitrittsgebiets (Bestandteil beitrittsgebiet_laender), sonst west (auch Berlin; ' +
        'Beschäftigungsorte im früheren Ost-Berlin: ost).',
      beispiel: 'west',
    })
    .optional(),
  kinder: feld
    .ganzzahl(0, 20, {
      beschriftung: { de: 'Kinder', en: 'Children' },
      hilfe: {
        de: 'Kinder, für die die Elterneigenschaft nachgewiesen ist (Pflegeversicherung); 0: kinderlos.',
        en: 'Children with proven parenthood (care insurance); 0: childless.',
      },
      beschreibung: 'Zahl der Kinder für die Elterneigenschaft in der Pflegeversicherung (Standard 0: kinderlos).',
      beispiel: 0,
    })
    .default(0),
  kinder_unter_25: feld
    .ganzzahl(0, 20, {
      beschriftung: { de: 'davon unter der Altersgrenze des Abschlags', en: 'of whom under the discount age limit' },
      beschreibung:
        'Davon Kinder unter der Altersgrenze des Beitragsabschlags (beitragssaetze, pv_kinderabschlag: gezählte ' +
        'Kinder und Altersgrenze); Standard: gleich kinder; höchstens kinder.',
      beispiel: 0,
    })
    .optional(),
  geburtsdatum: feld
    .datum({
      beschriftung: { de: 'Geburtsdatum', en: 'Date of birth' },
      beschreibung:
        'Geburtsdatum: bestimmt den Monat, ab dem der Zuschlag für Kinderlose gilt (nach Ablauf des Monats, in dem ' +
        'das maßgebliche Lebensjahr vollendet wird, § 55 Abs. 3 SGB XI), und den Altersentlastungsbetrag im PAP. ' +
        'Statt geburtsjahr, nicht mit ihm.',
      beispiel: '1990-06-15',
    })
    .optional(),
  geburtsjahr: feld
    .ganzzahl(1900, 2020, {
      beschriftung: { de: 'Geburtsjahr (ohne Geburtsdatum)', en: 'Year of birth (without date of birth)' },
      hilfe: {
        de: 'Für den Zuschlag für Kinderlose und den Altersentlastungsbetrag; leer: Zuschlag wird angenommen.',
        en: 'For the childless surcharge and the old-age relief; empty: surcharge assumed.',
      },
      beschreibung:
        'Geburtsjahr, wenn das Geburtsdatum nicht vorliegt: reicht außer in dem Jahr, in dem das für den Zuschlag ' +
        'für Kinderlose maßgebliche Lebensjahr vollendet wird (dann 400, geburtsdatum nötig). Ohne geburtsjahr und ' +
        'geburtsdatum gilt der Zuschlag für Kinderlose.',
      beispiel: 1990,
    })
    .optional(),
  personengruppe: feld
    .auswahl(PERSONENGRUPPEN, {
      beschriftung: { de: 'Personengruppe (DEÜV)', en: 'Person group (DEÜV key)' },
      wertnamen: GRUPPENNAME,
      hilfe: {
        de:
          'Schlüssel der DEÜV; Auszubildende und Praktikanten bis zur Geringverdienergrenze werden 121. ' +
          'Leer: aus dem Brutto (101 oder 109).',
        en: 'DEÜV key; trainees and interns up to the low-earner limit become 121. Empty: from the gross (101 or 109).',
      },
      beschreibung:
        'Personengruppenschlüssel nach DEÜV (Anlage 2 des Gemeinsamen Rundschreibens zum Meldeverfahren): 101 ' +
        'ohne besondere Merkmale, 102 Auszubildende (nie Minijob, nie Übergangsbereich, § 20 Abs. 2 SGB IV), 103 ' +
        'Beschäftigte in Altersteilzeit (mit altersteilzeit_aufstockung und altersteilzeit_rv_zusatz; nicht als ' +
        'Minijob und nicht im Übergangsbereich), 105 Praktikanten im vorgeschriebenen Vor- oder Nachpraktikum ' +
        '(wie Auszubildende), 106 ' +
        'Werkstudenten (nur Rentenversicherung), 109 geringfügig entlohnt, 110 kurzfristig Beschäftigte (keine ' +
        'Beiträge, Lohnsteuer nach ELStAM), 119 versicherungsfreie Altersvollrentner nach Erreichen der ' +
        'Regelaltersgrenze (nötig: geburtsdatum; kein Arbeitnehmeranteil RV und AV, ermäßigter Beitragssatz KV), ' +
        '120 versicherungspflichtige Altersvollrentner (seit 2017; nötig: geburtsdatum; RV wie alle, AV vor der ' +
        'Regelaltersgrenze, danach nur Arbeitgeberhälfte; ermäßigter Beitragssatz KV), ' +
        '121 Auszubildende bis zur Geringverdienergrenze (Arbeitgeber trägt alle Beiträge, § 20 Abs. 3 SGB IV), ' +
        '122 Auszubildende in einer außerbetrieblichen Einrichtung (seit 2020 wie 102 mit dem durchschnittlichen ' +
        'Zusatzbeitragssatz, § 242 Abs. 3 SGB V; über der Geringverdienergrenze). ' +
        'Welcher Schlüssel im Monat gilt, folgt aus dem Entgelt: 109 hat Vorrang (Werkstudent oder Rentner bis ' +
        'zur Geringfügigkeitsgrenze), Auszubildende und Praktikanten sind bis zur Geringverdienergrenze 121, ' +
        'darüber 102 bzw. 105. ' +
        'Standard: 109 bis zur Geringfügigkeitsgrenze, sonst 101.',
      beispiel: '101',
    })
    .optional(),
  freibetrag: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Steuerfreibetrag im Monat laut ELStAM (Euro)',
        en: 'Monthly tax allowance on the ELStAM (euro)',
      },
      beschreibung: 'Monatlicher Freibetrag laut ELStAM in Euro (§ 39a EStG; PAP LZZFREIB). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  hinzurechnung: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Hinzurechnungsbetrag im Monat laut ELStAM (Euro)',
        en: 'Monthly addition on the ELStAM (euro)',
      },
      beschreibung:
        'Monatlicher Hinzurechnungsbetrag laut ELStAM in Euro (§ 39a Abs. 1 Satz 1 Nr. 7 EStG; PAP LZZHINZU). ' +
        'Standard 0.',
      beispiel: 0,
    })
    .default(0),
  // § 39f Abs. 1 EStG: the factor is Y : X cut to three decimals and entered only when below 1; a
  // splitting tax Y below a thousandth of X gives 0.000 (docs/ENTSCHEIDUNGEN.md, "Unmögliche Eingaben").
  faktor: feld
    .zahl(0, 0.999, {
      beschriftung: { de: 'Faktor (Steuerklasse IV mit Faktor)', en: 'Factor (tax class IV with factor)' },
      beschreibung:
        'Nur Steuerklasse 4: eingetragener Faktor des Faktorverfahrens mit drei Nachkommastellen, kleiner als 1, ' +
        'also 0 bis 0,999 (§ 39f EStG; PAP af=1, f); 0 nur, wenn das Finanzamt 0,000 gebildet hat. Ohne faktor ' +
        'kein Faktorverfahren.',
      beispiel: 0.912,
    })
    .optional(),
});

const versicherung = z.strictObject({
  krankenversicherung: feld
    .auswahl(['gesetzlich', 'privat'], {
      beschriftung: { de: 'Krankenversicherung', en: 'Health insurance' },
      hilfe: {
        de: 'Privat: dann den Monatsbeitrag der privaten Versicherung angeben; der Arbeitgeberzuschuss wird berechnet.',
        en: "Private: then enter the monthly premium; the employer's subsidy is computed.",
      },
      beschreibung: 'gesetzlich (Standard) oder privat versichert.',
      beispiel: 'gesetzlich',
    })
    .default('gesetzlich'),
  zusatzbeitrag: feld
    .zahl(0, 10, {
      beschriftung: { de: 'Zusatzbeitrag der Krankenkasse (%)', en: 'Additional contribution of the fund (%)' },
      hilfe: {
        de: 'Zusatzbeitragssatz der Krankenkasse des Mitarbeiters; leer: der durchschnittliche Satz.',
        en: "Additional contribution rate of the employee's fund; empty: the average rate.",
      },
      beschreibung:
        'Zusatzbeitragssatz der Krankenkasse in Prozent; Standard: der durchschnittliche Zusatzbeitragssatz des ' +
        'Datums (beitragssaetze). Bis 2018 trägt ihn der Beschäftigte allein. Nur gesetzlich Versicherte.',
      beispiel: 2.9,
    })
    .optional(),
  pkv_beitrag: feld
    .euro(100_000, {
      beschriftung: {
        de: 'Beitrag private Kranken- und Pflegeversicherung (Euro)',
        en: 'Private health and care premium (euro)',
      },
      hilfe: {
        de: 'Nur bei privater Versicherung: Monatsbeitrag für Kranken- und Pflegeversicherung laut Bescheinigung.',
        en: 'Private insurance only: monthly premium for health and care insurance.',
      },
      beschreibung:
        'Nur mit krankenversicherung=privat, dann Pflicht: Monatsbeitrag zur privaten Kranken- und ' +
        'Pflegeversicherung in Euro (Basisabsicherung).',
      beispiel: 700,
    })
    .optional(),
  ppv_beitrag: feld
    .euro(100_000, {
      beschriftung: { de: 'davon Pflegeversicherung (Euro)', en: 'of which care insurance (euro)' },
      beschreibung:
        'Nur mit krankenversicherung=privat: der Anteil der Pflegeversicherung an pkv_beitrag in Euro; damit wird ' +
        'jeder Zuschuss auf die Hälfte seines eigenen Beitrags begrenzt, sonst beide zusammen auf die Hälfte von ' +
        'pkv_beitrag.',
      beispiel: 60,
    })
    .optional(),
  rentenversicherung: feld
    .auswahl(['pflichtig', 'befreit'], {
      beschriftung: { de: 'Rentenversicherung', en: 'Pension insurance' },
      beschreibung: 'pflichtig (Standard) oder befreit; befreit nur für einen Minijob, der auf Antrag befreit ist.',
      beispiel: 'pflichtig',
    })
    .default('pflichtig'),
  bestandsschutz_134: feld
    .ja({
      beschriftung: {
        de: 'Bestandsschutz nach § 134 SGB IV (am 30.09.2022 versicherungspflichtig)',
        en: 'Grandfathered transition-zone job (§ 134 SGB IV)',
      },
      hilfe: {
        de:
          'Nur Oktober 2022 bis Dezember 2023: die Beschäftigung war am 30.09.2022 mit 450,01 bis 520,00 Euro ' +
          'versicherungspflichtig und ist nicht auf Antrag befreit.',
        en: 'October 2022 to December 2023 only: the job was insured on 30.09.2022 at 450.01 to 520.00 euros.',
      },
      beschreibung:
        'true: die Beschäftigung war am 30.09.2022 mit einem regelmäßigen Entgelt von 450,01 bis 520,00 Euro ' +
        'versicherungspflichtig (Bestandsschutz nach § 134 SGB IV, nur Oktober 2022 bis Dezember 2023). Bei ' +
        'brutto über 450 bis zur Geringfügigkeitsgrenze rechnen Kranken-, Pflege- und Arbeitslosenversicherung ' +
        'nach dem bis 30.09.2022 geltenden Verfahren mit dem Faktor FÜ, die Rentenversicherung, die Pauschsteuer ' +
        'und die Umlagen als Minijob. Nur gesetzlich Versicherte. Standard false.',
      beispiel: false,
    })
    .default(false),
  u1_satz: feld
    .zahl(0, 10, {
      beschriftung: { de: 'Umlage U1 (%)', en: 'Levy U1 (%)' },
      beschreibung:
        'Umlagesatz U1 der Krankenkasse in Prozent (Standard 0); im Minijob gilt der Satz der Minijob-Zentrale.',
      beispiel: 0,
    })
    .default(0),
  u2_satz: feld
    .zahl(0, 10, {
      beschriftung: { de: 'Umlage U2 (%)', en: 'Levy U2 (%)' },
      beschreibung:
        'Umlagesatz U2 der Krankenkasse in Prozent (Standard 0); im Minijob gilt der Satz der Minijob-Zentrale.',
      beispiel: 0,
    })
    .default(0),
});

const bezuege = z.strictObject({
  geldwerter_vorteil: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Geldwerter Vorteil / Sachbezug, steuerpflichtig (Euro)',
        en: 'Taxable benefit in kind (euro)',
      },
      beschreibung:
        'Steuer- und beitragspflichtiger Sachbezug (geldwerter Vorteil) des Monats in Euro, etwa aus einer ' +
        'Sachzuwendung; wird nicht ausgezahlt (§ 8 Abs. 2 EStG, § 14 Abs. 1 SGB IV). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  sachbezug: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Sachbezüge unter der monatlichen Freigrenze, z. B. Gutscheine (Euro)',
        en: 'Benefits in kind under the monthly exemption limit (euro)',
      },
      beschreibung:
        'Sachbezüge des Monats unter der Sachbezugsfreigrenze in Euro (nach Abzug von Zuzahlungen): bis zur Grenze ' +
        'steuer- und beitragsfrei, darüber ganz steuer- und beitragspflichtig (§ 8 Abs. 2 Satz 11 EStG, § 1 Abs. 1 ' +
        'Satz 1 Nr. 1 SvEV; steuerfreie-betraege). Wird nicht ausgezahlt. Standard 0.',
      beispiel: 0,
    })
    .default(0),
  entgeltumwandlung: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Entgeltumwandlung im Monat (Direktversicherung, Pensionskasse, Pensionsfonds; Euro)',
        en: 'Deferred compensation per month (euro)',
      },
      beschreibung:
        'Entgeltumwandlung in eine Direktversicherung, Pensionskasse oder einen Pensionsfonds in Euro je Monat, aus ' +
        'brutto gezahlt: steuerfrei bis zum Höchstbetrag nach § 3 Nr. 63 EStG und beitragsfrei bis zu dem nach § 1 ' +
        'Abs. 1 Satz 1 Nr. 9 SvEV (je ein Prozentsatz der Beitragsbemessungsgrenze der allgemeinen ' +
        'Rentenversicherung im Jahr, bav-hoechstbetraege), darüber steuer- und beitragspflichtig: mit ' +
        'bav_steuerfrei_bisher und bav_beitragsfrei_bisher bis zum Rest der Jahresbeträge, sonst bis zu einem ' +
        'Zwölftel (im Teilmonat sind beide nötig). Nicht im Minijob.',
      beispiel: 0,
    })
    .default(0),
  bav_arbeitgeberzuschuss: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Arbeitgeberzuschuss zur Altersversorgung (Euro; leer: gesetzliche 15 %)',
        en: "Employer's pension contribution (euro; empty: statutory 15 %)",
      },
      beschreibung:
        'Beitrag des Arbeitgebers in denselben Vertrag in Euro je Monat (Zuschuss zur Entgeltumwandlung oder rein ' +
        'arbeitgeberfinanziert); er nutzt die Grenzen von § 3 Nr. 63 EStG und § 1 Abs. 1 Satz 1 Nr. 9 SvEV vor der ' +
        'Entgeltumwandlung. Standard: der gesetzliche Zuschuss (§ 1a Abs. 1a BetrAVG, Satz aus ' +
        'bav-hoechstbetraege) auf die Entgeltumwandlung, höchstens die ersparten Arbeitgeberbeiträge zur ' +
        'Sozialversicherung; vor 2019 keiner.',
      beispiel: 0,
    })
    .optional(),
  bav_steuerfrei_bisher: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Steuerfreie bAV-Beiträge bisher in diesem Jahr (Euro)',
        en: 'Tax-free pension contributions so far this year (euro)',
      },
      beschreibung:
        'Nach § 3 Nr. 63 EStG steuerfrei gebliebene Beiträge (Arbeitgeberbeitrag und Entgeltumwandlung, laufend und ' +
        'einmalig) in diesem Dienstverhältnis in diesem Kalenderjahr vor diesem Monat, Euro. Mit ' +
        'bav_beitragsfrei_bisher zusammen anzugeben: dann steht dem Monat der Jahresbetrag abzüglich des ' +
        'Verbrauchten zur Verfügung (Jahresbetrag, auch im Teiljahr ungekürzt, BMF vom 12.08.2021), sonst ein ' +
        'Zwölftel des Jahresbetrags. Nötig für einmalzahlung.entgeltumwandlung.',
      beispiel: 0,
    })
    .optional(),
  bav_beitragsfrei_bisher: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Beitragsfreie bAV-Beiträge bisher in diesem Jahr (Euro)',
        en: 'Contribution-free pension contributions so far this year (euro)',
      },
      beschreibung:
        'Nach § 1 Abs. 1 Satz 1 Nr. 9 SvEV beitragsfrei gebliebene Beiträge in diesem Kalenderjahr vor diesem ' +
        'Monat, Euro; mit bav_steuerfrei_bisher zusammen. Der Freibetrag ist ein Jahresbetrag; was frühere Monate ' +
        'nicht genutzt haben, nutzt dieser Monat, nicht rückwirkend ein früherer (GR vom 21.11.2018, Ziff. 5.2.1).',
      beispiel: 0,
    })
    .optional(),
  fahrtkostenzuschuss: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Fahrtkostenzuschuss, pauschal versteuert mit 15 % (Euro)',
        en: 'Commuting allowance, flat-taxed at 15 % (euro)',
      },
      beschreibung:
        'Zuschuss des Arbeitgebers zu den Fahrten zwischen Wohnung und erster Tätigkeitsstätte in Euro je Monat, ' +
        'ausgezahlt und vom Arbeitgeber pauschal versteuert (§ 40 Abs. 2 Satz 2 Nr. 1 EStG, Satz ' +
        'fahrten_wohnung_satz aus pauschalsteuer) und damit beitragsfrei (§ 1 Abs. 1 Satz 1 Nr. 3 SvEV), ' +
        'höchstens bis zur Entfernungspauschale: mit fahrtkosten_entfernung_km und fahrtkosten_arbeitstage ' +
        'berechnet der Rechner sie (reisekosten-inland), der Teil darüber ist steuer- und beitragspflichtiger ' +
        'Arbeitslohn; ohne die beiden gilt der Betrag als schon begrenzt. Standard 0.',
      beispiel: 0,
    })
    .default(0),
  fahrtkosten_entfernung_km: feld
    .ganzzahl(0, 1000, {
      beschriftung: {
        de: 'Entfernung Wohnung – erste Tätigkeitsstätte (volle km)',
        en: 'Distance home – first place of work (full km)',
      },
      beschreibung:
        'Volle Kilometer der kürzesten Straßenverbindung zwischen Wohnung und erster Tätigkeitsstätte (§ 9 Abs. 1 ' +
        'Satz 3 Nr. 4 EStG), nur mit fahrtkostenzuschuss und fahrtkosten_arbeitstage: begrenzt den pauschal ' +
        'versteuerten Teil auf die Entfernungspauschale des Monats.',
      beispiel: 15,
    })
    .optional(),
  fahrtkosten_arbeitstage: feld
    .ganzzahl(0, 31, {
      beschriftung: { de: 'Arbeitstage mit Fahrt im Monat', en: 'Commuting days this month' },
      beschreibung:
        'Tage des Monats, an denen der Beschäftigte zur ersten Tätigkeitsstätte fährt, nur mit fahrtkostenzuschuss ' +
        'und fahrtkosten_entfernung_km.',
      beispiel: 20,
    })
    .optional(),
  jobticket: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Jobticket, pauschal versteuert mit 25 % (Euro)',
        en: 'Public transport ticket, flat-taxed at 25 % (euro)',
      },
      beschreibung:
        'Aufwendungen des Arbeitgebers einschließlich Umsatzsteuer für Fahrausweise im öffentlichen Personenverkehr ' +
        'in Euro je Monat (Jobticket oder Zuschuss zu einem solchen Ticket), die er statt der Steuerfreiheit nach ' +
        '§ 3 Nr. 15 EStG pauschal versteuert (§ 40 Abs. 2 Satz 2 Nr. 2 und Satz 4 EStG, seit 2020, Satz ' +
        'jobticket_satz aus pauschalsteuer); beitragsfrei (§ 1 Abs. 1 Satz 1 Nr. 3 SvEV). Vor 2020 400. Standard 0.',
      beispiel: 0,
    })
    .default(0),
  jobticket_zuschuss: feld
    .ja({
      beschriftung: { de: 'Jobticket als Zuschuss ausgezahlt', en: 'Ticket paid as a cash allowance' },
      beschreibung:
        'true: jobticket ist ein ausgezahlter Zuschuss zum Ticket des Beschäftigten (erhöht das Netto); false ' +
        '(Standard): der Arbeitgeber stellt das Ticket als Sachbezug, nichts wird ausgezahlt. Nur mit jobticket.',
      beispiel: false,
    })
    .default(false),
  internetzuschuss: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Internetzuschuss, pauschal versteuert mit 25 % (Euro)',
        en: 'Internet allowance, flat-taxed at 25 % (euro)',
      },
      beschreibung:
        'Zuschuss für die Internetnutzung zusätzlich zum ohnehin geschuldeten Arbeitslohn in Euro je Monat, ' +
        'ausgezahlt und vom Arbeitgeber pauschal versteuert (§ 40 Abs. 2 Satz 1 Nr. 5 EStG, Satz ' +
        'datenverarbeitung_satz aus pauschalsteuer), beitragsfrei (§ 1 Abs. 1 Satz 1 Nr. 3 SvEV). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  erholungsbeihilfe: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Erholungsbeihilfe, pauschal versteuert mit 25 % (Euro)',
        en: 'Recreation allowance, flat-taxed at 25 % (euro)',
      },
      beschreibung:
        'Erholungsbeihilfe in diesem Monat in Euro, ausgezahlt und vom Arbeitgeber pauschal versteuert (§ 40 Abs. 2 ' +
        'Satz 1 Nr. 3 EStG, Satz erholungsbeihilfe_satz aus pauschalsteuer), beitragsfrei (§ 1 Abs. 1 Satz 1 Nr. 3 ' +
        'SvEV). Die Jahresgrenzen (steuerfreie-betraege: erholungsbeihilfe_arbeitnehmer, _ehegatte, _kind) gelten ' +
        'für das Kalenderjahr; dieser Monat darf sie nicht übersteigen. Standard 0.',
      beispiel: 0,
    })
    .default(0),
  mahlzeiten_fruehstueck: feld
    .ganzzahl(0, 31, {
      beschriftung: { de: 'Gestellte Frühstücke im Monat', en: 'Breakfasts provided this month' },
      beschreibung:
        'Zahl der vom Arbeitgeber gestellten Frühstücke in diesem Monat, bewertet mit dem amtlichen Sachbezugswert ' +
        '(sachbezugswerte, fruehstueck_tag; § 2 Abs. 1 SvEV, § 8 Abs. 2 Satz 6 EStG). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  mahlzeiten_mittag: feld
    .ganzzahl(0, 31, {
      beschriftung: { de: 'Gestellte Mittagessen im Monat', en: 'Lunches provided this month' },
      beschreibung:
        'Zahl der vom Arbeitgeber gestellten Mittagessen in diesem Monat, bewertet mit dem amtlichen ' +
        'Sachbezugswert (sachbezugswerte, mittag_abend_tag). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  mahlzeiten_abend: feld
    .ganzzahl(0, 31, {
      beschriftung: { de: 'Gestellte Abendessen im Monat', en: 'Dinners provided this month' },
      beschreibung:
        'Zahl der vom Arbeitgeber gestellten Abendessen in diesem Monat, bewertet mit dem amtlichen ' +
        'Sachbezugswert (sachbezugswerte, mittag_abend_tag). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  altersteilzeit_aufstockung: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Aufstockungsbetrag zur Altersteilzeit (Euro, nur 103)',
        en: 'Top-up amount of partial retirement (euro, 103 only)',
      },
      beschreibung:
        'Nur mit personengruppe=103: Aufstockungsbetrag des Arbeitgebers nach § 3 Abs. 1 Nr. 1 Buchst. a AltTZG in ' +
        'Euro, ausgezahlt, steuerfrei (§ 3 Nr. 28 EStG, Progressionsvorbehalt nach § 32b EStG) und beitragsfrei ' +
        '(§ 1 Abs. 1 Satz 1 Nr. 1 SvEV). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  altersteilzeit_rv_zusatz: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Zusätzliche beitragspflichtige Einnahme RV bei Altersteilzeit (Euro, nur 103)',
        en: 'Additional pension contribution base of partial retirement (euro, 103 only)',
      },
      beschreibung:
        'Nur mit personengruppe=103: zusätzliche beitragspflichtige Einnahme der Rentenversicherung nach § 3 Abs. 1 ' +
        'Nr. 1 Buchst. b AltTZG und § 163 Abs. 5 SGB VI in Euro (80 % des Regelarbeitsentgelts, höchstens 90 % der ' +
        'Beitragsbemessungsgrenze abzüglich des Regelarbeitsentgelts). Der Arbeitgeber trägt den vollen ' +
        'Beitragssatz darauf allein (§ 168 Abs. 1 Nr. 6 SGB VI). Was zusammen mit dem rentenversicherungspflichtigen ' +
        'Entgelt die Beitragsbemessungsgrenze übersteigt, bleibt außer Ansatz (mit Hinweis). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  mahlzeiten_pauschal: feld
    .ja({
      beschriftung: { de: 'Mahlzeiten pauschal versteuert (25 %)', en: 'Meals flat-taxed (25 %)' },
      beschreibung:
        'true: der Arbeitgeber versteuert die Mahlzeiten pauschal (§ 40 Abs. 2 Satz 1 Nr. 1 EStG, Satz ' +
        'mahlzeiten_satz aus pauschalsteuer), sie sind beitragsfrei (§ 1 Abs. 1 Satz 1 Nr. 3 SvEV); false ' +
        '(Standard): ihr Wert ist steuer- und beitragspflichtiger Sachbezug. Sie werden nie ausgezahlt.',
      beispiel: false,
    })
    .default(false),
});

const EINMALZAHLUNG_ARTEN = ['sonstiger_bezug', 'mehrjaehrig', 'entschaedigung'] as const;
export const EINMALZAHLUNG_STANDARDART = EINMALZAHLUNG_ARTEN[0];

// The one-off of the month (issue 30). Amounts in euro; the defaults follow from the regular pay and
// are resolved per payslip (netto-brutto searches the regular pay).
const einmalzahlung = z.strictObject({
  betrag: feld.euro(10_000_000, {
    beschriftung: { de: 'Einmalzahlung in diesem Monat (Euro)', en: 'One-off payment this month (euro)' },
    beschreibung:
      'Einmalzahlung dieses Monats in Euro (einmalig gezahltes Arbeitsentgelt, § 23a SGB IV, und sonstiger ' +
      'Bezug, § 39b Abs. 3 EStG), etwa Weihnachtsgeld. Standard 0.',
    // 0: the documented example query takes every parameter's example and stays the plain month.
    beispiel: 0,
    standard: 0,
    name: 'einmalzahlung',
  }),
  art: feld
    .auswahl(EINMALZAHLUNG_ARTEN, {
      beschriftung: { de: 'Art der Einmalzahlung', en: 'Kind of one-off payment' },
      beschreibung:
        'sonstiger_bezug (Standard); mehrjaehrig: Vergütung für mehrjährige Tätigkeit (§ 34 Abs. 2 Nr. 4 EStG, ' +
        'Fünftelregelung im Lohnsteuerabzug bis 2024); entschaedigung: Entschädigung nach § 24 Nr. 1 EStG für ' +
        'den Verlust des Arbeitsplatzes (echte Abfindung, kein Arbeitsentgelt, beitragsfrei; eine Abfindung bei ' +
        'fortbestehender Beschäftigung ist sonstiger_bezug).',
      beispiel: 'sonstiger_bezug',
      name: 'einmalzahlung_art',
    })
    .default(EINMALZAHLUNG_STANDARDART),
  jahresarbeitslohn: feld
    .euro(100_000_000, {
      beschriftung: {
        de: 'Voraussichtlicher Jahresarbeitslohn ohne die Einmalzahlung (Euro)',
        en: 'Expected annual pay without the one-off (euro)',
      },
      beschreibung:
        'Voraussichtlicher Jahresarbeitslohn ohne diese Einmalzahlung in Euro (PAP JRE4, R 39b.6 LStR). ' +
        'Standard: 12 × brutto.',
      beispiel: 42000,
    })
    .optional(),
  entgeltumwandlung: feld
    .euro(10_000_000, {
      beschriftung: {
        de: 'Davon in die betriebliche Altersversorgung umgewandelt (Euro)',
        en: 'Part converted into the occupational pension (euro)',
      },
      beschreibung:
        'Teil der Einmalzahlung, der in dieselbe Direktversicherung, Pensionskasse oder denselben Pensionsfonds ' +
        'umgewandelt wird, Euro (höchstens betrag, nur sonstiger_bezug): steuer- und beitragsfrei, soweit die ' +
        'Jahresräume von § 3 Nr. 63 EStG und § 1 Abs. 1 Satz 1 Nr. 9 SvEV nach dem laufenden Monat noch frei sind. ' +
        'Nötig sind bezuege.bav_steuerfrei_bisher und bezuege.bav_beitragsfrei_bisher. Nicht in netto-brutto. ' +
        'Standard 0.',
      beispiel: 0,
      name: 'einmalzahlung_entgeltumwandlung',
    })
    .optional(),
  kv_entgelt_bisher: feld
    .euro(10_000_000, {
      beschriftung: {
        de: 'Beitragspflichtiges Entgelt KV/PV bisher in diesem Jahr (Euro)',
        en: 'Contributory pay so far this year, health/care (euro)',
      },
      beschreibung:
        'Beitragspflichtiges Entgelt der Kranken- und Pflegeversicherung in diesem Kalenderjahr vor diesem Monat ' +
        '(laufend und einmalig, je bis zur Grenze), Euro. Standard: sv_tage_bisher / SV-Tage des Monats × ' +
        'min(brutto, Monatsgrenze); im Teilmonat das auf den Monat hochgerechnete brutto statt brutto. Mit ' +
        'mehrfach_weitere_entgelt oder mehrfach_weitere_minijobs_entgelt einschließlich der beitragspflichtigen ' +
        'Entgelte der weiteren versicherungspflichtigen Beschäftigungen in dieser Zeit (Standard dann mit brutto ' +
        'und den weiteren Entgelten zusammen).',
      beispiel: 30000,
    })
    .optional(),
  rv_entgelt_bisher: feld
    .euro(10_000_000, {
      beschriftung: {
        de: 'Beitragspflichtiges Entgelt RV/AV bisher in diesem Jahr (Euro)',
        en: 'Contributory pay so far this year, pension/unemployment (euro)',
      },
      beschreibung: 'Wie kv_entgelt_bisher für die Renten- und Arbeitslosenversicherung.',
      beispiel: 30000,
    })
    .optional(),
  sv_tage_bisher: feld
    .ganzzahl(0, 330, {
      beschriftung: { de: 'SV-Tage bisher in diesem Jahr', en: 'Social insurance days so far this year' },
      beschreibung:
        'Sozialversicherungstage dieses Jahres vor diesem Monat (voller Monat: sv_tage_monat von brutto-netto), ' +
        'höchstens die der vollen Monate davor. Standard: die der vollen Monate davor.',
      beispiel: 300,
    })
    .optional(),
  vorjahr_kv_entgelt: feld
    .euro(10_000_000, {
      beschriftung: {
        de: 'Vorjahr: beitragspflichtiges Entgelt KV/PV (Euro, nur Januar bis März)',
        en: 'Previous year: contributory pay, health/care (euro, January to March only)',
      },
      beschreibung:
        'Nur Januar bis März (Märzklausel, § 23a Abs. 4 SGB IV): beitragspflichtiges Entgelt der Kranken- und ' +
        'Pflegeversicherung des ganzen Vorjahres, Euro. Standard: vorjahr_sv_tage / SV-Tage eines Monats × ' +
        'min(brutto, Monatsgrenze des Vorjahres); mit weiteren Beschäftigungen wie kv_entgelt_bisher mit ihnen.',
      beispiel: 60000,
    })
    .optional(),
  vorjahr_rv_entgelt: feld
    .euro(10_000_000, {
      beschriftung: {
        de: 'Vorjahr: beitragspflichtiges Entgelt RV/AV (Euro, nur Januar bis März)',
        en: 'Previous year: contributory pay, pension/unemployment (euro, January to March only)',
      },
      beschreibung: 'Wie vorjahr_kv_entgelt für die Renten- und Arbeitslosenversicherung.',
      beispiel: 80000,
    })
    .optional(),
  vorjahr_sv_tage: feld
    .ganzzahl(0, 360, {
      beschriftung: {
        de: 'Vorjahr: SV-Tage (nur Januar bis März)',
        en: 'Previous year: social insurance days (January to March only)',
      },
      beschreibung: 'Nur Januar bis März: Sozialversicherungstage des Vorjahres (0 bis 360). Standard 360.',
      beispiel: 360,
    })
    .optional(),
});

// A part month (issue 31; docs/ENTSCHEIDUNGEN.md, "Teilmonate").
const teilmonat = z.strictObject({
  sv_tage: feld
    .ganzzahl(1, 30, {
      beschriftung: {
        de: 'SV-Tage in diesem Monat (voller Monat: 30)',
        en: 'Social insurance days this month (full: 30)',
      },
      hilfe: {
        de:
          'Bei Eintritt oder Austritt im Monat die Kalendertage der Beschäftigung, bei Krankengeld oder Elternzeit ' +
          'die Tage mit Entgelt; Brutto ist dann das Entgelt dieser Tage.',
        en: 'When joining or leaving in the month the calendar days employed; gross pay is then the pay of these days.',
      },
      beschreibung:
        'Sozialversicherungstage dieses Monats, 1 bis 30 (voller Monat 30): bei Eintritt oder Austritt im Monat die ' +
        'Kalendertage der Beschäftigung, bei Krankengeld, Elternzeit oder unbezahltem Urlaub über einen Monat die ' +
        'Tage mit Entgelt. brutto ist dann das Entgelt dieser Tage. Die Beitragsbemessungsgrenzen gelten für die ' +
        'SV-Tage (Jahresgrenze × sv_tage / 360, § 223 Abs. 3 SGB V, § 341 Abs. 3 SGB III, § 123 Abs. 3 mit § 189 ' +
        'SGB VI); Minijob und Übergangsbereich nach dem auf den Monat hochgerechneten Entgelt. Standard 30.',
      beispiel: 30,
      standard: 30,
    })
    .optional(),
  teillohnzahlungszeitraum: feld
    .ja({
      beschriftung: {
        de: 'Eintritt oder Austritt in diesem Monat (Lohnsteuer nach Tagestabelle)',
        en: 'Joined or left this month (wage tax on the daily table)',
      },
      hilfe: {
        de:
          'Automatisch: ja bei weniger als 30 SV-Tagen. Nein, wenn das Arbeitsverhältnis den ganzen Monat bestand ' +
          '(Krankengeld, Elternzeit): dann Monatstabelle.',
        en:
          'Automatic: yes below 30 days. No if the employment lasted the whole month (sick pay, parental leave): ' +
          'monthly table.',
      },
      beschreibung:
        'true: das Dienstverhältnis beginnt oder endet in diesem Monat; die Lohnsteuer wird nach der Tagestabelle ' +
        'für sv_tage Kalendertage berechnet (R 39b.5 Abs. 2 LStR, PAP LZZ 4). false: es besteht den ganzen Monat ' +
        '(Krankengeld, Elternzeit, unbezahlter Urlaub); Monatstabelle (R 39b.5 Abs. 2 Satz 3 LStR). Standard: true ' +
        'bei sv_tage unter 30, sonst false.',
      beispiel: false,
    })
    .optional(),
});

// Other employments of the month (Mehrfachbeschäftigung, issue 41; mehrfach.ts).
const mehrfach = z.strictObject({
  weitere_entgelt: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Entgelt aus versicherungspflichtiger Hauptbeschäftigung bei anderen Arbeitgebern (Euro)',
        en: 'Pay from a contributory main job with other employers (euro)',
      },
      beschreibung:
        'Beitragspflichtiges Arbeitsentgelt dieses Monats aus versicherungspflichtigen (nicht geringfügigen) ' +
        'Beschäftigungen bei anderen Arbeitgebern in Euro. Über 0: eine Hauptbeschäftigung besteht; ein Minijob ' +
        'hier ist der erste neben ihr und bleibt geringfügig, wenn weitere_minijobs_entgelt 0 ist, sonst wird er ' +
        'mit ihr zusammengerechnet und in KV, PV und RV versicherungspflichtig, nicht in der AV (§ 8 Abs. 2 Satz 1 ' +
        'SGB IV, § 7 Abs. 1 Satz 2 SGB V, § 27 Abs. 2 Satz 1 SGB III). Das Gesamtentgelt bestimmt den ' +
        'Übergangsbereich (§ 20 Abs. 2a SGB IV) und teilt die Beitragsbemessungsgrenzen (§ 22 Abs. 2 SGB IV). ' +
        'Standard 0.',
      beispiel: 0,
    })
    .default(0),
  weitere_minijobs_entgelt: feld
    .euro(EURO_MONAT, {
      beschriftung: {
        de: 'Entgelt aus anderen Minijobs (Euro)',
        en: 'Pay from other mini-jobs (euro)',
      },
      beschreibung:
        'Arbeitsentgelt dieses Monats aus geringfügig entlohnten Beschäftigungen bei anderen Arbeitgebern, die ' +
        'nicht mit einer Hauptbeschäftigung zusammengerechnet werden, in Euro: ohne weitere_entgelt alle anderen ' +
        'Minijobs (übersteigen sie mit diesem zusammen die Geringfügigkeitsgrenze, sind alle in jedem Zweig ' +
        'versicherungspflichtig); mit weitere_entgelt der zuerst neben der Hauptbeschäftigung aufgenommene ' +
        'Minijob (höchstens die Geringfügigkeitsgrenze). Standard 0.',
      beispiel: 0,
    })
    .default(0),
  weitere_ganzer_monat: feld
    .ja({
      beschriftung: {
        de: 'Weitere Beschäftigungen bestehen den ganzen Monat',
        en: 'The other employments run the whole month',
      },
      beschreibung:
        'Nur mit weitere_entgelt: die weiteren Beschäftigungen bestehen den ganzen Kalendermonat. Beginnt oder ' +
        'endet diese Beschäftigung im Monat (sv_tage), werden die Entgelte dann dem ganzen Kalendermonat ' +
        'zugeordnet (Gemeinsame Grundsätze zu § 22 Abs. 2 SGB IV vom 12.11.2014, Ziff. 4 Abs. 1): die vollen ' +
        'monatlichen Beitragsbemessungsgrenzen werden geteilt, der Übergangsbereich nach der Summe der ' +
        'regelmäßigen Monatsentgelte bestimmt und mit 30 SV-Tagen ohne Hochrechnung gerechnet (GR ' +
        'Übergangsbereich vom 20.12.2022, Ziff. 4.3.4.2, Beispiel 16b). Ohne diese Angabe rechnet der Rechner ' +
        'einen Teilmonat neben weiteren Beschäftigungen nicht. Standard false.',
      beispiel: false,
    })
    .default(false),
});

// A company car: the parameters of /hr/dienstwagen, the pay month's.
const dienstwagen = z.strictObject(
  Object.fromEntries(
    DIENSTWAGEN_PARAMETER.map((p) => [
      p.name,
      ausParameter({
        ...p,
        beschreibung: `Dienstwagen (wie ${p.name} von /hr/dienstwagen, Monat der Abrechnung): ${p.beschreibung}`,
      }),
    ]),
  ),
);

// The supplements for Sunday, holiday and night work (issue 31): the basic hourly wage and, per kind
// (a component of sfn-zuschlaege), the hours and the rate paid.
export const zuschlag = z.strictObject({
  art: feld.auswahl(SFN_ARTEN, {
    beschreibung: 'Art des Zuschlags (Bestandteil von sfn-zuschlaege).',
    beispiel: 'nacht',
  }),
  stunden: feld
    .zahl(0, 744, {
      beschreibung: 'Stunden mit Zuschlag dieser Art in diesem Monat. Standard 0.',
      beispiel: 0,
      proArt: 'Stunden mit Zuschlag für {text} in diesem Monat (Bestandteil {art}). Standard 0.',
    })
    .default(0),
  satz: feld
    .zahl(0, 1000, {
      beschreibung:
        'Gezahlter Zuschlag in Prozent des Grundlohns. Standard: der Höchstsatz des § 3b EStG (Bestandteil art ' +
        'von sfn-zuschlaege).',
      beispiel: 25,
      proArt:
        'Nur mit sfn_stunden_{art}: gezahlter Zuschlag in Prozent des Grundlohns. Standard: der Höchstsatz des ' +
        '§ 3b EStG (Bestandteil {art} von sfn-zuschlaege).',
    })
    .optional(),
});
const sfn = z.strictObject({
  // Needed once a kind has hours (regeln.ts; an empty list needs none).
  grundlohn_stunde: feld
    .euro(10_000, {
      beschriftung: { de: 'Grundlohn je Stunde (Euro)', en: 'Basic hourly wage (euro)' },
      beschreibung:
        'Grundlohn je Stunde in Euro, auf den die Zuschläge für Sonntags-, Feiertags- und Nachtarbeit gezahlt ' +
        'werden (wie grundlohn_stunde von /hr/sfn-zuschlaege); nötig mit sfn_stunden_*.',
      beispiel: 20,
    })
    .optional(),
  zuschlaege: z.array(zuschlag).max(SFN_ARTEN.length),
});

const BETRAG: Record<Richtung, string> = {
  brutto: 'Laufendes Bruttoentgelt des Monats in Euro (0 bis 1 000 000, auf den Cent).',
  netto: 'Vereinbartes Netto des Monats in Euro (0 bis 1 000 000, auf den Cent).',
};

const gemeinsam = z.strictObject({
  datum: feld
    .datum({
      beschriftung: { de: 'Abrechnungsmonat', en: 'Pay month' },
      beschreibung:
        'Ein Tag des Abrechnungsmonats, ab 2015-01-01 (Gleitzone bis Juni 2019, Übergangsbereich seitdem); ' +
        'bestimmt Sätze, Grenzen und PAP-Fassung. Standard: heute.',
      beispiel: '2026-01-31',
      standard: 'heute',
    })
    .optional(),
  protokoll: feld.ja({ beschreibung: 'true: protokoll nennt jeden Zwischenschritt.', beispiel: false }).default(false),
  person,
  versicherung: versicherung.optional(),
  bezuege: bezuege.optional(),
  einmalzahlung: einmalzahlung.optional(),
  teilmonat: teilmonat.optional(),
  dienstwagen: dienstwagen.optional(),
  sfn: sfn.optional(),
  mehrfach: mehrfach.optional(),
});

const BETRAG_BESCHRIFTUNG: Record<Richtung, { de: string; en: string }> = {
  brutto: { de: 'Brutto im Monat (Euro)', en: 'Gross pay per month (euro)' },
  netto: { de: 'Vereinbartes Netto im Monat (Euro)', en: 'Agreed net pay per month (euro)' },
};
const betrag = (r: Richtung) =>
  feld.euro(EURO_MONAT, {
    beschreibung: BETRAG[r],
    beispiel: r === 'brutto' ? 3500 : 2400,
    beschriftung: BETRAG_BESCHRIFTUNG[r],
  });

export const ANFRAGE = {
  brutto: gemeinsam.extend({ brutto: betrag('brutto') }),
  netto: gemeinsam.extend({ netto: betrag('netto') }),
};
// A checked request; the amount is brutto or netto by direction.
export type Anfrage = z.output<typeof gemeinsam> & { brutto?: number; netto?: number };
export type Zuschlag = z.output<typeof zuschlag>;
