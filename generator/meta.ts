// Meta answers: overview, catalog (/datensaetze), changelog (/aenderungen), review status
// (/status). Shapes as DECISIONS.md "Meta endpoints".
import type { GeladenerDatensatz } from '../src/daten/laden';
import { jahrEnde, tagDavor } from '../src/gemeinsam/datum';
import type { AenderungEintrag, DatensatzLaufzeit, Objekt } from '../src/vertrag/modell';
import type { ParameterSpec } from '../src/vertrag/parameter';
import { DIENST_NAME, LIZENZ } from './texte';

export const BASIS = '/v1';

function parameterEintrag(p: ParameterSpec): Objekt {
  return {
    name: p.name,
    typ: p.typ,
    pflicht: p.pflicht,
    beschreibung: p.beschreibung,
    ...(p.werte ? { werte: p.werte } : {}),
    ...(p.bereich ? { bereich: p.bereich } : {}),
    standard: p.standard ?? null,
  };
}

export function katalog(quellen: GeladenerDatensatz[], laufzeit: Record<string, DatensatzLaufzeit>): Objekt {
  const datensaetze = quellen.map((d) => {
    const l = laufzeit[d.id];
    return {
      id: d.id,
      name: d.name,
      beschreibung: d.beschreibung,
      kategorie: d.kategorie,
      art: l.art,
      pfad: `${BASIS}/hr/${d.id}`,
      verlauf_pfad: l.verlaufParameter.length ? `${BASIS}/hr/${d.id}/verlauf` : null,
      parameter: l.parameter.map(parameterEintrag),
      bestandteile: l.art === 'rechner' ? null : d.bestandteile.map((b) => b.id),
      abdeckung: d.abdeckung,
      stand: d.stand,
      datenstand: l.datenstand,
    };
  });
  return { anzahl: datensaetze.length, datensaetze };
}

// Newest first; the same date by descending number.
export function aenderungen(quellen: GeladenerDatensatz[]): AenderungEintrag[] {
  return quellen
    .flatMap((d) =>
      d.aenderungen.map((a) => ({
        datum: a.datum,
        nr: a.nr,
        datenstand: `${a.datum}.${a.nr}`,
        datensatz: d.id,
        bestandteile: a.bestandteile?.length ? a.bestandteile : null,
        art: a.art,
        beschreibung: a.beschreibung,
      })),
    )
    .sort((a, b) => (a.datum === b.datum ? b.nr - a.nr : a.datum < b.datum ? 1 : -1));
}

// gesichert_bis: the last day for which every value is fixed — the end of coverage, else the day
// before the next expected change, else the end of the year of the last check (no change known).
// naechste_aenderung_erwartet: the next known change, else the dataset's announced date, else the
// next regular date on which payroll law changes take effect, 1 January of the following year
// (said so in hinweis). Both are always filled; the status schema refuses null.
export function status(quellen: GeladenerDatensatz[], stand: string): Objekt {
  return {
    stand,
    datensaetze: quellen.map((d) => {
      const stufen = d.bestandteile.flatMap((b) => b.stufen);
      // A table level (tabellen) starting after the check is a known change as well.
      const kuenftig = [...stufen, ...(d.tabellen ?? []).flatMap((t) => t.stufen)]
        .map((s) => s.gueltig_ab)
        .filter((ab) => ab > d.stand)
        .sort();
      const bekannt = kuenftig[0] ?? d.erwartet ?? null;
      const erwartet = bekannt ?? `${Number(d.stand.slice(0, 4)) + 1}-01-01`;
      const offen =
        stufen
          .filter((s) => s.wert === null)
          .map((s) => s.gueltig_ab)
          .sort()[0] ?? null;
      const gesichert =
        d.abdeckung.bis ??
        (offen ? tagDavor(offen) : d.erwartet ? tagDavor(d.erwartet) : jahrEnde(Number(d.stand.slice(0, 4))));
      return {
        id: d.id,
        letzte_pruefung: d.stand,
        gesichert_bis: gesichert,
        naechste_aenderung_erwartet: erwartet,
        vorlaeufig_ab: offen,
        hinweis: offen
          ? 'Ab diesem Tag ist mindestens ein angekündigter Wert noch nicht festgesetzt.'
          : bekannt
            ? null
            : 'Keine Änderung bekannt; naechste_aenderung_erwartet ist der nächste reguläre Stichtag (1. Januar), ' +
              'an dem neues Recht meist in Kraft tritt.',
      };
    }),
  };
}

export function uebersicht(anzahl: number, stand: string): Objekt {
  return {
    name: DIENST_NAME,
    version: 'v1',
    beschreibung:
      'Referenzwerte für Lohnabrechnung, Sozialversicherung, Lohnsteuer und Arbeitsrecht in Deutschland, jeder ' +
      'Wert mit Gültigkeit, Rechtsgrundlage und amtlicher Quelle, dazu Rechner.',
    links: {
      datensaetze: `${BASIS}/datensaetze`,
      openapi: `${BASIS}/openapi.json`,
      dokumentation: `${BASIS}/dokumentation/`,
      aenderungen: `${BASIS}/aenderungen`,
      status: `${BASIS}/status`,
      export: `${BASIS}/export`,
    },
    anzahl_datensaetze: anzahl,
    lizenz: LIZENZ,
    stand,
  };
}
