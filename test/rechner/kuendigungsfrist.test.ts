import { describe, expect, it } from 'vitest';
import { kuendigungsfrist, regelnAus } from '../../src/datensaetze/kuendigungsfrist';
import { datensatz } from '../werte';

// § 622 BGB (https://www.gesetze-im-internet.de/bgb/__622.html), hier aus dem Gesetzestext abgeschrieben.
const r = {
  grundfrist_wochen: 4,
  probezeit_frist_wochen: 2,
  probezeit_hoechstens_monate: 6,
  staffel: [
    { jahre: 2, monate: 1 },
    { jahre: 5, monate: 2 },
    { jahre: 8, monate: 3 },
    { jahre: 10, monate: 4 },
    { jahre: 12, monate: 5 },
    { jahre: 15, monate: 6 },
    { jahre: 20, monate: 7 },
  ],
};
const k = (
  eintritt: string,
  zugang: string,
  seite: 'arbeitgeber' | 'arbeitnehmer' = 'arbeitgeber',
  probezeit = false,
) => kuendigungsfrist({ eintritt, zugang, seite, probezeit }, r);

describe('Grundfrist (§ 622 Abs. 1)', () => {
  it('Zugang 15.5.: vier Wochen laufen bis 12.6., nächster Termin der 15.6.', () => {
    expect(k('2023-06-01', '2024-05-15')).toMatchObject({
      betriebszugehoerigkeit_jahre: 0,
      fristende: '2024-06-12',
      ende: '2024-06-15',
      frist_code: 'grundfrist_4_wochen',
      rechtsgrundlage: '§ 622 Abs. 1 BGB',
    });
  });
  it('Zugang 18.5.: Fristende 15.6. -> genau der 15.', () =>
    expect(k('2023-06-01', '2024-05-18').ende).toBe('2024-06-15'));
  it('Zugang 19.5.: Fristende 16.6. -> Monatsende 30.6.', () =>
    expect(k('2023-06-01', '2024-05-19').ende).toBe('2024-06-30'));
  it('Zugang am Monatsletzten 31.1.2024: 28.2. -> 29.2. (Schaltjahr)', () =>
    expect(k('2023-06-01', '2024-01-31')).toMatchObject({ fristende: '2024-02-28', ende: '2024-02-29' }));
  it('Zugang 2.2.2023: 2.3. -> 15.3.', () => expect(k('2022-06-01', '2023-02-02').ende).toBe('2023-03-15'));
  it('Beschäftigung unter sechs Monaten ohne Probezeit: Grundfrist', () =>
    expect(k('2024-04-01', '2024-05-15').frist_code).toBe('grundfrist_4_wochen'));
  it('Arbeitnehmer kündigt nach 9 Jahren: weiter Grundfrist', () =>
    expect(k('2015-03-01', '2024-05-15', 'arbeitnehmer').ende).toBe('2024-06-15'));
});

describe('Probezeit (§ 622 Abs. 3)', () => {
  it('Zugang 15.5. in der Probezeit: zwei Wochen zu jedem Tag -> 29.5.', () => {
    expect(k('2024-04-01', '2024-05-15', 'arbeitgeber', true)).toMatchObject({
      fristende: '2024-05-29',
      ende: '2024-05-29',
      frist_code: 'probezeit_2_wochen',
    });
  });
  it('Zugang am letzten Tag der sechs Monate (30.9. bei Eintritt 1.4.) noch Probezeit', () =>
    expect(k('2024-04-01', '2024-09-30', 'arbeitnehmer', true).ende).toBe('2024-10-14'));
  it('Zugang nach sechs Monaten: Grundfrist trotz Probezeit', () =>
    expect(k('2024-04-01', '2024-10-01', 'arbeitgeber', true).frist_code).toBe('grundfrist_4_wochen'));
});

describe('Verlängerte Fristen des Arbeitgebers (§ 622 Abs. 2 Satz 1)', () => {
  it('genau zwei Jahre am Zugangstag: 1 Monat zum Monatsende (15.5. -> 15.6. -> 30.6.)', () => {
    expect(k('2022-05-15', '2024-05-15')).toMatchObject({
      betriebszugehoerigkeit_jahre: 2,
      fristende: '2024-06-15',
      ende: '2024-06-30',
      frist_code: 'verlaengert_1_monat',
      rechtsgrundlage: '§ 622 Abs. 2 Satz 1 Nr. 1 BGB',
    });
  });
  it('einen Tag vor zwei Jahren: Grundfrist', () =>
    expect(k('2022-05-16', '2024-05-15').frist_code).toBe('grundfrist_4_wochen'));
  it('9 Jahre (Eintritt 1.3.2015, Zugang 15.5.2024): 3 Monate -> 15.8. -> 31.8.', () => {
    expect(k('2015-03-01', '2024-05-15')).toMatchObject({
      betriebszugehoerigkeit_jahre: 9,
      fristende: '2024-08-15',
      ende: '2024-08-31',
      frist_code: 'verlaengert_3_monate',
      rechtsgrundlage: '§ 622 Abs. 2 Satz 1 Nr. 3 BGB',
    });
  });
  it('Zugang 30.11. mit 5 Monaten (12 Jahre): 30.4. -> 30.4.', () =>
    expect(k('2012-01-01', '2024-11-30')).toMatchObject({
      fristende: '2025-04-30',
      ende: '2025-04-30',
      frist_code: 'verlaengert_5_monate',
    }));
  it('Zugang 31.8. mit 6 Monaten (15 Jahre): 28.2. fehlt der 31. -> 28.2.2025', () =>
    expect(k('2009-01-01', '2024-08-31')).toMatchObject({ fristende: '2025-02-28', ende: '2025-02-28' }));
  it('20 Jahre: 7 Monate', () =>
    expect(k('2004-05-15', '2024-05-15')).toMatchObject({
      frist_code: 'verlaengert_7_monate',
      ende: '2024-12-31',
      rechtsgrundlage: '§ 622 Abs. 2 Satz 1 Nr. 7 BGB',
    }));
  it('Betriebszugehörigkeit vor dem 25. Lebensjahr zählt mit (§ 622 Abs. 2 Satz 2 nicht angewandt)', () =>
    expect(k('2014-08-01', '2024-12-30').betriebszugehoerigkeit_jahre).toBe(10));
});

describe('data/kuendigungsfrist.yaml', () => {
  it('enthält die Fristen des § 622 BGB', () => {
    const d = datensatz('kuendigungsfrist');
    const w = Object.fromEntries(d.bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert]));
    const zeilen = d.bestandteile.filter((b) => b.tabelle?.name === 'staffel');
    const gelesen = regelnAus(w, new Map(zeilen.map((b) => [b.tabelle!.schluessel, b.stufen.at(-1)!.wert as number])));
    expect({ ...gelesen, staffel: [...gelesen.staffel].sort((a, b) => a.jahre - b.jahre) }).toEqual(r);
  });
});
