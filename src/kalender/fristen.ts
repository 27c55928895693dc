// Payroll deadlines of a year from rules (data/payroll-jahreskalender.yaml). A deadline on a
// Saturday, Sunday or holiday moves to the next working day (§ 108 Abs. 3 AO, § 26 Abs. 3 SGB X);
// deadlines counted in bank business days never fall on a closed day and do not move.
import type { FristRegel } from '../daten/schema';
import { datumAus, istWochenende, letzterTagImMonat, plusTage, wochentag } from '../gemeinsam/datum';
import { nTletzterBankarbeitstag } from './bankarbeitstage';
import { WOCHENTAGE } from './laender';

export interface Frist {
  id: string;
  name: string;
  kategorie: string;
  zeitraum: string;
  nominal: string;
  datum: string;
  wochentag: string;
  verschoben: boolean;
  grund: string | null;
  empfaenger: string;
  rechtsgrundlage: string;
  verschiebung_norm: string | null;
  quelle: { titel: string; url: string };
}

export interface Kalendertage {
  // Holidays by date for the tax state and for the state of the collecting agency.
  land: Map<string, string>;
  land_einzugsstelle: Map<string, string>;
  // Holidays and bank closing days of the collecting agency's state (bank business days).
  bankfrei: Map<string, string>;
}

const zwei = (n: number) => String(n).padStart(2, '0');

function tagImMonat(jahr: number, monat: number, tag: number | 'letzter'): string {
  return datumAus(
    jahr,
    monat,
    tag === 'letzter' ? letzterTagImMonat(jahr, monat) : Math.min(tag, letzterTagImMonat(jahr, monat)),
  );
}

// The next working day on or after a date, and why it moved.
function verschiebe(nominal: string, feiertage: Map<string, string>): { datum: string; grund: string | null } {
  let d = nominal;
  let grund: string | null = null;
  for (;;) {
    const feiertag = feiertage.get(d);
    if (!istWochenende(d) && !feiertag) return { datum: d, grund };
    grund ??= feiertag ? `Feiertag: ${feiertag}` : WOCHENTAGE[wochentag(d)];
    d = plusTage(d, 1);
  }
}

// Nominal dates of a rule in a year with the period each deadline belongs to.
// A field the rule's turnus needs (the data schema checks that it is set).
function feld<K extends 'tag' | 'monat' | 'bankarbeitstag_vor_monatsende'>(
  r: FristRegel,
  name: K,
): NonNullable<FristRegel[K]> {
  const x = r[name];
  if (x === undefined || x === null) throw new Error(`Fristregel ${r.id}: ${name} fehlt für turnus ${r.turnus}`);
  return x as NonNullable<FristRegel[K]>;
}

function termine(r: FristRegel, jahr: number, tage: Kalendertage): { zeitraum: string; nominal: string }[] {
  const out: { zeitraum: string; nominal: string }[] = [];
  if (r.turnus === 'monatlich') {
    for (let m = 1; m <= 12; m++)
      out.push({
        zeitraum: m === 1 ? `${jahr - 1}-12` : `${jahr}-${zwei(m - 1)}`,
        nominal: tagImMonat(jahr, m, feld(r, 'tag')),
      });
  } else if (r.turnus === 'vierteljaehrlich') {
    for (const [m, q] of [
      [1, 4],
      [4, 1],
      [7, 2],
      [10, 3],
    ])
      out.push({ zeitraum: `${m === 1 ? jahr - 1 : jahr}-Q${q}`, nominal: tagImMonat(jahr, m, feld(r, 'tag')) });
  } else if (r.turnus === 'jaehrlich') {
    out.push({ zeitraum: String(jahr - 1), nominal: tagImMonat(jahr, feld(r, 'monat'), feld(r, 'tag')) });
  } else {
    for (let m = 1; m <= 12; m++) {
      out.push({
        zeitraum: `${jahr}-${zwei(m)}`,
        nominal: nTletzterBankarbeitstag(jahr, m, feld(r, 'bankarbeitstag_vor_monatsende'), tage.bankfrei),
      });
    }
  }
  return out;
}

export function fristenImJahr(
  jahr: number,
  regeln: FristRegel[],
  tage: Kalendertage,
  lohnsteuerZeitraum: 'monat' | 'quartal' | 'jahr',
): Frist[] {
  const out: Frist[] = [];
  for (const r of regeln) {
    if ((r.ab_jahr !== undefined && jahr < r.ab_jahr) || (r.bis_jahr !== undefined && jahr > r.bis_jahr)) continue;
    if (r.lohnsteuer_zeitraum && r.lohnsteuer_zeitraum !== lohnsteuerZeitraum) continue;
    for (const t of termine(r, jahr, tage)) {
      const { datum, grund } = r.verschiebung_norm
        ? verschiebe(t.nominal, tage[r.feiertage_von])
        : { datum: t.nominal, grund: null };
      out.push({
        id: r.id,
        name: r.name,
        kategorie: r.kategorie,
        zeitraum: t.zeitraum,
        nominal: t.nominal,
        datum,
        wochentag: WOCHENTAGE[wochentag(datum)],
        verschoben: datum !== t.nominal,
        grund: datum !== t.nominal ? grund : null,
        empfaenger: r.empfaenger,
        rechtsgrundlage: r.rechtsgrundlage,
        verschiebung_norm: r.verschiebung_norm,
        quelle: r.quelle,
      });
    }
  }
  return out.sort((a, b) => (a.datum === b.datum ? a.id.localeCompare(b.id) : a.datum < b.datum ? -1 : 1));
}
