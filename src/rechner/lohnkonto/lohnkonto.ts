// The Lohnkonto (§ 41 EStG; issue 40, first slice): a payroll year computed month by month with the
// payslip's engine (src/rechner/abrechnung/), the year so far carried by this module and passed to
// each month as the payslip's explicit inputs, so that every month replays with GET /hr/brutto-netto.
// Carried: the SV days and the contributory pay per branch before the month (the one-off's room,
// § 23a Abs. 3 SGB IV), the previous year's figures of the Märzklausel (§ 23a Abs. 4 SGB IV) and the
// Jahresarbeitslohn of a sonstiger Bezug (R 39b.6 Abs. 3 LStR). The year blocks follow from the months:
// the Jahresausgleich (§ 42b EStG, jahresausgleich.ts) and the Lohnsteuerbescheinigung (§ 41b EStG,
// lohnsteuerbescheinigung.ts) and the SV-Jahresmeldung (§ 28a SGB IV, sv-jahresmeldung.ts).
import { letzterTagImMonat } from '../../gemeinsam/datum';
import { cent, euro } from '../../gemeinsam/geld';
import { mitQuellen } from '../../gemeinsam/quellen';
import { ApiFehler, ungueltig } from '../../vertrag/fehler';
import { ALS_PFAD, leseJson, pruefeGegen } from '../../vertrag/koerper';
import type { Bezug } from '../../vertrag/modul';
import { abfrageNamen } from '../abrechnung/abfrage';
import { abrechne, bruttoNetto } from '../abrechnung/abrechnung';
import { EINMALZAHLUNG_STANDARDART } from '../abrechnung/anfrage';
import type { BruttoNettoAntwort } from '../abrechnung/antwort';
import { ARBEITGEBER_FELDER, ARBEITNEHMER_FELDER, VolleAbrechnung } from '../abrechnung/buchung';
import { mehrfachBasen, mehrfachImMonat } from '../abrechnung/mehrfach';
import type { Gebraucht } from '../abrechnung/monat';
import { ausKoerper, leseKoerper, mitPfaden } from '../abrechnung/regeln';
import { LOHNKONTO_ANFRAGE, LOHNKONTO_GRENZE, type LohnkontoAnfrage } from './anfrage';
import { einbehaltenVon, type Jahresausgleich, type JahrMonat, jahresausgleich } from './jahresausgleich';
import { type Lohnsteuerbescheinigung, lohnsteuerbescheinigung } from './lohnsteuerbescheinigung';
import { type SvJahresmeldung, svJahresmeldung } from './sv-jahresmeldung';

type Roh = Record<string, unknown>;

// The year so far before a month, as the payslip's inputs name it (einmalzahlung.*, in euro).
export interface JahrBisher {
  kv_entgelt_bisher: number;
  rv_entgelt_bisher: number;
  sv_tage_bisher: number;
}

// One month of the Lohnkonto: the payslip's answer as GET gives it; its eingaben also hold the year so
// far and, with a one-off, its Jahresarbeitslohn and previous-year figures.
export type LohnkontoMonat = Omit<BruttoNettoAntwort, 'eingaben'> & {
  eingaben: BruttoNettoAntwort['eingaben'] & JahrBisher & Roh;
};

export interface LohnkontoErgebnis {
  jahr: number;
  monate: LohnkontoMonat[];
  // Each month's payslip body (POST /hr/brutto-netto) with the year so far as explicit inputs.
  anfragen: Roh[];
  summen: {
    brutto: number;
    einmalzahlung: number;
    arbeitnehmer: Record<string, number>;
    arbeitgeber: Record<string, number>;
  };
  // § 42b EStG: done only if asked and allowed; with its reason otherwise.
  jahresausgleich: Jahresausgleich;
  // § 41b EStG: the lines of the year's printout, keyed by number; null without wage tax by ELStAM.
  lohnsteuerbescheinigung: Lohnsteuerbescheinigung;
  // § 28a SGB IV, § 10 DEÜV: the year's pay report (the last stretch) and every report of the year.
  sv_jahresmeldung: SvJahresmeldung;
}

const tagZahl = (tag: string) => Number(tag.slice(8, 10));

// The employment's months of the year: from the month of eintritt (or January) to that of austritt
// (or December).
function beschaeftigungsmonate(k: LohnkontoAnfrage): string[] {
  const von = k.eintritt?.startsWith(String(k.jahr)) ? Number(k.eintritt.slice(5, 7)) : 1;
  const bis = k.austritt?.startsWith(String(k.jahr)) ? Number(k.austritt.slice(5, 7)) : 12;
  const aus: string[] = [];
  for (let m = von; m <= bis; m++) aus.push(`${k.jahr}-${String(m).padStart(2, '0')}`);
  return aus;
}

// The request's rules no type carries: the dates against the year and each other, the months complete,
// in order and once each.
function pruefeJahr(k: LohnkontoAnfrage): string[] {
  const j = String(k.jahr);
  for (const [feld, tag] of [
    ['eintritt', k.eintritt],
    ['austritt', k.austritt],
  ] as const)
    if (tag && tag.slice(0, 4) !== j)
      throw ungueltig(
        feld,
        `${feld} (${tag}) liegt nicht im Jahr ${j}; erlaubt ist ein Tag von ${j}-01-01 bis ${j}-12-31.`,
      );
  if (k.eintritt && k.austritt && k.eintritt > k.austritt)
    throw ungueltig('austritt', `eintritt (${k.eintritt}) liegt nach austritt (${k.austritt}).`);
  const soll = beschaeftigungsmonate(k);
  const gesehen = new Set<string>();
  k.monate.forEach((m, i) => {
    const pfad = `monate[${i}].monat`;
    if (m.monat.slice(0, 4) !== j)
      throw ungueltig(
        pfad,
        `${pfad} (${m.monat}) gehört nicht zum Jahr ${j}; erlaubt sind ${soll[0]} bis ${soll.at(-1)}.`,
      );
    if (gesehen.has(m.monat))
      throw ungueltig(pfad, `${pfad} (${m.monat}) kommt doppelt vor; jeder Monat genau einmal.`);
    if (!soll.includes(m.monat))
      throw ungueltig(
        pfad,
        `${pfad} (${m.monat}) liegt außerhalb der Beschäftigung (eintritt/austritt); erlaubt sind ${soll[0]} bis ` +
          `${soll.at(-1)}.`,
      );
    if (i > 0 && m.monat < k.monate[i - 1].monat)
      throw ungueltig(
        pfad,
        `${pfad} (${m.monat}) steht nach ${k.monate[i - 1].monat}; die Monate in ihrer Reihenfolge.`,
      );
    gesehen.add(m.monat);
  });
  const fehlt = soll.find((m) => !gesehen.has(m));
  if (fehlt) {
    const i = soll.indexOf(fehlt);
    throw new ApiFehler(
      'parameter_fehlt',
      `Der Monat ${fehlt} fehlt in monate (an Stelle monate[${i}]): nötig ist jeder Kalendermonat der ` +
        `Beschäftigung im Jahr, ${soll[0]} bis ${soll.at(-1)}, genau einmal.`,
      { parameter: `monate[${i}]` },
    );
  }
  return soll;
}

// The SV days of a month: a part month counts the calendar days employed (§ 223 Abs. 2 SGB V: a full
// month 30 days, a part month its calendar days), at most 30 as the payslip's teilmonat.sv_tage.
function teilmonat(k: LohnkontoAnfrage, monat: string): { sv_tage: number } | null {
  const jahr = k.jahr;
  const mm = Number(monat.slice(5, 7));
  const letzter = letzterTagImMonat(jahr, mm);
  const von = k.eintritt?.startsWith(monat) ? tagZahl(k.eintritt) : 1;
  const bis = k.austritt?.startsWith(monat) ? tagZahl(k.austritt) : letzter;
  if (von === 1 && bis === letzter) return null;
  return { sv_tage: Math.min(30, bis - von + 1) };
}

// A month's payslip body: the state at the start (or eintritt) with every change up to this month, the
// part month and the year so far as the payslip's explicit inputs.
function monatsKoerper(
  person: Roh,
  versicherung: Roh | undefined,
  m: Roh,
  teil: { sv_tage: number } | null,
  einmal: Roh | null,
): Roh {
  const k: Roh = { datum: `${m.monat}-01`, brutto: m.brutto, person };
  if (versicherung) k.versicherung = versicherung;
  for (const g of ['bezuege', 'dienstwagen', 'sfn', 'mehrfach']) if (m[g] !== undefined) k[g] = m[g];
  if (teil) k.teilmonat = { sv_tage: teil.sv_tage, teillohnzahlungszeitraum: true };
  if (einmal) k.einmalzahlung = einmal;
  return k;
}

// A one-off of a month's body under the GET's names, its kind with the default the payslip applies.
const getName = abfrageNamen([]);
function getEinmal(e: Roh): Roh {
  const { betrag, art = EINMALZAHLUNG_STANDARDART, ...rest } = e;
  return Object.fromEntries(
    Object.entries({ betrag, art, ...rest }).map(([f, w]) => [getName(`einmalzahlung.${f}`), w]),
  );
}

// A month's error under the body's path. The part month is the Lohnkonto's own input, set from eintritt or
// austritt (teil: that date's field and day): its refusals name that date, which the caller sent.
const mitPfad = <T>(i: number, f: () => T, jahr: number, teil: { feld: string; tag: string } | null = null): T => {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof ApiFehler)) throw e;
    const p = e.zusatz.parameter;
    if (teil && p?.startsWith('teilmonat.'))
      throw new ApiFehler(
        e.code,
        `monate[${i}] ist durch ${teil.feld}=${teil.tag} ein Teilmonat. ` +
          e.nachricht
            .replace(/^Im Teilmonat \([^)]*\)/, 'Im Teilmonat')
            .replace(/; ohne \S*teilmonat\.[^;]* gilt der volle Monat\./, '.'),
        { ...e.zusatz, parameter: teil.feld },
      );
    // A year the payslip's data do not cover (its datum has no value): said of jahr, the input that chose it.
    if (e.code === 'kein_wert' && p === 'datum')
      throw new ApiFehler('kein_wert', `jahr=${jahr}: ${e.nachricht}`, { parameter: 'jahr' });
    // The previous year's figures are the body's vorjahr, given once for the year.
    const vj = p?.match(/^einmalzahlung\.vorjahr_(kv_entgelt|rv_entgelt|sv_tage)$/);
    const pfad = vj ? `vorjahr.${vj[1]}` : p ? `monate[${i}].${p}` : `monate[${i}]`;
    if (vj)
      throw new ApiFehler(e.code, e.nachricht.replaceAll(`vorjahr_${vj[1]}`, pfad), { ...e.zusatz, parameter: pfad });
    const nachricht = p ? e.nachricht : `monate[${i}]: ${e.nachricht}`;
    throw new ApiFehler(e.code, nachricht.replaceAll(p ?? '\u0000', pfad), { ...e.zusatz, parameter: pfad });
  }
};

// The year's totals: the payslip's fields on each side, with the net and the employer's sums.
const ARBEITNEHMER = [...ARBEITNEHMER_FELDER, 'netto'] as const;
const ARBEITGEBER = [...ARBEITGEBER_FELDER, 'summe', 'gesamtkosten'] as const;

// A body as sent: at most LOHNKONTO_GRENZE bytes of JSON (413 above, as the payslip's POST), then the
// Lohnkonto.
export function lohnkontoAusText(text: string, heute: string, bezug: () => Bezug<Gebraucht>): LohnkontoErgebnis {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > LOHNKONTO_GRENZE)
    throw new ApiFehler(
      'koerper_zu_gross',
      `Der Körper hat ${bytes} Bytes; erlaubt sind höchstens ${LOHNKONTO_GRENZE} Bytes ` +
        '(zwölf Monate mit allen Gruppen).',
    );
  return lohnkonto(leseJson(text), heute, bezug);
}

// The Lohnkonto of a checked body (json: the body as sent; its person and versicherung changes are
// merged as sent, so a month's change keeps every field it does not name). heute: today in Berlin;
// neuerBezug: one Bezug per month, as each payslip request has its own, so that a month's quellen are
// exactly those its GET reads.
export function lohnkonto(json: unknown, heute: string, neuerBezug: () => Bezug<Gebraucht>): LohnkontoErgebnis {
  const k = pruefeGegen(LOHNKONTO_ANFRAGE, json, ALS_PFAD);
  const soll = pruefeJahr(k);
  const roh = json as Roh;
  const rohMonate = roh.monate as Roh[];
  let person = { ...(roh.person as Roh) };
  let versicherung = roh.versicherung ? { ...(roh.versicherung as Roh) } : undefined;
  // The year so far in cent (contributory pay per branch, § 23a Abs. 3 SGB IV) and SV days; the taxable
  // pay so far with earlier sonstige Bezüge (R 39b.6 Abs. 3 Satz 1 LStR).
  let kvBisher = 0;
  let rvBisher = 0;
  let tageBisher = 0;
  let steuerBisher = 0;
  // The bAV rooms used so far in this employment (§ 3 Nr. 63 EStG, § 1 Abs. 1 Satz 1 Nr. 9 SvEV), cent.
  const bav = { steuerfrei: 0, beitragsfrei: 0 };
  const monate: LohnkontoMonat[] = [];
  const anfragen: Roh[] = [];
  const jahrMonate: JahrMonat[] = [];
  // The employment existed in the previous year unless it began in this one: without vorjahr the
  // payslip's defaults (constant pay) apply, with a start this year the Märzklausel cannot (0 days).
  const vorjahr = k.vorjahr ?? (k.eintritt && k.eintritt > `${k.jahr}-01-01` ? { sv_tage: 0 } : null);
  rohMonate.forEach((m, i) => {
    if (m.person) person = { ...person, ...(m.person as Roh) };
    if (m.versicherung) versicherung = { ...(versicherung ?? {}), ...(m.versicherung as Roh) };
    // A Bestandsschutz month of § 134 SGB IV is reported twice, to the health fund (KV, PV, AV) and to the
    // Minijob-Zentrale (RV), with pays of their own: the year's reports (sv-jahresmeldung.ts) keep one
    // stretch per group and are not built for it.
    if (versicherung?.bestandsschutz_134 === true) {
      const pfad = (m.versicherung as Roh | undefined)?.bestandsschutz_134
        ? `monate[${i}].versicherung`
        : 'versicherung';
      throw ungueltig(
        `${pfad}.bestandsschutz_134`,
        `${pfad}.bestandsschutz_134=true rechnet das Lohnkonto nicht: ein Monat mit Bestandsschutz nach § 134 SGB IV ` +
          'wird an die Krankenkasse und an die Minijob-Zentrale gemeldet, die Jahresmeldung bildet das nicht ab. ' +
          'Die Monate rechnet brutto-netto einzeln.',
      );
    }
    const monat = String(m.monat);
    const teil = teilmonat(k, monat);
    const teilGrund = !teil
      ? null
      : k.eintritt?.startsWith(monat)
        ? { feld: 'eintritt', tag: k.eintritt }
        : { feld: 'austritt', tag: String(k.austritt) };
    // A part month beside a main employment of the whole month counts as the whole month for the sharing of
    // the ceilings (teilmonat.ts, ganzerMonat); how it counts for the year's ceilings of a one-off later in the
    // year was not read: the Lohnkonto does not compute it.
    const weitere = (m.mehrfach ?? {}) as Roh;
    if (
      teil &&
      (Number(weitere.weitere_entgelt ?? 0) > 0 ||
        Number(weitere.weitere_minijobs_entgelt ?? 0) > 0 ||
        weitere.weitere_ganzer_monat === true)
    )
      throw ungueltig(
        `monate[${i}].mehrfach`,
        `monate[${i}] ist durch ${teilGrund?.feld}=${teilGrund?.tag} ein Teilmonat; neben weiteren ` +
          'Beschäftigungen rechnet ihn das Lohnkonto nicht (wie der Monat für die Jahresgrenzen späterer ' +
          'Einmalzahlungen zählt, lag nicht vor). Den Monat rechnet brutto-netto einzeln.',
      );
    const nr = Number(monat.slice(5, 7));
    const restmonate = soll.length - soll.indexOf(monat);
    const zahlung = m.einmalzahlung as Roh | undefined;
    const mitEinmal = zahlung !== undefined && Number(zahlung.betrag) > 0;
    // A month paying into the bAV takes what earlier months left of the yearly rooms (bezuege.ts).
    const b = (m.bezuege ?? {}) as Roh;
    const mitBav =
      Number(b.entgeltumwandlung ?? 0) > 0 ||
      Number(b.bav_arbeitgeberzuschuss ?? 0) > 0 ||
      Number(zahlung?.entgeltumwandlung ?? 0) > 0;
    const bavBisher = mitBav
      ? { bav_steuerfrei_bisher: euro(bav.steuerfrei), bav_beitragsfrei_bisher: euro(bav.beitragsfrei) }
      : null;
    const monatMitBav = bavBisher ? { ...m, bezuege: { ...b, ...bavBisher } } : m;
    // Without the one-off first: its regular taxable pay is what R 39b.6 Abs. 3 LStR extrapolates.
    const ergebnis = (einmal: Roh | null) => {
      const body = monatsKoerper(person, versicherung, monatMitBav, teil, einmal);
      const bezug = neuerBezug();
      return mitPfad(
        i,
        () => {
          const a = leseKoerper('brutto')(body);
          return mitPfaden(a, () => {
            const { monat: mo, betrag } = ausKoerper(a, heute, bezug, 'brutto');
            const r = abrechne(mo, betrag, new VolleAbrechnung(''), null);
            return { a, body, mo, betrag, r, bezug };
          });
        },
        k.jahr,
        teilGrund,
      );
    };
    const ohne = ergebnis(null);
    let lauf = ohne;
    if (mitEinmal) {
      const jahresarbeitslohn = steuerBisher + ohne.r.bezuege.steuer * restmonate;
      const einmal: Roh = {
        ...zahlung,
        jahresarbeitslohn: euro(jahresarbeitslohn),
        kv_entgelt_bisher: euro(kvBisher),
        rv_entgelt_bisher: euro(rvBisher),
        sv_tage_bisher: tageBisher,
      };
      if (nr <= 3 && vorjahr) {
        if ('kv_entgelt' in vorjahr) {
          einmal.vorjahr_kv_entgelt = vorjahr.kv_entgelt;
          einmal.vorjahr_rv_entgelt = vorjahr.rv_entgelt;
        }
        einmal.vorjahr_sv_tage = vorjahr.sv_tage;
      }
      lauf = ergebnis(einmal);
    }
    const { a, mo, betrag, r, body, bezug } = lauf;
    const bn = mitPfad(
      i,
      () => mitPfaden(a, () => bruttoNetto(mo, betrag, bezug.am('brutto-netto', mo.monatsanfang))),
      k.jahr,
      teilGrund,
    );
    // The sources of every value read join the answer's, as the API does for a GET (antworten.ts).
    const antwort = { ...bn, quellen: mitQuellen(bn.quellen, bezug.gelesen()) };
    const bisher: JahrBisher = {
      kv_entgelt_bisher: euro(kvBisher),
      rv_entgelt_bisher: euro(rvBisher),
      sv_tage_bisher: tageBisher,
    };
    // The one-off's inputs under their GET names (abfrage.ts: einmalzahlung, einmalzahlung_art, ...).
    const einmalEingaben = body.einmalzahlung ? getEinmal(body.einmalzahlung as Roh) : {};
    monate.push({ ...antwort, eingaben: { ...antwort.eingaben, ...einmalEingaben, ...bisher, ...bavBisher } });
    anfragen.push(body);
    // The one-off as the payslip took it; as taxed, less a part converted tax-free into the bAV.
    const art = mo.e.einmal?.art ?? null;
    const einmalSteuer = r.umgewandelt?.steuer ?? mo.e.einmal?.cent ?? 0;
    jahrMonate.push({
      mo,
      r,
      antwort: bn,
      einmal: art ? { cent: einmalSteuer, art } : null,
      ...einbehaltenVon(bn.arbeitnehmer, bn.posten, art !== null && art !== EINMALZAHLUNG_STANDARDART),
    });
    // Carry the year: this month's regular contributory pay within its ceiling, as the payslip counts
    // it (einmalzahlung.ts, einmalzahlungBlock), and the one-off's contributory part if charged to
    // this year (under the Märzklausel it belongs to the previous year, § 23a Abs. 4 SGB IV).
    // With other employments the pays of every contributory employment added with this one count, within
    // the ceiling (mehrfach.ts, mehrfachImMonat: the one-off's pay so far includes them).
    const basen = mehrfachBasen(mo, r.bezuege.sv);
    const alle = mehrfachImMonat(mo, r.bezuege.sv) ?? { kv: basen.bKv, rv: basen.bRv };
    kvBisher += alle.kv;
    rvBisher += alle.rv;
    if (r.einmal && r.einmal.zugeordnet === 'abrechnungsmonat') {
      kvBisher += r.einmal.kv;
      rvBisher += r.einmal.rv;
    }
    tageBisher += teil?.sv_tage ?? mo.svTageMonat().wert;
    steuerBisher += r.bezuege.steuer + einmalSteuer;
    for (const genutzt of [r.bezuege.bav?.genutzt, r.umgewandelt?.genutzt])
      if (genutzt) {
        bav.steuerfrei += genutzt.steuerfrei;
        bav.beitragsfrei += genutzt.beitragsfrei;
      }
  });
  const rahmen = { jahr: k.jahr, eintritt: k.eintritt, austritt: k.austritt };
  const ausgleich = jahresausgleich({ ...rahmen, beantragt: k.jahresausgleich }, jahrMonate);
  return {
    jahr: k.jahr,
    monate,
    anfragen,
    summen: summen(monate),
    jahresausgleich: ausgleich,
    lohnsteuerbescheinigung: lohnsteuerbescheinigung(rahmen, jahrMonate, ausgleich),
    sv_jahresmeldung: svJahresmeldung(rahmen, jahrMonate),
  };
}

// The year's totals per field of the payslip's arbeitnehmer and arbeitgeber blocks, to the cent.
function summen(monate: readonly LohnkontoMonat[]): LohnkontoErgebnis['summen'] {
  const summe = (f: (m: LohnkontoMonat) => number) => euro(monate.reduce((s, m) => s + cent(f(m)), 0));
  const an = Object.fromEntries(ARBEITNEHMER.map((f) => [f, summe((m) => m.arbeitnehmer[f])]));
  const ag = Object.fromEntries(ARBEITGEBER.map((f) => [f, summe((m) => m.arbeitgeber[f])]));
  return {
    brutto: summe((m) => m.brutto),
    einmalzahlung: summe((m) => m.einmalzahlung?.betrag ?? 0),
    arbeitnehmer: an,
    arbeitgeber: ag,
  };
}
