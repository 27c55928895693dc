// Headers, preflight, method check and the error body (src/tor/kopf.ts).
import { describe, expect, it } from 'vitest';
import { fehlerAntwort, kuerze, methodenVon, NUR_KOERPER, pruefeMethode, vorabAntwort } from '../../src/tor/kopf';
import { ApiFehler } from '../../src/vertrag/fehler';

describe('kopf', () => {
  it('Preflight: 204 mit Methoden, Authorization und Max-Age', () => {
    const r = vorabAntwort();
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(r.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(Number(r.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });
  // TRACE, TRACK and CONNECT never reach the gate: neither Deno nor Node makes a Request of them
  // (netlify/edge-functions/tor.ts; locally scripts/lokal-schutz.mjs answers them).
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL', 'FOO'])('%s: 405 mit Allow', (m) => {
    try {
      pruefeMethode(new Request('https://x/v1/hr/mindestlohn', { method: m }));
      expect.unreachable();
    } catch (e) {
      expect((e as ApiFehler).code).toBe('methode_nicht_erlaubt');
      expect((e as ApiFehler).kopfzeilen.Allow).toBe('GET, HEAD, OPTIONS');
    }
  });
  it('die Methoden eines Pfads folgen aus seinem Körper: keiner, neben GET, nur POST', () => {
    expect(methodenVon(null)).toBe('GET, HEAD, OPTIONS');
    expect(methodenVon({ nurKoerper: false })).toBe('GET, HEAD, OPTIONS, POST');
    expect(methodenVon({ nurKoerper: true })).toBe('OPTIONS, POST');
    expect(vorabAntwort(NUR_KOERPER).headers.get('allow')).toBe('OPTIONS, POST');
  });
  it.each(['GET', 'HEAD', 'PUT'])('nur POST (lohnkonto): %s ist 405 mit Allow: OPTIONS, POST', (m) => {
    let fehler: ApiFehler | undefined;
    try {
      pruefeMethode(new Request('https://x/v1/hr/lohnkonto', { method: m }), NUR_KOERPER);
    } catch (e) {
      fehler = e as ApiFehler;
    }
    expect(fehler?.code).toBe('methode_nicht_erlaubt');
    expect(fehler?.kopfzeilen.Allow).toBe('OPTIONS, POST');
    expect(fehler?.nachricht).toMatch(/nur als JSON-Körper mit POST/);
  });
  it('nur POST (lohnkonto): POST geht durch', () => {
    expect(() =>
      pruefeMethode(new Request('https://x/v1/hr/lohnkonto', { method: 'POST' }), NUR_KOERPER),
    ).not.toThrow();
  });
  it('Fehlerkörper als JSON mit CORS und nosniff; bei HEAD ohne Körper', async () => {
    const f = new ApiFehler('kein_wert', 'Kein Wert.');
    const r = fehlerAntwort(new Request('https://x/'), f);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ fehler: { code: 'kein_wert', nachricht: 'Kein Wert.' } });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await fehlerAntwort(new Request('https://x/', { method: 'HEAD' }), f).text()).toBe('');
  });
  it('kürzt Echos und ersetzt Steuerzeichen', () => {
    expect(kuerze('a\u0000b')).toBe('a?b');
    expect(kuerze('x'.repeat(100))).toHaveLength(81);
  });
});
