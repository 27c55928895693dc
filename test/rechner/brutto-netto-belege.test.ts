// brutto-netto für Monate seit 2015 gegen veröffentlichte Beispiele mit Centwerten (Issue 32, "Sources and
// tests"). Jedes Beispiel nennt Titel und Adresse der Quelle und ist von Hand aus dem Gesetz nachgerechnet
// (Formel § 163 Abs. 10 SGB VI a. F. bzw. § 20 Abs. 2a SGB IV, Werte aus data/uebergangsbereich.yaml,
// data/beitragssaetze.yaml, data/minijob-abgaben.yaml). Verworfene Beispiele und Abweichungen stehen in
// docs/ENTSCHEIDUNGEN.md, "Veröffentlichte Beispiele 2015 bis 2023".
import { describe, expect, it } from 'vitest';
import { json } from '../http';

const bn = (abfrage: string) => json(`/hr/brutto-netto?${abfrage}`);

describe('Gleitzone und Übergangsbereich bis September 2022: beitragspflichtige Einnahme', () => {
  // Techniker Krankenkasse, "Faktor F" (Firmenkunden, Zahlen und Grenzwerte),
  // https://www.tk.de/firmenkunden/versicherung/beitraege-faq/zahlen-und-grenzwerte/faktor-f-2033036:
  // Tabelle je Zeitraum mit F und der vereinfachten Formel BE = Wert × AE − Festbetrag. Von Hand mit der
  // vollen Formel F × 450 + (OG/(OG − 450) − 450/(OG − 450) × F) × (AE − 450), Zwischenergebnisse ungerundet:
  // 2015 F 0,7585: 341,325 + 1,2716875 × 150 = 532,078125 → 532,08 (TK: 1,2716875 × 600 − 230,934375).
  // 2016 F 0,7547: 339,615 + 1,2759625 × 150 = 531,009375 → 531,01. Der Festbetrag der TK-Zeile 2016
  //   (234,586125) ist ein Zahlendreher von 234,568125 (Zeile 2018, gleiches F) und ergäbe 530,99; verworfen.
  // 2017 F 0,7509: 337,905 + 1,2802375 × 150 = 529,940625 → 529,94 (TK: 1,2802375 × 600 − 238,201875).
  // 2018 F 0,7547: wie 2016, 531,01 (TK: 1,2759625 × 600 − 234,568125).
  // 01–06/2019 F 0,7566: 340,47 + 1,273825 × 150 = 531,54375 → 531,54 (TK: 1,273825 × 600 − 232,75125).
  // 07–12/2019 OG 1.300: 340,47 + (1300/850 − 450/850 × 0,7566) × 550 = 961,34235 → 961,34 (TK: 1,1288588,
  //   167,51647). 2020 F 0,7547: 339,615 + 1,12986471 × 550 = 961,0406 → 961,04 (TK: 1,1298647, 168,824117647).
  it.each([
    ['2015-05-15', 600, 532.08],
    ['2016-05-15', 600, 531.01],
    ['2017-05-15', 600, 529.94],
    ['2018-05-15', 600, 531.01],
    ['2019-05-15', 600, 531.54],
    ['2019-09-15', 1000, 961.34],
    ['2020-09-15', 1000, 961.04],
  ])('%s, %s Euro: BE %s (TK-Kurzformel)', async (datum, brutto, be) => {
    const a = await bn(`datum=${datum}&brutto=${brutto}&land=HE&kinder=1`);
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: be, uebergangsbereich_arbeitnehmer: null });
  });

  // Techniker Krankenkasse, "Neue Beiträge zu Midijobs" (Jahreswechsel 2021),
  // https://www.tk.de/firmenkunden/service/fachthemen/jahreswechsel/neue-beitraege-zu-midijobs-2098480:
  // Beispiel Arbeitsentgelt 650,00 Euro, reduzierte beitragspflichtige Einnahme 564,28 Euro. Von Hand
  // (F 0,7509): 337,905 + 1,13187647 × 200 = 564,2803 → 564,28.
  // Franken & Orths, "Teilzeitkräfte im Übergangsbereich (Midi-Jobs)",
  // https://www.franken-orths.de/teilzeitkraefte-im-uebergangsbereich-midi-jobs/: Praxis-Beispiel 900 Euro
  // (2021): 847,25 Euro. Von Hand: 337,905 + 1,13187647 × 450 = 847,2494 → 847,25.
  // personal-wissen.de, "Midijob: neue Formel und höhere Obergrenze seit 1. Januar 2023",
  // https://www.personal-wissen.de/12610/midijob-neue-formel-und-hoehere-obergrenze-seit-1-januar-2023/: F 0,7509
  // auch vom 1. Januar bis 30. September 2022 (G 450, OG 1.300 unverändert), also dieselbe Einnahme wie 2021.
  it.each([
    ['2021-03-15', 650, 564.28],
    ['2021-03-15', 900, 847.25],
    ['2022-05-15', 650, 564.28],
  ])('%s, %s Euro: BE %s (veröffentlicht)', async (datum, brutto, be) => {
    const a = await bn(`datum=${datum}&brutto=${brutto}&land=HE&kinder=1`);
    expect(a.bemessung.uebergangsbereich_gesamt).toBe(be);
  });

  // Aufteilung in der Gleitzone 2017 (600 Euro, ein Kind, BE 529,94 wie oben), von Hand: je Zweig
  // Gesamtbeitrag 2 × (halber Satz × BE, gerundet), Arbeitgeber halber Satz × 600, Beschäftigter der Rest.
  // KV 14,6 %: 2 × 38,69 (38,68562) = 77,38 − 43,80 = 33,58. RV 18,7 %: 2 × 49,55 (49,54939) = 99,10 −
  // 56,10 = 43,00. AV 3,0 %: 2 × 7,95 (7,9491) = 15,90 − 9,00 = 6,90. PV 2,55 %: 2 × 6,76 (6,756735) = 13,52
  // − 7,65 = 5,87. Zusatzbeitrag Ø 1,1 % allein vom Beschäftigten aus BE: 5,82934 → 5,83.
  // Insolvenzgeldumlage 0,09 % aus BE: 0,476946 → 0,48.
  it('Gleitzone 2017: Aufteilung je Zweig (von Hand)', async () => {
    const a = await bn('datum=2017-05-15&brutto=600&land=HE&kinder=1');
    expect(a.arbeitnehmer).toMatchObject({ kv: 33.58, kv_zusatzbeitrag: 5.83, pv: 5.87, rv: 43, av: 6.9 });
    expect(a.arbeitgeber).toMatchObject({ kv: 43.8, kv_zusatzbeitrag: 0, pv: 7.65, rv: 56.1, av: 9 });
    expect(a.arbeitgeber.insolvenzgeldumlage).toBe(0.48);
  });
});

describe('Übergangsbereich seit Oktober 2022: BE und BE_AN', () => {
  // GKV-Spitzenverband, DRV Bund, BA: Gemeinsames Rundschreiben "Übergangsbereich" vom 16.08.2022,
  // Beispiel 16a (wiedergegeben bei Haufe, https://haufe.de/haufe-kranken-und-pflegeversicherungs-office/
  // gr-v-16082022-uebergangsbereich-versicherungs-beit-beispiel-16a_idesk_PI16306_HI15498541.html):
  // Gesamtarbeitsentgelt 600,00 Euro im November 2022 → BE GSV-Beitrag 455,99, BE Arbeitnehmer-
  // Beitragsanteil 118,52 (Schritt 2 des Beispiels, voller Monat). Von Hand (G 520, OG 1.600, F 0,7009):
  // 364,468 + (1600/1080 − 520/1080 × 0,7009) × 80 = 455,9883 → 455,99; 1600/1080 × 80 = 118,5185 → 118,52.
  // Hasenbach Momberger, "Midi-Jobs ab 1.10.2022", https://hasenbachmomberger.de/midi-jobs-ab-1-10-2022/,
  // Praxis-Beispiel 1 (600 Euro): Arbeitnehmeranteil RV 118,52 × 9,3 % = 11,0224 → 11,02 wie veröffentlicht.
  // VERWORFEN dort: Gesamtbeitrag 455,99 × 18,6 % = 84,81 und Arbeitgeber 73,79. Gerechnet wird der
  // Gesamtbeitrag mit dem halben Satz, gerundet und verdoppelt, wie im Beispiel der Minijob-Zentrale
  // (365,61 × 9,3 % × 2): 455,99 × 9,3 % = 42,40707 → 42,41 × 2 = 84,82; Arbeitgeber 84,82 − 11,02 = 73,80.
  it('600 Euro im November 2022', async () => {
    const a = await bn('datum=2022-11-15&brutto=600&land=HE&kinder=1');
    expect(a.beschaeftigung).toBe('uebergangsbereich');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: 455.99, uebergangsbereich_arbeitnehmer: 118.52 });
    expect([a.arbeitnehmer.rv, a.arbeitgeber.rv]).toEqual([11.02, 73.8]);
  });

  // Steuerkanzlei Gelbrich, "Midijob: Beschäftigung im Übergangsbereich 2023",
  // https://steuerkanzlei-gelbrich.de/lohnsteuer-sozialversicherung/midijob-beschaeftigung-im-uebergangsbereich-2023,
  // und dataline, FAQ "U", https://dataline.de/support/faqs/181-fachliche-fragen/u.html: 2023 (F 0,6922,
  // G 520, OG 2.000) BE = 1,1081459459 × AE − 216,2918918918, BE_AN = 1,3513513513 × AE − 702,7027027027.
  // Von Hand für 1.000 Euro: 359,944 + (2000/1480 − 520/1480 × 0,6922) × 480 = 891,8541 → 891,85;
  // 2000/1480 × 480 = 648,6486 → 648,65. RV: gesamt 2 × (891,85 × 9,3 % = 82,94205 → 82,94) = 165,88;
  // Beschäftigter 648,65 × 9,3 % = 60,32445 → 60,32; Arbeitgeber 105,56.
  it('1.000 Euro 2023', async () => {
    const a = await bn('datum=2023-05-15&brutto=1000&land=HE&kinder=1');
    expect(a.bemessung).toMatchObject({ uebergangsbereich_gesamt: 891.85, uebergangsbereich_arbeitnehmer: 648.65 });
    expect([a.arbeitnehmer.rv, a.arbeitgeber.rv]).toEqual([60.32, 105.56]);
  });
});

describe('Minijob: veröffentlichte Abgaben', () => {
  // busplaner.de, "Lohnabrechnung: Was kostet ein Mini-Jobber?" (Stand Juni 2019),
  // https://www.busplaner.de/de/news/lohnabrechnung-was-kostet-ein-mini-jobber-11147.html: 450 Euro,
  // Abgaben an die Minijob-Zentrale 140,18 Euro (KV 13 %, RV 15 %, Pauschsteuer 2 %, U1 0,9 %, U2 0,19 %,
  // Insolvenzgeldumlage 0,06 %), Monatsnetto 433,80 Euro (RV-Anteil 3,6 %). Von Hand: 58,50 + 67,50 + 9,00 +
  // 4,05 + 0,86 (0,855) + 0,27 = 140,18; 450 × 3,6 % = 16,20. Der Beitrag zur Unfallversicherung der Seite
  // (1,1 %, Berufsgenossenschaft) gehört nicht zur Abrechnung.
  it('450 Euro im Juni 2019', async () => {
    const a = await bn('datum=2019-06-15&brutto=450&land=HE');
    expect(a.beschaeftigung).toBe('minijob');
    expect(a.arbeitgeber).toMatchObject({
      kv: 58.5,
      rv: 67.5,
      pauschsteuer: 9,
      u1: 4.05,
      u2: 0.86,
      insolvenzgeldumlage: 0.27,
      summe: 140.18,
    });
    expect([a.arbeitnehmer.rv, a.arbeitnehmer.netto]).toEqual([16.2, 433.8]);
  });

  // minijobs-aktuell.de, "Arbeitgeberbelastung 2021 bei Minijobs",
  // https://minijobs-aktuell.de/arbeitgeberbelastung-2021-bei-minijobs/amp: 450 Euro ohne Umlagen U1/U2,
  // 2020: KV 58,50, RV 67,50, Pauschsteuer 9,00, Insolvenzgeldumlage 0,06 % = 0,27, gesamt 135,27;
  // 2021: Insolvenzgeldumlage 0,12 % = 0,54, gesamt 135,54. Die Seite lässt U1 und U2 bewusst weg (sie
  // hängen von der Teilnahme am Ausgleichsverfahren ab); verglichen wird die Summe ohne sie.
  it.each([
    ['2020-05-15', 0.27, 135.27],
    ['2021-05-15', 0.54, 135.54],
  ])('450 Euro am %s: Insolvenzgeldumlage %s, ohne U1/U2 %s', async (datum, insolvenzgeldumlage, ohneU) => {
    const a = await bn(`datum=${datum}&brutto=450&land=HE`);
    expect(a.arbeitgeber).toMatchObject({ kv: 58.5, rv: 67.5, pauschsteuer: 9, insolvenzgeldumlage });
    const { summe, u1, u2 } = a.arbeitgeber;
    expect(Math.round((summe - u1 - u2) * 100) / 100).toBe(ohneU);
  });

  // Minijob-Zentrale, Blog "Neu: Die Abgaben für Minijobber in 2018",
  // https://blog.minijob-zentrale.de/2018/01/03/neu-die-abgaben-fuer-minijobber-in-2018-unser-minijob-rechner-hilft/:
  // Sätze 2018 KV 13 %, RV 15 %, U1 0,90 %, U2 0,24 %, Insolvenzgeldumlage 0,06 %, Pauschsteuer 2 %; der
  // Beitragsanteil des Minijobbers sinkt mit dem RV-Satz 18,6 % auf 3,6 %. Von Hand für 450 Euro: 58,50 +
  // 67,50 + 4,05 + 1,08 + 0,27 + 9,00 = 140,40; Beschäftigter 16,20 (2017 noch 3,7 % = 16,65).
  // Kommessien, "Höhere Umlagesätze U1 und U2 für Minijobs zum 1. September 2015",
  // https://www.kommessien.de/aktuelles-detail/hoehere-umlagesaetze-u1-und-u2-fuer-minijobs-zum-1-september-2015.html:
  // bis August 2015 U1 0,7 % und U2 0,24 % (3,15 und 1,08), ab September 1,00 % und 0,30 % (4,50 und 1,35).
  it.each([
    ['2015-08-15', 3.15, 1.08, 0.68, 16.65],
    ['2015-09-15', 4.5, 1.35, 0.68, 16.65],
    ['2018-05-15', 4.05, 1.08, 0.27, 16.2],
  ])('450 Euro am %s: U1 %s, U2 %s (Sätze veröffentlicht, von Hand)', async (datum, u1, u2, insolvenz, an) => {
    const a = await bn(`datum=${datum}&brutto=450&land=HE`);
    expect(a.arbeitgeber).toMatchObject({ u1, u2, insolvenzgeldumlage: insolvenz });
    expect(a.arbeitnehmer.rv).toBe(an);
  });
  it('450 Euro 2018: Summe der Abgaben 140,40', async () => {
    expect((await bn('datum=2018-05-15&brutto=450&land=HE')).arbeitgeber.summe).toBe(140.4);
  });

  // Minijob-Zentrale, Minijob-Rechner 2020 (Erläuterung), https://www.minijob-zentrale.de/DE/05_multifunktionsleiste/
  // 03_service/05_tools_rechner/02_Minijob_Rechner/2020/node.html: RV 18,6 %, Arbeitgeber 15 %, Minijobber 3,6 %,
  // "mindestens ein Entgelt von 175 Euro"; der Arbeitgeber zahlt weiter 15 % vom tatsächlichen Entgelt, den Rest
  // der Minijobber. Von Hand, 100 Euro: 2020 175 × 18,6 % = 32,55 − 15,00 = 17,55; 2016 (RV 18,7 %) 175 × 18,7 % =
  // 32,725 → 32,73 − 15,00 = 17,73.
  it.each([
    ['2016-05-15', 17.73],
    ['2020-05-15', 17.55],
  ])('Mindestbemessungsgrundlage 175 Euro am %s: Eigenanteil bei 100 Euro %s', async (datum, an) => {
    const a = await bn(`datum=${datum}&brutto=100&land=HE`);
    expect([a.arbeitgeber.rv, a.arbeitnehmer.rv]).toEqual([15, an]);
  });
});
