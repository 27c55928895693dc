// Church tax of a Land from the kirchensteuer dataset (data/kirchensteuer.yaml, components
// satz_<land>, kappung_<land>, pauschal_<land>), read through Bezug by the modules that compute
// church tax.
import { LAENDER } from '../../daten/schema';
import { satz as alsSatz, anteil } from '../../gemeinsam/geld';
import type { Bezug } from '../../vertrag/modul';

export const LAND_CODES = LAENDER;

// One component of the Land on a day, with its legal basis and source.
export interface KirchensteuerStufe {
  art: 'satz' | 'kappung' | 'pauschal';
  land: string;
  satz: number | null;
  gueltig_ab: string;
  gueltig_bis: string | null;
  rechtsgrundlage: string;
  quelle: { titel: string; url: string };
  hinweis: string | null;
  datenstand: string;
}

// The rate (satz), the cap (kappung) or the flat rate (pauschal) of a Land on a day; null where
// the data has none for that day.
export function kirchensteuerStufe(
  bezug: Bezug<'kirchensteuer'>,
  land: string,
  datum: string,
  art: KirchensteuerStufe['art'] = 'satz',
): KirchensteuerStufe | null {
  // A read through Bezug: its source joins the answer's quellen.
  if (!bezug.finde('kirchensteuer', datum)) return null;
  const k = bezug.vielleicht('kirchensteuer', `${art}_${land.toLowerCase()}`, datum);
  if (!k?.quelle) return null;
  return {
    art,
    land,
    satz: k.wert,
    gueltig_ab: k.zusatz.gueltig_ab as string,
    gueltig_bis: k.zusatz.gueltig_bis as string | null,
    rechtsgrundlage: k.rechtsgrundlage,
    quelle: k.quelle,
    hinweis: (k.zusatz.hinweis as string | null | undefined) ?? null,
    datenstand: k.datenstand,
  };
}

// Church tax of a pay period in cent: the Land's rate on the PAP's base (BK, or BKS for sonstige
// Bezüge); fractions of a cent are dropped (§ 51a Abs. 2a EStG with the church tax laws). The one
// formula for /hr/lohnsteuer and the payslip.
export const kirchensteuer = (bkCent: number, satzProzent: number): number =>
  anteil(bkCent, alsSatz(satzProzent), 'ab');
