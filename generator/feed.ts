// The changelog as Atom feeds (RFC 4287), written at build time with the feed package as static
// files the CDN serves without a key (the gate leaves them to it, src/tor/route.ts feed):
//   /v1/aenderungen.atom                 every entry of /v1/aenderungen
//   /v1/hr/<datensatz>/aenderungen.atom  the entries of one dataset
// Ids are name-based UUIDs of the entry's datenstand, so they stay the same across builds and
// hosts; updated is the entry's date, and the feed's updated the newest entry's date, so a build
// without a new entry writes the same bytes.
import { join } from 'node:path';
import { Feed } from 'feed';
import { v5 as uuidV5 } from 'uuid';
import type { GeladenerDatensatz } from '../src/daten/laden';
import { feedPfad } from '../src/tor/route';
import type { AenderungMitWerten } from './aenderungsdetails';
import { schreibe } from './datei';
import { BASIS } from './meta';
import { DOKU, datumDe, esc, wertText } from './seitenrahmen';
import { DIENST_NAME, LIZENZ } from './texte';

// The namespace of this service's feed ids (a random UUID fixed once; never change it, or every
// reader sees every entry again).
const NAMENSRAUM = 'f54dfb9e-5d4e-42cc-8390-0c506b5ce5d4';
export const feedId = (name: string) => `urn:uuid:${uuidV5(name, NAMENSRAUM)}`;

export const ART_TEXT: Record<AenderungMitWerten['art'], string> = {
  neu: 'neu',
  geaendert: 'geändert',
  angekuendigt: 'angekündigt',
  korrigiert: 'korrigiert (rückwirkend)',
};

const gueltigkeit = (ab: string, bis: string | null) => `${datumDe(ab)} bis ${bis ? datumDe(bis) : 'offen'}`;

function inhalt(a: AenderungMitWerten): string {
  const zeilen = a.werte.map(
    (w) =>
      `<tr><td>${esc(w.name)} (<code>${esc(w.bestandteil)}</code>)</td><td>${
        w.alt === null ? '–' : esc(wertText(w.alt, w.einheit))
      }</td><td>${esc(wertText(w.neu, w.einheit))}</td><td>${gueltigkeit(w.gueltig_ab, w.gueltig_bis)}</td><td>${esc(
        w.rechtsgrundlage,
      )}</td><td><a href="${esc(w.quelle.url)}">${esc(w.quelle.titel)}</a></td></tr>`,
  );
  const tabelle = zeilen.length
    ? `<table><thead><tr><th>Bestandteil</th><th>bisher</th><th>neu</th><th>gültig</th><th>Rechtsgrundlage</th>` +
      `<th>Quelle</th></tr></thead><tbody>${zeilen.join('')}</tbody></table>`
    : '<p>Die Änderung betrifft den Datensatz als Ganzes (Parameter, Regeln oder Quellen), keine einzelnen Werte.</p>';
  const links = [
    `<a href="${esc(a.links.explorer)}">Werte im Explorer</a>`,
    ...(a.links.jahreswechsel ? [`<a href="${esc(a.links.jahreswechsel)}">Jahreswechsel-Seite</a>`] : []),
  ];
  return (
    `<p><strong>${esc(ART_TEXT[a.art])}</strong>, Datenstand <code>${a.datenstand}</code>, Änderung vom ` +
    `${datumDe(a.datum)}.</p><p>${esc(a.beschreibung)}</p>${tabelle}<p>${links.join(' · ')}</p>`
  );
}

function titel(a: AenderungMitWerten, name: string): string {
  const werte = a.werte
    .slice(0, 3)
    .map((w) => `${w.name} ${wertText(w.neu, w.einheit)} ab ${datumDe(w.gueltig_ab)}`)
    .join('; ');
  return `${name}: ${ART_TEXT[a.art]}${werte ? ` – ${werte}${a.werte.length > 3 ? ' …' : ''}` : ''}`;
}

export function atomFeed(
  eintraege: AenderungMitWerten[],
  namen: Record<string, string>,
  ursprung: string,
  datensatz?: string,
): string {
  const liste = datensatz ? eintraege.filter((a) => a.datensatz === datensatz) : eintraege;
  // The newest entry's day (the list is newest first); a dataset always has its "neu" entry.
  const updated = new Date(`${liste[0]?.datum ?? '2015-01-01'}T00:00:00Z`);
  const feed = new Feed({
    id: feedId(datensatz ? `aenderungen/${datensatz}` : 'aenderungen'),
    title: datensatz ? `Änderungen: ${namen[datensatz]} – ${DIENST_NAME}` : `Änderungsprotokoll – ${DIENST_NAME}`,
    description: datensatz
      ? `Jede Änderung an den Werten des Datensatzes ${datensatz}, mit Werten, Gültigkeit und Rechtsgrundlage.`
      : 'Jede Änderung an den Daten der API, mit Werten, Gültigkeit und Rechtsgrundlage.',
    link: datensatz ? `${ursprung}${DOKU}/daten/${datensatz}/` : `${ursprung}${DOKU}/jahreswechsel/`,
    feedLinks: { atom: `${ursprung}${feedPfad(datensatz)}` },
    updated,
    generator: DIENST_NAME,
    language: 'de',
    copyright: LIZENZ,
    author: { name: DIENST_NAME, link: `${ursprung}${BASIS}` },
  });
  for (const a of liste) {
    const tag = new Date(`${a.datum}T00:00:00Z`);
    feed.addItem({
      id: feedId(`aenderung/${a.datenstand}`),
      title: esc(titel(a, namen[a.datensatz] ?? a.datensatz)),
      link: a.links.explorer,
      date: tag,
      published: tag,
      description: esc(a.beschreibung),
      content: inhalt(a),
      category: [
        { term: a.art, scheme: `${ursprung}${BASIS}/aenderungen#art` },
        { term: a.datensatz, scheme: `${ursprung}${BASIS}/datensaetze` },
      ],
    });
  }
  return `${feed.atom1()}\n`;
}

// Writes the feed of all entries and one per dataset below public/; returns the bytes written.
export function schreibeFeeds(
  oeffentlich: string,
  quellen: GeladenerDatensatz[],
  eintraege: AenderungMitWerten[],
  ursprung: string,
): number {
  const namen = Object.fromEntries(quellen.map((d) => [d.id, d.name]));
  let bytes = schreibe(join(oeffentlich, feedPfad()), atomFeed(eintraege, namen, ursprung));
  for (const d of quellen)
    bytes += schreibe(join(oeffentlich, feedPfad(d.id)), atomFeed(eintraege, namen, ursprung, d.id));
  return bytes;
}
