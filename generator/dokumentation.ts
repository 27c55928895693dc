// The documentation page (/v1/dokumentation/): a German introduction, examples in curl,
// JavaScript fetch and Python for every endpoint (derived from the OpenAPI document, so they
// cannot drift from it), and Swagger UI rendering /v1/openapi.json. Swagger UI comes from the npm
// package swagger-ui-dist and is copied next to the page: nothing is loaded from another host.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { clientsAbschnitt } from '../packages/dokumentation';
import type { Objekt } from '../src/vertrag/modell';
import { BASIS } from './meta';

const BEISPIEL_HOST = 'https://localhost:8888';
// Absolute paths: the page also answers at /v1/dokumentation without the slash, where relative
// paths would point one folder too high.
const SEITE = `${BASIS}/dokumentation`;

interface Parameter {
  name: string;
  required?: boolean;
  example?: unknown;
  in: string;
}
interface Operation {
  summary?: string;
  responses?: Record<string, unknown>;
  parameters?: Parameter[];
  security?: unknown[];
}

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// An example request: the required parameters with their documented examples; an endpoint
// without required parameters shows its first parameter that has an example.
// "Änderungen verfolgen": the Atom feeds, the webhooks and hr-daten aenderungen --folgen; the two
// verification examples are the README's code blocks that test/pakete/webhook.test.ts runs.
function aenderungenVerfolgen(): string {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const anfang = readme.indexOf('## Änderungen verfolgen');
  const abschnitt = anfang < 0 ? '' : readme.slice(anfang, readme.indexOf('\n## ', anfang + 3));
  const bloecke = [...abschnitt.matchAll(/```(js|python)\n([\s\S]*?)```/g)];
  const titel: Record<string, string> = {
    js: 'JavaScript mit der Bibliothek standardwebhooks',
    python: 'Python mit der Standardbibliothek',
  };
  return `<h2 id="webhooks">Änderungen verfolgen: Atom-Feed, Webhooks, Kommandozeile</h2>
<p>Jede Änderung an den Daten steht in <a href="${BASIS}/aenderungen"><code>/v1/aenderungen</code></a>. Ohne
Schlüssel als Atom-Feed für jeden Feedreader: <a href="${BASIS}/aenderungen.atom"><code>/v1/aenderungen.atom</code></a>
und je Datensatz <code>/v1/hr/&lt;datensatz&gt;/aenderungen.atom</code> (etwa
<a href="${BASIS}/hr/mindestlohn/aenderungen.atom"><code>/v1/hr/mindestlohn/aenderungen.atom</code></a>). Jeder
Eintrag nennt Art, Bestandteile, bisherigen und neuen Wert, Gültigkeit und Rechtsgrundlage und verlinkt den
Werte-Explorer und die Jahreswechsel-Seite.</p>
<p>Mit einem Konto: <strong>Webhooks</strong> auf der <a href="/konto/#webhooks">Kontoseite</a> (höchstens 5). Nach
jedem Deploy mit einer neuen Änderung kommt je Änderung ein <code>POST</code> mit
<code>{type: "aenderung.&lt;art&gt;", timestamp, data}</code> an die eigene https-Adresse, signiert nach Standard
Webhooks (<code>webhook-id</code> = <code>aenderung_&lt;datenstand&gt;</code>, gleich bei Wiederholungen;
<code>webhook-timestamp</code>; <code>webhook-signature</code>). Eine Antwort 2xx bestätigt, sonst folgen
Wiederholungen nach 1, 2, 4, 8 … Minuten (höchstens 12 Stunden Abstand); nach 3 Tagen ohne Erfolg wird der Webhook
pausiert, bis das Konto ihn fortsetzt. Zugestellt wird mindestens einmal: jede <code>webhook-id</code> nur einmal
verarbeiten. Form der Ereignisse: Schema <code>Ereignis</code> in
<a href="/konto/openapi.json"><code>/konto/openapi.json</code></a>. Im TypeScript-SDK prüft
<code>pruefeWebhook(geheimnis, koerper, kopf)</code> ein Ereignis; auf der Kommandozeile gibt
<code>hr-daten aenderungen --folgen</code> neue Einträge aus (Abfrage mit <code>If-None-Match</code>, ein 304 kostet
kein Kontingent).</p>
<p>Die Signatur prüfen (den rohen Körper, wie er ankam; ein verfälschtes oder mehr als 5 Minuten altes Ereignis wird
abgelehnt):</p>
${bloecke.map((b) => `<h3>${html(titel[b[1]] ?? b[1])}</h3>\n<pre><code>${html(b[2])}</code></pre>`).join('\n')}
`;
}

export function beispielQuery(op: Operation): string {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query' && p.example !== undefined);
  const pflicht = params.filter((p) => p.required);
  const gewaehlt = pflicht.length ? pflicht : params.slice(0, 1);
  const q = new URLSearchParams(gewaehlt.map((p) => [p.name, String(p.example)]));
  const s = q.toString();
  return s ? `?${s}` : '';
}

function beispiele(pfad: string, op: Operation, geschuetzt: boolean): string {
  const url = `${BEISPIEL_HOST}/v1${pfad}${beispielQuery(op)}`;
  const curl = geschuetzt ? `curl -H "Authorization: Bearer $API_SCHLUESSEL" "${url}"` : `curl "${url}"`;
  const js = geschuetzt
    ? `const antwort = await fetch('${url}', {\n  headers: { Authorization: \`Bearer \${API_SCHLUESSEL}\` ` +
      `},\n});\nconst daten = await antwort.json();`
    : `const daten = await (await fetch('${url}')).json();`;
  const py = geschuetzt
    ? `import os, requests\nantwort = requests.get("${url}",\n    headers={"Authorization": f"Bearer ` +
      `{os.environ['API_SCHLUESSEL']}"}, timeout=15)\ndaten = antwort.json()`
    : `import requests\ndaten = requests.get("${url}", timeout=15).json()`;
  const block = (sprache: string, code: string) =>
    `<details><summary>${sprache}</summary><pre><code>${html(code)}</code></pre></details>`;
  return (
    `<section class="endpunkt" data-pfad="${html(pfad)}"><h3><code>GET ` +
    `/v1${html(pfad)}</code></h3>` +
    `<p>${html(op.summary ?? '')}${geschuetzt ? '' : ' (ohne Schlüssel)'}</p>` +
    `${block('curl', curl)}${block('JavaScript (fetch)', js)}${block('Python', py)}</section>`
  );
}

// A path that takes only a JSON body (POST /hr/lohnkonto): curl with the body from a file.
function postBeispiel(pfad: string, op: Operation): string {
  const url = `${BEISPIEL_HOST}/v1${pfad}`;
  const curl =
    `curl -X POST -H "Authorization: Bearer $API_SCHLUESSEL" -H "Content-Type: application/json" ` +
    `--data @anfrage.json "${url}"`;
  const js =
    `import { readFileSync } from 'node:fs';\nconst antwort = await fetch('${url}', {\n  method: 'POST',\n` +
    `  headers: { Authorization: \`Bearer \${API_SCHLUESSEL}\`, 'Content-Type': 'application/json' },\n` +
    `  body: readFileSync('anfrage.json', 'utf8'),\n});\nconst daten = await antwort.json();`;
  const py =
    `import json, os, requests\nwith open("anfrage.json") as f:\n    anfrage = json.load(f)\n` +
    `antwort = requests.post("${url}", json=anfrage,\n    headers={"Authorization": f"Bearer ` +
    `{os.environ['API_SCHLUESSEL']}"}, timeout=15)\ndaten = antwort.json()`;
  const block = (sprache: string, code: string) =>
    `<details><summary>${sprache}</summary><pre><code>${html(code)}</code></pre></details>`;
  return (
    `<section class="endpunkt" data-pfad="${html(pfad)}"><h3><code>POST /v1${html(pfad)}</code></h3>` +
    `<p>${html(op.summary ?? '')} (nur JSON-Körper)</p>` +
    `${block('curl', curl)}${block('JavaScript (fetch)', js)}${block('Python', py)}</section>`
  );
}

export function dokumentationsSeite(openapi: Objekt): string {
  const paths = openapi.paths as Record<string, { get?: Operation; post?: Operation }>;
  const global = (openapi.security as unknown[] | undefined) ?? [];
  const eintraege = Object.entries(paths).map(([pfad, { get, post }]) => {
    // A path that takes only a JSON body has a GET that always answers 405 (no 200): its POST is shown.
    if (!get?.responses?.['200']) return post ? postBeispiel(pfad, post) : '';
    const sicherheit = get.security ?? global;
    return beispiele(
      pfad,
      get,
      sicherheit.length > 0 && !(sicherheit.length === 1 && Object.keys(sicherheit[0] as object).length === 0),
    );
  });
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HR-Referenzdaten API – Dokumentation</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${SEITE}/swagger-ui.css">
<link rel="stylesheet" href="${SEITE}/seite.css">
</head>
<body>
<main>
<h1>HR-Referenzdaten API (v1)</h1>
<p id="ansicht"><a href="${SEITE}/daten/">Werte ansehen</a> (ohne Schlüssel, mit Verlauf als Kurve) · <a \
href="${SEITE}/jahreswechsel/">Änderungen zum Jahreswechsel</a> · <a href="${SEITE}/anleitungen/">Anleitungen</a> · \
<a href="${SEITE}/en/" hreflang="en" lang="en">English</a></p>
<p>Die API liefert Referenzwerte für Lohnabrechnung, Sozialversicherung, Lohnsteuer und Arbeitsrecht in
Deutschland: Beitragssätze, Rechengrößen, Mindestlöhne, Freibeträge, Pfändungsgrenzen, Fristen und Feiertage,
dazu Rechner (Kündigungsfrist, Regelaltersgrenze, Dienstwagen, Pfändung, Urlaub und weitere). Jeder Wert kommt
mit <code>gueltig_ab</code>, <code>gueltig_bis</code>, Rechtsgrundlage und amtlicher Quelle. Eine Übersicht aller
Datensätze liefert <a href="${BASIS}/datensaetze"><code>/v1/datensaetze</code></a>, die Maschinenbeschreibung
<a href="${BASIS}/openapi.json"><code>/v1/openapi.json</code></a>.</p>

<h2 id="authentifizierung">Authentifizierung</h2>
<p>Jeder Pfad unter <code>/v1/hr/</code> und <code>/v1/export</code> braucht einen API-Schlüssel im Header
<code>Authorization: Bearer &lt;API_SCHLUESSEL&gt;</code>. Ein Schlüssel in der URL (Query-Parameter) wird
abgelehnt, damit er nicht in Protokollen landet. Ohne Schlüssel kommen <code>/v1</code>,
<code>/v1/datensaetze</code>, <code>/v1/aenderungen</code>, <code>/v1/status</code> und
<code>/v1/openapi.json</code>. Ein Schlüssel gehört auf einen Server, nicht in Browser-Code.</p>

<h2 id="schluessel-bekommen">Einen API-Schlüssel bekommen</h2>
<p>Auf der <a href="/konto/">Kontoseite</a> legen Sie mit einem Passkey (WebAuthn: Fingerabdruck, Gesichtserkennung,
Geräte-PIN oder Sicherheitsschlüssel) ein Konto an, ohne Passwort und ohne E-Mail-Adresse. Dort erstellen Sie benannte
Schlüssel (jeder wird nur einmal angezeigt), sehen je Schlüssel die Anfragen im laufenden Kontingentfenster und das
Kontingent, widerrufen Schlüssel (die API lehnt sie spätestens nach 60 Sekunden ab), fügen weitere Passkeys hinzu
und löschen das Konto (alle Schlüssel werden widerrufen). Jeder neue Schlüssel hat ein kostenloses Kontingent.
Die Schnittstelle der Kontoseite beschreibt <a href="/konto/openapi.json">/konto/openapi.json</a>.</p>

<h2 id="fehler">Fehler</h2>
<p>Jeder Fehler ist ein JSON-Objekt <code>{"fehler": {"code": …, "nachricht": …}}</code>, bei Parameterfehlern
mit <code>parameter</code> und den erlaubten Werten oder dem Bereich.</p>
<table>
<tr><th>Status</th><th>Code</th><th>Bedeutung</th></tr>
<tr><td>400</td><td><code>parameter_fehlt</code></td><td>ein nötiger Parameter fehlt</td></tr>
<tr><td>400</td><td><code>ungueltiger_parameter</code></td><td>falsches Format, Wert außerhalb des Bereichs bzw. \
der Auswahl, oder ein Parameter doppelt angegeben</td></tr>
<tr><td>400</td><td><code>unbekannter_parameter</code></td><td>Parameter, den der Endpunkt nicht kennt (im \
JSON-Körper: ein Feld, das die Gruppe nicht kennt)</td></tr>
<tr><td>400</td><td><code>ungueltiger_koerper</code></td><td>POST: der Körper ist kein gültiges JSON oder kein \
UTF-8</td></tr>
<tr><td>401</td><td><code>schluessel_fehlt</code>, <code>schluessel_ungueltig</code></td><td>kein, ein unbekannter \
oder ein widerrufener Schlüssel</td></tr>
<tr><td>404</td><td><code>kein_wert</code></td><td>Datum oder Jahr außerhalb der Abdeckung oder Wert noch nicht \
verkündet</td></tr>
<tr><td>404</td><td><code>nicht_gefunden</code></td><td>unbekannter Pfad</td></tr>
<tr><td>405</td><td><code>methode_nicht_erlaubt</code></td><td>nur GET, HEAD und OPTIONS; POST nur bei \
brutto-netto und netto-brutto; lohnkonto nimmt nur POST (Allow: OPTIONS, POST)</td></tr>
<tr><td>413</td><td><code>koerper_zu_gross</code></td><td>POST: der Körper ist größer als erlaubt \
(16 384 Bytes, beim Lohnkonto 262 144 Bytes)</td></tr>
<tr><td>415</td><td><code>falscher_inhaltstyp</code></td><td>POST ohne \
<code>Content-Type: application/json</code></td></tr>
<tr><td>429</td><td><code>kontingent_erschoepft</code></td><td>Kontingent aufgebraucht; <code>Retry-After</code> \
nennt die Sekunden</td></tr>
<tr><td>503</td><td><code>dienst_nicht_verfuegbar</code></td><td>Schlüsselspeicher oder Rechner antwortet gerade \
nicht; <code>Retry-After</code> nennt, wann ein neuer Versuch lohnt</td></tr>
</table>
<p>Nur Netzwerkfehler und die Status 502, 503 und 504 dürfen wiederholt werden, mit wachsender Pause
(etwa 0,3 s, dann 0,6 s); 4xx-Antworten nie. Empfohlene Zeitgrenze: 15 Sekunden je Anfrage.</p>

<h2 id="csv">CSV</h2>
<p>Jeder Verlauf (<code>…/verlauf</code>), jeder Datensatz und jeder Rechner kommt mit <code>format=csv</code>
als CSV (UTF-8 mit BOM, Zeilenende CRLF, Kopfzeile mit den Feldnamen; beim Datensatz eine Zeile je Bestandteil,
beim Verlauf eine je Stufe). <code>trennzeichen=semikolon</code> liefert das
Format für deutsches Excel (Semikolon, Dezimalkomma); Standard ist <code>komma</code> mit Dezimalpunkt.
Kalender (<code>feiertage</code>, <code>payroll-jahreskalender</code>) gibt es mit <code>format=ics</code> auch
als iCalendar zum Abonnieren.</p>

<h2 id="versionierung">Versionierung</h2>
<p>Die Version steht im Pfad (<code>/v1</code>). Innerhalb von v1 kommt nur hinzu: neue Datensätze, neue
optionale Parameter, neue Felder. Unbekannte Felder sind zu ignorieren. Jeder Datensatz trägt
<code>datenstand</code> (Datum und Nummer des letzten Eintrags in <a href="${BASIS}/aenderungen"><code>\
/v1/aenderungen</code></a>);
gleicher Datenstand heißt gleicher Inhalt. Antworten tragen ein <code>ETag</code>; mit
<code>If-None-Match</code> kommt 304.</p>

${aenderungenVerfolgen()}
<h2 id="zitieren">Zitieren</h2>
<p>Jede Antwort enthält <code>quelle</code>, <code>lizenz</code>, <code>zitat</code> (ein fertiger Satz zum
Zitieren) und <code>datenstand</code>. Zitieren Sie in Abrechnungsbelegen die Rechtsgrundlage und die amtliche
Quelle, nicht diese API.</p>

${clientsAbschnitt()}
<h2 id="beispiele">Beispiele für jeden Endpunkt</h2>
<p>Die Beispiele setzen den Schlüssel in der Umgebungsvariablen <code>API_SCHLUESSEL</code> voraus und
zeigen auf den lokalen Server (<code>npm start</code>).</p>
<div id="endpunkte">
${eintraege.join('\n')}
</div>

<h2 id="referenz">Referenz (OpenAPI)</h2>
</main>
<div id="swagger-ui"></div>
<script src="${SEITE}/swagger-ui-bundle.js"></script>
<script src="${SEITE}/start.js"></script>
</body>
</html>
`;
}

const START_JS = `// Renders /v1/openapi.json with the bundled Swagger UI.
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: \
false, validatorUrl: null });
});
`;

const SEITE_CSS = `body { margin: 0; font-family: system-ui, sans-serif; color: #1b1b1b; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; line-height: 1.5; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; }
pre { background: #f4f4f4; padding: 0.5rem; overflow-x: auto; }
section.endpunkt { border-top: 1px solid #ddd; padding: 0.25rem 0; } section.endpunkt h3 { margin: 0.5rem 0 0; font-\
size: 1rem; }
`;

// Writes the page, its script and style, and the two Swagger UI files into dir.
export function schreibeDokumentation(dir: string, openapi: Objekt): number {
  mkdirSync(dir, { recursive: true });
  const swagger = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  for (const datei of ['swagger-ui-bundle.js', 'swagger-ui.css']) copyFileSync(join(swagger, datei), join(dir, datei));
  const seite = dokumentationsSeite(openapi);
  writeFileSync(join(dir, 'index.html'), seite);
  writeFileSync(join(dir, 'start.js'), START_JS);
  writeFileSync(join(dir, 'seite.css'), SEITE_CSS);
  return Buffer.byteLength(seite);
}
