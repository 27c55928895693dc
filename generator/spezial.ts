// Datasets with their own answer shape (API-SPEC.md "Special datasets"): their values are
// components in data/*.yaml like everywhere else; these functions give them the documented shape.

import {
  PFAENDUNG_FELDER,
  pfaendungsfreigrenzenAntwort,
  pfaendungsfreigrenzenVerlauf,
  SACHBEZUG_FELDER,
  sachbezugswerteAntwort,
  sachbezugswerteVerlauf,
  uebergangsbereichAntwort,
  uebergangsbereichVerlauf,
} from '../src/antwort/schema';
import type { GeladenerDatensatz } from '../src/daten/laden';
import type { UebergangsFassung } from '../src/daten/schema';
import { pflichtwert } from '../src/rechner/erweiterung';
import type { Objekt, Periode } from '../src/vertrag/modell';
import type { Zuschnitt } from './zuschnitt';

type Quelle = { titel: string; url: string };
const finde = (bestandteile: Objekt[], id: string) => bestandteile.find((k) => k.id === id);
const nurWerte = (werte: Record<string, number | null>, ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, werte[id] ?? null]));

// The validity, legal basis and source of a reference component stand for the whole answer.
function kopf(bestandteile: Objekt[], id: string): Objekt {
  const k = finde(bestandteile, id);
  if (!k) throw new Error(`Bestandteil ${id} fehlt`);
  return { gueltig_ab: k.gueltig_ab, gueltig_bis: k.gueltig_bis, rechtsgrundlage: k.rechtsgrundlage, quelle: k.quelle };
}

export const sachbezugswerte: Zuschnitt = {
  umschlag: ({ werte, bestandteile }) => {
    const { gueltig_ab, gueltig_bis, rechtsgrundlage, quelle } = kopf(bestandteile, 'verpflegung_monat');
    return { gueltig_ab, gueltig_bis, ...nurWerte(werte, SACHBEZUG_FELDER), rechtsgrundlage, quelle };
  },
  verlaufAusPerioden: (perioden: Periode[]) =>
    perioden.map((p) => ({
      jahr: Number(p.von.slice(0, 4)),
      ...Object.fromEntries(SACHBEZUG_FELDER.map((k) => [k, p.antwort[k]])),
      rechtsgrundlage: p.antwort.rechtsgrundlage,
      quelle_url: (p.antwort.quelle as Quelle).url,
    })),
  schema: sachbezugswerteAntwort,
  verlaufSchema: sachbezugswerteVerlauf,
};

export const pfaendungsfreigrenzen: Zuschnitt = {
  // The request-dependent fields stay null here; src/rechner/pfaendung.ts fills them.
  umschlag: ({ werte, bestandteile }) => {
    const { gueltig_ab, gueltig_bis, rechtsgrundlage, quelle } = kopf(bestandteile, 'grundbetrag_monat');
    return {
      ...nurWerte(werte, PFAENDUNG_FELDER),
      unterhaltspflichten: null,
      unterhaltspflichten_beruecksichtigt: null,
      freibetrag_monat: null,
      netto_monat: null,
      pfaendbarer_betrag_monat: null,
      gueltig_ab,
      gueltig_bis,
      rechtsgrundlage,
      quelle,
    };
  },
  verlaufAusPerioden: (perioden: Periode[]) =>
    perioden.map((p) => ({
      gueltig_ab: p.antwort.gueltig_ab,
      gueltig_bis: p.antwort.gueltig_bis,
      ...Object.fromEntries(PFAENDUNG_FELDER.map((k) => [k, p.antwort[k]])),
      rechtsgrundlage: p.antwort.rechtsgrundlage,
      quelle_url: (p.antwort.quelle as Quelle).url,
    })),
  schema: pfaendungsfreigrenzenAntwort,
  verlaufSchema: pfaendungsfreigrenzenVerlauf,
};

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

export const uebergangsbereich: Zuschnitt = {
  umschlag: ({ datensatz, werte, bestandteile, von, bis }) => {
    const fassung = fassungAm(datensatz, von);
    const G = pflichtwert(werte, 'uebergangsbereich', 'untergrenze_monat');
    const OG = pflichtwert(werte, 'uebergangsbereich', 'obergrenze_monat');
    const F = werte.faktor_f ?? null;
    const f = finde(bestandteile, 'faktor_f');
    const grenze = kopf(bestandteile, 'obergrenze_monat');
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
  schema: uebergangsbereichAntwort,
  verlaufSchema: uebergangsbereichVerlauf,
};
