// Church tax of a Land from the kirchensteuer dataset (data/kirchensteuer.yaml, components
// satz_<land>, kappung_<land>, pauschal_<land>), read through Bezug by the modules that compute
// church tax.
import { LAENDER } from '../../daten/schema';
import { satz as alsSatz, anteil } from '../../gemeinsam/geld';
import type { Objekt } from '../../vertrag/modell';
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
  const antwort = bezug.finde('kirchensteuer', datum);
  const k = (antwort?.bestandteile as Objekt[] | undefined)?.find((b) => b.id === `${art}_${land.toLowerCase()}`);
  if (!antwort || !k) return null;
  return {
    art,
    land,
    satz: k.wert as number | null,
    gueltig_ab: k.gueltig_ab as string,
    gueltig_bis: k.gueltig_bis as string | null,
    rechtsgrundlage: k.rechtsgrundlage as string,
    quelle: k.quelle as { titel: string; url: string },
    hinweis: (k.hinweis as string | null) ?? null,
    datenstand: antwort.datenstand as string,
  };
}

// Church tax of a pay period in cent: the Land's rate on the PAP's base (BK, or BKS for sonstige
// Bezüge); fractions of a cent are dropped (§ 51a Abs. 2a EStG with the church tax laws). The one
// formula for /hr/lohnsteuer and the payslip.
export const kirchensteuer = (bkCent: number, satzProzent: number): number =>
  anteil(bkCent, alsSatz(satzProzent), 'ab');
