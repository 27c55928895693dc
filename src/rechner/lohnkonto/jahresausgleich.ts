// The employer's Lohnsteuer-Jahresausgleich (§ 42b EStG) at the end of the Lohnkonto: whether the
// statute lets the employer do it (Abs. 1 Satz 1 and the exclusions of Satz 3 the payslip's inputs can
// express), the Jahreslohnsteuer as the PAP for the year (LZZ 1) on the Jahresarbeitslohn (Abs. 2), the
// solidarity surcharge and church tax from the same annual run, and the refund of what was withheld
// beyond it (Abs. 1 Satz 1: a refund only, never an additional charge).
import { z } from 'zod';
import { cent, euro } from '../../gemeinsam/geld';
import type { Ergebnis } from '../abrechnung/abrechnung';
import type { BruttoNettoAntwort } from '../abrechnung/antwort';
import type { Abrechnung } from '../abrechnung/buchung';
import type { Monat } from '../abrechnung/monat';
import { ausgabe } from '../abrechnung/papeingaben';
import { kirchensteuer } from '../lohnsteuer/kirche';

const betrag = (en: string) => z.number().meta({ en });

export const JAHRESAUSGLEICH = z
  .object({
    durchgefuehrt: z.boolean().meta({ en: 'whether the Jahresausgleich was carried out' }),
    grund: z
      .string()
      .nullable()
      .meta({ en: 'why it was not carried out, naming the rule of § 42b EStG; null when carried out' }),
    jahresarbeitslohn: betrag('annual taxable pay the annual wage tax was computed on (euro); 0 when not carried out'),
    lohnsteuer: betrag('wage tax refunded (euro)'),
    solidaritaetszuschlag: betrag('solidarity surcharge refunded (euro)'),
    kirchensteuer: betrag('church tax refunded (euro)'),
    rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  })
  .meta({ en: "the employer's annual wage tax adjustment (§ 42b EStG)" });
export type Jahresausgleich = z.output<typeof JAHRESAUSGLEICH>;

// One month as the year blocks read it: the payslip's month and its calculation (the PAP inputs of the
// run, the taxable pay), the amounts withheld and the one-off's kind.
export interface JahrMonat {
  mo: Monat;
  r: Ergebnis<Abrechnung>;
  antwort: BruttoNettoAntwort;
  einbehalten: { lohnsteuer: number; solidaritaetszuschlag: number; kirchensteuer: number };
  // The withheld amounts of a one-off taxed as pay for several years or a severance (cent).
  einbehaltenErmaessigt: { lohnsteuer: number; solidaritaetszuschlag: number; kirchensteuer: number };
  einmal: { cent: number; art: 'sonstiger_bezug' | 'mehrjaehrig' | 'entschaedigung' } | null;
}

export interface JahrRahmen {
  jahr: number;
  eintritt?: string;
  austritt?: string;
  beantragt: boolean;
}

const RECHTSGRUNDLAGE = '§ 42b EStG; § 3 Abs. 1 Nr. 1 SolZG 1995; § 51a EStG mit dem Kirchensteuergesetz des Landes';

const ohneBetraege = (durchgefuehrt: boolean, grund: string | null): Jahresausgleich => ({
  durchgefuehrt,
  grund,
  jahresarbeitslohn: 0,
  lohnsteuer: 0,
  solidaritaetszuschlag: 0,
  kirchensteuer: 0,
  rechtsgrundlage: RECHTSGRUNDLAGE,
});

// The PAP inputs whose change within the year changes the Vorsorgepauschale's parts (§ 39b Abs. 2
// Satz 5 Nr. 3 EStG): the pension part (KRV), the health and care parts (PKV, PVZ, PVA, from 2024 the
// unemployment part ALV) and the additional contribution rate (KVZ) — § 42b Abs. 1 Satz 3 Nr. 5 EStG.
const VORSORGE = ['KRV', 'PKV', 'KVZ', 'PVZ', 'PVA', 'ALV'] as const;

// The exclusions of § 42b Abs. 1 EStG the payslip's inputs can express, in the statute's order; null
// when none applies. Of Nr. 4 only the Aufstockungsbetrag (group 103) has an input; Kurzarbeitergeld,
// Zuschuss zum Mutterschaftsgeld, Nr. 4a (U) and Nr. 6 (DBA) have none and cannot apply here
// (docs/ENTSCHEIDUNGEN.md).
export function ausschluss(k: JahrRahmen, monate: readonly JahrMonat[]): string | null {
  if (!k.beantragt) return 'Nicht angefordert (jahresausgleich=false).';
  const j = k.jahr;
  if ((k.eintritt && k.eintritt > `${j}-01-01`) || (k.austritt && k.austritt < `${j}-12-31`))
    return (
      `§ 42b Abs. 1 Satz 1 EStG: nur für Arbeitnehmer, die das ganze Jahr ${j} ständig bei diesem Arbeitgeber ` +
      `beschäftigt waren; hier ${k.eintritt ?? `${j}-01-01`} bis ${k.austritt ?? `${j}-12-31`}.`
    );
  const laeufe = monate.flatMap((m) => (m.r.lohnsteuer ? [{ m, f: m.r.lohnsteuer.fest }] : []));
  const klassen = [...new Set(laeufe.map((l) => l.f.STKL))];
  const fuenfSechs = klassen.find((s) => s === 5 || s === 6);
  if (fuenfSechs)
    return (
      `§ 42b Abs. 1 Satz 3 Nr. 2 EStG: im Jahr ${j} wurde (auch) nach Steuerklasse ` +
      `${fuenfSechs === 5 ? 'V' : 'VI'} besteuert.`
    );
  if (klassen.length > 1)
    return (
      `§ 42b Abs. 1 Satz 3 Nr. 3 EStG: nur für einen Teil des Jahres nach Steuerklasse II, III oder IV besteuert ` +
      `(Steuerklassen ${klassen.join(', ')} im Jahr ${j}).`
    );
  const fb = laeufe.find((l) => (l.f.LZZFREIB ?? 0) > 0 || (l.f.LZZHINZU ?? 0) > 0);
  if (fb)
    return (
      '§ 42b Abs. 1 Satz 3 Nr. 3a EStG: bei der Lohnsteuerberechnung war ein Freibetrag oder ' +
      `Hinzurechnungsbetrag zu berücksichtigen (${fb.m.mo.e.monat}).`
    );
  const faktor = laeufe.find((l) => l.f.af === 1);
  if (faktor) return `§ 42b Abs. 1 Satz 3 Nr. 3b EStG: das Faktorverfahren wurde angewandt (${faktor.m.mo.e.monat}).`;
  // Nr. 4: of the benefits named there the payslip knows the Aufstockungsbetrag of Altersteilzeit.
  const aufstockung = monate.find((m) => m.antwort.posten.some((p) => p.id === 'altersteilzeit_aufstockung'));
  if (aufstockung)
    return (
      `§ 42b Abs. 1 Satz 3 Nr. 4 EStG: im Jahr ${j} wurden Aufstockungsbeträge nach dem Altersteilzeitgesetz ` +
      `gezahlt (${aufstockung.mo.e.monat}).`
    );
  for (const n of VORSORGE) {
    const werte = new Set(laeufe.map((l) => l.f[n]));
    if (werte.size > 1)
      return (
        `§ 42b Abs. 1 Satz 3 Nr. 5 EStG: die Teilbeträge der Vorsorgepauschale oder der Zusatzbeitragssatz ` +
        `änderten sich im Jahr ${j} (PAP-Eingabe ${n.toLowerCase()}: ${[...werte].join(', ')}).`
      );
  }
  return null;
}

// The Jahresausgleich of a year, with grund when it is not done.
export function jahresausgleich(k: JahrRahmen, monate: readonly JahrMonat[]): Jahresausgleich {
  const grund = ausschluss(k, monate);
  if (grund) return ohneBetraege(false, grund);
  const mitSteuer = monate.filter((m) => m.r.lohnsteuer);
  const letzter = mitSteuer.at(-1);
  // No month with wage tax by ELStAM (a Minijob with flat-rate tax): pay taxed at a flat rate stays out
  // of the Jahresausgleich (§ 40 Abs. 3, § 40a Abs. 5 EStG), nothing was withheld to refund.
  if (!letzter?.r.lohnsteuer) return ohneBetraege(true, null);
  // The Jahresarbeitslohn (§ 42b Abs. 2 EStG): the year's taxable regular pay and sonstige Bezüge.
  // Pay for several years and severances (§ 34 Abs. 1, 2 Nr. 2 and 4 EStG) stay out, with the tax
  // withheld on them, unless the employee applies for their inclusion (no input: not applied for).
  let re4 = 0;
  const einbehalten = { lohnsteuer: 0, solidaritaetszuschlag: 0, kirchensteuer: 0 };
  for (const m of mitSteuer) {
    re4 += m.r.bezuege.steuer;
    if (m.einmal?.art === 'sonstiger_bezug') re4 += m.einmal.cent;
    for (const f of ['lohnsteuer', 'solidaritaetszuschlag', 'kirchensteuer'] as const)
      einbehalten[f] += m.einbehalten[f] - m.einbehaltenErmaessigt[f];
  }
  // The annual run: December's ELStAM and Vorsorgepauschale inputs (Abs. 1 Satz 3 ensures they held
  // all year) with the Jahresarbeitslohn as RE4 for the pay period "year" (LZZ 1) and the PAP of the
  // year's last pay period.
  const { version } = letzter.mo.pap();
  const ein: Record<string, number> = { ...letzter.r.lohnsteuer.fest, LZZ: 1, RE4: re4 };
  const pkpvagz = letzter.r.lohnsteuer.eigene.PKPVAGZ;
  if (pkpvagz !== undefined) ein.PKPVAGZ = pkpvagz;
  const r = version.modul.berechne(ein);
  const lst = ausgabe(r, 'LSTLZZ');
  const soli = ausgabe(r, 'SOLZLZZ');
  // Church tax: the Land's rate on the annual base BK (§ 51a Abs. 2 EStG), only for a member all year
  // (the PAP input R the same in every month); otherwise nothing is refunded (docs/ENTSCHEIDUNGEN.md).
  const immerKirche = mitSteuer.every((m) => m.r.lohnsteuer?.fest.R === 1);
  const kist = immerKirche ? kirchensteuer(ausgabe(r, 'BK'), letzter.mo.kirche().satz.wert) : 0;
  const erstattung = (einbehaltenCent: number, jahrCent: number) => euro(Math.max(0, einbehaltenCent - jahrCent));
  return {
    durchgefuehrt: true,
    grund: null,
    jahresarbeitslohn: euro(re4),
    lohnsteuer: erstattung(einbehalten.lohnsteuer, lst),
    solidaritaetszuschlag: erstattung(einbehalten.solidaritaetszuschlag, soli),
    kirchensteuer: immerKirche ? erstattung(einbehalten.kirchensteuer, kist) : 0,
    rechtsgrundlage: `${RECHTSGRUNDLAGE}; Programmablaufplan ${version.pap_version} (LZZ 1)`,
  };
}

// The withheld amounts of a month's answer (cent), all and those of a one-off taxed ermäßigt.
export function einbehaltenVon(
  arbeitnehmer: { lohnsteuer: number; solidaritaetszuschlag: number; kirchensteuer: number },
  posten: readonly { id: string; betrag: number }[],
  ermaessigt: boolean,
): Pick<JahrMonat, 'einbehalten' | 'einbehaltenErmaessigt'> {
  const zeile = (id: string) => cent(posten.find((p) => p.id === id)?.betrag ?? 0);
  return {
    einbehalten: {
      lohnsteuer: cent(arbeitnehmer.lohnsteuer),
      solidaritaetszuschlag: cent(arbeitnehmer.solidaritaetszuschlag),
      kirchensteuer: cent(arbeitnehmer.kirchensteuer),
    },
    einbehaltenErmaessigt: ermaessigt
      ? {
          lohnsteuer: zeile('lohnsteuer_einmal'),
          solidaritaetszuschlag: zeile('solidaritaetszuschlag_einmal'),
          kirchensteuer: zeile('kirchensteuer_einmal'),
        }
      : { lohnsteuer: 0, solidaritaetszuschlag: 0, kirchensteuer: 0 },
  };
}
