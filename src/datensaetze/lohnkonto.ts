// /hr/lohnkonto: a payroll year in one request (§ 41 EStG; issue 40). Only POST with a JSON body
// (src/rechner/lohnkonto/anfrage.ts): twelve months with groups do not fit a query. Each month is
// the payslip of /hr/brutto-netto with the year so far carried by the engine
// (src/rechner/lohnkonto/lohnkonto.ts), each with a Bezug of its own so its quellen are exactly
// those its GET reads; this module declares the API.

import { ARBEITGEBER_FELDER, ARBEITNEHMER_FELDER } from '../rechner/abrechnung/buchung';
import { BRUTTO_NETTO_BRAUCHT } from '../rechner/abrechnung/monat';
import { LOHNKONTO_ANFRAGE, LOHNKONTO_GRENZE } from '../rechner/lohnkonto/anfrage';
import { type LohnkontoAntwort, lohnkontoAntwort } from '../rechner/lohnkonto/antwort';
import { lohnkonto } from '../rechner/lohnkonto/lohnkonto';
import { zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import { ALS_PFAD, pruefeGegen } from '../vertrag/koerper';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

// The documented example: a year of 2025 with 4,000 euro a month and a Christmas bonus in November
// (the README's walkthrough sends the same).
const BEISPIEL = {
  jahr: 2025,
  person: { steuerklasse: 1, land: 'NW' },
  versicherung: { zusatzbeitrag: 2.5 },
  monate: Array.from({ length: 12 }, (_, i) => ({
    monat: `2025-${String(i + 1).padStart(2, '0')}`,
    brutto: 4000,
    ...(i === 10 ? { einmalzahlung: { betrag: 2000 } } : {}),
  })),
};

export default rechnerModul(lohnkontoAntwort, {
  braucht: [...BRUTTO_NETTO_BRAUCHT, 'brutto-netto'],
  parameter: [],
  // No GET: the gate answers 405 before this (Koerperanfrage.nurKoerper); a direct call says the same.
  berechne() {
    throw new ApiFehler(
      'methode_nicht_erlaubt',
      'Das Lohnkonto nimmt seine Anfrage nur als JSON-Körper mit POST (Content-Type: application/json).',
    );
  },
  koerper: {
    schema: LOHNKONTO_ANFRAGE,
    grenze: LOHNKONTO_GRENZE,
    nurKoerper: { beispiel: BEISPIEL },
    // The checked body for the year's day; the engine reads the body as sent (a month's person and
    // versicherung are merged as sent, lohnkonto.ts).
    lese: (json) => ({ k: pruefeGegen(LOHNKONTO_ANFRAGE, json, ALS_PFAD), json }),
    // The year's data come from its first day; each month reads its own day through its Bezug.
    stichtag: ({ k }) => `${k.jahr}-01-01`,
    gesendet: ({ k }) => ({ parameter: 'jahr', wert: String(k.jahr) }),
    berechne(basis, { json }, heute, _bezug, neuerBezug) {
      // Every block of the year the engine returns goes into the answer (antwort.ts names them);
      // the payslip bodies stay inside (tests replay them).
      const { anfragen: _, ...jahr } = lohnkonto(json, heute, neuerBezug);
      // The engine's totals are keyed by the payslip's field lists (buchung.ts), the schema names
      // the same fields (test/rechner/lohnkonto-http.test.ts checks the answer against it).
      const summen = jahr.summen as LohnkontoAntwort['summen'];
      return { datensatz: 'lohnkonto' as const, ...jahr, summen, ...zitierfelder(basis) };
    },
  },
  csvZeilen,
});

// The Lohnkonto as CSV: one row per month with the amounts a payroll list shows (pay, the employee's
// deductions, net, the employer's contributions and total cost, the year so far before the month),
// then one row "summe" with the year's totals (issue 40; docs/ENTSCHEIDUNGEN.md).
function csvZeilen(antwort: Objekt): Objekt[] {
  const zeile = (
    monat: string,
    beschaeftigung: unknown,
    brutto: number,
    einmalzahlung: number,
    an: Record<string, number>,
    ag: Record<string, number>,
    rest: Objekt,
  ): Objekt => ({
    monat,
    beschaeftigung,
    brutto,
    einmalzahlung,
    ...Object.fromEntries(ARBEITNEHMER_FELDER.map((f) => [f, an[f]])),
    netto: an.netto,
    ...Object.fromEntries(ARBEITGEBER_FELDER.map((f) => [`arbeitgeber_${f}`, ag[f]])),
    arbeitgeber_summe: ag.summe,
    gesamtkosten: ag.gesamtkosten,
    ...rest,
  });
  const monate = (antwort.monate as Objekt[]).map((m) => {
    const e = m.eingaben as Record<string, number>;
    return zeile(
      String(m.monat),
      m.beschaeftigung,
      m.brutto as number,
      (m.einmalzahlung as { betrag: number } | null)?.betrag ?? 0,
      m.arbeitnehmer as Record<string, number>,
      m.arbeitgeber as Record<string, number>,
      {
        kv_entgelt_bisher: e.kv_entgelt_bisher,
        rv_entgelt_bisher: e.rv_entgelt_bisher,
        sv_tage_bisher: e.sv_tage_bisher,
        datenstand: m.datenstand,
      },
    );
  });
  const s = antwort.summen as {
    brutto: number;
    einmalzahlung: number;
    arbeitnehmer: Record<string, number>;
    arbeitgeber: Record<string, number>;
  };
  return [
    ...monate,
    zeile('summe', null, s.brutto, s.einmalzahlung, s.arbeitnehmer, s.arbeitgeber, {
      kv_entgelt_bisher: null,
      rv_entgelt_bisher: null,
      sv_tage_bisher: null,
      datenstand: antwort.datenstand,
    }),
  ];
}
