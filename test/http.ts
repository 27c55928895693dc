import { pruefeAntwort, pruefer } from '../scripts/openapi-pruefer';
import { baue, UMGEBUNG } from '../scripts/umgebung';
import { erstelleGateway } from '../src/api/gateway';
import { erstelleKontingent } from '../src/tor/kontingent';

const { laufzeit } = baue();
const eintrag = { id: 'k_test', name: 'test', hash: '', erstellt: '', widerrufen: null };
export const gateway = erstelleGateway({
  daten: laufzeit,
  ...UMGEBUNG,
  pruefeSchluessel: async (k) => (k === 'gut' ? eintrag : null),
  zaehle: erstelleKontingent({ anfragen: 1e9, fensterSekunden: 60 }).zaehle,
  jetzt: () => new Date('2026-03-10T12:00:00Z'),
});

// Every response is checked against the OpenAPI document (scripts/openapi-pruefer.ts); a response
// the document does not describe fails the test that asked for it.
export async function hole(
  pfad: string,
  init: RequestInit = { headers: { authorization: 'Bearer gut' } },
): Promise<Response> {
  const url = new URL(`https://api.test/v1${pfad}`);
  const antwort = await gateway(new Request(url, init));
  await pruefeAntwort(pruefer(), init.method ?? 'GET', url, antwort);
  pruefungen.anzahl++;
  return antwort;
}
export const pruefungen = { anzahl: 0 };
export const json = async (pfad: string) => (await hole(pfad)).json();
export const fehler = async (pfad: string) => ((await json(pfad)) as { fehler: Record<string, unknown> }).fehler;
