// The part of a Netlify Blobs store the account service uses, and an in-memory stand-in with the
// same behaviour for tests (get answers null for a missing key, list filters by prefix and, with
// directories, names each next level below the prefix once instead of the blobs in it, as
// Netlify Blobs does).
export interface Ablage {
  get(key: string, opts: { type: 'json' }): Promise<unknown>;
  setJSON(key: string, value: unknown): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  list(opts?: {
    prefix?: string;
    directories?: boolean;
  }): Promise<{ blobs: { key: string }[]; directories?: string[] }>;
}

// A JSON blob, or null where there is none.
export async function liesJSON<T>(a: Ablage, key: string): Promise<T | null> {
  return ((await a.get(key, { type: 'json' })) as T | null) ?? null;
}

export class AblageImSpeicher implements Ablage {
  readonly m = new Map<string, string>();
  async get(key: string) {
    const v = this.m.get(key);
    return v === undefined ? null : JSON.parse(v);
  }
  async setJSON(key: string, value: unknown) {
    this.m.set(key, JSON.stringify(value));
  }
  async delete(key: string) {
    this.m.delete(key);
  }
  async list(opts: { prefix?: string; directories?: boolean } = {}) {
    const praefix = opts.prefix ?? '';
    const passend = [...this.m.keys()].filter((k) => k.startsWith(praefix));
    if (!opts.directories) return { blobs: passend.map((key) => ({ key })), directories: [] };
    const blobs: { key: string }[] = [];
    const verzeichnisse = new Set<string>();
    for (const k of passend) {
      const schraegstrich = k.indexOf('/', praefix.length);
      if (schraegstrich < 0) blobs.push({ key: k });
      else verzeichnisse.add(k.slice(0, schraegstrich));
    }
    return { blobs, directories: [...verzeichnisse] };
  }
}
