import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { type GeladeneTabelle, pruefeDatei } from '../../src/daten/laden';
import modul, { kurzform, passtZuTagegeld } from '../../src/datensaetze/reisekosten-ausland';
import { datensatz } from '../werte';

// Stichwerte aus den geprüften Einträgen (Rechercheunterlage pruefung.md); die zitierfähigen Quellen
// sind die BMF-Schreiben, die der Datensatz je Stufe nennt. Die Prüfwege:
// - 2023: Herleitung aus der Verwaltungsvorschrift über die Auslandstage- und
//   Auslandsübernachtungsgelder vom 13.10.2022 (Anlage abgedruckt bei Haufe): nach § 9 Abs. 4a
//   Satz 5 EStG sind 24 Stunden = 120 % und An-/Abreisetag = 80 % des Tagegelds T, aufgerundet;
//   die Übernachtung ist das Auslandsübernachtungsgeld. Frankreich, New York City und Boston aus
//   https://www.lps-wp.com/aktuelles/news/februar_2023/auslandspauschalen_2023/ und
//   https://bbstw.info/tag/spesen .
// - 2024: https://www.cimunity.com/de/geschaeftsreisen-2024-mehr-spesen-im-in-und-ausland/ und
//   https://vdr-service.de/aktuelles/einzelnews/pauschalen-im-ausland-2024 (Verpflegung 24 Stunden).
// - 2025: Rechenbeispiel Kopenhagen auf
//   https://der-betrieb.de/meldungen/bmf-schreiben-zur-steuerlichen-behandlung-von-reisekosten
//   (50 Euro am Abreisetag, 15 Euro Kürzung fürs Frühstück = 20 % von 75); neue Einträge nach
//   http://sbb-steuerberater.de/de/news/m%C3%A4rz_2025/auslandspauschalen_2025/index.html .
// - 2026: https://www.stb-thie.de/content/inhalte/steuernews/steuernews_fuer_mandanten/februar_2026/auslandsreisepauschalen_2026/mobile_ger.html
//   (Pakistan, Rumänien, Bern mit allen drei Beträgen) und
//   https://lufthansa-city-center.com/de/blog/geschaeftsreisen/verpflegungspauschalen-2026 (24 Stunden).
const ID = 'reisekosten-ausland';

function tabelle(id: string): GeladeneTabelle {
  const t = datensatz(ID).tabellen?.find((x) => x.id === id);
  if (!t) throw new Error(`Tabelle ${id} fehlt`);
  return t;
}

// The row of a country (and place) in the table of a year: [24 h, arrival/departure, overnight].
function zeile(jahr: number, land: string, ort: string | null = null): (string | number | null)[] | undefined {
  const s = tabelle('pauschalen').stufen.find((x) => x.gueltig_ab === `${jahr}-01-01`);
  const z = s?.zeilen.find((r) => r[0] === land && r[2] === ort);
  return z?.slice(3);
}

describe('reisekosten-ausland: Stichwerte je BMF-Schreiben', () => {
  // [Land, Ort, Tagegeld T nach der ARVVwV 2023, 24 h = ⌈1,2·T⌉, An-/Abreise = ⌈0,8·T⌉, Übernachtung]
  it.each([
    ['AF', null, 25, 30, 20, 95], // 1,2·25 = 30; 0,8·25 = 20
    ['EG', null, 41, 50, 33, 112], // 49,2 → 50; 32,8 → 33
    ['DZ', null, 39, 47, 32, 120], // 46,8 → 47; 31,2 → 32
    ['AO', null, 43, 52, 35, 299], // 51,6 → 52; 34,4 → 35
    ['AM', null, 20, 24, 16, 59], // 24; 16
    ['AU', 'Canberra', 42, 51, 34, 158], // 50,4 → 51; 33,6 → 34
    ['AU', 'Sydney', 56, 68, 45, 184], // 67,2 → 68; 44,8 → 45
    ['AU', null, 42, 51, 34, 158],
    ['BE', null, 49, 59, 40, 141], // 58,8 → 59; 39,2 → 40
    ['BO', null, 38, 46, 31, 108], // 45,6 → 46; 30,4 → 31
    ['BR', 'Brasilia', 47, 57, 38, 127], // 56,4 → 57; 37,6 → 38
    ['BR', 'Rio de Janeiro', 47, 57, 38, 145],
    ['BR', 'Sao Paulo', 44, 53, 36, 132], // 52,8 → 53; 35,2 → 36
    ['BR', null, 42, 51, 34, 84],
    ['BG', null, 18, 22, 15, 115], // 21,6 → 22; 14,4 → 15
    ['CN', 'Peking', 25, 30, 20, 185],
    ['CN', 'Shanghai', 48, 58, 39, 217], // 57,6 → 58; 38,4 → 39
    ['CN', 'Hongkong', 61, 74, 49, 145], // 73,2 → 74; 48,8 → 49
  ] as const)('2023 %s %s aus der ARVVwV (Tagegeld %i)', (land, ort, t, v24, an, ue) => {
    expect(Math.ceil((t * 120) / 100)).toBe(v24);
    expect(Math.ceil((t * 80) / 100)).toBe(an);
    expect(zeile(2023, land, ort)).toEqual([v24, an, ue]);
  });

  it('2023 aus Veröffentlichungen: Frankreich im Übrigen, New York City, Boston', () => {
    expect(zeile(2023, 'FR')?.slice(0, 2)).toEqual([53, 36]);
    expect(zeile(2023, 'US', 'New York City')?.[0]).toBe(66);
    expect(zeile(2023, 'US', 'New York City')?.[2]).toBe(308);
    expect(zeile(2023, 'US', 'Boston')?.[2]).toBe(333);
    // Lyon, Marseille und Straßburg haben seit 2023 keine eigenen Sätze mehr.
    expect(zeile(2023, 'FR', 'Straßburg')).toBeUndefined();
  });

  it('2024: Verpflegung für 24 Stunden', () => {
    expect(zeile(2024, 'FI')?.[0]).toBe(54);
    expect(zeile(2024, 'BR', 'Rio de Janeiro')?.[0]).toBe(69);
    expect(zeile(2024, 'AU', 'Canberra')?.[0]).toBe(74);
    expect(zeile(2024, 'JP', 'Tokio')?.[0]).toBe(50);
    expect(zeile(2024, 'IT', 'Mailand')?.[0]).toBe(42);
    expect(zeile(2024, 'IT', 'Rom')?.[0]).toBe(48);
    expect(zeile(2024, 'NO')?.[0]).toBe(75);
    expect(zeile(2024, 'CN', 'Hongkong')?.[0]).toBe(71);
  });

  it('2025: Dänemark und die neuen Einträge', () => {
    // 75 Euro voller Tag (15 = 20 % von 75), 50 Euro am Abreisetag.
    expect(zeile(2025, 'DK')?.slice(0, 2)).toEqual([75, 50]);
    for (const [land, ort] of [
      ['BT', null],
      ['LR', null],
      ['IN', 'Bangalore'],
      ['JP', 'Osaka'],
      ['TR', 'Ankara'],
    ] as const) {
      expect(zeile(2025, land, ort), `${land} ${ort}`).toBeDefined();
      expect(zeile(2024, land, ort), `${land} ${ort} 2024`).toBeUndefined();
    }
  });

  it('2026: Pakistan, Rumänien, Bern (alle drei Beträge) und Verpflegung für 24 Stunden', () => {
    expect(zeile(2026, 'PK')).toEqual([41, 28, 199]);
    expect(zeile(2026, 'RO')).toEqual([38, 25, 103]);
    expect(zeile(2026, 'CH', 'Bern')).toEqual([82, 55, 195]);
    // Pakistan und Rumänien seit 2026 ohne Städte.
    expect(zeile(2026, 'PK', 'Islamabad')).toBeUndefined();
    expect(zeile(2026, 'RO', 'Bukarest')).toBeUndefined();
    const voll: [string, string | null, number][] = [
      ['CN', 'Hongkong', 83],
      ['CN', 'Shanghai', 48],
      ['CN', 'Peking', 57],
      ['CH', 'Genf', 70],
      ['CH', null, 70],
      ['LI', null, 57],
      ['BG', null, 38],
      ['IE', null, 64],
      ['NL', null, 58],
      ['EE', null, 39],
      ['LT', null, 48],
      ['QA', null, 81],
      ['AE', null, 81],
      ['AL', null, 33],
      ['LV', null, 46],
    ];
    for (const [land, ort, v24] of voll) expect(zeile(2026, land, ort)?.[0], `${land} ${ort}`).toBe(v24);
  });

  it('2026: die sieben gestrichenen Staaten stehen nicht mehr in der Übersicht', () => {
    for (const land of ['AF', 'HT', 'YE', 'KP', 'LY', 'SD', 'SY']) {
      expect(zeile(2025, land), land).toBeDefined();
      expect(zeile(2026, land), land).toBeUndefined();
    }
  });
});

describe('reisekosten-ausland: Stufen, Quellen, Zuordnungen', () => {
  it('eine Stufe je BMF-Schreiben ab 2023, jede mit Rechtsgrundlage und https-Quelle', () => {
    const d = datensatz(ID);
    expect(d.abdeckung).toEqual({ von: '2023-01-01', bis: '2026-12-31' });
    const s = tabelle('pauschalen').stufen;
    expect(s.map((x) => [x.gueltig_ab, x.gueltig_bis])).toEqual([
      ['2023-01-01', '2023-12-31'],
      ['2024-01-01', '2024-12-31'],
      ['2025-01-01', '2025-12-31'],
      ['2026-01-01', null],
    ]);
    for (const x of s) {
      expect(x.rechtsgrundlage).toMatch(/^§ 9 Abs\. 4a Satz 5 EStG; BMF-Schreiben vom \d\d\.\d\d\.\d{4}/);
      expect(x.quelle.url).toMatch(/^https:\/\//);
      expect(x.quelle.titel).toMatch(/^BMF-Schreiben vom /);
    }
    // Geschäftszeichen 2024 und die BStBl-Fundstellen 2024 und 2026 wurden nicht gefunden: nicht erfunden,
    // sondern im hinweis genannt.
    expect(s[1].rechtsgrundlage).toBe('§ 9 Abs. 4a Satz 5 EStG; BMF-Schreiben vom 21.11.2023');
    expect(s[1].hinweis).toMatch(/Geschäftszeichen und Fundstelle im Bundessteuerblatt .* nicht gefunden/);
    expect(s[3].rechtsgrundlage).not.toMatch(/BStBl/);
    expect(s[3].hinweis).toMatch(/Bundessteuerblatt wurde nicht belegt/);
    // Offene Punkte der Recherche stehen als hinweis.
    expect(s[1].hinweis).toMatch(/Bangalore/);
    expect(s[2].hinweis).toMatch(/Kongo/);
    expect(d.hinweise.join(' ')).toMatch(/Departments.*nicht „Departements“/);
  });

  it('Zuordnungen des BMF-Schreibens: Mikronesien wie die Philippinen, acht Staaten wie Trinidad und Tobago', () => {
    // TK, Auslandsreisekosten 2023: https://www.tk.de/firmenkunden/service/fachthemen/ausland/auslandsreisekosten-2023-2097502
    const s = tabelle('zuordnungen').stufen[0];
    expect(s.zeilen.map((z) => `${z[0]}>${z[2]}`).sort()).toEqual(
      ['FM>PH', 'AG>TT', 'DM>TT', 'GD>TT', 'GY>TT', 'KN>TT', 'LC>TT', 'VC>TT', 'SR>TT'].sort(),
    );
  });
});

describe('reisekosten-ausland: Regeln, die das Modul prüft', () => {
  // § 9 Abs. 4a Satz 5 Halbsatz 1 EStG (https://www.gesetze-im-internet.de/estg/__9.html): die
  // Pauschalen sind "120 sowie 80 Prozent der Auslandstagegelder nach dem Bundesreisekostengesetz".
  const anteile = datensatz(ID).tagegeld_anteile;
  it('Anteile des Tagegelds in der Datei', () => {
    expect(anteile).toMatchObject({ verpflegung_24h_prozent: 120, verpflegung_an_abreise_prozent: 80 });
  });

  it('120/80-Regel des § 9 Abs. 4a Satz 5 EStG', () => {
    if (!anteile) throw new Error('tagegeld_anteile fehlt');
    expect(passtZuTagegeld(30, 20, anteile)).toBe(true); // T = 25
    expect(passtZuTagegeld(65, 44, anteile)).toBe(true); // T = 54: 64,8 → 65; 43,2 → 44
    expect(passtZuTagegeld(50, 34, anteile)).toBe(false); // 50 verlangt T = 41 (→ 33), 34 verlangt T = 42 (→ 51)
  });

  it('Kurzform eines Orts', () => {
    expect(kurzform('Paris sowie die Departments 77, 78, 91 bis 95')).toBe('Paris');
    expect(kurzform('Washington, D. C.')).toBe('Washington');
    expect(kurzform('Rio de Janeiro')).toBe('Rio de Janeiro');
  });

  it('der Build weist einen Tippfehler in den Verpflegungsbeträgen und eine fehlende Zeile im Übrigen ab', () => {
    const basis = {
      datum: '2026-01-01',
      pauschalen: [
        {
          land: 'LU',
          land_name: 'Luxemburg',
          ort: null,
          verpflegung_24h: 63,
          verpflegung_an_abreise: 42,
          uebernachtung: 139,
        },
        {
          land: 'FR',
          land_name: 'Frankreich',
          ort: 'Paris',
          verpflegung_24h: 58,
          verpflegung_an_abreise: 93,
          uebernachtung: 159,
        },
      ],
      zuordnungen: [{ land: 'AG', land_name: 'Antigua und Barbuda', wie_land: 'TT' }],
    };
    const bezug = { regelwerk: () => ({ tagegeld_anteile: anteile }) } as never;
    expect(() => modul.pruefeDaten?.(basis, bezug)).toThrow(
      /FR Paris: 58\/93 sind nicht 120 und 80 Prozent.*FR: die Zeile im Übrigen \(ort null\) fehlt.*Zuordnung AG: TT steht nicht in der Übersicht/,
    );
  });
});

describe('reisekosten-ausland: der Lader prüft die Tabellen', () => {
  const roh = () => parse(readFileSync(join(import.meta.dirname, '..', '..', 'data', `${ID}.yaml`), 'utf8'));
  const probleme = (aendere: (d: any) => void) => {
    const d = roh();
    aendere(d);
    return pruefeDatei(`data/${ID}.yaml`, stringify(d)).probleme;
  };

  it('nimmt die Datei an', () => expect(probleme(() => {})).toEqual([]));

  it('meldet eine zu kurze Zeile, einen Text statt einer Zahl, eine doppelte Zeile mit Stufe und Schlüssel', () => {
    const p = probleme((d) => {
      const z = d.tabellen[0].stufen[3].zeilen;
      z[0] = ['EG', 'Ägypten', null, 50, 33];
      z[1][4] = '29';
      z.push([...z[2]]);
    });
    expect(p).toEqual([
      `data/${ID}.yaml: Datensatz ${ID}, tabellen[0] (pauschalen).stufen[3] (ab 2026-01-01).zeilen[0] (EG, null): ` +
        '5 Zellen, erwartet 6 (land, land_name, ort, verpflegung_24h, verpflegung_an_abreise, uebernachtung)',
      `data/${ID}.yaml: Datensatz ${ID}, tabellen[0] (pauschalen).stufen[3] (ab 2026-01-01).zeilen[1] (ET, null)` +
        '.verpflegung_an_abreise: muss eine Zahl sein',
      `data/${ID}.yaml: Datensatz ${ID}, tabellen[0] (pauschalen).stufen[3] (ab 2026-01-01).zeilen[214] (GQ, null): ` +
        'diese Zeile steht in der Stufe zweimal',
    ]);
  });

  it('meldet Stufen, die nicht aufsteigen, und ein leeres Land', () => {
    const p = probleme((d) => {
      d.tabellen[0].stufen[1].gueltig_ab = '2022-06-01';
      d.tabellen[0].stufen[0].zeilen[0][0] = null;
    });
    expect(p.join('\n')).toContain(
      'tabellen[0] (pauschalen).stufen[0] (ab 2023-01-01).gueltig_ab: Stufen müssen aufsteigend',
    );
    expect(p.join('\n')).toContain('stufen[0] (ab 2023-01-01).zeilen[0] (null, null).land: darf nicht leer sein');
  });
});
