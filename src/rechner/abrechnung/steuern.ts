// The wage tax of the month: the PAP inputs that follow from the person and the contributions
// (docs/LOHNSTEUER.md, inputs per version), one PAP run, and the solidarity surcharge and church tax
// from its outputs, exactly as /hr/lohnsteuer computes them.
import { cent, satz, teile } from '../../gemeinsam/geld';
import type { Zitat } from '../../vertrag/modul';
import type { PapModul } from '../../vertrag/pap';
import { kirchensteuer } from '../lohnsteuer/kirche';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';

// The wage tax block of the answer: the PAP version, the inputs by lower-case name and the outputs.
export interface Lohnsteuerlauf {
  pap_version: string;
  eingaben: Record<string, number>;
  lstlzz: number;
  solzlzz: number;
  bk: number;
  // A part pay period: the calendar days the daily amounts are multiplied by; null: the month.
  tage: number | null;
}

// The PAP's outputs for a one-off (cent): STS, SOLZS, BKS for a sonstiger Bezug; until 2024 STV,
// SOLZV, BKV for pay taxed by the Fünftelregelung (VMT).
export interface SonstigerBezugLauf {
  sts: number;
  solzs: number;
  bks: number;
  stv: number;
  solzv: number;
  bkv: number;
}

// One payslip's wage tax: the PAP inputs as the month's fixed ones and the payslip's own (RE4, a
// one-off's, the subsidy), the outputs of the regular pay and those of the one-off.
export interface Steuerlauf {
  pap_version: string;
  fest: Readonly<Record<string, number>>;
  eigene: Record<string, number>;
  lstlzz: number;
  solzlzz: number;
  bk: number;
  tage: number | null;
  sonstigerBezug: SonstigerBezugLauf | null;
}

// The answer's wage tax block of a run: its inputs in the PAP's order, by lower-case name.
export function lohnsteuerlauf(l: Steuerlauf): Lohnsteuerlauf {
  const ein = { ...l.fest, ...l.eigene };
  return {
    pap_version: l.pap_version,
    eingaben: Object.fromEntries(Object.entries(ein).map(([k, w]) => [k.toLowerCase(), w])),
    lstlzz: l.lstlzz,
    solzlzz: l.solzlzz,
    bk: l.bk,
    tage: l.tage,
  };
}

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

function festeEingaben(m: Monat): FesteEingaben {
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
  if (kennt('ALV')) ein.ALV = 0;
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
function eigeneEingaben(m: Monat, f: FesteEingaben, brutto: number, a: Abrechnung | null): Record<string, number> {
  const tage = m.e.teil?.lohnsteuerTage;
  const ein: Record<string, number> = { RE4: tage ? tageslohn(brutto, tage) : brutto };
  const z = m.e.einmal;
  if (z) einmalEingaben(ein, m.pap().version.modul.EINGABEN, z.art, z.cent, z.jahresarbeitslohn ?? 12 * brutto);
  if (f.zuschussInPap) ein.PKPVAGZ = a ? a.arbeitgeber.kv + a.arbeitgeber.pv : 0;
  return ein;
}

type PapErgebnis = ReturnType<PapModul['berechne']>;

const ausgabe = (r: PapErgebnis, name: string): number => {
  const w = r[name];
  return w === undefined ? 0 : typeof w === 'number' ? w : w.toNumber();
};

// What netto-brutto's search keeps of the wage tax between the payslips of one request
// (Suchkontext, abrechnung.ts): the month's fixed inputs, once computed, and the PAP runs by RE4.
// With the statutory insurance only RE4 moves between them; a part pay period keeps its daily wage
// over as many cents as it has days. A stretch proven by gleicheSteuer answers every RE4 in it; the
// last runs answer their own RE4 again and keep the version's netto_gleichlauf variables for the
// proofs. A one-off's run (see papLauf) answers every JRE4 from von to bis in einmal: its own, or a
// stretch proven by gleicheEinmalsteuer; with jahresarbeitslohn given JRE4 is the same in every payslip.
export interface Steuerspeicher {
  fest: FesteEingaben | null;
  von: number;
  bis: number;
  r: PapErgebnis;
  zuletzt: { re4: number; r: PapErgebnis }[];
  einmal: { von: number; bis: number; r: PapErgebnis } | null;
  // The last one-off runs by JRE4 and the last runs of the annual tax alone (gleicheEinmalsteuer).
  einmalZuletzt: { j: number; r: PapErgebnis }[];
  jahrZuletzt: { j: number; r: PapErgebnis }[];
}

// A run from a list of the last four by key, else a new one added to it.
function zuletzt(liste: { j: number; r: PapErgebnis }[], j: number, lauf: () => PapErgebnis): PapErgebnis {
  for (const l of liste) if (l.j === j) return l.r;
  const r = lauf();
  if (liste.length >= 4) liste.shift();
  liste.push({ j, r });
  return r;
}

export const steuerspeicher = (): Steuerspeicher => ({
  fest: null,
  von: 1,
  bis: 0,
  r: {},
  zuletzt: [],
  einmal: null,
  einmalZuletzt: [],
  jahrZuletzt: [],
});

function fest(m: Monat, s: Steuerspeicher | null): FesteEingaben {
  if (!s) return festeEingaben(m);
  s.fest ??= festeEingaben(m);
  return s.fest;
}

// The PAP run for RE4 from the store, else a new run with the fixed inputs and the payslip's own.
function gemerkt(m: Monat, s: Steuerspeicher, f: FesteEingaben, eigene: Record<string, number>): PapErgebnis {
  const re4 = eigene.RE4;
  const bekannt = regulaerBekannt(s, re4);
  if (bekannt) return bekannt;
  const v = m.pap().version;
  const r = v.modul.berechne({ ...f.ein, ...eigene }, undefined, v.netto_gleichlauf);
  if (s.zuletzt.length >= 4) s.zuletzt.shift();
  s.zuletzt.push({ re4, r });
  return r;
}

// The store's run of the regular pay for RE4, if it has one.
function regulaerBekannt(s: Steuerspeicher, re4: number): PapErgebnis | null {
  if (s.von <= re4 && re4 <= s.bis) return s.r;
  for (const l of s.zuletzt) if (l.re4 === re4) return l.r;
  return null;
}

// Whether the wage tax outputs are the same for every taxable pay (PAP RE4) from von to bis (cent). The version's
// netto_gleichlauf variables (data/lohnsteuer/versionen.yaml) carry all that the outputs take from
// the pay, and each of them rises with the pay; so equal integer parts at both ends hold on the whole
// stretch, and so do the outputs (docs/ENTSCHEIDUNGEN.md). The Vorsorgepauschale rises with the pay
// only for the statutory insurance (a private premium less the employer's share falls with it): a
// private one is not proven. Nor is a part pay period, whose RE4 is the daily wage. With a one-off the
// stretch concerns the regular pay's run (papLauf); a default JRE4 (12 × the month's pay) moves with
// the pay, so the one-off's outputs must be proven the same too (gleicheEinmalsteuer). A proven
// stretch is kept in the search's store s.
export function gleicheSteuer(m: Monat, s: Steuerspeicher, von: number, bis: number): boolean {
  const felder = m.pap().version.netto_gleichlauf;
  if (!felder || m.e.krankenversicherung !== 'gesetzlich' || m.e.teil?.lohnsteuerTage) return false;
  const z = m.e.einmal;
  if (z && !einmalGetrennt(m)) return false;
  const f = fest(m, s);
  const oben = gemerkt(m, s, f, { RE4: bis });
  const unten = gemerkt(m, s, f, { RE4: von });
  for (const n of felder) if (Math.floor(ausgabe(oben, n)) !== Math.floor(ausgabe(unten, n))) return false;
  if (z && z.jahresarbeitslohn === null && !gleicheEinmalsteuer(m, s, f, felder, von, bis)) return false;
  s.von = von;
  s.bis = bis;
  s.r = oben;
  return true;
}

// The daily wage of a part pay period in cent: the pay of the period divided by its calendar days
// (R 39b.5 Abs. 2 LStR), rounded half up to the whole cent the PAP takes, as in the published
// example (NWB, Stier, Praxis-Leitfaden Lohn und Gehalt 2017: 1.947,83 / 22 = 88,54; docs/ENTSCHEIDUNGEN.md,
// "Teilmonate").
export function tageslohn(cent: number, tage: number): number {
  return teile(cent, tage);
}

// A payslip's PAP run: the outputs of the regular pay and those of the one-off. The PAP computes the
// regular pay's outputs (MBERECH) before the one-off's (MSONST, MVMT), which take the annual pay JRE4
// and not RE4 (§ 39b Abs. 2 and 3 EStG): the regular outputs of a run with the one-off are those of
// the run without it, and the one-off's outputs do not change with RE4 (test/rechner/
// suchkontext.test.ts checks both for every version). Not so under the Fünftelregelung: from 2021
// the base of SOLZV adds the regular pay's annual tax (JBMG). So in netto-brutto's search with the
// statutory insurance the regular pay's run comes from the search's store by RE4 (gemerkt) and the
// one-off's by JRE4 (einmalLauf): once per search with jahresarbeitslohn given, once per proven
// stretch with the default JRE4; where the store has neither, one run gives both.
const einmalGetrennt = (m: Monat): boolean => {
  const z = m.e.einmal;
  return z !== null && (z.art === 'sonstiger_bezug' || !m.pap().version.modul.EINGABEN.includes('VMT'));
};

// The one-off's run for the payslip's own inputs: from the store if its proven stretch or its last
// runs answer their JRE4, else a new one (with the version's netto_gleichlauf variables for the
// proofs).
function einmalLauf(m: Monat, s: Steuerspeicher, f: FesteEingaben, eigene: Record<string, number>): PapErgebnis {
  const v = m.pap().version;
  return (
    einmalBekannt(s, eigene.JRE4) ??
    zuletzt(s.einmalZuletzt, eigene.JRE4, () =>
      v.modul.berechne({ ...f.ein, ...eigene }, undefined, v.netto_gleichlauf),
    )
  );
}

// The store's one-off run for JRE4, if it has one.
function einmalBekannt(s: Steuerspeicher, j: number): PapErgebnis | null {
  const e = s.einmal;
  if (e && e.von <= j && j <= e.bis) return e.r;
  for (const l of s.einmalZuletzt) if (l.j === j) return l.r;
  return null;
}

// Whether a sonstiger Bezug with the default JRE4 (12 × the taxable pay) has the same outputs for
// every taxable pay from von to bis. They are the annual tax on JRE4 plus the one-off less that on
// JRE4 (MSONST: LSTSO less LSTOSO), each the PAP's annual tax (MLSTJAHR) on an annual pay, which takes
// the pay through the netto_gleichlauf variables as the regular pay's does (gleicheSteuer). The end of
// a run holds them for JRE4 plus the one-off; a run with JRE4 = 0 and the annual pay x as SONSTB holds
// them for x, as MOSONST computes the tax on JRE4 = x (no pension payments, no severance: the
// same steps). Equal integer parts at both ends of both stretches prove the outputs equal; the proven
// run answers the stretch's JRE4 (einmal).
function gleicheEinmalsteuer(
  m: Monat,
  s: Steuerspeicher,
  f: FesteEingaben,
  felder: readonly string[],
  von: number,
  bis: number,
): boolean {
  if (m.e.einmal?.art !== 'sonstiger_bezug') return false;
  const gleich = (a: PapErgebnis, b: PapErgebnis) =>
    felder.every((n) => Math.floor(ausgabe(a, n)) === Math.floor(ausgabe(b, n)));
  const obenEigene = eigeneEingaben(m, f, bis, null);
  const unten = einmalLauf(m, s, f, eigeneEingaben(m, f, von, null));
  const oben = einmalLauf(m, s, f, obenEigene);
  if (!gleich(oben, unten)) return false;
  const v = m.pap().version;
  const ohne = (x: number) =>
    zuletzt(s.jahrZuletzt, x, () =>
      v.modul.berechne({ ...f.ein, ...obenEigene, JRE4: 0, SONSTB: x }, undefined, felder),
    );
  if (!gleich(ohne(12 * von), ohne(12 * bis))) return false;
  s.einmal = { von: 12 * von, bis: 12 * bis, r: oben };
  return true;
}

function papLauf(
  m: Monat,
  s: Steuerspeicher | null,
  f: FesteEingaben,
  eigene: Record<string, number>,
): { regulaer: PapErgebnis; einmal: PapErgebnis } {
  const z = m.e.einmal;
  if (s && m.e.krankenversicherung === 'gesetzlich' && (!z || einmalGetrennt(m))) {
    if (!z) {
      const r = gemerkt(m, s, f, eigene);
      return { regulaer: r, einmal: r };
    }
    // Where the store knows neither, one run gives both (its internal variables are the one-off's,
    // so it is kept as the one-off's run only).
    const regulaer = regulaerBekannt(s, eigene.RE4);
    const bekannt = einmalBekannt(s, eigene.JRE4);
    if (bekannt) return { regulaer: regulaer ?? gemerkt(m, s, f, { RE4: eigene.RE4 }), einmal: bekannt };
    const einmal = einmalLauf(m, s, f, eigene);
    return { regulaer: regulaer ?? einmal, einmal };
  }
  const r = m.pap().version.modul.berechne({ ...f.ein, ...eigene });
  return { regulaer: r, einmal: r };
}

// The wage tax of a payslip; s: the store of netto-brutto's search, null for a payslip of its own.
export function steuern(m: Monat, a: Abrechnung, brutto: number, s: Steuerspeicher | null): Steuerlauf {
  const { version: v, zitat, zitatSoli } = m.pap();
  const f = fest(m, s);
  if (f.altersentlastung) a.zitiere(f.altersentlastung);
  for (const z of f.tagesfreibetrag) a.zitiere(z);
  const eigene = eigeneEingaben(m, f, brutto, a);
  const { regulaer: r, einmal: re } = papLauf(m, s, f, eigene);
  const z = m.e.einmal;
  // A part pay period: the daily amounts times the calendar days (R 39b.5 Abs. 2 Satz 2 LStR).
  const tage = m.e.teil?.lohnsteuerTage ?? null;
  const mal = tage ?? 1;
  const lstTag = ausgabe(r, 'LSTLZZ');
  const soliTag = ausgabe(r, 'SOLZLZZ');
  const bk = ausgabe(r, 'BK');
  const lst = lstTag * mal;
  const soli = soliTag * mal;
  if (tage) {
    a.schritt('Tageslohn (Teillohnzahlungszeitraum)', eigene.RE4 / 100);
    a.schritt('Kalendertage des Teillohnzahlungszeitraums', tage);
  }
  a.buche({
    id: 'lohnsteuer',
    feld: 'lohnsteuer',
    seite: 'arbeitnehmer',
    bezeichnung: 'Lohnsteuer',
    cent: lst,
    zitat,
    basis: brutto,
  });
  a.buche({
    id: 'solidaritaetszuschlag',
    feld: 'solidaritaetszuschlag',
    seite: 'arbeitnehmer',
    bezeichnung: 'Solidaritätszuschlag',
    cent: soli,
    zitat: zitatSoli,
    basis: lst,
  });
  if (m.e.krankenversicherung === 'privat')
    a.hinweis('pkv_beitrag gilt im Programmablaufplan als Beitrag zur Basisabsicherung (PKPV).');
  if (m.e.kirchensteuer) {
    const { satz: s, kappung } = m.kirche();
    a.buche({
      id: 'kirchensteuer',
      feld: 'kirchensteuer',
      seite: 'arbeitnehmer',
      bezeichnung: 'Kirchensteuer',
      cent: kirchensteuer(bk, s.wert) * mal,
      zitat: s,
      satz: satz(s.wert),
      basis: bk * mal,
    });
    if (kappung)
      a.hinweis(
        `Kappung in ${m.e.land}: höchstens ${String(kappung.wert).replace('.', ',')} % des zu versteuernden ` +
          'Einkommens; die Kirchensteuer ist ohne Kappung gerechnet (wie /hr/lohnsteuer).',
      );
  }
  a.schritt('Programmablaufplan', v.pap_version);
  return {
    pap_version: v.pap_version,
    fest: f.ein,
    eigene,
    lstlzz: lstTag,
    solzlzz: soliTag,
    bk,
    tage,
    sonstigerBezug: z ? einmalSteuern(m, a, re, zitat, zitatSoli) : null,
  };
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

// Wage tax, solidarity surcharge and church tax on the one-off: STS + STV, SOLZS + SOLZV, the
// Land's rate on BKS and BKV, each rounded down on its own (§ 51a EStG, as /hr/lohnsteuer).
function einmalSteuern(m: Monat, a: Abrechnung, r: PapErgebnis, zitat: Zitat, zitatSoli: Zitat): SonstigerBezugLauf {
  const l: SonstigerBezugLauf = {
    sts: ausgabe(r, 'STS'),
    solzs: ausgabe(r, 'SOLZS'),
    bks: ausgabe(r, 'BKS'),
    stv: ausgabe(r, 'STV'),
    solzv: ausgabe(r, 'SOLZV'),
    bkv: ausgabe(r, 'BKV'),
  };
  const z = m.e.einmal;
  a.buche({
    id: 'lohnsteuer_einmal',
    feld: 'lohnsteuer',
    seite: 'arbeitnehmer',
    bezeichnung: 'Lohnsteuer, Einmalzahlung (sonstiger Bezug)',
    cent: l.sts + l.stv,
    zitat: { ...zitat, rechtsgrundlage: `§ 39b Abs. 3 EStG, ${zitat.rechtsgrundlage}` },
    basis: z?.cent ?? 0,
  });
  a.buche({
    id: 'solidaritaetszuschlag_einmal',
    feld: 'solidaritaetszuschlag',
    seite: 'arbeitnehmer',
    bezeichnung: 'Solidaritätszuschlag, Einmalzahlung',
    cent: l.solzs + l.solzv,
    zitat: zitatSoli,
    basis: l.sts + l.stv,
  });
  if (m.e.kirchensteuer) {
    const { satz: s } = m.kirche();
    a.buche({
      id: 'kirchensteuer_einmal',
      feld: 'kirchensteuer',
      seite: 'arbeitnehmer',
      bezeichnung: 'Kirchensteuer, Einmalzahlung',
      cent: kirchensteuer(l.bks, s.wert) + kirchensteuer(l.bkv, s.wert),
      zitat: s,
      satz: satz(s.wert),
      basis: l.bks + l.bkv,
    });
  }
  return l;
}
