// Holidays per municipality (?gemeinde=, Amtlicher Gemeindeschlüssel) through the gateway, and the
// municipality data of data/feiertage.yaml against its sources. Expected values come from the
// law, the ordinance and the determinations of the Bavarian statistics office; day counts are
// worked by hand from the calendar in the comments.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { pruefeDatei } from '../../src/daten/laden';
import { LAND_SCHLUESSEL } from '../../src/daten/schema';
import { gemeindestatus } from '../../src/kalender/gemeinden';
import { fehler, hole, json } from '../http';
import { datensatz } from '../werte';

type Tag = { datum: string; id: string; gemeinde_geltung: string | null; gemeinde_gebiet: string | null };
const tage = async (abfrage: string) => ((await json(`/hr/feiertage?${abfrage}`)) as { feiertage: Tag[] }).feiertage;
const tag = async (abfrage: string, id: string) => (await tage(abfrage)).find((f) => f.id === id);
const arbeitstage = async (abfrage: string) =>
  ((await json(`/hr/arbeitstage?${abfrage}`)) as { arbeitstage: number }).arbeitstage;
const hinweise = async (pfad: string) => ((await json(pfad)) as { hinweise: string[] }).hinweise.join('\n');

const AUGSBURG = '09761000';
const MUENCHEN = '09162000';
const CROSTWITZ = '14625080'; // Fronleichnam in der ganzen Gemeinde (FronleichnamsVO, Anlage)
const BAUTZEN = '14625020'; // nur im Gebiet der früheren Gemeinde Salzenforst-Bolbritz
const SCHWEBHEIM = '09678176'; // Mariä Himmelfahrt erst ab 2025 (Zensus 2022)
const MARKTSCHORGAST = '09477139'; // Mariä Himmelfahrt nur bis 2024

describe('Augsburger Friedensfest (Art. 1 Abs. 2 FTG Bayern: nur in der Stadt Augsburg)', () => {
  it('Augsburg 2024: 8.8. und 15.8. sind Feiertage, das Land folgt aus dem Schlüssel', async () => {
    const b = await json(`/hr/feiertage?jahr=2024&gemeinde=${AUGSBURG}`);
    expect(b).toMatchObject({ land: 'BY', gemeinde: AUGSBURG, regionale: false });
    // 12 landesweite bayerische Feiertage 2024 + Friedensfest + Mariä Himmelfahrt (Augsburg überwiegend katholisch).
    expect(b.anzahl).toBe(14);
    expect(b.feiertage.find((f: Tag) => f.id === 'augsburger_friedensfest')).toMatchObject({
      datum: '2024-08-08',
      gemeinde_geltung: 'ganz',
      gemeinde_gebiet: null,
      regional: true,
      rechtsgrundlage: 'Art. 1 Abs. 2 FTG (Bayern)',
    });
    expect(b.feiertage.find((f: Tag) => f.id === 'neujahr')).toMatchObject({
      gemeinde_geltung: 'ganz',
      regional: false,
    });
  });
  it('München 2024: kein 8.8., aber Mariä Himmelfahrt (ganz Oberbayern)', async () => {
    const ids = (await tage(`jahr=2024&gemeinde=${MUENCHEN}`)).map((f) => f.id);
    expect(ids).not.toContain('augsburger_friedensfest');
    expect(ids).toContain('mariae_himmelfahrt');
    expect(ids).toHaveLength(13);
    expect(await hinweise(`/hr/feiertage?jahr=2024&gemeinde=${MUENCHEN}`)).toContain(
      'Augsburger Hohes Friedensfest (2024-08-08) ist in der Gemeinde 09162000 kein gesetzlicher Feiertag',
    );
  });
  it('arbeitstage August 2024: Augsburg 20, München 21, Bayern ohne Gemeinde 22', async () => {
    // August 2024: 1.8. Donnerstag, Wochenenden 3./4., 10./11., 17./18., 24./25., 31. = 9 Tage, 22 Wochentage.
    // Augsburg: Do 8.8. und Do 15.8. frei -> 22 - 2 = 20; München: nur Do 15.8. -> 21.
    const zeitraum = 'von=2024-08-01&bis=2024-08-31&land=BY';
    expect(await arbeitstage(`${zeitraum}&gemeinde=${AUGSBURG}`)).toBe(20);
    expect(await arbeitstage(`${zeitraum}&gemeinde=${MUENCHEN}`)).toBe(21);
    expect(await arbeitstage(zeitraum)).toBe(22);
    const b = await json(`/hr/arbeitstage?${zeitraum}&gemeinde=${AUGSBURG}`);
    expect(b.feiertage).toEqual([
      { datum: '2024-08-08', name: 'Augsburger Hohes Friedensfest' },
      { datum: '2024-08-15', name: 'Mariä Himmelfahrt' },
    ]);
  });
});

describe('Fronleichnam in Sachsen (FronleichnamsVO vom 4.5.1993 in der Fassung vom 30.5.1995)', () => {
  it('Crostwitz: in der ganzen Gemeinde; Bautzen: nur mit regionale=true und als teilweise', async () => {
    expect(await tag(`jahr=2024&gemeinde=${CROSTWITZ}`, 'fronleichnam')).toMatchObject({
      datum: '2024-05-30',
      gemeinde_geltung: 'ganz',
    });
    expect(await tag(`jahr=2024&gemeinde=${BAUTZEN}`, 'fronleichnam')).toBeUndefined();
    const teil = await tag(`jahr=2024&gemeinde=${BAUTZEN}&regionale=true`, 'fronleichnam');
    expect(teil?.gemeinde_geltung).toBe('teilweise');
    expect(teil?.gemeinde_gebiet).toContain('Salzenforst-Bolbritz');
    expect(await hinweise(`/hr/feiertage?jahr=2024&gemeinde=${BAUTZEN}`)).toContain(
      'gilt in der Gemeinde 14625020 (Bautzen) nur in einem Teil der Gemeinde',
    );
  });
  it('Leipzig (nicht in der Anlage): kein Fronleichnam, mit Hinweis', async () => {
    expect(await tag('jahr=2024&gemeinde=14713000', 'fronleichnam')).toBeUndefined();
    expect(await hinweise('/hr/feiertage?jahr=2024&gemeinde=14713000')).toContain(
      'Fronleichnam (2024-05-30) ist in der Gemeinde 14713000 kein gesetzlicher Feiertag',
    );
  });
  it('arbeitstage Mai 2024: Sachsen 20, Crostwitz 19, Bautzen 20 (mit regionale=true 19)', async () => {
    // Mai 2024: 1.5. Mittwoch, Wochenenden 4./5., 11./12., 18./19., 25./26. = 8, 23 Wochentage; landesweit frei
    // Mi 1.5., Do 9.5. (Himmelfahrt), Mo 20.5. (Pfingstmontag) -> 20; Fronleichnam Do 30.5. -> 19.
    const zeitraum = 'von=2024-05-01&bis=2024-05-31&land=SN';
    expect(await arbeitstage(zeitraum)).toBe(20);
    expect(await arbeitstage(`${zeitraum}&gemeinde=${CROSTWITZ}`)).toBe(19);
    expect(await arbeitstage(`${zeitraum}&gemeinde=${BAUTZEN}`)).toBe(20);
    expect(await arbeitstage(`${zeitraum}&gemeinde=${BAUTZEN}&regionale=true`)).toBe(19);
  });
  it('sv-faelligkeit Mai 2024 am Sitz der Einzugsstelle: Crostwitz verschiebt, Bautzen nicht', async () => {
    // Bankarbeitstage Ende Mai 2024 (Sachsen): Fr 31., Do 30., Mi 29., Di 28., Mo 27. -> fällig 29.5.,
    // Nachweis liegt vor 27.5. In Crostwitz ist Do 30.5. zu: 31., 29., 28. -> fällig 28.5.; 27., 24. ->
    // Nachweis 24.5., übermitteln bis 23.5.
    const termin = async (q: string) => (await json(`/hr/sv-faelligkeit?datum=2024-05-10&${q}`)).termine[0];
    expect(await termin('land=SN')).toMatchObject({ faelligkeit: '2024-05-29', nachweis_vorliegen: '2024-05-27' });
    expect(await termin(`gemeinde=${CROSTWITZ}`)).toMatchObject({
      faelligkeit: '2024-05-28',
      nachweis_vorliegen: '2024-05-24',
      nachweis_uebermitteln_bis: '2024-05-23',
      nicht_bankarbeitstage: [
        { datum: '2024-05-01', name: 'Tag der Arbeit' },
        { datum: '2024-05-09', name: 'Christi Himmelfahrt' },
        { datum: '2024-05-20', name: 'Pfingstmontag' },
        { datum: '2024-05-30', name: 'Fronleichnam' },
      ],
    });
    expect(await termin(`land=SN&gemeinde=${BAUTZEN}`)).toMatchObject({ faelligkeit: '2024-05-29' });
  });
  it('payroll-jahreskalender: gemeinde_einzugsstelle verschiebt die Fristen der Sozialversicherung', async () => {
    const frist = async (q: string, id: string) =>
      (await json(`/hr/payroll-jahreskalender?jahr=2024&kategorie=sozialversicherung&${q}`)).fristen.find(
        (f: { id: string; zeitraum: string }) => f.id === id && f.zeitraum === '2024-05',
      );
    // Betriebsstätte in Bayern, Einzugsstelle in Crostwitz: Werte wie oben bei sv-faelligkeit.
    const b = await json(`/hr/payroll-jahreskalender?jahr=2024&land=BY&gemeinde_einzugsstelle=${CROSTWITZ}`);
    expect(b).toMatchObject({
      land: 'BY',
      land_einzugsstelle: 'SN',
      gemeinde: null,
      gemeinde_einzugsstelle: CROSTWITZ,
    });
    expect((await frist(`land=BY&gemeinde_einzugsstelle=${CROSTWITZ}`, 'sv_faelligkeit')).datum).toBe('2024-05-28');
    expect((await frist(`land=BY&gemeinde_einzugsstelle=${CROSTWITZ}`, 'beitragsnachweis')).datum).toBe('2024-05-24');
    expect((await frist('land=BY&land_einzugsstelle=SN', 'sv_faelligkeit')).datum).toBe('2024-05-29');
    // gemeinde alone concerns the deadlines of land; the answer says so.
    expect(await hinweise(`/hr/payroll-jahreskalender?jahr=2024&land=SN&gemeinde=${CROSTWITZ}`)).toContain(
      'ohne gemeinde_einzugsstelle nur die landesweiten Feiertage',
    );
  });
});

describe('Mariä Himmelfahrt in Bayern (Art. 1 Abs. 3 FTG: Feststellung nach der letzten Volkszählung)', () => {
  it('Schwebheim hat den Feiertag ab 2025 (Zensus 2022), 2024 nicht; Marktschorgast umgekehrt', async () => {
    expect(await tag(`jahr=2024&gemeinde=${SCHWEBHEIM}`, 'mariae_himmelfahrt')).toBeUndefined();
    expect(await tag(`jahr=2025&gemeinde=${SCHWEBHEIM}`, 'mariae_himmelfahrt')).toMatchObject({
      datum: '2025-08-15',
      gemeinde_geltung: 'ganz',
    });
    expect(await tag(`jahr=2024&gemeinde=${MARKTSCHORGAST}`, 'mariae_himmelfahrt')).toMatchObject({
      gemeinde_geltung: 'ganz',
    });
    expect(await tag(`jahr=2025&gemeinde=${MARKTSCHORGAST}`, 'mariae_himmelfahrt')).toBeUndefined();
  });
  it('arbeitstage August 2025 in Schwebheim: 20 statt 21', async () => {
    // August 2025: 1.8. Freitag, Wochenenden 2./3., 9./10., 16./17., 23./24., 30./31. = 10, 21 Wochentage;
    // Mariä Himmelfahrt Fr 15.8. -> 20.
    expect(await arbeitstage(`von=2025-08-01&bis=2025-08-31&land=BY&gemeinde=${SCHWEBHEIM}`)).toBe(20);
    expect(await arbeitstage(`von=2024-08-01&bis=2024-08-31&land=BY&gemeinde=${SCHWEBHEIM}`)).toBe(22);
  });
  it('Niederbayern ganz (Passau, 09262000)', async () => {
    expect(await tag('jahr=2025&gemeinde=09262000', 'mariae_himmelfahrt')).toMatchObject({ gemeinde_geltung: 'ganz' });
  });
});

// One test per Regierungsbezirk with municipalities on both sides. Sources: the statistics office's press
// releases 219/2012, 233/2014 (large cities; all of Oberbayern and Niederbayern) and 217/2025 (the eight
// changes of 2025), its query for Unterfranken without the holiday (Zensus 2022), and the municipalities
// without the holiday by district as published from its query for 2014 to 2024 and checked against the
// reports named in docs/ENTSCHEIDUNGEN.md (katholisch.de 2013 on the changes of 2014, wuerzblog.de 2015
// with the 40 municipalities of Unterfranken, Wikipedia's list by district).
const mh = async (jahr: number, ags: string) =>
  (await tag(`jahr=${jahr}&gemeinde=${ags}`, 'mariae_himmelfahrt'))?.gemeinde_geltung;
const status = async (ags: string) => [await mh(2024, ags), await mh(2026, ags)];
const JA = ['ganz', 'ganz'];
const NEIN = [undefined, undefined];

describe('Mariä Himmelfahrt je Regierungsbezirk (2024 nach dem Zensus 2011, 2026 nach dem Zensus 2022)', () => {
  it('Oberbayern: überall (München, Ingolstadt, Berchtesgaden)', async () => {
    for (const ags of ['09162000', '09161000', '09172116']) expect(await status(ags)).toEqual(JA);
  });
  it('Niederbayern: überall (Landshut, Passau, Zwiesel)', async () => {
    for (const ags of ['09261000', '09262000', '09276148']) expect(await status(ags)).toEqual(JA);
  });
  it('Oberpfalz: Regensburg, Dieterskirchen ja; Neustadt am Kulm, Birgland, Königstein nein', async () => {
    for (const ags of ['09362000', '09376122']) expect(await status(ags)).toEqual(JA);
    for (const ags of ['09374140', '09371116', '09371135']) expect(await status(ags)).toEqual(NEIN);
  });
  it('Oberfranken: Bamberg, Wattendorf ja; Bayreuth, Coburg, Hof, Igensdorf nein', async () => {
    for (const ags of ['09461000', '09471209']) expect(await status(ags)).toEqual(JA);
    for (const ags of ['09462000', '09463000', '09464000', '09474140']) expect(await status(ags)).toEqual(NEIN);
    // Forchheim (09474126, Beispiel aus issue 32) steht nicht unter den Gemeinden ohne Feiertag.
    expect(await status('09474126')).toEqual(JA);
    // Seßlach und Marktschorgast verlieren den Feiertag 2025, Marktrodach erhält ihn (PM 217/2025).
    for (const ags of ['09473165', '09477139']) expect(await status(ags)).toEqual(['ganz', undefined]);
    expect(await status('09476183')).toEqual([undefined, 'ganz']);
  });
  it('Mittelfranken: Nürnberg, Fürth, Erlangen, Ansbach, Schwabach nein; Baiersdorf, Weisendorf ab 2025', async () => {
    for (const ags of ['09564000', '09563000', '09562000', '09561000', '09565000'])
      expect(await status(ags)).toEqual(NEIN);
    for (const ags of ['09572115', '09572164']) expect(await status(ags)).toEqual([undefined, 'ganz']);
  });
  it('Unterfranken: Würzburg, Thüngen ja; Kitzingen, Castell, Geroda nein; Schwebheim ab 2025', async () => {
    for (const ags of ['09663000', '09677189']) expect(await status(ags)).toEqual(JA);
    for (const ags of ['09675141', '09675116', '09672126']) expect(await status(ags)).toEqual(NEIN);
    expect(await status('09678176')).toEqual([undefined, 'ganz']);
  });
  it('Schwaben: Augsburg, Leipheim ja; Nördlingen, Bächingen nein; Memmingerberg, Oettingen ab 2025', async () => {
    for (const ags of ['09761000', '09774155']) expect(await status(ags)).toEqual(JA);
    for (const ags of ['09779194', '09773113']) expect(await status(ags)).toEqual(NEIN);
    for (const ags of ['09778171', '09779197']) expect(await status(ags)).toEqual([undefined, 'ganz']);
  });
  it('Nördlingen sagt, warum kein Feiertag, und nennt die Feststellung', async () => {
    const h = await hinweise('/hr/feiertage?jahr=2026&gemeinde=09779194');
    expect(h).toContain(
      'Mariä Himmelfahrt (2026-08-15) ist in der Gemeinde 09779194 (Nördlingen, GKSt) kein gesetzlicher',
    );
    expect(h).toContain('Feststellung des Bayerischen Landesamts für Statistik nach dem Zensus 2022');
    expect(h).not.toContain('nicht berücksichtigt');
  });
  it('arbeitstage August 2025: Nördlingen 21, Würzburg 20, Baiersdorf 20 (2024: 22)', async () => {
    // August 2025: 21 Wochentage (siehe oben); Mariä Himmelfahrt Fr 15.8. -> 20, wo er gilt.
    const zeitraum = 'von=2025-08-01&bis=2025-08-31&land=BY';
    expect(await arbeitstage(`${zeitraum}&gemeinde=09779194`)).toBe(21);
    expect(await arbeitstage(`${zeitraum}&gemeinde=09663000`)).toBe(20);
    expect(await arbeitstage(`${zeitraum}&gemeinde=09572115`)).toBe(20);
    expect(await arbeitstage('von=2024-08-01&bis=2024-08-31&land=BY&gemeinde=09572115')).toBe(22);
  });
});

describe('Fronleichnam in Thüringen (§ 2 Abs. 2, § 10 Abs. 1 ThürFGtG; Merkblatt des Innenministeriums)', () => {
  const HEILIGENSTADT = '16061045';
  it('Landkreis Eichsfeld, Südeichsfeld, Geisa ganz; Anrode nur in Teilen; Erfurt, Mühlhausen nicht', async () => {
    for (const ags of [HEILIGENSTADT, '16061115', '16064074', '16063032'])
      expect(await tag(`jahr=2024&gemeinde=${ags}`, 'fronleichnam')).toMatchObject({
        datum: '2024-05-30',
        gemeinde_geltung: 'ganz',
      });
    expect(await tag('jahr=2024&gemeinde=16064073', 'fronleichnam')).toBeUndefined();
    const anrode = await tag('jahr=2024&gemeinde=16064073&regionale=true', 'fronleichnam');
    expect(anrode).toMatchObject({
      gemeinde_geltung: 'teilweise',
      gemeinde_gebiet: 'nur in den Ortsteilen Bickenriede und Zella',
    });
    for (const ags of ['16051000', '16064046']) {
      expect(await tag(`jahr=2024&gemeinde=${ags}`, 'fronleichnam')).toBeUndefined();
      expect(await hinweise(`/hr/feiertage?jahr=2024&gemeinde=${ags}`)).toContain(
        `Fronleichnam (2024-05-30) ist in der Gemeinde ${ags} kein gesetzlicher Feiertag`,
      );
    }
  });
  it('arbeitstage, sv-faelligkeit und payroll-jahreskalender Mai 2024 in Heilbad Heiligenstadt', async () => {
    // Mai 2024 in Thüringen wie in Sachsen (oben): 20 Arbeitstage, mit Fronleichnam Do 30.5. 19; Fälligkeit
    // 29.5., mit Fronleichnam 28.5.
    expect(await arbeitstage('von=2024-05-01&bis=2024-05-31&land=TH')).toBe(20);
    expect(await arbeitstage(`von=2024-05-01&bis=2024-05-31&land=TH&gemeinde=${HEILIGENSTADT}`)).toBe(19);
    const termin = async (q: string) => (await json(`/hr/sv-faelligkeit?datum=2024-05-10&${q}`)).termine[0];
    expect(await termin('land=TH')).toMatchObject({ faelligkeit: '2024-05-29' });
    expect(await termin(`gemeinde=${HEILIGENSTADT}`)).toMatchObject({ faelligkeit: '2024-05-28' });
    const k = await json(`/hr/payroll-jahreskalender?jahr=2024&land=TH&gemeinde_einzugsstelle=${HEILIGENSTADT}`);
    const sv = k.fristen.find(
      (f: { id: string; zeitraum: string }) => f.id === 'sv_faelligkeit' && f.zeitraum === '2024-05',
    );
    expect(sv.datum).toBe('2024-05-28');
  });
});

describe('Antworten für ein ganzes Land nennen die Tage einzelner Gemeinden', () => {
  it('Bayern 2024 und alle Länder', async () => {
    expect(await hinweise('/hr/feiertage?jahr=2024&land=BY')).toContain(
      'In Bayern gelten nur in einem Teil der Gemeinden: Augsburger Hohes Friedensfest (2024-08-08); Mariä ' +
        'Himmelfahrt (2024-08-15). Sie sind nicht berücksichtigt.',
    );
    expect(await hinweise('/hr/feiertage?jahr=2024')).toContain('Fronleichnam (2024-05-30): SN, TH');
    expect(await hinweise('/hr/arbeitstage?von=2024-05-01&bis=2024-05-31&land=TH')).toContain(
      'In Thüringen gelten nur in einem Teil der Gemeinden: Fronleichnam (2024-05-30)',
    );
    expect(await hinweise('/hr/sv-faelligkeit?jahr=2024&land=SN')).toContain('Fronleichnam (2024-05-30)');
  });
});

describe('Fehler', () => {
  it('unbekannter Schlüssel, falsche Form, Schlüssel eines anderen Landes', async () => {
    const unbekannt = await fehler('/hr/feiertage?jahr=2024&gemeinde=09761001');
    expect(unbekannt).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'gemeinde' });
    expect(unbekannt.nachricht).toContain('achtstellige Amtliche Gemeindeschlüssel (AGS) einer deutschen Gemeinde');
    for (const falsch of ['9761000', '17000000', '0976100x'])
      expect(await fehler(`/hr/feiertage?gemeinde=${falsch}`)).toMatchObject({
        code: 'ungueltiger_parameter',
        parameter: 'gemeinde',
      });
    const anderesLand = await fehler(`/hr/arbeitstage?von=2024-01-01&bis=2024-01-31&land=BY&gemeinde=${CROSTWITZ}`);
    expect(anderesLand).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'gemeinde' });
    expect(anderesLand.nachricht).toContain('liegt in Sachsen (SN), nicht in land=BY');
    expect(
      await fehler(`/hr/payroll-jahreskalender?jahr=2024&land_einzugsstelle=BY&gemeinde_einzugsstelle=${CROSTWITZ}`),
    ).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'gemeinde_einzugsstelle' });
    expect(await fehler(`/hr/sv-faelligkeit?jahr=2024&gemeinde=09761001`)).toMatchObject({ parameter: 'gemeinde' });
  });
});

// Lines longer than 75 octets are folded (RFC 5545 3.1); the tests read them unfolded.
const ics = async (pfad: string) => (await (await hole(pfad)).text()).replace(/\r\n /g, '');

describe('iCalendar folgt derselben Auswahl', () => {
  it('feiertage für Augsburg enthält den 8. August, München nicht', async () => {
    const augsburg = await ics(`/hr/feiertage?jahr=2024&gemeinde=${AUGSBURG}&format=ics`);
    expect(augsburg).toContain('UID:feiertag-augsburger_friedensfest-2024-08-08-09761000@hr-referenzdaten-api\r\n');
    expect(augsburg).toContain('DTSTART;VALUE=DATE:20240808\r\n');
    expect(augsburg.match(/BEGIN:VEVENT/g)).toHaveLength(14);
    const muenchen = await ics(`/hr/feiertage?jahr=2024&gemeinde=${MUENCHEN}&format=ics`);
    expect(muenchen).not.toContain('20240808');
    expect(muenchen).toContain('DTSTART;VALUE=DATE:20240815\r\n');
  });
  it('ein Tag nur in Teilen der Gemeinde trägt das im Titel', async () => {
    const bautzen = await ics(`/hr/feiertage?jahr=2024&gemeinde=${BAUTZEN}&regionale=true&format=ics`);
    expect(bautzen).toContain('SUMMARY:Fronleichnam (nur in Teilen der Gemeinde)\r\n');
  });
  it('payroll-jahreskalender mit gemeinde_einzugsstelle: Fälligkeit Mai 2024 am 28.5.', async () => {
    const kalender = await ics(
      `/hr/payroll-jahreskalender?jahr=2024&land=SN&gemeinde_einzugsstelle=${CROSTWITZ}&format=ics`,
    );
    expect(kalender).toContain('UID:frist-sv_faelligkeit-2024-05-SN-SN-14625080@hr-referenzdaten-api\r\n');
    const ereignis = kalender.split('BEGIN:VEVENT').find((e) => e.includes('UID:frist-sv_faelligkeit-2024-05-'));
    expect(ereignis).toContain('DTSTART;VALUE=DATE:20240528\r\n');
  });
});

describe('Daten der Gemeinden gegen ihre Quellen', () => {
  const d = datensatz('feiertage');
  const regeln = d.gemeinderegeln ?? [];
  const verzeichnis = d.gemeindeverzeichnis;
  it('Gemeindeverzeichnis: 10 793 Gemeinden am 25.01.2021, davon 2 056 in Bayern', () => {
    expect(verzeichnis?.gebietsstand).toBe('2021-01-25');
    const alle = Object.entries(verzeichnis?.kreise ?? {}).flatMap(([k, n]) => n.split(' ').map((x) => k + x));
    expect(alle).toHaveLength(10793);
    // 2 056 bayerische Gemeinden nennt das Landesamt für Statistik (PM 233/2014 und 217/2025).
    expect(alle.filter((a) => a.startsWith(LAND_SCHLUESSEL.BY))).toHaveLength(2056);
    expect(alle).toContain(AUGSBURG);
  });
  it('Sachsen: 14 heutige Gemeinden für die 25 Orte der Anlage, alle im Landkreis Bautzen (14625)', () => {
    const sn = regeln.find((r) => r.feiertag === 'fronleichnam' && r.land === 'SN');
    expect(sn?.uebrige).toBe('kein');
    expect(sn?.gemeinden).toHaveLength(14);
    expect(sn?.gemeinden.every((g) => g.ags.startsWith('14625'))).toBe(true);
    expect(sn?.gemeinden.filter((g) => g.geltung === 'ganz').map((g) => g.name)).toEqual([
      'Crostwitz',
      'Nebelschütz',
      'Panschwitz-Kuckau',
      'Puschwitz',
      'Räckelwitz',
      'Ralbitz-Rosenthal',
    ]);
  });
  const bayern = Object.entries(verzeichnis?.kreise ?? {})
    .filter(([k]) => k.startsWith(LAND_SCHLUESSEL.BY))
    .flatMap(([k, n]) => n.split(' ').map((x) => k + x));
  const mit = (jahr: number, praefix = '09') =>
    bayern
      .filter((a) => a.startsWith(praefix))
      .filter((a) => gemeindestatus(regeln, 'mariae_himmelfahrt', 'BY', a, jahr).geltung === 'ganz');
  it('Bayern: jede der 2 056 Gemeinden hat einen Status, 1 704 mit Feiertag 2014–2024, 1 708 ab 2025', () => {
    // PM 233/2014: 1 704 von 2 056 (Zensus 2011); PM 217/2025: 1 708 von 2 056 (Zensus 2022).
    for (const jahr of [2015, 2024, 2025, 2026])
      for (const a of bayern)
        expect(['ganz', 'kein']).toContain(gemeindestatus(regeln, 'mariae_himmelfahrt', 'BY', a, jahr).geltung);
    expect(mit(2015)).toHaveLength(1704);
    expect(mit(2024)).toHaveLength(1704);
    expect(mit(2025)).toHaveLength(1708);
    expect(mit(2026)).toHaveLength(1708);
  });
  it('Bayern 2025: genau acht Gemeinden ändern sich, sechs gewinnen, zwei verlieren (PM 217/2025)', () => {
    const vorher = new Set(mit(2024));
    const nachher = new Set(mit(2025));
    expect([...nachher].filter((a) => !vorher.has(a)).sort()).toEqual([
      '09476183', // Marktrodach
      '09572115', // Baiersdorf
      '09572164', // Weisendorf
      '09678176', // Schwebheim
      '09778171', // Memmingerberg
      '09779197', // Oettingen i.Bay.
    ]);
    expect([...vorher].filter((a) => !nachher.has(a)).sort()).toEqual(['09473165', '09477139']); // Seßlach, Marktschorgast
  });
  it('Bayern je Regierungsbezirk: Anteile des Landesamts und die 39 Gemeinden Unterfrankens ohne Feiertag 2025', () => {
    const anteil = (jahr: number, rb: string) =>
      Math.round((1000 * mit(jahr, rb).length) / bayern.filter((a) => a.startsWith(rb)).length) / 10;
    // Zensus 2011 (Landesamt, zitiert 2022): Oberbayern und Niederbayern alle, Oberpfalz 96,0 %, Schwaben 95,3 %,
    // Unterfranken 87,0 % der Gemeinden; Oberfranken 46,3 % und Mittelfranken 18,6 % nach der Volkszählung 1987
    // (PM 226/2013), 2014 unverändert in Oberfranken (Walsdorf gewinnt, Speichersdorf verliert), Mittelfranken
    // verliert Baiersdorf (katholisch.de 2013): 38 von 210 = 18,1 %.
    expect(['091', '092', '093', '094', '095', '096', '097'].map((rb) => anteil(2024, rb))).toEqual([
      100, 100, 96, 46.3, 18.1, 87, 95.3,
    ]);
    // Abfrage des Landesamts, Unterfranken ohne Feiertag (Zensus 2022): 39 Einträge.
    const uf = bayern.filter((a) => a.startsWith('096'));
    expect(uf.length - mit(2025, '096').length).toBe(39);
  });
  it('Thüringen: ganzer Landkreis Eichsfeld, acht Gemeinden im Unstrut-Hainich-Kreis und Wartburgkreis', () => {
    const th = regeln.find((r) => r.feiertag === 'fronleichnam' && r.land === 'TH');
    expect(th).toMatchObject({ uebrige: 'kein', praefixe_ganz: ['16061'] });
    expect(th?.gemeinden.map((g) => `${g.name}: ${g.geltung}`).sort()).toEqual([
      'Anrode: teilweise',
      'Buttlar: ganz',
      'Dermbach: teilweise',
      'Dünwald: teilweise',
      'Geisa, Stadt: ganz',
      'Rodeberg: teilweise',
      'Schleid: ganz',
      'Südeichsfeld: ganz',
    ]);
  });
});

describe('Prüfung der Gemeindedaten beim Laden', () => {
  const datei = 'data/feiertage.yaml';
  const roh = () => parse(readFileSync(join(import.meta.dirname, '..', '..', datei), 'utf8'));
  const probleme = (aendere: (d: any) => void) => {
    const d = roh();
    aendere(d);
    return pruefeDatei(datei, stringify(d)).probleme;
  };
  it('nimmt die Datei an', () => expect(probleme(() => {})).toEqual([]));
  it('meldet Schlüssel außerhalb des Landes, unbekannte Schlüssel und teilweise ohne gebiet', () => {
    const p = probleme((d) => {
      const sn = d.gemeinderegeln.find((r: any) => r.land === 'SN');
      sn.gemeinden[0].ags = '09761000';
      sn.gemeinden[1].ags = '14625999';
      delete sn.gemeinden.find((g: any) => g.geltung === 'teilweise').gebiet;
    });
    expect(p.join('\n')).toContain('(09761000 Crostwitz).ags: liegt nicht in SN (14…)');
    expect(p.join('\n')).toContain('(14625999 Nebelschütz).ags: nicht im gemeindeverzeichnis');
    expect(p.join('\n')).toContain('gebiet: genau bei geltung teilweise nennen');
  });
  it('meldet eine falsche Anzahl im Verzeichnis und Regeln, die sich in Jahren überschneiden', () => {
    const p = probleme((d) => {
      d.gemeindeverzeichnis.anzahl = 10792;
      delete d.gemeinderegeln.find((r: any) => r.ab_jahr === 2025).ab_jahr;
      d.gemeinderegeln.find((r: any) => r.land === 'TH').gemeinden[0].ab_jahr = 2030;
      d.gemeinderegeln.find((r: any) => r.land === 'TH').gemeinden[0].bis_jahr = 2029;
    });
    expect(p.join('\n')).toContain('gemeindeverzeichnis.anzahl: 10792 angegeben, die Liste enthält 10793 Gemeinden');
    expect(p.join('\n')).toContain('überschneidet sich mit gemeinderegeln');
    expect(p.join('\n')).toContain('(16064074 Südeichsfeld).bis_jahr: liegt vor ab_jahr');
  });
  it('meldet eine Regel für einen Tag, der im Land landesweit gilt', () => {
    const p = probleme((d) => {
      d.gemeinderegeln[0].feiertag = 'neujahr';
    });
    expect(p.join('\n')).toContain('feiertag: kein Feiertag dieser id gilt in BY nur in Teilen (teilweise)');
  });
});
