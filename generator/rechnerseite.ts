// The public payslip page (/v1/dokumentation/rechner/brutto-netto/, English under
// /v1/dokumentation/en/rechner/brutto-netto/): static HTML with a form built from the module's
// parameters, and one script bundled with esbuild from src/seiten/brutto-netto.ts, the module, the
// wage tax programmes of the covered years and the data of the datasets the module reads. It
// computes in the browser: no key, no request.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { BRUTTO_NETTO_BRAUCHT } from '../src/rechner/abrechnung/monat';
import type { Art } from '../src/rechner/abrechnung/sfn-parameter';
import type { Laufzeitdaten } from '../src/vertrag/modell';
import type { PapEintrag } from '../src/vertrag/pap';
import type { ParameterSpec } from '../src/vertrag/parameter';
import { ZIEL as PAP_ZIEL } from './pap/erzeuge';
import { DOKU, esc, schreibe, seite } from './seitenrahmen';

const WURZEL = join(import.meta.dirname, '..');
const SKRIPT = `${DOKU}/rechner/brutto-netto.js`;

// Short labels of the form; the parameter's description stands under each field.
const BESCHRIFTUNG: Record<string, { de: string; en: string }> = {
  datum: { de: 'Abrechnungsmonat', en: 'Pay month' },
  brutto: { de: 'Brutto im Monat (Euro)', en: 'Gross pay per month (euro)' },
  steuerklasse: { de: 'Steuerklasse', en: 'Tax class' },
  kinderfreibetraege: { de: 'Kinderfreibeträge', en: 'Child allowances' },
  kirchensteuer: { de: 'Kirchensteuerpflichtig', en: 'Church member' },
  land: { de: 'Land des Beschäftigungsorts', en: 'Federal state of the workplace' },
  rechtskreis: { de: 'Rechtskreis (nur bis 2024)', en: 'Legal area (until 2024 only)' },
  krankenversicherung: { de: 'Krankenversicherung', en: 'Health insurance' },
  zusatzbeitrag: { de: 'Zusatzbeitrag der Krankenkasse (%)', en: 'Additional contribution of the fund (%)' },
  pkv_beitrag: {
    de: 'Beitrag private Kranken- und Pflegeversicherung (Euro)',
    en: 'Private health and care premium (euro)',
  },
  ppv_beitrag: { de: 'davon Pflegeversicherung (Euro)', en: 'of which care insurance (euro)' },
  kinder: { de: 'Kinder', en: 'Children' },
  kinder_unter_25: { de: 'davon unter der Altersgrenze des Abschlags', en: 'of whom under the discount age limit' },
  geburtsdatum: { de: 'Geburtsdatum', en: 'Date of birth' },
  geburtsjahr: { de: 'Geburtsjahr (ohne Geburtsdatum)', en: 'Year of birth (without date of birth)' },
  rentenversicherung: { de: 'Rentenversicherung', en: 'Pension insurance' },
  u1_satz: { de: 'Umlage U1 (%)', en: 'Levy U1 (%)' },
  u2_satz: { de: 'Umlage U2 (%)', en: 'Levy U2 (%)' },
  einmalzahlung: { de: 'Einmalzahlung in diesem Monat (Euro)', en: 'One-off payment this month (euro)' },
  einmalzahlung_art: { de: 'Art der Einmalzahlung', en: 'Kind of one-off payment' },
  jahresarbeitslohn: {
    de: 'Voraussichtlicher Jahresarbeitslohn ohne die Einmalzahlung (Euro)',
    en: 'Expected annual pay without the one-off (euro)',
  },
  kv_entgelt_bisher: {
    de: 'Beitragspflichtiges Entgelt KV/PV bisher in diesem Jahr (Euro)',
    en: 'Contributory pay so far this year, health/care (euro)',
  },
  rv_entgelt_bisher: {
    de: 'Beitragspflichtiges Entgelt RV/AV bisher in diesem Jahr (Euro)',
    en: 'Contributory pay so far this year, pension/unemployment (euro)',
  },
  sv_tage_bisher: { de: 'SV-Tage bisher in diesem Jahr', en: 'Social insurance days so far this year' },
  vorjahr_kv_entgelt: {
    de: 'Vorjahr: beitragspflichtiges Entgelt KV/PV (Euro, nur Januar bis März)',
    en: 'Previous year: contributory pay, health/care (euro, January to March only)',
  },
  vorjahr_rv_entgelt: {
    de: 'Vorjahr: beitragspflichtiges Entgelt RV/AV (Euro, nur Januar bis März)',
    en: 'Previous year: contributory pay, pension/unemployment (euro, January to March only)',
  },
  vorjahr_sv_tage: {
    de: 'Vorjahr: SV-Tage (nur Januar bis März)',
    en: 'Previous year: social insurance days (January to March only)',
  },
  // The rest of a real month (issue 31); the SFN hours and rates per kind in beschriftung().
  freibetrag: { de: 'Steuerfreibetrag im Monat laut ELStAM (Euro)', en: 'Monthly tax allowance on the ELStAM (euro)' },
  hinzurechnung: {
    de: 'Hinzurechnungsbetrag im Monat laut ELStAM (Euro)',
    en: 'Monthly addition on the ELStAM (euro)',
  },
  faktor: { de: 'Faktor (Steuerklasse IV mit Faktor)', en: 'Factor (tax class IV with factor)' },
  entgeltumwandlung: {
    de: 'Entgeltumwandlung im Monat (Direktversicherung, Pensionskasse, Pensionsfonds; Euro)',
    en: 'Deferred compensation per month (euro)',
  },
  bav_arbeitgeberzuschuss: {
    de: 'Arbeitgeberzuschuss zur Altersversorgung (Euro; leer: gesetzliche 15 %)',
    en: "Employer's pension contribution (euro; empty: statutory 15 %)",
  },
  geldwerter_vorteil: {
    de: 'Geldwerter Vorteil / Sachbezug, steuerpflichtig (Euro)',
    en: 'Taxable benefit in kind (euro)',
  },
  sachbezug: {
    de: 'Sachbezüge unter der monatlichen Freigrenze, z. B. Gutscheine (Euro)',
    en: 'Benefits in kind under the monthly exemption limit (euro)',
  },
  dienstwagen_listenpreis: {
    de: 'Bruttolistenpreis des Dienstwagens (Euro)',
    en: 'Gross list price of the car (euro)',
  },
  dienstwagen_antrieb: { de: 'Antrieb', en: 'Drive' },
  dienstwagen_anschaffung: { de: 'Anschaffung (Monat)', en: 'Acquisition (month)' },
  dienstwagen_ueberlassung: { de: 'Erste Überlassung (Monat)', en: 'First provision (month)' },
  dienstwagen_entfernung_km: { de: 'Entfernung Wohnung – Arbeit (km)', en: 'Distance home to work (km)' },
  dienstwagen_fahrten_monat: { de: 'Fahrten zur Arbeit im Monat (Einzelbewertung)', en: 'Trips to work this month' },
  dienstwagen_zuzahlung_monat: {
    de: 'Zuzahlung des Mitarbeiters im Monat (Euro)',
    en: "Employee's payment per month (euro)",
  },
  dienstwagen_co2_g_km: { de: 'CO2-Ausstoß (g/km, nur Hybrid)', en: 'CO2 emission (g/km, hybrid only)' },
  dienstwagen_reichweite_km: { de: 'Elektrische Reichweite (km, nur Hybrid)', en: 'Electric range (km, hybrid only)' },
  dienstwagen_batterie_kwh: { de: 'Batteriekapazität (kWh)', en: 'Battery capacity (kWh)' },
  sfn_grundlohn_stunde: { de: 'Grundlohn je Stunde (Euro)', en: 'Basic hourly wage (euro)' },
  sv_tage: { de: 'SV-Tage in diesem Monat (voller Monat: 30)', en: 'Social insurance days this month (full: 30)' },
  teillohnzahlungszeitraum: {
    de: 'Eintritt oder Austritt in diesem Monat (Lohnsteuer nach Tagestabelle)',
    en: 'Joined or left this month (wage tax on the daily table)',
  },
};
const SFN_ART: Record<Art, { de: string; en: string }> = {
  nacht: { de: 'Nachtarbeit', en: 'night work' },
  nacht_0_bis_4: { de: 'Nachtarbeit 0 bis 4 Uhr', en: 'night work 0 to 4 am' },
  sonntag: { de: 'Sonntagsarbeit', en: 'Sunday work' },
  feiertag: { de: 'Feiertagsarbeit', en: 'holiday work' },
  feiertag_besonders: { de: 'Weihnachten und 1. Mai', en: 'Christmas and 1 May' },
  silvester_ab_14_uhr: { de: 'Silvester ab 14 Uhr', en: "New Year's Eve from 2 pm" },
};
function beschriftung(name: string, sprache: 'de' | 'en'): string {
  const fest = BESCHRIFTUNG[name];
  if (fest) return fest[sprache];
  const sfn = /^sfn_(stunden|satz)_(.+)$/.exec(name);
  if (sfn && sfn[2] in SFN_ART) {
    const art = SFN_ART[sfn[2] as Art][sprache];
    if (sfn[1] === 'stunden') return sprache === 'de' ? `Stunden ${art}` : `Hours of ${art}`;
    return sprache === 'de' ? `Zuschlag ${art} (%; leer: steuerfreier Höchstsatz)` : `Premium for ${art} (%)`;
  }
  return name;
}

// Help in the clerk's words where the API's description speaks to a programmer.
const HILFE: Record<string, { de: string; en: string }> = {
  steuerklasse: { de: 'Laut ELStAM des Mitarbeiters (1 bis 6).', en: "From the employee's ELStAM (1 to 6)." },
  kinderfreibetraege: {
    de: 'Zahl der Kinderfreibeträge laut ELStAM, z. B. 0,5 oder 1.',
    en: 'Number of child allowances on the ELStAM, e.g. 0.5 or 1.',
  },
  kirchensteuer: {
    de: 'Ankreuzen, wenn die ELStAM eine kirchensteuerpflichtige Religion nennen.',
    en: 'Tick if the ELStAM show a church-tax religion.',
  },
  krankenversicherung: {
    de: 'Privat: dann den Monatsbeitrag der privaten Versicherung angeben; der Arbeitgeberzuschuss wird berechnet.',
    en: "Private: then enter the monthly premium; the employer's subsidy is computed.",
  },
  pkv_beitrag: {
    de: 'Nur bei privater Versicherung: Monatsbeitrag für Kranken- und Pflegeversicherung laut Bescheinigung.',
    en: 'Private insurance only: monthly premium for health and care insurance.',
  },
  zusatzbeitrag: {
    de: 'Zusatzbeitragssatz der Krankenkasse des Mitarbeiters; leer: der durchschnittliche Satz.',
    en: "Additional contribution rate of the employee's fund; empty: the average rate.",
  },
  kinder: {
    de: 'Kinder, für die die Elterneigenschaft nachgewiesen ist (Pflegeversicherung); 0: kinderlos.',
    en: 'Children with proven parenthood (care insurance); 0: childless.',
  },
  sv_tage: {
    de:
      'Bei Eintritt oder Austritt im Monat die Kalendertage der Beschäftigung, bei Krankengeld oder Elternzeit ' +
      'die Tage mit Entgelt; Brutto ist dann das Entgelt dieser Tage.',
    en: 'When joining or leaving in the month the calendar days employed; gross pay is then the pay of these days.',
  },
  teillohnzahlungszeitraum: {
    de:
      'Automatisch: ja bei weniger als 30 SV-Tagen. Nein, wenn das Arbeitsverhältnis den ganzen Monat bestand ' +
      '(Krankengeld, Elternzeit): dann Monatstabelle.',
    en:
      'Automatic: yes below 30 days. No if the employment lasted the whole month (sick pay, parental leave): ' +
      'monthly table.',
  },
  geburtsjahr: {
    de: 'Für den Zuschlag für Kinderlose und den Altersentlastungsbetrag; leer: Zuschlag wird angenommen.',
    en: 'For the childless surcharge and the old-age relief; empty: surcharge assumed.',
  },
};

// The form's groups: the common fields first, each further topic in a section opened on demand.
const GRUPPEN: { titel: { de: string; en: string }; passt: (name: string) => boolean }[] = [
  {
    titel: { de: 'Private Kranken- und Pflegeversicherung', en: 'Private health and care insurance' },
    passt: (n) => ['krankenversicherung', 'pkv_beitrag', 'ppv_beitrag'].includes(n),
  },
  {
    titel: { de: 'Einmalzahlung (Weihnachtsgeld, Prämie, Abfindung)', en: 'One-off payment' },
    passt: (n) =>
      n.startsWith('einmalzahlung') || n.startsWith('vorjahr_') || n.endsWith('_bisher') || n === 'jahresarbeitslohn',
  },
  { titel: { de: 'Dienstwagen', en: 'Company car' }, passt: (n) => n.startsWith('dienstwagen_') },
  {
    titel: { de: 'Betriebliche Altersversorgung', en: 'Occupational pension' },
    passt: (n) => n === 'entgeltumwandlung' || n === 'bav_arbeitgeberzuschuss',
  },
  {
    titel: { de: 'Sachbezüge und geldwerte Vorteile', en: 'Benefits in kind' },
    passt: (n) => n === 'geldwerter_vorteil' || n === 'sachbezug',
  },
  {
    titel: { de: 'Zuschläge für Sonntags-, Feiertags- und Nachtarbeit', en: 'Sunday, holiday and night premiums' },
    passt: (n) => n.startsWith('sfn_'),
  },
  {
    titel: { de: 'Eintritt, Austritt oder Fehlzeit im Monat (Teilmonat)', en: 'Part month (joining, leaving)' },
    passt: (n) => n === 'sv_tage' || n === 'teillohnzahlungszeitraum',
  },
  {
    titel: { de: 'Freibeträge und Faktor (ELStAM)', en: 'Allowances and factor (ELStAM)' },
    passt: (n) => ['freibetrag', 'hinzurechnung', 'faktor'].includes(n),
  },
  {
    titel: { de: 'Weitere Angaben (Rechtskreis, Rentenversicherung, Umlagen)', en: 'Further details' },
    passt: (n) => ['rechtskreis', 'rentenversicherung', 'u1_satz', 'u2_satz', 'geburtsdatum'].includes(n),
  },
];

// Values the form starts with, so the page shows a payslip at once.
const VORGABE: Record<string, string> = { brutto: '3500', land: 'HE' };
const OHNE = new Set(['protokoll', 'format', 'trennzeichen']);

function feld(p: ParameterSpec, sprache: 'de' | 'en'): string {
  const name = esc(p.name);
  const label = esc(beschriftung(p.name, sprache));
  const hilfe = `<small id="hilfe-${name}">${esc(HILFE[p.name]?.[sprache] ?? p.beschreibung)}</small>`;
  const beschreibt = `aria-describedby="hilfe-${name}"`;
  const start =
    VORGABE[p.name] ??
    (p.standard !== undefined && p.standard !== null && p.standard !== 'heute' ? String(p.standard) : '');
  // A yes/no without a fixed default (it follows from other fields): empty leaves it to the API.
  if (p.typ === 'boolean' && p.standard === undefined) {
    const [leer, ja, nein] = sprache === 'de' ? ['automatisch', 'ja', 'nein'] : ['automatic', 'yes', 'no'];
    return (
      `<p><label for="f-${name}">${label}</label><br><select id="f-${name}" name="${name}" ${beschreibt}>` +
      `<option value="">${leer}</option><option value="true">${ja}</option><option value="false">${nein}</option>` +
      `</select><br>${hilfe}</p>`
    );
  }
  if (p.typ === 'boolean')
    return (
      `<p><input type="checkbox" id="f-${name}" name="${name}" ${beschreibt}${start === 'true' ? ' checked' : ''}> ` +
      `<label for="f-${name}">${label}</label><br>${hilfe}</p>`
    );
  let eingabe: string;
  if (p.typ === 'auswahl') {
    const leer = p.pflicht || p.standard !== undefined ? '' : '<option value=""></option>';
    const optionen = (p.werte ?? []).map((w) => `<option${w === start ? ' selected' : ''}>${esc(w)}</option>`);
    eingabe = `<select id="f-${name}" name="${name}" ${beschreibt}>${leer}${optionen.join('')}</select>`;
  } else if (p.typ === 'datum') {
    // The pay month as a month; other dates (birth, the car's acquisition) to the day.
    const art = p.name === 'datum' ? 'month' : 'date';
    eingabe = `<input type="${art}" id="f-${name}" name="${name}" ${beschreibt}>`;
  } else {
    const schritt = p.typ === 'ganzzahl' ? '1' : p.name === 'kinderfreibetraege' ? '0.5' : '0.01';
    const grenzen = p.bereich ? ` min="${p.bereich.min}" max="${p.bereich.max}"` : '';
    eingabe =
      `<input type="number" id="f-${name}" name="${name}" step="${schritt}"${grenzen} ` +
      `value="${esc(start)}"${p.pflicht ? ' required' : ''} ${beschreibt}>`;
  }
  return `<p><label for="f-${name}">${label}</label><br>${eingabe}<br>${hilfe}</p>`;
}

function html(parameter: ParameterSpec[], sprache: 'de' | 'en'): string {
  const de = sprache === 'de';
  const sichtbar = parameter.filter((p) => !OHNE.has(p.name));
  const gruppe = (p: ParameterSpec) => GRUPPEN.findIndex((g) => g.passt(p.name));
  const felder = [
    ...sichtbar.filter((p) => gruppe(p) < 0).map((p) => feld(p, sprache)),
    ...GRUPPEN.map((g, i) => {
      const darin = sichtbar.filter((p) => gruppe(p) === i);
      return (
        `<details id="gruppe-${i}"><summary>${esc(g.titel[sprache])}</summary>\n` +
        `${darin.map((p) => feld(p, sprache)).join('\n')}\n</details>`
      );
    }),
  ];
  const einleitung = de
    ? `<h1>Brutto-Netto-Rechner</h1>
<p>Die Abrechnung eines Monats mit Lohnsteuer nach dem Programmablaufplan des BMF, Solidaritätszuschlag,
Kirchensteuer, allen Beiträgen zur Sozialversicherung, Umlagen und den Kosten des Arbeitgebers, jeder Posten mit
Satz, Basis und Rechtsgrundlage. Die Seite rechnet in Ihrem Browser mit demselben Code und denselben Daten wie die
API <a href="${DOKU}/#hr-brutto-netto"><code>/v1/hr/brutto-netto</code></a>; nichts wird übertragen, ein Schlüssel
ist nicht nötig.</p>`
    : `<h1>Gross-to-net calculator</h1>
<p>The payslip of one month: wage tax per the BMF flowchart (PAP), solidarity surcharge, church tax, every
social-insurance contribution, the levies and the employer's cost, each line with its rate, base and legal basis.
The page computes in your browser with the same code and data as the API endpoint
<code>/v1/hr/brutto-netto</code>; nothing is sent anywhere and no key is needed. Line names and messages are German,
as in the API.</p>`;
  return seite({
    lang: sprache,
    titel: de ? 'Brutto-Netto-Rechner – HR-Referenzdaten-API' : 'Gross-to-net calculator – HR reference data API',
    inhalt: `${einleitung}
<form id="abrechnung" class="rechner">
${felder.join('\n')}
<p><button type="submit">${de ? 'Berechnen' : 'Calculate'}</button></p>
</form>
<div id="ergebnis" aria-live="polite"></div>`,
    skripte: [SKRIPT],
    umschalter: de ? `${DOKU}/en/rechner/brutto-netto/` : `${DOKU}/rechner/brutto-netto/`,
  });
}

// The datasets the page needs, only with the periods the calculator covers.
function seitendaten(daten: Laufzeitdaten): object {
  const eigen = daten.datensaetze['brutto-netto'];
  const { von, bis } = eigen.abdeckung;
  const ende = bis ?? '9999-12-31';
  const datensaetze = Object.fromEntries(
    ['brutto-netto', ...BRUTTO_NETTO_BRAUCHT].map((id) => {
      const d = daten.datensaetze[id];
      const perioden = d.perioden.filter((p) => p.von <= ende && (p.bis === null || p.bis >= von));
      return [id, { ...d, perioden, verlauf: [] }];
    }),
  );
  return { datensaetze };
}

export function schreibeRechnerseite(dokuDir: string, daten: Laufzeitdaten, pap: readonly PapEintrag[]): number {
  rmSync(join(dokuDir, 'rechner'), { recursive: true, force: true });
  const d = daten.datensaetze['brutto-netto'];
  const { von, bis } = d.abdeckung;
  const versionen = pap.filter((v) => v.gueltig_bis >= von && (bis === null || v.gueltig_ab <= bis));
  const datenDatei = join(WURZEL, 'build', 'seiten', 'brutto-netto.json');
  let bytes = schreibe(datenDatei, JSON.stringify(seitendaten(daten)));
  const eintrag = [
    `import { starte } from ${JSON.stringify(join(WURZEL, 'src', 'seiten', 'brutto-netto.ts'))};`,
    `import daten from ${JSON.stringify(datenDatei)};`,
    ...versionen.map((v, i) => `import * as p${i} from ${JSON.stringify(join(PAP_ZIEL, `pap${v.id}.ts`))};`),
    `const meta = ${JSON.stringify(versionen.map(({ modul: _, ...m }) => m))};`,
    `const module = [${versionen.map((_, i) => `p${i}`).join(', ')}];`,
    `const sprache = document.documentElement.lang === 'en' ? 'en' : 'de';`,
    `starte(daten, meta.map((m, i) => ({ ...m, modul: module[i] })), sprache);`,
  ].join('\n');
  const skript = buildSync({
    stdin: { contents: eintrag, resolveDir: WURZEL, loader: 'ts', sourcefile: 'brutto-netto-seite.ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  }).outputFiles[0].text;
  bytes += schreibe(join(dokuDir, 'rechner', 'brutto-netto.js'), skript);
  bytes += schreibe(join(dokuDir, 'rechner', 'brutto-netto', 'index.html'), html(d.parameter, 'de'));
  bytes += schreibe(join(dokuDir, 'en', 'rechner', 'brutto-netto', 'index.html'), html(d.parameter, 'en'));
  return bytes;
}
