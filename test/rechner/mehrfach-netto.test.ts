// netto-brutto with other employments (issue 41, Mehrfachbeschäftigung everywhere the payslip goes):
// every net brutto-netto gives for a grid of pays across the limits where the rules change (this pay at
// the Geringfügigkeitsgrenze, the added pays at it and at the upper limit of the Übergangsbereich, the
// ceilings shared by § 22 Abs. 2 SGB IV) is asked back. The answer's gross must give the net it states,
// reach the target, be at most the original gross, and where exact be the smallest (one cent less
// misses the target).
import { describe, expect, it } from 'vitest';
import { imProzess, kehrtUm } from './im-prozess';

const LAGEN = [
  'mehrfach_weitere_entgelt=3000',
  'mehrfach_weitere_entgelt=1200',
  'mehrfach_weitere_entgelt=3000&mehrfach_weitere_minijobs_entgelt=200',
  'mehrfach_weitere_minijobs_entgelt=250',
  'mehrfach_weitere_minijobs_entgelt=400',
  'mehrfach_weitere_entgelt=9000',
];
const BRUTTO = ['150', '300', '400', '555.99', '556', '556.01', '800', '1300', '1999.99', '2400', '4000', '7000'];
const JAHRE = ['datum=2025-03-01&land=BB&kinder=1', 'datum=2023-08-15&land=SN&steuerklasse=3&kirchensteuer=true'];

describe('netto-brutto mit Mehrfachbeschäftigung', () => {
  it('kehrt jedes Netto von brutto-netto um', () => {
    let faelle = 0;
    let genau = 0;
    for (const basis of JAHRE)
      for (const lage of LAGEN)
        for (const b of BRUTTO) {
          faelle++;
          if (kehrtUm(`${basis}&${lage}`, b)) genau++;
        }
    // 2 × 6 × 12 requests, each computed by brutto-netto; every net is reached exactly.
    expect(faelle).toBe(144);
    expect(genau).toBe(faelle);
  });

  it('zwei Hauptbeschäftigungen über der BBG: das Netto von 4.000 Euro führt zu 4.000 Euro', () => {
    // The month of mehrfach.test.ts (KV/PV base 3,150 € of 4,000 €, § 22 Abs. 2 SGB IV).
    const q = 'datum=2025-03-01&land=BB&kinder=1&mehrfach_weitere_entgelt=3000';
    const netto = imProzess('brutto-netto', `${q}&brutto=4000`).arbeitnehmer.netto;
    const a = imProzess('netto-brutto', `${q}&netto=${netto}`);
    expect(a.brutto).toBe(4000);
    expect(a.abrechnung.bemessung).toMatchObject({ kv_pv: 3150, rv_av: 4000 });
  });
});
