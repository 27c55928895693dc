// A failed call: an error answer of the API (status and its fehler object) or, after the last
// attempt, a network error (status null, code 'netzwerkfehler').
export class HrDatenFehler extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly parameter: string | null;
  readonly nachricht: string;
  readonly versuche: number;
  readonly details: Record<string, unknown>;
  constructor(a: {
    status: number | null;
    code: string | null;
    nachricht: string;
    parameter?: string | null;
    versuche: number;
    details?: Record<string, unknown>;
  }) {
    super(a.nachricht);
    this.name = 'HrDatenFehler';
    this.status = a.status;
    this.code = a.code;
    this.parameter = a.parameter ?? null;
    this.nachricht = a.nachricht;
    this.versuche = a.versuche;
    this.details = a.details ?? {};
  }
}
