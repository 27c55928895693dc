import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: die Sozialversicherungs-Rechengrößenverordnungen der Jahre 2015 bis 2026 (SVBezGrV),
// BGBl. I 2014 S. 1957, 2016 S. 2665, 2017 S. 3778, 2018 S. 2024, 2019 S. 2848, 2020 S. 2612,
// 2021 S. 5044, 2022 S. 2128, BGBl. 2023 I Nr. 322, 2024 I Nr. 365, 2025 I Nr. 278
// (https://www.bgbl.de, https://www.recht.bund.de), SVBezGrV 2016 vom 30.11.2015
// (https://www.gesetze-im-internet.de/svbezgrv_2016/), Anlage 2 und 2a SGB VI
// (https://www.gesetze-im-internet.de/sgb_6/anlage_2a.html) und die Übersicht des BMAS
// (https://www.bmas.de/DE/Service/Statistiken-Open-Data/Sozialversicherungsrechengroessen-Verordnung/sozialversicherungsrechengroessen-verordnung.html).
const ID = 'rechengroessen';

describe('rechengroessen', () => {
  it.each([
    [2015, 49500],
    [2016, 50850],
    [2017, 52200],
    [2018, 53100],
    [2019, 54450],
    [2020, 56250],
    [2021, 58050],
    [2022, 58050],
    [2023, 59850],
    [2024, 62100],
    [2025, 66150],
    [2026, 69750],
  ])('Beitragsbemessungsgrenze KV/PV %i', (jahr, wert) => {
    expect(wertAm(ID, 'bbg_kv_pv', jahr)).toBe(wert);
    expect(wertAm(ID, 'versicherungspflichtgrenze_besondere', jahr)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 54900],
    ['2015-12-31', 54900],
    ['2016-01-01', 56250],
    ['2017-01-01', 57600],
    ['2018-01-01', 59400],
    ['2019-01-01', 60750],
    ['2020-01-01', 62550],
    ['2021-01-01', 64350],
    ['2022-12-31', 64350],
    ['2023-01-01', 66600],
    ['2024-01-01', 69300],
    ['2024-12-31', 69300],
    ['2025-01-01', 73800],
    ['2025-12-31', 73800],
    ['2026-01-01', 77400],
    ['2026-12-31', 77400],
  ])('Versicherungspflichtgrenze am %s', (datum, wert) => {
    expect(wertAm(ID, 'versicherungspflichtgrenze', datum)).toBe(wert);
  });

  it.each([
    [2015, 72600, 62400, 89400, 76200],
    [2016, 74400, 64800, 91800, 79800],
    [2017, 76200, 68400, 94200, 84000],
    [2018, 78000, 69600, 96000, 85800],
    [2019, 80400, 73800, 98400, 91200],
    [2020, 82800, 77400, 101400, 94800],
    [2021, 85200, 80400, 104400, 99000],
    [2022, 84600, 81000, 103800, 100200],
    [2023, 87600, 85200, 107400, 104400],
    [2024, 90600, 89400, 111600, 110400],
  ])('Beitragsbemessungsgrenzen Rentenversicherung West/Ost %i', (jahr, rvWest, rvOst, knWest, knOst) => {
    expect(wertAm(ID, 'bbg_rv_west', jahr)).toBe(rvWest);
    expect(wertAm(ID, 'bbg_rv_ost', jahr)).toBe(rvOst);
    expect(wertAm(ID, 'bbg_knappschaft_west', jahr)).toBe(knWest);
    expect(wertAm(ID, 'bbg_knappschaft_ost', jahr)).toBe(knOst);
  });

  it.each([
    ['2021-12-31', 85200],
    ['2022-01-01', 84600],
    ['2024-12-31', 90600],
  ])('Beitragsbemessungsgrenze allgemeine RV West am %s', (datum, wert) => {
    expect(wertAm(ID, 'bbg_rv_west', datum)).toBe(wert);
  });

  it.each([
    ['2025-01-01', 96600, 118800],
    ['2025-12-31', 96600, 118800],
    ['2026-01-01', 101400, 124800],
    ['2026-12-31', 101400, 124800],
  ])('bundeseinheitliche Beitragsbemessungsgrenzen RV am %s', (datum, rv, kn) => {
    expect(wertAm(ID, 'bbg_rv', datum)).toBe(rv);
    expect(wertAm(ID, 'bbg_knappschaft', datum)).toBe(kn);
  });

  it('West- und Ost-Werte enden am 31.12.2024, die einheitlichen Werte beginnen am 01.01.2025', () => {
    for (const b of [
      'bbg_rv_west',
      'bbg_rv_ost',
      'bbg_knappschaft_west',
      'bbg_knappschaft_ost',
      'bezugsgroesse_west',
      'bezugsgroesse_ost',
    ]) {
      expect(stufeAm(ID, b, '2024-12-31')?.gueltig_bis).toBe('2024-12-31');
      expect(wertAm(ID, b, '2025-01-01')).toBeUndefined();
    }
    for (const b of ['bbg_rv', 'bbg_knappschaft', 'bezugsgroesse']) {
      expect(wertAm(ID, b, '2024-12-31')).toBeUndefined();
    }
  });

  it.each([
    [2015, 2835, 2415],
    [2016, 2905, 2520],
    [2017, 2975, 2660],
    [2018, 3045, 2695],
    [2019, 3115, 2870],
    [2020, 3185, 3010],
    [2021, 3290, 3115],
    [2022, 3290, 3150],
    [2023, 3395, 3290],
    [2024, 3535, 3465],
  ])('Bezugsgröße West/Ost je Monat %i', (jahr, west, ost) => {
    expect(wertAm(ID, 'bezugsgroesse_west', jahr)).toBe(west);
    expect(wertAm(ID, 'bezugsgroesse_ost', jahr)).toBe(ost);
  });

  it.each([
    ['2025-01-01', 3745],
    ['2025-12-31', 3745],
    ['2026-01-01', 3955],
  ])('Bezugsgröße bundeseinheitlich am %s', (datum, wert) => {
    expect(wertAm(ID, 'bezugsgroesse', datum)).toBe(wert);
  });

  it.each([
    [2015, 34999],
    [2016, 36267],
    [2017, 37103],
    [2018, 37873],
    [2019, 38901],
    [2020, 40551],
    [2021, 41541],
    [2022, 38901],
    [2023, 43142],
    [2024, 45358],
    [2025, 50493],
    [2026, 51944],
  ])('vorläufiges Durchschnittsentgelt %i', (jahr, wert) => {
    expect(wertAm(ID, 'durchschnittsentgelt_vorlaeufig', jahr)).toBe(wert);
  });

  it('deckt 2027 noch nicht ab', () => {
    expect(wertAm(ID, 'bbg_kv_pv', 2027)).toBeUndefined();
    expect(wertAm(ID, 'bbg_rv', '2027-01-01')).toBeUndefined();
  });
});
