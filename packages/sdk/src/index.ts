// @hr-referenzdaten/sdk: typed client of the HR-Referenzdaten API, without runtime dependencies.
export {
  type Antwort,
  type ClientOptionen,
  erstelleClient,
  type HrDatenClient,
  type Methode,
  type Query,
} from './client.ts';
export type { components, paths } from './erzeugt/api-typen.ts';
export { OPERATIONEN } from './erzeugt/operationen.ts';
export { HrDatenFehler } from './fehler.ts';
export type { OfflineStand, OfflineVerlauf, Schnappschuss, VerlaufEintrag } from './offline.ts';
export {
  pruefeWebhook,
  type WebhookEreignis,
  WebhookFehler,
  type WebhookFehlerCode,
  type WebhookOptionen,
} from './webhook.ts';
