// The DEÜV keys a month's payslip reports (issue 41): its Personengruppe by the person's group and the
// pay, the Beitragsgruppenschlüssel of the contributions it charged (personengruppe.ts holds the keys and
// their meaning), and why the month's key differs from the one given.
import { cent as inCent } from '../../gemeinsam/geld';
import type { BruttoNettoAntwort } from './antwort';
import { bestandsschutzBei } from './bestandsschutz';
import type { Monat } from './monat';
import { beitragsgruppe, GRUPPENNAME, type Personengruppe } from './personengruppe';
import { fuerSvTage } from './teilmonat';

type Beschaeftigung = BruttoNettoAntwort['beschaeftigung'];

// The Personengruppe of the month (personengruppe.ts): 110 and 109 take precedence over every other
// key; a trainee (and a Praktikant, Anlage 2 at 105) is 121 up to the Geringverdienergrenze for the
// month's SV days, else 102 (105 where given); a trainee in an außerbetriebliche Einrichtung 122.
export function personengruppeBei(m: Monat, art: Beschaeftigung, brutto: number): Personengruppe {
  if (m.art === 'kurzfristig') return '110';
  if (art === 'minijob') return '109';
  if (m.art === 'azubi' || m.art === 'azubi_ausserbetrieblich') {
    const grenze = fuerSvTage(m, inCent(m.geringverdienergrenze().wert, 'brutto-netto.geringverdienergrenze_monat'));
    if (brutto <= grenze) return '121';
    return m.art === 'azubi_ausserbetrieblich' ? '122' : m.e.personengruppe === '105' ? '105' : '102';
  }
  if (m.art === 'altersteilzeit') return '103';
  if (m.art === 'werkstudent') return '106';
  if (m.art === 'altersvollrentner') return '119';
  if (m.art === 'altersvollrentner_pflichtig') return '120';
  return '101';
}

// The Beitragsgruppenschlüssel of the contributions the payslip charges for this group and kind
// (personengruppe.ts, Zweige).
export function beitragsgruppeBei(
  m: Monat,
  gruppe: Personengruppe,
  art: Beschaeftigung,
  brutto: number,
  ohneAv: boolean,
): string {
  const gesetzlich = m.e.krankenversicherung === 'gesetzlich';
  if (gruppe === '110') return beitragsgruppe({ kv: '0', rv: '0', av: '0', pv: '0' });
  // The report to the health fund (Techniker Krankenkasse, "Übergangsbereich 2022: Bestandsfälle"); RV goes
  // to the Minijob-Zentrale with 0100 or 0500 (bestandsschutz.ts, in the hinweis).
  if (art === 'minijob' && bestandsschutzBei(m, brutto)) return beitragsgruppe({ kv: '1', rv: '0', av: '1', pv: '1' });
  if (art === 'minijob')
    return beitragsgruppe({
      kv: gesetzlich ? '6' : '0',
      rv: m.e.rentenversicherung === 'pflichtig' && m.art !== 'altersvollrentner' ? '1' : '5',
      av: '0',
      pv: '0',
    });
  if (gruppe === '106') return beitragsgruppe({ kv: '0', rv: '1', av: '0', pv: '0' });
  if (gruppe === '119')
    return beitragsgruppe({
      kv: gesetzlich ? '3' : '0',
      rv: '3',
      av: m.avArbeitgeberNachAltersgrenze().wert === 1 ? '2' : '0',
      pv: gesetzlich ? '1' : '0',
    });
  if (gruppe === '120')
    return beitragsgruppe({
      kv: gesetzlich ? '3' : '0',
      rv: '1',
      av: !m.nachAltersgrenze() ? '1' : m.avArbeitgeberNachAltersgrenze().wert === 1 ? '2' : '0',
      pv: gesetzlich ? '1' : '0',
    });
  return beitragsgruppe({ kv: gesetzlich ? '1' : '0', rv: '1', av: ohneAv ? '0' : '1', pv: gesetzlich ? '1' : '0' });
}

// Why the month's key differs from the one given (the hinweis of bruttoNetto).
const GRUPPENGRUND: Record<Personengruppe, string> = {
  '101': 'das Entgelt übersteigt die Geringfügigkeitsgrenze',
  '102': 'das Entgelt übersteigt die Geringverdienergrenze (§ 20 Abs. 3 Satz 1 Nr. 1 SGB IV)',
  '103': 'Beschäftigung in Altersteilzeit',
  '105': 'das Entgelt übersteigt die Geringverdienergrenze (§ 20 Abs. 3 Satz 1 Nr. 1 SGB IV)',
  '106': 'das Entgelt übersteigt die Geringfügigkeitsgrenze',
  '109':
    'das Entgelt übersteigt die Geringfügigkeitsgrenze nicht, und der Schlüssel 109 hat Vorrang vor jedem ' +
    'anderen außer 110 (Anlage 2 des Gemeinsamen Rundschreibens zum Meldeverfahren)',
  '110': 'kurzfristige Beschäftigung',
  '119': 'Altersvollrentner nach Erreichen der Regelaltersgrenze',
  '120': 'versicherungspflichtiger Altersvollrentner',
  '121': 'das Entgelt übersteigt die Geringverdienergrenze nicht (§ 20 Abs. 3 Satz 1 Nr. 1 SGB IV)',
  '122': 'Ausbildung in einer außerbetrieblichen Einrichtung',
};

// Whether the group is insured in KV through this employment (else a privately insured employee has
// no subsidy: § 257 Abs. 2 SGB V concerns those free only for the income limit or exempted, not a
// Werkstudent, § 6 Abs. 1 Nr. 3 SGB V, or a short-term employment, § 7 SGB V).
export const kv = (g: Personengruppe): boolean => g !== '106' && g !== '110' && g !== '109';

// The hinweis where the month's key is not the one given (null: it is, or none was given).
export function gruppeHinweis(m: Monat, gruppe: Personengruppe): string | null {
  const g = m.e.personengruppe;
  if (g === null || g === gruppe) return null;
  return (
    `personengruppe=${g} (${GRUPPENNAME[g]}): in diesem Monat gilt ${gruppe} (${GRUPPENNAME[gruppe]}), ` +
    `${GRUPPENGRUND[gruppe]}.`
  );
}
