// Private use of a company car (§ 8 Abs. 2 Satz 2 to 5, § 6 Abs. 1 Nr. 4 Satz 2 EStG): a percentage
// of the gross list price per month (privatnutzung), per km for the commute
// (fahrten_wohnung_taetigkeitsstaette) or per km and trip under the individual valuation
// (einzelbewertung_je_fahrt), minus the employee's payments. Electric and hybrid cars: the list
// price is reduced to a quarter or a half, or by the battery deduction for older cars. All rates,
// thresholds and dates come from data/dienstwagen.yaml; the rules are src/rechner/dienstwagen.ts.

import { z } from 'zod';
import { datum, quelleAntwort, rechnerAntwort } from '../antwort/schema';
import {
  batterieTabellen,
  DIENSTWAGEN_PARAMETER,
  dienstwagen,
  dienstwagenEingabe,
  type Minderung,
  minderungen,
  regelnAus,
} from '../rechner/dienstwagen';
import { pflichtwert, werte, zitierfelder } from '../rechner/werte';
import { rechnerModul } from '../vertrag/modul';

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

export default rechnerModul(dienstwagenAntwort, {
  pruefeDaten: (basis, bezug) => {
    regelnAus(werte(basis), minderungen(bezug), ...batterieTabellen(basis));
    pflichtwert(werte(basis), 'dienstwagen', 'einzelbewertung_hoechstens_fahrten');
  },
  parameter: [
    ...DIENSTWAGEN_PARAMETER,
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
    const e = dienstwagenEingabe(p, String(p.datum ?? heute), (n) => n);
    const antrieb = e.antrieb;
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
