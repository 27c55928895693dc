// The quota counter: shared by every function instance through its store, per-key limits, and
// windows aligned to the clock.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kontingent, ZaehlerDatei } from '../src/api/kontingent';

describe('Kontingent', () => {
  it('zwei Instanzen mit derselben Zählerdatei zählen gemeinsam (wie netlify dev je Anfrage eine neue)', async () => {
    const datei = join(mkdtempSync(join(tmpdir(), 'kontingent-')), 'kontingent.json');
    const zeit = { ms: Date.UTC(2026, 0, 1, 12, 0, 0) };
    const a = kontingent({ anfragen: 3, fensterSekunden: 60, jetzt: () => zeit.ms, speicher: new ZaehlerDatei(datei) });
    const b = kontingent({ anfragen: 3, fensterSekunden: 60, jetzt: () => zeit.ms, speicher: new ZaehlerDatei(datei) });
    expect((await a('k1')).erlaubt).toBe(true);
    expect((await b('k1')).erlaubt).toBe(true);
    expect((await a('k1')).rest).toBe(0);
    const voll = await b('k1');
    expect(voll).toMatchObject({ erlaubt: false, rest: 0, sekundenBisNeu: 60 });
    expect((await a('k2')).erlaubt).toBe(true); // another key has its own count
    zeit.ms += 60_000;
    expect((await b('k1')).erlaubt).toBe(true); // the next window starts afresh
  });

  it('ein Schlüssel mit eigenem Kontingent: dessen Grenze statt der allgemeinen', async () => {
    const zaehle = kontingent({ anfragen: 100, fensterSekunden: 3600, jetzt: () => Date.UTC(2026, 0, 1, 12, 30, 0) });
    expect((await zaehle('klein', 2)).erlaubt).toBe(true);
    expect((await zaehle('klein', 2)).erlaubt).toBe(true);
    const r = await zaehle('klein', 2);
    expect(r.erlaubt).toBe(false);
    expect(r.sekundenBisNeu).toBe(1800); // window 12:00-13:00, now 12:30
  });
});
