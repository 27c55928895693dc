// HTTP plumbing of the account service: JSON answers, cookies, the CSRF check, the allowed
// methods and the one place where a thrown KontoFehler becomes the {fehler} answer. The request
// body: koerper.ts.
import { KontoFehler } from './fehler';
import type { Kontext } from './kontext';

export const METHODEN = 'GET, HEAD, POST, DELETE';

export function json(status: number, body: unknown, kopf: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === null ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...kopf,
    },
  });
}

export function cookie(req: Request, name: string): string | null {
  for (const teil of (req.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = teil.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

export function pruefeMethode(m: string): void {
  if (!METHODEN.split(', ').includes(m))
    throw new KontoFehler(
      405,
      'methode_nicht_erlaubt',
      `Die Methode ${m.replace(/[^A-Za-z-]/g, '?').slice(0, 20)} ist nicht erlaubt. Erlaubt sind ${METHODEN}.`,
      { allow: METHODEN },
    );
}

// CSRF: every state-changing request names the page's origin (browsers always send Origin on
// POST and DELETE) and sends JSON, which a cross-site form cannot.
export function pruefeHerkunft(k: Kontext, req: Request): void {
  const erlaubt = k.e.ursprung ?? [new URL(req.url).origin];
  const origin = req.headers.get('origin');
  if (!origin || !erlaubt.includes(origin))
    throw new KontoFehler(
      403,
      'herkunft_abgelehnt',
      'Änderungen am Konto sind nur von der Kontoseite dieses Dienstes aus erlaubt (Origin).',
    );
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin')
    throw new KontoFehler(
      403,
      'herkunft_abgelehnt',
      'Änderungen am Konto sind nur von der Kontoseite dieses Dienstes aus erlaubt (Sec-Fetch-Site).',
    );
}

// The origin the passkeys are bound to, and its host name (the relying party id).
export function herkunft(k: Kontext, req: Request): { origin: string; rpID: string } {
  const origin = k.e.ursprung?.[0] ?? new URL(req.url).origin;
  return { origin, rpID: new URL(origin).hostname };
}

export function alsAntwort(f: unknown): Response {
  if (f instanceof KontoFehler)
    return json(
      f.status,
      { fehler: { code: f.code, nachricht: f.message, ...(f.feld ? { feld: f.feld } : {}) } },
      f.kopf,
    );
  console.error(`Konto: ${(f as Error).message}`);
  return json(500, {
    fehler: { code: 'interner_fehler', nachricht: 'Interner Fehler. Bitte später erneut versuchen.' },
  });
}
