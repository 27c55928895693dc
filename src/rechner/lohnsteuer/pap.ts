// Runs the BMF Programmablaufplan (§ 39b Abs. 6 EStG) of the version that applies: the wage tax
// calculator (src/datensaetze/lohnsteuer.ts) and every module that needs the exact wage tax use
// this. The versions and their code come from the build (build/pap/, Bezug.pap()).
import { ApiFehler } from '../../vertrag/fehler';
import type { PapEintrag, Schritt } from '../../vertrag/pap';
import { PAP_PARAMETER } from './parameter';

// Outputs of the BMF interface over all PAP versions, lower case, in cent; null where a version
// lacks the output.
export const LOHNSTEUER_AUSGABEN = [
  'lstlzz',
  'solzlzz',
  'bk',
  'bks',
  'sts',
  'solzs',
  'bkv',
  'stv',
  'solzv',
  'vkvlzz',
  'vkvsonst',
  'vfrb',
  'vfrbs1',
  'vfrbs2',
  'wvfrb',
  'wvfrbo',
  'wvfrbm',
] as const;
export type LohnsteuerAusgabe = (typeof LOHNSTEUER_AUSGABEN)[number];

// The version for the last day of the pay period.
export function papVersionFuer(versionen: readonly PapEintrag[], datum: string): PapEintrag | null {
  return versionen.find((v) => v.gueltig_ab <= datum && datum <= v.gueltig_bis) ?? null;
}

// Values some versions give a different meaning or do not accept (see the PAP comments).
function pruefeFassung(v: PapEintrag, e: Record<string, number>): void {
  const bisher = Number(v.gueltig_ab.slice(0, 4)) <= 2024;
  if (!bisher && (e.KRV ?? 0) > 1)
    throw new ApiFehler('ungueltiger_parameter', `krv=${e.KRV} gibt es ab PAP 2025 nicht mehr: erlaubt sind 0 und 1.`, {
      parameter: 'krv',
      bereich: { min: 0, max: 1 },
    });
  if (v.gueltig_ab >= '2026-01-01' && (e.PKV ?? 0) > 1)
    throw new ApiFehler(
      'ungueltiger_parameter',
      `pkv=${e.PKV} gibt es ab PAP 2026 nicht mehr: erlaubt sind 0 und 1 (Arbeitgeberzuschuss in pkpvagz).`,
      { parameter: 'pkv', bereich: { min: 0, max: 1 } },
    );
}

export interface LohnsteuerErgebnis {
  version: PapEintrag;
  ausgaben: Record<LohnsteuerAusgabe, number | null>;
  protokoll: Schritt[] | null;
}

// Per generated module, once: its inputs as a set. The payslip's inverse calculator runs the PAP
// hundreds of times per request, so this is not worked out again on every run.
const EINGABEN = new WeakMap<PapEintrag['modul'], ReadonlySet<string>>();
function eingabenVon(modul: PapEintrag['modul']): ReadonlySet<string> {
  let e = EINGABEN.get(modul);
  if (!e) {
    e = new Set(modul.EINGABEN);
    EINGABEN.set(modul, e);
  }
  return e;
}

type PapWert = ReturnType<PapEintrag['modul']['berechne']>[string] | undefined;
// A decimal's toNumber() is Number(String(decimal)); a version without the output gives null.
const zahl = (w: PapWert): number | null => (w === undefined ? null : typeof w === 'number' ? w : w.toNumber());

// Runs the PAP of the version for one request; inputs by PAP name.
export function rechneLohnsteuer(
  v: PapEintrag,
  eingaben: Record<string, number>,
  protokoll = false,
): LohnsteuerErgebnis {
  pruefeFassung(v, eingaben);
  const bekannt = eingabenVon(v.modul);
  for (const name in eingaben) {
    if (!bekannt.has(name)) {
      throw new ApiFehler(
        'ungueltiger_parameter',
        `${PAP_PARAMETER[name]?.name ?? name} gibt es im PAP ${v.pap_version} nicht.`,
        { parameter: PAP_PARAMETER[name]?.name ?? name },
      );
    }
  }
  const spur: Schritt[] | undefined = protokoll ? [] : undefined;
  const r = v.modul.berechne(eingaben, spur);
  // Written out in the order of LOHNSTEUER_AUSGABEN (the answer's order): fixed property names
  // read and write faster than names from a list.
  const ausgaben: Record<LohnsteuerAusgabe, number | null> = {
    lstlzz: zahl(r.LSTLZZ),
    solzlzz: zahl(r.SOLZLZZ),
    bk: zahl(r.BK),
    bks: zahl(r.BKS),
    sts: zahl(r.STS),
    solzs: zahl(r.SOLZS),
    bkv: zahl(r.BKV),
    stv: zahl(r.STV),
    solzv: zahl(r.SOLZV),
    vkvlzz: zahl(r.VKVLZZ),
    vkvsonst: zahl(r.VKVSONST),
    vfrb: zahl(r.VFRB),
    vfrbs1: zahl(r.VFRBS1),
    vfrbs2: zahl(r.VFRBS2),
    wvfrb: zahl(r.WVFRB),
    wvfrbo: zahl(r.WVFRBO),
    wvfrbm: zahl(r.WVFRBM),
  };
  return { version: v, ausgaben, protokoll: spur ?? null };
}
