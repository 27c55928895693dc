import { describe, expect, it } from 'vitest';
import { Lru } from '../../src/tor/lru';

describe('Lru', () => {
  it('hält höchstens groesse Einträge und vergisst den am längsten nicht benutzten', () => {
    const l = new Lru<string, number>(2);
    l.set('a', 1);
    l.set('b', 2);
    expect(l.get('a')).toBe(1); // a is now the most recent
    l.set('c', 3);
    expect(l.get('b')).toBeUndefined();
    expect(l.get('a')).toBe(1);
    expect(l.get('c')).toBe(3);
    expect(l.size).toBe(2);
  });
});
