// From the loaded levels to the answer of every validity period and the history. What is special
// about a dataset (beitragssaetze's shares, monatswerte, summen, an own answer shape, a calculator)
// comes from its module (src/datensaetze/<id>.ts); everything else is the same for every dataset.

import { flachKomponente, spalten } from '../src/api/csv';
import type { GeladenerBestandteil, GeladenerDatensatz, GeladeneStufe } from '../src/daten/laden';
import { ABDECKUNG } from '../src/gemeinsam/abdeckung';
import { jahrAnfang, jahrEnde, tagDanach, tagDavor } from '../src/gemeinsam/datum';
import type { DatensatzLaufzeit, Objekt, Periode, Tabellen } from '../src/vertrag/modell';
import { type Bezug, hatUmschlag, istKomponentenModul, type Modul } from '../src/vertrag/modul';
import { FORMAT, FORMAT_MIT_ICS, type ParameterSpec, TRENNZEICHEN } from '../src/vertrag/parameter';
import { LIZENZ, zitat } from './texte';

export function datenstand(d: GeladenerDatensatz): string {
  const letzte = [...d.aenderungen]
    .sort((a, b) => (a.datum === b.datum ? a.nr - b.nr : a.datum < b.datum ? -1 : 1))
    .at(-1);
  if (!letzte) throw new Error(`${d.datei}: aenderungen hat keinen Eintrag`);
  return `${letzte.datum}.${letzte.nr}`;
}

function komponente(b: GeladenerBestandteil, i: number, status: boolean): Objekt {
  const s = b.stufen[i];
  const naechste = b.stufen[i + 1];
  const k: Objekt = {
    id: b.id,
    name: b.name,
    gruppe: b.gruppe,
    ...(b.art ? { art: b.art } : {}),
    einheit: b.einheit,
    wert: s.wert,
    gueltig_ab: s.gueltig_ab,
    gueltig_bis: s.gueltig_bis,
    rechtsgrundlage: s.rechtsgrundlage,
    quelle: s.quelle,
    hinweis: s.hinweis ?? null,
    naechster_wert: naechste ? { gueltig_ab: naechste.gueltig_ab, wert: naechste.wert } : null,
  };
  if (status) {
    k.status = s.wert === null ? 'angekuendigt' : 'festgelegt';
    k.erwartet = s.erwartet ?? null;
    k.letzter_wert = i > 0 ? b.stufen[i - 1].wert : null;
  }
  return { ...k, ...s.zusatz };
}

// A history item of a component level (API-SPEC.md "History item"); the explorer's CSV uses it too.
export function verlaufEintrag(b: GeladenerBestandteil, s: GeladeneStufe): Objekt {
  return {
    bestandteil: b.id,
    name: b.name,
    gruppe: b.gruppe,
    ...(b.art ? { art: b.art } : {}),
    einheit: b.einheit,
    gueltig_ab: s.gueltig_ab,
    gueltig_bis: s.gueltig_bis,
    wert: s.wert,
    rechtsgrundlage: s.rechtsgrundlage,
    quelle_url: s.quelle.url,
    hinweis: s.hinweis ?? null,
  };
}

const deckt = (s: GeladeneStufe, von: string, bis: string) =>
  s.gueltig_ab <= bis && (s.gueltig_bis === null || s.gueltig_bis >= von);

// Validity periods: between two consecutive change dates every answer is the same. Year
// datasets answer per calendar year (every level starts on 1 January, laden.ts checks that).
function zeitraeume(d: GeladenerDatensatz): { von: string; bis: string | null }[] {
  if (d.zeit === 'jahr') {
    const bisJahr = Number((d.abdeckung.bis ?? '').slice(0, 4));
    const out = [];
    for (let j = Number(d.abdeckung.von.slice(0, 4)); j <= bisJahr; j++)
      out.push({ von: jahrAnfang(j), bis: jahrEnde(j) });
    return out;
  }
  const grenzen = new Set<string>([d.abdeckung.von]);
  for (const s of [...d.bestandteile.flatMap((b) => b.stufen), ...(d.tabellen ?? []).flatMap((t) => t.stufen)]) {
    grenzen.add(s.gueltig_ab);
    if (s.gueltig_bis) grenzen.add(tagDanach(s.gueltig_bis));
  }
  const ende = d.abdeckung.bis;
  const sortiert = [...grenzen].filter((g) => g >= d.abdeckung.von && (ende === null || g <= ende)).sort();
  return sortiert.map((von, i) => ({ von, bis: i + 1 < sortiert.length ? tagDavor(sortiert[i + 1]) : ende }));
}

function parameterFuer(d: GeladenerDatensatz, modul: Modul | undefined, tag: string): ParameterSpec[] {
  if (modul?.art === 'rechner')
    return [...mitWerten(d, modul, modul.parameter), modul.ics ? FORMAT_MIT_ICS : FORMAT, TRENNZEICHEN];
  const [min, max] = d.jahr_bereich ?? [ABDECKUNG.von, ABDECKUNG.bis];
  const datum: ParameterSpec = {
    name: 'datum',
    typ: 'datum',
    pflicht: false,
    standard: 'heute',
    beispiel: tag,
    beschreibung:
      d.zeit === 'jahr'
        ? 'Stichtag statt jahr; das Jahr wird daraus genommen.'
        : 'Stichtag (JJJJ-MM-TT); Standard: heute (Europe/Berlin).',
  };
  const jahr: ParameterSpec = {
    name: 'jahr',
    typ: 'jahr',
    pflicht: false,
    bereich: { min, max },
    standard: 'aktuelles_jahr',
    beispiel: Number(tag.slice(0, 4)),
    beschreibung: `Kalenderjahr (${min} bis ${max}); Standard: das laufende Jahr.`,
  };
  const beginn: ParameterSpec = {
    name: 'beginn',
    typ: 'datum',
    pflicht: false,
    standard: 'heute',
    beispiel: tag,
    beschreibung:
      `Beginn der Ausbildung (ab ${d.abdeckung.von}); Standard: heute. Maßgeblich ist der Betrag des ` +
      `Jahres, in dem die Ausbildung beginnt.`,
  };
  const zeit = d.zeit === 'jahr' ? [jahr, datum] : d.zeit === 'beginn' ? [beginn] : [datum];
  return [
    ...zeit,
    ...(d.bestandteil_filter ? [bestandteilParameter(d, tag)] : []),
    ...mitWerten(d, modul, modul?.parameter ?? []),
    FORMAT,
    TRENNZEICHEN,
  ];
}

// The allowed values a module takes from its data file (parameterWerte), filled into its own
// selection parameters.
function mitWerten(d: GeladenerDatensatz, modul: Modul | undefined, specs: ParameterSpec[]): ParameterSpec[] {
  const werte = modul?.parameterWerte?.(d) ?? {};
  return specs.map((p) => (werte[p.name] ? { ...p, werte: werte[p.name] } : p));
}

// The example is a component that holds on the example day.
function bestandteilParameter(d: GeladenerDatensatz, tag: string): ParameterSpec {
  const ids = d.bestandteile.map((b) => b.id);
  const amTag = d.bestandteile.find((b) => b.stufen.some((s) => deckt(s, tag, tag)));
  return {
    name: 'bestandteil',
    typ: 'auswahl',
    pflicht: false,
    werte: ids,
    beispiel: amTag?.id ?? ids[0],
    beschreibung: 'Schränkt die Antwort auf einen Bestandteil ein (Groß- und Kleinschreibung egal).',
  };
}

export function verlaufParameterFuer(d: GeladenerDatensatz, modul: Modul | undefined, tag: string): ParameterSpec[] {
  // A calculator has no history endpoint (its legal values are listed in /export).
  if (modul?.art === 'rechner') return [];
  const grenze = (name: 'von' | 'bis'): ParameterSpec => ({
    name,
    typ: 'datum_oder_jahr',
    pflicht: false,
    beispiel: name === 'von' ? '2020-01-01' : '2021-12-31',
    beschreibung:
      name === 'von'
        ? 'Nur Stufen, die an oder nach diesem Tag gelten (JJJJ-MM-TT oder JJJJ = 1. Januar).'
        : 'Nur Stufen, die an oder vor diesem Tag gelten (JJJJ-MM-TT oder JJJJ = 31. Dezember).',
  });
  return [
    grenze('von'),
    grenze('bis'),
    ...(d.bestandteil_filter ? [bestandteilParameter(d, tag)] : []),
    ...mitWerten(d, modul, modul?.verlaufFilter ? [modul.verlaufFilter] : []),
    FORMAT,
    TRENNZEICHEN,
  ];
}

// The example day of a dataset's documentation: 1 May 2024 where the data covers it (the day every
// example used before), otherwise the nearest covered day.
export function beispieltag(d: Pick<GeladenerDatensatz, 'abdeckung' | 'zeit'>): string {
  const bevorzugt = d.zeit === 'beginn' ? '2024-08-01' : '2024-05-01';
  const { von, bis } = d.abdeckung;
  if (bevorzugt < von) return von;
  if (bis !== null && bevorzugt > bis) return bis;
  return bevorzugt;
}

export function baueDatensatz(
  d: GeladenerDatensatz,
  modul: Modul | undefined,
  bezug: Bezug,
  basis: string,
): DatensatzLaufzeit {
  const art = modul?.art ?? 'bestandteile';
  const zuschnitt = istKomponentenModul(modul) ? (modul.zuschnitt ?? {}) : {};
  const spezial = hatUmschlag(modul) ? modul : null;
  const status = d.status && art !== 'rechner';
  const stand = datenstand(d);
  const perioden: Periode[] = [];
  for (const z of zeitraeume(d)) {
    const bestandteile: Objekt[] = [];
    for (const b of d.bestandteile) {
      const i = b.stufen
        .map((s, n) => (deckt(s, z.von, z.bis ?? '9999-12-31') ? n : -1))
        .filter((n) => n >= 0)
        .at(-1);
      if (i === undefined) continue;
      const k = komponente(b, i, status);
      bestandteile.push(zuschnitt.komponente ? zuschnitt.komponente(k, b.stufen[i]) : k);
    }
    // A dataset of tables (reisekosten-ausland) answers from its module without components.
    if (!bestandteile.length && art !== 'rechner' && !d.tabellen) continue;
    const werte = Object.fromEntries(bestandteile.map((k) => [k.id as string, k.wert])) as Record<
      string,
      number | null
    >;
    const zitierbar =
      art === 'rechner'
        ? {
            rechtsgrundlage: d.rechtsgrundlage,
            quelle: d.quelle,
            quellen: eindeutigeQuellen([
              d.quelle,
              ...bestandteile.map((k) => k.quelle as { titel: string; url: string }),
              ...(d.fristen ?? []).map((f) => f.quelle),
            ]),
            ...tabellenAus(d, bestandteile),
          }
        : {};
    const mitte: Objekt = spezial
      ? spezial.umschlag({ datensatz: d, werte, bestandteile, von: z.von, bis: z.bis })
      : {
          ...zitierbar,
          vorlaeufig: Object.values(werte).some((w) => w === null),
          ...zuschnitt.vorWerte?.(werte),
          werte,
          bestandteile,
          ...zuschnitt.nachBestandteile?.({ datensatz: d, werte, bestandteile, von: z.von, bezug }),
        };
    const antwort: Objekt = {
      datensatz: d.id,
      ...mitte,
      ...(d.regeln.length ? { regeln: d.regeln } : {}),
      hinweise: d.hinweise,
      lizenz: LIZENZ,
      stand: d.stand,
      zitat: zitat(d.name, d.id, stand, basis),
      datenstand: stand,
    };
    perioden.push({ von: z.von, bis: z.bis, antwort });
  }
  const verlauf = spezial
    ? spezial.verlaufAusPerioden(perioden)
    : d.bestandteile
        .flatMap((b, bi) =>
          b.stufen.map((s) => ({
            bi,
            s,
            e: zuschnitt.verlaufEintrag ? zuschnitt.verlaufEintrag(verlaufEintrag(b, s), s) : verlaufEintrag(b, s),
          })),
        )
        .sort((x, y) => (x.s.gueltig_ab === y.s.gueltig_ab ? x.bi - y.bi : x.s.gueltig_ab < y.s.gueltig_ab ? -1 : 1))
        .map((x) => x.e);
  const tag = beispieltag(d);
  return {
    id: d.id,
    art,
    zeit: d.zeit,
    parameter: parameterFuer(d, modul, tag),
    verlaufParameter: verlaufParameterFuer(d, modul, tag),
    abdeckung: d.abdeckung,
    datenstand: stand,
    perioden,
    komponentenFelder: ['werte', ...(zuschnitt.komponentenFelder ?? [])],
    verlauf,
    verlaufSpalten: spalten(verlauf),
    ...(modul?.art !== 'rechner' && modul?.verlaufFilter ? { verlaufFilter: modul.verlaufFilter.name } : {}),
    bestandteilSpalten: spalten(
      perioden.flatMap((p) => ((p.antwort.bestandteile as Objekt[] | undefined) ?? []).map(flachKomponente)),
    ),
    regelwerk: Object.fromEntries(
      (
        [
          'feiertage',
          'fristen',
          'minderungen',
          'pfaendungsanteile',
          'tagegeld_anteile',
          'fassungen',
          'gemeinderegeln',
          'gemeindeverzeichnis',
          'tabellen',
        ] as const
      )
        .filter((k) => d[k] !== undefined)
        .map((k) => [k, d[k]]),
    ),
  };
}

// The lookup tables of a calculator's data file (components with tabelle) in one period:
// table name -> row number -> value. Only calculators read them; no answer shows them.
function tabellenAus(d: GeladenerDatensatz, bestandteile: Objekt[]): { tabellen?: Tabellen } {
  const tabellen: Tabellen = {};
  for (const b of d.bestandteile) {
    const k = bestandteile.find((x) => x.id === b.id);
    if (!b.tabelle || !k) continue;
    tabellen[b.tabelle.name] ??= {};
    tabellen[b.tabelle.name][String(b.tabelle.schluessel)] = k.wert as number | null;
  }
  return Object.keys(tabellen).length ? { tabellen } : {};
}

function eindeutigeQuellen(liste: { titel: string; url: string }[]): { titel: string; url: string }[] {
  const gesehen = new Set<string>();
  return liste.filter((q) => !gesehen.has(q.url) && gesehen.add(q.url));
}
