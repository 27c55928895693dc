// Request quota per key (KONTINGENT_ANFRAGEN per KONTINGENT_FENSTER_SEKUNDEN, windows aligned to
// the clock, or the key's own kontingent) without a store round trip on the request path and
// without a read-modify-write of a shared counter: each gate instance counts in memory and, in
// the background, writes its own count of the window as one blob ("shard", named by key id,
// window and instance) and reads the other instances' shards. A request is allowed while
// (other instances' counts as last read) + (own count) < limit.
//
// Lag: the other instances' counts are at most one background round old (abgleichMs plus the
// store's answer time). Within one instance the count is exact; over all instances the limit is
// exceeded by at most the requests the other instances served in that time (docs/BETRIEB.md).
// When the store fails or is slow (time limit 1 s), the instance counts on alone and logs it.
import { mitZeitlimit } from './zeitlimit.ts';

export interface KontingentErgebnis {
  erlaubt: boolean;
  rest: number;
  // Seconds until the window resets (Retry-After).
  sekundenBisNeu: number;
}

// The part of a Netlify Blobs store the counter uses.
export interface ShardAblage {
  setJSON(key: string, value: unknown): Promise<unknown>;
  get(key: string, opts: { type: 'json' }): Promise<unknown>;
  list(opts: { prefix: string }): Promise<{ blobs: { key: string }[] }>;
}

export interface KontingentOptionen {
  anfragen: number;
  fensterSekunden: number;
  ablage?: ShardAblage | null;
  instanz?: string;
  abgleichMs?: number;
  zeitlimitMs?: number;
  jetzt?: () => number;
  protokolliere?: (meldung: string) => void;
}

interface Stand {
  fenster: number;
  eigene: number;
  geschrieben: number;
  andere: number;
}

export interface Kontingent {
  zaehle(schluesselId: string, limit?: number): KontingentErgebnis;
  // The background round for the keys counted since the last one; resolves when done (never
  // rejects). The gate hands it to context.waitUntil.
  abgleich(): Promise<void> | null;
}

export function erstelleKontingent(o: KontingentOptionen): Kontingent {
  const fensterMs = o.fensterSekunden * 1000;
  const jetzt = o.jetzt ?? (() => Date.now());
  const instanz = o.instanz ?? crypto.randomUUID();
  const abgleichMs = o.abgleichMs ?? 1_000;
  const zeitlimit = o.zeitlimitMs ?? 1_000;
  const staende = new Map<string, Stand>();
  const faellig = new Set<string>();
  let laufend: Promise<void> | null = null;
  let letzteRunde = -Infinity;

  function zaehle(id: string, limit = o.anfragen): KontingentErgebnis {
    const t = jetzt();
    const fenster = Math.floor(t / fensterMs) * fensterMs;
    let s = staende.get(id);
    if (!s || s.fenster !== fenster) {
      s = { fenster, eigene: 0, geschrieben: 0, andere: 0 };
      staende.set(id, s);
    }
    const sekundenBisNeu = Math.max(1, Math.ceil((fenster + fensterMs - t) / 1000));
    const genutzt = s.andere + s.eigene;
    if (genutzt >= limit) return { erlaubt: false, rest: 0, sekundenBisNeu };
    s.eigene++;
    if (o.ablage) faellig.add(id);
    return { erlaubt: true, rest: Math.max(0, limit - genutzt - 1), sekundenBisNeu };
  }

  async function runde(ablage: ShardAblage): Promise<void> {
    const ids = [...faellig];
    faellig.clear();
    await Promise.all(
      ids.map(async (id) => {
        const s = staende.get(id);
        if (!s) return;
        const praefix = `${encodeURIComponent(id)}/${s.fenster}/`;
        try {
          const eigene = s.eigene;
          if (eigene !== s.geschrieben) {
            await mitZeitlimit(ablage.setJSON(praefix + instanz, eigene), zeitlimit, 'Zählerspeicher');
            s.geschrieben = eigene;
          }
          const { blobs } = await mitZeitlimit(ablage.list({ prefix: praefix }), zeitlimit, 'Zählerspeicher');
          const fremde = blobs.filter((b) => b.key !== praefix + instanz);
          const werte = await mitZeitlimit(
            Promise.all(fremde.map((b) => ablage.get(b.key, { type: 'json' }))),
            zeitlimit,
            'Zählerspeicher',
          );
          s.andere = werte.reduce<number>((summe, w) => summe + (typeof w === 'number' ? w : 0), 0);
        } catch (e) {
          // The store is unreachable: requests go on, counted by this instance alone.
          faellig.add(id);
          o.protokolliere?.(`Kontingent: Abgleich fehlgeschlagen, zähle lokal weiter (${(e as Error).message})`);
        }
      }),
    );
  }

  function abgleich(): Promise<void> | null {
    if (!o.ablage || laufend || faellig.size === 0) return null;
    const ablage = o.ablage;
    // At most one round per abgleichMs: the counts of every request in between go in one write.
    const warten = Math.max(0, letzteRunde + abgleichMs - jetzt());
    laufend = (async () => {
      if (warten > 0) await new Promise((r) => setTimeout(r, warten));
      letzteRunde = jetzt();
      await runde(ablage);
    })().finally(() => {
      laufend = null;
    });
    return laufend;
  }

  return { zaehle, abgleich };
}

export function kontingentAusUmgebung(lies: (name: string) => string | undefined) {
  const zahl = (name: string, standard: number) => {
    const n = Number(lies(name));
    return Number.isInteger(n) && n > 0 ? n : standard;
  };
  return { anfragen: zahl('KONTINGENT_ANFRAGEN', 10_000), fensterSekunden: zahl('KONTINGENT_FENSTER_SEKUNDEN', 3_600) };
}
