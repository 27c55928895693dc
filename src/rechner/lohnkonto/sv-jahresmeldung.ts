// The DEÜV pay report of the year (§ 28a Abs. 1 Nr. 2 SGB IV, § 10 DEÜV; Abgabegrund 50, or 30 when the
// employment ends in the year): the contributory pension pay assigned to the year per stretch of equal
// Personengruppe and Beitragsgruppe, with the Übergangsbereich's mark and actual pay as the GR of the
// Spitzenverbände of 21.03.2019 (Ziffer 6.1) ask. One-offs the Märzklausel assigns to the previous year
// belong to that year's report and are left out (§ 23a Abs. 4 SGB IV).
import { z } from 'zod';
import { letzterTagImMonat } from '../../gemeinsam/datum';
import { cent, euro } from '../../gemeinsam/geld';
import { PERSONENGRUPPEN } from '../abrechnung/personengruppe';
import type { JahrMonat } from './jahresausgleich';
import type { Zeitraum } from './lohnsteuerbescheinigung';

const meldung = z.object({
  von: z.string().meta({ en: 'first day of the period reported' }),
  bis: z.string().meta({ en: 'last day of the period reported' }),
  abgabegrund: z
    .number()
    .int()
    .meta({
      en:
        'DEÜV reason: 50 annual report, 30 end of employment, 31 change of collecting agency, 32 change of ' +
        'contribution group, 33 other change (person group)',
    }),
  rv_entgelt: z.number().meta({ en: 'contributory pension pay of the period (euro), reduced in the transition zone' }),
  personengruppe: z.enum(PERSONENGRUPPEN).meta({ en: 'DEÜV person group key' }),
  beitragsgruppe: z
    .string()
    .regex(/^[0-9]{4}$/)
    .meta({ en: 'contribution group key' }),
  kennzeichen_uebergangsbereich: z
    .number()
    .int()
    .meta({ en: '0 no month in the transition zone, 1 every month, 2 some months' }),
  entgelt_rentenberechnung: z
    .number()
    .nullable()
    .meta({ en: 'since 07/2019 with mark 1 or 2: the pay pensions are computed from (actual pay in the zone)' }),
});

export const SV_JAHRESMELDUNG = meldung
  .extend({
    meldungen: z.array(meldung).meta({
      en: 'every pay report of the year in order: the earlier ones end a stretch when the groups change',
    }),
  })
  .meta({ en: 'the DEÜV pay report of the year (the last stretch) and the earlier reports of the year' });
export type SvJahresmeldung = z.output<typeof SV_JAHRESMELDUNG>;
type Meldung = z.output<typeof meldung>;

// Minijob and short-term employment are reported to the Minijob-Zentrale, every other to the health fund.
const MINIJOB_ZENTRALE = new Set(['109', '110']);

// The pension pay of a month (cent): the reduced base in the Übergangsbereich (bemessung.rv_av), else the
// contributory pay up to the ceiling; plus the one-off's contributory part assigned to this year. A
// month without any contribution (Beitragsgruppe 0000, short-term employment, § 8 Abs. 1 Nr. 2 SGB IV)
// has no contributory pay to report.
function rvMonat(m: JahrMonat): number {
  if (m.antwort.beitragsgruppe === '0000') return 0;
  const einmal = m.r.einmal?.zugeordnet === 'abrechnungsmonat' ? m.r.einmal.rv : 0;
  return cent(m.antwort.bemessung.rv_av) + einmal;
}

// The pay pensions are computed from: in the Übergangsbereich since 07/2019 the pay without its rules.
function rentenMonat(m: JahrMonat): number {
  if (m.antwort.beschaeftigung !== 'uebergangsbereich' || m.mo.entgeltRentenberechnung().wert !== 1) return rvMonat(m);
  const einmal = m.r.einmal?.zugeordnet === 'abrechnungsmonat' ? m.r.einmal.rv : 0;
  return Math.min(m.r.bezuege.sv, m.mo.bbgRvCent()) + einmal;
}

export function svJahresmeldung(k: Zeitraum, monate: readonly JahrMonat[]): SvJahresmeldung {
  // Stretches of equal Personengruppe and Beitragsgruppe: a change ends one report and starts the next.
  const abschnitte: JahrMonat[][] = [];
  for (const m of monate) {
    const last = abschnitte.at(-1)?.at(-1);
    if (
      last &&
      last.antwort.personengruppe === m.antwort.personengruppe &&
      last.antwort.beitragsgruppe === m.antwort.beitragsgruppe
    )
      abschnitte.at(-1)?.push(m);
    else abschnitte.push([m]);
  }
  const meldungen = abschnitte.map((a, i): Meldung => {
    const erster = a[0].antwort;
    const letzter = a[a.length - 1].antwort;
    const monat0 = erster.monat;
    const monat1 = letzter.monat;
    const von = k.eintritt?.startsWith(monat0) ? k.eintritt : `${monat0}-01`;
    const bis = k.austritt?.startsWith(monat1)
      ? k.austritt
      : `${monat1}-${String(letzterTagImMonat(k.jahr, Number(monat1.slice(5, 7)))).padStart(2, '0')}`;
    const naechster = abschnitte[i + 1]?.[0].antwort;
    const grund = !naechster
      ? k.austritt
        ? 30
        : 50
      : MINIJOB_ZENTRALE.has(letzter.personengruppe) !== MINIJOB_ZENTRALE.has(naechster.personengruppe)
        ? 31
        : letzter.beitragsgruppe !== naechster.beitragsgruppe
          ? 32
          : 33;
    const imBereich = a.filter((m) => m.antwort.beschaeftigung === 'uebergangsbereich').length;
    const kennzeichen = imBereich === 0 ? 0 : imBereich === a.length ? 1 : 2;
    const mitRente = kennzeichen > 0 && a.some((m) => m.mo.entgeltRentenberechnung().wert === 1);
    return {
      von,
      bis,
      abgabegrund: grund,
      rv_entgelt: euro(a.reduce((s, m) => s + rvMonat(m), 0)),
      personengruppe: letzter.personengruppe,
      beitragsgruppe: letzter.beitragsgruppe,
      kennzeichen_uebergangsbereich: kennzeichen,
      entgelt_rentenberechnung: mitRente ? euro(a.reduce((s, m) => s + rentenMonat(m), 0)) : null,
    };
  });
  const letzte = meldungen[meldungen.length - 1];
  return { ...letzte, meldungen };
}
