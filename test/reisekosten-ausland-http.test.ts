// reisekosten-ausland through the in-process gateway on the real data of data/: the whole table
// comes from the precomputed file, a request with land or ort from the calculator function; every
// response is checked against the OpenAPI document (test/http.ts). The gateway's today is
// 2026-03-10. Values as in test/daten/reisekosten-ausland.test.ts (sources named there).
import { describe, expect, it } from 'vitest';
import { fehler, hole, json } from './http';

const PFAD = '/hr/reisekosten-ausland';

describe('reisekosten-ausland über HTTP: ein Staat', () => {
  it('Ort mit eigener Zeile, Groß- und Kleinschreibung egal, Standardtag heute', async () => {
    // stb-thie.de, Auslandsreisepauschalen 2026: Bern 82/55/195.
    const b = await json(`${PFAD}?land=ch&ort=bern`);
    expect(b).toMatchObject({
      datum: '2026-03-10',
      gueltig_ab: '2026-01-01',
      land: 'CH',
      land_name: 'Schweiz',
      ort: 'Bern',
      grundlage: 'ort',
      anzahl: 1,
      pauschalen: [{ land: 'CH', ort: 'Bern', verpflegung_24h: 82, verpflegung_an_abreise: 55, uebernachtung: 195 }],
    });
    expect(b.quelle.titel).toMatch(/BMF-Schreiben vom 05\.12\.2025, IV C 5 - S 2353\/00094\/007\/012/);
    expect(b.regeln.join(' ')).toMatch(/24 Uhr Ortszeit/);
    expect(b.regeln.join(' ')).toMatch(/R 9\.7 Abs\. 3 LStR/);
  });

  it('ohne ort die Zeile im Übrigen, Staat ohne Orte, Kurzform des Orts', async () => {
    // Lufthansa City Center 2026: Schweiz im Übrigen 70 Euro für 24 Stunden.
    const ch = await json(`${PFAD}?land=CH&datum=2026-06-01`);
    expect(ch).toMatchObject({ grundlage: 'im_uebrigen', pauschalen: [{ ort: null, verpflegung_24h: 70 }] });
    expect(ch.erlaeuterung).toMatch(/außer Bern, Genf/);
    // stb-thie.de: Pakistan 41/28/199, seit 2026 ohne Islamabad.
    expect(await json(`${PFAD}?land=PK&datum=2026-06-01`)).toMatchObject({
      grundlage: 'land',
      pauschalen: [{ verpflegung_24h: 41, verpflegung_an_abreise: 28, uebernachtung: 199 }],
    });
    const pk = await json(`${PFAD}?land=PK&ort=Islamabad&datum=2026-06-01`);
    expect(pk).toMatchObject({ grundlage: 'land', ort: 'Islamabad', pauschalen: [{ land: 'PK', ort: null }] });
    expect(pk.erlaeuterung).toMatch(/^Islamabad nennt die Übersicht ab 2026-01-01 nicht als eigenen Ort/);
    // 2023, Paris über die Kurzform; Frankreich im Übrigen 53/36 (lps-wp.com).
    const paris = await json(`${PFAD}?land=FR&ort=paris&datum=2023-07-01`);
    expect(paris).toMatchObject({
      ort: 'Paris',
      pauschalen: [{ ort: 'Paris sowie die Departments 77, 78, 91 bis 95' }],
    });
    expect(await json(`${PFAD}?land=FR&datum=2023-07-01`)).toMatchObject({
      pauschalen: [{ ort: null, verpflegung_24h: 53, verpflegung_an_abreise: 36 }],
    });
    // Washington über die Kurzform.
    expect(await json(`${PFAD}?land=US&ort=Washington&datum=2023-07-01`)).toMatchObject({
      pauschalen: [{ ort: 'Washington, D. C.' }],
    });
  });

  it('2023 aus der ARVVwV: Afghanistan mit eigener Zeile (Tagegeld 25: 30/20), Übernachtung 95', async () => {
    expect(await json(`${PFAD}?land=AF&datum=2023-12-31`)).toMatchObject({
      grundlage: 'land',
      pauschalen: [{ land: 'AF', verpflegung_24h: 30, verpflegung_an_abreise: 20, uebernachtung: 95 }],
    });
  });

  it('nicht in der Übersicht: Betrag für Luxemburg mit Hinweis auf R 9.6 Abs. 3 Satz 2 LStR', async () => {
    const lu = (await json(`${PFAD}?land=LU&datum=2026-05-01`)).pauschalen[0];
    expect(lu.land).toBe('LU');
    for (const land of ['AF', 'HT', 'YE', 'KP', 'LY', 'SD', 'SY', 'TV']) {
      const b = await json(`${PFAD}?land=${land}&datum=2026-05-01`);
      expect(b.grundlage, land).toBe('luxemburg');
      expect(b.pauschalen, land).toEqual([lu]);
      expect(b.erlaeuterung, land).toMatch(/gilt der Betrag für Luxemburg \(R 9\.6 Abs\. 3 Satz 2 LStR\)/);
    }
    expect((await json(`${PFAD}?land=AF&datum=2026-05-01`)).erlaeuterung).toMatch(
      /Bis 2025-12-31 nannte die Übersicht Afghanistan mit eigenen Beträgen/,
    );
    // Bhutan steht erst ab 2025 in der Übersicht (sbb-steuerberater.de).
    const bt = await json(`${PFAD}?land=BT&datum=2023-05-01`);
    expect(bt).toMatchObject({ grundlage: 'luxemburg', pauschalen: [{ land: 'LU' }] });
    expect(bt.erlaeuterung).toMatch(/Ab 2025-01-01 nennt die Übersicht Bhutan/);
    expect(await json(`${PFAD}?land=BT&datum=2025-05-01`)).toMatchObject({
      grundlage: 'land',
      pauschalen: [{ land: 'BT' }],
    });
  });

  it('Zuordnung des BMF-Schreibens, Hongkong unter China, Kosovo mit Hinweis auf den Code', async () => {
    const tt = (await json(`${PFAD}?land=TT&datum=2023-05-01`)).pauschalen[0];
    const ag = await json(`${PFAD}?land=AG&datum=2023-05-01`);
    expect(ag).toMatchObject({ land: 'AG', land_name: 'Antigua und Barbuda', grundlage: 'zuordnung' });
    expect(ag.pauschalen).toEqual([tt]);
    expect(ag.erlaeuterung).toMatch(/ordnet ihm die Beträge von Trinidad und Tobago zu/);
    // Lufthansa City Center 2026: Hongkong 83 Euro.
    expect(await json(`${PFAD}?land=HK`)).toMatchObject({
      land: 'HK',
      grundlage: 'ort',
      pauschalen: [{ land: 'CN', ort: 'Hongkong', verpflegung_24h: 83 }],
    });
    expect((await json(`${PFAD}?land=XK`)).erlaeuterung).toMatch(/XK ist kein Code nach ISO 3166-1/);
  });

  it('ein Ort, den die Übersicht für einen Staat in einem anderen Jahr nennt: Beträge im Übrigen', async () => {
    // Istanbul steht 2023 und 2024 in der Übersicht, ab 2025 nicht mehr.
    const b = await json(`${PFAD}?land=TR&ort=Istanbul&datum=2025-03-01`);
    expect(b).toMatchObject({ grundlage: 'im_uebrigen', pauschalen: [{ land: 'TR', ort: null }] });
    expect((await json(`${PFAD}?land=TR&ort=Istanbul&datum=2024-03-01`)).pauschalen[0].ort).toBe('Istanbul');
  });
});

describe('reisekosten-ausland über HTTP: Fehler', () => {
  it('unbekannter Staat: 400 mit allen erlaubten Codes; Deutschland gehört nicht dazu', async () => {
    const f = await fehler(`${PFAD}?land=ZZ`);
    expect(f).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'land' });
    const erlaubt = f.erlaubt as string[];
    for (const c of ['FR', 'XK', 'HK', 'AF', 'TV', 'AG']) expect(erlaubt).toContain(c);
    for (const c of ['DE', 'GL', 'PR']) expect(erlaubt).not.toContain(c);
    expect(await fehler(`${PFAD}?land=DE`)).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'land' });
  });

  it('ein Ort, den die Übersicht für den Staat nie nennt: 400 mit den Orten des Tages', async () => {
    expect(await fehler(`${PFAD}?land=FR&ort=London&datum=2026-05-01`)).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'ort',
      erlaubt: ['Paris sowie die Departments 77, 78, 91 bis 95'],
    });
    const at = await fehler(`${PFAD}?land=AT&ort=London`);
    expect(at).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'ort' });
    expect(at.nachricht).toMatch(/nennt die Übersicht am 2026-03-10 keine Orte/);
    expect(await fehler(`${PFAD}?land=FR&ort=Lyon`)).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'ort' });
    expect(await fehler(`${PFAD}?land=HK&ort=Peking`)).toMatchObject({ parameter: 'ort', erlaubt: ['Hongkong'] });
    expect(await fehler(`${PFAD}?ort=Paris`)).toMatchObject({ code: 'parameter_fehlt', parameter: 'land' });
  });

  it('vor 2023 und nach der letzten eingetragenen Übersicht: 404 kein_wert', async () => {
    for (const q of ['?datum=2022-12-31', '?datum=2022-06-01&land=FR', '?datum=2027-01-01']) {
      const r = await hole(`${PFAD}${q}`);
      expect(r.status, q).toBe(404);
      expect((await r.json()).fehler.code).toBe('kein_wert');
    }
  });
});

describe('reisekosten-ausland über HTTP: ganze Übersicht und Verlauf', () => {
  it('ohne land die ganze Übersicht des Tages, als JSON und als CSV mit Semikolon', async () => {
    const b = await json(`${PFAD}?datum=2026-05-01`);
    expect(b).toMatchObject({ land: null, grundlage: null, anzahl: 214 });
    expect(b.pauschalen).toHaveLength(214);
    expect(b.zuordnungen).toHaveLength(9);
    expect(b.hinweis).toMatch(/Afghanistan, Haiti, Jemen/);
    const r = await hole(`${PFAD}?datum=2026-05-01&format=csv&trennzeichen=semikolon`);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="reisekosten-ausland.csv"');
    const zeilen = (await r.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(zeilen[0]).toBe(
      'land;land_name;ort;verpflegung_24h;verpflegung_an_abreise;uebernachtung;gueltig_ab;gueltig_bis;' +
        'rechtsgrundlage;quelle_url',
    );
    expect(zeilen).toHaveLength(215);
    expect(zeilen.find((z) => z.startsWith('CH;Schweiz;Bern;'))).toMatch(/^CH;Schweiz;Bern;82;55;195;2026-01-01;;/);
    expect(zeilen.find((z) => z.startsWith('RO;'))).toMatch(/^RO;Rumänien;;38;25;103;/);
  });

  it('Verlauf: je Zeile und BMF-Schreiben, gefiltert nach land, von und bis, als JSON und CSV', async () => {
    const alles = await json(`${PFAD}/verlauf`);
    expect(alles.verlauf).toHaveLength(224 + 223 + 224 + 214);
    const ch = await json(`${PFAD}/verlauf?land=ch`);
    expect(new Set(ch.verlauf.map((e: { land: string }) => e.land))).toEqual(new Set(['CH']));
    expect(ch.verlauf.filter((e: { ort: string | null }) => e.ort === 'Bern')).toEqual([
      expect.objectContaining({ gueltig_ab: '2026-01-01', gueltig_bis: null, verpflegung_24h: 82, uebernachtung: 195 }),
    ]);
    const af = await json(`${PFAD}/verlauf?land=AF&von=2025`);
    expect(af.verlauf).toEqual([
      expect.objectContaining({ land: 'AF', gueltig_ab: '2025-01-01', gueltig_bis: '2025-12-31' }),
    ]);
    expect((await json(`${PFAD}/verlauf?land=AF&von=2026`)).verlauf).toEqual([]);
    // Ohne eigene Zeile kein Verlauf: Antigua und Barbuda steht nur als Zuordnung in der Übersicht.
    expect((await json(`${PFAD}/verlauf?land=AG`)).verlauf).toEqual([]);
    const jahr = await json(`${PFAD}/verlauf?von=2024&bis=2024`);
    expect(jahr.verlauf).toHaveLength(223);
    const csv = await (await hole(`${PFAD}/verlauf?land=FR&format=csv&trennzeichen=semikolon`)).text();
    const zeilen = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(zeilen[0]).toBe(
      'land;land_name;ort;gueltig_ab;gueltig_bis;verpflegung_24h;verpflegung_an_abreise;uebernachtung;' +
        'rechtsgrundlage;quelle_url',
    );
    expect(zeilen).toHaveLength(1 + 2 * 4);
    expect(await fehler(`${PFAD}/verlauf?land=ZZ`)).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'land' });
    expect(await fehler(`${PFAD}/verlauf?bestandteil=x`)).toMatchObject({ code: 'unbekannter_parameter' });
  });
});
