// Fixed sentences of every answer: terms of use and the citation sentence.

export const DIENST_NAME = 'HR-Referenzdaten-API';

export const LIZENZ =
  'Gesetze, Verordnungen und amtliche Bekanntmachungen sind als amtliche Werke gemeinfrei (§ 5 UrhG). ' +
  'Die Zusammenstellung dieser API darf mit Quellenangabe frei genutzt werden (CC BY 4.0). ' +
  'Die Angaben ersetzen keine Rechtsberatung; maßgeblich ist der amtliche Wortlaut.';

export function zitat(name: string, id: string, datenstand: string, basis: string): string {
  return `${DIENST_NAME}, Datensatz „${name}“ (${id}), Datenstand ${datenstand}, ${basis}/hr/${id}.`;
}
