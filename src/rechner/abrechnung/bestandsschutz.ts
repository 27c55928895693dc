// The Bestandsschutz of § 134 SGB IV (issue 41). An employment insured on 30.09.2022 with a regular pay
// of 450.01 to 520 euros became a Minijob on 01.10.2022 by the new limit; it stays insured in KV, PV and
// AV until 31.12.2023 as long as its pay exceeds 450 euros, with the procedure valid until 30.09.2022:
// the total contribution from the base of § 134 Satz 1 SGB IV with the factor FÜ, the employer's half
// rate on the actual pay, the employee the rest (Gemeinsames Rundschreiben vom 20.12.2022-II, Tit.
// 4.3.3.4 Abs. 2: § 249 Abs. 4 SGB V, § 58 Abs. 5 SGB XI, § 454 Abs. 2 SGB III). In RV the employment is
// a Minijob (Tit. 4.3.3.4 Abs. 3; the private household, where RV keeps the old procedure too, is not
// computed), paid with the levies to the Minijob-Zentrale (Geringfügigkeits-Richtlinien, Tit. G). Its
// wage tax is the Minijob's: § 40a Abs. 2 EStG allows the 2 % flat tax for pay from a geringfügige
// Beschäftigung (§ 8 Abs. 1 Nr. 1 SGB IV) with RV contributions under § 168 Abs. 1 Nr. 1b or § 172 Abs. 3
// SGB VI, which this is (docs/ENTSCHEIDUNGEN.md, "Bestandsschutz nach § 134 SGB IV").
import { euro, euroText } from '../../gemeinsam/geld';
import { ApiFehler, ungueltig } from '../../vertrag/fehler';
import type { Abrechnung } from './buchung';
import { minijobAbgaben, minijobRv, minijobSteuerUndUmlagen } from './minijob';
import type { Monat } from './monat';
import { type Uebergang, uebergangsBeitraege, uebergangsbereich } from './uebergangsbereich';

const PARAMETER = 'bestandsschutz_134';

// Whether a Minijob's contributory pay falls under the Bestandsschutz: the input given, a month of
// October 2022 to December 2023 (pruefeBestandsschutz refuses others) and pay above the formula's lower
// limit (the old Geringfügigkeitsgrenze of 450 euros); the caller knows the pay is a Minijob's.
export function bestandsschutzBei(m: Monat, brutto: number): boolean {
  if (!m.e.bestandsschutz134) return false;
  const b = m.bestandsschutz();
  return b !== null && brutto > b.gCent;
}

// What the input cannot be given with, whatever the pay: a month outside its period, and the cases no
// source read settles (docs/ENTSCHEIDUNGEN.md).
export function pruefeBestandsschutz(m: Monat): void {
  const e = m.e;
  if (!e.bestandsschutz134) return;
  if (m.bestandsschutz() === null)
    throw ungueltig(
      PARAMETER,
      `${PARAMETER}=true gilt nur für Monate von Oktober 2022 bis Dezember 2023 (§ 134 SGB IV); datum ` +
        `(${e.tag}) liegt außerhalb.`,
    );
  const nicht = (was: string) =>
    ungueltig(PARAMETER, `${PARAMETER}=true rechnet der Rechner nicht ${was} (docs/ENTSCHEIDUNGEN.md).`);
  if (e.krankenversicherung === 'privat')
    throw nicht(
      'mit krankenversicherung=privat: der Bestandsschutz erhält die Versicherungspflicht in der Kranken-, ' +
        'Pflege- und Arbeitslosenversicherung, nur gesetzlich Versicherte',
    );
  if (e.personengruppe !== null && e.personengruppe !== '101' && e.personengruppe !== '109')
    throw nicht(`mit personengruppe=${e.personengruppe}, nur ohne personengruppe oder mit 101 oder 109`);
  if (e.teil) throw nicht('in einem Teilmonat (sv_tage, teillohnzahlungszeitraum)');
  if (e.mehrfach)
    throw nicht('neben weiteren Beschäftigungen (Gruppe mehrfach: weitere_entgelt, weitere_minijobs_entgelt)');
}

// A Minijob's contributions and levies: with the Bestandsschutz for this pay its own (the base of KV, PV
// and AV returned), else the Minijob's (null).
export function geringfuegigAbgaben(m: Monat, a: Abrechnung, brutto: number): Uebergang | null {
  if (!bestandsschutzBei(m, brutto)) {
    minijobAbgaben(m, a, brutto);
    return null;
  }
  const b = m.bestandsschutz();
  if (!b) throw new Error('bestandsschutzBei ohne Werte');
  // From 07/2023 the employee's care share is lowered per child (§ 55 Abs. 3 SGB XI); which base that
  // discount takes in the procedure until 2022-09, where the employee's share has no base of its own, no
  // source read says.
  const p = m.pflege();
  if (p.abschlag && p.abschlag.satz.zaehler > 0)
    throw new ApiFehler(
      'kein_wert',
      `${PARAMETER}=true mit dem Abschlag der Pflegeversicherung für Kinder (kinder_unter_25 ab 2, ab Juli 2023) ` +
        'rechnet der Rechner nicht: auf welche Einnahme der Abschlag im fortgeführten Verfahren bis 30.09.2022 ' +
        'wirkt, sagen die gelesenen Quellen nicht (docs/ENTSCHEIDUNGEN.md).',
      { parameter: 'kinder_unter_25' },
    );
  const ub = uebergangsbereich(brutto, b.gCent, b.ogCent, b.faktor.satz);
  for (const w of [b.faktor, b.G, b.OG]) a.zitiere(w);
  a.schritt('Faktor FÜ (§ 134 SGB IV)', b.faktor.wert);
  a.schritt('Beitragspflichtige Einnahme nach § 134 SGB IV', euro(ub.gesamt));
  a.hinweis(
    `Bestandsschutz nach § 134 SGB IV: Kranken-, Pflege- und Arbeitslosenversicherung nach dem bis 30.09.2022 ` +
      `geltenden Verfahren aus der beitragspflichtigen Einnahme ${euroText(ub.gesamt)} Euro (Faktor FÜ ` +
      `${String(b.faktor.wert).replace('.', ',')}); der Arbeitgeber trägt den halben Beitragssatz auf das ` +
      'Arbeitsentgelt, der Beschäftigte den Rest. Rentenversicherung, Pauschsteuer und Umlagen wie im Minijob ' +
      '(Minijob-Zentrale). Meldungen: an die Krankenkasse mit Beitragsgruppe 1011 (die Antwort), an die ' +
      `Minijob-Zentrale mit 0100 (${m.e.rentenversicherung === 'befreit' ? 'hier 0500, von der ' : '0500 bei '}` +
      'Befreiung von der Rentenversicherungspflicht), beide mit Personengruppe 109.',
  );
  uebergangsBeitraege(m, a, ub, brutto, { ohneRv: true, alt: true });
  minijobRv(m, a, brutto);
  minijobSteuerUndUmlagen(m, a, brutto);
  return ub;
}

// Why the input changes nothing in this month: the pay is not above 450 euros, or it is above the
// Geringfügigkeitsgrenze, where the Übergangsbereich applies as for everyone.
export function bestandsschutzHinweis(m: Monat, a: Abrechnung, minijob: boolean, brutto: number): void {
  const b = m.e.bestandsschutz134 ? m.bestandsschutz() : null;
  if (!b || (minijob && bestandsschutzBei(m, brutto))) return;
  a.hinweis(
    minijob
      ? `${PARAMETER}: das Entgelt übersteigt ${b.G.wert} Euro nicht; in diesem Monat gilt der Minijob ohne ` +
          'Bestandsschutz (§ 134 SGB IV).'
      : `${PARAMETER}: das Entgelt übersteigt die Geringfügigkeitsgrenze; es gelten die Regeln des ` +
          'Übergangsbereichs beziehungsweise die allgemeinen, der Bestandsschutz ändert nichts.',
  );
}
