// The public payslip page (/v1/dokumentation/rechner/brutto-netto/, English under /en/): the form,
// computed in the browser with the same module as /v1/hr/brutto-netto (src/datensaetze/
// brutto-netto.ts) from the data the build embeds, without a key and without a request. The
// parameters are read with the API's own parser, so the page refuses what the API refuses, with the
// same message.
import modul from '../datensaetze/brutto-netto';
import { bruttoNetto } from '../rechner/abrechnung/abrechnung';
import type { BruttoNettoAntwort } from '../rechner/abrechnung/antwort';
import { ausParametern } from '../rechner/abrechnung/regeln';
import { periode } from '../vertrag/abfrage';
import { erstelleBezug } from '../vertrag/bezug';
import { ApiFehler } from '../vertrag/fehler';
import type { DatensatzLaufzeit } from '../vertrag/modell';
import type { PapEintrag } from '../vertrag/pap';
import { leseParameter } from '../vertrag/parameter';

export type Sprache = 'de' | 'en';

const TEXT = {
  de: {
    netto: 'Netto',
    gesamtkosten: 'Kosten des Arbeitgebers',
    brutto: 'Brutto',
    arbeitnehmer: 'Arbeitnehmer',
    arbeitgeber: 'Arbeitgeber',
    bezug: 'Bezug',
    diagramm: 'Wohin das Brutto geht und was der Arbeitgeber darauf zahlt',
    beschaeftigung: { minijob: 'Minijob', uebergangsbereich: 'Übergangsbereich', regulaer: 'reguläre Beschäftigung' },
    teile: {
      netto: 'Netto',
      lohnsteuer: 'Lohnsteuer',
      solidaritaetszuschlag: 'Solidaritätszuschlag',
      kirchensteuer: 'Kirchensteuer',
      kv: 'Krankenversicherung',
      kv_zusatzbeitrag: 'Zusatzbeitrag',
      pv: 'Pflegeversicherung',
      rv: 'Rentenversicherung',
      av: 'Arbeitslosenversicherung',
      arbeitgeber: 'Arbeitgeberanteile, Umlagen, Pauschsteuer',
    },
    spalten: ['Posten', 'Seite', 'Satz', 'Basis', 'Betrag', 'Rechtsgrundlage'],
  },
  en: {
    netto: 'Net pay',
    gesamtkosten: "Employer's cost",
    brutto: 'Gross pay',
    arbeitnehmer: 'employee',
    arbeitgeber: 'employer',
    bezug: 'pay',
    diagramm: 'Where the gross pay goes and what the employer pays on top',
    beschaeftigung: { minijob: 'mini-job', uebergangsbereich: 'transition zone', regulaer: 'regular employment' },
    teile: {
      netto: 'Net pay',
      lohnsteuer: 'Wage tax',
      solidaritaetszuschlag: 'Solidarity surcharge',
      kirchensteuer: 'Church tax',
      kv: 'Health insurance',
      kv_zusatzbeitrag: 'Additional contribution',
      pv: 'Care insurance',
      rv: 'Pension insurance',
      av: 'Unemployment insurance',
      arbeitgeber: "Employer's contributions, levies, flat-rate tax",
    },
    spalten: ['Line (German)', 'Side', 'Rate', 'Base', 'Amount', 'Legal basis'],
  },
} as const;

// Colours with at least 3:1 contrast against white and each other in the legend's swatches.
const FARBEN: Record<string, string> = {
  netto: '#1b7837',
  lohnsteuer: '#762a83',
  solidaritaetszuschlag: '#9970ab',
  kirchensteuer: '#5e3c99',
  kv: '#2166ac',
  kv_zusatzbeitrag: '#4393c3',
  pv: '#b35806',
  rv: '#8c510a',
  av: '#c51b7d',
  arbeitgeber: '#4d4d4d',
};

export interface Seitendaten {
  datensaetze: Record<string, DatensatzLaufzeit>;
}

const euro = (sprache: Sprache, x: number) =>
  new Intl.NumberFormat(sprache === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(x);

function heute(): string {
  const t = new Date();
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
}

// The form as the API's query string: empty fields are left out, as a client leaves out a default.
function abfrage(form: HTMLFormElement): string {
  const q = new URLSearchParams();
  for (const [name, wert] of new FormData(form)) {
    const text = String(wert).trim();
    if (!text) continue;
    q.set(name, name === 'datum' && /^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text);
  }
  for (const feld of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]'))
    q.set(feld.name, String(feld.checked));
  return `?${q}`;
}

export function rechne(daten: Seitendaten, pap: readonly PapEintrag[], query: string, tag: string): BruttoNettoAntwort {
  const d = daten.datensaetze['brutto-netto'];
  const p = leseParameter(d.parameter, query);
  const stichtag = modul.stichtag?.(p, tag) ?? tag;
  const basis = periode(d, { feld: 'datum', wert: stichtag, von: stichtag, bis: stichtag }).antwort;
  const bezug = erstelleBezug('brutto-netto', modul, { datensaetze: daten.datensaetze, pap });
  const { monat, betrag } = ausParametern(p, tag, bezug, 'brutto');
  return bruttoNetto(monat, betrag, basis);
}

const SVG = 'http://www.w3.org/2000/svg';

function element<K extends keyof HTMLElementTagNameMap>(name: K, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(name);
  if (text !== undefined) e.textContent = text;
  return e;
}

// One bar of the employer's cost: the gross split into net pay and each deduction, then the
// employer's charges on top; every segment is named in the legend with its amount.
function diagramm(a: BruttoNettoAntwort, sprache: Sprache): HTMLElement {
  const t = TEXT[sprache];
  const teile: [keyof typeof t.teile, number][] = [
    ['netto', a.arbeitnehmer.netto],
    ...(
      ['lohnsteuer', 'solidaritaetszuschlag', 'kirchensteuer', 'kv', 'kv_zusatzbeitrag', 'pv', 'rv', 'av'] as const
    ).map((f): [keyof typeof t.teile, number] => [f, a.arbeitnehmer[f]]),
    ['arbeitgeber', a.arbeitgeber.summe],
  ];
  const gesamt = Math.max(a.arbeitgeber.gesamtkosten, 0.01);
  const breite = 600;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${breite} 40`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-labelledby', 'diagramm-titel');
  svg.classList.add('abrechnung');
  let x = 0;
  for (const [teil, betrag] of teile) {
    if (betrag <= 0) continue;
    const w = (betrag / gesamt) * breite;
    const r = document.createElementNS(SVG, 'rect');
    r.setAttribute('x', String(x));
    r.setAttribute('y', '0');
    r.setAttribute('width', String(w));
    r.setAttribute('height', '40');
    r.setAttribute('fill', FARBEN[teil]);
    svg.append(r);
    x += w;
  }
  const figur = element('figure');
  const titel = element('figcaption', t.diagramm);
  titel.id = 'diagramm-titel';
  const legende = element('ul');
  legende.className = 'legende';
  for (const [teil, betrag] of teile) {
    if (betrag <= 0) continue;
    const li = element('li');
    const farbe = element('span');
    farbe.className = 'farbe';
    farbe.style.background = FARBEN[teil];
    li.append(farbe, `${t.teile[teil]}: ${euro(sprache, betrag)}`);
    legende.append(li);
  }
  figur.append(titel, svg, legende);
  return figur;
}

function ergebnis(a: BruttoNettoAntwort, sprache: Sprache): HTMLElement {
  const t = TEXT[sprache];
  const box = element('section');
  const kopf = element('p');
  kopf.id = 'ergebnis-netto';
  kopf.append(
    element('strong', `${t.netto}: ${euro(sprache, a.arbeitnehmer.netto)}`),
    ` · ${t.brutto}: ${euro(sprache, a.brutto)} · ${t.gesamtkosten}: ${euro(sprache, a.arbeitgeber.gesamtkosten)} · ` +
      `${t.beschaeftigung[a.beschaeftigung]} (${a.monat})`,
  );
  box.append(kopf, diagramm(a, sprache));
  const tabelle = element('table');
  const thead = element('thead');
  const zeile = element('tr');
  for (const s of t.spalten) {
    const th = element('th', s);
    th.scope = 'col';
    zeile.append(th);
  }
  thead.append(zeile);
  const tbody = element('tbody');
  for (const p of a.posten) {
    const tr = element('tr');
    const zellen = [
      p.bezeichnung,
      t[p.seite],
      p.satz_prozent === null ? '' : `${p.satz_prozent} %`,
      p.basis === null ? '' : euro(sprache, p.basis),
      euro(sprache, p.betrag),
      p.rechtsgrundlage,
    ];
    zellen.forEach((z, i) => {
      const td = element('td', z);
      if (i === 3 || i === 4) td.className = 'zahl';
      tr.append(td);
    });
    tbody.append(tr);
  }
  tabelle.append(thead, tbody);
  box.append(tabelle);
  if (a.hinweise.length) {
    const ul = element('ul');
    for (const h of a.hinweise) ul.append(element('li', h));
    box.append(ul);
  }
  return box;
}

export function starte(daten: Seitendaten, pap: readonly PapEintrag[], sprache: Sprache): void {
  const form = document.querySelector<HTMLFormElement>('#abrechnung');
  const ausgabe = document.querySelector<HTMLElement>('#ergebnis');
  if (!form || !ausgabe) return;
  const zeige = () => {
    ausgabe.replaceChildren();
    try {
      ausgabe.append(ergebnis(rechne(daten, pap, abfrage(form), heute()), sprache));
    } catch (e) {
      const meldung = element('p', e instanceof ApiFehler ? e.nachricht : String(e));
      meldung.className = 'fehler';
      meldung.setAttribute('role', 'alert');
      ausgabe.append(meldung);
    }
  };
  form.addEventListener('submit', (ereignis) => {
    ereignis.preventDefault();
    zeige();
  });
  zeige();
}
