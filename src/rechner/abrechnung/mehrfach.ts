// Mehrfachbeschäftigung (issue 41, part 2): the other employments of the month decide whether this
// one is a Minijob, with which total pay the Übergangsbereich is computed and which share of the
// ceilings this employer charges. The rules are § 8 Abs. 2 Satz 1 SGB IV (pays of several jobs are
// added), § 7 Abs. 1 Satz 2 SGB V and § 6 Abs. 1b Satz 3 / § 5 Abs. 2 Satz 1 SGB VI (beside a
// contributory main job one Minijob, the first, stays exempt), § 27 Abs. 2 Satz 1 SGB III (in AV
// Minijobs are never added to a main job), § 20 Abs. 2 and 2a SGB IV (the Übergangsbereich by the
// total pay, each base shared in proportion to the pays: GR Übergangsbereich vom 20.12.2022, Ziff.
// 4.3.4.2) and § 22 Abs. 2 SGB IV (pays above the ceiling are reduced in proportion);
// docs/ENTSCHEIDUNGEN.md, "Mehrfachbeschäftigung (Issue 41)". A part month of this employment beside a
// main employment of the whole month counts as the whole month (ganzerMonat).
import { euro, teile, verhaeltnis } from '../../gemeinsam/geld';
import { ApiFehler, ungueltig } from '../../vertrag/fehler';
import type { Namen } from '../../vertrag/koerper';
import type { BruttoNettoAntwort } from './antwort';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';
import { fuerSvTage, ganzerMonat, geteilteGrenzen } from './teilmonat';
import { type Uebergang, uebergang } from './uebergangsbereich';

type Beschaeftigung = BruttoNettoAntwort['beschaeftigung'];

export type MehrfachRegel =
  | 'minijobs_unter_grenze'
  | 'minijobs_zusammen_pflichtig'
  | 'erster_minijob_neben_haupt'
  | 'weiterer_minijob_neben_haupt'
  | 'neben_hauptbeschaeftigung'
  | 'hauptbeschaeftigung_neben_minijob';

export interface MehrfachLage {
  regel: MehrfachRegel;
  art: Beschaeftigung;
  // A further Minijob beside a main employment stays free of AV (§ 27 Abs. 2 Satz 1 SGB III).
  ohneAv: boolean;
  // The total contributory pay of all employments that are added with this one, in cent.
  gesamt: number;
}

// A part month of this employment beside employments of the whole calendar month (ganzerMonat,
// teilmonat.ts): for the sharing of the ceilings the pays belong to the whole month (Gemeinsame Grundsätze
// zur Beitragsberechnung nach § 22 Abs. 2 SGB IV vom 12.11.2014, Ziff. 4 Abs. 1: "dem gesamten
// Kalendermonat des Hinzutritts zuzuordnen", the same where one ends), so the full monthly ceilings are
// shared; in the Übergangsbereich the total pay is taken for 30 SV days, neither scaled up nor reduced (GR
// Übergangsbereich vom 20.12.2022, Ziff. 4.3.4.2, Beispiel 16b: 600 Euro of the whole month and 150 Euro of
// 15 days give the bases of 750 Euro). Whether the total is in the Übergangsbereich follows from the
// regular monthly pays (Ziff. 4.3.4: "deren regelmäßige Arbeitsentgelte jedoch in der Summe"): the others'
// and this one's scaled to a month (teilmonat.ts).
//
// The kind of this employment with the other ones; null without other employments.
export function mehrfachLage(m: Monat, brutto: number): MehrfachLage | null {
  const x = m.e.mehrfach;
  if (!x) return null;
  const g = m.artGrenzen();
  const nachGesamt = (gesamt: number): Beschaeftigung =>
    gesamt <= g.uebergangsbereich ? 'uebergangsbereich' : 'regulaer';
  if (x.weitere === 0) {
    if (brutto > g.minijob)
      // This job is the main employment: a Minijob beside it stays exempt there and adds nothing.
      return { regel: 'hauptbeschaeftigung_neben_minijob', art: nachGesamt(brutto), ohneAv: false, gesamt: brutto };
    const gesamt = brutto + x.minijobs;
    if (gesamt <= g.minijob) return { regel: 'minijobs_unter_grenze', art: 'minijob', ohneAv: false, gesamt };
    // Several Minijobs over the limit together: each is contributory in every branch (§ 8 Abs. 2 Satz 1
    // SGB IV; in AV too, since § 27 Abs. 2 SGB III adds Minijobs among themselves).
    return { regel: 'minijobs_zusammen_pflichtig', art: nachGesamt(gesamt), ohneAv: false, gesamt };
  }
  const gesamt = x.weitere + brutto;
  // Beside a main employment of the whole month, a part month's pay enters scaled to a month: the total is
  // within the Übergangsbereich up to fuerSvTage of what the main employment leaves of its upper limit.
  const art = ganzerMonat(m)
    ? brutto <= fuerSvTage(m, m.obergrenzeCent() - x.weitere)
      ? 'uebergangsbereich'
      : 'regulaer'
    : nachGesamt(gesamt);
  if (brutto > g.minijob) return { regel: 'neben_hauptbeschaeftigung', art, ohneAv: false, gesamt };
  if (x.minijobs === 0) return { regel: 'erster_minijob_neben_haupt', art: 'minijob', ohneAv: false, gesamt: brutto };
  return { regel: 'weiterer_minijob_neben_haupt', art, ohneAv: true, gesamt };
}

// The bases of KV/PV and RV/AV of this employer: the pay, reduced in proportion where all added pays
// together exceed a ceiling (§ 22 Abs. 2 Satz 1 SGB IV: BBG × this pay / total, rounded to the cent).
// A part month that counts as the whole month shares the full monthly ceilings (geteilteGrenzen).
export function mehrfachBasen(m: Monat, brutto: number): { bKv: number; bRv: number } {
  const l = mehrfachLage(m, brutto);
  const anteil = (bbg: number) =>
    l && l.gesamt > bbg && l.gesamt > brutto ? verhaeltnis(bbg, brutto, l.gesamt) : Math.min(brutto, bbg);
  const grenzen = geteilteGrenzen(m);
  return { bKv: anteil(grenzen.kv), bRv: anteil(grenzen.rv) };
}

// The contributory pay of the month that counts as paid so far for a one-off (§ 23a Abs. 3 SGB IV): with
// other employments the pays of every contributory employment added with this one, within the ceiling
// (Besprechung der Spitzenverbände vom 14./15.11.2012, TOP 5, on Abschnitt 3.1 of the Gemeinsame
// Grundsätze zu § 22 Abs. 2 SGB IV, continued by those of 12.11.2014); the contributory part of the one-off
// belongs to this employment alone. grenze: the ceilings in cent (this month's, or a full month's for the
// default of the months before).
export function mehrfachImMonat(
  m: Monat,
  brutto: number,
  grenze: { kv: number; rv: number } = { kv: m.bbgKvCent(), rv: m.bbgRvCent() },
): { kv: number; rv: number } | null {
  const l = mehrfachLage(m, brutto);
  if (!l || l.gesamt === brutto) return null;
  return { kv: Math.min(l.gesamt, grenze.kv), rv: Math.min(l.gesamt, grenze.rv) };
}

// A one-off beside other employments: their pays count as paid so far (mehrfachImMonat, said in a hinweis);
// in the Übergangsbereich by the total pay no source read says how the one-off enters (docs/ENTSCHEIDUNGEN.md).
export function mehrfachMitEinmal(a: Abrechnung, l: MehrfachLage, art: Beschaeftigung, brutto: number): void {
  if (l.gesamt === brutto) return;
  if (art === 'uebergangsbereich')
    throw new ApiFehler(
      'kein_wert',
      'Eine Einmalzahlung im Übergangsbereich neben weiteren Beschäftigungen rechnet der Rechner nicht: das ' +
        'Gemeinsame Rundschreiben zum Übergangsbereich (Ziff. 4.3.4) regelt sie in den gelesenen Teilen nicht ' +
        '(docs/ENTSCHEIDUNGEN.md).',
      { parameter: 'einmalzahlung' },
    );
  a.hinweis(
    'Einmalzahlung neben weiteren Beschäftigungen: als bisher beitragspflichtig zählen auch die Entgelte der ' +
      'weiteren versicherungspflichtigen Beschäftigungen (im Monat und in kv_entgelt_bisher, rv_entgelt_bisher); ' +
      'der beitragspflichtige Teil der Einmalzahlung gehört allein zu dieser Beschäftigung (Besprechung der ' +
      'Spitzenverbände vom 14./15.11.2012, TOP 5; Gemeinsame Grundsätze zu § 22 Abs. 2 SGB IV vom 12.11.2014).',
  );
}

// The bases of the Übergangsbereich for this employer: the formula of § 20 Abs. 2a SGB IV on the total
// pay, each base then shared by this pay over the total, as one exact fraction rounded once.
export function mehrfachUebergang(m: Monat, brutto: number): Uebergang {
  const l = mehrfachLage(m, brutto);
  if (!l || l.gesamt === brutto) return uebergang(m, brutto);
  const G = BigInt(m.untergrenzeCent());
  const OG = BigInt(m.obergrenzeCent());
  const F = m.faktorF().satz;
  const fz = BigInt(F.zaehler);
  const fn = BigInt(F.nenner);
  const T = BigInt(l.gesamt);
  const b = BigInt(brutto);
  const spanne = OG - G;
  // F × G + (OG/(OG−G) − G/(OG−G) × F) × (T − G), times b / T.
  const zaehler = (fz * G * spanne + (OG * fn - G * fz) * (T - G)) * b;
  const gesamt = teile(zaehler, fn * spanne * T);
  const arbeitnehmer = teile(OG * (T - G) * b, spanne * T);
  return { gesamt, arbeitnehmer };
}

// The answer's hinweis: which rule applied.
export function mehrfachHinweis(m: Monat, l: MehrfachLage, brutto: number): string {
  const g = m.untergrenze().wert;
  const summe = `${euro(l.gesamt)} Euro`;
  switch (l.regel) {
    case 'minijobs_unter_grenze':
      return (
        `Mehrere Minijobs zusammen ${summe}, nicht über der Geringfügigkeitsgrenze von ${g} Euro: diese ` +
        'Beschäftigung bleibt geringfügig (§ 8 Abs. 2 Satz 1 SGB IV).'
      );
    case 'minijobs_zusammen_pflichtig':
      return (
        `Mehrere Minijobs zusammen ${summe}, über der Geringfügigkeitsgrenze von ${g} Euro: jede Beschäftigung ist ` +
        'versicherungspflichtig in allen Zweigen (§ 8 Abs. 2 Satz 1 SGB IV, § 27 Abs. 2 SGB III); ' +
        (l.art === 'uebergangsbereich'
          ? 'Übergangsbereich nach dem Gesamtentgelt, Bemessung anteilig (§ 20 Abs. 2a SGB IV).'
          : 'Beiträge nach den allgemeinen Regeln.')
      );
    case 'erster_minijob_neben_haupt':
      return (
        'Erster Minijob neben einer versicherungspflichtigen Hauptbeschäftigung: bleibt geringfügig und wird nicht ' +
        'mit ihr zusammengerechnet (§ 8 Abs. 2 Satz 1 SGB IV, § 7 Abs. 1 Satz 2 SGB V, § 6 Abs. 1b Satz 3 SGB VI).'
      );
    case 'weiterer_minijob_neben_haupt':
      return (
        'Weiterer Minijob neben einer Hauptbeschäftigung und einem ersten Minijob: mit der Hauptbeschäftigung ' +
        `zusammengerechnet (${summe}) versicherungspflichtig in Kranken-, Pflege- und Rentenversicherung, ` +
        'arbeitslosenversicherungsfrei (§ 8 Abs. 2 Satz 1 SGB IV, § 7 Abs. 1 Satz 2 SGB V, § 27 Abs. 2 Satz 1 ' +
        `SGB III)${folgen(m, l, brutto)}`
      );
    case 'neben_hauptbeschaeftigung':
      return `Neben weiterer versicherungspflichtiger Beschäftigung: Gesamtentgelt ${summe}${folgen(m, l, brutto)}`;
    case 'hauptbeschaeftigung_neben_minijob':
      return (
        'Hauptbeschäftigung neben einem Minijob: der erste Minijob bleibt geringfügig und wird nicht hinzugerechnet ' +
        '(§ 7 Abs. 1 Satz 2 SGB V, § 6 Abs. 1b Satz 3 SGB VI); diese Beschäftigung wird allein beurteilt.'
      );
  }
}

// What the total pay changes for this employer: the Übergangsbereich by the total, or the ceilings
// shared.
function folgen(m: Monat, l: MehrfachLage, brutto: number): string {
  const voll = ganzerMonat(m);
  const teil = voll
    ? ' Teilmonat neben Beschäftigungen des ganzen Kalendermonats: die Entgelte gehören zum ganzen Monat ' +
      '(Gemeinsame Grundsätze zu § 22 Abs. 2 SGB IV vom 12.11.2014, Ziff. 4 Abs. 1), '
    : '';
  if (l.art === 'uebergangsbereich')
    return (
      '; Übergangsbereich nach dem Gesamtentgelt, Bemessungsgrundlagen anteilig (§ 20 Abs. 2a SGB IV).' +
      (voll
        ? `${teil}die Formel mit 30 SV-Tagen ohne Hochrechnung (GR Übergangsbereich vom 20.12.2022, Ziff. 4.3.4.2, ` +
          'Beispiel 16b).'
        : '')
    );
  const bbg = geteilteGrenzen(m);
  const kv = l.gesamt > bbg.kv;
  const rv = l.gesamt > bbg.rv;
  const grenzen = voll ? `${teil}geteilt werden die vollen monatlichen Beitragsbemessungsgrenzen.` : '';
  if (!kv && !rv) return `.${grenzen}`;
  const zweige = kv && rv ? 'aller Zweige' : kv ? 'der Kranken- und Pflegeversicherung' : 'der Rentenversicherung';
  return (
    `; das Gesamtentgelt übersteigt die Beitragsbemessungsgrenze ${zweige}: dieser Arbeitgeber bemisst mit ` +
    `dem Anteil ${euro(brutto)} / ${euro(l.gesamt)} der Grenze (§ 22 Abs. 2 SGB IV).${grenzen}`
  );
}

// What the payslip does not compute with other employments (docs/ENTSCHEIDUNGEN.md): a part month unless
// it is beside a main employment of the whole month (where both begin or end in the month, the rule of
// the Gemeinsame Grundsätze vom 12.11.2014, Ziff. 4 Abs. 2, was not read in full), and there a one-off; a
// Personengruppe other than 101 and 109; a first Minijob beside a main employment above the
// Geringfügigkeitsgrenze (then it is none). A one-off in the Übergangsbereich is refused by the payslip,
// which knows the kind of employment (abrechnung.ts).
export function pruefeMehrfach(m: Monat, n: Namen): void {
  const x = m.e.mehrfach;
  if (!x) return;
  const name = n(x.weitere > 0 ? 'mehrfach.weitere_entgelt' : 'mehrfach.weitere_minijobs_entgelt');
  const nicht = (was: string) =>
    ungueltig(name, `Mit ${name} (Mehrfachbeschäftigung) rechnet der Rechner ${was} nicht; ohne ${name} schon.`);
  const tage = n('teilmonat.sv_tage');
  if (m.e.teil && x.weitere === 0)
    throw nicht(
      `den Teilmonat (${tage}) neben anderen Minijobs: die Versicherungspflicht aus der Zusammenrechnung beginnt ` +
        'für alle am selben Tag (GR Übergangsbereich vom 20.12.2022, Beispiel 16a), und dafür fehlt das Entgelt ' +
        'der anderen ab diesem Tag',
    );
  if (m.e.teil && !x.ganzerMonat)
    throw ungueltig(
      n('mehrfach.weitere_ganzer_monat'),
      `Im Teilmonat (${tage}) neben weiteren Beschäftigungen: bestehen diese den ganzen Kalendermonat, ` +
        `${n('mehrfach.weitere_ganzer_monat')}=true (die Entgelte gehören dann zum ganzen Monat, Gemeinsame ` +
        'Grundsätze zu § 22 Abs. 2 SGB IV vom 12.11.2014, Ziff. 4 Abs. 1). Beginnen oder enden auch sie im ' +
        'Monat, rechnet der Rechner nicht: die Regel dafür (Ziff. 4 Abs. 2) lag nicht vollständig vor.',
    );
  if (m.e.teil && m.e.einmal)
    throw ungueltig(
      n('einmalzahlung.betrag'),
      `Eine Einmalzahlung im Teilmonat (${tage}) neben weiteren Beschäftigungen rechnet der Rechner nicht: wie ` +
        'der Monat des Hinzutritts für sie zählt, lag nicht vollständig vor (docs/ENTSCHEIDUNGEN.md).',
    );
  const g = m.e.personengruppe;
  if (g !== null && g !== '101' && g !== '109') throw nicht(`${n('person.personengruppe')}=${g}`);
  if (x.weitere > 0 && x.minijobs > m.untergrenzeCent())
    throw ungueltig(
      n('mehrfach.weitere_minijobs_entgelt'),
      `${n('mehrfach.weitere_minijobs_entgelt')} ist mit ${n('mehrfach.weitere_entgelt')} das Entgelt des ersten ` +
        `Minijobs neben der Hauptbeschäftigung und kann die Geringfügigkeitsgrenze (${m.untergrenze().wert} Euro) ` +
        `nicht übersteigen; ein höheres Entgelt gehört in ${n('mehrfach.weitere_entgelt')}.`,
    );
}
