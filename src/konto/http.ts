// HTTP plumbing of the account service: JSON answers, cookies, the CSRF check, the allowed
// methods, the request body (size, type, JSON object, then its zod schema) and the one place where
// a thrown KontoFehler becomes the {fehler} answer.
import type { z } from 'zod';
import { KontoFehler } from './fehler';
import type { Kontext } from './kontext';

// The largest request body (WebAuthn answers are a few KB); larger ones are refused unread.
export const MAX_KOERPER = 64_000;
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

const zuGross = () =>
  new KontoFehler(413, 'zu_gross', `Der Körper ist zu groß (höchstens ${MAX_KOERPER} Byte).`, {
    connection: 'close',
  });

// At most MAX_KOERPER bytes are read: a larger Content-Length is refused unread, a longer body
// (chunked, or a false Content-Length) is cut off at the limit.
async function leseText(req: Request): Promise<string> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_KOERPER) throw zuGross();
  if (!req.body) return '';
  const leser = req.body.getReader();
  const teile: Uint8Array[] = [];
  let laenge = 0;
  for (;;) {
    const { done, value } = await leser.read();
    if (done) break;
    laenge += value.length;
    if (laenge > MAX_KOERPER) {
      await leser.cancel().catch(() => {});
      throw zuGross();
    }
    teile.push(value);
  }
  return Buffer.concat(teile).toString('utf8');
}

// A JSON object (an empty body counts as {}).
export async function koerper(req: Request): Promise<Record<string, unknown>> {
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new KontoFehler(415, 'falscher_inhaltstyp', 'Der Körper muss JSON sein (Content-Type: application/json).');
  }
  const text = await leseText(req);
  try {
    const k = JSON.parse(text || '{}') as unknown;
    if (k && typeof k === 'object' && !Array.isArray(k)) return k as Record<string, unknown>;
  } catch {
    /* below */
  }
  throw new KontoFehler(400, 'ungueltiger_koerper', 'Der Körper ist kein JSON-Objekt.');
}

// A body schema with the error its violation gives (code and message name the field).
export interface KoerperSchema<T extends z.ZodType = z.ZodType> {
  schema: T;
  fehler: () => KontoFehler;
}

export async function koerperNach<T extends z.ZodType>(req: Request, s: KoerperSchema<T>): Promise<z.infer<T>> {
  const r = s.schema.safeParse(await koerper(req));
  if (!r.success) throw s.fehler();
  return r.data;
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
