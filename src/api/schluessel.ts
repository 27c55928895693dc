// API keys (DECISIONS.md "Keys"): random, shown once, stored only as SHA-256 hashes, in Netlify
// Blobs (production, and netlify dev's local store). The gate checks them (src/tor/schluessel.ts).
import { createHash, randomBytes } from 'node:crypto';
import { mitPruefziffern } from '../gemeinsam/schluesselformat';
import type { SchluesselEintrag } from '../vertrag/schluessel';

export type { SchluesselEintrag };

export interface SchluesselSpeicher {
  finde(hash: string): Promise<SchluesselEintrag | null>;
  alle(): Promise<SchluesselEintrag[]>;
  speichere(e: SchluesselEintrag): Promise<void>;
}

export const hashVon = (schluessel: string) => createHash('sha256').update(schluessel).digest('hex');

// 32 random bytes (256 bits), URL-safe; the prefix makes a leaked key easy to recognise, the check
// digits let the gate refuse invented keys without a lookup (gemeinsam/schluesselformat.ts).
export function neuerSchluessel(): { schluessel: string; id: string } {
  return {
    schluessel: mitPruefziffern(randomBytes(32).toString('base64url')),
    id: `k_${randomBytes(6).toString('hex')}`,
  };
}

// In memory, for tests and the benchmark.
export class SchluesselImSpeicher implements SchluesselSpeicher {
  private readonly m = new Map<string, SchluesselEintrag>();
  async finde(hash: string) {
    return this.m.get(hash) ?? null;
  }
  async alle() {
    return [...this.m.values()];
  }
  async speichere(e: SchluesselEintrag) {
    this.m.set(e.hash, e);
  }
}

// The part of @netlify/blobs' Store this project uses (kept small so tests can pass a fake).
export interface BlobAblage {
  get(key: string, opts: { type: 'json' }): Promise<unknown>;
  setJSON(key: string, value: unknown): Promise<unknown>;
  list(): Promise<{ blobs: { key: string }[] }>;
}

// One blob per key, named by its hash: the gate reads exactly one blob per uncached key.
export class BlobSpeicher implements SchluesselSpeicher {
  constructor(private readonly ablage: BlobAblage) {}

  async finde(hash: string) {
    return ((await this.ablage.get(hash, { type: 'json' })) as SchluesselEintrag | null) ?? null;
  }

  async alle() {
    const { blobs } = await this.ablage.list();
    const eintraege = await Promise.all(blobs.map((b) => this.finde(b.key)));
    return eintraege.filter((e): e is SchluesselEintrag => e !== null);
  }

  async speichere(e: SchluesselEintrag) {
    await this.ablage.setJSON(e.hash, e);
  }
}

export async function erstelle(
  s: SchluesselSpeicher,
  name: string,
  jetzt = new Date(),
  kontingent: number | null = null,
): Promise<{ id: string; schluessel: string }> {
  const { schluessel, id } = neuerSchluessel();
  await s.speichere({
    id,
    name,
    hash: hashVon(schluessel),
    erstellt: jetzt.toISOString(),
    widerrufen: null,
    ...(kontingent ? { kontingent } : {}),
  });
  return { id, schluessel };
}

export async function widerrufe(
  s: SchluesselSpeicher,
  schluesselOderId: string,
  jetzt = new Date(),
): Promise<string | null> {
  const alle = await s.alle();
  const e = alle.find((x) => x.id === schluesselOderId) ?? alle.find((x) => x.hash === hashVon(schluesselOderId));
  if (!e) return null;
  if (!e.widerrufen) await s.speichere({ ...e, widerrufen: jetzt.toISOString() });
  return e.id;
}
