// A part month beside a main employment of the whole month (issue 41, Mehrfachbeschäftigung in a part
// month), worked by hand for March 2025 with the values of mehrfach.test.ts: Geringfügigkeitsgrenze 556 Euro,
// Obergrenze des Übergangsbereichs 2.000 Euro, Faktor F 0,6683; KV 14,6 %, Zusatzbeitrag 2,5 %, PV 3,6 % (one
// child: no surcharge), RV 18,6 %, AV 2,6 %; BBG KV/PV 5.512,50 Euro, RV/AV 8.050 Euro a month. The rules:
// Gemeinsame Grundsätze zur Beitragsberechnung nach § 22 Abs. 2 SGB IV vom 12.11.2014, Ziff. 4 Abs. 1 (the
// pays belong to the whole calendar month of the Hinzutritt or Wegfall); GR Übergangsbereich vom 20.12.2022,
// Ziff. 4.3.4 (the kind by the sum of the regular pays) and Ziff. 4.3.4.2 with Beispiel 16b (the total of
// 30 SV days, neither scaled up nor reduced); docs/ENTSCHEIDUNGEN.md.
import { describe, expect, it } from 'vitest';
import { fehler, hole, json } from '../http';
import { kehrtUm } from './im-prozess';

const BASIS = 'datum=2025-03-01&land=BB&kinder=1';
const bn = (q: string) => json(`/hr/brutto-netto?${BASIS}&${q}`);
const hinweis = (a: any, text: string) => a.hinweise.some((h: string) => h.includes(text));

describe('Teilmonat neben einer Hauptbeschäftigung des ganzen Monats', () => {
  it('die volle monatliche BBG wird geteilt, nicht die der SV-Tage', async () => {
    // 3.000 Euro for 10 SV days beside 4.000 Euro of the whole month: 7.000 Euro > BBG KV 5.512,50 (the
    // month's, not 66.150 × 10 / 360 = 1.837,50). KV/PV base 5.512,50 × 3.000 / 7.000 = 2.362,50; RV/AV:
    // 7.000 ≤ 8.050, the pay 3.000. KV 7,3 % of 2.362,50 = 172,4625 → 172,46; Zusatzbeitrag 1,25 % =
    // 29,53125 → 29,53; PV 1,8 % = 42,525 → 42,53; RV 9,3 % of 3.000 = 279,00; AV 1,3 % = 39,00.
    const a = await bn('brutto=3000&sv_tage=10&mehrfach_weitere_entgelt=4000&mehrfach_weitere_ganzer_monat=true');
    expect(a.beschaeftigung).toBe('regulaer');
    expect(a.bemessung).toMatchObject({ kv_pv: 2362.5, rv_av: 3000 });
    expect(a.arbeitnehmer).toMatchObject({ kv: 172.46, kv_zusatzbeitrag: 29.53, pv: 42.53, rv: 279, av: 39 });
    expect(a.arbeitgeber).toMatchObject({ kv: 172.46, kv_zusatzbeitrag: 29.53, pv: 42.53, rv: 279, av: 39 });
    expect(hinweis(a, 'geteilt werden die vollen monatlichen Beitragsbemessungsgrenzen')).toBe(true);
    // The teilmonat block names the ceilings shared: the month's (66.150 / 12 and 96.600 / 12), not those of
    // the 10 SV days.
    expect(a.teilmonat).toMatchObject({ sv_tage: 10, bbg_kv_pv: 5512.5, bbg_rv_av: 8050 });
  });

  it('weiterer Minijob ab dem 16.: Übergangsbereich mit 30 SV-Tagen ohne Hochrechnung (wie Beispiel 16b)', async () => {
    // Main employment 600 Euro the whole month, a first Minijob elsewhere (300 Euro, stays free), this
    // Minijob from the 16th: 150 Euro for 15 SV days (300 a month: a Minijob by itself). Added to the main
    // employment in KV, PV and RV, free of AV; the regular pays 600 + 300 = 900 ≤ 2.000: Übergangsbereich.
    // The formula on the total 600 + 150 = 750 Euro: F × G + (OG/(OG − G) − G/(OG − G) × F) × (750 − G) =
    // 371,5748 + 1.628,4252/1.444 × 194 = 590,35214…; this employer's share 150/750: 118,07043… → 118,07.
    // Employee base 2.000/1.444 × 194 × 150/750 = 53,73961… → 53,74. Per branch (§ 2 Abs. 2 BVV): KV
    // 2 × round(118,07 × 7,3 %) = 2 × 8,62 = 17,24, employee round(53,74 × 7,3 %) = 3,92, employer 13,32;
    // Zusatzbeitrag 2 × 1,48 = 2,96, 0,67, 2,29; PV 2 × 2,13 = 4,26, 0,97, 3,29; RV 2 × 10,98 = 21,96,
    // round(4,99782) = 5,00, 16,96.
    const a = await bn(
      'brutto=150&sv_tage=15&mehrfach_weitere_entgelt=600&mehrfach_weitere_minijobs_entgelt=300&' +
        'mehrfach_weitere_ganzer_monat=true',
    );
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.beitragsgruppe).toBe('1101');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: 118.07, uebergangsbereich_arbeitnehmer: 53.74 });
    expect(a.arbeitnehmer).toMatchObject({ kv: 3.92, kv_zusatzbeitrag: 0.67, pv: 0.97, rv: 5, av: 0 });
    expect(a.arbeitgeber).toMatchObject({ kv: 13.32, kv_zusatzbeitrag: 2.29, pv: 3.29, rv: 16.96, av: 0 });
    expect(hinweis(a, 'Beispiel 16b')).toBe(true);
  });

  it('der Übergangsbereich nach den regelmäßigen Entgelten, nicht nach den gezahlten', async () => {
    // 300 Euro for 15 SV days (600 a month) beside 1.500 Euro: paid 1.800 ≤ 2.000, but the regular pays
    // 1.500 + 600 = 2.100 > 2.000: general rules on 300 Euro (total under both ceilings). KV 7,3 % = 21,90;
    // Zusatzbeitrag 1,25 % = 3,75; PV 1,8 % = 5,40; RV 9,3 % = 27,90; AV 1,3 % = 3,90.
    const a = await bn('brutto=300&sv_tage=15&mehrfach_weitere_entgelt=1500&mehrfach_weitere_ganzer_monat=true');
    expect(a.beschaeftigung).toBe('regulaer');
    expect(a.bemessung).toMatchObject({ kv_pv: 300, rv_av: 300, uebergangsbereich_gesamt: null });
    expect(a.arbeitnehmer).toMatchObject({ kv: 21.9, kv_zusatzbeitrag: 3.75, pv: 5.4, rv: 27.9, av: 3.9 });
    // With 1.400 Euro of the main employment the regular pays are 1.400 + 600 = 2.000: Übergangsbereich.
    const ub = await bn('brutto=300&sv_tage=15&mehrfach_weitere_entgelt=1400&mehrfach_weitere_ganzer_monat=true');
    expect(ub.beschaeftigung).toBe('uebergangsbereich');
  });

  it('nicht gerechnet: beide im Teilmonat, neben Minijobs allein, mit Einmalzahlung, im Lohnkonto', async () => {
    const ohne = await fehler(`/hr/brutto-netto?${BASIS}&brutto=3000&sv_tage=10&mehrfach_weitere_entgelt=4000`);
    expect(ohne).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach_weitere_ganzer_monat' });
    expect(String(ohne.nachricht)).toContain('Ziff. 4 Abs. 2');
    const minijobs = await fehler(
      `/hr/brutto-netto?${BASIS}&brutto=300&sv_tage=10&mehrfach_weitere_minijobs_entgelt=400`,
    );
    expect(minijobs).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach_weitere_minijobs_entgelt' });
    const einmal = await fehler(
      `/hr/brutto-netto?${BASIS}&brutto=3000&sv_tage=10&mehrfach_weitere_entgelt=4000&` +
        'mehrfach_weitere_ganzer_monat=true&einmalzahlung=1000&jahresarbeitslohn=40000',
    );
    expect(einmal).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'einmalzahlung' });
    const allein = await fehler(`/hr/brutto-netto?${BASIS}&brutto=3000&mehrfach_weitere_ganzer_monat=true`);
    expect(allein).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach_weitere_ganzer_monat' });
    const konto = await (
      await hole('/hr/lohnkonto', {
        method: 'POST',
        headers: { authorization: 'Bearer gut', 'content-type': 'application/json' },
        body: JSON.stringify({
          jahr: 2025,
          austritt: '2025-01-20',
          person: { land: 'BB', kinder: 1 },
          monate: [{ monat: '2025-01', brutto: 3000, mehrfach: { weitere_entgelt: 4000, weitere_ganzer_monat: true } }],
        }),
      })
    ).json();
    expect(konto.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'monate[0].mehrfach' });
  });

  it('POST: dieselbe Abrechnung, Fehler mit dem JSON-Pfad', async () => {
    const post = async (mehrfach: Record<string, unknown>) =>
      (
        await hole('/hr/brutto-netto', {
          method: 'POST',
          headers: { authorization: 'Bearer gut', 'content-type': 'application/json' },
          body: JSON.stringify({
            datum: '2025-03-01',
            brutto: 3000,
            person: { land: 'BB', kinder: 1 },
            teilmonat: { sv_tage: 10 },
            mehrfach,
          }),
        })
      ).json();
    const a = await post({ weitere_entgelt: 4000, weitere_ganzer_monat: true });
    expect(a.bemessung).toMatchObject({ kv_pv: 2362.5, rv_av: 3000 });
    const f = (await post({ weitere_entgelt: 4000 })).fehler;
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach.weitere_ganzer_monat' });
  });

  it('netto-brutto kehrt jedes Netto um', () => {
    // A grid across the limits: this pay alone a Minijob or not, the regular total in the Übergangsbereich or
    // not, the full monthly ceilings shared or not. The gross found gives the net it states, reaches the
    // target, is at most the original, and where exact one cent less misses the target.
    let genau = 0;
    let faelle = 0;
    for (const tage of [5, 15, 29])
      for (const lage of ['mehrfach_weitere_entgelt=600', 'mehrfach_weitere_entgelt=4000'])
        for (const b of ['150', '300', '700', '1500', '3000', '6000']) {
          faelle++;
          if (kehrtUm(`${BASIS}&sv_tage=${tage}&${lage}&mehrfach_weitere_ganzer_monat=true`, b)) genau++;
        }
    expect(faelle).toBe(36);
    expect(genau).toBe(faelle);
  });
});
