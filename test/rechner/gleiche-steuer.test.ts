// netto-brutto's scan skips PAP runs over a stretch of pay whose wage tax is proven the same
// (gleicheSteuer, src/rechner/abrechnung/steuern.ts; data/lohnsteuer/versionen.yaml netto_gleichlauf).
// The proof rests on an argument about the PAP's variables; this test checks its conclusion cent by
// cent: on every proven stretch, the sums-only payslip of the search that reuses the proven outputs has the same net pay
// as a full payslip that runs the PAP itself, for varied persons of December 2024 and December 2015.
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { LAENDER } from '../../src/daten/schema';
import nettoBruttoModul from '../../src/datensaetze/netto-brutto';
import { abrechne, nettoBei, suchkontext } from '../../src/rechner/abrechnung/abrechnung';
import { VolleAbrechnung } from '../../src/rechner/abrechnung/buchung';
import type { Monat } from '../../src/rechner/abrechnung/monat';
import { ausParametern } from '../../src/rechner/abrechnung/regeln';
import { gleicheSteuer } from '../../src/rechner/abrechnung/steuerspeicher';
import { SPIEL } from '../../src/rechner/abrechnung/suchschritte';
import { erstelleBezug } from '../../src/vertrag/bezug';
import { ApiFehler } from '../../src/vertrag/fehler';
import { leseParameter } from '../../src/vertrag/parameter';

const { laufzeit } = baue();
const d = laufzeit.datensaetze['netto-brutto'];

let zustand = 1224;
const zufall = () => {
  zustand = (zustand * 1103515245 + 12345) % 2147483648;
  return zustand / 2147483648;
};
const eines = <T>(a: readonly T[]) => a[Math.floor(zufall() * a.length)];

function monat(abfrage: string): Monat {
  const p = leseParameter(d.parameter, `${abfrage}&netto=1`);
  return ausParametern(
    p,
    '2026-03-10',
    erstelleBezug('netto-brutto', nettoBruttoModul, { ...UMGEBUNG, datensaetze: laufzeit.datensaetze }),
    'netto',
  ).monat;
}

describe('netto-brutto: gleiche Lohnsteuer über eine Strecke', () => {
  it('auf jeder bewiesenen Strecke rechnet die schlanke Abrechnung dasselbe Netto wie die volle', () => {
    let strecken = 0;
    let abgelehnt = 0;
    let hoechstens = 0;
    for (let fall = 0; fall < 200; fall++) {
      // December 2024 and December 2015, the two versions with netto_gleichlauf.
      const datum = fall % 4 === 3 ? '2015-12-15' : '2024-12-15';
      const q = [`datum=${datum}`, `land=${eines(LAENDER)}`, `steuerklasse=${1 + Math.floor(zufall() * 6)}`];
      if (zufall() < 0.5) q.push('kirchensteuer=true');
      if (zufall() < 0.4) q.push(`kinderfreibetraege=${1 + Math.floor(zufall() * 4) / 2}`);
      // Born 1958 or 1960: the Altersentlastungsbetrag (ALTE) rises with the pay, rounded up.
      if (zufall() < 0.4) q.push(`geburtsjahr=${eines([1950, 1958, 1960, 1975, 1995])}`);
      const m = monat(q.join('&'));
      // The Gleitzone of 2015 (450.01 to 850 euros), the Übergangsbereich of 2024 and ordinary pay.
      const bis =
        eines(datum === '2015-12-15' ? [45_100, 60_000, 80_000, 250_000] : [56_000, 120_000, 250_000, 900_000]) +
        Math.floor(zufall() * (datum === '2015-12-15' && zufall() < 0.5 ? 4_000 : 50_000));
      // Half the stretches as the scan tries them (the cents of one euro of annual pay), half longer.
      const von =
        zufall() < 0.5 ? Math.ceil((100 * Math.floor((12 * bis) / 100)) / 12) : bis - 1 - Math.floor(zufall() * 60);
      // The search's context: the proven stretch is kept there for the search's payslips below.
      const k = suchkontext(m);
      let bewiesen: boolean;
      try {
        abrechne(m, bis, new VolleAbrechnung(), null);
        bewiesen = gleicheSteuer(m, k.steuer, von, bis);
      } catch (e) {
        if (e instanceof ApiFehler) continue;
        throw e;
      }
      if (!bewiesen) {
        abgelehnt++;
        continue;
      }
      strecken++;
      const oben = abrechne(m, bis, new VolleAbrechnung(), null).netto;
      for (let c = von; c <= bis; c++) {
        const voll = abrechne(m, c, new VolleAbrechnung(), null);
        expect(nettoBei(m, c, k), `${q.join('&')}, brutto ${c / 100}`).toBe(voll.netto);
        // The scan skips a stretch whose top lacks more than SPIEL cents (suche.ts).
        expect(voll.netto, `${q.join('&')}, brutto ${c / 100}`).toBeLessThanOrEqual(oben + SPIEL);
        hoechstens = Math.max(hoechstens, voll.netto - oben);
      }
    }
    // Both outcomes occur: the scan's stretches are mostly proven, long ones mostly not.
    expect(strecken).toBeGreaterThan(50);
    expect(abgelehnt).toBeGreaterThan(20);
    // The bound is not idle: lower gross with more net pay than the top occurs.
    expect(hoechstens).toBeGreaterThan(0);
  }, 60_000);
});
