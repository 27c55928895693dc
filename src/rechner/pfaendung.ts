// Garnishment of earned income (§ 850c ZPO): the exempt amount for the debtor and up to five
// dependants, and the garnishable share of a monthly net income. The amounts come from the
// Pfändungsfreigrenzenbekanntmachung in data/pfaendungsfreigrenzen.yaml.

import { runde2 } from '../gemeinsam/geld';
import type { Erweiterung } from './erweiterung';

export interface PfaendungsGrenzen {
  grundbetrag_monat: number;
  erhoehung_erste_person_monat: number;
  erhoehung_weitere_person_monat: number;
  voll_pfaendbar_ab_monat: number;
}

// § 850c Abs. 2 ZPO: at most five dependants raise the exempt amount.
export const HOECHSTENS_PERSONEN = 5;

export function freibetrag(g: PfaendungsGrenzen, personen: number): number {
  const k = Math.min(personen, HOECHSTENS_PERSONEN);
  return runde2(
    g.grundbetrag_monat +
      (k >= 1 ? g.erhoehung_erste_person_monat : 0) +
      Math.max(0, k - 1) * g.erhoehung_weitere_person_monat,
  );
}

// § 850c Abs. 3 ZPO: of the income above the exempt amount three tenths stay with the debtor,
// two more tenths for the first dependant and one more for each of the second to fifth; income
// above voll_pfaendbar_ab_monat is garnishable in full. § 850c Abs. 4 with the table: the income
// up to that limit is rounded down to a multiple of 10 euros before the share is computed.
export function pfaendbarerBetrag(g: PfaendungsGrenzen, personen: number, netto: number): number {
  const k = Math.min(personen, HOECHSTENS_PERSONEN);
  const frei = freibetrag(g, k);
  const voll = Math.max(0, netto - g.voll_pfaendbar_ab_monat);
  const basis = Math.floor(Math.min(netto, g.voll_pfaendbar_ab_monat) / 10 + 1e-9) * 10;
  if (basis <= frei) return runde2(voll);
  const zehntel = 7 - (k >= 1 ? 2 : 0) - Math.max(0, k - 1);
  return runde2(((basis - frei) * zehntel) / 10 + voll);
}

export const pfaendungErweiterung: Erweiterung = {
  parameter: [
    {
      name: 'unterhaltspflichten',
      typ: 'ganzzahl',
      pflicht: false,
      bereich: { min: 0, max: 99 },
      beispiel: 1,
      beschreibung:
        'Zahl der Personen, denen der Schuldner gesetzlich Unterhalt gewährt (0 bis 99; mehr als 5 zählen als 5).',
    },
    {
      name: 'netto',
      typ: 'zahl',
      pflicht: false,
      bereich: { min: 0, max: 1_000_000 },
      beispiel: 2345.67,
      beschreibung: 'Monatliches Nettoeinkommen in Euro (nach § 850e ZPO).',
    },
  ],
  berechne(basis, p) {
    const g = basis as unknown as PfaendungsGrenzen;
    const hatPersonen = typeof p.unterhaltspflichten === 'number';
    const personen = hatPersonen ? (p.unterhaltspflichten as number) : 0;
    const netto = typeof p.netto === 'number' ? p.netto : null;
    return {
      ...basis,
      unterhaltspflichten: hatPersonen ? personen : null,
      unterhaltspflichten_beruecksichtigt: hatPersonen ? Math.min(personen, HOECHSTENS_PERSONEN) : null,
      freibetrag_monat: hatPersonen ? freibetrag(g, personen) : null,
      netto_monat: netto,
      pfaendbarer_betrag_monat: netto === null ? null : pfaendbarerBetrag(g, personen, netto),
    };
  },
};
