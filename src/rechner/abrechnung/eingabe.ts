// The checked inputs of one payslip as the engine takes them (amounts in cent, defaults that need
// the month still null). The request schema (GET and POST) produces them; the engine only reads them.

import type { Land } from '../../daten/schema';
import type { DienstwagenEingabe } from '../dienstwagen';
import type { Personengruppe } from './personengruppe';
import type { Sfn } from './sfn-parameter';

export type EinmalzahlungArt = 'sonstiger_bezug' | 'mehrjaehrig' | 'entschaedigung';

// The one-off as the caller gave it, in cent; null: the default, resolved per payslip.
export interface Einmal {
  cent: number;
  art: EinmalzahlungArt;
  jahresarbeitslohn: number | null;
  kvBisher: number | null;
  rvBisher: number | null;
  tageBisher: number | null;
  vorjahrKv: number | null;
  vorjahrRv: number | null;
  vorjahrTage: number | null;
  // The part converted into the bAV (einmalzahlung.entgeltumwandlung), cent; 0: none.
  umwandlung: number;
}

// The month's further pay and ELStAM entries as the caller gave them, in cent (issue 31); null: the
// default, resolved per payslip (bav_arbeitgeberzuschuss) or none (faktor).
export interface Bezuege {
  freibetrag: number;
  hinzurechnung: number;
  faktor: number | null;
  entgeltumwandlung: number;
  bavZuschuss: number | null;
  // The yearly rooms of § 3 Nr. 63 EStG and § 1 Abs. 1 Satz 1 Nr. 9 SvEV used before this month in this
  // employment, cent; null: not given (each month takes a twelfth of the yearly room).
  bavBisher: { steuerfrei: number; beitragsfrei: number } | null;
  geldwerterVorteil: number;
  sachbezug: number;
  // The employer's flat-taxed extras of § 40 Abs. 2 EStG (pauschal.ts), cent; meals by count.
  fahrtkostenzuschuss: number;
  // Distance and days that cap the flat-taxed part at the Entfernungspauschale; null: already capped.
  fahrtkosten: { km: number; tage: number } | null;
  // The Jobticket flat-taxed instead of § 3 Nr. 15 EStG (§ 40 Abs. 2 Satz 2 Nr. 2 EStG), cent; zuschuss:
  // paid out as a cash allowance, otherwise a benefit in kind.
  jobticket: { cent: number; zuschuss: boolean };
  internetzuschuss: number;
  erholungsbeihilfe: number;
  mahlzeiten: { fruehstueck: number; mittag: number; abend: number; pauschal: boolean };
  // Altersteilzeit (altersteilzeit.ts), cent: the Aufstockungsbetrag paid out and the additional base of
  // the employer's pension contributions (§ 3 Abs. 1 Nr. 1 AltTZG); 0: none.
  altersteilzeit: { aufstockung: number; rvZusatz: number };
  // null: no company car.
  dienstwagen: DienstwagenEingabe | null;
  // null: no supplements for Sunday, holiday and night work.
  sfn: Sfn | null;
}

// The other employments of the month, in cent (mehrfach.ts).
export interface Mehrfach {
  // Contributory pay (every branch) from other employers: the main employment.
  weitere: number;
  // Pay from other Minijobs not added to a main employment: without a main employment every other
  // Minijob; with one, the first Minijob taken up beside it, which stays exempt.
  minijobs: number;
  // The other employments run the whole calendar month: a part month of this one then counts as the
  // whole month (teilmonat.ts, ganzerMonat).
  ganzerMonat: boolean;
}

// A part month: SV days and, with tage, the calendar days of a part pay period for wage tax (null:
// the monthly table).
export interface Teilmonat {
  svTage: number;
  lohnsteuerTage: number | null;
}

// The person and the month as the calculation uses them; amounts in cent.
export interface Eingabe {
  tag: string;
  monat: string;
  steuerklasse: number;
  kinderfreibetraege: number;
  kirchensteuer: boolean;
  land: Land;
  // null: follows from the Land (beitrittsgebiet_laender of the data).
  rechtskreis: 'west' | 'ost' | null;
  krankenversicherung: 'gesetzlich' | 'privat';
  zusatzbeitrag: number | null;
  pkvCent: number | null;
  ppvCent: number | null;
  kinder: number;
  kinder_unter_25: number;
  geburtsjahr: number | null;
  geburtsdatum: string | null;
  rentenversicherung: 'pflichtig' | 'befreit';
  // The employment was insured on 30.09.2022 with 450.01 to 520 euros (§ 134 SGB IV, bestandsschutz.ts).
  bestandsschutz134: boolean;
  // The key the caller gave (personengruppe.ts); null: the kind follows from the pay alone.
  personengruppe: Personengruppe | null;
  u1_satz: number;
  u2_satz: number;
  protokoll: boolean;
  // null: no one-off (the request is the plain month's payslip).
  einmal: Einmal | null;
  // null: no other employments given (mehrfach.ts).
  mehrfach: Mehrfach | null;
  bezuege: Bezuege;
  // null: the whole month.
  teil: Teilmonat | null;
}
