// Input parameters of /v1/hr/lohnsteuer: the PAP's input variables in lower case, with the
// meaning, unit (cent where the PAP uses cent) and default of the BMF interface. The list is the
// union over all PAP versions 2015-2026; a variable a version does not know is rejected for a
// payment date of that version (see lohnsteuer.ts).
import type { ParameterSpec } from '../../vertrag/parameter';

// Largest amount accepted in cent: 1 billion euro, far above any wage, far below 2^53.
const MAX_CENT = 100_000_000_000;

const cent = (name: string, beschreibung: string, beispiel = 0): ParameterSpec => ({
  name,
  typ: 'ganzzahl',
  pflicht: false,
  standard: 0,
  bereich: { min: 0, max: MAX_CENT },
  beispiel,
  beschreibung: `${beschreibung} In Cent (0 bis ${MAX_CENT}).`,
});
const merker = (name: string, beschreibung: string, max = 1, standard = 0): ParameterSpec => ({
  name,
  typ: 'ganzzahl',
  pflicht: false,
  standard,
  bereich: { min: 0, max },
  beispiel: standard,
  beschreibung,
});

// By PAP variable name (upper case as in the XML).
export const PAP_PARAMETER: Record<string, ParameterSpec> = {
  af: merker('af', '1, wenn das Faktorverfahren gewählt wurde (nur Steuerklasse IV), sonst 0.', 1, 1),
  AJAHR: {
    name: 'ajahr',
    typ: 'ganzzahl',
    pflicht: false,
    standard: 0,
    bereich: { min: 0, max: 2100 },
    beispiel: 0,
    beschreibung: 'Auf die Vollendung des 64. Lebensjahres folgendes Kalenderjahr; nötig, wenn alter1=1 (0 bis 2100).',
  },
  ALTER1: merker(
    'alter1',
    '1, wenn das 64. Lebensjahr zu Beginn des Kalenderjahres vollendet war, in dem der Lohnzahlungszeitraum endet ' +
      '(§ 24a EStG), sonst 0.',
  ),
  ALV: merker(
    'alv',
    'Ab PAP 2026: 0, wenn der Arbeitnehmer in der Arbeitslosenversicherung pflichtversichert ist, sonst 1.',
  ),
  ENTSCH: cent('entsch', 'Bis PAP 2024: in vkapa und vmt enthaltene Entschädigungen nach § 24 Nr. 1 EStG.'),
  f: {
    name: 'f',
    typ: 'zahl',
    pflicht: false,
    standard: 1,
    bereich: { min: 0, max: 1 },
    beispiel: 1,
    beschreibung:
      'Eingetragener Faktor mit drei Nachkommastellen (Faktorverfahren, 0 bis 1; 0,000, wenn die Einkommensteuer ' +
      'nach dem Splittingverfahren 0 ist, § 39f Abs. 1 EStG); mit af=0 wendet der PAP f nicht an.',
  },
  JFREIB: cent('jfreib', 'Jahresfreibetrag für die Lohnsteuer auf sonstige Bezüge (ELStAM).'),
  JHINZU: cent('jhinzu', 'Jahreshinzurechnungsbetrag für die Lohnsteuer auf sonstige Bezüge (ELStAM).'),
  JRE4: cent('jre4', 'Voraussichtlicher Jahresarbeitslohn ohne sonstige Bezüge; nötig bei sonstb.'),
  JRE4ENT: cent('jre4ent', 'In jre4 enthaltene Entschädigungen nach § 24 Nr. 1 EStG.'),
  JVBEZ: cent('jvbez', 'In jre4 enthaltene Versorgungsbezüge.'),
  KRV: merker(
    'krv',
    'Rentenversicherung: ab PAP 2025 0 = pflichtversichert (allgemeine Beitragsbemessungsgrenze), 1 = nicht; bis ' +
      'PAP 2024 0 = versichert mit Beitragsbemessungsgrenze West, 1 = versichert mit Beitragsbemessungsgrenze Ost, ' +
      '2 = nicht versichert.',
    2,
  ),
  KVZ: {
    name: 'kvz',
    typ: 'zahl',
    pflicht: false,
    standard: 0,
    bereich: { min: 0, max: 10 },
    beispiel: 2.9,
    beschreibung: 'Kassenindividueller Zusatzbeitragssatz der Krankenversicherung in Prozent, z. B. 2.9 (0 bis 10).',
  },
  LZZ: {
    name: 'lzz',
    typ: 'ganzzahl',
    pflicht: false,
    standard: 1,
    bereich: { min: 1, max: 4 },
    beispiel: 2,
    beschreibung: 'Lohnzahlungszeitraum: 1 = Jahr, 2 = Monat, 3 = Woche, 4 = Tag.',
  },
  LZZFREIB: cent('lzzfreib', 'Freibetrag für den Lohnzahlungszeitraum (ELStAM).'),
  LZZHINZU: cent('lzzhinzu', 'Hinzurechnungsbetrag für den Lohnzahlungszeitraum (ELStAM).'),
  MBV: cent('mbv', 'Ab PAP 2024: nicht zu besteuernde Vorteile bei Vermögensbeteiligungen (§ 19a Abs. 1 Satz 4 EStG).'),
  PKPV: cent(
    'pkpv',
    'Beiträge zur privaten Basiskranken- und Pflege-Pflichtversicherung als Monatsbetrag, unabhängig von lzz.',
  ),
  PKPVAGZ: cent(
    'pkpvagz',
    'Ab PAP 2026: Arbeitgeberzuschuss zur privaten Basiskranken- und Pflege-Pflichtversicherung als Monatsbetrag.',
  ),
  PKV: merker(
    'pkv',
    'Krankenversicherung: 0 = gesetzlich; bis PAP 2025 1 = ausschließlich privat ohne, 2 = ausschließlich privat ' +
      'mit Arbeitgeberzuschuss; ab PAP 2026 1 = ausschließlich privat (Zuschuss in pkpvagz).',
    2,
  ),
  PVA: merker(
    'pva',
    'Ab PAP 2024: Zahl der Beitragsabschläge in der Pflegeversicherung für das 2. bis 5. Kind (0 bis 4).',
    4,
  ),
  PVS: merker('pvs', '1, wenn die Besonderheiten der Pflegeversicherung in Sachsen gelten, sonst 0.'),
  PVZ: merker(
    'pvz',
    '1, wenn der Arbeitnehmer den Beitragszuschlag für Kinderlose zur Pflegeversicherung zahlt, sonst 0.',
  ),
  R: merker(
    'r',
    'Religionsgemeinschaft laut ELStAM: 0 = keine Kirchensteuerpflicht, sonst kirchensteuerpflichtig (die ' +
      'Schlüsselzahl der Religion, 1 bis 99).',
    99,
  ),
  RE4: {
    name: 're4',
    typ: 'ganzzahl',
    pflicht: true,
    bereich: { min: 0, max: MAX_CENT },
    beispiel: 500000,
    beschreibung:
      `Steuerpflichtiger Arbeitslohn des Lohnzahlungszeitraums vor Versorgungsfreibetrag, ` +
      `Altersentlastungsbetrag, Frei- und Hinzurechnungsbetrag, in Cent (0 bis ${MAX_CENT}).`,
  },
  SONSTB: cent('sonstb', 'Sonstige Bezüge (einschließlich Vermögensbeteiligungen, Sterbegeld, Kapitalauszahlungen).'),
  SONSTENT: cent(
    'sonstent',
    'In sonstb enthaltene Entschädigungen nach § 24 Nr. 1 EStG und Vorteile nach § 19a Abs. 4 EStG.',
  ),
  STERBE: cent('sterbe', 'In sonstb enthaltenes Sterbegeld bei Versorgungsbezügen und Kapitalauszahlungen.'),
  STKL: {
    name: 'stkl',
    typ: 'ganzzahl',
    pflicht: false,
    standard: 1,
    bereich: { min: 1, max: 6 },
    beispiel: 1,
    beschreibung: 'Steuerklasse 1 bis 6.',
  },
  VBEZ: cent('vbez', 'In re4 enthaltene Versorgungsbezüge.'),
  VBEZM: cent('vbezm', 'Versorgungsbezug im Januar oder bei Beginn im Laufe des Jahres der erste volle Monatsbetrag.'),
  VBEZS: cent('vbezs', 'Voraussichtliche Sonderzahlungen zu Versorgungsbezügen im Kalenderjahr.'),
  VBS: cent('vbs', 'In sonstb enthaltene Versorgungsbezüge einschließlich Sterbegeld.'),
  VJAHR: {
    name: 'vjahr',
    typ: 'ganzzahl',
    pflicht: false,
    standard: 0,
    bereich: { min: 0, max: 2100 },
    beispiel: 0,
    beschreibung:
      'Jahr, in dem der Versorgungsbezug erstmals gewährt wurde; nötig mit Versorgungsbezügen (0 bis 2100).',
  },
  VKAPA: cent('vkapa', 'Bis PAP 2024: Entschädigungen und Kapitalauszahlungen für mehrere Jahre.'),
  VMT: cent('vmt', 'Bis PAP 2024: Entschädigungen für eine mehrjährige Tätigkeit.'),
  ZKF: {
    name: 'zkf',
    typ: 'zahl',
    pflicht: false,
    standard: 0,
    bereich: { min: 0, max: 99 },
    beispiel: 0,
    beschreibung:
      'Zahl der Kinderfreibeträge mit einer Dezimalstelle, z. B. 1.5 (0 bis 99; nur Steuerklassen I bis IV).',
  },
  ZMVB: merker('zmvb', 'Zahl der Monate mit Versorgungsbezügen im Kalenderjahr (0 bis 12); nur bei lzz=1.', 12),
};

export const PAP_NAME_VON = new Map(Object.entries(PAP_PARAMETER).map(([pap, spec]) => [spec.name, pap]));
