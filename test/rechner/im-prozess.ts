// The payslip's datasets answered in process (no HTTP), for property checks over many payslips. A
// consistency check against /hr/lohnsteuer builds the PAP inputs from the test's own data, never from
// the payslip's answer (that would compare the payslip with itself).
import { expect } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleAntworter } from '../../src/api/antworten';
import { leseParameter } from '../../src/vertrag/parameter';

const { laufzeit } = baue();
const antworter = erstelleAntworter({ daten: laufzeit, ...UMGEBUNG });

// An answer; a refused request gives its error body.
export function imProzess(id: 'brutto-netto' | 'netto-brutto' | 'lohnsteuer', abfrage: string): any {
  const d = laufzeit.datensaetze[id];
  try {
    return JSON.parse(antworter.datensatz(d, leseParameter(d.parameter, `?${abfrage}`), '2026-03-10').body);
  } catch (e: any) {
    if (typeof e?.koerper !== 'function') throw e;
    return e.koerper();
  }
}

// netto-brutto asked for the net brutto-netto gives for brutto (q: the person and month): the gross found
// gives the net it states, reaches the target and is at most brutto; where the net is exact, one cent less
// misses the target. Returns whether it was exact.
export function kehrtUm(q: string, brutto: string): boolean {
  const hin = imProzess('brutto-netto', `${q}&brutto=${brutto}`);
  expect(hin.fehler, `${q}&brutto=${brutto}`).toBeUndefined();
  const ziel = hin.arbeitnehmer.netto;
  const fall = `${q}&netto=${ziel} (brutto ${brutto})`;
  const zurueck = imProzess('netto-brutto', `${q}&netto=${ziel}`);
  expect(zurueck.fehler, fall).toBeUndefined();
  expect(zurueck.brutto, fall).toBeLessThanOrEqual(Number(brutto));
  expect(zurueck.netto, fall).toBeGreaterThanOrEqual(ziel);
  expect(imProzess('brutto-netto', `${q}&brutto=${zurueck.brutto}`).arbeitnehmer.netto, fall).toBe(zurueck.netto);
  if (zurueck.netto !== ziel) return false;
  const darunter = imProzess('brutto-netto', `${q}&brutto=${(zurueck.brutto - 0.01).toFixed(2)}`);
  expect(darunter.fehler, fall).toBeUndefined();
  expect(darunter.arbeitnehmer.netto, fall).toBeLessThan(ziel);
  return true;
}
