// Headers every answer carries, the CORS preflight, the method check and the one place that turns
// an ApiFehler into the fehler object (DECISIONS.md "Errors", "Shared request rules").
import { ApiFehler } from '../vertrag/fehler.ts';

export const ERLAUBTE_METHODEN = 'GET, HEAD, OPTIONS';
export const JSON_TYP = 'application/json; charset=utf-8';

// Header names in lower case, as HTTP/2 sends them: Headers would lower-case each one per answer.
export const GRUNDKOPF: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Retry-After, Content-Disposition',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

export function vorabAntwort(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...GRUNDKOPF,
      'Access-Control-Allow-Methods': ERLAUBTE_METHODEN,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
      'Access-Control-Max-Age': '86400',
      Allow: ERLAUBTE_METHODEN,
    },
  });
}

// Only GET and HEAD read; OPTIONS is the preflight, answered before this check.
export function pruefeMethode(req: Request): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new ApiFehler(
      'methode_nicht_erlaubt',
      `Die Methode ${req.method.slice(0, 20)} ist nicht erlaubt. Erlaubt sind ${ERLAUBTE_METHODEN}.`,
      {},
      { Allow: ERLAUBTE_METHODEN },
    );
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
