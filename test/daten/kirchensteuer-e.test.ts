import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Niedersachsen 2022: Bekanntmachung über die Kirchensteuerbeschlüsse für das Kalenderjahr 2022, Nr. 1:
// "In den Fällen der Pauschalierung der Lohnsteuer beträgt die Kirchensteuer 6 %, abweichend hierzu in
// Fällen der Evangelischen Kirche von Westfalen 7 %, der pauschalen Lohnsteuer, wenn der Arbeitgeber
// die Vereinfachungsregelung nach Nummer 1 der gleich lautenden Erlasse ... (BStBl 2016 I S. 773)
// anwendet" (Wortlaut: https://mein.kiehl.de/Dokument/940215).
// Not taken: the announcement for 2015 (Nds. MBl. 2015 S. 252), read only on a private site whose https
// address could not be checked; 2015 stays a gap.
describe('kirchensteuer: Niedersachsen 2022', () => {
  it.each([
    ['pauschal_ni', '2022-01-01', 6],
    ['pauschal_ni', '2022-12-31', 6],
  ])('%s am %s', (bestandteil, datum, wert) => {
    expect(wertAm('kirchensteuer', bestandteil, datum)).toBe(wert);
  });

  it('belegt nur die gelesenen Jahre, die Nachbarjahre bleiben Lücke', () => {
    expect(stufeAm('kirchensteuer', 'kappung_ni', '2015-06-30')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2015-06-30')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'kappung_ni', '2021-12-31')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2016-06-30')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2023-01-01')).toBeUndefined();
  });

  it.each([['pauschal_ni', 2022, 'Kalenderjahr 2022', 'https://mein.kiehl.de/Dokument/940215']])(
    '%s %i nennt %s und das Jahr',
    (bestandteil, jahr, fundstelle, url) => {
      const s = stufeAm('kirchensteuer', bestandteil, `${jahr}-07-01`);
      expect(s?.quelle.titel).toContain(fundstelle);
      expect(s?.quelle.url).toBe(url);
      expect(s?.rechtsgrundlage).toContain(String(jahr));
      expect(s?.quelle.titel).toContain(String(jahr));
    },
  );

  it('nennt 2022 den abweichenden Satz der Evangelischen Kirche von Westfalen', () => {
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2022-01-01')?.hinweis).toContain('Westfalen 7 %');
  });
});
