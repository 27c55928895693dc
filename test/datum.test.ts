import { describe, expect, it } from 'vitest';
import {
  heuteBerlin,
  monatsfristAb,
  monatsfristNachEreignis,
  plusMonateUeberlauf,
  tageZwischen,
  volleJahre,
} from '../src/gemeinsam/datum';

describe('Fristen nach §§ 187, 188 BGB', () => {
  it.each([
    // Beginn eines Tages (Arbeitsbeginn 1.1.) + 6 Monate endet am 30.6.
    ['2024-01-01', 6, '2024-06-30'],
    ['2024-08-15', 6, '2025-02-14'],
    // Es fehlt der 31. bzw. 30. Februar: Ende am letzten Februartag (§ 188 Abs. 3)
    ['2024-08-31', 6, '2025-02-28'],
    ['2023-08-30', 6, '2024-02-29'],
  ])('monatsfristAb(%s, %d) = %s', (a, n, e) => expect(monatsfristAb(a, n)).toBe(e));
  it.each([
    // Zugang 15.5. + 1 Monat endet am 15.6. (§ 187 Abs. 1, § 188 Abs. 2)
    ['2024-05-15', 1, '2024-06-15'],
    ['2024-05-31', 1, '2024-06-30'],
    ['2024-01-31', 1, '2024-02-29'],
  ])('monatsfristNachEreignis(%s, %d) = %s', (a, n, e) => expect(monatsfristNachEreignis(a, n)).toBe(e));
  it('Überlauf wie beim Geburtstag: 31.5. + 6 Monate = 1.12.', () =>
    expect(plusMonateUeberlauf('2024-05-31', 6)).toBe('2024-12-01'));
  it('tageZwischen und volleJahre', () => {
    expect(tageZwischen('2024-02-28', '2024-03-01')).toBe(2);
    expect(volleJahre('2015-03-01', '2024-02-29')).toBe(8);
    expect(volleJahre('2015-03-01', '2024-03-01')).toBe(9);
  });
  it('heuteBerlin wechselt um Mitternacht deutscher Zeit', () => {
    expect(heuteBerlin(new Date('2024-06-30T21:59:00Z'))).toBe('2024-06-30');
    expect(heuteBerlin(new Date('2024-06-30T22:00:00Z'))).toBe('2024-07-01');
    expect(heuteBerlin(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
  });
});
