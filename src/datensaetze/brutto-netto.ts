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
  csvZeilen: (antwort) =>
    (antwort.posten as Objekt[]).map((p) => ({ monat: antwort.monat, beschaeftigung: antwort.beschaeftigung, ...p })),
});
