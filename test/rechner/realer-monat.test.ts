// The rest of a real month (issue 31) in the payslip: ELStAM allowance and addition, the
// Faktorverfahren, benefits in kind, the Sachbezug under the Freigrenze, deferred compensation with
// the employer's subsidy. Published cases name their source; the others are worked by hand from the
// law, the working in the comment. 2025 values: KV 14,6 %, durchschnittlicher Zusatzbeitrag 2,5 %,
// PV 3,6 % (Zuschlag Kinderlose 0,6 %), RV 18,6 %, AV 2,6 %, BBG KV 5.512,50, BBG RV 8.050 im Monat
// (data/beitragssaetze.yaml, data/rechengroessen.yaml); § 3 Nr. 63 EStG 8 % und § 1 Abs. 1 Satz 1
// Nr. 9 SvEV 4 % von 96.600 Euro: 644 und 322 Euro im Monat (data/bav-hoechstbetraege.yaml).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fehler, json } from '../http';
import { imProzess } from './im-prozess';

const bn = (abfrage: string) => json(`/hr/brutto-netto?${abfrage}`);
const posten = (a: any, id: string) => a.posten.find((p: any) => p.id === id);

describe('Entgeltumwandlung mit Arbeitgeberzuschuss: veröffentlichte Abrechnung', () => {
  // Haufe Personal Office, Praxis-Beispiele Direktversicherung 3.2.3 "Gehaltsumwandlung aus
  // laufendem Arbeitslohn, In-sich-Berechnung" (2025): 3.500 Euro, Steuerklasse IV, keine
  // Kinderfreibeträge, keine Kirche, Zusatzbeitrag 2,9 %, ein Kind; Umwandlung 280 Euro, Zuschuss
  // 15 % = 42 Euro, zusammen 322 Euro = 4 % der BBG. Steuer- und SV-Brutto 3.220, Lohnsteuer 354,33,
  // KV 7,3 % + 1,45 % = 281,75, PV 1,8 % = 57,96, RV 299,46, AV 41,86; Netto 3.500 − 1.035,36 − 280
  // = 2.184,64. Alle Werte wie veröffentlicht; der Zuschuss ist hier der gesetzliche Standard (die
  // Ersparnis des Arbeitgebers, 322 × 21,15 % = 59,22 Euro, begrenzt ihn nicht).
  const abfrage =
    'datum=2025-08-15&brutto=3500&land=HE&steuerklasse=4&zusatzbeitrag=2.9&kinder=1&entgeltumwandlung=280';
  it('3.500 Euro, 280 Euro Umwandlung, 42 Euro Zuschuss (2025)', async () => {
    const a = await bn(abfrage);
    expect(a.bemessung).toMatchObject({ lohnsteuer: 3220, kv_pv: 3220, rv_av: 3220 });
    expect(a.arbeitnehmer.lohnsteuer).toBe(354.33);
    expect(a.arbeitnehmer.solidaritaetszuschlag).toBe(0);
    expect(a.arbeitnehmer.kv + a.arbeitnehmer.kv_zusatzbeitrag).toBeCloseTo(281.75, 2);
    expect(a.arbeitnehmer).toMatchObject({ pv: 57.96, rv: 299.46, av: 41.86, netto: 2184.64 });
    expect(a.eingaben).toMatchObject({ entgeltumwandlung: 280, bav_arbeitgeberzuschuss: 42 });
    expect(posten(a, 'entgeltumwandlung')).toMatchObject({
      seite: 'bezug',
      betrag: 280,
      steuerpflichtig: 0,
      beitragspflichtig: 0,
      ausgezahlt: 0,
      datensatz: 'bav-hoechstbetraege',
    });
    expect(posten(a, 'bav_arbeitgeberzuschuss')).toMatchObject({
      seite: 'bezug',
      betrag: 42,
      satz_prozent: 15,
      basis: 280,
      steuerpflichtig: 0,
      beitragspflichtig: 0,
      bestandteil: 'pflichtzuschuss_entgeltumwandlung',
    });
    // The employer's subsidy is a cost: 3.500 + 42 + the employer's charges.
    expect(a.arbeitgeber.gesamtkosten).toBeCloseTo(3500 + 42 + a.arbeitgeber.summe, 2);
    expect(a.quellen.map((q: any) => q.url).join(' ')).toMatch(/betravg/);
  });

  // Die Vorsorgepauschale wird auf volle Euro gerundet: 3.499,90 Euro ergeben dasselbe Netto
  // 2.184,64 (Lohnsteuer 354,25, SV 10 Cent weniger) und sind das kleinste Brutto, das es erreicht.
  it('netto-brutto findet mit denselben Eingaben das kleinste Brutto dazu', async () => {
    const n = await json(`/hr/netto-brutto?${abfrage.replace('brutto=3500', 'netto=2184.64')}`);
    expect(n.brutto).toBe(3499.9);
    expect(n.netto).toBe(2184.64);
    const davor = await bn(abfrage.replace('brutto=3500', 'brutto=3499.89'));
    expect(davor.arbeitnehmer.netto).toBeLessThan(2184.64);
    expect(n.abrechnung.eingaben.bav_arbeitgeberzuschuss).toBe(42);
  });
});

describe('Entgeltumwandlung: Grenzen, von Hand gerechnet', () => {
  const basis = 'datum=2025-08-15&land=HE&zusatzbeitrag=2.5&geburtsjahr=1990';
  // 400 Euro ohne Zuschuss: steuerfrei bis 644 (alles), beitragsfrei bis 322; 78 Euro beitragspflichtig.
  // Steuerbrutto 3.500 − 400 = 3.100, SV-Brutto 3.500 − 322 = 3.178.
  it('über 4 % beitragspflichtig, bis 8 % steuerfrei', async () => {
    const a = await bn(`${basis}&brutto=3500&entgeltumwandlung=400&bav_arbeitgeberzuschuss=0`);
    expect(a.bemessung).toMatchObject({ lohnsteuer: 3100, kv_pv: 3178, rv_av: 3178 });
    expect(posten(a, 'entgeltumwandlung')).toMatchObject({ steuerpflichtig: 0, beitragspflichtig: 78 });
    expect(posten(a, 'bav_arbeitgeberzuschuss')).toBeUndefined();
  });
  // Mit dem gesetzlichen Zuschuss: 15 % von 400 = 60; Ersparnis auf 322 Euro × (7,3 + 1,25 + 1,8 +
  // 9,3 + 1,3) % ≈ 67,46 begrenzt nicht. Der Zuschuss nutzt die Räume zuerst (BMF vom 12.08.2021,
  // GR vom 21.11.2018): steuerfrei 60 + 400 ≤ 644; beitragsfrei 60, von der Umwandlung noch
  // 322 − 60 = 262. Steuerbrutto 3.100, SV-Brutto 3.500 − 262 = 3.238.
  it('der Zuschuss zählt in den Grenzen mit und geht der Umwandlung vor', async () => {
    const a = await bn(`${basis}&brutto=3500&entgeltumwandlung=400`);
    expect(a.eingaben.bav_arbeitgeberzuschuss).toBe(60);
    expect(a.bemessung).toMatchObject({ lohnsteuer: 3100, kv_pv: 3238 });
    expect(posten(a, 'entgeltumwandlung')).toMatchObject({ steuerpflichtig: 0, beitragspflichtig: 138 });
    expect(posten(a, 'bav_arbeitgeberzuschuss')).toMatchObject({ steuerpflichtig: 0, beitragspflichtig: 0 });
  });
  // Über der BBG RV (8.050): 8.200 − 300 = 7.900. Ersparnis nur in RV und AV: 8.050 × 9,3 % = 748,65
  // gegen 7.900 × 9,3 % = 734,70 (13,95); 8.050 × 1,3 % = 104,65 gegen 102,70 (1,95); zusammen
  // 15,90 < 15 % von 300 = 45. KV und PV liegen vorher und nachher über ihrer Grenze.
  it('der Zuschuss ist höchstens die Ersparnis des Arbeitgebers', async () => {
    const a = await bn(`${basis}&brutto=8200&entgeltumwandlung=300`);
    expect(a.eingaben.bav_arbeitgeberzuschuss).toBe(15.9);
    const b = await bn(`${basis}&brutto=9000&entgeltumwandlung=200`);
    expect(b.eingaben.bav_arbeitgeberzuschuss).toBe(0);
  });
  it('ein angegebener Zuschuss gilt wie angegeben', async () => {
    const b = await bn(`${basis}&brutto=3000&entgeltumwandlung=100&bav_arbeitgeberzuschuss=50`);
    expect(b.eingaben.bav_arbeitgeberzuschuss).toBe(50);
    expect(b.bemessung.lohnsteuer).toBe(2900);
  });
  // Steuerklasse VI: § 3 Nr. 63 EStG nur im ersten Dienstverhältnis; ohne Steuerfreiheit keine
  // Beitragsfreiheit nach SvEV. Die Umwandlung bleibt in beiden Grundlagen.
  it('Steuerklasse 6: steuer- und beitragspflichtig', async () => {
    const a = await bn(`${basis}&brutto=3000&steuerklasse=6&entgeltumwandlung=100&bav_arbeitgeberzuschuss=0`);
    expect(a.bemessung).toMatchObject({ lohnsteuer: 3000, kv_pv: 3000 });
    expect(a.hinweise.join(' ')).toMatch(/ersten Dienstverhältnis/);
  });
  it('400 im Minijob und über brutto', async () => {
    expect(await fehler(`/hr/brutto-netto?${basis}&brutto=500&entgeltumwandlung=50`)).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'entgeltumwandlung',
    });
    expect(await fehler(`/hr/brutto-netto?${basis}&brutto=3000&entgeltumwandlung=3000.01`)).toMatchObject({
      parameter: 'entgeltumwandlung',
    });
  });

  // Eigenschaft: innerhalb der Grenzen (ohne Zuschuss, Umwandlung bis 322 Euro, Entgelt unter der
  // BBG KV und über dem Übergangsbereich) sinken Steuer- und Beitragsgrundlage um genau den Betrag.
  it('Eigenschaft: innerhalb der Grenzen sinken die Grundlagen um genau die Umwandlung', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300_000, max: 500_000 }),
        fc.integer({ min: 1, max: 32_200 }),
        fc.integer({ min: 1, max: 5 }),
        (brutto, u, stkl) => {
          const q = `${basis}&steuerklasse=${stkl}&bav_arbeitgeberzuschuss=0`;
          const ohne = imProzess('brutto-netto', `${q}&brutto=${brutto / 100}`);
          const mit = imProzess('brutto-netto', `${q}&brutto=${brutto / 100}&entgeltumwandlung=${u / 100}`);
          expect(Math.round(ohne.bemessung.lohnsteuer * 100) - Math.round(mit.bemessung.lohnsteuer * 100)).toBe(u);
          expect(Math.round(ohne.bemessung.kv_pv * 100) - Math.round(mit.bemessung.kv_pv * 100)).toBe(u);
          expect(Math.round(ohne.bemessung.rv_av * 100) - Math.round(mit.bemessung.rv_av * 100)).toBe(u);
        },
      ),
      { numRuns: 40, seed: 31 },
    );
  });
});

describe('Sachbezug und geldwerter Vorteil', () => {
  const basis = 'datum=2025-06-15&land=HE&zusatzbeitrag=2.5&geburtsjahr=1990';
  // 3.000 + 400 geldwerter Vorteil = 3.400 steuer- und beitragspflichtig: KV 7,3 % = 248,20,
  // ZB 1,25 % = 42,50, PV 2,4 % (mit Zuschlag) = 81,60, RV 9,3 % = 316,20, AV 1,3 % = 44,20;
  // Lohnsteuer (PAP 2025, Monat, Steuerklasse I, kinderlos, KVZ 2,5): Jahreslohn 40.800;
  // Vorsorgepauschale RV 9,3 % = 3.794,40, KV/PV 10,65 % = 4.345,20, aufgerundet 8.140; zvE 40.800 −
  // 1.266 − 8.140 = 31.394; z = (31.394 − 17.443) / 10.000 = 1,3951, (176,64 z + 2.397) z + 1.015,13
  // = 4.702,98 → 4.702; im Monat 470.200 / 12 → 39.183 Cent; kein Solidaritätszuschlag. Netto 3.000 −
  // 732,70 − 391,83 = 1.875,47 (der Vorteil wird nicht ausgezahlt).
  it('geldwerter Vorteil: besteuert und verbeitragt, nicht ausgezahlt', async () => {
    const a = await bn(`${basis}&brutto=3000&geldwerter_vorteil=400`);
    expect(a.arbeitnehmer).toMatchObject({ kv: 248.2, kv_zusatzbeitrag: 42.5, pv: 81.6, rv: 316.2, av: 44.2 });
    expect(a.arbeitnehmer).toMatchObject({ lohnsteuer: 391.83, solidaritaetszuschlag: 0, netto: 1875.47 });
    expect(posten(a, 'geldwerter_vorteil')).toMatchObject({
      seite: 'bezug',
      betrag: 400,
      steuerpflichtig: 400,
      beitragspflichtig: 400,
      ausgezahlt: 0,
    });
  });
  // § 8 Abs. 2 Satz 11 EStG: Freigrenze 50 Euro (ab 2022). Bis zur Grenze ändert der Sachbezug
  // nichts; ein Cent darüber ist alles steuer- und beitragspflichtig, wie ein geldwerter Vorteil
  // desselben Betrags.
  it.each([
    ['2025-06-15', 50, 50.01],
    ['2024-11-15', 50, 50.01],
  ])('Freigrenze am %s: %s frei, %s ganz pflichtig', async (datum, frei, pflichtig) => {
    const q = `datum=${datum}&land=HE&zusatzbeitrag=2.5&geburtsjahr=1990&brutto=3000`;
    const ohne = await bn(q);
    const unter = await bn(`${q}&sachbezug=${frei}`);
    expect(unter.arbeitnehmer).toEqual(ohne.arbeitnehmer);
    expect(posten(unter, 'sachbezug')).toMatchObject({ steuerpflichtig: 0, beitragspflichtig: 0 });
    expect(posten(unter, 'sachbezug').datensatz).toBe('steuerfreie-betraege');
    const ueber = await bn(`${q}&sachbezug=${pflichtig}`);
    const gv = await bn(`${q}&geldwerter_vorteil=${pflichtig}`);
    expect(ueber.arbeitnehmer).toEqual(gv.arbeitnehmer);
    expect(posten(ueber, 'sachbezug')).toMatchObject({ steuerpflichtig: pflichtig, beitragspflichtig: pflichtig });
  });

  // Die Eigenschaft gilt oberhalb der Geringfügigkeitsgrenze (2026: 603 Euro). Darunter kann ein
  // Sachbezug das Netto nach dem Gesetz erhöhen: unter der Mindestbemessungsgrundlage von 175 Euro
  // trägt der Minijobber den Unterschied zum Arbeitgeberanteil (§ 163 Abs. 8 SGB VI), und hebt der
  // Sachbezug das Entgelt über die Grenze, fällt der Eigenanteil von 3,6 % weg, während am unteren
  // Rand des Übergangsbereichs fast kein Arbeitnehmeranteil anfällt (§ 20 Abs. 2a SGB IV); z. B. 2025
  // 175 Euro brutto, Netto 168,70, mit 381,01 Euro Sachbezug 172,77.
  it('Eigenschaft: ein Sachbezug erhöht das Netto nie (über der Geringfügigkeitsgrenze)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60_400, max: 1_200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('2024-05-15', '2025-06-15', '2026-02-15'),
        (brutto, gv, stkl, datum) => {
          const q = `datum=${datum}&land=NW&steuerklasse=${stkl}&brutto=${brutto / 100}`;
          const ohne = imProzess('brutto-netto', q);
          const mit = imProzess('brutto-netto', `${q}&geldwerter_vorteil=${gv / 100}`);
          const sach = imProzess('brutto-netto', `${q}&sachbezug=${gv / 100}`);
          // The PAP rounds the Vorsorgepauschale up to whole euros and the annual tax down: a few cents
          // more pay can lower the taxable income by a euro and the month's tax by some cents (2025,
          // class VI, 2.758,97 Euro: 0,12 Euro geldwerter Vorteil, net 1.564,25 -> 1.564,38). So the net
          // may rise by less than a euro's tax, never by the benefit.
          expect(mit.arbeitnehmer.netto).toBeLessThanOrEqual(ohne.arbeitnehmer.netto + 0.5);
          expect(sach.arbeitnehmer.netto).toBeLessThanOrEqual(ohne.arbeitnehmer.netto + 0.5);
          if (gv >= 10_000) expect(mit.arbeitnehmer.netto).toBeLessThan(ohne.arbeitnehmer.netto);
        },
      ),
      { numRuns: 60, seed: 31 },
    );
  });
});

describe('Freibetrag, Hinzurechnung und Faktor (ELStAM)', () => {
  // Konsistenzprüfung zweier Endpunkte (keine Sollwerte; die stehen in den Fällen darunter): der
  // Freibetrag und die Hinzurechnung gehen wie bei /hr/lohnsteuer als LZZFREIB und LZZHINZU in den PAP.
  // Die Eingaben von /hr/lohnsteuer baut der Test aus seinen Angaben (Monatslohn, Steuerklasse, Kirche,
  // kinderlos, durchschnittlicher Zusatzbeitrag des Jahres nach data/beitragssaetze.yaml), nicht aus
  // der Antwort der Abrechnung.
  const KVZ: Record<string, number> = { '2024-07': 1.7, '2024-12': 1.7, '2025-03': 2.5, '2026-05': 2.9 };
  it('Konsistenz: wie /hr/lohnsteuer mit lzzfreib und lzzhinzu', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200_000, max: 1_500_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...Object.keys(KVZ)),
        (brutto, frei, hinzuGezogen, stkl, monat) => {
          // Class VI carries no Hinzurechnungsbetrag (§ 39a Abs. 1 Satz 1 Nr. 7 EStG; 400, issue 39).
          const hinzu = stkl === 6 ? 0 : hinzuGezogen;
          const a = imProzess(
            'brutto-netto',
            `datum=${monat}-15&land=BY&kirchensteuer=true&steuerklasse=${stkl}&brutto=${brutto / 100}` +
              `&freibetrag=${frei / 100}&hinzurechnung=${hinzu / 100}`,
          );
          expect(a.lohnsteuer.eingaben).toMatchObject({ lzz: 2, re4: brutto, stkl, r: 1, pvz: 1, kvz: KVZ[monat] });
          expect(a.lohnsteuer.eingaben.lzzfreib ?? 0).toBe(frei);
          expect(a.lohnsteuer.eingaben.lzzhinzu ?? 0).toBe(hinzu);
          const [j, m] = monat.split('-').map(Number);
          const letzterTag = new Date(Date.UTC(j, m, 0)).toISOString().slice(0, 10);
          const l = imProzess(
            'lohnsteuer',
            `datum=${letzterTag}&land=BY&lzz=2&re4=${brutto}&stkl=${stkl}&r=1&pvz=1&kvz=${KVZ[monat]}` +
              `&lzzfreib=${frei}&lzzhinzu=${hinzu}`,
          );
          expect([a.lohnsteuer.lstlzz, a.lohnsteuer.solzlzz, a.lohnsteuer.bk]).toEqual([l.lstlzz, l.solzlzz, l.bk]);
          expect(a.arbeitnehmer.kirchensteuer).toBe(l.kirchensteuer_lzz / 100);
        },
      ),
      { numRuns: 40, seed: 31 },
    );
  });

  // Von Hand (PAP 2025, Monat, Steuerklasse I, kinderlos, KVZ 2,5 %, keine Kirche), 4.000 Euro:
  // Jahreslohn 48.000; Vorsorgepauschale RV 9,3 % = 4.464, KV/PV 10,65 % = 5.112, zusammen 9.576
  // (vom Arbeitslohn, Freibetrag und Hinzurechnung ändern sie nicht); zvE 48.000 − 1.266 − 9.576 =
  // 37.158. Der Monatsfreibetrag 300 Euro zählt im Jahr 12 × 300 = 3.600 (LZZFREIB × 12), die
  // Hinzurechnung ebenso. § 32a EStG 2025, (176,64 z + 2.397) z + 1.015,13 mit z = (x − 17.443) / 10.000:
  //   ohne:           37.158, z = 1,9715 → 6.427,38 → 6.427; im Monat 642.700 / 12 → 53.558 Cent
  //   Freibetrag:     33.558, z = 1,6115 → 5.336,62 → 5.336; → 44.466 Cent
  //   Hinzurechnung:  40.758, z = 2,3315 → 7.563,93 → 7.563; → 63.025 Cent
  // Solidaritätszuschlag jeweils 0 (Freigrenze 19.950). Die Sozialversicherung bleibt (RV 9,3 % von
  // 4.000 = 372,00), ebenso die Bemessungsgrundlage der Lohnsteuer (4.000).
  it.each([
    ['', 535.58],
    ['&freibetrag=300', 444.66],
    ['&hinzurechnung=300', 630.25],
  ])('von Hand 2025: 4.000 Euro%s, Lohnsteuer %s Euro', async (zusatz, lohnsteuer) => {
    const a = await bn(`datum=2025-03-15&land=HE&brutto=4000${zusatz}`);
    expect(a.arbeitnehmer).toMatchObject({ lohnsteuer, solidaritaetszuschlag: 0, rv: 372 });
    expect(a.bemessung.lohnsteuer).toBe(4000);
  });

  // Freibetrag senkt, Hinzurechnung erhöht die Lohnsteuer; die Sozialversicherung bleibt.
  it('Richtung und Sozialversicherung', async () => {
    const q = 'datum=2026-03-15&land=HE&brutto=4000';
    const [ohne, frei, hinzu] = await Promise.all([bn(q), bn(`${q}&freibetrag=300`), bn(`${q}&hinzurechnung=300`)]);
    expect(frei.arbeitnehmer.lohnsteuer).toBeLessThan(ohne.arbeitnehmer.lohnsteuer);
    expect(hinzu.arbeitnehmer.lohnsteuer).toBeGreaterThan(ohne.arbeitnehmer.lohnsteuer);
    expect(frei.arbeitnehmer.rv).toBe(ohne.arbeitnehmer.rv);
    expect(frei.bemessung.lohnsteuer).toBe(4000);
  });

  // Faktorverfahren (§ 39f EStG), PAP MBERECH und UPLSTLZZ: mit af=1 ist LSTJAHR = ST × f, auf volle Euro
  // abgerundet, die Lohnsteuer des Monats LSTJAHR × 100 / 12, auf volle Cent abgerundet.
  // Von Hand (PAP 2025, Steuerklasse IV, mit Kind: PV 1,8 %, KVZ 2,5 %), 4.200 Euro: Jahreslohn 50.400;
  // Vorsorgepauschale RV 9,3 % = 4.687,20, KV/PV (7 % + 1,25 % + 1,8 %) = 10,05 % = 5.065,20,
  // aufgerundet 9.753; zvE 50.400 − 1.266 − 9.753 = 39.381; z = (39.381 − 17.443) / 10.000 = 2,1938,
  // (176,64 z + 2.397) z + 1.015,13 = 7.123,79 → ST 7.123. Mit Faktor: 7.123 × 0,912 = 6.496,18 →
  // 6.496; im Monat 649.600 / 12 = 54.133,3 → 54.133 Cent. Ohne Faktor 712.300 / 12 → 59.358 Cent.
  it('Faktor 0,912: Jahreslohnsteuer der Klasse IV mal Faktor, von Hand', async () => {
    const a = await bn('datum=2025-06-15&land=HE&brutto=4200&steuerklasse=4&faktor=0.912&kinder=1');
    expect(a.lohnsteuer.eingaben).toMatchObject({ af: 1, f: 0.912, stkl: 4, pvz: 0, kvz: 2.5 });
    expect(a.lohnsteuer.lstlzz).toBe(54133);
    expect(a.arbeitnehmer.lohnsteuer).toBe(541.33);
    const ohne = await bn('datum=2025-06-15&land=HE&brutto=4200&steuerklasse=4&kinder=1');
    expect(ohne.lohnsteuer.lstlzz).toBe(59358);
  });

  it('400: faktor außerhalb der Steuerklasse 4 oder mit vier Nachkommastellen', async () => {
    expect(await fehler('/hr/brutto-netto?datum=2025-06-15&land=HE&brutto=4200&faktor=0.9')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'faktor',
    });
    expect(
      await fehler('/hr/brutto-netto?datum=2025-06-15&land=HE&brutto=4200&steuerklasse=4&faktor=0.9123'),
    ).toMatchObject({ parameter: 'faktor' });
    expect(
      await fehler('/hr/netto-brutto?datum=2025-06-15&land=HE&netto=2500&steuerklasse=3&faktor=0.9'),
    ).toMatchObject({ parameter: 'faktor' });
  });

  it('netto-brutto mit Freibetrag und Faktor trifft das Netto', async () => {
    const q = 'datum=2026-04-15&land=NW&steuerklasse=4&faktor=0.95&freibetrag=150&geldwerter_vorteil=320';
    const a = await bn(`${q}&brutto=4321.09`);
    const n = await json(`/hr/netto-brutto?${q}&netto=${a.arbeitnehmer.netto}`);
    expect(n.brutto).toBeLessThanOrEqual(4321.09);
    expect(n.netto).toBeGreaterThanOrEqual(a.arbeitnehmer.netto);
    const davor = await bn(`${q}&brutto=${Math.round(n.brutto * 100 - 1) / 100}`);
    expect(davor.arbeitnehmer.netto).toBeLessThan(a.arbeitnehmer.netto);
  });
});

describe('Dienstwagen in der Abrechnung', () => {
  // Von Hand (2025): Listenpreis 45.678 → 45.600; private Nutzung 1 % = 456,00; 20 km × 0,03 % ×
  // 45.600 = 273,60; Nutzungsentgelt 100; geldwerter Vorteil 629,60. Steuer- und SV-Brutto 4.000 +
  // 629,60 = 4.629,60: KV 7,3 % = 337,9608 → 337,96; ZB 1,25 % = 57,87; PV 2,4 % = 111,1104 →
  // 111,11; RV 9,3 % = 430,5528 → 430,55; AV 1,3 % = 60,1848 → 60,18. Lohnsteuer (PAP 2025, Monat,
  // Steuerklasse I, kinderlos, KVZ 2,5): Jahreslohn 55.555,20; Vorsorgepauschale RV 9,3 % = 5.166,63,
  // KV/PV 10,65 % = 5.916,62, aufgerundet 11.084; zvE 55.555,20 − 1.266 − 11.084 = 43.205; z =
  // (43.205 − 17.443) / 10.000 = 2,5762, (176,64 z + 2.397) z + 1.015,13 = 8.362,61 → 8.362; im Monat
  // 836.200 / 12 → 69.683 Cent; kein Solidaritätszuschlag (8.362 ≤ 19.950). Netto 4.000 − 997,67 −
  // 696,83 = 2.305,50.
  const basis = 'datum=2025-06-15&land=HE&zusatzbeitrag=2.5&geburtsjahr=1990&brutto=4000';
  it('Verbrenner mit Arbeitsweg und Nutzungsentgelt', async () => {
    const a = await bn(
      `${basis}&dienstwagen_listenpreis=45678&dienstwagen_entfernung_km=20&dienstwagen_zuzahlung_monat=100`,
    );
    expect(a.bemessung).toMatchObject({ lohnsteuer: 4629.6, kv_pv: 4629.6, rv_av: 4629.6 });
    expect(a.arbeitnehmer).toMatchObject({ kv: 337.96, kv_zusatzbeitrag: 57.87, pv: 111.11, rv: 430.55, av: 60.18 });
    expect(a.arbeitnehmer).toMatchObject({ lohnsteuer: 696.83, solidaritaetszuschlag: 0, netto: 2305.5 });
    expect(posten(a, 'dienstwagen_privatnutzung')).toMatchObject({
      seite: 'bezug',
      betrag: 456,
      satz_prozent: 1,
      basis: 45600,
      steuerpflichtig: 456,
      beitragspflichtig: 456,
      ausgezahlt: 0,
      datensatz: 'dienstwagen',
      bestandteil: 'privatnutzung',
    });
    expect(posten(a, 'dienstwagen_arbeitsweg')).toMatchObject({
      betrag: 273.6,
      bestandteil: 'fahrten_wohnung_taetigkeitsstaette',
    });
    expect(posten(a, 'dienstwagen_zuzahlung')).toMatchObject({ betrag: -100, steuerpflichtig: -100 });
  });

  // Von Hand (2025), Elektrofahrzeug angeschafft am 1.3.2024 mit Listenpreis 45.678 Euro (nicht über
  // 70.000): § 6 Abs. 1 Nr. 4 Satz 2 Nr. 3 EStG i. d. F. des Wachstumschancengesetzes, nur ein Viertel
  // des Listenpreises: 45.678 / 4 = 11.419,50, auf volle 100 Euro abgerundet (R 8.1 Abs. 9 Nr. 1 Satz 6
  // LStR; die Abrundung nach der Kürzung, BMF-Schreiben vom 5.11.2021, IV C 6 - S 2177/19/10004 :008,
  // so auch Haufe Personal Office "Dienstwagen in der Entgeltabrechnung 4.2.2") = 11.400. Private
  // Nutzung 1 % (§ 8 Abs. 2 Satz 2 EStG) = 114,00; Arbeitsweg 12 km × 0,03 % × 11.400 (§ 8 Abs. 2
  // Satz 3 EStG, derselbe geminderte Listenpreis) = 41,04; geldwerter Vorteil 155,04. Steuer- und
  // SV-Brutto 4.155,04: KV 7,3 % = 303,31792 → 303,32; ZB 1,25 % = 51,938 → 51,94; PV 2,4 % =
  // 99,72096 → 99,72; RV 9,3 % = 386,41872 → 386,42; AV 1,3 % = 54,01552 → 54,02.
  // Lohnsteuer (PAP 2025, Monat, Steuerklasse I, kinderlos, KVZ 2,5): Jahreslohn 12 × 4.155,04 =
  // 49.860,48; Vorsorgepauschale RV 9,3 % = 4.637,02, KV/PV (7 % + 1,25 % + 2,4 %) = 10,65 % =
  // 5.310,14, zusammen aufgerundet 9.948; zvE 49.860,48 − 1.230 − 36 − 9.948 = 38.646; § 32a EStG
  // 2025: z = (38.646 − 17.443) / 10.000 = 2,1203, (176,64 z + 2.397) z + 1.015,13 = 6.891,60 →
  // 6.891; im Monat 689.100 / 12 = 57.425 Cent (abgerundet). Solidaritätszuschlag 0 (6.891 ≤ 19.950).
  // Netto 4.000 − 574,25 − 303,32 − 51,94 − 99,72 − 386,42 − 54,02 = 2.530,33.
  it('Elektro, angeschafft 2024: ein Viertel des Listenpreises, von Hand', async () => {
    const a = await bn(
      `${basis}&dienstwagen_listenpreis=45678&dienstwagen_antrieb=elektro&dienstwagen_anschaffung=2024-03-01` +
        '&dienstwagen_entfernung_km=12',
    );
    expect(posten(a, 'dienstwagen_privatnutzung')).toMatchObject({
      betrag: 114,
      satz_prozent: 1,
      basis: 11400,
      steuerpflichtig: 114,
      beitragspflichtig: 114,
      ausgezahlt: 0,
      datensatz: 'dienstwagen',
    });
    expect(posten(a, 'dienstwagen_privatnutzung').bezeichnung).toContain('elektro_viertel_70000');
    expect(posten(a, 'dienstwagen_privatnutzung').rechtsgrundlage).toContain('§ 6 Abs. 1 Nr. 4 Satz 2 Nr. 3 EStG');
    expect(posten(a, 'dienstwagen_arbeitsweg')).toMatchObject({
      betrag: 41.04,
      bestandteil: 'fahrten_wohnung_taetigkeitsstaette',
    });
    expect(a.bemessung).toMatchObject({ lohnsteuer: 4155.04, kv_pv: 4155.04, rv_av: 4155.04 });
    expect(a.arbeitnehmer).toMatchObject({
      kv: 303.32,
      kv_zusatzbeitrag: 51.94,
      pv: 99.72,
      rv: 386.42,
      av: 54.02,
      lohnsteuer: 574.25,
      solidaritaetszuschlag: 0,
      netto: 2530.33,
    });
  });

  // Von Hand (2025): Elektrofahrzeug angeschafft am 1.3.2024, Listenpreis 80.000 Euro (über 70.000):
  // § 6 Abs. 1 Nr. 4 Satz 2 Nr. 4 EStG (angeschafft 2022 bis 2024) die Hälfte: 40.000; 1 % = 400,00;
  // 10 km × 0,03 % × 40.000 = 120,00; zusammen 520,00.
  it('Elektro über 70.000 Euro: die Hälfte, von Hand', async () => {
    const a = await bn(
      `${basis}&dienstwagen_listenpreis=80000&dienstwagen_antrieb=elektro&dienstwagen_anschaffung=2024-03-01` +
        '&dienstwagen_entfernung_km=10',
    );
    expect(posten(a, 'dienstwagen_privatnutzung')).toMatchObject({ betrag: 400, basis: 40000 });
    expect(posten(a, 'dienstwagen_arbeitsweg').betrag).toBe(120);
    expect(a.bemessung.lohnsteuer).toBe(4520);
  });

  // Von Hand (2025): Plug-in-Hybrid angeschafft am 1.3.2025, Listenpreis 52.345 Euro, 30 g CO2/km:
  // § 6 Abs. 1 Nr. 4 Satz 2 Nr. 5 EStG (höchstens 50 g/km) die Hälfte: 26.172,50 → 26.100 (R 8.1
  // Abs. 9 Nr. 1 Satz 6 LStR); 1 % = 261,00; 25 km × 0,03 % × 26.100 = 195,75; zusammen 456,75.
  it('Plug-in-Hybrid 2025 mit 30 g CO2/km: die Hälfte, abgerundet, von Hand', async () => {
    const a = await bn(
      `${basis}&dienstwagen_listenpreis=52345&dienstwagen_antrieb=hybrid&dienstwagen_anschaffung=2025-03-01` +
        '&dienstwagen_co2_g_km=30&dienstwagen_entfernung_km=25',
    );
    expect(posten(a, 'dienstwagen_privatnutzung')).toMatchObject({ betrag: 261, basis: 26100 });
    expect(posten(a, 'dienstwagen_arbeitsweg').betrag).toBe(195.75);
    expect(a.bemessung.lohnsteuer).toBe(4456.75);
  });

  it('400 und fehlende Parameter nennen den Parameter mit Präfix', async () => {
    expect(await fehler(`/hr/brutto-netto?${basis}&dienstwagen_entfernung_km=20`)).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'dienstwagen_listenpreis',
    });
    expect(
      await fehler(`/hr/brutto-netto?${basis}&dienstwagen_listenpreis=40000&dienstwagen_antrieb=elektro`),
    ).toMatchObject({
      parameter: 'dienstwagen_anschaffung',
    });
    expect(
      await fehler(`/hr/brutto-netto?${basis}&dienstwagen_listenpreis=40000&dienstwagen_co2_g_km=40`),
    ).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'dienstwagen_co2_g_km' });
  });

  it('netto-brutto mit Dienstwagen', async () => {
    const q = `${basis.replace('&brutto=4000', '')}&dienstwagen_listenpreis=38900&dienstwagen_entfernung_km=15`;
    const a = await bn(`${q}&brutto=3800`);
    const n = await json(`/hr/netto-brutto?${q}&netto=${a.arbeitnehmer.netto}`);
    expect(n.brutto).toBeLessThanOrEqual(3800);
    expect(n.netto).toBeGreaterThanOrEqual(a.arbeitnehmer.netto);
  });
});

describe('Zuschläge für Sonntags-, Feiertags- und Nachtarbeit', () => {
  const basis = 'datum=2025-06-15&land=HE&zusatzbeitrag=2.5&geburtsjahr=1990';
  // Von Hand: 20 Euro Grundlohn, 40 Nachtstunden zu 25 %: 20 × 25 % × 40 = 200,00; Grundlohn unter
  // 25 und 50 Euro, Satz nicht über 25 % (§ 3b Abs. 1 Nr. 1 EStG): ganz steuer- und beitragsfrei.
  // Das Netto steigt um genau 200 Euro, Steuer und Beiträge bleiben.
  it('im Rahmen: steuer- und beitragsfrei, ausgezahlt', async () => {
    const ohne = await bn(`${basis}&brutto=3200`);
    const a = await bn(`${basis}&brutto=3200&sfn_grundlohn_stunde=20&sfn_stunden_nacht=40`);
    expect(a.bemessung).toMatchObject({ lohnsteuer: 3200, kv_pv: 3200 });
    expect(a.arbeitnehmer.lohnsteuer).toBe(ohne.arbeitnehmer.lohnsteuer);
    expect(a.arbeitnehmer.netto).toBeCloseTo(ohne.arbeitnehmer.netto + 200, 2);
    expect(posten(a, 'sfn_nacht')).toMatchObject({
      seite: 'bezug',
      betrag: 200,
      satz_prozent: 25,
      steuerpflichtig: 0,
      beitragspflichtig: 0,
      ausgezahlt: 200,
      datensatz: 'sfn-zuschlaege',
      bestandteil: 'nacht',
    });
    expect(a.arbeitgeber.gesamtkosten).toBeCloseTo(3200 + 200 + a.arbeitgeber.summe, 2);
  });

  // Von Hand: Sonntag 16 Std. zu 50 % von 30 Euro = 240,00, steuerfrei ganz (30 ≤ 50), beitragsfrei
  // 25 × 50 % × 16 = 200,00, beitragspflichtig 40,00. Nacht 10 Std. zu 30 % von 60 Euro = 180,00;
  // steuerfrei 50 × 25 % × 10 = 125,00 (steuerpflichtig 55,00), beitragsfrei 25 × 25 % × 10 = 62,50
  // (beitragspflichtig 117,50). Mit 5.040 Euro brutto: Steuerbrutto 5.095, SV-Brutto 5.157,50;
  // KV 7,3 % = 376,4975 → 376,50; RV 9,3 % = 479,6475 → 479,65; AV 1,3 % = 67,0475 → 67,05.
  it('über 25 und 50 Euro Grundlohn und über dem Höchstsatz: geteilt', async () => {
    const a = await bn(
      `${basis}&brutto=5000&sfn_grundlohn_stunde=30&sfn_stunden_sonntag=16&sfn_stunden_nacht=10&sfn_satz_nacht=30`,
    );
    expect(posten(a, 'sfn_sonntag')).toMatchObject({ betrag: 240, steuerpflichtig: 0, beitragspflichtig: 40 });
    const b = await bn(`${basis}&brutto=5000&sfn_grundlohn_stunde=60&sfn_stunden_nacht=10&sfn_satz_nacht=30`);
    expect(posten(b, 'sfn_nacht')).toMatchObject({ betrag: 180, steuerpflichtig: 55, beitragspflichtig: 117.5 });
    expect(b.bemessung).toMatchObject({ lohnsteuer: 5055, kv_pv: 5117.5 });
    const c = await bn(`${basis}&brutto=5040&sfn_grundlohn_stunde=60&sfn_stunden_nacht=10&sfn_satz_nacht=30`);
    expect(c.bemessung).toMatchObject({ lohnsteuer: 5095, kv_pv: 5157.5 });
    expect(c.arbeitnehmer).toMatchObject({ kv: 376.5, rv: 479.65, av: 67.05 });
    // Lohnsteuer von Hand (PAP 2025, Monat, Steuerklasse I, kinderlos, KVZ 2,5): Jahreslohn 61.140;
    // Vorsorgepauschale RV 9,3 % = 5.686,02, KV/PV 10,65 % = 6.511,41, aufgerundet 12.198; zvE 61.140
    // − 1.266 − 12.198 = 47.676; z = 3,0233, (176,64 z + 2.397) z + 1.015,13 = 9.876,53 → 9.876; im
    // Monat 987.600 / 12 = 82.300 Cent; kein Solidaritätszuschlag (9.876 ≤ 19.950).
    expect(c.arbeitnehmer).toMatchObject({ lohnsteuer: 823, solidaritaetszuschlag: 0 });
    const an = c.arbeitnehmer;
    const abzuege = an.lohnsteuer + an.solidaritaetszuschlag + an.kirchensteuer + an.kv + an.kv_zusatzbeitrag;
    expect(an.netto).toBeCloseTo(5040 + 180 - abzuege - an.pv - an.rv - an.av, 2);
  });

  it('400 ohne Grundlohn und Satz ohne Stunden', async () => {
    expect(await fehler(`/hr/brutto-netto?${basis}&brutto=3000&sfn_stunden_nacht=10`)).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'sfn_grundlohn_stunde',
    });
    expect(await fehler(`/hr/brutto-netto?${basis}&brutto=3000&sfn_satz_sonntag=50`)).toMatchObject({
      parameter: 'sfn_satz_sonntag',
    });
  });

  it('netto-brutto: das gesuchte Brutto bleibt das laufende Brutto ohne Zuschläge', async () => {
    const q = `${basis}&sfn_grundlohn_stunde=22&sfn_stunden_nacht=30&sfn_stunden_sonntag=8`;
    const a = await bn(`${q}&brutto=3100`);
    const n = await json(`/hr/netto-brutto?${q}&netto=${a.arbeitnehmer.netto}`);
    expect(n.brutto).toBeLessThanOrEqual(3100);
    expect(n.brutto).toBeGreaterThan(3099);
  });
});
