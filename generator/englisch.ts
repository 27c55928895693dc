// The English documentation (/v1/dokumentation/en/): the sections of the German page
// (introduction, authentication, errors, CSV, versioning, citation) for integrators abroad, and
// the glossary of every dataset id (the English name in its data file) and every field name (the
// English name its schema carries, generator/openapi.ts collects them). Field names and error codes
// stay German: they are the API's contract (API-SPEC.md).
import { join } from 'node:path';
import { ANLEITUNGEN } from './anleitungen';
import { schreibe } from './datei';
import { DOKU, esc, seite } from './seitenrahmen';

// Dataset id -> English name; field name -> its English names (one per meaning it has).
export interface Glossar {
  datensaetze: Record<string, string>;
  felder: Record<string, string[]>;
}

// A field name with several meanings (name: of a component, of a holiday, of a parameter) lists each.
const bedeutungen = (texte: string[]) => texte.map(esc).join('; ');
const NL = '\n';

export function englischeSeite(g: Glossar): string {
  const ids = Object.keys(g.datensaetze).sort();
  const felder = Object.keys(g.felder).sort((a, b) => a.localeCompare(b, 'en'));
  const inhalt = `<h1>HR reference data API (v1) – documentation in English</h1>
<p>The API serves reference values for payroll, social insurance, wage tax and labour law in Germany: contribution
rates, ceilings, minimum wages, tax allowances, garnishment limits, deadlines and public holidays, plus calculators
(notice period, retirement age, company car, garnishment, leave and more). Every value comes with
<code>gueltig_ab</code> (valid from), <code>gueltig_bis</code> (valid until), its legal basis
(<code>rechtsgrundlage</code>) and the official source (<code>quelle</code>). Field names, error codes and
parameter names are German and stay German; the <a href="#glossary">glossary</a> below explains each of them.
The catalog of all datasets is <a href="/v1/datensaetze"><code>/v1/datensaetze</code></a>, the machine-readable
description <a href="/v1/openapi.json"><code>/v1/openapi.json</code></a>; the interactive reference and examples
for every endpoint are on the <a href="${DOKU}/" hreflang="de">German page</a>. To look at values without a key, use the
<a href="${DOKU}/daten/" hreflang="de">value explorer</a> (German labels).</p>

<h2 id="authentication">Authentication</h2>
<p>Every path below <code>/v1/hr/</code> and <code>/v1/export</code> needs an API key in the header
<code>Authorization: Bearer &lt;API_KEY&gt;</code>. A key in the URL (query parameter) is refused so that it does not
end up in logs. Without a key you can read <code>/v1</code>, <code>/v1/datensaetze</code>,
<code>/v1/aenderungen</code>, <code>/v1/status</code>, <code>/v1/openapi.json</code> and these documentation pages.
Keep the key on a server, never in browser code.</p>

<h2 id="errors">Errors</h2>
<p>Every error is a JSON object <code>{"fehler": {"code": …, "nachricht": …}}</code>; the message is German. For a
parameter error it also names <code>parameter</code> and the allowed values (<code>erlaubt</code>) or range
(<code>bereich</code>).</p>
<table>
<thead><tr><th scope="col">Status</th><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead>
<tbody>
<tr><td>400</td><td><code>parameter_fehlt</code></td><td>a required parameter is missing</td></tr>
<tr><td>400</td><td><code>ungueltiger_parameter</code></td><td>wrong format, value out of range or not among the \
choices, or a parameter given twice</td></tr>
<tr><td>400</td><td><code>unbekannter_parameter</code></td><td>a parameter the endpoint does not know (in a \
JSON body: a field its group does not know)</td></tr>
<tr><td>400</td><td><code>ungueltiger_koerper</code></td><td>POST: the body is not valid JSON or not UTF-8</td></tr>
<tr><td>401</td><td><code>schluessel_fehlt</code>, <code>schluessel_ungueltig</code></td><td>no key, an unknown or \
a revoked key</td></tr>
<tr><td>404</td><td><code>kein_wert</code></td><td>date or year outside the coverage, or value not yet \
published</td></tr>
<tr><td>404</td><td><code>nicht_gefunden</code></td><td>unknown path</td></tr>
<tr><td>405</td><td><code>methode_nicht_erlaubt</code></td><td>only GET, HEAD and OPTIONS; POST only for \
brutto-netto and netto-brutto; lohnkonto takes only POST (Allow: OPTIONS, POST)</td></tr>
<tr><td>413</td><td><code>koerper_zu_gross</code></td><td>POST: the body is larger than allowed \
(16,384 bytes; 262,144 bytes for the payroll account, lohnkonto)</td></tr>
<tr><td>415</td><td><code>falscher_inhaltstyp</code></td><td>POST without \
<code>Content-Type: application/json</code></td></tr>
<tr><td>429</td><td><code>kontingent_erschoepft</code></td><td>quota used up; <code>Retry-After</code> gives the \
seconds to wait</td></tr>
<tr><td>503</td><td><code>dienst_nicht_verfuegbar</code></td><td>key store or calculator not answering right now; \
<code>Retry-After</code> says when to retry</td></tr>
</tbody></table>
<p>Retry only network errors and the statuses 502, 503 and 504, with a growing pause (about 0.3 s, then 0.6 s);
never retry a 4xx answer. Recommended timeout: 15 seconds per request.</p>

<h2 id="csv">CSV</h2>
<p>Every history (<code>…/verlauf</code>), every dataset and every calculator is also available as CSV with
<code>format=csv</code>: UTF-8 with BOM, CRLF line ends, a header row with the field names; for a dataset one row per
component, for a history one per level. <code>trennzeichen=semikolon</code> gives the format German Excel expects
(semicolon, decimal comma); the default <code>komma</code> uses a comma and a decimal point. The calendars
(<code>feiertage</code>, <code>payroll-jahreskalender</code>) also come as iCalendar with <code>format=ics</code>.</p>

<h2 id="versioning">Versioning</h2>
<p>The version is part of the path (<code>/v1</code>). Within v1 things are only added: new datasets, new optional
parameters, new fields. Ignore fields you do not know. Each dataset carries <code>datenstand</code> (date and number
of the latest entry in <a href="/v1/aenderungen"><code>/v1/aenderungen</code></a>); the same data version means the
same content. Answers carry an <code>ETag</code>; send it back in <code>If-None-Match</code> to get 304.</p>

<h2 id="citation">Citation</h2>
<p>Every answer contains <code>quelle</code> (source), <code>lizenz</code> (terms of use), <code>zitat</code> (a
ready-made citation sentence) and <code>datenstand</code>. In payroll records, cite the legal basis and the official
source, not this API.</p>

<h2 id="guides">Task guides</h2>
<ul>${ANLEITUNGEN.map((a) => `<li><a href="${DOKU}/en/guides/${a.id}/">${esc(a.en.titel)}</a></li>`).join('')}</ul>

<h2 id="glossary">Glossary</h2>
<h3 id="glossary-datasets">Dataset ids</h3>
<table><thead><tr><th scope="col">Dataset id</th><th scope="col">Meaning</th></tr></thead><tbody>
${ids.map((id) => `<tr id="ds-${id}"><td><code>${id}</code></td><td>${esc(g.datensaetze[id])}</td></tr>`).join('\n')}
</tbody></table>
<h3 id="glossary-fields">Field names</h3>
<table><thead><tr><th scope="col">Field</th><th scope="col">Meaning</th></tr></thead><tbody>
${felder.map((f) => `<tr id="feld-${f}"><td><code>${f}</code></td><td>${bedeutungen(g.felder[f])}</td></tr>`).join(NL)}
</tbody></table>`;
  return seite({
    lang: 'en',
    titel: 'HR reference data API – documentation (English)',
    inhalt,
    umschalter: `${DOKU}/`,
  });
}

export function schreibeEnglisch(dokuDir: string, g: Glossar): number {
  return schreibe(join(dokuDir, 'en', 'index.html'), englischeSeite(g));
}
