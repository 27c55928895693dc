// Statutory minimum leave (BUrlG): mindesturlaub_werktage on a week of werktage_pro_woche (§ 3),
// scaled to the working week; full entitlement after the waiting period (§ 4); one twelfth per
// full month of employment in the cases of § 5 Abs. 1; fractions of at least aufrunden_ab_tage
// rounded up (§ 5 Abs. 2). The numbers come from data/urlaubsanspruch.yaml. Days are exact
// fractions, shown to two decimals (docs/ENTSCHEIDUNGEN.md, "urlaubsanspruch").

import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { jahrAnfang, jahrEnde, monatsfristAb } from '../gemeinsam/datum';
import { differenz, gerundet, produkt, vergleich } from '../gemeinsam/geld';
import { KALENDERJAHR } from '../rechner/kalenderparameter';
import { pflichtwert, type Werte, werte, zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import { rechnerModul } from '../vertrag/modul';

export const urlaubsanspruchAntwort = rechnerAntwort(
  'urlaubsanspruch',
  {
    jahr: z.number().int().meta({ en: 'calendar year' }),
    arbeitstage_pro_woche: z.number().meta({ en: 'working days per week' }),
    eintritt: datum.nullable().meta({ en: 'start of employment' }),
    austritt: datum.nullable().meta({ en: 'end of employment' }),
    gesetzlicher_mindesturlaub: z.number().meta({ en: 'statutory minimum leave' }),
    anspruch_tage: z.number().meta({ en: 'entitlement in days' }),
    volle_monate: z.number().int().meta({ en: 'full months of employment' }),
    teilurlaub: z.boolean().meta({ en: 'partial leave applies' }),
    teilurlaub_grund: z.string().nullable().meta({ en: 'reason for partial leave' }),
    wartezeit_erfuellt_am: datum.nullable().meta({ en: 'day the waiting period (wartezeit_monate) is completed' }),
  },
  'Gesetzlicher Mindesturlaub nach §§ 3, 5 BUrlG.',
);

export interface UrlaubsRegeln {
  mindesturlaub_werktage: number;
  werktage_pro_woche: number;
  wartezeit_monate: number;
  aufrunden_ab_tage: number;
}

export interface UrlaubsErgebnis {
  gesetzlicher_mindesturlaub: number;
  anspruch_tage: number;
  volle_monate: number;
  teilurlaub: boolean;
  // Which case of § 5 Abs. 1 BUrlG (a, b, c) applies; null for the full entitlement.
  teilurlaub_grund: 'a' | 'b' | 'c' | null;
  wartezeit_erfuellt_am: string | null;
}

// Full months of employment (counted from the start date, not calendar months) from beginn to ende.
export function volleMonate(beginn: string, ende: string): number {
  let n = 0;
  while (n < 12 && monatsfristAb(beginn, n + 1) <= ende) n++;
  return n;
}

export function urlaubsanspruch(
  e: { arbeitstageProWoche: number; jahr: number; eintritt: string | null; austritt: string | null },
  r: UrlaubsRegeln,
): UrlaubsErgebnis {
  // The full entitlement as mindest × tage / werktage, exact; in hundredths of a day for the answer.
  const vollHundertstel = gerundet([r.mindesturlaub_werktage, e.arbeitstageProWoche, 100], [r.werktage_pro_woche]);
  const anfang = jahrAnfang(e.jahr);
  const ende = jahrEnde(e.jahr);
  // The waiting period ends with the last day of its sixth month (§ 4 BUrlG, §§ 187 Abs. 2, 188 Abs. 2 BGB).
  const wartezeitEnde = e.eintritt ? monatsfristAb(e.eintritt, r.wartezeit_monate) : null;
  const wartezeitImJahr =
    wartezeitEnde === null || wartezeitEnde <= (e.austritt && e.austritt < ende ? e.austritt : ende);
  let grund: UrlaubsErgebnis['teilurlaub_grund'] = null;
  if (e.austritt && e.austritt <= ende && !wartezeitImJahr) grund = 'b';
  else if (wartezeitEnde && wartezeitEnde > ende && e.eintritt && e.eintritt >= anfang) grund = 'a';
  else if (e.austritt && e.austritt <= ende && e.austritt <= `${e.jahr}-06-30`) grund = 'c';
  const beginnImJahr = e.eintritt && e.eintritt > anfang ? e.eintritt : anfang;
  const endeImJahr = e.austritt && e.austritt < ende ? e.austritt : ende;
  const monate = volleMonate(beginnImJahr, endeImJahr);
  let anspruch = vollHundertstel / 100;
  if (grund) {
    // One twelfth per full month (§ 5 Abs. 1 BUrlG): roh = mindest × tage × monate / (werktage × 12).
    const zaehler = produkt(r.mindesturlaub_werktage, e.arbeitstageProWoche, monate);
    const nenner = produkt(r.werktage_pro_woche, 12);
    const ganz = gerundet([zaehler], [nenner], 'ab');
    // § 5 Abs. 2 BUrlG: a fraction of at least aufrunden_ab_tage counts as a whole day.
    const rest = differenz(zaehler, produkt(ganz, nenner));
    anspruch =
      vergleich(rest, produkt(r.aufrunden_ab_tage, nenner)) >= 0 ? ganz + 1 : gerundet([zaehler, 100], [nenner]) / 100;
  }
  return {
    gesetzlicher_mindesturlaub: vollHundertstel / 100,
    anspruch_tage: anspruch,
    volle_monate: monate,
    teilurlaub: grund !== null,
    teilurlaub_grund: grund,
    wartezeit_erfuellt_am: wartezeitEnde,
  };
}

function urlaubsRegeln(w: Werte): UrlaubsRegeln {
  const v = (feld: string) => pflichtwert(w, 'urlaubsanspruch', feld);
  return {
    mindesturlaub_werktage: v('mindesturlaub_werktage'),
    werktage_pro_woche: v('werktage_pro_woche'),
    wartezeit_monate: v('wartezeit_monate'),
    aufrunden_ab_tage: v('aufrunden_ab_tage'),
  };
}

export default rechnerModul(urlaubsanspruchAntwort, {
  pruefeDaten: (basis) => void urlaubsRegeln(werte(basis)),
  parameter: [
    {
      name: 'arbeitstage_pro_woche',
      typ: 'zahl',
      pflicht: true,
      bereich: { min: 1, max: 6 },
      beispiel: 5,
      beschreibung: 'Arbeitstage je Woche (1 bis 6, auch mit Dezimalstellen, z. B. 4,5).',
    },
    {
      ...KALENDERJAHR,
      beschreibung: 'Urlaubsjahr; Standard: Jahr von eintritt, sonst von austritt, sonst das laufende Jahr.',
    },
    {
      name: 'eintritt',
      typ: 'datum',
      pflicht: false,
      beispiel: '2024-09-01',
      beschreibung: 'Beginn des Arbeitsverhältnisses.',
    },
    {
      name: 'austritt',
      typ: 'datum',
      pflicht: false,
      beispiel: '2024-12-31',
      beschreibung: 'Letzter Tag des Arbeitsverhältnisses.',
    },
  ],
  stichtag: (p, heute) => (typeof p.jahr === 'number' ? jahrAnfang(p.jahr) : String(p.eintritt ?? p.austritt ?? heute)),
  berechne(basis, p, heute) {
    const eintritt = typeof p.eintritt === 'string' ? p.eintritt : null;
    const austritt = typeof p.austritt === 'string' ? p.austritt : null;
    const jahr = typeof p.jahr === 'number' ? p.jahr : Number((eintritt ?? austritt ?? heute).slice(0, 4));
    if (eintritt && austritt && austritt < eintritt)
      throw new ApiFehler('ungueltiger_parameter', `austritt (${austritt}) liegt vor eintritt (${eintritt}).`, {
        parameter: 'austritt',
      });
    if (eintritt && eintritt > jahrEnde(jahr))
      throw new ApiFehler('ungueltiger_parameter', `eintritt (${eintritt}) liegt nach dem Urlaubsjahr ${jahr}.`, {
        parameter: 'eintritt',
      });
    if (austritt && austritt < jahrAnfang(jahr))
      throw new ApiFehler('ungueltiger_parameter', `austritt (${austritt}) liegt vor dem Urlaubsjahr ${jahr}.`, {
        parameter: 'austritt',
      });
    const regeln = urlaubsRegeln(werte(basis));
    return {
      datensatz: 'urlaubsanspruch' as const,
      jahr,
      arbeitstage_pro_woche: p.arbeitstage_pro_woche as number,
      eintritt,
      austritt,
      ...urlaubsanspruch({ arbeitstageProWoche: p.arbeitstage_pro_woche as number, jahr, eintritt, austritt }, regeln),
      ...zitierfelder(basis),
    };
  },
});
