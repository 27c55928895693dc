import { z } from 'zod';
import { rechnerAntwort } from '../antwort/schema';
import { pflichtwert, werte, zitierfelder } from '../rechner/werte';
import { rechnerModul } from '../vertrag/modul';

export const pausenAntwort = rechnerAntwort(
  'pausen',
  {
    arbeitszeit_stunden: z.number().meta({ en: 'working time in hours' }),
    jugendlich: z.boolean().meta({ en: 'young worker (Jugendlicher, § 2 Abs. 2 JArbSchG)' }),
    pause_minuten: z.number().int().meta({ en: 'minimum break in minutes' }),
    mindestblock_minuten: z.number().int().meta({ en: 'shortest break block that counts, in minutes' }),
    hoechstarbeitszeit_stunden: z.number().meta({ en: 'maximum daily working time in hours' }),
    ruhezeit_stunden: z.number().meta({ en: 'minimum rest between two working days in hours' }),
    ueberschreitung: z.boolean().meta({ en: 'the working time exceeds the limit' }),
  },
  'Ruhepausen und Höchstarbeitszeit nach ArbZG und JArbSchG.',
);

export interface PausenRegeln {
  schwelle_kurz_stunden: number;
  pause_kurz_minuten: number;
  schwelle_lang_stunden: number;
  pause_lang_minuten: number;
  mindestblock_minuten: number;
  hoechstarbeitszeit_stunden: number;
  ruhezeit_stunden: number;
}

export interface PausenErgebnis {
  pause_minuten: number;
  mindestblock_minuten: number;
  hoechstarbeitszeit_stunden: number;
  ruhezeit_stunden: number;
  ueberschreitung: boolean;
}

// "Mehr als" in § 4 ArbZG and § 11 JArbSchG: a working time of exactly the threshold needs no break yet.
export function pausen(arbeitszeitStunden: number, r: PausenRegeln): PausenErgebnis {
  const pause =
    arbeitszeitStunden > r.schwelle_lang_stunden
      ? r.pause_lang_minuten
      : arbeitszeitStunden > r.schwelle_kurz_stunden
        ? r.pause_kurz_minuten
        : 0;
  return {
    pause_minuten: pause,
    mindestblock_minuten: r.mindestblock_minuten,
    hoechstarbeitszeit_stunden: r.hoechstarbeitszeit_stunden,
    ruhezeit_stunden: r.ruhezeit_stunden,
    ueberschreitung: arbeitszeitStunden > r.hoechstarbeitszeit_stunden,
  };
}

// Picks the adult or the young people's rules from the data file's components.
export function regelnAus(w: Record<string, number | null>, jugendlich: boolean): PausenRegeln {
  const v = (id: string) => pflichtwert(w, 'pausen', (jugendlich ? 'jugend_' : '') + id);
  return {
    schwelle_kurz_stunden: v('schwelle_kurz_stunden'),
    pause_kurz_minuten: v('pause_kurz_minuten'),
    schwelle_lang_stunden: v('schwelle_lang_stunden'),
    pause_lang_minuten: v('pause_lang_minuten'),
    mindestblock_minuten: v('mindestblock_minuten'),
    hoechstarbeitszeit_stunden: v('hoechstarbeitszeit_stunden'),
    ruhezeit_stunden: v('ruhezeit_stunden'),
  };
}

export default rechnerModul(pausenAntwort, {
  pruefeDaten: (basis) => {
    regelnAus(werte(basis), false);
    regelnAus(werte(basis), true);
  },
  parameter: [
    {
      name: 'arbeitszeit_stunden',
      typ: 'zahl',
      pflicht: true,
      bereich: { min: 0, max: 24 },
      beispiel: 7,
      beschreibung: 'Arbeitszeit des Tages in Stunden ohne Pausen (0 bis 24).',
    },
    {
      name: 'jugendlich',
      typ: 'boolean',
      pflicht: false,
      standard: false,
      beispiel: false,
      beschreibung: 'true für Jugendliche im Sinne des § 2 Abs. 2 JArbSchG (Altersgrenze dort).',
    },
  ],
  stichtag: (_p, heute) => heute,
  berechne(basis, p) {
    const jugendlich = p.jugendlich === true;
    const stunden = p.arbeitszeit_stunden as number;
    return {
      datensatz: 'pausen' as const,
      arbeitszeit_stunden: stunden,
      jugendlich,
      ...pausen(stunden, regelnAus(werte(basis), jugendlich)),
      ...zitierfelder(basis),
    };
  },
});
