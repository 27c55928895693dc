// netlify dev asks again for every 404 with .html, .htm, /index.html and /index.htm appended and
// runs the gate each time (docs/BETRIEB.md); the edge function marks those repeats
// (netlify/edge-functions/tor.ts), and the gate answers them without counting them against the
// quota, so a calculator's 404 costs one request, as in production.
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleRechner } from '../../src/api/rechner';
import { vorberechne } from '../../src/api/vorberechnung';
import { erstelleKontingent } from '../../src/tor/kontingent';
import { erstelleTor } from '../../src/tor/tor';

const { laufzeit } = baue();
const v = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/test');
const rechner = erstelleRechner({ ...UMGEBUNG, daten: v.rechnerDaten });

function torMitKontingent(anfragen: number) {
  return erstelleTor<{ wiederholung: boolean }>({
    tabelle: v.tabelle,
    pruefeSchluessel: async () => ({ id: 'k', name: 't', hash: '', erstellt: '', widerrufen: null }),
    zaehle: erstelleKontingent({ anfragen, fensterSekunden: 3600 }).zaehle,
    holeDatei: (datei) => v.dateien.get(datei) as Uint8Array<ArrayBuffer>,
    rufeRechner: async (req, heute) => {
      const url = new URL(req.url);
      return rechner(url.pathname.split('/')[3], url.search, heute);
    },
    wiederholung: (c) => c.wiederholung,
    jetzt: () => new Date('2026-03-10T12:00:00Z'),
  });
}

const anfrage = (pfad: string) => new Request(`https://api.test/v1${pfad}`, { headers: { authorization: 'Bearer x' } });
const code = async (r: Response) => ((await r.json()) as { fehler?: { code: string } }).fehler?.code;

describe('Wiederholungen von netlify dev', () => {
  it('ein 404 kein_wert und seine vier Wiederholungen kosten eine Anfrage des Kontingents', async () => {
    const tor = torMitKontingent(2);
    const pfad = '/hr/mutterschutz?termin=2014-01-01';
    const erste = await tor(anfrage(pfad), { wiederholung: false });
    expect([erste.status, await code(erste)]).toEqual([404, 'kein_wert']);
    for (let i = 0; i < 4; i++) {
      const r = await tor(anfrage(pfad), { wiederholung: true });
      expect([r.status, await code(r)]).toEqual([404, 'kein_wert']);
    }
    expect((await tor(anfrage('/hr/mindestlohn?datum=2024-05-01'), { wiederholung: false })).status).toBe(200);
    // The quota of 2 is used up now: the third counted request gets 429.
    const dritte = await tor(anfrage('/hr/mindestlohn?datum=2024-05-01'), { wiederholung: false });
    expect([dritte.status, await code(dritte)]).toEqual([429, 'kontingent_erschoepft']);
  });
});
