// Reads data/*.yaml, validates each file against the zod schema and the rules of
// docs/DATENFORMAT.md, and derives what is not stored twice (gueltig_bis of each level, and the
// legal basis and source a level inherits from the previous level of its component).
// Every problem names file, dataset and field, so an editor finds it without reading code.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { tagDavor } from '../gemeinsam/datum';
import { pruefeGemeinden } from './gemeinden';
import { type Datensatz, datensatzSchema, type Quelle, type Stufe, type Tabelle, type TabellenZelle } from './schema';

export class DatenFehler extends Error {
  constructor(public readonly probleme: string[]) {
    super(`Die Daten sind fehlerhaft:\n- ${probleme.join('\n- ')}`);
    this.name = 'DatenFehler';
  }
}

// A level with its derived end (the day before the next level, its own gueltig_bis, or null) and
// its legal basis and source, stated or inherited.
export type GeladeneStufe = Omit<Stufe, 'gueltig_bis' | 'rechtsgrundlage' | 'quelle'> & {
  gueltig_bis: string | null;
  rechtsgrundlage: string;
  quelle: Quelle;
};
export type GeladenerBestandteil = Omit<Datensatz['bestandteile'][number], 'stufen'> & { stufen: GeladeneStufe[] };
// A table level with its derived end, like a component level.
export type GeladeneTabellenStufe = Omit<Tabelle['stufen'][number], 'gueltig_bis'> & { gueltig_bis: string | null };
export type GeladeneTabelle = Omit<Tabelle, 'stufen'> & { stufen: GeladeneTabellenStufe[] };
// name is the German title; name_en its English counterpart from the same file.
export type GeladenerDatensatz = Omit<Datensatz, 'bestandteile' | 'name' | 'tabellen'> & {
  datei: string;
  name: string;
  name_en: string;
  bestandteile: GeladenerBestandteil[];
  tabellen?: GeladeneTabelle[];
};

// Tolerance for the split of contribution rates (sums of decimals in binary floating point).
const EPS = 1e-9;

function pfadText(pfad: PropertyKey[], roh: unknown): string {
  let text = '';
  let knoten: unknown = roh;
  for (const teil of pfad) {
    const naechster = knoten && typeof knoten === 'object' ? (knoten as Record<PropertyKey, unknown>)[teil] : undefined;
    if (typeof teil === 'number') {
      const id = naechster && typeof naechster === 'object' ? (naechster as { id?: unknown }).id : undefined;
      text += `[${teil}]${typeof id === 'string' ? ` (${id})` : ''}`;
    } else text += (text ? '.' : '') + String(teil);
    knoten = naechster;
  }
  return text || '(Datei)';
}

// Parses and checks one file; returns the dataset or the list of problems.
export function pruefeDatei(datei: string, inhalt: string): { datensatz?: GeladenerDatensatz; probleme: string[] } {
  const ort = (feld: string, id = '?') => `${datei}: Datensatz ${id}, ${feld}`;
  let roh: unknown;
  try {
    roh = parse(inhalt);
  } catch (e) {
    return { probleme: [`${datei}: kein gültiges YAML: ${(e as Error).message.split('\n')[0]}`] };
  }
  const id =
    roh && typeof roh === 'object' && typeof (roh as { id?: unknown }).id === 'string'
      ? (roh as { id: string }).id
      : '?';
  const ergebnis = datensatzSchema.safeParse(roh);
  if (!ergebnis.success) {
    return { probleme: ergebnis.error.issues.map((i) => `${ort(pfadText(i.path, roh), id)}: ${i.message}`) };
  }
  const d = ergebnis.data;
  const probleme: string[] = [];
  if (basename(datei, '.yaml') !== d.id)
    probleme.push(`${ort('id', d.id)}: muss dem Dateinamen entsprechen (${basename(datei, '.yaml')})`);
  if (d.zeit === 'jahr' && d.abdeckung.bis === null)
    probleme.push(`${ort('abdeckung.bis', d.id)}: ein Jahresdatensatz nennt das letzte abgedeckte Jahr (31. Dezember)`);
  if (d.abdeckung.bis && d.abdeckung.bis < d.abdeckung.von)
    probleme.push(`${ort('abdeckung', d.id)}: bis liegt vor von`);
  // /status announces erwartet as the next expected change; a date before the last check is stale.
  if (d.erwartet && d.erwartet < d.stand) {
    probleme.push(
      ort('erwartet', d.id) +
        `: ${d.erwartet} liegt vor dem Stand ${d.stand}; die erwartete Änderung eintragen (neue Stufe) und erwartet ` +
        `auf das nächste erwartete Datum setzen oder entfernen`,
    );
  }

  probleme.push(...pruefeGemeinden(d, (feld) => ort(feld, d.id)));

  const ids = new Set<string>();
  const bestandteile: GeladenerBestandteil[] = d.bestandteile.map((b, bi) => {
    const feld = (rest: string) => ort(`bestandteile[${bi}] (${b.id}).${rest}`, d.id);
    if (ids.has(b.id)) probleme.push(`${feld('id')}: doppelt vergeben`);
    ids.add(b.id);
    let vorige: { rechtsgrundlage?: string; quelle?: Quelle } = {};
    const stufen = b.stufen.map((s, si): GeladeneStufe => {
      const naechste = b.stufen[si + 1];
      const sf = (rest: string) => feld(`stufen[${si}] (ab ${s.gueltig_ab}).${rest}`);
      // Inheritance: a level states rechtsgrundlage and quelle only where they differ from the
      // previous level of the same component; the first level must state both.
      const rechtsgrundlage = s.rechtsgrundlage ?? vorige.rechtsgrundlage;
      const quelle = s.quelle ?? vorige.quelle;
      if (rechtsgrundlage === undefined)
        probleme.push(
          sf('rechtsgrundlage') +
            ': fehlt; die erste Stufe eines Bestandteils nennt sie (spätere Stufen erben sie von der vorigen)',
        );
      if (quelle === undefined)
        probleme.push(
          sf('quelle') +
            ': fehlt; die erste Stufe eines Bestandteils nennt sie (spätere Stufen erben sie von der vorigen)',
        );
      vorige = { rechtsgrundlage, quelle };
      // An announced date already past at the last check, with no level after it, would make
      // the API announce a change as expected on a day that has gone (stale data).
      if (s.erwartet !== undefined && s.erwartet < d.stand && !naechste) {
        probleme.push(
          sf('erwartet') +
            `: ${s.erwartet} liegt vor dem Stand ${d.stand} und keine neuere Stufe folgt; Wert eintragen (neue ` +
            `Stufe) oder erwartet auf das nächste erwartete Datum setzen`,
        );
      }
      if (naechste && naechste.gueltig_ab <= s.gueltig_ab) {
        probleme.push(
          sf('gueltig_ab') +
            `: Stufen müssen aufsteigend und ohne Überschneidung stehen (nächste Stufe ab ${naechste.gueltig_ab})`,
        );
      }
      if (s.gueltig_bis !== undefined) {
        if (s.gueltig_bis < s.gueltig_ab) probleme.push(`${sf('gueltig_bis')}: liegt vor gueltig_ab`);
        if (naechste && s.gueltig_bis >= naechste.gueltig_ab)
          probleme.push(`${sf('gueltig_bis')}: überschneidet sich mit der nächsten Stufe ab ${naechste.gueltig_ab}`);
      }
      if (d.zeit === 'jahr') {
        if (!s.gueltig_ab.endsWith('-01-01'))
          probleme.push(`${sf('gueltig_ab')}: in einem Jahresdatensatz beginnt jede Stufe am 1. Januar`);
        if (s.gueltig_bis && !s.gueltig_bis.endsWith('-12-31'))
          probleme.push(`${sf('gueltig_bis')}: in einem Jahresdatensatz endet eine Stufe am 31. Dezember`);
      }
      const anteile = [s.arbeitgeber, s.arbeitnehmer];
      if (d.anteile_pflicht && anteile.some((x) => x === undefined)) {
        probleme.push(`${sf('arbeitgeber/arbeitnehmer')}: mit anteile_pflicht trägt jede Stufe beide Anteile`);
      } else if (anteile.some((x) => x !== undefined)) {
        const [ag, an] = anteile;
        const summeStimmt =
          s.wert === null
            ? ag === null && an === null
            : typeof ag === 'number' && typeof an === 'number' && Math.abs(ag + an - s.wert) < EPS;
        if (!summeStimmt)
          probleme.push(
            sf('arbeitgeber/arbeitnehmer') +
              `: arbeitgeber (${ag}) + arbeitnehmer (${an}) muss wert (${s.wert}) ergeben`,
          );
      }
      const bis = s.gueltig_bis ?? (naechste ? tagDavor(naechste.gueltig_ab) : null);
      // Same key order as a level that states every field (schema order), so answers that
      // serialise a level stay byte-identical whether a field was stated or inherited.
      const { gueltig_ab, gueltig_bis: eigenesEnde, wert, rechtsgrundlage: _r, quelle: _q, ...rest } = s;
      return {
        gueltig_ab,
        ...(eigenesEnde !== undefined ? { gueltig_bis: eigenesEnde } : {}),
        wert,
        rechtsgrundlage: rechtsgrundlage as string,
        quelle: quelle as Quelle,
        ...rest,
        gueltig_bis: bis,
      };
    });
    return { ...b, stufen };
  });

  const tabellen = d.tabellen?.map((t, ti) =>
    pruefeTabelle(t, d, (rest) => ort(`tabellen[${ti}] (${t.id}).${rest}`, d.id), probleme),
  );
  const tabellenIds = new Set<string>();
  for (const t of d.tabellen ?? []) {
    if (tabellenIds.has(t.id)) probleme.push(`${ort(`tabellen (${t.id}).id`, d.id)}: doppelt vergeben`);
    tabellenIds.add(t.id);
  }

  for (const [ai, a] of d.aenderungen.entries()) {
    for (const bid of a.bestandteile ?? []) {
      if (!ids.has(bid))
        probleme.push(`${ort(`aenderungen[${ai}].bestandteile`, d.id)}: unbekannter Bestandteil ${bid}`);
    }
    // Each day must start a level of a named component: a typo would silently show no values.
    const genannt = d.bestandteile.filter((b) => a.bestandteile?.includes(b.id));
    for (const tag of a.stufen ?? []) {
      if (!genannt.some((b) => b.stufen.some((s) => s.gueltig_ab === tag)))
        probleme.push(
          `${ort(`aenderungen[${ai}].stufen`, d.id)}: keine Stufe ab ${tag} in den genannten Bestandteilen ` +
            `(${a.bestandteile?.join(', ') || 'keine genannt'})`,
        );
    }
  }
  if (probleme.length) return { probleme };
  const { tabellen: _, ...rest } = d;
  return {
    datensatz: { ...rest, datei, name: d.name.de, name_en: d.name.en, bestandteile, ...(tabellen ? { tabellen } : {}) },
    probleme,
  };
}

// A table: levels ascending without overlap, every row as long as the columns, every cell of its
// column's type, a row named by its key columns once per level. Each problem names the level by
// its first day and the row by its number and key, so an editor finds the line.
function pruefeTabelle(t: Tabelle, d: Datensatz, feld: (rest: string) => string, probleme: string[]): GeladeneTabelle {
  const spaltenIds = t.spalten.map((s) => s.id);
  if (new Set(spaltenIds).size !== spaltenIds.length) probleme.push(`${feld('spalten')}: eine Spalte ist doppelt`);
  const schluessel = (t.schluessel ?? []).map((id) => spaltenIds.indexOf(id));
  for (const [i, id] of (t.schluessel ?? []).entries())
    if (schluessel[i] < 0) probleme.push(`${feld('schluessel')}: unbekannte Spalte ${id}`);
  const stufen = t.stufen.map((s, si): GeladeneTabellenStufe => {
    const naechste = t.stufen[si + 1];
    const sf = (rest: string) => feld(`stufen[${si}] (ab ${s.gueltig_ab}).${rest}`);
    if (naechste && naechste.gueltig_ab <= s.gueltig_ab)
      probleme.push(
        `${sf('gueltig_ab')}: Stufen müssen aufsteigend und ohne Überschneidung stehen ` +
          `(nächste Stufe ab ${naechste.gueltig_ab})`,
      );
    if (s.gueltig_bis !== undefined) {
      if (naechste) probleme.push(`${sf('gueltig_bis')}: nur die letzte Stufe darf ein eigenes Ende tragen`);
      if (s.gueltig_bis < s.gueltig_ab) probleme.push(`${sf('gueltig_bis')}: liegt vor gueltig_ab`);
    }
    if (d.zeit === 'jahr' && !s.gueltig_ab.endsWith('-01-01'))
      probleme.push(`${sf('gueltig_ab')}: in einem Jahresdatensatz beginnt jede Stufe am 1. Januar`);
    const gesehen = new Set<string>();
    for (const [zi, z] of s.zeilen.entries()) {
      const kennung = schluessel.filter((k) => k >= 0).map((k) => String(z[k] ?? 'null'));
      const zf = (rest: string) => sf(`zeilen[${zi}]${kennung.length ? ` (${kennung.join(', ')})` : ''}${rest}`);
      if (z.length !== t.spalten.length) {
        probleme.push(`${zf('')}: ${z.length} Zellen, erwartet ${t.spalten.length} (${spaltenIds.join(', ')})`);
        continue;
      }
      t.spalten.forEach((sp, i) => {
        const fehler = zellfehler(z[i], sp.typ, sp.leer);
        if (fehler) probleme.push(`${zf(`.${sp.id}`)}: ${fehler}`);
      });
      if (kennung.length) {
        const k = JSON.stringify(kennung);
        if (gesehen.has(k)) probleme.push(`${zf('')}: diese Zeile steht in der Stufe zweimal`);
        gesehen.add(k);
      }
    }
    const bis = s.gueltig_bis ?? (naechste ? tagDavor(naechste.gueltig_ab) : null);
    return { ...s, gueltig_bis: bis };
  });
  return { ...t, stufen };
}

function zellfehler(wert: TabellenZelle, typ: 'text' | 'zahl', leer: boolean): string | null {
  if (wert === null) return leer ? null : 'darf nicht leer sein (null)';
  if (typ === 'zahl') return typeof wert === 'number' && Number.isFinite(wert) ? null : 'muss eine Zahl sein';
  return typeof wert === 'string' && wert.trim() !== '' ? null : 'muss ein nicht leerer Text sein';
}

// Loads every data file; throws DatenFehler listing all problems of all files.
export function ladeDaten(verzeichnis: string): GeladenerDatensatz[] {
  const dateien = readdirSync(verzeichnis)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const probleme: string[] = [];
  const datensaetze: GeladenerDatensatz[] = [];
  for (const f of dateien) {
    const datei = join(basename(verzeichnis), f);
    const r = pruefeDatei(datei, readFileSync(join(verzeichnis, f), 'utf8'));
    probleme.push(...r.probleme);
    if (r.datensatz) datensaetze.push(r.datensatz);
  }
  probleme.push(...pruefeAenderungsnummern(datensaetze));
  if (probleme.length) throw new DatenFehler(probleme);
  return datensaetze;
}

// datenstand is "datum.nr" and must resolve to exactly one changelog entry across all files.
export function pruefeAenderungsnummern(datensaetze: GeladenerDatensatz[]): string[] {
  const vergeben = new Map<string, string>();
  const probleme: string[] = [];
  for (const d of datensaetze) {
    for (const a of d.aenderungen) {
      const schluessel = `${a.datum}.${a.nr}`;
      const schon = vergeben.get(schluessel);
      if (schon) {
        const belegt = [...vergeben.keys()]
          .filter((k) => k.startsWith(`${a.datum}.`))
          .map((k) => k.split('.')[1])
          .join(', ');
        probleme.push(
          `${d.datei}: Datensatz ${d.id}, aenderungen (${schluessel}): Nummer ${a.nr} ist am ${a.datum} schon ` +
            `von ${schon} belegt (vergeben: ${belegt})`,
        );
      } else vergeben.set(schluessel, d.id);
    }
  }
  return probleme;
}
