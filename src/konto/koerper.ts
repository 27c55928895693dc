// The request body of the account service: at most MAX_KOERPER bytes, JSON, an object, then the
// route's zod schema (routen.ts), whose violation gives the route's own error.
import type { z } from 'zod';
import { KontoFehler } from './fehler';

// The largest request body (WebAuthn answers are a few KB); larger ones are refused unread.
export const MAX_KOERPER = 64_000;

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
// name: its component in the account OpenAPI; dokument: the schema shown there, when the check
// of the fields happens after reading (webhooks.ts, for messages that name the field).
export interface KoerperSchema<T extends z.ZodType = z.ZodType> {
  schema: T;
  fehler: () => KontoFehler;
  name: string;
  dokument?: z.ZodType;
}

export async function koerperNach<T extends z.ZodType>(req: Request, s: KoerperSchema<T>): Promise<z.infer<T>> {
  const r = s.schema.safeParse(await koerper(req));
  if (!r.success) throw s.fehler();
  return r.data;
}
