// Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so no time zone shifts a day.
// "Today" is never read here: callers pass it in (heuteBerlin is the one place that asks the clock).

const zuDatum = (s: string) => new Date(`${s}T00:00:00Z`);
const zuText = (d: Date) => d.toISOString().slice(0, 10);

export function plusTage(s: string, n: number): string {
  const d = zuDatum(s);
  d.setUTCDate(d.getUTCDate() + n);
  return zuText(d);
}

export const tagDavor = (s: string) => plusTage(s, -1);
export const tagDanach = (s: string) => plusTage(s, 1);

// Today's date in Germany: the legal "today" of every default (API-SPEC.md: defaults to today).
// Building an Intl.DateTimeFormat costs far more than formatting with it: one for the process.
const BERLIN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Formatting is still the slowest step of a request, so the date is kept for the current minute:
// the day changes in Berlin only on a full hour, never inside a minute.
let zuletzt = { minute: NaN, tag: '' };

export function heuteBerlin(jetzt: Date = new Date()): string {
  const minute = Math.floor(jetzt.getTime() / 60_000);
  if (minute !== zuletzt.minute) zuletzt = { minute, tag: BERLIN.format(jetzt) };
  return zuletzt.tag;
}

// A real calendar day in the form YYYY-MM-DD (2024-02-30 is none).
export function istDatum(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export const jahrAnfang = (jahr: number) => `${String(jahr).padStart(4, '0')}-01-01`;
export const jahrEnde = (jahr: number) => `${String(jahr).padStart(4, '0')}-12-31`;

const teile = (s: string) => s.split('-').map(Number) as [number, number, number];
export const datumAus = (j: number, m: number, t: number) =>
  `${String(j).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(t).padStart(2, '0')}`;
const text = datumAus;

export function letzterTagImMonat(jahr: number, monat: number): number {
  return new Date(Date.UTC(jahr, monat, 0)).getUTCDate();
}

export const monatsende = (s: string) => {
  const [j, m] = teile(s);
  return text(j, m, letzterTagImMonat(j, m));
};

// The same day n months later; a day the target month lacks becomes its last day (§ 188 Abs. 3 BGB).
export function plusMonateBegrenzt(s: string, n: number): string {
  const [j, m, t] = teile(s);
  const z = j * 12 + (m - 1) + n;
  const zj = Math.floor(z / 12);
  const zm = (z % 12) + 1;
  return text(zj, zm, Math.min(t, letzterTagImMonat(zj, zm)));
}

// The same day n months later with calendar overflow (31 May + 6 months = 1 December), the way
// the day before a birthday "n months later" is reached (§ 187 Abs. 2 Satz 2 BGB).
export function plusMonateUeberlauf(s: string, n: number): string {
  const [j, m, t] = teile(s);
  return new Date(Date.UTC(j, m - 1 + n, t)).toISOString().slice(0, 10);
}

// A period of n months that starts with a day counted fully (§ 187 Abs. 2 BGB: beginning of a
// day, e.g. an employment starting on that day) ends with the day before the corresponding day
// n months later, or with the last day of the month when that day is missing (§ 188 Abs. 2, 3).
export function monatsfristAb(beginn: string, n: number): string {
  const ziel = plusMonateBegrenzt(beginn, n);
  // A day number smaller than the start's means the target month lacks that day: its last day.
  return teile(ziel)[2] < teile(beginn)[2] ? ziel : tagDavor(ziel);
}

// A period of n months that starts after an event (§ 187 Abs. 1 BGB, e.g. receipt of a notice)
// ends with the day whose number is the event's, or with the month's last day (§ 188 Abs. 2, 3).
export const monatsfristNachEreignis = (ereignis: string, n: number) => plusMonateBegrenzt(ereignis, n);

export function tageZwischen(von: string, bis: string): number {
  return Math.round((Date.parse(`${bis}T00:00:00Z`) - Date.parse(`${von}T00:00:00Z`)) / 86_400_000);
}

// Full years from a start date to a date (age or length of service).
export function volleJahre(beginn: string, stichtag: string): number {
  const [bj, bm, bt] = teile(beginn);
  const [sj, sm, st] = teile(stichtag);
  return sj - bj - (sm < bm || (sm === bm && st < bt) ? 1 : 0);
}

export const wochentag = (s: string) => new Date(`${s}T00:00:00Z`).getUTCDay();
export const istWochenende = (s: string) => wochentag(s) % 6 === 0;
