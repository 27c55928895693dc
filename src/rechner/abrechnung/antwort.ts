// The answer of /hr/brutto-netto (and the payslip inside /hr/netto-brutto): one zod schema, from
// which the OpenAPI document, the SDK types and the build's checks follow.
import { z } from 'zod';
import { datum, rechnerAntwort } from '../../antwort/schema';
import { LAENDER } from '../../daten/schema';
import { PERSONENGRUPPEN } from './personengruppe';

const euro = z.number();
const betrag = (en: string) => euro.meta({ en });

export const arbeitnehmerSchema = z.object({
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

export const arbeitgeberSchema = z.object({
  kv: betrag('health insurance, employer share, flat-rate contribution or subsidy'),
  kv_zusatzbeitrag: betrag('additional health insurance contribution, employer share'),
  pv: betrag('long-term care insurance, employer share or subsidy'),
  rv: betrag('pension insurance, employer share'),
  av: betrag('unemployment insurance, employer share'),
  u1: betrag('levy U1 (sick pay reimbursement)'),
  u2: betrag('levy U2 (maternity reimbursement)'),
  insolvenzgeldumlage: betrag('insolvency benefit levy'),
  pauschsteuer: betrag(
    "employer's flat-rate taxes: a mini-job's, and those of § 40 (2) EStG with solidarity surcharge and church tax",
  ),
  summe: betrag('all employer contributions, levies and taxes'),
  gesamtkosten: betrag('gross pay plus all employer charges'),
});

const postenSchema = z.object({
  id: z.string().meta({ en: 'identifier' }),
  bezeichnung: z.string().meta({ en: 'description of the line' }),
  seite: z
    .enum(['arbeitnehmer', 'arbeitgeber', 'bezug'])
    .meta({ en: 'who bears it: employee or employer; bezug: a part of the pay (adds to neither side)' }),
  satz_prozent: z.number().nullable().meta({ en: 'rate applied in percent' }),
  basis: z.number().nullable().meta({ en: 'base the rate is applied to, in euro' }),
  betrag: betrag('amount in euro'),
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  datensatz: z.string().meta({ en: 'dataset the rate comes from' }),
  bestandteil: z.string().nullable().meta({ en: 'component id the rate comes from' }),
  datenstand: z.string().meta({ en: 'data version of that dataset' }),
  steuerpflichtig: euro.optional().meta({ en: 'seite bezug only: the taxable part of the amount (in the PAP RE4)' }),
  beitragspflichtig: euro
    .optional()
    .meta({ en: 'seite bezug only: the contributory part of the amount (before the ceilings)' }),
  ausgezahlt: euro.optional().meta({ en: 'seite bezug only: the part paid out to the employee' }),
  bezug: z
    .enum(['laufend', 'einmalzahlung'])
    .optional()
    .meta({ en: 'with a one-off only: whether the line belongs to the regular pay or to the one-off' }),
});

const grenzenSchema = z.object({
  sv_tage: z.number().int().meta({ en: 'social insurance days up to the end of the month the one-off is assigned to' }),
  entgelt_bisher_kv: betrag("contributory pay so far in health and care insurance (with this month's regular pay)"),
  entgelt_bisher_rv: betrag(
    "contributory pay so far in pension and unemployment insurance (with this month's regular pay)",
  ),
  anteilige_bbg_kv: betrag('pro-rata annual ceiling of health and care insurance'),
  anteilige_bbg_rv: betrag('pro-rata annual ceiling of pension and unemployment insurance'),
  raum_kv: betrag('room left under the pro-rata ceiling, health and care insurance'),
  raum_rv: betrag('room left under the pro-rata ceiling, pension and unemployment insurance'),
});

const einmalzahlungSchema = z.object({
  betrag: betrag('one-off payment'),
  art: z
    .enum(['sonstiger_bezug', 'mehrjaehrig', 'entschaedigung'])
    .meta({ en: 'kind: other payment, pay for several years, or severance' }),
  jahresarbeitslohn: betrag('expected annual pay without the one-off (PAP JRE4)'),
  zugeordnet: z
    .enum(['abrechnungsmonat', 'vorjahr'])
    .meta({ en: 'month the one-off is charged to: this pay month or the last month of the previous year' }),
  beitragspflichtig_kv: betrag('contributory part of the one-off in health and care insurance'),
  beitragspflichtig_rv: betrag('contributory part of the one-off in pension and unemployment insurance'),
  abrechnungsjahr: grenzenSchema.meta({ en: 'the pro-rata ceilings of this year' }),
  vorjahr: grenzenSchema
    .extend({
      monat: z
        .string()
        .regex(/^\d{4}-\d{2}$/)
        .meta({ en: 'month charged' }),
      bbg_kv_jahr: betrag('annual ceiling of health and care insurance of the previous year'),
      bbg_rv_jahr: betrag('annual ceiling of pension and unemployment insurance of the previous year'),
      saetze: z.record(z.string(), z.number()).meta({ en: 'contribution rates in percent the one-off was charged at' }),
    })
    .nullable()
    .meta({ en: "with the Märzklausel: the previous year's ceilings and rates the one-off was charged at" }),
  lohnsteuer: z
    .object({
      sts: z.number().int().meta({ en: 'wage tax on the other payment (PAP STS)' }),
      solzs: z.number().int().meta({ en: 'solidarity surcharge on it (PAP SOLZS)' }),
      bks: z.number().int().meta({ en: 'church-tax base of it (PAP BKS)' }),
      stv: z.number().int().meta({ en: 'until 2024: wage tax on pay taxed by the one-fifth rule (PAP STV)' }),
      solzv: z.number().int().meta({ en: 'until 2024: solidarity surcharge on it (PAP SOLZV)' }),
      bkv: z.number().int().meta({ en: 'until 2024: church-tax base of it (PAP BKV)' }),
    })
    .nullable()
    .meta({ en: 'the PAP run of the one-off (amounts in cent)' }),
  entgeltumwandlung: z
    .object({
      betrag: betrag('part of the one-off converted into the occupational pension'),
      steuerfrei: betrag('tax-free part of it and of the subsidy (§ 3 Nr. 63 EStG)'),
      beitragsfrei: betrag('contribution-free part of it and of the subsidy (§ 1 Abs. 1 Satz 1 Nr. 9 SvEV)'),
      arbeitgeberzuschuss: betrag("employer's subsidy on the converted one-off (§ 1a Abs. 1a BetrAVG)"),
      steuerpflichtig: betrag('taxable one-off (other payment of the PAP)'),
      beitragspflichtig: betrag('contributory one-off before the ceilings'),
    })
    .optional()
    .meta({ en: 'with einmalzahlung_entgeltumwandlung > 0: the converted part and what stays taxable' }),
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
    personengruppe: z.enum(PERSONENGRUPPEN).meta({
      description:
        'Personengruppenschlüssel nach DEÜV für diesen Monat: der angegebene oder der aus dem Entgelt folgende ' +
        '(109 hat Vorrang, Auszubildende bis zur Geringverdienergrenze 121).',
      en: 'DEÜV person group key of the month',
    }),
    beitragsgruppe: z
      .string()
      .regex(/^[0-9]{4}$/)
      .meta({
        description:
          'Beitragsgruppenschlüssel KV, RV, AV, PV der berechneten Beiträge (z. B. 1111 regulär, 6100 Minijob mit ' +
          'Rentenversicherungspflicht, 0100 Werkstudent, 3321 Altersvollrentner nach der Regelaltersgrenze).',
        en: 'contribution group key (health, pension, unemployment, care)',
      }),
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
        geburtsdatum: datum.nullable().meta({ en: 'date of birth' }),
        rentenversicherung: z.enum(['pflichtig', 'befreit']).meta({ en: 'pension insurance compulsory or exempt' }),
        u1_satz: z.number().meta({ en: 'levy U1 rate in percent' }),
        u2_satz: z.number().meta({ en: 'levy U2 rate in percent' }),
        freibetrag: betrag('monthly tax allowance of the ELStAM (PAP LZZFREIB)'),
        hinzurechnung: betrag('monthly addition of the ELStAM (PAP LZZHINZU)'),
        faktor: z.number().nullable().meta({ en: 'factor of the factor procedure (tax class 4), null: none' }),
        entgeltumwandlung: betrag('deferred compensation per month'),
        bav_arbeitgeberzuschuss: betrag("employer's contribution to the pension vehicle (default resolved)"),
        geldwerter_vorteil: betrag('taxable benefit in kind'),
        sachbezug: betrag('benefits in kind under the monthly exemption limit'),
        sv_tage: z.number().int().meta({ en: 'social insurance days of the month (30: full month)' }),
        teillohnzahlungszeitraum: z
          .boolean()
          .meta({ en: 'wage tax for a part pay period on the daily table (entry or exit in the month)' }),
      })
      .meta({ en: 'inputs with their defaults' }),
    arbeitnehmer: arbeitnehmerSchema.meta({ en: 'employee side' }),
    arbeitgeber: arbeitgeberSchema.meta({ en: 'employer side' }),
    bemessung: z
      .object({
        lohnsteuer: euro
          .nullable()
          .meta({ en: 'taxable regular pay of the month (PAP RE4); null for a mini-job with flat-rate tax' }),
        kv_pv: betrag('base of health and care insurance (up to the ceiling)'),
        rv_av: betrag('base of pension and unemployment insurance (up to the ceiling)'),
        umlagen: betrag('base of the levies'),
        uebergangsbereich_gesamt: euro
          .nullable()
          .meta({ en: 'transition zone: base of the total contribution (§ 20 Abs. 2a Satz 1 SGB IV)' }),
        uebergangsbereich_arbeitnehmer: euro
          .nullable()
          .meta({ en: 'transition zone: base of the employee share (§ 20 Abs. 2a Satz 6 SGB IV); null until 2022-09' }),
      })
      .meta({ en: 'assessment bases' }),
    lohnsteuer: z
      .object({
        pap_version: z.string().meta({ en: 'version of the BMF flowchart (PAP) applied' }),
        eingaben: z.record(z.string(), z.number()).meta({ en: 'inputs passed to the PAP, defaults included' }),
        lstlzz: z.number().int().meta({ en: 'wage tax for the pay period' }),
        solzlzz: z.number().int().meta({ en: 'solidarity surcharge for the pay period' }),
        bk: z.number().int().meta({ en: 'church-tax base for the pay period' }),
        tage: z
          .number()
          .int()
          .nullable()
          .meta({ en: 'part pay period: calendar days the daily amounts are multiplied by; null: the month' }),
      })
      .nullable()
      .meta({ en: 'the wage tax run (amounts in cent); null for a mini-job with flat-rate tax' }),
    posten: z.array(postenSchema).meta({ en: 'every line of the payslip with its rate, base and source' }),
    teilmonat: z
      .object({
        sv_tage: z.number().int().meta({ en: 'social insurance days of the month' }),
        bbg_kv_pv: betrag(
          'ceiling of health and care insurance for these days (yearly ceiling × days / 360); beside other ' +
            'employments of the whole month the full monthly ceiling',
        ),
        bbg_rv_av: betrag('ceiling of pension and unemployment insurance for these days (as bbg_kv_pv)'),
        monatsentgelt: betrag('contributory pay scaled to a month (× 30 / days): decides the kind of employment'),
        tageslohn: euro
          .nullable()
          .meta({ en: 'part pay period: taxable daily wage passed to the PAP; null: monthly table' }),
      })
      .optional()
      .meta({ en: 'with sv_tage under 30 or teillohnzahlungszeitraum=true: the part month' }),
    einmalzahlung: einmalzahlungSchema
      .optional()
      .meta({ en: 'with einmalzahlung > 0: the one-off, its contributory part and its wage tax' }),
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
export type Posten = BruttoNettoAntwort['posten'][number];
