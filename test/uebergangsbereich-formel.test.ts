import { describe, expect, it } from 'vitest';
import { json } from './http';

// The formel object must be the formula that applied on the requested date. These tests evaluate
// the returned formula text with the returned variables and compare it with the simplified
// formulas the health insurers published for each year (coefficient x AE - constant):
// - TK, "Faktor F" (https://www.tk.de/firmenkunden/versicherung/beitraege-faq/zahlen-und-grenzwerte/faktor-f-2033036):
//   2018 (Gleitzone 450/850, F 0,7547): 1,2759625 x AE - 234,568125;
//   2021 (Übergangsbereich 450/1300, F 0,7509): constant 171,439411765 (the coefficient printed
//   there, "1,13876471", lacks a digit: 1300/850 - 450/850 x 0,7509 = 1,131876471, and only that
//   value gives F x 450 = 337,905 at AE = 450).
// - BIG direkt gesund, "Faktor F für 2024"
//   (https://www.big-direkt.de/de/informationen-fuer-arbeitgeber/beschaeftigungen-im-uebergangsbereich-faktor-f-fuer-2024):
//   2024 (538/2000, F 0,6846): total 1,116063749 x AE - 232,1274965; employee 1,367989056 x AE - 735,9781121.
// - Minijob-Zentrale example for 2022-10 (its new rules from 01.10.2022, reproduced at
//   https://450-euro-jobs.de/aenderungen-bei-midijobs-neue-grenzen-fuer-den-uebergangsbereich/): AE 521 -> 365,61 and 1,48.
function rechne(formel: string, variablen: Record<string, number | string | null>, ae: number): number {
  let ausdruck = formel.replaceAll('×', '*').replaceAll('−', '-');
  // Longer names first so that G does not replace the G inside OG.
  for (const name of ['OG', 'AE', 'F', 'G']) {
    const wert = name === 'AE' ? ae : variablen[name];
    ausdruck = ausdruck.replace(new RegExp(`\\b${name}\\b`, 'g'), `(${wert})`);
  }
  expect(ausdruck).toMatch(/^[\d\s.+\-*/()]+$/);
  return new Function(`return ${ausdruck};`)() as number;
}

describe('uebergangsbereich: Formel des abgefragten Tages', () => {
  it('2018: Gleitzone 450/850, nur die Formel des § 163 Abs. 10 SGB VI a. F., F aus 30 %', async () => {
    const b = await json('/hr/uebergangsbereich?datum=2018-06-15');
    expect(b).toMatchObject({
      bezeichnung: 'Gleitzone',
      untergrenze_monat: 450,
      obergrenze_monat: 850,
      faktor_f: 0.7547,
      gueltig_ab: '2018-01-01',
      gueltig_bis: '2018-12-31',
    });
    expect(b.faktor_f_definition).toContain('30 Prozent');
    expect(b.formel.beitragspflichtige_einnahme_gesamt).toContain('850');
    expect(b.formel.beitragspflichtige_einnahme_arbeitnehmer).toMatch(/^Kein eigener Ansatz/);
    expect(b.formel.erlaeuterung).toContain('Gleitzone');
    expect(rechne(b.formel.beitragspflichtige_einnahme_gesamt, b.formel.variablen, 800)).toBeCloseTo(
      1.2759625 * 800 - 234.568125,
      6,
    );
  });

  it('2021: Übergangsbereich 450/1300, noch ohne Formel für den Arbeitnehmeranteil, F aus 30 %', async () => {
    const b = await json('/hr/uebergangsbereich?datum=2021-03-01');
    expect(b).toMatchObject({
      bezeichnung: 'Uebergangsbereich',
      untergrenze_monat: 450,
      obergrenze_monat: 1300,
      faktor_f: 0.7509,
    });
    expect(b.faktor_f_definition).toContain('30 Prozent');
    expect(b.formel.beitragspflichtige_einnahme_arbeitnehmer).toMatch(/^Kein eigener Ansatz/);
    expect(rechne(b.formel.beitragspflichtige_einnahme_gesamt, b.formel.variablen, 1000)).toBeCloseTo(
      1.131876471 * 1000 - 171.439411765,
      5,
    );
  });

  it('2024: § 20 Abs. 2a SGB IV mit eigener Formel für den Arbeitnehmeranteil, F aus 28 %', async () => {
    const b = await json('/hr/uebergangsbereich?datum=2024-03-01');
    expect(b).toMatchObject({
      bezeichnung: 'Uebergangsbereich',
      untergrenze_monat: 538,
      obergrenze_monat: 2000,
      faktor_f: 0.6846,
    });
    expect(b.faktor_f_definition).toContain('28 Prozent');
    expect(b.formel.variablen).toMatchObject({ F: 0.6846, G: 538, OG: 2000 });
    expect(rechne(b.formel.beitragspflichtige_einnahme_gesamt, b.formel.variablen, 1000)).toBeCloseTo(
      1.116063749 * 1000 - 232.1274965,
      5,
    );
    expect(rechne(b.formel.beitragspflichtige_einnahme_arbeitnehmer, b.formel.variablen, 1000)).toBeCloseTo(
      1.367989056 * 1000 - 735.9781121,
      5,
    );
  });

  it('2022-11: Beispiel der Minijob-Zentrale (521 Euro) ergibt 365,61 und 1,48', async () => {
    const b = await json('/hr/uebergangsbereich?datum=2022-11-01');
    expect(b).toMatchObject({ untergrenze_monat: 520, obergrenze_monat: 1600, faktor_f: 0.7009 });
    expect(Math.round(rechne(b.formel.beitragspflichtige_einnahme_gesamt, b.formel.variablen, 521) * 100) / 100).toBe(
      365.61,
    );
    expect(
      Math.round(rechne(b.formel.beitragspflichtige_einnahme_arbeitnehmer, b.formel.variablen, 521) * 100) / 100,
    ).toBe(1.48);
  });
});
