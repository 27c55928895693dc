// The calculator function: what the build cannot precompute (calculators, and request-dependent
// fields such as netto or grundlohn_stunde). It answers only requests the gate handed over: the
// per-build secret must match, otherwise it answers 404 like any unknown path, so a direct call
// learns nothing. Key, quota and parameter checks happened at the gate; the parameters are read
// again here only to get their typed values.

import { heuteBerlin, istDatum } from '../gemeinsam/datum';
import { KOPF_GEHEIMNIS, KOPF_HEUTE, RECHNER_PFAD } from '../tor/weiterleitung';
import { ApiFehler } from '../vertrag/fehler';
import { leseParameter } from '../vertrag/parameter';
import { type Antwortquellen, erstelleAntworter, JSON_TYP } from './antworten';

function gleich(a: string, b: string): boolean {
  // Constant time over the secret's length: the comparison must not tell how much was right.
  if (a.length !== b.length) return false;
  let x = 0;
  for (let i = 0; i < a.length; i++) x |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return x === 0;
}

// The data, the modules and the wage tax programmes come from the composition root
// (functions/rechner.ts: build/rechner.json, build/module.ts, build/pap/).
export interface RechnerFunktionAbhaengigkeiten extends Antwortquellen {
  geheimnis: string;
  protokolliere?: (m: string) => void;
}

export function erstelleRechnerFunktion({ geheimnis, protokolliere, ...quellen }: RechnerFunktionAbhaengigkeiten) {
  const { daten, module } = quellen;
  const a = erstelleAntworter(quellen);
  const fehler = (f: ApiFehler) =>
    new Response(JSON.stringify(f.koerper()), {
      status: f.status,
      headers: { 'Content-Type': JSON_TYP, 'Cache-Control': 'no-store' },
    });
  return async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    try {
      const id = url.pathname.startsWith(`${RECHNER_PFAD}/`) ? url.pathname.slice(RECHNER_PFAD.length + 1) : '';
      if (
        !geheimnis ||
        !gleich(req.headers.get(KOPF_GEHEIMNIS) ?? '', geheimnis) ||
        !Object.hasOwn(daten.datensaetze, id) ||
        !Object.hasOwn(module, id) ||
        !module[id].berechne
      ) {
        throw new ApiFehler(
          'nicht_gefunden',
          'Diesen Pfad gibt es nicht. Verzeichnis aller Datensätze: /v1/datensaetze.',
        );
      }
      const tag = req.headers.get(KOPF_HEUTE) ?? '';
      const heute = istDatum(tag) ? tag : heuteBerlin();
      const d = daten.datensaetze[id];
      const inhalt = a.datensatz(d, leseParameter(d.parameter, url.search), heute);
      return new Response(inhalt.body, {
        status: 200,
        headers: {
          'Content-Type': inhalt.typ,
          ...(inhalt.dateiname ? { 'Content-Disposition': `attachment; filename="${inhalt.dateiname}"` } : {}),
        },
      });
    } catch (e) {
      if (e instanceof ApiFehler) return fehler(e);
      protokolliere?.(`interner Fehler im Rechner ${url.pathname}: ${(e as Error)?.message}`);
      return fehler(
        new ApiFehler('interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.'),
      );
    }
  };
}
