import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: § 249b SGB V (https://www.gesetze-im-internet.de/sgb_5/__249b.html); § 168 Abs. 1 Nr. 1b/1c,
// § 172 Abs. 3/3a SGB VI (https://www.gesetze-im-internet.de/sgb_6/__172.html); § 40a Abs. 2 EStG
// (https://www.gesetze-im-internet.de/estg/__40a.html); BSV 2015 § 1: 18,7 % und BSV 2018 § 1: 18,6 %
// (https://www.gesetze-im-internet.de/bsv_2015/__1.html, https://www.gesetze-im-internet.de/bsv_2018/__1.html);
// § 360 SGB III (https://www.gesetze-im-internet.de/sgb_3/__360.html) und die
// Insolvenzgeldumlagesatzverordnungen 2016 bis 2024 (gesetze-im-internet.de/insogeldfestv_JJJJ,
// https://www.bmas.de/DE/Service/Gesetze-und-Gesetzesvorhaben/insolvenzgeldumlagesatzverordnung-2024.html);
// Umlagesätze U1/U2 und Unfallversicherung im Haushaltsscheckverfahren der Minijob-Zentrale
// (https://www.minijob-zentrale.de/DE/fuer-gewerbetreibende/abgaben-und-steuern/abgaben-und-steuern_node.html,
// https://www.minijob-zentrale.de/DE/01_minijobs/03_haushalt/01_grundlagen_minijobs_im_privathaushalt/03_kurzfristige_minijobs_imph/05_abgaben_kurzfr_imph/node.html)
// mit den Änderungen zum 01.09.2015, 01.01.2017, 01.01.2018, 01.06.2019, 01.10.2020, 01.01.2022,
// 01.01.2023, 01.01.2025 und 01.01.2026.
const ID = 'minijob-abgaben';

describe('minijob-abgaben', () => {
  it.each([
    ['gewerblich_kv', 13],
    ['gewerblich_rv', 15],
    ['gewerblich_pauschsteuer', 2],
    ['privat_kv', 5],
    ['privat_rv', 5],
    ['privat_pauschsteuer', 2],
    ['privat_unfallversicherung', 1.6],
  ])('%s ist seit 2015 unverändert', (bestandteil, wert) => {
    expect(wertAm(ID, bestandteil, '2015-01-01')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2020-06-15')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2026-11-23')).toBe(wert);
  });

  it.each([
    ['2015-01-01', 3.7, 13.7],
    ['2017-12-31', 3.7, 13.7],
    ['2018-01-01', 3.6, 13.6],
    ['2026-12-31', 3.6, 13.6],
    ['2027-01-01', null, null],
  ])('Eigenanteil zur Rentenversicherung am %s', (datum, gewerblich, privat) => {
    expect(wertAm(ID, 'gewerblich_rv_eigenanteil', datum)).toBe(gewerblich);
    expect(wertAm(ID, 'privat_rv_eigenanteil', datum)).toBe(privat);
  });

  it.each([
    ['2015-01-01', 0.7],
    ['2015-08-31', 0.7],
    ['2015-09-01', 1.0],
    ['2016-12-31', 1.0],
    ['2017-01-01', 0.9],
    ['2020-09-30', 0.9],
    ['2020-10-01', 1.0],
    ['2021-12-31', 1.0],
    ['2022-01-01', 0.9],
    ['2022-12-31', 0.9],
    ['2023-01-01', 1.1],
    ['2025-12-31', 1.1],
    ['2026-01-01', 0.8],
    ['2026-11-23', 0.8],
  ])('Umlage U1 am %s (gewerblich und Privathaushalt)', (datum, wert) => {
    expect(wertAm(ID, 'gewerblich_u1', datum)).toBe(wert);
    expect(wertAm(ID, 'privat_u1', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 0.24],
    ['2015-08-31', 0.24],
    ['2015-09-01', 0.3],
    ['2017-12-31', 0.3],
    ['2018-01-01', 0.24],
    ['2019-05-31', 0.24],
    ['2019-06-01', 0.19],
    ['2020-09-30', 0.19],
    ['2020-10-01', 0.39],
    ['2021-12-31', 0.39],
    ['2022-01-01', 0.29],
    ['2022-12-31', 0.29],
    ['2023-01-01', 0.24],
    ['2024-12-31', 0.24],
    ['2025-01-01', 0.22],
    ['2026-11-23', 0.22],
  ])('Umlage U2 am %s (gewerblich und Privathaushalt)', (datum, wert) => {
    expect(wertAm(ID, 'gewerblich_u2', datum)).toBe(wert);
    expect(wertAm(ID, 'privat_u2', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 0.15],
    ['2015-12-31', 0.15],
    ['2016-01-01', 0.12],
    ['2016-12-31', 0.12],
    ['2017-01-01', 0.09],
    ['2017-12-31', 0.09],
    ['2018-01-01', 0.06],
    ['2019-07-01', 0.06],
    ['2020-12-31', 0.06],
    ['2021-01-01', 0.12],
    ['2021-12-31', 0.12],
    ['2022-01-01', 0.09],
    ['2022-12-31', 0.09],
    ['2023-01-01', 0.06],
    ['2024-12-31', 0.06],
    ['2025-01-01', 0.15],
    ['2026-11-23', 0.15],
  ])('Insolvenzgeldumlage am %s', (datum, wert) => {
    expect(wertAm(ID, 'gewerblich_insolvenzgeldumlage', datum)).toBe(wert);
  });

  it('Stufen tragen ihre Grenzen', () => {
    const u2 = stufeAm(ID, 'gewerblich_u2', '2019-06-01');
    expect(u2?.gueltig_ab).toBe('2019-06-01');
    expect(u2?.gueltig_bis).toBe('2020-09-30');
    const eigenanteil = stufeAm(ID, 'gewerblich_rv_eigenanteil', '2027-01-01');
    expect(eigenanteil?.wert).toBeNull();
    expect(eigenanteil?.gueltig_bis).toBeNull();
    expect(stufeAm(ID, 'gewerblich_kv', '2015-01-01')?.gueltig_ab).toBe('2006-07-01');
  });

  it('fehlt vor Beginn der Abdeckung', () => {
    expect(wertAm(ID, 'gewerblich_u1', '2014-12-31')).toBeUndefined();
    expect(wertAm(ID, 'privat_kv', '2014-12-31')).toBeUndefined();
  });
});
