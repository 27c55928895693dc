// netto-brutto inverts what brutto-netto produces (issue 39): 1,000 random payslips over every input
// kind and every year 2015 to 2026 (one-offs with the pay so far and the previous year, private
// insurance, benefits in kind, deferred compensation and the employer's bAV subsidy, part months,
// company cars, SFN supplements, Freibetrag, Hinzurechnung, Faktor, church tax, children). Each net
// that brutto-netto gives is asked back. What must hold for every case: netto-brutto answers (no
// 400), its gross gives the net it states (brutto-netto of that gross), that net reaches the target,
// and an answer that is not exact says so in hinweise. Exact answers are the smallest: the original
// gross gives the target, so the answer is at most that gross, and one cent less does not give the
// target. The issue asks at least 99 % exact answers; the target is always exactly reachable here
// (the original gross), so every miss is the search's.
import { describe, expect, it } from 'vitest';
import { LAENDER } from '../../src/daten/schema';
import { imProzess } from './im-prozess';

// A fixed pseudo-random sequence (mulberry32, 32-bit integer arithmetic, so no float rounding shortens
// its period), so a failure names a case that can be run again.
let zustand = 20261206;
const zufall = () => {
  zustand = (zustand + 0x6d2b79f5) | 0;
  let t = Math.imul(zustand ^ (zustand >>> 15), 1 | zustand);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const eines = <T>(a: readonly T[]): T => a[Math.floor(zufall() * a.length)];
const ganz = (min: number, max: number) => min + Math.floor(zufall() * (max - min + 1));
const euro = (min: number, max: number) => (ganz(min * 100, max * 100) / 100).toFixed(2);
const ja = (p: number) => zufall() < p;

// Gross amounts across the kinds of employment: Minijob, Übergangsbereich, ordinary, above the
// ceilings, very high pay.
const brutto = () =>
  eines([() => euro(1, 600), () => euro(500, 2_100), () => euro(2_000, 9_000), () => euro(9_000, 60_000)])();

function anfrage(): string {
  const jahr = ganz(2015, 2026);
  const monat = ganz(1, 12);
  const mm = String(monat).padStart(2, '0');
  const q = [`datum=${jahr}-${mm}-15`, `land=${eines(LAENDER)}`];
  const klasse = ganz(1, 6);
  q.push(`steuerklasse=${klasse}`);
  if (klasse === 4 && ja(0.3)) q.push(`faktor=${eines(['0.912', '0.75', '0.999', '0.5'])}`);
  if (ja(0.5)) q.push('kirchensteuer=true');
  if (ja(0.4)) q.push(`kinder=${ganz(0, 4)}`);
  if (ja(0.3)) q.push(`kinderfreibetraege=${ganz(0, 4) / 2}`);
  if (ja(0.3)) q.push(`geburtsjahr=${ganz(1952, 2006)}`);
  else if (ja(0.2)) q.push(`geburtsdatum=${ganz(1955, 2005)}-${String(ganz(1, 12)).padStart(2, '0')}-${ganz(10, 28)}`);
  if (klasse !== 6 && ja(0.15)) q.push(`freibetrag=${euro(0, 600)}`);
  else if (klasse !== 6 && ja(0.08)) q.push(`hinzurechnung=${euro(0, 600)}`);
  else if (klasse === 6 && ja(0.15)) q.push(`freibetrag=${euro(0, 600)}`);
  if (ja(0.15)) {
    q.push('krankenversicherung=privat', `pkv_beitrag=${euro(200, 1_000)}`);
    if (ja(0.4)) q.push(`ppv_beitrag=${euro(30, 150)}`);
  } else if (ja(0.3)) q.push(`zusatzbeitrag=${eines(['0.9', '1.1', '1.7', '2.5', '2.9', '3.4'])}`);
  if (ja(0.1)) q.push(`u1_satz=${eines(['1.6', '2.8'])}`, `u2_satz=${eines(['0.4', '0.6'])}`);
  if (ja(0.2)) q.push(`geldwerter_vorteil=${euro(0, 300)}`);
  if (ja(0.15)) q.push(`sachbezug=${euro(0, 50)}`);
  if (ja(0.2)) {
    q.push(`entgeltumwandlung=${euro(0, 350)}`);
    if (ja(0.4)) q.push(`bav_arbeitgeberzuschuss=${euro(0, 100)}`);
  }
  const teil = ja(0.12);
  if (teil) {
    q.push(`sv_tage=${ganz(1, 29)}`);
    if (ja(0.3)) q.push('teillohnzahlungszeitraum=false');
  }
  if (ja(0.25)) {
    q.push(`einmalzahlung=${euro(1, 20_000)}`);
    if (ja(0.3)) q.push(`einmalzahlung_art=${eines(['sonstiger_bezug', 'mehrjaehrig', 'entschaedigung'])}`);
    if (teil || ja(0.4)) q.push(`jahresarbeitslohn=${euro(30_000, 120_000)}`);
    if (ja(0.3)) {
      const bisher = euro(0, 60_000);
      q.push(`kv_entgelt_bisher=${bisher}`, `rv_entgelt_bisher=${bisher}`, `sv_tage_bisher=${(monat - 1) * 30}`);
    }
    if (monat <= 3 && ja(0.4)) {
      const vorjahr = euro(20_000, 100_000);
      q.push(`vorjahr_kv_entgelt=${vorjahr}`, `vorjahr_rv_entgelt=${vorjahr}`, `vorjahr_sv_tage=360`);
    }
  }
  if (ja(0.15)) {
    q.push(`dienstwagen_listenpreis=${euro(20_000, 90_000)}`);
    const antrieb = eines(['verbrenner', 'elektro', 'hybrid']);
    q.push(`dienstwagen_antrieb=${antrieb}`);
    if (antrieb !== 'verbrenner') q.push(`dienstwagen_anschaffung=${jahr - 1}-06-01`);
    if (antrieb === 'hybrid') q.push(`dienstwagen_co2_g_km=${ganz(20, 60)}`);
    if (ja(0.6)) q.push(`dienstwagen_entfernung_km=${ganz(1, 60)}`);
    if (ja(0.2)) q.push(`dienstwagen_zuzahlung_monat=${euro(0, 150)}`);
  }
  if (ja(0.12)) {
    q.push(`sfn_grundlohn_stunde=${euro(13, 45)}`);
    q.push(`sfn_stunden_nacht=${ganz(1, 60)}`);
    if (ja(0.5)) q.push(`sfn_stunden_sonntag=${ganz(1, 16)}`);
    if (ja(0.3)) q.push(`sfn_satz_nacht=${eines([10, 15, 25])}`);
  }
  return q.join('&');
}

// Cases accepted by brutto-netto with a net netto-brutto can be asked for (0 to 1 000 000 euros).
const GESAMT = 1_000;

describe('netto-brutto kehrt jedes Netto von brutto-netto um (Issue 39)', () => {
  it(`${GESAMT} zufällige Rundreisen über jede Art von Eingabe`, () => {
    let gerechnet = 0;
    let genau = 0;
    const arten = {
      einmalzahlung: 0,
      privat: 0,
      sv_tage: 0,
      dienstwagen_listenpreis: 0,
      sfn_grundlohn_stunde: 0,
      entgeltumwandlung: 0,
      freibetrag: 0,
    };
    const fehlschlaege: string[] = [];
    const nichtKleinstes: string[] = [];
    for (let versuch = 0; gerechnet < GESAMT && versuch < 20 * GESAMT; versuch++) {
      const q = anfrage();
      const b = brutto();
      const hin = imProzess('brutto-netto', `${q}&brutto=${b}`);
      if (hin.fehler || hin.arbeitnehmer.netto < 0 || hin.arbeitnehmer.netto > 1_000_000) continue;
      gerechnet++;
      for (const a of Object.keys(arten) as (keyof typeof arten)[])
        if (q.includes(a === 'privat' ? 'krankenversicherung=privat' : `&${a}=`)) arten[a]++;
      const ziel = hin.arbeitnehmer.netto.toFixed(2);
      const fall = `${q}&netto=${ziel} (brutto ${b})`;
      const zurueck = imProzess('netto-brutto', `${q}&netto=${ziel}`);
      expect(zurueck.fehler, fall).toBeUndefined();
      expect(zurueck.netto, fall).toBeGreaterThanOrEqual(Number(ziel));
      // The gross found gives the net stated.
      const probe = imProzess('brutto-netto', `${q}&brutto=${zurueck.brutto}`);
      expect(probe.arbeitnehmer?.netto, fall).toBe(zurueck.netto);
      if (zurueck.netto.toFixed(2) !== ziel) {
        expect(
          zurueck.hinweise.some((h: string) => h.startsWith('Kein Brutto bis')),
          `${fall}: ohne Hinweis ${zurueck.hinweise.join(' | ')}`,
        ).toBe(true);
        expect(q, `${fall}: ${zurueck.brutto} gibt ${zurueck.netto}`).toContain('einmalzahlung=');
        fehlschlaege.push(`${fall}: ${zurueck.brutto} gibt ${zurueck.netto}`);
        continue;
      }
      genau++;
      if (zurueck.brutto > Number(b)) {
        // Only with a one-off can the walk pass over a gross that gives the target (einmalsuche.ts, STEIGUNG).
        expect(q, `${fall}: Antwort ${zurueck.brutto}`).toContain('einmalzahlung=');
        nichtKleinstes.push(`${fall}: Antwort ${zurueck.brutto}`);
      }
      const cent = Math.round(zurueck.brutto * 100);
      if (cent > 0) {
        const darunter = imProzess('brutto-netto', `${q}&brutto=${((cent - 1) / 100).toFixed(2)}`);
        expect(darunter.arbeitnehmer?.netto?.toFixed(2), `${fall}: ein Cent weniger`).not.toBe(ziel);
      }
    }
    expect(gerechnet).toBe(GESAMT);
    // Every kind of input is among the cases, in some dozens.
    for (const [a, n] of Object.entries(arten)) expect(n, a).toBeGreaterThanOrEqual(50);
    expect(genau / gerechnet, fehlschlaege.join('\n')).toBeGreaterThanOrEqual(0.99);
    // The original gross gives the target: the answer is at most that gross but for the rare one-off
    // whose exact gross lies in a stretch of a few cents the walk passes over (measured: 2 of 1,000).
    expect(nichtKleinstes.length, nichtKleinstes.join('\n')).toBeLessThanOrEqual(GESAMT / 100);
  }, 600_000);
});

describe('netto-brutto mit Einmalzahlung: eine Strecke genauer Cent', () => {
  // Found by the round trip above with another seed: July 2024, Klasse IV, 7,335.06 euros one-off
  // without jahresarbeitslohn. The nets of 5,220.69, 5,220.70 and 5,220.71 euros are all 7,960.37 (the
  // regular pay's net rises by a cent as the one-off's tax falls by one); the passage the walk bisected
  // to lay so that its window began at 5,220.71, and the answer was that cent, not the run's first.
  it('die Antwort ist der erste Cent der Strecke, die das Netto genau trifft', () => {
    const q =
      'datum=2024-07-15&land=NW&steuerklasse=4&kinder=4&kinderfreibetraege=0.5&freibetrag=480.25' +
      '&krankenversicherung=privat&pkv_beitrag=279.86&sachbezug=15.30&einmalzahlung=7335.06';
    const hin = imProzess('brutto-netto', `${q}&brutto=5222.38`);
    expect(hin.arbeitnehmer.netto).toBe(7960.37);
    const zurueck = imProzess('netto-brutto', `${q}&netto=7960.37`);
    expect(zurueck.netto).toBe(7960.37);
    expect(zurueck.brutto).toBeLessThanOrEqual(5222.38);
    const cent = Math.round(zurueck.brutto * 100);
    const darunter = imProzess('brutto-netto', `${q}&brutto=${((cent - 1) / 100).toFixed(2)}`);
    expect(darunter.arbeitnehmer.netto).not.toBe(7960.37);
  });
});
