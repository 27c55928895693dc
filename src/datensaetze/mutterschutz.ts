// Maternity protection periods of § 3 MuSchG and the protection against dismissal of § 17
// MuSchG. Six weeks before the expected date (Abs. 1), eight weeks after the birth (Abs. 2
// Satz 1), twelve after premature or multiple births or a disability of the child (Abs. 2
// Satz 2), plus the days lost before an early birth (Abs. 2 Satz 3); after a miscarriage from
// the 13th week of pregnancy two, six or eight weeks (Abs. 5, since 2025-06-01). The numbers come
// from data/mutterschutz.yaml.

import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { monatsfristNachEreignis, plusTage, tageZwischen } from '../gemeinsam/datum';
import { pflichttabelle, werte, zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt, Tabellen } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export const mutterschutzAntwort = rechnerAntwort(
  'mutterschutz',
  {
    termin: datum.nullable().meta({ en: 'expected date of delivery' }),
    geburt: datum.nullable().meta({ en: 'actual date of birth' }),
    fall: z.string().meta({ en: 'case (e.g. premature or multiple birth)' }),
    ssw: z.number().int().nullable().meta({ en: 'week of pregnancy' }),
    schutzfrist_beginn: datum.meta({ en: 'start of the protection period' }),
    schutzfrist_ende: datum.meta({ en: 'end of the protection period' }),
    tage_vor_geburt: z.number().int().meta({ en: 'days before birth' }),
    tage_nach_geburt: z.number().int().meta({ en: 'days after birth' }),
    verlaengerung_tage: z.number().int().meta({ en: 'extension in days' }),
    gesamt_tage: z.number().int().meta({ en: 'total days' }),
    kuendigungsschutz_bis: datum.nullable().meta({ en: 'protected against dismissal until' }),
  },
  'Schutzfristen nach § 3 MuSchG und Kündigungsschutz nach § 17 MuSchG.',
);

export const FAELLE = ['normal', 'fruehgeburt', 'mehrlinge', 'behinderung', 'fehlgeburt'] as const;
export type Fall = (typeof FAELLE)[number];

// The computed part of the answer, typed by the answer schema.
export type MutterschutzErgebnis = Pick<
  z.infer<typeof mutterschutzAntwort>,
  | 'schutzfrist_beginn'
  | 'schutzfrist_ende'
  | 'tage_vor_geburt'
  | 'tage_nach_geburt'
  | 'verlaengerung_tage'
  | 'gesamt_tage'
  | 'kuendigungsschutz_bis'
>;

type Werte = Record<string, number | null | undefined>;

function wert(w: Werte, id: string, hinweis: string): number {
  const x = w[id];
  if (typeof x !== 'number') throw new ApiFehler('kein_wert', hinweis);
  return x;
}

// Birth (or expected birth) given: the day of birth counts to the period before the birth, the
// period after it starts the next day (§ 187 Abs. 1 BGB).
export function mutterschutz(
  e: { termin: string; geburt: string; fall: Exclude<Fall, 'fehlgeburt'> },
  w: Werte,
): MutterschutzErgebnis {
  const beginn = plusTage(e.termin, -7 * wert(w, 'vor_geburt_wochen', 'Schutzfrist vor der Entbindung fehlt.'));
  const lang =
    e.fall === 'behinderung'
      ? wert(
          w,
          'behinderung_nach_geburt_wochen',
          'Die Verlängerung bei Behinderung des Kindes gilt erst seit 30.05.2017.',
        )
      : e.fall === 'normal'
        ? null
        : wert(w, 'nach_geburt_verlaengert_wochen', 'Verlängerte Schutzfrist fehlt.');
  const nachWochen = lang ?? wert(w, 'nach_geburt_wochen', 'Schutzfrist nach der Entbindung fehlt.');
  // § 3 Abs. 2 Satz 3: days of the period before the birth that an early birth took away.
  const verkuerzt = Math.max(0, tageZwischen(e.geburt, e.termin));
  const nach = 7 * nachWochen + verkuerzt;
  const ende = plusTage(e.geburt, nach);
  const vier = monatsfristNachEreignis(
    e.geburt,
    wert(w, 'kuendigungsschutz_nach_entbindung_monate', 'Kündigungsschutz fehlt.'),
  );
  const vor = tageZwischen(beginn, e.geburt) + 1;
  return {
    schutzfrist_beginn: beginn,
    schutzfrist_ende: ende,
    tage_vor_geburt: vor,
    tage_nach_geburt: nach,
    verlaengerung_tage: nach - 7 * wert(w, 'nach_geburt_wochen', 'Schutzfrist nach der Entbindung fehlt.'),
    gesamt_tage: vor + nach,
    // § 17 Abs. 1 Satz 1 Nr. 3: until the end of the period after the birth, at least four months.
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings; Math.max would make numbers of them.
    kuendigungsschutz_bis: ende > vier ? ende : vier,
  };
}

// stufen: the table of § 3 Abs. 5 MuSchG, week of pregnancy from which -> weeks of protection
// (data file, tabelle fehlgeburt); absent before the rule applied.
export function fehlgeburt(
  e: { datum: string; ssw: number },
  w: Werte,
  stufen: Map<number, number> | undefined,
): MutterschutzErgebnis {
  const ab = 'Schutzfristen nach einer Fehlgeburt gelten für Fehlgeburten ab dem 01.06.2025 (§ 3 Abs. 5 MuSchG).';
  if (!stufen?.size) throw new ApiFehler('kein_wert', ab);
  const stufe = [...stufen].filter(([abWoche]) => e.ssw >= abWoche).at(-1);
  if (!stufe) {
    const erste = Math.min(...stufen.keys());
    throw new ApiFehler('ungueltiger_parameter', `ssw muss mindestens ${erste} sein.`, { parameter: 'ssw' });
  }
  const nach = 7 * stufe[1];
  return {
    schutzfrist_beginn: plusTage(e.datum, 1),
    schutzfrist_ende: plusTage(e.datum, nach),
    tage_vor_geburt: 0,
    tage_nach_geburt: nach,
    verlaengerung_tage: 0,
    gesamt_tage: nach,
    kuendigungsschutz_bis: monatsfristNachEreignis(e.datum, wert(w, 'kuendigungsschutz_nach_fehlgeburt_monate', ab)),
  };
}

// The table of the period, if the rule on miscarriages applied then.
const fehlgeburtStufen = (basis: Objekt) =>
  (basis.tabellen as Tabellen | undefined)?.fehlgeburt
    ? pflichttabelle(basis, 'mutterschutz', 'fehlgeburt')
    : undefined;

// Birth at most 17 weeks before (about the 23rd week) or 6 weeks after the expected date.
const FRUEHESTENS_TAGE = 17 * 7;
const SPAETESTENS_TAGE = 6 * 7;

export default rechnerModul(mutterschutzAntwort, {
  parameter: [
    {
      name: 'termin',
      typ: 'datum',
      pflicht: false,
      beispiel: '2024-06-15',
      beschreibung: 'Errechneter Entbindungstermin; nötig außer bei fall=fehlgeburt.',
    },
    {
      name: 'geburt',
      typ: 'datum',
      pflicht: false,
      beispiel: '2024-06-01',
      beschreibung: 'Tag der Entbindung oder der Fehlgeburt; ohne Angabe gilt der Termin.',
    },
    {
      name: 'fall',
      typ: 'auswahl',
      pflicht: false,
      werte: [...FAELLE],
      standard: 'normal',
      beispiel: 'fruehgeburt',
      beschreibung: 'normal, fruehgeburt, mehrlinge, behinderung (Behinderung des Kindes, auf Antrag) oder fehlgeburt.',
    },
    {
      name: 'ssw',
      typ: 'ganzzahl',
      pflicht: false,
      bereich: { min: 13, max: 24 },
      beispiel: 17,
      beschreibung: 'Nur bei fall=fehlgeburt: Schwangerschaftswoche der Fehlgeburt (13 bis 24).',
    },
  ],
  stichtag: (p, heute) => String(p.geburt ?? p.termin ?? heute),
  berechne(basis, p) {
    const fall = (p.fall ?? 'normal') as Fall;
    const w = werte(basis);
    let ergebnis: MutterschutzErgebnis;
    if (fall === 'fehlgeburt') {
      if (typeof p.geburt !== 'string')
        throw new ApiFehler('parameter_fehlt', 'Bei fall=fehlgeburt ist geburt (Tag der Fehlgeburt) nötig.', {
          parameter: 'geburt',
        });
      if (typeof p.ssw !== 'number')
        throw new ApiFehler('parameter_fehlt', 'Bei fall=fehlgeburt ist ssw (13 bis 24) nötig.', { parameter: 'ssw' });
      ergebnis = fehlgeburt({ datum: p.geburt, ssw: p.ssw }, w, fehlgeburtStufen(basis));
    } else {
      if (p.ssw !== undefined)
        throw new ApiFehler('ungueltiger_parameter', 'ssw gilt nur zusammen mit fall=fehlgeburt.', {
          parameter: 'ssw',
        });
      if (typeof p.termin !== 'string')
        throw new ApiFehler('parameter_fehlt', 'Der errechnete Entbindungstermin termin fehlt.', {
          parameter: 'termin',
        });
      const geburt = typeof p.geburt === 'string' ? p.geburt : p.termin;
      const abstand = tageZwischen(p.termin, geburt);
      if (abstand < -FRUEHESTENS_TAGE || abstand > SPAETESTENS_TAGE) {
        throw new ApiFehler(
          'ungueltiger_parameter',
          `geburt (${geburt}) liegt zu weit vom termin (${p.termin}) entfernt: erlaubt sind 17 Wochen davor bis 6 ` +
            `Wochen danach.`,
          { parameter: 'geburt' },
        );
      }
      ergebnis = mutterschutz({ termin: p.termin, geburt, fall }, w);
    }
    return {
      datensatz: 'mutterschutz' as const,
      termin: typeof p.termin === 'string' ? p.termin : null,
      geburt: typeof p.geburt === 'string' ? p.geburt : null,
      fall,
      ssw: typeof p.ssw === 'number' ? p.ssw : null,
      ...ergebnis,
      ...zitierfelder(basis),
    };
  },
});
