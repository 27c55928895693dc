// npm run bench:webhooks: the webhook delivery against the real local Blobs server of
// @netlify/blobs and real receivers on 127.0.0.1, in this process (no npm start needed):
//   1. time from a deploy (planeZustellung with one new change) to the first delivery, 5 runs
//   2. deliveries per second: 200 webhooks (40 accounts with 5 each), 3 new changes = 600 events
//   3. the retry schedule observed on the injected clock: 500, 500, 500, 200; and always 503
//      until the pause after 3 days
// Printed, never asserted (the machine is shared).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { aenderungenMitWerten } from '../generator/aenderungsdetails';
import { jahreMitWechsel } from '../generator/jahreswechsel';
import { DATEN, datenMitNeuerAenderung } from '../scripts/aenderungen-kopie';
import { starteEmpfaenger } from '../scripts/empfaenger';
import { ladeDaten } from '../src/daten/laden';
import type { Ablage } from '../src/konto/ablage';
import { schreibe } from '../src/konto/anspruch';
import type { AenderungsStand } from '../src/konto/webhook-schema';
import { arbeiteAb, endpunktGruppe, neuesGeheimnis, planeZustellung } from '../src/konto/zustellung';

const stand = (daten: string): AenderungsStand => {
  const q = ladeDaten(daten);
  return {
    datensaetze: q.map((d) => d.id),
    aenderungen: aenderungenMitWerten(q, jahreMitWechsel(q), 'https://hr.example'),
  };
};
const VORHER = stand(DATEN);
const kopie = datenMitNeuerAenderung();
const NACHHER = stand(kopie.verzeichnis);
// Three new changes for the throughput: the copy's entry and two more made up from it.
const DREI: AenderungsStand = {
  ...NACHHER,
  aenderungen: [
    ...[2, 3].map((nr) => ({
      ...NACHHER.aenderungen[0],
      nr,
      datenstand: NACHHER.aenderungen[0].datenstand.replace(/\.\d+$/, `.${nr}`),
    })),
    ...NACHHER.aenderungen,
  ],
};

const verzeichnis = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
const server = new BlobsServer({ directory: verzeichnis, token: 'bench' });
const { port } = await server.start();
const url = `http://localhost:${port}`;
let nummer = 0;
const neueAblage = (): Ablage =>
  getStore({
    name: `webhooks-${++nummer}`,
    siteID: 'bench',
    token: 'bench',
    edgeURL: url,
    uncachedEdgeURL: url,
    consistency: 'strong',
  });

async function endpunkt(ablage: Ablage, konto: string, i: number, ziel: string): Promise<void> {
  const id = `w_${(nummer * 1000 + i).toString(16).padStart(16, '0')}`;
  await schreibe(ablage, endpunktGruppe(konto), id, {
    id,
    konto,
    url: ziel,
    datensaetze: null,
    geheimnis: neuesGeheimnis(),
    erstellt: new Date().toISOString(),
    zustand: 'erteilt',
    seit: Date.now(),
  });
}

const zeilen: string[] = [];
const empfaenger = await starteEmpfaenger();
try {
  // 1. Deploy to first delivery.
  const zeiten: number[] = [];
  for (let lauf = 0; lauf < 5; lauf++) {
    const ablage = neueAblage();
    await endpunkt(ablage, 'a_bench', 0, empfaenger.url);
    const deps = { ablage, jetzt: () => Date.now(), lokal: true };
    await planeZustellung(deps, VORHER);
    const vorher = empfaenger.empfangen.length;
    const beginn = performance.now();
    await planeZustellung(deps, NACHHER);
    await arbeiteAb(deps, { ende: Date.now() + 10_000 });
    zeiten.push(empfaenger.empfangen[vorher].ankunft - beginn);
  }
  zeiten.sort((a, b) => a - b);
  zeilen.push(
    `Deploy bis zur ersten Zustellung (planen + senden, 1 Webhook, 5 Läufe): Median ${zeiten[2].toFixed(1)} ms ` +
      `(${zeiten.map((z) => z.toFixed(1)).join(', ')})`,
  );

  // 2. Throughput.
  const ablage = neueAblage();
  for (let k = 0; k < 40; k++)
    for (let i = 0; i < 5; i++) await endpunkt(ablage, `a_bench${k}`, k * 5 + i, empfaenger.url);
  const deps = { ablage, jetzt: () => Date.now(), lokal: true };
  await planeZustellung(deps, VORHER);
  const vorher = empfaenger.empfangen.length;
  const t0 = performance.now();
  const plan = await planeZustellung(deps, DREI);
  const t1 = performance.now();
  const lauf = await arbeiteAb(deps, { ende: Date.now() + 120_000 });
  const t2 = performance.now();
  const anzahl = empfaenger.empfangen.length - vorher;
  zeilen.push(
    `Durchsatz: ${plan.auftraege} Ereignisse (200 Webhooks × 3 Änderungen) geplant in ${(t1 - t0).toFixed(0)} ms, ` +
      `${lauf.zugestellt} zugestellt in ${((t2 - t1) / 1000).toFixed(2)} s: ${(anzahl / ((t2 - t1) / 1000)).toFixed(0)} ` +
      `Zustellungen/s (mit Planen ${(anzahl / ((t2 - t0) / 1000)).toFixed(0)}/s)`,
  );

  // 3. Retry schedule on the injected clock.
  for (const [name, antwort] of [
    ['500, 500, 500, dann 200', (n: number) => (n < 3 ? 500 : 200)],
    ['immer 503 bis zur Pause', () => 503],
  ] as const) {
    const e = await starteEmpfaenger();
    e.antwort = antwort;
    const ablage = neueAblage();
    await endpunkt(ablage, 'a_bench', 0, e.url);
    const uhr = { t: Date.parse('2026-12-01T08:00:00Z') };
    const deps = {
      ablage,
      jetzt: () => uhr.t,
      lokal: true,
      schlafe: async (ms: number) => {
        uhr.t += ms;
      },
    };
    await planeZustellung(deps, VORHER);
    const beginn = uhr.t;
    await planeZustellung(deps, NACHHER);
    const ergebnis = await arbeiteAb(deps, { ende: beginn + 40 * 86_400_000 });
    const versatz = e.empfangen.map((x) => Number(x.kopf['webhook-timestamp']) * 1000 - beginn);
    const text = (ms: number) => (ms < 3_600_000 ? `${ms / 60_000} min` : `${(ms / 3_600_000).toFixed(2)} h`);
    zeilen.push(
      `Zeitplan (${name}): ${versatz.map(text).join(', ')}; ${ergebnis.zugestellt} zugestellt, ` +
        `${ergebnis.pausiert ? 'pausiert' : 'nicht pausiert'}`,
    );
    await e.schliesse();
  }
} finally {
  await empfaenger.schliesse();
  await server.stop();
  rmSync(verzeichnis, { recursive: true, force: true });
  kopie.aufraeumen();
}
console.log(zeilen.join('\n'));
