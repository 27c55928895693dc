// A one-off payment in the month's payslip (issue 30): how much of it is contributory (§ 23a SGB IV:
// anteilige Jahres-Beitragsbemessungsgrenze, Märzklausel), its contributions as lines of their own and
// the answer's einmalzahlung block. The wage tax on it is the PAP's (steuern.ts); its inputs are
// checked against the month's data in pruefung.ts.
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
import { euro, teile } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import type { BruttoNettoAntwort, Posten } from './antwort';
import type { EinmalUmwandlung } from './bav';
import type { Bezugsrechnung } from './bezuege';
import { type Abrechnung, Summen } from './buchung';
import type { Einmal } from './eingabe';
import { mehrfachImMonat } from './mehrfach';
import type { Monat } from './monat';
import { insolvenzgeldumlage, regulaereBeitraege } from './sozialversicherung';
import type { SonstigerBezugLauf } from './steuern';
import { monatsentgelt as teilmonatsEntgelt } from './teilmonat';
import { uebergang, uebergangsBeitraege } from './uebergangsbereich';

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
  // The one-off as contributory pay before the ceilings (less a contribution-free conversion), cent.
  betrag: number;
  // Contributory part of the one-off in KV/PV and RV/AV, cent.
  kv: number;
  rv: number;
  // This month's regular contributory pay counted as paid so far (with other employments theirs too).
  imMonat: { kv: number; rv: number };
  vorjahr: (Jahresraum & { monat: Monat }) | null;
}

// The previous year's last month for the Märzklausel (also for the checks of pruefung.ts); before the
// payslip's coverage (a one-off in January to March 2015 assigned to 2014) a clear kein_wert naming the
// one-off, not the month.
export function vorjahrImUmfang(m: Monat): Monat {
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
// belongs to einmalzahlung_art=sonstiger_bezug. The values read are cited in a (the ceilings of this
// year by the regular contributions).
export function zuordnung(
  m: Monat,
  a: Abrechnung,
  z: Einmal,
  brutto: number,
  bKv: number,
  bRv: number,
): Einmalzuordnung {
  const ergebnis = zuordnen(m, z, brutto, bKv, bRv);
  for (const w of [m.svTageMonat(), m.svTageJahr(), m.maerzklauselBis()]) a.zitiere(w);
  if (ergebnis.vorjahr) for (const w of [ergebnis.vorjahr.monat.bbgKv(), ergebnis.vorjahr.monat.bbgRv()]) a.zitiere(w);
  return ergebnis;
}

function zuordnen(m: Monat, z: Einmal, brutto: number, bKv: number, bRv: number): Einmalzuordnung {
  const tm = m.svTageMonat().wert;
  const tj = m.svTageJahr().wert;
  const monat = Number(m.e.monat.slice(5, 7));
  const tageBisher = z.tageBisher ?? tm * (monat - 1);
  // A part month adds its own SV days (§ 23a Abs. 3 Satz 2 SGB IV: the days up to the end of the month).
  const svTage = m.e.teil?.svTage ?? tm;
  const tage = tageBisher + svTage;
  // Defaults: the regular monthly pay (in a part month the pay of its days scaled to 30, as for the kind
  // of employment) within a full month's ceiling for each SV day so far.
  const monatsentgelt = teilmonatsEntgelt(m, brutto);
  // With other employments the pay so far and this month's count every contributory employment added
  // with this one (mehrfach.ts, mehrfachImMonat); the defaults take their pays as constant too.
  const voll = (x: Monat) => ({ kv: x.bbgKvMonatCent(), rv: x.bbgRvMonatCent() });
  const konstant = (x: Monat) =>
    mehrfachImMonat(x, brutto, voll(x)) ?? {
      kv: Math.min(monatsentgelt, x.bbgKvMonatCent()),
      rv: Math.min(monatsentgelt, x.bbgRvMonatCent()),
    };
  const je = konstant(m);
  const bisherKv = z.kvBisher ?? teile(je.kv * tageBisher, tm);
  const bisherRv = z.rvBisher ?? teile(je.rv * tageBisher, tm);
  const anteiligKv = anteiligeBbg(m.bbgKvJahrCent(), tage, tj);
  const anteiligRv = anteiligeBbg(m.bbgRvJahrCent(), tage, tj);
  const imMonat = mehrfachImMonat(m, brutto) ?? { kv: bKv, rv: bRv };
  const raumKv = raum(anteiligKv, bisherKv + imMonat.kv);
  const raumRv = raum(anteiligRv, bisherRv + imMonat.rv);
  const diesesJahr = { tage, bisherKv, bisherRv, anteiligKv, anteiligRv, raumKv, raumRv, imMonat };
  if (z.art === 'entschaedigung')
    return { zugeordnet: 'abrechnungsmonat', betrag: z.cent, kv: 0, rv: 0, ...diesesJahr, vorjahr: null };
  // Märzklausel: decisive is the KV room of a KV-insured employee, otherwise the RV room; the
  // employment must have existed in the previous year (vorjahr_sv_tage > 0).
  const massgeblich = m.e.krankenversicherung === 'gesetzlich' ? raumKv : raumRv;
  const tageV = z.vorjahrTage ?? tj;
  if (monat <= m.maerzklauselBis().wert && z.cent > massgeblich && tageV > 0) {
    const v = vorjahrImUmfang(m);
    const jeV = konstant(v);
    const vKv = z.vorjahrKv ?? teile(jeV.kv * tageV, tm);
    const vRv = z.vorjahrRv ?? teile(jeV.rv * tageV, tm);
    const aKv = anteiligeBbg(v.bbgKvJahrCent(), tageV, tj);
    const aRv = anteiligeBbg(v.bbgRvJahrCent(), tageV, tj);
    const rKv = raum(aKv, vKv);
    const rRv = raum(aRv, vRv);
    return {
      zugeordnet: 'vorjahr',
      betrag: z.cent,
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
    betrag: z.cent,
    kv: Math.min(z.cent, raumKv),
    rv: Math.min(z.cent, raumRv),
    ...diesesJahr,
    vorjahr: null,
  };
}

// The employer's contributions (the branches, not the levies) on a one-off of cent contributory pay,
// assigned and charged as the payslip does (for the saving of § 1a Abs. 1a BetrAVG, bezuege.ts).
export function einmalArbeitgeberBeitraege(
  m: Monat,
  z: Einmal,
  cent: number,
  brutto: number,
  bKv: number,
  bRv: number,
  imUebergang: boolean,
  ohneAv = false,
): number {
  const t = new Summen();
  einmalBeitraege(m, t, zuordnen(m, { ...z, cent }, brutto, bKv, bRv), brutto, bKv, bRv, imUebergang, ohneAv);
  return t.arbeitgeberBeitraege(m.e.krankenversicherung === 'gesetzlich');
}

// The contributions on the one-off's contributory part: in this month, the month with it less the
// month without it (one rounding per branch and month, § 1 Abs. 2 BVV); under the Märzklausel in the
// previous year's last month at its rates, alone. U1 and U2 are not levied on a one-off (§ 7 Abs. 2
// Satz 2 AAG), the Insolvenzgeldumlage is: its base is the pay the pension contributions are charged
// on (§ 358 Abs. 2 Satz 1 SGB III).
export function einmalBeitraege(
  m: Monat,
  a: Abrechnung,
  z: Einmalzuordnung,
  brutto: number,
  bKv: number,
  bRv: number,
  imUebergang: boolean,
  ohneAv = false,
): void {
  if (z.kv === 0 && z.rv === 0) return;
  if (imUebergang) {
    // Below the upper limit the formula takes the month's whole pay (GR RS 2022/11 Ziff. 4.3.5); far
    // below the ceilings, so the one-off is contributory in full in both branch groups.
    if (z.zugeordnet === 'vorjahr' || z.kv !== z.betrag || z.rv !== z.betrag)
      throw new ApiFehler(
        'kein_wert',
        'Eine Einmalzahlung im Übergangsbereich, die nicht voll beitragspflichtig ist oder dem Vorjahr zugeordnet ' +
          'wird, rechnet der Rechner nicht.',
        { parameter: 'einmalzahlung' },
      );
    bucheDifferenz(
      a,
      (t) => {
        const ub = uebergang(m, brutto + z.kv);
        uebergangsBeitraege(m, t, ub, brutto + z.kv);
        insolvenzgeldumlage(m, t, ub.gesamt);
      },
      (t) => {
        const ub = uebergang(m, brutto);
        uebergangsBeitraege(m, t, ub, brutto);
        insolvenzgeldumlage(m, t, ub.gesamt);
      },
      '',
    );
    return;
  }
  if (z.vorjahr) {
    const v = z.vorjahr.monat;
    // The subsidy of a privately insured employee is a month's, capped by the month's premium; the
    // one-off in the previous year does not add to it.
    const kv = m.e.krankenversicherung === 'gesetzlich' ? z.kv : 0;
    bucheDifferenz(
      a,
      (t) => {
        regulaereBeitraege(v, t, kv, z.rv, ohneAv);
        insolvenzgeldumlage(v, t, z.rv);
      },
      null,
      ` (Vorjahr, ${v.e.monat})`,
    );
    return;
  }
  bucheDifferenz(
    a,
    (t) => {
      regulaereBeitraege(m, t, bKv + z.kv, bRv + z.rv, ohneAv);
      insolvenzgeldumlage(m, t, bRv + z.rv);
    },
    (t) => {
      regulaereBeitraege(m, t, bKv, bRv, ohneAv);
      insolvenzgeldumlage(m, t, bRv);
    },
    '',
  );
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

// The lines of a payslip with a one-off, each saying whether it is the regular pay's or the one-off's:
// the one-off's carry the id suffix _einmal (bucheDifferenz here, its wage tax lines in steuern.ts).
export function postenMitBezug(posten: readonly Posten[]): Posten[] {
  return posten.map((p) => ({
    ...p,
    bezug: p.id.endsWith('_einmal') ? ('einmalzahlung' as const) : ('laufend' as const),
  }));
}

// The answer's einmalzahlung block.
export function einmalzahlungBlock(
  m: Monat,
  r: Bezugsrechnung,
  z: Einmalzuordnung | null,
  sb: SonstigerBezugLauf | null,
  u: EinmalUmwandlung | null,
): NonNullable<BruttoNettoAntwort['einmalzahlung']> {
  const e = m.e.einmal;
  if (!e || !z) throw new Error('einmalzahlungBlock ohne Einmalzahlung');
  const grenzen = (g: Jahresraum) => ({
    sv_tage: g.tage,
    entgelt_bisher_kv: euro(g.bisherKv),
    entgelt_bisher_rv: euro(g.bisherRv),
    anteilige_bbg_kv: euro(g.anteiligKv),
    anteilige_bbg_rv: euro(g.anteiligRv),
    raum_kv: euro(g.raumKv),
    raum_rv: euro(g.raumRv),
  });
  const dieses = { ...z, bisherKv: z.bisherKv + z.imMonat.kv, bisherRv: z.bisherRv + z.imMonat.rv };
  const v = z.vorjahr;
  const vm = v?.monat;
  return {
    betrag: euro(e.cent),
    art: e.art,
    jahresarbeitslohn: euro(e.jahresarbeitslohn ?? 12 * r.steuer),
    zugeordnet: z.zugeordnet,
    beitragspflichtig_kv: euro(z.kv),
    beitragspflichtig_rv: euro(z.rv),
    abrechnungsjahr: grenzen(dieses),
    vorjahr:
      v && vm
        ? {
            monat: vm.e.monat,
            ...grenzen(v),
            bbg_kv_jahr: vm.bbgKv().wert,
            bbg_rv_jahr: vm.bbgRv().wert,
            saetze: {
              kv: vm.kv().wert,
              kv_zusatzbeitrag: vm.zusatzbeitrag().wert,
              pv: vm.pflegesatz().pv.wert,
              rv: vm.rv().wert,
              av: vm.av().wert,
              insolvenzgeldumlage: vm.insolvenzgeldumlage().wert,
            },
          }
        : null,
    lohnsteuer: sb,
    ...(u
      ? {
          entgeltumwandlung: {
            betrag: euro(u.umwandlung),
            steuerfrei: euro(u.genutzt.steuerfrei),
            beitragsfrei: euro(u.genutzt.beitragsfrei),
            arbeitgeberzuschuss: euro(u.zuschuss),
            steuerpflichtig: euro(u.steuer),
            beitragspflichtig: euro(u.sv),
          },
        }
      : {}),
  };
}
