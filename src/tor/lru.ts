// A map with a fixed number of entries that forgets the least recently used one first, so a flood
// of distinct keys cannot grow the gate's memory.
export class Lru<K, V> {
  private readonly m = new Map<K, V>();
  constructor(private readonly groesse: number) {}

  get(k: K): V | undefined {
    const v = this.m.get(k);
    if (v !== undefined) {
      this.m.delete(k);
      this.m.set(k, v);
    }
    return v;
  }

  set(k: K, v: V): void {
    this.m.delete(k);
    this.m.set(k, v);
    if (this.m.size > this.groesse) this.m.delete(this.m.keys().next().value as K);
  }

  get size(): number {
    return this.m.size;
  }
}
