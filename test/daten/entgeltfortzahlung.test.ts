import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Quelle: Entgeltfortzahlungsgesetz §§ 3, 4, 5 (https://www.gesetze-im-internet.de/entgfg/__3.html,
// https://www.gesetze-im-internet.de/entgfg/__4.html, https://www.gesetze-im-internet.de/entgfg/__5.html);
// § 5 Abs. 1a EntgFG (elektronische AU) seit 01.01.2023.
const ID = 'entgeltfortzahlung';

describe('entgeltfortzahlung', () => {
  it.each([
    ['dauer', 6],
    ['wartezeit', 4],
    ['fortsetzung_pause', 6],
    ['fortsetzung_rahmenfrist', 12],
    ['hoehe', 100],
    ['bescheinigung_ab_dauer_ueber', 3],
  ])('%s seit Beginn der Abdeckung unverändert', (bestandteil, wert) => {
    expect(wertAm(ID, bestandteil, '2015-01-01')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2022-12-31')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2023-01-01')).toBe(wert);
    expect(wertAm(ID, bestandteil, '2026-11-23')).toBe(wert);
  });

  it('vor dem 01.01.2015 liegt außerhalb der Abdeckung', () => {
    expect(wertAm(ID, 'dauer', '2014-12-31')).toBeUndefined();
  });

  it('elektronische Arbeitsunfähigkeitsbescheinigung ab 01.01.2023 als neue Stufe', () => {
    expect(stufeAm(ID, 'bescheinigung_ab_dauer_ueber', '2022-12-31')?.rechtsgrundlage).toMatch(
      /§ 5 Abs\. 1 Satz 2 EntgFG/,
    );
    expect(stufeAm(ID, 'bescheinigung_ab_dauer_ueber', '2022-12-31')?.gueltig_bis).toBe('2022-12-31');
    expect(stufeAm(ID, 'bescheinigung_ab_dauer_ueber', '2023-01-01')?.rechtsgrundlage).toMatch(/§ 5 Abs\. 1a/);
    expect(stufeAm(ID, 'bescheinigung_ab_dauer_ueber', '2023-01-01')?.gueltig_ab).toBe('2023-01-01');
  });
});
