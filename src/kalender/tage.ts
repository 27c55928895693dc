// Counting days between two dates with the holidays of a state.
import type { FeiertagRegel, Land } from '../daten/schema';
import { plusTage, tageZwischen, wochentag } from '../gemeinsam/datum';
import { feiertageFuer } from './feiertage';

export interface Arbeitstage {
  arbeitstage: number;
  kalendertage: number;
  wochenendtage: number;
  feiertage_an_werktagen: number;
  feiertage: { datum: string; name: string }[];
}

// Holidays (by date) of a state in the years von..bis touches.
export function feiertagsKarte(
  von: string,
  bis: string,
  regeln: FeiertagRegel[],
  land: Land,
  regionale: boolean,
): Map<string, string> {
  const karte = new Map<string, string>();
  for (let j = Number(von.slice(0, 4)); j <= Number(bis.slice(0, 4)); j++) {
    for (const f of feiertageFuer(j, regeln, land, regionale)) if (!karte.has(f.datum)) karte.set(f.datum, f.name);
  }
  return karte;
}

// Working days from von to bis inclusive: every day that is neither a day off of the week
// (Sunday, and Saturday unless samstag) nor a holiday of the state.
export function arbeitstage(von: string, bis: string, feiertage: Map<string, string>, samstag: boolean): Arbeitstage {
  const kalendertage = tageZwischen(von, bis) + 1;
  let wochenende = 0;
  const an: { datum: string; name: string }[] = [];
  for (let i = 0, d = von; i < kalendertage; i++, d = plusTage(d, 1)) {
    const w = wochentag(d);
    if (w === 0 || (w === 6 && !samstag)) wochenende++;
    else {
      const name = feiertage.get(d);
      if (name !== undefined) an.push({ datum: d, name });
    }
  }
  return {
    arbeitstage: kalendertage - wochenende - an.length,
    kalendertage,
    wochenendtage: wochenende,
    feiertage_an_werktagen: an.length,
    feiertage: an,
  };
}
