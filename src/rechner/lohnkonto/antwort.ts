// The answer of POST /hr/lohnkonto (issue 40): one zod schema, from which the OpenAPI document, the SDK
// types and the build's checks follow. Each month is the payslip's answer (GET /hr/brutto-netto) with
// the year so far as explicit inputs in its eingaben, so any month replays with GET; the year's blocks
// follow the months.
import { z } from 'zod';
import { rechnerAntwort } from '../../antwort/schema';
import { arbeitgeberSchema, arbeitnehmerSchema, bruttoNettoAntwort } from '../abrechnung/antwort';
import { JAHRESAUSGLEICH } from './jahresausgleich';
import { LOHNSTEUERBESCHEINIGUNG } from './lohnsteuerbescheinigung';
import { SV_JAHRESMELDUNG } from './sv-jahresmeldung';

const euro = (en: string) => z.number().meta({ en });

// The inputs the Lohnkonto carries into a month (the payslip's einmalzahlung group under its GET names):
// always the year so far, with a one-off also its kind, its Jahresarbeitslohn (R 39b.6 Abs. 3 LStR)
// and, January to March, the previous year's figures of the Märzklausel (§ 23a Abs. 4 SGB IV).
const jahrBisher = {
  kv_entgelt_bisher: euro('contributory pay for health and care insurance earlier this year'),
  rv_entgelt_bisher: euro('contributory pay for pension and unemployment insurance earlier this year'),
  sv_tage_bisher: z.number().int().meta({ en: 'social insurance days earlier this year' }),
  einmalzahlung: euro('one-off payment of the month').optional(),
  einmalzahlung_art: z
    .enum(['sonstiger_bezug', 'mehrjaehrig', 'entschaedigung'])
    .optional()
    .meta({ en: 'kind of one-off payment' }),
  jahresarbeitslohn: euro('expected annual pay for the one-off (R 39b.6 (3) LStR)').optional(),
  vorjahr_kv_entgelt: euro("previous year's contributory pay, health and care insurance").optional(),
  vorjahr_rv_entgelt: euro("previous year's contributory pay, pension and unemployment insurance").optional(),
  vorjahr_sv_tage: z.number().int().optional().meta({ en: "previous year's social insurance days" }),
};

export const lohnkontoMonat = bruttoNettoAntwort.extend({
  eingaben: bruttoNettoAntwort.shape.eingaben.extend(jahrBisher).meta({ en: 'inputs with defaults and year so far' }),
});

export const lohnkontoSummen = z
  .object({
    brutto: euro('regular gross pay of the year'),
    einmalzahlung: euro('one-off payments of the year'),
    arbeitnehmer: arbeitnehmerSchema.meta({ en: 'employee side, year totals' }),
    arbeitgeber: arbeitgeberSchema.meta({ en: 'employer side, year totals' }),
  })
  .meta({ en: "the year's totals per branch, to the cent" });

// The year's blocks after the months, one line each (the engine, lohnkonto.ts, returns them under the
// same names; the module passes every block through).
export const LOHNKONTO_BLOECKE = {
  summen: lohnkontoSummen,
  jahresausgleich: JAHRESAUSGLEICH,
  lohnsteuerbescheinigung: LOHNSTEUERBESCHEINIGUNG,
  sv_jahresmeldung: SV_JAHRESMELDUNG,
};

export const lohnkontoAntwort = rechnerAntwort(
  'lohnkonto',
  {
    jahr: z.number().int().meta({ en: 'payroll year' }),
    monate: z.array(lohnkontoMonat).meta({ en: "each month's payslip as GET /hr/brutto-netto gives it" }),
    ...LOHNKONTO_BLOECKE,
  },
  'Das Lohnkonto eines Jahres (§ 41 EStG): jeder Monat wie GET /hr/brutto-netto mit den Werten des Jahres bisher, ' +
    'dazu die Summen des Jahres, der Lohnsteuer-Jahresausgleich (§ 42b EStG), die Lohnsteuerbescheinigung ' +
    '(§ 41b EStG) und die SV-Jahresmeldung (DEÜV).',
);

export type LohnkontoAntwort = z.infer<typeof lohnkontoAntwort>;
