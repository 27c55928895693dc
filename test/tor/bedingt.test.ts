// Conditional requests (src/tor/bedingt.ts): the ETag names datenstand and request, If-None-Match
// matches strong, weak, listed and "*" tags.
import { describe, expect, it } from 'vitest';
import { etag, passt } from '../../src/tor/bedingt';

describe('ETag', () => {
  const t = etag('2026-11-23.4', '/v1/hr/mindestlohn?datum=2024-05-01', '2026-03-10');
  it('beginnt mit dem datenstand und ist für dieselbe Anfrage gleich', () => {
    expect(t).toMatch(/^"2026-11-23\.4-[0-9a-z]+"$/);
    expect(etag('2026-11-23.4', '/v1/hr/mindestlohn?datum=2024-05-01', '2026-03-10')).toBe(t);
  });
  it('ändert sich mit datenstand, Abfrage, heute (Standardwerte) und Kodierung', () => {
    expect(etag('2026-11-23.5', '/v1/hr/mindestlohn?datum=2024-05-01', '2026-03-10')).not.toBe(t);
    expect(etag('2026-11-23.4', '/v1/hr/mindestlohn?datum=2024-05-02', '2026-03-10')).not.toBe(t);
    expect(etag('2026-11-23.4', '/v1/hr/mindestlohn?datum=2024-05-01', '2026-03-11')).not.toBe(t);
    expect(etag('2026-11-23.4', '/v1/hr/mindestlohn?datum=2024-05-01', '2026-03-10', 'gzip')).not.toBe(t);
  });
  it('If-None-Match: genau, schwach, in einer Liste, Stern; sonst nicht', () => {
    expect(passt(t, t)).toBe(true);
    expect(passt(`W/${t}`, t)).toBe(true);
    expect(passt(`"x", ${t}`, t)).toBe(true);
    expect(passt('*', t)).toBe(true);
    expect(passt('"2026-11-23.4-anders"', t)).toBe(false);
    expect(passt(null, t)).toBe(false);
    expect(passt('', t)).toBe(false);
  });
});
