// The account's webhooks under /konto/api/webhooks (operations of the route table, routen.ts):
// register an https URL with the datasets to watch (the signing secret is in that answer only),
// list them with their last deliveries, send a test event, resume a paused one, delete. At most
// MAX_WEBHOOKS per account, kept under parallel requests as claims (anspruch.ts), like the keys.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Ablage } from './ablage';
import { beanspruche, entferne, ids, lies, nachZustand, schreibe } from './anspruch';
import { beschaeftigt, KontoFehler } from './fehler';
import type { KoerperSchema } from './koerper';
import {
  MAX_WEBHOOKS,
  neuerWebhook,
  testErgebnis,
  WEBHOOK_ID,
  type WebhookEndpunkt,
  webhookAnlegen,
  webhookListe,
} from './webhook-schema';
import { type Aufloeser, pruefeZiel, ZielFehler } from './ziel';
import {
  alsAntwort,
  type Endpunkt,
  endpunkte,
  endpunktGruppe,
  entferneDaten,
  neuesGeheimnis,
  sendeTest,
  setzeFort,
} from './zustellung';

export interface WebhookAbhaengigkeiten {
  ablage: Ablage; // store "webhooks"
  datensaetze: readonly string[]; // ids a webhook may watch (build/aenderungen.json)
  lokal: boolean; // loopback and http targets (netlify dev, tests); never in production
  loese?: Aufloeser;
  zeitlimitMs?: number;
}

const ANSPRUCH_LEBENSDAUER_MS = 5 * 60_000;

function feldFehler(feld: string, nachricht: string, code = 'ungueltiges_feld'): KontoFehler {
  return new KontoFehler(400, code, nachricht, {}, feld);
}

// The body of POST /webhooks, with a message that names the field and what is allowed.
function leseAnlage(
  k: Record<string, unknown>,
  erlaubt: readonly string[],
): { url: string; datensaetze: string[] | null } {
  const r = webhookAnlegen.safeParse(k);
  if (!r.success) {
    const i = r.error.issues[0];
    if (i.code === 'unrecognized_keys') {
      // The name comes from the caller: shortened and without control characters, also in feld.
      const name = i.keys[0].slice(0, 40).replace(/[^\p{L}\p{N}_.-]/gu, '?');
      throw feldFehler(name, `Unbekanntes Feld ${name}; erlaubt sind url und datensaetze.`);
    }
    if (i.path[0] === 'url')
      throw feldFehler('url', 'url: Pflichtfeld, eine https-Adresse als Text.', 'ungueltige_url');
    throw feldFehler(
      'datensaetze',
      'datensaetze: eine Liste von Datensatz-IDs (siehe /v1/datensaetze) oder null für alle.',
      'ungueltige_datensaetze',
    );
  }
  const liste = r.data.datensaetze;
  if (liste === null || liste === undefined) return { url: r.data.url, datensaetze: null };
  if (!liste.length)
    throw feldFehler(
      'datensaetze',
      'datensaetze: mindestens ein Datensatz, oder null für alle.',
      'ungueltige_datensaetze',
    );
  const unbekannt = liste.filter((id) => !erlaubt.includes(id));
  if (unbekannt.length)
    throw feldFehler(
      'datensaetze',
      `datensaetze: unbekannt ${unbekannt
        .slice(0, 3)
        .map((u) => `"${u.replace(/[^\p{L}\p{N}_-]/gu, '?').slice(0, 40)}"`)
        .join(', ')}; erlaubt sind die IDs aus /v1/datensaetze.`,
      'ungueltige_datensaetze',
    );
  return { url: r.data.url, datensaetze: [...new Set(liste)].sort() };
}

// POST /webhooks reads any JSON object; leseAnlage checks it against webhookAnlegen with messages
// that name the field. The OpenAPI shows webhookAnlegen.
export const WEBHOOK_KOERPER = {
  name: 'WebhookAnlegen',
  schema: z.record(z.string(), z.unknown()),
  fehler: () => new KontoFehler(400, 'ungueltiger_koerper', 'Der Körper ist kein JSON-Objekt.'),
  dokument: webhookAnlegen,
} satisfies KoerperSchema;

export function erstelleWebhookRouten(deps: WebhookAbhaengigkeiten, jetzt: () => number) {
  const zustellung = { ablage: deps.ablage, jetzt, lokal: deps.lokal, zeitlimitMs: deps.zeitlimitMs };
  const nichtGefunden = () =>
    new KontoFehler(404, 'nicht_gefunden', 'In diesem Konto gibt es keinen Webhook mit dieser id.');

  async function liste(konto: string) {
    const eigene = (await endpunkte(deps.ablage, konto)).sort((a, b) => a.erstellt.localeCompare(b.erstellt));
    return webhookListe.parse({
      hoechstens: MAX_WEBHOOKS,
      webhooks: await Promise.all(eigene.map((e) => alsAntwort(deps.ablage, e))),
    });
  }

  async function eigener(konto: string, id: string): Promise<Endpunkt> {
    const e = (await endpunkte(deps.ablage, konto)).find((x) => x.id === id);
    // Another account's webhook and one that does not exist get the same answer.
    if (!e) throw nichtGefunden();
    return e;
  }

  async function lege(konto: string, k: Record<string, unknown>): Promise<WebhookEndpunkt & { geheimnis: string }> {
    const { url, datensaetze } = leseAnlage(k, deps.datensaetze);
    let ziel: URL;
    try {
      ziel = await pruefeZiel(url, deps.lokal, deps.loese);
    } catch (f) {
      if (f instanceof ZielFehler) throw feldFehler('url', f.message, f.code);
      throw f;
    }
    const e: Endpunkt = {
      id: `w_${randomBytes(8).toString('hex')}`,
      konto,
      url: ziel.href,
      datensaetze,
      geheimnis: neuesGeheimnis(),
      erstellt: new Date(jetzt()).toISOString(),
    };
    const r = await beanspruche<Endpunkt>({
      ablage: deps.ablage,
      gruppe: endpunktGruppe(konto),
      id: e.id,
      inhalt: e,
      grenze: MAX_WEBHOOKS,
      gewicht: nachZustand(jetzt, ANSPRUCH_LEBENSDAUER_MS),
      jetzt,
    });
    if (r.ergebnis === 'voll')
      throw new KontoFehler(
        409,
        'zu_viele_webhooks',
        `Höchstens ${MAX_WEBHOOKS} Webhooks je Konto; bitte erst einen löschen.`,
      );
    if (r.ergebnis === 'gedraengt') throw beschaeftigt();
    return neuerWebhook.parse({ ...(await alsAntwort(deps.ablage, e)), geheimnis: e.geheimnis });
  }

  async function loesche(konto: string, id: string): Promise<void> {
    const gruppe = endpunktGruppe(konto);
    const claim = await lies<Endpunkt>(deps.ablage, gruppe, id);
    if (claim?.zustand !== 'erteilt') throw nichtGefunden();
    // The claim stops counting (and its jobs are dropped by the next run); the secret goes.
    await schreibe(deps.ablage, gruppe, id, { ...claim, geheimnis: '', zustand: 'widerrufen', seit: jetzt() });
    await entferneDaten(deps.ablage, id);
  }

  // The operations of the route table (routen.ts); an id of the wrong form is an unknown webhook.
  const gepruefteId = (id: string) => {
    if (!WEBHOOK_ID.test(id)) throw nichtGefunden();
    return id;
  };
  return {
    liste,
    lege,
    async loesche(konto: string, id: string) {
      await loesche(konto, gepruefteId(id));
      return liste(konto);
    },
    async teste(konto: string, id: string) {
      const e = await eigener(konto, gepruefteId(id));
      return testErgebnis.parse({ zustellung: await sendeTest(zustellung, e) });
    },
    async setzeFort(konto: string, id: string) {
      await eigener(konto, gepruefteId(id));
      await setzeFort(deps.ablage, id);
      return liste(konto);
    },
    // Deleting the account: every webhook goes with it.
    async loescheAlle(konto: string): Promise<void> {
      const gruppe = endpunktGruppe(konto);
      for (const id of await ids(deps.ablage, gruppe)) {
        const claim = await lies<Endpunkt>(deps.ablage, gruppe, id);
        if (claim?.zustand === 'erteilt') await loesche(konto, id);
        else await entferne(deps.ablage, gruppe, id);
      }
    },
  };
}
