// The Lohnkonto answered in process (no HTTP) on the build's data, and a month's payslip body as the
// GET query it stands for, to replay a month with GET /hr/brutto-netto (im-prozess.ts).
import { PAP_VERSIONEN } from '../../build/pap/index.ts';
import { baue } from '../../scripts/umgebung';
import { abfrageNamen } from '../../src/rechner/abrechnung/abfrage';
import { BRUTTO_NETTO_BRAUCHT, type Gebraucht } from '../../src/rechner/abrechnung/monat';
import { lohnkonto, lohnkontoAusText } from '../../src/rechner/lohnkonto/lohnkonto';
import { erstelleBezug } from '../../src/vertrag/bezug';
import type { Bezug } from '../../src/vertrag/modul';
import { imProzess } from './im-prozess';

const { laufzeit } = baue();
const bezug = () =>
  erstelleBezug(
    'brutto-netto',
    { braucht: BRUTTO_NETTO_BRAUCHT },
    { datensaetze: laufzeit.datensaetze, pap: PAP_VERSIONEN },
  ) as Bezug<Gebraucht>;

export const rechneLohnkonto = (koerper: unknown) => lohnkonto(koerper, '2026-03-10', bezug);

export const lohnkontoText = (text: string) => lohnkontoAusText(text, '2026-03-10', bezug);

// The error body of a refused Lohnkonto (a string: the body as sent, with its size checked).
export function fehlerVon(koerper: unknown): any {
  try {
    if (typeof koerper === 'string') lohnkontoText(koerper);
    else rechneLohnkonto(koerper);
  } catch (e: any) {
    if (typeof e?.koerper !== 'function') throw e;
    return { status: e.status, ...e.koerper() };
  }
  throw new Error('kein Fehler');
}

// The GET's names of the body's paths (abfrage.ts), as a GET of the payslip reads them.
const name = abfrageNamen([]);

// A payslip body (groups person, versicherung, bezuege, einmalzahlung, teilmonat) as its GET query.
export function alsAbfrage(body: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v && typeof v === 'object')
      for (const [f, w] of Object.entries(v as Record<string, unknown>)) q.set(name(`${k}.${f}`), String(w));
    else q.set(k, String(v));
  }
  return q.toString();
}

// A month of the Lohnkonto replayed with GET /hr/brutto-netto: the payslip's body with the year so far
// the Lohnkonto reports (in process, im-prozess.ts).
export function replay(e: ReturnType<typeof rechneLohnkonto>, i: number): any {
  const body = structuredClone(e.anfragen[i]) as Record<string, any>;
  const ein = e.monate[i].eingaben as Record<string, unknown>;
  if (body.einmalzahlung)
    for (const f of ['kv_entgelt_bisher', 'rv_entgelt_bisher', 'sv_tage_bisher', 'jahresarbeitslohn'])
      body.einmalzahlung[f] = ein[f];
  return imProzess('brutto-netto', alsAbfrage(body));
}

// An answer without its eingaben (the Lohnkonto's month adds the year so far to them).
export const ohneEingaben = ({ eingaben: _e, ...rest }: any) => rest;
