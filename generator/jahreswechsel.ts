// The year-change pages (/v1/dokumentation/jahreswechsel/<jahr>/): every value that changes on
// 1 January of that year and the mid-year changes of the year before, old next to new with the
// difference, legal basis and source; what is still open (announced without a value); and the
// entries of the changelog (/v1/aenderungen) about the changed components. Payroll clerks
// prepare the January run from exactly this list.
import { join } from 'node:path';
import type { GeladenerDatensatz, GeladeneStufe } from '../src/daten/laden';
import { schreibe } from './datei';
import { DATEN } from './explorer';
import { aenderungen } from './meta';
import { DOKU, datumDe, EINHEIT_TEXT, esc, seite, wertText, zahl } from './seitenrahmen';

export interface Wechsel {
  datensatz: GeladenerDatensatz;
  bestandteil: string;
  name: string;
  einheit: string;
  ab: string;
  alt: GeladeneStufe | null;
  neu: GeladeneStufe | null; // null: the component ends without successor
}

// Changes with a date in [von, bis]: a level starting then (with its predecessor) or a last level
// ending the day before.
export function wechselZwischen(quellen: GeladenerDatensatz[], von: string, bis: string): Wechsel[] {
  const out: Wechsel[] = [];
  for (const d of quellen) {
    for (const b of d.bestandteile) {
      b.stufen.forEach((s, i) => {
        const basis = { datensatz: d, bestandteil: b.id, name: b.name, einheit: b.einheit };
        if (s.gueltig_ab >= von && s.gueltig_ab <= bis && s.gueltig_ab !== d.abdeckung.von) {
          const vorher = i > 0 ? b.stufen[i - 1] : null;
          out.push({ ...basis, ab: s.gueltig_ab, alt: vorher, neu: s });
        }
        if (i === b.stufen.length - 1 && s.gueltig_bis) {
          const ende = new Date(Date.parse(`${s.gueltig_bis}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
          if (ende >= von && ende <= bis) out.push({ ...basis, ab: ende, alt: s, neu: null });
        }
      });
    }
  }
  return out.sort((a, b) =>
    a.ab === b.ab
      ? a.datensatz.id === b.datensatz.id
        ? 0
        : a.datensatz.id < b.datensatz.id
          ? -1
          : 1
      : a.ab < b.ab
        ? -1
        : 1,
  );
}

// Years with at least one change on 1 January or in the year before, from 2016 (the first year
// change inside the API's usual coverage from 2015) to two years after the newest check: schedules
// fixed in law far ahead (Versorgungsfreibetrag until 2058) would otherwise add a page per year
// with a single line (docs/ENTSCHEIDUNGEN.md).
export function jahreMitWechsel(quellen: GeladenerDatensatz[]): number[] {
  const bis = Math.max(...quellen.map((d) => Number(d.stand.slice(0, 4)))) + 2;
  const jahre = new Set<number>();
  for (const d of quellen) {
    for (const b of d.bestandteile) {
      for (const s of b.stufen.slice(1)) {
        const j = Number(s.gueltig_ab.slice(0, 4));
        jahre.add(s.gueltig_ab.endsWith('-01-01') ? j : j + 1);
      }
    }
  }
  return [...jahre].filter((j) => j >= 2016 && j <= bis).sort((a, b) => a - b);
}

function differenz(w: Wechsel): string {
  if (!w.alt || !w.neu || w.alt.wert === null || w.neu.wert === null) return '–';
  const d = Number((w.neu.wert - w.alt.wert).toPrecision(12));
  const prozent =
    w.alt.wert !== 0 && w.einheit !== 'prozent'
      ? ` (${d > 0 ? '+' : ''}${zahl(Number(((d / w.alt.wert) * 100).toFixed(1)))} %)`
      : '';
  const einheit = w.einheit === 'prozent' ? 'Prozentpunkte' : (EINHEIT_TEXT[w.einheit]?.de ?? w.einheit);
  return `${d > 0 ? '+' : ''}${zahl(d, w.einheit)} ${einheit}${prozent}`;
}

function tabelle(ws: Wechsel[], mitDatum: boolean, beschriftung: string): string {
  if (!ws.length) return '<p>Keine.</p>';
  const zeilen = ws.map((w) => {
    // A change has a new level, or (entfällt) at least the old one.
    const s = (w.neu ?? w.alt) as NonNullable<typeof w.alt>;
    const neu = w.neu ? wertText(w.neu.wert, w.einheit) : 'entfällt';
    return (
      `<tr data-datensatz="${w.datensatz.id}" data-` +
      `bestandteil="${w.bestandteil}"${w.neu?.wert === null ? ' class="vorlaeufig"' : ''}>` +
      `${mitDatum ? `<td>${datumDe(w.ab)}</td>` : ''}<th scope="row"><a href="${DATEN}/${w.datensatz.id}/#b-` +
      `${w.bestandteil}">${esc(w.name)}</a><br><small>${esc(w.datensatz.name)}</small></th><td class="zahl alt">` +
      `${w.alt ? esc(wertText(w.alt.wert, w.einheit)) : 'neu'}</td><td class="zahl neu">${esc(neu)}</td><td ` +
      `class="zahl">${esc(differenz(w))}</td><td>${esc(s.rechtsgrundlage)}</td><td><a href="${esc(s.quelle.url)}" ` +
      `rel="external">${esc(s.quelle.titel)}</a></td></tr>`
    );
  });
  // Fixed column widths: long German compound words in the legal basis and source titles would
  // otherwise push the table beyond the page.
  const breiten = [...(mitDatum ? [9] : []), mitDatum ? 19 : 22, 11, 11, 11, mitDatum ? 21 : 24, mitDatum ? 18 : 21];
  return `<table class="wechsel"><caption class="versteckt">${esc(beschriftung)}</caption>\
<colgroup>${breiten.map((b) => `<col style="width:${b}%">`).join('')}</colgroup><thead>\
<tr>${mitDatum ? '<th scope="col">ab</th>' : ''}<th scope="col">Wert</th><th scope="col" class="zahl">bisher</th>\
<th scope="col" class="zahl">neu</th><th scope="col" class="zahl">Differenz</th><th scope="col">Rechtsgrundlage</th>\
<th scope="col">Quelle</th></tr></thead><tbody>
${zeilen.join('\n')}
</tbody></table>`;
}

export function jahreswechselSeite(quellen: GeladenerDatensatz[], jahr: number, jahre: number[]): string {
  const neujahr = `${jahr}-01-01`;
  const zumJahr = wechselZwischen(quellen, neujahr, neujahr);
  const unterjaehrig = wechselZwischen(quellen, `${jahr - 1}-01-02`, `${jahr - 1}-12-31`);
  const offen = wechselZwischen(quellen, neujahr, `${jahr}-12-31`).filter((w) => w.neu?.wert === null);
  const betroffen = new Set([...zumJahr, ...unterjaehrig].map((w) => `${w.datensatz.id}/${w.bestandteil}`));
  const protokoll = aenderungen(quellen).filter(
    (a) =>
      (a.bestandteile ?? []).some((b) => betroffen.has(`${a.datensatz}/${b}`)) &&
      a.datum >= `${jahr - 2}-01-01` &&
      a.datum <= `${jahr}-12-31`,
  );
  const i = jahre.indexOf(jahr);
  const blaettern = [
    i > 0 ? `<a href="${DOKU}/jahreswechsel/${jahre[i - 1]}/">voriges Jahr (${jahre[i - 1]})</a>` : '',
    i < jahre.length - 1 ? `<a href="${DOKU}/jahreswechsel/${jahre[i + 1]}/">nächstes Jahr (${jahre[i + 1]})</a>` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const inhalt = `<p><a href="${DOKU}/jahreswechsel/">Alle Jahre</a>${blaettern ? ` · ${blaettern}` : ''}</p>
<h1>Änderungen zum 01.01.${jahr}</h1>
<p>Jeder Wert der API, der sich zum 1. Januar ${jahr} ändert, mit dem bisherigen und dem neuen Wert, der Differenz, der
Rechtsgrundlage und der amtlichen Quelle; darunter die Änderungen im Lauf des Jahres ${jahr - 1}, die in der
Dezember-Abrechnung schon galten, und was noch offen ist. Erzeugt aus den Daten der API (Build-Stand).</p>
<h2 id="zum-jahreswechsel">Zum 01.01.${jahr} (${zumJahr.length})</h2>
${tabelle(zumJahr, false, `Änderungen zum 01.01.${jahr}`)}
<h2 id="unterjaehrig">Unterjährig ${jahr - 1} (${unterjaehrig.length})</h2>
${tabelle(unterjaehrig, true, `Unterjährige Änderungen ${jahr - 1}`)}
<h2 id="offen">Noch offen in ${jahr} (${offen.length})</h2>
${
  offen.length
    ? `<p>Angekündigt, aber noch nicht festgesetzt (die API antwortet dort mit <code>vorlaeufig: ` +
      `true</code>):</p><ul>${offen
        .map(
          (w) =>
            `<li><a href="${DATEN}/${w.datensatz.id}/#b-${w.bestandteil}">` +
            `${esc(w.name)}</a> ab ` +
            `${datumDe(w.ab)}${w.neu?.erwartet ? `, erwartet am ${datumDe(w.neu.erwartet)}` : ''}` +
            `${w.neu?.hinweis ? ` – ${esc(w.neu.hinweis)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '<p>Nichts: jeder Wert für dieses Jahr ist festgesetzt.</p>'
}
<h2 id="aenderungsprotokoll">Einträge im Änderungsprotokoll</h2>
<p>Aus <code>/v1/aenderungen</code>, soweit sie die Werte oben betreffen:</p>
${
  protokoll.length
    ? `<ul>${protokoll
        .map((a) => `<li><code>${a.datenstand}</code> ${esc(a.datensatz)} ` + `(${a.art}): ${esc(a.beschreibung)}</li>`)
        .join('')}</ul>`
    : '<p>Keine.</p>'
}`;
  return seite({ lang: 'de', titel: `Änderungen zum 01.01.${jahr} – HR-Referenzdaten API`, inhalt });
}

function jahreSeite(jahre: number[]): string {
  const inhalt = `<h1>Änderungen zum Jahreswechsel</h1>
<p>Je Jahr alle Werte, die sich zum 1. Januar ändern, und die Änderungen im Lauf des Vorjahres.</p>
<ul>${[...jahre]
    .reverse()
    .map((j) => `<li><a href="${DOKU}/jahreswechsel/${j}/">Änderungen zum 01.01.${j}</a></li>`)
    .join('')}</ul>`;
  return seite({ lang: 'de', titel: 'Jahreswechsel – HR-Referenzdaten API', inhalt });
}

export function schreibeJahreswechsel(dokuDir: string, quellen: GeladenerDatensatz[], jahre: number[]): number {
  const dir = join(dokuDir, 'jahreswechsel');
  let bytes = schreibe(join(dir, 'index.html'), jahreSeite(jahre));
  for (const j of jahre) bytes += schreibe(join(dir, String(j), 'index.html'), jahreswechselSeite(quellen, j, jahre));
  return bytes;
}
