// The PAP inputs of a payslip (docs/LOHNSTEUER.md, inputs per version): those fixed for the month and
// person, and the payslip's own (the pay, a one-off's, the subsidy), and the reading of the PAP's
// outputs.
import { cent, teile } from '../../gemeinsam/geld';
import type { Zitat } from '../../vertrag/modul';
import type { PapModul } from '../../vertrag/pap';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';

// The PAP inputs by name that do not depend on the pay, once per month and person. KRV means what the
// version's data say (versionen.yaml krv): until the 2024 PAP it chose the ceiling of the Rechtskreis,
// from 2025 0 means insured in the statutory pension insurance. PVS marks the Land rule of § 58 Abs. 3 SGB XI.
// RE4 and PKPVAGZ stand at their place with 0: the payslip's own values replace them.
export interface FesteEingaben {
  ein: Readonly<Record<string, number>>;
  zuschussInPap: boolean;
  altersentlastung: Zitat | null;
  tagesfreibetrag: Zitat[];
}

export function festeEingaben(m: Monat): FesteEingaben {
  const { version: v } = m.pap();
  const kennt = (n: string) => v.modul.EINGABEN.includes(n);
  const e = m.e;
  // The surcharge and the discount concern the social care insurance only (PAP: PKV=0).
  const p = e.krankenversicherung === 'gesetzlich' ? m.pflege() : null;
  const ein: Record<string, number> = {
    // A part pay period runs on the daily table (R 39b.5 Abs. 2 LStR; PAP LZZ 4).
    LZZ: e.teil?.lohnsteuerTage ? 4 : 2,
    RE4: 0,
    STKL: e.steuerklasse,
    ZKF: e.kinderfreibetraege,
    R: e.kirchensteuer ? 1 : 0,
    KRV: v.krv === 'rechtskreis' && m.rechtskreis() === 'ost' ? 1 : 0,
    PVS: m.pflegesatz().landesregel ? 1 : 0,
    PVZ: p?.zuschlag ? 1 : 0,
  };
  if (kennt('PVA')) ein.PVA = p?.zuschlag ? 0 : (p?.abschlag?.kinder ?? 0);
  const avFrei =
    m.art === 'werkstudent' ||
    m.art === 'kurzfristig' ||
    m.art === 'altersvollrentner' ||
    (m.art === 'altersvollrentner_pflichtig' && m.nachAltersgrenze());
  if (kennt('ALV')) ein.ALV = avFrei ? 1 : 0;
  // Not insured in the statutory pension insurance (short-term employment, a pensioner past the
  // standard retirement age): no pension part in the Vorsorgepauschale (§ 39b Abs. 2 Satz 5 Nr. 3
  // Buchst. a EStG), KRV 2 in the PAPs until 2024, 1 from 2025.
  if (m.art === 'kurzfristig' || m.art === 'altersvollrentner') ein.KRV = v.krv === 'rechtskreis' ? 2 : 1;
  // ELStAM allowance and addition per pay period (§ 39a, § 39b Abs. 2 Satz 2 EStG) and the factor of
  // § 39f EStG (class IV only, checked in parameter.ts); the PAP's defaults (0; af=1, f=1) otherwise.
  const b = e.bezuege;
  let tagesfreibetrag: Zitat[] = [];
  if (b.freibetrag > 0 && e.teil?.lohnsteuerTage) {
    const { teiler, rundung } = m.tagesfreibetrag();
    const stufe = cent(rundung.wert);
    ein.LZZFREIB = teile(b.freibetrag, teiler.wert * stufe, 'auf') * stufe;
    tagesfreibetrag = [teiler, rundung];
  } else if (b.freibetrag > 0) ein.LZZFREIB = b.freibetrag;
  if (b.hinzurechnung > 0) ein.LZZHINZU = b.hinzurechnung;
  if (b.faktor !== null) {
    ein.af = 1;
    ein.f = b.faktor;
  }
  const zuschussInPap = e.krankenversicherung === 'privat' && kennt('PKPVAGZ');
  if (e.krankenversicherung === 'privat') {
    // Until 2025 PKV=2 (private with the employer's subsidy, which the PAP types itself); from 2026
    // PKV=1 and the subsidy paid in PKPVAGZ.
    ein.PKV = zuschussInPap ? 1 : 2;
    ein.PKPV = e.pkvCent ?? 0;
    if (zuschussInPap) ein.PKPVAGZ = 0;
  } else {
    ein.PKV = 0;
    ein.KVZ = m.zusatzbeitrag().wert;
  }
  let altersentlastung: Zitat | null = null;
  if (e.geburtsjahr !== null) {
    // § 24a Satz 3 EStG: the year of life completed before the calendar year.
    const ab = m.altersentlastungAb();
    altersentlastung = ab;
    if (Number(m.letzterTag.slice(0, 4)) - e.geburtsjahr > ab.wert) {
      ein.ALTER1 = 1;
      ein.AJAHR = e.geburtsjahr + ab.wert + 1;
    }
  }
  return { ein: Object.freeze(ein), zuschussInPap, altersentlastung, tagesfreibetrag };
}

// The payslip's own PAP inputs: the pay, a one-off's, the subsidy. The other inputs are the
// month's (festeEingaben), valid for the version, so the run skips the request checks of
// /hr/lohnsteuer.
export function eigeneEingaben(
  m: Monat,
  f: FesteEingaben,
  brutto: number,
  a: Abrechnung | null,
  einmalSteuer: number | null = null,
): Record<string, number> {
  const tage = m.e.teil?.lohnsteuerTage;
  const ein: Record<string, number> = { RE4: tage ? tageslohn(brutto, tage) : brutto };
  const z = m.e.einmal;
  // einmalSteuer: the taxable one-off where part of it went tax-free into the bAV (bezuege.ts).
  if (z)
    einmalEingaben(
      ein,
      m.pap().version.modul.EINGABEN,
      z.art,
      einmalSteuer ?? z.cent,
      z.jahresarbeitslohn ?? 12 * brutto,
    );
  if (f.zuschussInPap) ein.PKPVAGZ = a ? a.arbeitgeber.kv + a.arbeitgeber.pv : 0;
  return ein;
}

export type PapErgebnis = ReturnType<PapModul['berechne']>;

export const ausgabe = (r: PapErgebnis, name: string): number => {
  const w = r[name];
  return w === undefined ? 0 : typeof w === 'number' ? w : w.toNumber();
};

// The daily wage of a part pay period in cent: the pay of the period divided by its calendar days
// (R 39b.5 Abs. 2 LStR), rounded half up to the whole cent the PAP takes, as in the published
// example (NWB, Stier, Praxis-Leitfaden Lohn und Gehalt 2017: 1.947,83 / 22 = 88,54; docs/ENTSCHEIDUNGEN.md,
// "Teilmonate").
export function tageslohn(cent: number, tage: number): number {
  return teile(cent, tage);
}

// The PAP inputs of a one-off (the inputs each version knows, docs/LOHNSTEUER.md): JRE4 the expected
// annual pay without it (§ 39b Abs. 3 Satz 1 EStG, R 39b.6 LStR); a sonstiger Bezug in SONSTB.
// Until 2024 pay for several years goes to VMT (Fünftelregelung, § 39b Abs. 3 Satz 9 EStG a. F.,
// § 34 Abs. 1 and 2 Nr. 4 EStG), a severance to VMT and ENTSCH. From 2025 the Fünftelregelung is
// gone from the wage tax deduction (Wachstumschancengesetz, BGBl. 2024 I Nr. 108; the 2025 PAP has
// no VMT): both are a sonstiger Bezug, a severance also in SONSTENT (left out of the
// Vorsorgepauschale).
function einmalEingaben(
  ein: Record<string, number>,
  kennt: readonly string[],
  art: 'sonstiger_bezug' | 'mehrjaehrig' | 'entschaedigung',
  cent: number,
  jre4: number,
): void {
  ein.JRE4 = jre4;
  const fuenftel = art !== 'sonstiger_bezug' && kennt.includes('VMT');
  ein.SONSTB = fuenftel ? 0 : cent;
  if (kennt.includes('VMT')) ein.VMT = fuenftel ? cent : 0;
  if (kennt.includes('ENTSCH')) ein.ENTSCH = fuenftel && art === 'entschaedigung' ? cent : 0;
  ein.SONSTENT = !fuenftel && art === 'entschaedigung' ? cent : 0;
}
