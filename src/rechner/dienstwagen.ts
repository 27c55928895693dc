// The rules of a company car's private use (§ 8 Abs. 2 Satz 2 to 5, § 6 Abs. 1 Nr. 4 Satz 2 EStG),
// shared by /hr/dienstwagen (src/datensaetze/dienstwagen.ts) and the payslip
// (src/rechner/abrechnung/dienstwagen.ts): the reduction of the list price, the battery deduction,
// the monthly values. All rates, thresholds and dates come from data/dienstwagen.yaml.
import type { MinderungRegel } from '../daten/schema';
import { monatsende, tagDavor } from '../gemeinsam/datum';
import { type Bruch, bruch, differenz, euro, gerundet, produkt, vergleich, type Zahl } from '../gemeinsam/geld';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import type { Bezug } from '../vertrag/modul';
import type { Anfrageparameter, ParameterSpec } from '../vertrag/parameter';
import { FehlenderWert, pflichttabelle, pflichtwert } from './werte';

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

export const batterieTabellen = (basis: Objekt): [Map<number, number>, Map<number, number>] => [
  pflichttabelle(basis, 'dienstwagen', 'batterie_je_kwh'),
  pflichttabelle(basis, 'dienstwagen', 'batterie_hoechstens'),
];

// The reductions of the list price (data/dienstwagen.yaml, minderungen).
export const minderungen = (bezug: Bezug<'dienstwagen'>): MinderungRegel[] =>
  bezug.regelwerk('dienstwagen').minderungen ?? [];

// The car's parameters (without datum), shared with the payslip, which prefixes them dienstwagen_.
export const DIENSTWAGEN_PARAMETER: ParameterSpec[] = [
  {
    name: 'listenpreis',
    beschriftung: { de: 'Bruttolistenpreis des Dienstwagens (Euro)', en: 'Gross list price of the car (euro)' },
    typ: 'zahl',
    euro: true,
    pflicht: true,
    bereich: { min: 1, max: 10_000_000 },
    beispiel: 45678,
    beschreibung:
      'Inländischer Bruttolistenpreis bei Erstzulassung einschließlich Sonderausstattung und Umsatzsteuer, in Euro.',
  },
  {
    name: 'antrieb',
    beschriftung: { de: 'Antrieb', en: 'Drive' },
    typ: 'auswahl',
    pflicht: false,
    werte: ['verbrenner', 'elektro', 'hybrid'],
    standard: 'verbrenner',
    beispiel: 'elektro',
    beschreibung: 'verbrenner (Standard), elektro oder hybrid (extern aufladbar).',
  },
  {
    name: 'anschaffung',
    beschriftung: { de: 'Anschaffung (Monat)', en: 'Acquisition (month)' },
    typ: 'datum',
    pflicht: false,
    beispiel: '2024-03-01',
    beschreibung: 'Tag der Anschaffung (bei Leasing: Beginn); nötig bei elektro und hybrid.',
  },
  {
    name: 'ueberlassung',
    beschriftung: { de: 'Erste Überlassung (Monat)', en: 'First provision (month)' },
    typ: 'datum',
    pflicht: false,
    beispiel: '2024-03-15',
    beschreibung: 'Tag der ersten Überlassung an einen Arbeitnehmer.',
  },
  {
    name: 'entfernung_km',
    beschriftung: { de: 'Entfernung Wohnung – Arbeit (km)', en: 'Distance home to work (km)' },
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 1000 },
    beispiel: 20,
    beschreibung: 'Entfernung Wohnung bis erste Tätigkeitsstätte in km (volle km zählen).',
  },
  {
    name: 'fahrten_monat',
    beschriftung: { de: 'Fahrten zur Arbeit im Monat (Einzelbewertung)', en: 'Trips to work this month' },
    typ: 'ganzzahl',
    pflicht: false,
    bereich: { min: 0, max: 31 },
    beispiel: 10,
    beschreibung: 'Nur mit entfernung_km: tatsächliche Fahrten im Monat für die Einzelbewertung.',
  },
  {
    name: 'zuzahlung_monat',
    beschriftung: { de: 'Zuzahlung des Mitarbeiters im Monat (Euro)', en: "Employee's payment per month (euro)" },
    typ: 'zahl',
    euro: true,
    pflicht: false,
    bereich: { min: 0, max: 100_000 },
    standard: 0,
    beispiel: 100,
    beschreibung: 'Nutzungsentgelt des Arbeitnehmers im Monat in Euro.',
  },
  {
    name: 'co2_g_km',
    beschriftung: { de: 'CO2-Ausstoß (g/km, nur Hybrid)', en: 'CO2 emission (g/km, hybrid only)' },
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 1000 },
    beispiel: 40,
    beschreibung: 'Nur hybrid: CO2-Ausstoß in g/km.',
  },
  {
    name: 'reichweite_km',
    beschriftung: { de: 'Elektrische Reichweite (km, nur Hybrid)', en: 'Electric range (km, hybrid only)' },
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 2000 },
    beispiel: 80,
    beschreibung: 'Nur hybrid: rein elektrische Reichweite in km.',
  },
  {
    name: 'batterie_kwh',
    beschriftung: { de: 'Batteriekapazität (kWh)', en: 'Battery capacity (kWh)' },
    typ: 'zahl',
    pflicht: false,
    bereich: { min: 0, max: 500 },
    beispiel: 20,
    beschreibung: 'Nur elektro und hybrid: Batteriekapazität in kWh für den Batterieabzug bei Anschaffung bis 2022.',
  },
];

const zahl = (x: unknown) => (typeof x === 'number' ? x : null);

// The checked inputs of a car; name gives the parameter's name in the request (the payslip's are
// prefixed), so an error names what the caller sent.
export function dienstwagenEingabe(
  p: Anfrageparameter,
  datum: string,
  name: (n: string) => string,
): DienstwagenEingabe {
  const w = (n: string) => p[name(n)];
  const fehler = (n: string, nachricht: string) =>
    new ApiFehler('ungueltiger_parameter', nachricht, { parameter: name(n) });
  if (typeof w('listenpreis') !== 'number')
    throw new ApiFehler('parameter_fehlt', `${name('listenpreis')} fehlt.`, { parameter: name('listenpreis') });
  const antrieb = (w('antrieb') ?? 'verbrenner') as Antrieb;
  if (antrieb !== 'verbrenner' && typeof w('anschaffung') !== 'string')
    throw new ApiFehler(
      'parameter_fehlt',
      `Bei ${name('antrieb')}=${antrieb} ist ${name('anschaffung')} (Datum der Anschaffung) nötig.`,
      { parameter: name('anschaffung') },
    );
  for (const n of ['co2_g_km', 'reichweite_km'])
    if (w(n) !== undefined && antrieb !== 'hybrid')
      throw fehler(n, `${name(n)} gilt nur für ${name('antrieb')}=hybrid.`);
  if (w('batterie_kwh') !== undefined && antrieb === 'verbrenner')
    throw fehler('batterie_kwh', `${name('batterie_kwh')} gilt nur für ${name('antrieb')}=elektro oder hybrid.`);
  if (w('fahrten_monat') !== undefined && w('entfernung_km') === undefined)
    throw fehler('fahrten_monat', `${name('fahrten_monat')} gilt nur zusammen mit ${name('entfernung_km')}.`);
  const e: DienstwagenEingabe = {
    datum,
    antrieb,
    listenpreis: w('listenpreis') as number,
    anschaffung: typeof w('anschaffung') === 'string' ? (w('anschaffung') as string) : null,
    ueberlassung: typeof w('ueberlassung') === 'string' ? (w('ueberlassung') as string) : null,
    entfernung_km: zahl(w('entfernung_km')),
    fahrten_monat: zahl(w('fahrten_monat')),
    zuzahlung_monat: zahl(w('zuzahlung_monat')) ?? 0,
    co2_g_km: zahl(w('co2_g_km')),
    reichweite_km: zahl(w('reichweite_km')),
    batterie_kwh: zahl(w('batterie_kwh')),
  };
  if (e.anschaffung && e.ueberlassung && e.ueberlassung < e.anschaffung)
    throw fehler(
      'ueberlassung',
      `${name('ueberlassung')} (${e.ueberlassung}) liegt vor ${name('anschaffung')} (${e.anschaffung}).`,
    );
  // The value is that of the month of use (§ 8 Abs. 2 Satz 2 with § 6 Abs. 1 Nr. 4 Satz 2 EStG: per
  // calendar month): a car acquired or first provided after that month could not be used in it, and
  // the reduction of the list price would be granted for a car the month does not have.
  const ende = monatsende(datum);
  for (const n of ['anschaffung', 'ueberlassung'] as const) {
    const tag = e[n];
    if (tag !== null && tag > ende)
      throw fehler(
        n,
        `${name(n)} (${tag}) liegt nach dem Monat der Nutzung ${datum.slice(0, 7)}: erlaubt ist ein Tag bis ${ende}.`,
      );
  }
  // The individual valuation counts the trips the employee declares day by day (§ 8 Abs. 2 Satz 3
  // EStG with the BMF letters of 01.04.2011 and 04.04.2018, data/dienstwagen.yaml): at most one per
  // calendar day of the month.
  const tage = Number(ende.slice(8, 10));
  if (e.fahrten_monat !== null && e.fahrten_monat > tage)
    throw fehler(
      'fahrten_monat',
      `${name('fahrten_monat')}=${e.fahrten_monat}: der Monat ${datum.slice(0, 7)} hat ${tage} Tage, erlaubt sind ` +
        `0 bis ${tage} Fahrten.`,
    );
  return e;
}
