// kein_wert names the parameter whose value lies outside coverage and quotes it as sent; a
// calculator names its own coverage (its data narrowed by what it reads), never an internal
// dataset's or the first of the month it computes with. Issue 33.
import { describe, expect, it } from 'vitest';
import { hole } from './http';

const fehlerVon = async (pfad: string) => {
  const r = await hole(pfad);
  expect(r.status, pfad).toBe(404);
  return ((await r.json()) as { fehler: { code: string; nachricht: string; parameter?: string } }).fehler;
};

describe('kein_wert', () => {
  it.each([
    [
      '/hr/brutto-netto?brutto=3000&land=BE&datum=2014-12-31',
      'datum',
      'datum=2014-12-31 liegt außerhalb der Abdeckung von brutto-netto: 2015-01-01 bis 2026-12-31.',
    ],
    [
      '/hr/netto-brutto?netto=2000&land=BE&datum=2027-01-15',
      'datum',
      'datum=2027-01-15 liegt außerhalb der Abdeckung von netto-brutto: 2015-01-01 bis 2026-12-31.',
    ],
    // krankengeld's data are open-ended, rechengroessen ends: the calculator's coverage ends there.
    [
      '/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=1&datum=2027-01-01',
      'datum',
      'datum=2027-01-01 liegt außerhalb der Abdeckung von krankengeld: 2015-01-01 bis 2026-12-31.',
    ],
    [
      '/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=1&datum=1990-01-01',
      'datum',
      'datum=1990-01-01 liegt außerhalb der Abdeckung von krankengeld: 2015-01-01 bis 2026-12-31.',
    ],
    [
      '/hr/mutterschutz?geburt=1990-01-01',
      'geburt',
      'geburt=1990-01-01 liegt außerhalb der Abdeckung von mutterschutz: 2018-01-01 bis heute und angekündigte Werte.',
    ],
    [
      '/hr/arbeitstage?von=1990-01-01&bis=1990-02-01&land=BE',
      'von',
      'von=1990-01-01 liegt außerhalb der Abdeckung von arbeitstage: 2015-01-01 bis 2035-12-31.',
    ],
    [
      '/hr/mindestlohn?datum=1990-01-01',
      'datum',
      'datum=1990-01-01 liegt außerhalb der Abdeckung von mindestlohn: 2015-01-01 bis heute und angekündigte Werte.',
    ],
  ])('%s: nennt %s', async (pfad, parameter, nachricht) => {
    const f = await fehlerVon(pfad);
    expect(f).toEqual({ code: 'kein_wert', parameter, nachricht });
  });

  it('keine Meldung nennt den Monatsersten statt des gesendeten Tags oder einen internen Datensatz', async () => {
    for (const pfad of [
      '/hr/brutto-netto?brutto=3000&land=BE&datum=2014-12-31',
      '/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=1&datum=2027-01-01',
    ]) {
      const { nachricht } = await fehlerVon(pfad);
      expect(nachricht).not.toMatch(/2014-12-01|rechengroessen|beitragssaetze/);
    }
  });
});
