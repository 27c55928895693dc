import { describe, expect, it } from 'vitest';
import { type DienstwagenEingabe, dienstwagen, regelnAus } from '../../src/rechner/dienstwagen';
import { datensatz } from '../werte';

const d = datensatz('dienstwagen');
const tabelle = (name: string) =>
  new Map(
    d.bestandteile
      .filter((b) => b.tabelle?.name === name)
      .map((b) => [b.tabelle!.schluessel, b.stufen.at(-1)!.wert as number]),
  );
const r = regelnAus(
  Object.fromEntries(d.bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert])),
  d.minderungen!,
  tabelle('batterie_je_kwh'),
  tabelle('batterie_hoechstens'),
);
const basis: DienstwagenEingabe = {
  datum: '2024-05-01',
  antrieb: 'verbrenner',
  listenpreis: 45678,
  anschaffung: null,
  ueberlassung: null,
  entfernung_km: null,
  fahrten_monat: null,
  zuzahlung_monat: 0,
  co2_g_km: null,
  reichweite_km: null,
  batterie_kwh: null,
};
const dw = (x: Partial<DienstwagenEingabe>) => dienstwagen({ ...basis, ...x }, r);

// Each case computed by hand from § 8 Abs. 2 and § 6 Abs. 1 Nr. 4 Satz 2 EStG (gesetze-im-internet.de/estg/__6.html, __8.html):
// bemessungsgrundlage = Listenpreis x Anteil (oder - Batterieabzug), auf volle 100 Euro abgerundet.
describe('dienstwagen: Verbrenner', () => {
  it('1 %: 45.678 -> 45.600 -> 456,00', () =>
    expect(dw({})).toMatchObject({
      bemessungsgrundlage: 45600,
      privatnutzung_monat: 456,
      minderung: null,
      batterie_abzug: 0,
      geldwerter_vorteil_monat: 456,
      arbeitsweg_methode: null,
    }));
  it('0,03 %: 20 km x 45.600 x 0,0003 = 273,60; zusammen 729,60', () =>
    expect(dw({ entfernung_km: 20 })).toMatchObject({
      fahrten_wohnung_monat: 273.6,
      arbeitsweg_methode: 'pauschal',
      geldwerter_vorteil_monat: 729.6,
    }));
  it('Einzelbewertung: 0,002 % x 20 km x 10 Fahrten x 45.600 = 182,40; zusammen 638,40', () =>
    expect(dw({ entfernung_km: 20, fahrten_monat: 10 })).toMatchObject({
      fahrten_wohnung_monat: null,
      fahrten_wohnung_monat_einzel: 182.4,
      arbeitsweg_methode: 'einzelbewertung',
      geldwerter_vorteil_monat: 638.4,
    }));
  it('Zuzahlung 100: 456 + 273,60 - 100 = 629,60', () =>
    expect(dw({ entfernung_km: 20, zuzahlung_monat: 100 }).geldwerter_vorteil_monat).toBe(629.6));
  it('Zuzahlung über dem Vorteil: nie unter 0', () =>
    expect(dw({ zuzahlung_monat: 100000 }).geldwerter_vorteil_monat).toBe(0));
  it('Listenpreis mit Cent 45.678,50 -> 45.600', () =>
    expect(dw({ listenpreis: 45678.5 }).bemessungsgrundlage).toBe(45600));
  it('33.333 -> 33.300: 333,00 + 0,03 % x 17 km x 33.300 = 169,83 -> 502,83', () =>
    expect(dw({ listenpreis: 33333, entfernung_km: 17 })).toMatchObject({
      privatnutzung_monat: 333,
      fahrten_wohnung_monat: 169.83,
      geldwerter_vorteil_monat: 502.83,
    }));
  it('nur volle Kilometer: 12,7 km -> 12 km: 0,0003 x 12 x 33.300 = 119,88', () =>
    expect(dw({ listenpreis: 33333, entfernung_km: 12.7 })).toMatchObject({
      entfernung_km: 12,
      fahrten_wohnung_monat: 119.88,
    }));
});

describe('dienstwagen: Elektro (Viertel und Hälfte)', () => {
  const e = (x: Partial<DienstwagenEingabe>) =>
    dw({ antrieb: 'elektro', listenpreis: 50000, anschaffung: '2024-03-01', ...x });
  it('Anschaffung 2024, 50.000: Viertel -> 12.500 -> 125,00; 15 km: 0,0003 x 15 x 12.500 = 56,25 -> 181,25', () => {
    expect(e({ entfernung_km: 15 })).toMatchObject({
      minderung: { id: 'elektro_viertel_70000', anteil_listenpreis: 0.25 },
      bemessungsgrundlage: 12500,
      privatnutzung_monat: 125,
      fahrten_wohnung_monat: 56.25,
      geldwerter_vorteil_monat: 181.25,
    });
  });
  it('Grenze 70.000 genau: Viertel -> 17.500', () =>
    expect(e({ listenpreis: 70000 })).toMatchObject({
      bemessungsgrundlage: 17500,
      minderung: { anteil_listenpreis: 0.25 },
    }));
  it('70.000,01: Hälfte -> 35.000,005 -> 35.000', () =>
    expect(e({ listenpreis: 70000.01 })).toMatchObject({
      bemessungsgrundlage: 35000,
      minderung: { id: 'elektro_hybrid_halb_2022_2024' },
    }));
  it('Anschaffung 2023, 60.000 genau: Viertel -> 15.000', () =>
    expect(e({ anschaffung: '2023-06-01', listenpreis: 60000 })).toMatchObject({
      bemessungsgrundlage: 15000,
      minderung: { id: 'elektro_viertel_60000' },
    }));
  it('Anschaffung 2023, 65.000: über 60.000 -> Hälfte 32.500', () =>
    expect(e({ anschaffung: '2023-06-01', listenpreis: 65000 })).toMatchObject({
      bemessungsgrundlage: 32500,
      minderung: { id: 'elektro_hybrid_halb_2022_2024' },
    }));
  it(
    'Anschaffung 20.12.2023, erste Überlassung 2024: für die 70.000-Grenze zählt die Anschaffung -> 65.000 nur ' +
      'zur Hälfte',
    () => {
      expect(e({ anschaffung: '2023-12-20', ueberlassung: '2024-01-10', listenpreis: 65000 })).toMatchObject({
        bemessungsgrundlage: 32500,
        minderung: { anteil_listenpreis: 0.5 },
      });
    },
  );
  it('Anschaffung 1.8.2025, 95.000: Grenze 100.000 -> 23.750 -> 23.700 -> 237,00', () =>
    expect(e({ anschaffung: '2025-08-01', listenpreis: 95000 })).toMatchObject({
      bemessungsgrundlage: 23700,
      privatnutzung_monat: 237,
      minderung: { id: 'elektro_viertel_100000' },
    }));
  it('Anschaffung 1.5.2025, 95.000: noch Grenze 70.000 -> Hälfte 47.500', () =>
    expect(e({ anschaffung: '2025-05-01', listenpreis: 95000 })).toMatchObject({
      bemessungsgrundlage: 47500,
      minderung: { id: 'elektro_hybrid_halb_2025_2030' },
    }));
  it('Anschaffung 2019, Nutzung 2019: Viertel erst ab Nutzung 2020 -> Hälfte 20.000', () =>
    expect(e({ anschaffung: '2019-06-01', listenpreis: 40000, datum: '2019-08-01' })).toMatchObject({
      bemessungsgrundlage: 20000,
      minderung: { id: 'elektro_hybrid_halb_2019_2021' },
    }));
  it('dasselbe Fahrzeug in 2020: Viertel 10.000', () =>
    expect(e({ anschaffung: '2019-06-01', listenpreis: 40000, datum: '2020-08-01' })).toMatchObject({
      bemessungsgrundlage: 10000,
      minderung: { id: 'elektro_viertel_60000' },
    }));
  it('Anschaffung 15.12.2018, erste Überlassung 10.1.2019: gilt als 2019 angeschafft -> Hälfte, kein Batterieabzug', () => {
    expect(
      e({
        anschaffung: '2018-12-15',
        ueberlassung: '2019-01-10',
        listenpreis: 40000,
        datum: '2019-05-01',
        batterie_kwh: 30,
      }),
    ).toMatchObject({ bemessungsgrundlage: 20000, batterie_abzug: 0 });
  });
});

describe('dienstwagen: Hybrid', () => {
  const h = (x: Partial<DienstwagenEingabe>) =>
    dw({ antrieb: 'hybrid', listenpreis: 50000, anschaffung: '2024-03-01', ...x });
  it('2024, 40 g/km: Hälfte 25.000 -> 250,00', () =>
    expect(h({ co2_g_km: 40, reichweite_km: 30 })).toMatchObject({
      bemessungsgrundlage: 25000,
      privatnutzung_monat: 250,
    }));
  it('2024, 60 g/km, 60 km Reichweite: Hälfte (Reichweite genügt)', () =>
    expect(h({ co2_g_km: 60, reichweite_km: 60 }).bemessungsgrundlage).toBe(25000));
  it('2024, 60 g/km, 59 km: keine Minderung, kein Batterieabzug nach 2022 -> 500,00', () =>
    expect(h({ co2_g_km: 60, reichweite_km: 59, batterie_kwh: 15 })).toMatchObject({
      minderung: null,
      batterie_abzug: 0,
      privatnutzung_monat: 500,
    }));
  it('2025, 79 km: keine Minderung; 80 km: Hälfte', () => {
    expect(h({ anschaffung: '2025-03-01', co2_g_km: 60, reichweite_km: 79 }).bemessungsgrundlage).toBe(50000);
    expect(h({ anschaffung: '2025-03-01', co2_g_km: 60, reichweite_km: 80 }).bemessungsgrundlage).toBe(25000);
  });
  it('2021, 40 km genügen noch: Hälfte', () =>
    expect(
      h({ anschaffung: '2021-05-01', co2_g_km: 60, reichweite_km: 40, datum: '2021-06-01' }).bemessungsgrundlage,
    ).toBe(25000));
  it('ohne CO2 und Reichweite keine Minderung', () => expect(h({}).minderung).toBeNull());
});

describe('dienstwagen: Batterieabzug für Anschaffungen bis 2022', () => {
  it('Elektro 2015, 20 kWh: 400 Euro/kWh = 8.000 (höchstens 9.000) -> 42.000 -> 420,00', () => {
    expect(
      dw({ antrieb: 'elektro', listenpreis: 50000, anschaffung: '2015-06-01', batterie_kwh: 20, datum: '2016-05-01' }),
    ).toMatchObject({ batterie_abzug: 8000, bemessungsgrundlage: 42000, privatnutzung_monat: 420, minderung: null });
  });
  it('Elektro 2013, 30 kWh: 500 x 30 = 15.000, gedeckelt auf 10.000 -> 40.000', () =>
    expect(
      dw({ antrieb: 'elektro', listenpreis: 50000, anschaffung: '2013-05-01', batterie_kwh: 30, datum: '2015-03-01' }),
    ).toMatchObject({ batterie_abzug: 10000, bemessungsgrundlage: 40000 }));
  it('vor 2013 angeschafft: Werte von 2013 (500 x 10 = 5.000)', () =>
    expect(
      dw({ antrieb: 'elektro', listenpreis: 50000, anschaffung: '2010-05-01', batterie_kwh: 10, datum: '2015-03-01' })
        .batterie_abzug,
    ).toBe(5000));
  it('Hybrid 2018, 12 kWh: 250 x 12 = 3.000 -> 42.678 -> 42.600', () =>
    expect(dw({ antrieb: 'hybrid', anschaffung: '2018-03-01', batterie_kwh: 12, datum: '2018-05-01' })).toMatchObject({
      batterie_abzug: 3000,
      bemessungsgrundlage: 42600,
    }));
  it('Hybrid 2022 ohne Minderung, 10 kWh: 50 x 10 = 500 -> 49.500', () =>
    expect(
      dw({
        antrieb: 'hybrid',
        listenpreis: 50000,
        anschaffung: '2022-03-01',
        co2_g_km: 60,
        reichweite_km: 30,
        batterie_kwh: 10,
      }),
    ).toMatchObject({ batterie_abzug: 500, bemessungsgrundlage: 49500 }));
});

describe('Stichtag der späteren Überlassung aus den Daten', () => {
  // API-SPEC.md rule 8: for acquisitions until 2023-12-31 the later first provision counts.
  it('endet am Tag vor der ersten Regel, die nur das Anschaffungsdatum ansieht', () =>
    expect(r.ueberlassung_zaehlt_bis).toBe('2023-12-31'));
});
