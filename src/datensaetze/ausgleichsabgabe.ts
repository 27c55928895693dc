// Levy for unfilled mandatory positions for severely disabled people (§§ 154, 157, 160 SGB IX),
// computed from yearly averages: mandatory positions = the quota of the positions (fractions of 0.5
// and more rounded up, below a number of positions rounded down, § 157 Abs. 2 SGB IX), the
// employment quota truncated to two decimals, and the amount per unfilled position and month of
// the tier (§ 160 Abs. 2 SGB IX, small employers Satz 2). Amounts and the bounds of every tier come
// from data/ausgleichsabgabe.yaml (the zusatz fields of the levels); the module holds the method.

import { z } from 'zod';
import { differenz, euro, gerundet } from '../gemeinsam/geld';
import { einfuegenNach } from '../rechner/felder';
import { pflichtwert } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
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

// The bounds of a tier as the data file states them (zusatz of the level): the quota band of § 160
// Abs. 2 Satz 1 SGB IX, or the positions and filled positions of a small employer (Satz 2).
// Lower bounds are inclusive, "unter" bounds exclusive, "hoechstens" bounds inclusive.
const GRENZEN = [
  'quote_ab_prozent',
  'quote_unter_prozent',
  'quote_hoechstens_prozent',
  'arbeitsplaetze_unter',
  'beschaeftigte_unter',
  'beschaeftigte_hoechstens',
] as const;
type Grenze = (typeof GRENZEN)[number];
export type Staffel = { id: string; betrag: number | null } & Partial<Record<Grenze, number>>;

// Every component that carries a bound is a tier.
export function staffelnAus(bestandteile: Objekt[]): Staffel[] {
  return bestandteile
    .filter((k) => GRENZEN.some((g) => typeof k[g] === 'number'))
    .map((k) => ({
      id: k.id as string,
      betrag: typeof k.wert === 'number' ? k.wert : null,
      ...Object.fromEntries(GRENZEN.filter((g) => typeof k[g] === 'number').map((g) => [g, k[g] as number])),
    }));
}

// The statute lists overlapping conditions (less than one person and, since 2024, none; less than
// 2 % and 0 %): of the tiers whose bounds hold, the narrowest, the one with the lowest upper bound,
// applies.
function engste(kandidaten: Staffel[], oben: (s: Staffel) => number | undefined): Staffel | undefined {
  return kandidaten.reduce<Staffel | undefined>(
    (a, s) => (!a || (oben(s) ?? Infinity) < (oben(a) ?? Infinity) ? s : a),
    undefined,
  );
}

// Truncated, not rounded (spec: beschaeftigungsquote_prozent truncated to two decimals), exact.
const quoteProzent = (besetzt: number, arbeitsplaetze: number) =>
  gerundet([besetzt, 100, 100], [arbeitsplaetze], 'ab') / 100;

export function ausgleichsabgabe(arbeitsplaetze: number, besetzt: number, bestandteile: Objekt[]): AbgabeErgebnis {
  const w = Object.fromEntries(bestandteile.map((k) => [k.id, k.wert])) as Record<string, number | null>;
  const ab = pflichtwert(w, 'ausgleichsabgabe', 'pflicht_ab_arbeitsplaetzen');
  const quote = pflichtwert(w, 'ausgleichsabgabe', 'pflichtquote_prozent');
  if (arbeitsplaetze < ab) {
    return {
      pflichtplaetze: 0,
      unbesetzt: 0,
      unbesetzt_monate: 0,
      beschaeftigungsquote_prozent: arbeitsplaetze > 0 ? quoteProzent(besetzt, arbeitsplaetze) : null,
      pflichtplatz_monate: 0,
      stufe: 'keine_beschaeftigungspflicht',
      betrag_monat: 0,
      abgabe_jahr: 0,
    };
  }
  // § 157 Abs. 2 SGB IX: fractions of 0.5 and more are rounded up, below the number of positions
  // the data file names they are rounded down.
  const abrunden = bestandteile.find((k) => k.id === 'pflichtquote_prozent')?.abrunden_unter_arbeitsplaetzen;
  if (typeof abrunden !== 'number')
    throw new Error('ausgleichsabgabe: pflichtquote_prozent ohne abrunden_unter_arbeitsplaetzen');
  const pflicht = gerundet([arbeitsplaetze, quote], [100], arbeitsplaetze < abrunden ? 'ab' : 'halbAuf');
  // In hundredths of a position, exact: the filled positions are yearly averages with decimals.
  const unbesetztHundertstel = Math.max(0, gerundet([differenz(pflicht, besetzt), 100]));
  const q = quoteProzent(besetzt, arbeitsplaetze);
  let stufe: Staffel | undefined;
  if (unbesetztHundertstel > 0) {
    const staffeln = staffelnAus(bestandteile);
    // § 160 Abs. 2 Satz 2 SGB IX: the small employers' tiers of the lowest bound above the
    // positions, by filled positions.
    const klein = staffeln.filter(
      (s) => s.arbeitsplaetze_unter !== undefined && arbeitsplaetze < s.arbeitsplaetze_unter,
    );
    const grenze = Math.min(...klein.map((s) => s.arbeitsplaetze_unter as number));
    stufe = engste(
      klein.filter(
        (s) =>
          s.arbeitsplaetze_unter === grenze &&
          (s.beschaeftigte_unter === undefined || besetzt < s.beschaeftigte_unter) &&
          (s.beschaeftigte_hoechstens === undefined || besetzt <= s.beschaeftigte_hoechstens),
      ),
      (s) => s.beschaeftigte_hoechstens ?? s.beschaeftigte_unter,
    );
    // § 160 Abs. 2 Satz 1 SGB IX: otherwise the band of the employment quota.
    stufe ??= engste(
      staffeln.filter(
        (s) =>
          s.arbeitsplaetze_unter === undefined &&
          (s.quote_ab_prozent === undefined || q >= s.quote_ab_prozent) &&
          (s.quote_unter_prozent === undefined || q < s.quote_unter_prozent) &&
          (s.quote_hoechstens_prozent === undefined || q <= s.quote_hoechstens_prozent),
      ),
      (s) => s.quote_hoechstens_prozent ?? s.quote_unter_prozent,
    );
    if (!stufe) throw new Error(`ausgleichsabgabe: keine Staffel für Quote ${q} und ${arbeitsplaetze} Arbeitsplätze`);
  }
  const betrag = stufe ? stufe.betrag : 0;
  return {
    pflichtplaetze: pflicht,
    unbesetzt: unbesetztHundertstel / 100,
    unbesetzt_monate: (unbesetztHundertstel * 12) / 100,
    beschaeftigungsquote_prozent: q,
    pflichtplatz_monate: pflicht * 12,
    stufe: stufe?.id ?? 'erfuellt',
    betrag_monat: betrag,
    abgabe_jahr: betrag === null ? null : euro(gerundet([unbesetztHundertstel, 12, betrag])),
  };
}

// The bounds of the tiers and the rounding bound of § 157 Abs. 2 SGB IX, as zusatz of the levels.
const grenze = (description: string, en: string) => z.number().optional().meta({ description, en });

export default datensatzModul({
  zusatzFelder: {
    quote_ab_prozent: grenze(
      'Staffel gilt ab dieser Beschäftigungsquote (einschließlich).',
      'tier applies from this employment rate in percent',
    ),
    quote_unter_prozent: grenze(
      'Staffel gilt unter dieser Beschäftigungsquote.',
      'tier applies below this employment rate in percent',
    ),
    quote_hoechstens_prozent: grenze(
      'Staffel gilt höchstens bis zu dieser Beschäftigungsquote (einschließlich).',
      'tier applies up to this employment rate in percent',
    ),
    arbeitsplaetze_unter: grenze(
      'Staffel für Arbeitgeber mit jahresdurchschnittlich weniger Arbeitsplätzen.',
      'small-employer tier: fewer jobs than this',
    ),
    beschaeftigte_unter: grenze(
      'Staffel bei jahresdurchschnittlich weniger schwerbehinderten Beschäftigten.',
      'small-employer tier: fewer severely disabled employees than this',
    ),
    beschaeftigte_hoechstens: grenze(
      'Staffel bei höchstens so vielen schwerbehinderten Beschäftigten im Jahresdurchschnitt.',
      'small-employer tier: at most this many severely disabled employees',
    ),
    abrunden_unter_arbeitsplaetzen: grenze(
      'Unter dieser Zahl von Arbeitsplätzen werden Bruchteile von Pflichtplätzen abgerundet (§ 157 Abs. 2 SGB IX).',
      'below this number of jobs, fractions of mandatory jobs are rounded down',
    ),
  },
  pruefeDaten: (basis) => {
    const k = basis.bestandteile as Objekt[];
    if (staffelnAus(k).length === 0) throw new Error('ausgleichsabgabe: keine Staffel mit Grenzen (zusatz)');
    if (typeof k.find((b) => b.id === 'pflichtquote_prozent')?.abrunden_unter_arbeitsplaetzen !== 'number')
      throw new Error('ausgleichsabgabe: pflichtquote_prozent ohne abrunden_unter_arbeitsplaetzen (zusatz)');
  },
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
        'Zu berücksichtigende Arbeitsplätze im Jahresdurchschnitt, ohne Ausbildungsplätze (§ 157 Abs. 1 SGB IX) und ' +
        'ohne Stellen, die nach § 156 Abs. 3 SGB IX nicht als Arbeitsplätze gelten (Wochenstunden und Dauer: regeln).',
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
    const e = ausgleichsabgabe(a as number, b as number, basis.bestandteile as Objekt[]);
    return einfuegenNach(basis, 'bestandteile', { arbeitsplaetze: a, besetzt: b, ...e });
  },
});
