// The occupational pension (bAV) on the payslip: deferred compensation and the employer's contribution
// into a Direktversicherung, Pensionskasse or Pensionsfonds, from the month's pay and from a one-off.
// Both are free within yearly limits, § 3 Nr. 63 EStG for the tax and § 1 Abs. 1 Satz 1 Nr. 9 SvEV for
// the contributions (percentages of the BBG RV in bav-hoechstbetraege), with the employer's statutory
// subsidy of § 1a Abs. 1a BetrAVG; docs/ENTSCHEIDUNGEN.md, "Der ganze Monat" and "Die Jahresräume der bAV".
import { anteil, cent, euro, satz, teile } from '../../gemeinsam/geld';
import { ApiFehler } from '../../vertrag/fehler';
import type { Namen } from '../../vertrag/koerper';
import type { Objekt } from '../../vertrag/modell';
import type { Gelesen } from '../../vertrag/modul';
import type { Richtung } from './anfrage';
import { type Abrechnung, eingabeZitat, Summen } from './buchung';
import type { Monat } from './monat';

// A room of § 3 Nr. 63 EStG (steuerfrei) and of § 1 Abs. 1 Satz 1 Nr. 9 SvEV (beitragsfrei), cent.
export interface BavRaum {
  steuerfrei: number;
  beitragsfrei: number;
}

// The employer's social insurance contributions (not the levies, not the subsidy of a privately
// insured employee) on a contributory pay; supplied by abrechnung.ts.
export type ArbeitgeberBeitraege = (sv: number) => number;

const fehler = (parameter: string, nachricht: string) =>
  new ApiFehler('ungueltiger_parameter', nachricht, { parameter });

// The yearly ceiling of the general pension insurance: § 3 Nr. 63 EStG and § 1 Abs. 1 Satz 1 Nr. 9 SvEV
// take the ceiling West until 2024 also for the Beitrittsgebiet (bav-hoechstbetraege, hinweise), from
// 2025 the one ceiling.
function bbgRvAllgemein(m: Monat): Gelesen {
  return (
    m.bezug.vielleicht('rechengroessen', 'bbg_rv', m.e.tag) ?? m.bezug.wert('rechengroessen', 'bbg_rv_west', m.e.tag)
  );
}

// The deferred compensation (bezuege.entgeltumwandlung) and the employer's contribution to the same
// vehicle (bezuege.bav_arbeitgeberzuschuss, by default the statutory subsidy) of the month's regular pay:
// their lines, what of them stays taxable and contributory (added to the pay), and the rooms they used
// and left; null without either. sv: the contributory pay before the conversion.
export interface BavRechnung {
  umwandlung: number;
  zuschuss: number;
  // What the bAV adds to the taxable and to the contributory pay, cent: the employer's contribution
  // beyond the rooms less the free part of the conversion, which the gross contains.
  zuSteuer: number;
  zuSv: number;
  genutzt: BavRaum;
  rest: BavRaum;
}

export function bavBeitraege(
  m: Monat,
  a: Abrechnung,
  brutto: number,
  svVorher: number,
  agBeitraege: ArbeitgeberBeitraege,
): BavRechnung | null {
  const b = m.e.bezuege;
  const u = b.entgeltumwandlung;
  let z = b.bavZuschuss ?? 0;
  if (u === 0 && z === 0) return null;
  if (u > brutto)
    throw fehler('entgeltumwandlung', `entgeltumwandlung (${euro(u)}) ist größer als brutto (${euro(brutto)}).`);

  const { raum, steuerfrei, beitragsfrei } = bavRaeume(m, a);
  const steuerfreierRaum = raum.steuerfrei;
  const beitragsfreierRaum = raum.beitragsfrei;

  // The conversion's contribution-free part without the employer's contribution (what the employer
  // saves by the conversion).
  let zitatZ = eingabeZitat(a, '§ 3 Nr. 63 EStG, § 1 Abs. 1 Satz 1 Nr. 9 SvEV (Eingabe bav_arbeitgeberzuschuss)');
  let satzZ: number | null = null;
  if (b.bavZuschuss === null && u > 0) {
    // § 1a Abs. 1a BetrAVG: the data's share of the converted pay, as far as the employer saves
    // contributions by the conversion; none before 2019, and for agreements before 2019 only from the
    // day § 26a BetrAVG extends it to them (pflichtzuschuss_altvereinbarungen).
    const pflicht = m.bezug.vielleicht('bav-hoechstbetraege', 'pflichtzuschuss_entgeltumwandlung', m.e.tag);
    if (pflicht) {
      const ersparnis = Math.max(0, agBeitraege(svVorher) - agBeitraege(svVorher - Math.min(u, beitragsfreierRaum)));
      const pflichtzuschuss = anteil(u, satz(pflicht.wert));
      z = Math.min(pflichtzuschuss, ersparnis);
      a.schritt('Ersparte Arbeitgeberbeiträge zur Sozialversicherung', euro(ersparnis));
      zitatZ = pflicht;
      satzZ = pflicht.wert;
      if (!auchAltvereinbarungen(m))
        a.hinweis(
          'Der Zuschuss nach § 1a Abs. 1a BetrAVG gilt bis 2021 nur für Vereinbarungen ab 2019 (§ 26a BetrAVG); ' +
            'für ältere Vereinbarungen bav_arbeitgeberzuschuss=0 angeben.',
        );
    }
  }

  // The employer's own contributions come first in the limits, the conversion takes what is left
  // (BMF vom 12.08.2021, BStBl I S. 1050; GR vom 21.11.2018); the employer's subsidy is such a
  // contribution.
  const zSteuerfrei = Math.min(z, steuerfreierRaum);
  const uSteuerfrei = Math.min(u, steuerfreierRaum - zSteuerfrei);
  const zBeitragsfrei = Math.min(z, beitragsfreierRaum);
  const uBeitragsfrei = Math.min(u, beitragsfreierRaum - zBeitragsfrei);
  if (z + u > zSteuerfrei + uSteuerfrei) zusatzbetragHinweis(m, a);

  const grenzen = `${steuerfrei.rechtsgrundlage}; ${beitragsfrei.rechtsgrundlage}`;
  if (u > 0)
    a.bezugszeile({
      id: 'entgeltumwandlung',
      bezeichnung: 'Entgeltumwandlung (betriebliche Altersversorgung), aus brutto gezahlt',
      cent: u,
      steuerpflichtig: u - uSteuerfrei,
      beitragspflichtig: u - uBeitragsfrei,
      ausgezahlt: 0,
      zitat: { ...steuerfrei, rechtsgrundlage: grenzen },
    });
  if (z > 0)
    a.bezugszeile({
      id: 'bav_arbeitgeberzuschuss',
      bezeichnung:
        satzZ !== null
          ? `Arbeitgeberzuschuss zur Entgeltumwandlung (${prozent(satzZ)} %, höchstens die ersparten Beiträge)`
          : 'Arbeitgeberbeitrag zur betrieblichen Altersversorgung',
      cent: z,
      steuerpflichtig: z - zSteuerfrei,
      beitragspflichtig: z - zBeitragsfrei,
      ausgezahlt: 0,
      zitat: satzZ !== null ? { ...zitatZ, rechtsgrundlage: `${zitatZ.rechtsgrundlage}; ${grenzen}` } : zitatZ,
      satz: satzZ,
      basis: satzZ !== null ? u : null,
    });
  const genutzt = { steuerfrei: zSteuerfrei + uSteuerfrei, beitragsfrei: zBeitragsfrei + uBeitragsfrei };
  return {
    umwandlung: u,
    zuschuss: z,
    zuSteuer: z - genutzt.steuerfrei,
    zuSv: z - genutzt.beitragsfrei,
    genutzt,
    rest: {
      steuerfrei: steuerfreierRaum - genutzt.steuerfrei,
      beitragsfrei: beitragsfreierRaum - genutzt.beitragsfrei,
    },
  };
}

// Until 2017 § 3 Nr. 63 Satz 3 EStG a. F. freed another 1,800 euro a year for commitments made after 2004
// and not flat-taxed under § 40b EStG a. F.; the payslip does not know the commitment's date and leaves
// it out, and says so where the 4 % are exhausted.
function zusatzbetragHinweis(m: Monat, a: Abrechnung): void {
  const zusatz = m.bezug.vielleicht('bav-hoechstbetraege', 'steuerfrei_zusatzbetrag', m.e.tag);
  if (!zusatz || m.e.steuerklasse === 6) return;
  a.zitiere(zusatz);
  a.hinweis(
    `Der zusätzliche steuerfreie Betrag von ${zusatz.wert} Euro im Jahr (§ 3 Nr. 63 Satz 3 EStG a. F., Zusagen nach ` +
      'dem 31.12.2004 ohne Pauschalversteuerung nach § 40b EStG a. F.) ist nicht berücksichtigt: die Abrechnung ' +
      'kennt das Datum der Zusage nicht; der Teil über dem Höchstbetrag ist voll steuerpflichtig gerechnet.',
  );
}

// The yearly limits in cent: the percentages of bav-hoechstbetraege on the yearly BBG of the general
// pension insurance (§ 3 Nr. 63 Satz 1 EStG, § 1 Abs. 1 Satz 1 Nr. 9 SvEV).
function jahresgrenzen(m: Monat): { steuerfrei: Gelesen; beitragsfrei: Gelesen; bbg: Gelesen; jahr: BavRaum } {
  const bbg = bbgRvAllgemein(m);
  const steuerfrei = m.bezug.wert('bav-hoechstbetraege', 'steuerfrei_prozent_bbg', m.e.tag);
  const beitragsfrei = m.bezug.wert('bav-hoechstbetraege', 'sv_frei_prozent_bbg', m.e.tag);
  const jahresBbg = cent(bbg.wert);
  return {
    steuerfrei,
    beitragsfrei,
    bbg,
    jahr: {
      steuerfrei: anteil(jahresBbg, satz(steuerfrei.wert), 'ab'),
      beitragsfrei: anteil(jahresBbg, satz(beitragsfrei.wert), 'ab'),
    },
  };
}

// The rooms this month may fill, cent. Both limits are yearly amounts ("im Kalenderjahr"). With the year
// so far given (bezuege.bav_*_bisher), the month takes the yearly amount less what earlier months used,
// at once: in tax law a yearly amount never cut for part of a year (BMF vom 12.08.2021, BStBl I S. 1050),
// in social insurance pro rata or en bloc, but never backwards into a month already charged (GR vom
// 21.11.2018, Ziff. 5.2.1.2). Without it, a twelfth of each (a constant conversion over a full year).
// Steuerklasse VI: § 3 Nr. 63 EStG only in the first employment (BMF vom 12.08.2021); without the tax
// exemption the SvEV exemption, which requires it, is gone too.
export function bavRaeume(m: Monat, a: Abrechnung): { raum: BavRaum; steuerfrei: Gelesen; beitragsfrei: Gelesen } {
  const g = jahresgrenzen(m);
  a.zitiere(g.bbg);
  const sechs = m.e.steuerklasse === 6;
  const bisher = m.e.bezuege.bavBisher;
  const roh = sechs
    ? { steuerfrei: 0, beitragsfrei: 0 }
    : bisher
      ? {
          steuerfrei: Math.max(0, g.jahr.steuerfrei - bisher.steuerfrei),
          beitragsfrei: Math.max(0, g.jahr.beitragsfrei - bisher.beitragsfrei),
        }
      : {
          steuerfrei: teile(g.jahr.steuerfrei, 12, 'ab'),
          beitragsfrei: teile(g.jahr.beitragsfrei, 12, 'ab'),
        };
  // The SvEV frees only what § 3 Nr. 63 EStG leaves tax-free: never more room than the tax's.
  const raum = { steuerfrei: roh.steuerfrei, beitragsfrei: Math.min(roh.beitragsfrei, roh.steuerfrei) };
  const wie = bisher ? 'Jahresbetrag abzüglich bisher genutzt' : 'Monatsanteil';
  a.schritt(`Steuerfreier Raum § 3 Nr. 63 EStG (${wie})`, euro(raum.steuerfrei));
  a.schritt(`Beitragsfreier Raum § 1 Abs. 1 Satz 1 Nr. 9 SvEV (${wie})`, euro(raum.beitragsfrei));
  if (sechs)
    a.hinweis(
      'Steuerklasse 6: § 3 Nr. 63 EStG gilt nur im ersten Dienstverhältnis; Entgeltumwandlung und ' +
        'Arbeitgeberbeitrag sind steuer- und beitragspflichtig.',
    );
  return { raum, steuerfrei: g.steuerfrei, beitragsfrei: g.beitragsfrei };
}

// The part of a one-off converted into the bAV (einmalzahlung.entgeltumwandlung): free within what the
// month's regular contributions left of the yearly rooms (the SvEV room may be filled from current pay
// or one-offs alike, GR vom 21.11.2018, Ziff. 5.2.1.1), the statutory subsidy of § 1a Abs. 1a BetrAVG
// on it first. ersparnis: the employer's contributions the conversion of a contribution-free amount
// saves on the one-off. The one-off's taxable and contributory amounts are what is left.
export interface EinmalUmwandlung {
  umwandlung: number;
  zuschuss: number;
  // The one-off's taxable (sonstiger Bezug) and contributory amounts, cent.
  steuer: number;
  sv: number;
  genutzt: BavRaum;
}

// regulaer: the rooms the month's regular contributions left (null: none paid, the month's rooms).
export function einmalUmwandlung(
  m: Monat,
  a: Abrechnung,
  regulaer: BavRaum | null,
  ersparnis: (frei: number) => number,
): EinmalUmwandlung | null {
  const e = m.e.einmal;
  if (!e || e.umwandlung === 0) return null;
  const u = e.umwandlung;
  const raeume = bavRaeume(m, regulaer ? new Summen() : a);
  const frei = regulaer ?? raeume.raum;
  const rest = { steuerfrei: frei.steuerfrei, beitragsfrei: Math.min(frei.beitragsfrei, frei.steuerfrei) };
  let z = 0;
  let zitatZ: Gelesen | null = null;
  // A subsidy the caller gave (bezuege.bav_arbeitgeberzuschuss) is the month's whole employer
  // contribution; else the statutory one on the converted one-off as on converted current pay.
  if (m.e.bezuege.bavZuschuss === null) {
    const pflicht = m.bezug.vielleicht('bav-hoechstbetraege', 'pflichtzuschuss_entgeltumwandlung', m.e.tag);
    if (pflicht) {
      const gespart = Math.max(0, ersparnis(Math.min(u, rest.beitragsfrei)));
      z = Math.min(anteil(u, satz(pflicht.wert)), gespart);
      a.schritt('Ersparte Arbeitgeberbeiträge auf die Einmalzahlung', euro(gespart));
      zitatZ = pflicht;
    }
  }
  const zSteuerfrei = Math.min(z, rest.steuerfrei);
  const uSteuerfrei = Math.min(u, rest.steuerfrei - zSteuerfrei);
  const zBeitragsfrei = Math.min(z, rest.beitragsfrei);
  const uBeitragsfrei = Math.min(u, rest.beitragsfrei - zBeitragsfrei);
  a.schritt('Steuerfreier Raum für die Einmalzahlung', euro(rest.steuerfrei));
  a.schritt('Beitragsfreier Raum für die Einmalzahlung', euro(rest.beitragsfrei));
  if (z + u > zSteuerfrei + uSteuerfrei) zusatzbetragHinweis(m, a);
  const grenzen = `${raeume.steuerfrei.rechtsgrundlage}; ${raeume.beitragsfrei.rechtsgrundlage}`;
  a.bezugszeile({
    id: 'entgeltumwandlung_einmal',
    bezeichnung: 'Entgeltumwandlung aus der Einmalzahlung (betriebliche Altersversorgung)',
    cent: u,
    steuerpflichtig: u - uSteuerfrei,
    beitragspflichtig: u - uBeitragsfrei,
    ausgezahlt: 0,
    zitat: { ...raeume.steuerfrei, rechtsgrundlage: grenzen },
  });
  if (z > 0 && zitatZ)
    a.bezugszeile({
      id: 'bav_arbeitgeberzuschuss_einmal',
      bezeichnung: `Arbeitgeberzuschuss zur Entgeltumwandlung aus der Einmalzahlung (${prozent(
        zitatZ.wert,
      )} %, höchstens die ersparten Beiträge)`,
      cent: z,
      steuerpflichtig: z - zSteuerfrei,
      beitragspflichtig: z - zBeitragsfrei,
      ausgezahlt: 0,
      zitat: { ...zitatZ, rechtsgrundlage: `${zitatZ.rechtsgrundlage}; ${grenzen}` },
      satz: zitatZ.wert,
      basis: u,
    });
  return {
    umwandlung: u,
    zuschuss: z,
    steuer: e.cent - uSteuerfrei + z - zSteuerfrei,
    sv: e.cent - uBeitragsfrei + z - zBeitragsfrei,
    genutzt: { steuerfrei: zSteuerfrei + uSteuerfrei, beitragsfrei: zBeitragsfrei + uBeitragsfrei },
  };
}

// The year so far of the bAV rooms and a one-off's conversion, checked against the month's yearly
// limits; n names the inputs as the request does.
export function pruefeBav(m: Monat, n: Namen, r: Richtung): void {
  const b = m.e.bezuege;
  const e = m.e.einmal;
  const st = n('bezuege.bav_steuerfrei_bisher');
  const sv = n('bezuege.bav_beitragsfrei_bisher');
  const raw = b.bavBisher;
  if (raw) {
    const g = jahresgrenzen(m).jahr;
    for (const [name, wert, grenze, was] of [
      [st, raw.steuerfrei, g.steuerfrei, '§ 3 Nr. 63 EStG'],
      [sv, raw.beitragsfrei, g.beitragsfrei, '§ 1 Abs. 1 Satz 1 Nr. 9 SvEV'],
    ] as const)
      if (wert > grenze)
        throw fehler(
          name,
          `${name} (${euro(wert)}) übersteigt den Jahresbetrag nach ${was} (${euro(grenze)} Euro im Jahr ` +
            `${m.e.tag.slice(0, 4)}); erlaubt sind 0 bis ${euro(grenze)}.`,
        );
    // The SvEV frees only contributions that are tax-free under § 3 Nr. 63 EStG.
    if (raw.beitragsfrei > raw.steuerfrei)
      throw fehler(
        sv,
        `${sv} (${euro(raw.beitragsfrei)}) ist größer als ${st} (${euro(raw.steuerfrei)}): beitragsfrei ist nur, ` +
          'was nach § 3 Nr. 63 EStG steuerfrei ist (§ 1 Abs. 1 Satz 1 Nr. 9 SvEV).',
      );
  }
  if (!e || e.umwandlung === 0) return;
  const name = n('einmalzahlung.entgeltumwandlung');
  if (r === 'netto') throw fehler(name, `${name} rechnet der Rechner nicht in netto-brutto; in brutto-netto schon.`);
  if (e.art !== 'sonstiger_bezug')
    throw fehler(
      name,
      `${name} gilt nur mit ${n('einmalzahlung.art')}=sonstiger_bezug, nicht ${e.art} (die Umwandlung einer ` +
        'Abfindung oder einer Vergütung für mehrere Jahre rechnet der Rechner nicht).',
    );
  if (e.umwandlung > e.cent)
    throw fehler(
      name,
      `${name} (${euro(e.umwandlung)}) ist größer als ${n('einmalzahlung.betrag')} (${euro(e.cent)}); erlaubt ` +
        `sind 0 bis ${euro(e.cent)}.`,
    );
  if (!raw)
    throw new ApiFehler(
      'parameter_fehlt',
      `Mit ${name} sind ${st} und ${sv} nötig: die Einmalzahlung nutzt, was vom Jahresraum nach § 3 Nr. 63 EStG ` +
        'und § 1 Abs. 1 Satz 1 Nr. 9 SvEV noch frei ist (0, wenn in diesem Jahr noch nichts umgewandelt wurde).',
      { parameter: st },
    );
}

// A rate in percent as the answer's texts write it (15, 2,5).
const prozent = (wert: number): string => String(wert).replace('.', ',');

// Whether § 26a BetrAVG gives the subsidy also for agreements made before 2019 on the payslip's day:
// bav-hoechstbetraege has pflichtzuschuss_altvereinbarungen then. Only a hint depends on it, so the
// value is looked up without being cited.
function auchAltvereinbarungen(m: Monat): boolean {
  const liste = m.bezug.finde('bav-hoechstbetraege', m.e.tag)?.bestandteile as Objekt[] | undefined;
  return typeof liste?.find((b) => b.id === 'pflichtzuschuss_altvereinbarungen')?.wert === 'number';
}

// In a Minijob the payslip computes no deferred compensation (the issue; docs/ENTSCHEIDUNGEN.md).
export function pruefeMinijob(m: Monat): void {
  const b = m.e.bezuege;
  if (b.entgeltumwandlung > 0)
    throw fehler(
      'entgeltumwandlung',
      `entgeltumwandlung rechnet der Rechner nicht in einem Minijob (Entgelt bis ${m.untergrenze().wert} Euro).`,
    );
  if ((b.bavZuschuss ?? 0) > 0)
    throw fehler(
      'bav_arbeitgeberzuschuss',
      `bav_arbeitgeberzuschuss rechnet der Rechner nicht in einem Minijob (Entgelt bis ${m.untergrenze().wert} Euro).`,
    );
}
