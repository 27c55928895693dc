// The Lohnkonto (issue 40, first slice): hand-worked years and every error path, and the property
// that each month equals GET /hr/brutto-netto with the year so far the Lohnkonto reports (two code
// paths: the year engine against a plain payslip with explicit inputs).
import { describe, expect, it } from 'vitest';
import { imProzess } from './im-prozess';
import { fehlerVon, lohnkontoText, ohneEingaben, rechneLohnkonto, replay } from './lohnkonto-hilfe';

const mm = (jahr: number, m: number) => `${jahr}-${String(m).padStart(2, '0')}`;
const jahrMit = (jahr: number, brutto: number, von = 1, bis = 12) =>
  Array.from({ length: bis - von + 1 }, (_, i) => ({ monat: mm(jahr, von + i), brutto }) as Record<string, unknown>);
const person = { land: 'HE' };

describe('Lohnkonto: ein von Hand gerechnetes Jahr', () => {
  it('12 × 4.000 € in 2025 mit 10.000 € Einmalzahlung im Dezember: bisher 11 × 4.000, Jahresarbeitslohn 48.000', () => {
    const monate = jahrMit(2025, 4000);
    monate[11].einmalzahlung = { betrag: 10000 };
    const e = rechneLohnkonto({ jahr: 2025, person, monate });
    const dez = e.monate[11];
    // By hand: January to November 11 × 4,000 = 44,000 contributory in each branch (below the monthly
    // ceilings 5,512.50 KV and 8,050 RV of 2025), 11 × 30 = 330 SV days before December. The
    // Jahresarbeitslohn (R 39b.6 Abs. 3 LStR): 44,000 earlier pay + 1 × 4,000 for December = 48,000.
    expect(dez.eingaben).toMatchObject({
      einmalzahlung: 10000,
      einmalzahlung_art: 'sonstiger_bezug',
      kv_entgelt_bisher: 44000,
      rv_entgelt_bisher: 44000,
      sv_tage_bisher: 330,
      jahresarbeitslohn: 48000,
    });
    // Room in December: 66,150 − (44,000 + 4,000) = 18,150 ≥ 10,000 (KV), so all 10,000 contributory.
    expect(dez.einmalzahlung).toMatchObject({
      jahresarbeitslohn: 48000,
      zugeordnet: 'abrechnungsmonat',
      beitragspflichtig_kv: 10000,
      beitragspflichtig_rv: 10000,
    });
    expect(dez.einmalzahlung?.abrechnungsjahr).toMatchObject({ entgelt_bisher_kv: 48000, raum_kv: 18150 });
    // The one-off's lines equal those GET gives for the explicit inputs.
    const get = imProzess(
      'brutto-netto',
      'datum=2025-12-01&brutto=4000&land=HE&einmalzahlung=10000&kv_entgelt_bisher=44000&rv_entgelt_bisher=44000' +
        '&sv_tage_bisher=330&jahresarbeitslohn=48000',
    );
    const einmal = (p: any[]) => p.filter((x) => x.bezug === 'einmalzahlung');
    expect(einmal(dez.posten).length).toBeGreaterThan(0);
    expect(einmal(dez.posten)).toEqual(einmal(get.posten));
    // By hand on 10,000: KV 7.3 % = 730, RV 9.3 % = 930, AV 1.3 % = 130 (employee shares 2025).
    const zeile = (id: string) => dez.posten.find((p) => p.id === id)?.betrag;
    expect([zeile('kv_an_einmal'), zeile('rv_an_einmal'), zeile('av_an_einmal')]).toEqual([730, 930, 130]);
    expect(e.summen.brutto).toBe(48000);
    expect(e.summen.einmalzahlung).toBe(10000);
  });

  it('eine frühere Einmalzahlung zählt in bisher und im Jahresarbeitslohn mit', () => {
    const monate = jahrMit(2025, 4000);
    monate[5].einmalzahlung = { betrag: 3000 };
    monate[11].einmalzahlung = { betrag: 10000 };
    const e = rechneLohnkonto({ jahr: 2025, person, monate });
    // June: 5 × 4,000 = 20,000 so far; Jahresarbeitslohn 20,000 + 7 × 4,000 = 48,000.
    expect(e.monate[5].eingaben).toMatchObject({
      kv_entgelt_bisher: 20000,
      sv_tage_bisher: 150,
      jahresarbeitslohn: 48000,
    });
    // December: 44,000 + 3,000 (June's one-off, fully contributory) = 47,000; Jahresarbeitslohn
    // 44,000 + 3,000 + 4,000 = 51,000.
    expect(e.monate[11].eingaben).toMatchObject({
      kv_entgelt_bisher: 47000,
      rv_entgelt_bisher: 47000,
      jahresarbeitslohn: 51000,
    });
  });

  it('Teiljahr ab 2025-04-15: April mit 16 SV-Tagen, Dezember mit 226 SV-Tagen bisher', () => {
    const monate = jahrMit(2025, 4000, 4, 12);
    monate[0].brutto = 2000;
    monate[8].einmalzahlung = { betrag: 5000 };
    const e = rechneLohnkonto({ jahr: 2025, eintritt: '2025-04-15', person, monate });
    expect(e.monate.map((m) => m.monat)).toEqual(monate.map((m) => m.monat));
    // April 15 to 30: 16 calendar days, wage tax on the daily table.
    expect(e.monate[0].eingaben).toMatchObject({ sv_tage: 16, teillohnzahlungszeitraum: true });
    expect(e.monate[1].eingaben).toMatchObject({ sv_tage: 30, teillohnzahlungszeitraum: false });
    // December: 2,000 + 7 × 4,000 = 30,000 so far; 16 + 7 × 30 = 226 days; Jahresarbeitslohn 30,000 + 4,000.
    expect(e.monate[8].eingaben).toMatchObject({
      kv_entgelt_bisher: 30000,
      rv_entgelt_bisher: 30000,
      sv_tage_bisher: 226,
      jahresarbeitslohn: 34000,
    });
    // Days to December's end 256: KV ceiling 66,150 × 256 / 360 = 47,040; room 47,040 − 34,000 = 13,040.
    expect(e.monate[8].einmalzahlung?.abrechnungsjahr).toMatchObject({ sv_tage: 256, anteilige_bbg_kv: 47040 });
  });

  it('Austritt 2025-09-10: September mit 10 SV-Tagen, danach kein Monat', () => {
    const monate = jahrMit(2025, 3000, 1, 9);
    monate[8].brutto = 1000;
    const e = rechneLohnkonto({ jahr: 2025, austritt: '2025-09-10', person, monate });
    expect(e.monate[8].eingaben).toMatchObject({ sv_tage: 10, teillohnzahlungszeitraum: true });
  });

  it('Märzklausel: Einmalzahlung im Februar mit vorjahr, dem Vorjahr zugeordnet und nicht in bisher', () => {
    const monate = jahrMit(2025, 5000);
    monate[1].einmalzahlung = { betrag: 20000 };
    monate[11].einmalzahlung = { betrag: 1000 };
    const e = rechneLohnkonto({
      jahr: 2025,
      person,
      vorjahr: { kv_entgelt: 59000, rv_entgelt: 59000, sv_tage: 360 },
      monate,
    });
    const feb = e.monate[1];
    // February: room 66,150 × 60 / 360 = 11,025 − (5,000 + 5,000) = 1,025 < 20,000: Märzklausel.
    // 2024: KV 62,100 − 59,000 = 3,100; RV (west) 90,600 − 59,000 = 31,600 ≥ 20,000.
    expect(feb.eingaben).toMatchObject({ vorjahr_kv_entgelt: 59000, vorjahr_rv_entgelt: 59000, vorjahr_sv_tage: 360 });
    expect(feb.einmalzahlung).toMatchObject({
      zugeordnet: 'vorjahr',
      beitragspflichtig_kv: 3100,
      beitragspflichtig_rv: 20000,
    });
    // December: 11 × 5,000 = 55,000 (February's one-off belongs to 2024); Jahresarbeitslohn
    // 55,000 + 20,000 (earlier sonstiger Bezug) + 5,000 = 80,000.
    expect(e.monate[11].eingaben).toMatchObject({
      kv_entgelt_bisher: 55000,
      rv_entgelt_bisher: 55000,
      jahresarbeitslohn: 80000,
    });
    expect(e.monate[11].eingaben).not.toHaveProperty('vorjahr_sv_tage');
  });

  it('Eintritt im Jahr: keine Märzklausel (vorjahr_sv_tage 0)', () => {
    const monate = jahrMit(2025, 5000, 2, 12);
    monate[1].einmalzahlung = { betrag: 20000 };
    const e = rechneLohnkonto({ jahr: 2025, eintritt: '2025-02-01', person, monate });
    expect(e.monate[1].eingaben).toMatchObject({ vorjahr_sv_tage: 0, sv_tage_bisher: 30 });
    expect(e.monate[1].einmalzahlung?.zugeordnet).toBe('abrechnungsmonat');
  });

  it('eine Änderung der Person gilt ab ihrem Monat und behält die übrigen Felder', () => {
    const monate = jahrMit(2025, 4000);
    monate[6].person = { steuerklasse: 3 };
    const e = rechneLohnkonto({ jahr: 2025, person: { land: 'BY', kirchensteuer: true }, monate });
    expect(e.monate[5].eingaben).toMatchObject({ steuerklasse: 1, kirchensteuer: true, land: 'BY' });
    expect(e.monate[6].eingaben).toMatchObject({ steuerklasse: 3, kirchensteuer: true, land: 'BY' });
    expect(e.monate[11].eingaben.steuerklasse).toBe(3);
  });
});

// A small deterministic generator (mulberry32) for varied years.
function zufall(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Lohnkonto: jeder Monat gleich GET /hr/brutto-netto mit dem gemeldeten Jahr bisher', () => {
  const r = zufall(40);
  const zahl = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  for (let n = 0; n < 24; n++) {
    // From 2016: a one-off of early 2015 may fall to 2014 by the Märzklausel, which the payslip does not cover.
    const jahr = zahl(2016, 2026);
    const von = r() < 0.3 ? zahl(1, 12) : 1;
    const bis = r() < 0.3 ? zahl(von, 12) : 12;
    const eintritt = von > 1 || r() < 0.2 ? `${mm(jahr, von)}-${String(zahl(1, 28)).padStart(2, '0')}` : undefined;
    const austritt = bis < 12 ? `${mm(jahr, bis)}-${String(zahl(1, 28)).padStart(2, '0')}` : undefined;
    const monate = jahrMit(jahr, 0, von, bis).map((m) => {
      // Above the Übergangsbereich of every year, so that any month may take a one-off.
      m.brutto = zahl(2200, 9000) + zahl(0, 99) / 100;
      if (r() < 0.3) m.einmalzahlung = { betrag: zahl(500, 25000), ...(r() < 0.2 ? { art: 'mehrjaehrig' } : {}) };
      if (r() < 0.1) m.person = { steuerklasse: zahl(1, 5) };
      return m;
    });
    const vorjahr =
      r() < 0.5 && !eintritt ? { kv_entgelt: zahl(0, 45000), rv_entgelt: zahl(0, 60000), sv_tage: 360 } : undefined;
    const koerper = {
      jahr,
      person: { land: 'NW', kirchensteuer: r() < 0.5, kinder: zahl(0, 2) },
      ...(eintritt ? { eintritt } : {}),
      ...(austritt ? { austritt } : {}),
      ...(vorjahr ? { vorjahr } : {}),
      monate,
    };
    it(`Jahr ${n + 1}: ${jahr}, ${monate[0].monat} bis ${monate.at(-1)?.monat}`, () => {
      const e = rechneLohnkonto(koerper);
      let kv = 0;
      let rv = 0;
      let tage = 0;
      let lohn = 0;
      e.monate.forEach((m, i) => {
        const get = replay(e, i);
        expect(ohneEingaben(m)).toEqual(ohneEingaben(get));
        expect(m.eingaben).toMatchObject(get.eingaben);
        // The year so far from the plain payslips: regular contributory pay within the ceiling plus the
        // one-offs charged to this year; the days; the taxable pay with earlier one-offs (in cent).
        const ein = m.eingaben as Record<string, number>;
        expect([ein.kv_entgelt_bisher, ein.rv_entgelt_bisher, ein.sv_tage_bisher]).toEqual([kv / 100, rv / 100, tage]);
        // Only a month with a one-off is sent the annual pay it extrapolates.
        expect(ein.jahresarbeitslohn).toBe(
          get.einmalzahlung
            ? (lohn + Math.round(get.bemessung.lohnsteuer * 100) * (e.monate.length - i)) / 100
            : undefined,
        );
        const z = get.einmalzahlung;
        const hier = z && z.zugeordnet === 'abrechnungsmonat';
        kv += Math.round(get.bemessung.kv_pv * 100) + (hier ? Math.round(z.beitragspflichtig_kv * 100) : 0);
        rv += Math.round(get.bemessung.rv_av * 100) + (hier ? Math.round(z.beitragspflichtig_rv * 100) : 0);
        tage += get.eingaben.sv_tage;
        lohn += Math.round(get.bemessung.lohnsteuer * 100) + Math.round((z?.betrag ?? 0) * 100);
      });
    });
  }
});

describe('Lohnkonto mit Mehrfachbeschäftigung (Issue 41)', () => {
  it('eine zweite Hauptbeschäftigung bis November: beide Entgelte bis zur BBG zählen als bisher', () => {
    // 2025, 4,000 € here and 3,000 € elsewhere: together 7,000 € above the BBG KV/PV of 5,512.50 €, so this
    // employer's KV/PV base is 5,512.50 × 4,000 / 7,000 = 3,150 € (§ 22 Abs. 2 SGB IV; the month worked by
    // hand in mehrfach.test.ts); RV/AV on 4,000 € (below 8,050 €). The other job ends with November.
    const monate = Array.from({ length: 12 }, (_, i) => ({
      monat: mm(2025, i + 1),
      brutto: 4000,
      ...(i < 11 ? { mehrfach: { weitere_entgelt: 3000 } } : {}),
    })) as Record<string, any>[];
    monate[11].einmalzahlung = { betrag: 1000 };
    const e = rechneLohnkonto({ jahr: 2025, person: { land: 'BB', kinder: 1 }, monate });
    expect(e.monate[0].bemessung).toMatchObject({ kv_pv: 3150, rv_av: 4000 });
    // Before December the pay so far of the one-off counts the other job's contributory pay too (Besprechung
    // der Spitzenverbände vom 14./15.11.2012, TOP 5; mehrfach-einmal.test.ts): 11 × min(7,000, 5,512.50) =
    // 60,637.50 € KV/PV, 11 × 7,000 = 77,000 € RV/AV. December's one-off of 1,000 €: 66,150 − (60,637.50 +
    // 4,000) = 1,512.50 € room, so contributory in full.
    expect(e.monate[11].eingaben).toMatchObject({ kv_entgelt_bisher: 60637.5, rv_entgelt_bisher: 77000 });
    expect(e.monate[11].einmalzahlung).toMatchObject({ beitragspflichtig_kv: 1000, beitragspflichtig_rv: 1000 });
    // The RV pay of the year: 12 × 4,000 + 1,000 = 49,000.
    expect(e.sv_jahresmeldung.rv_entgelt).toBe(49000);
    for (const i of [0, 11]) expect(ohneEingaben(replay(e, i))).toEqual(ohneEingaben(e.monate[i]));
  });
});

describe('Lohnkonto: Fehler nennen den JSON-Pfad', () => {
  it('was ein Teilmonat nicht rechnet, nennt den Tag, der ihn zum Teilmonat macht (eintritt, austritt)', () => {
    // Eintritt on 10 March: 22 SV days. 1,000 € scaled to a month are 1,000 × 30 / 22 = 1,363.64 €, in the
    // Übergangsbereich of 2025 (556.01 to 2,000 €), where a one-off in a part month is refused.
    const monate = jahrMit(2025, 1000, 3, 12);
    monate[0].einmalzahlung = { betrag: 500 };
    const f = fehlerVon({ jahr: 2025, person, eintritt: '2025-03-10', monate });
    expect(f).toMatchObject({ status: 400, fehler: { parameter: 'eintritt' } });
    expect(f.fehler.nachricht).toMatch(/^monate\[0\] ist durch eintritt=2025-03-10 ein Teilmonat\. .*Einmalzahlung/);
    expect(f.fehler.nachricht).not.toContain('teilmonat.');
    const g = fehlerVon({
      jahr: 2026,
      person,
      versicherung: { krankenversicherung: 'privat', pkv_beitrag: 500, ppv_beitrag: 80 },
      austritt: '2026-06-15',
      monate: jahrMit(2026, 6000, 1, 6),
    });
    expect(g).toMatchObject({ status: 400, fehler: { parameter: 'austritt' } });
    expect(g.fehler.nachricht).toContain('private Krankenversicherung');
  });
  const basis = () => ({ jahr: 2025, person, monate: jahrMit(2025, 4000) });
  it('ein fehlender Monat', () => {
    const k = basis();
    k.monate.splice(3, 1);
    expect(fehlerVon(k)).toMatchObject({ status: 400, fehler: { code: 'parameter_fehlt', parameter: 'monate[3]' } });
  });
  it('ein doppelter Monat', () => {
    const k = basis();
    k.monate[3].monat = '2025-03';
    expect(fehlerVon(k)).toMatchObject({ status: 400, fehler: { parameter: 'monate[3].monat' } });
    expect(fehlerVon(k).fehler.nachricht).toContain('doppelt');
  });
  it('ein Monat außer der Reihe', () => {
    const k = basis();
    [k.monate[3], k.monate[4]] = [k.monate[4], k.monate[3]];
    expect(fehlerVon(k)).toMatchObject({ status: 400, fehler: { parameter: 'monate[4].monat' } });
    expect(fehlerVon(k).fehler.nachricht).toContain('Reihenfolge');
  });
  it('ein Monat außerhalb von eintritt und austritt', () => {
    expect(fehlerVon({ ...basis(), eintritt: '2025-03-01' })).toMatchObject({
      status: 400,
      fehler: { parameter: 'monate[0].monat' },
    });
    expect(fehlerVon({ ...basis(), austritt: '2025-10-31' })).toMatchObject({
      status: 400,
      fehler: { parameter: 'monate[10].monat' },
    });
  });
  it('ein Monat eines anderen Jahres', () => {
    const k = basis();
    k.monate[0].monat = '2024-12';
    expect(fehlerVon(k)).toMatchObject({ status: 400, fehler: { parameter: 'monate[0].monat' } });
  });
  it('eintritt nach austritt, und ein Tag eines anderen Jahres', () => {
    expect(fehlerVon({ ...basis(), eintritt: '2025-06-01', austritt: '2025-05-31' })).toMatchObject({
      status: 400,
      fehler: { parameter: 'austritt' },
    });
    expect(fehlerVon({ ...basis(), eintritt: '2024-06-01' })).toMatchObject({ fehler: { parameter: 'eintritt' } });
  });
  it('ein ungültiger Betrag und ein unbekanntes Feld', () => {
    const k = basis();
    k.monate[3].brutto = -1;
    expect(fehlerVon(k)).toMatchObject({ status: 400, fehler: { parameter: 'monate[3].brutto' } });
    const u = basis();
    u.monate[2].gehalt = 1;
    expect(fehlerVon(u)).toMatchObject({ status: 400, fehler: { code: 'unbekannter_parameter' } });
    expect(fehlerVon(u).fehler.parameter).toContain('monate[2]');
  });
  it('eine Eingabe, die der Monat nicht nehmen kann, nennt den Pfad im Monat', () => {
    const k = basis();
    k.monate[4].versicherung = { pkv_beitrag: 500 };
    expect(fehlerVon(k)).toMatchObject({ status: 400, fehler: { parameter: 'monate[4].versicherung.pkv_beitrag' } });
  });
  it('eine Einmalzahlung, die nach der Märzklausel in 2014 fiele: 4xx mit dem Monat', () => {
    const monate = jahrMit(2015, 5000);
    monate[0].einmalzahlung = { betrag: 30000 };
    const f = fehlerVon({ jahr: 2015, person, monate });
    expect(f.status).toBeGreaterThanOrEqual(400);
    expect(f.status).toBeLessThan(500);
    expect(f.fehler.parameter).toMatch(/^monate\[0\]/);
  });
  it('vorjahr über der Grenze des Vorjahres nennt vorjahr.kv_entgelt', () => {
    const monate = jahrMit(2025, 5000);
    monate[0].einmalzahlung = { betrag: 20000 };
    const f = fehlerVon({
      jahr: 2025,
      person,
      vorjahr: { kv_entgelt: 70000, rv_entgelt: 50000, sv_tage: 360 },
      monate,
    });
    expect(f).toMatchObject({ status: 400, fehler: { parameter: 'vorjahr.kv_entgelt' } });
    expect(f.fehler.nachricht).toContain('vorjahr.kv_entgelt');
  });
  it('ein Körper über der Grenze: 413; kein JSON: 400', () => {
    const gross = JSON.stringify({ ...basis(), polster: 'x'.repeat(300_000) });
    expect(fehlerVon(gross)).toMatchObject({ status: 413, fehler: { code: 'koerper_zu_gross' } });
    expect(fehlerVon('{')).toMatchObject({ status: 400, fehler: { code: 'ungueltiger_koerper' } });
    expect(lohnkontoText(JSON.stringify(basis())).monate).toHaveLength(12);
  });
  it('ein Jahr außerhalb der Daten der Abrechnung: 404 mit jahr', () => {
    const f = fehlerVon({ jahr: 2027, person, monate: jahrMit(2027, 4000) });
    expect(f).toMatchObject({ status: 404, fehler: { code: 'kein_wert', parameter: 'jahr' } });
    expect(fehlerVon({ ...basis(), jahr: 2014 })).toMatchObject({ status: 400, fehler: { parameter: 'jahr' } });
  });
});
