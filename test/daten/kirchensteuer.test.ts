import { describe, expect, it } from 'vitest';
import { datensatz, stufeAm, wertAm } from '../werte';

// Berlin: Senatsverwaltung für Finanzen, Bekanntmachung über die Kirchensteuerbeschlüsse und über die
// von den Finanzbehörden im Land Berlin verwaltete Kirchensteuer, III E 11 – S 2442 – 1/2018-1,
// BStBl 2022 I S. 56, Nr. I.1: "ab dem Kalenderjahr 2015 ... höchstens jedoch 3 v. H. des zu
// versteuernden Einkommens (Kappung)" (Wortlaut: https://datenbank.nwb.de/Dokument/880680).
// Sachsen: Sächsisches Staatsministerium der Finanzen, Bekanntmachung über die Kirchensteuerbeschlüsse
// im Freistaat Sachsen für das Kalenderjahr 2024, 32 - S 2440/11/151 - 2024/17490, BStBl 2024 I S. 718,
// Nr. 1 (Kappung 3,5 Prozent) und Nr. 2 (vereinfachtes Verfahren 5 Prozent der pauschalen Lohnsteuer)
// (Wortlaut: https://datenbank.nwb.de/Dokument/1046572/).
// Thüringen: Thüringer Finanzministerium, Bekanntmachung über die Kirchensteuerbeschlüsse im Freistaat
// Thüringen für das Kalenderjahr 2023, 1040 - 21 - S 2442/1 - 4 - 23979/2023, BStBl 2023 I S. 346,
// Nr. 1 (höchstens 3,5 v. H. des zu versteuernden Einkommens; Hebesatz bei Pauschalierung 5 v. H.)
// (Wortlaut: https://datenbank.nwb.de/Dokument/1014505/).
describe('kirchensteuer: Kappung', () => {
  it.each([
    ['kappung_be', '2015-01-01', 3],
    ['kappung_be', '2022-06-30', 3],
    ['kappung_be', '2026-11-23', 3],
    ['kappung_sn', '2024-01-01', 3.5],
    ['kappung_sn', '2024-12-31', 3.5],
    ['kappung_th', '2023-01-01', 3.5],
    ['kappung_th', '2023-12-31', 3.5],
  ])('%s am %s', (bestandteil, datum, wert) => {
    expect(wertAm('kirchensteuer', bestandteil, datum)).toBe(wert);
  });

  it('belegt Sachsen und Thüringen nur für das Jahr der ausgewerteten Bekanntmachung', () => {
    expect(stufeAm('kirchensteuer', 'kappung_sn', '2023-12-31')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'kappung_sn', '2025-01-01')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'kappung_th', '2022-12-31')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'kappung_th', '2024-01-01')).toBeUndefined();
  });
});

describe('kirchensteuer: Pauschsatz im vereinfachten Verfahren', () => {
  it.each([
    ['pauschal_sn', '2024-01-01', 5],
    ['pauschal_sn', '2024-12-31', 5],
    ['pauschal_th', '2023-01-01', 5],
    ['pauschal_th', '2023-12-31', 5],
  ])('%s am %s', (bestandteil, datum, wert) => {
    expect(wertAm('kirchensteuer', bestandteil, datum)).toBe(wert);
  });
});

describe('kirchensteuer: Quellen der ergänzten Bestandteile', () => {
  it.each([
    ['kappung_be', 'BStBl 2022 I S. 56', 'https://datenbank.nwb.de/Dokument/880680'],
    ['kappung_sn', 'BStBl 2024 I S. 718', 'https://datenbank.nwb.de/Dokument/1046572/'],
    ['pauschal_sn', 'BStBl 2024 I S. 718', 'https://datenbank.nwb.de/Dokument/1046572/'],
    ['kappung_th', 'BStBl 2023 I S. 346', 'https://datenbank.nwb.de/Dokument/1014505/'],
    ['pauschal_th', 'BStBl 2023 I S. 346', 'https://datenbank.nwb.de/Dokument/1014505/'],
  ])('%s nennt %s', (bestandteil, fundstelle, url) => {
    const b = datensatz('kirchensteuer').bestandteile.find((x) => x.id === bestandteil);
    expect(b?.stufen[0].quelle.titel).toContain(fundstelle);
    expect(b?.stufen[0].quelle.url).toBe(url);
  });

  it('ändert die allgemeinen Sätze nicht (8 % BY/BW, 9 % sonst)', () => {
    expect(wertAm('kirchensteuer', 'satz_by', '2026-11-23')).toBe(8);
    expect(wertAm('kirchensteuer', 'satz_sn', '2026-11-23')).toBe(9);
  });
});
