// The wage tax of the month: the PAP inputs that follow from the person and the contributions
// (docs/LOHNSTEUER.md, inputs per version), one PAP run, and the solidarity surcharge and church tax
// from its outputs, exactly as /hr/lohnsteuer computes them.
import { satz } from '../../gemeinsam/geld';
import { kirchensteuer } from '../lohnsteuer/kirche';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';

export interface Lohnsteuerlauf {
  pap_version: string;
  eingaben: Record<string, number>;
  lstlzz: number;
  solzlzz: number;
  bk: number;
}

// The PAP inputs by name. Until the 2024 PAP KRV also chose the ceiling of the Rechtskreis; from 2025
// 0 means insured in the statutory pension insurance. PVS marks the Land rule of § 58 Abs. 3 SGB XI.
function papEingaben(m: Monat, a: Abrechnung, brutto: number): Record<string, number> {
  const { version: v } = m.pap();
  const kennt = (n: string) => v.modul.EINGABEN.includes(n);
  const e = m.e;
  // The surcharge and the discount concern the social care insurance only (PAP: PKV=0).
  const p = e.krankenversicherung === 'gesetzlich' ? m.pflege() : null;
  const ein: Record<string, number> = {
    LZZ: 2,
    RE4: brutto,
    STKL: e.steuerklasse,
    ZKF: e.kinderfreibetraege,
    R: e.kirchensteuer ? 1 : 0,
    KRV: v.gueltig_ab < '2025-01-01' && m.rechtskreis() === 'ost' ? 1 : 0,
    PVS: m.pflegesatz().landesregel ? 1 : 0,
    PVZ: p?.zuschlag ? 1 : 0,
  };
  if (kennt('PVA')) ein.PVA = p?.zuschlag ? 0 : (p?.abschlag?.kinder ?? 0);
  if (kennt('ALV')) ein.ALV = 0;
  if (e.krankenversicherung === 'privat') {
    // Until 2025 PKV=2 (private with the employer's subsidy, which the PAP types itself); from 2026
    // PKV=1 and the subsidy paid in PKPVAGZ.
    ein.PKV = kennt('PKPVAGZ') ? 1 : 2;
    ein.PKPV = e.pkvCent ?? 0;
    if (kennt('PKPVAGZ')) ein.PKPVAGZ = a.arbeitgeber.kv + a.arbeitgeber.pv;
  } else {
    ein.PKV = 0;
    ein.KVZ = m.zusatzbeitrag().wert;
  }
  if (e.geburtsjahr !== null) {
    // § 24a Satz 3 EStG: the year of life completed before the calendar year.
    const ab = m.altersentlastungAb();
    a.zitiere(ab);
    if (Number(m.letzterTag.slice(0, 4)) - e.geburtsjahr > ab.wert) {
      ein.ALTER1 = 1;
      ein.AJAHR = e.geburtsjahr + ab.wert + 1;
    }
  }
  return ein;
}

const ausgabe = (r: Record<string, unknown>, name: string): number => (name in r ? Number(String(r[name])) : 0);

export function steuern(m: Monat, a: Abrechnung, brutto: number): Lohnsteuerlauf {
  const { version: v, zitat } = m.pap();
  const ein = papEingaben(m, a, brutto);
  // The inputs are the payslip's own and valid for the version (EINGABEN), so the run skips the
  // request checks of /hr/lohnsteuer.
  const r = v.modul.berechne(ein) as Record<string, unknown>;
  const lst = ausgabe(r, 'LSTLZZ');
  const soli = ausgabe(r, 'SOLZLZZ');
  const bk = ausgabe(r, 'BK');
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
    zitat: { ...zitat, rechtsgrundlage: `§ 3, § 4 SolZG 1995, Programmablaufplan ${v.pap_version}` },
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
      cent: kirchensteuer(bk, s.wert),
      zitat: s,
      satz: satz(s.wert),
      basis: bk,
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
    eingaben: Object.fromEntries(Object.entries(ein).map(([k, w]) => [k.toLowerCase(), w])),
    lstlzz: lst,
    solzlzz: soli,
    bk,
  };
}
