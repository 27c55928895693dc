// The client: one typed method per operation of the OpenAPI document (src/erzeugt/operationen.ts,
// written by npm run build), built at runtime from that table so no method is hand-written.
// Retries follow the spec: only after a network error (including the timeout) and after 502, 503
// and 504, with a growing pause; a 4xx answer is never retried. Answers are cached in memory and
// revalidated with If-None-Match: the API answers 304 without counting it against the quota.
import type { paths } from './erzeugt/api-typen.ts';
import { OPERATIONEN } from './erzeugt/operationen.ts';
import { HrDatenFehler } from './fehler.ts';
import { type OfflineStand, type OfflineVerlauf, offlineStand, offlineVerlauf, type Schnappschuss } from './offline.ts';

type Ops = typeof OPERATIONEN;
export type Methode = keyof Ops;
type Pfad = keyof paths;
type Get<P extends Pfad> = paths[P]['get'];
type RohQuery<P extends Pfad> =
  Get<P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : Record<string, never>;
export type Query<P extends Pfad> = Omit<RohQuery<P>, 'format' | 'trennzeichen'>;
export type Antwort<P extends Pfad> =
  Get<P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

type PfadVon<M extends Methode> = Ops[M]['pfad'] & Pfad;
type ErgebnisVon<M extends Methode, Offline extends boolean> = Offline extends false
  ? Antwort<PfadVon<M>>
  : Ops[M]['art'] extends 'verlauf'
    ? (Antwort<PfadVon<M>> & { offline?: false }) | (Antwort<PfadVon<M>> & OfflineVerlauf)
    : Ops[M]['art'] extends 'datensatz'
      ? (Antwort<PfadVon<M>> & { offline?: false }) | OfflineStand
      : Antwort<PfadVon<M>>;
// A POST's JSON body (brutto-netto, netto-brutto), typed from its requestBody.
export type Koerper<P extends Pfad> = paths[P] extends {
  post: { requestBody: { content: { 'application/json': infer K } } };
}
  ? K
  : never;
// A POST's answer, typed from its 200 (the same as the GET's where there is one; POST /hr/lohnkonto
// has only the POST).
export type KoerperAntwort<P extends Pfad> = paths[P] extends {
  post: { responses: { 200: { content: { 'application/json': infer A } } } };
}
  ? A
  : never;
type Aufruf<M extends Methode, Offline extends boolean> = Ops[M] extends { koerper: string }
  ? (koerper: Koerper<PfadVon<M>>) => Promise<KoerperAntwort<PfadVon<M>>>
  : Record<never, never> extends Query<PfadVon<M>>
    ? (query?: Query<PfadVon<M>>) => Promise<ErgebnisVon<M, Offline>>
    : (query: Query<PfadVon<M>>) => Promise<ErgebnisVon<M, Offline>>;

type HrMethode = { [M in Methode]: Ops[M]['art'] extends 'meta' ? never : M }[Methode];
type MetaMethode = Exclude<Methode, HrMethode>;

export interface ClientOptionen {
  basis: string; // e.g. https://localhost:8888/v1
  schluessel?: string;
  versuche?: number; // attempts in all, default 3
  pauseMs?: number; // first pause, doubled after each retry; default 300 (0.3 s, 0.6 s, ...)
  zeitgrenzeMs?: number; // per attempt, default 15 s as the spec recommends
  cache?: boolean; // in-memory cache with ETag revalidation, default true
  cacheEintraege?: number; // at most this many answers, the oldest leaves first; default 500
  offline?: Schnappschuss; // snapshot of all histories (@hr-referenzdaten/sdk/schnappschuss)
  fetch?: typeof fetch; // e.g. a fetch that accepts a local self-signed certificate
}

export type HrDatenClient<Offline extends boolean = false> = {
  hr: { [M in HrMethode]: Aufruf<M, Offline> };
  // The raw answer in another format (csv, ics), e.g. for files; with koerper a POST of it as JSON
  // (a calculator's JSON body, POST /hr/lohnkonto with format=csv).
  text(pfad: string, query?: Record<string, unknown>, accept?: string, koerper?: unknown): Promise<string>;
  // Counters since creation: requests sent, answers from the cache without a request, 304s.
  statistik(): { anfragen: number; ausCache: number; nichtGeaendert: number };
  cacheLeeren(): void;
} & { [M in MetaMethode]: Aufruf<M, Offline> };

interface CacheEintrag {
  etag: string | null;
  frischBis: number;
  koerper: string;
}

const WIEDERHOLBAR = new Set([502, 503, 504]);
const warte = (ms: number) => new Promise((fertig) => setTimeout(fertig, ms));

function maxAge(cacheControl: string | null): number {
  if (!cacheControl || /no-store|no-cache/.test(cacheControl)) return 0;
  const m = /max-age=(\d+)/.exec(cacheControl);
  return m ? Number(m[1]) * 1000 : 0;
}

export function erstelleClient<O extends ClientOptionen>(
  o: O,
): HrDatenClient<O extends { offline: Schnappschuss } ? true : false> {
  const versuche = o.versuche ?? 3;
  const pause = o.pauseMs ?? 300;
  const zeitgrenze = o.zeitgrenzeMs ?? 15_000;
  const hole = o.fetch ?? ((u, i) => fetch(u, i));
  const mitCache = o.cache ?? true;
  const grenze = o.cacheEintraege ?? 500;
  const cache = new Map<string, CacheEintrag>();
  const statistik = { anfragen: 0, ausCache: 0, nichtGeaendert: 0 };

  function url(pfad: string, query?: Record<string, unknown>): URL {
    const u = new URL(`${o.basis.replace(/\/$/, '')}${pfad}`);
    for (const [name, wert] of Object.entries(query ?? {})) {
      if (wert !== undefined && wert !== null) u.searchParams.set(name, String(wert));
    }
    return u;
  }

  // One call with retries; returns the body text. A 304 answers from the cache entry. A POST (with
  // body) is never cached: the API answers it without ETag. It computes and stores nothing, so a retry
  // after 502/503/504 is as safe as for a GET.
  async function sende(u: URL, accept: string, body?: string): Promise<string> {
    const schluessel = `${accept} ${u.href}`;
    const alt = mitCache && body === undefined ? cache.get(schluessel) : undefined;
    if (alt && alt.frischBis > Date.now()) {
      statistik.ausCache++;
      return alt.koerper;
    }
    const headers: Record<string, string> = { accept };
    if (o.schluessel) headers.authorization = `Bearer ${o.schluessel}`;
    if (alt?.etag) headers['if-none-match'] = alt.etag;
    if (body !== undefined) headers['content-type'] = 'application/json';

    for (let versuch = 1; ; versuch++) {
      let antwort: Response;
      try {
        statistik.anfragen++;
        antwort = await hole(u, {
          headers,
          signal: AbortSignal.timeout(zeitgrenze),
          ...(body !== undefined ? { method: 'POST', body } : {}),
        });
      } catch (e) {
        if (versuch >= versuche)
          throw new HrDatenFehler({
            status: null,
            code: 'netzwerkfehler',
            nachricht: `Netzwerkfehler nach ${versuch} Versuchen: ${(e as Error).message}`,
            versuche: versuch,
          });
        await warte(pause * 2 ** (versuch - 1));
        continue;
      }
      if (antwort.status === 304 && alt) {
        await antwort.body?.cancel();
        statistik.nichtGeaendert++;
        alt.frischBis = Date.now() + maxAge(antwort.headers.get('cache-control'));
        return alt.koerper;
      }
      if (antwort.ok) {
        const koerper = await antwort.text();
        const etag = antwort.headers.get('etag');
        const frisch = maxAge(antwort.headers.get('cache-control'));
        if (mitCache && (etag || frisch)) {
          cache.delete(schluessel);
          cache.set(schluessel, { etag, frischBis: Date.now() + frisch, koerper });
          if (cache.size > grenze) cache.delete(cache.keys().next().value as string);
        }
        return koerper;
      }
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
      const { code, nachricht, parameter, ...details } = fehler;
      throw new HrDatenFehler({
        status: antwort.status,
        code: typeof code === 'string' ? code : null,
        nachricht: typeof nachricht === 'string' ? nachricht : `HTTP ${antwort.status}`,
        parameter: typeof parameter === 'string' ? parameter : null,
        versuche: versuch,
        details,
      });
    }
  }

  // The service is unreachable: no connection, or 502/503/504 after the last attempt.
  const unerreichbar = (e: unknown) => e instanceof HrDatenFehler && (e.status === null || WIEDERHOLBAR.has(e.status));

  function methode(name: Methode) {
    const op: (typeof OPERATIONEN)[Methode] & { koerper?: string } = OPERATIONEN[name];
    if (op.koerper)
      return async (koerper: unknown) =>
        JSON.parse(await sende(url(op.pfad), 'application/json', JSON.stringify(koerper)));
    return async (query: Record<string, unknown> = {}) => {
      try {
        return JSON.parse(await sende(url(op.pfad, query), 'application/json'));
      } catch (e) {
        if (o.offline && op.datensatz && unerreichbar(e)) {
          const q = Object.fromEntries(Object.entries(query).filter(([, w]) => w !== undefined && w !== null));
          const ersatz =
            op.art === 'verlauf'
              ? offlineVerlauf(o.offline, op.datensatz, q)
              : op.art === 'datensatz'
                ? offlineStand(o.offline, op.datensatz, q)
                : null;
          if (ersatz) return ersatz;
        }
        throw e;
      }
    };
  }

  const hr: Record<string, unknown> = {};
  const client: Record<string, unknown> = {
    hr,
    text: (pfad: string, query?: Record<string, unknown>, accept = '*/*', koerper?: unknown) =>
      sende(url(pfad, query), accept, koerper === undefined ? undefined : JSON.stringify(koerper)),
    statistik: () => ({ ...statistik }),
    cacheLeeren: () => cache.clear(),
  };
  for (const name of Object.keys(OPERATIONEN) as Methode[]) {
    (OPERATIONEN[name].art === 'meta' ? client : hr)[name] = methode(name);
  }
  return client as never;
}
