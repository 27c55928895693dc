// Altersteilzeit (Personengruppe 103, issue 41): the employer's two benefits of § 3 Abs. 1 Nr. 1
// AltTZG, both as the caller's inputs (the circulars leave what counts into the Regelarbeitsentgelt
// to the employment contract). The Aufstockungsbetrag (Buchst. a) is paid out, tax-free (§ 3 Nr. 28
// EStG) and so no Arbeitsentgelt (§ 1 Abs. 1 Satz 1 Nr. 1 SvEV); it is subject to the
// Progressionsvorbehalt (§ 32b Abs. 1 Satz 1 Nr. 1 Buchst. g EStG), which touches the employee's
// assessment, not the month's wage tax. The additional pension contributions (Buchst. b) are the full
// RV rate on the additional contributory base of § 163 Abs. 5 SGB VI (80 % of the Regelarbeitsentgelt,
// at most 90 % of the ceiling less the Regelarbeitsentgelt, only regular pay), borne by the employer
// alone (§ 168 Abs. 1 Nr. 6 SGB VI); docs/ENTSCHEIDUNGEN.md, "Personengruppen (Issue 41)".
import { anteil, euroText } from '../../gemeinsam/geld';
import { type Abrechnung, eingabeZitat } from './buchung';
import type { Monat } from './monat';

// The Aufstockungsbetrag as a pay line: paid out, neither taxable nor contributory; returns what it
// pays out besides brutto, in cent.
export function altersteilzeitBezug(m: Monat, a: Abrechnung): number {
  const c = m.e.bezuege.altersteilzeit.aufstockung;
  if (c === 0) return 0;
  a.bezugszeile({
    id: 'altersteilzeit_aufstockung',
    bezeichnung: 'Aufstockungsbetrag zur Altersteilzeit: steuer- und beitragsfrei, ausgezahlt',
    cent: c,
    steuerpflichtig: 0,
    beitragspflichtig: 0,
    ausgezahlt: c,
    zitat: eingabeZitat(
      a,
      '§ 3 Abs. 1 Nr. 1 Buchst. a AltTZG, § 3 Nr. 28 EStG, § 1 Abs. 1 Satz 1 Nr. 1 SvEV ' +
        '(Eingabe altersteilzeit_aufstockung)',
    ),
  });
  a.hinweis(
    `Der Aufstockungsbetrag (${euroText(c)} Euro) ist steuerfrei (§ 3 Nr. 28 EStG) und ändert die Lohnsteuer des ` +
      'Monats nicht; er unterliegt dem Progressionsvorbehalt (§ 32b Abs. 1 Satz 1 Nr. 1 Buchst. g EStG) und ' +
      'gehört in die Lohnsteuerbescheinigung (§ 41b Abs. 1 Satz 2 Nr. 5 EStG).',
  );
  return c;
}

const RV_ZUSATZ = '§ 3 Abs. 1 Nr. 1 Buchst. b AltTZG, § 163 Abs. 5 SGB VI, § 168 Abs. 1 Nr. 6 SGB VI';

// The additional pension contributions on the caller's additional base: the full rate, the
// employer's alone, rounded once. The base and the regular pension base together stay within the
// month's ceiling (§ 163 Abs. 5 Satz 1 SGB VI: "höchstens bis zur Beitragsbemessungsgrenze"): a larger
// input is cut there, with a hint, so that every gross of netto-brutto's search has its payslip.
export function altersteilzeitRv(m: Monat, a: Abrechnung, bRv: number): void {
  const eingabe = m.e.bezuege.altersteilzeit.rvZusatz;
  if (eingabe === 0) return;
  const grenze = m.bbgRvCent();
  const zusatz = Math.max(0, Math.min(eingabe, grenze - bRv));
  if (zusatz < eingabe)
    a.hinweis(
      `altersteilzeit_rv_zusatz (${euroText(eingabe)} Euro) und das rentenversicherungspflichtige Entgelt ` +
        `(${euroText(bRv)} Euro) übersteigen zusammen die Beitragsbemessungsgrenze der Rentenversicherung ` +
        `(${euroText(grenze)} Euro im Monat): gerechnet ist die zusätzliche Einnahme bis zur Grenze, ` +
        `${euroText(zusatz)} Euro (§ 163 Abs. 5 Satz 1 SGB VI; höchstens 90 % der Grenze abzüglich des ` +
        'Regelarbeitsentgelts).',
    );
  if (zusatz === 0) return;
  const rv = m.rv();
  a.buche({
    id: 'rv_altersteilzeit_ag',
    feld: 'rv',
    seite: 'arbeitgeber',
    bezeichnung: 'Zusätzlicher Rentenversicherungsbeitrag zur Altersteilzeit, vom Arbeitgeber allein getragen',
    cent: anteil(zusatz, rv.satz),
    zitat: {
      ...rv,
      rechtsgrundlage: `${RV_ZUSATZ}; ${rv.rechtsgrundlage}`,
    },
    satz: rv.satz,
    basis: zusatz,
  });
}
