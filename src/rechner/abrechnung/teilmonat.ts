// The part month (issue 31): a month with fewer SV days than a full one (sv_tage: entry, exit, days
// without contributions) and, with teillohnzahlungszeitraum, a part pay period for the wage tax. Here:
// the ceilings of its SV days, the kind of employment from its pay scaled to a month, the SV days the
// Übergangsbereich formula is reduced to, what the payslip refuses in it, and the answer's teilmonat
// block (docs/ENTSCHEIDUNGEN.md, "Teilmonate"). Elsewhere: the input checks of sv_tage and
// teillohnzahlungszeitraum (parameter.ts), the wage tax by the daily table with the daily allowance
// (steuern.ts, PAP LZZ 4) and the search's refusal of a target only a refused gross reaches (suche.ts).
import { cent, euro, teile } from '../../gemeinsam/geld';
import { ungueltig } from '../../vertrag/fehler';
import type { Gelesen } from '../../vertrag/modul';
import type { BruttoNettoAntwort } from './antwort';
import type { Abrechnung } from './buchung';
import type { Eingabe, Teilmonat } from './eingabe';

// What the part month reads of its month. Monat provides it and takes its part-month values from
// here, so this module names the values it needs instead of importing monat.ts (no cycle).
export interface Monatswerte {
  readonly e: Eingabe;
  // SV days of a full month and of a year (§ 1 Abs. 1 Satz 1 BVV; brutto-netto, sv_tage_monat and
  // sv_tage_jahr).
  svTageMonat(): Gelesen;
  svTageJahr(): Gelesen;
  // Geringfügigkeitsgrenze and upper limit of the Übergangsbereich in cent (§ 8 Abs. 1a, § 20 Abs. 2
  // SGB IV).
  untergrenzeCent(): number;
  obergrenzeCent(): number;
  // This month's ceilings in cent (grenzeFuerSvTage), and the yearly ones they are taken from.
  bbgKvCent(): number;
  bbgRvCent(): number;
  bbgKv(): Gelesen;
  bbgRv(): Gelesen;
  // The inputs the month's PAP knows.
  pap(): { version: { modul: { EINGABEN: readonly string[] } } };
}

type Beschaeftigung = BruttoNettoAntwort['beschaeftigung'];

// The lohnsteuer run as far as the block reads it (steuern.ts, Lohnsteuerlauf): the days of a part
// pay period and the PAP's RE4.
interface Tageslauf {
  tage: number | null;
  eingaben: Record<string, number>;
}

// An amount of the data in cent; one that is no whole cent is a data error naming its component.
const inCent = (g: Gelesen): number => cent(g.wert, `${g.datensatz}.${g.bestandteil}`);

// The SV days of this month: the part month's, or those of a full month (sv_tage_monat).
export function svTage(m: Monatswerte): number {
  return m.e.teil?.svTage ?? m.svTageMonat().wert;
}

// A yearly ceiling per month in cent: the ordinances set the yearly values so that the twelfth is a
// whole cent (the monthly ceilings they publish); any other value is a data error.
export function monatsgrenze(g: Gelesen): number {
  const jahr = inCent(g);
  if (jahr % 12 !== 0) throw new Error(`${g.datensatz}.${g.bestandteil}: ${g.wert}/12 ist kein Centbetrag`);
  return teile(jahr, 12);
}

// The ceiling of this month in cent. A part month: 1/360 of the yearly ceiling per SV day, the
// product rounded once to the cent (§ 223 Abs. 3 SGB V for KV/PV, § 341 Abs. 3 SGB III, § 123
// Abs. 3 and 1 with § 189 SGB VI; docs/ENTSCHEIDUNGEN.md "Teilmonate").
export function grenzeFuerSvTage(m: Monatswerte, g: Gelesen): number {
  const tage = m.e.teil?.svTage;
  if (tage === undefined || tage === m.svTageMonat().wert) return monatsgrenze(g);
  return teile(inCent(g) * tage, m.svTageJahr().wert);
}

// The highest contributory pay of this month that is still a Minijob or in the Übergangsbereich, in
// cent. The kind follows from the regular monthly pay (§ 8 Abs. 1 Nr. 1, § 20 Abs. 2 SGB IV); in a
// part month that is its pay scaled to a full month's SV days, and pay × 30 / sv_tage ≤ limit holds
// exactly up to ⌊limit × sv_tage / 30⌋ (GR vom 20.12.2022, Ziff. 4.3.2.5; docs/ENTSCHEIDUNGEN.md
// "Teilmonate").
export function artGrenzen(m: Monatswerte): { minijob: number; uebergangsbereich: number } {
  return { minijob: fuerSvTage(m, m.untergrenzeCent()), uebergangsbereich: fuerSvTage(m, m.obergrenzeCent()) };
}

// A monthly limit in cent for this month's SV days: the highest pay whose scaled monthly pay is within
// it (the Geringverdienergrenze of a trainee too, "auf den Monat bezogen", § 20 Abs. 3 SGB IV).
export function fuerSvTage(m: Monatswerte, g: number): number {
  const t = m.e.teil?.svTage;
  return t === undefined ? g : Math.floor((g * t) / m.svTageMonat().wert);
}

// The pay of this month's SV days scaled to a full month (× 30 / sv_tage, rounded to the cent): the
// regular monthly pay a part month stands for (for the kind of employment and a one-off's pay so far).
export function monatsentgelt(m: Monatswerte, betrag: number): number {
  const t = m.e.teil?.svTage;
  if (t === undefined) return betrag;
  const voll = m.svTageMonat().wert;
  return t === voll ? betrag : teile(betrag * voll, t);
}

// A part month of this employment beside other employments of the whole calendar month (input
// mehrfach.weitere_ganzer_monat, only with a main employment): for the sharing of the ceilings and the
// Übergangsbereich it counts as the whole month (mehrfach.ts).
export function ganzerMonat(m: Monatswerte): boolean {
  return m.e.teil !== null && m.e.mehrfach?.ganzerMonat === true;
}

// The ceilings in cent this month's contributions are bounded by and § 22 Abs. 2 SGB IV shares: those of
// the SV days (grenzeFuerSvTage), beside employments of the whole month the full month's (ganzerMonat).
export function geteilteGrenzen(m: Monatswerte): { kv: number; rv: number } {
  if (!ganzerMonat(m)) return { kv: m.bbgKvCent(), rv: m.bbgRvCent() };
  return { kv: monatsgrenze(m.bbgKv()), rv: monatsgrenze(m.bbgRv()) };
}

// The SV days the Übergangsbereich formula scales the part month's pay up from and its bases down
// to (uebergangsbereich.ts); undefined for a full month.
export function uebergangsTage(m: Monatswerte): { tage: number; voll: number } | undefined {
  const t = m.e.teil?.svTage;
  return t === undefined ? undefined : { tage: t, voll: m.svTageMonat().wert };
}

// A part month cites the SV days of a full month and of a year its ceilings and limits read.
export function zitiereTeilmonat(m: Monatswerte, a: Abrechnung): void {
  if (m.e.teil) for (const w of [m.svTageMonat(), m.svTageJahr()]) a.zitiere(w);
}

// What a part month cannot compute for this kind of employment: a one-off in the Übergangsbereich and,
// from 2026, private health insurance (docs/ENTSCHEIDUNGEN.md, "Teilmonate"). The combinations refused
// from the inputs alone are in regeln.ts.
export function pruefeTeilmonat(m: Monatswerte, art: Beschaeftigung): void {
  const t = m.e.teil;
  // A one-off in the Übergangsbereich: whether it is scaled to a month with the part pay is not read.
  if (t && m.e.einmal && art === 'uebergangsbereich')
    throw ungueltig(
      'sv_tage',
      `Im Teilmonat (sv_tage=${t.svTage}) rechnet der Rechner eine Einmalzahlung im Übergangsbereich nicht.`,
    );
  // From 2026 the PAP takes the employer's subsidy as a monthly amount (PKPVAGZ, "unabhängig vom
  // Lohnzahlungszeitraum immer als Monatsbetrag"); which monthly amount a part month's subsidy stands for
  // is not read. Until 2025 the PAP types the subsidy itself (PKV=2) and takes only the premium (PKPV,
  // a monthly amount in every pay period).
  if (
    t &&
    m.e.krankenversicherung === 'privat' &&
    art !== 'minijob' &&
    m.pap().version.modul.EINGABEN.includes('PKPVAGZ')
  )
    throw ungueltig(
      'sv_tage',
      `Im Teilmonat (sv_tage=${t.svTage}) rechnet der Rechner die private Krankenversicherung ab 2026 nicht: ` +
        'welchen Monatsbetrag des Arbeitgeberzuschusses (PAP-Eingabe PKPVAGZ) ein Teilmonat hat, ist nicht belegt.',
    );
}

// The answer's teilmonat block: the ceilings shared (geteilteGrenzen), the contributory pay sv scaled to
// a month, and in a part pay period the daily wage the PAP taxed (RE4 with LZZ 4).
export function teilmonatBlock(
  m: Monatswerte,
  teil: Teilmonat,
  sv: number,
  lohnsteuer: Tageslauf | null,
): NonNullable<BruttoNettoAntwort['teilmonat']> {
  const grenzen = geteilteGrenzen(m);
  return {
    sv_tage: teil.svTage,
    bbg_kv_pv: euro(grenzen.kv),
    bbg_rv_av: euro(grenzen.rv),
    monatsentgelt: euro(monatsentgelt(m, sv)),
    tageslohn: lohnsteuer?.tage ? euro(lohnsteuer.eingaben.re4) : null,
  };
}
