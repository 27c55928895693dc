// A one-off payment in the month's payslip (issue 30): how much of it is contributory (§ 23a SGB IV:
// anteilige Jahres-Beitragsbemessungsgrenze, Märzklausel), and its contributions as lines of their
// own. The wage tax on it is the PAP's (steuern.ts).
//
// Sources: § 23a SGB IV (https://www.gesetze-im-internet.de/sgb_4/__23a.html); § 1 BVV
// (https://www.gesetze-im-internet.de/beitrvv/__1.html); the Märzklausel as the health funds apply
// it, KV ceiling decisive for all branches of a KV-insured employee, RV ceiling for one without
// compulsory KV (TK, "Rechenbeispiel Märzklausel",
// https://www.tk.de/firmenkunden/versicherung/beitraege-faq/einmalzahlungen-maerzklausel/
// rechenbeispiel-maerzklausel-2146108; AOK NordWest,
// https://aok.de/fk/nordwest/aktuelles/maerzklausel-beachten); the Übergangsbereich with a
// one-off per GR RS 2022/11 Ziff. 4.3.3.3 and 4.3.5 (AOK Rechtsdatenbank,
// https://aok.de/fk/sachsen-anhalt/tools/rechtsdatenbank/details/dokument/514917/).
import { teile } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import type { Abrechnung } from './buchung';
import type { Einmal } from './eingabe';
import type { Monat } from './monat';

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

const eurotext = (cent: number) => (cent / 100).toFixed(2).replace('.', ',');

// The contributory pay up to a ceiling for a number of SV days: yearly ceiling × days / days of a
// year, rounded half up to the cent (§ 23a Abs. 3 Satz 2 SGB IV, § 1 Abs. 2 BVV).
export function anteiligeBbg(jahresgrenzeCent: number, tage: number, tageJahr: number): number {
  return teile(jahresgrenzeCent * tage, tageJahr);
}

// The room a one-off may fill: the anteilige BBG less the contributory pay so far (including this
// month's regular pay), never below 0 (§ 23a Abs. 3 Satz 1 SGB IV).
export function raum(anteilig: number, bisher: number): number {
  return Math.max(0, anteilig - bisher);
}

// One year's room for the one-off, in cent: SV days, contributory pay so far, the pro-rata ceilings
// and what is left of them, for KV/PV and RV/AV (§ 23a Abs. 3 SGB IV).
export interface Jahresraum {
  tage: number;
  bisherKv: number;
  bisherRv: number;
  anteiligKv: number;
  anteiligRv: number;
  raumKv: number;
  raumRv: number;
}

// This year's values (always) and, with the Märzklausel, the previous year's.
export interface Einmalzuordnung extends Jahresraum {
  zugeordnet: 'abrechnungsmonat' | 'vorjahr';
  // Contributory part of the one-off in KV/PV and RV/AV, cent.
  kv: number;
  rv: number;
  vorjahr: (Jahresraum & { monat: Monat }) | null;
}

// The checks that need the month's data (the 400s): previous-year values only from January
// to the Märzklausel's last month, SV days that fit the month, pay so far within ceiling × days.
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
        throw fehler(
          name,
          `${name} gilt nur für eine Einmalzahlung in den Monaten 1 bis ${bis} (Märzklausel, § 23a Abs. 4 SGB IV); ` +
            `datum liegt im Monat ${monat}.`,
        );
  const hoechstens = tm * (monat - 1);
  if (z.tageBisher !== null && z.tageBisher > hoechstens)
    throw fehler(
      'sv_tage_bisher',
      `sv_tage_bisher=${z.tageBisher}: vor dem Monat ${monat} sind 0 bis ${hoechstens} Sozialversicherungstage ` +
        `möglich (${tm} je vollem Monat, § 1 Abs. 1 BVV).`,
    );
  const tage = z.tageBisher ?? hoechstens;
  const grenze = (name: string, wert: number | null, monatsgrenze: number, t: number) => {
    if (wert === null) return;
    const max = teile(monatsgrenze * t, tm);
    if (wert > max)
      throw fehler(
        name,
        `${name}=${eurotext(wert)}: höchstens die Beitragsbemessungsgrenze für ${t} Sozialversicherungstage, ` +
          `${eurotext(max)} Euro.`,
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

// The previous year's last month for the Märzklausel; before the payslip's coverage (a one-off in
// January to March 2015 assigned to 2014) a clear kein_wert naming the one-off, not the month.
function vorjahrImUmfang(m: Monat): Monat {
  const v = m.vorjahr();
  try {
    v.bbgKv();
    v.bbgRv();
  } catch (e) {
    if (!(e instanceof ApiFehler) || e.code !== 'kein_wert') throw e;
    throw new ApiFehler(
      'kein_wert',
      `Die Einmalzahlung wäre nach der Märzklausel (§ 23a Abs. 4 SGB IV) dem ${v.e.monat} zuzuordnen; für ` +
        'diesen Monat rechnet die Abrechnung nicht.',
      { parameter: 'einmalzahlung' },
    );
  }
  return v;
}

// How much of the one-off is contributory and in which month (§ 23a Abs. 3 and 4 SGB IV).
// bKv and bRv are this month's regular contributory pay. A severance for the loss of the job is no
// Arbeitsentgelt (§ 14 SGB IV; BSG 04.05.1999, B 2 U 9/98 R; BAG 09.11.1988, 4 AZR 433/88): nothing
// contributory. One paid while the employment goes on is pay (BSG 28.01.1999, B 12 KR 6/98 R) and
// belongs to einmalzahlung_art=sonstiger_bezug.
export function zuordnung(m: Monat, z: Einmal, brutto: number, bKv: number, bRv: number): Einmalzuordnung {
  const tm = m.svTageMonat().wert;
  const tj = m.svTageJahr().wert;
  const monat = Number(m.e.monat.slice(5, 7));
  const tageBisher = z.tageBisher ?? tm * (monat - 1);
  // A part month adds its own SV days (§ 23a Abs. 3 Satz 2 SGB IV: the days up to the end of the month).
  const svTage = m.e.teil?.svTage ?? tm;
  const tage = tageBisher + svTage;
  // Defaults: the regular monthly pay (in a part month the pay of its days scaled to 30, as for the kind
  // of employment) within a full month's ceiling for each SV day so far.
  const monatsentgelt = m.monatsentgelt(brutto);
  const bisherKv = z.kvBisher ?? teile(Math.min(monatsentgelt, m.bbgKvMonatCent()) * tageBisher, tm);
  const bisherRv = z.rvBisher ?? teile(Math.min(monatsentgelt, m.bbgRvMonatCent()) * tageBisher, tm);
  const anteiligKv = anteiligeBbg(m.bbgKvJahrCent(), tage, tj);
  const anteiligRv = anteiligeBbg(m.bbgRvJahrCent(), tage, tj);
  const raumKv = raum(anteiligKv, bisherKv + bKv);
  const raumRv = raum(anteiligRv, bisherRv + bRv);
  const diesesJahr = { tage, bisherKv, bisherRv, anteiligKv, anteiligRv, raumKv, raumRv };
  if (z.art === 'entschaedigung') return { zugeordnet: 'abrechnungsmonat', kv: 0, rv: 0, ...diesesJahr, vorjahr: null };
  // Märzklausel: decisive is the KV room of a KV-insured employee, otherwise the RV room; the
  // employment must have existed in the previous year (vorjahr_sv_tage > 0).
  const massgeblich = m.e.krankenversicherung === 'gesetzlich' ? raumKv : raumRv;
  const tageV = z.vorjahrTage ?? tj;
  if (monat <= m.maerzklauselBis().wert && z.cent > massgeblich && tageV > 0) {
    const v = vorjahrImUmfang(m);
    const vKv = z.vorjahrKv ?? teile(Math.min(monatsentgelt, v.bbgKvMonatCent()) * tageV, tm);
    const vRv = z.vorjahrRv ?? teile(Math.min(monatsentgelt, v.bbgRvMonatCent()) * tageV, tm);
    const aKv = anteiligeBbg(v.bbgKvJahrCent(), tageV, tj);
    const aRv = anteiligeBbg(v.bbgRvJahrCent(), tageV, tj);
    const rKv = raum(aKv, vKv);
    const rRv = raum(aRv, vRv);
    return {
      zugeordnet: 'vorjahr',
      kv: Math.min(z.cent, rKv),
      rv: Math.min(z.cent, rRv),
      ...diesesJahr,
      vorjahr: {
        monat: v,
        tage: tageV,
        bisherKv: vKv,
        bisherRv: vRv,
        anteiligKv: aKv,
        anteiligRv: aRv,
        raumKv: rKv,
        raumRv: rRv,
      },
    };
  }
  return {
    zugeordnet: 'abrechnungsmonat',
    kv: Math.min(z.cent, raumKv),
    rv: Math.min(z.cent, raumRv),
    ...diesesJahr,
    vorjahr: null,
  };
}

// The one-off's lines: the month's contributions with the one-off less those without it, per
// line, so that each branch is rounded once per month over regular pay and one-off together (§ 1
// Abs. 2 BVV, docs/ENTSCHEIDUNGEN.md); ohne is null where the one-off is charged in a month of its
// own (Märzklausel), whose lines are then the one-off's alone.
export function bucheDifferenz(
  a: Abrechnung,
  mit: (x: Abrechnung) => void,
  ohne: ((x: Abrechnung) => void) | null,
  zusatz: string,
): void {
  a.differenz(mit, ohne, zusatz);
}
