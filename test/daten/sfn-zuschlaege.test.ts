import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quellen: § 3b Abs. 1 bis 3 EStG (https://www.gesetze-im-internet.de/estg/__3b.html) und
// § 1 Abs. 1 Satz 1 Nr. 1 SvEV (https://www.gesetze-im-internet.de/svev/__1.html).
const ID = 'sfn-zuschlaege';

describe('sfn-zuschlaege', () => {
  it.each([
    ['nacht', 25],
    ['nacht_0_bis_4', 40],
    ['sonntag', 50],
    ['feiertag', 125],
    ['feiertag_besonders', 150],
    ['silvester_ab_14_uhr', 125],
  ])('Zuschlagssatz %s', (bestandteil, wert) => {
    expect(wertAm(ID, bestandteil, '2015-01-01')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2020-12-31')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2026-11-23')).toBe(wert);
  });

  it.each(['2015-01-01', '2022-06-30', '2026-11-23'])('Grundlohngrenzen am %s', (datum) => {
    expect(wertAm(ID, 'grundlohn_hoechstens', datum)).toBe(50);
    expect(wertAm(ID, 'grundlohn_hoechstens_sv', datum)).toBe(25);
  });

  it('Grenzen beginnen an ihren tatsächlichen Daten vor 2015', () => {
    expect(stufeAm(ID, 'grundlohn_hoechstens', '2015-01-01')?.gueltig_ab).toBe('2004-01-01');
    expect(stufeAm(ID, 'grundlohn_hoechstens_sv', '2015-01-01')?.gueltig_ab).toBe('2006-07-01');
    expect(stufeAm(ID, 'grundlohn_hoechstens_sv', '2015-01-01')?.rechtsgrundlage).toMatch(
      /§ 1 Abs\. 1 Satz 1 Nr\. 1 SvEV/,
    );
  });

  it('Vorschriften der Sätze', () => {
    expect(stufeAm(ID, 'nacht_0_bis_4', '2026-11-23')?.rechtsgrundlage).toBe('§ 3b Abs. 3 Nr. 1 EStG');
    expect(stufeAm(ID, 'feiertag_besonders', '2026-11-23')?.rechtsgrundlage).toBe('§ 3b Abs. 1 Nr. 4 EStG');
    expect(stufeAm(ID, 'grundlohn_hoechstens', '2026-11-23')?.rechtsgrundlage).toMatch(/^§ 3b Abs\. 2 Satz 1 EStG/);
  });

  it('vor Beginn der Abdeckung gibt es keinen Wert', () => {
    expect(wertAm(ID, 'sonntag', '2014-12-31')).toBeUndefined();
    expect(wertAm(ID, 'grundlohn_hoechstens', '2014-12-31')).toBeUndefined();
  });
});
