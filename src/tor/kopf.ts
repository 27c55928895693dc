// Headers every answer carries, the CORS preflight, the method check and the one place that turns
// an ApiFehler into the fehler object (DECISIONS.md "Errors", "Shared request rules").
import { ApiFehler } from '../vertrag/fehler.ts';

export const ERLAUBTE_METHODEN = 'GET, HEAD, OPTIONS';
// The calculators that also take a JSON body beside GET (brutto-netto, netto-brutto).
export const MIT_KOERPER = 'GET, HEAD, OPTIONS, POST';
// The calculators that take only a JSON body (lohnkonto): no GET, HEAD neither (it is a GET without body).
export const NUR_KOERPER = 'OPTIONS, POST';
export const JSON_TYP = 'application/json; charset=utf-8';

// The methods a path allows, from its body (route.ts koerperVon): none, beside GET, or only POST.
export function methodenVon(koerper: { nurKoerper: boolean } | null): string {
  if (!koerper) return ERLAUBTE_METHODEN;
  return koerper.nurKoerper ? NUR_KOERPER : MIT_KOERPER;
}

// Header names in lower case, as HTTP/2 sends them: Headers would lower-case each one per answer.
export const GRUNDKOPF: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Retry-After, Content-Disposition',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

export function vorabAntwort(methoden = ERLAUBTE_METHODEN): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...GRUNDKOPF,
      'Access-Control-Allow-Methods': methoden,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
      'Access-Control-Max-Age': '86400',
      Allow: methoden,
    },
  });
}

// GET and HEAD read; POST only where the path takes a JSON body, and there only POST where it takes
// nothing else (methodenVon). OPTIONS is the preflight, answered before this check.
export function pruefeMethode(req: Request, erlaubt = ERLAUBTE_METHODEN): void {
  if (erlaubt.split(', ').includes(req.method)) return;
  const nurPost = erlaubt === NUR_KOERPER;
  throw new ApiFehler(
    'methode_nicht_erlaubt',
    nurPost
      ? `Die Methode ${req.method.slice(0, 20)} ist hier nicht erlaubt: dieser Rechner nimmt seine Anfrage nur als ` +
          `JSON-Körper mit POST (Content-Type: application/json), ohne Abfrageparameter. Erlaubt sind ${erlaubt}.`
      : `Die Methode ${req.method.slice(0, 20)} ist nicht erlaubt. Erlaubt sind ${erlaubt}.`,
    {},
    { Allow: erlaubt },
  );
}

// A JSON body as POST sends it: application/json, in UTF-8 if a charset is named (RFC 8259).
const JSON_KOERPER = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

// The body of a POST: declared as JSON, at most grenze bytes, valid UTF-8; read no further than
// the limit. JSON itself is checked by the calculator.
export async function leseKoerper(req: Request, grenze: number): Promise<string> {
  const typ = req.headers.get('content-type') ?? '';
  if (!JSON_KOERPER.test(typ.trim()))
    throw new ApiFehler(
      'falscher_inhaltstyp',
      `Der Körper muss JSON sein (Content-Type: application/json), nicht ${kuerze(typ, 60) || 'ohne Angabe'}.`,
    );
  const zuGross = () =>
    new ApiFehler('koerper_zu_gross', `Der Körper ist größer als ${grenze} Bytes; erlaubt sind höchstens ${grenze}.`);
  const angegeben = Number(req.headers.get('content-length'));
  if (Number.isFinite(angegeben) && angegeben > grenze) throw zuGross();
  const teile: Uint8Array[] = [];
  let n = 0;
  if (req.body) {
    const leser = req.body.getReader();
    for (;;) {
      const { done, value } = await leser.read();
      if (done) break;
      n += value.length;
      if (n > grenze) {
        await leser.cancel();
        throw zuGross();
      }
      teile.push(value);
    }
  }
  const alles = new Uint8Array(n);
  let i = 0;
  for (const t of teile) {
    alles.set(t, i);
    i += t.length;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(alles);
  } catch {
    throw new ApiFehler('ungueltiger_koerper', 'Der Körper ist kein gültiges UTF-8.');
  }
}

export function fehlerAntwort(req: Request, f: ApiFehler): Response {
  return new Response(req.method === 'HEAD' ? null : JSON.stringify(f.koerper()), {
    status: f.status,
    headers: { ...GRUNDKOPF, 'content-type': JSON_TYP, 'cache-control': 'no-store', ...f.kopfzeilen },
  });
}

// Echoed input (a path, a parameter name) is shortened and stripped of control characters.
export function kuerze(s: string, laenge = 80): string {
  const sauber = s.replace(/[^\x20-\x7e]/g, '?');
  return sauber.length > laenge ? `${sauber.slice(0, laenge)}…` : sauber;
}
