// Church tax rates and caps by Land for the wage tax calculator, taken at build time from
// data/kirchensteuer.yaml (components satz_<land>, kappung_<land>) into the calculator function's
// data (Anhang).
import type { GeladenerDatensatz } from '../daten/laden';
import { LAENDER } from '../daten/schema';
import type { KirchensteuerSatz } from '../vertrag/modell';

export type { KirchensteuerSatz };

export const LAND_CODES = LAENDER;

export function kirchensteuerAnhang(quellen: GeladenerDatensatz[]): KirchensteuerSatz[] {
  const d = quellen.find((q) => q.id === 'kirchensteuer');
  if (!d) return [];
  const liste: KirchensteuerSatz[] = [];
  for (const b of d.bestandteile) {
    const m = /^(satz|kappung)_([a-z]{2})$/.exec(b.id);
    if (!m) continue;
    b.stufen.forEach((s, i) => {
      const naechste = b.stufen[i + 1]?.gueltig_ab;
      liste.push({
        art: m[1] as KirchensteuerSatz['art'],
        land: m[2].toUpperCase(),
        gueltig_ab: s.gueltig_ab,
        gueltig_bis: s.gueltig_bis ?? (naechste ? tagDavor(naechste) : null),
        satz: s.wert,
        rechtsgrundlage: s.rechtsgrundlage,
        quelle: { titel: s.quelle.titel, url: s.quelle.url },
        ...(s.hinweis ? { hinweis: s.hinweis } : {}),
      });
    });
  }
  return liste;
}

function tagDavor(iso: string): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - 1);
  return t.toISOString().slice(0, 10);
}

// The rate (art satz) or the cap (art kappung) of a Land on a day, with its source.
export function kirchensteuerStufe(
  liste: KirchensteuerSatz[],
  land: string,
  datum: string,
  art: KirchensteuerSatz['art'] = 'satz',
): KirchensteuerSatz | null {
  return (
    liste.find(
      (s) =>
        s.art === art && s.land === land && s.gueltig_ab <= datum && (s.gueltig_bis === null || datum <= s.gueltig_bis),
    ) ?? null
  );
}
