// The payslip's datasets answered in process (no HTTP), for property checks over many payslips. A
// consistency check against /hr/lohnsteuer builds the PAP inputs from the test's own data, never from
// the payslip's answer (that would compare the payslip with itself).
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
