// The whole API in one process, as production runs it in two places: the gate (src/tor/) with the
// calculators in front, the precomputed files (here in memory, in production on the CDN) behind it.
// The HTTP tests, the fuzz test and the benchmark call this; the edge function
// (netlify/edge-functions/tor.ts, with build/rechner.js from netlify/rechner.ts) wires the same
// pieces.

import type { KontingentErgebnis } from '../tor/kontingent';
import type { Pruefer } from '../tor/schluessel';
import { erstelleTor } from '../tor/tor';
import type { Antwortquellen } from './antworten';
import { erstelleRechner } from './rechner';
import { vorberechne } from './vorberechnung';

// daten, module (build/module.ts) and pap (build/pap/): the API layer imports none of them.
export interface GatewayAbhaengigkeiten extends Antwortquellen {
  pruefeSchluessel: Pruefer;
  zaehle: (schluesselId: string, limit?: number) => KontingentErgebnis | Promise<KontingentErgebnis>;
  jetzt?: () => Date;
  protokolliere?: (meldung: string) => void;
}

export function erstelleGateway(deps: GatewayAbhaengigkeiten): (req: Request) => Promise<Response> {
  const v = vorberechne(deps, '/_vorberechnet/im-prozess');
  const rechner = erstelleRechner({
    daten: v.rechnerDaten,
    module: deps.module,
    pap: deps.pap,
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
    rufeRechner: (req, heute, _c, koerper) => {
      const url = new URL(req.url);
      return rechner(url.pathname.split('/')[3], url.search, heute, koerper);
    },
    jetzt: deps.jetzt,
    protokolliere: deps.protokolliere,
  });
  return (req) => tor(req);
}
