// Checking webhook signatures the three ways the README shows: the JavaScript receiver (verbatim
// from the README, run with node as a real receiver of real deliveries), the Python function
// (verbatim, run with python3) and pruefeWebhook of the SDK, each against events signed by the
// standardwebhooks library: valid ones pass, tampered ones and replays of an old capture fail, a
// second delivery of the same webhook-id is processed once.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pruefeWebhook, WebhookFehler } from '@hr-referenzdaten/sdk';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aenderungenMitWerten } from '../../generator/aenderungsdetails';
import { jahreMitWechsel } from '../../generator/jahreswechsel';
import { DATEN, datenMitNeuerAenderung } from '../../scripts/aenderungen-kopie';
import { starteEmpfaenger } from '../../scripts/empfaenger';
import { ladeDaten } from '../../src/daten/laden';
import { AblageImSpeicher } from '../../src/konto/ablage';
import { schreibe } from '../../src/konto/anspruch';
import {
  arbeiteAb,
  type Endpunkt,
  endpunktGruppe,
  neuesGeheimnis,
  planeZustellung,
  sendeTest,
} from '../../src/konto/zustellung';
import { WURZEL } from './api';

const README = readFileSync(join(WURZEL, 'README.md'), 'utf8');
// The code block whose first line names the file.
function beispiel(datei: string): string {
  const m = new RegExp(`\`\`\`(?:js|python)\\n((?://|#) ${datei.replace('.', '\\.')}\\n[\\s\\S]*?)\`\`\``).exec(README);
  if (!m) throw new Error(`README: kein Beispiel ${datei}`);
  return m[1];
}

const stand = (daten: string) => {
  const q = ladeDaten(daten);
  return {
    datensaetze: q.map((d) => d.id),
    aenderungen: aenderungenMitWerten(q, jahreMitWechsel(q), 'https://hr.example'),
  };
};

const GEHEIMNIS = neuesGeheimnis();
const koerper = JSON.stringify({
  type: 'webhook.test',
  timestamp: new Date().toISOString(),
  data: { webhook: 'w_0', nachricht: 'x' },
});
function signiert(o: { geheimnis?: string; zeit?: number; text?: string; id?: string } = {}) {
  const zeit = o.zeit ?? Date.now();
  const id = o.id ?? `test_${Math.random().toString(16).slice(2)}`;
  return {
    koerper: o.text ?? koerper,
    kopf: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(zeit / 1000)),
      'webhook-signature': new Webhook(o.geheimnis ?? GEHEIMNIS).sign(id, new Date(zeit), koerper),
    },
  };
}
// valid, tampered body, replayed 6 minutes later, another secret, two signatures of which one fits
const FAELLE = () => {
  const gut = signiert();
  const fremd = signiert({ geheimnis: neuesGeheimnis() });
  return {
    gut,
    verfaelscht: { ...gut, koerper: gut.koerper.replace('"x"', '"y"') },
    alt: signiert({ zeit: Date.now() - 6 * 60_000 }),
    fremd,
    zwei: {
      ...gut,
      kopf: { ...gut.kopf, 'webhook-signature': `${fremd.kopf['webhook-signature']} ${gut.kopf['webhook-signature']}` },
    },
  };
};

const freierPort = () =>
  new Promise<number>((fertig) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => fertig(port));
    });
  });

describe('Signaturen prüfen wie im README', () => {
  const ordner = join(WURZEL, 'test-ergebnisse', `webhook-${process.pid}`);
  let kind: ReturnType<typeof spawn> | undefined;
  let ausgabe = '';
  let port = 0;
  const kopie = datenMitNeuerAenderung();

  beforeAll(async () => {
    mkdirSync(ordner, { recursive: true });
    // Inside the repository, so the example's import of standardwebhooks resolves from node_modules.
    writeFileSync(join(ordner, 'webhook-empfaenger.mjs'), beispiel('webhook-empfaenger.mjs'));
    port = await freierPort();
    kind = spawn(process.execPath, [join(ordner, 'webhook-empfaenger.mjs')], {
      env: { ...process.env, PORT: String(port), HR_DATEN_WEBHOOK_GEHEIMNIS: GEHEIMNIS },
    });
    kind.stdout?.on('data', (d) => {
      ausgabe += d;
    });
    kind.stderr?.on('data', (d) => {
      ausgabe += d;
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '' }).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`Der Empfänger aus dem README startet nicht: ${ausgabe}`);
  });

  afterAll(() => {
    kind?.kill();
    kopie.aufraeumen();
    rmSync(ordner, { recursive: true, force: true });
  });

  it('JavaScript-Empfänger aus dem README: echte Zustellung angenommen, verfälscht und alt abgelehnt, doppelt einmal verarbeitet', async () => {
    const ablage = new AblageImSpeicher();
    const e: Endpunkt = {
      id: 'w_00000000000000aa',
      konto: 'a_test',
      url: `http://127.0.0.1:${port}/hook`,
      datensaetze: null,
      geheimnis: GEHEIMNIS,
      erstellt: new Date().toISOString(),
    };
    await schreibe(ablage, endpunktGruppe(e.konto), e.id, { ...e, zustand: 'erteilt', seit: Date.now() });
    const deps = { ablage, jetzt: () => Date.now(), lokal: true };
    await planeZustellung(deps, stand(DATEN));
    await planeZustellung(deps, stand(kopie.verzeichnis));
    expect(await arbeiteAb(deps, { ende: Date.now() + 5_000 })).toMatchObject({ zugestellt: 1, fehlgeschlagen: 0 });
    await expect.poll(() => ausgabe).toContain(`aenderung.angekuendigt aenderung_${kopie.datenstand}`);

    const sende = (x: { koerper: string; kopf: Record<string, string> }) =>
      fetch(`http://127.0.0.1:${port}/hook`, { method: 'POST', headers: x.kopf, body: x.koerper });
    const f = FAELLE();
    expect((await sende(f.gut)).status).toBe(204);
    expect((await sende(f.gut)).status).toBe(204); // the same webhook-id again (a retry)
    expect((await sende(f.zwei)).status).toBe(204);
    expect((await sende(f.verfaelscht)).status).toBe(400);
    const alt = await sende(f.alt);
    expect(alt.status).toBe(400);
    expect(await alt.text()).toMatch(/too old/);
    expect((await sende(f.fremd)).status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    // Processed once each: the change, and the test event (f.gut and f.zwei share its id).
    expect(ausgabe.split('\n').filter((z) => z.includes(f.gut.kopf['webhook-id'])).length).toBe(1);
    expect(ausgabe.split('\n').filter((z) => z.includes(`aenderung_${kopie.datenstand}`)).length).toBe(1);
  });

  it.skipIf(spawnSync('python3', ['--version']).status !== 0)(
    'Python-Beispiel aus dem README (nur Standardbibliothek) gegen Signaturen von standardwebhooks',
    () => {
      const py = mkdtempSync(join(tmpdir(), 'webhook-py-'));
      try {
        writeFileSync(join(py, 'webhook_pruefen.py'), beispiel('webhook_pruefen.py'));
        const f = FAELLE();
        const faelle = Object.fromEntries(Object.entries(f).map(([n, x]) => [n, { ...x, geheimnis: GEHEIMNIS }]));
        const treiber = `import json, sys
from webhook_pruefen import pruefe_ereignis
ergebnis = {}
for name, fall in json.load(sys.stdin).items():
    try:
        ergebnis[name] = "ok " + pruefe_ereignis(fall["geheimnis"], fall["koerper"].encode(), fall["kopf"])["type"]
    except ValueError as fehler:
        ergebnis[name] = "fehler " + str(fehler)
print(json.dumps(ergebnis))
`;
        const r = spawnSync('python3', ['-c', treiber], { cwd: py, input: JSON.stringify(faelle), encoding: 'utf8' });
        expect(r.stderr).toBe('');
        expect(JSON.parse(r.stdout)).toEqual({
          gut: 'ok webhook.test',
          zwei: 'ok webhook.test',
          verfaelscht: 'fehler keine passende Signatur',
          alt: 'fehler webhook-timestamp liegt mehr als 5 Minuten neben der Uhrzeit',
          fremd: 'fehler keine passende Signatur',
        });
      } finally {
        rmSync(py, { recursive: true, force: true });
      }
    },
  );

  it('pruefeWebhook (SDK) wie standardwebhooks, auch an einem echt zugestellten Testereignis', async () => {
    const f = FAELLE();
    expect((await pruefeWebhook(GEHEIMNIS, f.gut.koerper, f.gut.kopf)).type).toBe('webhook.test');
    expect(
      (await pruefeWebhook(GEHEIMNIS, new TextEncoder().encode(f.zwei.koerper), new Headers(f.zwei.kopf))).type,
    ).toBe('webhook.test');
    const code = async (x: { koerper: string; kopf: Record<string, string> }, g = GEHEIMNIS) =>
      pruefeWebhook(g, x.koerper, x.kopf).then(
        () => 'ok',
        (e) => (e instanceof WebhookFehler ? e.code : `anders: ${e}`),
      );
    expect(await code(f.verfaelscht)).toBe('signatur_falsch');
    expect(await code(f.alt)).toBe('zeit_ausserhalb');
    expect(await code(f.fremd)).toBe('signatur_falsch');
    expect(await code({ koerper, kopf: { 'webhook-id': 'x' } })).toBe('kopf_fehlt');
    expect(await code(f.gut, 'whsec_')).toBe('geheimnis_ungueltig');
    // The library agrees on every case.
    const wh = new Webhook(GEHEIMNIS);
    for (const [name, x] of Object.entries(f)) {
      const bibliothek = (() => {
        try {
          wh.verify(x.koerper, x.kopf);
          return 'ok';
        } catch {
          return 'abgelehnt';
        }
      })();
      expect((await code(x)) === 'ok' ? 'ok' : 'abgelehnt', name).toBe(bibliothek);
    }
    // A real delivery (the account page's test event) to a receiver on 127.0.0.1.
    const empfaenger = await starteEmpfaenger();
    try {
      const e: Endpunkt = {
        id: 'w_00000000000000bb',
        konto: 'a_test',
        url: empfaenger.url,
        datensaetze: null,
        geheimnis: GEHEIMNIS,
        erstellt: new Date().toISOString(),
      };
      await sendeTest({ ablage: new AblageImSpeicher(), jetzt: () => Date.now(), lokal: true }, e);
      const x = empfaenger.empfangen[0];
      expect(await pruefeWebhook(GEHEIMNIS, x.koerper, x.kopf)).toMatchObject({
        type: 'webhook.test',
        data: { webhook: e.id },
      });
    } finally {
      await empfaenger.schliesse();
    }
  });
});
