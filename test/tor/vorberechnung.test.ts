// The precomputed files through the gate are byte for byte what the answer functions compute
// (src/api/antworten.ts, the reference the calculator function runs): on the real data, for every
// validity period on its first, a middle and its last day, every format and separator, the
// component variants, history selections by von/bis/bestandteil, and the changelog filters.
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleAntworter } from '../../src/api/antworten';
import { erstelleGateway } from '../../src/api/gateway';
import { findeSchlitze } from '../../src/api/vorberechnung';
import { plusTage, tageZwischen } from '../../src/gemeinsam/datum';
import { erstelleKontingent } from '../../src/tor/kontingent';
import { leseParameter } from '../../src/vertrag/parameter';

const { laufzeit } = baue();
const HEUTE = '2026-03-10';
const gateway = erstelleGateway({
  daten: laufzeit,
  ...UMGEBUNG,
  pruefeSchluessel: async () => ({ id: 'k', name: 't', hash: '', erstellt: '', widerrufen: null }),
  zaehle: erstelleKontingent({ anfragen: 1e9, fensterSekunden: 60 }).zaehle,
  jetzt: () => new Date(`${HEUTE}T12:00:00Z`),
});
const a = erstelleAntworter({ daten: laufzeit, ...UMGEBUNG });

async function vergleiche(pfad: string, referenz: () => string) {
  const r = await gateway(new Request(`https://api.test/v1${pfad}`, { headers: { authorization: 'Bearer x' } }));
  const bytes = new Uint8Array(await r.arrayBuffer());
  expect(r.status, pfad).toBe(200);
  expect(Buffer.from(bytes).toString('utf8'), pfad).toBe(referenz());
}

const datensaetze = Object.values(laufzeit.datensaetze).filter((d) => d.art !== 'rechner');
const formate = ['', '&format=csv', '&format=csv&trennzeichen=semikolon'];

describe('Vorberechnete Antworten gleich den berechneten', () => {
  it.each(datensaetze.map((d) => [d.id, d]))('%s: jeder Zeitraum, jedes Format, Bestandteile', async (_, d) => {
    let n = 0;
    for (const per of d.perioden) {
      const bis = per.bis ?? '2035-12-31';
      const tage =
        d.zeit === 'jahr'
          ? [per.von.slice(0, 4)]
          : [...new Set([per.von, plusTage(per.von, Math.floor(tageZwischen(per.von, bis) / 2)), bis])];
      const ids = ((per.antwort.bestandteile as { id: string }[] | undefined) ?? []).map((k) => k.id);
      const mitBestandteil = d.parameter.some((p) => p.name === 'bestandteil')
        ? [ids[0], ids.at(-1)].filter(Boolean)
        : [];
      for (const tag of tage) {
        for (const bt of ['', ...mitBestandteil.map((b) => `&bestandteil=${b}`)]) {
          for (const f of formate) {
            const query = `?${d.zeit}=${tag}${bt}${f}`;
            await vergleiche(
              `/hr/${d.id}${query}`,
              () => a.datensatz(d, leseParameter(d.parameter, query), HEUTE).body,
            );
            n++;
          }
        }
      }
    }
    // Without a time parameter: today (2026-03-10) or this year.
    if (d.perioden.some((p) => p.von <= HEUTE && (p.bis === null || p.bis >= HEUTE))) {
      await vergleiche(`/hr/${d.id}`, () => a.datensatz(d, {}, HEUTE).body);
    }
    expect(n).toBeGreaterThan(0);
  });

  const auswahlen = [
    '',
    'von=2020-01-01',
    'bis=2019-06-30',
    'von=2020&bis=2021',
    'von=2024-05-01&bis=2024-05-01',
    'von=2036-01-01',
    'bis=2014-12-31',
  ];
  it.each(datensaetze.filter((d) => d.verlaufParameter.length).map((d) => [d.id, d]))(
    '%s/verlauf: Auswahl nach von, bis, bestandteil (oder dem eigenen Filter, land) in JSON und CSV',
    async (_, d) => {
      const feld = d.verlaufFilter ?? 'bestandteil';
      const ids = [...new Set(d.verlauf.map((e) => e[feld]).filter((x): x is string => typeof x === 'string'))];
      const bestandteil = d.verlaufParameter.some((p) => p.name === feld)
        ? ['', `${feld}=${ids[0]}`, `${feld}=${ids.at(-1)}`]
        : [''];
      for (const aus of auswahlen) {
        for (const bt of bestandteil) {
          for (const f of formate) {
            const query = `?${[aus, bt, f.slice(1)].filter(Boolean).join('&')}`;
            await vergleiche(
              `/hr/${d.id}/verlauf${query}`,
              () => a.verlauf(d, leseParameter(d.verlaufParameter, query)).body,
            );
          }
        }
      }
    },
  );

  it.each([
    '',
    '?seit=2025-01-01',
    '?datensatz=mindestlohn',
    '?seit=2024-06-01&datensatz=beitragssaetze',
    '?seit=2099-01-01',
  ])('/aenderungen%s', async (query) => {
    const spec = [
      { name: 'seit', typ: 'datum' as const, pflicht: false, beschreibung: '' },
      {
        name: 'datensatz',
        typ: 'auswahl' as const,
        pflicht: false,
        beschreibung: '',
        werte: Object.keys(laufzeit.datensaetze),
      },
    ];
    await vergleiche(`/aenderungen${query}`, () => a.aenderungen(leseParameter(spec, query)).body);
  });

  it('/export', async () => {
    await vergleiche('/export', () => a.export().body);
  });
});

describe('findeSchlitze', () => {
  const b = (s: string) => new TextEncoder().encode(s);
  it('findet nur die Stellen, an denen sich die beiden Tage unterscheiden', () => {
    expect(
      findeSchlitze(
        b('{"datum":"2024-01-01","ab":"2024-01-01"}'),
        b('{"datum":"2024-05-01","ab":"2024-01-01"}'),
        '2024-01-01',
        '2024-05-01',
        't',
      ),
    ).toEqual([10]);
  });
  it('meldet eine Antwort, die mehr als den Tag ändert', () => {
    expect(() =>
      findeSchlitze(
        b('{"datum":"2024-01-01","x":1}'),
        b('{"datum":"2024-05-01","x":2}'),
        '2024-01-01',
        '2024-05-01',
        't',
      ),
    ).toThrow(/nicht nur im Tag/);
  });
});
