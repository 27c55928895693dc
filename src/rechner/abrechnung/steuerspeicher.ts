// What netto-brutto's search reuses of the wage tax between the payslips of one request (the
// Suchkontext of abrechnung.ts): the month's fixed PAP inputs, the PAP runs by RE4 and by JRE4, and the
// stretches of pay proven to have the same outputs, so a stretch's payslips need no run of their own.
import type { Monat } from './monat';
import { ausgabe, eigeneEingaben, type FesteEingaben, festeEingaben, type PapErgebnis } from './papeingaben';

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

export function fest(m: Monat, s: Steuerspeicher | null): FesteEingaben {
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

export function papLauf(
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
