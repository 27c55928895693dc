// Gleitzone and Übergangsbereich with their own answer shape (API-SPEC.md "Special datasets"): the
// limits, the factor F, and the formula as the law of the day wrote it (fassungen in
// data/uebergangsbereich.yaml name each legal version).
import { z } from 'zod';
import { quelleAntwort, spezialKopf, verlaufFuss } from '../antwort/schema';
import type { GeladenerDatensatz } from '../daten/laden';
import type { UebergangsFassung } from '../daten/schema';
import { pflichtwert } from '../rechner/werte';
import type { Objekt, Periode } from '../vertrag/modell';
import { spezialModul } from '../vertrag/modul';

type Quelle = { titel: string; url: string };
const finde = (bestandteile: Objekt[], id: string) => bestandteile.find((k) => k.id === id);

// The legal version that applies on a day (data/uebergangsbereich.yaml, fassungen: its start, its
// name and the percentage behind the factor F).
export function fassungAm(d: GeladenerDatensatz, tag: string): UebergangsFassung {
  const f = (d.fassungen ?? []).filter((x) => x.gueltig_ab <= tag).at(-1);
  if (!f) throw new Error(`${d.datei}: Datensatz ${d.id}, fassungen: keine Fassung gilt am ${tag}`);
  return f;
}

// The formula as the version stood: § 163 Abs. 10 SGB VI a. F. (gleitzone, uebergangsbereich_2019)
// and § 20 Abs. 2a SGB IV (uebergangsbereich_2022, with its own formula for the employee's share);
// the law wrote the limits as fixed amounts.
export function formelAm(fassung: UebergangsFassung, G: number, OG: number, F: number | null): Objekt {
  const variablen = { F, G, OG, AE: 'Arbeitsentgelt im Monat' };
  const gesamt = `F × ${G} + (${OG} / (${OG} − ${G}) − ${G} / (${OG} − ${G}) × F) × (AE − ${G})`;
  if (fassung.id === 'gleitzone') {
    return {
      beitragspflichtige_einnahme_gesamt: gesamt,
      beitragspflichtige_einnahme_arbeitnehmer:
        'Kein eigener Ansatz: Der Arbeitnehmer trägt den Beitrag aus der beitragspflichtigen Einnahme abzüglich ' +
        'des Arbeitgeberanteils aus dem tatsächlichen Arbeitsentgelt (§ 168 Abs. 1 Nr. 1d SGB VI a. F.).',
      erlaeuterung:
        `Gleitzone von ${G},01 bis ${OG} Euro (§ 20 Abs. 2 SGB IV a. F.); die Formel steht mit festen ` +
        `Beträgen in § 163 Abs. 10 Satz 1 SGB VI a. F. und gilt über § 226 Abs. 4 SGB V, § 57 Abs. 1 SGB XI und § ` +
        `344 Abs. 4 SGB III für alle Zweige. F ist der Faktor des Kalenderjahres.`,
      variablen,
    };
  }
  if (fassung.id === 'uebergangsbereich_2019') {
    return {
      beitragspflichtige_einnahme_gesamt: gesamt,
      beitragspflichtige_einnahme_arbeitnehmer:
        'Kein eigener Ansatz: Der Arbeitnehmer trägt den Beitrag aus der beitragspflichtigen Einnahme abzüglich ' +
        'des Arbeitgeberanteils aus dem tatsächlichen Arbeitsentgelt (§ 168 Abs. 1 Nr. 1d SGB VI).',
      erlaeuterung:
        `Übergangsbereich von ${G},01 bis ${OG} Euro (§ 20 Abs. 2 SGB IV); die Formel steht mit festen ` +
        `Beträgen in § 163 Abs. 10 Satz 1 SGB VI. Die Rentenanwartschaften werden seit 01.07.2019 aus dem ` +
        `tatsächlichen Arbeitsentgelt berechnet (§ 70 Abs. 1a SGB VI).`,
      variablen,
    };
  }
  return {
    beitragspflichtige_einnahme_gesamt: 'F × G + (OG / (OG − G) − G / (OG − G) × F) × (AE − G)',
    beitragspflichtige_einnahme_arbeitnehmer: 'OG / (OG − G) × (AE − G)',
    erlaeuterung:
      `Übergangsbereich von der Geringfügigkeitsgrenze G (${G} Euro) bis OG (${OG} Euro), § 20 Abs. 2 ` +
      `SGB IV. Die Formel für den Gesamtbeitrag und die gesonderte für den Arbeitnehmeranteil stehen in § 20 Abs. ` +
      `2a SGB IV; der Arbeitgeber trägt die Differenz.`,
    variablen,
  };
}

export function faktorDefinitionAm(fassung: UebergangsFassung): string {
  const satz =
    `F = ${fassung.faktor_f_prozent} Prozent geteilt durch den durchschnittlichen ` +
    'Gesamtsozialversicherungsbeitragssatz des Kalenderjahres, auf vier Dezimalstellen gerundet';
  return fassung.id === 'uebergangsbereich_2022' ? `${satz} (§ 20 Abs. 2a SGB IV).` : `${satz}.`;
}

const grenzen = {
  untergrenze_monat: z.number().meta({ en: 'lower limit per month' }),
  obergrenze_monat: z.number().meta({ en: 'upper limit per month' }),
  faktor_f: z.number().nullable().meta({ en: 'factor F' }),
};

export default spezialModul({
  felder: {
    ...spezialKopf,
    bezeichnung: z.enum(['Gleitzone', 'Uebergangsbereich']).meta({ en: 'designation' }),
    ...grenzen,
    faktor_f_rechtsgrundlage: z.string().nullable().meta({ en: 'legal basis of factor F' }),
    faktor_f_definition: z.string().meta({ en: 'definition of factor F' }),
    faktor_f_quelle: quelleAntwort.nullable().meta({ en: 'source of factor F' }),
    formel: z
      .object({
        beitragspflichtige_einnahme_gesamt: z.string().meta({ en: 'income subject to contributions (total)' }),
        beitragspflichtige_einnahme_arbeitnehmer: z
          .string()
          .meta({ en: 'income subject to the employee’s contributions' }),
        erlaeuterung: z.string().meta({ en: 'explanation' }),
        variablen: z
          .object({
            F: z.number().nullable().meta({ en: 'factor F' }),
            G: z.number().meta({ en: 'lower limit of the transition zone' }),
            OG: z.number().meta({ en: 'upper limit of the transition zone' }),
            AE: z.string().meta({ en: 'monthly earnings' }),
          })
          .meta({ en: 'variables of the formula' }),
      })
      .meta({
        description: 'Die Formel, wie § 163 Abs. 10 SGB VI und § 20 SGB IV am Stichtag lauteten.',
        en: 'formula as it read on the reference date',
      }),
  },
  verlaufFelder: {
    gueltig_ab: spezialKopf.gueltig_ab,
    gueltig_bis: spezialKopf.gueltig_bis,
    ...grenzen,
    ...verlaufFuss,
    faktor_f_rechtsgrundlage: z.string().nullable().meta({ en: 'legal basis of factor F' }),
    faktor_f_quelle_url: z.string().nullable().meta({ en: 'address of the source of factor F' }),
  },
  umschlag: ({ datensatz, werte, bestandteile, von, bis }) => {
    const fassung = fassungAm(datensatz, von);
    const G = pflichtwert(werte, 'uebergangsbereich', 'untergrenze_monat');
    const OG = pflichtwert(werte, 'uebergangsbereich', 'obergrenze_monat');
    const F = werte.faktor_f ?? null;
    const f = finde(bestandteile, 'faktor_f');
    const grenze = finde(bestandteile, 'obergrenze_monat');
    if (!grenze) throw new Error('Bestandteil obergrenze_monat fehlt');
    return {
      bezeichnung: fassung.bezeichnung,
      untergrenze_monat: G,
      obergrenze_monat: OG,
      faktor_f: F,
      gueltig_ab: von,
      gueltig_bis: bis,
      rechtsgrundlage: grenze.rechtsgrundlage,
      quelle: grenze.quelle,
      faktor_f_rechtsgrundlage: (f?.rechtsgrundlage as string | undefined) ?? null,
      faktor_f_definition: faktorDefinitionAm(fassung),
      faktor_f_quelle: (f?.quelle as Quelle | undefined) ?? null,
      formel: formelAm(fassung, G, OG, F),
    };
  },
  verlaufAusPerioden: (perioden: Periode[]) =>
    perioden.map((p) => ({
      gueltig_ab: p.von,
      gueltig_bis: p.bis,
      untergrenze_monat: p.antwort.untergrenze_monat,
      obergrenze_monat: p.antwort.obergrenze_monat,
      faktor_f: p.antwort.faktor_f,
      rechtsgrundlage: p.antwort.rechtsgrundlage,
      quelle_url: (p.antwort.quelle as Quelle).url,
      faktor_f_rechtsgrundlage: p.antwort.faktor_f_rechtsgrundlage,
      faktor_f_quelle_url: (p.antwort.faktor_f_quelle as Quelle | null)?.url ?? null,
    })),
});
