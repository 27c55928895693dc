// The payslip's datasets answered in process (no HTTP), for property checks over many payslips, and
// the wage-tax run of a payslip repeated through /hr/lohnsteuer with the PAP inputs it names.
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

// /hr/lohnsteuer for the last day of the payslip's month (the PAP version of § 39b Abs. 6 EStG), with
// the payslip's Land and PAP inputs.
export function lohnsteuerWieAbrechnung(a: any): any {
  const [j, m] = String(a.monat).split('-').map(Number);
  const letzterTag = new Date(Date.UTC(j, m, 0)).toISOString().slice(0, 10);
  const q = Object.entries(a.lohnsteuer.eingaben)
    .map(([k, w]) => `${k}=${w}`)
    .join('&');
  return imProzess('lohnsteuer', `datum=${letzterTag}&land=${a.eingaben.land}&${q}`);
}
