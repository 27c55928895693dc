// Wage tax, solidarity surcharge and the church tax base per the official BMF
// Programmablaufplan (§ 39b Abs. 6 EStG). The PAP version follows from the last day of the
// Lohnzahlungszeitraum (datum) or from jahr; its code is generated from the official XML
// (generator/pap/, src/rechner/lohnsteuer-pap/). With land and r > 0 the church tax of the period
// is the Land's rate (data/kirchensteuer.yaml) on the PAP's base BK (§ 51a Abs. 2a EStG).

import { LOHNSTEUER_AUSGABEN, type LohnsteuerAusgabe, lohnsteuerAntwort } from '../antwort/rechner';
import { ApiFehler } from '../vertrag/fehler';
import type { Anfrageparameter, ParameterSpec } from '../vertrag/parameter';
import { rechnerModul, zitierfelder } from './erweiterung';
import type { Schritt } from './lohnsteuer-dezimal';
import { kirchensteuerStufe, LAND_CODES } from './lohnsteuer-kirche';
import { PAP_VERSIONEN, type PapEintrag } from './lohnsteuer-pap/index';
import { PAP_NAME_VON, PAP_PARAMETER } from './lohnsteuer-parameter';

export function papVersionFuer(datum: string): PapEintrag | null {
  return PAP_VERSIONEN.find((v) => v.gueltig_ab <= datum && datum <= v.gueltig_bis) ?? null;
}

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

// Values some versions give a different meaning or do not accept (see the PAP comments).
function pruefeFassung(v: PapEintrag, e: Record<string, number>): void {
  const bisher = Number(v.gueltig_ab.slice(0, 4)) <= 2024;
  if (!bisher && (e.KRV ?? 0) > 1)
    throw new ApiFehler('ungueltiger_parameter', `krv=${e.KRV} gibt es ab PAP 2025 nicht mehr: erlaubt sind 0 und 1.`, {
      parameter: 'krv',
      bereich: { min: 0, max: 1 },
    });
  if (v.gueltig_ab >= '2026-01-01' && (e.PKV ?? 0) > 1)
    throw new ApiFehler(
      'ungueltiger_parameter',
      `pkv=${e.PKV} gibt es ab PAP 2026 nicht mehr: erlaubt sind 0 und 1 (Arbeitgeberzuschuss in pkpvagz).`,
      { parameter: 'pkv', bereich: { min: 0, max: 1 } },
    );
}

export interface LohnsteuerErgebnis {
  version: PapEintrag;
  ausgaben: Record<LohnsteuerAusgabe, number | null>;
  protokoll: Schritt[] | null;
}

// Runs the PAP of the version for one request; inputs by PAP name.
export function rechneLohnsteuer(
  v: PapEintrag,
  eingaben: Record<string, number>,
  protokoll = false,
): LohnsteuerErgebnis {
  pruefeFassung(v, eingaben);
  for (const name of Object.keys(eingaben)) {
    if (!v.modul.EINGABEN.includes(name)) {
      throw new ApiFehler(
        'ungueltiger_parameter',
        `${PAP_PARAMETER[name]?.name ?? name} gibt es im PAP ${v.pap_version} nicht.`,
        { parameter: PAP_PARAMETER[name]?.name ?? name },
      );
    }
  }
  const spur: Schritt[] | undefined = protokoll ? [] : undefined;
  const r = v.modul.berechne(eingaben, spur);
  const ausgabe = (name: string) => (name in r ? Number(String(r[name])) : null);
  const ausgaben = Object.fromEntries(LOHNSTEUER_AUSGABEN.map((n) => [n, ausgabe(n.toUpperCase())])) as Record<
    LohnsteuerAusgabe,
    number | null
  >;
  return { version: v, ausgaben, protokoll: spur ?? null };
}

export const lohnsteuerErweiterung = rechnerModul(lohnsteuerAntwort, {
  parameter: PARAMETER,
  stichtag,
  berechne(basis, p, heute, anhang) {
    const tag = stichtag(p, heute);
    const v = papVersionFuer(tag);
    if (!v)
      throw new ApiFehler(
        'kein_wert',
        `Für ${tag} liegt kein Programmablaufplan vor ` +
          `(abgedeckt: ${PAP_VERSIONEN[0].gueltig_ab} bis ${PAP_VERSIONEN[PAP_VERSIONEN.length - 1].gueltig_bis}).`,
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
    const satz = land && eingaben.R > 0 ? kirchensteuerStufe(anhang.kirchensteuer ?? [], land, tag) : null;
    // Church tax = rate × BK (BKS for sonstige Bezüge); fractions of a cent are dropped.
    const kirche = (bk: number | null) =>
      satz?.satz != null && bk !== null ? Math.floor((bk * satz.satz) / 100) : null;

    const z = zitierfelder(basis);
    const hinweise = [v.pruefung, ...z.hinweise];
    if (typeof p.jahr === 'number') {
      const andere = PAP_VERSIONEN.filter((x) => x !== v && x.gueltig_ab.startsWith(String(p.jahr)));
      for (const a of andere)
        hinweise.push(
          `Im Jahr ${p.jahr} gilt vom ${a.gueltig_ab} bis ${a.gueltig_bis} die Fassung ${a.pap_version}; dafür ` +
            `datum angeben.`,
        );
    }
    // The cap (Kappung) limits church tax to a share of the taxable income; the PAP has no taxable
    // income per period, so the calculator does not apply it and names it instead.
    const kappung = satz && land ? kirchensteuerStufe(anhang.kirchensteuer ?? [], land, tag, 'kappung') : null;
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
      quellen: [
        ...z.quellen,
        ...[satz, kappung].flatMap((s) => (s ? [{ titel: s.quelle.titel, url: s.quelle.url }] : [])),
      ],
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
