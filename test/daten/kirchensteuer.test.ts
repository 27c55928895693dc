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
    ['kappung_be', '2015-01-01', 'BStBl 2022 I S. 56', 'https://datenbank.nwb.de/Dokument/880680'],
    ['kappung_sn', '2024-01-01', 'BStBl 2024 I S. 718', 'https://datenbank.nwb.de/Dokument/1046572/'],
    ['pauschal_sn', '2024-01-01', 'BStBl 2024 I S. 718', 'https://datenbank.nwb.de/Dokument/1046572/'],
    ['kappung_th', '2023-01-01', 'BStBl 2023 I S. 346', 'https://datenbank.nwb.de/Dokument/1014505/'],
    ['pauschal_th', '2023-01-01', 'BStBl 2023 I S. 346', 'https://datenbank.nwb.de/Dokument/1014505/'],
    ['pauschal_by', '2015-01-01', 'BStBl 2009 I S. 366', 'https://datenbank.nwb.de/Dokument/335881/'],
    ['pauschal_bb', '2022-01-01', 'BStBl 2022 I S. 341', 'https://datenbank.nwb.de/Dokument/938459/'],
  ])('%s am %s nennt %s', (bestandteil, datum, fundstelle, url) => {
    const s = stufeAm('kirchensteuer', bestandteil, datum);
    expect(s?.quelle.titel).toContain(fundstelle);
    expect(s?.quelle.url).toBe(url);
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

// Schleswig-Holstein: Finanzministerium des Landes Schleswig-Holstein, Bekanntmachung über die
// Kirchensteuerbeschlüsse in Schleswig-Holstein für das Kalenderjahr 2022, VI 305 - S 2442 - 019,
// BStBl 2022 I S. 343, Nr. 1: "Die Kirchensteuer beträgt höchstens 3 % des zu versteuernden
// Einkommens (Kappung)" (Wortlaut: https://datenbank.nwb.de/Dokument/938464).
// Thüringen 2017: Thüringer Finanzministerium, Bekanntmachung über die Kirchensteuerbeschlüsse im
// Freistaat Thüringen für das Kalenderjahr 2017, Nr. 1: je 9 v.H. "höchstens jedoch 3,5 v.H. des zu
// versteuernden Einkommens" (https://www.thueringen.de/th5/tfm/steuern/aktuell/kirchensteuer_11/index.aspx).
// Rheinland-Pfalz: Bekanntmachungen über die Kirchensteuerbeschlüsse im Land Rheinland-Pfalz, Nr. 1:
// der Hebesatz "wird auf 7 v. H. der Einkommensteuer bzw. Lohnsteuer ermäßigt", wenn die
// Vereinfachungsregelung gewählt wird — 2016: S 2442 A - 12-001 - 441, BStBl 2016 I S. 233
// (https://datenbank.nwb.de/Dokument/617896); 2021: S 2442#2018/0003 - 0401 441, BStBl 2021 I S. 309
// (Deubner, DRsp Nr. 2021/80292); 2023: S 2442#2018/0003 - 0401 441, BStBl 2023 I S. 343
// (https://datenbank.nwb.de/Dokument/1014501/).
describe('kirchensteuer: Schleswig-Holstein, Thüringen 2017 und Rheinland-Pfalz', () => {
  it.each([
    ['kappung_sh', '2022-01-01', 3],
    ['kappung_sh', '2022-12-31', 3],
    ['kappung_th', '2017-01-01', 3.5],
    ['kappung_th', '2017-12-31', 3.5],
    ['kappung_th', '2023-06-30', 3.5],
    ['pauschal_rp', '2016-01-01', 7],
    ['pauschal_rp', '2016-12-31', 7],
    ['pauschal_rp', '2021-07-01', 7],
    ['pauschal_rp', '2023-12-31', 7],
  ])('%s am %s', (bestandteil, datum, wert) => {
    expect(wertAm('kirchensteuer', bestandteil, datum)).toBe(wert);
  });

  it.each([
    ['kappung_sh', '2021-12-31'],
    ['kappung_sh', '2023-01-01'],
    ['kappung_th', '2016-12-31'],
    ['kappung_th', '2018-01-01'],
    ['kappung_th', '2022-12-31'],
    ['pauschal_rp', '2015-12-31'],
    ['pauschal_rp', '2017-01-01'],
    ['pauschal_rp', '2020-12-31'],
    ['pauschal_rp', '2022-06-30'],
    ['pauschal_rp', '2024-01-01'],
  ])('%s hat am %s keinen Wert, weil dafür keine Bekanntmachung ausgewertet ist', (bestandteil, datum) => {
    expect(stufeAm('kirchensteuer', bestandteil, datum)).toBeUndefined();
  });

  it.each([
    ['kappung_sh', '2022-01-01', 'BStBl 2022 I S. 343', 'https://datenbank.nwb.de/Dokument/938464'],
    [
      'kappung_th',
      '2017-01-01',
      'Kalenderjahr 2017',
      'https://www.thueringen.de/th5/tfm/steuern/aktuell/kirchensteuer_11/index.aspx',
    ],
    ['kappung_th', '2023-01-01', 'BStBl 2023 I S. 346', 'https://datenbank.nwb.de/Dokument/1014505/'],
    ['pauschal_rp', '2016-01-01', 'BStBl 2016 I S. 233', 'https://datenbank.nwb.de/Dokument/617896'],
    [
      'pauschal_rp',
      '2021-01-01',
      'BStBl 2021 I S. 309',
      'https://www.deubner-steuern.de/produkte/steufaz/doc/finmin-rheinland-pfalz---erlass-vom-18022021-s-244220180003---0401-441--1063076',
    ],
    ['pauschal_rp', '2023-01-01', 'BStBl 2023 I S. 343', 'https://datenbank.nwb.de/Dokument/1014501/'],
  ])('%s ab %s nennt %s', (bestandteil, datum, fundstelle, url) => {
    const s = stufeAm('kirchensteuer', bestandteil, datum);
    expect(s?.quelle.titel).toContain(fundstelle);
    expect(s?.quelle.url).toBe(url);
  });
});

// Niedersachsen, Pauschsatz: Bekanntmachungen über die Kirchensteuerbeschlüsse, Nr. 1: "In den Fällen
// der Pauschalierung der Lohnsteuer beträgt die Kirchensteuer 6 %" (ab 2021: "abweichend hierzu in
// Fällen der Evangelischen Kirche von Westfalen 7 %") — 2017: Erlass vom 22.05.2017, S 2442 - 43 - 3331;
// 2021: Erlass vom 24.06.2021; 2024: Erlass vom 02.04.2024, 34 - S 2442/005 - 0006, BStBl 2024 I S. 706
// (Wortlaut jeweils in der Datenbank Deubner Steuern).
// Niedersachsen, Kappung: Bekanntmachung nach § 12 Abs. 7 KiStRG, Kirchensteuerabzug vom Arbeitslohn:
// "9 v. H. der abzuführenden Lohnsteuer ..., höchstens jedoch mit 3,5 v. H. des auf das zu versteuernde
// Einkommen umzurechnenden Arbeitslohns" — 2022: https://mein.kiehl.de/Dokument/999623 (Nr. 1.2 Bad
// Pyrmont 4 v. H., Nr. 1.3 Nordkirche 3 v. H.); 2024: Erlass vom 10.04.2024, 34 - S 2442/004 - 0006 (Deubner).
describe('kirchensteuer: Niedersachsen', () => {
  it.each([
    ['pauschal_ni', '2017-01-01', 6],
    ['pauschal_ni', '2017-12-31', 6],
    ['pauschal_ni', '2021-06-30', 6],
    ['pauschal_ni', '2024-12-31', 6],
    ['kappung_ni', '2022-01-01', 3.5],
    ['kappung_ni', '2024-12-31', 3.5],
  ])('%s am %s', (bestandteil, datum, wert) => {
    expect(wertAm('kirchensteuer', bestandteil, datum)).toBe(wert);
  });

  it.each([
    ['pauschal_ni', '2016-12-31'],
    ['pauschal_ni', '2018-01-01'],
    ['pauschal_ni', '2023-12-31'],
    ['pauschal_ni', '2025-01-01'],
    ['kappung_ni', '2021-12-31'],
    ['kappung_ni', '2023-06-30'],
    ['kappung_ni', '2025-01-01'],
  ])('%s hat am %s keinen Wert (keine Bekanntmachung ausgewertet)', (bestandteil, datum) => {
    expect(stufeAm('kirchensteuer', bestandteil, datum)).toBeUndefined();
  });

  it('nennt die abweichenden Sätze im Hinweis (Westfalen 7 %, Bad Pyrmont 4 v. H., Nordkirche 3 v. H.)', () => {
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2024-01-01')?.hinweis).toContain('Westfalen 7 %');
    expect(stufeAm('kirchensteuer', 'pauschal_ni', '2017-01-01')?.hinweis).not.toContain('Westfalen');
    const h = stufeAm('kirchensteuer', 'kappung_ni', '2022-01-01')?.hinweis;
    expect(h).toContain('Bad Pyrmont (Nr. 1.2)');
    expect(h).toContain('höchstens 4 v. H.');
    expect(h).toContain('höchstens 3 v. H. für die Evangelisch-Lutherische Kirche in Norddeutschland');
  });

  it.each([
    ['pauschal_ni', '2017-01-01', 'S 2442 - 43 - 3331'],
    ['pauschal_ni', '2021-01-01', 'Erlass vom 24. Juni 2021'],
    ['pauschal_ni', '2024-01-01', 'BStBl 2024 I S. 706'],
    ['kappung_ni', '2022-01-01', 'Kalenderjahr 2022'],
    ['kappung_ni', '2024-01-01', '34 - S 2442/004 - 0006'],
  ])('%s ab %s nennt %s', (bestandteil, datum, fundstelle) => {
    expect(stufeAm('kirchensteuer', bestandteil, datum)?.quelle.titel).toContain(fundstelle);
  });

  // Each yearly level names the year of its own decisions, not the inherited one of an earlier level.
  it.each([
    ['pauschal_ni', 2017],
    ['pauschal_ni', 2021],
    ['pauschal_ni', 2024],
    ['kappung_ni', 2022],
    ['kappung_ni', 2024],
    ['pauschal_rp', 2016],
    ['pauschal_rp', 2021],
    ['pauschal_rp', 2023],
  ])('%s %i: Rechtsgrundlage und Quelle nennen das Jahr', (bestandteil, jahr) => {
    const s = stufeAm('kirchensteuer', bestandteil, `${jahr}-07-01`);
    expect(s?.rechtsgrundlage).toContain(String(jahr));
    expect(s?.quelle.titel).toContain(String(jahr));
  });
});

describe('kirchensteuer: der Hinweis zur Vollständigkeit passt zu den Daten', () => {
  const LAENDER: Record<string, string> = {
    bw: 'Baden-Württemberg',
    by: 'Bayern',
    be: 'Berlin',
    bb: 'Brandenburg',
    hb: 'Bremen',
    hh: 'Hamburg',
    he: 'Hessen',
    mv: 'Mecklenburg-Vorpommern',
    ni: 'Niedersachsen',
    nw: 'Nordrhein-Westfalen',
    rp: 'Rheinland-Pfalz',
    sl: 'Saarland',
    sn: 'Sachsen',
    st: 'Sachsen-Anhalt',
    sh: 'Schleswig-Holstein',
    th: 'Thüringen',
  };
  it('nennt genau die Länder ohne Kappung und ohne Pauschsatz als noch nicht belegt', () => {
    const d = datensatz('kirchensteuer');
    const ids = new Set(d.bestandteile.map((b) => b.id));
    const ohne = Object.keys(LAENDER).filter((l) => !ids.has(`kappung_${l}`) && !ids.has(`pauschal_${l}`));
    const satz = d.hinweise.find((h) => h.startsWith('Vollständigkeit'));
    const genannt = /Noch gar nicht belegt sind (.+)\.$/.exec(satz ?? '')?.[1].split(/, | und /);
    expect(genannt?.sort()).toEqual(ohne.map((l) => LAENDER[l]).sort());
  });
});

// Nordrhein-Westfalen: Finanzministerium des Landes Nordrhein-Westfalen, Bekanntmachung über die
// Kirchensteuerbeschlüsse für das Steuerjahr (Kalenderjahr) 2023, Erlass vom 16.02.2023,
// S 2442 - 2/2022 - 8335 - V B 2, BStBl 2023 I S. 345: Hebesatz 9 v. H. für die römisch-katholische,
// evangelische, alt-katholische Kirchensteuer und die jüdische Kultussteuer; "In den Fällen der
// Pauschalierung der Einkommensteuer bzw. der Lohnsteuer gemäß §§ 37a, 37b, 40, 40a Abs. 1, 2a und 3
// sowie 40b EStG wird der Hebesatz auf 7 v. H. der Einkommensteuer bzw. Lohnsteuer ermäßigt, wenn
// der zum Steuerabzug Verpflichtete von der Vereinfachungsregelung ... Gebrauch macht"
// (Wortlaut: https://haufe.de/steuern/haufe-steuer-office-excellence/kirchensteuerbeschluesse-nordrhein-westfalen-2023_idesk_PI25844_HI15666594.html).
const NW_2023 =
  'https://haufe.de/steuern/haufe-steuer-office-excellence/kirchensteuerbeschluesse-nordrhein-westfalen-2023_idesk_PI25844_HI15666594.html';

describe('kirchensteuer: Pauschsatz Nordrhein-Westfalen', () => {
  it.each([
    ['2023-01-01', 7],
    ['2023-06-30', 7],
    ['2023-12-31', 7],
  ])('pauschal_nw am %s', (datum, wert) => {
    expect(wertAm('kirchensteuer', 'pauschal_nw', datum)).toBe(wert);
  });

  it.each(['2015-01-01', '2022-12-31', '2024-01-01', '2026-11-23'])(
    'pauschal_nw hat am %s keinen Wert, weil nur die Bekanntmachung für 2023 ausgewertet ist',
    (datum) => {
      expect(stufeAm('kirchensteuer', 'pauschal_nw', datum)).toBeUndefined();
    },
  );

  it('nennt Erlass, BStBl-Seite und Wortlaut', () => {
    const s = stufeAm('kirchensteuer', 'pauschal_nw', '2023-01-01');
    expect(s?.quelle.titel).toContain('BStBl 2023 I S. 345');
    expect(s?.quelle.titel).toContain('S 2442 - 2/2022 - 8335 - V B 2');
    expect(s?.quelle.url).toBe(NW_2023);
  });

  it('ändert den allgemeinen Satz Nordrhein-Westfalens nicht (9 %)', () => {
    expect(wertAm('kirchensteuer', 'satz_nw', '2023-06-30')).toBe(9);
  });
});

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

// Hamburg: Hamburgisches Kirchensteuergesetz vom 15. Oktober 1973 (HmbGVBl. S. 431), zuletzt geändert
// durch Gesetz vom 17. Dezember 2018 (HmbGVBl. S. 410), § 3 Abs. 3 Satz 1: "Für die Kirchensteuer können
// Höchstbeträge bestimmt werden; dies gilt nicht für den Kirchensteuerabzug vom Kapitalertrag im Sinne
// des § 11a." Earlier versions read "Mindestbeträge und Höchstbeträge" (Wortlaut beider Fassungen im
// Justizportal NRW, Gliederungs-Nr. 611-1).
describe('kirchensteuer: Hamburg ohne Mindestbetrag nach geltendem Recht', () => {
  it('führt mindest_hh nicht und nennt § 3 Abs. 3 HmbKiStG in den Hinweisen', () => {
    const d = datensatz('kirchensteuer');
    expect(d.bestandteile.map((b) => b.id)).not.toContain('mindest_hh');
    const h = d.hinweise.find((x) => x.startsWith('Hamburg:'));
    expect(h).toContain('Für die Kirchensteuer können Höchstbeträge bestimmt werden');
    expect(h).toContain('HmbGVBl. S. 410');
  });
});
