// Levy for unfilled mandatory positions for severely disabled people (§§ 154, 157, 160 SGB IX),
// computed from yearly averages: mandatory positions = 5 % of the positions (fractions of 0.5 and
// more rounded up, for employers with fewer than 60 positions rounded down, § 157 SGB IX), the
// employment quota truncated to two decimals, and the amount per unfilled position and month of
// the tier (§ 160 Abs. 2 SGB IX, small employers Satz 2). The amounts come from
// data/ausgleichsabgabe.yaml.

import { z } from 'zod';
import { runde2 } from '../gemeinsam/geld';
import { einfuegenNach } from '../rechner/felder';
import { pflichtwert } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import { datensatzModul } from '../vertrag/modul';

export interface AbgabeErgebnis {
  pflichtplaetze: number;
  unbesetzt: number;
  unbesetzt_monate: number;
  beschaeftigungsquote_prozent: number | null;
  pflichtplatz_monate: number;
  stufe: string;
  betrag_monat: number | null;
  abgabe_jahr: number | null;
}

// Truncated, not rounded (spec: beschaeftigungsquote_prozent truncated to two decimals).
const abschneiden2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;

// The tier ids of the data file: "klein_unter_40_*" and "klein_unter_60_*" for small employers.
const KLEIN_40 = 40;
const KLEIN_60 = 60;

export function ausgleichsabgabe(
  arbeitsplaetze: number,
  besetzt: number,
  w: Record<string, number | null>,
): AbgabeErgebnis {
  const ab = pflichtwert(w, 'ausgleichsabgabe', 'pflicht_ab_arbeitsplaetzen');
  const quote = pflichtwert(w, 'ausgleichsabgabe', 'pflichtquote_prozent');
  if (arbeitsplaetze < ab) {
    return {
      pflichtplaetze: 0,
      unbesetzt: 0,
      unbesetzt_monate: 0,
      beschaeftigungsquote_prozent: arbeitsplaetze > 0 ? abschneiden2((besetzt / arbeitsplaetze) * 100) : null,
      pflichtplatz_monate: 0,
      stufe: 'keine_beschaeftigungspflicht',
      betrag_monat: 0,
      abgabe_jahr: 0,
    };
  }
  const roh = (arbeitsplaetze * quote) / 100;
  const rest = roh - Math.floor(roh);
  const pflicht =
    arbeitsplaetze < KLEIN_60 ? Math.floor(roh + 1e-9) : rest >= 0.5 - 1e-9 ? Math.ceil(roh) : Math.floor(roh);
  const unbesetzt = Math.max(0, runde2(pflicht - besetzt));
  const q = abschneiden2((besetzt / arbeitsplaetze) * 100);
  const hat = (id: string) => typeof w[id] === 'number';
  let stufe = 'erfuellt';
  if (unbesetzt > 0) {
    if (arbeitsplaetze < KLEIN_40)
      stufe = besetzt === 0 && hat('klein_unter_40_null') ? 'klein_unter_40_null' : 'klein_unter_40_weniger_als_1';
    else if (arbeitsplaetze < KLEIN_60)
      stufe =
        besetzt === 0 && hat('klein_unter_60_null')
          ? 'klein_unter_60_null'
          : besetzt < 1
            ? 'klein_unter_60_weniger_als_1'
            : 'klein_unter_60_weniger_als_2';
    else if (q >= 3) stufe = 'quote_3_bis_unter_5';
    else if (q >= 2) stufe = 'quote_2_bis_unter_3';
    else stufe = q === 0 && hat('quote_0') ? 'quote_0' : 'quote_ueber_0_bis_unter_2';
  }
  const betrag = stufe === 'erfuellt' ? 0 : (w[stufe] ?? null);
  return {
    pflichtplaetze: pflicht,
    unbesetzt,
    unbesetzt_monate: runde2(unbesetzt * 12),
    beschaeftigungsquote_prozent: q,
    pflichtplatz_monate: pflicht * 12,
    stufe,
    betrag_monat: betrag,
    abgabe_jahr: betrag === null ? null : runde2(unbesetzt * 12 * betrag),
  };
}

export default datensatzModul({
  // Only with arbeitsplaetze and besetzt.
  felder: {
    arbeitsplaetze: z.number().optional().meta({ en: 'number of jobs' }),
    besetzt: z.number().optional().meta({ en: 'jobs filled with severely disabled people' }),
    pflichtplaetze: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Pflichtarbeitsplätze nach § 154 und § 157 SGB IX.', en: 'mandatory jobs' }),
    unbesetzt: z.number().optional().meta({ en: 'mandatory jobs not filled' }),
    unbesetzt_monate: z.number().optional().meta({ en: 'months with unfilled mandatory jobs' }),
    beschaeftigungsquote_prozent: z.number().nullable().optional().meta({
      description: 'Auf zwei Nachkommastellen abgeschnitten.',
      en: 'employment rate of severely disabled people in percent',
    }),
    pflichtplatz_monate: z.number().int().optional().meta({ en: 'months counted for mandatory jobs' }),
    stufe: z.string().optional().meta({
      description: 'Bestandteil-Id der angewandten Staffel, erfuellt oder keine_beschaeftigungspflicht.',
      en: 'level or bracket applied',
    }),
    betrag_monat: z.number().nullable().optional().meta({ en: 'amount per month' }),
    abgabe_jahr: z.number().nullable().optional().meta({ en: 'levy per year' }),
  },
  parameter: [
    {
      name: 'arbeitsplaetze',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 1_000_000 },
      beispiel: 100,
      beschreibung:
        'Zu berücksichtigende Arbeitsplätze im Jahresdurchschnitt (ohne Ausbildungsplätze, Stellen unter 18 ' +
        'Wochenstunden und bis zu acht Wochen).',
    },
    {
      name: 'besetzt',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 1_000_000 },
      beispiel: 2,
      beschreibung:
        'Mit schwerbehinderten Menschen besetzte Pflichtarbeitsplätze im Jahresdurchschnitt, einschließlich ' +
        'Gleichgestellter und Mehrfachanrechnung; nur zusammen mit arbeitsplaetze.',
    },
  ],
  berechne(basis, p) {
    const a = p.arbeitsplaetze;
    const b = p.besetzt;
    if (a === undefined && b === undefined) return basis;
    if (a === undefined)
      throw new ApiFehler('parameter_fehlt', 'besetzt gilt nur zusammen mit arbeitsplaetze.', {
        parameter: 'arbeitsplaetze',
      });
    if (b === undefined)
      throw new ApiFehler('parameter_fehlt', 'Mit arbeitsplaetze ist auch besetzt nötig.', { parameter: 'besetzt' });
    const e = ausgleichsabgabe(a as number, b as number, basis.werte as Record<string, number | null>);
    return einfuegenNach(basis, 'bestandteile', { arbeitsplaetze: a, besetzt: b, ...e });
  },
});
