// The account API's errors: thrown once, turned into {fehler: {code, nachricht, feld?}} in one
// place (api.ts). feld names the body field a 400 is about.
export class KontoFehler extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    nachricht: string,
    readonly kopf: Record<string, string> = {},
    readonly feld?: string,
  ) {
    super(nachricht);
  }
}

// Parallel claims on one account did not settle in time (anspruch.ts): the caller may retry.
export const beschaeftigt = () =>
  new KontoFehler(
    503,
    'dienst_nicht_verfuegbar',
    'Zu viele gleichzeitige Änderungen an diesem Konto. Bitte in einer Sekunde erneut versuchen.',
    { 'retry-after': '1' },
  );
