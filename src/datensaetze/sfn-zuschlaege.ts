// Tax-free surcharges for Sunday, holiday and night work (§ 3b EStG) in euro per hour: each
// percentage applied to the basic hourly wage, which counts only up to grundlohn_hoechstens for the
// tax exemption (§ 3b Abs. 2 Satz 1 EStG) and up to grundlohn_hoechstens_sv for the exemption from
// social-security contributions (§ 1 Abs. 1 Satz 1 Nr. 1 SvEV); both caps are in
// data/sfn-zuschlaege.yaml. Each amount is exact and rounded once to the cent.

import { z } from 'zod';
import { euro, gerundet } from '../gemeinsam/geld';
import { einfuegenNach } from '../rechner/felder';
import type { Objekt } from '../vertrag/modell';
import { datensatzModul } from '../vertrag/modul';

export function betraegeJeStunde(grundlohn: number, deckel: number, bestandteile: Objekt[]): Record<string, number> {
  const basis = Math.min(grundlohn, deckel);
  return Object.fromEntries(
    bestandteile
      .filter((k) => k.einheit === 'prozent' && typeof k.wert === 'number')
      .map((k) => [k.id as string, euro(gerundet([basis, k.wert as number]))]),
  );
}

// The hours each kind can have on a day, from the time windows of § 3b EStG (zusatz of the rate
// levels); the payslip bounds a month's hours with them (src/rechner/abrechnung/pruefung.ts).
const stunden = (description: string, en: string) => z.number().optional().meta({ description, en });

export default datensatzModul({
  zusatzFelder: {
    stunden_je_tag: stunden(
      'Höchstens so viele Stunden dieser Art je Tag, an dem sie möglich ist (jeder Kalendertag, Sonntag oder ' +
        'Feiertag), nach den Zeitfenstern des § 3b EStG.',
      'at most this many hours of this kind per day on which it can occur',
    ),
    stunden_folgetag: stunden(
      'Stunden des folgenden Tages, die noch als Sonntags- oder Feiertagsarbeit gelten, wenn die Arbeit vor 0 Uhr ' +
        'aufgenommen wurde (0 bis 4 Uhr, § 3b Abs. 3 Nr. 2 EStG).',
      'hours of the following day that still count, for work begun before midnight',
    ),
    tage_stunden: z.string().optional().meta({
      description: 'Nur an bestimmten Tagen: je Tag MM-TT:Stunden, durch Leerzeichen getrennt (ab 14 Uhr: 10).',
      en: 'only on given days: MM-DD:hours per day, separated by spaces',
    }),
    stunden_rechtsgrundlage: z
      .string()
      .optional()
      .meta({ description: 'Vorschrift der Zeitfenster.', en: 'legal basis of the time windows' }),
  },
  // Only with grundlohn_stunde.
  felder: {
    grundlohn_stunde: z.number().optional().meta({ en: 'basic hourly wage' }),
    betraege_stunde: z
      .record(z.string(), z.number())
      .optional()
      .meta({
        description:
          'Nur mit grundlohn_stunde: steuerfreier Zuschlag je Stunde in Euro je Bestandteil (Grundlohn höchstens ' +
          'grundlohn_hoechstens).',
        en: 'tax-free premium per hour in euro',
      }),
    betraege_stunde_sv_frei: z
      .record(z.string(), z.number())
      .optional()
      .meta({
        description:
          'Nur mit grundlohn_stunde: sozialversicherungsfreier Zuschlag je Stunde (Grundlohn höchstens ' +
          'grundlohn_hoechstens_sv).',
        en: 'social-insurance-free premium per hour in euro',
      }),
  },
  parameter: [
    {
      name: 'grundlohn_stunde',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 10_000 },
      beispiel: 30,
      beschreibung:
        'Grundlohn je Stunde in Euro; dann mit den steuerfreien Beträgen je Stunde (betraege_stunde) und den ' +
        'sozialversicherungsfreien (betraege_stunde_sv_frei).',
    },
  ],
  berechne(basis, p) {
    if (typeof p.grundlohn_stunde !== 'number') return basis;
    const w = basis.werte as Record<string, number | null>;
    const alle = basis.bestandteile as Objekt[];
    const felder: Objekt = { grundlohn_stunde: p.grundlohn_stunde };
    if (typeof w.grundlohn_hoechstens === 'number')
      felder.betraege_stunde = betraegeJeStunde(p.grundlohn_stunde, w.grundlohn_hoechstens, alle);
    if (typeof w.grundlohn_hoechstens_sv === 'number')
      felder.betraege_stunde_sv_frei = betraegeJeStunde(p.grundlohn_stunde, w.grundlohn_hoechstens_sv, alle);
    return einfuegenNach(basis, 'bestandteile', felder);
  },
});
