// After each deploy (Netlify runs a background function of this name on the deploy-succeeded
// event, up to 15 minutes): compares the deployed changelog (build/aenderungen.json, bundled) with
// the changes already delivered and queues one event per new change and subscribed webhook
// (src/konto/zustellung.ts), then sends them, waiting inside the run for retries due in it. What
// is left the scheduled function webhooks-wiederholen.ts sends. Calling this function again
// changes nothing: a change is planned once (claims) and every attempt is sent once.
import { getStore } from '@netlify/blobs';
import stand from '../build/aenderungen.json';
import { aenderungsStand } from '../src/konto/webhook-schema';
import { arbeiteAb, planeZustellung } from '../src/konto/zustellung';

const LAUFZEIT_MS = 13 * 60_000;

export default async (): Promise<void> => {
  const beginn = Date.now();
  const deps = {
    ablage: getStore({ name: 'webhooks', consistency: 'strong' }),
    jetzt: () => Date.now(),
    lokal: false,
    schlafe: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    protokolliere: (m: string) => console.error(m),
  };
  try {
    const plan = await planeZustellung(deps, aenderungsStand.parse(stand));
    const lauf = await arbeiteAb(deps, { ende: beginn + LAUFZEIT_MS });
    console.log(
      `Webhooks nach dem Deploy: ${plan.erstmals ? 'erster Lauf, Änderungsprotokoll vermerkt; ' : ''}` +
        `${plan.neu.length} neue Änderungen (${plan.neu.join(', ') || 'keine'}), ${plan.auftraege} Ereignisse; ` +
        `${lauf.zugestellt} zugestellt, ${lauf.fehlgeschlagen} Fehlversuche, ${lauf.offen} offen`,
    );
  } catch (f) {
    console.error(`Webhooks nach dem Deploy: ${(f as Error).message}`);
  }
};
