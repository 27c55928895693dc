// Throughput of the wage tax calculator in process, one monthly case (2026, Steuerklasse I,
// 5.000 Euro, Zusatzbeitrag 2,9 %, kirchensteuerpflichtig). Goal (README): at least 5,000
// requests per second for the calculator (parameters, PAP run, JSON answer); the figure through
// the whole gateway (key, gate, calculator function) is printed beside it. The PAP alone
// (papDurchsatz): varied monthly cases, as netto-brutto runs it a few hundred times per answer.

import { PAP_VERSIONEN } from '../build/pap/index.ts';
import { UMGEBUNG } from '../scripts/umgebung';
import { erstelleAntworter } from '../src/api/antworten';
import { rechneLohnsteuer } from '../src/rechner/lohnsteuer/pap';
import type { Laufzeitdaten } from '../src/vertrag/modell';
import { leseParameter } from '../src/vertrag/parameter';

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
  await papDurchsatz();
  return rechner;
}

// Monthly cases of the versions 2024 to 2026: every Steuerklasse, wages from 1.000 to 15.000 Euro,
// with and without church tax, children and the Sachsen rule, so that every branch of the tariff
// and the Vorsorgepauschale is taken.
export function papFaelle(): [(typeof PAP_VERSIONEN)[number], Record<string, number>][] {
  const faelle: [(typeof PAP_VERSIONEN)[number], Record<string, number>][] = [];
  const versionen = PAP_VERSIONEN.filter((v) => v.gueltig_ab >= '2024-01-01');
  let i = 0;
  for (const v of versionen)
    for (let stkl = 1; stkl <= 6; stkl++)
      for (const re4 of [100000, 230000, 350000, 512345, 790000, 1500000]) {
        i++;
        faelle.push([
          v,
          {
            LZZ: 2,
            STKL: stkl,
            RE4: re4 + (i % 7) * 1301,
            R: i % 2,
            KVZ: i % 3 === 0 ? 2.5 : 2.9,
            PVZ: i % 4 === 0 ? 1 : 0,
            PVS: i % 5 === 0 ? 1 : 0,
            ZKF: stkl <= 4 ? i % 3 : 0,
            KRV: 0,
          },
        ]);
      }
  return faelle;
}

// PAP runs per second in process (rechneLohnsteuer without the answer around it).
export async function papDurchsatz(): Promise<number> {
  const faelle = papFaelle();
  let i = 0;
  const lauf = () => {
    const [v, e] = faelle[i++ % faelle.length];
    return rechneLohnsteuer(v, e);
  };
  const n = await median(lauf, 100_000);
  console.log(
    `${'PAP-Läufe je Sekunde im Prozess (Monat, 2024-2026)'.padEnd(48)} ${n.toFixed(0).padStart(8)} Läufe/s ` +
      `(${(1e6 / n).toFixed(1)} µs je Lauf; Ziel: mindestens 15 000)`,
  );
  return n;
}
