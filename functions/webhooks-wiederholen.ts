// Every five minutes: sends the webhook events that are due (retries after failures, and what the
// deploy run left), within the 30 s a scheduled function may run (src/konto/zustellung.ts). It
// plans as well: if the deploy run died before planning a change, this run does it (a change
// already planned is not planned again).
import { getStore } from '@netlify/blobs';
import type { Config } from '@netlify/functions';
import stand from '../build/aenderungen.json';
import { aenderungsStand } from '../src/konto/webhook-schema';
import { arbeiteAb, planeZustellung } from '../src/konto/zustellung';

export default async (): Promise<void> => {
  const deps = {
    ablage: getStore({ name: 'webhooks', consistency: 'strong' }),
    jetzt: () => Date.now(),
    lokal: false,
    protokolliere: (m: string) => console.error(m),
  };
  try {
    const beginn = Date.now();
    await planeZustellung(deps, aenderungsStand.parse(stand));
    const lauf = await arbeiteAb(deps, { ende: beginn + 15_000 });
    if (lauf.zugestellt + lauf.fehlgeschlagen)
      console.log(`Webhooks: ${lauf.zugestellt} zugestellt, ${lauf.fehlgeschlagen} Fehlversuche, ${lauf.offen} offen`);
  } catch (f) {
    console.error(`Webhooks: ${(f as Error).message}`);
  }
};

export const config: Config = { schedule: '*/5 * * * *' };
