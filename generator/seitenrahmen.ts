// Shared pieces of the static pages under /v1/dokumentation/ (explorer, year change, English
// docs, guides): escaping, number and date formatting, units, the page frame and its stylesheet.
// Everything is built once at build time; nothing is loaded from another host.

export const DOKU = '/v1/dokumentation';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Units of src/daten/schema.ts EINHEITEN, as a reader writes them.
export const EINHEIT_TEXT: Record<string, { de: string; en: string }> = {
  euro_jahr: { de: '€ je Jahr', en: '€ per year' },
  euro_monat: { de: '€ je Monat', en: '€ per month' },
  euro_stunde: { de: '€ je Stunde', en: '€ per hour' },
  euro: { de: '€', en: '€' },
  euro_km: { de: '€ je km', en: '€ per km' },
  prozent: { de: '%', en: '%' },
  monate: { de: 'Monate', en: 'months' },
  wochen: { de: 'Wochen', en: 'weeks' },
  jahre: { de: 'Jahre', en: 'years' },
  tage: { de: 'Tage', en: 'days' },
  stunden: { de: 'Stunden', en: 'hours' },
  minuten: { de: 'Minuten', en: 'minutes' },
  beschaeftigte: { de: 'Beschäftigte', en: 'employees' },
  arbeitsplaetze: { de: 'Arbeitsplätze', en: 'jobs' },
  anzahl: { de: 'Anzahl', en: 'count' },
};

const ZAHL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 });
const BETRAG = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
// Amounts in euro with cents (13,90 €), everything else as it is (18,6 %).
export const istEuro = (einheit: string) => einheit.startsWith('euro');
export const zahl = (n: number, einheit = '') => (istEuro(einheit) ? BETRAG : ZAHL).format(n);
export function wertText(wert: number | null, einheit: string): string {
  return wert === null ? 'noch nicht festgesetzt' : `${zahl(wert, einheit)} ${EINHEIT_TEXT[einheit]?.de ?? einheit}`;
}
// 2026-01-01 -> 01.01.2026
export const datumDe = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export const CSS = `body { margin: 0; font-family: system-ui, sans-serif; color: #1b1b1b; background: #fff; }
main { max-width: 78rem; margin: 0 auto; padding: 1rem 1.5rem; line-height: 1.5; }
nav.kopf { background: #1d3557; padding: 0.5rem 1.5rem; } nav.kopf a { color: #fff; margin-right: 1rem; }
a { color: #0b5394; }
table { border-collapse: collapse; margin: 0.5rem 0; } td, th { border: 1px solid #bbb; padding: 0.25rem 0.5rem; \
text-align: left; vertical-align: top; overflow-wrap: break-word; hyphens: auto; }
table.wechsel { table-layout: fixed; width: 100%; }
td.zahl, th.zahl { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f4f4f4; padding: 0.5rem; overflow-x: auto; }
.bestandteil { border-top: 1px solid #ccc; margin-top: 1rem; }
svg.verlauf { max-width: 100%; height: auto; } svg.verlauf text { font-size: 11px; fill: #1b1b1b; }
svg.verlauf .stufe line { stroke: #0b5394; stroke-width: 2.5; } svg.verlauf .sprung { stroke: #0b5394; stroke-\
dasharray: 2 2; }
svg.verlauf .offen rect { fill: #fff3cd; stroke: #8a6d00; stroke-dasharray: 3 2; } svg.verlauf .achse { stroke: #555; }
svg.verlauf .gitter { stroke: #e2e2e2; } svg.verlauf .stichtag { stroke: #b00020; stroke-width: 1.5; }
.vorlaeufig { background: #fff3cd; }
label { font-weight: 600; }
form.rechner { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 0 1.5rem; }
form.rechner small { color: #444; } form.rechner input, form.rechner select { font-size: 1rem; }
form.rechner details { grid-column: 1 / -1; border-top: 1px solid #ddd; padding: 0.4rem 0; }
form.rechner details[open] { display: grid; gap: 0 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); }
form.rechner summary { grid-column: 1 / -1; font-weight: 600; cursor: pointer; }
svg.abrechnung { width: 100%; max-width: 48rem; height: 3rem; }
ul.legende { list-style: none; padding: 0; } ul.legende li { margin: 0.15rem 0; }
ul.legende .farbe { display: inline-block; width: 1rem; height: 1rem; margin-right: 0.5rem; vertical-align: -0.15rem; \
border: 1px solid #1b1b1b; }
p.fehler { color: #b00020; font-weight: 600; }
.versteckt { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function seite(o: {
  lang: 'de' | 'en';
  titel: string;
  inhalt: string;
  skripte?: string[];
  umschalter?: string;
}): string {
  const nav =
    o.lang === 'de'
      ? `<a href="${DOKU}/">Dokumentation</a><a href="${DOKU}/daten/">Werte ansehen</a><a ` +
        `href="${DOKU}/jahreswechsel/">Jahreswechsel</a><a href="${DOKU}/anleitungen/">Anleitungen</a><a ` +
        `href="${DOKU}/rechner/brutto-netto/">Brutto-Netto-Rechner</a><a ` +
        `href="${o.umschalter ?? `${DOKU}/en/`}" hreflang="en" lang="en">English</a>`
      : `<a href="${DOKU}/en/">Documentation</a><a href="${DOKU}/en/guides/">Guides</a><a ` +
        `href="${DOKU}/en/rechner/brutto-netto/">Gross-to-net calculator</a><a href="${DOKU}/daten/" ` +
        `hreflang="de">Values (German)</a><a href="${o.umschalter ?? `${DOKU}/`}" hreflang="de" lang="de">Deutsch</a>`;
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.titel)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOKU}/ansicht.css">
</head>
<body>
<nav class="kopf" aria-label="${o.lang === 'de' ? 'Bereiche' : 'Sections'}">${nav}</nav>
<main>
${o.inhalt}
</main>
${(o.skripte ?? []).map((s) => `<script src="${s}"></script>`).join('\n')}
</body>
</html>
`;
}
