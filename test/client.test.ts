// The typed client (the SDK package @hr-referenzdaten/sdk, packages/sdk, as its users import it) against
// a local server running the gateway on the real data, and against servers that fail on purpose to
// check the retry rules of the spec.
import { erstelleClient, HrDatenFehler } from '@hr-referenzdaten/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaufenderServer, starteServer } from '../scripts/server';
import { gateway } from './http';

let api: LaufenderServer;
beforeAll(async () => {
  // The gateway of test/http.ts accepts the key "gut".
  api = await starteServer(async (req) => gateway(req));
});
afterAll(() => api.schliesse());

describe('typisierter Client gegen den lokalen Server', () => {
  it('liefert die typisierte Antwort: Mindestlohn am 01.05.2024 = 12,41 Euro', async () => {
    const client = erstelleClient({ basis: api.basis, schluessel: 'gut' });
    const m = await client.hr.mindestlohn({ datum: '2024-05-01' });
    expect(m.werte.mindestlohn).toBe(12.41);
    expect(m.bestandteile[0].rechtsgrundlage).toMatch(/Mindestlohnanpassungsverordnung/);
    const k = await client.hr.kuendigungsfrist({ eintritt: '2015-03-01', zugang: '2024-05-15' });
    expect(k.ende).toBe('2024-08-31');
  });

  it('4xx wird nicht wiederholt und kommt als HrDatenFehler mit code und parameter', async () => {
    let anfragen = 0;
    const zaehlend = erstelleClient({
      basis: api.basis,
      schluessel: 'gut',
      pauseMs: 1,
      fetch: (u, i) => {
        anfragen++;
        return fetch(u, i);
      },
    });
    const e = await zaehlend.hr.mindestlohn({ datum: 'gestern' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HrDatenFehler);
    expect(e).toMatchObject({ status: 400, code: 'ungueltiger_parameter', versuche: 1, parameter: 'datum' });
    expect(anfragen).toBe(1);
    const ohne = erstelleClient({ basis: api.basis, pauseMs: 1 });
    await expect(ohne.hr.mindestlohn()).rejects.toMatchObject({ status: 401, code: 'schluessel_fehlt', versuche: 1 });
  });
});

describe('Wiederholungen nach den Regeln der Spezifikation', () => {
  it('503, 502, dann Erfolg: drei Versuche mit wachsender Pause', async () => {
    const antworten = [503, 502];
    const zeiten: number[] = [];
    const s = await starteServer(async (req) => {
      zeiten.push(performance.now());
      const status = antworten.shift();
      return status ? new Response('{}', { status }) : gateway(req);
    });
    const client = erstelleClient({ basis: s.basis, schluessel: 'gut', pauseMs: 200, versuche: 3 });
    const m = await client.hr.mindestlohn({ datum: '2024-05-01' });
    expect(m.werte.mindestlohn).toBe(12.41);
    expect(zeiten).toHaveLength(3);
    // Pauses of 200 ms and then 400 ms. Load can only lengthen a gap, so lower bounds hold on a busy
    // machine; a pause that did not double would leave the second gap near 200 ms (timers may fire
    // up to 1 ms early).
    expect(zeiten[1] - zeiten[0]).toBeGreaterThanOrEqual(199);
    expect(zeiten[2] - zeiten[1]).toBeGreaterThanOrEqual(399);
    await s.schliesse();
  });

  it('504 bei jedem Versuch: nach dem letzten Versuch ein HrDatenFehler mit Status 504', async () => {
    let anfragen = 0;
    const s = await starteServer(async () => {
      anfragen++;
      return new Response('Gateway Timeout', { status: 504 });
    });
    const client = erstelleClient({ basis: s.basis, schluessel: 'gut', pauseMs: 1, versuche: 4 });
    await expect(client.hr.mindestlohn()).rejects.toMatchObject({ status: 504, code: null, versuche: 4 });
    expect(anfragen).toBe(4);
    await s.schliesse();
  });

  it('Netzwerkfehler (Verbindung abgebrochen) wird wiederholt', async () => {
    let anfragen = 0;
    const s = await starteServer(async (req, roh) => {
      anfragen++;
      if (anfragen === 1) {
        roh.req.socket.destroy();
        return null;
      }
      return gateway(req);
    });
    const client = erstelleClient({ basis: s.basis, schluessel: 'gut', pauseMs: 1 });
    expect((await client.hr.mindestlohn({ datum: '2024-05-01' })).werte.mindestlohn).toBe(12.41);
    expect(anfragen).toBe(2);
    await s.schliesse();
  });

  it('429 wird nicht wiederholt', async () => {
    let anfragen = 0;
    const s = await starteServer(async () => {
      anfragen++;
      return Response.json({ fehler: { code: 'kontingent_erschoepft', nachricht: 'x' } }, { status: 429 });
    });
    const client = erstelleClient({ basis: s.basis, schluessel: 'gut', pauseMs: 1 });
    await expect(client.hr.mindestlohn()).rejects.toMatchObject({ status: 429, code: 'kontingent_erschoepft' });
    expect(anfragen).toBe(1);
    await s.schliesse();
  });
});
