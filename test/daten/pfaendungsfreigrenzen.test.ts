import { describe, expect, it } from 'vitest';
import { datensatz, stufeAm, wertAm } from '../werte';

// Quellen: Pfändungsfreigrenzenbekanntmachungen des Bundesministeriums der Justiz, jeweils Nr. 1
// (Beträge nach § 850c ZPO, monatlich), auf gesetze-im-internet.de:
// 2013 vom 26.03.2013, BGBl. I S. 710 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2013/BJNR071000013.html),
// 2015 vom 14.04.2015, BGBl. I S. 618 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2015/BJNR061800015.html),
// 2017 vom 28.03.2017, BGBl. I S. 750 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2017/BJNR075000017.html),
// 2019 vom 04.04.2019, BGBl. I S. 443 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2019/BJNR044300019.html),
// 2021 vom 10.05.2021, BGBl. I S. 1099 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2021/BJNR109900021.html),
// 2022 vom 25.05.2022, BGBl. I S. 825 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2022/BJNR082500022.html),
// 2023 vom 15.03.2023, BGBl. 2023 I Nr. 79 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2023/BJNR04F0A0023.html),
// 2024 vom 10.05.2024, BGBl. 2024 I Nr. 160 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2024/BJNR0A00A0024.html),
// 2025 vom 02.04.2025, BGBl. 2025 I Nr. 110 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2025/BJNR06E0A0025.html),
// 2026 vom 19.03.2026, BGBl. 2026 I Nr. 80 (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2026/BJNR0500A0026.html).
const ID = 'pfaendungsfreigrenzen';

// [Stichtag, Grundbetrag, erste Person, jede weitere Person, voll pfändbar ab]
const STUFEN: [string, number, number, number, number][] = [
  ['2015-01-01', 1045.04, 393.3, 219.12, 3203.67],
  ['2015-06-30', 1045.04, 393.3, 219.12, 3203.67],
  ['2015-07-01', 1073.88, 404.16, 225.17, 3292.09],
  ['2017-06-30', 1073.88, 404.16, 225.17, 3292.09],
  ['2017-07-01', 1133.8, 426.71, 237.73, 3475.79],
  ['2019-06-30', 1133.8, 426.71, 237.73, 3475.79],
  ['2019-07-01', 1178.59, 443.57, 247.12, 3613.08],
  ['2021-06-30', 1178.59, 443.57, 247.12, 3613.08],
  ['2021-07-01', 1252.64, 471.44, 262.65, 3840.08],
  ['2022-06-30', 1252.64, 471.44, 262.65, 3840.08],
  ['2022-07-01', 1330.16, 500.62, 278.9, 4077.72],
  ['2023-06-30', 1330.16, 500.62, 278.9, 4077.72],
  ['2023-07-01', 1402.28, 527.76, 294.02, 4298.81],
  ['2024-06-30', 1402.28, 527.76, 294.02, 4298.81],
  ['2024-07-01', 1491.75, 561.43, 312.78, 4573.1],
  ['2025-06-30', 1491.75, 561.43, 312.78, 4573.1],
  ['2025-07-01', 1555.0, 585.23, 326.04, 4766.99],
  ['2026-06-30', 1555.0, 585.23, 326.04, 4766.99],
  ['2026-07-01', 1587.4, 597.42, 332.83, 4866.3],
  ['2026-11-23', 1587.4, 597.42, 332.83, 4866.3],
];

describe('pfaendungsfreigrenzen', () => {
  it.each(STUFEN)('Beträge am %s', (datum, grund, erste, weitere, voll) => {
    expect(wertAm(ID, 'grundbetrag_monat', datum)).toBe(grund);
    expect(wertAm(ID, 'erhoehung_erste_person_monat', datum)).toBe(erste);
    expect(wertAm(ID, 'erhoehung_weitere_person_monat', datum)).toBe(weitere);
    expect(wertAm(ID, 'voll_pfaendbar_ab_monat', datum)).toBe(voll);
  });

  it('Stufe ab 01.07.2025 beginnt am Stichtag der Bekanntmachung und endet am 30.06.2026', () => {
    const s = stufeAm(ID, 'grundbetrag_monat', '2025-12-31');
    expect(s?.gueltig_ab).toBe('2025-07-01');
    expect(s?.gueltig_bis).toBe('2026-06-30');
  });

  it('fehlt vor Beginn der Abdeckung', () => {
    expect(wertAm(ID, 'grundbetrag_monat', '2014-12-31')).toBeUndefined();
  });

  // § 850c ZPO (https://www.gesetze-im-internet.de/zpo/__850c.html): Abs. 2 Satz 2 erhöht den
  // Freibetrag "für die zweite bis fünfte Person"; nach Abs. 3 Satz 1 und 2 bleiben vom Mehrbetrag
  // "drei Zehntel" unpfändbar, "für die erste Person weitere zwei Zehntel und für die zweite bis
  // fünfte Person jeweils ein weiteres Zehntel". Abs. 5 Satz 1 Nr. 1: das Arbeitseinkommen ist
  // "auf eine Zahl abzurunden, die bei einer Auszahlung für Monate bei einer Teilung durch 10 eine
  // natürliche Zahl ergibt" (früher Abs. 3 a. F.).
  it('Anteile nach § 850c Abs. 2 und 3 ZPO, Abrundung nach Abs. 5', () => {
    expect(datensatz(ID).pfaendungsanteile).toMatchObject({
      hoechstens_personen: 5,
      zehntel_schuldner: 3,
      zehntel_erste_person: 2,
      zehntel_weitere_person: 1,
      abrunden_euro: 10,
    });
  });
});
