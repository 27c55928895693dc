// Occupational pensions; berechnet: the euro amounts of the limits that are a share of the RV
// contribution ceiling (§ 3 Nr. 63 EStG; § 1 Abs. 1 Satz 1 Nr. 9 SvEV), from rechengroessen.
import { z } from 'zod';
import { euro as alsEuro, gerundet } from '../gemeinsam/geld';
import { type Bezug, datensatzModul } from '../vertrag/modul';

// The general RV contribution ceiling of a year: West until 2024, uniform from 2025 (§ 159 SGB VI).
function bbgRv(bezug: Bezug, tag: string): { wert: number; id: string } | null {
  const w = bezug.finde('rechengroessen', tag)?.werte as Record<string, number | null> | undefined;
  for (const id of ['bbg_rv', 'bbg_rv_west']) {
    const wert = w?.[id];
    if (typeof wert === 'number') return { wert, id };
  }
  return null;
}

const euro = z.number().nullable();

export default datensatzModul({
  braucht: ['rechengroessen'],
  felder: {
    berechnet: z
      .object({
        bbg_rv_jahr: euro.meta({
          description: 'Beitragsbemessungsgrenze der allgemeinen Rentenversicherung des Jahres (bis 2024 West).',
          en: 'yearly contribution ceiling of the general pension insurance',
        }),
        bbg_grundlage: z.string().nullable().meta({ en: 'which contribution ceiling the amounts are based on' }),
        steuerfrei_jahr: euro.meta({
          description: 'steuerfrei_prozent_bbg der BBG (§ 3 Nr. 63 EStG), Euro im Jahr.',
          en: 'tax-free amount per year',
        }),
        steuerfrei_monat: euro.meta({ en: 'tax-free amount per month' }),
        sv_frei_jahr: euro.meta({
          description: 'sv_frei_prozent_bbg der BBG (§ 1 Abs. 1 Satz 1 Nr. 9 SvEV), Euro im Jahr.',
          en: 'social-insurance-free amount per year',
        }),
        sv_frei_monat: euro.meta({ en: 'social-insurance-free amount per month' }),
      })
      .meta({
        description:
          'Eurobeträge aus der Beitragsbemessungsgrenze (rechengroessen); null, solange die Grenze des Jahres nicht ' +
          'festgesetzt ist.',
        en: 'bav-hoechstbetraege only: euro amounts derived from the contribution ceiling',
      }),
  },
  zuschnitt: {
    nachBestandteile: ({ werte, von, bezug }) => {
      const bbg = bbgRv(bezug, von);
      // Euro times a rate in percent is cents, rounded once; the monthly amount is the yearly one
      // over the 12 months, rounded once more.
      const anteil = (prozent: unknown) => (bbg && typeof prozent === 'number' ? gerundet([bbg.wert, prozent]) : null);
      const monat = (c: number | null) => (c === null ? null : alsEuro(gerundet([c], [12])));
      const jahr = (c: number | null) => (c === null ? null : alsEuro(c));
      const steuerfrei = anteil(werte.steuerfrei_prozent_bbg);
      const svFrei = anteil(werte.sv_frei_prozent_bbg);
      return {
        berechnet: {
          bbg_rv_jahr: bbg?.wert ?? null,
          bbg_grundlage: bbg?.id ?? null,
          steuerfrei_jahr: jahr(steuerfrei),
          steuerfrei_monat: monat(steuerfrei),
          sv_frei_jahr: jahr(svFrei),
          sv_frei_monat: monat(svFrei),
        },
      };
    },
  },
});
