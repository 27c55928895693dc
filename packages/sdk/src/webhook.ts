// Checking a webhook event of the HR-Referenzdaten API (Standard Webhooks: webhook-id,
// webhook-timestamp, webhook-signature = v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the
// secret after whsec_>). Written out here with Web Crypto (Node 19+, Deno, browsers, workers)
// because the SDK has no runtime dependencies and no Node-only code; test/pakete/webhook.test.ts
// checks it against the standardwebhooks library.
import type { components } from './erzeugt/konto-typen.ts';

export type WebhookEreignis = components['schemas']['Ereignis'];

export type WebhookFehlerCode = 'kopf_fehlt' | 'zeit_ausserhalb' | 'signatur_falsch' | 'geheimnis_ungueltig';

export class WebhookFehler extends Error {
  constructor(
    readonly code: WebhookFehlerCode,
    nachricht: string,
  ) {
    super(nachricht);
    this.name = 'WebhookFehler';
  }
}

export interface WebhookOptionen {
  // Accepted distance between webhook-timestamp and now, in seconds (default 300, as the
  // standard's libraries): an older event is a replay.
  toleranzSekunden?: number;
  jetzt?: () => number; // milliseconds, default Date.now
}

type Kopf = Headers | Record<string, string | string[] | undefined>;

function lies(kopf: Kopf, name: string): string | null {
  if (typeof (kopf as Headers).get === 'function') return (kopf as Headers).get(name);
  for (const [k, w] of Object.entries(kopf as Record<string, string | string[] | undefined>))
    if (k.toLowerCase() === name) return Array.isArray(w) ? w.join(' ') : (w ?? null);
  return null;
}

function base64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Checks signature and age of an event and returns it parsed. koerper is the raw body, exactly as
 * received (not parsed and serialised again). Rejects with WebhookFehler. A valid event may arrive
 * more than once (delivery is at least once): process each webhook-id once.
 */
export async function pruefeWebhook(
  geheimnis: string,
  koerper: string | Uint8Array,
  kopf: Kopf,
  optionen: WebhookOptionen = {},
): Promise<WebhookEreignis> {
  const id = lies(kopf, 'webhook-id');
  const zeit = lies(kopf, 'webhook-timestamp');
  const signaturen = lies(kopf, 'webhook-signature');
  if (!id || !zeit || !signaturen)
    throw new WebhookFehler('kopf_fehlt', 'webhook-id, webhook-timestamp und webhook-signature sind Pflicht.');
  const jetzt = (optionen.jetzt ?? Date.now)() / 1000;
  const toleranz = optionen.toleranzSekunden ?? 300;
  if (!/^\d{1,12}$/.test(zeit) || Math.abs(jetzt - Number(zeit)) > toleranz)
    throw new WebhookFehler('zeit_ausserhalb', `webhook-timestamp liegt mehr als ${toleranz} s neben der Uhrzeit.`);
  const roh = base64(geheimnis.replace(/^whsec_/, ''));
  if (!roh?.length) throw new WebhookFehler('geheimnis_ungueltig', 'Das Geheimnis ist leer oder kein base64.');
  const text = typeof koerper === 'string' ? koerper : new TextDecoder().decode(koerper);
  const schluessel = await crypto.subtle.importKey('raw', roh, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const inhalt = new TextEncoder().encode(`${id}.${zeit}.${text}`);
  for (const s of signaturen.split(' ')) {
    const [version, wert] = s.split(',');
    const signatur = version === 'v1' && wert ? base64(wert) : null;
    // verify compares in constant time.
    if (signatur && (await crypto.subtle.verify('HMAC', schluessel, signatur, inhalt)))
      return JSON.parse(text) as WebhookEreignis;
  }
  throw new WebhookFehler('signatur_falsch', 'Keine Signatur passt zu Körper, webhook-id und Geheimnis.');
}
