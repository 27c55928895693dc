// Mehrfachbeschäftigung on the payslip (issue 41, part 2), worked by hand from the law and the data of
// March 2025: Geringfügigkeitsgrenze 556 Euro, Obergrenze des Übergangsbereichs 2.000 Euro, Faktor F
// 0,6683 (data/uebergangsbereich.yaml); KV 14,6 %, durchschnittlicher Zusatzbeitrag 2,5 %, PV 3,6 %
// (Zuschlag für Kinderlose 0,6 %), RV 18,6 %, AV 2,6 %; BBG KV/PV 5.512,50 Euro, RV/AV 8.050 Euro im
// Monat (data/beitragssaetze.yaml, data/rechengroessen.yaml); Minijob-Abgaben 13 % KV, 15 % RV, 3,6 %
// Eigenanteil, 2 % Pauschsteuer (data/minijob-abgaben.yaml). The rules: § 8 Abs. 2 Satz 1 SGB IV, § 7
// Abs. 1 Satz 2 SGB V, § 6 Abs. 1b Satz 3 SGB VI, § 27 Abs. 2 Satz 1 SGB III, § 20 Abs. 2a and § 22
// Abs. 2 SGB IV; Geringfügigkeits-Richtlinien Ziff. B.2.2.2.1 and B.2.2.2.2 (docs/ENTSCHEIDUNGEN.md).
import { describe, expect, it } from 'vitest';
import { fehler, hole, json } from '../http';

const BASIS = 'datum=2025-03-01&land=BB&kinder=1';
const bn = (q: string) => json(`/hr/brutto-netto?${BASIS}&${q}`);
const posten = (a: any, id: string) => a.posten.find((p: any) => p.id === id);
const hinweis = (a: any, text: string) => a.hinweise.some((h: string) => h.includes(text));

describe('Mehrfachbeschäftigung', () => {
  it('erster Minijob neben einer Hauptbeschäftigung bleibt geringfügig', async () => {
    // 300 Euro beside 3.000 Euro elsewhere, no other Minijob: not added (§ 7 Abs. 1 Satz 2 SGB V). The
    // Minijob's flat contributions: KV 13 % = 39,00, RV 15 % = 45,00, Eigenanteil 3,6 % = 10,80,
    // Pauschsteuer 2 % = 6,00.
    const a = await bn('brutto=300&mehrfach_weitere_entgelt=3000');
    expect(a.beschaeftigung).toBe('minijob');
    expect(a.personengruppe).toBe('109');
    expect(a.arbeitgeber).toMatchObject({ kv: 39, rv: 45, pauschsteuer: 6, av: 0 });
    expect(a.arbeitnehmer).toMatchObject({ rv: 10.8, kv: 0, av: 0 });
    expect(hinweis(a, 'Erster Minijob neben einer versicherungspflichtigen Hauptbeschäftigung')).toBe(true);
  });

  it('erster Minijob unter 175 Euro neben einer Hauptbeschäftigung: ohne Mindestbemessungsgrundlage', async () => {
    // § 163 Abs. 8 SGB VI: die 175 Euro gelten nicht neben einer rentenversicherungspflichtigen
    // Hauptbeschäftigung (Minijob-Zentrale, Mindestbeitrag zur Rentenversicherung). Eigenanteil 3,6 % von
    // 150,00 = 5,40. Allein wäre er 18,6 % von 175,00 = 32,55 minus 15 % von 150,00 = 22,50: 10,05.
    const neben = await bn('brutto=150&mehrfach_weitere_entgelt=3000');
    expect(neben.arbeitnehmer.rv).toBe(5.4);
    const allein = await bn('brutto=150');
    expect(allein.arbeitnehmer.rv).toBe(10.05);
  });

  it('weiterer Minijob neben Hauptbeschäftigung und erstem Minijob: KV, PV, RV, keine AV', async () => {
    // 300 Euro + 3.000 Euro = 3.300 Euro, über 2.000: keine Übergangsbereichsformel, Beiträge auf 300:
    // KV 7,3 % = 21,90 je Seite; Zusatzbeitrag 1,25 % = 3,75 je Seite; PV 1,8 % = 5,40 je Seite (ein
    // Kind: kein Zuschlag); RV 9,3 % = 27,90 je Seite; AV 0 (§ 27 Abs. 2 Satz 1 SGB III).
    const a = await bn('brutto=300&mehrfach_weitere_entgelt=3000&mehrfach_weitere_minijobs_entgelt=200');
    expect(a.beschaeftigung).toBe('regulaer');
    expect(a.personengruppe).toBe('101');
    expect(a.beitragsgruppe).toBe('1101');
    expect(a.arbeitnehmer).toMatchObject({ kv: 21.9, kv_zusatzbeitrag: 3.75, pv: 5.4, rv: 27.9, av: 0 });
    expect(a.arbeitgeber).toMatchObject({ kv: 21.9, kv_zusatzbeitrag: 3.75, pv: 5.4, rv: 27.9, av: 0 });
    expect(posten(a, 'av_an')).toBeUndefined();
    expect(hinweis(a, 'arbeitslosenversicherungsfrei')).toBe(true);
  });

  it('mehrere Minijobs ohne Hauptbeschäftigung über der Grenze: Übergangsbereich nach dem Gesamtentgelt', async () => {
    // 300 + 400 = 700 Euro > 556: beide versicherungspflichtig in allen Zweigen. § 20 Abs. 2a SGB IV auf
    // das Gesamtentgelt: BE = F × G + (OG/(OG − G) − G/(OG − G) × F) × (700 − G) = 0,6683 × 556 +
    // (2000/1444 − 556/1444 × 0,6683) × 144 = 533,96623…; Anteil dieser Beschäftigung 300/700:
    // 228,84267… → 228,84. Arbeitnehmerbasis 2000/1444 × 144 = 199,44598…, × 300/700 = 85,47685… → 85,48.
    const a = await bn('brutto=300&mehrfach_weitere_minijobs_entgelt=400');
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.beitragsgruppe).toBe('1111');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: 228.84, uebergangsbereich_arbeitnehmer: 85.48 });
    // AV: Arbeitnehmer 1,3 % von 85,48 = 1,11124 → 1,11; Gesamtbeitrag 1,3 % von 228,84 = 2,97492 →
    // 2,97 × 2 = 5,94; Arbeitgeber 5,94 − 1,11 = 4,83 (§ 2 Abs. 2 BVV).
    expect(a.arbeitnehmer.av).toBe(1.11);
    expect(a.arbeitgeber.av).toBe(4.83);
    expect(hinweis(a, 'Mehrere Minijobs zusammen 700 Euro')).toBe(true);
  });

  it('mehrere Minijobs zusammen unter der Grenze bleiben geringfügig', async () => {
    // 300 + 250 = 550 Euro ≤ 556.
    const a = await bn('brutto=300&mehrfach_weitere_minijobs_entgelt=250');
    expect(a.beschaeftigung).toBe('minijob');
    expect(hinweis(a, 'nicht über der Geringfügigkeitsgrenze')).toBe(true);
  });

  it('zwei Hauptbeschäftigungen über der BBG: die Grenze anteilig nach § 22 Abs. 2 SGB IV', async () => {
    // 4.000 + 3.000 = 7.000 Euro > BBG KV 5.512,50, < BBG RV 8.050. KV/PV-Basis dieses Arbeitgebers
    // 5.512,50 × 4.000 / 7.000 = 3.150,00; KV 7,3 % = 229,95 je Seite; RV/AV auf 4.000 Euro:
    // RV 9,3 % = 372,00, AV 1,3 % = 52,00.
    const a = await bn('brutto=4000&mehrfach_weitere_entgelt=3000');
    expect(a.bemessung).toMatchObject({ kv_pv: 3150, rv_av: 4000 });
    expect(a.arbeitnehmer).toMatchObject({ kv: 229.95, rv: 372, av: 52 });
    expect(hinweis(a, '§ 22 Abs. 2 SGB IV')).toBe(true);
  });

  it('zusammen im Übergangsbereich: 1.200 + 600 Euro', async () => {
    // 1.200 + 600 = 1.800 ≤ 2.000: BE = 0,6683 × 556 + (2000/1444 − 556/1444 × 0,6683) × 1.244 =
    // 371,5748 + 1,12771… × 1.244 = 1.774,4504…; × 1.200/1.800 = 1.182,96694… → 1.182,97. AN-Basis
    // 2000/1444 × 1.244 = 1.722,99168…, × 2/3 = 1.148,66112… → 1.148,66.
    const a = await bn('brutto=1200&mehrfach_weitere_entgelt=600');
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: 1182.97, uebergangsbereich_arbeitnehmer: 1148.66 });
  });

  it('nicht gerechnet: Teilmonat, Einmalzahlung, andere Personengruppen; erster Minijob über der Grenze', async () => {
    const t = await fehler(`/hr/brutto-netto?${BASIS}&brutto=300&sv_tage=10&mehrfach_weitere_minijobs_entgelt=400`);
    expect(t).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach_weitere_minijobs_entgelt' });
    const g = await fehler(`/hr/brutto-netto?${BASIS}&brutto=300&personengruppe=106&mehrfach_weitere_entgelt=900`);
    expect(g).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach_weitere_entgelt' });
    const m = await fehler(
      `/hr/brutto-netto?${BASIS}&brutto=300&mehrfach_weitere_entgelt=3000&mehrfach_weitere_minijobs_entgelt=600`,
    );
    expect(m).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach_weitere_minijobs_entgelt' });
  });

  it('POST mit der Gruppe mehrfach: dieselbe Regel, Fehler mit dem JSON-Pfad', async () => {
    const post = async (mehrfach: Record<string, number>) =>
      (
        await hole('/hr/brutto-netto', {
          method: 'POST',
          headers: { authorization: 'Bearer gut', 'content-type': 'application/json' },
          body: JSON.stringify({ datum: '2025-03-01', brutto: 300, person: { land: 'BB', kinder: 1 }, mehrfach }),
        })
      ).json();
    expect((await post({ weitere_entgelt: 3000, weitere_minijobs_entgelt: 200 })).beitragsgruppe).toBe('1101');
    const f = (await post({ weitere_entgelt: 3000, weitere_minijobs_entgelt: 600 })).fehler;
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'mehrfach.weitere_minijobs_entgelt' });
  });
});
