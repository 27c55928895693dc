// § 55 Abs. 3 Satz 4 SGB XI (PUEG, ab 01.07.2023): 0,25 Beitragssatzpunkte weniger je Kind vom
// zweiten bis zum fünften Kind unter 25, höchstens 1,0 Punkte. Von Hand: 1 Kind 0; 2 Kinder 0,25;
// 3 Kinder 0,5; 5 Kinder 1,0; 7 Kinder ebenfalls 1,0 (nur das 2. bis 5. zählt).
import { describe, expect, it } from 'vitest';
import { kinderabschlag, kinderabschlagProzent } from '../../src/rechner/kinderlosenzuschlag';

const PUEG = { wert: 0.25, ab_kind_nr: 2, bis_kind_nr: 5, hoechstens_prozent: 1.0 };

describe('Abschlag für Eltern mehrerer Kinder', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 0],
    [2, 1, 0.25],
    [3, 2, 0.5],
    [5, 4, 1],
    [7, 4, 1],
  ])('%i Kinder unter 25: %i gezählt, %f Punkte', (n, gezaehlt, punkte) => {
    expect(kinderabschlag(n, PUEG).kinder).toBe(gezaehlt);
    expect(kinderabschlagProzent(n, PUEG)).toBe(punkte);
  });
  it('die Deckelung greift, wenn die Punkte sie übersteigen (Deckel 0,6 angenommen: 3 Kinder 0,5; 4 Kinder 0,6)', () => {
    const gedeckelt = { ...PUEG, hoechstens_prozent: 0.6 };
    expect(kinderabschlagProzent(3, gedeckelt)).toBe(0.5);
    expect(kinderabschlagProzent(4, gedeckelt)).toBe(0.6);
  });
});
