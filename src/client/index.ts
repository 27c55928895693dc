// A small typed client for the API. The types come from the OpenAPI document (build/api-typen.ts,
// written by npm run build), so a path, its query parameters and its JSON answer are checked by
// the compiler. Retries follow the spec's limits: only after a network error (including the
// timeout) and after 502, 503 and 504, with a growing pause; a 4xx answer is never retried.
import type { paths } from '../../build/api-typen';

type Pfad = keyof paths;
type Get<P extends Pfad> = paths[P]['get'];
export type Query<P extends Pfad> = Get<P> extends { parameters: { query?: infer Q } } ? Q : never;
export type Antwort<P extends Pfad> =
  Get<P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

export interface ClientOptionen {
  basis: string; // e.g. https://localhost:8888/v1
  schluessel?: string;
  versuche?: number; // attempts in all, default 3
  pauseMs?: number; // first pause, doubled after each retry; default 300 (0.3 s, 0.6 s, ...)
  zeitgrenzeMs?: number; // per attempt, default 15 s as the spec recommends
  fetch?: typeof fetch;
}

// A failed request: an error answer of the API (status and the fehler object) or, after the last
// attempt, a network error (status null).
export class ClientFehler extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string | null,
    nachricht: string,
    readonly versuche: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(nachricht);
    this.name = 'ClientFehler';
  }
}

const WIEDERHOLBAR = new Set([502, 503, 504]);
const warte = (ms: number) => new Promise((fertig) => setTimeout(fertig, ms));

export function erstelleClient(o: ClientOptionen) {
  const versuche = o.versuche ?? 3;
  const pause = o.pauseMs ?? 300;
  const zeitgrenze = o.zeitgrenzeMs ?? 15_000;
  const hole = o.fetch ?? fetch;

  async function get<P extends Pfad>(pfad: P, query?: Query<P>): Promise<Antwort<P>> {
    const url = new URL(`${o.basis.replace(/\/$/, '')}${String(pfad)}`);
    for (const [name, wert] of Object.entries((query ?? {}) as Record<string, unknown>)) {
      if (wert !== undefined && wert !== null) url.searchParams.set(name, String(wert));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (o.schluessel) headers.authorization = `Bearer ${o.schluessel}`;

    for (let versuch = 1; ; versuch++) {
      let antwort: Response;
      try {
        antwort = await hole(url, { headers, signal: AbortSignal.timeout(zeitgrenze) });
      } catch (e) {
        if (versuch >= versuche)
          throw new ClientFehler(
            null,
            null,
            `Netzwerkfehler nach ${versuch} Versuchen: ${(e as Error).message}`,
            versuch,
          );
        await warte(pause * 2 ** (versuch - 1));
        continue;
      }
      if (antwort.ok) return (await antwort.json()) as Antwort<P>;
      if (WIEDERHOLBAR.has(antwort.status) && versuch < versuche) {
        await antwort.body?.cancel();
        await warte(pause * 2 ** (versuch - 1));
        continue;
      }
      const text = await antwort.text();
      let fehler: Record<string, unknown> = {};
      try {
        fehler = (JSON.parse(text) as { fehler?: Record<string, unknown> }).fehler ?? {};
      } catch {
        // not the API's fehler object (a proxy's 502 page, say)
      }
      const { code, nachricht, ...details } = fehler;
      throw new ClientFehler(
        antwort.status,
        typeof code === 'string' ? code : null,
        typeof nachricht === 'string' ? nachricht : `HTTP ${antwort.status}`,
        versuch,
        details,
      );
    }
  }

  return { get };
}
