import { describe, expect, it } from 'vitest';
import { fehlgeburt, mutterschutz } from '../../src/datensaetze/mutterschutz';
import { datensatz } from '../werte';

// § 3 und § 17 MuSchG (https://www.gesetze-im-internet.de/muschg_2018/__3.html, __17.html):
// 6 Wochen vorher, 8 bzw. 12 Wochen nachher, Fehlgeburt 2/6/8 Wochen, Kündigungsschutz 4 Monate.
const w = {
  vor_geburt_wochen: 6,
  nach_geburt_wochen: 8,
  nach_geburt_verlaengert_wochen: 12,
  behinderung_nach_geburt_wochen: 12,
  kuendigungsschutz_nach_entbindung_monate: 4,
  kuendigungsschutz_nach_fehlgeburt_monate: 4,
  fehlgeburt_ab_13_ssw_wochen: 2,
  fehlgeburt_ab_17_ssw_wochen: 6,
  fehlgeburt_ab_20_ssw_wochen: 8,
};
// § 3 Abs. 5 MuSchG: ab der 13., 17. und 20. Schwangerschaftswoche 2, 6 und 8 Wochen.
const FEHLGEBURT = new Map([
  [13, 2],
  [17, 6],
  [20, 8],
]);

describe('mutterschutz', () => {
  it('Geburt am Termin 15.6.2024: 4.5. bis 10.8., 43 + 56 = 99 Tage, Kündigungsschutz bis 15.10.', () => {
    // 15.6. - 42 Tage = 4.5.; 15.6. + 56 Tage = 10.8.; 15.6. + 4 Monate = 15.10. (§ 188 Abs. 2 BGB)
    expect(mutterschutz({ termin: '2024-06-15', geburt: '2024-06-15', fall: 'normal' }, w)).toEqual({
      schutzfrist_beginn: '2024-05-04',
      schutzfrist_ende: '2024-08-10',
      tage_vor_geburt: 43,
      tage_nach_geburt: 56,
      verlaengerung_tage: 0,
      gesamt_tage: 99,
      kuendigungsschutz_bis: '2024-10-15',
    });
  });
  it('Mehrlinge: 12 Wochen nach der Geburt -> 7.9.', () => {
    expect(mutterschutz({ termin: '2024-06-15', geburt: '2024-06-15', fall: 'mehrlinge' }, w)).toMatchObject({
      schutzfrist_ende: '2024-09-07',
      tage_nach_geburt: 84,
      verlaengerung_tage: 28,
      gesamt_tage: 127,
    });
  });
  it('Frühgeburt 14 Tage vor dem Termin: 12 Wochen + 14 verlorene Tage = 98 Tage nach der Geburt', () => {
    // Geburt 1.6.: vorher 4.5.-1.6. = 29 Tage; nachher 84 + 14 = 98 Tage bis 7.9.
    expect(mutterschutz({ termin: '2024-06-15', geburt: '2024-06-01', fall: 'fruehgeburt' }, w)).toEqual({
      schutzfrist_beginn: '2024-05-04',
      schutzfrist_ende: '2024-09-07',
      tage_vor_geburt: 29,
      tage_nach_geburt: 98,
      verlaengerung_tage: 42,
      gesamt_tage: 127,
      kuendigungsschutz_bis: '2024-10-01',
    });
  });
  it('sonst vorzeitige Geburt 5 Tage vor dem Termin: 8 Wochen + 5 Tage', () => {
    expect(mutterschutz({ termin: '2024-06-15', geburt: '2024-06-10', fall: 'normal' }, w)).toMatchObject({
      tage_nach_geburt: 61,
      verlaengerung_tage: 5,
      schutzfrist_ende: '2024-08-10',
    });
  });
  it('Geburt nach dem Termin: längere Frist vorher, 8 Wochen nachher', () => {
    expect(mutterschutz({ termin: '2024-06-15', geburt: '2024-06-20', fall: 'normal' }, w)).toMatchObject({
      tage_vor_geburt: 48,
      tage_nach_geburt: 56,
      schutzfrist_ende: '2024-08-15',
    });
  });
  it('Kündigungsschutz: Schutzfristende, wenn es nach vier Monaten liegt', () => {
    // Geburt 1.3. statt 15.6. (106 Tage früher): 84 + 106 = 190 Tage -> 7.9.; vier Monate erst 1.7.
    expect(mutterschutz({ termin: '2024-06-15', geburt: '2024-03-01', fall: 'fruehgeburt' }, w)).toMatchObject({
      tage_nach_geburt: 190,
      schutzfrist_ende: '2024-09-07',
      kuendigungsschutz_bis: '2024-09-07',
    });
  });
  it.each([
    [13, 14, '2025-07-15'],
    [16, 14, '2025-07-15'],
    [17, 42, '2025-08-12'],
    [19, 42, '2025-08-12'],
    [20, 56, '2025-08-26'],
    [24, 56, '2025-08-26'],
  ])('Fehlgeburt in SSW %s am 1.7.2025: %s Tage bis %s', (ssw, tage, ende) => {
    expect(fehlgeburt({ datum: '2025-07-01', ssw }, w, FEHLGEBURT)).toEqual({
      schutzfrist_beginn: '2025-07-02',
      schutzfrist_ende: ende,
      tage_vor_geburt: 0,
      tage_nach_geburt: tage,
      verlaengerung_tage: 0,
      gesamt_tage: tage,
      kuendigungsschutz_bis: '2025-11-01',
    });
  });
  it('Fehlgeburt vor dem 1.6.2025: kein Wert', () => {
    expect(() => fehlgeburt({ datum: '2025-05-01', ssw: 14 }, w, undefined)).toThrow(/01.06.2025/);
  });
  it('data/mutterschutz.yaml führt die Fehlgeburt als Tabelle nach Schwangerschaftswoche', () => {
    const zeilen = datensatz('mutterschutz').bestandteile.filter((b) => b.tabelle?.name === 'fehlgeburt');
    expect(new Map(zeilen.map((b) => [b.tabelle!.schluessel, b.stufen.at(-1)!.wert]))).toEqual(FEHLGEBURT);
  });
  it('data/mutterschutz.yaml enthält die Fristen des MuSchG', () => {
    expect(
      Object.fromEntries(datensatz('mutterschutz').bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert])),
    ).toEqual(w);
  });
});
