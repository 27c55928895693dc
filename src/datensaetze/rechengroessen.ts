// Social-insurance reference values; monatswerte: every euro_jahr component divided by the 12
// months of a year, exact and rounded once to the cent (DECISIONS.md).
import { z } from 'zod';
import { euro, gerundet } from '../gemeinsam/geld';
import { datensatzModul } from '../vertrag/modul';

export default datensatzModul({
  felder: {
    monatswerte: z.record(z.string(), z.number().nullable()).meta({
      description: 'Jeder euro_jahr-Bestandteil geteilt durch 12, zwei Nachkommastellen.',
      en: 'rechengroessen only: each yearly euro component divided by 12',
    }),
  },
  zuschnitt: {
    nachBestandteile: ({ bestandteile }) => ({
      monatswerte: Object.fromEntries(
        bestandteile
          .filter((k) => k.einheit === 'euro_jahr')
          .map((k) => [k.id, typeof k.wert === 'number' ? euro(gerundet([k.wert, 100], [12])) : null]),
      ),
    }),
    komponentenFelder: ['monatswerte'],
  },
});
