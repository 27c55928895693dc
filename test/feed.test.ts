// The changelog as Atom feeds (generator/feed.ts): the files npm run build wrote are what the
// generator makes from data/, they are valid against the RELAX NG schema of RFC 4287 (libxml2's
// xmllint, compiled to WebAssembly) and keep the rules the RFC states in prose and Schematron
// (checked here on the DOM of @xmldom/xmldom); every entry carries what the issue asks for; ids
// and updated stay the same across builds, and a new change only adds an entry on top.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { aenderungenMitWerten, ursprungAusUmgebung } from '../generator/aenderungsdetails';
import { atomFeed } from '../generator/feed';
import { jahreMitWechsel } from '../generator/jahreswechsel';
import { DATEN, datenMitNeuerAenderung, type Kopie } from '../scripts/aenderungen-kopie';
import { aenderungMitWerten } from '../src/antwort/schema';
import { DatenFehler, ladeDaten } from '../src/daten/laden';
import { feedPfad } from '../src/tor/route';

const WURZEL = join(import.meta.dirname, '..');
const ATOM = 'http://www.w3.org/2005/Atom';
const SCHEMA = readFileSync(join(import.meta.dirname, 'fixtures', 'atom.rng'), 'utf8');
const URSPRUNG = 'https://hr.example';

function feedsAus(verzeichnis: string, ursprung = URSPRUNG) {
  const quellen = ladeDaten(verzeichnis);
  const eintraege = aenderungenMitWerten(quellen, jahreMitWechsel(quellen), ursprung);
  const namen = Object.fromEntries(quellen.map((d) => [d.id, d.name]));
  return {
    quellen,
    eintraege,
    alle: atomFeed(eintraege, namen, ursprung),
    je: (id: string) => atomFeed(eintraege, namen, ursprung, id),
  };
}

async function gueltig(xml: string): Promise<string[]> {
  const r = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'atom.rng', contents: SCHEMA }],
    extension: 'relaxng',
  });
  return r.errors.map((e) => e.message);
}

function dom(xml: string): Element {
  const fehler: string[] = [];
  const doc = new DOMParser({ onError: (stufe, meldung) => fehler.push(`${stufe}: ${meldung}`) }).parseFromString(
    xml,
    'application/xml',
  );
  expect(fehler).toEqual([]);
  return doc.documentElement as Element;
}

const kinder = (e: Element, name: string) =>
  Array.from(e.childNodes).filter(
    (k): k is Element => k.nodeType === 1 && (k as Element).namespaceURI === ATOM && (k as Element).localName === name,
  );
const text = (e: Element, name: string) => kinder(e, name)[0]?.textContent ?? '';
// RFC 3339 date-time (RFC 4287 section 3.3): T and Z upper case, a time zone always.
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
// An IRI with a scheme (RFC 4287 section 4.2.6: atom:id is an absolute IRI).
const ABSOLUT = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

// The rules of RFC 4287 beyond the grammar (its Schematron rules and the prose of sections 3 and 4).
function pruefeRegeln(feed: Element): string[] {
  const p: string[] = [];
  const eintraege = kinder(feed, 'entry');
  if (feed.localName !== 'feed' || feed.namespaceURI !== ATOM) p.push('Wurzel ist nicht atom:feed');
  if (!kinder(feed, 'author').length && eintraege.some((e) => !kinder(e, 'author').length))
    p.push('atom:feed ohne atom:author, obwohl ein Eintrag keinen hat (4.1.1)');
  const ids = new Set<string>();
  for (const e of [feed, ...eintraege]) {
    const id = text(e, 'id');
    if (!ABSOLUT.test(id)) p.push(`atom:id ist keine absolute IRI: ${id}`);
    if (ids.has(id)) p.push(`atom:id doppelt: ${id}`);
    ids.add(id);
    for (const name of ['updated', 'published'])
      for (const d of kinder(e, name))
        if (!RFC3339.test(d.textContent ?? '')) p.push(`atom:${name} nicht nach RFC 3339: ${d.textContent}`);
    const alternativ = kinder(e, 'link').filter((l) => (l.getAttribute('rel') || 'alternate') === 'alternate');
    const arten = alternativ.map((l) => `${l.getAttribute('type')}|${l.getAttribute('hreflang')}`);
    if (new Set(arten).size !== arten.length) p.push('mehrere atom:link rel=alternate mit gleichem type und hreflang');
    for (const l of kinder(e, 'link'))
      if (!ABSOLUT.test(l.getAttribute('href') ?? ''))
        p.push(`atom:link ohne absolute href: ${l.getAttribute('href')}`);
    if (e !== feed) {
      const inhalt = kinder(e, 'content')[0];
      if (!inhalt && !alternativ.length) p.push('atom:entry ohne atom:content und ohne rel=alternate (4.1.1.1)');
      if (inhalt?.getAttribute('src') && !kinder(e, 'summary').length) p.push('content mit src ohne summary');
    }
  }
  return p;
}

const eintragsDaten = (xml: string) =>
  kinder(dom(xml), 'entry').map((e) => ({ id: text(e, 'id'), updated: text(e, 'updated') }));

const kopien: Kopie[] = [];
afterAll(() => {
  for (const k of kopien) k.aufraeumen();
});

describe('Atom-Feeds des Änderungsprotokolls', () => {
  const jetzt = feedsAus(DATEN);

  it('die gebauten Dateien sind, was der Generator aus data/ macht, für das Protokoll und jeden Datensatz', () => {
    const ursprung = ursprungAusUmgebung();
    const gebaut = feedsAus(DATEN, ursprung);
    expect(readFileSync(join(WURZEL, 'public', feedPfad()), 'utf8')).toBe(gebaut.alle);
    for (const d of gebaut.quellen)
      expect(readFileSync(join(WURZEL, 'public', feedPfad(d.id)), 'utf8'), d.id).toBe(gebaut.je(d.id));
    // The webhook delivery reads the same entries (build/aenderungen.json).
    const json = JSON.parse(readFileSync(join(WURZEL, 'build', 'aenderungen.json'), 'utf8'));
    expect(json.aenderungen.map((a: unknown) => aenderungMitWerten.parse(a))).toEqual(gebaut.eintraege);
    expect(json.datensaetze).toEqual(gebaut.quellen.map((d) => d.id));
  });

  it('gültig nach dem RELAX-NG-Schema von RFC 4287 und nach dessen Regeln, für jeden Feed', async () => {
    const feeds = [jetzt.alle, ...jetzt.quellen.map((d) => jetzt.je(d.id))];
    for (const xml of feeds) {
      expect(await gueltig(xml)).toEqual([]);
      expect(pruefeRegeln(dom(xml))).toEqual([]);
    }
    // The schema does refuse what is wrong: a feed without its id, an entry without updated.
    expect((await gueltig(jetzt.alle.replace(/<id>[^<]*<\/id>/, ''))).join()).toMatch(/Expecting an element id/);
    expect(await gueltig(jetzt.alle.replace(/(<entry>[\s\S]*?)<updated>[^<]*<\/updated>/, '$1'))).not.toEqual([]);
    expect(pruefeRegeln(dom(jetzt.alle.replace(/<id>urn:uuid:/, '<id>uuid:')))).toEqual([]);
    expect(pruefeRegeln(dom(jetzt.alle.replace(/<id>urn:uuid:[^<]*</, '<id>keine-iri<')))).not.toEqual([]);
  });

  it('jeder Eintrag: Datum, Art, Bestandteile, bisher und neu, Gültigkeit, Rechtsgrundlage, Explorer und Jahreswechsel', () => {
    const feed = dom(jetzt.je('mindestlohn'));
    const eintrag = jetzt.eintraege.find((a) => a.datenstand === '2025-11-05.1');
    expect(eintrag).toBeDefined();
    const e = kinder(feed, 'entry').find((x) => text(x, 'summary').includes('Fünfte Mindestlohnanpassungsverordnung'));
    expect(e).toBeDefined();
    const inhalt = text(e as Element, 'content');
    expect(text(e as Element, 'updated')).toBe('2025-11-05T00:00:00.000Z');
    expect(kinder(e as Element, 'category').map((k) => k.getAttribute('term'))).toEqual([
      'angekuendigt',
      'mindestlohn',
    ]);
    expect(inhalt).toContain('<code>mindestlohn</code>');
    // 2026 and 2027, each against the level before (12,82 → 13,90 → 14,60).
    expect(inhalt).toMatch(/12,82 € je Stunde<\/td><td>13,90 € je Stunde<\/td><td>01\.01\.2026 bis 31\.12\.2026/);
    expect(inhalt).toMatch(/13,90 € je Stunde<\/td><td>14,60 € je Stunde<\/td><td>01\.01\.2027 bis/);
    expect(inhalt).toContain('Mindestlohnanpassungsverordnung');
    expect(inhalt).toContain(`${URSPRUNG}/v1/dokumentation/daten/mindestlohn/#b-mindestlohn`);
    expect(inhalt).toContain(`${URSPRUNG}/v1/dokumentation/jahreswechsel/2026/`);
    expect(kinder(e as Element, 'link')[0].getAttribute('href')).toBe(
      `${URSPRUNG}/v1/dokumentation/daten/mindestlohn/#b-mindestlohn`,
    );
    // A retroactive correction: the corrected level, no old value (the file keeps only the new one).
    const korrektur = jetzt.eintraege.find((a) => a.datenstand === '2024-12-05.1');
    expect(korrektur?.werte.find((w) => w.bestandteil === 'grundfreibetrag')).toMatchObject({
      gueltig_ab: '2024-01-01',
      alt: null,
      neu: 11784,
    });
  });

  it('ids bleiben über Builds gleich, updated steigt nie: ein neuer Eintrag kommt oben hinzu, alle anderen bleiben', async () => {
    expect(feedsAus(DATEN).alle).toBe(jetzt.alle);
    const kopie = datenMitNeuerAenderung();
    kopien.push(kopie);
    const danach = feedsAus(kopie.verzeichnis);
    for (const [vorher, nachher] of [
      [jetzt.alle, danach.alle],
      [jetzt.je('mindestlohn'), danach.je('mindestlohn')],
    ]) {
      const alt = eintragsDaten(vorher);
      const neu = eintragsDaten(nachher);
      expect(neu.length).toBe(alt.length + 1);
      expect(neu.slice(1)).toEqual(alt);
      const f = (xml: string) => text(dom(xml), 'updated');
      expect(f(nachher) >= f(vorher)).toBe(true);
      // The feed's updated is its newest entry's; entries newest first.
      expect(f(nachher)).toBe(neu[0].updated);
      for (let i = 1; i < neu.length; i++) expect(neu[i - 1].updated >= neu[i].updated).toBe(true);
      expect(await gueltig(nachher)).toEqual([]);
    }
    // Another dataset's feed does not change at all.
    expect(danach.je('rechengroessen')).toBe(jetzt.je('rechengroessen'));
    // The earlier announcement keeps its levels: the new entry names its own day (stufen).
    const werteVon = (liste: typeof jetzt.eintraege) =>
      liste.find((a) => a.datenstand === '2025-11-05.1')?.werte.map((w) => [w.gueltig_ab, w.alt, w.neu]);
    expect(werteVon(danach.eintraege)).toEqual(werteVon(jetzt.eintraege));
    const neuer = danach.eintraege[0];
    expect(neuer.datenstand).toBe(kopie.datenstand);
    expect(neuer.werte).toEqual([expect.objectContaining({ gueltig_ab: '2099-01-01', alt: 14.6, neu: 99.99 })]);
    expect(text(kinder(dom(danach.je('mindestlohn')), 'entry')[0], 'content')).toContain('99,99 € je Stunde');
  });

  it('stufen eines Eintrags muss Stufen der genannten Bestandteile treffen, sonst bricht der Build ab', () => {
    const kopie = datenMitNeuerAenderung();
    kopien.push(kopie);
    const datei = join(kopie.verzeichnis, 'mindestlohn.yaml');
    writeFileSync(datei, readFileSync(datei, 'utf8').replace('stufen: [2099-01-01]', 'stufen: [2099-01-02]'));
    expect(() => ladeDaten(kopie.verzeichnis)).toThrow(DatenFehler);
    expect(() => ladeDaten(kopie.verzeichnis)).toThrow(/aenderungen\[\d+\]\.stufen: keine Stufe ab 2099-01-02/);
  });
});
