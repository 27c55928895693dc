// Garnishment of earned income (§ 850c ZPO): the exempt amount for the debtor and up to five
// dependants, and the garnishable share of a monthly net income. The amounts come from the
// Pfändungsfreigrenzenbekanntmachung in data/pfaendungsfreigrenzen.yaml; the dataset has its own
// answer shape (API-SPEC.md "Special datasets"), and netto/unterhaltspflichten are computed.

import { z } from 'zod';
import { spezialKopf, verlaufFuss } from '../antwort/schema';
import type { Pfaendungsanteile } from '../daten/schema';
import { euro as alsEuro, bruch, differenz, gerundet, produkt, vergleich } from '../gemeinsam/geld';
import { FehlenderWert } from '../rechner/werte';
import type { Periode } from '../vertrag/modell';
import { type Bezug, spezialModul } from '../vertrag/modul';

const euro = z.number().nullable();
// The published amounts, in answer order.
const GRENZEN = {
  grundbetrag_monat: z.number().meta({ en: 'basic exempt amount per month' }),
  erhoehung_erste_person_monat: z.number().meta({ en: 'increase for the first dependant per month' }),
  erhoehung_weitere_person_monat: z.number().meta({ en: 'increase for each further dependant per month' }),
  voll_pfaendbar_ab_monat: z.number().meta({ en: 'fully garnishable above this monthly amount' }),
};
const GRENZ_IDS = Object.keys(GRENZEN) as (keyof typeof GRENZEN)[];

export interface PfaendungsGrenzen {
  grundbetrag_monat: number;
  erhoehung_erste_person_monat: number;
  erhoehung_weitere_person_monat: number;
  voll_pfaendbar_ab_monat: number;
}

export type { Pfaendungsanteile };

// The tenths and the cap on dependants of § 850c Abs. 2 and 3 ZPO (data/pfaendungsfreigrenzen.yaml,
// pfaendungsanteile; no answer shows them); without them the build fails (pruefeDaten).
export function pfaendungsanteile(bezug: Bezug): Pfaendungsanteile {
  const a = bezug.regelwerk('pfaendungsfreigrenzen').pfaendungsanteile;
  if (!a) throw new FehlenderWert('pfaendungsfreigrenzen', 'pfaendungsanteile');
  return a;
}

// § 850c Abs. 2 ZPO: dependants beyond the cap do not raise the exempt amount.
export function beruecksichtigtePersonen(a: Pfaendungsanteile, personen: number): number {
  return Math.min(personen, a.hoechstens_personen);
}

// In whole cents, exact.
const cents = (euro: number) => gerundet([euro, 100]);

export function freibetrag(g: PfaendungsGrenzen, a: Pfaendungsanteile, personen: number): number {
  const k = beruecksichtigtePersonen(a, personen);
  return alsEuro(
    cents(g.grundbetrag_monat) +
      (k >= 1 ? cents(g.erhoehung_erste_person_monat) : 0) +
      Math.max(0, k - 1) * cents(g.erhoehung_weitere_person_monat),
  );
}

// § 850c Abs. 3 ZPO: of the income above the exempt amount the debtor keeps zehntel_schuldner
// tenths, zehntel_erste_person more for the first dependant and zehntel_weitere_person more for
// each further one up to the cap; income above voll_pfaendbar_ab_monat is garnishable in full.
// § 850c Abs. 5 ZPO with the table: the income up to that limit is rounded down to a multiple of
// abrunden_euro (pfaendungsanteile) before the share is computed. Exact, rounded once to the cent.
export function pfaendbarerBetrag(g: PfaendungsGrenzen, a: Pfaendungsanteile, personen: number, netto: number): number {
  const k = beruecksichtigtePersonen(a, personen);
  const frei = cents(freibetrag(g, a, k));
  const ueber = vergleich(netto, g.voll_pfaendbar_ab_monat) > 0;
  const bis = ueber ? g.voll_pfaendbar_ab_monat : netto;
  const basis = gerundet([bis], [a.abrunden_euro], 'ab') * a.abrunden_euro * 100;
  // The part above the limit, in tenths of a cent like the share below.
  const voll = ueber ? produkt(differenz(netto, g.voll_pfaendbar_ab_monat), 1000) : bruch(0);
  if (basis <= frei) return alsEuro(gerundet([voll], [1000]));
  const unpfaendbar =
    a.zehntel_schuldner + (k >= 1 ? a.zehntel_erste_person : 0) + Math.max(0, k - 1) * a.zehntel_weitere_person;
  // (basis - frei) × (10 - unpfaendbar) / 10 cents: ten tenths make the whole.
  return alsEuro(gerundet([differenz((basis - frei) * (10 - unpfaendbar), produkt(voll, -1))], [10]));
}

type Quelle = { titel: string; url: string };

export default spezialModul({
  felder: {
    ...spezialKopf,
    ...GRENZEN,
    unterhaltspflichten: z.number().int().nullable().meta({ en: 'number of maintenance obligations asked for' }),
    unterhaltspflichten_beruecksichtigt: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Höchstens 5 (§ 850c Abs. 2 ZPO).', en: 'maintenance obligations counted (at most 5)' }),
    freibetrag_monat: euro.meta({ en: 'exempt amount per month' }),
    netto_monat: euro.meta({ en: 'net income per month' }),
    pfaendbarer_betrag_monat: euro.meta({ en: 'garnishable amount per month' }),
  },
  verlaufFelder: {
    gueltig_ab: spezialKopf.gueltig_ab,
    gueltig_bis: spezialKopf.gueltig_bis,
    ...GRENZEN,
    ...verlaufFuss,
  },
  // The request-dependent fields stay null in the precomputed answer; berechne fills them.
  umschlag: ({ werte, bestandteile }) => {
    const k = bestandteile.find((b) => b.id === 'grundbetrag_monat');
    if (!k) throw new Error('Bestandteil grundbetrag_monat fehlt');
    return {
      ...Object.fromEntries(GRENZ_IDS.map((id) => [id, werte[id] ?? null])),
      unterhaltspflichten: null,
      unterhaltspflichten_beruecksichtigt: null,
      freibetrag_monat: null,
      netto_monat: null,
      pfaendbarer_betrag_monat: null,
      gueltig_ab: k.gueltig_ab,
      gueltig_bis: k.gueltig_bis,
      rechtsgrundlage: k.rechtsgrundlage,
      quelle: k.quelle,
    };
  },
  verlaufAusPerioden: (perioden: Periode[]) =>
    perioden.map((p) => ({
      gueltig_ab: p.antwort.gueltig_ab,
      gueltig_bis: p.antwort.gueltig_bis,
      ...Object.fromEntries(GRENZ_IDS.map((k) => [k, p.antwort[k]])),
      rechtsgrundlage: p.antwort.rechtsgrundlage,
      quelle_url: (p.antwort.quelle as Quelle).url,
    })),
  parameter: [
    {
      name: 'unterhaltspflichten',
      typ: 'ganzzahl',
      pflicht: false,
      bereich: { min: 0, max: 99 },
      beispiel: 1,
      beschreibung:
        'Zahl der Personen, denen der Schuldner gesetzlich Unterhalt gewährt (0 bis 99); mehr als die Höchstzahl ' +
        'nach § 850c Abs. 2 ZPO zählen wie diese (unterhaltspflichten_beruecksichtigt).',
    },
    {
      name: 'netto',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 1_000_000 },
      beispiel: 2345.67,
      beschreibung: 'Monatliches Nettoeinkommen in Euro (nach § 850e ZPO).',
    },
  ],
  pruefeDaten: (_basis, bezug) => void pfaendungsanteile(bezug),
  berechne(basis, p, _heute, bezug) {
    const g = basis as unknown as PfaendungsGrenzen;
    const a = pfaendungsanteile(bezug);
    const hatPersonen = typeof p.unterhaltspflichten === 'number';
    const personen = hatPersonen ? (p.unterhaltspflichten as number) : 0;
    const netto = typeof p.netto === 'number' ? p.netto : null;
    return {
      ...basis,
      unterhaltspflichten: hatPersonen ? personen : null,
      unterhaltspflichten_beruecksichtigt: hatPersonen ? beruecksichtigtePersonen(a, personen) : null,
      freibetrag_monat: hatPersonen ? freibetrag(g, a, personen) : null,
      netto_monat: netto,
      pfaendbarer_betrag_monat: netto === null ? null : pfaendbarerBetrag(g, a, personen, netto),
    };
  },
});
