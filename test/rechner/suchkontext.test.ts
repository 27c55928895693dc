// netto-brutto's search keeps what its payslips reuse in a context made per request (Suchkontext,
// src/rechner/abrechnung/abrechnung.ts) instead of module-level caches keyed by the month. These tests
// check what that must not change: a request answers the same alone, twice in a row and after other
// requests of the same person; a proven stretch of the regular pay with a one-off whose inputs are
// fixed gives the net of a full payslip; and the two properties of the PAP the one-off's single run
// per search rests on (steuern.ts, papLauf), for every PAP version.
import { describe, expect, it } from 'vitest';
import { PAP_VERSIONEN } from '../../build/pap/index.ts';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import nettoBruttoModul from '../../src/datensaetze/netto-brutto';
import { abrechne, nettoBei, suchkontext } from '../../src/rechner/abrechnung/abrechnung';
import { VolleAbrechnung } from '../../src/rechner/abrechnung/buchung';
import type { Monat } from '../../src/rechner/abrechnung/monat';
import { ausParametern } from '../../src/rechner/abrechnung/regeln';
import { gleicheSteuer } from '../../src/rechner/abrechnung/steuerspeicher';
import { suche } from '../../src/rechner/abrechnung/suche';
import { SPIEL } from '../../src/rechner/abrechnung/suchschritte';
import { erstelleBezug } from '../../src/vertrag/bezug';
import { ApiFehler } from '../../src/vertrag/fehler';
import { leseParameter } from '../../src/vertrag/parameter';
import { imProzess } from './im-prozess';

const { laufzeit } = baue();
const d = laufzeit.datensaetze['netto-brutto'];

// The answer, or the refusal, as text.
const antwort = (abfrage: string): string => JSON.stringify(imProzess('netto-brutto', abfrage));

function monat(abfrage: string): Monat {
  return ausParametern(
    leseParameter(d.parameter, abfrage),
    '2026-03-10',
    erstelleBezug('netto-brutto', nettoBruttoModul, { ...UMGEBUNG, datensaetze: laufzeit.datensaetze }),
    'netto',
  ).monat;
}

// One person in several months and with the inputs the context keeps: a one-off with and without
// jahresarbeitslohn (December 2015 and 2024 have the widest window), a company car, SFN supplements,
// a part month, deferred compensation, an allowance, private insurance.
const ANFRAGEN = [
  'datum=2015-12-15&land=HB&steuerklasse=2&kirchensteuer=true&einmalzahlung=1500&jahresarbeitslohn=42000&netto=3500',
  'datum=2015-12-15&land=HB&steuerklasse=2&kirchensteuer=true&einmalzahlung=1500&netto=3500',
  'datum=2024-12-15&land=HE&steuerklasse=5&einmalzahlung=1500&sfn_grundlohn_stunde=19&sfn_stunden_nacht=12&netto=3000',
  'datum=2024-12-15&land=BB&steuerklasse=2&kirchensteuer=true&kinder=2&kinderfreibetraege=1&netto=3000',
  'datum=2023-09-15&land=NW&steuerklasse=5&dienstwagen_listenpreis=61000&dienstwagen_antrieb=elektro&dienstwagen_anschaffung=2023-01-10&netto=2900',
  'datum=2025-06-15&land=BE&steuerklasse=2&sv_tage=5&kirchensteuer=true&freibetrag=150&netto=900',
  'datum=2026-03-15&land=SN&steuerklasse=1&entgeltumwandlung=248&netto=2600',
  'datum=2026-03-15&land=BY&steuerklasse=1&krankenversicherung=privat&pkv_beitrag=612.40&einmalzahlung=3000&netto=6800',
  'datum=2022-12-15&land=HE&steuerklasse=3&einmalzahlung=5000&einmalzahlung_art=mehrjaehrig&jahresarbeitslohn=48000&netto=6400',
  'datum=2019-12-15&land=ST&steuerklasse=5&einmalzahlung=6000&jahresarbeitslohn=42000&freibetrag=100&netto=5000',
];

describe('Suchkontext: ein Kontext je Anfrage', () => {
  it('jede Anfrage antwortet allein, zweimal hintereinander und nach anderen Anfragen gleich', () => {
    const allein = ANFRAGEN.map((q) => antwort(q));
    for (const [i, q] of ANFRAGEN.entries()) expect(antwort(q), q).toBe(allein[i]);
    // In reverse order, each after a different request of another month and person.
    for (const [i, q] of [...ANFRAGEN.entries()].reverse()) expect(antwort(q), q).toBe(allein[i]);
  }, 60_000);

  it('ein Kontext gehört zu seinem Monat', () => {
    const m = monat(ANFRAGEN[3]);
    const k = suchkontext(monat(ANFRAGEN[3]));
    expect(() => nettoBei(m, 300_000, k)).toThrow(/anderen Monat/);
  });

  it('zwei Suchen mit einem Kontext finden dasselbe wie je mit einem frischen', () => {
    let gesucht = 0;
    for (const q of ANFRAGEN) {
      const ziel = Math.round(Number(q.split('&netto=')[1]) * 100);
      const m = monat(q);
      const k = suchkontext(m);
      let erst: number;
      try {
        erst = suche(m, ziel, k).brutto;
      } catch (e) {
        if (e instanceof ApiFehler) continue;
        throw e;
      }
      gesucht++;
      // The second search reuses the first's stretch and runs; the answers are those of fresh contexts.
      expect(suche(m, ziel + 137, k).brutto, q).toBe(suche(monat(q), ziel + 137).brutto);
      expect(suche(m, ziel, k).brutto, q).toBe(erst);
      expect(suche(monat(q), ziel).brutto, q).toBe(erst);
    }
    expect(gesucht).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it('mit Einmalzahlung rechnet die Suche auf jeder bewiesenen Strecke das Netto der vollen Abrechnung', () => {
    let strecken = 0;
    let hoechstens = 0;
    for (const q of [
      ANFRAGEN[0],
      ANFRAGEN[1],
      ANFRAGEN[8],
      'datum=2024-12-15&land=HE&steuerklasse=5&einmalzahlung=1500&geburtsjahr=1958&netto=1',
      'datum=2024-12-15&land=NI&steuerklasse=1&einmalzahlung=2500&jahresarbeitslohn=50000&netto=1',
    ]) {
      const m = monat(q);
      const k = suchkontext(m);
      for (let bis = 380_000; bis < 420_000; bis += 997) {
        const von = Math.ceil((100 * Math.floor((12 * bis) / 100)) / 12);
        if (!gleicheSteuer(m, k.steuer, von, bis)) continue;
        strecken++;
        const oben = abrechne(m, bis, new VolleAbrechnung(), null).netto;
        for (let c = von; c <= bis; c++) {
          const voll = abrechne(m, c, new VolleAbrechnung(), null).netto;
          expect(nettoBei(m, c, k), `${q}, brutto ${c / 100}`).toBe(voll);
          // The scan skips such a stretch whose top lacks more than SPIEL cents (suche.ts, spielGilt).
          expect(voll, `${q}, brutto ${c / 100}`).toBeLessThanOrEqual(oben + SPIEL);
          hoechstens = Math.max(hoechstens, voll - oben);
        }
      }
    }
    expect(strecken).toBeGreaterThan(20);
    expect(hoechstens).toBeGreaterThan(0);
  }, 60_000);
});

// netto-brutto with a one-off skips proven stretches as without one (spielGilt): for varied persons
// and months after the Märzklausel, the answer is the one of the search that computes every cent.
describe('netto-brutto mit Einmalzahlung', () => {
  it('die Suche mit Sprüngen findet dasselbe Brutto wie die ohne', () => {
    let geprueft = 0;
    for (let fall = 0; fall < 60; fall++) {
      const jahr = 2015 + (fall % 12);
      const monatszahl = fall % 3 === 0 ? 12 : 4 + (fall % 8);
      const q = [
        `datum=${jahr}-${String(monatszahl).padStart(2, '0')}-15`,
        `land=${['HB', 'SN', 'BY', 'NW', 'TH'][fall % 5]}`,
        `steuerklasse=${1 + (fall % 6)}`,
        `einmalzahlung=${[1500, 4000, 12000][fall % 3]}`,
      ];
      // Every other case with the default JRE4 (12 × the month's pay).
      if (fall % 2 === 0) q.push(`jahresarbeitslohn=${[30000, 60000, 110000][fall % 3]}`);
      if (fall % 2) q.push('kirchensteuer=true');
      if (fall % 7 === 3) q.push('geburtsjahr=1958');
      const ziel = 250_000 + ((fall * 7919) % 600_000);
      const m = monat(`${q.join('&')}&netto=1`);
      let g: number;
      try {
        g = suche(m, ziel).brutto;
      } catch (e) {
        if (e instanceof ApiFehler) continue;
        throw e;
      }
      // The same search computing every cent of its window.
      expect(g, q.join('&')).toBe(suche(m, ziel, suchkontext(m), { springen: false }).brutto);
      expect(nettoBei(m, g)).toBeGreaterThanOrEqual(ziel);
      geprueft++;
    }
    expect(geprueft).toBeGreaterThan(35);
  }, 120_000);
});

// The PAP's outputs of the regular pay and of a one-off (PAP names).
const REGULAER = ['LSTLZZ', 'SOLZLZZ', 'BK'];
const EINMAL = ['STS', 'SOLZS', 'BKS', 'STV', 'SOLZV', 'BKV'];

let zustand = 3815;
const zufall = () => {
  zustand = (zustand * 1103515245 + 12345) % 2147483648;
  return zustand / 2147483648;
};

describe('PAP: die Einmalzahlung neben dem laufenden Lohn', () => {
  it('in jeder Fassung: die Ausgaben des laufenden Lohns ohne die Eingaben der Einmalzahlung, deren Ausgaben ohne RE4', () => {
    for (const v of PAP_VERSIONEN) {
      const kennt = (n: string) => v.modul.EINGABEN.includes(n);
      for (let fall = 0; fall < 200; fall++) {
        const fest: Record<string, number> = {
          LZZ: fall % 5 === 4 ? 4 : 2,
          STKL: 1 + (fall % 6),
          ZKF: fall % 3 === 0 ? 1 : 0,
          R: fall % 2,
          KRV: 0,
          PKV: 0,
          KVZ: 1.1,
        };
        if (kennt('PVA')) fest.PVA = 0;
        if (kennt('ALV')) fest.ALV = 0;
        if (fall % 7 === 1) fest.LZZFREIB = 25_000;
        if (fall % 11 === 2) {
          fest.ALTER1 = 1;
          fest.AJAHR = 2010;
        }
        // A sonstiger Bezug, a severance (from 2025 also in SONSTENT), pay for several years.
        const fuenftel = fall % 4 === 3 && kennt('VMT');
        const entschaedigung = fall % 4 === 2 && !kennt('VMT');
        const betrag = 50_000 + Math.floor(zufall() * 1_500_000);
        const einmal: Record<string, number> = {
          JRE4: 1_000_000 + Math.floor(zufall() * 12_000_000),
          SONSTB: fuenftel ? 0 : betrag,
          SONSTENT: entschaedigung ? betrag : 0,
        };
        if (kennt('VMT')) einmal.VMT = fuenftel ? betrag : 0;
        if (kennt('ENTSCH')) einmal.ENTSCH = 0;
        const re4 = () =>
          fest.LZZ === 4 ? 1_000 + Math.floor(zufall() * 40_000) : 1_000 + Math.floor(zufall() * 1_200_000);
        const a = re4();
        const b = re4();
        const mit = v.modul.berechne({ ...fest, RE4: a, ...einmal });
        const ohne = v.modul.berechne({ ...fest, RE4: a });
        const anders = v.modul.berechne({ ...fest, RE4: b, ...einmal });
        const text = (r: Record<string, unknown>, namen: string[]) => namen.map((n) => String(r[n] ?? 0)).join(' ');
        const fallText = `${v.id}: ${JSON.stringify({ ...fest, ...einmal, a, b })}`;
        expect(text(mit, REGULAER), fallText).toBe(text(ohne, REGULAER));
        // Under the Fünftelregelung SOLZV's base adds the regular pay's annual tax (JBMG, from 2021):
        // steuern.ts runs such a one-off with every payslip.
        if (!fuenftel) expect(text(anders, EINMAL), fallText).toBe(text(mit, EINMAL));
      }
    }
  });
});
