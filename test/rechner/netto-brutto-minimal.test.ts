// netto-brutto claims the smallest gross, to the cent, whose net pay is the target exactly, else the
// smallest whose net reaches it (issue 39). The search scans only a window below the gross it first
// finds (src/rechner/abrechnung/suche.ts); this test shows the window suffices: for 240 varied
// requests it scans every cent of a far wider window below the answer with the payslip itself and
// finds no smaller gross that gives the target exactly (or, for an answer above the target, reaches it). December
// 2024, whose PAP lets the tax fall by up to about two euros at one cent, gets its own 40 cases and
// twice its window; so does December 2015, whose PAP is built the same way (20 cases). 60 cases spread
// over the older PAP versions 2015 to 2023 (Gleitzone, Übergangsbereich and both mid-year versions).
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleAntworter } from '../../src/api/antworten';
import { LAENDER } from '../../src/daten/schema';
import nettoBruttoModul from '../../src/datensaetze/netto-brutto';
import { nettoBei } from '../../src/rechner/abrechnung/abrechnung';
import { ausParametern } from '../../src/rechner/abrechnung/regeln';
import { FENSTER } from '../../src/rechner/abrechnung/suche';
import { erstelleBezug } from '../../src/vertrag/bezug';
import { ApiFehler } from '../../src/vertrag/fehler';
import { leseParameter } from '../../src/vertrag/parameter';

const { laufzeit } = baue();
const antworter = erstelleAntworter({ daten: laufzeit, ...UMGEBUNG });
const d = laufzeit.datensaetze['netto-brutto'];

// A fixed pseudo-random sequence, so a failure names a case that can be run again.
let zustand = 20261128;
const zufall = () => {
  zustand = (zustand * 1103515245 + 12345) % 2147483648;
  return zustand / 2147483648;
};
const eines = <T>(a: readonly T[]) => a[Math.floor(zufall() * a.length)];

function person(datum: string): string {
  const q = [`datum=${datum}`, `land=${eines(LAENDER)}`, `steuerklasse=${1 + Math.floor(zufall() * 6)}`];
  if (zufall() < 0.5) q.push('kirchensteuer=true');
  if (zufall() < 0.4) q.push(`kinder=${Math.floor(zufall() * 4)}`);
  if (zufall() < 0.3) q.push(`kinderfreibetraege=${Math.floor(zufall() * 5) / 2}`);
  if (zufall() < 0.4) q.push(`geburtsjahr=${eines([1950, 1958, 1962, 1975, 1988, 1995])}`);
  if (zufall() < 0.15)
    q.push('krankenversicherung=privat', `pkv_beitrag=${(200 + Math.floor(zufall() * 90000) / 100).toFixed(2)}`);
  else if (zufall() < 0.3) q.push(`zusatzbeitrag=${eines([0.9, 1.7, 2.45, 2.9, 3.3])}`);
  return q.join('&');
}

// Gross amounts across the kinds of employment: Minijob, Übergangsbereich, ordinary, above the
// ceilings and very high pay.
const brutto = () =>
  eines([
    () => 1 + Math.floor(zufall() * 60_000),
    () => 55_000 + Math.floor(zufall() * 150_000),
    () => 200_000 + Math.floor(zufall() * 700_000),
    () => 900_000 + Math.floor(zufall() * 5_000_000),
    () => 5_000_000 + Math.floor(zufall() * 90_000_000),
  ])();

// 200 months 2024 to 2026, 40 in December 2024, 60 in 2015 to 2023, 20 in December 2015.
const GESAMT = 320;

interface Fall {
  abfrage: string;
  ziel: number;
  weite: number;
}

function faelle(): Fall[] {
  const liste: Fall[] = [];
  while (liste.length < GESAMT) {
    const n = liste.length;
    const dezember = (n >= 200 && n < 240) || n >= 300;
    const jahre = n >= 240 ? [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023] : [2024, 2025, 2026];
    const monat = dezember
      ? n >= 300
        ? '2015-12'
        : '2024-12'
      : `${eines(jahre)}-${String(1 + Math.floor(zufall() * 12)).padStart(2, '0')}`;
    // December 2015 belongs to its own cases (its window); a random month in 2015 avoids it.
    if (!dezember && monat === '2015-12') continue;
    const abfrage = person(`${monat}-15`);
    const p = leseParameter(d.parameter, `${abfrage}&netto=1`);
    const m = ausParametern(
      p,
      '2026-03-10',
      erstelleBezug('netto-brutto', nettoBruttoModul, { ...UMGEBUNG, datensaetze: laufzeit.datensaetze }),
      'netto',
    ).monat;
    let ziel: number;
    try {
      ziel = nettoBei(m, brutto());
    } catch (e) {
      if (e instanceof ApiFehler) continue;
      throw e;
    }
    if (ziel < 0) continue;
    const weite = dezember ? 2 * (m.pap().version.netto_suchfenster_cent ?? FENSTER) : 10 * FENSTER;
    liste.push({ abfrage, ziel, weite });
  }
  return liste;
}

describe('netto-brutto: das kleinste Brutto, das das Netto auf den Cent trifft', () => {
  it('kein kleineres Brutto in einem weiten Fenster darunter trifft das Netto (320 Fälle)', () => {
    let geprueft = 0;
    for (const f of faelle()) {
      const netto = (f.ziel / 100).toFixed(2);
      const p = leseParameter(d.parameter, `${f.abfrage}&netto=${netto}`);
      const antwort = JSON.parse(antworter.datensatz(d, p, '2026-03-10').body);
      const gefunden = Math.round(antwort.brutto * 100);
      expect(antwort.netto, f.abfrage).toBeGreaterThanOrEqual(f.ziel / 100);
      const m = ausParametern(
        p,
        '2026-03-10',
        erstelleBezug('netto-brutto', nettoBruttoModul, { ...UMGEBUNG, datensaetze: laufzeit.datensaetze }),
        'netto',
      ).monat;
      expect(nettoBei(m, gefunden), f.abfrage).toBe(Math.round(antwort.netto * 100));
      const genau = Math.round(antwort.netto * 100) === f.ziel;
      for (let c = gefunden - 1; c >= Math.max(0, gefunden - f.weite); c--) {
        let n: number;
        try {
          n = nettoBei(m, c);
        } catch (e) {
          // Below lies a kind of employment the payslip refuses for this person (Übergangsbereich).
          if (e instanceof ApiFehler) continue;
          throw e;
        }
        if (genau ? n === f.ziel : n >= f.ziel)
          expect.fail(`${f.abfrage}&netto=${netto}: ${c / 100} Euro reicht schon, Antwort ${gefunden / 100}`);
      }
      geprueft++;
    }
    expect(geprueft).toBe(GESAMT);
  }, 120_000);
});
