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
// Bayern: Bayerisches Staatsministerium der Finanzen, Bekanntmachung der Kirchensteuerbeschlüsse im
// Freistaat Bayern für die Steuerjahre (Kalenderjahre) ab 2009, 34 - S 2448 - 073 - 05359/08,
// BStBl 2009 I S. 366, Nr. 3 bis 5: "Es sind keine Mindestbeträge an Kirchensteuer festzusetzen",
// "Eine Höchstbegrenzung (Kappung) der Kirchensteuer ist nicht vorgesehen", "Bei der Pauschalierung
// der Lohnsteuer beträgt die Kirchensteuer 7 % der Lohnsteuer" (https://datenbank.nwb.de/Dokument/335881/);
// wortgleich die Bekanntmachung ab 2016, 34 - S 2442 - 5/1, BStBl 2016 I S. 141
// (https://datenbank.nwb.de/Dokument/616132); die Neubekanntmachung ab 2019, BStBl 2019 I S. 213, Nr. 3:
// keine Mindestbeträge (https://datenbank.nwb.de/Dokument/777119).
// Brandenburg: Ministerium der Finanzen, Bekanntmachung über die ... verwaltete Kirchensteuer nach dem
// Maßstab der Lohn- und Kapitalertragsteuer ab dem Kalenderjahr 2022, 36 - S 2442 - 15#01#02,
// BStBl 2022 I S. 341, Nr. 1: der Hebesatz von 9 % "ermäßigt sich auf 5 Prozent der pauschalen
// Lohnsteuer" im vereinfachten Verfahren (https://datenbank.nwb.de/Dokument/938459/); ebenso die
// Bekanntmachung ab dem Kalenderjahr 2025 (https://datenbank.nwb.de/Dokument/1066071).
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
    ['pauschal_by', '2015-01-01', 7],
    ['pauschal_by', '2016-01-01', 7],
    ['pauschal_by', '2018-12-31', 7],
    ['pauschal_bb', '2022-01-01', 5],
    ['pauschal_bb', '2025-01-01', 5],
    ['pauschal_bb', '2026-11-23', 5],
  ])('%s am %s', (bestandteil, datum, wert) => {
    expect(wertAm('kirchensteuer', bestandteil, datum)).toBe(wert);
  });

  it('belegt Bayern und Brandenburg nur für die Jahre der ausgewerteten Bekanntmachungen', () => {
    // Bayern ab 2019 (Neubekanntmachung nur bis Nr. 3 gelesen), Brandenburg 2015 bis 2021
    // (Bekanntmachung ab 2016, BStBl 2016 I S. 733, nicht gelesen) bleiben offen.
    expect(stufeAm('kirchensteuer', 'pauschal_by', '2019-01-01')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'pauschal_bb', '2015-01-01')).toBeUndefined();
    expect(stufeAm('kirchensteuer', 'pauschal_bb', '2021-12-31')).toBeUndefined();
  });
});

describe('kirchensteuer: Bayern ohne Kappung und ohne Mindestbetrag', () => {
  it('führt weder kappung_by noch mindest_by, weil die Bekanntmachungen beides ausschließen', () => {
    const ids = datensatz('kirchensteuer').bestandteile.map((b) => b.id);
    expect(ids).not.toContain('kappung_by');
    expect(ids).not.toContain('mindest_by');
    const hinweise = datensatz('kirchensteuer').hinweise.join(' ');
    expect(hinweise).toContain('Eine Höchstbegrenzung (Kappung) der Kirchensteuer ist nicht vorgesehen');
    expect(hinweise).toContain('Es sind keine Mindestbeträge an Kirchensteuer festzusetzen');
  });
});

describe('kirchensteuer: Quellen der ergänzten Bestandteile', () => {
  it.each([
    ['kappung_be', 'BStBl 2022 I S. 56', 'https://datenbank.nwb.de/Dokument/880680'],
    ['kappung_sn', 'BStBl 2024 I S. 718', 'https://datenbank.nwb.de/Dokument/1046572/'],
    ['pauschal_sn', 'BStBl 2024 I S. 718', 'https://datenbank.nwb.de/Dokument/1046572/'],
    ['kappung_th', 'BStBl 2023 I S. 346', 'https://datenbank.nwb.de/Dokument/1014505/'],
    ['pauschal_th', 'BStBl 2023 I S. 346', 'https://datenbank.nwb.de/Dokument/1014505/'],
    ['pauschal_by', 'BStBl 2009 I S. 366', 'https://datenbank.nwb.de/Dokument/335881/'],
    ['pauschal_bb', 'BStBl 2022 I S. 341', 'https://datenbank.nwb.de/Dokument/938459/'],
  ])('%s nennt %s', (bestandteil, fundstelle, url) => {
    const b = datensatz('kirchensteuer').bestandteile.find((x) => x.id === bestandteil);
    expect(b?.stufen[0].quelle.titel).toContain(fundstelle);
    expect(b?.stufen[0].quelle.url).toBe(url);
  });

  it('nennt für Bayern ab 2016 die Neubekanntmachung BStBl 2016 I S. 141', () => {
    expect(stufeAm('kirchensteuer', 'pauschal_by', '2017-06-30')?.quelle.titel).toContain('BStBl 2016 I S. 141');
    expect(stufeAm('kirchensteuer', 'pauschal_by', '2015-06-30')?.quelle.titel).toContain('BStBl 2009 I S. 366');
  });

  it('ändert die allgemeinen Sätze nicht (8 % BY/BW, 9 % sonst)', () => {
    expect(wertAm('kirchensteuer', 'satz_by', '2026-11-23')).toBe(8);
    expect(wertAm('kirchensteuer', 'satz_sn', '2026-11-23')).toBe(9);
  });
});
