// The Bestandsschutz of § 134 SGB IV (issue 41): an employment insured on 30.09.2022 with 450.01 to 520
// euros keeps KV, PV and AV until 31.12.2023 with the procedure valid until 30.09.2022 (Gemeinsames
// Rundschreiben vom 20.12.2022-II, Tit. 4.3.3.4; AOK Rechtsdatenbank), RV, flat tax and levies as a
// Minijob. Expected values worked by hand:
// BE = FÜ × 450 + (1 300 / 850 − 450 / 850 × FÜ) × (AE − 450), rounded to the cent once (§ 134 Satz 1
// and 3 SGB IV); FÜ 0,7509 for 10–12/2022 (§ 134 Satz 4), 0,7417 for 2023 (GR Ziff. 4.3.2.4 Abs. 2).
// Each branch: total = half the rate on BE, rounded and doubled; employer = half the rate on the pay,
// rounded; employee = the rest; the childless surcharge on BE (§ 2 Abs. 2 BVV a. F.). Rates from
// data/beitragssaetze.yaml and data/minijob-abgaben.yaml (2022: ZB 1,3 %, PV 3,05 %, AV 2,4 %, U1 0,9 %,
// U2 0,29 %, Insolvenzgeldumlage 0,09 %; 2023: ZB 1,6 %, AV 2,6 %, U1 1,1 %, U2 0,24 %, 0,06 %).
import { describe, expect, it } from 'vitest';
import { fehler, hole, json } from '../http';
import { fehlerVon } from './lohnkonto-hilfe';

const bn = (abfrage: string) => json(`/hr/brutto-netto?${abfrage}`);
const nb = (abfrage: string) => json(`/hr/netto-brutto?${abfrage}`);
const posten = (a: any, id: string) => a.posten.find((p: any) => p.id === id);

describe('Bestandsschutz nach § 134 SGB IV', () => {
  // 2023-03, NW, 500 €, born 1990 and childless: BE = 333,765 + 1,136747… × 50 = 390,60.
  // KV 14,6 %: total 2 × 28,51 = 57,02, employer 7,3 % of 500 = 36,50, employee 20,52.
  // ZB 1,6 %: total 2 × 3,12 = 6,24, employer 4,00, employee 2,24.
  // PV 3,05 %: total 2 × 5,96 (1,525 % of 390,60 = 5,957) = 11,92, employer 1,525 % of 500 = 7,625 → 7,63,
  // employee 4,29 plus the surcharge 0,35 % of 390,60 = 1,37: 5,66.
  // AV 2,6 %: total 2 × 5,08 = 10,16, employer 6,50, employee 3,66.
  // RV as a Minijob: employer 15 % = 75,00, employee 3,6 % = 18,00. Flat tax 2 % = 10,00; U1 1,1 % = 5,50,
  // U2 0,24 % = 1,20, Insolvenzgeldumlage 0,06 % = 0,30. Net 500 − 20,52 − 2,24 − 5,66 − 18,00 − 3,66.
  it('2023: Kranken-, Pflege- und Arbeitslosenversicherung mit FÜ 0,7417, Rente und Umlagen als Minijob', async () => {
    const a = await bn('datum=2023-03-15&land=NW&geburtsjahr=1990&brutto=500&bestandsschutz_134=true');
    expect(a.beschaeftigung).toBe('minijob');
    expect(a.personengruppe).toBe('109');
    expect(a.beitragsgruppe).toBe('1011');
    expect(a.bemessung).toMatchObject({ kv_pv: 390.6, rv_av: 500, umlagen: 500, uebergangsbereich_gesamt: 390.6 });
    expect(a.arbeitnehmer).toEqual({
      lohnsteuer: 0,
      solidaritaetszuschlag: 0,
      kirchensteuer: 0,
      kv: 20.52,
      kv_zusatzbeitrag: 2.24,
      pv: 5.66,
      rv: 18,
      av: 3.66,
      netto: 449.92,
    });
    expect(a.arbeitgeber).toMatchObject({
      kv: 36.5,
      kv_zusatzbeitrag: 4,
      pv: 7.63,
      rv: 75,
      av: 6.5,
      u1: 5.5,
      u2: 1.2,
      insolvenzgeldumlage: 0.3,
      pauschsteuer: 10,
    });
    expect(posten(a, 'kv_pauschal')).toBeUndefined();
    expect(a.quellen.some((q: any) => q.titel.includes('RS 2022/11'))).toBe(true);
    expect(a.hinweise.join(' ')).toContain('0100');
  });

  // 2022-11, Sachsen, 480 €, one child: BE = 337,905 + (1,529412 − 0,397535) × 30 = 371,86.
  // KV: total 2 × 27,15 = 54,30, employer 35,04, employee 19,26. ZB 1,3 %: total 2 × 2,42 = 4,84, employer
  // 3,12, employee 1,72. PV in Sachsen (employee 2,025 %, employer 1,025 %, § 58 Abs. 5 SGB XI): total
  // 2 × 5,67 = 11,34, employer 1,025 % of 480 = 4,92, employee 6,42. AV 2,4 %: total 2 × 4,46 = 8,92,
  // employer 5,76, employee 3,16. RV 72,00 and 17,28; U1 0,9 % = 4,32, U2 0,29 % = 1,39, 0,09 % = 0,43.
  it('2022 in Sachsen: FÜ 0,7509 und der verminderte Pflegesatz des Arbeitgebers', async () => {
    const a = await bn('datum=2022-11-15&land=SN&kinder=1&brutto=480&bestandsschutz_134=true');
    expect(a.bemessung.kv_pv).toBe(371.86);
    expect(a.arbeitnehmer).toMatchObject({ kv: 19.26, kv_zusatzbeitrag: 1.72, pv: 6.42, rv: 17.28, av: 3.16 });
    expect(a.arbeitnehmer.netto).toBe(432.16);
    expect(a.arbeitgeber).toMatchObject({
      kv: 35.04,
      kv_zusatzbeitrag: 3.12,
      pv: 4.92,
      rv: 72,
      av: 5.76,
      u1: 4.32,
      u2: 1.39,
      insolvenzgeldumlage: 0.43,
      pauschsteuer: 9.6,
    });
  });

  it('von der Rentenversicherung befreit: nur der Pauschalbeitrag des Arbeitgebers, Meldung 0500', async () => {
    const a = await bn(
      'datum=2023-03-15&land=NW&geburtsjahr=1990&brutto=500&bestandsschutz_134=true&rentenversicherung=befreit',
    );
    expect(a.arbeitnehmer.rv).toBe(0);
    expect(a.arbeitgeber.rv).toBe(75);
    expect(a.arbeitnehmer.netto).toBe(467.92);
    expect(a.hinweise.join(' ')).toContain('hier 0500');
  });

  it('bis 450 € ein Minijob, über der Geringfügigkeitsgrenze der Übergangsbereich: je mit Hinweis', async () => {
    const mini = await bn('datum=2023-03-15&land=NW&brutto=450&bestandsschutz_134=true');
    expect(mini.beitragsgruppe).toBe('6100');
    expect(mini.arbeitgeber.kv).toBe(58.5);
    expect(mini.hinweise.join(' ')).toContain('übersteigt 450 Euro nicht');
    const midi = await bn('datum=2023-03-15&land=NW&brutto=520.01&bestandsschutz_134=true');
    expect(midi.beschaeftigung).toBe('uebergangsbereich');
    expect(midi.beitragsgruppe).toBe('1111');
    expect(midi.hinweise.join(' ')).toContain('der Bestandsschutz ändert nichts');
  });

  it('netto-brutto kehrt den Bestandsschutz um', async () => {
    // The net of 500 € above; one cent less of gross gives less (total and employer shares rounded
    // on 499,99: the employee keeps 449,91 or less).
    const a = await nb('datum=2023-03-15&land=NW&geburtsjahr=1990&netto=449.92&bestandsschutz_134=true');
    expect(a.brutto).toBe(500);
    expect(a.netto).toBe(449.92);
    // 420 € net lie below 450 € gross: the Minijob, 3,6 % RV: 435,68 × 0,964 = 419,995… → 420,00.
    expect((await nb('datum=2023-03-15&land=NW&netto=420&bestandsschutz_134=true')).brutto).toBe(435.68);
  });

  it('außerhalb von Oktober 2022 bis Dezember 2023 und in den nicht abgebildeten Fällen: 400', async () => {
    for (const [abfrage, parameter] of [
      ['datum=2024-01-15&brutto=500', 'bestandsschutz_134'],
      ['datum=2022-09-15&brutto=500', 'bestandsschutz_134'],
      ['datum=2023-03-15&brutto=500&krankenversicherung=privat', 'bestandsschutz_134'],
      ['datum=2023-03-15&brutto=500&personengruppe=106', 'bestandsschutz_134'],
      ['datum=2023-03-15&brutto=500&sv_tage=12', 'bestandsschutz_134'],
      ['datum=2023-08-15&brutto=500&kinder=2', 'kinder_unter_25'],
    ]) {
      const f = await fehler(`/hr/brutto-netto?land=NW&bestandsschutz_134=true&${abfrage}`);
      expect(f.parameter, abfrage).toBe(parameter);
    }
    // Without the discount (one child) July 2023 computes.
    expect((await bn('datum=2023-08-15&land=NW&brutto=500&kinder=1&bestandsschutz_134=true')).beitragsgruppe).toBe(
      '1011',
    );
  });

  it('POST nennt den Pfad, das Lohnkonto lehnt den Bestandsschutz ab', async () => {
    const r = await hole('/hr/brutto-netto', {
      method: 'POST',
      headers: { authorization: 'Bearer gut', 'content-type': 'application/json' },
      body: JSON.stringify({
        datum: '2024-02-15',
        brutto: 500,
        person: { land: 'NW' },
        versicherung: { bestandsschutz_134: true },
      }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).fehler.parameter).toBe('versicherung.bestandsschutz_134');
    const monate = Array.from({ length: 12 }, (_, i) => ({
      monat: `2023-${String(i + 1).padStart(2, '0')}`,
      brutto: 500,
    }));
    expect(
      fehlerVon({ jahr: 2023, person: { land: 'NW' }, versicherung: { bestandsschutz_134: true }, monate }),
    ).toMatchObject({ status: 400, fehler: { parameter: 'versicherung.bestandsschutz_134' } });
  });
});
