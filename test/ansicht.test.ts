// The generator of the public pages (generator/explorer.ts, generator/jahreswechsel.ts) without a
// browser: the year-change lists and the CSV on the real data, the chart on a made-up component.
// Expected values from the official sources: Dritte Mindestlohnanpassungsverordnung (9,82 EUR from
// 01.01.2022, 10,45 EUR from 01.07.2022), Mindestlohnerhöhungsgesetz (12,00 EUR from 01.10.2022),
// Vierte MiLoV (12,41 EUR from 01.01.2024).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verlaufCsv, verlaufSvg } from '../generator/explorer';
import { jahreMitWechsel, jahreswechselSeite, wechselZwischen } from '../generator/jahreswechsel';
import { type GeladenerBestandteil, ladeDaten } from '../src/daten/laden';

const quellen = ladeDaten(join(import.meta.dirname, '..', 'data'));
const mindestlohn = quellen.find((d) => d.id === 'mindestlohn')!;

describe('Jahreswechsel', () => {
  it('2023: keine Mindestlohnänderung zum 01.01., aber die zwei unterjährigen Stufen 2022', () => {
    const neujahr = wechselZwischen([mindestlohn], '2023-01-01', '2023-01-01');
    expect(neujahr).toEqual([]);
    const unterjaehrig = wechselZwischen([mindestlohn], '2022-01-02', '2022-12-31');
    expect(unterjaehrig.map((w) => [w.ab, w.alt?.wert, w.neu?.wert])).toEqual([
      ['2022-07-01', 9.82, 10.45],
      ['2022-10-01', 10.45, 12],
    ]);
    const html = jahreswechselSeite(quellen, 2023, jahreMitWechsel(quellen));
    expect(html).toContain('<h1>Änderungen zum 01.01.2023</h1>');
    const unterjaehrigAbschnitt = html.slice(html.indexOf('id="unterjaehrig"'), html.indexOf('id="offen"'));
    expect(unterjaehrigAbschnitt).toContain('<td>01.07.2022</td>');
    expect(unterjaehrigAbschnitt).toContain('<td>01.10.2022</td>');
    expect(unterjaehrigAbschnitt).toContain('+1,55 € je Stunde');
  });

  it('2024: Mindestlohn 12,00 -> 12,41 Euro mit Differenz in Euro und Prozent', () => {
    const html = jahreswechselSeite(quellen, 2024, jahreMitWechsel(quellen));
    const zeile = html.split('\n').find((z) => z.includes('data-datensatz="mindestlohn"'))!;
    expect(zeile).toContain(
      '<td class="zahl alt">12,00 € je Stunde</td><td class="zahl neu">12,41 € je Stunde</td><td class="zahl">+0,41 € je Stunde (+3,4 %)</td>',
    );
  });

  it('Jahre von 2016 bis höchstens zwei Jahre nach dem jüngsten Prüfdatum, 2026 dabei', () => {
    const jahre = jahreMitWechsel(quellen);
    expect(jahre[0]).toBeGreaterThanOrEqual(2016);
    expect(jahre).toContain(2026);
    expect(jahre).toContain(2024);
    expect(Math.max(...jahre)).toBeLessThanOrEqual(Math.max(...quellen.map((d) => Number(d.stand.slice(0, 4)))) + 2);
  });
});

describe('Explorer', () => {
  it('Kurve: eine Stufe je Stufe, eine angekündigte ohne Wert als offener Kasten, Achse mit Einheit', () => {
    const b: GeladenerBestandteil = {
      id: 'probe',
      name: 'Probe',
      gruppe: 'Probe',
      einheit: 'euro_monat',
      stufen: [
        {
          gueltig_ab: '2020-01-01',
          gueltig_bis: '2020-12-31',
          wert: 100,
          rechtsgrundlage: 'x',
          quelle: { titel: 't', url: 'https://example.org' },
        },
        {
          gueltig_ab: '2021-01-01',
          gueltig_bis: '2021-06-30',
          wert: 150,
          rechtsgrundlage: 'x',
          quelle: { titel: 't', url: 'https://example.org' },
        },
        {
          gueltig_ab: '2021-07-01',
          gueltig_bis: null,
          wert: null,
          rechtsgrundlage: 'x',
          quelle: { titel: 't', url: 'https://example.org' },
        },
      ],
    };
    const svg = verlaufSvg(b, 'svg-probe');
    expect(svg.match(/<g class="stufe"/g)).toHaveLength(2);
    expect(svg.match(/<g class="stufe offen"/g)).toHaveLength(1);
    expect(svg.match(/class="sprung"/g)).toHaveLength(1);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('>€ je Monat</text>');
    expect(svg).toContain('<title>ab 01.01.2021 bis 30.06.2021: 150,00 € je Monat</title>');
  });

  it('CSV des Mindestlohns: BOM, CRLF, Kopfzeile und eine Zeile je Stufe (13 seit 2015)', () => {
    const csv = verlaufCsv(mindestlohn);
    expect(
      csv.startsWith(
        '\uFEFFbestandteil,name,gruppe,art,einheit,gueltig_ab,gueltig_bis,wert,rechtsgrundlage,quelle_titel,quelle_url,hinweis\r\n',
      ),
    ).toBe(true);
    const zeilen = csv.trimEnd().split('\r\n');
    expect(zeilen).toHaveLength(14);
    expect(zeilen[1]).toMatch(/^mindestlohn,.*,2015-01-01,2016-12-31,8\.5,/);
    expect(csv).toContain(',2024-01-01,2024-12-31,12.41,');
  });
});
