// The wage tax of the month: one PAP run on the payslip's inputs (papeingaben.ts; in netto-brutto's
// search from its store, steuerspeicher.ts), and the wage tax, solidarity surcharge and church tax
// lines from its outputs, exactly as /hr/lohnsteuer computes them.
import { satz } from '../../gemeinsam/geld';
import type { Zitat } from '../../vertrag/modul';
import { kirchensteuer } from '../lohnsteuer/kirche';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';
import { ausgabe, eigeneEingaben, type PapErgebnis } from './papeingaben';
import { fest, papLauf, type Steuerspeicher } from './steuerspeicher';

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

// The wage tax of a payslip; s: the store of netto-brutto's search, null for a payslip of its own.
export function steuern(
  m: Monat,
  a: Abrechnung,
  brutto: number,
  s: Steuerspeicher | null,
  einmalSteuer: number | null = null,
): Steuerlauf {
  const { version: v, zitat, zitatSoli } = m.pap();
  const f = fest(m, s);
  if (f.altersentlastung) a.zitiere(f.altersentlastung);
  for (const z of f.tagesfreibetrag) a.zitiere(z);
  const eigene = eigeneEingaben(m, f, brutto, a, einmalSteuer);
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
  if (m.e.krankenversicherung === 'privat' && m.e.pkvCent !== null)
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
    sonstigerBezug: z ? einmalSteuern(a, re, zitat, zitatSoli, einmalSteuer ?? z.cent, m) : null,
  };
}

// Wage tax, solidarity surcharge and church tax on the one-off: STS + STV, SOLZS + SOLZV, the
// Land's rate on BKS and BKV, each rounded down on its own (§ 51a EStG, as /hr/lohnsteuer).
function einmalSteuern(
  a: Abrechnung,
  r: PapErgebnis,
  zitat: Zitat,
  zitatSoli: Zitat,
  einmalCent: number,
  m: Monat,
): SonstigerBezugLauf {
  const l: SonstigerBezugLauf = {
    sts: ausgabe(r, 'STS'),
    solzs: ausgabe(r, 'SOLZS'),
    bks: ausgabe(r, 'BKS'),
    stv: ausgabe(r, 'STV'),
    solzv: ausgabe(r, 'SOLZV'),
    bkv: ausgabe(r, 'BKV'),
  };
  a.buche({
    id: 'lohnsteuer_einmal',
    feld: 'lohnsteuer',
    seite: 'arbeitnehmer',
    bezeichnung: 'Lohnsteuer, Einmalzahlung (sonstiger Bezug)',
    cent: l.sts + l.stv,
    zitat: { ...zitat, rechtsgrundlage: `§ 39b Abs. 3 EStG, ${zitat.rechtsgrundlage}` },
    basis: einmalCent,
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
