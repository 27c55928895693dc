// Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so no time zone shifts a day.
// "Today" is never read here: callers pass it in (heuteBerlin is the one place that asks the clock).

const zuDatum = (s: string) => new Date(s + 'T00:00:00Z');
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
const BERLIN = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

// Formatting is still the slowest step of a request, so the date is kept for the current minute:
// the day changes in Berlin only on a full hour, never inside a minute.
let zuletzt = { minute: NaN, tag: '' };

export function heuteBerlin(jetzt: Date = new Date()): string {
  const minute = Math.floor(jetzt.getTime() / 60_000);
  if (minute !== zuletzt.minute) zuletzt = { minute, tag: BERLIN.format(jetzt) };
  return zuletzt.tag;
}

export const jahrAnfang = (jahr: number) => `${String(jahr).padStart(4, '0')}-01-01`;
export const jahrEnde = (jahr: number) => `${String(jahr).padStart(4, '0')}-12-31`;
