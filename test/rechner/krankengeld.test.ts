import { describe, expect, it } from 'vitest';
import { krankengeld, regelnAus } from '../../src/datensaetze/krankengeld';
import { zuschlagAb, zuschlagNachJahr } from '../../src/rechner/kinderlosenzuschlag';
import { fehler, hole, json } from '../http';
import { datensatz } from '../werte';

// Krankengeld nach § 47 SGB V (https://www.gesetze-im-internet.de/sgb_5/__47.html) mit den
// Beitragsanteilen des Beziehers (§ 170 Abs. 1 Nr. 2 Buchst. a SGB VI, § 347 Nr. 5 SGB III,
// § 59 Abs. 2 und 5, § 59a SGB XI). Erwartete Werte: veröffentlichte Beispiele und Bescheide
// (Quelle je Fall, gesammelt und nachgerechnet in der Recherche zum Krankengeld, faelle.md) und
// von Hand gerechnete Fälle; jeder Tageswert und jeder Beitragsanteil kaufmännisch auf Cent.
// Sätze und Grenzen aus data/beitragssaetze.yaml und data/rechengroessen.yaml:
// BBG KV/PV 2016 50 850, 2019 54 450, 2021 58 050, 2022 58 050, 2023 59 850, 2024 62 100,
// 2025 66 150, 2026 69 750 Euro; RV 2016 18,7, ab 2018 18,6; AV 2016 3,0, 2019 2,5, 2021 2,4,
// ab 2023 2,6; PV 2016 2,35, 2019 3,05, ab 01.07.2023 3,4, ab 2025 3,6; Zuschlag Kinderlose bis
// 2021 0,25, 2022 0,35, ab 01.07.2023 0,6 Prozent.

type Antwort = Record<string, unknown>;
const kg = (abfrage: string) => json(`/hr/krankengeld?${abfrage}`) as Promise<Antwort>;
// Ein Regelentgelt weit über jeder Grenze und ein Netto, dessen 90 % nicht greifen.
const HOCH = 'brutto_monat=10000&netto_monat=6000&kinder=1';

describe('krankengeld: die Zahlen der Datendatei sind die des Gesetzes', () => {
  // § 47 Abs. 1 Satz 1, 2, 4 und 7, Abs. 2 Satz 3 und 6 SGB V; § 223 Abs. 3 Satz 1 SGB V;
  // § 57 Abs. 2 Satz 1, § 55 Abs. 3 Satz 1 und 2 SGB XI; § 170 Abs. 1 Nr. 2 SGB VI; § 347 Nr. 5
  // SGB III; § 59 Abs. 2 SGB XI ("je zur Hälfte").
  it('70, 90, 100 Prozent; 30 und 360 Tage; 80 Prozent; je zur Hälfte', () => {
    const w = Object.fromEntries(datensatz('krankengeld').bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert]));
    expect(regelnAus(w)).toEqual({
      krankengeld_prozent: 70,
      netto_hoechstens_prozent: 90,
      netto_laufend_hoechstens_prozent: 100,
      regelentgelt_teiler_monat: 30,
      einmalzahlung_teiler: 360,
      bbg_teiler: 360,
      tage_kalendermonat: 30,
      pv_beitragspflichtig_prozent: 80,
      rv_anteil_bezieher_prozent: 50,
      av_anteil_bezieher_prozent: 50,
      pv_anteil_bezieher_prozent: 50,
    });
  });
  it('23 Jahre und Jahrgang 1940 stehen einmal, am Zuschlag für Kinderlose in beitragssaetze', () => {
    const stufen = datensatz('beitragssaetze').bestandteile.find((b) => b.id === 'pv_kinderlosenzuschlag')!.stufen;
    expect(stufen.length).toBeGreaterThan(0);
    for (const s of stufen) expect(s.zusatz).toEqual({ ab_lebensjahr: 23, geburtsjahr_ab: 1940 });
  });
});

describe('krankengeld: veröffentlichte Höchstbeträge (Fälle 1 bis 4)', () => {
  // Fall 1, AOK „Krankengeld“ (https://www.aok.de/pk/leistungen/arbeitsunfaehigkeit/krankengeld/):
  // 128,63 Euro je Tag (2025). 66 150 / 360 = 183,75; x 0,7 = 128,625 -> 128,63; x 30 = 3 858,90.
  it('2025: 128,63 Euro je Tag, 3 858,90 im Monat', async () => {
    expect(await kg(`datum=2025-03-01&${HOCH}`)).toMatchObject({
      hoechstregelentgelt_tag: 183.75,
      regelentgelt_tag: 183.75,
      regelentgelt_begrenzt: true,
      begrenzung: 'regelentgelt',
      krankengeld_brutto_tag: 128.63,
      krankengeld_brutto_monat: 3858.9,
    });
  });
  // Fall 2, BKK Deutsche Bank (https://www.bkkdb.de/leistungen-beratung/alle-leistungen/wenn-sie-krank-sind/krankengeld):
  // 2024 120,75 Euro (62 100 / 360 = 172,50 x 0,7), 2023 116,38 Euro (59 850 / 360 = 166,25 x 0,7 = 116,375).
  it('2024: 120,75 Euro; 2023: 116,38 Euro', async () => {
    expect(await kg(`datum=2024-05-01&${HOCH}`)).toMatchObject({ krankengeld_brutto_tag: 120.75 });
    expect(await kg(`datum=2023-03-01&${HOCH}`)).toMatchObject({ krankengeld_brutto_tag: 116.38 });
  });
  // Fall 3, AOK Hessen und Bergische Krankenkasse: 112,88 Euro je Tag und 3 386,40 Euro im Monat (2021).
  // 58 050 / 360 = 161,25; x 0,7 = 112,875 -> 112,88; x 30 = 3 386,40.
  it('2021: 112,88 Euro je Tag, 3 386,40 im Monat', async () => {
    expect(await kg(`datum=2021-06-01&${HOCH}`)).toMatchObject({
      krankengeld_brutto_tag: 112.88,
      krankengeld_brutto_monat: 3386.4,
    });
  });
  // Fall 4, Fachquellen: Höchstregelentgelt 2022 161,25, 2023 166,25, 2024 172,50 Euro.
  it.each([
    ['2022-06-01', 161.25],
    ['2023-06-01', 166.25],
    ['2024-06-01', 172.5],
    ['2026-06-01', 193.75],
  ])('Höchstregelentgelt am %s: %s Euro', async (datum, wert) => {
    expect((await kg(`datum=${datum}&${HOCH}`)).hoechstregelentgelt_tag).toBe(wert);
  });
});

describe('krankengeld: Einmalzahlungen und Netto-Grenzen (Fälle 9 bis 12)', () => {
  // Fall 9, Gemeinsames Rundschreiben zum Krankengeld vom 07.09.2022, Abschn. 4.1.3, Beispiel 100:
  // 2 400 / 30 = 80,00; 4 500 / 360 = 12,50; zusammen 92,50.
  it('Beispiel 100 des Rundschreibens: Regelentgelt 80,00 + 12,50 = 92,50', async () => {
    expect(
      await kg('datum=2024-05-01&brutto_monat=2400&netto_monat=1700&einmalzahlungen_12_monate=4500&kinder=1'),
    ).toMatchObject({ regelentgelt_laufend_tag: 80, hinzurechnung_tag: 12.5, regelentgelt_tag: 92.5 });
  });
  // Fall 10, Haufe SGB Office „Krankengeld – Berechnung und Zahlung, 8.1 Begrenzung auf 90 %“:
  // 3 500 / 30 = 116,67; 3 500 / 360 = 9,72; 126,39 x 0,7 = 88,473 -> 88,47; 2 200 / 30 = 73,33;
  // 73,33 / 116,67 x 9,72 = 6,109 -> 6,11; 79,44 x 0,9 = 71,496 -> 71,50; 100 % laufend 73,33 greift nicht.
  it('Haufe: Begrenzung auf 90 % des kumulierten Netto, 71,50 Euro', async () => {
    expect(
      await kg('datum=2024-05-01&brutto_monat=3500&netto_monat=2200&einmalzahlungen_12_monate=3500&kinder=1'),
    ).toMatchObject({
      regelentgelt_laufend_tag: 116.67,
      hinzurechnung_tag: 9.72,
      regelentgelt_tag: 126.39,
      krankengeld_regelentgelt_tag: 88.47,
      nettoentgelt_laufend_tag: 73.33,
      nettoentgelt_hinzurechnung_tag: 6.11,
      nettoentgelt_tag: 79.44,
      krankengeld_netto_grenze_tag: 71.5,
      krankengeld_netto_laufend_grenze_tag: 73.33,
      begrenzung: 'nettoentgelt',
      krankengeld_brutto_tag: 71.5,
    });
  });
  // Fall 11, Haufe SGB Office „Krankengeld – Einmalzahlungen, 3 Höhe des Krankengeldes“ (2023):
  // 4 380 / 30 = 146,00; 6 000 / 360 = 16,67; 162,67 < 166,25; x 0,7 = 113,869 -> 113,87;
  // 2 700 / 30 = 90,00; 90 / 146 x 16,67 = 10,276 -> 10,28; 100,28 x 0,9 = 90,252 -> 90,25;
  // laufendes Netto 90,00 ist die niedrigste Grenze. Abzüge von Hand (bis 30.06.2023, mit Kind):
  // RV 90 x 9,3 % = 8,37; AV 90 x 1,3 % = 1,17; PV 90 x 1,525 % = 1,3725 -> 1,37; netto 79,09.
  it('Haufe 2023: Begrenzung auf 100 % des laufenden Netto, 90,00 Euro', async () => {
    expect(
      await kg('datum=2023-03-01&brutto_monat=4380&netto_monat=2700&einmalzahlungen_12_monate=6000&kinder=1'),
    ).toMatchObject({
      regelentgelt_tag: 162.67,
      regelentgelt_begrenzt: false,
      krankengeld_regelentgelt_tag: 113.87,
      nettoentgelt_hinzurechnung_tag: 10.28,
      nettoentgelt_tag: 100.28,
      krankengeld_netto_grenze_tag: 90.25,
      krankengeld_netto_laufend_grenze_tag: 90,
      begrenzung: 'nettoentgelt_laufend',
      krankengeld_brutto_tag: 90,
      rv_tag: 8.37,
      av_tag: 1.17,
      pv_tag: 1.37,
      krankengeld_netto_tag: 79.09,
    });
  });
  // Fall 12, Haufe/Sommer, SGB V § 44b Rz. 36 (2023): 2 100 / 30 = 70,00 x 0,7 = 49,00;
  // 1 500 / 30 = 50,00 x 0,9 = 45,00. Abzüge von Hand (mit Kind): RV 45 x 9,3 % = 4,185 -> 4,19;
  // AV 45 x 1,3 % = 0,585 -> 0,59; PV 45 x 1,525 % = 0,68625 -> 0,69; netto 45 - 5,47 = 39,53.
  it('Sommer 2023: 45,00 Euro, ohne Einmalzahlung keine 100-%-Grenze', async () => {
    expect(await kg('datum=2023-03-01&brutto_monat=2100&netto_monat=1500&kinder=1')).toMatchObject({
      regelentgelt_tag: 70,
      krankengeld_regelentgelt_tag: 49,
      nettoentgelt_tag: 50,
      krankengeld_netto_grenze_tag: 45,
      krankengeld_netto_laufend_grenze_tag: null,
      begrenzung: 'nettoentgelt',
      krankengeld_brutto_tag: 45,
      beitraege_tag: 5.47,
      krankengeld_netto_tag: 39.53,
    });
  });
});

describe('krankengeld: Beiträge aus dem gezahlten Krankengeld (Fälle 5 bis 8)', () => {
  // Fall 6, Bescheid vom 14.09.2016 (SG Würzburg, S 3 KR 160/17): 59,63 brutto, 52,46 netto.
  // Eingaben so gewählt, dass 90 % des Netto 59,63 ergeben: 1 987,80 / 30 = 66,26 x 0,9 = 59,634.
  // RV 59,63 x 9,35 % = 5,5754 -> 5,58; AV x 1,5 % = 0,8945 -> 0,89; PV x 1,175 % = 0,7007 -> 0,70.
  it('Bescheid 2016: 59,63 - 5,58 - 0,89 - 0,70 = 52,46', async () => {
    expect(await kg('datum=2016-09-01&brutto_monat=3000&netto_monat=1987.80&kinder=1')).toMatchObject({
      krankengeld_brutto_tag: 59.63,
      rv_basis_tag: 59.63,
      rv_satz_prozent: 9.35,
      rv_tag: 5.58,
      av_satz_prozent: 1.5,
      av_tag: 0.89,
      pv_satz_prozent: 1.175,
      pv_tag: 0.7,
      krankengeld_netto_tag: 52.46,
    });
  });
  // Fall 7, Bescheid vom 03.04.2019 (LSG Baden-Württemberg, L 5 KR 3231/21): 99,52 brutto; PV 1,52,
  // RV 9,26, AV 1,24; netto 87,50. Eingaben: 3 317,40 / 30 = 110,58 x 0,9 = 99,522 -> 99,52; das
  // Regelentgelt 6 000 / 30 = 200,00 wird auf 54 450 / 360 = 151,25 begrenzt (x 0,7 = 105,88).
  // Aus 80 % des Regelentgelts gerechnet wäre allein der RV-Anteil 121,00 x 9,3 % = 11,25.
  it('Bescheid 2019: 99,52 - 9,26 - 1,24 - 1,52 = 87,50, Anteile aus dem Zahlbetrag', async () => {
    expect(await kg('datum=2019-01-07&brutto_monat=6000&netto_monat=3317.40&kinder=1')).toMatchObject({
      regelentgelt_tag: 151.25,
      regelentgelt_begrenzt: true,
      krankengeld_regelentgelt_tag: 105.88,
      begrenzung: 'nettoentgelt',
      krankengeld_brutto_tag: 99.52,
      rv_tag: 9.26,
      av_tag: 1.24,
      pv_tag: 1.52,
      beitraege_tag: 12.02,
      krankengeld_netto_tag: 87.5,
    });
  });
  // Fall 5, AOK „Krankengeld“: drei Kinder unter 25 senken den Pflegebeitrag um 0,5 Punkte, bei
  // 60 Euro Krankengeld 30 Cent je Tag. Eingabe: 2 571,30 / 30 = 85,71 x 0,7 = 59,997 -> 60,00.
  // 2024 (PV 3,4): ohne Abschlag 60 x 1,7 % = 1,02; mit 60 x 1,2 % = 0,72; Unterschied 0,30.
  it('AOK: Elternabschlag auf das gezahlte Krankengeld, 0,30 Euro je Tag', async () => {
    const basis = 'datum=2024-05-01&brutto_monat=2571.30&netto_monat=2400&kinder=3';
    const ohne = await kg(basis);
    const mit = await kg(`${basis}&kinder_unter_25=3`);
    expect(ohne).toMatchObject({
      krankengeld_brutto_tag: 60,
      pv_abschlag_prozent: 0,
      pv_satz_prozent: 1.7,
      pv_tag: 1.02,
    });
    expect(mit).toMatchObject({
      krankengeld_brutto_tag: 60,
      pv_abschlag_prozent: 0.5,
      pv_satz_prozent: 1.2,
      pv_tag: 0.72,
    });
    expect(Math.round(((ohne.pv_tag as number) - (mit.pv_tag as number)) * 100)).toBe(30);
  });
  // Fall 8, Bescheid ab 25.06.2013 (LSG Baden-Württemberg, L 11 KR 2575/15): Gehalt 2 000 brutto,
  // 1 366,09 netto; 40,99 brutto, 35,96 netto. 2013 liegt vor der Abdeckung; die Sätze 2013 (RV 18,9,
  // AV 3,0, PV 2,05, Zuschlag 0,25 %) sind die des Falls, nicht amtlich geprüft, deshalb nur die
  // Methode über die Rechenfunktion: 1 366,09 / 30 = 45,5363 -> 45,54 x 0,9 = 40,986 -> 40,99 (ohne
  // Zwischenrundung 40,98); RV 40,99 x 9,45 % = 3,87; AV x 1,5 % = 0,61; PV x 1,025 % = 0,42;
  // Zuschlag 0,8 x 66,67 = 53,34 x 0,25 % = 0,13 (aus dem Zahlbetrag wären es 0,10); netto 35,96.
  it('Bescheid 2013 (Methode): Netto-Tageswert vor 90 % gerundet, Zuschlag aus 80 % des Regelentgelts', () => {
    const w = Object.fromEntries(datensatz('krankengeld').bestandteile.map((b) => [b.id, b.stufen.at(-1)!.wert]));
    const r = krankengeld(
      {
        brutto_monat: 2000,
        netto_monat: 1366.09,
        einmalzahlungen_12_monate: 0,
        kinder_unter_25: 0,
        rv_pflichtig: true,
        av_pflichtig: true,
        kinderlosenzuschlag: true,
      },
      regelnAus(w),
      { bbg_kv_pv_jahr: 47250, rv: 18.9, av: 3, pv: 2.05, pv_kinderlosenzuschlag: 0.25, pv_kinderabschlag: null },
    );
    expect(r).toMatchObject({
      regelentgelt_tag: 66.67,
      nettoentgelt_tag: 45.54,
      krankengeld_brutto_tag: 40.99,
      rv_tag: 3.87,
      av_tag: 0.61,
      pv_tag: 0.42,
      pv_zuschlag_basis_tag: 53.34,
      pv_zuschlag_tag: 0.13,
      krankengeld_netto_tag: 35.96,
    });
  });
});

describe('krankengeld: von Hand gerechnet an den Grenzen', () => {
  // 2026, kinderlos (Jahrgang 1980): 6 000 / 30 = 200,00 > 69 750 / 360 = 193,75 -> 193,75;
  // x 0,7 = 135,625 -> 135,63; 5 000 / 30 = 166,67 x 0,9 = 150,003 -> 150,00 greift nicht.
  // RV 135,63 x 9,3 % = 12,61359 -> 12,61; AV x 1,3 % = 1,76319 -> 1,76; PV x 1,8 % = 2,44134 -> 2,44;
  // Zuschlag 0,8 x 193,75 = 155,00 x 0,6 % = 0,93. Summe 17,74; netto 117,89; Monat 4 068,90,
  // 532,20 und 3 536,70.
  it('Beitragsbemessungsgrenze 2026 mit Zuschlag für Kinderlose', async () => {
    expect(await kg('datum=2026-03-01&brutto_monat=6000&netto_monat=5000&kinder=0&geburtsjahr=1980')).toMatchObject({
      regelentgelt_laufend_tag: 200,
      hoechstregelentgelt_tag: 193.75,
      regelentgelt_tag: 193.75,
      regelentgelt_begrenzt: true,
      krankengeld_regelentgelt_tag: 135.63,
      krankengeld_netto_grenze_tag: 150,
      begrenzung: 'regelentgelt',
      krankengeld_brutto_tag: 135.63,
      rv_tag: 12.61,
      av_tag: 1.76,
      pv_satz_prozent: 1.8,
      pv_tag: 2.44,
      kinderlosenzuschlag: true,
      pv_zuschlag_basis_tag: 155,
      pv_zuschlag_satz_prozent: 0.6,
      pv_zuschlag_tag: 0.93,
      beitraege_tag: 17.74,
      krankengeld_netto_tag: 117.89,
      krankengeld_brutto_monat: 4068.9,
      beitraege_monat: 532.2,
      krankengeld_netto_monat: 3536.7,
    });
  });
  // 5 812,50 / 30 = 193,75: genau die Grenze, nicht begrenzt. 5 400 / 30 = 180,00 + 6 000 / 360 =
  // 16,67 = 196,67: erst die Hinzurechnung überschreitet die Grenze (Rundschreiben 4.1.3).
  it('genau an der Grenze nicht begrenzt; mit Einmalzahlung über der Grenze begrenzt', async () => {
    expect(await kg('datum=2026-03-01&brutto_monat=5812.50&netto_monat=5000&kinder=1')).toMatchObject({
      regelentgelt_tag: 193.75,
      regelentgelt_begrenzt: false,
    });
    expect(
      await kg('datum=2026-03-01&brutto_monat=5400&netto_monat=5000&einmalzahlungen_12_monate=6000&kinder=1'),
    ).toMatchObject({
      regelentgelt_laufend_tag: 180,
      hinzurechnung_tag: 16.67,
      regelentgelt_tag: 193.75,
      regelentgelt_begrenzt: true,
    });
  });
  // 90-%-Grenze knapp: 3 000 / 30 = 100,00 x 0,7 = 70,00; Netto 2 333,40 / 30 = 77,78 x 0,9 =
  // 70,002 -> 70,00: Gleichstand, es zählt die erste (Regelentgelt). Netto 2 333,10 / 30 = 77,77 x
  // 0,9 = 69,993 -> 69,99: jetzt begrenzt das Netto.
  it('90 % des Netto: Gleichstand und ein Cent darunter', async () => {
    expect(await kg('datum=2025-03-01&brutto_monat=3000&netto_monat=2333.40&kinder=1')).toMatchObject({
      krankengeld_brutto_tag: 70,
      begrenzung: 'regelentgelt',
    });
    expect(await kg('datum=2025-03-01&brutto_monat=3000&netto_monat=2333.10&kinder=1')).toMatchObject({
      krankengeld_brutto_tag: 69.99,
      begrenzung: 'nettoentgelt',
    });
  });
  // Elternabschlag: fünf Kinder unter 25 -> 4 x 0,25 = 1,0 (Höchstwert), sechs ebenso; 2025 PV 1,8 - 1,0 = 0,8.
  // Am 30.06.2023 gab es noch keinen Abschlag (PV 3,05 / 2 = 1,525).
  it('Elternabschlag höchstens 1,0 Punkte, erst ab 01.07.2023', async () => {
    const basis = 'brutto_monat=3000&netto_monat=2500&kinder=6';
    expect(await kg(`datum=2025-03-01&${basis}&kinder_unter_25=5`)).toMatchObject({
      pv_abschlag_prozent: 1,
      pv_satz_prozent: 0.8,
    });
    expect(await kg(`datum=2025-03-01&${basis}&kinder_unter_25=6`)).toMatchObject({ pv_abschlag_prozent: 1 });
    expect(await kg(`datum=2025-03-01&${basis}&kinder_unter_25=1`)).toMatchObject({ pv_abschlag_prozent: 0 });
    expect(await kg(`datum=2023-06-30&${basis}&kinder_unter_25=5`)).toMatchObject({
      pv_abschlag_prozent: 0,
      pv_satz_prozent: 1.525,
    });
    expect(await kg(`datum=2023-07-01&${basis}&kinder_unter_25=5`)).toMatchObject({
      pv_abschlag_prozent: 1,
      pv_satz_prozent: 0.7,
    });
  });
  // Zuschlag 2021 0,25, 2022 0,35 Prozent: 3 000 / 30 = 100,00; 0,8 x 100 = 80,00 x 0,25 % = 0,20
  // und x 0,35 % = 0,28.
  it('Zuschlag für Kinderlose nach dem Satz des Tages', async () => {
    const basis = 'brutto_monat=3000&netto_monat=2500&kinder=0&geburtsjahr=1980';
    expect(await kg(`datum=2021-06-01&${basis}`)).toMatchObject({ pv_zuschlag_basis_tag: 80, pv_zuschlag_tag: 0.2 });
    expect(await kg(`datum=2022-06-01&${basis}`)).toMatchObject({ pv_zuschlag_tag: 0.28 });
  });
  it('ohne Renten- und Arbeitslosenversicherungspflicht keine Anteile dort', async () => {
    expect(
      await kg('datum=2025-03-01&brutto_monat=3000&netto_monat=2500&kinder=1&rv_pflichtig=false&av_pflichtig=false'),
    ).toMatchObject({ rv_basis_tag: null, rv_satz_prozent: null, rv_tag: 0, av_tag: 0, pv_tag: 1.26 });
  });
});

describe('krankengeld: Beginn des Zuschlags für Kinderlose (§ 55 Abs. 3 SGB XI, §§ 187, 188 BGB)', () => {
  // § 55 Abs. 3 Satz 1 und 2 SGB XI: nach Vollendung des 23. Lebensjahres, nicht vor 1940 Geborene.
  const r = { abLebensjahr: 23, geburtsjahrAb: 1940 };
  // Geboren 15.05.2003: 23. Lebensjahr vollendet am 14.05.2026, Zuschlag ab 01.06.2026.
  // Geboren 01.06.2003: vollendet am 31.05.2026, ebenfalls ab 01.06.2026.
  // Geboren 01.01.2003: vollendet am 31.12.2025, ab 01.01.2026. Geboren 29.02.2004: vollendet am 28.02.2027.
  it.each([
    ['2003-05-15', '2026-06-01'],
    ['2003-06-01', '2026-06-01'],
    ['2003-01-01', '2026-01-01'],
    ['2003-12-31', '2027-01-01'],
    ['2004-02-29', '2027-03-01'],
    ['1940-01-01', '1963-01-01'],
    ['1939-12-31', null],
  ])('geboren %s: Zuschlag ab %s', (geburt, ab) => expect(zuschlagAb(geburt, r)).toBe(ab));
  it('mit Geburtsjahr nur außerhalb des Jahres, in dem das 23. Lebensjahr vollendet wird', () => {
    expect(zuschlagNachJahr(2002, '2026-03-01', r)).toBe(true);
    expect(zuschlagNachJahr(2003, '2026-03-01', r)).toBe('unklar');
    expect(zuschlagNachJahr(2004, '2026-12-31', r)).toBe(false);
    expect(zuschlagNachJahr(1939, '2026-03-01', r)).toBe(false);
  });
  it('über HTTP: am 31.05.2026 noch nicht, am 01.06.2026 mit Zuschlag; Eltern nie', async () => {
    const basis = 'brutto_monat=3000&netto_monat=2500&kinder=0&geburtsdatum=2003-05-15';
    expect(await kg(`datum=2026-05-31&${basis}`)).toMatchObject({ kinderlosenzuschlag: false, pv_zuschlag_tag: 0 });
    expect(await kg(`datum=2026-06-01&${basis}`)).toMatchObject({ kinderlosenzuschlag: true, pv_zuschlag_tag: 0.48 });
    expect(await kg('datum=2026-06-01&brutto_monat=3000&netto_monat=2500&kinder=1&geburtsjahr=1980')).toMatchObject({
      kinderlosenzuschlag: false,
    });
  });
});

describe('krankengeld: Fehler', () => {
  it('privat Versicherte: 400 mit Erklärung', async () => {
    const f = await fehler('/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=1&krankenversicherung=privat');
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'krankenversicherung' });
    expect(String(f.nachricht)).toContain('gesetzliche Krankenversicherung');
  });
  it('Pflichtparameter, Zuschlag ohne Alter, unstimmige Angaben', async () => {
    expect(await fehler('/hr/krankengeld?netto_monat=2000&kinder=1')).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'brutto_monat',
    });
    expect(await fehler('/hr/krankengeld?brutto_monat=3000&netto_monat=2000')).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'kinder',
    });
    expect(await fehler('/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=0')).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'geburtsdatum',
    });
    expect(
      await fehler('/hr/krankengeld?datum=2026-03-01&brutto_monat=3000&netto_monat=2000&kinder=0&geburtsjahr=2003'),
    ).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'geburtsjahr',
    });
    expect(await fehler('/hr/krankengeld?brutto_monat=2000&netto_monat=3000&kinder=1')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'netto_monat',
    });
    expect(await fehler('/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=1&kinder_unter_25=2')).toMatchObject(
      {
        code: 'ungueltiger_parameter',
        parameter: 'kinder_unter_25',
      },
    );
  });
  // Geringfügigkeitsgrenze 2026: 603 Euro (uebergangsbereich).
  it('Entgelt bis zur Geringfügigkeitsgrenze wird nicht berechnet', async () => {
    expect(await fehler('/hr/krankengeld?datum=2026-03-01&brutto_monat=603&netto_monat=603&kinder=1')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'brutto_monat',
    });
    expect(await kg('datum=2026-03-01&brutto_monat=603.01&netto_monat=603&kinder=1')).toMatchObject({
      krankengeld_brutto_tag: 14.07,
    });
  });
  it('kein Zusatzbeitrag: der Parameter ist unbekannt', async () => {
    expect(await fehler('/hr/krankengeld?brutto_monat=3000&netto_monat=2000&kinder=1&zusatzbeitrag=1.7')).toMatchObject(
      {
        code: 'unbekannter_parameter',
      },
    );
  });
  it('außerhalb der Abdeckung 404: vor 2015 und nach dem letzten Jahr von rechengroessen, mit der eigenen Abdeckung', async () => {
    expect(await fehler('/hr/krankengeld?datum=2014-12-31&brutto_monat=3000&netto_monat=2000&kinder=1')).toMatchObject({
      code: 'kein_wert',
      parameter: 'datum',
      nachricht: 'datum=2014-12-31 liegt außerhalb der Abdeckung von krankengeld: 2015-01-01 bis 2026-12-31.',
    });
    const f = await fehler('/hr/krankengeld?datum=2027-01-01&brutto_monat=3000&netto_monat=2000&kinder=1');
    expect(f).toMatchObject({
      code: 'kein_wert',
      parameter: 'datum',
      nachricht: 'datum=2027-01-01 liegt außerhalb der Abdeckung von krankengeld: 2015-01-01 bis 2026-12-31.',
    });
  });
  it('CSV: eine Zeile mit den Einzelwerten', async () => {
    const text = await (
      await hole('/hr/krankengeld?datum=2025-03-01&brutto_monat=3000&netto_monat=2500&kinder=1&format=csv')
    ).text();
    const [kopf, zeile] = text.replace(/^\uFEFF/, '').split('\r\n');
    const spalten = kopf.split(',');
    expect(spalten).toContain('krankengeld_brutto_tag');
    expect(zeile.split(',')[spalten.indexOf('krankengeld_brutto_tag')]).toBe('70');
  });
});
