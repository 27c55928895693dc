// The Lohnkonto's request (issue 40, first slice): a payroll year as one JSON body. It reuses the
// payslip's groups (anfrage.ts) so a month takes exactly what the payslip takes; the year adds the
// employment's dates, the previous year's contributory pay for the Märzklausel and the months.
import { z } from 'zod';
import { feld } from '../../vertrag/koerper';
import { ANFRAGE, kernVon } from '../abrechnung/anfrage';

// The largest body of a Lohnkonto in bytes: twelve full payslip bodies (anfrage.ts, KOERPER_GRENZE)
// and the year's own fields fit.
export const LOHNKONTO_GRENZE = 262_144;

const G = ANFRAGE.brutto.shape;
const person = G.person;
const versicherung = kernVon(G.versicherung) as typeof G.versicherung.def.innerType;
const einmalzahlung = (kernVon(G.einmalzahlung) as typeof G.einmalzahlung.def.innerType).pick({
  betrag: true,
  art: true,
  entgeltumwandlung: true,
});
// The year so far of the bAV rooms is the Lohnkonto's to carry, as the one-off's.
const bezuege = (kernVon(G.bezuege) as typeof G.bezuege.def.innerType)
  .omit({ bav_steuerfrei_bisher: true, bav_beitragsfrei_bisher: true })
  .optional();

const monat = z.strictObject({
  monat: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Monat im Format JJJJ-MM')
    .meta({ beschreibung: 'Abrechnungsmonat, JJJJ-MM.', beispiel: '2025-01' }),
  brutto: G.brutto,
  // Changes from this month on (a new tax class, a Freibetrag, a change of Kasse): only the fields named.
  person: person.partial().optional(),
  versicherung: versicherung.partial().optional(),
  bezuege,
  einmalzahlung: einmalzahlung.optional(),
  dienstwagen: G.dienstwagen,
  sfn: G.sfn,
  mehrfach: G.mehrfach,
});

export const LOHNKONTO_ANFRAGE = z.strictObject({
  jahr: feld.ganzzahl(2015, 2100, { beschreibung: 'Abrechnungsjahr, ab 2015.', beispiel: 2025 }),
  person,
  versicherung: G.versicherung,
  eintritt: feld
    .datum({ beschreibung: 'Tag des Eintritts, wenn er in diesem Jahr liegt.', beispiel: '2025-04-15' })
    .optional(),
  austritt: feld
    .datum({ beschreibung: 'Letzter Tag der Beschäftigung, wenn er in diesem Jahr liegt.', beispiel: '2025-12-31' })
    .optional(),
  vorjahr: z
    .strictObject({
      kv_entgelt: feld.euro(10_000_000, {
        beschreibung: 'Beitragspflichtiges Entgelt KV/PV des Vorjahres bei diesem Arbeitgeber (Euro).',
        beispiel: 48000,
      }),
      rv_entgelt: feld.euro(10_000_000, {
        beschreibung: 'Beitragspflichtiges Entgelt RV/AV des Vorjahres bei diesem Arbeitgeber (Euro).',
        beispiel: 48000,
      }),
      sv_tage: feld.ganzzahl(0, 360, { beschreibung: 'SV-Tage des Vorjahres (0 bis 360).', beispiel: 360 }),
    })
    .optional(),
  jahresausgleich: feld
    .ja({
      beschreibung: 'true: Lohnsteuer-Jahresausgleich nach § 42b EStG, wenn Abs. 1 ihn erlaubt (sonst mit Grund).',
      beispiel: false,
    })
    .default(false),
  monate: z.array(monat).min(1).max(12),
});

export type LohnkontoAnfrage = z.output<typeof LOHNKONTO_ANFRAGE>;
