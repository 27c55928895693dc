import { describe, expect, it } from 'vitest';
import { datensatz, stufeAm, wertAm } from '../werte';

// Quellen: Einkommensteuergesetz § 41a Abs. 1 Satz 1 und Abs. 2 Satz 2
// (https://www.gesetze-im-internet.de/estg/__41a.html), Steuerbürokratieabbaugesetz vom 20.12.2008
// (BGBl. I S. 2850), Zweites Bürokratieentlastungsgesetz vom 30.06.2017 (BGBl. I S. 2143, mit Wirkung
// ab 01.01.2017); Abgabenordnung § 240 Abs. 3 Satz 1 (https://www.gesetze-im-internet.de/ao_1977/__240.html)
// i. d. F. des Steueränderungsgesetzes 2003 vom 15.12.2003 (BGBl. I S. 2645).
const ID = 'lohnsteuer-anmeldung';

describe('lohnsteuer-anmeldung', () => {
  it.each([
    ['2015-01-01', 1080],
    ['2026-11-23', 1080],
  ])('Grenze für die Jahresanmeldung am %s', (datum, wert) => {
    expect(wertAm(ID, 'grenze_jahresanmeldung', datum)).toBe(wert);
  });

  it.each([
    ['2015-01-01', 4000],
    ['2016-12-31', 4000],
    ['2017-01-01', 5000],
    ['2026-11-23', 5000],
  ])('Grenze für die Quartalsanmeldung am %s', (datum, wert) => {
    expect(wertAm(ID, 'grenze_quartalsanmeldung', datum)).toBe(wert);
  });

  it.each([['2015-01-01'], ['2026-11-23']])('Abgabefrist und Schonfrist am %s', (datum) => {
    expect(wertAm(ID, 'abgabefrist_tage', datum)).toBe(10);
    expect(wertAm(ID, 'schonfrist_saeumniszuschlag_tage', datum)).toBe(3);
  });

  it('Anhebung 2017 als rückwirkend erklärt', () => {
    const stufe = stufeAm(ID, 'grenze_quartalsanmeldung', '2017-01-01');
    expect(stufe?.rechtsgrundlage).toMatch(/§ 41a Abs\. 2 Satz 2/);
    expect(stufe?.hinweis).toMatch(/[Rr]ückwirkend/);
    expect(stufeAm(ID, 'grenze_quartalsanmeldung', '2016-06-30')?.gueltig_bis).toBe('2016-12-31');
    // The retroactive raise is logged in /aenderungen as a correction dated with the law.
    expect(datensatz(ID).aenderungen).toContainEqual(
      expect.objectContaining({ datum: '2017-06-30', art: 'korrigiert', bestandteile: ['grenze_quartalsanmeldung'] }),
    );
  });

  it('fehlt vor Beginn der Abdeckung', () => {
    expect(wertAm(ID, 'grenze_jahresanmeldung', '2014-12-31')).toBeUndefined();
  });
});
