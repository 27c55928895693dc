import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: Berufsbildungsgesetz § 17 Abs. 2 Satz 1 Nr. 1 Buchst. a bis d und Nr. 2 bis 4
// (https://www.gesetze-im-internet.de/bbig_2005/__17.html; Beträge des zweiten bis vierten Jahres
// für 2020 bis 2023 centgenau wie in den Tabellen der IHK Bonn und der Handwerkskammer Dresden);
// Bekanntmachungen zur Fortschreibung der Mindestvergütung für Berufsausbildungen:
// 2024 vom 16.10.2023 (BGBl. 2023 I Nr. 279, https://www.recht.bund.de/bgbl/1/2023/279/VO.html),
// 2025 vom 08.10.2024 (BGBl. 2024 I Nr. 305, https://www.recht.bund.de/bgbl/1/2024/305/VO.html),
// 2026 vom 07.10.2025 (BGBl. 2025 I Nr. 235, https://www.recht.bund.de/bgbl/1/2025/235/VO.html).
const ID = 'mindestausbildungsverguetung';

describe('mindestausbildungsverguetung', () => {
  it.each([
    ['2020-01-01', 515],
    ['2020-12-31', 515],
    ['2021-01-01', 550],
    ['2021-12-31', 550],
    ['2022-01-01', 585],
    ['2022-12-31', 585],
    ['2023-01-01', 620],
    ['2023-12-31', 620],
    ['2024-01-01', 649],
    ['2024-12-31', 649],
    ['2025-01-01', 682],
    ['2025-12-31', 682],
    ['2026-01-01', 724],
    ['2026-12-31', 724],
  ])('erstes Ausbildungsjahr bei Beginn am %s', (beginn, wert) => {
    expect(wertAm(ID, 'ausbildungsjahr_1', beginn)).toBe(wert);
  });

  it.each([
    ['2020-01-01', 607.7],
    ['2020-12-31', 607.7],
    ['2021-01-01', 649],
    ['2022-01-01', 690.3],
    ['2023-01-01', 731.6],
    ['2023-12-31', 731.6],
    ['2024-01-01', 766],
    ['2025-01-01', 805],
    ['2025-12-31', 805],
    ['2026-01-01', 854],
  ])('zweites Ausbildungsjahr bei Beginn am %s', (beginn, wert) => {
    expect(wertAm(ID, 'ausbildungsjahr_2', beginn)).toBe(wert);
  });

  it.each([
    ['2020-06-01', 695.25],
    ['2021-08-01', 742.5],
    ['2022-09-01', 789.75],
    ['2023-08-01', 837],
    ['2024-08-01', 876],
    ['2025-08-01', 921],
    ['2026-08-01', 977],
  ])('drittes Ausbildungsjahr bei Beginn am %s', (beginn, wert) => {
    expect(wertAm(ID, 'ausbildungsjahr_3', beginn)).toBe(wert);
  });

  it.each([
    ['2020-08-01', 721],
    ['2021-08-01', 770],
    ['2022-08-01', 819],
    ['2023-08-01', 868],
    ['2024-08-01', 909],
    ['2025-08-01', 955],
    ['2026-08-01', 1014],
  ])('viertes Ausbildungsjahr bei Beginn am %s', (beginn, wert) => {
    expect(wertAm(ID, 'ausbildungsjahr_4', beginn)).toBe(wert);
  });

  it('Ausbildungsbeginn 2027 ist angekündigt, aber noch ohne Betrag', () => {
    expect(wertAm(ID, 'ausbildungsjahr_1', '2026-12-31')).toBe(724);
    expect(wertAm(ID, 'ausbildungsjahr_1', '2027-01-01')).toBeNull();
    expect(wertAm(ID, 'ausbildungsjahr_4', '2027-08-01')).toBeNull();
  });

  it('fehlt für einen Ausbildungsbeginn vor 2020', () => {
    expect(wertAm(ID, 'ausbildungsjahr_1', '2019-12-31')).toBeUndefined();
    expect(wertAm(ID, 'ausbildungsjahr_2', '2019-08-01')).toBeUndefined();
  });

  it('Stufe 2026 trägt die Bekanntmachung als Rechtsgrundlage', () => {
    const stufe = stufeAm(ID, 'ausbildungsjahr_1', '2026-08-01');
    expect(stufe?.gueltig_ab).toBe('2026-01-01');
    expect(stufe?.gueltig_bis).toBe('2026-12-31');
    expect(stufe?.rechtsgrundlage).toContain('BGBl. 2025 I Nr. 235');
  });
});
