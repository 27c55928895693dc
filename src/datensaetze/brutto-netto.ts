// /hr/brutto-netto: the payslip of one month's regular pay (src/rechner/abrechnung/): wage tax,
// solidarity surcharge and church tax per the BMF Programmablaufplan, the social insurance of
// employee and employer, the levies, net pay and employer cost, for a Minijob, the Übergangsbereich
// and regular employment. This module declares the API; every rate and limit comes from the
// datasets it names, every line cites its dataset and datenstand.
import { anfrage, bruttoNetto } from '../rechner/abrechnung/abrechnung';
import { bruttoNettoAntwort } from '../rechner/abrechnung/antwort';
import { BRUTTO_NETTO_BRAUCHT } from '../rechner/abrechnung/monat';
import { parameterMit } from '../rechner/abrechnung/parameter';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export default rechnerModul(bruttoNettoAntwort, {
  braucht: BRUTTO_NETTO_BRAUCHT,
  parameter: parameterMit('brutto'),
  stichtag: (p, heute) => `${String(p.datum ?? heute).slice(0, 7)}-01`,
  berechne(basis, p, heute, bezug) {
    const { monat, betrag } = anfrage(p, heute, bezug, 'brutto');
    return bruttoNetto(monat, betrag, basis);
  },
  csvZeilen: (antwort) =>
    (antwort.posten as Objekt[]).map((p) => ({ monat: antwort.monat, beschaeftigung: antwort.beschaeftigung, ...p })),
});
