// Throughput of the payslip in process: brutto-netto for one regular monthly case (2026,
// Steuerklasse I, 3.500 Euro, Hessen, kirchensteuerpflichtig) and netto-brutto for the net pay of
// that case. Goal (README): at least 5,000 payslips per second (parameters, reading the datasets,
// PAP run, JSON answer); netto-brutto runs brutto-netto a few dozen times per answer.

import { erstelleAntworter } from '../src/api/antworten';
import type { Laufzeitdaten } from '../src/vertrag/modell';
import { leseParameter } from '../src/vertrag/parameter';
import { UMGEBUNG } from '../test/umgebung';
import { median } from './lohnsteuer';

const BRUTTO = 'datum=2026-03-15&brutto=3500&land=HE&kirchensteuer=true';
const NETTO = 'datum=2026-03-15&netto=2296.76&land=HE&kirchensteuer=true';

export async function abrechnungDurchsatz(laufzeit: Laufzeitdaten): Promise<number> {
  const antworter = erstelleAntworter({ daten: laufzeit, ...UMGEBUNG });
  const rechne = (id: string, abfrage: string) => {
    const d = laufzeit.datensaetze[id];
    // A refused request throws (ApiFehler) and ends the run.
    return antworter.datensatz(d, leseParameter(d.parameter, abfrage), '2026-11-24').body;
  };
  const bn = await median(() => rechne('brutto-netto', BRUTTO), 10_000);
  const nb = await median(() => rechne('netto-brutto', NETTO), 200);
  console.log(
    `${'Entgeltabrechnung brutto-netto (Monat, regulär)'.padEnd(48)} ${bn.toFixed(0).padStart(8)} Abrechnungen/s (Ziel: mindestens 5000)`,
  );
  console.log(
    `${'netto-brutto (Suche des kleinsten Bruttos)'.padEnd(48)} ${nb.toFixed(0).padStart(8)} Anfragen/s (${(1000 / nb).toFixed(1)} ms je Anfrage)`,
  );
  return bn;
}
