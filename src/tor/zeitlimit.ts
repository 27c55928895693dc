// Every call to a store gets a time limit (1 s by default): a slow or throttled store must never
// hold a request; the caller decides what a timeout means (503 for keys, counting on for quotas).
export class Zeitueberschreitung extends Error {
  constructor(was: string, ms: number) {
    super(`${was}: keine Antwort nach ${ms} ms`);
    this.name = 'Zeitueberschreitung';
  }
}

export function mitZeitlimit<T>(p: Promise<T>, ms: number, was: string): Promise<T> {
  let uhr: ReturnType<typeof setTimeout> | undefined;
  const ablauf = new Promise<never>((_, nein) => {
    uhr = setTimeout(() => nein(new Zeitueberschreitung(was, ms)), ms);
  });
  return Promise.race([p, ablauf]).finally(() => clearTimeout(uhr));
}
