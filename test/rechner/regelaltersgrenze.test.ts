import { describe, expect, it } from 'vitest';
import { altersgrenzeMonate, erreichtAm, regelnAus, rentenbeginnNach } from '../../src/datensaetze/regelaltersgrenze';
import { datensatz } from '../werte';

// Tabelle des § 235 Abs. 2 Satz 2 SGB VI (https://www.gesetze-im-internet.de/sgb_6/__235.html):
// Anhebung in Monaten je Geburtsjahr, abgeschrieben aus dem Gesetz.
const TABELLE: Record<number, number> = {
  1947: 1,
  1948: 2,
  1949: 3,
  1950: 4,
  1951: 5,
  1952: 6,
  1953: 7,
  1954: 8,
  1955: 9,
  1956: 10,
  1957: 11,
  1958: 12,
  1959: 14,
  1960: 16,
  1961: 18,
  1962: 20,
  1963: 22,
};
const d = datensatz('regelaltersgrenze');
const r = regelnAus(
  Object.fromEntries(d.bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert])),
  new Map(
    d.bestandteile
      .filter((b) => b.tabelle?.name === 'anhebung')
      .map((b) => [b.tabelle!.schluessel, b.stufen.at(-1)!.wert as number]),
  ),
);

describe('Regelaltersgrenze', () => {
  it('die Datendatei enthält die Tabelle des § 235 SGB VI', () => {
    expect(r.anhebung).toEqual(TABELLE);
    expect([r.grundalter_jahre, r.endalter_jahre, r.endstufe_ab_jahrgang]).toEqual([65, 67, 1964]);
  });
  it.each([
    [1900, 780],
    [1946, 780],
    [1947, 781],
    [1958, 792],
    [1959, 794],
    [1960, 796],
    [1963, 802],
    [1964, 804],
    [2020, 804],
  ])('Jahrgang %s: %s Monate', (j, m) => expect(altersgrenzeMonate(j, false, r).monate).toBe(m));
  it('Vertrauensschutz: 65 Jahre bis Jahrgang 1963, nicht mehr für 1964', () => {
    expect(altersgrenzeMonate(1952, true, r)).toEqual({ monate: 780, vertrauensschutz: true });
    expect(altersgrenzeMonate(1963, true, r)).toEqual({ monate: 780, vertrauensschutz: true });
    expect(altersgrenzeMonate(1964, true, r)).toEqual({ monate: 804, vertrauensschutz: false });
  });
  it.each([
    // 15.3.1960 + 66 J. 4 M. = 15.7.2026; erreicht am Vortag, Rente ab 1.8.2026
    ['1960-03-15', 796, '2026-07-14', '2026-08-01'],
    // Geboren am Ersten: erreicht am Letzten des Vormonats, Rente ab dem Ersten des Geburtsmonats
    ['1958-01-01', 792, '2023-12-31', '2024-01-01'],
    ['1964-07-01', 804, '2031-06-30', '2031-07-01'],
    ['1950-02-01', 784, '2015-05-31', '2015-06-01'],
    // 29.2.: 29.2.1964 + 67 J. = 1.3.2031 (kein 29.2.) -> erreicht 28.2.2031
    ['1964-02-29', 804, '2031-02-28', '2031-03-01'],
    ['1975-11-20', 804, '2042-11-19', '2042-12-01'],
  ])('geboren %s: erreicht am %s... ', (gd, m, erreicht, beginn) => {
    expect(erreichtAm(gd, m)).toBe(erreicht);
    expect(rentenbeginnNach(erreicht)).toBe(beginn);
  });
});
