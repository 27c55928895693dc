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

// Runs the PAP of the version for one request; inputs by PAP name.
export function rechneLohnsteuer(
  v: PapEintrag,
  eingaben: Record<string, number>,
  protokoll = false,
): LohnsteuerErgebnis {
  pruefeFassung(v, eingaben);
  for (const name of Object.keys(eingaben)) {
    if (!v.modul.EINGABEN.includes(name)) {
      throw new ApiFehler(
        'ungueltiger_parameter',
        `${PAP_PARAMETER[name]?.name ?? name} gibt es im PAP ${v.pap_version} nicht.`,
        { parameter: PAP_PARAMETER[name]?.name ?? name },
      );
    }
  }
  const spur: Schritt[] | undefined = protokoll ? [] : undefined;
  const r = v.modul.berechne(eingaben, spur);
  const ausgabe = (name: string) => {
    const w = r[name];
    return w === undefined ? null : typeof w === 'number' ? w : w.toNumber();
  };
  const ausgaben = Object.fromEntries(LOHNSTEUER_AUSGABEN.map((n) => [n, ausgabe(n.toUpperCase())])) as Record<
    LohnsteuerAusgabe,
    number | null
  >;
  return { version: v, ausgaben, protokoll: spur ?? null };
}
