// Private use of a company car (§ 8 Abs. 2 Satz 2 to 5, § 6 Abs. 1 Nr. 4 Satz 2 EStG): a percentage
// of the gross list price per month (privatnutzung), per km for the commute
// (fahrten_wohnung_taetigkeitsstaette) or per km and trip under the individual valuation
// (einzelbewertung_je_fahrt), minus the employee's payments. Electric and hybrid cars: the list
// price is reduced to a quarter or a half, or by the battery deduction for older cars. All rates,
// thresholds and dates come from data/dienstwagen.yaml.

import { z } from 'zod';
import { datum, quelleAntwort, rechnerAntwort } from '../antwort/schema';
import type { MinderungRegel } from '../daten/schema';
import { tagDavor } from '../gemeinsam/datum';
import { type Bruch, bruch, differenz, euro, gerundet, produkt, vergleich, type Zahl } from '../gemeinsam/geld';
import { FehlenderWert, pflichttabelle, pflichtwert, werte, zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import { type Bezug, rechnerModul } from '../vertrag/modul';

export const dienstwagenAntwort = rechnerAntwort(
  'dienstwagen',
  {
    datum: datum.meta({ en: 'reference date of the answer (YYYY-MM-DD)' }),
    antrieb: z.enum(['verbrenner', 'elektro', 'hybrid']).meta({ en: 'drive (verbrenner, elektro, hybrid)' }),
    anschaffung: datum.nullable().meta({ en: 'acquisition date' }),
    listenpreis: z.number().meta({ en: 'gross list price' }),
    ueberlassung: datum.nullable().meta({ en: 'first provision to the employee' }),
    minderung: z
      .object({
        id: z.string().meta({ en: 'identifier' }),
        anteil_listenpreis: z.number().meta({
          description: 'Anteil des Listenpreises, der zählt (anteil_listenpreis der Regel in minderungen).',
          en: 'share of the list price that counts',
        }),
        rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
        quelle: quelleAntwort.meta({ en: 'official source {titel, url}' }),
        hinweis: z.string().nullable().meta({ en: 'note' }),
      })
      .nullable()
      .meta({ en: 'reduction of the list price applied' }),
    batterie_abzug: z.number().meta({ en: 'deduction for the battery' }),
    bemessungsgrundlage: z.number().meta({ en: 'assessment basis' }),
    privatnutzung_monat: z.number().meta({ en: 'private use per month' }),
    entfernung_km: z.number().int().nullable().meta({ en: 'distance home to work in km' }),
    co2_g_km: z.number().nullable().meta({ en: 'CO2 emission in g/km' }),
    reichweite_km: z.number().nullable().meta({ en: 'electric range in km' }),
    batterie_kwh: z.number().nullable().meta({ en: 'battery capacity in kWh' }),
    fahrten_wohnung_monat: z.number().nullable().meta({ en: 'commuting benefit per month' }),
    fahrten_monat: z.number().int().nullable().meta({ en: 'commuting trips per month' }),
    fahrten_wohnung_monat_einzel: z
      .number()
      .nullable()
      .meta({ en: 'commuting benefit per month by individual trips (rate einzelbewertung_je_fahrt)' }),
    arbeitsweg_methode: z.enum(['pauschal', 'einzelbewertung']).nullable().meta({ en: 'method used for commuting' }),
    zuzahlung_monat: z.number().meta({ en: 'employee’s payment per month' }),
    geldwerter_vorteil_monat: z.number().meta({ en: 'taxable benefit per month' }),
  },
  'Geldwerter Vorteil eines Dienstwagens nach § 8 Abs. 2 und § 6 Abs. 1 Nr. 4 EStG.',
);

export type Antrieb = 'verbrenner' | 'elektro' | 'hybrid';

export interface DienstwagenEingabe {
  datum: string;
  antrieb: Antrieb;
  listenpreis: number;
  anschaffung: string | null;
  ueberlassung: string | null;
  entfernung_km: number | null;
  fahrten_monat: number | null;
  zuzahlung_monat: number;
  co2_g_km: number | null;
  reichweite_km: number | null;
  batterie_kwh: number | null;
}

export interface DienstwagenRegeln {
  privatnutzung_prozent: number;
  listenpreis_abrunden_euro: number;
  fahrten_prozent: number;
  einzelbewertung_prozent: number;
  minderungen: MinderungRegel[];
  // Last acquisition day for which a later first provision counts as the acquisition: the day
  // before the first rule that looks at the acquisition date only (data/dienstwagen.yaml).
  ueberlassung_zaehlt_bis: string;
  // Battery deduction by year of acquisition (the first year stands for every earlier one).
  batterie: Map<number, { je_kwh: number; hoechstens: number }>;
}

export interface Minderung {
  id: string;
  anteil_listenpreis: number;
  rechtsgrundlage: string;
  quelle: { titel: string; url: string };
  hinweis: string | null;
}

// The list price is rounded down to a multiple of listenpreis_abrunden_euro (R 8.1 Abs. 9 Nr. 1
// Satz 6 LStR), exact; a negative price (battery deduction above it) downwards too.
export function abrunden(x: Zahl, schritt: number): number {
  const n = gerundet([x], [schritt], 'ab');
  return (vergleich(x, produkt(n, schritt)) < 0 ? n - 1 : n) * schritt;
}

// For acquisitions until ueberlassung_zaehlt_bis a later first provision to the employee counts
// as the acquisition (BMF, spec rule 8); the list-price thresholds of the later rules look at the
// acquisition.
export function massgeblichesDatum(anschaffung: string, ueberlassung: string | null, bis: string): string {
  return anschaffung <= bis && ueberlassung !== null && ueberlassung > anschaffung ? ueberlassung : anschaffung;
}

export function findeMinderung(
  e: DienstwagenEingabe,
  regeln: MinderungRegel[],
  ueberlassungZaehltBis: string,
): MinderungRegel | null {
  const antrieb = e.antrieb;
  const anschaffung = e.anschaffung;
  if (antrieb === 'verbrenner' || anschaffung === null) return null;
  const passend = regeln.filter((r) => {
    const datum = r.nur_anschaffungsdatum
      ? anschaffung
      : massgeblichesDatum(anschaffung, e.ueberlassung, ueberlassungZaehltBis);
    const bisDatum = r.bis_nach_anschaffungsdatum ? anschaffung : datum;
    if (!r.antrieb.includes(antrieb) || datum < r.anschaffung_ab || bisDatum > r.anschaffung_bis) return false;
    if (r.nutzung_ab && e.datum < r.nutzung_ab) return false;
    if (r.listenpreis_hoechstens !== undefined && e.listenpreis > r.listenpreis_hoechstens) return false;
    if (
      e.antrieb === 'hybrid' &&
      (r.hybrid_co2_hoechstens !== undefined || r.hybrid_reichweite_mindestens !== undefined)
    ) {
      const co2 = e.co2_g_km !== null && r.hybrid_co2_hoechstens !== undefined && e.co2_g_km <= r.hybrid_co2_hoechstens;
      const reichweite =
        e.reichweite_km !== null &&
        r.hybrid_reichweite_mindestens !== undefined &&
        e.reichweite_km >= r.hybrid_reichweite_mindestens;
      if (!co2 && !reichweite) return false;
    }
    return true;
  });
  // A quarter reduction takes precedence over a half one (§ 6 Abs. 1 Nr. 4 Satz 2 EStG).
  return passend.sort((a, b) => a.anteil_listenpreis - b.anteil_listenpreis)[0] ?? null;
}

// In euro, exact (the capacity may have any number of decimals).
export function batterieAbzug(e: DienstwagenEingabe, r: DienstwagenRegeln): Bruch {
  const kein = bruch(0);
  if (e.antrieb === 'verbrenner' || e.anschaffung === null || e.batterie_kwh === null) return kein;
  const jahr = Number(massgeblichesDatum(e.anschaffung, e.ueberlassung, r.ueberlassung_zaehlt_bis).slice(0, 4));
  const jahre = [...r.batterie.keys()].sort();
  if (jahr > jahre[jahre.length - 1]) return kein;
  const stufe = r.batterie.get(Math.max(jahr, jahre[0]));
  if (!stufe) return kein;
  const abzug = produkt(e.batterie_kwh, stufe.je_kwh);
  return vergleich(abzug, stufe.hoechstens) > 0 ? bruch(stufe.hoechstens) : abzug;
}

export function dienstwagen(e: DienstwagenEingabe, r: DienstwagenRegeln) {
  const regel = findeMinderung(e, r.minderungen, r.ueberlassung_zaehlt_bis);
  const abzug = regel ? bruch(0) : batterieAbzug(e, r);
  const bemessung = abrunden(
    regel ? produkt(e.listenpreis, regel.anteil_listenpreis) : differenz(e.listenpreis, abzug),
    r.listenpreis_abrunden_euro,
  );
  // Euro times a rate in percent is cents; each amount is rounded once.
  const privat = gerundet([bemessung, r.privatnutzung_prozent]);
  const km = e.entfernung_km === null ? null : Math.floor(e.entfernung_km);
  const pauschal = km !== null && e.fahrten_monat === null ? gerundet([bemessung, r.fahrten_prozent, km]) : null;
  const einzeln =
    km !== null && e.fahrten_monat !== null
      ? gerundet([bemessung, r.einzelbewertung_prozent, km, e.fahrten_monat])
      : null;
  const weg = pauschal ?? einzeln ?? 0;
  const minderung: Minderung | null = regel
    ? {
        id: regel.id,
        anteil_listenpreis: regel.anteil_listenpreis,
        rechtsgrundlage: regel.rechtsgrundlage,
        quelle: regel.quelle,
        hinweis: regel.hinweis ?? null,
      }
    : null;
  return {
    minderung,
    batterie_abzug: euro(gerundet([abzug, 100])),
    bemessungsgrundlage: bemessung,
    privatnutzung_monat: euro(privat),
    entfernung_km: km,
    fahrten_wohnung_monat: pauschal === null ? null : euro(pauschal),
    fahrten_wohnung_monat_einzel: einzeln === null ? null : euro(einzeln),
    arbeitsweg_methode: km === null ? null : pauschal !== null ? ('pauschal' as const) : ('einzelbewertung' as const),
    geldwerter_vorteil_monat: Math.max(0, euro(gerundet([differenz(privat + weg, produkt(e.zuzahlung_monat, 100))]))),
  };
}

// jeKwh, hoechstens: the battery deduction by year of acquisition (§ 6 Abs. 1 Nr. 4 Satz 2 EStG
// a. F.), the data file's tables batterie_je_kwh and batterie_hoechstens.
export function regelnAus(
  w: Record<string, number | null>,
  minderungen: MinderungRegel[],
  jeKwh: Map<number, number>,
  hoechstens: Map<number, number>,
): DienstwagenRegeln {
  const batterie = new Map<number, { je_kwh: number; hoechstens: number }>();
  for (const [jahr, v] of jeKwh) {
    const grenze = hoechstens.get(jahr);
    if (grenze === undefined) throw new FehlenderWert('dienstwagen', `batterie_hoechstens[${jahr}]`);
    batterie.set(jahr, { je_kwh: v, hoechstens: grenze });
  }
  const p = (feld: string) => pflichtwert(w, 'dienstwagen', feld);
  const nurAnschaffung = minderungen
    .filter((m) => m.nur_anschaffungsdatum)
    .map((m) => m.anschaffung_ab)
    .sort()[0];
  const ueberlassung_zaehlt_bis = nurAnschaffung ? tagDavor(nurAnschaffung) : '9999-12-31';
  return {
    ueberlassung_zaehlt_bis,
    privatnutzung_prozent: p('privatnutzung'),
    listenpreis_abrunden_euro: p('listenpreis_abrunden_euro'),
    fahrten_prozent: p('fahrten_wohnung_taetigkeitsstaette'),
    einzelbewertung_prozent: p('einzelbewertung_je_fahrt'),
    minderungen,
    batterie,
  };
}

const zahl = (x: unknown) => (typeof x === 'number' ? x : null);

const batterieTabellen = (basis: Objekt): [Map<number, number>, Map<number, number>] => [
  pflichttabelle(basis, 'dienstwagen', 'batterie_je_kwh'),
  pflichttabelle(basis, 'dienstwagen', 'batterie_hoechstens'),
];

// The reductions of the list price (data/dienstwagen.yaml, minderungen).
const minderungen = (bezug: Bezug<'dienstwagen'>): MinderungRegel[] => bezug.regelwerk('dienstwagen').minderungen ?? [];

export default rechnerModul(dienstwagenAntwort, {
  pruefeDaten: (basis, bezug) => {
    regelnAus(werte(basis), minderungen(bezug), ...batterieTabellen(basis));
    pflichtwert(werte(basis), 'dienstwagen', 'einzelbewertung_hoechstens_fahrten');
  },
  parameter: [
    {
      name: 'listenpreis',
      typ: 'zahl',
      pflicht: true,
      bereich: { min: 1, max: 10_000_000 },
      beispiel: 45678,
      beschreibung:
        'Inländischer Bruttolistenpreis bei Erstzulassung einschließlich Sonderausstattung und Umsatzsteuer, in Euro.',
    },
    {
      name: 'antrieb',
      typ: 'auswahl',
      pflicht: false,
      werte: ['verbrenner', 'elektro', 'hybrid'],
      standard: 'verbrenner',
      beispiel: 'elektro',
      beschreibung: 'verbrenner (Standard), elektro oder hybrid (extern aufladbar).',
    },
    {
      name: 'anschaffung',
      typ: 'datum',
      pflicht: false,
      beispiel: '2024-03-01',
      beschreibung: 'Tag der Anschaffung (bei Leasing: Beginn); nötig bei elektro und hybrid.',
    },
    {
      name: 'ueberlassung',
      typ: 'datum',
      pflicht: false,
      beispiel: '2024-03-15',
      beschreibung: 'Tag der ersten Überlassung an einen Arbeitnehmer.',
    },
    {
      name: 'entfernung_km',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 1000 },
      beispiel: 20,
      beschreibung: 'Entfernung Wohnung bis erste Tätigkeitsstätte in km (volle km zählen).',
    },
    {
      name: 'fahrten_monat',
      typ: 'ganzzahl',
      pflicht: false,
      bereich: { min: 0, max: 31 },
      beispiel: 10,
      beschreibung: 'Nur mit entfernung_km: tatsächliche Fahrten im Monat für die Einzelbewertung.',
    },
    {
      name: 'zuzahlung_monat',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 100_000 },
      standard: 0,
      beispiel: 100,
      beschreibung: 'Nutzungsentgelt des Arbeitnehmers im Monat in Euro.',
    },
    {
      name: 'co2_g_km',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 1000 },
      beispiel: 40,
      beschreibung: 'Nur hybrid: CO2-Ausstoß in g/km.',
    },
    {
      name: 'reichweite_km',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 2000 },
      beispiel: 80,
      beschreibung: 'Nur hybrid: rein elektrische Reichweite in km.',
    },
    {
      name: 'batterie_kwh',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 500 },
      beispiel: 20,
      beschreibung: 'Nur elektro und hybrid: Batteriekapazität in kWh für den Batterieabzug bei Anschaffung bis 2022.',
    },
    {
      name: 'datum',
      typ: 'datum',
      pflicht: false,
      standard: 'heute',
      beispiel: '2024-05-01',
      beschreibung: 'Ein Tag des Nutzungsmonats; Standard: heute.',
    },
  ],
  stichtag: (p, heute) => String(p.datum ?? heute),
  berechne(basis, p, heute, bezug) {
    const antrieb = (p.antrieb ?? 'verbrenner') as Antrieb;
    if (antrieb !== 'verbrenner' && typeof p.anschaffung !== 'string')
      throw new ApiFehler('parameter_fehlt', `Bei antrieb=${antrieb} ist anschaffung (Datum der Anschaffung) nötig.`, {
        parameter: 'anschaffung',
      });
    for (const name of ['co2_g_km', 'reichweite_km']) {
      if (p[name] !== undefined && antrieb !== 'hybrid')
        throw new ApiFehler('ungueltiger_parameter', `${name} gilt nur für antrieb=hybrid.`, { parameter: name });
    }
    if (p.batterie_kwh !== undefined && antrieb === 'verbrenner')
      throw new ApiFehler('ungueltiger_parameter', 'batterie_kwh gilt nur für antrieb=elektro oder hybrid.', {
        parameter: 'batterie_kwh',
      });
    if (p.fahrten_monat !== undefined && p.entfernung_km === undefined)
      throw new ApiFehler('ungueltiger_parameter', 'fahrten_monat gilt nur zusammen mit entfernung_km.', {
        parameter: 'fahrten_monat',
      });
    const e: DienstwagenEingabe = {
      datum: String(p.datum ?? heute),
      antrieb,
      listenpreis: p.listenpreis as number,
      anschaffung: typeof p.anschaffung === 'string' ? p.anschaffung : null,
      ueberlassung: typeof p.ueberlassung === 'string' ? p.ueberlassung : null,
      entfernung_km: zahl(p.entfernung_km),
      fahrten_monat: zahl(p.fahrten_monat),
      zuzahlung_monat: zahl(p.zuzahlung_monat) ?? 0,
      co2_g_km: zahl(p.co2_g_km),
      reichweite_km: zahl(p.reichweite_km),
      batterie_kwh: zahl(p.batterie_kwh),
    };
    if (e.anschaffung && e.ueberlassung && e.ueberlassung < e.anschaffung)
      throw new ApiFehler(
        'ungueltiger_parameter',
        `ueberlassung (${e.ueberlassung}) liegt vor anschaffung (${e.anschaffung}).`,
        { parameter: 'ueberlassung' },
      );
    const w = werte(basis);
    const r = dienstwagen(e, regelnAus(w, minderungen(bezug), ...batterieTabellen(basis)));
    const z = zitierfelder(basis);
    const hinweise = [...(z.hinweise as string[])];
    if (antrieb === 'hybrid' && !r.minderung && e.co2_g_km === null && e.reichweite_km === null)
      hinweise.unshift(
        'Für die Minderung bei Hybridfahrzeugen sind co2_g_km oder reichweite_km nötig; ohne sie gilt keine Minderung.',
      );
    const hoechstensFahrten = pflichtwert(w, 'dienstwagen', 'einzelbewertung_hoechstens_fahrten');
    if (e.fahrten_monat !== null && e.fahrten_monat * 12 > hoechstensFahrten)
      hinweise.unshift(
        `Bei der Einzelbewertung zählen höchstens ${hoechstensFahrten} Fahrten im Kalenderjahr; die Fahrten der ` +
          `anderen Monate sind zu beachten.`,
      );
    return {
      datensatz: 'dienstwagen' as const,
      datum: e.datum,
      antrieb,
      anschaffung: e.anschaffung,
      listenpreis: e.listenpreis,
      ueberlassung: e.ueberlassung,
      minderung: r.minderung,
      batterie_abzug: r.batterie_abzug,
      bemessungsgrundlage: r.bemessungsgrundlage,
      privatnutzung_monat: r.privatnutzung_monat,
      entfernung_km: r.entfernung_km,
      co2_g_km: e.co2_g_km,
      reichweite_km: e.reichweite_km,
      batterie_kwh: e.batterie_kwh,
      fahrten_wohnung_monat: r.fahrten_wohnung_monat,
      fahrten_monat: e.fahrten_monat,
      fahrten_wohnung_monat_einzel: r.fahrten_wohnung_monat_einzel,
      arbeitsweg_methode: r.arbeitsweg_methode,
      zuzahlung_monat: e.zuzahlung_monat,
      geldwerter_vorteil_monat: r.geldwerter_vorteil_monat,
      ...z,
      hinweise,
    };
  },
  csvZeilen: (antwort) => {
    const { minderung, quelle, quellen, regeln, hinweise, ...rest } = antwort as Record<string, unknown> & {
      minderung: Minderung | null;
    };
    void quelle;
    void quellen;
    void regeln;
    void hinweise;
    return [
      {
        ...rest,
        minderung_id: minderung?.id ?? null,
        minderung_anteil_listenpreis: minderung?.anteil_listenpreis ?? null,
      },
    ];
  },
});
