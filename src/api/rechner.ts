// The calculators: what the build cannot precompute (calculator modules, and request-dependent
// fields such as netto or grundlohn_stunde). The gate calls this in its own process once it has
// checked method, key, quota and parameters: at the edge from build/rechner.js (netlify/rechner.ts,
// bundled by the build), in tests and the benchmark from gateway.ts. There is no separate
// function and no hop (docs/ENTSCHEIDUNGEN.md, "Rechner im Tor"). The parameters are read again
// here only to get their typed values.

import { ApiFehler } from '../vertrag/fehler';
import { leseJson } from '../vertrag/koerper';
import { KOERPER_ABFRAGE, leseParameter } from '../vertrag/parameter';
import { type Antwortquellen, erstelleAntworter, JSON_TYP } from './antworten';

// The data (only the datasets whose module computes and those they read), the modules and the wage
// tax programmes come from the composition root (netlify/rechner.ts: build/rechner.json,
// build/module.ts, build/pap/).
export interface RechnerAbhaengigkeiten extends Antwortquellen {
  protokolliere?: (m: string) => void;
}

// One request: the dataset id, the query string as the client sent it, the day the gate took as
// today (Europe/Berlin), and for a POST its JSON body as text (the gate checked type and size).
export type Rechner = (id: string, suche: string, heute: string, koerper?: string) => Promise<Response>;

export function erstelleRechner({ protokolliere, ...quellen }: RechnerAbhaengigkeiten): Rechner {
  const { daten, module } = quellen;
  const a = erstelleAntworter(quellen);
  const fehler = (f: ApiFehler) =>
    new Response(JSON.stringify(f.koerper()), {
      status: f.status,
      headers: { 'Content-Type': JSON_TYP, 'Cache-Control': 'no-store' },
    });
  return async (id, suche, heute, koerper) => {
    try {
      if (!Object.hasOwn(daten.datensaetze, id) || !Object.hasOwn(module, id) || !module[id].berechne)
        throw new ApiFehler(
          'nicht_gefunden',
          'Diesen Pfad gibt es nicht. Verzeichnis aller Datensätze: /v1/datensaetze.',
        );
      const d = daten.datensaetze[id];
      const inhalt =
        koerper === undefined
          ? a.datensatz(d, leseParameter(d.parameter, suche), heute)
          : a.koerper(d, leseJson(koerper), leseParameter(KOERPER_ABFRAGE, suche), heute);
      return new Response(inhalt.body, {
        status: 200,
        headers: {
          'Content-Type': inhalt.typ,
          ...(inhalt.dateiname ? { 'Content-Disposition': `attachment; filename="${inhalt.dateiname}"` } : {}),
        },
      });
    } catch (e) {
      if (e instanceof ApiFehler) return fehler(e);
      protokolliere?.(`interner Fehler im Rechner ${id}: ${(e as Error)?.message}`);
      return fehler(
        new ApiFehler('interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.'),
      );
    }
  };
}
