// The employer's flat-taxed extras of § 40 Abs. 2 EStG on the payslip (issue 41), worked by hand from
// the law and the data: data/pauschalsteuer.yaml (fahrten_wohnung_satz 15 %, datenverarbeitung_satz,
// erholungsbeihilfe_satz and mahlzeiten_satz 25 %), data/einkommensteuer-eckwerte.yaml (soli_satz
// 5,5 %), data/kirchensteuer.yaml (pauschal_bb 5 % since 2022) and data/sachbezugswerte.yaml (2025:
// Frühstück 2,30 Euro, Mittag- und Abendessen 4,40 Euro) and data/reisekosten-inland.yaml
// (entfernungspauschale, entfernungspauschale_ab_21_km). Soli and church tax drop fractions of a cent
// (§ 4 Satz 3 SolZG 1995), the flat tax itself is rounded half up (docs/ENTSCHEIDUNGEN.md).
import { describe, expect, it } from 'vitest';
import { fehler, json } from '../http';

const BASIS = 'datum=2025-03-01&brutto=3000&steuerklasse=1&land=BB&kirchensteuer=false';
const bn = (extra: string) => json(`/hr/brutto-netto?${BASIS}${extra ? `&${extra}` : ''}`);
const posten = (a: any, id: string) => a.posten.find((p: any) => p.id === id);
const cent = (x: number) => Math.round(x * 100);

describe('Pauschal besteuerte Bezüge (§ 40 Abs. 2 EStG)', () => {
  it('ein Fahrtkostenzuschuss von 100 Euro erhöht das Netto um 100 Euro, der Arbeitgeber trägt die Pauschsteuer', async () => {
    // 15 % von 100,00 = 15,00 Lohnsteuer; Soli 5,5 % von 15,00 = 0,825 → 0,82; Kirchensteuer
    // Brandenburg 5 % von 15,00 = 0,75. Zusammen 16,57 Euro in arbeitgeber.pauschsteuer. Der Zuschuss
    // ist beitragsfrei (§ 1 Abs. 1 Satz 1 Nr. 3 SvEV) und bleibt außer der Lohnsteuer des
    // Arbeitnehmers (§ 40 Abs. 3 EStG): dessen Abzüge bleiben gleich.
    const ohne = await bn('');
    const mit = await bn('fahrtkostenzuschuss=100');
    expect(cent(mit.arbeitnehmer.netto) - cent(ohne.arbeitnehmer.netto)).toBe(10000);
    for (const f of ['lohnsteuer', 'solidaritaetszuschlag', 'kv', 'pv', 'rv', 'av'])
      expect(mit.arbeitnehmer[f]).toBe(ohne.arbeitnehmer[f]);
    expect(mit.bemessung).toEqual(ohne.bemessung);
    expect(posten(mit, 'pauschsteuer_fahrtkostenzuschuss').betrag).toBe(15);
    expect(posten(mit, 'pauschsteuer_fahrtkostenzuschuss').satz_prozent).toBe(15);
    expect(posten(mit, 'pauschsteuer_solidaritaetszuschlag').betrag).toBe(0.82);
    expect(posten(mit, 'pauschsteuer_kirchensteuer').betrag).toBe(0.75);
    expect(mit.arbeitgeber.pauschsteuer).toBe(16.57);
    expect(posten(mit, 'fahrtkostenzuschuss')).toMatchObject({
      seite: 'bezug',
      betrag: 100,
      steuerpflichtig: 0,
      beitragspflichtig: 0,
      ausgezahlt: 100,
    });
    // Gesamtkosten: 100 Euro Zuschuss und 16,57 Euro Pauschsteuer mehr.
    expect(cent(mit.arbeitgeber.gesamtkosten) - cent(ohne.arbeitgeber.gesamtkosten)).toBe(11657);
    expect(cent(mit.arbeitgeber.summe) - cent(ohne.arbeitgeber.summe)).toBe(1657);
  });

  it('Fahrtkostenzuschuss über der Entfernungspauschale: der Rest ist gewöhnlicher Arbeitslohn', async () => {
    // reisekosten-inland 2025: 0,30 Euro für die ersten 20 km, 0,38 Euro ab dem 21. km. 30 km an 20
    // Tagen: (20 × 0,30 + 10 × 0,38) × 20 = 9,80 × 20 = 196,00 Euro pauschal mit 15 % = 29,40; Soli
    // 5,5 % = 1,617 → 1,61; Kirchensteuer 5 % = 1,47; zusammen 32,48. Die übrigen 54,00 Euro sind
    // steuer- und beitragspflichtig: die Abzüge des Arbeitnehmers sind die bei 3.054 Euro Brutto, das
    // Netto das bei 3.054 Euro plus die pauschal versteuerten 196,00 Euro.
    const mit = await bn('fahrtkostenzuschuss=250&fahrtkosten_entfernung_km=30&fahrtkosten_arbeitstage=20');
    const hoeher = await json(`/hr/brutto-netto?${BASIS.replace('brutto=3000', 'brutto=3054')}`);
    const { netto: n1, ...abzuege1 } = mit.arbeitnehmer;
    const { netto: n2, ...abzuege2 } = hoeher.arbeitnehmer;
    expect(abzuege1).toEqual(abzuege2);
    expect(cent(n1) - cent(n2)).toBe(19600);
    expect(mit.bemessung.lohnsteuer).toBe(3054);
    expect(posten(mit, 'pauschsteuer_fahrtkostenzuschuss')).toMatchObject({ basis: 196, betrag: 29.4 });
    expect(posten(mit, 'fahrtkostenzuschuss_ueber_entfernungspauschale')).toMatchObject({
      betrag: 54,
      steuerpflichtig: 54,
      beitragspflichtig: 54,
    });
    expect(mit.arbeitgeber.pauschsteuer).toBe(32.48);
  });

  it('Entfernungspauschale 2026: 0,38 Euro ab dem ersten Kilometer', async () => {
    // 30 km × 0,38 × 20 Tage = 228,00 Euro: ein Zuschuss von 200 Euro bleibt ganz pauschal, 15 % = 30,00.
    const mit = await json(
      '/hr/brutto-netto?datum=2026-03-01&brutto=3000&land=BB&fahrtkostenzuschuss=200' +
        '&fahrtkosten_entfernung_km=30&fahrtkosten_arbeitstage=20',
    );
    expect(posten(mit, 'pauschsteuer_fahrtkostenzuschuss').betrag).toBe(30);
    expect(posten(mit, 'fahrtkostenzuschuss_ueber_entfernungspauschale')).toBeUndefined();
  });

  it('Entfernung ohne Arbeitstage: 400 mit dem fehlenden Parameter; ohne Zuschuss ohne Wirkung', async () => {
    const f = await fehler(`/hr/brutto-netto?${BASIS}&fahrtkostenzuschuss=100&fahrtkosten_entfernung_km=30`);
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'fahrtkosten_arbeitstage' });
    // Ohne Zuschuss gibt es nichts zu begrenzen: beide Angaben ändern nichts.
    const g = await bn('fahrtkosten_entfernung_km=30&fahrtkosten_arbeitstage=20');
    expect(g.arbeitgeber.pauschsteuer).toBe(0);
  });

  it('Internetzuschuss und Erholungsbeihilfe: je 25 %, Soli und Kirchensteuer auf die Summe', async () => {
    // 25 % von 50,00 = 12,50 und 25 % von 156,00 = 39,00; Summe 51,50. Soli 5,5 % = 2,8325 → 2,83;
    // Kirchensteuer 5 % = 2,575 → 2,57. Zusammen 56,90. Netto + 206,00.
    const ohne = await bn('');
    const mit = await bn('internetzuschuss=50&erholungsbeihilfe=156');
    expect(cent(mit.arbeitnehmer.netto) - cent(ohne.arbeitnehmer.netto)).toBe(20600);
    expect(posten(mit, 'pauschsteuer_internetzuschuss').betrag).toBe(12.5);
    expect(posten(mit, 'pauschsteuer_erholungsbeihilfe').betrag).toBe(39);
    expect(posten(mit, 'pauschsteuer_solidaritaetszuschlag').betrag).toBe(2.83);
    expect(posten(mit, 'pauschsteuer_kirchensteuer').betrag).toBe(2.57);
    expect(mit.arbeitgeber.pauschsteuer).toBe(56.9);
  });

  it('Mahlzeiten pauschal versteuert: Sachbezugswert × Zahl, 25 % beim Arbeitgeber, Netto unverändert', async () => {
    // 5 Frühstück × 2,30 = 11,50 und 10 Mittagessen × 4,40 = 44,00: 55,50 Euro. 25 % = 13,875 → 13,88;
    // Soli 5,5 % von 13,88 = 0,7634 → 0,76; Kirchensteuer 5 % = 0,694 → 0,69; zusammen 15,33. Die
    // Mahlzeiten werden nicht ausgezahlt und sind pauschal versteuert beitragsfrei: das Netto bleibt.
    const ohne = await bn('');
    const mit = await bn('mahlzeiten_fruehstueck=5&mahlzeiten_mittag=10&mahlzeiten_pauschal=true');
    expect(mit.arbeitnehmer).toEqual(ohne.arbeitnehmer);
    expect(posten(mit, 'mahlzeiten')).toMatchObject({ betrag: 55.5, steuerpflichtig: 0, ausgezahlt: 0 });
    expect(posten(mit, 'pauschsteuer_mahlzeiten').betrag).toBe(13.88);
    expect(posten(mit, 'pauschsteuer_solidaritaetszuschlag').betrag).toBe(0.76);
    expect(posten(mit, 'pauschsteuer_kirchensteuer').betrag).toBe(0.69);
    expect(mit.arbeitgeber.pauschsteuer).toBe(15.33);
  });

  it('Mahlzeiten individuell versteuert: wie ein geldwerter Vorteil von 55,50 Euro', async () => {
    // Ohne Pauschalierung sind die 55,50 Euro steuer- und beitragspflichtiger Sachbezug: die Bemessung
    // steigt auf 3.055,50 Euro, die Abzüge sind die eines geldwerten Vorteils von 55,50 Euro, keine
    // Pauschsteuer.
    const mit = await bn('mahlzeiten_fruehstueck=5&mahlzeiten_abend=4&mahlzeiten_mittag=6');
    const gv = await bn('geldwerter_vorteil=55.5');
    expect(mit.bemessung.lohnsteuer).toBe(3055.5);
    expect(mit.bemessung.kv_pv).toBe(3055.5);
    expect(mit.arbeitnehmer).toEqual(gv.arbeitnehmer);
    expect(mit.arbeitgeber.pauschsteuer).toBe(0);
    expect(posten(mit, 'mahlzeiten')).toMatchObject({ betrag: 55.5, steuerpflichtig: 55.5, beitragspflichtig: 55.5 });
  });

  it('Jobticket als Sachbezug: 25 % statt Steuerfreiheit, beitragsfrei, Netto unverändert', async () => {
    // § 40 Abs. 2 Satz 2 Nr. 2 EStG (pauschalsteuer jobticket_satz 25 % seit 2020): 25 % von 60,00 =
    // 15,00; Soli 5,5 % = 0,825 → 0,82; Kirchensteuer Brandenburg 5 % = 0,75; zusammen 16,57. Das
    // gestellte Ticket wird nicht ausgezahlt und ist pauschal versteuert beitragsfrei (§ 1 Abs. 1
    // Satz 1 Nr. 3 SvEV): die Abrechnung des Arbeitnehmers bleibt, wie sie ohne Ticket ist.
    const ohne = await bn('');
    const mit = await bn('jobticket=60');
    expect(mit.arbeitnehmer).toEqual(ohne.arbeitnehmer);
    expect(mit.bemessung).toEqual(ohne.bemessung);
    expect(posten(mit, 'jobticket')).toMatchObject({
      betrag: 60,
      steuerpflichtig: 0,
      beitragspflichtig: 0,
      ausgezahlt: 0,
    });
    expect(posten(mit, 'pauschsteuer_jobticket')).toMatchObject({ basis: 60, betrag: 15, satz_prozent: 25 });
    expect(posten(mit, 'pauschsteuer_solidaritaetszuschlag').betrag).toBe(0.82);
    expect(posten(mit, 'pauschsteuer_kirchensteuer').betrag).toBe(0.75);
    expect(mit.arbeitgeber.pauschsteuer).toBe(16.57);
  });

  it('Zuschuss zum Jobticket: ausgezahlt, das Netto steigt um den Zuschuss', async () => {
    // 49,00 Euro Zuschuss: 25 % = 12,25; Soli 5,5 % = 0,67375 → 0,67; Kirchensteuer 5 % = 0,6125 →
    // 0,61; zusammen 13,53. Netto + 49,00.
    const ohne = await bn('');
    const mit = await bn('jobticket=49&jobticket_zuschuss=true');
    expect(cent(mit.arbeitnehmer.netto) - cent(ohne.arbeitnehmer.netto)).toBe(4900);
    expect(posten(mit, 'jobticket')).toMatchObject({ betrag: 49, ausgezahlt: 49, beitragspflichtig: 0 });
    expect(mit.arbeitgeber.pauschsteuer).toBe(13.53);
  });

  it('Jobticket vor 2020 und jobticket_zuschuss ohne Betrag: 400 mit dem Parameter', async () => {
    const f = await fehler('/hr/brutto-netto?datum=2019-06-01&brutto=3000&land=BB&jobticket=60');
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'jobticket' });
    expect(f.nachricht).toContain('01.01.2020');
    const g = await fehler(`/hr/brutto-netto?${BASIS}&jobticket_zuschuss=true`);
    expect(g).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'jobticket_zuschuss' });
  });

  it('ohne Pauschsatz der Kirche im Land: keine Kirchensteuerzeile, ein Hinweis', async () => {
    // Hessen hat in kirchensteuer keinen Bestandteil pauschal_he: 15,00 + 0,82 = 15,82.
    const mit = await json(
      '/hr/brutto-netto?datum=2025-03-01&brutto=3000&steuerklasse=1&land=HE&fahrtkostenzuschuss=100',
    );
    expect(mit.arbeitgeber.pauschsteuer).toBe(15.82);
    expect(posten(mit, 'pauschsteuer_kirchensteuer')).toBeUndefined();
    expect(mit.hinweise.some((h: string) => h.includes('pauschal_he'))).toBe(true);
  });

  it('netto-brutto findet mit einem Fahrtkostenzuschuss dasselbe Brutto', async () => {
    const mit = await bn('fahrtkostenzuschuss=100&mahlzeiten_mittag=8');
    const nb = await json(
      `/hr/netto-brutto?datum=2025-03-01&netto=${mit.arbeitnehmer.netto}&steuerklasse=1&land=BB` +
        '&kirchensteuer=false&fahrtkostenzuschuss=100&mahlzeiten_mittag=8',
    );
    expect(nb.brutto).toBe(3000);
    expect(nb.abrechnung.arbeitgeber).toEqual(mit.arbeitgeber);
  });
});
