// The part of a Netlify Blobs store the account service uses, and an in-memory stand-in with the
// same behaviour for tests (get answers null for a missing key, list filters by prefix).
export interface Ablage {
  get(key: string, opts: { type: 'json' }): Promise<unknown>;
  setJSON(key: string, value: unknown): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  list(opts?: { prefix?: string }): Promise<{ blobs: { key: string }[] }>;
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
  async list(opts: { prefix?: string } = {}) {
    return { blobs: [...this.m.keys()].filter((k) => k.startsWith(opts.prefix ?? '')).map((key) => ({ key })) };
  }
}
