// The wage tax programmes (Programmablaufplan, PAP) as the build generates them from the official
// XML files in data/lohnsteuer/ into build/pap/ (generator/pap/): one module per version and an
// index of the versions. Only the types live here; the code is never committed.

// One trace step: PAP method, output variable, value it was set to.
export type Schritt = [methode: string, variable: string, wert: string];

export interface PapModul {
  EINGABEN: readonly string[];
  AUSGABEN: readonly string[];
  // Outputs by PAP name: decimals (java.math.BigDecimal in the PAP) or plain numbers. A decimal's
  // toNumber() is Number(toString()), without the detour through the text.
  berechne(
    e: Partial<Record<string, number | string>>,
    spur?: Schritt[],
    innen?: readonly string[],
  ): Record<string, { toString(): string; toNumber(): number } | number>;
}

// A version as data/lohnsteuer/versionen.yaml lists it, with its generated module.
export interface PapEintrag {
  id: string;
  pap_version: string;
  datei: string;
  sha256: string;
  stand_xml: string;
  gueltig_ab: string;
  gueltig_bis: string;
  bezug: string;
  pruefung: string;
  // How far below its first hit netto-brutto scans for a smaller gross (data/lohnsteuer/versionen.yaml).
  netto_suchfenster_cent?: number;
  // Internal variables whose integer parts, equal at both ends of a stretch of pay, prove the wage tax
  // outputs equal on the whole stretch (data/lohnsteuer/versionen.yaml, netto_gleichlauf).
  netto_gleichlauf?: string[];
  // What the input KRV says (data/lohnsteuer/versionen.yaml): rechtskreis, KRV=1 takes the pension
  // ceiling Ost (PAPs until 2024); versichert, KRV=0 is insured in the statutory pension insurance.
  krv: 'rechtskreis' | 'versichert';
  modul: PapModul;
}
