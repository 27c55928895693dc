// The public payslip page (/v1/dokumentation/rechner/brutto-netto/, English under
// /v1/dokumentation/en/rechner/brutto-netto/): static HTML with a form built from the module's
// parameters, and one script bundled with esbuild from src/seiten/brutto-netto.ts, the module, the
// wage tax programmes of the covered years and the data of the datasets the module reads. It
// computes in the browser: no key, no request.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { BRUTTO_NETTO_BRAUCHT } from '../src/rechner/abrechnung/monat';
import type { Laufzeitdaten } from '../src/vertrag/modell';
import type { PapEintrag } from '../src/vertrag/pap';
import type { ParameterSpec } from '../src/vertrag/parameter';
import { schreibe } from './datei';
import { ZIEL as PAP_ZIEL } from './pap/erzeuge';
import { DOKU, esc, seite } from './seitenrahmen';

const WURZEL = join(import.meta.dirname, '..');
const SKRIPT = `${DOKU}/rechner/brutto-netto.js`;

// The label of a field and its help (the request schema declares both, src/rechner/abrechnung/anfrage.ts);
// without help the parameter's description stands under it.
const beschriftung = (p: ParameterSpec, sprache: 'de' | 'en') => p.beschriftung?.[sprache] ?? p.name;
const hilfeText = (p: ParameterSpec, sprache: 'de' | 'en') => p.hilfe?.[sprache] ?? p.beschreibung;

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
  const label = esc(beschriftung(p, sprache));
  const hilfe = `<small id="hilfe-${name}">${esc(hilfeText(p, sprache))}</small>`;
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
    // A value with a name (the Personengruppen) shows both; the value sent is the key alone.
    const optionen = (p.werte ?? []).map((w) => {
      const text = p.wertnamen?.[w] ? `${w} – ${p.wertnamen[w]}` : w;
      return `<option value="${esc(w)}"${w === start ? ' selected' : ''}>${esc(text)}</option>`;
    });
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
