// The account as its page shows it: passkeys, keys with their use in the current quota window.

import type { Kontext, Konto } from './kontext';
import type { KontoUebersicht } from './konto-schema';
import { passkeysDes } from './passkeys';
import { schluesselDes } from './schluessel';

// Requests of a key in the quota window beginning at beginn: the gate's shards, summed.
async function genutzt(k: Kontext, id: string, beginn: number): Promise<number> {
  const praefix = `${encodeURIComponent(id)}/${beginn}/`;
  const { blobs } = await k.deps.kontingent.list({ prefix: praefix });
  const werte = await Promise.all(blobs.map((b) => k.deps.kontingent.get(b.key, { type: 'json' })));
  return werte.reduce<number>((s, w) => s + (typeof w === 'number' ? w : 0), 0);
}

export async function uebersicht(k: Kontext, konto: Konto): Promise<KontoUebersicht> {
  const fensterMs = k.fenster.fensterSekunden * 1000;
  const beginn = Math.floor(k.jetzt() / fensterMs) * fensterMs;
  const [schluessel, passkeys] = await Promise.all([schluesselDes(k, konto), passkeysDes(k, konto)]);
  return {
    konto: konto.id,
    erstellt: konto.erstellt,
    passkeys: passkeys.map((z) => ({ id: z.id, erstellt: z.erstellt })),
    fenster: {
      beginn: new Date(beginn).toISOString(),
      ende: new Date(beginn + fensterMs).toISOString(),
      sekunden: k.fenster.fensterSekunden,
    },
    schluessel: await Promise.all(
      schluessel
        .sort((a, b) => a.erstellt.localeCompare(b.erstellt))
        .map(async (s) => ({
          id: s.id,
          name: s.name,
          erstellt: s.erstellt,
          widerrufen: s.widerrufen,
          kontingent: s.kontingent ?? k.fenster.anfragen,
          genutzt: s.widerrufen ? 0 : await genutzt(k, s.id, beginn),
        })),
    ),
  };
}
