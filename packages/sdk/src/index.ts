// @hr-referenzdaten/sdk: typed client of the HR-Referenzdaten API, without runtime dependencies.
export { erstelleClient, type ClientOptionen, type HrDatenClient, type Antwort, type Query, type Methode } from './client.ts';
export { HrDatenFehler } from './fehler.ts';
export type { Schnappschuss, OfflineStand, OfflineVerlauf, VerlaufEintrag } from './offline.ts';
export { OPERATIONEN } from './erzeugt/operationen.ts';
export type { paths, components } from './erzeugt/api-typen.ts';
