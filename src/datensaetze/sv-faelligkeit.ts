// GET /hr/sv-faelligkeit: due dates of the social-security contributions and of the contribution
// statement for each month, at the seat of the collecting agency (land), or for all states.

import { z } from 'zod';
import { datum, land, rechnerAntwort, tagMitName } from '../antwort/schema';
import { type FeiertagRegel, type Gemeinderegel, LAENDER, type Land } from '../daten/schema';
import { ABDECKUNG, ERSTER_TAG, LETZTER_TAG } from '../gemeinsam/abdeckung';
import { datumAus, jahrAnfang, letzterTagImMonat } from '../gemeinsam/datum';
import { type SvTermin, svTermin } from '../kalender/bankarbeitstage';
import { feiertageImJahr } from '../kalender/feiertage';
import { feiertageAmOrt } from '../kalender/gemeinden';
import { LAND_NAMEN } from '../kalender/laender';
import {
  feiertagsregeln,
  GEMEINDE_PARAMETER,
  gemeinderegeln,
  KALENDERJAHR,
  LAND_PARAMETER,
  ortAus,
  ortsZitat,
} from '../rechner/kalenderparameter';
import { pflichtwert, type Werte, werte, zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

const termin = z.object({
  monat: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .meta({ en: 'month' }),
  faelligkeit: datum.meta({ en: 'due date' }),
  nachweis_vorliegen: datum.meta({ en: 'day the contribution statement must be available' }),
  nachweis_uebermitteln_bis: datum.meta({ en: 'last day to transmit the contribution statement' }),
});

export const svFaelligkeitAntwort = rechnerAntwort(
  'sv-faelligkeit',
  {
    jahr: z.number().int().meta({ en: 'calendar year' }),
    land: land.nullable().meta({ en: 'federal state (Land) code, e.g. BY' }),
    land_name: z.string().nullable().meta({ en: 'name of the federal state' }),
    gemeinde: z.string().nullable().meta({
      description: 'Amtlicher Gemeindeschlüssel am Sitz der Einzugsstelle, wie angefragt.',
      en: 'official municipality key (AGS) of the seat of the collecting agency',
    }),
    termine: z
      .array(
        termin.extend({
          nicht_bankarbeitstage: z.array(tagMitName).meta({ en: 'days that are no bank business days' }),
        }),
      )
      .meta({ en: 'dates' }),
    abweichungen: z
      .array(
        termin.extend({
          laender: z.array(land).meta({
            description: 'Länder, für die diese Termine statt der in termine gelten.',
            en: 'states where the day is a holiday statewide',
          }),
        }),
      )
      .optional()
      .meta({
        description: 'Nur ohne land: Monate, in denen einzelne Länder wegen eigener Feiertage andere Termine haben.',
        en: 'states with different dates',
      }),
    einheitlich: z.boolean().optional().meta({
      description: 'Nur ohne land: true, wenn alle Länder dieselben Termine haben.',
      en: 'same dates in every state',
    }),
  },
  'Fälligkeit der Sozialversicherungsbeiträge (§ 23 Abs. 1 SGB IV) und Frist des Beitragsnachweises.',
);

// The municipality at the seat of the collecting agency and the municipal rules of the holidays.
export interface SitzGemeinde {
  ags: string;
  regeln: Gemeinderegel[];
}

// Non-bank weekdays of a year: statewide holidays of land (without land: those of every state),
// with the seat's municipality also the days that hold in the whole of it, and the bank closing
// days (24 and 31 December).
export function geschlosseneTage(
  jahr: number,
  regeln: FeiertagRegel[],
  land: Land | null,
  sitz: SitzGemeinde | null = null,
): Map<string, string> {
  const karte = new Map<string, string>();
  const feiertage = feiertageAmOrt(jahr, regeln, sitz?.regeln ?? [], land, sitz?.ags ?? null, null).feiertage.filter(
    (f) => land !== null || f.laender.length === LAENDER.length,
  );
  for (const f of [...feiertage, ...feiertageImJahr(jahr, regeln, 'bankfeiertag')])
    if (!karte.has(f.datum)) karte.set(f.datum, f.name);
  return karte;
}

export function svTermine(
  jahr: number,
  monate: number[],
  regeln: FeiertagRegel[],
  land: Land | null,
  faellig: number,
  nachweis: number,
  sitz: SitzGemeinde | null = null,
): SvTermin[] {
  const geschlossen = geschlosseneTage(jahr, regeln, land, sitz);
  return monate.map((m) => svTermin(jahr, m, geschlossen, faellig, nachweis));
}

// States whose dates differ from the dates that hold in every state, grouped per month.
export function abweichungen(
  jahr: number,
  monate: number[],
  regeln: FeiertagRegel[],
  faellig: number,
  nachweis: number,
): Objekt[] {
  const basis = svTermine(jahr, monate, regeln, null, faellig, nachweis);
  const out: Objekt[] = [];
  const jeLand = LAENDER.map((l) => ({ land: l, termine: svTermine(jahr, monate, regeln, l, faellig, nachweis) }));
  basis.forEach((b, i) => {
    const gruppen = new Map<string, { termin: SvTermin; laender: Land[] }>();
    for (const { land, termine } of jeLand) {
      const t = termine[i];
      if (t.faelligkeit === b.faelligkeit && t.nachweis_vorliegen === b.nachweis_vorliegen) continue;
      const schluessel = `${t.faelligkeit}|${t.nachweis_vorliegen}`;
      const g = gruppen.get(schluessel) ?? { termin: t, laender: [] };
      g.laender.push(land);
      gruppen.set(schluessel, g);
    }
    for (const { termin, laender } of gruppen.values()) {
      out.push({
        monat: termin.monat,
        laender,
        faelligkeit: termin.faelligkeit,
        nachweis_vorliegen: termin.nachweis_vorliegen,
        nachweis_uebermitteln_bis: termin.nachweis_uebermitteln_bis,
      });
    }
  });
  return out;
}

// The n-th last bank business day of the month for the due date and for the contribution statement.
const tageVorMonatsende = (w: Werte): [number, number] => [
  pflichtwert(w, 'sv-faelligkeit', 'faelligkeit_bankarbeitstag_vor_monatsende'),
  pflichtwert(w, 'sv-faelligkeit', 'nachweis_bankarbeitstag_vor_monatsende'),
];

export default rechnerModul(svFaelligkeitAntwort, {
  braucht: ['feiertage'],
  pruefeDaten: (basis) => void tageVorMonatsende(werte(basis)),
  parameter: [
    KALENDERJAHR,
    {
      name: 'datum',
      typ: 'datum',
      pflicht: false,
      beispiel: '2024-05-10',
      beschreibung: 'Ein Tag des gewünschten Monats statt jahr; dann nur dieser Monat.',
    },
    {
      ...LAND_PARAMETER,
      beschreibung:
        'Land am Sitz der Einzugsstelle (Krankenkasse); ohne land gelten nur die Feiertage aller Länder, dazu ' +
        'abweichungen je Land.',
    },
    {
      ...GEMEINDE_PARAMETER,
      beschreibung:
        'Gemeinde am Sitz der Einzugsstelle als Amtlicher Gemeindeschlüssel (AGS, acht Ziffern): Feiertage, die dort ' +
        'in der ganzen Gemeinde gelten, sind keine Bankarbeitstage. Ohne land folgt das Land aus den ersten beiden ' +
        'Ziffern, mit land muss es passen; Gebietsstand 25.01.2021.',
    },
  ],
  stichtag: (p, heute) =>
    typeof p.datum === 'string' ? p.datum : typeof p.jahr === 'number' ? jahrAnfang(p.jahr) : heute,
  berechne(basis, p, heute, bezug) {
    if (p.jahr !== undefined && p.datum !== undefined)
      throw new ApiFehler(
        'ungueltiger_parameter',
        'jahr und datum schließen sich aus: bitte nur einen der beiden angeben.',
        { parameter: 'datum' },
      );
    const datum = typeof p.datum === 'string' ? p.datum : null;
    if (datum && (datum < ERSTER_TAG || datum > LETZTER_TAG))
      throw new ApiFehler('kein_wert', `Fälligkeiten sind für ${ABDECKUNG.von} bis ${ABDECKUNG.bis} hinterlegt.`);
    const jahr = datum ? Number(datum.slice(0, 4)) : typeof p.jahr === 'number' ? p.jahr : Number(heute.slice(0, 4));
    const monate = datum ? [Number(datum.slice(5, 7))] : Array.from({ length: 12 }, (_, i) => i + 1);
    const { land, gemeinde } = ortAus(p, bezug);
    const w = werte(basis);
    const [faellig, nachweis] = tageVorMonatsende(w);
    const sitz = gemeinde ? { ags: gemeinde, regeln: gemeinderegeln(bezug) } : null;
    const termine = svTermine(jahr, monate, feiertagsregeln(bezug), land, faellig, nachweis, sitz);
    // The days of the requested months that hold only in parts of the Land or the municipality.
    const bereich = {
      von: datumAus(jahr, monate[0], 1),
      bis: datumAus(jahr, monate[monate.length - 1], letzterTagImMonat(jahr, monate[monate.length - 1])),
    };
    const ort = feiertageAmOrt(jahr, feiertagsregeln(bezug), sitz?.regeln ?? [], land, gemeinde, null, bereich);
    const ohneLand =
      land === null
        ? (() => {
            const a = abweichungen(jahr, monate, feiertagsregeln(bezug), faellig, nachweis);
            return { abweichungen: a, einheitlich: a.length === 0 };
          })()
        : {};
    return {
      datensatz: 'sv-faelligkeit' as const,
      jahr,
      land,
      land_name: land ? LAND_NAMEN[land] : null,
      gemeinde,
      termine,
      ...ohneLand,
      ...ortsZitat(zitierfelder(basis), ort),
    };
  },
  csvZeilen: (antwort) =>
    (antwort.termine as SvTermin[]).map((t) => ({
      ...t,
      nicht_bankarbeitstage: t.nicht_bankarbeitstage.map((x) => `${x.datum} ${x.name}`).join('; '),
    })),
});
