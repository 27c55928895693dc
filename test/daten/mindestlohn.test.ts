import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quelle: BMAS, Glossar "Gesetzlicher Mindestlohn" – Tabelle der bisher festgesetzten Mindestlohnhöhe
// (https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/Glossar/G/Gesetzlicher-Mindestlohn.html);
// § 1 Abs. 2 MiLoG (https://www.gesetze-im-internet.de/milog/__1.html);
// Vierte Mindestlohnanpassungsverordnung vom 24.11.2023, § 1
// (https://www.bmas.de/DE/Service/Gesetze-und-Gesetzesvorhaben/vierte-mindestlohnanpassungsverordnung-milov4.html);
// Fünfte Mindestlohnanpassungsverordnung vom 05.11.2025, § 1 (https://www.gesetze-im-internet.de/milov5/__1.html).
describe('mindestlohn', () => {
  it.each([
    ['2015-01-01', 8.5],
    ['2016-12-31', 8.5],
    ['2017-01-01', 8.84],
    ['2018-12-31', 8.84],
    ['2019-01-01', 9.19],
    ['2019-12-31', 9.19],
    ['2020-01-01', 9.35],
    ['2020-12-31', 9.35],
    ['2021-01-01', 9.5],
    ['2021-06-30', 9.5],
    ['2021-07-01', 9.6],
    ['2021-12-31', 9.6],
    ['2022-01-01', 9.82],
    ['2022-06-30', 9.82],
    ['2022-07-01', 10.45],
    ['2022-09-30', 10.45],
    ['2022-10-01', 12],
    ['2023-12-31', 12],
    ['2024-01-01', 12.41],
    ['2024-12-31', 12.41],
    ['2025-01-01', 12.82],
    ['2025-12-31', 12.82],
    ['2026-01-01', 13.9],
    ['2026-11-23', 13.9],
    ['2026-12-31', 13.9],
    ['2027-01-01', 14.6],
    ['2027-12-31', 14.6],
  ])('Mindestlohn am %s', (datum, wert) => {
    expect(wertAm('mindestlohn', 'mindestlohn', datum)).toBe(wert);
  });

  it('fehlt vor Beginn der Abdeckung', () => {
    expect(wertAm('mindestlohn', 'mindestlohn', '2014-12-31')).toBeUndefined();
  });

  it('leitet das Ende der Stufe aus der nächsten Stufe ab', () => {
    expect(stufeAm('mindestlohn', 'mindestlohn', '2022-08-15')).toMatchObject({
      gueltig_ab: '2022-07-01',
      gueltig_bis: '2022-09-30',
      wert: 10.45,
    });
    // Pinned to a date, not to the last position: a later level must not break this test.
    expect(stufeAm('mindestlohn', 'mindestlohn', '2027-06-30')).toMatchObject({
      gueltig_ab: '2027-01-01',
      wert: 14.6,
      rechtsgrundlage:
        '§ 1 Nr. 2 Fünfte Mindestlohnanpassungsverordnung (MiLoV5) vom 05.11.2025 (BGBl. 2025 I Nr. 268)',
      quelle: { url: 'https://www.gesetze-im-internet.de/milov5/__1.html' },
    });
  });

  it('erbt Rechtsgrundlage und Quelle von der vorigen Stufe, wo die Datei sie nicht wiederholt', () => {
    // 2020: second step of the Zweite Mindestlohnanpassungsverordnung, § 1 (9,19 / 9,35 Euro).
    expect(stufeAm('mindestlohn', 'mindestlohn', '2020-06-30')).toMatchObject({
      wert: 9.35,
      rechtsgrundlage: '§ 1 Zweite Mindestlohnanpassungsverordnung vom 13.11.2018 (BGBl. I S. 1876)',
      quelle: { url: 'https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/Glossar/G/Gesetzlicher-Mindestlohn.html' },
    });
  });
});
