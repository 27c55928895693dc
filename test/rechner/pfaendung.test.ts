import { describe, expect, it } from 'vitest';
import { freibetrag, type PfaendungsGrenzen, pfaendbarerBetrag } from '../../src/datensaetze/pfaendungsfreigrenzen';
import { TABELLE_2025, TABELLE_2026 } from '../daten/pfaendungstabellen';
import { datensatz, wertAm } from '../werte';

// The garnishment calculator against rows of the official tables (Anlage to the
// Pfändungsfreigrenzenbekanntmachung 2025 and 2026; rows and sources in
// test/daten/pfaendungsfreigrenzen.test.ts). The limits come from data/pfaendungsfreigrenzen.yaml
// for a date inside each table's validity.
function grenzenAm(datum: string): PfaendungsGrenzen {
  const w = (id: string) => wertAm('pfaendungsfreigrenzen', id, datum) as number;
  return {
    grundbetrag_monat: w('grundbetrag_monat'),
    erhoehung_erste_person_monat: w('erhoehung_erste_person_monat'),
    erhoehung_weitere_person_monat: w('erhoehung_weitere_person_monat'),
    voll_pfaendbar_ab_monat: w('voll_pfaendbar_ab_monat'),
  };
}

// The tenths and the cap on dependants of § 850c Abs. 2 and 3 ZPO, from the same data file (their
// values are checked against the law in test/daten/pfaendungsfreigrenzen.test.ts).
const a = datensatz('pfaendungsfreigrenzen').pfaendungsanteile!;

const tabellen = [
  { name: 'Tabelle 2025 (01.07.2025 bis 30.06.2026)', datum: '2025-12-01', zeilen: TABELLE_2025 },
  { name: 'Tabelle 2026 (ab 01.07.2026)', datum: '2026-11-23', zeilen: TABELLE_2026 },
];

describe.each(tabellen)('pfaendung: $name', ({ datum, zeilen }) => {
  const g = grenzenAm(datum);
  it('die Tabelle hat Zeilen für 0 bis 5 Unterhaltspflichten', () => {
    expect(new Set(zeilen.map((z) => z.unterhaltspflichten))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
  // Each row of the table covers 10 euros of net income: its lower bound and the last cent of the
  // row give the same amount (§ 850c Abs. 4 ZPO with the table: rounding down to 10 euros), as
  // long as the row ends below voll_pfaendbar_ab_monat.
  it.each(zeilen)(
    'netto $netto, $unterhaltspflichten Unterhaltspflichten: $pfaendbar',
    ({ netto, unterhaltspflichten, pfaendbar }) => {
      expect(pfaendbarerBetrag(g, a, unterhaltspflichten, netto)).toBe(pfaendbar);
      const zeilenende = Math.min(netto + 9.99, g.voll_pfaendbar_ab_monat);
      expect(pfaendbarerBetrag(g, a, unterhaltspflichten, zeilenende)).toBe(pfaendbar);
    },
  );
});

describe('pfaendung: Grenzfälle nach § 850c ZPO', () => {
  const g = grenzenAm('2025-12-01'); // 1.555,00 / 585,23 / 326,04 / 4.766,99
  it('Freibetrag mit 0, 1, 2 und 5 Personen', () => {
    expect(freibetrag(g, a, 0)).toBe(1555);
    expect(freibetrag(g, a, 1)).toBe(2140.23); // 1.555,00 + 585,23
    expect(freibetrag(g, a, 2)).toBe(2466.27); // + 326,04
    expect(freibetrag(g, a, 5)).toBe(3444.39); // 1.555,00 + 585,23 + 4 x 326,04
  });
  it('mehr als fünf Personen zählen wie fünf (§ 850c Abs. 2)', () => {
    expect(pfaendbarerBetrag(g, a, 9, 4000)).toBe(pfaendbarerBetrag(g, a, 5, 4000));
  });
  it('unter dem Freibetrag ist nichts pfändbar: 1.559,99 -> Zeile 1.550 -> 0', () => {
    expect(pfaendbarerBetrag(g, a, 0, 1559.99)).toBe(0);
  });
  // 5.000,00 netto, keine Unterhaltspflicht: Zeile 4.760 -> (4.760 - 1.555) x 7/10 = 2.243,50,
  // dazu der Mehrbetrag über 4.766,99 voll: 5.000 - 4.766,99 = 233,01 -> 2.476,51.
  it('über voll_pfaendbar_ab_monat ist der Mehrbetrag voll pfändbar: 5.000 -> 2.476,51', () => {
    expect(pfaendbarerBetrag(g, a, 0, 5000)).toBe(2476.51);
  });
  // 3.000,00 netto, 2 Personen: (3.000 - 2.466,27) x 4/10 = 213,492 -> 213,49.
  it('3.000 netto, zwei Personen: 213,49', () => {
    expect(pfaendbarerBetrag(g, a, 2, 3000)).toBe(213.49);
  });
});
