// Errors are values thrown once (ApiFehler) and turned into the fehler object in one place
// (antwortAusFehler in gateway.ts). Codes and extra members as DECISIONS.md "Errors" says.

export type FehlerCode =
  | 'parameter_fehlt'
  | 'ungueltiger_parameter'
  | 'unbekannter_parameter'
  | 'schluessel_fehlt'
  | 'schluessel_ungueltig'
  | 'kein_wert'
  | 'nicht_gefunden'
  | 'methode_nicht_erlaubt'
  | 'ungueltiger_koerper'
  | 'koerper_zu_gross'
  | 'falscher_inhaltstyp'
  | 'kontingent_erschoepft'
  | 'interner_fehler'
  | 'dienst_nicht_verfuegbar';

export const FEHLER_STATUS: Record<FehlerCode, number> = {
  parameter_fehlt: 400,
  ungueltiger_parameter: 400,
  unbekannter_parameter: 400,
  schluessel_fehlt: 401,
  schluessel_ungueltig: 401,
  kein_wert: 404,
  nicht_gefunden: 404,
  methode_nicht_erlaubt: 405,
  // A POST body (brutto-netto, netto-brutto): not JSON, over its limit, or not declared as JSON.
  ungueltiger_koerper: 400,
  koerper_zu_gross: 413,
  falscher_inhaltstyp: 415,
  kontingent_erschoepft: 429,
  interner_fehler: 500,
  // A store the gate needs (the key store) did not answer in time; with Retry-After.
  dienst_nicht_verfuegbar: 503,
};

export interface FehlerZusatz {
  parameter?: string;
  erlaubt?: (string | number)[];
  bereich?: { min: number; max: number };
}

export class ApiFehler extends Error {
  constructor(
    public readonly code: FehlerCode,
    public readonly nachricht: string,
    public readonly zusatz: FehlerZusatz = {},
    public readonly kopfzeilen: Record<string, string> = {},
  ) {
    super(nachricht);
    this.name = 'ApiFehler';
  }

  get status(): number {
    return FEHLER_STATUS[this.code];
  }

  koerper(): { fehler: { code: FehlerCode; nachricht: string } & FehlerZusatz } {
    return { fehler: { code: this.code, nachricht: this.nachricht, ...this.zusatz } };
  }
}

// The common case: an input the rules refuse, named as the caller sent it.
export const ungueltig = (parameter: string, nachricht: string): ApiFehler =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });
