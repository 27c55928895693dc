// Request quota per key: at most KONTINGENT_ANFRAGEN requests (or the key's own kontingent) in
// each window of KONTINGENT_FENSTER_SEKUNDEN, windows aligned to the clock. The counters live in
// a store shared by every function instance: Netlify Blobs in production, a file under .lokal/
// in local development (netlify dev starts a fresh function instance per request, so memory
// would forget every count), memory in tests. Concurrent requests of one key may both read the
// same count; the limit is then exceeded by at most the number of parallel requests
// (docs/BETRIEB.md).
import { readFileSync } from 'node:fs';
import { schreibeAtomar } from '../gemeinsam/datei';
import type { BlobAblage } from './schluessel';

export interface KontingentErgebnis {
  erlaubt: boolean;
  rest: number;
  // Seconds until the window resets (Retry-After).
  sekundenBisNeu: number;
}

export interface Zaehlerstand { fenster: number; anzahl: number }

export interface ZaehlerSpeicher {
  lies(id: string): Promise<Zaehlerstand | null> | Zaehlerstand | null;
  schreibe(id: string, z: Zaehlerstand): Promise<unknown> | void;
}

export class ZaehlerImSpeicher implements ZaehlerSpeicher {
  private readonly m = new Map<string, Zaehlerstand>();
  lies(id: string) { return this.m.get(id) ?? null; }
  schreibe(id: string, z: Zaehlerstand) { this.m.set(id, z); }
}

export class ZaehlerDatei implements ZaehlerSpeicher {
  constructor(private readonly datei: string) {}
  private alle(): Record<string, Zaehlerstand> {
    try {
      return JSON.parse(readFileSync(this.datei, 'utf8')) as Record<string, Zaehlerstand>;
    } catch {
      return {};
    }
  }
  lies(id: string) { return this.alle()[id] ?? null; }
  schreibe(id: string, z: Zaehlerstand) {
    schreibeAtomar(this.datei, JSON.stringify({ ...this.alle(), [id]: z }));
  }
}

// One blob per key id in the store "api-kontingent".
export class ZaehlerBlobs implements ZaehlerSpeicher {
  constructor(private readonly ablage: Pick<BlobAblage, 'get' | 'setJSON'>) {}
  async lies(id: string) { return ((await this.ablage.get(id, { type: 'json' })) as Zaehlerstand | null) ?? null; }
  schreibe(id: string, z: Zaehlerstand) { return this.ablage.setJSON(id, z); }
}

export function kontingent({ anfragen, fensterSekunden, jetzt = () => Date.now(), speicher = new ZaehlerImSpeicher() }: { anfragen: number; fensterSekunden: number; jetzt?: () => number; speicher?: ZaehlerSpeicher }) {
  const fensterMs = fensterSekunden * 1000;
  // limit: the key's own quota (SchluesselEintrag.kontingent), else the default.
  return async (schluesselId: string, limit: number = anfragen): Promise<KontingentErgebnis> => {
    const t = jetzt();
    const fenster = Math.floor(t / fensterMs) * fensterMs;
    const alt = await speicher.lies(schluesselId);
    const z = { fenster, anzahl: alt && alt.fenster === fenster ? alt.anzahl + 1 : 1 };
    await speicher.schreibe(schluesselId, z);
    const sekundenBisNeu = Math.max(1, Math.ceil((fenster + fensterMs - t) / 1000));
    return { erlaubt: z.anzahl <= limit, rest: Math.max(0, limit - z.anzahl), sekundenBisNeu };
  };
}

export function kontingentAusUmgebung(env: Record<string, string | undefined>) {
  const zahl = (name: string, standard: number) => {
    const n = Number(env[name]);
    return Number.isInteger(n) && n > 0 ? n : standard;
  };
  return { anfragen: zahl('KONTINGENT_ANFRAGEN', 10_000), fensterSekunden: zahl('KONTINGENT_FENSTER_SEKUNDEN', 3_600) };
}
