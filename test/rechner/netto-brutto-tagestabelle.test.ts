// netto-brutto in a part month with the daily table (teillohnzahlungszeitraum, R 39b.5 Abs. 2 LStR): the
// wage tax, the Soli and the church tax are each a daily amount in cent times the days, so the net can fall
// by up to about three times the days in cents where the daily wage moves by a cent, and a smaller gross
// with the target can lie further below the bisection's crossing than the window of full months (FENSTER,
// 100 cents). Found by the round trip of netto-brutto-umkehrung.test.ts with another seed: December 2016,
// Klasse V, 28 days, net 435.44 euros; 796.41 euros give it exactly, the answer was 797.86.
//
// What must hold: the answer gives the target, and no smaller gross in a range far wider than the search's
// window gives it exactly. The targets are chosen where the search is tested hardest: just above the net
// of the cent below a crossing whose net a much smaller gross already reaches.
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import nettoBruttoModul from '../../src/datensaetze/netto-brutto';
import { nettoBei, suchkontext } from '../../src/rechner/abrechnung/abrechnung';
import type { Monat } from '../../src/rechner/abrechnung/monat';
import { tageslohn } from '../../src/rechner/abrechnung/papeingaben';
import { ausParametern } from '../../src/rechner/abrechnung/regeln';
import { FENSTER_JE_TAG, suche } from '../../src/rechner/abrechnung/suche';
import { SPIEL } from '../../src/rechner/abrechnung/suchschritte';
import { erstelleBezug } from '../../src/vertrag/bezug';
import { leseParameter } from '../../src/vertrag/parameter';
import { imProzess } from './im-prozess';

const { laufzeit } = baue();
const d = laufzeit.datensaetze['netto-brutto'];
const monat = (abfrage: string): Monat =>
  ausParametern(
    leseParameter(d.parameter, `${abfrage}&netto=1`),
    '2026-03-10',
    erstelleBezug('netto-brutto', nettoBruttoModul, { ...UMGEBUNG, datensaetze: laufzeit.datensaetze }),
    'netto',
  ).monat;

// The answer to q&netto=ziel (cent) gives the target, and no gross within weite cents below it gives the
// target exactly (or, for an answer above the target, reaches it).
function pruefe(q: string, ziel: number, weite: number): number {
  const antwort = imProzess('netto-brutto', `${q}&netto=${(ziel / 100).toFixed(2)}`);
  const fall = `${q}&netto=${(ziel / 100).toFixed(2)}`;
  expect(antwort.fehler, fall).toBeUndefined();
  const m = monat(q);
  const gefunden = Math.round(antwort.brutto * 100);
  expect(nettoBei(m, gefunden), fall).toBe(Math.round(antwort.netto * 100));
  expect(Math.round(antwort.netto * 100), fall).toBeGreaterThanOrEqual(ziel);
  const genau = Math.round(antwort.netto * 100) === ziel;
  for (let c = gefunden - 1; c >= Math.max(0, gefunden - weite); c--) {
    const n = nettoBei(m, c);
    if (genau ? n === ziel : n >= ziel) expect.fail(`${fall}: ${c / 100} Euro reicht schon, Antwort ${gefunden / 100}`);
  }
  return gefunden;
}

describe('netto-brutto mit der Tagestabelle eines Teilmonats', () => {
  it('findet das kleinste Brutto auch weit unter der Kreuzung (Fälle, die das Fenster von 100 Cent verfehlte)', () => {
    // Each of these answered a gross 38 to 145 cents above the smallest exact one with the window of 100
    // cents; the smallest exact gross is asserted by scanning three windows of 29 days below the answer.
    const faelle: [string, number, number][] = [
      [
        'datum=2016-12-15&land=HH&steuerklasse=5&kirchensteuer=true&geburtsjahr=1970&zusatzbeitrag=2.5&geldwerter_vorteil=262.96&sv_tage=28',
        43544,
        79641,
      ],
      ['datum=2020-10-15&land=MV&steuerklasse=2&sv_tage=29&kirchensteuer=true', 186166, 278672],
      [
        'datum=2024-05-15&land=HB&steuerklasse=6&sv_tage=29&kirchensteuer=true&kinder=2&kinderfreibetraege=1&geldwerter_vorteil=167.34',
        90864,
        155651,
      ],
      ['datum=2019-04-15&land=HE&steuerklasse=5&sv_tage=27&geldwerter_vorteil=227.52', 55348, 93037],
      ['datum=2017-11-15&land=TH&steuerklasse=5&sv_tage=28&kirchensteuer=true', 89633, 154877],
    ];
    for (const [q, ziel, brutto] of faelle) expect(pruefe(q, ziel, 3 * 29 * FENSTER_JE_TAG), q).toBe(brutto);
  }, 120_000);

  it('30 Ziele an den ungünstigsten Kreuzungen zufälliger Teilmonate', () => {
    let zustand = 20261207;
    const zufall = () => {
      zustand = (zustand * 1103515245 + 12345) % 2147483648;
      return zustand / 2147483648;
    };
    const eines = <T>(a: readonly T[]) => a[Math.floor(zufall() * a.length)];
    let geprueft = 0;
    while (geprueft < 30) {
      const tage = 10 + Math.floor(zufall() * 20);
      const q = [
        `datum=${2015 + Math.floor(zufall() * 12)}-${String(1 + Math.floor(zufall() * 12)).padStart(2, '0')}-15`,
        `land=${eines(['BW', 'BY', 'HE', 'NW', 'SN', 'TH'])}`,
        `steuerklasse=${eines([1, 3, 4, 5, 5, 6, 6])}`,
        `sv_tage=${tage}`,
        ...(zufall() < 0.7 ? ['kirchensteuer=true'] : []),
      ].join('&');
      const m = monat(q);
      // 20 euros of nets from a gross well above the Übergangsbereich.
      const start = 100_000 + Math.floor(zufall() * 500_000);
      const netz = Array.from({ length: 2_000 }, (_, i) => nettoBei(m, start + i));
      let hoechstes = Number.NEGATIVE_INFINITY;
      const bisher = netz.map((n) => {
        hoechstes = Math.max(hoechstes, n);
        return hoechstes;
      });
      // The crossing in the upper half whose target a gross furthest below it reaches already.
      let schlimmst: { ziel: number; abstand: number } | null = null;
      for (let c = 1_000; c < netz.length; c++) {
        if (netz[c] <= netz[c - 1]) continue;
        const ziel = netz[c - 1] + 1;
        const erstes = bisher.findIndex((n) => n >= ziel);
        if (erstes > 200 && (!schlimmst || c - erstes > schlimmst.abstand)) schlimmst = { ziel, abstand: c - erstes };
      }
      if (!schlimmst) continue;
      pruefe(q, schlimmst.ziel, 3 * tage * FENSTER_JE_TAG);
      geprueft++;
    }
    expect(geprueft).toBe(30);
  }, 300_000);

  // The search skips a stretch of the same daily wage whose top lacks more than SPIEL cents (suche.ts,
  // gleicherTageslohn): on such a stretch only the contributions move with the gross, and no cent of it
  // has more than SPIEL cents more net than its top. Checked cent by cent, and the answer against the
  // search that computes every cent of its window.
  it('Strecken gleichen Tageslohns: höchstens SPIEL über dem oberen Ende, dieselbe Antwort wie ohne Sprünge', () => {
    let strecken = 0;
    for (let fall = 0; fall < 24; fall++) {
      const tage = 5 + ((fall * 7) % 25);
      const q = [
        `datum=${2015 + (fall % 12)}-${String(1 + ((fall * 5) % 12)).padStart(2, '0')}-15`,
        `land=${['HB', 'SN', 'BY', 'NW', 'TH', 'HE'][fall % 6]}`,
        `steuerklasse=${1 + (fall % 6)}`,
        `sv_tage=${tage}`,
        ...(fall % 2 ? ['kirchensteuer=true'] : []),
        ...(fall % 5 === 2 ? ['geldwerter_vorteil=120'] : []),
      ].join('&');
      const m = monat(q);
      const von = [60_000, 150_000, 320_000, 700_000][fall % 4];
      const netz = Array.from({ length: 600 }, (_, i) => nettoBei(m, von + i));
      // The taxable pay is the gross plus the benefit in kind.
      const lohn = (i: number) => tageslohn(von + i + (fall % 5 === 2 ? 12_000 : 0), tage);
      for (let oben = netz.length - 1; oben > 0; ) {
        let unten = oben;
        while (unten > 0 && lohn(unten - 1) === lohn(oben)) unten--;
        for (let i = unten; i < oben; i++)
          expect(netz[i], `${q}, brutto ${(von + i) / 100}`).toBeLessThanOrEqual(netz[oben] + SPIEL);
        strecken++;
        oben = unten - 1;
      }
      const ziel = netz[300];
      expect(suche(m, ziel).brutto, q).toBe(suche(m, ziel, suchkontext(m), { springen: false }).brutto);
    }
    expect(strecken).toBeGreaterThan(500);
  }, 120_000);
});
