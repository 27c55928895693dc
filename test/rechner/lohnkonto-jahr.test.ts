// The Lohnkonto's year blocks (issue 40): the employer's Jahresausgleich (§ 42b EStG) against the BMF's
// own annual wage tax values (the Prüftabelle of the PAP 2025, test/lohnsteuer/bmf-pruefwerte-2025.json,
// LZZ 1, class I, KVZ 2.5, PVZ 1), a year whose refund is provably zero, and every exclusion of
// § 42b Abs. 1 the payslip's inputs can express.
import { describe, expect, it } from 'vitest';
import { fehlerVon, rechneLohnkonto } from './lohnkonto-hilfe';

const mm = (jahr: number, m: number) => `${jahr}-${String(m).padStart(2, '0')}`;
const jahrMit = (jahr: number, brutto: number, von = 1, bis = 12) =>
  Array.from({ length: bis - von + 1 }, (_, i) => ({ monat: mm(jahr, von + i), brutto }) as Record<string, any>);
const person = { land: 'HE' };

describe('Jahresausgleich § 42b EStG: Werte aus der Prüftabelle des BMF', () => {
  it('2025, Steuerklasse I: 6 × 2.500 € und 6 × 5.000 € erstattet 254,46 € Lohnsteuer', () => {
    const monate = [...jahrMit(2025, 2500, 1, 6), ...jahrMit(2025, 5000, 7, 12)];
    const e = rechneLohnkonto({ jahr: 2025, person, jahresausgleich: true, monate });
    // The payslip's PAP inputs are those of the Prüftabelle (allgemein): class I, Zusatzbeitrag 2.5 %
    // (the 2025 average, the payslip's default), no children (PVZ 1), statutory pension (KRV 0).
    expect(e.monate[11].lohnsteuer?.eingaben).toMatchObject({ stkl: 1, kvz: 2.5, pvz: 1, krv: 0, pkv: 0 });
    // Prüftabelle 2025, LZZ 1, class I: annual pay 30,000 → 2,336.00; 60,000 → 9,561.00; 45,000 → 5,694.00.
    // A month's wage tax is the annual tax on 12 × the month's pay, divided by 12 and rounded down to the
    // cent (PAP, UPANTEIL for LZZ 2): 2,500 → 233,600 ct / 12 = 19,466.67 → 194.66;
    // 5,000 → 956,100 ct / 12 = 79,675 → 796.75.
    expect(e.monate[0].arbeitnehmer.lohnsteuer).toBe(194.66);
    expect(e.monate[6].arbeitnehmer.lohnsteuer).toBe(796.75);
    // Withheld: 6 × 194.66 + 6 × 796.75 = 1,167.96 + 4,780.50 = 5,948.46. The Jahresarbeitslohn
    // (§ 42b Abs. 2 EStG): 6 × 2,500 + 6 × 5,000 = 45,000, annual tax 5,694.00 (Prüftabelle).
    // Refund (§ 42b Abs. 1 Satz 1): 5,948.46 − 5,694.00 = 254.46. Soli: annual tax below the Freigrenze
    // of 2025 (19,950 €), none withheld, none refunded; no church member.
    expect(e.summen.arbeitnehmer.lohnsteuer).toBe(5948.46);
    expect(e.jahresausgleich).toMatchObject({
      durchgefuehrt: true,
      grund: null,
      jahresarbeitslohn: 45000,
      lohnsteuer: 254.46,
      solidaritaetszuschlag: 0,
      kirchensteuer: 0,
    });
  });

  it('dasselbe Jahr kirchensteuerpflichtig in Hessen (9 %): 22,80 € Kirchensteuer erstattet', () => {
    const monate = [...jahrMit(2025, 2500, 1, 6), ...jahrMit(2025, 5000, 7, 12)];
    const e = rechneLohnkonto({
      jahr: 2025,
      person: { land: 'HE', kirchensteuer: true },
      jahresausgleich: true,
      monate,
    });
    // Without child allowances the church tax base equals the wage tax (PAP BK). The Land's 9 % with
    // fractions of a cent dropped (§ 51a EStG): 194.66 × 9 % = 17.5194 → 17.51; 796.75 × 9 % = 71.7075 →
    // 71.70; withheld 6 × 17.51 + 6 × 71.70 = 535.26. Annual: 5,694.00 × 9 % = 512.46. Refund 22.80.
    expect([e.monate[0].arbeitnehmer.kirchensteuer, e.monate[6].arbeitnehmer.kirchensteuer]).toEqual([17.51, 71.7]);
    expect(e.jahresausgleich).toMatchObject({ lohnsteuer: 254.46, kirchensteuer: 22.8, solidaritaetszuschlag: 0 });
    expect(e.lohnsteuerbescheinigung?.['6'].betrag).toBe(512.46);
  });

  it('gleicher Lohn das ganze Jahr: keine Erstattung (12 × abgerundetes Zwölftel ≤ Jahressteuer)', () => {
    // 12 × 3,750 = 45,000 in 2025: each month withholds 569,400 ct / 12 = 47,450 ct exactly (Prüftabelle
    // 45,000 → 5,694.00), 12 × 474.50 = 5,694.00 = the annual tax: refund 0. In general the month's tax
    // is the annual tax on 12 × pay divided by 12 and rounded down, so 12 months never withhold more than
    // the annual tax on the same annual pay; the refund of constant pay is 0.
    const e = rechneLohnkonto({ jahr: 2025, person, jahresausgleich: true, monate: jahrMit(2025, 3750) });
    expect(e.monate[0].arbeitnehmer.lohnsteuer).toBe(474.5);
    expect(e.jahresausgleich).toMatchObject({ durchgefuehrt: true, jahresarbeitslohn: 45000, lohnsteuer: 0 });
  });

  it('2024 mit dem Dezember-PAP (höherer Grundfreibetrag): der Dezember holt das Jahr nach, Erstattung 0', () => {
    // Prüftabellen 2024 and 2024 Dezember (LZZ 1, class I, KVZ 1.7 – the 2024 average –, PVZ 1), annual pay
    // 45,000: 5,919.00 with the PAP of January to November, 5,885.00 with the December PAP (the raised
    // Grundfreibetrag applied to the whole year). January to November: 591,900 ct / 12 = 49,325 → 493.25.
    // December's PAP withholds the new annual tax less what eleven months took: 5,885.00 − 11 × 493.25
    // = 459.25. Withheld 5,425.75 + 459.25 = 5,885.00 = the annual tax of December's PAP: refund 0.
    const e = rechneLohnkonto({ jahr: 2024, person, jahresausgleich: true, monate: jahrMit(2024, 3750) });
    expect(e.monate[0].lohnsteuer?.eingaben).toMatchObject({ stkl: 1, kvz: 1.7, pvz: 1 });
    expect([e.monate[0].arbeitnehmer.lohnsteuer, e.monate[11].arbeitnehmer.lohnsteuer]).toEqual([493.25, 459.25]);
    expect(e.jahresausgleich).toMatchObject({ durchgefuehrt: true, jahresarbeitslohn: 45000, lohnsteuer: 0 });
    expect(e.lohnsteuerbescheinigung?.['4'].betrag).toBe(5885);
  });

  it('gleicher Lohn in jedem Jahr mit nur einem PAP: keine Erstattung (2016 bis 2021, 2025, 2026)', () => {
    // 2015, 2022, 2023 and 2024 have a second PAP within the year (December 2015, June 2022, July 2023,
    // December 2024), so their months differ; every other year's refund of constant pay is 0 (see above).
    for (const jahr of [2016, 2017, 2018, 2019, 2020, 2021, 2025, 2026]) {
      const e = rechneLohnkonto({ jahr, person, jahresausgleich: true, monate: jahrMit(jahr, 4321.09) });
      expect(e.jahresausgleich, String(jahr)).toMatchObject({ durchgefuehrt: true, lohnsteuer: 0 });
    }
  });

  it('mit Kirchensteuer und Solidaritätszuschlag bei gleichem Lohn: nichts zu erstatten', () => {
    const e = rechneLohnkonto({
      jahr: 2024,
      person: { land: 'BY', kirchensteuer: true },
      jahresausgleich: true,
      monate: jahrMit(2024, 9000),
    });
    expect(e.summen.arbeitnehmer.solidaritaetszuschlag).toBeGreaterThan(0);
    expect(e.jahresausgleich).toMatchObject({
      durchgefuehrt: true,
      jahresarbeitslohn: 108000,
      lohnsteuer: 0,
      solidaritaetszuschlag: 0,
      kirchensteuer: 0,
    });
  });
});

describe('Jahresausgleich: Fehler', () => {
  it('jahresausgleich muss true oder false sein: 400 mit dem Parameter', () => {
    const f = fehlerVon({ jahr: 2025, person, jahresausgleich: 'ja', monate: jahrMit(2025, 4000) });
    expect(f).toMatchObject({ status: 400, fehler: { parameter: 'jahresausgleich' } });
  });
});

describe('Jahresausgleich: nicht durchgeführt, mit der Regel', () => {
  const jahr = (extra: Record<string, unknown>, monate = jahrMit(2025, 4000)) =>
    rechneLohnkonto({ jahr: 2025, person, jahresausgleich: true, monate, ...extra }).jahresausgleich;
  const nicht = {
    durchgefuehrt: false,
    jahresarbeitslohn: 0,
    lohnsteuer: 0,
    solidaritaetszuschlag: 0,
    kirchensteuer: 0,
  };

  it('nicht angefordert', () => {
    const a = rechneLohnkonto({ jahr: 2025, person, monate: jahrMit(2025, 4000) }).jahresausgleich;
    expect(a).toMatchObject(nicht);
    expect(a.grund).toContain('jahresausgleich=false');
  });
  it('nicht das ganze Jahr beschäftigt: § 42b Abs. 1 Satz 1', () => {
    const a = jahr({ eintritt: '2025-02-01' }, jahrMit(2025, 4000, 2, 12));
    expect(a).toMatchObject(nicht);
    expect(a.grund).toMatch(/^§ 42b Abs\. 1 Satz 1 EStG/);
    const b = jahr({ austritt: '2025-12-30' });
    expect(b.grund).toMatch(/^§ 42b Abs\. 1 Satz 1 EStG/);
  });
  it('Steuerklasse V, auch nur für einen Teil des Jahres: Satz 3 Nr. 2', () => {
    const monate = jahrMit(2025, 4000);
    monate[9].person = { steuerklasse: 5 };
    expect(jahr({}, monate).grund).toMatch(/^§ 42b Abs\. 1 Satz 3 Nr\. 2 EStG.*Steuerklasse V\b/);
    expect(jahr({ person: { ...person, steuerklasse: 6 } }).grund).toMatch(/Nr\. 2 EStG.*Steuerklasse VI/);
  });
  it('Steuerklasse III nur ab Juli: Satz 3 Nr. 3; III das ganze Jahr ist erlaubt', () => {
    const monate = jahrMit(2025, 4000);
    monate[6].person = { steuerklasse: 3 };
    expect(jahr({}, monate).grund).toMatch(/^§ 42b Abs\. 1 Satz 3 Nr\. 3 EStG/);
    expect(jahr({ person: { ...person, steuerklasse: 3 } })).toMatchObject({ durchgefuehrt: true, lohnsteuer: 0 });
  });
  it('Freibetrag: Satz 3 Nr. 3a; Faktor: Nr. 3b', () => {
    expect(jahr({ person: { ...person, freibetrag: 100 } }).grund).toMatch(/^§ 42b Abs\. 1 Satz 3 Nr\. 3a EStG/);
    const monate = jahrMit(2025, 4000);
    monate[3].person = { hinzurechnung: 200 };
    expect(jahr({}, monate).grund).toMatch(/Nr\. 3a EStG.*2025-04/);
    expect(jahr({ person: { ...person, steuerklasse: 4, faktor: 0.9 } }).grund).toMatch(
      /^§ 42b Abs\. 1 Satz 3 Nr\. 3b EStG/,
    );
  });
  it('Altersteilzeit mit Aufstockungsbetrag: Satz 3 Nr. 4; der Betrag in Zeile 15 der Bescheinigung', () => {
    const monate = jahrMit(2025, 2500).map((m) => ({
      ...m,
      bezuege: { altersteilzeit_aufstockung: 500, altersteilzeit_rv_zusatz: 2000 },
    }));
    const e = rechneLohnkonto({
      jahr: 2025,
      person: { ...person, personengruppe: '103', geburtsdatum: '1962-05-10' },
      jahresausgleich: true,
      monate,
    });
    expect(e.jahresausgleich).toMatchObject(nicht);
    expect(e.jahresausgleich.grund).toMatch(/^§ 42b Abs\. 1 Satz 3 Nr\. 4 EStG.*Altersteilzeit.*2025-01/);
    // Line 15: 12 × 500 € Aufstockung (§ 3 Nr. 28 EStG, § 41b Abs. 1 Satz 2 Nr. 5 EStG); line 3 holds only
    // the taxable 12 × 2,500 €.
    expect(e.lohnsteuerbescheinigung?.['15'].betrag).toBe(6000);
    expect(e.lohnsteuerbescheinigung?.['3'].betrag).toBe(30000);
  });
  it('Zusatzbeitragssatz im Jahr geändert: Satz 3 Nr. 5', () => {
    const monate = jahrMit(2025, 4000);
    monate[6].versicherung = { zusatzbeitrag: 3.1 };
    expect(jahr({}, monate).grund).toMatch(/^§ 42b Abs\. 1 Satz 3 Nr\. 5 EStG.*kvz: 2\.5, 3\.1/);
  });
});

describe('Lohnsteuerbescheinigung § 41b EStG', () => {
  it('2025: 6 × 2.500 € und 6 × 5.000 € mit Jahresausgleich, jede Zeile von Hand', () => {
    const monate = [...jahrMit(2025, 2500, 1, 6), ...jahrMit(2025, 5000, 7, 12)];
    const l = rechneLohnkonto({ jahr: 2025, person, jahresausgleich: true, monate }).lohnsteuerbescheinigung;
    const b = (nr: string) => l?.[nr]?.betrag;
    expect(l?.['1']).toMatchObject({ von: '2025-01-01', bis: '2025-12-31', betrag: null });
    // 3: 6 × 2,500 + 6 × 5,000 = 45,000. 4: withheld 5,948.46 − refund 254.46 = 5,694.00, the annual tax
    // of the Prüftabelle (§ 42b Abs. 4 EStG: the certificate shows the tax after the Jahresausgleich).
    expect([b('3'), b('4'), b('5'), b('6'), b('10')]).toEqual([45000, 5694, 0, 0, 0]);
    // 2025 rates (employee shares): RV 9.3 %, KV 7.3 % + half the average Zusatzbeitrag 2.5 % = 1.25 %,
    // PV 1.8 % + 0.6 % childless surcharge = 2.4 %, AV 1.3 %; all pay below the ceilings.
    // 22a/23a: 6 × 232.50 + 6 × 465.00 = 4,185.00 each side.
    // 25: 6 × (182.50 + 31.25) + 6 × (365.00 + 62.50) = 1,282.50 + 2,565.00 = 3,847.50.
    // 26: 6 × 60.00 + 6 × 120.00 = 1,080.00. 27: 6 × 32.50 + 6 × 65.00 = 585.00.
    expect([b('22a'), b('23a'), b('24a'), b('24b'), b('24c'), b('25'), b('26'), b('27'), b('28')]).toEqual([
      4185, 4185, 0, 0, 0, 3847.5, 1080, 585, 0,
    ]);
    // 2025: lines 11 to 14 and 19 are gone from the printout (BMF letter of 05.09.2024).
    expect(Object.keys(l ?? {}).sort()).toEqual(
      ['1', '3', '4', '5', '6', '10', '22a', '23a', '24a', '24b', '24c', '25', '26', '27', '28'].sort(),
    );
    expect(l?.['4'].rechtsgrundlage).toContain('05.09.2024');
    expect(l?.['4'].quelle?.url).toMatch(/^https:\/\//);
  });

  it('2024: Arbeitslohn für mehrere Jahre in Zeile 10 (nicht in 3), seine Steuer in 11; Jahresausgleich ohne ihn', () => {
    const monate = jahrMit(2024, 4000);
    monate[10].einmalzahlung = { betrag: 12000, art: 'mehrjaehrig' };
    const e = rechneLohnkonto({ jahr: 2024, person, jahresausgleich: true, monate });
    const l = e.lohnsteuerbescheinigung;
    const nov = e.monate[10].posten;
    const zeile = (id: string) => nov.find((p) => p.id === id)?.betrag ?? 0;
    // 3: 12 × 4,000 = 48,000 without the 12,000 (taxed by the Fünftelregelung until 2024, line 10).
    expect(l?.['3'].betrag).toBe(48000);
    expect(l?.['10'].betrag).toBe(12000);
    expect(l?.['11'].betrag).toBe(zeile('lohnsteuer_einmal'));
    expect(zeile('lohnsteuer_einmal')).toBeGreaterThan(0);
    // Line 4: the regular months only; constant pay all year, so the Jahresausgleich refunds 0 (§ 42b
    // Abs. 2: the pay for several years stays out without the employee's application).
    expect(e.jahresausgleich).toMatchObject({ durchgefuehrt: true, jahresarbeitslohn: 48000, lohnsteuer: 0 });
    expect(l?.['4'].betrag).toBe(
      Math.round((e.summen.arbeitnehmer.lohnsteuer - zeile('lohnsteuer_einmal')) * 100) / 100,
    );
    expect(l?.['4'].rechtsgrundlage).toContain('09.09.2019');
  });

  it('Fahrtkostenzuschuss pauschal versteuert: Zeile 18; 2026 ohne Zeile 28', () => {
    const monate = jahrMit(2026, 4000).map((m) => ({ ...m, bezuege: { fahrtkostenzuschuss: 100 } }));
    const l = rechneLohnkonto({ jahr: 2026, person, monate }).lohnsteuerbescheinigung;
    // 12 × 100 € at 15 % flat-rate tax (§ 40 Abs. 2 Satz 2 Nr. 1 EStG), not in line 3: 12 × 4,000.
    expect(l?.['18'].betrag).toBe(1200);
    expect(l?.['3'].betrag).toBe(48000);
    expect(l?.['28']).toBeUndefined();
  });
});

describe('SV-Jahresmeldung (DEÜV, Abgabegrund 50)', () => {
  it('12 × 4.000 € 2025 mit 10.000 € Einmalzahlung im Dezember: 58.000 € RV-Entgelt', () => {
    const monate = jahrMit(2025, 4000);
    monate[11].einmalzahlung = { betrag: 10000 };
    const m = rechneLohnkonto({ jahr: 2025, person, monate }).sv_jahresmeldung;
    // 12 × 4,000 + 10,000 = 58,000, below the RV ceiling of 2025 (96,600 a year).
    expect(m).toMatchObject({
      von: '2025-01-01',
      bis: '2025-12-31',
      abgabegrund: 50,
      rv_entgelt: 58000,
      personengruppe: '101',
      beitragsgruppe: '1111',
      kennzeichen_uebergangsbereich: 0,
      entgelt_rentenberechnung: null,
    });
    expect(m.meldungen).toHaveLength(1);
  });

  it('Übergangsbereich 2025, 12 × 1.500 €: verminderte Einnahme und tatsächliches Entgelt (Kennzeichen 1)', () => {
    // § 20 Abs. 2a Satz 1 SGB IV, 2025: G = 556, OG = 2,000, F = 0.6683:
    // 0.6683 × 556 + (2,000 / 1,444 − 556 / 1,444 × 0.6683) × (1,500 − 556)
    // = 371.5748 + (1.3850416 − 0.2573233) × 944 = 371.5748 + 1,064.5661 = 1,436.14 a month.
    // Reported (GR of 21.03.2019, Ziffer 6.1): 12 × 1,436.14 = 17,233.68 as the contributory pay and the
    // actual 12 × 1,500 = 18,000 in "Entgelt Rentenberechnung".
    const m = rechneLohnkonto({ jahr: 2025, person, monate: jahrMit(2025, 1500) }).sv_jahresmeldung;
    expect(m).toMatchObject({
      rv_entgelt: 17233.68,
      kennzeichen_uebergangsbereich: 1,
      entgelt_rentenberechnung: 18000,
    });
  });

  it('2019, 12 × 800 €: Gleitzone bis Juni, Übergangsbereich ab Juli; Entgelt Rentenberechnung nur ab Juli tatsächlich', () => {
    // § 163 Abs. 10 SGB VI a. F., F 2019 = 0.7566, G = 450. Until June (OG 850):
    // 0.7566 × 450 + (850 / 400 − 450 / 400 × 0.7566) × 350 = 340.47 + (2.125 − 0.851175) × 350
    // = 340.47 + 445.83875 = 786.30875 → 786.31. From July (OG 1,300): 340.47 + (1,300 / 850 − 450 / 850
    // × 0.7566) × 350 = 340.47 + (1.5294118 − 0.4005529) × 350 = 340.47 + 395.10059 = 735.57.
    // Reported: 6 × 786.31 + 6 × 735.57 = 4,717.86 + 4,413.42 = 9,131.28. Entgelt Rentenberechnung (GR
    // of 21.03.2019, 6.2): the reduced pay of the Gleitzone until June, the actual 800 from July:
    // 4,717.86 + 6 × 800 = 9,517.86. Every month in the zone: Kennzeichen 1.
    const m = rechneLohnkonto({ jahr: 2019, person, monate: jahrMit(2019, 800) }).sv_jahresmeldung;
    expect(m).toMatchObject({
      rv_entgelt: 9131.28,
      kennzeichen_uebergangsbereich: 1,
      entgelt_rentenberechnung: 9517.86,
    });
  });

  it('2018 in der Gleitzone: Kennzeichen 2 bei Monaten außerhalb, ohne Entgelt Rentenberechnung', () => {
    const monate = [...jahrMit(2018, 700, 1, 6), ...jahrMit(2018, 2000, 7, 12)];
    const m = rechneLohnkonto({ jahr: 2018, person, monate }).sv_jahresmeldung;
    expect(m).toMatchObject({ kennzeichen_uebergangsbereich: 2, entgelt_rentenberechnung: null });
  });

  it('Minijob bis Juni, dann 3.000 €: Abmeldung mit Grund 31 (Wechsel der Einzugsstelle), dann Jahresmeldung', () => {
    const monate = [...jahrMit(2025, 500, 1, 6), ...jahrMit(2025, 3000, 7, 12)];
    const m = rechneLohnkonto({ jahr: 2025, person, monate }).sv_jahresmeldung;
    expect(m.meldungen).toEqual([
      expect.objectContaining({
        von: '2025-01-01',
        bis: '2025-06-30',
        abgabegrund: 31,
        rv_entgelt: 3000,
        personengruppe: '109',
        beitragsgruppe: '6100',
      }),
      expect.objectContaining({
        von: '2025-07-01',
        bis: '2025-12-31',
        abgabegrund: 50,
        rv_entgelt: 18000,
        personengruppe: '101',
        beitragsgruppe: '1111',
      }),
    ]);
    expect(m).toMatchObject({ von: '2025-07-01', abgabegrund: 50, rv_entgelt: 18000 });
  });

  it('Austritt am 15.09.2025: Abmeldung mit Grund 30 bis zum Austritt', () => {
    const monate = [...jahrMit(2025, 4000, 1, 8), { monat: '2025-09', brutto: 2000 }];
    const m = rechneLohnkonto({ jahr: 2025, person, austritt: '2025-09-15', monate }).sv_jahresmeldung;
    // 8 × 4,000 + 2,000 = 34,000 (September's ceiling: 15 days × 96,600 / 360 = 4,025 ≥ 2,000).
    expect(m).toMatchObject({ von: '2025-01-01', bis: '2025-09-15', abgabegrund: 30, rv_entgelt: 34000 });
  });

  it('kurzfristig Beschäftigt (110) im Juni und Juli: beitragsfrei, kein RV-Entgelt', () => {
    const e = rechneLohnkonto({
      jahr: 2025,
      person: { land: 'HE', personengruppe: '110' },
      eintritt: '2025-06-01',
      austritt: '2025-07-31',
      monate: [
        { monat: '2025-06', brutto: 3000 },
        { monat: '2025-07', brutto: 3000 },
      ],
    });
    // § 8 Abs. 1 Nr. 2 SGB IV: no contributions (Beitragsgruppe 0000), so no contributory pension pay.
    expect(e.sv_jahresmeldung).toMatchObject({
      von: '2025-06-01',
      bis: '2025-07-31',
      abgabegrund: 30,
      rv_entgelt: 0,
      personengruppe: '110',
      beitragsgruppe: '0000',
    });
  });

  it('Märzklausel: eine dem Vorjahr zugeordnete Einmalzahlung fehlt im RV-Entgelt des Jahres', () => {
    const monate = jahrMit(2025, 5500);
    monate[1].einmalzahlung = { betrag: 10000 };
    const e = rechneLohnkonto({ jahr: 2025, person, monate });
    // February: KV room 2 × 5,512.50 − 2 × 5,500 = 25 < 10,000, so § 23a Abs. 4 SGB IV assigns it to
    // December 2024; the year reports 12 × 5,500 = 66,000 only.
    expect(e.monate[1].einmalzahlung?.zugeordnet).toBe('vorjahr');
    expect(e.sv_jahresmeldung.rv_entgelt).toBe(66000);
  });
});

describe('Jahresblöcke eines Minijobs mit Pauschsteuer', () => {
  it('kein Lohnsteuerabzug nach ELStAM: Jahresausgleich ohne Beträge, keine Lohnsteuerbescheinigung', () => {
    const e = rechneLohnkonto({ jahr: 2025, person, jahresausgleich: true, monate: jahrMit(2025, 500) });
    // § 40a Abs. 2 EStG: the 2 % flat-rate tax is the employer's; pay taxed at a flat rate is neither in
    // the Jahresausgleich nor certified (§ 40 Abs. 3, § 41b EStG).
    expect(e.jahresausgleich).toMatchObject({ durchgefuehrt: true, grund: null, jahresarbeitslohn: 0, lohnsteuer: 0 });
    expect(e.lohnsteuerbescheinigung).toBeNull();
    // The Minijob-Zentrale gets the pay report: 12 × 500 = 6,000 with Personengruppe 109.
    expect(e.sv_jahresmeldung).toMatchObject({ rv_entgelt: 6000, personengruppe: '109', beitragsgruppe: '6100' });
  });
});
