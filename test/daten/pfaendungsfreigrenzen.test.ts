import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

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

// Anhang (Tabelle "Auszahlung für Monate") zur Pfändungsfreigrenzenbekanntmachung 2025 vom
// 02.04.2025, BGBl. 2025 I Nr. 110, gültig 01.07.2025 bis 30.06.2026
// (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2025/BJNR06E0A0025.html). netto ist die
// Untergrenze der 10-Euro-Zeile (z. B. 2 170,00 bis 2 179,99); ein Strich (–) in der Tabelle ist
// hier als 0 geschrieben. Die Spalte 5 gilt für "5 und mehr" Personen. Die letzte Zeile (4 760,00 bis
// 4 769,99) gilt laut Tabelle bis 4 766,99 Euro; der Mehrbetrag darüber ist voll pfändbar.
export const TABELLE_2025 = [
  { netto: 1560, unterhaltspflichten: 0, pfaendbar: 3.5 },
  { netto: 1560, unterhaltspflichten: 1, pfaendbar: 0 },
  { netto: 1560, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 1560, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 1560, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 1560, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 0, pfaendbar: 31.5 },
  { netto: 1600, unterhaltspflichten: 1, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 0, pfaendbar: 311.5 },
  { netto: 2000, unterhaltspflichten: 1, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 2170, unterhaltspflichten: 0, pfaendbar: 430.5 },
  { netto: 2170, unterhaltspflichten: 1, pfaendbar: 14.89 },
  { netto: 2170, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 2170, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 2170, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 2170, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 2500, unterhaltspflichten: 0, pfaendbar: 661.5 },
  { netto: 2500, unterhaltspflichten: 1, pfaendbar: 179.89 },
  { netto: 2500, unterhaltspflichten: 2, pfaendbar: 13.49 },
  { netto: 2500, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 2500, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 2500, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 3000, unterhaltspflichten: 0, pfaendbar: 1011.5 },
  { netto: 3000, unterhaltspflichten: 1, pfaendbar: 429.89 },
  { netto: 3000, unterhaltspflichten: 2, pfaendbar: 213.49 },
  { netto: 3000, unterhaltspflichten: 3, pfaendbar: 62.31 },
  { netto: 3000, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 3000, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 3500, unterhaltspflichten: 0, pfaendbar: 1361.5 },
  { netto: 3500, unterhaltspflichten: 1, pfaendbar: 679.89 },
  { netto: 3500, unterhaltspflichten: 2, pfaendbar: 413.49 },
  { netto: 3500, unterhaltspflichten: 3, pfaendbar: 212.31 },
  { netto: 3500, unterhaltspflichten: 4, pfaendbar: 76.33 },
  { netto: 3500, unterhaltspflichten: 5, pfaendbar: 5.56 },
  { netto: 4000, unterhaltspflichten: 0, pfaendbar: 1711.5 },
  { netto: 4000, unterhaltspflichten: 1, pfaendbar: 929.89 },
  { netto: 4000, unterhaltspflichten: 2, pfaendbar: 613.49 },
  { netto: 4000, unterhaltspflichten: 3, pfaendbar: 362.31 },
  { netto: 4000, unterhaltspflichten: 4, pfaendbar: 176.33 },
  { netto: 4000, unterhaltspflichten: 5, pfaendbar: 55.56 },
  { netto: 4500, unterhaltspflichten: 0, pfaendbar: 2061.5 },
  { netto: 4500, unterhaltspflichten: 1, pfaendbar: 1179.89 },
  { netto: 4500, unterhaltspflichten: 2, pfaendbar: 813.49 },
  { netto: 4500, unterhaltspflichten: 3, pfaendbar: 512.31 },
  { netto: 4500, unterhaltspflichten: 4, pfaendbar: 276.33 },
  { netto: 4500, unterhaltspflichten: 5, pfaendbar: 105.56 },
  { netto: 4760, unterhaltspflichten: 0, pfaendbar: 2243.5 },
  { netto: 4760, unterhaltspflichten: 1, pfaendbar: 1309.89 },
  { netto: 4760, unterhaltspflichten: 2, pfaendbar: 917.49 },
  { netto: 4760, unterhaltspflichten: 3, pfaendbar: 590.31 },
  { netto: 4760, unterhaltspflichten: 4, pfaendbar: 328.33 },
  { netto: 4760, unterhaltspflichten: 5, pfaendbar: 131.56 },
];

// Anhang (Tabelle "Auszahlung für Monate") zur Pfändungsfreigrenzenbekanntmachung 2026 vom
// 19.03.2026, BGBl. 2026 I Nr. 80, gültig ab 01.07.2026
// (https://www.gesetze-im-internet.de/pf_ndfreigrbek_2026/BJNR0500A0026.html); Schreibweise wie oben,
// die letzte Zeile (4 860,00 bis 4 869,99) gilt bis 4 866,30 Euro.
export const TABELLE_2026 = [
  { netto: 1590, unterhaltspflichten: 0, pfaendbar: 1.82 },
  { netto: 1590, unterhaltspflichten: 1, pfaendbar: 0 },
  { netto: 1590, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 1590, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 1590, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 1590, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 0, pfaendbar: 8.82 },
  { netto: 1600, unterhaltspflichten: 1, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 1600, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 0, pfaendbar: 288.82 },
  { netto: 2000, unterhaltspflichten: 1, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 2000, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 2200, unterhaltspflichten: 0, pfaendbar: 428.82 },
  { netto: 2200, unterhaltspflichten: 1, pfaendbar: 7.59 },
  { netto: 2200, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 2200, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 2200, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 2200, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 2500, unterhaltspflichten: 0, pfaendbar: 638.82 },
  { netto: 2500, unterhaltspflichten: 1, pfaendbar: 157.59 },
  { netto: 2500, unterhaltspflichten: 2, pfaendbar: 0 },
  { netto: 2500, unterhaltspflichten: 3, pfaendbar: 0 },
  { netto: 2500, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 2500, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 3000, unterhaltspflichten: 0, pfaendbar: 988.82 },
  { netto: 3000, unterhaltspflichten: 1, pfaendbar: 407.59 },
  { netto: 3000, unterhaltspflichten: 2, pfaendbar: 192.94 },
  { netto: 3000, unterhaltspflichten: 3, pfaendbar: 44.86 },
  { netto: 3000, unterhaltspflichten: 4, pfaendbar: 0 },
  { netto: 3000, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 3500, unterhaltspflichten: 0, pfaendbar: 1338.82 },
  { netto: 3500, unterhaltspflichten: 1, pfaendbar: 657.59 },
  { netto: 3500, unterhaltspflichten: 2, pfaendbar: 392.94 },
  { netto: 3500, unterhaltspflichten: 3, pfaendbar: 194.86 },
  { netto: 3500, unterhaltspflichten: 4, pfaendbar: 63.34 },
  { netto: 3500, unterhaltspflichten: 5, pfaendbar: 0 },
  { netto: 4000, unterhaltspflichten: 0, pfaendbar: 1688.82 },
  { netto: 4000, unterhaltspflichten: 1, pfaendbar: 907.59 },
  { netto: 4000, unterhaltspflichten: 2, pfaendbar: 592.94 },
  { netto: 4000, unterhaltspflichten: 3, pfaendbar: 344.86 },
  { netto: 4000, unterhaltspflichten: 4, pfaendbar: 163.34 },
  { netto: 4000, unterhaltspflichten: 5, pfaendbar: 48.39 },
  { netto: 4500, unterhaltspflichten: 0, pfaendbar: 2038.82 },
  { netto: 4500, unterhaltspflichten: 1, pfaendbar: 1157.59 },
  { netto: 4500, unterhaltspflichten: 2, pfaendbar: 792.94 },
  { netto: 4500, unterhaltspflichten: 3, pfaendbar: 494.86 },
  { netto: 4500, unterhaltspflichten: 4, pfaendbar: 263.34 },
  { netto: 4500, unterhaltspflichten: 5, pfaendbar: 98.39 },
  { netto: 4860, unterhaltspflichten: 0, pfaendbar: 2290.82 },
  { netto: 4860, unterhaltspflichten: 1, pfaendbar: 1337.59 },
  { netto: 4860, unterhaltspflichten: 2, pfaendbar: 936.94 },
  { netto: 4860, unterhaltspflichten: 3, pfaendbar: 602.86 },
  { netto: 4860, unterhaltspflichten: 4, pfaendbar: 335.34 },
  { netto: 4860, unterhaltspflichten: 5, pfaendbar: 134.39 },
];

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
});
