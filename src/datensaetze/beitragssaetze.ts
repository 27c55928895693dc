// Contribution rates (API-SPEC.md "beitragssaetze"): each rate as satz_prozent with the employer's
// and the employee's share, saetze beside werte, and history items with the shares.
import { z } from 'zod';
import { datensatzModul } from '../vertrag/modul';

const prozent = z.number().nullable();

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
    komponente(k, s) {
      const {
        id,
        name,
        gruppe,
        einheit,
        wert,
        gueltig_ab,
        gueltig_bis,
        rechtsgrundlage,
        quelle,
        hinweis,
        naechster_wert,
        ...zusatz
      } = k;
      return {
        id,
        name,
        gruppe,
        einheit,
        wert,
        satz_prozent: wert,
        arbeitgeber_prozent: s.arbeitgeber ?? null,
        arbeitnehmer_prozent: s.arbeitnehmer ?? null,
        gueltig_ab,
        gueltig_bis,
        rechtsgrundlage,
        quelle,
        hinweis,
        naechster_wert,
        ...zusatz,
      };
    },
    verlaufEintrag(e, s) {
      return {
        bestandteil: e.bestandteil,
        name: e.name,
        gueltig_ab: e.gueltig_ab,
        gueltig_bis: e.gueltig_bis,
        satz_prozent: e.wert,
        arbeitgeber_prozent: s.arbeitgeber ?? null,
        arbeitnehmer_prozent: s.arbeitnehmer ?? null,
        rechtsgrundlage: e.rechtsgrundlage,
        quelle_url: e.quelle_url,
        hinweis: e.hinweis,
      };
    },
    vorWerte: (werte) => ({ saetze: werte }),
    komponentenFelder: ['saetze'],
  },
});
