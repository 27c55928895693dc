// /hr/netto-brutto: for an agreed net pay (§ 14 Abs. 2 SGB IV) the smallest monthly gross, to the
// cent, whose net pay after brutto-netto reaches it, with the full payslip of that gross. The search
// is src/rechner/abrechnung/suche.ts; this module declares the API.
import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { euro } from '../gemeinsam/geld';
import { anfrage, bruttoNetto } from '../rechner/abrechnung/abrechnung';
import { bruttoNettoAntwort } from '../rechner/abrechnung/antwort';
import { BRUTTO_NETTO_BRAUCHT } from '../rechner/abrechnung/monat';
import { parameterMit } from '../rechner/abrechnung/parameter';
import { suche } from '../rechner/abrechnung/suche';
import { zitierfelder } from '../rechner/werte';
import { rechnerModul } from '../vertrag/modul';

export const nettoBruttoAntwort = rechnerAntwort(
  'netto-brutto',
  {
    datum: datum.meta({ en: 'a day of the pay month' }),
    netto_ziel: z.number().meta({ en: 'agreed net pay' }),
    brutto: z.number().meta({ en: 'smallest gross pay reaching the agreed net pay' }),
    netto: z.number().meta({ en: 'net pay of that gross (may exceed the target by cents)' }),
    abrechnung: bruttoNettoAntwort.meta({ en: 'the full payslip of that gross' }),
  },
  'Kleinstes Monatsbrutto, dessen Netto das vereinbarte Netto erreicht, mit der Abrechnung dazu.',
);

export default rechnerModul(nettoBruttoAntwort, {
  braucht: [...BRUTTO_NETTO_BRAUCHT, 'brutto-netto'],
  parameter: parameterMit('netto'),
  stichtag: (p, heute) => `${String(p.datum ?? heute).slice(0, 7)}-01`,
  berechne(basis, p, heute, bezug) {
    const { monat, betrag: ziel } = anfrage(p, heute, bezug, 'netto');
    const brutto = suche(monat, ziel);
    const abrechnung = bruttoNetto(monat, brutto, bezug.am('brutto-netto', monat.monatsanfang));
    const z = zitierfelder(basis);
    // With a one-off the net does not rise steadily with the regular gross: the default jahresarbeitslohn
    // (12 × brutto) moves with it and can lower the net over thousands of euros, and the Soli on the one-off
    // starts at one gross without a Milderungszone (docs/ENTSCHEIDUNGEN.md, "netto-brutto mit Einmalzahlung,
    // nachgemessen"): the answer reaches the target, but the smallest gross is not guaranteed.
    const hinweise = monat.e.einmal
      ? [
          'Mit einer Einmalzahlung steigt das Netto nicht stetig mit dem laufenden Brutto (ohne jahresarbeitslohn ' +
            'wandert der Jahresarbeitslohn 12 × brutto mit; der Solidaritätszuschlag auf die Einmalzahlung setzt ' +
            'ohne Milderung ein). brutto erreicht das vereinbarte Netto, ist aber nicht sicher das kleinste ' +
            'Brutto, das es erreicht; ein deutlich kleineres kann es ebenfalls erreichen.',
          ...z.hinweise,
        ]
      : z.hinweise;
    return {
      datensatz: 'netto-brutto' as const,
      datum: abrechnung.datum,
      netto_ziel: euro(ziel),
      brutto: abrechnung.brutto,
      netto: abrechnung.arbeitnehmer.netto,
      abrechnung,
      ...z,
      hinweise,
    };
  },
});
