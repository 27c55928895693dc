// The account page (/konto/): static HTML and CSS and one script, bundled at build time with
// esbuild from src/konto/seite.ts and @simplewebauthn/browser, so the page loads nothing from
// another host. The server side is the function functions/konto.ts under /konto/api/*, described
// by /konto/openapi.json (generator/openapi.ts kontoOpenapi).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { kontoOpenapi } from './openapi';

const WURZEL = join(import.meta.dirname, '..');

const escHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// datensaetze: what a webhook may watch (id and German name), as options of the form.
export function kontoSeite(datensaetze: { id: string; name: string }[] = []): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HR-Referenzdaten API – Konto und API-Schlüssel</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/konto/konto.css">
<script src="/konto/konto.js" defer></script>
</head>
<body>
<main>
<h1>Konto und API-Schlüssel</h1>
<p>Hier legen Sie ein Konto für die HR-Referenzdaten API an und verwalten Ihre API-Schlüssel. Die Anmeldung läuft \
über einen
<strong>Passkey</strong> (WebAuthn) auf Ihrem Gerät oder Sicherheitsschlüssel: kein Passwort, keine E-Mail-Adresse.
Jeder neue Schlüssel hat ein kostenloses Kontingent. Beschreibung der API: <a href="/v1/dokumentation/">\
Dokumentation</a>.</p>
<p id="meldung" role="status" aria-live="polite"></p>

<section id="abgemeldet" hidden>
<h2>Anmelden</h2>
<p><button type="button" id="anmelden">Mit Passkey anmelden</button></p>
<h2>Neu hier?</h2>
<p>Ein Konto entsteht mit dem ersten Passkey. Legen Sie später einen zweiten an (etwa auf einem anderen Gerät), \
damit Sie den Zugang nicht verlieren.</p>
<p><button type="button" id="registrieren">Konto mit Passkey anlegen</button></p>
</section>

<section id="angemeldet" hidden>
<p>Angemeldet mit Konto <code id="konto-id"></code>.
<button type="button" id="abmelden">Abmelden</button></p>

<h2>API-Schlüssel</h2>
<p>Nutzung im laufenden Kontingentfenster (<span id="fenster"></span>), je Schlüssel. Der Stand kann einige \
Sekunden hinter den Anfragen zurückliegen.
<button type="button" id="aktualisieren">Aktualisieren</button></p>
<table>
<thead><tr><th>Name</th><th>Kennung</th><th>Erstellt</th><th>Anfragen im Fenster</th><th>Zustand</th><th></th></tr>\
</thead>
<tbody id="schluessel-liste"></tbody>
</table>
<p id="keine-schluessel">Noch keine Schlüssel.</p>
<form id="neu-schluessel">
<label for="schluessel-name">Name des neuen Schlüssels (z. B. das Programm, das ihn nutzt)</label>
<input id="schluessel-name" name="name" required maxlength="60" autocomplete="off">
<button type="submit" id="schluessel-erstellen">Schlüssel erstellen</button>
</form>
<div id="neuer-schluessel" class="neu" hidden>
<p><strong>Ihr neuer Schlüssel – er wird nur dieses eine Mal angezeigt:</strong></p>
<pre><code id="neuer-schluessel-wert"></code></pre>
<p>Er gehört in den Kopf <code>Authorization: Bearer &lt;Schlüssel&gt;</code>, nie in eine URL. Beispiel:</p>
<pre><code id="neuer-schluessel-beispiel"></code></pre>
</div>

<h2 id="webhooks">Webhooks: Änderungen an Ihre Adresse</h2>
<p>Nach jedem Deploy mit einer neuen Änderung im Änderungsprotokoll sendet der Dienst je Änderung ein signiertes \
Ereignis (Standard Webhooks) per POST an Ihre https-Adresse, mit Werten, Gültigkeit und Rechtsgrundlage. \
Höchstens 5 Webhooks je Konto. Scheitert eine Zustellung, folgen Wiederholungen über mehr als einen Tag; nach \
3 Tagen ohne Erfolg wird der Webhook pausiert. Signatur prüfen: <a href="/v1/dokumentation/#webhooks">\
Dokumentation</a>. Ohne Konto: der Atom-Feed <a href="/v1/aenderungen.atom">/v1/aenderungen.atom</a>.</p>
<table>
<thead><tr><th>Adresse</th><th>Datensätze</th><th>Zustand</th><th>Letzte Zustellungen</th><th></th></tr></thead>
<tbody id="webhook-liste"></tbody>
</table>
<p id="keine-webhooks">Noch keine Webhooks.</p>
<form id="neu-webhook">
<label for="webhook-url">https-Adresse, die die Ereignisse empfängt</label>
<input id="webhook-url" name="url" type="url" required maxlength="2000" autocomplete="off">
<label for="webhook-datensaetze">Datensätze (ohne Auswahl: alle; mehrere mit Strg oder Cmd)</label>
<select id="webhook-datensaetze" name="datensaetze" multiple size="6">
${datensaetze.map((d) => `<option value="${escHtml(d.id)}">${escHtml(d.name)} (${escHtml(d.id)})</option>`).join('\n')}
</select>
<p><button type="submit" id="webhook-anlegen">Webhook anlegen</button></p>
</form>
<div id="neuer-webhook" class="neu" hidden>
<p><strong>Das Signaturgeheimnis des neuen Webhooks – es wird nur dieses eine Mal angezeigt:</strong></p>
<pre><code id="neues-geheimnis"></code></pre>
<p>Ihr Empfänger prüft damit <code>webhook-signature</code> jedes Ereignisses, etwa mit der Bibliothek \
<code>standardwebhooks</code> oder <code>pruefeWebhook</code> aus <code>@hr-referenzdaten/sdk</code>.</p>
</div>

<h2>Passkeys</h2>
<ul id="passkey-liste"></ul>
<p><button type="button" id="passkey-hinzufuegen">Weiteren Passkey hinzufügen</button></p>

<h2>Konto löschen</h2>
<p>Löscht das Konto, seine Passkeys und Webhooks und widerruft alle seine Schlüssel.</p>
<p><button type="button" id="konto-loeschen" class="gefahr">Konto löschen</button></p>
</section>
</main>
</body>
</html>
`;
}

const CSS = `body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1b1b1b;background:#fff}
main{max-width:62rem;margin:0 auto;padding:1rem 1.5rem 3rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border-bottom:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}
code,pre{font-family:ui-monospace,monospace}
pre{background:#f3f3f3;padding:.6rem;overflow-x:auto;white-space:pre-wrap;word-break:break-all}
.neu{border:2px solid #1a6b1a;padding:.5rem 1rem;margin:1rem 0}
#meldung{min-height:1.5em}
#meldung.fehler{color:#a00000;font-weight:bold}
button{font:inherit;padding:.3rem .8rem;cursor:pointer}
button.gefahr{border-color:#a00000;color:#a00000}
.pausiert{color:#a00000;font-weight:bold}
.fehlerhaft{color:#8a5300}
td ul{margin:0;padding-left:1rem}
select{font:inherit;width:min(30rem,100%)}
label{display:block;margin-top:.5rem}
input{font:inherit;padding:.3rem;width:min(30rem,100%)}
`;

// Writes index.html, konto.css and konto.js into ziel; returns the bytes written.
export function schreibeKonto(ziel: string, datensaetze: { id: string; name: string }[] = []): number {
  mkdirSync(ziel, { recursive: true });
  const skript = buildSync({
    entryPoints: [join(WURZEL, 'src', 'konto', 'seite.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    // The MIT licence of the bundled library asks for its notice in every copy.
    banner: { js: '/*! @simplewebauthn/browser, MIT License, Copyright (c) 2020 Matthew Miller */' },
    write: false,
  }).outputFiles[0].contents;
  const html = kontoSeite(datensaetze);
  writeFileSync(join(ziel, 'index.html'), html);
  writeFileSync(join(ziel, 'konto.css'), CSS);
  writeFileSync(join(ziel, 'konto.js'), skript);
  const openapi = JSON.stringify(kontoOpenapi());
  writeFileSync(join(ziel, 'openapi.json'), openapi);
  return Buffer.byteLength(html) + Buffer.byteLength(CSS) + skript.length + Buffer.byteLength(openapi);
}
