import { describe, expect, it } from 'vitest';
import { arbeitstage, feiertagsKarte } from '../../src/kalender/tage';
import { datensatz } from '../werte';

const regeln = datensatz('feiertage').feiertage!;
const at = (von: string, bis: string, land: 'BY' | 'BE' | 'NW' | 'SN', samstag = false, regionale = false) =>
  arbeitstage(von, bis, feiertagsKarte(von, bis, regeln, land, regionale), samstag);

describe('arbeitstage', () => {
  it('Januar 2024 in Bayern: 31 Tage, 8 Wochenendtage, Neujahr (Mo) und Hl. Drei Könige (Sa) -> 22', () => {
    // 1.1.2024 Montag; Wochenenden 6./7., 13./14., 20./21., 27./28. = 8 Tage; 6.1. ist Samstag.
    expect(at('2024-01-01', '2024-01-31', 'BY')).toEqual({
      arbeitstage: 22,
      kalendertage: 31,
      wochenendtage: 8,
      feiertage_an_werktagen: 1,
      feiertage: [{ datum: '2024-01-01', name: 'Neujahr' }],
    });
  });
  it('mit Samstag als Arbeitstag zählt der 6.1. (Samstag) als Feiertag an einem Werktag', () => {
    expect(at('2024-01-01', '2024-01-31', 'BY', true)).toMatchObject({
      arbeitstage: 25,
      wochenendtage: 4,
      feiertage_an_werktagen: 2,
    });
  });
  it('Dezember 2024 in Berlin: 1.12. ist Sonntag, 9 Wochenendtage, 22 Wochentage - 25./26.12. = 20', () => {
    expect(at('2024-12-01', '2024-12-31', 'BE')).toMatchObject({
      arbeitstage: 20,
      wochenendtage: 9,
      feiertage_an_werktagen: 2,
    });
  });
  it('Jahr 2024 in NRW: 262 Wochentage - 11 Feiertage an Wochentagen = 251', () => {
    // 2024: 366 Tage, 104 Wochenendtage; NRW-Feiertage an Wochentagen: 1.1., 29.3., 1.4., 1.5., 9.5., 20.5., 30.5., 3.10., 1.11., 25.12., 26.12. = 11
    expect(at('2024-01-01', '2024-12-31', 'NW')).toMatchObject({
      kalendertage: 366,
      wochenendtage: 104,
      feiertage_an_werktagen: 11,
      arbeitstage: 251,
    });
  });
  it('Augsburger Friedensfest (Do 8.8.) und Mariä Himmelfahrt (Do 15.8.) zählen in Bayern nur mit regionale=true', () => {
    // August 2024: 1.8. Donnerstag, 9 Wochenendtage, 22 Wochentage.
    expect(at('2024-08-01', '2024-08-31', 'BY').arbeitstage).toBe(22);
    expect(at('2024-08-01', '2024-08-31', 'BY', false, true).arbeitstage).toBe(20);
  });
  it('über den Jahreswechsel und mit Buß- und Bettag in Sachsen', () => {
    expect(at('2024-11-18', '2025-01-03', 'SN')).toMatchObject({
      feiertage_an_werktagen: 4,
      feiertage: [
        { datum: '2024-11-20', name: 'Buß- und Bettag' },
        { datum: '2024-12-25', name: '1. Weihnachtstag' },
        { datum: '2024-12-26', name: '2. Weihnachtstag' },
        { datum: '2025-01-01', name: 'Neujahr' },
      ],
    });
  });
});
