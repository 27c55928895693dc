// A net-pay agreement (§ 14 Abs. 2 SGB IV): the smallest monthly gross, to the cent, whose net pay
// after brutto-netto reaches the agreed net, with the full payslip for it. Net pay rises with the
// gross except by a few cents where several rounded amounts step at once, so a binary search finds
// the region and a short scan below it finds the smallest gross.

import { z } from 'zod';
import { datum, rechnerAntwort } from '../antwort/schema';
import { zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import { type Bezug, rechnerModul } from '../vertrag/modul';
import type { Anfrageparameter } from '../vertrag/parameter';
import {
  BRUTTO_NETTO_BRAUCHT,
  type BruttoNettoAntwort,
  bruttoNetto,
  bruttoNettoAntwort,
  eingabe,
  GEMEINSAME_PARAMETER,
  nettoImMonat,
} from './brutto-netto';

// Highest gross asked for, in cent (the range of brutto in brutto-netto).
const HOECHSTENS = 100_000_000;
// How far below the binary search's result a smaller gross with enough net pay can lie, in cent:
// the amounts that step together (contributions, wage tax) move the net by a few cents at most, and
// over 2 euros the net rises by more than that.
const FENSTER = 200;

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

function suche(ziel: number, p: Anfrageparameter, heute: string, bezug: Bezug): BruttoNettoAntwort {
  const monatsanfang = `${String(p.datum ?? heute).slice(0, 7)}-01`;
  const basis = bezug.am('brutto-netto', monatsanfang);
  const rechne = (c: number) => bruttoNetto(eingabe(p, heute, c / 100), bezug, basis);
  const netto = (c: number) => nettoImMonat(eingabe(p, heute, c / 100), bezug, basis);
  // Smallest gross in [von, bis] with enough net, given that bis has it. The start is tried first:
  // the minimum contribution of a Minijob (175 euros) makes net pay negative just above zero.
  const innerhalb = (von: number, bis: number): number => {
    if (netto(von) >= ziel) return von;
    let lo = von;
    let hi = bis;
    while (lo < hi) {
      const mitte = Math.floor((lo + hi) / 2);
      if (netto(mitte) >= ziel) hi = mitte;
      else lo = mitte + 1;
    }
    let kleinstes = hi;
    for (let c = hi - 1; c >= Math.max(von, hi - FENSTER); c--) if (netto(c) >= ziel) kleinstes = c;
    return kleinstes;
  };
  // The kinds of employment in order; a kind the payslip cannot compute for this person (a privately
  // insured or Saxon employee in the Übergangsbereich) is skipped only if the target lies beyond it.
  const u = bezug.am('uebergangsbereich', monatsanfang);
  const G = Math.round((u.untergrenze_monat as number) * 100);
  const OG = Math.round((u.obergrenze_monat as number) * 100);
  const abschnitte: [number, number][] = [
    [0, G],
    [G + 1, OG],
    [OG + 1, HOECHSTENS],
  ];
  for (const [i, [von, bis]] of abschnitte.entries()) {
    let amEnde: number;
    try {
      amEnde = netto(bis);
    } catch (e) {
      if (!(e instanceof ApiFehler) || i !== 1) throw e;
      if (netto(OG + 1) < ziel) continue;
      throw e;
    }
    if (amEnde >= ziel) return rechne(innerhalb(von, bis));
  }
  throw new ApiFehler(
    'ungueltiger_parameter',
    `netto=${ziel} ist mit einem Brutto bis 1 000 000 Euro nicht erreichbar.`,
    { parameter: 'netto' },
  );
}

export default rechnerModul(nettoBruttoAntwort, {
  braucht: [...BRUTTO_NETTO_BRAUCHT, 'brutto-netto'],
  parameter: [
    GEMEINSAME_PARAMETER[0],
    {
      name: 'netto',
      typ: 'zahl',
      pflicht: true,
      bereich: { min: 0, max: 1_000_000 },
      beispiel: 2400,
      beschreibung: 'Vereinbartes Netto des Monats in Euro (0 bis 1 000 000).',
    },
    ...GEMEINSAME_PARAMETER.slice(1),
  ],
  stichtag: (p, heute) => `${String(p.datum ?? heute).slice(0, 7)}-01`,
  berechne(basis, p, heute, bezug) {
    const ziel = p.netto as number;
    const abrechnung = suche(ziel, p, heute, bezug);
    return {
      datensatz: 'netto-brutto' as const,
      datum: abrechnung.datum,
      netto_ziel: ziel,
      brutto: abrechnung.brutto,
      netto: abrechnung.arbeitnehmer.netto,
      abrechnung,
      ...zitierfelder(basis),
    };
  },
});
