import { describe, expect, it } from 'vitest';
import { jahreskalender } from '../../src/datensaetze/payroll-jahreskalender';
import { datensatz } from '../werte';

const regeln = datensatz('feiertage').feiertage!;
const fristen = datensatz('payroll-jahreskalender').fristen!;
const kal = (
  jahr: number,
  land: Parameters<typeof jahreskalender>[3],
  zeitraum: 'monat' | 'quartal' | 'jahr' = 'monat',
  einzugsstelle = land,
) => jahreskalender(jahr, regeln, fristen, land, einzugsstelle, zeitraum);
const finde = (liste: ReturnType<typeof kal>, id: string, nominal: string) =>
  liste.find((f) => f.id === id && f.nominal === nominal);

describe('payroll-jahreskalender', () => {
  it('Lohnsteuer-Anmeldung 10.2.2024 (Samstag) verschiebt sich auf Montag, 12.2. (§ 108 Abs. 3 AO)', () => {
    expect(finde(kal(2024, 'BY'), 'lohnsteuer_monatsanmeldung', '2024-02-10')).toMatchObject({
      zeitraum: '2024-01',
      datum: '2024-02-12',
      wochentag: 'Montag',
      verschoben: true,
      grund: 'Samstag',
      verschiebung_norm: '§ 108 Abs. 3 AO',
    });
  });
  it('Lohnsteuer-Anmeldung 10.5.2018 fällt auf Christi Himmelfahrt und verschiebt sich auf Freitag, 11.5.', () => {
    expect(finde(kal(2018, 'NW'), 'lohnsteuer_monatsanmeldung', '2018-05-10')).toMatchObject({
      datum: '2018-05-11',
      grund: 'Feiertag: Christi Himmelfahrt',
    });
  });
  it('Lohnsteuer-Anmeldung 10.6.2019 fällt auf Pfingstmontag -> 11.6.', () => {
    expect(finde(kal(2019, null), 'lohnsteuer_monatsanmeldung', '2019-06-10')).toMatchObject({
      datum: '2019-06-11',
      grund: 'Feiertag: Pfingstmontag',
    });
  });
  it(
    'KSA-Meldung 31.3.2024 (Ostersonntag): über Ostermontag 1.4. auf Dienstag, 2.4.; in Brandenburg ist ' +
      'Ostersonntag eigener Feiertag',
    () => {
      expect(finde(kal(2024, 'HE'), 'ksa_meldung', '2024-03-31')).toMatchObject({
        datum: '2024-04-02',
        grund: 'Sonntag',
      });
      expect(finde(kal(2024, 'BB'), 'ksa_meldung', '2024-03-31')).toMatchObject({
        datum: '2024-04-02',
        grund: 'Feiertag: Ostersonntag',
      });
    },
  );
  it('Fristen an Werktagen bleiben: Jahresmeldung 15.2.2024 (Donnerstag)', () => {
    expect(finde(kal(2024, 'BY'), 'sv_jahresmeldung', '2024-02-15')).toMatchObject({
      datum: '2024-02-15',
      verschoben: false,
      grund: null,
      wochentag: 'Donnerstag',
    });
  });
  it('Lohnsteuerbescheinigung bis letzter Februartag: 2025 Freitag 28.2., 2026 Samstag 28.2. -> Montag 2.3.', () => {
    expect(finde(kal(2025, 'BY'), 'lohnsteuerbescheinigung', '2025-02-28')).toMatchObject({
      datum: '2025-02-28',
      verschoben: false,
    });
    expect(finde(kal(2026, 'BY'), 'lohnsteuerbescheinigung', '2026-02-28')).toMatchObject({
      datum: '2026-03-02',
      verschoben: true,
    });
    expect(finde(kal(2024, 'BY'), 'lohnsteuerbescheinigung', '2024-02-29')?.datum).toBe('2024-02-29');
  });
  it(
    'Beitragsfälligkeit und Beitragsnachweis folgen den Bankarbeitstagen der Einzugsstelle (Oktober 2024: NI mit ' +
      'Reformationstag)',
    () => {
      const by = kal(2024, 'BY');
      const ni = kal(2024, 'BY', 'monat', 'NI');
      expect(finde(by, 'sv_faelligkeit', '2024-10-29')).toMatchObject({ zeitraum: '2024-10', verschoben: false });
      expect(finde(ni, 'sv_faelligkeit', '2024-10-28')).toBeTruthy();
      expect(finde(ni, 'beitragsnachweis', '2024-10-24')).toMatchObject({ datum: '2024-10-24', verschoben: false });
    },
  );
  it('quartalsweise und jährliche Lohnsteuer-Anmeldung', () => {
    expect(
      kal(2024, 'SN', 'quartal')
        .filter((f) => f.id.startsWith('lohnsteuer_') && f.id !== 'lohnsteuerbescheinigung')
        .map((f) => [f.zeitraum, f.datum]),
    ).toEqual([
      ['2023-Q4', '2024-01-10'],
      ['2024-Q1', '2024-04-10'],
      ['2024-Q2', '2024-07-10'],
      ['2024-Q3', '2024-10-10'],
    ]);
    expect(
      kal(2024, null, 'jahr')
        .filter((f) => f.id === 'lohnsteuer_jahresanmeldung')
        .map((f) => [f.zeitraum, f.datum]),
    ).toEqual([['2023', '2024-01-10']]);
  });
  it('UV-Jahresmeldung ab 2016, elektronischer Lohnnachweis ab 2017', () => {
    expect(kal(2015, 'BY').some((f) => f.id === 'uv_jahresmeldung')).toBe(false);
    expect(finde(kal(2016, 'BY'), 'uv_jahresmeldung', '2016-02-16')).toBeTruthy();
    expect(kal(2016, 'BY').some((f) => f.id === 'uv_lohnnachweis')).toBe(false);
    expect(finde(kal(2017, 'BY'), 'uv_lohnnachweis', '2017-02-16')).toBeTruthy();
  });
  it('aufsteigend nach Datum, nie an einem Wochenende', () => {
    const k = kal(2025, 'NW', 'monat', 'BE');
    expect(k.map((f) => f.datum)).toEqual([...k.map((f) => f.datum)].sort());
    expect(k.filter((f) => ['Samstag', 'Sonntag'].includes(f.wochentag))).toEqual([]);
    // 12 Lohnsteuer, 12 Nachweise, 12 Fälligkeiten, 12 KSA-Vorauszahlungen, 7 jährliche
    // (Lohnsteuerbescheinigung, Jahresmeldung, UV-Jahresmeldung, Lohnnachweis, KSA-Meldung,
    // Schwerbehindertenanzeige, Ausgleichsabgabe)
    expect(k).toHaveLength(55);
  });
});
