// Official values of benefits in kind (SvEV) with their own answer shape (API-SPEC.md "Special
// datasets"): one amount per field, the validity of the year.
import { z } from 'zod';
import { spezialKopf, verlaufFuss } from '../antwort/schema';
import type { Periode } from '../vertrag/modell';
import { spezialModul } from '../vertrag/modul';

const euro = z.number().nullable();
// The fields in answer order.
const FELDER = {
  verpflegung_monat: euro.meta({ en: 'meals per month' }),
  fruehstueck_monat: euro.meta({ en: 'breakfast per month' }),
  mittagessen_monat: euro.meta({ en: 'lunch per month' }),
  abendessen_monat: euro.meta({ en: 'dinner per month' }),
  fruehstueck_tag: euro.meta({ en: 'breakfast per day' }),
  mittag_abend_tag: euro.meta({ en: 'lunch or dinner per day' }),
  unterkunft_monat: euro.meta({ en: 'accommodation per month' }),
  unterkunft_tag: euro.meta({ en: 'accommodation per day' }),
};
const IDS = Object.keys(FELDER) as (keyof typeof FELDER)[];

type Quelle = { titel: string; url: string };

export default spezialModul({
  felder: { ...spezialKopf, ...FELDER },
  verlaufFelder: { jahr: z.number().int().meta({ en: 'calendar year' }), ...FELDER, ...verlaufFuss },
  umschlag: ({ werte, bestandteile }) => {
    const k = bestandteile.find((b) => b.id === 'verpflegung_monat');
    if (!k) throw new Error('Bestandteil verpflegung_monat fehlt');
    return {
      gueltig_ab: k.gueltig_ab,
      gueltig_bis: k.gueltig_bis,
      ...Object.fromEntries(IDS.map((id) => [id, werte[id] ?? null])),
      rechtsgrundlage: k.rechtsgrundlage,
      quelle: k.quelle,
    };
  },
  verlaufAusPerioden: (perioden: Periode[]) =>
    perioden.map((p) => ({
      jahr: Number(p.von.slice(0, 4)),
      ...Object.fromEntries(IDS.map((k) => [k, p.antwort[k]])),
      rechtsgrundlage: p.antwort.rechtsgrundlage,
      quelle_url: (p.antwort.quelle as Quelle).url,
    })),
});
