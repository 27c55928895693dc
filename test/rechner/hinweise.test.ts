// The hints of brutto-netto are true for the request that got them (issue 39, part 4): each hint is
// present exactly when its trigger is in the input. Hints are plain strings without ids; each is known
// here by the words it begins with. The triggers are read from the law and the data by hand, never from
// the code under test: a Minijob up to 556 Euro (2025) or 538 Euro (2024), the Übergangsbereich up to
// 2.000 Euro (data/uebergangsbereich.yaml); the Kirchensteuer cap in data/kirchensteuer.yaml is read for
// Berlin from 2015 (kappung_be), for Hessen not at all.
import { describe, expect, it } from 'vitest';
import { imProzess } from './im-prozess';

type Art = 'minijob' | 'uebergangsbereich' | 'regulaer';
type Ausloeser = (q: URLSearchParams, art: Art) => boolean;

const zahl = (q: URLSearchParams, name: string): number => Number(q.get(name) ?? 0);
const privat = (q: URLSearchParams) => q.get('krankenversicherung') === 'privat';

// Every hint brutto-netto can give, by the words it begins with, and the input that calls for it.
const HINWEISE: Record<string, { beginn: string; ausloeser: Ausloeser }> = {
  // The dataset's own hints (data/brutto-netto.yaml): statements about what the calculator does,
  // true for every request, so in every answer.
  eine_beschaeftigung: { beginn: 'Gerechnet wird eine Beschäftigung', ausloeser: () => true },
  azubi: {
    beginn: 'Der Übergangsbereich und der Minijob gelten nicht für Beschäftigte zur Berufsausbildung',
    ausloeser: () => true,
  },
  bestandsschutz: { beginn: 'Bestandsschutz nach § 134 SGB IV', ausloeser: () => true },
  gleitzone: { beginn: 'Die Gleitzone bis 30.06.2019', ausloeser: () => true },
  // § 55 Abs. 3 SGB XI: without a birth date the surcharge for the childless is assumed; only where
  // social care insurance is paid (statutorily insured, outside a Minijob) and no child is given.
  kinderlos: {
    beginn: 'Ohne geburtsdatum und geburtsjahr gilt der Beitragszuschlag',
    ausloeser: (q, art) =>
      !privat(q) && art !== 'minijob' && zahl(q, 'kinder') === 0 && !q.has('geburtsjahr') && !q.has('geburtsdatum'),
  },
  // GR RS 2022/11 Ziff. 4.3.3.3: a one-off that lifts the month above the Übergangsbereich.
  ueber_obergrenze: {
    beginn: 'brutto und einmalzahlung übersteigen zusammen die Obergrenze',
    ausloeser: (q, art) => art === 'uebergangsbereich' && zahl(q, 'brutto') + zahl(q, 'einmalzahlung') > 2000,
  },
  // The PAP's PKPV and the subsidy of § 257 SGB V / § 61 SGB XI, neither in a Minijob.
  pkv_pap: {
    beginn: 'pkv_beitrag gilt im Programmablaufplan',
    ausloeser: (q, art) => privat(q) && art !== 'minijob',
  },
  pkv_zuschuss: {
    beginn: 'arbeitgeber.kv und arbeitgeber.pv sind die steuerfreien Zuschüsse',
    ausloeser: (q, art) => privat(q) && art !== 'minijob',
  },
  kappung: {
    beginn: 'Kappung in ',
    ausloeser: (q, art) => q.get('kirchensteuer') === 'true' && q.get('land') === 'BE' && art !== 'minijob',
  },
  ohne_entgelt: {
    beginn: 'Ohne Entgelt fallen in diesem Monat keine Beiträge an',
    ausloeser: (q, art) => art === 'minijob' && zahl(q, 'brutto') === 0,
  },
  minijob_umlagen: {
    beginn: 'Im Minijob gelten die Umlagesätze der Minijob-Zentrale',
    ausloeser: (q, art) => art === 'minijob' && (q.has('u1_satz') || q.has('u2_satz')),
  },
  // Mehrfachbeschäftigung (issue 41): the rule that applied, whenever other employments are given
  // (§ 8 Abs. 2 Satz 1 SGB IV, § 7 Abs. 1 Satz 2 SGB V).
  mehrfach_erster_minijob: {
    beginn: 'Erster Minijob neben einer versicherungspflichtigen Hauptbeschäftigung',
    ausloeser: (q, art) => art === 'minijob' && zahl(q, 'mehrfach_weitere_entgelt') > 0,
  },
  mehrfach_weiterer_minijob: {
    beginn: 'Weiterer Minijob neben einer Hauptbeschäftigung',
    ausloeser: (q) => zahl(q, 'mehrfach_weitere_entgelt') > 0 && zahl(q, 'mehrfach_weitere_minijobs_entgelt') > 0,
  },
  // § 3 Nr. 63 EStG only in the first employment.
  bav_klasse_6: {
    beginn: 'Steuerklasse 6: § 3 Nr. 63 EStG',
    ausloeser: (q) => q.get('steuerklasse') === '6' && zahl(q, 'entgeltumwandlung') > 0,
  },
  // § 3 Nr. 63 Satz 3 EStG a. F.: the 1,800 euro of commitments after 2004, until 2017, where the 4 % are
  // exhausted: in 2016 4 % of the BBG RV West of 74,400 euro = 2,976 euro, a twelfth 248 euro; no
  // statutory subsidy before 2019.
  bav_zusatzbetrag: {
    beginn: 'Der zusätzliche steuerfreie Betrag von 1800 Euro',
    ausloeser: (q) =>
      String(q.get('datum')).startsWith('2016') &&
      q.get('steuerklasse') !== '6' &&
      zahl(q, 'entgeltumwandlung') + zahl(q, 'bav_arbeitgeberzuschuss') > 248,
  },
  // § 26a BetrAVG: the compulsory subsidy for older agreements only from 2022.
  bav_altvereinbarung: {
    beginn: 'Der Zuschuss nach § 1a Abs. 1a BetrAVG gilt bis 2021',
    ausloeser: (q) =>
      zahl(q, 'entgeltumwandlung') > 0 &&
      !q.has('bav_arbeitgeberzuschuss') &&
      ['2019', '2020', '2021'].includes(String(q.get('datum')).slice(0, 4)),
  },
};

// Requests of every kind with the kind of employment worked by hand from brutto (with sv_tage the pay
// scaled to 30 days: 300 × 30 / 15 = 600 > 556, so no Minijob).
const FAELLE: [string, Art][] = [
  ['datum=2025-11-15&brutto=3000&land=HE', 'regulaer'],
  ['datum=2025-11-15&brutto=3000&land=HE&kinder=0&geburtsjahr=1990', 'regulaer'],
  ['datum=2025-11-15&brutto=3000&land=HE&kinder=2', 'regulaer'],
  ['datum=2025-11-15&brutto=3000&land=HE&sv_tage=15&geburtsjahr=1990', 'regulaer'],
  ['datum=2025-11-15&brutto=300&land=HE&sv_tage=15&geburtsjahr=1990', 'uebergangsbereich'],
  ['datum=2025-11-15&brutto=3000&land=HE&sv_tage=15&teillohnzahlungszeitraum=true', 'regulaer'],
  ['datum=2025-11-15&brutto=3000&land=HE&einmalzahlung=2000', 'regulaer'],
  ['datum=2025-11-15&brutto=1500&land=HE&einmalzahlung=2000&geburtsjahr=1990', 'uebergangsbereich'],
  ['datum=2025-11-15&brutto=1500&land=HE&geburtsjahr=1990', 'uebergangsbereich'],
  ['datum=2025-11-15&brutto=3000&land=HE&dienstwagen_listenpreis=40000&dienstwagen_entfernung_km=10', 'regulaer'],
  ['datum=2025-11-15&brutto=3000&land=HE&sfn_grundlohn_stunde=20&sfn_stunden_nacht=10', 'regulaer'],
  ['datum=2025-11-15&brutto=6000&land=HE&krankenversicherung=privat&pkv_beitrag=700', 'regulaer'],
  ['datum=2025-12-15&brutto=6000&land=HE&krankenversicherung=privat&pkv_beitrag=700&einmalzahlung=5000', 'regulaer'],
  ['datum=2025-11-15&brutto=400&land=HE&krankenversicherung=privat&pkv_beitrag=300', 'minijob'],
  ['datum=2025-11-15&brutto=400&land=HE', 'minijob'],
  ['datum=2025-11-15&brutto=0&land=HE', 'minijob'],
  ['datum=2024-11-15&brutto=400&land=HE&u1_satz=1.1&u2_satz=0.3', 'minijob'],
  ['datum=2025-11-15&brutto=3000&land=BE&kirchensteuer=true&geburtsjahr=1990', 'regulaer'],
  ['datum=2025-11-15&brutto=3000&land=HE&kirchensteuer=true', 'regulaer'],
  ['datum=2025-11-15&brutto=3000&land=HE&steuerklasse=6&entgeltumwandlung=100', 'regulaer'],
  ['datum=2020-11-15&brutto=3000&land=HE&entgeltumwandlung=100', 'regulaer'],
  ['datum=2020-11-15&brutto=3000&land=HE&entgeltumwandlung=100&bav_arbeitgeberzuschuss=0', 'regulaer'],
  ['datum=2018-11-15&brutto=800&land=HE', 'uebergangsbereich'],
  ['datum=2016-05-15&brutto=4000&land=HE&entgeltumwandlung=400', 'regulaer'],
  ['datum=2016-05-15&brutto=4000&land=HE&entgeltumwandlung=248', 'regulaer'],
  ['datum=2016-05-15&brutto=4000&land=HE&entgeltumwandlung=200&bav_arbeitgeberzuschuss=100', 'regulaer'],
  // 400 ≤ 556 beside a main job, no other Minijob: stays a Minijob; with a first Minijob elsewhere it is
  // added to the main job (400 + 3.000 > 2.000: regular).
  ['datum=2025-11-15&brutto=400&land=HE&mehrfach_weitere_entgelt=3000', 'minijob'],
  [
    'datum=2025-11-15&brutto=400&land=HE&kinder=1&mehrfach_weitere_entgelt=3000&mehrfach_weitere_minijobs_entgelt=100',
    'regulaer',
  ],
];

// The known hint a text is, or the text itself where no known hint begins it (then the test fails).
function kennung(text: string): string {
  const treffer = Object.entries(HINWEISE).filter(([, h]) => text.startsWith(h.beginn));
  return treffer.length === 1 ? treffer[0][0] : `unbekannt: ${text}`;
}

describe('Hinweise von brutto-netto (Issue 39, Teil 4)', () => {
  it.each(FAELLE)('%s: jeder Hinweis hat seinen Auslöser in der Eingabe und umgekehrt', (abfrage, art) => {
    const a = imProzess('brutto-netto', abfrage);
    expect(a.beschaeftigung).toBe(art);
    const q = new URLSearchParams(abfrage);
    const erwartet = Object.keys(HINWEISE)
      .filter((id) => HINWEISE[id].ausloeser(q, art))
      .sort();
    expect(a.hinweise.map(kennung).sort()).toEqual(erwartet);
  });

  // The answer with a part month said "keine Teilmonate" (issue 39).
  it('ein Teilmonat sagt nicht, er sei ein voller Monat', () => {
    const a = imProzess('brutto-netto', 'datum=2025-11-15&brutto=3000&land=HE&sv_tage=15');
    expect(a.teilmonat).toBeDefined();
    expect(a.hinweise.filter((h: string) => /Teilmonate|voller Monat|ganzen Monat/.test(h))).toEqual([
      'Gerechnet wird eine Beschäftigung (andere Beschäftigungen des Monats nur mit mehrfach_weitere_entgelt und ' +
        'mehrfach_weitere_minijobs_entgelt; keine Kurzarbeit, keine Altersteilzeit), ohne sv_tage für den ganzen ' +
        'Monat, mit sv_tage für dessen SV-Tage; Eingaben wie Kinderzahl, Elterneigenschaft, Freibetrag und Faktor ' +
        'gelten als nachgewiesen.',
    ]);
  });

  it('netto-brutto mit sv_tage sagt nicht, es sei ein voller Monat', () => {
    const a = imProzess('netto-brutto', 'datum=2025-11-15&netto=1500&land=HE&sv_tage=15');
    expect(a.hinweise.filter((h: string) => /voller Monat/.test(h))).toEqual([]);
    expect(a.abrechnung.hinweise.filter((h: string) => /keine Teilmonate|voller Monat/.test(h))).toEqual([]);
  });
});
