// The answers of the account API besides the webhooks (webhook-schema.ts), one zod schema per
// shape: the handlers' types follow from them and /konto/openapi.json is generated from them.
import { z } from 'zod';

const zeitpunkt = z.string().meta({ format: 'date-time' });
const ganzzahl = z.number().int();

export const kontoFehler = z.object({
  fehler: z.object({
    code: z.string(),
    nachricht: z.string(),
    feld: z.string().optional().meta({ description: 'Das Feld des Körpers, um das es geht (bei 400).' }),
  }),
});

export const webAuthnOptionen = z.looseObject({ challenge: z.string() }).meta({
  description:
    'PublicKeyCredentialCreationOptionsJSON oder PublicKeyCredentialRequestOptionsJSON (W3C WebAuthn Level 3).',
});

export const neuerSchluessel = z.object({
  id: z.string(),
  name: z.string(),
  kontingent: ganzzahl,
  schluessel: z.string().meta({ description: 'Der Schlüssel; nur in dieser Antwort.' }),
});

export const kontoUebersicht = z.object({
  konto: z.string().regex(/^a_[0-9a-f]{24}$/),
  erstellt: zeitpunkt,
  passkeys: z.array(z.object({ id: z.string(), erstellt: zeitpunkt })),
  fenster: z.object({ beginn: zeitpunkt, ende: zeitpunkt, sekunden: ganzzahl }),
  schluessel: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      erstellt: zeitpunkt,
      widerrufen: zeitpunkt.nullable(),
      kontingent: ganzzahl.meta({ description: 'Anfragen je Kontingentfenster.' }),
      genutzt: ganzzahl.meta({
        description: 'Anfragen im laufenden Fenster (Summe über alle Instanzen des Tors; einige Sekunden verzögert).',
      }),
    }),
  ),
});
export type KontoUebersicht = z.infer<typeof kontoUebersicht>;
