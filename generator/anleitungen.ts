// Task guides in German and English (/v1/dokumentation/anleitungen/, /v1/dokumentation/en/guides/):
// each task with runnable JavaScript (Node 18 or later, plain fetch). The code shown on the page is
// exactly the code test/anleitungen.test.ts runs against the in-process API on a real local socket,
// so a guide cannot drift from the API. A guide for SDK, CLI and MCP follows once those exist.
import { join } from 'node:path';
import { schreibe } from './datei';
import { DOKU, esc, seite } from './seitenrahmen';

export interface Beispiel {
  id: string;
  de: string;
  en: string;
  // The body of an async function with BASIS (…/v1) and API_SCHLUESSEL in scope; returns its result.
  code: string;
}
export interface Anleitung {
  id: string;
  de: { titel: string; text: string };
  en: { titel: string; text: string };
  beispiele: Beispiel[];
}

const HOLE = `const kopf = { Authorization: \`Bearer \${API_SCHLUESSEL}\` };
async function hole(pfad) {
  const antwort = await fetch(BASIS + pfad, { headers: kopf, signal: AbortSignal.timeout(15000) });
  if (!antwort.ok) throw new Error(\`\${antwort.status} \${pfad}: \${await antwort.text()}\`);
  return antwort.json();
}
`;

export const ANLEITUNGEN: Anleitung[] = [
  {
    id: 'jahreswechsel',
    de: {
      titel: 'Jahreswechsel in der Entgeltabrechnung',
      text:
        `<p>Zum 1. Januar ändern sich Mindestlohn, Rechengrößen, Beitragssätze und Freibeträge. Fragen Sie die ` +
        `Werte am 31.12. und am 01.01. ab und vergleichen Sie sie; ` +
        `die <a href="${DOKU}/jahreswechsel/">Jahreswechselseiten</a> zeigen dieselbe Liste zum Ansehen. ` +
        `Jahresdatensätze (<code>zeit: jahr</code>, z. B. <code>rechengroessen</code>) fragen Sie mit <code>` +
        `jahr</code> ab, Stichtagsdatensätze mit <code>datum</code>. Ein Wert <code>null</code> mit <code>` +
        `vorlaeufig: true</code> heißt: angekündigt, noch nicht festgesetzt.</p>`,
    },
    en: {
      titel: 'The payroll year-end change',
      text:
        `<p>On 1 January the minimum wage, the social-insurance reference values, contribution rates and ` +
        `allowances change. Ask for the values on 31 December and on 1 January and compare them; ` +
        `the <a href="${DOKU}/jahreswechsel/" hreflang="de">year-change pages</a> show the same list to read. Ask ` +
        `yearly datasets (<code>zeit: jahr</code>, e.g. <code>rechengroessen</code>) with <code>jahr</code>, date-` +
        `based ones with <code>datum</code>. A value <code>null</code> with <code>vorlaeufig: true</code> means ` +
        `announced but not fixed yet.</p>`,
    },
    beispiele: [
      {
        id: 'mindestlohn-alt-neu',
        de: 'Mindestlohn am 31.12.2025 und am 01.01.2026:',
        en: 'Minimum wage on 31 December 2025 and on 1 January 2026:',
        code: `${HOLE}const alt = await hole('/hr/mindestlohn?datum=2025-12-31');
const neu = await hole('/hr/mindestlohn?datum=2026-01-01');
return { alt: alt.werte.mindestlohn, neu: neu.werte.mindestlohn, rechtsgrundlage: \
neu.bestandteile[0].rechtsgrundlage };`,
      },
      {
        id: 'rechengroessen-vergleich',
        de: 'Jede Rechengröße 2025 neben 2026, nur die geänderten:',
        en: 'Every reference value of 2025 next to 2026, only those that changed:',
        code: `${HOLE}const [a, b] = await Promise.all([hole('/hr/rechengroessen?jahr=2025'), \
hole('/hr/rechengroessen?jahr=2026')]);
const geaendert = {};
for (const [id, neu] of Object.entries(b.werte)) if (a.werte[id] !== neu) geaendert[id] = { alt: a.werte[id] ?? \
null, neu };
return geaendert;`,
      },
    ],
  },
  {
    id: 'aktuell-halten',
    de: {
      titel: 'Werte aktuell halten: /aenderungen und ETag',
      text:
        `<p>Speichern Sie je Datensatz den <code>datenstand</code> und das <code>ETag</code> der letzten ` +
        `Antwort. Ein täglicher Abgleich fragt <code>/v1/aenderungen?seit=</code> mit dem Datum des letzten ` +
        `Abgleichs; nur Datensätze mit neuen Einträgen werden neu geholt. Mit <code>If-None-Match</code> antwortet ` +
        `die API 304 ohne Inhalt, solange sich nichts geändert hat (zählt nicht als neuer Inhalt, spart ` +
        `Bandbreite).</p>`,
    },
    en: {
      titel: 'Keeping values current: /aenderungen and ETag',
      text:
        `<p>Store the <code>datenstand</code> and the <code>ETag</code> of the last answer for each dataset. A ` +
        `daily sync asks <code>/v1/aenderungen?seit=</code> with the date of the last sync and fetches only ` +
        `datasets with new entries. With <code>If-None-Match</code> the API answers 304 without a body as long as ` +
        `nothing changed.</p>`,
    },
    beispiele: [
      {
        id: 'etag',
        de: 'Erste Abfrage mit ETag, zweite mit If-None-Match:',
        en: 'First request keeps the ETag, the second sends If-None-Match:',
        code: `const url = \`\${BASIS}/hr/mindestlohn?datum=2026-01-01\`;
const kopf = { Authorization: \`Bearer \${API_SCHLUESSEL}\` };
const erste = await fetch(url, { headers: kopf });
const etag = erste.headers.get('etag');
const zweite = await fetch(url, { headers: { ...kopf, 'If-None-Match': etag } });
return { erste: erste.status, zweite: zweite.status, etag };`,
      },
      {
        id: 'aenderungen-seit',
        de: 'Welche Datensätze haben seit dem letzten Abgleich neue Einträge?',
        en: 'Which datasets have new entries since the last sync?',
        code: `${HOLE}const letzterAbgleich = '2025-11-01';
const { aenderungen } = await hole(\`/aenderungen?seit=\${letzterAbgleich}\`);
const neu = [...new Set(aenderungen.map((a) => a.datensatz))].sort();
return { anzahl: aenderungen.length, datensaetze: neu, juengster: aenderungen[0].datenstand };`,
      },
    ],
  },
  {
    id: 'kuendigungsfrist',
    de: {
      titel: 'Kündigungsfrist berechnen',
      text:
        `<p><code>/v1/hr/kuendigungsfrist</code> rechnet die gesetzliche Frist nach § 622 BGB aus Eintritt und ` +
        `Zugang der Kündigung; <code>seite</code> ist <code>arbeitgeber</code> (verlängerte Fristen nach ` +
        `Betriebszugehörigkeit) oder <code>arbeitnehmer</code> (Grundfrist). Tarif- und Arbeitsverträge können ` +
        `abweichen; die Antwort nennt die angewandte Regel mit Vorschrift.</p>`,
    },
    en: {
      titel: 'Computing a notice period',
      text:
        `<p><code>/v1/hr/kuendigungsfrist</code> computes the statutory notice period of § 622 BGB from the ` +
        `start of employment (<code>eintritt</code>) and the day the notice is received (<code>zugang</code>); ` +
        `<code>seite</code> is <code>arbeitgeber</code> (employer: longer periods by length of service) or <code>` +
        `arbeitnehmer</code> (employee: basic period). Collective or individual contracts may differ; the answer ` +
        `names the rule applied with its provision.</p>`,
    },
    beispiele: [
      {
        id: 'frist',
        de: 'Kündigung durch den Arbeitgeber, Zugang am 15.05.2024, beschäftigt seit 01.03.2015:',
        en: 'Notice by the employer, received on 15 May 2024, employed since 1 March 2015:',
        code: `${HOLE}const k = await hole('/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-\
15&seite=arbeitgeber');
return { frist: k.frist, ende: k.ende, betriebszugehoerigkeit_jahre: k.betriebszugehoerigkeit_jahre };`,
      },
    ],
  },
  {
    id: 'feiertage-arbeitstage',
    de: {
      titel: 'Feiertage und Arbeitstage eines Landes, mit ICS',
      text:
        `<p><code>/v1/hr/feiertage</code> liefert die gesetzlichen Feiertage eines Jahres für ein Land (<code>` +
        `land</code>, z. B. <code>BY</code>), <code>/v1/hr/arbeitstage</code> zählt die Arbeitstage zwischen zwei ` +
        `Tagen. Mit <code>format=ics</code> kommen die Feiertage als iCalendar zum Abonnieren; regionale Feiertage ` +
        `(etwa Mariä Himmelfahrt in Teilen Bayerns) nur mit <code>regionale=true</code>.</p>`,
    },
    en: {
      titel: 'Public holidays and working days of a federal state, with ICS',
      text:
        `<p><code>/v1/hr/feiertage</code> lists the statutory public holidays of a year for a federal state ` +
        `(<code>land</code>, e.g. <code>BY</code>); <code>/v1/hr/arbeitstage</code> counts the working days between ` +
        `two dates. With <code>format=ics</code> the holidays come as an iCalendar file to subscribe to; regional ` +
        `holidays (such as Assumption Day in parts of Bavaria) only with <code>regionale=true</code>.</p>`,
    },
    beispiele: [
      {
        id: 'feiertage-arbeitstage',
        de: 'Feiertage 2026 in Bayern und die Arbeitstage im Januar 2026:',
        en: 'Public holidays 2026 in Bavaria and the working days in January 2026:',
        code: `${HOLE}const f = await hole('/hr/feiertage?jahr=2026&land=BY');
const a = await hole('/hr/arbeitstage?von=2026-01-01&bis=2026-01-31&land=BY');
return { feiertage: f.feiertage.map((t) => t.datum), arbeitstage_januar: a.arbeitstage };`,
      },
      {
        id: 'ics',
        de: 'Dieselben Feiertage als iCalendar (zum Speichern als .ics):',
        en: 'The same holidays as iCalendar (to save as .ics):',
        code: `const antwort = await fetch(\`\${BASIS}/hr/feiertage?jahr=2026&land=BY&format=ics\`, { headers: { \
Authorization: \`Bearer \${API_SCHLUESSEL}\` } });
const ics = await antwort.text();
return { typ: antwort.headers.get('content-type'), ereignisse: ics.split('BEGIN:VEVENT').length - 1, beginn: \
ics.split('\\r\\n')[0] };`,
      },
    ],
  },
];

// How a reader runs an example: as an ES module with Node 18 or later.
export function ausfuehrbar(b: Beispiel, sprache: 'de' | 'en'): string {
  const kopf =
    sprache === 'de'
      ? `// Als beispiel.mjs speichern und mit API_BASIS und API_SCHLUESSEL in der Umgebung ausführen: node ` +
        `beispiel.mjs`
      : `// Save as example.mjs and run with API_BASIS and API_SCHLUESSEL set in the environment: node example.mjs`;
  return (
    `${kopf}\nconst BASIS = process.env.API_BASIS ?? 'http://localhost:8888/v1';\nconst API_SCHLUESSEL = ` +
    `process.env.API_SCHLUESSEL;\n\nconst ergebnis = await ` +
    `(async () => {\n${b.code}\n})();\nconsole.log(JSON.stringify(ergebnis, null, 2));\n`
  );
}

function anleitungSeite(a: Anleitung, sprache: 'de' | 'en'): string {
  const t = a[sprache];
  const inhalt = `<p><a \
href="${sprache === 'de' ? `${DOKU}/anleitungen/` : `${DOKU}/en/guides/`}">\
${sprache === 'de' ? 'Alle Anleitungen' : 'All guides'}</a></p>
<h1>${esc(t.titel)}</h1>
${t.text}
${a.beispiele
  .map(
    (b) =>
      `<section class="beispiel" id="${b.id}" data-beispiel="${b.id}"><h2>${esc(b[sprache])}</h2>` +
      `<pre><code>${esc(ausfuehrbar(b, sprache))}</code></pre></section>`,
  )
  .join('\n')}`;
  const anderer = sprache === 'de' ? `${DOKU}/en/guides/${a.id}/` : `${DOKU}/anleitungen/${a.id}/`;
  return seite({ lang: sprache, titel: `${t.titel} – HR-Referenzdaten API`, inhalt, umschalter: anderer });
}

function verzeichnis(sprache: 'de' | 'en'): string {
  const de = sprache === 'de';
  const basis = de ? `${DOKU}/anleitungen` : `${DOKU}/en/guides`;
  const inhalt = `<h1>${de ? 'Anleitungen' : 'Task guides'}</h1>
<p>${
    de
      ? 'Jede Anleitung mit Beispielen, die die Tests bei jedem Build gegen die ' + 'API ausführen.'
      : 'Each guide with examples that the tests run against the API on every build.'
  }</p>
<ul>${ANLEITUNGEN.map((a) => `<li><a href="${basis}/${a.id}/">${esc(a[sprache].titel)}</a></li>`).join('')}</ul>
<p>${
    de
      ? 'Eine Anleitung für SDK, Kommandozeile und MCP folgt, sobald es sie gibt.'
      : 'A guide for the SDK, the ' + 'command line and MCP will follow once they exist.'
  }</p>`;
  return seite({
    lang: sprache,
    titel: `${de ? 'Anleitungen' : 'Task guides'} – HR-Referenzdaten API`,
    inhalt,
    umschalter: de ? `${DOKU}/en/guides/` : `${DOKU}/anleitungen/`,
  });
}

export function schreibeAnleitungen(dokuDir: string): number {
  let bytes = schreibe(join(dokuDir, 'anleitungen', 'index.html'), verzeichnis('de'));
  bytes += schreibe(join(dokuDir, 'en', 'guides', 'index.html'), verzeichnis('en'));
  for (const a of ANLEITUNGEN) {
    bytes += schreibe(join(dokuDir, 'anleitungen', a.id, 'index.html'), anleitungSeite(a, 'de'));
    bytes += schreibe(join(dokuDir, 'en', 'guides', a.id, 'index.html'), anleitungSeite(a, 'en'));
  }
  return bytes;
}
