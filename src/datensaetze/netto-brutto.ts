// /hr/netto-brutto: for an agreed net pay (§ 14 Abs. 2 SGB IV) the smallest monthly gross, to the
// cent, whose net pay after brutto-netto reaches it, with the full payslip of that gross. The search
// is src/rechner/abrechnung/suche.ts; this module declares the API.
import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { euro, euroText } from '../gemeinsam/geld';
import { abfrageParameter } from '../rechner/abrechnung/abfrage';
import { bruttoNetto } from '../rechner/abrechnung/abrechnung';
import { ANFRAGE, KOERPER_GRENZE } from '../rechner/abrechnung/anfrage';
import { bruttoNettoAntwort } from '../rechner/abrechnung/antwort';
import { BRUTTO_NETTO_BRAUCHT } from '../rechner/abrechnung/monat';
import { ausKoerper, ausParametern, type Eingang, leseKoerper, mitPfaden } from '../rechner/abrechnung/regeln';
import { suche } from '../rechner/abrechnung/suche';
import type { Fund, Luecke } from '../rechner/abrechnung/suchschritte';
import { zitierfelder } from '../rechner/werte';
import type { Objekt } from '../vertrag/modell';
import { type Bezug, rechnerModul } from '../vertrag/modul';

export const nettoBruttoAntwort = rechnerAntwort(
  'netto-brutto',
  {
    datum: datum.meta({ en: 'a day of the pay month' }),
    netto_ziel: z.number().meta({ en: 'agreed net pay' }),
    brutto: z.number().meta({ en: 'smallest gross pay reaching the agreed net pay' }),
    netto: z.number().meta({ en: 'net pay of that gross (may exceed the target by cents)' }),
    abrechnung: bruttoNettoAntwort.meta({ en: 'the full payslip of that gross' }),
  },
  'Kleinstes Monatsbrutto, dessen Netto das vereinbarte Netto erreicht, mit der Abrechnung dazu.',
);

const monatsanfang = (tag: string) => `${tag.slice(0, 7)}-01`;

// Why the net steps over the target just below the answer.
const GRUND: Record<Luecke['grund'], string> = {
  art:
    'Dort beginnt eine andere Beschäftigungsart (Minijob, Übergangsbereich, reguläre Beschäftigung); an ihrer ' +
    'Grenze springen Steuern und Beiträge.',
  lohnsteuer:
    'Die Lohnsteuer sinkt dort, obwohl das Brutto steigt: der Programmablaufplan (§ 39b Abs. 2 EStG) rechnet mit ' +
    'auf volle Euro gerundeten Jahresbeträgen, die Steuer folgt dem Brutto in Stufen.',
  solidaritaetszuschlag:
    'Der Solidaritätszuschlag sinkt dort, obwohl das Brutto steigt (er folgt der gestuften Lohnsteuer, § 3 und ' +
    '§ 4 SolZG).',
  kirchensteuer: 'Die Kirchensteuer sinkt dort, obwohl das Brutto steigt (sie folgt der gestuften Lohnsteuer).',
  rundung:
    'Mehrere auf den Cent gerundete Beträge (Steuern und Beiträge) ändern sich dort zugleich, das Netto steigt um ' +
    'mehr als einen Cent.',
};

// The search's findings as hints: they say what was computed, never more.
function suchhinweise(f: Fund, ziel: number): string[] {
  const h: string[] = [];
  if (f.ausgelassen)
    h.push(
      `Ein Brutto bis ${euroText(f.ausgelassen.bis)} Euro rechnet der Rechner für diese Eingaben nicht ` +
        `(${f.ausgelassen.fehler.nachricht}); gesucht wurde darüber.`,
    );
  if (f.erreicht)
    h.push(
      `Auch das kleinere brutto ${euroText(f.erreicht.brutto)} Euro erreicht das vereinbarte Netto, mit netto ` +
        `${euroText(f.erreicht.netto)} Euro; auf den Cent genau trifft es erst dieses Brutto (das Netto steigt ` +
        'nicht stetig mit dem Brutto, dazwischen fällt es wieder).',
    );
  if (f.luecke) {
    const { netto_unten: unten, bis } = f.luecke;
    h.push(
      `Kein Brutto bis ${euroText(bis)} Euro ergibt netto ${euroText(ziel)} Euro auf den Cent genau; das kleinste, ` +
        `das es erreicht, ist dieses mit netto ${euroText(f.netto)} Euro` +
        (unten === null ? '.' : `, einen Cent darunter sind es ${euroText(unten)} Euro.`) +
        ` ${GRUND[f.luecke.grund]}`,
    );
  }
  return h;
}

// The search and its answer, for GET and POST alike.
function nettoBrutto(
  { monat, betrag: ziel }: Eingang,
  basis: Objekt,
  bezug: Bezug<(typeof BRUTTO_NETTO_BRAUCHT)[number] | 'brutto-netto' | 'netto-brutto'>,
) {
  const fund = suche(monat, ziel);
  const brutto = fund.brutto;
  const abrechnung = bruttoNetto(monat, brutto, bezug.am('brutto-netto', monat.monatsanfang));
  const z = zitierfelder(basis);
  // With a one-off the net does not rise steadily with the regular gross: the default jahresarbeitslohn
  // (12 × brutto) moves with it and can lower the net over thousands of euros, and the Soli on the one-off
  // starts at one gross without a Milderungszone. The search walks the grosses upwards in steps
  // (einmalsuche.ts, mitEinmalzahlung); a gross that gives the target only within a few cents between two of
  // its steps can be passed over (docs/ENTSCHEIDUNGEN.md, "netto-brutto mit Einmalzahlung: schrittweise").
  const hinweise = monat.e.einmal
    ? [
        'Mit einer Einmalzahlung steigt das Netto nicht stetig mit dem laufenden Brutto (ohne jahresarbeitslohn ' +
          'wandert der Jahresarbeitslohn 12 × brutto mit; der Solidaritätszuschlag auf die Einmalzahlung setzt ' +
          'ohne Milderung ein). Gesucht wird daher Schritt für Schritt vom kleinsten Brutto aufwärts, überall ' +
          'wo das Netto das vereinbarte kreuzt: brutto ist das erste so gefundene, das es auf den Cent trifft. ' +
          'Ein kleineres, das es nur in einem Streifen von wenigen Cent zwischen zwei Schritten trifft, kann ' +
          'die Suche übergehen.',
        ...suchhinweise(fund, ziel),
        ...z.hinweise,
      ]
    : [...suchhinweise(fund, ziel), ...z.hinweise];
  return {
    datensatz: 'netto-brutto' as const,
    datum: abrechnung.datum,
    netto_ziel: euro(ziel),
    brutto: abrechnung.brutto,
    netto: abrechnung.arbeitnehmer.netto,
    abrechnung,
    ...z,
    hinweise,
  };
}

export default rechnerModul(nettoBruttoAntwort, {
  braucht: [...BRUTTO_NETTO_BRAUCHT, 'brutto-netto'],
  parameter: abfrageParameter('netto'),
  stichtag: (p, heute) => monatsanfang(String(p.datum ?? heute)),
  berechne: (basis, p, heute, bezug) => nettoBrutto(ausParametern(p, heute, bezug, 'netto'), basis, bezug),
  koerper: {
    schema: ANFRAGE.netto,
    grenze: KOERPER_GRENZE,
    lese: leseKoerper('netto'),
    stichtag: (k, heute) => monatsanfang(k.datum ?? heute),
    gesendet: (k) => (k.datum ? { parameter: 'datum', wert: k.datum } : null),
    berechne: (basis, k, heute, bezug) =>
      mitPfaden(k, () => nettoBrutto(ausKoerper(k, heute, bezug, 'netto'), basis, bezug)),
  },
});
