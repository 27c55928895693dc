// The company car in the payslip (issue 31): the monthly value by the rules of /hr/dienstwagen
// (src/rechner/dienstwagen.ts, data/dienstwagen.yaml), as lines of its own: the private use with the
// reduction of the list price, the commute, the employee's payment. The value is taxable and
// contributory and not paid out (§ 8 Abs. 2 Satz 2 to 5 EStG; § 14 Abs. 1 SGB IV with § 3 Abs. 1
// SvEV, which takes the tax values).
import { cent } from '../../gemeinsam/geld';
import { batterieTabellen, dienstwagen, minderungen, regelnAus } from '../dienstwagen';
import { werte } from '../werte';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';

const SV = '§ 14 Abs. 1 SGB IV, § 3 Abs. 1 SvEV';

// The car's taxable and contributory value of the month in cent (0 without a car).
export function dienstwagenBezug(m: Monat, a: Abrechnung): number {
  const e = m.e.bezuege.dienstwagen;
  if (!e) return 0;
  const basis = m.bezug.am('dienstwagen', m.e.tag);
  const w = werte(basis);
  const r = dienstwagen(e, regelnAus(w, minderungen(m.bezug), ...batterieTabellen(basis)));
  const zitat = m.bezug.zitat('dienstwagen', m.e.tag);
  a.zitiere(zitat);
  const privat = cent(r.privatnutzung_monat);
  const weg = cent(r.fahrten_wohnung_monat ?? r.fahrten_wohnung_monat_einzel ?? 0);
  const wert = cent(r.geldwerter_vorteil_monat);
  // The payment counts up to the value (R 8.1 Abs. 9 Nr. 4 LStR).
  const zuzahlung = privat + weg - wert;
  const minderung = r.minderung
    ? `, davon der Anteil ${String(r.minderung.anteil_listenpreis).replace('.', ',')} (${r.minderung.id})`
    : r.batterie_abzug > 0
      ? `, abzüglich Batterieabzug ${r.batterie_abzug} Euro`
      : '';
  const zeile = (id: string, bezeichnung: string, betrag: number, bestandteil: string, rg: string, satz?: number) =>
    a.bezugszeile({
      id,
      bezeichnung,
      cent: betrag,
      steuerpflichtig: betrag,
      beitragspflichtig: betrag,
      ausgezahlt: 0,
      zitat: { ...zitat, bestandteil, rechtsgrundlage: `${rg}; ${SV}` },
      satz: satz ?? null,
      basis: satz === undefined ? null : cent(r.bemessungsgrundlage),
    });
  zeile(
    'dienstwagen_privatnutzung',
    `Dienstwagen, private Nutzung: ${w.privatnutzung} % von ${r.bemessungsgrundlage} Euro (Listenpreis ` +
      `${e.listenpreis} Euro${minderung}, auf volle ${w.listenpreis_abrunden_euro} Euro abgerundet)`,
    privat,
    'privatnutzung',
    `§ 8 Abs. 2 Satz 2, § 6 Abs. 1 Nr. 4 Satz 2 EStG${r.minderung ? `; ${r.minderung.rechtsgrundlage}` : ''}`,
    Number(w.privatnutzung),
  );
  if (r.arbeitsweg_methode === 'pauschal')
    zeile(
      'dienstwagen_arbeitsweg',
      `Dienstwagen, Fahrten Wohnung – erste Tätigkeitsstätte: ${w.fahrten_wohnung_taetigkeitsstaette} % je ` +
        `Entfernungskilometer (${r.entfernung_km} km)`,
      weg,
      'fahrten_wohnung_taetigkeitsstaette',
      '§ 8 Abs. 2 Satz 3 EStG',
    );
  else if (r.arbeitsweg_methode === 'einzelbewertung')
    zeile(
      'dienstwagen_arbeitsweg',
      `Dienstwagen, Fahrten Wohnung – erste Tätigkeitsstätte, Einzelbewertung: ${w.einzelbewertung_je_fahrt} % ` +
        `je Entfernungskilometer und Fahrt (${r.entfernung_km} km, ${e.fahrten_monat} Fahrten)`,
      weg,
      'einzelbewertung_je_fahrt',
      '§ 8 Abs. 2 Satz 3 EStG',
    );
  if (zuzahlung > 0)
    zeile(
      'dienstwagen_zuzahlung',
      'Dienstwagen, Nutzungsentgelt des Arbeitnehmers (höchstens bis zum Wert)',
      -zuzahlung,
      'privatnutzung',
      'R 8.1 Abs. 9 Nr. 4 LStR',
    );
  return wert;
}
