// /hr/brutto-netto: the payslip of one month's regular pay (src/rechner/abrechnung/): wage tax,
// solidarity surcharge and church tax per the BMF Programmablaufplan, the social insurance of
// employee and employer, the levies, net pay and employer cost, for a Minijob, the Übergangsbereich
// and regular employment. GET takes the query parameters, POST the same request as a JSON body with
// groups (src/rechner/abrechnung/anfrage.ts). This module declares the API; every rate and limit
// comes from the datasets it names, every line cites its dataset and datenstand.

import { abfrageParameter } from '../rechner/abrechnung/abfrage';
import { bruttoNetto } from '../rechner/abrechnung/abrechnung';
import { ANFRAGE, KOERPER_GRENZE } from '../rechner/abrechnung/anfrage';
import { bruttoNettoAntwort } from '../rechner/abrechnung/antwort';
import { BRUTTO_NETTO_BRAUCHT } from '../rechner/abrechnung/monat';
import { ausKoerper, ausParametern, leseKoerper, mitPfaden } from '../rechner/abrechnung/regeln';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

const monatsanfang = (tag: string) => `${tag.slice(0, 7)}-01`;

export default rechnerModul(bruttoNettoAntwort, {
  braucht: BRUTTO_NETTO_BRAUCHT,
  parameter: abfrageParameter('brutto'),
  stichtag: (p, heute) => monatsanfang(String(p.datum ?? heute)),
  berechne(basis, p, heute, bezug) {
    const { monat, betrag } = ausParametern(p, heute, bezug, 'brutto');
    return bruttoNetto(monat, betrag, basis);
  },
  koerper: {
    schema: ANFRAGE.brutto,
    grenze: KOERPER_GRENZE,
    lese: leseKoerper('brutto'),
    stichtag: (k, heute) => monatsanfang(k.datum ?? heute),
    gesendet: (k) => (k.datum ? { parameter: 'datum', wert: k.datum } : null),
    berechne: (basis, k, heute, bezug) =>
      mitPfaden(k, () => {
        const { monat, betrag } = ausKoerper(k, heute, bezug, 'brutto');
        return bruttoNetto(monat, betrag, basis);
      }),
  },
  csvZeilen,
});

// The employer's totals as CSV rows, in the order of the answer's arbeitgeber block.
const ARBEITGEBER_SUMMEN: Record<string, string> = {
  kv: 'Krankenversicherung',
  kv_zusatzbeitrag: 'Zusatzbeitrag der Krankenkasse',
  pv: 'Pflegeversicherung',
  rv: 'Rentenversicherung',
  av: 'Arbeitslosenversicherung',
  u1: 'Umlage U1',
  u2: 'Umlage U2',
  insolvenzgeldumlage: 'Insolvenzgeldumlage',
  pauschsteuer: 'Pauschsteuer',
  summe: 'Summe der Abgaben',
};

// The payslip as CSV: a row per line, then brutto, netto, the employer's totals and gesamtkosten as rows
// of seite "summe" (issue 39), so that a spreadsheet holds the whole payslip, not only its lines. A
// total has no rate, base or legal basis of its own; its amount is the answer's.
function csvZeilen(antwort: Objekt): Objekt[] {
  const kopf = { monat: antwort.monat, beschaeftigung: antwort.beschaeftigung };
  const arbeitnehmer = antwort.arbeitnehmer as Record<string, number>;
  const arbeitgeber = antwort.arbeitgeber as Record<string, number>;
  const summe = (id: string, bezeichnung: string, betrag: number): Objekt => ({
    ...kopf,
    id,
    bezeichnung,
    seite: 'summe',
    betrag,
    datensatz: 'brutto-netto',
    datenstand: antwort.datenstand,
  });
  return [
    ...(antwort.posten as Objekt[]).map((p) => ({ ...kopf, ...p })),
    summe('brutto', 'Brutto', antwort.brutto as number),
    summe('netto', 'Netto', arbeitnehmer.netto),
    ...Object.entries(ARBEITGEBER_SUMMEN).map(([feld, name]) =>
      summe(`arbeitgeber_${feld}`, `Arbeitgeber: ${name}`, arbeitgeber[feld]),
    ),
    summe('gesamtkosten', 'Gesamtkosten des Arbeitgebers', arbeitgeber.gesamtkosten),
  ];
}
