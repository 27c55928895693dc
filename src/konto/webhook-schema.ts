// The shapes of the webhooks (account API /konto/api/webhooks, the events they carry, the file the
// build writes for the delivery), one zod schema per shape: the API parses its bodies with them,
// the types are inferred from them and /konto/openapi.json is generated from them.
import { z } from 'zod';
import { aenderungMitWerten } from '../antwort/schema';

export const MAX_WEBHOOKS = 5;
export const WEBHOOK_ID = /^w_[0-9a-f]{16}$/;

const zeitpunkt = z.string().meta({ format: 'date-time' });

// POST /webhooks. Without datensaetze (or null): every dataset.
export const webhookAnlegen = z.strictObject({
  url: z.string().meta({
    description:
      'https-Adresse, die die Ereignisse per POST empfängt (höchstens 2 000 Zeichen). Private, Loopback- und ' +
      'Link-Local-Adressen werden abgelehnt, ebenso IPv6-Adressen mit eingebetteter IPv4-Adresse.',
    example: 'https://lohn.example/hr-daten/webhook',
  }),
  datensaetze: z
    .array(z.string())
    .nullable()
    .optional()
    .meta({ description: 'Datensätze, deren Änderungen ankommen; fehlt es oder ist es null: alle.' }),
});

export const zustellung = z.strictObject({
  zeit: zeitpunkt,
  nachricht: z
    .string()
    .meta({ description: 'webhook-id des Ereignisses (je Änderung eine; gleich bei Wiederholungen).' }),
  typ: z.string().meta({
    description: 'aenderung.neu, aenderung.geaendert, aenderung.angekuendigt, aenderung.korrigiert oder webhook.test',
  }),
  versuch: z.number().int().meta({ description: 'Nummer des Versuchs für dieses Ereignis, ab 1.' }),
  ergebnis: z.enum(['zugestellt', 'fehlgeschlagen']),
  code: z.number().int().nullable().meta({ description: 'HTTP-Status der Antwort; null ohne Antwort.' }),
  fehler: z
    .string()
    .nullable()
    .meta({ description: 'Warum der Versuch scheiterte (Zeitüberschreitung, Verbindung, …).' }),
  naechster_versuch: zeitpunkt
    .nullable()
    .meta({ description: 'Wann das Ereignis erneut gesendet wird; null, wenn nicht.' }),
});

export const webhookEndpunkt = z.strictObject({
  id: z.string().regex(WEBHOOK_ID),
  url: z.string(),
  datensaetze: z.array(z.string()).nullable().meta({ description: 'null: alle Datensätze.' }),
  erstellt: zeitpunkt,
  zustand: z.enum(['aktiv', 'fehlerhaft', 'pausiert']).meta({
    description:
      'aktiv; fehlerhaft: der letzte Versuch scheiterte (seit fehler_seit ohne Erfolg); pausiert: 3 Tage ohne ' +
      'Erfolg, es wird nichts mehr gesendet, bis das Konto fortsetzt.',
  }),
  fehler_seit: zeitpunkt.nullable(),
  pausiert_seit: zeitpunkt.nullable(),
  zustellungen: z.array(zustellung).meta({ description: 'Die letzten Versuche, der jüngste zuerst (höchstens 20).' }),
});

export const webhookListe = z.strictObject({
  hoechstens: z.literal(MAX_WEBHOOKS),
  webhooks: z.array(webhookEndpunkt),
});

export const neuerWebhook = webhookEndpunkt.extend({
  geheimnis: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{43}=$/)
    .meta({
      description: 'Signaturgeheimnis nach Standard Webhooks (whsec_ und 32 Byte base64); steht nur in dieser Antwort.',
    }),
});

export const testErgebnis = z.strictObject({ zustellung });

// The body of every event (Standard Webhooks: type, timestamp, data). The same change has the same
// webhook-id for every endpoint and every attempt: the idempotency key.
export const aenderungsEreignis = z.strictObject({
  type: z.enum(['aenderung.neu', 'aenderung.geaendert', 'aenderung.angekuendigt', 'aenderung.korrigiert']),
  timestamp: zeitpunkt,
  data: aenderungMitWerten,
});

export const testEreignis = z.strictObject({
  type: z.literal('webhook.test'),
  timestamp: zeitpunkt,
  data: z.strictObject({ webhook: z.string(), nachricht: z.string() }),
});

export const ereignis = z.discriminatedUnion('type', [aenderungsEreignis, testEreignis]);

// build/aenderungen.json: the dataset ids (what datensaetze may name) and the changelog with values.
export const aenderungsStand = z.strictObject({
  datensaetze: z.array(z.string()),
  aenderungen: z.array(aenderungMitWerten),
});

export type WebhookAnlegen = z.infer<typeof webhookAnlegen>;
export type Zustellung = z.infer<typeof zustellung>;
export type WebhookEndpunkt = z.infer<typeof webhookEndpunkt>;
export type Ereignis = z.infer<typeof ereignis>;
export type AenderungsStand = z.infer<typeof aenderungsStand>;
