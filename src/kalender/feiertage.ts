// Statutory holidays from rules (data/feiertage.yaml): one small engine that knows no state; the
// data says which day applies where and in which years.
import { type FeiertagRegel, LAENDER, type Land } from '../daten/schema';
import { datumAus, plusTage, wochentag } from '../gemeinsam/datum';

export interface Feiertag {
  datum: string;
  id: string;
  name: string;
  // States where the day is a holiday statewide, and where only in parts of the state.
  laender: Land[];
  teilweise: Land[];
  rechtsgrundlage: string[];
  quellen: { titel: string; url: string }[];
}

// Easter Sunday in the Gregorian calendar (anonymous algorithm, Meeus/Jones/Butcher).
export function ostersonntag(jahr: number): string {
  const a = jahr % 19;
  const b = Math.floor(jahr / 100);
  const c = jahr % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monat = Math.floor((h + l - 7 * m + 114) / 31);
  const tag = ((h + l - 7 * m + 114) % 31) + 1;
  return datumAus(jahr, monat, tag);
}

// Buß- und Bettag: the Wednesday before 23 November (§ 1 Abs. 1 Nr. 9 SächsSFG).
export function bussUndBettag(jahr: number): string {
  const tag22 = `${jahr}-11-22`;
  return plusTage(tag22, -((wochentag(tag22) - 3 + 7) % 7));
}

export function datumDerRegel(regel: string, jahr: number): string {
  if (regel === 'buss_und_bettag') return bussUndBettag(jahr);
  const ostern = /^ostern([+-]\d+)$/.exec(regel);
  if (ostern) return plusTage(ostersonntag(jahr), Number(ostern[1]));
  return `${jahr}-${regel}`;
}

function gilt(r: FeiertagRegel, jahr: number): boolean {
  if (r.nur_jahre && !r.nur_jahre.includes(jahr)) return false;
  return (r.ab_jahr === undefined || jahr >= r.ab_jahr) && (r.bis_jahr === undefined || jahr <= r.bis_jahr);
}

const ordne = (l: Iterable<Land>) => LAENDER.filter((x) => [...l].includes(x));

// Every holiday of a year; rules with the same id on the same day are merged (e.g. the
// Reformationstag of some states and its one-off nationwide date in 2017).
export function feiertageImJahr(
  jahr: number,
  regeln: FeiertagRegel[],
  typ: FeiertagRegel['typ'] = 'gesetzlich',
): Feiertag[] {
  const tage = new Map<
    string,
    {
      datum: string;
      id: string;
      name: string;
      laender: Set<Land>;
      teilweise: Set<Land>;
      rechtsgrundlage: string[];
      quellen: { titel: string; url: string }[];
    }
  >();
  for (const r of regeln) {
    if (r.typ !== typ || !gilt(r, jahr)) continue;
    const datum = datumDerRegel(r.regel, jahr);
    const schluessel = `${datum}|${r.id}`;
    const t = tage.get(schluessel) ?? {
      datum,
      id: r.id,
      name: r.name,
      laender: new Set<Land>(),
      teilweise: new Set<Land>(),
      rechtsgrundlage: [],
      quellen: [],
    };
    for (const l of r.laender === 'alle' ? LAENDER : r.laender) t.laender.add(l);
    for (const l of r.teilweise) t.teilweise.add(l);
    if (!t.rechtsgrundlage.includes(r.rechtsgrundlage)) t.rechtsgrundlage.push(r.rechtsgrundlage);
    if (!t.quellen.some((q) => q.url === r.quelle.url)) t.quellen.push(r.quelle);
    tage.set(schluessel, t);
  }
  return [...tage.values()]
    .map((t) => ({
      ...t,
      laender: ordne(t.laender),
      teilweise: ordne([...t.teilweise].filter((l) => !t.laender.has(l))),
    }))
    .sort((a, b) => (a.datum === b.datum ? a.id.localeCompare(b.id) : a.datum < b.datum ? -1 : 1));
}

// The holidays of one state (or of any state without land); regionale adds days that apply only
// in parts of the state.
export function feiertageFuer(
  jahr: number,
  regeln: FeiertagRegel[],
  land: Land | null,
  regionale: boolean,
): (Feiertag & { regional: boolean })[] {
  return feiertageImJahr(jahr, regeln)
    .map((f) => ({ ...f, regional: land ? !f.laender.includes(land) : f.laender.length === 0 }))
    .filter((f) =>
      land
        ? f.laender.includes(land) || (regionale && f.teilweise.includes(land))
        : f.laender.length > 0 || (regionale && f.teilweise.length > 0),
    );
}
