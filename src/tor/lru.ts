// A map with a fixed number of entries that forgets the least recently used one first, so a flood
// of distinct keys cannot grow the gate's memory.
export class Lru<K, V> {
  private readonly m = new Map<K, V>();
  // The most recently used key: asked again (the common case), it is already in last place.
  private zuletzt: K | undefined;
  constructor(private readonly groesse: number) {}

  get(k: K): V | undefined {
    const v = this.m.get(k);
    if (v !== undefined && k !== this.zuletzt) {
      this.m.delete(k);
      this.m.set(k, v);
      this.zuletzt = k;
    }
    return v;
  }

  set(k: K, v: V): void {
    this.m.delete(k);
    this.m.set(k, v);
    this.zuletzt = k;
    if (this.m.size > this.groesse) this.m.delete(this.m.keys().next().value as K);
  }

  get size(): number {
    return this.m.size;
  }
}
