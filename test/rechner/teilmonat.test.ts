// Part months (issue 31, sv_tage and teillohnzahlungszeitraum): the ceilings for the SV days, the
// Übergangsbereich scaled to a month and back, the kind of employment from the scaled pay, the wage tax
// on the daily table, and the combinations refused. Published cases name their source; the others are
// worked by hand from the law, the working in the comment (docs/ENTSCHEIDUNGEN.md, "Teilmonate").
// 2024 values: KV 14,6 %, durchschnittlicher Zusatzbeitrag 1,7 %, PV 3,4 % (Zuschlag Kinderlose 0,6 %),
// RV 18,6 %, AV 2,6 %, BBG KV 62.100, BBG RV West 90.600 im Jahr (data/beitragssaetze.yaml,
// data/rechengroessen.yaml).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fehler, json } from '../http';
import { imProzess } from './im-prozess';

const bn = (abfrage: string) => json(`/hr/brutto-netto?${abfrage}`);

describe('Anteilige Beitragsbemessungsgrenzen', () => {
  // Haufe Personal Office, "Teillohnzahlungszeitraum, 1.2 Ermittlung der anteiligen
  // Beitragsbemessungsgrenzen" (2024): 16 SV-Tage, 4.200 Euro. KV/PV 62.100 / 360 × 16 = 2.760,00 Euro,
  // RV/AV 90.600 / 360 × 16 = 4.026,666… = 4.026,67 Euro (ungerundet multipliziert, erst das Ergebnis
  // gerundet; 251,67 × 16 = 4.026,72 wäre falsch). Beiträge von Hand (die Quelle nennt keine): KV 7,3 %
  // von 2.760 = 201,48, Zusatzbeitrag 0,85 % = 23,46, PV 1,7 % + 0,6 % = 63,48 (Arbeitgeber 46,92),
  // RV 9,3 % von 4.026,67 = 374,48, AV 1,3 % = 52,35, Insolvenzgeldumlage 0,06 % = 2,42.
  it('16 SV-Tage, 4.200 Euro (2024): 2.760,00 und 4.026,67 Euro', async () => {
    const a = await bn('datum=2024-09-15&brutto=4200&land=HE&sv_tage=16');
    expect(a.bemessung).toMatchObject({ lohnsteuer: 4200, kv_pv: 2760, rv_av: 4026.67, umlagen: 4026.67 });
    expect(a.teilmonat).toMatchObject({ sv_tage: 16, bbg_kv_pv: 2760, bbg_rv_av: 4026.67, monatsentgelt: 7875 });
    expect(a.arbeitnehmer).toMatchObject({ kv: 201.48, kv_zusatzbeitrag: 23.46, pv: 63.48, rv: 374.48, av: 52.35 });
    expect(a.arbeitgeber).toMatchObject({ kv: 201.48, kv_zusatzbeitrag: 23.46, pv: 46.92, rv: 374.48, av: 52.35 });
    expect(a.arbeitgeber.insolvenzgeldumlage).toBe(2.42);
    expect(a.eingaben).toMatchObject({ sv_tage: 16, teillohnzahlungszeitraum: true });
  });

  // 2025, 10 SV-Tage: KV 66.150 × 10 / 360 = 1.837,50; RV 96.600 × 10 / 360 = 2.683,333… = 2.683,33.
  it('10 SV-Tage 2025: 1.837,50 und 2.683,33 Euro', async () => {
    const a = await bn('datum=2025-03-20&brutto=3000&land=NW&sv_tage=10');
    expect(a.bemessung).toMatchObject({ kv_pv: 1837.5, rv_av: 2683.33 });
  });

  // Below the part ceilings the whole pay is contributory: 1.500 Euro for 16 days in 2024 (2.812,50 im
  // Monat, über dem Übergangsbereich bis 2.000 Euro).
  it('unter der anteiligen Grenze: das ganze Entgelt', async () => {
    const a = await bn('datum=2024-09-15&brutto=1500&land=HE&sv_tage=16');
    expect(a.beschaeftigung).toBe('regulaer');
    expect(a.bemessung).toMatchObject({ kv_pv: 1500, rv_av: 1500 });
  });

  // Eigenschaft: 30 SV-Tage mit der Monatstabelle sind der volle Monat.
  it('sv_tage=30 und teillohnzahlungszeitraum=false sind der volle Monat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_500_000 }),
        fc.constantFrom('2016-05', '2020-02', '2024-12', '2025-07', '2026-01'),
        (brutto, monat) => {
          const q = `datum=${monat}-10&land=SN&brutto=${brutto / 100}`;
          const voll = imProzess('brutto-netto', q);
          const teil = imProzess('brutto-netto', `${q}&sv_tage=30&teillohnzahlungszeitraum=false`);
          expect(teil.arbeitnehmer).toEqual(voll.arbeitnehmer);
          expect(teil.arbeitgeber).toEqual(voll.arbeitgeber);
          expect(teil.teilmonat).toBeUndefined();
        },
      ),
      { numRuns: 30, seed: 31 },
    );
  });
});

describe('Übergangsbereich und Minijob im Teilmonat', () => {
  // Grundsätzliche Hinweise vom 20.12.2022, Ziff. 4.3.2.5 (Haufe Personal Office): Teilentgelt × 30 /
  // Kalendertage, Formel, Ergebnis × Kalendertage / 30; Zwischenergebnisse ungerundet (Ziff. 4.3.2.1).
  // Haufe, "Übergangsbereich: Beitragsberechnung, 2.2 Teilmonate" (2020): 434 Euro für 21 Tage → 620
  // Euro; 1,1298647 × 620 − 168,8241176 = 531,692 (Haufe druckt 531,70), × 21 / 30 = 372,1844 → 372,18.
  // Haufe rundet die Monatsgröße vorher und kommt auf 372,19; verworfen (docs/ENTSCHEIDUNGEN.md).
  it('Haufe 2020: 434 Euro für 21 Tage ergeben 372,18 Euro', async () => {
    const a = await bn('datum=2020-06-15&brutto=434&land=HE&sv_tage=21');
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.bemessung.uebergangsbereich_gesamt).toBe(372.18);
    expect(a.teilmonat.monatsentgelt).toBe(620);
  });

  // 2025: G 556, OG 2.000, F 0,6683. 700 Euro für 15 Tage → 1.400 Euro im Monat. Gesamt: 0,6683 × 556
  // + (2.000/1.444 − 556/1.444 × 0,6683) × 844 = 1.323,369…, × 15/30 = 661,684… → 661,68.
  // Arbeitnehmer (§ 20 Abs. 2a Satz 6 SGB IV): 2.000/1.444 × 844 = 1.168,975…, × 15/30 = 584,487… →
  // 584,49 (GR Ziff. 4.3.4.2: jede beitragspflichtige Einnahme ebenso). RV 9,3 %: gesamt 61,54 × 2 =
  // 123,08, Arbeitnehmer 584,49 × 9,3 % = 54,36, Arbeitgeber 68,72.
  it('2025: 700 Euro für 15 Tage, beide Bemessungsgrundlagen', async () => {
    const a = await bn('datum=2025-05-15&brutto=700&land=HE&sv_tage=15');
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: 661.68, uebergangsbereich_arbeitnehmer: 584.49 });
    expect(a.arbeitnehmer.rv).toBe(54.36);
    expect(a.arbeitgeber.rv).toBe(68.72);
  });

  // Gleitzone 2016 (G 450, OG 850, F 0,7547; Besprechungsergebnis vom 8./9.5.2012, TOP 6): 300 Euro für 15
  // Tage → 600 Euro im Monat; 0,7547 × 450 + (850/400 − 450/400 × 0,7547) × 150 = 531,009375, × 15/30 =
  // 265,50. RV 18,7 %: gesamt 265,50 × 9,35 % = 24,82 × 2 = 49,64; Arbeitgeber 9,35 % vom tatsächlichen
  // Teilentgelt 300 = 28,05 (§ 2 Abs. 2 BVV a. F.); Arbeitnehmer 21,59.
  it('Gleitzone 2016: 300 Euro für 15 Tage', async () => {
    const a = await bn('datum=2016-03-15&brutto=300&land=HE&sv_tage=15');
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.bemessung.uebergangsbereich_gesamt).toBe(265.5);
    expect(a.arbeitgeber.rv).toBe(28.05);
    expect(a.arbeitnehmer.rv).toBe(21.59);
  });

  // Ob Übergangsbereich, entscheidet das regelmäßige Monatsentgelt, auch wenn das Teilentgelt unter der
  // Geringfügigkeitsgrenze liegt (GR Ziff. 4.3.2.5): 500 Euro für 10 Tage sind 1.500 Euro im Monat.
  // Gesamt: 0,6683 × 556 + 1,1277182… × 944 = 1.436,1408…, × 10/30 = 478,71; Arbeitnehmer
  // 2.000/1.444 × 944 × 10/30 = 435,826… → 435,83.
  it('Teilentgelt unter 556 Euro, Monatsentgelt im Übergangsbereich', async () => {
    const a = await bn('datum=2025-05-15&brutto=500&land=HE&sv_tage=10');
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: 478.71, uebergangsbereich_arbeitnehmer: 435.83 });
  });

  // Minijob: 250 Euro für 15 Tage sind 500 Euro im Monat (Grenze 556). Pauschalbeiträge vom
  // tatsächlichen Entgelt ab dem ersten Euro (§ 249b SGB V, § 172 Abs. 3 SGB VI): KV 13 % = 32,50,
  // RV 15 % = 37,50, Pauschsteuer 2 % = 5,00; rentenversicherungspflichtig Eigenanteil 3,6 % = 9,00
  // (über 175 Euro greift die Mindestbeitragsbemessungsgrundlage nicht, ob gekürzt oder nicht).
  it('Minijob im Teilmonat: Abgaben vom tatsächlichen Entgelt', async () => {
    const a = await bn('datum=2025-05-15&brutto=250&land=HE&sv_tage=15');
    expect(a.beschaeftigung).toBe('minijob');
    expect(a.arbeitgeber).toMatchObject({ kv: 32.5, rv: 37.5, pauschsteuer: 5 });
    expect(a.arbeitnehmer.rv).toBe(9);
    const befreit = await bn('datum=2025-05-15&brutto=100&land=HE&sv_tage=10&rentenversicherung=befreit');
    expect(befreit.arbeitgeber).toMatchObject({ kv: 13, rv: 15, pauschsteuer: 2 });
    expect(befreit.arbeitnehmer.netto).toBe(100);
  });

  // Geringfügigkeits-Richtlinien, Beispiel 29 (zu Ziff. C.3.2.1; AOK Rechtsdatenbank, Dokument 1048341):
  // the employment ends on 20 June, 100 Euro for June; the minimum base for 20 SV days is 175 × 20 / 30 =
  // 116,67 Euro, the minimum contribution 18,6 % of it = 21,70 Euro. The example's household job pays
  // 5 % of the pay as the employer's share; a commercial Minijob 15 %: 15,00 Euro, the employee 6,70 Euro.
  it('Minijob mit Rentenversicherungspflicht unter 175 Euro im Teilmonat: die Mindestbemessung der SV-Tage', async () => {
    const a = await bn('datum=2025-06-15&brutto=100&land=HE&sv_tage=20');
    expect(a.beschaeftigung).toBe('minijob');
    expect(a.arbeitgeber.rv).toBe(15);
    expect(a.arbeitnehmer.rv).toBe(6.7);
    expect(a.posten.find((p: any) => p.id === 'rv_an').bezeichnung).toContain('116,67');
    // Above the reduced base (120 > 116,67) the employee's 3,6 % of the pay: 4,32 Euro.
    expect((await bn('datum=2025-06-15&brutto=120&land=HE&sv_tage=20')).arbeitnehmer.rv).toBe(4.32);
  });
});

describe('Lohnsteuer im Teillohnzahlungszeitraum', () => {
  // R 39b.5 Abs. 2 LStR: beginnt oder endet das Dienstverhältnis im Monat, wird der Lohn auf die
  // Kalendertage umgerechnet und die Steuer der Tagestabelle mit ihnen vervielfacht. Im PAP LZZ 4, RE4
  // der Tageslohn in ganzen Cent (kaufmännisch gerundet); Lohnsteuer, Solidaritätszuschlag und
  // Kirchensteuer je Tag × Tage. Die festen Werte stehen in den Fällen darunter (von Hand und NWB 2017).
  // Konsistenzprüfung zweier Endpunkte (keine Sollwerte): die PAP-Eingaben baut der Test selbst aus
  // seinen Angaben (Tageslohn, Steuerklasse, Kirche, kinderlos, durchschnittlicher Zusatzbeitrag des
  // Jahres nach data/beitragssaetze.yaml), nicht aus der Antwort der Abrechnung.
  const KVZ: Record<string, number> = {
    '2015-04': 0.9,
    '2019-11': 0.9,
    '2023-08': 1.6,
    '2024-12': 1.7,
    '2025-06': 2.5,
    '2026-02': 2.9,
  };
  it('Konsistenz: Tagestabelle wie /hr/lohnsteuer mit lzz=4 und dem Tageslohn, mal Tage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 80_000, max: 1_200_000 }),
        fc.integer({ min: 1, max: 29 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...Object.keys(KVZ)),
        (brutto, tage, stkl, monat) => {
          const a = imProzess(
            'brutto-netto',
            `datum=${monat}-15&land=BY&kirchensteuer=true&steuerklasse=${stkl}&brutto=${brutto / 100}&sv_tage=${tage}`,
          );
          // 800 Euro für höchstens 29 Tage sind mindestens 827,59 Euro im Monat: nie ein Minijob.
          expect(a.beschaeftigung).not.toBe('minijob');
          const re4 = Math.round(brutto / tage);
          expect(a.lohnsteuer.eingaben).toMatchObject({ lzz: 4, re4, stkl, r: 1, pvz: 1, kvz: KVZ[monat] });
          expect(a.lohnsteuer.tage).toBe(tage);
          expect(a.teilmonat.tageslohn).toBe(re4 / 100);
          const [j, m] = monat.split('-').map(Number);
          const letzterTag = new Date(Date.UTC(j, m, 0)).toISOString().slice(0, 10);
          const l = imProzess(
            'lohnsteuer',
            `datum=${letzterTag}&land=BY&lzz=4&re4=${re4}&stkl=${stkl}&r=1&pvz=1&kvz=${KVZ[monat]}`,
          );
          expect([a.lohnsteuer.lstlzz, a.lohnsteuer.solzlzz, a.lohnsteuer.bk]).toEqual([l.lstlzz, l.solzlzz, l.bk]);
          expect(Math.round(a.arbeitnehmer.lohnsteuer * 100)).toBe(l.lstlzz * tage);
          expect(Math.round(a.arbeitnehmer.solidaritaetszuschlag * 100)).toBe(l.solzlzz * tage);
          expect(Math.round(a.arbeitnehmer.kirchensteuer * 100)).toBe(Math.round(l.kirchensteuer_lzz * tage));
        },
      ),
      { numRuns: 60, seed: 31 },
    );
  });

  // Von Hand, 2025: 2.500 Euro für 12 Tage, Steuerklasse I, kinderlos, KVZ 2,5 %, keine Kirche.
  // Tageslohn 2.500 / 12 = 208,333… → 208,33 (RE4 20.833); PAP 2025 LZZ 4: Jahreslohn 20.833 × 360 /
  // 100 = 74.998,80. Vorsorgepauschale: RV 9,3 % = 6.974,88; KV/PV (7 % + 1,25 % + 2,4 %) = 10,65 %
  // von der BBG KV 66.150 = 7.044,97; zusammen aufgerundet 14.020. zvE 74.998,80 − 1.230 − 36 −
  // 14.020 = 59.712; § 32a EStG 2025: z = (59.712 − 17.443) / 10.000 = 4,2269, (176,64 z + 2.397) z +
  // 1.015,13 = 14.302,98 → 14.302. Je Tag 1.430.200 / 360 = 3.972,7… → 3.972 Cent; mal 12 = 476,64
  // Euro. Solidaritätszuschlag 0 (14.302 ≤ Freigrenze 19.950).
  it('von Hand 2025: 2.500 Euro für 12 Tage, je Tag 39,72, zusammen 476,64 Euro', async () => {
    const a = await bn('datum=2025-09-15&brutto=2500&land=HE&sv_tage=12');
    expect(a.teilmonat.tageslohn).toBe(208.33);
    expect(a.lohnsteuer).toMatchObject({ lstlzz: 3972, solzlzz: 0, tage: 12 });
    expect(a.arbeitnehmer).toMatchObject({ lohnsteuer: 476.64, solidaritaetszuschlag: 0, kirchensteuer: 0 });
  });

  // Von Hand, 2024 (der Haufe-Fall oben): 4.200 Euro für 16 Tage, Steuerklasse I, kinderlos, KVZ 1,7 %,
  // Kirchensteuer 9 % (HE). Tageslohn 262,50; Jahreslohn 262,50 × 360 = 94.500. Vorsorgepauschale: RV
  // 9,3 % von der BBG West 90.600 = 8.425,80; KV/PV (7 % + 0,85 % + 2,3 %) = 10,15 % von 62.100 =
  // 6.303,15; zusammen aufgerundet 14.729. zvE 94.500 − 1.266 − 14.729 = 78.505; § 32a EStG 2024
  // (Fassung vor dem Steuerfortentwicklungsgesetz, 42 % ab 66.761): 0,42 × 78.505 − 10.602,13 =
  // 22.369,97 → 22.369. Je Tag 2.236.900 / 360 = 6.213,6… → 6.213 Cent; mal 16 = 994,08.
  // Solidaritätszuschlag (§§ 3, 4 SolZG, Freigrenze 2024 18.130): min(5,5 % × 22.369 = 1.230,29;
  // 11,9 % × (22.369 − 18.130) = 504,44) = 504,44; je Tag 50.444 / 360 → 140 Cent; mal 16 = 22,40.
  // Kirchensteuer 9 % der Bemessungsgrundlage je Tag (6.213 Cent, ohne Kinderfreibeträge) = 559,17 → 559
  // Cent, mal 16 = 89,44 (je Tag abgerundet wie im NWB-Beispiel darunter).
  it('von Hand 2024: 4.200 Euro für 16 Tage über der BBG, mit Solidaritätszuschlag und Kirchensteuer', async () => {
    const a = await bn('datum=2024-09-15&brutto=4200&land=HE&sv_tage=16&kirchensteuer=true');
    expect(a.teilmonat.tageslohn).toBe(262.5);
    expect(a.lohnsteuer).toMatchObject({ lstlzz: 6213, solzlzz: 140, bk: 6213, tage: 16 });
    expect(a.arbeitnehmer).toMatchObject({ lohnsteuer: 994.08, solidaritaetszuschlag: 22.4, kirchensteuer: 89.44 });
  });

  // NWB, Stier, Praxis-Leitfaden Lohn und Gehalt 2017 (datenbank.nwb.de, Dokument 688065): Steuerklasse I,
  // Zusatzbeitrag 1,1 %, ohne Kinder, Kirchensteuer 9 %; Teilgehalt 1.947,83 Euro für 22 Steuertage,
  // Tageslohn 88,54 Euro; je Tag Lohnsteuer 11,47, Solidaritätszuschlag 0,63, Kirchensteuer 1,03 Euro. Mal 22:
  // 252,34, 13,86 und 22,66 Euro.
  it('NWB 2017: 1.947,83 Euro für 22 Tage', async () => {
    const a = await bn('datum=2017-06-15&brutto=1947.83&land=HE&kirchensteuer=true&zusatzbeitrag=1.1&sv_tage=22');
    expect(a.teilmonat.tageslohn).toBe(88.54);
    expect(a.lohnsteuer).toMatchObject({ lstlzz: 1147, solzlzz: 63, tage: 22 });
    expect(a.arbeitnehmer).toMatchObject({ lohnsteuer: 252.34, solidaritaetszuschlag: 13.86, kirchensteuer: 22.66 });
  });

  // R 39a.1 Abs. 7 LStR: Tagesfreibetrag 1/30 des Monatsfreibetrags, aufgerundet auf durch 5 teilbare
  // Cent: 100 Euro → 3,333… → 3,35 Euro; 250 Euro → 8,333… → 8,35 Euro; 300 Euro → genau 10,00 Euro.
  // Lohnsteuer von Hand wie im Fall 2.500 Euro für 12 Tage oben (2025), der Jahresfreibetrag im PAP
  // LZZFREIB × 360 mindert nur das zvE, nicht die Vorsorgepauschale: 59.712,80 − 1.206 = 58.506 (z =
  // 4,1063 → 13.836,38 → 13.836; je Tag 1.383.600 / 360 → 3.843; mal 12 = 461,16); − 3.006 = 56.706
  // (z = 3,9263 → 13.149,52 → 13.149; je Tag → 3.652; 438,24); − 3.600 = 56.112 (z = 3,8669 →
  // 12.925,37 → 12.925; je Tag → 3.590; 430,80).
  it.each([
    [100, 335, 3843, 461.16],
    [250, 835, 3652, 438.24],
    [300, 1000, 3590, 430.8],
  ])(
    'Freibetrag %s Euro im Monat: %s Cent je Tag, Lohnsteuer je Tag %s Cent, zusammen %s Euro',
    async (frei, tag, lst, summe) => {
      const a = await bn(`datum=2025-09-15&brutto=2500&land=HE&sv_tage=12&freibetrag=${frei}`);
      expect(a.lohnsteuer.eingaben).toMatchObject({ lzz: 4, lzzfreib: tag, re4: 20833 });
      expect(a.lohnsteuer.lstlzz).toBe(lst);
      expect(a.arbeitnehmer.lohnsteuer).toBe(summe);
    },
  );
  it('Hinzurechnungsbetrag in der Tagestabelle: 400 mit hinzurechnung', async () => {
    const f = await fehler('/hr/brutto-netto?datum=2025-09-15&brutto=2500&land=HE&sv_tage=12&hinzurechnung=100');
    expect(f.parameter).toBe('hinzurechnung');
    const monat = await bn(
      'datum=2025-09-15&brutto=2500&land=HE&sv_tage=12&hinzurechnung=100&teillohnzahlungszeitraum=false',
    );
    expect(monat.lohnsteuer.eingaben).toMatchObject({ lzz: 2, lzzhinzu: 10000 });
  });

  // R 39b.5 Abs. 2 Satz 3 LStR: besteht das Dienstverhältnis fort (Krankengeld, Elternzeit), gilt die
  // Monatstabelle auf das Entgelt des Monats; die Beiträge bleiben auf die SV-Tage begrenzt.
  // Von Hand (PAP 2024, Monat, Steuerklasse I, kinderlos, KVZ 1,7 %): Jahreslohn 12 × 4.200 = 50.400;
  // Vorsorgepauschale RV 9,3 % = 4.687,20, KV/PV 10,15 % = 5.115,60, aufgerundet 9.803; zvE 50.400 −
  // 1.266 − 9.803 = 39.331; z = (39.331 − 17.005) / 10.000 = 2,2326, (181,19 z + 2.397) z + 1.025,38 =
  // 7.280,06 → 7.280; im Monat 728.000 / 12 = 60.666,6… → 60.666 Cent.
  it('teillohnzahlungszeitraum=false: Monatstabelle, anteilige Grenzen', async () => {
    const a = await bn('datum=2024-09-15&brutto=4200&land=HE&sv_tage=16&teillohnzahlungszeitraum=false');
    expect(a.lohnsteuer).toMatchObject({ tage: null, lstlzz: 60666 });
    expect(a.arbeitnehmer.lohnsteuer).toBe(606.66);
    expect(a.bemessung).toMatchObject({ kv_pv: 2760, rv_av: 4026.67 });
    expect(a.teilmonat.tageslohn).toBeNull();
  });
});

describe('Einmalzahlung im Teilmonat', () => {
  // § 23a Abs. 3 SGB IV: die anteilige Jahres-BBG reicht bis zum Ende des Monats, der Teilmonat zählt seine
  // SV-Tage. Austritt am 15.8.2025 (15 SV-Tage), 3.000 Euro für diese Tage (6.000 im Monat), 5.000 Euro
  // Einmalzahlung; vorher 7 volle Monate (210 Tage, Standard). KV: 66.150 × 225 / 360 = 41.343,75; bisher
  // 7 × 5.512,50 = 38.587,50, dieser Monat 2.756,25 (anteilige Grenze): Raum 0. RV: 96.600 × 225 / 360 =
  // 60.375; bisher 7 × 6.000 = 42.000, dieser Monat 3.000: Raum 15.375, die 5.000 ganz beitragspflichtig.
  // RV 9,3 % von 3.000 + 5.000 = 744,00 (279,00 + 465,00), AV 1,3 % = 104,00; KV 7,3 % von 2.756,25 = 201,21.
  it('Austritt am 15.8.2025 mit 5.000 Euro Einmalzahlung', async () => {
    const a = await bn(
      'datum=2025-08-15&brutto=3000&land=HE&sv_tage=15&einmalzahlung=5000&jahresarbeitslohn=42000&zusatzbeitrag=2.5',
    );
    expect(a.einmalzahlung).toMatchObject({ beitragspflichtig_kv: 0, beitragspflichtig_rv: 5000 });
    expect(a.einmalzahlung.abrechnungsjahr).toMatchObject({
      sv_tage: 225,
      anteilige_bbg_kv: 41343.75,
      anteilige_bbg_rv: 60375,
      entgelt_bisher_kv: 41343.75,
      raum_kv: 0,
      raum_rv: 15375,
    });
    expect(a.arbeitnehmer).toMatchObject({ kv: 201.21, rv: 744, av: 104 });
    expect(a.lohnsteuer.tage).toBe(15);
    const r = imProzess(
      'netto-brutto',
      'datum=2025-08-15&land=HE&sv_tage=15&einmalzahlung=5000&jahresarbeitslohn=42000&zusatzbeitrag=2.5' +
        `&netto=${a.arbeitnehmer.netto}`,
    );
    expect(r.brutto).toBeLessThanOrEqual(3000);
    expect(r.netto).toBeGreaterThanOrEqual(a.arbeitnehmer.netto);
  });
  // 600 Euro für 15 Tage sind 1.200 Euro im Monat: Übergangsbereich; wie die Einmalzahlung dort mit dem
  // Teilentgelt hochgerechnet wird, ist nicht gelesen.
  it('im Übergangsbereich: 400 mit sv_tage', async () => {
    const f = await fehler(
      '/hr/brutto-netto?datum=2025-05-15&brutto=600&land=HE&sv_tage=15&einmalzahlung=1000&jahresarbeitslohn=12000',
    );
    expect(f).toMatchObject({ parameter: 'sv_tage' });
    expect(f.nachricht).toContain('Einmalzahlung im Übergangsbereich');
  });
  // netto-brutto: ein Ziel, das nur ein verweigertes Brutto (Übergangsbereich) erreichen könnte, ist ein 400;
  // eines darüber wird gerechnet.
  it('netto-brutto mit Einmalzahlung im Teilmonat: Ziel im Übergangsbereich 400, darüber gerechnet', () => {
    const q = 'datum=2025-05-15&land=HE&sv_tage=15&einmalzahlung=1000&jahresarbeitslohn=12000';
    expect(imProzess('netto-brutto', `${q}&netto=1200`).fehler).toMatchObject({ parameter: 'sv_tage' });
    const r = imProzess('netto-brutto', `${q}&netto=3000`);
    expect(r.abrechnung.beschaeftigung).toBe('regulaer');
    expect(r.netto).toBeGreaterThanOrEqual(3000);
    // Ein Cent darunter liegt weit über dem Übergangsbereich (1.000 Euro für 15 Tage): gerechnet, kein 400.
    const davor = imProzess('brutto-netto', `${q}&brutto=${(Math.round(r.brutto * 100) - 1) / 100}`);
    expect(davor.fehler).toBeUndefined();
    expect(davor.arbeitnehmer.netto).toBeLessThan(3000);
  });
  it('ohne jahresarbeitslohn: 400 mit jahresarbeitslohn', async () => {
    const f = await fehler('/hr/brutto-netto?datum=2025-08-15&brutto=3000&land=HE&sv_tage=15&einmalzahlung=5000');
    expect(f).toMatchObject({ code: 'parameter_fehlt', parameter: 'jahresarbeitslohn' });
  });
});

describe('netto-brutto im Teilmonat', () => {
  // Die Suche findet das kleinste Brutto der SV-Tage mit dem Netto, auch über die Grenzen der Arten,
  // die im Teilmonat bei Grenze × Tage / 30 liegen.
  it('Eigenschaft: das Brutto zum Netto erreicht dieses Netto, ein Cent weniger nicht', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 900_000 }),
        fc.integer({ min: 1, max: 29 }),
        fc.constantFrom('2018-03', '2024-12', '2025-09', '2026-04'),
        fc.boolean(),
        (brutto, tage, monat, lzz) => {
          const person = `datum=${monat}-15&land=HE&steuerklasse=1&sv_tage=${tage}`;
          const q = `${person}&teillohnzahlungszeitraum=${lzz}`;
          // Ab 200 Euro (über 175 Euro, der Mindestbeitragsbemessungsgrundlage) wird jeder Teilmonat
          // gerechnet, ob Minijob, Übergangsbereich oder darüber: kein 400, also kein übersprungener Lauf.
          const a = imProzess('brutto-netto', `${q}&brutto=${brutto / 100}`);
          expect(a.fehler).toBeUndefined();
          const netto = a.arbeitnehmer.netto;
          const r = imProzess('netto-brutto', `${q}&netto=${netto}`);
          // At least the net (December 2024: a smaller gross may give a few cents more, docs/ENTSCHEIDUNGEN.md).
          expect(r.netto).toBeGreaterThanOrEqual(netto);
          expect(r.abrechnung.teilmonat.sv_tage).toBe(tage);
          expect(r.brutto).toBeLessThanOrEqual(brutto / 100);
          const davor = imProzess('brutto-netto', `${q}&brutto=${(Math.round(r.brutto * 100) - 1) / 100}`);
          expect(davor.fehler).toBeUndefined();
          expect(davor.arbeitnehmer.netto).toBeLessThan(netto);
        },
      ),
      { numRuns: 60, seed: 31 },
    );
  });
});

describe('Teilmonat: was nicht gerechnet wird (400 mit sv_tage)', () => {
  const basis = '/hr/brutto-netto?datum=2025-05-15&brutto=3000&land=HE';
  it('krankenversicherung=privat ab 2026 (PKPVAGZ ist ein Monatsbetrag)', async () => {
    const f = await fehler(
      '/hr/brutto-netto?datum=2026-05-15&brutto=3000&land=HE&sv_tage=15&krankenversicherung=privat&pkv_beitrag=600',
    );
    expect(f.parameter).toBe('sv_tage');
    expect(f.nachricht).toContain('private Krankenversicherung ab 2026');
  });
  // The bAV computes in a part month with the year so far of its yearly rooms (lohnkonto-bav.test.ts).
  it('entgeltumwandlung=100 ohne die Jahreswerte', async () => {
    const f = await fehler(`${basis}&sv_tage=15&entgeltumwandlung=100`);
    expect(f.parameter).toBe('bav_steuerfrei_bisher');
    expect(f.nachricht).toContain('Altersversorgung');
  });
  it.each(['0', '31', '15.5'])('sv_tage=%s', async (tage) => {
    const f = await fehler(`${basis}&sv_tage=${tage}`);
    expect(f.parameter).toBe('sv_tage');
  });
});

describe('Teilmonat mit privater Krankenversicherung bis 2025', () => {
  // Austritt on 12 June 2025: 12 SV days. The subsidy is half the contribution that would be due for the
  // days (§ 257 Abs. 2 SGB V, § 61 Abs. 2 SGB XI, § 223 SGB V): the pay up to the ceiling of the days,
  // 66,150 × 12 / 360 = 2,205.00 € (BBG KV/PV 2025), at 7.3 % + 1.25 % (half the average Zusatzbeitrag of
  // 2.5 %) = 8.55 % → 188.5275 → 188.53 €, PV at 1.8 % → 39.69 €; at most half the monthly premium for 12 of
  // 30 days (Haufe, "Beitragszuschuss für einen Teilmonat für Privatversicherte").
  const teil =
    'datum=2025-06-12&brutto=3000&land=HE&sv_tage=12&teillohnzahlungszeitraum=true&krankenversicherung=privat';
  it('die halbe Prämie für 12 von 30 Tagen begrenzt den Zuschuss', () => {
    // (600 − 100) × 12 / 60 = 100.00 € KV, 100 × 12 / 60 = 20.00 € PV.
    const a = imProzess('brutto-netto', `${teil}&pkv_beitrag=600&ppv_beitrag=100`);
    expect(a.bemessung.kv_pv).toBe(2205);
    expect(a.arbeitgeber).toMatchObject({ kv: 100, pv: 20 });
  });
  it('über der halben Prämie gilt der Zuschuss auf das Entgelt der Tage', () => {
    // Caps (1,200 − 200) × 12 / 60 = 200 € and 200 × 12 / 60 = 40 € do not bind.
    const a = imProzess('brutto-netto', `${teil}&pkv_beitrag=1200&ppv_beitrag=200`);
    expect(a.arbeitgeber).toMatchObject({ kv: 188.53, pv: 39.69 });
  });
});
