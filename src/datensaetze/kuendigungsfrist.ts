// Statutory notice periods of § 622 BGB, computed schematically (no contract or collective
// agreement): four weeks to the 15th or the end of a month (Abs. 1), two weeks during an agreed
// probation period of at most six months (Abs. 3), and for notice by the employer the longer
// periods by length of service (Abs. 2 Satz 1). Abs. 2 Satz 2 (years before age 25 not counted)
// is not applied: the ECJ held it contrary to EU law (C-555/07 Kücükdeveci).

import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { monatsende, monatsfristAb, monatsfristNachEreignis, plusTage, volleJahre } from '../gemeinsam/datum';
import { pflichttabelle, pflichtwert, werte, zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import type { Objekt } from '../vertrag/modell';
import { rechnerModul } from '../vertrag/modul';

export const kuendigungsfristAntwort = rechnerAntwort(
  'kuendigungsfrist',
  {
    eintritt: datum.meta({ en: 'start of employment' }),
    zugang: datum.meta({ en: 'day the notice is received' }),
    seite: z
      .enum(['arbeitgeber', 'arbeitnehmer'])
      .meta({ en: 'who gives notice: arbeitgeber (employer) or arbeitnehmer (employee)' }),
    probezeit: z.boolean().meta({ en: 'probation period' }),
    betriebszugehoerigkeit_jahre: z.number().int().meta({ en: 'length of service in years' }),
    frist: z.string().meta({ en: 'notice period applied' }),
    frist_code: z.string().meta({
      description:
        'Stabiler Code der angewandten Frist, z. B. grundfrist_4_wochen, probezeit_2_wochen, verlaengert_3_monate.',
      en: 'stable code of the notice period applied',
    }),
    fristende: datum.meta({ en: 'end of the notice period' }),
    ende: datum.meta({ en: 'last day of employment' }),
  },
  'Kündigungsfrist nach § 622 BGB.',
);

export interface KuendigungsRegeln {
  grundfrist_wochen: number;
  probezeit_frist_wochen: number;
  probezeit_hoechstens_monate: number;
  // Years of service -> months of notice to the end of a month (§ 622 Abs. 2 Satz 1 Nr. 1-7).
  staffel: { jahre: number; monate: number }[];
}

// The computed part of the answer, typed by the answer schema, and whether the probation period applied.
export type KuendigungsErgebnis = Pick<
  z.infer<typeof kuendigungsfristAntwort>,
  'betriebszugehoerigkeit_jahre' | 'frist' | 'frist_code' | 'fristende' | 'ende' | 'rechtsgrundlage'
> & { probezeit_angewandt: boolean };

export type Seite = 'arbeitgeber' | 'arbeitnehmer';

// The first 15th or last day of a month on or after a date.
function naechster15OderMonatsende(tag: string): string {
  const fuenfzehnter = `${tag.slice(0, 8)}15`;
  return tag <= fuenfzehnter ? fuenfzehnter : monatsende(tag);
}

export function kuendigungsfrist(
  e: { eintritt: string; zugang: string; seite: Seite; probezeit: boolean },
  r: KuendigungsRegeln,
): KuendigungsErgebnis {
  // Length of service on the day the notice is received (BAG): full years.
  const jahre = volleJahre(e.eintritt, e.zugang);
  const probezeitEnde = monatsfristAb(e.eintritt, r.probezeit_hoechstens_monate);
  if (e.probezeit && e.zugang <= probezeitEnde) {
    // The period runs from the day after receipt (§ 187 Abs. 1 BGB); any day may be the end.
    const ende = plusTage(e.zugang, 7 * r.probezeit_frist_wochen);
    return {
      betriebszugehoerigkeit_jahre: jahre,
      frist: `${r.probezeit_frist_wochen} Wochen (Probezeit)`,
      frist_code: `probezeit_${r.probezeit_frist_wochen}_wochen`,
      fristende: ende,
      ende,
      rechtsgrundlage: '§ 622 Abs. 3 BGB',
      probezeit_angewandt: true,
    };
  }
  const stufe =
    e.seite === 'arbeitgeber'
      ? [...r.staffel].sort((a, b) => b.jahre - a.jahre).find((s) => jahre >= s.jahre)
      : undefined;
  if (stufe) {
    const fristende = monatsfristNachEreignis(e.zugang, stufe.monate);
    const nr = [...r.staffel].sort((a, b) => a.jahre - b.jahre).indexOf(stufe) + 1;
    return {
      betriebszugehoerigkeit_jahre: jahre,
      frist: `${stufe.monate} ${stufe.monate === 1 ? 'Monat' : 'Monate'} zum Ende eines Kalendermonats`,
      frist_code: `verlaengert_${stufe.monate}_${stufe.monate === 1 ? 'monat' : 'monate'}`,
      fristende,
      ende: monatsende(fristende),
      rechtsgrundlage: `§ 622 Abs. 2 Satz 1 Nr. ${nr} BGB`,
      probezeit_angewandt: false,
    };
  }
  const fristende = plusTage(e.zugang, 7 * r.grundfrist_wochen);
  return {
    betriebszugehoerigkeit_jahre: jahre,
    frist: `${r.grundfrist_wochen} Wochen zum 15. oder zum Ende eines Kalendermonats`,
    frist_code: `grundfrist_${r.grundfrist_wochen}_wochen`,
    fristende,
    ende: naechster15OderMonatsende(fristende),
    rechtsgrundlage: '§ 622 Abs. 1 BGB',
    probezeit_angewandt: false,
  };
}

// staffel: the table of § 622 Abs. 2 Satz 1 BGB, years of service -> months (data file, tabelle staffel).
export function regelnAus(w: Record<string, number | null>, tabelle: Map<number, number>): KuendigungsRegeln {
  const staffel = [...tabelle].map(([jahre, monate]) => ({ jahre, monate }));
  const v = (feld: string) => pflichtwert(w, 'kuendigungsfrist', feld);
  return {
    grundfrist_wochen: v('grundfrist_wochen'),
    probezeit_frist_wochen: v('probezeit_frist_wochen'),
    probezeit_hoechstens_monate: v('probezeit_hoechstens_monate'),
    staffel,
  };
}

const staffelAus = (basis: Objekt) => pflichttabelle(basis, 'kuendigungsfrist', 'staffel');

const ZAHLWOERTER = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];

// "den ersten sechs Monaten" for the longest probation period of the data file.
function monateText(n: number): string {
  if (n === 1) return 'dem ersten Monat';
  return `den ersten ${ZAHLWOERTER[n] ?? String(n)} Monaten`;
}

export default rechnerModul(kuendigungsfristAntwort, {
  parameter: [
    {
      name: 'eintritt',
      typ: 'datum',
      pflicht: true,
      beispiel: '2015-03-01',
      beschreibung: 'Beginn des Arbeitsverhältnisses.',
    },
    {
      name: 'zugang',
      typ: 'datum',
      pflicht: true,
      beispiel: '2024-05-15',
      beschreibung: 'Tag, an dem die Kündigung zugeht.',
    },
    {
      name: 'seite',
      typ: 'auswahl',
      pflicht: false,
      werte: ['arbeitgeber', 'arbeitnehmer'],
      standard: 'arbeitgeber',
      beispiel: 'arbeitgeber',
      beschreibung:
        'Wer kündigt: arbeitgeber (Standard) oder arbeitnehmer; die verlängerten Fristen gelten nur für den ' +
        'Arbeitgeber.',
    },
    {
      name: 'probezeit',
      typ: 'boolean',
      pflicht: false,
      standard: false,
      beispiel: false,
      beschreibung: 'true, wenn eine Probezeit vereinbart ist (wirkt höchstens sechs Monate ab Eintritt).',
    },
  ],
  stichtag: (p) => String(p.zugang),
  pruefeDaten: (basis) => void regelnAus(werte(basis), staffelAus(basis)),
  berechne(basis, p) {
    const eintritt = String(p.eintritt);
    const zugang = String(p.zugang);
    if (eintritt > zugang)
      throw new ApiFehler('ungueltiger_parameter', `eintritt (${eintritt}) liegt nach zugang (${zugang}).`, {
        parameter: 'eintritt',
      });
    const seite = (p.seite ?? 'arbeitgeber') as Seite;
    const probezeit = p.probezeit === true;
    const regeln = regelnAus(werte(basis), staffelAus(basis));
    const r = kuendigungsfrist({ eintritt, zugang, seite, probezeit }, regeln);
    const z = zitierfelder(basis);
    const hinweise = [...(z.hinweise as string[])];
    if (probezeit && !r.probezeit_angewandt) {
      const dauer = monateText(regeln.probezeit_hoechstens_monate);
      hinweise.unshift(`Die Kündigung geht nach ${dauer} zu; die Probezeitfrist gilt nicht mehr (§ 622 Abs. 3 BGB).`);
    }
    return {
      datensatz: 'kuendigungsfrist' as const,
      eintritt,
      zugang,
      seite,
      probezeit,
      betriebszugehoerigkeit_jahre: r.betriebszugehoerigkeit_jahre,
      frist: r.frist,
      frist_code: r.frist_code,
      fristende: r.fristende,
      ende: r.ende,
      ...z,
      rechtsgrundlage: r.rechtsgrundlage,
      hinweise,
    };
  },
});
