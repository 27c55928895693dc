// iCalendar (RFC 5545) for calendar answers: one all-day event per entry, stable UIDs so a
// subscribed calendar updates instead of duplicating, the legal basis in the description.
import { tagDanach } from '../gemeinsam/datum';
import type { IcsEintrag } from '../vertrag/modell';

// TEXT escaping (RFC 5545 3.3.11).
const text = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

// Octets of one code point in UTF-8 (the calculators also run in the edge gate, which has no Buffer).
function utf8Laenge(zeichen: string): number {
  const c = zeichen.codePointAt(0) ?? 0;
  return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

// Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 3.1), never inside a
// UTF-8 character.
function falte(zeile: string): string {
  const teile: string[] = [];
  let aktuell = '';
  let laenge = 0;
  for (const zeichen of zeile) {
    const n = utf8Laenge(zeichen);
    if (laenge + n > (teile.length ? 74 : 75)) {
      teile.push(aktuell);
      aktuell = '';
      laenge = 0;
    }
    aktuell += zeichen;
    laenge += n;
  }
  teile.push(aktuell);
  return teile.join('\r\n ');
}

const kompakt = (datum: string) => datum.replace(/-/g, '');

export function alsIcs(name: string, eintraege: IcsEintrag[], stand: string): string {
  const zeilen = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HR-Referenzdaten-API//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
  ];
  for (const e of eintraege) {
    zeilen.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${kompakt(stand)}T000000Z`,
      `DTSTART;VALUE=DATE:${kompakt(e.datum)}`,
      `DTEND;VALUE=DATE:${kompakt(tagDanach(e.datum))}`,
      `SUMMARY:${text(e.titel)}`,
      `DESCRIPTION:${text(e.beschreibung)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  zeilen.push('END:VCALENDAR');
  return `${zeilen.map(falte).join('\r\n')}\r\n`;
}
