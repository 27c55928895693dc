// The public explorer (/v1/dokumentation/daten/): one page per dataset with every component, the
// value on a chosen day (today by default, computed in the browser since the page is built once),
// validity, legal basis and official source, a step chart of each component's history (SVG drawn
// here at build time) and the history as a static CSV next to the page. The page carries the
// dataset's levels as embedded JSON; the precomputed API answers stay behind the key.
import { join } from 'node:path';
import { alsCsv, spalten } from '../src/api/csv';
import type { GeladenerBestandteil, GeladenerDatensatz } from '../src/daten/laden';
import { einfuegenNach } from '../src/rechner/felder';
import type { Objekt } from '../src/vertrag/modell';
import { schreibe } from './datei';
import { verlaufEintrag } from './komponenten';
import { DOKU, datumDe, EINHEIT_TEXT, esc, istEuro, seite, wertText, zahl } from './seitenrahmen';

export const DATEN = `${DOKU}/daten`;

// --- chart -------------------------------------------------------------------------------------

const B = 640;
const H = 220;
const RAND = { l: 76, r: 16, o: 14, u: 40 };
const tagMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

// A round upper bound for the y axis (1, 2, 2.5 or 5 times a power of ten) and four ticks.
function achseY(max: number): number[] {
  if (max <= 0) return [0, 1];
  const roh = max / 4;
  const p = 10 ** Math.floor(Math.log10(roh));
  const schritt = [1, 2, 2.5, 5, 10].map((f) => f * p).find((s) => s >= roh) ?? roh;
  const ticks: number[] = [];
  for (let t = 0; t < max + schritt * 0.999; t += schritt) ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

// End of the x axis: the end of the last level, else one year after it starts.
function xEnde(b: GeladenerBestandteil): string {
  const letzte = b.stufen[b.stufen.length - 1];
  if (letzte.gueltig_bis) return letzte.gueltig_bis;
  return `${Number(letzte.gueltig_ab.slice(0, 4)) + 1}${letzte.gueltig_ab.slice(4)}`;
}

/** Step chart of one component: one <g class="stufe"> per level (a dashed box for a level without value). */
export function verlaufSvg(b: GeladenerBestandteil, svgId: string): string {
  const von = b.stufen[0].gueltig_ab;
  const bis = xEnde(b);
  const x0 = tagMs(von);
  const x1 = Math.max(tagMs(bis), x0 + 86_400_000);
  const werte = b.stufen.map((s) => s.wert).filter((w): w is number => w !== null);
  const ticksY = achseY(Math.max(0, ...werte));
  const yMax = ticksY[ticksY.length - 1];
  const einheit = EINHEIT_TEXT[b.einheit]?.de ?? b.einheit;
  const sx = (ms: number) => RAND.l + ((ms - x0) / (x1 - x0)) * (B - RAND.l - RAND.r);
  const sy = (w: number) => H - RAND.u - (w / yMax) * (H - RAND.o - RAND.u);
  const r = (n: number) => n.toFixed(1);
  const teile: string[] = [];
  for (const t of ticksY) {
    teile.push(
      `<line class="gitter" x1="${RAND.l}" x2="${B - RAND.r}" y1="${r(sy(t))}" y2="${r(sy(t))}"/><text ` +
        `x="${RAND.l - 6}" y="${r(sy(t) + 4)}" text-anchor="end">${esc(zahl(t))}</text>`,
    );
  }
  const jahrVon = Number(von.slice(0, 4));
  const jahrBis = Number(bis.slice(0, 4));
  const schritt = Math.max(1, Math.ceil((jahrBis - jahrVon + 1) / 10));
  for (let j = jahrVon + (von.endsWith('-01-01') ? 0 : 1); j <= jahrBis; j += schritt) {
    const x = sx(tagMs(`${j}-01-01`));
    if (x < RAND.l - 0.5 || x > B - RAND.r + 0.5) continue;
    teile.push(
      `<line class="achse" x1="${r(x)}" x2="${r(x)}" y1="${H - RAND.u}" y2="${H - RAND.u + 4}"/><text x="${r(x)}" ` +
        `y="${H - RAND.u + 16}" text-anchor="middle">${j}</text>`,
    );
  }
  teile.push(
    `<line class="achse" x1="${RAND.l}" x2="${B - RAND.r}" y1="${H - RAND.u}" y2="${H - RAND.u}"/><line ` +
      `class="achse" x1="${RAND.l}" x2="${RAND.l}" y1="${RAND.o}" y2="${H - RAND.u}"/>`,
  );
  teile.push(`<text x="${(RAND.l + B - RAND.r) / 2}" y="${H - 6}" text-anchor="middle">gültig ab (Jahr)</text>`);
  teile.push(
    `<text transform="translate(14 ${(RAND.o + H - RAND.u) / 2}) rotate(-90)" text-` +
      `anchor="middle">${esc(einheit)}</text>`,
  );
  let vorher: number | null = null;
  for (const s of b.stufen) {
    const a = sx(tagMs(s.gueltig_ab));
    const e = s.gueltig_bis ? sx(tagMs(s.gueltig_bis) + 86_400_000) : B - RAND.r;
    const titel =
      `<title>ab ${datumDe(s.gueltig_ab)}${s.gueltig_bis ? ` bis ${datumDe(s.gueltig_bis)}` : ''}: ` +
      `${esc(wertText(s.wert, b.einheit))}</title>`;
    if (s.wert === null) {
      teile.push(
        `<g class="stufe offen" data-ab="${s.gueltig_ab}">${titel}<rect x="${r(a)}" y="${RAND.o}" ` +
          `width="${r(Math.max(2, e - a))}" height="${H - RAND.o - RAND.u}"/></g>`,
      );
      vorher = null;
      continue;
    }
    const y = sy(s.wert);
    if (vorher !== null) teile.push(`<line class="sprung" x1="${r(a)}" x2="${r(a)}" y1="${r(vorher)}" y2="${r(y)}"/>`);
    teile.push(
      `<g class="stufe" data-ab="${s.gueltig_ab}" data-wert="${s.wert}">${titel}<line x1="${r(a)}" x2="${r(e)}" ` +
        `y1="${r(y)}" y2="${r(y)}"/></g>`,
    );
    vorher = s.gueltig_bis ? y : null;
  }
  const erste = b.stufen[0];
  const letzte = b.stufen[b.stufen.length - 1];
  const beschreibung =
    `${b.stufen.length} ${b.stufen.length === 1 ? 'Stufe' : 'Stufen'} ` +
    `von ${datumDe(erste.gueltig_ab)} (${wertText(erste.wert, b.einheit)}) bis zur Stufe ` +
    `ab ${datumDe(letzte.gueltig_ab)} (${wertText(letzte.wert, b.einheit)}). Die Tabelle darunter nennt jede Stufe.`;
  return `<svg class="verlauf" id="${svgId}" viewBox="0 0 ${B} ${H}" width="${B}" height="${H}" role="img" aria-\
labelledby="${svgId}-t ${svgId}-d" data-x0="${x0}" data-x1="${x1}" data-l="${RAND.l}" data-r="${B - RAND.r}" data-\
o="${RAND.o}" data-u="${H - RAND.u}">
<title id="${svgId}-t">Verlauf: ${esc(b.name)} in ${esc(einheit)}</title><desc id="${svgId}-\
d">${esc(beschreibung)}</desc>
${teile.join('\n')}
<line class="stichtag" x1="0" x2="0" y1="${RAND.o}" y2="${H - RAND.u}" visibility="hidden"/>
</svg>`;
}

// --- data embedded in the page and the CSV -----------------------------------------------------

// The history rows: the same fields as the API's /verlauf rows plus the source's title.
export function verlaufZeilen(d: GeladenerDatensatz): Objekt[] {
  return d.bestandteile.flatMap((b) =>
    b.stufen.map((s) => einfuegenNach(verlaufEintrag(b, s), 'rechtsgrundlage', { quelle_titel: s.quelle.titel })),
  );
}

export function verlaufCsv(d: GeladenerDatensatz): string {
  const zeilen = verlaufZeilen(d);
  return alsCsv(zeilen, spalten(zeilen), 'komma');
}

function eingebettet(d: GeladenerDatensatz): string {
  const daten = {
    id: d.id,
    von: d.abdeckung.von,
    bis: d.abdeckung.bis,
    bestandteile: d.bestandteile.map((b) => ({
      id: b.id,
      einheit: EINHEIT_TEXT[b.einheit]?.de ?? b.einheit,
      euro: istEuro(b.einheit),
      stufen: b.stufen.map((s) => ({
        ab: s.gueltig_ab,
        bis: s.gueltig_bis,
        wert: s.wert,
        rg: s.rechtsgrundlage,
        qt: s.quelle.titel,
        qu: s.quelle.url,
      })),
    })),
  };
  // </script> cannot occur: < is escaped as a JSON unicode escape.
  return JSON.stringify(daten).replace(/</g, '\\u003c');
}

// --- pages -------------------------------------------------------------------------------------

function bestandteilAbschnitt(_d: GeladenerDatensatz, b: GeladenerBestandteil): string {
  const zeilen = b.stufen.map(
    (s) =>
      `<tr${s.wert === null ? ' class="vorlaeufig"' : ''}><td>${datumDe(s.gueltig_ab)}</td>` +
      `<td>${s.gueltig_bis ? datumDe(s.gueltig_bis) : 'offen'}</td><td ` +
      `class="zahl">${esc(wertText(s.wert, b.einheit))}</td><td>${esc(s.rechtsgrundlage)}</td><td><a ` +
      `href="${esc(s.quelle.url)}" ` +
      `rel="external">${esc(s.quelle.titel)}</a>${s.hinweis ? `<br>${esc(s.hinweis)}` : ''}</td></tr>`,
  );
  return `<section class="bestandteil" id="b-${b.id}" aria-labelledby="h-${b.id}">
<h3 id="h-${b.id}">${esc(b.name)} <code>${b.id}</code></h3>
<p>Gruppe: ${esc(b.gruppe)} · Einheit: ${esc(EINHEIT_TEXT[b.einheit]?.de ?? b.einheit)}</p>
${verlaufSvg(b, `svg-${b.id}`)}
<details><summary>Alle ${b.stufen.length} ${b.stufen.length === 1 ? 'Stufe' : 'Stufen'} von ${esc(b.name)}</summary>
<table><caption class="versteckt">Stufen von ${esc(b.name)}</caption><thead><tr><th scope="col">gültig ab</th><th \
scope="col">gültig bis</th><th scope="col" class="zahl">Wert</th><th scope="col">Rechtsgrundlage</th><th \
scope="col">Quelle</th></tr></thead><tbody>
${zeilen.join('\n')}
</tbody></table></details>
</section>`;
}

const stufenText = (n: number) => `${n} ${n === 1 ? 'Stufe' : 'Stufen'}`;

export function datensatzSeite(d: GeladenerDatensatz): string {
  const hatWerte = d.bestandteile.length > 0;
  const stichtagTabelle = hatWerte
    ? `<h2 id="stichtag-werte">Werte am Stichtag</h2>
<p><label for="stichtag">Stichtag</label> <input type="date" id="stichtag" \
min="${d.abdeckung.von}"${d.abdeckung.bis ? ` max="${d.abdeckung.bis}"` : ''}>
<span id="stichtag-hinweis" aria-live="polite"></span></p>
<noscript><p>Ohne JavaScript zeigt die Seite keinen Stichtag; die Stufen aller Bestandteile stehen unten.</p></noscript>
<table id="werte"><thead><tr><th scope="col">Bestandteil</th><th scope="col" class="zahl">Wert</th><th scope="col">\
gültig</th><th scope="col">Rechtsgrundlage</th><th scope="col">Quelle</th></tr></thead><tbody>
${d.bestandteile
  .map(
    (b) =>
      `<tr data-bestandteil="${b.id}"><th scope="row"><a href="#b-${b.id}">${esc(b.name)}</a>` +
      `</th><td class="zahl wert"></td><td class="gueltig"></td><td class="rg"></td><td class="quelle"></td></tr>`,
  )
  .join('\n')}
</tbody></table>
<p><a href="${DATEN}/${d.id}/verlauf.csv" download="${d.id}-verlauf.csv">Verlauf als CSV herunterladen</a> (UTF-8 \
mit BOM, Komma, eine Zeile je Stufe; dieselben Felder wie <code>/v1/hr/${d.id}/verlauf?format=csv</code>, dazu \
<code>quelle_titel</code>)</p>
<h2 id="verlaeufe">Verlauf je Bestandteil</h2>
${d.bestandteile.map((b) => bestandteilAbschnitt(d, b)).join('\n')}
<script type="application/json" id="verlauf-daten">${eingebettet(d)}</script>`
    : d.tabellen
      ? `<p>Dieser Datensatz besteht aus Tabellen, die mit jeder Bekanntmachung neu gelten (${d.tabellen
          .map((t) => `${esc(t.name)}: ${stufenText(t.stufen.length)} ab ${datumDe(t.stufen[0].gueltig_ab)}`)
          .join('; ')}); sie lassen sich nicht als Kurve zeigen. Die Tabelle eines Stichtags liefert ` +
        `<code>/v1/hr/${d.id}</code>, alle Stufen <code>/v1/hr/${d.id}/verlauf</code>.</p>`
      : `<p>Dieser Datensatz ist ein Rechner, der aus Regeln rechnet (z. B. Feiertage aus dem Osterdatum); er hat ` +
        `keine Stufen, die sich als Kurve zeigen lassen. Die Regeln stehen unten, das Ergebnis liefert ` +
        `<code>/v1/hr/${d.id}</code>.</p>`;
  const liste = (titel: string, xs: string[]) =>
    xs.length ? `<h2>${titel}</h2><ul>${xs.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '';
  const inhalt = `<p><a href="${DATEN}/">Alle Datensätze</a></p>
<h1>${esc(d.name)} <code>${d.id}</code></h1>
<p>${esc(d.beschreibung)}</p>
<p>Rechtsgrundlage: ${esc(d.rechtsgrundlage)} · Quelle: <a href="${esc(d.quelle.url)}" \
rel="external">${esc(d.quelle.titel)}</a> · abgedeckt \
ab ${datumDe(d.abdeckung.von)}${d.abdeckung.bis ? ` bis ${datumDe(d.abdeckung.bis)}` : ''} · zuletzt gegen die \
Quelle geprüft am ${datumDe(d.stand)} · API: <code>/v1/hr/${d.id}</code> (mit Schlüssel)</p>
${stichtagTabelle}
${liste('Regeln', d.regeln)}
${liste('Hinweise', d.hinweise)}`;
  return seite({
    lang: 'de',
    titel: `${d.name} – Werte ansehen – HR-Referenzdaten API`,
    inhalt,
    skripte: hatWerte ? [`${DATEN}/explorer.js`] : [],
  });
}

function uebersichtSeite(quellen: GeladenerDatensatz[], jahre: number[]): string {
  const gruppen = new Map<string, GeladenerDatensatz[]>();
  for (const d of quellen) gruppen.set(d.kategorie, [...(gruppen.get(d.kategorie) ?? []), d]);
  const inhalt = `<h1>Werte ansehen</h1>
<p>Jeder Datensatz der API mit seinen Bestandteilen: der Wert an einem wählbaren Tag, Gültigkeit, Rechtsgrundlage,
amtliche Quelle und der Verlauf als Kurve. Die Seiten sind öffentlich und brauchen keinen Schlüssel; die Werte
stammen aus denselben Daten wie die API (Stand des Builds).</p>
<h2 id="jahreswechsel">Änderungen zum Jahreswechsel</h2>
<ul class="jahre">${jahre
    .map((j) => `<li><a href="${DOKU}/jahreswechsel/${j}/">Änderungen zum ` + `01.01.${j}</a></li>`)
    .join('')}</ul>
${[...gruppen]
  .map(
    ([k, ds]) =>
      `<h2>${esc(k[0].toUpperCase() + k.slice(1))}</h2>` +
      `<ul>${ds
        .map(
          (d) =>
            `<li><a href="${DATEN}/${d.id}/">${esc(d.name)}</a> <code>${d.id}</code> ` +
            `(${d.bestandteile.length} Bestandteile)</li>`,
        )
        .join('')}</ul>`,
  )
  .join('\n')}`;
  return seite({ lang: 'de', titel: 'Werte ansehen – HR-Referenzdaten API', inhalt });
}

// The browser side, a few KB, no framework: picks the level valid on the chosen day for every
// component, fills the table and moves the marker line in each chart. "Today" is the calendar day
// in Germany, which the browser computes (the page itself is built once).
const EXPLORER_JS = `(function () {
  'use strict';
  var daten = JSON.parse(document.getElementById('verlauf-daten').textContent);
  var eingabe = document.getElementById('stichtag');
  var hinweis = document.getElementById('stichtag-hinweis');
  var zahl = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 });
  var betrag = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  function de(iso) { return iso.slice(8, 10) + '.' + iso.slice(5, 7) + '.' + iso.slice(0, 4); }
  function heute() { return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: \
'2-digit', day: '2-digit' }).format(new Date()); }
  function setze(td, text) { td.textContent = text; }
  function zeige(tag) {
    var ausserhalb = tag < daten.von || (daten.bis && tag > daten.bis);
    hinweis.textContent = ausserhalb ? 'Der ' + de(tag) + ' liegt außerhalb der Abdeckung dieses Datensatzes.' : \
'Werte am ' + de(tag) + '.';
    daten.bestandteile.forEach(function (b) {
      var zeile = document.querySelector('tr[data-bestandteil="' + b.id + '"]');
      var s = null;
      if (!ausserhalb) b.stufen.forEach(function (x) { if (x.ab <= tag && (x.bis === null || x.bis >= tag)) s = x; });
      var q = zeile.querySelector('.quelle');
      q.textContent = '';
      zeile.classList.toggle('vorlaeufig', !!s && s.wert === null);
      if (!s) { setze(zeile.querySelector('.wert'), 'kein Wert'); setze(zeile.querySelector('.gueltig'), ''); \
setze(zeile.querySelector('.rg'), ''); }
      else {
        setze(zeile.querySelector('.wert'), s.wert === null ? 'noch nicht festgesetzt' : (b.euro ? betrag : \
zahl).format(s.wert) + ' ' + b.einheit);
        setze(zeile.querySelector('.gueltig'), 'ab ' + de(s.ab) + (s.bis ? ' bis ' + de(s.bis) : ''));
        setze(zeile.querySelector('.rg'), s.rg);
        var a = document.createElement('a');
        a.href = s.qu; a.rel = 'external'; a.textContent = s.qt;
        q.appendChild(a);
      }
      var svg = document.getElementById('svg-' + b.id);
      var linie = svg && svg.querySelector('.stichtag');
      if (linie) {
        var ms = Date.parse(tag + 'T00:00:00Z'), x0 = +svg.dataset.x0, x1 = +svg.dataset.x1;
        var sichtbar = ms >= x0 && ms <= x1;
        var x = +svg.dataset.l + (ms - x0) / (x1 - x0) * (svg.dataset.r - svg.dataset.l);
        linie.setAttribute('x1', x.toFixed(1)); linie.setAttribute('x2', x.toFixed(1));
        linie.setAttribute('visibility', sichtbar ? 'visible' : 'hidden');
      }
    });
  }
  var start = /^\\d{4}-\\d{2}-\\d{2}$/.test(location.hash.slice(1)) ? location.hash.slice(1) : heute();
  eingabe.value = start;
  eingabe.addEventListener('change', function () { if (eingabe.value) zeige(eingabe.value); });
  zeige(start);
})();
`;

/** Writes the overview, one page and one CSV per dataset, and the script. */
export function schreibeExplorer(dokuDir: string, quellen: GeladenerDatensatz[], jahre: number[]): number {
  const dir = join(dokuDir, 'daten');
  let bytes = schreibe(join(dir, 'index.html'), uebersichtSeite(quellen, jahre));
  bytes += schreibe(join(dir, 'explorer.js'), EXPLORER_JS);
  for (const d of quellen) {
    bytes += schreibe(join(dir, d.id, 'index.html'), datensatzSeite(d));
    if (d.bestandteile.length) bytes += schreibe(join(dir, d.id, 'verlauf.csv'), verlaufCsv(d));
  }
  return bytes;
}
