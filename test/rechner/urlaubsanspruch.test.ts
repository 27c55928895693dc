import { describe, expect, it } from 'vitest';
import { urlaubsanspruch, volleMonate } from '../../src/datensaetze/urlaubsanspruch';
import { datensatz } from '../werte';

// §§ 3-5 BUrlG (https://www.gesetze-im-internet.de/burlg/): 24 Werktage bei sechs Werktagen je
// Woche, sechs Monate Wartezeit, Aufrunden ab einem halben Tag.
const r = { mindesturlaub_werktage: 24, werktage_pro_woche: 6, wartezeit_monate: 6, aufrunden_ab_tage: 0.5 };
const u = (tage: number, jahr: number, eintritt: string | null = null, austritt: string | null = null) =>
  urlaubsanspruch({ arbeitstageProWoche: tage, jahr, eintritt, austritt }, r);

describe('urlaubsanspruch', () => {
  it.each([
    [6, 24],
    [5, 20],
    [4.5, 18],
    [4, 16],
    [3, 12],
    [2, 8],
    [1, 4],
  ])('%s Tage je Woche: 24 x %s / 6', (t, erwartet) => {
    expect(u(t, 2024)).toMatchObject({
      gesetzlicher_mindesturlaub: erwartet,
      anspruch_tage: erwartet,
      teilurlaub: false,
      volle_monate: 12,
    });
  });
  it('Eintritt 1.9.: Wartezeit endet erst 2025 -> 4/12 von 20 = 6,67 -> 7 Tage (§ 5 Abs. 1 a, Abs. 2)', () => {
    expect(u(5, 2024, '2024-09-01')).toEqual({
      gesetzlicher_mindesturlaub: 20,
      anspruch_tage: 7,
      volle_monate: 4,
      teilurlaub: true,
      teilurlaub_grund: 'a',
      wartezeit_erfuellt_am: '2025-02-28',
    });
  });
  it('Eintritt 15.9.: volle Monate ab Eintritt 15.9.-14.10., -14.11., -14.12. = 3 -> 20 x 3/12 = 5', () => {
    expect(u(5, 2024, '2024-09-15')).toMatchObject({ anspruch_tage: 5, volle_monate: 3, teilurlaub_grund: 'a' });
  });
  it('Eintritt 1.7.: Wartezeit endet am 31.12. -> voller Anspruch', () => {
    expect(u(5, 2024, '2024-07-01')).toMatchObject({
      anspruch_tage: 20,
      teilurlaub: false,
      wartezeit_erfuellt_am: '2024-12-31',
    });
  });
  it(
    'Eintritt 2.7.: Wartezeit endet am 1.1. des Folgejahrs -> Teilurlaub, 5 volle Monate bis 1.12. -> 20 x 5/12 = ' +
      '8,33',
    () => {
      expect(u(5, 2024, '2024-07-02')).toMatchObject({ anspruch_tage: 8.33, volle_monate: 5, teilurlaub_grund: 'a' });
    },
  );
  it('Austritt vor erfüllter Wartezeit: 1.2. bis 31.5. = 4 Monate -> 20 x 4/12 = 6,67 -> 7 (§ 5 Abs. 1 b)', () => {
    expect(u(5, 2024, '2024-02-01', '2024-05-31')).toMatchObject({
      anspruch_tage: 7,
      volle_monate: 4,
      teilurlaub_grund: 'b',
    });
  });
  it('Austritt nach erfüllter Wartezeit in der ersten Jahreshälfte: bis 31.3. = 3 Monate -> 5 Tage (§ 5 Abs. 1 c)', () => {
    expect(u(5, 2024, '2020-01-01', '2024-03-31')).toMatchObject({
      anspruch_tage: 5,
      volle_monate: 3,
      teilurlaub_grund: 'c',
    });
  });
  it(
    'Eintritt 1.1., Austritt 30.6.: Wartezeit am 30.6. erfüllt, Austritt in der ersten Hälfte -> 6/12 = 10 (§ 5 ' +
      'Abs. 1 c)',
    () => {
      expect(u(5, 2024, '2024-01-01', '2024-06-30')).toMatchObject({
        anspruch_tage: 10,
        volle_monate: 6,
        teilurlaub_grund: 'c',
      });
    },
  );
  it('Austritt in der zweiten Jahreshälfte nach erfüllter Wartezeit: voller Anspruch', () => {
    expect(u(5, 2024, '2020-01-01', '2024-07-31')).toMatchObject({ anspruch_tage: 20, teilurlaub: false });
  });
  it('Bruchteil unter einem halben Tag bleibt: 6 Tage/Woche, Eintritt 1.10. -> 24 x 3/12 = 6', () => {
    expect(u(6, 2024, '2024-10-01')).toMatchObject({ anspruch_tage: 6 });
    // 4,5 Tage, 1 voller Monat (1.12.-31.12.): 18/12 = 1,5 -> 2
    expect(u(4.5, 2024, '2024-12-01')).toMatchObject({ anspruch_tage: 2, volle_monate: 1 });
    // 3 Tage, 1 Monat: 12/12 = 1; 2 Tage, 1 Monat: 8/12 = 0,67 -> 1; 1 Tag, 1 Monat: 4/12 = 0,33 bleibt
    expect(u(1, 2024, '2024-12-01')).toMatchObject({ anspruch_tage: 0.33 });
  });
  it('zählt volle Monate ab Eintritt', () => {
    expect(volleMonate('2024-01-31', '2024-12-31')).toBe(11);
    expect(volleMonate('2024-01-01', '2024-12-31')).toBe(12);
  });
  it('data/urlaubsanspruch.yaml enthält die Werte des BUrlG', () => {
    const w = Object.fromEntries(datensatz('urlaubsanspruch').bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert]));
    expect(w).toEqual(r);
  });
});
