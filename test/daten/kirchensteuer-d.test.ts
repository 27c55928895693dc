import { describe, expect, it } from 'vitest';
import { stufeAm, wertAm } from '../werte';

// Nordrhein-Westfalen: Finanzministerium des Landes Nordrhein-Westfalen, Bekanntmachung über die
// Kirchensteuerbeschlüsse für das Steuerjahr (Kalenderjahr) 2023, Erlass vom 16.02.2023,
// S 2442 - 2/2022 - 8335 - V B 2, BStBl 2023 I S. 345: Hebesatz 9 v. H. für die römisch-katholische,
// evangelische, alt-katholische Kirchensteuer und die jüdische Kultussteuer; "In den Fällen der
// Pauschalierung der Einkommensteuer bzw. der Lohnsteuer gemäß §§ 37a, 37b, 40, 40a Abs. 1, 2a und 3
// sowie 40b EStG wird der Hebesatz auf 7 v. H. der Einkommensteuer bzw. Lohnsteuer ermäßigt, wenn
// der zum Steuerabzug Verpflichtete von der Vereinfachungsregelung ... Gebrauch macht"
// (Wortlaut: https://haufe.de/steuern/haufe-steuer-office-excellence/kirchensteuerbeschluesse-nordrhein-westfalen-2023_idesk_PI25844_HI15666594.html).
const NW_2023 =
  'https://haufe.de/steuern/haufe-steuer-office-excellence/kirchensteuerbeschluesse-nordrhein-westfalen-2023_idesk_PI25844_HI15666594.html';

describe('kirchensteuer: Pauschsatz Nordrhein-Westfalen', () => {
  it.each([
    ['2023-01-01', 7],
    ['2023-06-30', 7],
    ['2023-12-31', 7],
  ])('pauschal_nw am %s', (datum, wert) => {
    expect(wertAm('kirchensteuer', 'pauschal_nw', datum)).toBe(wert);
  });

  it.each(['2015-01-01', '2022-12-31', '2024-01-01', '2026-11-23'])(
    'pauschal_nw hat am %s keinen Wert, weil nur die Bekanntmachung für 2023 ausgewertet ist',
    (datum) => {
      expect(stufeAm('kirchensteuer', 'pauschal_nw', datum)).toBeUndefined();
    },
  );

  it('nennt Erlass, BStBl-Seite und Wortlaut', () => {
    const s = stufeAm('kirchensteuer', 'pauschal_nw', '2023-01-01');
    expect(s?.quelle.titel).toContain('BStBl 2023 I S. 345');
    expect(s?.quelle.titel).toContain('S 2442 - 2/2022 - 8335 - V B 2');
    expect(s?.quelle.url).toBe(NW_2023);
  });

  it('ändert den allgemeinen Satz Nordrhein-Westfalens nicht (9 %)', () => {
    expect(wertAm('kirchensteuer', 'satz_nw', '2023-06-30')).toBe(9);
  });
});
