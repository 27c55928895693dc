// The examples of the task guides (generator/anleitungen.ts), run as they are shown, against the
// in-process API (test/http.ts: the gateway on the real data, clock at 2026-03-10, key "gut")
// behind a real local HTTP socket (scripts/server.ts). Expected values from the official sources:
// Fünfte Mindestlohnanpassungsverordnung (13,90 EUR from 01.01.2026, before 12,82 EUR by the
// Vierte MiLoV), Sozialversicherungs-Rechengrößenverordnungen 2025 and 2026, § 622 Abs. 2 BGB,
// Bayerisches Feiertagsgesetz Art. 1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANLEITUNGEN, ausfuehrbar } from '../generator/anleitungen';
import { type LaufenderServer, starteServer } from '../scripts/server';
import { gateway } from './http';

let api: LaufenderServer;
beforeAll(async () => {
  api = await starteServer(async (req) => gateway(req));
});
afterAll(() => api.schliesse());

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...a: string[]
) => (...w: unknown[]) => Promise<unknown>;
const fuehreAus = (code: string) => new AsyncFunction('BASIS', 'API_SCHLUESSEL', code)(api.basis, 'gut');

const ERWARTET: Record<string, (e: any) => void> = {
  'mindestlohn-alt-neu': (e) => {
    expect(e).toMatchObject({ alt: 12.82, neu: 13.9 });
    expect(e.rechtsgrundlage).toMatch(/Fünfte Mindestlohnanpassungsverordnung/);
  },
  'rechengroessen-vergleich': (e) => {
    // SVBezGrV 2025 / 2026: BBG KV/PV 66.150 -> 69.750 EUR, BBG RV 96.600 -> 101.400 EUR, Bezugsgröße 3.745 -> 3.955 EUR.
    expect(e.bbg_kv_pv).toEqual({ alt: 66150, neu: 69750 });
    expect(e.bbg_rv).toEqual({ alt: 96600, neu: 101400 });
    expect(e.bezugsgroesse).toEqual({ alt: 3745, neu: 3955 });
  },
  etag: (e) => {
    expect(e.erste).toBe(200);
    expect(e.zweite).toBe(304);
    expect(e.etag).toMatch(/^"/);
  },
  'aenderungen-seit': (e) => {
    expect(e.anzahl).toBeGreaterThan(0);
    expect(e.datensaetze).toContain('mindestlohn');
    expect(e.juengster).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
  },
  // 9 full years of service on 15.05.2024: three months to the end of a calendar month (§ 622 Abs. 2 Nr. 3 BGB).
  frist: (e) => expect(e).toMatchObject({ ende: '2024-08-31', betriebszugehoerigkeit_jahre: 9 }),
  'feiertage-arbeitstage': (e) => {
    expect(e.feiertage).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-10-03',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
    ]);
    // January 2026: 22 weekdays, of which Neujahr (Thursday) and Heilige Drei Könige (Tuesday) are holidays.
    expect(e.arbeitstage_januar).toBe(20);
  },
  ics: (e) =>
    expect(e).toMatchObject({
      typ: expect.stringMatching(/^text\/calendar/),
      ereignisse: 12,
      beginn: 'BEGIN:VCALENDAR',
    }),
};

describe('Anleitungen: jedes Beispiel läuft gegen die API und liefert die amtlichen Werte', () => {
  const beispiele = ANLEITUNGEN.flatMap((a) => a.beispiele.map((b) => [a.id, b.id, b] as const));
  it.each(beispiele)('%s / %s', async (_a, id, b) => {
    const pruefe = ERWARTET[id];
    expect(pruefe, `keine Erwartung für ${id}`).toBeDefined();
    pruefe(await fuehreAus(b.code));
  });

  it('die Seiten zeigen genau den ausgeführten Code, auf Deutsch und Englisch', () => {
    const doku = join(import.meta.dirname, '..', 'public', 'v1', 'dokumentation');
    const esc = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    for (const a of ANLEITUNGEN) {
      const de = readFileSync(join(doku, 'anleitungen', a.id, 'index.html'), 'utf8');
      const en = readFileSync(join(doku, 'en', 'guides', a.id, 'index.html'), 'utf8');
      for (const b of a.beispiele) {
        expect(de).toContain(esc(ausfuehrbar(b, 'de')));
        expect(en).toContain(esc(ausfuehrbar(b, 'en')));
      }
    }
  });
});
