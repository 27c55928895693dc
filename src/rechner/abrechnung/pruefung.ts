// The refusals the payslip makes for a month and a gross, each with the rule it follows: the kinds of
// employment a person's insurance does not fit, a one-off in a Minijob, and the one-off's inputs
// checked against the month's data. Each names its parameter; texts, codes and parameters are a
// contract (tests and outside checks compare them). Elsewhere: the inputs alone (parameter.ts), the part
// month (teilmonat.ts, pruefeTeilmonat) and the deferred compensation in a Minijob (bezuege.ts,
// pruefeMinijob).
import { euroText, teile } from '../../gemeinsam/geld';
import { type ApiFehler, ungueltig } from '../../vertrag/fehler';
import type { Namen } from '../../vertrag/koerper';
import type { BruttoNettoAntwort } from './antwort';
import { vorjahrImUmfang } from './einmalzahlung';
import type { Monat } from './monat';

type Beschaeftigung = BruttoNettoAntwort['beschaeftigung'];

// What the payslip cannot compute for this person in this kind of employment: § 6 Abs. 1b SGB VI
// exempts only a Minijob; the subsidy of a privately insured employee in the Übergangsbereich is not
// settled (docs/ENTSCHEIDUNGEN.md).
export function pruefeArt(m: Monat, art: Beschaeftigung): void {
  if (m.e.rentenversicherung === 'befreit' && art !== 'minijob')
    throw ungueltig(
      'rentenversicherung',
      `rentenversicherung=befreit gilt nur für einen Minijob (brutto bis ${m.untergrenze().wert} Euro, ` +
        '§ 6 Abs. 1b SGB VI).',
    );
  if (art !== 'uebergangsbereich') return;
  if (m.e.krankenversicherung === 'privat')
    throw ungueltig(
      'krankenversicherung',
      'krankenversicherung=privat rechnet der Rechner nur für einen Minijob oder ein brutto über ' +
        `${m.obergrenze().wert} Euro; den Beitragszuschuss im Übergangsbereich regelt er nicht.`,
    );
}

// A Minijob with a one-off: whether the job stays marginal depends on the regular pay over the year,
// to which a one-off counts only when it is contractually due (§ 8 Abs. 1 Nr. 1 SGB IV,
// Geringfügigkeits-Richtlinien); the parameters say neither, so the payslip refuses it
// (docs/ENTSCHEIDUNGEN.md).
export function minijobMitEinmalzahlung(m: Monat): ApiFehler {
  return ungueltig(
    'einmalzahlung',
    `Mit brutto bis ${m.untergrenze().wert} Euro (Minijob) rechnet der Rechner keine Einmalzahlung: ob die ` +
      'Beschäftigung geringfügig bleibt, hängt davon ab, ob die Einmalzahlung vertraglich geschuldet ist und ' +
      'welche Einmalzahlungen im Jahr noch folgen (regelmäßiges Arbeitsentgelt, § 8 Abs. 1 Nr. 1 SGB IV); ' +
      'das sagen die Parameter nicht.',
  );
}

// The one-off's inputs checked against the month's data (issue 30's 400s). The previous year's values
// only from January to the Märzklausel's last month (§ 23a Abs. 4 SGB IV; maerzklausel_bis_monat); the
// SV days before this month at most those of its full months (§ 1 Abs. 1 Satz 1 BVV; sv_tage_monat);
// the contributory pay so far at most the ceiling for those days, as the pro-rata ceiling limits
// what a one-off may fill (§ 23a Abs. 3 SGB IV).
export function pruefeEinmal(m: Monat): void {
  const z = m.e.einmal;
  if (!z) return;
  const monat = Number(m.e.monat.slice(5, 7));
  const tm = m.svTageMonat().wert;
  const bis = m.maerzklauselBis().wert;
  if (monat > bis)
    for (const [name, wert] of [
      ['vorjahr_kv_entgelt', z.vorjahrKv],
      ['vorjahr_rv_entgelt', z.vorjahrRv],
      ['vorjahr_sv_tage', z.vorjahrTage],
    ] as const)
      if (wert !== null)
        throw ungueltig(
          name,
          `${name} gilt nur für eine Einmalzahlung in den Monaten 1 bis ${bis} (Märzklausel, § 23a Abs. 4 SGB IV); ` +
            `datum liegt im Monat ${monat}.`,
        );
  const hoechstens = tm * (monat - 1);
  if (z.tageBisher !== null && z.tageBisher > hoechstens)
    throw ungueltig(
      'sv_tage_bisher',
      `sv_tage_bisher=${z.tageBisher}: vor dem Monat ${monat} sind 0 bis ${hoechstens} Sozialversicherungstage ` +
        `möglich (${tm} je vollem Monat, § 1 Abs. 1 BVV).`,
    );
  const tage = z.tageBisher ?? hoechstens;
  const grenze = (name: string, wert: number | null, monatsgrenze: number, t: number) => {
    if (wert === null) return;
    const max = teile(monatsgrenze * t, tm);
    if (wert > max)
      throw ungueltig(
        name,
        `${name}=${euroText(wert)}: höchstens die Beitragsbemessungsgrenze für ${t} Sozialversicherungstage, ` +
          `${euroText(max)} Euro.`,
      );
  };
  grenze('kv_entgelt_bisher', z.kvBisher, m.bbgKvMonatCent(), tage);
  grenze('rv_entgelt_bisher', z.rvBisher, m.bbgRvMonatCent(), tage);
  if (monat <= bis && (z.vorjahrKv !== null || z.vorjahrRv !== null)) {
    const v = vorjahrImUmfang(m);
    const tv = z.vorjahrTage ?? m.svTageJahr().wert;
    grenze('vorjahr_kv_entgelt', z.vorjahrKv, v.bbgKvMonatCent(), tv);
    grenze('vorjahr_rv_entgelt', z.vorjahrRv, v.bbgRvMonatCent(), tv);
  }
}

// The Rechtskreis chooses between the ceilings West and Ost of the pension and unemployment insurance;
// since the data hold one uniform ceiling (rechengroessen bbg_rv, from 2025: no values Ost are set any
// more, § 275a SGB VI) there is nothing to choose, and a rechtskreis sent would claim a difference
// the month does not have. It still chooses where a one-off of the Märzklausel's months may fall to
// the previous year (§ 23a Abs. 4 SGB IV) and that year had both. The browser form leaves the field
// empty unless chosen.
export function pruefeRechtskreis(m: Monat, n: Namen): void {
  if (m.e.rechtskreis === null) return;
  const einheitlich = (tag: string) => m.bezug.vielleicht('rechengroessen', 'bbg_rv', tag) !== null;
  if (!einheitlich(m.e.tag)) return;
  const jahr = Number(m.e.monat.slice(0, 4));
  const maerz = m.e.einmal !== null && Number(m.e.monat.slice(5, 7)) <= m.maerzklauselBis().wert;
  if (maerz && !einheitlich(`${jahr - 1}-12-31`)) return;
  throw ungueltig(
    n('person.rechtskreis'),
    `${n('person.rechtskreis')}=${m.e.rechtskreis} gilt nur bis 2024 (und für eine Einmalzahlung, die nach der ` +
      `Märzklausel dem Jahr 2024 zugeordnet wird): im Monat ${m.e.monat} gilt bundesweit eine ` +
      'Beitragsbemessungsgrenze der Renten- und Arbeitslosenversicherung (keine Werte Ost mehr, § 275a SGB VI); ' +
      `bitte ohne ${n('person.rechtskreis')} senden.`,
  );
}

// The expected annual pay without the one-off (§ 39b Abs. 3 Satz 1 EStG; R 39b.6 Abs. 2 LStR) adds the
// current pay of the year's pay periods so far, this month's among them, to that expected for the rest
// of the year and the one-offs already paid. So it is at least this month's taxable current pay
// (steuer, cent: PAP RE4 of the month before a daily table); less is no annual pay of this month.
// Checked on the full payslip only, so netto-brutto searches freely and refuses a gross that needs it.
export function pruefeJahresarbeitslohn(m: Monat, steuer: number): void {
  const j = m.e.einmal?.jahresarbeitslohn ?? null;
  if (j === null || j >= steuer) return;
  throw ungueltig(
    'jahresarbeitslohn',
    `jahresarbeitslohn=${euroText(j)}: der voraussichtliche Jahresarbeitslohn ohne die Einmalzahlung enthält den ` +
      `laufenden steuerpflichtigen Arbeitslohn dieses Monats und ist mindestens ${euroText(steuer)} Euro ` +
      '(§ 39b Abs. 3 Satz 1 EStG, R 39b.6 Abs. 2 LStR).',
  );
}
