// The whole API in one process, as production runs it in three places: the gate (src/tor/) in
// front, the precomputed files (here in memory, in production on the CDN) and the calculator
// function. The HTTP tests, the fuzz test and the benchmark call this; the edge function
// (netlify/edge-functions/tor.ts) and the function (functions/rechner.ts) wire the same pieces.

import type { KontingentErgebnis } from '../tor/kontingent';
import type { Pruefer } from '../tor/schluessel';
import { erstelleTor } from '../tor/tor';
import { anRechner } from '../tor/weiterleitung';
import type { Antwortquellen } from './antworten';
import { erstelleRechnerFunktion } from './rechnerfunktion';
import { vorberechne } from './vorberechnung';

// daten, module (build/module.ts) and pap (build/pap/): the API layer imports none of them.
export interface GatewayAbhaengigkeiten extends Antwortquellen {
  pruefeSchluessel: Pruefer;
  zaehle: (schluesselId: string, limit?: number) => KontingentErgebnis | Promise<KontingentErgebnis>;
  jetzt?: () => Date;
  protokolliere?: (meldung: string) => void;
}

export function erstelleGateway(deps: GatewayAbhaengigkeiten): (req: Request) => Promise<Response> {
  const geheimnis = 'im-prozess';
  const v = vorberechne(deps, '/_vorberechnet/im-prozess', geheimnis);
  const rechner = erstelleRechnerFunktion({
    daten: v.rechnerDaten,
    module: deps.module,
    pap: deps.pap,
    geheimnis,
    protokolliere: deps.protokolliere,
  });
  const tor = erstelleTor({
    tabelle: v.tabelle,
    pruefeSchluessel: deps.pruefeSchluessel,
    zaehle: deps.zaehle,
    // The bytes themselves: the gate copies before it writes the day into a file.
    holeDatei: (datei) =>
      (v.dateien.get(datei) as Uint8Array<ArrayBuffer> | undefined) ??
      Promise.resolve(new Response(null, { status: 404 })),
    rufeRechner: (req, heute) => rechner(anRechner(req, new URL(req.url).pathname.split('/')[3], heute, geheimnis)),
    jetzt: deps.jetzt,
    protokolliere: deps.protokolliere,
  });
  return (req) => tor(req);
}
