// Standard retirement age: 67 for those born from 1964 (§ 35 Satz 2 SGB VI), 65 plus the
// increase by birth year of the table in § 235 Abs. 2 Satz 2 SGB VI for 1947 to 1963, 65 before
// 1947 and under the protection of § 235 Abs. 2 Satz 3. The table comes from
// data/regelaltersgrenze.yaml. The age is reached at the end of the day before the birthday
// (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB); the pension starts on the first of the next month
// (§ 99 Abs. 1 SGB VI).

import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { altersgrenzeMonate, erreichtAm, regelnAus, rentenbeginnNach } from '../rechner/regelaltersgrenze';
import { pflichttabelle, werte, zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export { altersgrenzeMonate, erreichtAm, regelnAus, rentenbeginnNach };

export const regelaltersgrenzeAntwort = rechnerAntwort(
  'regelaltersgrenze',
  {
    geburtsdatum: datum.nullable().meta({ en: 'date of birth' }),
    geburtsjahr: z.number().int().meta({ en: 'year of birth' }),
    vertrauensschutz: z.boolean().meta({ en: 'protection of legitimate expectations applies' }),
    regelaltersgrenze_jahre: z.number().int().meta({ en: 'standard retirement age, years part' }),
    regelaltersgrenze_monate: z.number().int().meta({ en: 'standard retirement age, months part' }),
    anhebung_monate: z.number().int().meta({ en: 'increase in months over age 65' }),
    erreicht_am: datum.nullable().meta({ en: 'day the age is reached' }),
    rentenbeginn: datum.nullable().meta({ en: 'start of the pension' }),
    rentenbeginn_spanne: z
      .object({
        geburtsdatum_von: datum.meta({
          description: 'Erster Tag des Geburtsjahres.',
          en: 'first day of the year of birth',
        }),
        geburtsdatum_bis: datum.meta({
          description: 'Letzter Tag des Geburtsjahres.',
          en: 'last day of the year of birth',
        }),
        von: datum.meta({ description: 'Frühester Rentenbeginn (für geburtsdatum_von).', en: 'from' }),
        bis: datum.meta({ description: 'Spätester Rentenbeginn (für geburtsdatum_bis).', en: 'until' }),
      })
      .nullable()
      .meta({
        description: 'Nur mit geburtsjahr: Spanne des Rentenbeginns über das Geburtsjahr; mit geburtsdatum null.',
        en: 'range of pension start over a year of birth',
      }),
  },
  'Regelaltersgrenze nach §§ 35, 235 SGB VI.',
);

const anhebungAus = (basis: Objekt) => pflichttabelle(basis, 'regelaltersgrenze', 'anhebung');

export default rechnerModul(regelaltersgrenzeAntwort, {
  pruefeDaten: (basis) => void regelnAus(werte(basis), anhebungAus(basis)),
  parameter: [
    {
      name: 'geburtsdatum',
      typ: 'datum',
      pflicht: false,
      beispiel: '1960-03-15',
      beschreibung: 'Geburtsdatum; nötig, wenn geburtsjahr fehlt.',
    },
    {
      name: 'geburtsjahr',
      typ: 'jahr',
      pflicht: false,
      bereich: { min: 1900, max: 2020 },
      beispiel: 1960,
      beschreibung: 'Geburtsjahr (1900 bis 2020) statt geburtsdatum; dann ohne Rentenbeginn, mit rentenbeginn_spanne.',
    },
    {
      name: 'vertrauensschutz',
      typ: 'boolean',
      pflicht: false,
      standard: false,
      beispiel: false,
      beschreibung:
        'true bei Vertrauensschutz nach § 235 Abs. 2 Satz 3 SGB VI (Altersteilzeit vor 2007 vereinbart, Jahrgang ' +
        'vor 1955, oder Anpassungsgeld für Bergleute, Jahrgang vor 1964).',
    },
  ],
  stichtag: (_p, heute) => heute,
  berechne(basis, p, heute) {
    const gd = typeof p.geburtsdatum === 'string' ? p.geburtsdatum : null;
    if (gd === null && typeof p.geburtsjahr !== 'number') {
      throw new ApiFehler('parameter_fehlt', 'Es fehlt geburtsdatum (JJJJ-MM-TT) oder geburtsjahr (1900 bis 2020).', {
        parameter: 'geburtsdatum',
      });
    }
    if (gd !== null && typeof p.geburtsjahr === 'number' && Number(gd.slice(0, 4)) !== p.geburtsjahr) {
      throw new ApiFehler(
        'ungueltiger_parameter',
        `geburtsjahr (${p.geburtsjahr}) passt nicht zu geburtsdatum (${gd}).`,
        { parameter: 'geburtsjahr' },
      );
    }
    if (gd !== null && (gd < '1900-01-01' || gd > heute)) {
      throw new ApiFehler('ungueltiger_parameter', `geburtsdatum (${gd}) muss zwischen 1900-01-01 und heute liegen.`, {
        parameter: 'geburtsdatum',
      });
    }
    const jahr = gd ? Number(gd.slice(0, 4)) : (p.geburtsjahr as number);
    const r = regelnAus(werte(basis), anhebungAus(basis));
    const { monate, vertrauensschutz } = altersgrenzeMonate(jahr, p.vertrauensschutz === true, r);
    const erreicht = gd ? erreichtAm(gd, monate) : null;
    const spanne = gd
      ? null
      : {
          geburtsdatum_von: `${jahr}-01-01`,
          geburtsdatum_bis: `${jahr}-12-31`,
          von: rentenbeginnNach(erreichtAm(`${jahr}-01-01`, monate)),
          bis: rentenbeginnNach(erreichtAm(`${jahr}-12-31`, monate)),
        };
    const z = zitierfelder(basis);
    const hinweise = [...(z.hinweise as string[])];
    if (p.vertrauensschutz === true && !vertrauensschutz)
      hinweise.unshift(
        `Vertrauensschutz nach § 235 Abs. 2 Satz 3 SGB VI ist für den Jahrgang ${jahr} nicht möglich und wurde ` +
          `nicht angewandt.`,
      );
    const jahre = Math.floor(monate / 12);
    return {
      datensatz: 'regelaltersgrenze' as const,
      geburtsdatum: gd,
      geburtsjahr: jahr,
      vertrauensschutz,
      regelaltersgrenze_jahre: jahre,
      regelaltersgrenze_monate: monate - jahre * 12,
      anhebung_monate: monate - r.grundalter_jahre * 12,
      erreicht_am: erreicht,
      rentenbeginn: erreicht ? rentenbeginnNach(erreicht) : null,
      rentenbeginn_spanne: spanne,
      ...z,
      rechtsgrundlage: vertrauensschutz
        ? '§ 235 Abs. 2 Satz 3 SGB VI'
        : jahr >= r.endstufe_ab_jahrgang
          ? '§ 35 Satz 2 SGB VI'
          : jahr < Math.min(...Object.keys(r.anhebung).map(Number))
            ? '§ 235 Abs. 2 Satz 1 SGB VI'
            : '§ 235 Abs. 2 Satz 2 SGB VI',
      hinweise,
    };
  },
});
