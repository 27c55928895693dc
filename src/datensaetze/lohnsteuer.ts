// Wage tax, solidarity surcharge and the church tax base per the official BMF
// Programmablaufplan (§ 39b Abs. 6 EStG). The PAP version follows from the last day of the
// Lohnzahlungszeitraum (datum) or from jahr; its code is generated from the official XML
// (generator/pap/, build/pap/). With land and r > 0 the church tax of the period
// is the Land's rate (data/kirchensteuer.yaml) on the PAP's base BK (§ 51a Abs. 2a EStG).

import { z } from 'zod';
import { datum, land, rechnerAntwort } from '../antwort/schema';
import { kirchensteuer, kirchensteuerStufe, LAND_CODES } from '../rechner/lohnsteuer/kirche';
import {
  LOHNSTEUER_AUSGABEN,
  type LohnsteuerAusgabe,
  papVersionFuer,
  rechneLohnsteuer,
} from '../rechner/lohnsteuer/pap';
import { PAP_NAME_VON, PAP_PARAMETER } from '../rechner/lohnsteuer/parameter';
import { zitierfelder } from '../rechner/werte';
import { ApiFehler } from '../vertrag/fehler';
import { rechnerModul } from '../vertrag/modul';
import type { Anfrageparameter, ParameterSpec } from '../vertrag/parameter';

const cent = z.number().int().nullable();
const EN: Record<LohnsteuerAusgabe, string> = {
  lstlzz: 'wage tax for the pay period',
  solzlzz: 'solidarity surcharge for the pay period',
  bk: 'church-tax base for the pay period',
  bks: 'church-tax base for other payments',
  sts: 'wage tax on other payments',
  solzs: 'solidarity surcharge on other payments',
  bkv: 'church-tax base for pay for several years of work',
  stv: 'wage tax on pay for several years of work',
  solzv: 'solidarity surcharge on pay for several years of work',
  vkvlzz: 'health and care insurance contributions allowed for the pay period',
  vkvsonst: 'health and care insurance contributions allowed for other payments',
  vfrb: 'allowance used for the current pay',
  vfrbs1: 'allowance used for the expected annual pay',
  vfrbs2: 'allowance used for other payments',
  wvfrb: 'taxable income above the basic allowance left for the Turkish tax-treaty allowance (current pay)',
  wvfrbo: 'the same for the expected annual pay',
  wvfrbm: 'the same for other payments',
};
// The PAP outputs in cent, null where a version lacks the output.
const ausgabenFelder = Object.fromEntries(LOHNSTEUER_AUSGABEN.map((n) => [n, cent.meta({ en: EN[n] })])) as Record<
  LohnsteuerAusgabe,
  typeof cent
>;

export const lohnsteuerAntwort = rechnerAntwort(
  'lohnsteuer',
  {
    datum: datum.meta({ en: 'reference date of the answer (YYYY-MM-DD)' }),
    pap_version: z.string().meta({
      description: 'Angewandte PAP-Fassung, z. B. 2026 oder 2024_dezember.',
      en: 'version of the BMF flowchart (PAP) applied',
    }),
    pap: z
      .object({
        datei: z.string().meta({ en: 'file name' }),
        stand: z.string().meta({ en: 'date of the last check against the sources' }),
        sha256: z.string().meta({ en: 'SHA-256 checksum of the file' }),
        gueltig_ab: datum.meta({ en: 'valid from (first day)' }),
        gueltig_bis: datum.meta({ en: 'valid until (last day); null = open-ended' }),
      })
      .meta({
        description: 'Das amtliche PAP-XML, aus dem gerechnet wurde.',
        en: 'the official PAP file used {datei, stand, sha256, gueltig_ab, gueltig_bis}',
      }),
    eingaben: z.record(z.string(), z.number()).meta({
      description:
        'Die an den PAP übergebenen Eingaben (klein geschrieben), einschließlich der Standardwerte r, lzz und stkl.',
      en: 'inputs passed to the PAP, defaults included',
    }),
    ...ausgabenFelder,
    land: land.nullable().meta({ en: 'federal state (Land) code, e.g. BY' }),
    kirchensteuersatz: z.number().nullable().meta({
      description: 'Kirchensteuersatz des Landes in Prozent (nur mit land und r > 0).',
      en: 'church tax rate of the federal state in percent',
    }),
    kirchensteuer_lzz: cent.meta({
      description:
        'Kirchensteuer des Lohnzahlungszeitraums in Cent: Satz des Landes auf bk, Bruchteile eines Cents entfallen; ' +
        'null ohne land oder bei r=0.',
      en: 'church tax for the pay period',
    }),
    kirchensteuer_sonstb: cent.meta({
      description: 'Kirchensteuer auf die sonstigen Bezüge in Cent: Satz des Landes auf bks.',
      en: 'church tax on other payments',
    }),
    protokoll: z
      .array(
        z.object({
          methode: z.string().meta({ en: 'PAP step (method) that set a value' }),
          variable: z.string().meta({ en: 'PAP variable set' }),
          wert: z.number().meta({ en: 'value; null while an announced value is not fixed' }),
        }),
      )
      .optional()
      .meta({
        description: 'Nur mit protokoll=true: jeder Schritt des PAP, der eine Ausgabe gesetzt hat, in Reihenfolge.',
        en: 'trace of the PAP steps that set each output (with protokoll=true)',
      }),
  },
  'Lohnsteuer, Solidaritätszuschlag und Bemessungsgrundlage der Kirchensteuer nach dem Programmablaufplan des BMF ' +
    '(Beträge in Cent, null: Ausgabe gibt es in dieser Fassung nicht).',
);

const ZUSATZ: ParameterSpec[] = [
  {
    name: 'datum',
    typ: 'datum',
    pflicht: false,
    standard: 'heute',
    beispiel: '2026-01-31',
    beschreibung:
      'Letzter Tag des Lohnzahlungszeitraums; bestimmt die PAP-Fassung (2015-01-01 bis 2026-12-31). Ohne datum und ' +
      'jahr gilt heute.',
  },
  {
    name: 'jahr',
    typ: 'jahr',
    pflicht: false,
    bereich: { min: 2015, max: 2026 },
    beispiel: 2026,
    beschreibung:
      'Statt datum: das Jahr; es gilt die erste PAP-Fassung des Jahres (bei zwei Fassungen nennt hinweise die andere).',
  },
  {
    name: 'land',
    typ: 'auswahl',
    pflicht: false,
    werte: [...LAND_CODES],
    beispiel: 'NW',
    beschreibung:
      'Land der lohnsteuerlichen Betriebsstätte (BW, BY, BE, ...): mit r > 0 berechnet die Antwort ' +
      'kirchensteuer_lzz aus bk und kirchensteuer_sonstb aus bks mit dem Kirchensteuersatz des Landes.',
  },
  {
    name: 'protokoll',
    typ: 'boolean',
    pflicht: false,
    standard: false,
    beispiel: false,
    beschreibung:
      'true: protokoll nennt jeden Schritt des PAP, der eine Ausgabe gesetzt hat (Methode, Variable, Wert).',
  },
];

// PAP inputs in the order of the BMF interface's documentation (alphabetical by PAP name).
const PARAMETER: ParameterSpec[] = [...ZUSATZ, ...Object.values(PAP_PARAMETER)];

function stichtag(p: Anfrageparameter, heute: string): string {
  if (typeof p.datum === 'string' && typeof p.jahr === 'number') {
    throw new ApiFehler('ungueltiger_parameter', 'Bitte nur datum oder jahr angeben, nicht beide.', {
      parameter: 'jahr',
    });
  }
  if (typeof p.datum === 'string') return p.datum;
  if (typeof p.jahr === 'number') return `${p.jahr}-01-01`;
  return heute;
}

export default rechnerModul(lohnsteuerAntwort, {
  braucht: ['kirchensteuer'],
  parameter: PARAMETER,
  stichtag,
  berechne(basis, p, heute, bezug) {
    const tag = stichtag(p, heute);
    const versionen = bezug.pap('lohnsteuer');
    const v = papVersionFuer(versionen, tag);
    if (!v)
      throw new ApiFehler(
        'kein_wert',
        `Für ${tag} liegt kein Programmablaufplan vor ` +
          `(abgedeckt: ${versionen[0].gueltig_ab} bis ${versionen[versionen.length - 1].gueltig_bis}).`,
        { parameter: typeof p.jahr === 'number' ? 'jahr' : 'datum' },
      );
    const eingaben: Record<string, number> = {};
    for (const [name, wert] of Object.entries(p)) {
      const pap = PAP_NAME_VON.get(name);
      if (pap && typeof wert === 'number') eingaben[pap] = wert;
    }
    // R has no default in the PAP; the interface treats a missing R as 0 (no church tax).
    eingaben.R ??= 0;
    if (v.modul.EINGABEN.includes('LZZ')) eingaben.LZZ ??= 1;
    if (v.modul.EINGABEN.includes('STKL')) eingaben.STKL ??= 1;
    const { ausgaben, protokoll } = rechneLohnsteuer(v, eingaben, p.protokoll === true);

    const land = typeof p.land === 'string' ? p.land : null;
    const satz = land && eingaben.R > 0 ? kirchensteuerStufe(bezug, land, tag) : null;
    // Church tax = rate × BK (BKS for sonstige Bezüge); fractions of a cent are dropped.
    const kirche = (bk: number | null) => (satz?.satz != null && bk !== null ? kirchensteuer(bk, satz.satz) : null);

    const z = zitierfelder(basis);
    const hinweise = [v.pruefung, ...z.hinweise];
    if (typeof p.jahr === 'number') {
      const andere = versionen.filter((x) => x !== v && x.gueltig_ab.startsWith(String(p.jahr)));
      for (const a of andere)
        hinweise.push(
          `Im Jahr ${p.jahr} gilt vom ${a.gueltig_ab} bis ${a.gueltig_bis} die Fassung ${a.pap_version}; dafür ` +
            `datum angeben.`,
        );
    }
    // The cap (Kappung) limits church tax to a share of the taxable income; the PAP has no taxable
    // income per period, so the calculator does not apply it and names it instead.
    const kappung = satz && land ? kirchensteuerStufe(bezug, land, tag, 'kappung') : null;
    if (kappung)
      hinweise.push(
        `Kappung in ${land}: höchstens ${String(kappung.satz).replace('.', ',')} % des zu versteuernden ` +
          `Einkommens (${kappung.quelle.titel}). kirchensteuer_lzz ist ohne Kappung gerechnet.` +
          (kappung.hinweis ? ` ${kappung.hinweis}` : ''),
      );
    if (land && eingaben.R === 0)
      hinweise.push('r=0: keine Kirchensteuerpflicht, kirchensteuer_lzz und kirchensteuer_sonstb sind null.');
    if (!land && eingaben.R > 0)
      hinweise.push('Ohne land wird keine Kirchensteuer berechnet; bk und bks sind ihre Bemessungsgrundlagen.');
    return {
      datensatz: 'lohnsteuer' as const,
      datum: tag,
      pap_version: v.pap_version,
      pap: {
        datei: `data/lohnsteuer/${v.datei}`,
        stand: v.stand_xml,
        sha256: v.sha256,
        gueltig_ab: v.gueltig_ab,
        gueltig_bis: v.gueltig_bis,
      },
      eingaben: Object.fromEntries(
        Object.entries(eingaben).map(([k, w]) => [PAP_PARAMETER[k]?.name ?? k.toLowerCase(), w]),
      ),
      ...ausgaben,
      land,
      kirchensteuersatz: satz?.satz ?? null,
      kirchensteuer_lzz: kirche(ausgaben.bk),
      kirchensteuer_sonstb: kirche(ausgaben.bks),
      ...z,
      hinweise,
      ...(protokoll && {
        protokoll: protokoll.map(([methode, variable, wert]) => ({
          methode,
          variable: variable.toLowerCase(),
          wert: Number(wert),
        })),
      }),
    };
  },
});
