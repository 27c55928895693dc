// A one-off beside other employments (issue 41, Mehrfachbeschäftigung): § 23a Abs. 3 SGB IV makes it
// contributory as far as the pay so far leaves room under the anteilige BBG of the paying employer's SV
// days; the pay so far includes the contributory pays of the other employments held at the same time,
// and the contributory part belongs to this employment alone (Besprechung der Spitzenverbände vom
// 14./15.11.2012, TOP 5, on Abschnitt 3.1 of the Gemeinsame Grundsätze zu § 22 Abs. 2 SGB IV; continued
// by the Grundsätze vom 12.11.2014). Haufe's example of that rule (2012): A 2.500 €, B 1.100 € a month,
// A's Urlaubsgeld 1.800 € in June; KV/PV ceiling 6 × 3.825 = 22.950 €, pay so far 6 × 3.600 = 21.600 €,
// so 1.350 € of it contributory. The cases below are worked the same way by hand with 2025 values:
// BBG KV/PV 66.150 € a year (5.512,50 a month), RV/AV 96.600 € (8.050); rates KV 14,6 %, ZB 2,5 %, PV 3,6 %,
// RV 18,6 %, AV 2,6 %, Insolvenzgeldumlage 0,15 % (data/rechengroessen.yaml, data/beitragssaetze.yaml).
import { describe, expect, it } from 'vitest';
import { imProzess } from './im-prozess';
import { rechneLohnkonto } from './lohnkonto-hilfe';

const posten = (a: any, id: string) => a.posten.find((p: any) => p.id === id)?.betrag;

describe('Einmalzahlung neben weiteren Beschäftigungen', () => {
  // June 2025, this employment 4.000 €, another 1.500 € (5.500 € together, under the monthly ceilings:
  // no split), a one-off of 1.800 €. Anteilige BBG KV 66.150 × 180 / 360 = 33.075 €; pay so far, by the
  // default of constant pays, 5 × 5.500 = 27.500 € plus June's 5.500 € = 33.000 €: 75 € contributory in
  // KV/PV. RV: 48.300 − 33.000 = 15.300 €, the whole 1.800 €. Contributions, month with less month
  // without: KV 7,3 % of 4.075 = 297,475 → 297,48 less 292,00 = 5,48; ZB 1,25 %: 50,94 − 50,00 = 0,94;
  // PV 1,8 %: 73,35 − 72,00 = 1,35; RV 9,3 % of 5.800 = 539,40 − 372,00 = 167,40; AV 1,3 %: 75,40 − 52,00
  // = 23,40; Insolvenzgeldumlage 0,15 %: 8,70 − 6,00 = 2,70.
  const MEHRFACH = 'datum=2025-06-15&land=HE&kinder=1&brutto=4000&mehrfach_weitere_entgelt=1500&einmalzahlung=1800';

  it('die weiteren Entgelte zählen als bisher beitragspflichtig: 75 Euro in KV/PV', () => {
    const a = imProzess('brutto-netto', MEHRFACH);
    expect(a.einmalzahlung).toMatchObject({
      zugeordnet: 'abrechnungsmonat',
      beitragspflichtig_kv: 75,
      beitragspflichtig_rv: 1800,
      abrechnungsjahr: { entgelt_bisher_kv: 33000, anteilige_bbg_kv: 33075, raum_kv: 75, raum_rv: 15300 },
    });
    expect(posten(a, 'kv_an_einmal')).toBe(5.48);
    expect(posten(a, 'kv_zusatzbeitrag_an_einmal')).toBe(0.94);
    expect(posten(a, 'pv_an_einmal')).toBe(1.35);
    expect(posten(a, 'rv_an_einmal')).toBe(167.4);
    expect(posten(a, 'av_an_einmal')).toBe(23.4);
    expect(posten(a, 'insolvenzgeldumlage_einmal')).toBe(2.7);
    expect(a.hinweise.join(' ')).toContain('14./15.11.2012');
    // Without the other employment: 5 × 4.000 + 4.000 = 24.000 €, room 9.075 €, the whole one-off.
    const allein = imProzess('brutto-netto', MEHRFACH.replace('&mehrfach_weitere_entgelt=1500', ''));
    expect(allein.einmalzahlung.beitragspflichtig_kv).toBe(1800);
    expect(allein.einmalzahlung.abrechnungsjahr.raum_kv).toBe(9075);
  });

  it('ein angegebenes kv_entgelt_bisher schließt die weiteren Beschäftigungen ein, der Monat zählt sie dazu', () => {
    // 33.075 − (20.000 + 5.500) = 7.575 €: the whole one-off.
    const a = imProzess('brutto-netto', `${MEHRFACH}&kv_entgelt_bisher=20000&rv_entgelt_bisher=20000`);
    expect(a.einmalzahlung.abrechnungsjahr).toMatchObject({ entgelt_bisher_kv: 25500, raum_kv: 7575 });
    expect(a.einmalzahlung.beitragspflichtig_kv).toBe(1800);
  });

  it('ein weiterer Minijob neben der Hauptbeschäftigung: auch auf die Einmalzahlung keine AV', () => {
    // 400 € beside a main employment of 3.000 € and a first Minijob of 300 € (exempt, not added): 3.400 €
    // together; pay so far 5 × 3.400 + 3.400 = 20.400 €, room 12.675 €. KV 7,3 % of 900 = 65,70 less 29,20.
    const a = imProzess(
      'brutto-netto',
      'datum=2025-06-15&land=HE&kinder=1&brutto=400&mehrfach_weitere_entgelt=3000&mehrfach_weitere_minijobs_entgelt=300' +
        '&einmalzahlung=500',
    );
    expect(a.einmalzahlung.abrechnungsjahr.entgelt_bisher_kv).toBe(20400);
    expect(posten(a, 'kv_an_einmal')).toBe(36.5);
    expect(posten(a, 'av_an_einmal')).toBeUndefined();
    expect(a.arbeitnehmer.av).toBe(0);
  });

  it('Märzklausel: die weiteren Entgelte auch im Vorjahr (unsere Lesart, docs/ENTSCHEIDUNGEN.md)', () => {
    // February 2025, 5.000 € beside 1.500 €: 6.500 € over the KV ceiling, so the month counts 5.512,50 €;
    // 11.025 − (5.512,50 + 5.512,50) = 0: the one-off of 2.000 € goes to December 2024. There KV/PV:
    // 62.100 − 12 × min(6.500, 5.175) = 0; RV/AV: 90.600 − 12 × 6.500 = 12.600 €, the whole 2.000 € at
    // the 2024 rates: RV 9,3 % = 186,00, AV 1,3 % = 26,00 per side.
    const a = imProzess(
      'brutto-netto',
      'datum=2025-02-15&land=HE&kinder=1&brutto=5000&mehrfach_weitere_entgelt=1500&einmalzahlung=2000',
    );
    expect(a.einmalzahlung).toMatchObject({
      zugeordnet: 'vorjahr',
      beitragspflichtig_kv: 0,
      beitragspflichtig_rv: 2000,
      abrechnungsjahr: { entgelt_bisher_kv: 11025, raum_kv: 0 },
      vorjahr: { monat: '2024-12', entgelt_bisher_kv: 62100, entgelt_bisher_rv: 78000, raum_rv: 12600 },
    });
    expect(posten(a, 'rv_an_einmal')).toBe(186);
    expect(posten(a, 'av_an_einmal')).toBe(26);
    expect(posten(a, 'kv_an_einmal')).toBeUndefined();
  });

  it('im Übergangsbereich nach dem Gesamtentgelt: 400 mit einmalzahlung', () => {
    const a = imProzess(
      'brutto-netto',
      'datum=2025-06-15&land=HE&brutto=1000&mehrfach_weitere_entgelt=500&einmalzahlung=300',
    );
    expect(a.fehler).toMatchObject({ code: 'kein_wert', parameter: 'einmalzahlung' });
  });

  it('netto-brutto und das Lohnkonto rechnen dieselbe Einmalzahlung', () => {
    // The net of the first case: 4.000 € gross.
    const nb = imProzess(
      'netto-brutto',
      'datum=2025-06-15&land=HE&kinder=1&netto=3766.43&mehrfach_weitere_entgelt=1500&einmalzahlung=1800',
    );
    expect(nb.brutto).toBe(4000);
    expect(imProzess('brutto-netto', MEHRFACH).arbeitnehmer.netto).toBe(3766.43);
    // The Lohnkonto carries 5.500 € a month as paid so far (both employments): June as above.
    const monate: any[] = Array.from({ length: 12 }, (_, i) => ({
      monat: `2025-${String(i + 1).padStart(2, '0')}`,
      brutto: 4000,
      mehrfach: { weitere_entgelt: 1500 },
    }));
    monate[5].einmalzahlung = { betrag: 1800 };
    const e = rechneLohnkonto({ jahr: 2025, person: { land: 'HE', kinder: 1 }, monate });
    expect(e.monate[5].eingaben).toMatchObject({ kv_entgelt_bisher: 27500, rv_entgelt_bisher: 27500 });
    expect(e.monate[5].einmalzahlung).toMatchObject({ beitragspflichtig_kv: 75, beitragspflichtig_rv: 1800 });
  });
});
