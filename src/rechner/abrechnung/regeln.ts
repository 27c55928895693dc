// The payslip's input rules that no type of the request schema (anfrage.ts) can carry, checked once
// for GET and POST alike: defaults resolved, combinations the law excludes refused with 400. Errors
// name the input as the caller sent it (namen: the query parameter or the JSON path). The rules that
// need the month's values or the kind of employment are the engine's (einmalzahlung.ts, abrechnung.ts).
import { cent } from '../../gemeinsam/geld';
import { ApiFehler, ungueltig } from '../../vertrag/fehler';
import { ALS_PFAD, type Namen, pruefeGegen } from '../../vertrag/koerper';
import type { Bezug } from '../../vertrag/modul';
import type { Anfrageparameter } from '../../vertrag/parameter';
import { dienstwagenEingabe } from '../dienstwagen';
import { abfrageNamen, ausAbfrage, pfadZu } from './abfrage';
import { ANFRAGE, type Anfrage, EINMALZAHLUNG_STANDARDART, type Richtung, type Zuschlag } from './anfrage';
import { pruefeBav } from './bav';
import type { Bezuege, Eingabe, Einmal, Mehrfach, Teilmonat } from './eingabe';
import { pruefeMehrfach } from './mehrfach';
import { type Gebraucht, Monat } from './monat';
import { pruefeJobticket } from './pauschal';
import { pruefeEinmal, pruefeRechtskreis, pruefeSfn } from './pruefung';
import type { Sfn } from './sfn-parameter';

// A request on its way in: the checked body, how its errors name an input, and the payslip's month
// and amount in cent.
export interface Eingang {
  anfrage: Anfrage;
  namen: Namen;
  monat: Monat;
  betrag: number;
}

// The month and amount of a checked request. The full month's SV days come from the data
// (brutto-netto sv_tage_monat); the rules that need the month's data are pruefung.ts's (the
// one-off's ceilings, the supplements' hours in the month's calendar).
function eingang(anfrage: Anfrage, namen: Namen, heute: string, bezug: Bezug<Gebraucht>, r: Richtung): Eingang {
  const tag = anfrage.datum ?? heute;
  const voll = bezug.wert('brutto-netto', 'sv_tage_monat', `${tag.slice(0, 7)}-01`).wert;
  const monat = new Monat(eingabe(anfrage, namen, heute, voll), bezug);
  pruefeRechtskreis(monat, namen);
  pruefeEinmal(monat);
  pruefeSfn(monat, namen, anfrage.sfn?.zuschlaege.map((z) => z.art) ?? []);
  pruefeJobticket(monat, namen);
  pruefeMehrfach(monat, namen);
  pruefeBav(monat, namen, r);
  return { anfrage, namen, monat, betrag: cent(anfrage[r] ?? 0) };
}

// A GET: the query parameters as the body they stand for, errors naming the parameters.
export function ausParametern(p: Anfrageparameter, heute: string, bezug: Bezug<Gebraucht>, r: Richtung): Eingang {
  const { koerper, arten } = ausAbfrage(p, r);
  const namen = abfrageNamen(arten);
  return eingang(pruefeGegen(ANFRAGE[r], koerper, namen) as Anfrage, namen, heute, bezug, r);
}

// A POST: the body checked against the schema, errors naming the JSON path.
export const leseKoerper =
  (r: Richtung) =>
  (json: unknown): Anfrage =>
    pruefeGegen(ANFRAGE[r], json, ALS_PFAD) as Anfrage;

export function ausKoerper(a: Anfrage, heute: string, bezug: Bezug<Gebraucht>, r: Richtung): Eingang {
  return eingang(a, ALS_PFAD, heute, bezug, r);
}

// The engine names an input by its query parameter; in a body's answer the error names its path.
export function mitPfaden<T>(a: Anfrage, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof ApiFehler) || !e.zusatz.parameter) throw e;
    throw new ApiFehler(e.code, e.nachricht, { ...e.zusatz, parameter: pfadZu(e.zusatz.parameter, a) }, e.kopfzeilen);
  }
}

const centOderNull = (x: number | undefined): number | null => (x === undefined ? null : cent(x));

// The checked inputs of a request (everything but the amount); the cross-input rules are the
// issue's and § 6 Abs. 1b SGB VI (checked with the month's limits in the payslip).
export function eingabe(a: Anfrage, namen: Namen, heute: string, svTageMonat: number): Eingabe {
  const tag = a.datum ?? heute;
  const p = a.person;
  const v = a.versicherung ?? {
    krankenversicherung: 'gesetzlich' as const,
    rentenversicherung: 'pflichtig' as const,
    bestandsschutz_134: false,
    u1_satz: 0,
    u2_satz: 0,
  };
  const n = (pfad: string) => namen(pfad);
  const unter25 = p.kinder_unter_25 ?? p.kinder;
  if (unter25 > p.kinder)
    throw ungueltig(
      n('person.kinder_unter_25'),
      `${n('person.kinder_unter_25')} (${unter25}) darf nicht größer sein als ${n('person.kinder')} (${p.kinder}).`,
    );
  if (!Number.isInteger(p.kinderfreibetraege * 2))
    throw ungueltig(
      n('person.kinderfreibetraege'),
      `${n('person.kinderfreibetraege')}=${p.kinderfreibetraege}: erlaubt sind Vielfache von 0,5 von 0 bis 15.`,
    );
  const pkv = centOderNull(v.pkv_beitrag);
  const ppv = centOderNull(v.ppv_beitrag);
  if (v.krankenversicherung === 'gesetzlich') {
    for (const [pfad, wert] of [
      ['versicherung.pkv_beitrag', pkv],
      ['versicherung.ppv_beitrag', ppv],
    ] as const)
      if (wert !== null)
        throw ungueltig(n(pfad), `${n(pfad)} gilt nur mit ${n('versicherung.krankenversicherung')}=privat.`);
  } else {
    // pkv_beitrag is needed only where the payslip computes the subsidy (abrechnung.ts, pkvNoetig): a
    // Minijob has none (issue 41).
    if (pkv === null && ppv !== null)
      throw ungueltig(
        n('versicherung.ppv_beitrag'),
        `${n('versicherung.ppv_beitrag')} gilt nur mit ${n('versicherung.pkv_beitrag')} (Teil davon).`,
      );
    if (v.zusatzbeitrag !== undefined)
      throw ungueltig(
        n('versicherung.zusatzbeitrag'),
        `${n('versicherung.zusatzbeitrag')} gilt nur mit ${n('versicherung.krankenversicherung')}=gesetzlich.`,
      );
    if (ppv !== null && pkv !== null && ppv > pkv)
      throw ungueltig(
        n('versicherung.ppv_beitrag'),
        `${n('versicherung.ppv_beitrag')} (${v.ppv_beitrag}) ist ein Teil von ${n('versicherung.pkv_beitrag')} ` +
          `(${v.pkv_beitrag}) und kann nicht größer sein.`,
      );
  }
  const geburtsdatum = p.geburtsdatum ?? null;
  if (geburtsdatum !== null && p.geburtsjahr !== undefined)
    throw ungueltig(
      n('person.geburtsjahr'),
      `Bitte nur ${n('person.geburtsdatum')} oder ${n('person.geburtsjahr')} angeben, nicht beide.`,
    );
  if (geburtsdatum !== null && geburtsdatum > tag)
    throw ungueltig(
      n('person.geburtsdatum'),
      `${n('person.geburtsdatum')} (${geburtsdatum}) liegt nach datum (${tag}).`,
    );
  // Whether a pensioner is past the Regelaltersgrenze depends on the month of birth (§ 5 Abs. 4 Nr. 1
  // SGB VI: after the end of the month in which it is reached).
  const gruppe = p.personengruppe ?? null;
  if ((gruppe === '119' || gruppe === '120') && geburtsdatum === null)
    throw new ApiFehler(
      'parameter_fehlt',
      `Mit ${n('person.personengruppe')}=${gruppe} ist ${n('person.geburtsdatum')} nötig: ob die Regelaltersgrenze ` +
        'erreicht ist, hängt vom Geburtsmonat ab (§ 5 Abs. 4 Nr. 1 SGB VI, § 28 Abs. 1 Nr. 1 SGB III)' +
        (p.geburtsjahr !== undefined ? `; ${n('person.geburtsjahr')} reicht dafür nicht.` : '.'),
      { parameter: n('person.geburtsdatum') },
    );
  // A trainee in an außerbetriebliche Einrichtung pays the average Zusatzbeitrag whatever his fund's
  // (§ 242 Abs. 3 SGB V; monat.ts, zusatzbeitrag).
  if (gruppe === '122' && v.zusatzbeitrag !== undefined)
    throw ungueltig(
      n('versicherung.zusatzbeitrag'),
      `${n('versicherung.zusatzbeitrag')} gilt nicht mit ${n('person.personengruppe')}=122: für Auszubildende in ` +
        'einer außerbetrieblichen Einrichtung gilt der durchschnittliche Zusatzbeitragssatz (§ 242 Abs. 3 SGB V).',
    );
  const einmal = einmalEingabe(a, n);
  const bezuege = bezuegeEingabe(a, n, tag);
  return {
    tag,
    monat: tag.slice(0, 7),
    steuerklasse: p.steuerklasse,
    kinderfreibetraege: p.kinderfreibetraege,
    kirchensteuer: p.kirchensteuer,
    land: p.land,
    rechtskreis: p.rechtskreis ?? null,
    krankenversicherung: v.krankenversicherung,
    zusatzbeitrag: v.zusatzbeitrag ?? null,
    pkvCent: pkv,
    ppvCent: ppv,
    kinder: p.kinder,
    kinder_unter_25: unter25,
    geburtsjahr: geburtsdatum !== null ? Number(geburtsdatum.slice(0, 4)) : (p.geburtsjahr ?? null),
    geburtsdatum,
    rentenversicherung: v.rentenversicherung,
    bestandsschutz134: v.bestandsschutz_134,
    personengruppe: gruppe,
    u1_satz: v.u1_satz,
    u2_satz: v.u2_satz,
    protokoll: a.protokoll,
    einmal,
    mehrfach: mehrfachEingabe(a, n),
    bezuege,
    teil: teilmonatEingabe(a, n, einmal, bezuege, svTageMonat),
  };
}

// The part month. Not computed in it (docs/ENTSCHEIDUNGEN.md, "Teilmonate"): deferred compensation
// without the year so far of its yearly limits; a Minijob below the pension minimum base, a one-off in
// the Übergangsbereich and private health insurance from 2026 are refused by the engine, which knows
// the kind of employment and the PAP.
function teilmonatEingabe(a: Anfrage, n: Namen, einmal: Einmal | null, b: Bezuege, voll: number): Teilmonat | null {
  const t = a.teilmonat;
  const svTage = t?.sv_tage ?? voll;
  const lzz = t?.teillohnzahlungszeitraum ?? svTage < voll;
  if (svTage === voll && !lzz) return null;
  // The default expected annual pay, 12 × brutto, would take the pay of the SV days for a month's.
  if (einmal && einmal.jahresarbeitslohn === null)
    throw new ApiFehler(
      'parameter_fehlt',
      `Mit ${n('einmalzahlung.betrag')} im Teilmonat (${n('teilmonat.sv_tage')}=${svTage}) ist ` +
        `${n('einmalzahlung.jahresarbeitslohn')} nötig: der voraussichtliche Jahresarbeitslohn ohne die ` +
        'Einmalzahlung (R 39b.6 LStR); 12 × brutto wäre hier das Zwölffache eines Teilentgelts.',
      { parameter: n('einmalzahlung.jahresarbeitslohn') },
    );
  // The bAV limits are yearly amounts, not cut for part of a year (bezuege.ts, bavRaeume): with the year
  // so far the part month takes what is left; a twelfth would assume a full year of equal months.
  const bav = b.entgeltumwandlung > 0 || (b.bavZuschuss ?? 0) > 0 || (einmal?.umwandlung ?? 0) > 0;
  if (bav && b.bavBisher === null)
    throw new ApiFehler(
      'parameter_fehlt',
      `Im Teilmonat (${n('teilmonat.sv_tage')}=${svTage}) sind für die betriebliche Altersversorgung ` +
        `${n('bezuege.bav_steuerfrei_bisher')} und ${n('bezuege.bav_beitragsfrei_bisher')} nötig: die ` +
        'Jahresbeträge nach § 3 Nr. 63 EStG und § 1 Abs. 1 Satz 1 Nr. 9 SvEV gelten im Teiljahr ungekürzt, der ' +
        'Monat nutzt ihren Rest (0, wenn im Jahr noch nichts frei geblieben ist).',
      { parameter: n('bezuege.bav_steuerfrei_bisher') },
    );
  // R 39a.1 Abs. 7 LStR converts a Freibetrag to a day (steuern.ts); for the Hinzurechnungsbetrag no
  // conversion was read (docs/ENTSCHEIDUNGEN.md, "Teilmonate").
  if (lzz && b.hinzurechnung > 0)
    throw ungueltig(
      n('person.hinzurechnung'),
      `${n('person.hinzurechnung')} rechnet der Rechner nicht im Teillohnzahlungszeitraum (Tagestabelle); mit ` +
        `${n('teilmonat.teillohnzahlungszeitraum')}=false gilt die Monatstabelle.`,
    );
  return { svTage, lohnsteuerTage: lzz ? svTage : null };
}

// The further pay of the month; the checks that need the kind of employment are in bezuege.ts.
function bezuegeEingabe(a: Anfrage, n: Namen, tag: string): Bezuege {
  const p = a.person;
  const b = a.bezuege;
  const faktor = p.faktor ?? null;
  if (faktor !== null) {
    // § 39f Abs. 1 EStG: the factor is entered for spouses who both are in class IV, three decimals.
    if (p.steuerklasse !== 4)
      throw ungueltig(
        n('person.faktor'),
        `${n('person.faktor')} gilt nur mit ${n('person.steuerklasse')}=4 (Faktorverfahren, § 39f EStG), nicht ` +
          `${p.steuerklasse}.`,
      );
    if (!Number.isInteger(Number((faktor * 1000).toFixed(6))))
      throw ungueltig(
        n('person.faktor'),
        `${n('person.faktor')}=${faktor}: erlaubt sind höchstens drei Nachkommastellen (§ 39f Abs. 1 EStG).`,
      );
  }
  // § 39a Abs. 1 Satz 1 Nr. 7 EStG: the Hinzurechnungsbetrag is entered for the first employment, the
  // matching Freibetrag for a further one (class VI); class VI never carries the addition.
  if (p.hinzurechnung > 0 && p.steuerklasse === 6)
    throw ungueltig(
      n('person.hinzurechnung'),
      `${n('person.hinzurechnung')} gilt nur im ersten Dienstverhältnis (${n('person.steuerklasse')} 1 bis 5, ` +
        `§ 39a Abs. 1 Satz 1 Nr. 7 EStG), nicht mit ${n('person.steuerklasse')}=6; dort gilt der entsprechende ` +
        `Freibetrag (${n('person.freibetrag')}).`,
    );
  // The year so far of the two bAV rooms comes as a pair (bezuege.ts, bavRaeume).
  const bisher = [n('bezuege.bav_steuerfrei_bisher'), n('bezuege.bav_beitragsfrei_bisher')] as const;
  const gegeben = [b?.bav_steuerfrei_bisher, b?.bav_beitragsfrei_bisher].map((w) => w !== undefined);
  if (gegeben[0] !== gegeben[1]) {
    const [da, fehlt] = gegeben[0] ? bisher : [bisher[1], bisher[0]];
    throw new ApiFehler(
      'parameter_fehlt',
      `Mit ${da} ist ${fehlt} nötig: beide Jahresräume der betrieblichen Altersversorgung zusammen (0, wenn ` +
        'in diesem Jahr noch nichts frei geblieben ist).',
      { parameter: fehlt },
    );
  }
  return {
    freibetrag: cent(p.freibetrag),
    hinzurechnung: cent(p.hinzurechnung),
    faktor,
    entgeltumwandlung: cent(b?.entgeltumwandlung ?? 0),
    bavZuschuss: centOderNull(b?.bav_arbeitgeberzuschuss),
    bavBisher:
      b?.bav_steuerfrei_bisher === undefined || b?.bav_beitragsfrei_bisher === undefined
        ? null
        : { steuerfrei: cent(b.bav_steuerfrei_bisher), beitragsfrei: cent(b.bav_beitragsfrei_bisher) },
    geldwerterVorteil: cent(b?.geldwerter_vorteil ?? 0),
    sachbezug: cent(b?.sachbezug ?? 0),
    fahrtkostenzuschuss: cent(b?.fahrtkostenzuschuss ?? 0),
    fahrtkosten: fahrtkostenEingabe(a, n),
    jobticket: jobticketEingabe(a, n),
    internetzuschuss: cent(b?.internetzuschuss ?? 0),
    erholungsbeihilfe: cent(b?.erholungsbeihilfe ?? 0),
    mahlzeiten: {
      fruehstueck: b?.mahlzeiten_fruehstueck ?? 0,
      mittag: b?.mahlzeiten_mittag ?? 0,
      abend: b?.mahlzeiten_abend ?? 0,
      pauschal: b?.mahlzeiten_pauschal ?? false,
    },
    altersteilzeit: altersteilzeitEingabe(a, n),
    dienstwagen: a.dienstwagen
      ? dienstwagenEingabe(
          Object.fromEntries(Object.entries(a.dienstwagen).map(([k, w]) => [n(`dienstwagen.${k}`), w as string])),
          tag,
          (k) => n(`dienstwagen.${k}`),
        )
      : null,
    sfn: sfnEingabe(a, n),
  };
}

// The Altersteilzeit's amounts belong to Personengruppe 103 (§ 3 Abs. 1 Nr. 1 AltTZG); with another group
// they would change the payslip without a rule for it.
function altersteilzeitEingabe(a: Anfrage, n: Namen): Bezuege['altersteilzeit'] {
  const b = a.bezuege;
  const aufstockung = cent(b?.altersteilzeit_aufstockung ?? 0);
  const rvZusatz = cent(b?.altersteilzeit_rv_zusatz ?? 0);
  if (a.person.personengruppe !== '103')
    for (const [feld, wert] of [
      ['altersteilzeit_aufstockung', aufstockung],
      ['altersteilzeit_rv_zusatz', rvZusatz],
    ] as const)
      if (wert > 0)
        throw ungueltig(
          n(`bezuege.${feld}`),
          `${n(`bezuege.${feld}`)} gilt nur mit ${n('person.personengruppe')}=103 (Beschäftigte in Altersteilzeit, ` +
            '§ 3 Abs. 1 Nr. 1 AltTZG).',
        );
  return { aufstockung, rvZusatz };
}

// Distance and days of the Fahrtkostenzuschuss: both or neither.
function fahrtkostenEingabe(a: Anfrage, n: Namen): Bezuege['fahrtkosten'] {
  const b = a.bezuege;
  const km = b?.fahrtkosten_entfernung_km;
  const tage = b?.fahrtkosten_arbeitstage;
  // Without an allowance there is nothing to cap: both are ignored (the page sends its defaults).
  if ((km === undefined && tage === undefined) || !b?.fahrtkostenzuschuss) return null;
  const zuschuss = n('bezuege.fahrtkostenzuschuss');
  for (const [name, w] of [
    ['bezuege.fahrtkosten_entfernung_km', km],
    ['bezuege.fahrtkosten_arbeitstage', tage],
  ] as const) {
    if (w === undefined) {
      const anderer = name.endsWith('km') ? 'bezuege.fahrtkosten_arbeitstage' : 'bezuege.fahrtkosten_entfernung_km';
      throw ungueltig(
        n(name),
        `${n(name)} fehlt: mit ${n(anderer)} begrenzen beide zusammen ${zuschuss} auf die Entfernungspauschale.`,
      );
    }
  }
  return { km: km as number, tage: tage as number };
}

// The other employments of the month; null where none is given (both 0). That they run the whole month
// matters only beside a main employment (teilmonat.ts, ganzerMonat).
function mehrfachEingabe(a: Anfrage, n: Namen): Mehrfach | null {
  const x = a.mehrfach;
  if (x?.weitere_ganzer_monat && x.weitere_entgelt === 0)
    throw ungueltig(
      n('mehrfach.weitere_ganzer_monat'),
      `${n('mehrfach.weitere_ganzer_monat')} gilt nur mit ${n('mehrfach.weitere_entgelt')} über 0 Euro.`,
    );
  if (!x || (x.weitere_entgelt === 0 && x.weitere_minijobs_entgelt === 0)) return null;
  return {
    weitere: cent(x.weitere_entgelt),
    minijobs: cent(x.weitere_minijobs_entgelt),
    ganzerMonat: x.weitere_ganzer_monat,
  };
}

// The Jobticket: the kind of payment only with an amount.
function jobticketEingabe(a: Anfrage, n: Namen): Bezuege['jobticket'] {
  const b = a.bezuege;
  const betrag = cent(b?.jobticket ?? 0);
  if (b?.jobticket_zuschuss && betrag === 0)
    throw ungueltig(
      n('bezuege.jobticket_zuschuss'),
      `${n('bezuege.jobticket_zuschuss')} gilt nur mit ${n('bezuege.jobticket')} über 0 Euro.`,
    );
  return { cent: betrag, zuschuss: b?.jobticket_zuschuss ?? false };
}

// The supplements: a kind at most once, a rate only with hours, the basic wage with any hours.
function sfnEingabe(a: Anfrage, n: Namen): Sfn | null {
  const s = a.sfn;
  if (!s) return null;
  const stunden: Sfn['stunden'] = {};
  s.zuschlaege.forEach((z: Zuschlag, i) => {
    const pfad = `sfn.zuschlaege[${i}]`;
    if (stunden[z.art])
      throw ungueltig(n(`${pfad}.art`), `${n(`${pfad}.art`)}: die Art ${z.art} steht zweimal in der Liste.`);
    const h = z.stunden;
    if (h > 0) {
      if (!Number.isInteger(Number((h * 100).toFixed(6))))
        throw ungueltig(n(`${pfad}.stunden`), `${n(`${pfad}.stunden`)}=${h}: höchstens zwei Nachkommastellen.`);
      stunden[z.art] = { hundertstel: cent(h), satz: z.satz ?? null };
    } else if (z.satz !== undefined)
      throw ungueltig(n(`${pfad}.satz`), `${n(`${pfad}.satz`)} gilt nur mit ${n(`${pfad}.stunden`)} über 0.`);
  });
  if (Object.keys(stunden).length === 0) return null;
  if (s.grundlohn_stunde === undefined)
    throw new ApiFehler(
      'parameter_fehlt',
      `Mit Stunden in ${n('sfn.zuschlaege')} ist ${n('sfn.grundlohn_stunde')} nötig (Euro je Stunde).`,
      { parameter: n('sfn.grundlohn_stunde') },
    );
  return { grundlohn: cent(s.grundlohn_stunde), stunden };
}

// The one-off. Without an amount its other inputs describe nothing; only its default art is let
// through alone, because the browser form always sends it (docs/ENTSCHEIDUNGEN.md, "Unmögliche
// Eingaben"). The checks that need the month's ceilings are in pruefung.ts.
function einmalEingabe(a: Anfrage, n: Namen): Einmal | null {
  const z = a.einmalzahlung;
  if (!z) return null;
  if (z.betrag === 0) {
    for (const [k, w] of Object.entries(z))
      if (k !== 'betrag' && w !== undefined && !(k === 'art' && w === EINMALZAHLUNG_STANDARDART))
        throw ungueltig(
          n(`einmalzahlung.${k}`),
          k === 'art'
            ? `${n('einmalzahlung.art')}=${w} gilt nur mit ${n('einmalzahlung.betrag')} über 0; ohne Einmalzahlung ` +
                `ist nur der Standard ${EINMALZAHLUNG_STANDARDART} erlaubt.`
            : `${n(`einmalzahlung.${k}`)} gilt nur mit ${n('einmalzahlung.betrag')} über 0.`,
        );
    return null;
  }
  return {
    cent: cent(z.betrag),
    art: z.art,
    jahresarbeitslohn: centOderNull(z.jahresarbeitslohn),
    kvBisher: centOderNull(z.kv_entgelt_bisher),
    rvBisher: centOderNull(z.rv_entgelt_bisher),
    tageBisher: z.sv_tage_bisher ?? null,
    vorjahrKv: centOderNull(z.vorjahr_kv_entgelt),
    vorjahrRv: centOderNull(z.vorjahr_rv_entgelt),
    vorjahrTage: z.vorjahr_sv_tage ?? null,
    umwandlung: cent(z.entgeltumwandlung ?? 0),
  };
}
