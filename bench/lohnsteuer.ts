// Throughput of the wage tax calculator in process, one monthly case (2026, Steuerklasse I,
// 5.000 Euro, Zusatzbeitrag 2,9 %, kirchensteuerpflichtig). Goal (README): at least 5,000
// requests per second for the calculator (parameters, PAP run, JSON answer); the figure through
// the whole gateway (key, gate, calculator function) is printed beside it.

import { erstelleAntworter } from '../src/api/antworten';
import type { Laufzeitdaten } from '../src/vertrag/modell';
import { leseParameter } from '../src/vertrag/parameter';
import { UMGEBUNG } from '../test/umgebung';

const ABFRAGE = 'datum=2026-01-31&lzz=2&re4=500000&stkl=1&kvz=2.9&r=1';

export async function median(f: () => Promise<unknown> | unknown, n: number): Promise<number> {
  const lauf = async (k: number) => {
    const t0 = performance.now();
    for (let i = 0; i < k; i++) await f();
    return k / ((performance.now() - t0) / 1000);
  };
  await lauf(n / 5);
  return [await lauf(n), await lauf(n), await lauf(n)].sort((a, b) => a - b)[1];
}

export async function lohnsteuerDurchsatz(
  laufzeit: Laufzeitdaten,
  gateway: (r: Request) => Promise<Response>,
  kopf: Record<string, string>,
): Promise<number> {
  const antworter = erstelleAntworter({ daten: laufzeit, ...UMGEBUNG });
  const d = laufzeit.datensaetze.lohnsteuer;
  const rechner = await median(
    () => antworter.datensatz(d, leseParameter(d.parameter, ABFRAGE), '2026-11-23').body,
    20_000,
  );
  const url = `https://localhost/v1/hr/lohnsteuer?${ABFRAGE}`;
  const probe = await gateway(new Request(url, { headers: kopf }));
  if (probe.status !== 200) throw new Error(`Lohnsteuer-Bench: HTTP ${probe.status} ${await probe.text()}`);
  const ganz = await median(async () => (await gateway(new Request(url, { headers: kopf }))).arrayBuffer(), 5_000);
  console.log(
    `${'Lohnsteuerrechner (Monat: Parameter, PAP, JSON)'.padEnd(48)} ${rechner.toFixed(0).padStart(8)} Anfragen/s (Ziel: mindestens 5000)`,
  );
  console.log(`${'Lohnsteuerrechner über das ganze Gateway'.padEnd(48)} ${ganz.toFixed(0).padStart(8)} Anfragen/s`);
  return rechner;
}
