import { describe, expect, it } from 'vitest';
import { abweichungen, svTermine } from '../../src/datensaetze/sv-faelligkeit';
import { datensatz } from '../werte';

const regeln = datensatz('feiertage').feiertage!;
const t = (jahr: number, monat: number, land: Parameters<typeof svTermine>[3]) =>
  svTermine(jahr, [monat], regeln, land, 3, 5)[0];
const kurz = (x: ReturnType<typeof t>) => [x.faelligkeit, x.nachweis_vorliegen, x.nachweis_uebermitteln_bis];

// Hand-checked against the calendar; the March 2024 case is the published example of the KKH
// (Sitz Niedersachsen): fällig 26.03.2024, Nachweis 22.03.2024 (0 Uhr), Übermittlung 21.03.2024.
describe('sv-faelligkeit', () => {
  it.each([
    // [jahr, monat, land, fällig, Nachweis liegt vor, übermitteln bis, Grund]
    [2024, 3, 'NI', '2024-03-26', '2024-03-22', '2024-03-21'], // Karfreitag 29.3., Wochenende 30./31.3.
    [2024, 1, 'BY', '2024-01-29', '2024-01-25', '2024-01-24'], // 31.1. Mi: 31, 30, 29
    [2024, 2, 'BY', '2024-02-27', '2024-02-23', '2024-02-22'], // 29.2. Do: 29, 28, 27; 26, 23
    [2024, 4, 'BY', '2024-04-26', '2024-04-24', '2024-04-23'], // 30.4. Di: 30, 29, 26; 25, 24
    [2024, 5, 'BY', '2024-05-28', '2024-05-24', '2024-05-23'], // 30.5. Fronleichnam zu: 31, 29, 28; 27, 24
    [2024, 5, 'NI', '2024-05-29', '2024-05-27', '2024-05-26'], // 31, 30, 29; 28, 27
    [2024, 10, 'NI', '2024-10-28', '2024-10-24', '2024-10-23'], // 31.10. Reformationstag: 30, 29, 28; 25, 24
    [2024, 10, 'BY', '2024-10-29', '2024-10-25', '2024-10-24'], // 31, 30, 29; 28, 25
    [2024, 12, 'BY', '2024-12-23', '2024-12-19', '2024-12-18'], // 24., 25., 26., 31. zu: 30, 27, 23; 20, 19
    [2025, 12, 'BE', '2025-12-23', '2025-12-19', '2025-12-18'], // 31. und 24.-26. zu: 30, 29, 23; 22, 19
    [2025, 4, 'HE', '2025-04-28', '2025-04-24', '2025-04-23'], // 30, 29, 28; 25, 24 (Ostern 18./21.4. davor)
    [2019, 11, 'SN', '2019-11-27', '2019-11-25', '2019-11-24'], // 30. Sa: 29, 28, 27; 26, 25 (Buß- und Bettag 20.11. davor)
    // Ein ganzes Jahr 2025 in Bayern (Ostern 18.-21.4., Himmelfahrt 29.5., Fronleichnam 19.6.):
    [2025, 1, 'BY', '2025-01-29', '2025-01-27', '2025-01-26'], // 31, 30, 29; 28, 27
    [2025, 2, 'BY', '2025-02-26', '2025-02-24', '2025-02-23'], // 28, 27, 26; 25, 24
    [2025, 3, 'BY', '2025-03-27', '2025-03-25', '2025-03-24'], // 31, 28, 27; 26, 25
    [2025, 4, 'BY', '2025-04-28', '2025-04-24', '2025-04-23'], // 30, 29, 28; 25, 24
    [2025, 5, 'BY', '2025-05-27', '2025-05-23', '2025-05-22'], // 31. Sa, 29. Himmelfahrt zu: 30, 28, 27; 26, 23
    [2025, 6, 'BY', '2025-06-26', '2025-06-24', '2025-06-23'], // 30, 27, 26; 25, 24
    [2025, 7, 'BY', '2025-07-29', '2025-07-25', '2025-07-24'], // 31, 30, 29; 28, 25
    [2025, 8, 'BY', '2025-08-27', '2025-08-25', '2025-08-24'], // 31. So: 29, 28, 27; 26, 25 (Mariä Himmelfahrt nur regional)
    [2025, 9, 'BY', '2025-09-26', '2025-09-24', '2025-09-23'], // 30, 29, 26; 25, 24
    [2025, 10, 'BY', '2025-10-29', '2025-10-27', '2025-10-26'], // 31, 30, 29; 28, 27
    [2025, 10, 'SN', '2025-10-28', '2025-10-24', '2025-10-23'], // 31. Reformationstag zu: 30, 29, 28; 27, 24
    [2025, 11, 'SN', '2025-11-26', '2025-11-24', '2025-11-23'], // 30. So: 28, 27, 26; 25, 24 (Buß- und Bettag 19.11. davor)
    [2025, 12, 'BY', '2025-12-23', '2025-12-19', '2025-12-18'], // 31. und 24.-26. zu: 30, 29, 23; 22, 19
    // Monate mit Ostern am Monatsende:
    [2016, 3, 'NW', '2016-03-29', '2016-03-23', '2016-03-22'], // 28. Ostermontag, 25. Karfreitag zu: 31, 30, 29; 24, 23
    [2027, 3, 'HH', '2027-03-25', '2027-03-23', '2027-03-22'], // 29. Ostermontag, 26. Karfreitag zu: 31, 30, 25; 24, 23
    [2026, 3, 'BW', '2026-03-27', '2026-03-25', '2026-03-24'], // Ostern erst im April: 31, 30, 27; 26, 25
  ] as const)('%s-%s %s', (jahr, monat, land, f, n, u) => expect(kurz(t(jahr, monat, land))).toEqual([f, n, u]));

  it('ohne Land gelten nur bundesweite Feiertage; Oktober 2024 weicht in den Ländern mit Reformationstag ab', () => {
    expect(kurz(t(2024, 10, null))).toEqual(['2024-10-29', '2024-10-25', '2024-10-24']);
    const a = abweichungen(2024, [10], regeln, 3, 5);
    expect(a).toEqual([
      {
        monat: '2024-10',
        laender: ['BB', 'HB', 'HH', 'MV', 'NI', 'SN', 'ST', 'SH', 'TH'],
        faelligkeit: '2024-10-28',
        nachweis_vorliegen: '2024-10-24',
        nachweis_uebermitteln_bis: '2024-10-23',
      },
    ]);
  });
  it('Monate ohne Landesfeiertag am Monatsende sind einheitlich', () => {
    expect(abweichungen(2024, [1, 2, 3, 4, 6, 7, 8, 9, 11, 12], regeln, 3, 5)).toEqual([]);
  });
  it('nennt die Nicht-Bankarbeitstage des Monats', () => {
    expect(t(2024, 12, 'BY').nicht_bankarbeitstage.map((x) => x.datum)).toEqual([
      '2024-12-24',
      '2024-12-25',
      '2024-12-26',
      '2024-12-31',
    ]);
  });
});
