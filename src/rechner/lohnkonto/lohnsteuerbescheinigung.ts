// The electronic Lohnsteuerbescheinigung (§ 41b EStG) of the Lohnkonto: the lines of the BMF's printout
// for the calendar year, keyed by their number as strings, each the sum of the months' answers and cited
// with the BMF letter of the year (data: brutto-netto, lohnsteuerbescheinigung_ab_jahr). Lines 4 to 6 are
// after the Jahresausgleich (§ 42b Abs. 4 EStG: the refund reduces the tax withheld).
import { z } from 'zod';
import { cent, euro } from '../../gemeinsam/geld';
import type { Jahresausgleich, JahrMonat } from './jahresausgleich';

const zeile = z.object({
  bezeichnung: z.string().meta({ en: 'label of the line on the printout' }),
  betrag: z.number().nullable().meta({ en: 'amount in euro; null for line 1 (a period)' }),
  von: z.string().optional().meta({ en: 'line 1 only: first day of the employment in the year' }),
  bis: z.string().optional().meta({ en: 'line 1 only: last day of the employment in the year' }),
  rechtsgrundlage: z.string().meta({ en: 'legal basis (statute, section)' }),
  quelle: z
    .object({
      titel: z.string().meta({ en: 'title of the letter' }),
      url: z.string().meta({ en: 'where the letter was read' }),
    })
    .nullable()
    .meta({ en: 'the BMF letter of the year' }),
});

export const LOHNSTEUERBESCHEINIGUNG = z
  .record(z.string(), zeile)
  .nullable()
  .meta({
    en:
      'lines of the electronic wage tax certificate keyed by line number; null when no month was taxed by ELStAM ' +
      '(pay taxed at a flat rate only)',
  });
export type Lohnsteuerbescheinigung = z.output<typeof LOHNSTEUERBESCHEINIGUNG>;
type Zeile = z.output<typeof zeile>;

export interface Zeitraum {
  jahr: number;
  eintritt?: string;
  austritt?: string;
}

// The lines the payslip's inputs fill. Until 2024 (PAPs with the Fünftelregelung, input VMT) pay for
// several years and severances are line 10, outside line 3, with their taxes in lines 11 to 13; from 2025
// line 10 names them without ermäßigte Besteuerung, lines 11 to 14 and 19 are gone, their tax is in line 4.
// Lines the year's printout no longer has are left out (data: zusatz.ohne_zeilen; line 28 from 2026).
export function lohnsteuerbescheinigung(
  k: Zeitraum,
  monate: readonly JahrMonat[],
  ausgleich: Jahresausgleich,
): Lohnsteuerbescheinigung {
  // Pay taxed at a flat rate (Minijob, § 40a EStG) is not certified, nor the contributions on it.
  const mit = monate.filter((m) => m.r.lohnsteuer);
  const letzter = mit.at(-1);
  if (!letzter) return null;
  const schreiben = letzter.mo.lohnsteuerbescheinigung();
  const fuenftel = letzter.mo.pap().version.modul.EINGABEN.includes('VMT');
  // The lines the year's printout no longer has (data: zusatz.ohne_zeilen).
  const entfallen = new Set(String(schreiben.zusatz.ohne_zeilen ?? '').split(' '));
  const summe = (f: (m: JahrMonat) => number) => mit.reduce((s, m) => s + f(m), 0);
  const ct = (x: number | null | undefined) => cent(x ?? 0);
  const privat = (m: JahrMonat) => m.antwort.eingaben.krankenversicherung === 'privat';
  const mehrjaehrig = (m: JahrMonat) => (m.einmal && m.einmal.art !== 'sonstiger_bezug' ? m.einmal.cent : 0);

  const regulaer = summe((m) => m.r.bezuege.steuer + (m.einmal?.cent ?? 0) - (fuenftel ? mehrjaehrig(m) : 0));
  const ohneErmaessigt = (f: 'lohnsteuer' | 'solidaritaetszuschlag' | 'kirchensteuer') =>
    summe((m) => m.einbehalten[f] - (fuenftel ? m.einbehaltenErmaessigt[f] : 0));
  const z = (nr: string, bezeichnung: string, betragCent: number, grundlage: string): [string, Zeile] => [
    nr,
    {
      bezeichnung,
      betrag: euro(betragCent),
      rechtsgrundlage:
        `${grundlage}; § 41b Abs. 1 EStG; ` + `${schreiben.quelle?.titel ?? schreiben.rechtsgrundlage}, Nr. ${nr}`,
      quelle: schreiben.quelle,
    },
  ];
  const j = k.jahr;
  const zeilen: [string, Zeile][] = [
    [
      '1',
      {
        bezeichnung: 'Dauer des Dienstverhältnisses',
        betrag: null,
        von: k.eintritt ?? `${j}-01-01`,
        bis: k.austritt ?? `${j}-12-31`,
        rechtsgrundlage: `§ 41b Abs. 1 Satz 2 EStG; ${schreiben.quelle?.titel ?? schreiben.rechtsgrundlage}, Nr. 1`,
        quelle: schreiben.quelle,
      },
    ],
    z(
      '3',
      fuenftel
        ? 'Bruttoarbeitslohn einschließlich Sachbezüge ohne 9. und 10.'
        : 'Bruttoarbeitslohn einschließlich Sachbezüge',
      regulaer,
      '§ 19 Abs. 1, § 8 EStG',
    ),
    z(
      '4',
      'Einbehaltene Lohnsteuer von 3.',
      ohneErmaessigt('lohnsteuer') - cent(ausgleich.lohnsteuer),
      '§ 38, § 42b EStG',
    ),
    z(
      '5',
      'Einbehaltener Solidaritätszuschlag von 3.',
      ohneErmaessigt('solidaritaetszuschlag') - cent(ausgleich.solidaritaetszuschlag),
      '§ 3 SolZG 1995, § 42b EStG',
    ),
    z(
      '6',
      'Einbehaltene Kirchensteuer des Arbeitnehmers von 3.',
      ohneErmaessigt('kirchensteuer') - cent(ausgleich.kirchensteuer),
      '§ 51a EStG mit dem Kirchensteuergesetz des Landes, § 42b EStG',
    ),
    z(
      '10',
      fuenftel
        ? 'Ermäßigt besteuerter Arbeitslohn für mehrere Kalenderjahre (ohne 9.) und ermäßigt besteuerte Entschädigungen'
        : 'Arbeitslohn für mehrere Kalenderjahre und Entschädigungen',
      summe(mehrjaehrig),
      '§ 34 Abs. 1, 2 Nr. 2 und 4 EStG',
    ),
  ];
  if (fuenftel && !entfallen.has('11'))
    zeilen.push(
      z(
        '11',
        'Einbehaltene Lohnsteuer von 9. und 10.',
        summe((m) => m.einbehaltenErmaessigt.lohnsteuer),
        '§ 39b Abs. 3 EStG',
      ),
      z(
        '12',
        'Einbehaltener Solidaritätszuschlag von 9. und 10.',
        summe((m) => m.einbehaltenErmaessigt.solidaritaetszuschlag),
        '§ 3 SolZG 1995',
      ),
      z(
        '13',
        'Einbehaltene Kirchensteuer des Arbeitnehmers von 9. und 10.',
        summe((m) => m.einbehaltenErmaessigt.kirchensteuer),
        '§ 51a EStG',
      ),
    );
  const posten = (id: string) => (m: JahrMonat) => ct(m.antwort.posten.find((p) => p.id === id)?.betrag);
  // The Aufstockungsbetrag of Altersteilzeit (group 103) is tax-free (§ 3 Nr. 28 EStG) but under the
  // Progressionsvorbehalt, so the employer certifies it (§ 41b Abs. 1 Satz 2 Nr. 5 EStG).
  const aufstockung = summe(posten('altersteilzeit_aufstockung'));
  if (aufstockung > 0)
    zeilen.push(
      z(
        '15',
        'Kurzarbeitergeld, Zuschuss zum Mutterschaftsgeld, Verdienstausfallentschädigung (Infektionsschutzgesetz), ' +
          'Aufstockungsbetrag und Altersteilzeitzuschlag',
        aufstockung,
        '§ 3 Nr. 28 EStG, § 41b Abs. 1 Satz 2 Nr. 5 EStG',
      ),
    );
  const fahrt = summe(posten('fahrtkostenzuschuss'));
  if (fahrt > 0)
    zeilen.push(
      z(
        '18',
        'Pauschal besteuerte Arbeitgeberleistungen für Fahrten zwischen Wohnung und erster Tätigkeitsstätte',
        fahrt,
        '§ 40 Abs. 2 Satz 2 Nr. 1 EStG',
      ),
    );
  const an = (f: keyof JahrMonat['antwort']['arbeitnehmer']) => (m: JahrMonat) => ct(m.antwort.arbeitnehmer[f]);
  const ag = (f: keyof JahrMonat['antwort']['arbeitgeber']) => (m: JahrMonat) => ct(m.antwort.arbeitgeber[f]);
  zeilen.push(
    z('22a', 'Arbeitgeberanteil zur gesetzlichen Rentenversicherung', summe(ag('rv')), '§ 3 Nr. 62 EStG, § 168 SGB VI'),
    z(
      '23a',
      'Arbeitnehmeranteil zur gesetzlichen Rentenversicherung',
      summe(an('rv')),
      '§ 10 Abs. 1 Nr. 2 Buchst. a EStG',
    ),
    // The payslip's statutory insured are compulsorily insured: their employer's share is no subsidy
    // (24a, 24c concern voluntary members); a privately insured employee's subsidy for health and care
    // insurance is 24b (§ 257 SGB V, § 61 SGB XI).
    z('24a', 'Steuerfreie Arbeitgeberzuschüsse zur gesetzlichen Krankenversicherung', 0, '§ 3 Nr. 62 EStG'),
    z(
      '24b',
      'Steuerfreie Arbeitgeberzuschüsse zur privaten Krankenversicherung',
      summe((m) => (privat(m) ? ag('kv')(m) + ag('kv_zusatzbeitrag')(m) + ag('pv')(m) : 0)),
      '§ 3 Nr. 62 EStG, § 257 Abs. 2 SGB V, § 61 Abs. 2 SGB XI',
    ),
    z('24c', 'Steuerfreie Arbeitgeberzuschüsse zur gesetzlichen Pflegeversicherung', 0, '§ 3 Nr. 62 EStG'),
    z(
      '25',
      'Arbeitnehmerbeiträge zur gesetzlichen Krankenversicherung',
      summe((m) => an('kv')(m) + an('kv_zusatzbeitrag')(m)),
      '§ 10 Abs. 1 Nr. 3 Buchst. a EStG',
    ),
    z(
      '26',
      'Arbeitnehmerbeiträge zur sozialen Pflegeversicherung',
      summe(an('pv')),
      '§ 10 Abs. 1 Nr. 3 Buchst. b EStG',
    ),
    z('27', 'Arbeitnehmerbeiträge zur Arbeitslosenversicherung', summe(an('av')), '§ 10 Abs. 1 Nr. 3a EStG'),
  );
  if (!entfallen.has('28'))
    zeilen.push(
      z(
        '28',
        'Beiträge zur privaten Kranken- und Pflege-Pflichtversicherung',
        summe((m) => (privat(m) ? ct(m.antwort.eingaben.pkv_beitrag) : 0)),
        '§ 10 Abs. 1 Nr. 3 EStG, § 39b Abs. 2 Satz 5 Nr. 3 EStG',
      ),
    );
  return Object.fromEntries(zeilen);
}
