// Contribution rates (API-SPEC.md "beitragssaetze"): each rate as satz_prozent with the employer's
// and the employee's share, saetze beside werte, and history items with the shares.
import { z } from 'zod';
import type { GeladeneStufe } from '../daten/laden';
import { einfuegenNach } from '../rechner/felder';
import { datensatzModul } from '../vertrag/modul';

const prozent = z.number().nullable();

// The rate and its split between employer and employee (the loader checks that they add up).
const anteile = (wert: unknown, s: GeladeneStufe) => ({
  satz_prozent: wert,
  arbeitgeber_prozent: s.arbeitgeber ?? null,
  arbeitnehmer_prozent: s.arbeitnehmer ?? null,
});

export default datensatzModul({
  felder: {
    saetze: z
      .record(z.string(), z.number().nullable())
      .meta({ description: 'Wie werte.', en: 'beitragssaetze only: like werte' }),
  },
  bestandteilFelder: {
    satz_prozent: prozent.meta({ en: 'total rate in percent' }),
    arbeitgeber_prozent: prozent.meta({ en: 'employer share in percent' }),
    arbeitnehmer_prozent: prozent.meta({ en: 'employee share in percent' }),
    // pv_kinderabschlag (zusatz in the data file)
    ab_kind_nr: z.number().int().optional().meta({ en: 'applies from the n-th child' }),
    bis_kind_nr: z.number().int().optional().meta({ en: 'applies up to the n-th child' }),
    hoechstens_prozent: z.number().optional().meta({ en: 'at most this percentage' }),
    altersgrenze_kind_jahre: z.number().int().optional().meta({ en: 'age limit of the child in years' }),
    // pv_kinderlosenzuschlag (§ 55 Abs. 3 Satz 1 und 2 SGB XI)
    ab_lebensjahr: z
      .number()
      .int()
      .optional()
      .meta({ en: 'applies after the end of the month this year of life is completed' }),
    geburtsjahr_ab: z.number().int().optional().meta({ en: 'applies only to those born in or after this year' }),
    // pv_sachsen (§ 58 Abs. 3 SGB XI)
    land: z.string().optional().meta({ en: 'federal state the rate applies to' }),
  },
  verlaufFelder: {
    bestandteil: z.string().meta({ en: 'component id' }),
    name: z.string().meta({ en: 'German name' }),
    gueltig_ab: z.string().meta({ format: 'date', en: 'valid from (first day)' }),
    gueltig_bis: z.string().nullable().meta({ format: 'date', en: 'valid until (last day); null = open-ended' }),
    satz_prozent: prozent.meta({ en: 'total rate in percent' }),
    arbeitgeber_prozent: prozent.meta({ en: 'employer share in percent' }),
    arbeitnehmer_prozent: prozent.meta({ en: 'employee share in percent' }),
    rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
    quelle_url: z.string().meta({ format: 'uri', en: 'address of the official source' }),
    hinweis: z.string().nullable().meta({ en: 'note' }),
  },
  zuschnitt: {
    // The shares follow the value (API-SPEC.md component object of beitragssaetze); the component's
    // own art, not in that list, comes after naechster_wert.
    komponente(k, s) {
      const { art, ...rest } = k;
      const mitAnteilen = einfuegenNach(rest, 'wert', anteile(k.wert, s));
      return art === undefined ? mitAnteilen : einfuegenNach(mitAnteilen, 'naechster_wert', { art });
    },
    verlaufEintrag(e, s) {
      return {
        bestandteil: e.bestandteil,
        name: e.name,
        gueltig_ab: e.gueltig_ab,
        gueltig_bis: e.gueltig_bis,
        ...anteile(e.wert, s),
        rechtsgrundlage: e.rechtsgrundlage,
        quelle_url: e.quelle_url,
        hinweis: e.hinweis,
      };
    },
    vorWerte: (werte) => ({ saetze: werte }),
    komponentenFelder: ['saetze'],
  },
});
