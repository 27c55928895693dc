import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Niedersachsen 2015: Bek. d. MF v. 21.1.2015 - S 2442-25-333 (Nds. MBl. Nr. 9/2015 S. 252),
// Kirchensteuerabzug vom Arbeitslohn, Nr. 1.1: "werden mit 9% der abzuführenden Lohnsteuer erhoben,
// höchstens jedoch mit 3,5% des auf das zu versteuernde Einkommen umzurechnenden Arbeitslohns, von
// dem die Lohnsteuer berechnet wird"; Bad Pyrmont steht 2015 noch in Nr. 1.1. Weiter: "In den Fällen
// der Pauschalierung der Lohnsteuer beträgt die Kirchensteuer 6% der pauschalen Lohnsteuer."
// (Wortlaut mit Fundstelle: schure.de/2442/25,333.htm).
// Niedersachsen 2022: Bekanntmachung über die Kirchensteuerbeschlüsse für das Kalenderjahr 2022, Nr. 1:
// "In den Fällen der Pauschalierung der Lohnsteuer beträgt die Kirchensteuer 6 %, abweichend hierzu in
// Fällen der Evangelischen Kirche von Westfalen 7 %, der pauschalen Lohnsteuer, wenn der Arbeitgeber
// die Vereinfachungsregelung nach Nummer 1 der gleich lautenden Erlasse ... (BStBl 2016 I S. 773)
// anwendet" (Wortlaut: https://mein.kiehl.de/Dokument/940215).
describe('kirchensteuer: Niedersachsen 2015 und 2022 (Runde e)', () => {
  it.each([
    ['kappung_ni', '2015-01-01', 3.5],
    ['kappung_ni', '2015-12-31', 3.5],
    ['pauschal_ni', '2015-01-01', 6],
    ['pauschal_ni', '2015-12-31', 6],
    ['pauschal_ni', '2022-01-01', 6],
    ['pauschal_ni', '2022-12-31', 6],
  ])('%s am %s', (bestandteil, datum, wert) => {
    expect(wertAm('kirchensteuer', bestandteil, datum)).toBe(wert);
  });

  it('belegt nur die gelesenen Jahre, die Nachbarjahre bleiben Lücke', () => {
    expect(stufeAm('kirchensteuer', 'kappung_ni', '2016-01-01')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'kappung_ni', '2021-12-31')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2016-06-30')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2023-01-01')).toBeUndefined();
  });

  it.each([
    ['kappung_ni', 2015, 'Nds. MBl. Nr. 9/2015 S. 252', 'https://schure.de/2442/25,333.htm'],
    ['pauschal_ni', 2015, 'Nds. MBl. Nr. 9/2015 S. 252', 'https://schure.de/2442/25,333.htm'],
    ['pauschal_ni', 2022, 'Kalenderjahr 2022', 'https://mein.kiehl.de/Dokument/940215'],
  ])('%s %i nennt %s und das Jahr', (bestandteil, jahr, fundstelle, url) => {
    const s = stufeAm('kirchensteuer', bestandteil, `${jahr}-07-01`);
    expect(s?.quelle.titel).toContain(fundstelle);
    expect(s?.quelle.url).toBe(url);
    expect(s?.rechtsgrundlage).toContain(String(jahr));
    expect(s?.quelle.titel).toContain(String(jahr));
  });

  it('nennt 2022 den abweichenden Satz der Evangelischen Kirche von Westfalen, 2015 nicht', () => {
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2022-01-01')?.hinweis).toContain('Westfalen 7 %');
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2015-01-01')?.hinweis).not.toContain('Westfalen');
    expect(stufeAm('kirchensteuer', 'kappung_ni', '2015-01-01')?.hinweis).toContain('Bad Pyrmont');
  });
});
