// Flat-rate charges of a Minijob; summen: the employer's total per kind of Minijob, every
// component but the employee's RV share.
import { z } from 'zod';
import { alsZahl, plus, satz } from '../gemeinsam/geld';
import { datensatzModul } from '../vertrag/modul';

const MINIJOB_SUMMEN = {
  gewerblich: [
    'gewerblich_kv',
    'gewerblich_rv',
    'gewerblich_pauschsteuer',
    'gewerblich_u1',
    'gewerblich_u2',
    'gewerblich_insolvenzgeldumlage',
  ],
  privat: ['privat_kv', 'privat_rv', 'privat_pauschsteuer', 'privat_u1', 'privat_u2', 'privat_unfallversicherung'],
};

const summe = z.object({
  arbeitgeber_prozent: z.number().nullable().meta({
    description: 'Summe der Pauschalabgaben des Arbeitgebers in Prozent des Arbeitsentgelts.',
    en: 'employer share in percent',
  }),
  bestandteile: z
    .array(z.string())
    .meta({ description: 'Die summierten Bestandteile.', en: 'components of a dataset (or the components summed up)' }),
});

export default datensatzModul({
  felder: {
    summen: z
      .object({
        gewerblich: summe.meta({ en: 'commercial mini-job' }),
        privat: summe.meta({ en: 'mini-job in a private household' }),
      })
      .meta({ description: 'Gesamtbelastung des Arbeitgebers.', en: 'minijob-abgaben only: total employer burden' }),
  },
  zuschnitt: {
    nachBestandteile: ({ werte }) => ({
      summen: Object.fromEntries(
        Object.entries(MINIJOB_SUMMEN).map(([bereich, ids]) => {
          const vorhanden = ids.filter((id) => id in werte);
          const zahlen = vorhanden.map((id) => werte[id]);
          // The sum of the rates as the exact decimal, not a float sum (0.15 + 0.06).
          const betrag = zahlen.every((x) => typeof x === 'number')
            ? alsZahl((zahlen as number[]).map(satz).reduce(plus, satz(0)))
            : null;
          return [bereich, { arbeitgeber_prozent: betrag, bestandteile: vorhanden }];
        }),
      ),
    }),
  },
});
