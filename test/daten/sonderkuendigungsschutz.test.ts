import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: MuSchG § 17 (https://www.gesetze-im-internet.de/muschg_2018/__17.html), § 9 MuSchG a. F.
// und Gesetz zur Neuregelung des Mutterschutzrechts vom 23.05.2017 (BGBl. I S. 1228);
// PflegeZG § 5 (https://www.gesetze-im-internet.de/pflegezg/__5.html); SGB IX §§ 171, 173, 174
// (https://www.gesetze-im-internet.de/sgb_9_2018/__171.html), bis 31.12.2017 §§ 88, 90, 91 SGB IX a. F.;
// KSchG § 15 (https://www.gesetze-im-internet.de/kschg/__15.html) und Art. 2 des
// Betriebsrätemodernisierungsgesetzes vom 14.06.2021 (BGBl. I S. 1762); BDSG §§ 6, 38
// (https://www.gesetze-im-internet.de/bdsg_2018/__38.html), bis 24.05.2018 § 4f Abs. 3 BDSG a. F.
const ID = 'sonderkuendigungsschutz';

describe('sonderkuendigungsschutz', () => {
  it.each([
    ['mutterschutz_nach_entbindung', 4],
    ['mutterschutz_mitteilungsfrist', 2],
    ['pflegezeit_vorlauf', 12],
    ['schwerbehindert_wartezeit', 6],
    ['integrationsamt_entscheidungsfrist', 1],
    ['kuendigung_nach_zustimmung', 1],
    ['ausserordentlich_antragsfrist', 2],
    ['ausserordentlich_entscheidungsfrist', 2],
    ['anzeige_probezeit', 4],
    ['betriebsrat_nachwirkung', 1],
    ['bordvertretung_nachwirkung', 6],
    ['personalrat_nachwirkung', 1],
    ['wahlbewerber_nachwirkung', 6],
    ['initiatoren_ohne_wahl', 3],
    ['initiatoren_antrag_anzahl', 3],
    ['datenschutzbeauftragter_nachwirkung', 1],
  ])('%s gilt seit 2015 unverändert', (bestandteil, wert) => {
    for (const datum of [
      '2015-01-01',
      '2017-12-31',
      '2018-01-01',
      '2018-05-25',
      '2021-06-17',
      '2021-06-18',
      '2026-11-23',
    ]) {
      expect(wertAm(ID, bestandteil, datum)).toBe(wert);
    }
  });

  it('Kündigungsschutz nach Fehlgeburt seit 30.05.2017', () => {
    expect(wertAm(ID, 'mutterschutz_nach_fehlgeburt', '2017-05-29')).toBeUndefined();
    expect(wertAm(ID, 'mutterschutz_nach_fehlgeburt', '2017-05-30')).toBe(4);
    expect(wertAm(ID, 'mutterschutz_nach_fehlgeburt', '2017-12-31')).toBe(4);
    expect(wertAm(ID, 'mutterschutz_nach_fehlgeburt', '2018-01-01')).toBe(4);
    expect(wertAm(ID, 'mutterschutz_nach_fehlgeburt', '2025-06-01')).toBe(4);
  });

  it('Neunummerierung von MuSchG und SGB IX zum 01.01.2018', () => {
    expect(stufeAm(ID, 'mutterschutz_nach_entbindung', '2017-12-31')?.rechtsgrundlage).toMatch(/§ 9 Abs\. 1/);
    expect(stufeAm(ID, 'mutterschutz_nach_entbindung', '2018-01-01')?.rechtsgrundlage).toMatch(
      /§ 17 Abs\. 1 Satz 1 Nr\. 3 MuSchG/,
    );
    expect(stufeAm(ID, 'schwerbehindert_wartezeit', '2017-12-31')?.rechtsgrundlage).toMatch(/§ 90 Abs\. 1 Nr\. 1/);
    expect(stufeAm(ID, 'schwerbehindert_wartezeit', '2018-01-01')?.rechtsgrundlage).toMatch(/§ 173 Abs\. 1/);
    expect(stufeAm(ID, 'anzeige_probezeit', '2018-01-01')?.rechtsgrundlage).toMatch(/§ 173 Abs\. 4/);
    expect(stufeAm(ID, 'integrationsamt_entscheidungsfrist', '2018-01-01')?.rechtsgrundlage).toMatch(/§ 171 Abs\. 1/);
  });

  it.each([
    ['2015-01-01', 3],
    ['2021-06-17', 3],
    ['2021-06-18', 6],
    ['2026-11-23', 6],
  ])('geschützte Einladende zur Wahlversammlung am %s', (datum, wert) => {
    expect(wertAm(ID, 'initiatoren_einladung_anzahl', datum)).toBe(wert);
  });

  it('Vorfeld-Initiatoren seit dem Betriebsrätemodernisierungsgesetz (18.06.2021)', () => {
    expect(wertAm(ID, 'vorfeld_initiatoren_hoechstens', '2021-06-17')).toBeUndefined();
    expect(wertAm(ID, 'vorfeld_initiatoren_hoechstens', '2021-06-18')).toBe(3);
    expect(wertAm(ID, 'vorfeld_initiatoren_hoechstens', '2026-11-23')).toBe(3);
  });

  it('Datenschutzbeauftragter: BDSG 2018 ab 25.05.2018', () => {
    expect(stufeAm(ID, 'datenschutzbeauftragter_nachwirkung', '2018-05-24')?.rechtsgrundlage).toMatch(
      /§ 4f Abs\. 3 Satz 6 BDSG/,
    );
    expect(stufeAm(ID, 'datenschutzbeauftragter_nachwirkung', '2018-05-25')?.rechtsgrundlage).toMatch(
      /§ 6 Abs\. 4 Satz 3/,
    );
  });

  it('vor dem 01.01.2015 liegt außerhalb der Abdeckung', () => {
    expect(wertAm(ID, 'betriebsrat_nachwirkung', '2014-12-31')).toBeUndefined();
  });
});
