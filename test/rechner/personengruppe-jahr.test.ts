// Every Personengruppe beyond the single payslip (issue 41, "Everywhere the payslip goes"): netto-brutto
// turns the net of brutto-netto back into the same gross, and a 12-month Lohnkonto with
// person.personengruppe gives each month the payslip of GET /hr/brutto-netto with the year so far it
// reports. Both compare two code paths (the search against the payslip, the year engine against a plain
// payslip); the groups' cents themselves are worked by hand in personengruppe.test.ts.
import { describe, expect, it } from 'vitest';
import { imProzess } from './im-prozess';
import { alsAbfrage, rechneLohnkonto } from './lohnkonto-hilfe';

// One person per group with a gross of that group in 2025 (Geringfügigkeitsgrenze 556, Übergangsbereich
// bis 2.000, Geringverdienergrenze 325 Euro); 119 and 120 need the date of birth, the trainees' age decides
// the childless surcharge.
const GRUPPEN: {
  gruppe: string;
  brutto: number;
  person: Record<string, unknown>;
  bezuege?: Record<string, unknown>;
}[] = [
  { gruppe: '101', brutto: 3000, person: {} },
  { gruppe: '102', brutto: 900, person: { geburtsdatum: '2006-01-01' } },
  {
    gruppe: '103',
    brutto: 2500,
    person: { geburtsdatum: '1962-05-10', kinder: 1, kinder_unter_25: 0 },
    bezuege: { altersteilzeit_aufstockung: 500, altersteilzeit_rv_zusatz: 2000 },
  },
  { gruppe: '105', brutto: 900, person: { geburtsdatum: '2006-01-01' } },
  { gruppe: '106', brutto: 2500, person: {} },
  { gruppe: '109', brutto: 500, person: {} },
  { gruppe: '110', brutto: 2000, person: {} },
  { gruppe: '119', brutto: 3000, person: { geburtsdatum: '1955-03-10' } },
  { gruppe: '120', brutto: 3000, person: { geburtsdatum: '1960-06-01' } },
  { gruppe: '121', brutto: 300, person: { geburtsdatum: '2000-01-01' } },
  { gruppe: '122', brutto: 900, person: { geburtsdatum: '2006-01-01' } },
];

const abfrage = (g: (typeof GRUPPEN)[number]) =>
  alsAbfrage({
    person: { land: 'HE', personengruppe: g.gruppe, ...g.person },
    ...(g.bezuege ? { bezuege: g.bezuege } : {}),
  });

describe('netto-brutto: jede Personengruppe zurück zum selben Brutto', () => {
  for (const g of GRUPPEN)
    it(`${g.gruppe} mit ${g.brutto} Euro`, () => {
      const hin = imProzess('brutto-netto', `datum=2025-06-15&brutto=${g.brutto}&${abfrage(g)}`);
      expect(hin.personengruppe).toBe(g.gruppe);
      const zurueck = imProzess('netto-brutto', `datum=2025-06-15&netto=${hin.arbeitnehmer.netto}&${abfrage(g)}`);
      // The smallest gross with this net to the cent (suche.ts): the original or one a few cents below with the
      // same net (the wage tax steps by whole euros of annual pay).
      expect(zurueck.netto).toBe(hin.arbeitnehmer.netto);
      expect(zurueck.brutto).toBeLessThanOrEqual(g.brutto);
      expect(zurueck.brutto).toBeGreaterThan(g.brutto - 1);
      expect(zurueck.abrechnung.personengruppe).toBe(g.gruppe);
      expect(zurueck.abrechnung.beitragsgruppe).toBe(hin.beitragsgruppe);
    });
});

describe('Lohnkonto: jede Personengruppe, jeder Monat gleich GET /hr/brutto-netto', () => {
  for (const g of GRUPPEN)
    it(`${g.gruppe}: 12 Monate 2025 mit ${g.brutto} Euro`, () => {
      const monate = Array.from({ length: 12 }, (_, i) => ({
        monat: `2025-${String(i + 1).padStart(2, '0')}`,
        brutto: g.brutto,
        ...(g.bezuege ? { bezuege: g.bezuege } : {}),
      }));
      const e = rechneLohnkonto({ jahr: 2025, person: { land: 'HE', personengruppe: g.gruppe, ...g.person }, monate });
      expect(e.monate).toHaveLength(12);
      e.monate.forEach((m: any, i: number) => {
        const get = imProzess('brutto-netto', alsAbfrage(structuredClone(e.anfragen[i]) as Record<string, unknown>));
        const { eingaben: _a, ...konto } = m;
        const { eingaben: _b, ...abrechnung } = get;
        expect(konto, m.monat).toEqual(abrechnung);
        expect(m.personengruppe, m.monat).toBe(g.gruppe);
      });
    });
});
