// The employer's flat-taxed extras of § 40 Abs. 2 EStG (issue 41): the Fahrtkostenzuschuss (Satz 2
// Nr. 1), the Jobticket instead of the exemption of § 3 Nr. 15 (Satz 2 Nr. 2), the Internetzuschuss
// (Satz 1 Nr. 5), the Erholungsbeihilfe (Satz 1 Nr. 3) and meals by count at the official
// Sachbezugswert (Satz 1 Nr. 1), either flat-taxed or individually taxed.
// Flat-taxed pay stays out of the employee's wage tax (§ 40 Abs. 3 EStG) and, so taxed, out of the
// contributory pay (§ 1 Abs. 1 Satz 1 Nr. 3 SvEV); the employer owes the flat tax, its Soli and the
// flat church tax of the vereinfachtes Verfahren. Rates come from pauschalsteuer, einkommensteuer-
// eckwerte (soli_satz), kirchensteuer (pauschal_<land>) and sachbezugswerte; docs/ENTSCHEIDUNGEN.md
// "Pauschal besteuerte Bezüge (Issue 41)".
import { anteil, cent, euro, satz } from '../../gemeinsam/geld';
import { ungueltig } from '../../vertrag/fehler';
import type { Namen } from '../../vertrag/koerper';
import type { Gelesen } from '../../vertrag/modul';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';

// What the extras add to the taxable and the contributory pay (individually taxed meals) and what
// they pay out (the cash allowances), in cent.
export interface Pauschalbezuege {
  steuer: number;
  sv: number;
  zusaetzlich: number;
}

const SVEV = '§ 1 Abs. 1 Satz 1 Nr. 3 SvEV';

// One flat-taxed item: its input, the rate's component in pauschalsteuer and its line.
interface Posten {
  id: string;
  bezeichnung: string;
  cent: number;
  satz: string;
  ausgezahlt: boolean;
}

// The meals' value at the official Sachbezugswert: each meal at its day value (§ 2 Abs. 1 and 6
// SvEV, § 8 Abs. 2 Satz 6 EStG); null without meals.
function mahlzeiten(m: Monat): { cent: number; zitat: Gelesen; text: string } | null {
  const z = m.e.bezuege.mahlzeiten;
  if (z.fruehstueck + z.mittag + z.abend === 0) return null;
  const f = m.bezug.wert('sachbezugswerte', 'fruehstueck_tag', m.e.tag);
  const ma = m.bezug.wert('sachbezugswerte', 'mittag_abend_tag', m.e.tag);
  const wert = z.fruehstueck * cent(f.wert) + (z.mittag + z.abend) * cent(ma.wert);
  const text =
    `${z.fruehstueck} Frühstück zu ${f.wert} Euro, ${z.mittag + z.abend} Mittag- und Abendessen zu ` +
    `${ma.wert} Euro (Sachbezugswerte)`;
  return { cent: wert, zitat: { ...ma, rechtsgrundlage: `${f.rechtsgrundlage}; ${ma.rechtsgrundlage}` }, text };
}

// The Entfernungspauschale the employee could deduct for the month's trips (§ 9 Abs. 1 Satz 3 Nr. 4
// EStG; from 2021 to 2025 a higher rate from the 21st kilometre), in cent; null where the caller gave
// no distance and days (the allowance counts as already capped).
function entfernungspauschale(m: Monat): { cent: number; zitat: Gelesen } | null {
  const f = m.e.bezuege.fahrtkosten;
  if (!f) return null;
  const grund = m.bezug.wert('reisekosten-inland', 'entfernungspauschale', m.e.tag);
  const ab21 = m.bezug.vielleicht('reisekosten-inland', 'entfernungspauschale_ab_21_km', m.e.tag);
  const km = ab21 ? Math.min(f.km, 20) : f.km;
  const weitere = f.km - km;
  const tag = km * cent(grund.wert) + weitere * (ab21 ? cent(ab21.wert) : 0);
  const zitat = ab21 ? { ...grund, rechtsgrundlage: `${grund.rechtsgrundlage}; ${ab21.rechtsgrundlage}` } : grund;
  return { cent: f.tage * tag, zitat };
}

// The Fahrtkostenzuschuss: the part up to the Entfernungspauschale is flat-taxed; the rest is
// ordinary taxable and contributory pay (§ 40 Abs. 2 Satz 2 Nr. 1 EStG: "soweit").
function fahrtkosten(m: Monat): { pauschal: number; rest: number; grenze: ReturnType<typeof entfernungspauschale> } {
  const z = m.e.bezuege.fahrtkostenzuschuss;
  const grenze = z > 0 ? entfernungspauschale(m) : null;
  const pauschal = grenze ? Math.min(z, grenze.cent) : z;
  return { pauschal, rest: z - pauschal, grenze };
}

// The items the employer flat-taxes this month.
function posten(m: Monat): {
  liste: Posten[];
  mahl: ReturnType<typeof mahlzeiten>;
  fahrt: ReturnType<typeof fahrtkosten>;
} {
  const b = m.e.bezuege;
  const liste: Posten[] = [];
  const fahrt = fahrtkosten(m);
  if (fahrt.pauschal > 0)
    liste.push({
      id: 'fahrtkostenzuschuss',
      bezeichnung: 'Fahrtkostenzuschuss Wohnung – erste Tätigkeitsstätte, pauschal versteuert',
      cent: fahrt.pauschal,
      satz: 'fahrten_wohnung_satz',
      ausgezahlt: true,
    });
  // § 40 Abs. 2 Satz 2 Nr. 2 and Satz 4 EStG: the employer's outlay including VAT, at the rate of
  // jobticket_satz; a ticket given in kind is not paid out, a cash allowance towards it is.
  if (b.jobticket.cent > 0)
    liste.push({
      id: 'jobticket',
      bezeichnung: b.jobticket.zuschuss
        ? 'Zuschuss zum Jobticket, pauschal versteuert statt steuerfrei nach § 3 Nr. 15 EStG'
        : 'Jobticket, pauschal versteuert statt steuerfrei nach § 3 Nr. 15 EStG',
      cent: b.jobticket.cent,
      satz: 'jobticket_satz',
      ausgezahlt: b.jobticket.zuschuss,
    });
  if (b.internetzuschuss > 0)
    liste.push({
      id: 'internetzuschuss',
      bezeichnung: 'Internetzuschuss, pauschal versteuert',
      cent: b.internetzuschuss,
      satz: 'datenverarbeitung_satz',
      ausgezahlt: true,
    });
  if (b.erholungsbeihilfe > 0)
    liste.push({
      id: 'erholungsbeihilfe',
      bezeichnung: 'Erholungsbeihilfe, pauschal versteuert',
      cent: b.erholungsbeihilfe,
      satz: 'erholungsbeihilfe_satz',
      ausgezahlt: true,
    });
  const mahl = mahlzeiten(m);
  if (mahl && b.mahlzeiten.pauschal)
    liste.push({
      id: 'mahlzeiten',
      bezeichnung: `Mahlzeiten, pauschal versteuert: ${mahl.text}`,
      cent: mahl.cent,
      satz: 'mahlzeiten_satz',
      ausgezahlt: false,
    });
  return { liste, mahl, fahrt };
}

// The extras' pay lines (seite bezug) and what they add to the pay; the same for every gross of the
// month (bezuege.ts, festeBezuege).
export function pauschalBezuege(m: Monat, a: Abrechnung): Pauschalbezuege {
  const { liste, mahl, fahrt } = posten(m);
  let zusaetzlich = 0;
  for (const p of liste) {
    const s = m.bezug.wert('pauschalsteuer', p.satz, m.e.tag);
    if (p.ausgezahlt) zusaetzlich += p.cent;
    a.bezugszeile({
      id: p.id,
      bezeichnung: p.bezeichnung + (p.ausgezahlt ? '' : ', nicht ausgezahlt'),
      cent: p.cent,
      steuerpflichtig: 0,
      beitragspflichtig: 0,
      ausgezahlt: p.ausgezahlt ? p.cent : 0,
      zitat: { ...s, rechtsgrundlage: `${s.rechtsgrundlage}; ${SVEV}` },
    });
  }
  // The allowance above the Entfernungspauschale: paid out, taxable and contributory.
  let steuer = 0;
  if (fahrt.rest > 0 && fahrt.grenze) {
    zusaetzlich += fahrt.rest;
    steuer += fahrt.rest;
    a.bezugszeile({
      id: 'fahrtkostenzuschuss_ueber_entfernungspauschale',
      bezeichnung:
        `Fahrtkostenzuschuss über der Entfernungspauschale von ${euro(fahrt.grenze.cent)} Euro ` +
        `(${m.e.bezuege.fahrtkosten?.tage} Tage, ${m.e.bezuege.fahrtkosten?.km} km): steuer- und beitragspflichtig`,
      cent: fahrt.rest,
      steuerpflichtig: fahrt.rest,
      beitragspflichtig: fahrt.rest,
      ausgezahlt: fahrt.rest,
      zitat: fahrt.grenze.zitat,
    });
  } else if (fahrt.grenze) a.zitiere(fahrt.grenze.zitat);
  if (!mahl || m.e.bezuege.mahlzeiten.pauschal) return { steuer, sv: steuer, zusaetzlich };
  // Individually taxed, the meals are a benefit in kind at the Sachbezugswert: taxable and
  // contributory, not paid out (§ 8 Abs. 2 Satz 6 EStG, § 2 Abs. 1 SvEV).
  a.bezugszeile({
    id: 'mahlzeiten',
    bezeichnung: `Mahlzeiten als Sachbezug, nicht ausgezahlt: ${mahl.text}`,
    cent: mahl.cent,
    steuerpflichtig: mahl.cent,
    beitragspflichtig: mahl.cent,
    ausgezahlt: 0,
    zitat: mahl.zitat,
  });
  return { steuer: steuer + mahl.cent, sv: steuer + mahl.cent, zusaetzlich };
}

// The employer's flat tax per item, the Soli on their sum and the flat church tax of the Land's
// vereinfachtes Verfahren, each a line in arbeitgeber.pauschsteuer. Soli and church tax drop
// fractions of a cent (§ 4 Satz 3 SolZG 1995; docs/ENTSCHEIDUNGEN.md for the church tax).
export function pauschsteuern(m: Monat, a: Abrechnung): void {
  const { liste } = posten(m);
  if (liste.length === 0) return;
  let summe = 0;
  for (const p of liste) {
    const s = m.bezug.wert('pauschalsteuer', p.satz, m.e.tag);
    const st = anteil(p.cent, satz(s.wert));
    summe += st;
    a.buche({
      id: `pauschsteuer_${p.id}`,
      feld: 'pauschsteuer',
      seite: 'arbeitgeber',
      bezeichnung: `Pauschale Lohnsteuer auf ${p.bezeichnung.split(',')[0]}`,
      cent: st,
      zitat: s,
      satz: satz(s.wert),
      basis: p.cent,
    });
  }
  const soli = m.bezug.wert('einkommensteuer-eckwerte', 'soli_satz', m.e.tag);
  a.buche({
    id: 'pauschsteuer_solidaritaetszuschlag',
    feld: 'pauschsteuer',
    seite: 'arbeitgeber',
    bezeichnung: 'Solidaritätszuschlag auf die pauschale Lohnsteuer',
    cent: anteil(summe, satz(soli.wert), 'ab'),
    zitat: { ...soli, rechtsgrundlage: `${soli.rechtsgrundlage}; § 40 Abs. 3 EStG` },
    satz: satz(soli.wert),
    basis: summe,
  });
  const kirche = m.bezug.vielleicht('kirchensteuer', `pauschal_${m.e.land.toLowerCase()}`, m.e.tag);
  if (!kirche) {
    a.hinweis(
      `Für ${m.e.land} am ${m.e.tag} führt der Datensatz kirchensteuer keinen Pauschsatz (pauschal_` +
        `${m.e.land.toLowerCase()}); die pauschale Kirchensteuer auf ${euro(summe)} Euro pauschale Lohnsteuer ` +
        'ist deshalb nicht berechnet.',
    );
    return;
  }
  a.buche({
    id: 'pauschsteuer_kirchensteuer',
    feld: 'pauschsteuer',
    seite: 'arbeitgeber',
    bezeichnung: 'Kirchensteuer auf die pauschale Lohnsteuer (vereinfachtes Verfahren)',
    cent: anteil(summe, satz(kirche.wert), 'ab'),
    zitat: kirche,
    satz: satz(kirche.wert),
    basis: summe,
  });
}

// The flat tax on the Jobticket exists since the rate of jobticket_satz does (2020, § 40 Abs. 2 Satz 2
// Nr. 2 EStG); before, such tickets were tax-free under § 3 Nr. 15 EStG or flat-taxed at 15 % as a
// Fahrtkostenzuschuss.
export function pruefeJobticket(m: Monat, n: Namen): void {
  if (m.e.bezuege.jobticket.cent === 0) return;
  if (m.bezug.vielleicht('pauschalsteuer', 'jobticket_satz', m.e.tag)) return;
  throw ungueltig(
    n('bezuege.jobticket'),
    `${n('bezuege.jobticket')} gilt erst ab dem 01.01.2020 (§ 40 Abs. 2 Satz 2 Nr. 2 EStG, pauschalsteuer ` +
      `jobticket_satz), nicht am ${m.e.tag}; davor ist ein pauschal versteuerter Zuschuss zu den Fahrten ` +
      `${n('bezuege.fahrtkostenzuschuss')} (15 %).`,
  );
}
