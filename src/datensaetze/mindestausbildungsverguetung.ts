// Minimum training allowance (§ 17 Abs. 2 BBiG): the amounts of the calendar year in which the
// training starts apply to every later training year too. With ausbildungsjahr the answer names
// the amount of that year (mindestverguetung_monat).
import { z } from 'zod';
import { einfuegenNach } from '../rechner/felder';
import { ApiFehler } from '../vertrag/fehler';
import { datensatzModul } from '../vertrag/modul';

export default datensatzModul({
  felder: {
    ausbildungsjahr: z.number().int().nullable().meta({ en: 'year of apprenticeship (1 to 4)' }),
    mindestverguetung_monat: z.number().nullable().meta({
      description: 'Betrag für das angefragte Ausbildungsjahr.',
      en: 'minimum pay per month for that year',
    }),
  },
  parameter: [
    {
      name: 'ausbildungsjahr',
      typ: 'ganzzahl',
      pflicht: false,
      bereich: { min: 1, max: 4 },
      beispiel: 1,
      beschreibung: 'Ausbildungsjahr (1 bis 4); ab dem zweiten nur zusammen mit beginn.',
    },
  ],
  berechne(basis, p) {
    const jahr = typeof p.ausbildungsjahr === 'number' ? p.ausbildungsjahr : null;
    if (jahr !== null && jahr > 1 && p.beginn === undefined) {
      throw new ApiFehler(
        'parameter_fehlt',
        'Für das 2. bis 4. Ausbildungsjahr ist beginn (Beginn der Ausbildung) nötig, denn es gilt der Betrag des ' +
          'Jahres, in dem die Ausbildung begann.',
        { parameter: 'beginn' },
      );
    }
    const werte = basis.werte as Record<string, number | null>;
    const betrag = jahr === null ? null : (werte[`ausbildungsjahr_${jahr}`] ?? null);
    return einfuegenNach(basis, 'beginn', { ausbildungsjahr: jahr, mindestverguetung_monat: betrag });
  },
});
