// The gate keeps the route, ETag and headers of an answer per request form (src/tor/tor.ts
// Anfrageform), keyed by the form's whole content. Two requests that differ in any part the
// answer depends on must never share an entry: checked on the key itself for every field of the
// form, and end to end against a gate that never saw a request before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baue } from '../../scripts/umgebung';
import { erstelleGateway } from '../../src/api/gateway';
import { erstelleKontingent } from '../../src/tor/kontingent';
import { type Anfrageform, anfrageform, formSchluessel } from '../../src/tor/tor';
import { FIXTUR_UMGEBUNG } from '../fixtures/umgebung';

const FIXTUREN = new URL('../fixtures/daten', import.meta.url).pathname;

describe('Schlüssel der Anfrageform', () => {
  const basis = anfrageform(
    new Request('https://api.test/v1/export?format=json', { headers: { 'accept-encoding': 'gzip' } }),
    new Date('2026-03-10T12:00:00Z'),
  );

  it('liest Pfad, Abfrage, den Tag in Berlin und gzip aus der Anfrage', () => {
    expect(basis).toEqual({ pfad: '/v1/export', abfrage: '?format=json', heute: '2026-03-10', gzip: true });
    const spaet = anfrageform(new Request('https://api.test/v1/hr/x'), new Date('2026-03-10T23:30:00Z'));
    expect(spaet.heute).toBe('2026-03-11');
  });

  // Every field of the form, whatever it will hold later: a new field is covered without an edit.
  it.each(Object.keys(basis) as (keyof Anfrageform)[])(
    'ein anderer Wert von %s gibt einen anderen Schlüssel',
    (feld) => {
      const wert = basis[feld];
      const anders = { ...basis, [feld]: typeof wert === 'boolean' ? !wert : `${wert}x` };
      expect(formSchluessel(anders)).not.toBe(formSchluessel(basis));
    },
  );

  it('Teile verschieben sich nicht ineinander (Pfad und Abfrage)', () => {
    const a = { ...basis, pfad: '/v1/hr/a', abfrage: '?b=1' };
    const b = { ...basis, pfad: '/v1/hr/a?b=1', abfrage: '' };
    expect(formSchluessel(a)).not.toBe(formSchluessel(b));
  });
});

describe('der Zwischenspeicher des Tors gibt nie die Antwort einer anderen Anfrage', () => {
  const { laufzeit } = baue(FIXTUREN, FIXTUR_UMGEBUNG);
  const uhr = { jetzt: new Date('2026-03-10T12:00:00Z') };
  const gateway = () =>
    erstelleGateway({
      daten: laufzeit,
      ...FIXTUR_UMGEBUNG,
      pruefeSchluessel: async () => ({ id: 'k', name: 't', hash: '', erstellt: '', widerrufen: null }),
      zaehle: erstelleKontingent({ anfragen: 1e9, fensterSekunden: 60 }).zaehle,
      jetzt: () => uhr.jetzt,
    });
  const anfrage = fc.record({
    pfad: fc.constantFrom(
      '/v1/hr/beispiel',
      '/v1/hr/beispiel/verlauf',
      '/v1/hr/jahreswerte',
      '/v1/export',
      '/v1/aenderungen',
    ),
    abfrage: fc.constantFrom('', '?datum=2024-05-01', '?format=csv', '?bestandteil=satz', '?von=2020'),
    tag: fc.constantFrom('2019-06-30T12:00:00Z', '2026-03-10T12:00:00Z', '2026-03-10T23:30:00Z'),
    gzip: fc.boolean(),
  });
  type Anfrage = typeof anfrage extends fc.Arbitrary<infer T> ? T : never;
  const antwort = async (g: ReturnType<typeof gateway>, a: Anfrage) => {
    uhr.jetzt = new Date(a.tag);
    const r = await g(
      new Request(`https://api.test${a.pfad}${a.abfrage}`, {
        headers: { authorization: 'Bearer x', ...(a.gzip ? { 'accept-encoding': 'gzip' } : {}) },
      }),
    );
    return {
      status: r.status,
      etag: r.headers.get('etag'),
      typ: r.headers.get('content-type'),
      kodierung: r.headers.get('content-encoding'),
      body: Buffer.from(await r.arrayBuffer()).toString('base64'),
    };
  };

  it('jede Antwort eines benutzten Tors gleicht der eines frischen', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anfrage, { minLength: 2, maxLength: 16 }), async (folge) => {
        const benutzt = gateway();
        for (const a of folge) expect(await antwort(benutzt, a)).toEqual(await antwort(gateway(), a));
      }),
      { numRuns: 60 },
    );
  });
});
