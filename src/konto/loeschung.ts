// Deleting an account (DELETE /konto) and signing out (POST /abmeldung).
import { entferne, ids } from './anspruch';
import { json } from './http';
import type { Kontext, Konto } from './kontext';
import { passkeyGruppe, passkeysDes } from './passkeys';
import { schluesselDes, schluesselGruppe, verwaisteSchluessel, widerrufe } from './schluessel';
import { LOESCHE_COOKIE } from './sitzung';
import type { erstelleWebhookRouten } from './webhooks';

export async function abmeldung(k: Kontext, sitzungsKey: string): Promise<Response> {
  await k.deps.konten.delete(sitzungsKey);
  return json(204, null, { 'set-cookie': LOESCHE_COOKIE });
}

// The account goes first: sessions end with it, and a key being created in parallel sees it gone
// after writing its entry and revokes itself. Then every key is revoked whose entry names the
// account: its claims, an older account's list, and for an older account every entry of the
// store (keys lost from its list). Then webhooks, passkeys and the claims.
export async function loescheKonto(
  k: Kontext,
  konto: Konto,
  sitzungsKey: string,
  webhooks: ReturnType<typeof erstelleWebhookRouten> | undefined,
): Promise<Response> {
  await k.deps.konten.delete(`konten/${konto.id}`);
  const zeit = new Date(k.jetzt()).toISOString();
  const schluessel = await schluesselDes(k, konto);
  if (konto.schluessel) {
    const bekannt = new Set(schluessel.map((s) => s.hash));
    schluessel.push(...(await verwaisteSchluessel(k, konto)).filter((s) => !bekannt.has(s.hash)));
  }
  for (const s of schluessel) if (!s.widerrufen) await widerrufe(k, { ...s, anspruch: undefined }, konto, zeit);
  await webhooks?.loescheAlle(konto.id);
  for (const z of await passkeysDes(k, konto)) await k.deps.konten.delete(`zugaenge/${z.id}`);
  for (const gruppe of [passkeyGruppe(konto), schluesselGruppe(konto)])
    for (const id of await ids(k.deps.konten, gruppe)) await entferne(k.deps.konten, gruppe, id);
  await k.deps.konten.delete(sitzungsKey);
  return json(204, null, { 'set-cookie': LOESCHE_COOKIE });
}
