// The refusals the payslip makes for a month and a gross, each with the rule it follows: the kinds of
// employment a person's insurance does not fit, a one-off in a Minijob, the one-off's inputs
// checked against the month's data, and the supplements' hours against the month's calendar. Each
// names its parameter; texts, codes and parameters are a contract (tests and outside checks compare
// them). Elsewhere: the inputs alone (parameter.ts), the part month (teilmonat.ts, pruefeTeilmonat)
// and the deferred compensation in a Minijob (bezuege.ts, pruefeMinijob).
import { plusTage, wochentag } from '../../gemeinsam/datum';
import { euroText, teile } from '../../gemeinsam/geld';
import { feiertageFuer } from '../../kalender/feiertage';
import { LAND_NAMEN } from '../../kalender/laender';
import { ApiFehler, ungueltig } from '../../vertrag/fehler';
import type { Namen } from '../../vertrag/koerper';
import { feiertagsregeln } from '../kalenderparameter';
import type { BruttoNettoAntwort } from './antwort';
import type { Abrechnung } from './buchung';
import { vorjahrImUmfang } from './einmalzahlung';
import type { Monat } from './monat';
import { PERSONENGRUPPEN, type Personengruppe } from './personengruppe';
import { ART_TEXT, type Art } from './sfn-parameter';

type Beschaeftigung = BruttoNettoAntwort['beschaeftigung'];

// What the payslip cannot compute for this person in this kind of employment: § 6 Abs. 1b SGB VI
// exempts only a Minijob; the subsidy of a privately insured employee in the Übergangsbereich is not
// settled (docs/ENTSCHEIDUNGEN.md).
export function pruefeArt(m: Monat, art: Beschaeftigung): void {
  if (m.e.rentenversicherung === 'befreit' && art !== 'minijob')
    throw ungueltig(
      'rentenversicherung',
      `rentenversicherung=befreit gilt nur für einen Minijob (brutto bis ${m.untergrenze().wert} Euro, ` +
        '§ 6 Abs. 1b SGB VI).',
    );
  // A Werkstudent has no subsidy (KV-free, § 6 Abs. 1 Nr. 3 SGB V): nothing unsettled for him there.
  if (art !== 'uebergangsbereich' || m.art === 'werkstudent') return;
  if (m.e.krankenversicherung === 'privat')
    throw ungueltig(
      'krankenversicherung',
      'krankenversicherung=privat rechnet der Rechner nur für einen Minijob oder ein brutto über ' +
        `${m.obergrenze().wert} Euro; den Beitragszuschuss im Übergangsbereich regelt er nicht.`,
    );
}

// What the payslip cannot compute for the person's group (docs/ENTSCHEIDUNGEN.md, "Personengruppen
// (Issue 41)"); each refusal names personengruppe and what is computed. Also where the subsidy of a
// privately insured employee needs the premium: a Minijob, a Werkstudent and a short-term employment
// have none (abrechnung.ts, kv), so pkv_beitrag is not asked for there.
export function pruefePersonengruppe(m: Monat, art: Beschaeftigung, gruppe: Personengruppe, a: Abrechnung): void {
  const e = m.e;
  if (e.krankenversicherung === 'privat' && (gruppe === '119' || gruppe === '120' || gruppe === '121'))
    throw ungueltig(
      'personengruppe',
      `personengruppe=${gruppe} rechnet der Rechner nur mit krankenversicherung=gesetzlich: der Zuschuss zur ` +
        'privaten Versicherung ' +
        (gruppe !== '121'
          ? 'nach dem ermäßigten Beitragssatz ist nicht abgebildet.'
          : 'eines Geringverdieners (§ 20 Abs. 3 SGB IV) ist nicht abgebildet.'),
    );
  if (
    e.krankenversicherung === 'privat' &&
    e.pkvCent === null &&
    art !== 'minijob' &&
    gruppe !== '106' &&
    gruppe !== '110'
  )
    throw new ApiFehler(
      'parameter_fehlt',
      'Mit krankenversicherung=privat ist pkv_beitrag nötig (Monatsbeitrag zur privaten Kranken- und ' +
        'Pflegeversicherung in Euro); nur ein Minijob, ein Werkstudent und eine kurzfristige Beschäftigung ' +
        'erhalten keinen Zuschuss und brauchen ihn nicht.',
      { parameter: 'pkv_beitrag' },
    );
  if (gruppe === '121' && e.einmal)
    throw ungueltig(
      'personengruppe',
      'Eine Einmalzahlung für Auszubildende bis zur Geringverdienergrenze (personengruppe 121: brutto bis ' +
        `${m.geringverdienergrenze().wert} Euro) rechnet der Rechner nicht: über der Grenze tragen beide den ` +
        'Beitrag je zur Hälfte (§ 20 Abs. 3 Satz 2 SGB IV), das ist nicht abgebildet.',
    );
  if (m.art === 'altersteilzeit' && art !== 'regulaer')
    throw ungueltig(
      'personengruppe',
      `personengruppe=103 rechnet der Rechner nur für ein brutto über ${m.obergrenze().wert} Euro: ` +
        (art === 'minijob'
          ? 'Altersteilzeit setzt eine versicherungspflichtige Beschäftigung voraus (§ 2 Abs. 1 Nr. 2 AltTZG), ein ' +
            'Minijob ist keine.'
          : 'wie die zusätzlichen Rentenversicherungsbeiträge (§ 163 Abs. 5 SGB VI) im Übergangsbereich bemessen ' +
            'werden, ist nicht abgebildet.'),
    );
  if (m.art === 'azubi_ausserbetrieblich') pruefe122(m, gruppe, a);
  if (m.art === 'altersvollrentner_pflichtig') pruefe120(m, art, a);
  if (m.art !== 'altersvollrentner') return;
  const erreicht = m.altersgrenzeErreicht();
  a.zitiere(m.bezug.zitat('regelaltersgrenze', e.tag));
  a.schritt('Regelaltersgrenze erreicht am', erreicht);
  // Free of RV and AV after the end of the month in which the age is reached (§ 5 Abs. 4 Nr. 1 SGB VI,
  // § 28 Abs. 1 Nr. 1 SGB III).
  if (erreicht.slice(0, 7) >= e.monat)
    throw ungueltig(
      'personengruppe',
      `personengruppe=119 gilt erst nach Ablauf des Monats, in dem die Regelaltersgrenze erreicht wird (laut ` +
        `geburtsdatum am ${erreicht}; § 5 Abs. 4 Nr. 1 SGB VI). Davor ist ein Altersvollrentner seit 2017 ` +
        'rentenversicherungspflichtig: personengruppe=120 (Bestandsschutz nach § 230 Abs. 9 SGB VI rechnet der ' +
        `Rechner nicht). Erlaubt: ${PERSONENGRUPPEN.join(', ')}.`,
    );
  if (art === 'uebergangsbereich')
    throw ungueltig(
      'personengruppe',
      `personengruppe=119 rechnet der Rechner im Übergangsbereich (brutto über ${m.untergrenze().wert} bis ` +
        `${m.obergrenze().wert} Euro) nicht: wie der Arbeitgeberanteil nach § 172 Abs. 1 SGB VI und § 346 Abs. 3 ` +
        'SGB III dort bemessen wird, ist nicht abgebildet.',
    );
}

// Personengruppe 122: a trainee in an außerbetriebliche Einrichtung. Until 2019 the Träger bore every
// contribution alone (§ 168 Abs. 1 Nr. 3a SGB VI a. F. and its counterparts); how the surcharge for the
// childless and the Zusatzbeitrag were borne then is not settled in the sources read. Up to the
// Geringverdienergrenze neither the key (121 or 122) nor the rule of § 20 Abs. 3 SGB IV for this group
// was found; the statutory minimum training pay (§ 17 BBiG) lies above it.
function pruefe122(m: Monat, gruppe: Personengruppe, a: Abrechnung): void {
  const h = m.ausserbetrieblichHaelftig();
  a.zitiere(h);
  if (h.wert !== 1)
    throw ungueltig(
      'personengruppe',
      'personengruppe=122 rechnet der Rechner erst ab 2020: bis Dezember 2019 trug der Träger der ' +
        'außerbetrieblichen Ausbildung die Beiträge allein (§ 168 Abs. 1 Nr. 3a SGB VI a. F., § 346 Abs. 1b SGB III ' +
        'a. F., § 251 Abs. 4c SGB V a. F.); das ist nicht abgebildet.',
    );
  if (gruppe === '121')
    throw ungueltig(
      'personengruppe',
      `personengruppe=122 rechnet der Rechner nur über der Geringverdienergrenze (${m.geringverdienergrenze().wert} ` +
        'Euro, § 20 Abs. 3 Satz 1 Nr. 1 SGB IV): ob und mit welchem Schlüssel die Grenze für Auszubildende in einer ' +
        'außerbetrieblichen Einrichtung gilt, ist nicht abgebildet.',
    );
  a.hinweis(
    'personengruppe=122: gerechnet sind die Beiträge je zur Hälfte wie seit 2020 (Gesetz zur Modernisierung und ' +
      'Stärkung der beruflichen Bildung) und der durchschnittliche Zusatzbeitragssatz (§ 242 Abs. 3 SGB V). Für eine ' +
      'vor dem 01.01.2020 begonnene außerbetriebliche Ausbildung gilt nach Übergangsrecht weiter die alleinige ' +
      'Beitragstragung des Trägers; die rechnet der Rechner nicht.',
  );
}

// Personengruppe 120: a full old-age pensioner insured in RV, before the standard retirement age by law
// since 2017 (§ 5 Abs. 4 Satz 1 Nr. 1 SGB VI i. d. F. des Flexirentengesetzes), after it by waiver (Satz 2).
function pruefe120(m: Monat, art: Beschaeftigung, a: Abrechnung): void {
  const ab = m.rvPflichtAltersvollrentner();
  a.zitiere(ab);
  if (ab.wert !== 1)
    throw ungueltig(
      'personengruppe',
      `personengruppe=120 gibt es erst seit 2017 (Flexirentengesetz): bis Dezember 2016 war ein Bezieher einer ` +
        'Vollrente wegen Alters rentenversicherungsfrei (§ 5 Abs. 4 Nr. 1 SGB VI a. F.; Personengruppe 119, die ' +
        'der Rechner erst nach der Regelaltersgrenze rechnet).',
    );
  a.zitiere(m.bezug.zitat('regelaltersgrenze', m.e.tag));
  a.schritt('Regelaltersgrenze erreicht am', m.altersgrenzeErreicht());
  if (art === 'uebergangsbereich' && m.nachAltersgrenze())
    throw ungueltig(
      'personengruppe',
      `personengruppe=120 nach der Regelaltersgrenze rechnet der Rechner im Übergangsbereich (brutto über ` +
        `${m.untergrenze().wert} bis ${m.obergrenze().wert} Euro) nicht: wie der Arbeitgeberanteil zur ` +
        'Arbeitslosenversicherung nach § 346 Abs. 3 SGB III dort bemessen wird, ist nicht abgebildet.',
    );
}

// A Minijob with a one-off: whether the job stays marginal depends on the regular pay over the year,
// to which a one-off counts only when it is contractually due (§ 8 Abs. 1 Nr. 1 SGB IV,
// Geringfügigkeits-Richtlinien); the parameters say neither, so the payslip refuses it
// (docs/ENTSCHEIDUNGEN.md).
export function minijobMitEinmalzahlung(m: Monat): ApiFehler {
  return ungueltig(
    'einmalzahlung',
    `Mit brutto bis ${m.untergrenze().wert} Euro (Minijob) rechnet der Rechner keine Einmalzahlung: ob die ` +
      'Beschäftigung geringfügig bleibt, hängt davon ab, ob die Einmalzahlung vertraglich geschuldet ist und ' +
      'welche Einmalzahlungen im Jahr noch folgen (regelmäßiges Arbeitsentgelt, § 8 Abs. 1 Nr. 1 SGB IV); ' +
      'das sagen die Parameter nicht.',
  );
}

// The one-off's inputs checked against the month's data (issue 30's 400s). The previous year's values
// only from January to the Märzklausel's last month (§ 23a Abs. 4 SGB IV; maerzklausel_bis_monat); the
// SV days before this month at most those of its full months (§ 1 Abs. 1 Satz 1 BVV; sv_tage_monat);
// the contributory pay so far at most the ceiling for those days, as the pro-rata ceiling limits
// what a one-off may fill (§ 23a Abs. 3 SGB IV).
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
        throw ungueltig(
          name,
          `${name} gilt nur für eine Einmalzahlung in den Monaten 1 bis ${bis} (Märzklausel, § 23a Abs. 4 SGB IV); ` +
            `datum liegt im Monat ${monat}.`,
        );
  const hoechstens = tm * (monat - 1);
  if (z.tageBisher !== null && z.tageBisher > hoechstens)
    throw ungueltig(
      'sv_tage_bisher',
      `sv_tage_bisher=${z.tageBisher}: vor dem Monat ${monat} sind 0 bis ${hoechstens} Sozialversicherungstage ` +
        `möglich (${tm} je vollem Monat, § 1 Abs. 1 BVV).`,
    );
  const tage = z.tageBisher ?? hoechstens;
  const grenze = (name: string, wert: number | null, monatsgrenze: number, t: number) => {
    if (wert === null) return;
    const max = teile(monatsgrenze * t, tm);
    if (wert > max)
      throw ungueltig(
        name,
        `${name}=${euroText(wert)}: höchstens die Beitragsbemessungsgrenze für ${t} Sozialversicherungstage, ` +
          `${euroText(max)} Euro.`,
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

// The hours of one kind of supplement the pay month's calendar allows, from the time windows of
// § 3b EStG (zusatz of the kind's rate in sfn-zuschlaege): on each day of the month that is a day
// of the kind (every day for night work, each Sunday, each holiday of the Land, the listed dates)
// its hours; on a day after one of them that is not one itself the hours of work begun before
// midnight that still count for the day before (0 to 4 Uhr, § 3b Abs. 3 Nr. 2 EStG). The hours are
// those worked in the pay month (the field's description), so a Sunday on the month's last day
// brings its 24 hours and the 0 to 4 Uhr of the 1st belong to the month of the 1st. Holidays that
// hold only in parts of the Land count: the payslip does not know the municipality of the place of
// work (§ 3b Abs. 2 Satz 4 EStG), and a bound must not refuse hours the law allows
// (docs/ENTSCHEIDUNGEN.md, "SFN-Stunden im Kalender des Monats").
function sfnHoechstens(
  m: Monat,
  art: Art,
): { stunden: number; tage: { datum: string; stunden: number; name: string }[]; folgetage: number; zusatz: Zusatz } {
  const g = m.bezug.wert('sfn-zuschlaege', art, m.e.tag);
  const zusatz = zusatzVon(art, g.zusatz);
  const amTag = tagesstunden(m, art, zusatz);
  const tage: { datum: string; stunden: number; name: string }[] = [];
  let folgetage = 0;
  let stunden = 0;
  for (let d = m.monatsanfang; d <= m.letzterTag; d = plusTage(d, 1)) {
    const heute = amTag(d);
    if (heute) {
      tage.push({ datum: d, ...heute });
      stunden += heute.stunden;
    } else if (zusatz.folgetag > 0 && amTag(plusTage(d, -1))) {
      folgetage++;
      stunden += zusatz.folgetag;
    }
  }
  return { stunden, tage, folgetage, zusatz };
}

interface Zusatz {
  jeTag: number | null;
  folgetag: number;
  // MM-DD -> hours; null: not bound to dates.
  daten: Map<string, number> | null;
  rechtsgrundlage: string;
}

// The time windows of a kind as the data states them; a kind without them is a data error.
function zusatzVon(art: Art, z: Readonly<Record<string, unknown>>): Zusatz {
  const fehlt = (f: string) => new Error(`sfn-zuschlaege.${art}: zusatz ${f} fehlt`);
  const liste = typeof z.tage_stunden === 'string' ? z.tage_stunden : null;
  const jeTag = typeof z.stunden_je_tag === 'number' ? z.stunden_je_tag : null;
  if (liste === null && jeTag === null) throw fehlt('stunden_je_tag oder tage_stunden');
  if (typeof z.stunden_rechtsgrundlage !== 'string') throw fehlt('stunden_rechtsgrundlage');
  const daten =
    liste === null
      ? null
      : new Map(
          liste.split(' ').map((t) => {
            const [tag, h] = t.split(':');
            if (!/^\d\d-\d\d$/.test(tag) || !Number.isFinite(Number(h))) throw fehlt(`tage_stunden (${t})`);
            return [tag, Number(h)] as const;
          }),
        );
  return {
    jeTag,
    folgetag: typeof z.stunden_folgetag === 'number' ? z.stunden_folgetag : 0,
    daten,
    rechtsgrundlage: z.stunden_rechtsgrundlage,
  };
}

// Which days are days of the kind, with their hours and a name for the message; null: none.
function tagesstunden(m: Monat, art: Art, z: Zusatz): (datum: string) => { stunden: number; name: string } | null {
  const { daten, jeTag } = z;
  if (daten) return (d) => (daten.has(d.slice(5)) ? { stunden: daten.get(d.slice(5)) as number, name: '' } : null);
  const h = jeTag as number;
  if (art === 'sonntag') return (d) => (wochentag(d) === 0 ? { stunden: h, name: '' } : null);
  if (art === 'feiertag') {
    // The day before the month too: its holiday's 0 to 4 Uhr fall on the 1st.
    const regeln = feiertagsregeln(m.bezug);
    const jahr = Number(m.e.monat.slice(0, 4));
    const karte = new Map<string, string>();
    for (const j of [jahr - 1, jahr])
      for (const f of feiertageFuer(j, regeln, m.e.land, true))
        karte.set(f.datum, f.laender.includes(m.e.land) ? f.name : `${f.name}, in Teilen des Landes`);
    return (d) => {
      const name = karte.get(d);
      return name === undefined ? null : { stunden: h, name };
    };
  }
  return () => ({ stunden: h, name: '' });
}

const zahl = (x: number) => String(x).replace('.', ',');
const tagText = (d: string) => `${d.slice(8)}.${d.slice(5, 7)}.`;
const MONATE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

// The supplements' hours per kind at most what the pay month's calendar allows (sfnHoechstens):
// 400 naming the kind's hours (name: its query parameter or JSON path) with the month's maximum.
export function pruefeSfn(m: Monat, n: Namen, arten: readonly string[]): void {
  const z = m.e.bezuege.sfn;
  if (!z) return;
  const monat = `${MONATE[Number(m.e.monat.slice(5, 7)) - 1]} ${m.e.monat.slice(0, 4)}`;
  for (const [art, h] of Object.entries(z.stunden) as [Art, { hundertstel: number }][]) {
    const max = sfnHoechstens(m, art);
    if (h.hundertstel <= max.stunden * 100) continue;
    const name = n(`sfn.zuschlaege[${arten.indexOf(art)}].stunden`);
    const land = `${n('person.land')}=${m.e.land}`;
    const zj = max.zusatz;
    const folge =
      max.folgetage > 0
        ? ` und ${max.folgetage} ${max.folgetage === 1 ? 'Folgetag' : 'Folgetage'} × ${zahl(zj.folgetag)} Stunden ` +
          '(0 bis 4 Uhr, wenn die Arbeit vor 0 Uhr aufgenommen wurde)'
        : '';
    const tage = max.tage.map((t) => `${tagText(t.datum)}${t.name ? ` ${t.name}` : ''}`).join(', ');
    const feiertage = max.tage.length === 1 ? 'gesetzlicher Feiertag' : 'gesetzliche Feiertage';
    let grund: string;
    if (max.stunden === 0) {
      const monate = zj.daten
        ? [...new Set([...zj.daten.keys()].map((k) => MONATE[Number(k.slice(0, 2)) - 1]))].join(' und ')
        : '';
      grund =
        art === 'feiertag'
          ? `${LAND_NAMEN[m.e.land]} (${land}) hat im ${monat} keinen gesetzlichen Feiertag`
          : `${ART_TEXT[art]} gibt es nur im ${monate}, nicht im ${monat}`;
      grund += `; erlaubt ist 0 (${zj.rechtsgrundlage}).`;
    } else {
      const wie =
        zj.daten !== null
          ? max.tage.map((t) => `${zahl(t.stunden)} Stunden am ${tagText(t.datum)}`).join(', ')
          : art === 'sonntag'
            ? `${max.tage.length} Sonntage (${tage}) × ${zahl(zj.jeTag as number)} Stunden`
            : art === 'feiertag'
              ? `${max.tage.length} ${feiertage} in ${LAND_NAMEN[m.e.land]} (${land}: ${tage}) × ` +
                `${zahl(zj.jeTag as number)} Stunden`
              : `${max.tage.length} Kalendertage × ${zahl(zj.jeTag as number)} Stunden`;
      grund =
        `im ${monat} sind höchstens ${zahl(max.stunden)} Stunden ${ART_TEXT[art]} möglich: ${wie}${folge} ` +
        `(${zj.rechtsgrundlage}).`;
    }
    throw ungueltig(name, `${name}=${zahl(h.hundertstel / 100)}: ${grund}`);
  }
}

// The Rechtskreis chooses between the ceilings West and Ost of the pension and unemployment insurance;
// since the data hold one uniform ceiling (rechengroessen bbg_rv, from 2025: no values Ost are set any
// more, § 275a SGB VI) there is nothing to choose, and a rechtskreis sent would claim a difference
// the month does not have. It still chooses where a one-off of the Märzklausel's months may fall to
// the previous year (§ 23a Abs. 4 SGB IV) and that year had both. The browser form leaves the field
// empty unless chosen.
export function pruefeRechtskreis(m: Monat, n: Namen): void {
  if (m.e.rechtskreis === null) return;
  const einheitlich = (tag: string) => m.bezug.vielleicht('rechengroessen', 'bbg_rv', tag) !== null;
  if (!einheitlich(m.e.tag)) return;
  const jahr = Number(m.e.monat.slice(0, 4));
  const maerz = m.e.einmal !== null && Number(m.e.monat.slice(5, 7)) <= m.maerzklauselBis().wert;
  if (maerz && !einheitlich(`${jahr - 1}-12-31`)) return;
  throw ungueltig(
    n('person.rechtskreis'),
    `${n('person.rechtskreis')}=${m.e.rechtskreis} gilt nur bis 2024 (und für eine Einmalzahlung, die nach der ` +
      `Märzklausel dem Jahr 2024 zugeordnet wird): im Monat ${m.e.monat} gilt bundesweit eine ` +
      'Beitragsbemessungsgrenze der Renten- und Arbeitslosenversicherung (keine Werte Ost mehr, § 275a SGB VI); ' +
      `bitte ohne ${n('person.rechtskreis')} senden.`,
  );
}

// The expected annual pay without the one-off (§ 39b Abs. 3 Satz 1 EStG; R 39b.6 Abs. 2 LStR) adds the
// current pay of the year's pay periods so far, this month's among them, to that expected for the rest
// of the year and the one-offs already paid. So it is at least this month's taxable current pay
// (steuer, cent: PAP RE4 of the month before a daily table); less is no annual pay of this month.
// Checked on the full payslip only, so netto-brutto searches freely and refuses a gross that needs it.
export function pruefeJahresarbeitslohn(m: Monat, steuer: number): void {
  const j = m.e.einmal?.jahresarbeitslohn ?? null;
  if (j === null || j >= steuer) return;
  throw ungueltig(
    'jahresarbeitslohn',
    `jahresarbeitslohn=${euroText(j)}: der voraussichtliche Jahresarbeitslohn ohne die Einmalzahlung enthält den ` +
      `laufenden steuerpflichtigen Arbeitslohn dieses Monats und ist mindestens ${euroText(steuer)} Euro ` +
      '(§ 39b Abs. 3 Satz 1 EStG, R 39b.6 Abs. 2 LStR).',
  );
}
