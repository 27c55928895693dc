// npm run aenderungen:zustellen: what the deploy function does after a deploy, locally, because
// netlify dev fires no deploy events (docs/BETRIEB.md, "Webhooks"). Compares build/aenderungen.json
// (from npm run build) with the changes already delivered in the local Blobs store that netlify
// dev serves (.netlify/blobs-serve, store "webhooks"), queues the new ones for every subscribed
// webhook and sends what is due. Loopback and http targets are allowed here (local receivers).
//   --warten   also wait for retries due within the next 15 minutes, as the deploy function does
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { aenderungsStand } from '../src/konto/webhook-schema';
import { arbeiteAb, planeZustellung } from '../src/konto/zustellung';

const WURZEL = join(import.meta.dirname, '..');

function lokaleSite(): string {
  const zustand = join(WURZEL, '.netlify', 'state.json');
  return existsSync(zustand)
    ? ((JSON.parse(readFileSync(zustand, 'utf8')) as { siteId?: string }).siteId ?? 'unlinked')
    : 'unlinked';
}

const datei = join(WURZEL, 'build', 'aenderungen.json');
if (!existsSync(datei)) {
  console.error('build/aenderungen.json fehlt: zuerst npm run build ausführen.');
  process.exit(2);
}
const token = randomUUID();
const server = new BlobsServer({ directory: join(WURZEL, '.netlify', 'blobs-serve'), token });
const { port } = await server.start();
const url = `http://localhost:${port}`;
const deps = {
  ablage: getStore({ name: 'webhooks', siteID: lokaleSite(), token, edgeURL: url, uncachedEdgeURL: url }),
  jetzt: () => Date.now(),
  lokal: true,
  schlafe: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  protokolliere: (m: string) => console.error(m),
};
try {
  const beginn = Date.now();
  const plan = await planeZustellung(deps, aenderungsStand.parse(JSON.parse(readFileSync(datei, 'utf8'))));
  console.log(
    plan.erstmals
      ? 'Erster Lauf: das Änderungsprotokoll ist vermerkt; Webhooks bekommen die Änderungen ab dem nächsten Build.'
      : `${plan.neu.length} neue Änderungen (${plan.neu.join(', ') || 'keine'}), ${plan.auftraege} Ereignisse geplant.`,
  );
  const warten = process.argv.includes('--warten');
  const lauf = await arbeiteAb(warten ? deps : { ...deps, schlafe: undefined }, { ende: beginn + 15 * 60_000 });
  console.log(`${lauf.zugestellt} zugestellt, ${lauf.fehlgeschlagen} Fehlversuche, ${lauf.offen} offen.`);
} finally {
  await server.stop();
}
