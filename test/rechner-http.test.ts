// Calculators through the gateway (Request in, Response out) on the real data of data/.
import { describe, expect, it } from 'vitest';
import { fehler, hole, json } from './http';

describe('Rechner über HTTP', () => {
  it('pausen: Dezimalkomma, Pflichtparameter, Bereich', async () => {
    expect(await json('/hr/pausen?arbeitszeit_stunden=9,5')).toMatchObject({ pause_minuten: 45, jugendlich: false });
    expect(await fehler('/hr/pausen')).toMatchObject({ code: 'parameter_fehlt', parameter: 'arbeitszeit_stunden' });
    expect(await fehler('/hr/pausen?arbeitszeit_stunden=25')).toMatchObject({
      code: 'ungueltiger_parameter',
      bereich: { min: 0, max: 24 },
    });
  });
  it('kuendigungsfrist: eintritt nach zugang ist ungültig', async () => {
    expect(await fehler('/hr/kuendigungsfrist?eintritt=2024-06-01&zugang=2024-05-15')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'eintritt',
    });
  });
  it('urlaubsanspruch: austritt vor eintritt ist ungültig', async () => {
    expect(
      await fehler('/hr/urlaubsanspruch?arbeitstage_pro_woche=5&eintritt=2024-06-01&austritt=2024-05-15'),
    ).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'austritt' });
  });
  it('regelaltersgrenze: ohne Geburtsangabe parameter_fehlt, Geburt in der Zukunft ungültig', async () => {
    expect(await fehler('/hr/regelaltersgrenze')).toMatchObject({ code: 'parameter_fehlt' });
    expect(await fehler('/hr/regelaltersgrenze?geburtsdatum=2027-01-01')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'geburtsdatum',
    });
  });
  it('mutterschutz: Termin und Geburt weit auseinander, Fehlgeburt ohne ssw, vor dem 1.6.2025', async () => {
    expect(await fehler('/hr/mutterschutz?termin=2024-06-15&geburt=2023-06-15')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'geburt',
    });
    expect(await fehler('/hr/mutterschutz?fall=fehlgeburt&geburt=2025-07-01')).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'ssw',
    });
    expect((await hole('/hr/mutterschutz?fall=fehlgeburt&geburt=2025-05-01&ssw=14')).status).toBe(404);
    expect(await json('/hr/mutterschutz?fall=fehlgeburt&geburt=2025-07-01&ssw=17')).toMatchObject({
      schutzfrist_ende: '2025-08-12',
      gesamt_tage: 42,
    });
  });
  it('feiertage: Standardjahr ist das laufende, land ohne Beachtung der Schreibweise', async () => {
    const b = await json('/hr/feiertage?land=by');
    expect(b).toMatchObject({ jahr: 2026, land: 'BY', land_name: 'Bayern' });
    expect(b.feiertage[0]).toMatchObject({ datum: '2026-01-01', id: 'neujahr', bundesweit: true });
  });
  it('feiertage als iCalendar mit stabiler UID', async () => {
    const r = await hole('/hr/feiertage?jahr=2024&land=BE&format=ics');
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="feiertage.ics"');
    const text = await r.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('UID:feiertag-frauentag-2024-03-08-BE@hr-referenzdaten-api\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20240308\r\nDTEND;VALUE=DATE:20240309\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(10);
    expect(text.split('\r\n').every((z) => Buffer.byteLength(z) <= 75)).toBe(true);
  });
  it('format=ics gibt es nur bei Kalendern', async () => {
    expect(await fehler('/hr/pausen?arbeitszeit_stunden=7&format=ics')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'format',
      erlaubt: ['json', 'csv'],
    });
  });
  it('payroll-jahreskalender: CSV eine Zeile je Frist, kategorie filtert', async () => {
    const text = await (await hole('/hr/payroll-jahreskalender?jahr=2024&land=BY&kategorie=steuer&format=csv')).text();
    const zeilen = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(zeilen[0].startsWith('id,name,kategorie,zeitraum,nominal,datum,wochentag,verschoben,grund')).toBe(true);
    expect(zeilen).toHaveLength(1 + 13); // 12 Monatsanmeldungen + Lohnsteuerbescheinigung
  });
  it('sv-faelligkeit: jahr und datum schließen sich aus', async () => {
    expect(await fehler('/hr/sv-faelligkeit?jahr=2024&datum=2024-05-01')).toMatchObject({
      code: 'ungueltiger_parameter',
    });
    expect((await json('/hr/sv-faelligkeit?datum=2024-05-10&land=BY')).termine).toHaveLength(1);
  });
  it('arbeitstage: Zeitraum nach 2035 hat keinen Wert', async () => {
    expect((await hole('/hr/arbeitstage?von=2035-12-01&bis=2036-01-31&land=BY')).status).toBe(404);
  });
  // Amounts from the Bekanntmachung 2025 (1.555,00 / 585,23 / 326,04); 3.005,50 -> row 3.000:
  // (3.000 - 2.466,27) x 4/10 = 213,49, as in the official table.
  it('pfaendungsfreigrenzen: Freibetrag und pfändbarer Betrag, mehr als fünf Personen zählen als fünf', async () => {
    expect(await json('/hr/pfaendungsfreigrenzen?datum=2025-12-01&unterhaltspflichten=2&netto=3005,50')).toMatchObject({
      unterhaltspflichten: 2,
      unterhaltspflichten_beruecksichtigt: 2,
      freibetrag_monat: 2466.27,
      netto_monat: 3005.5,
      pfaendbarer_betrag_monat: 213.49,
      gueltig_ab: '2025-07-01',
      gueltig_bis: '2026-06-30',
    });
    expect(await json('/hr/pfaendungsfreigrenzen?datum=2025-12-01&unterhaltspflichten=7')).toMatchObject({
      unterhaltspflichten: 7,
      unterhaltspflichten_beruecksichtigt: 5,
      freibetrag_monat: 3444.39,
      pfaendbarer_betrag_monat: null,
    });
    expect(await json('/hr/pfaendungsfreigrenzen?datum=2025-12-01&netto=1559,99')).toMatchObject({
      unterhaltspflichten: null,
      freibetrag_monat: null,
      pfaendbarer_betrag_monat: 0,
    });
  });
  // 2025: 100 Plätze, 2,99 besetzt -> Quote 2,99 %, 275 Euro; 2,01 x 12 x 275 = 6.633.
  it('ausgleichsabgabe: Rechnung mit arbeitsplaetze und besetzt, besetzt allein fehlt arbeitsplaetze', async () => {
    expect(await json('/hr/ausgleichsabgabe?jahr=2025&arbeitsplaetze=100&besetzt=2,99')).toMatchObject({
      arbeitsplaetze: 100,
      besetzt: 2.99,
      pflichtplaetze: 5,
      beschaeftigungsquote_prozent: 2.99,
      stufe: 'quote_2_bis_unter_3',
      betrag_monat: 275,
      abgabe_jahr: 6633,
    });
    expect(await fehler('/hr/ausgleichsabgabe?jahr=2025&besetzt=2')).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'arbeitsplaetze',
    });
  });
  // Bekanntmachung für Beginn 2024: 649 / 766 / 876 / 909 Euro; the start year's amount counts
  // for every later training year.
  it('mindestausbildungsverguetung: Betrag des Beginnjahres auch im dritten Ausbildungsjahr', async () => {
    expect(await json('/hr/mindestausbildungsverguetung?beginn=2024-08-01&ausbildungsjahr=3')).toMatchObject({
      beginn: '2024-08-01',
      ausbildungsjahr: 3,
      mindestverguetung_monat: 876,
    });
    expect(await fehler('/hr/mindestausbildungsverguetung?ausbildungsjahr=2')).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 'beginn',
    });
    // Before 2020 the law had no minimum: outside the coverage, as for dates of other datasets.
    expect(await fehler('/hr/mindestausbildungsverguetung?beginn=2019-12-31')).toMatchObject({ code: 'kein_wert' });
  });
  it('Rechner haben keinen Verlauf', async () => {
    expect((await fehler('/hr/pausen/verlauf')).code).toBe('nicht_gefunden');
  });
});
