// /v1/hr/lohnsteuer through the gateway; expected amounts are results of the BMF-Steuerrechner's
// external interface for 2026 (see pap.test.ts for their provenance).
import { describe, expect, it } from 'vitest';
import { fehler, hole, json } from '../http';

describe('/hr/lohnsteuer', () => {
  it('Monat 2026, Steuerklasse I, Zusatzbeitrag 2,5 %, kinderlos: Werte der BMF-Schnittstelle', async () => {
    const b = await json('/hr/lohnsteuer?datum=2026-01-31&lzz=2&re4=500000&stkl=1&kvz=2.5&pvz=1');
    expect(b).toMatchObject({
      datensatz: 'lohnsteuer',
      pap_version: '2026',
      lstlzz: 78583,
      solzlzz: 0,
      bk: 0,
      wvfrb: 3441600,
      vfrb: 123000,
      stv: null,
    });
    expect(b.pap).toMatchObject({ datei: 'data/lohnsteuer/Lohnsteuer2026.xml', gueltig_ab: '2026-01-01' });
    expect(b.eingaben).toMatchObject({ lzz: 2, re4: 500000, stkl: 1, kvz: 2.5, pvz: 1, r: 0 });
    expect(b.protokoll).toBeUndefined();
    expect(b.hinweise[0]).toContain('BMF-Steuerrechners');
  });
  it('Steuerklasse VI, Jahr 100.000 Euro, Solidaritätszuschlag (BMF-Schnittstelle)', async () => {
    expect(await json('/hr/lohnsteuer?jahr=2026&lzz=1&re4=10000000&stkl=6')).toMatchObject({
      lstlzz: 3128900,
      solzlzz: 130174,
      wvfrb: 7221400,
    });
  });
  it('protokoll=true nennt die PAP-Schritte, die lstlzz gesetzt haben', async () => {
    const b = await json('/hr/lohnsteuer?datum=2026-03-31&lzz=2&re4=500000&protokoll=true');
    const schritte = b.protokoll.filter((s: { variable: string }) => s.variable === 'lstlzz');
    expect(schritte.at(-1)).toMatchObject({ variable: 'lstlzz', wert: 81741 });
    expect(schritte.at(-1).methode).toMatch(/^[A-Z0-9]+$/);
  });
  it('Fassung nach datum: 2024 bis November und Dezember, 2023 ab Juli, 2015 Dezember', async () => {
    expect((await json('/hr/lohnsteuer?datum=2024-11-30&re4=5000000')).pap_version).toBe('2024_bis_november');
    expect((await json('/hr/lohnsteuer?datum=2024-12-31&re4=5000000')).pap_version).toBe('2024_dezember');
    expect((await json('/hr/lohnsteuer?datum=2023-07-31&re4=5000000')).pap_version).toBe('2023_ab_juli');
    expect((await json('/hr/lohnsteuer?datum=2015-12-31&re4=5000000')).pap_version).toBe('2015_dezember');
    const j = await json('/hr/lohnsteuer?jahr=2024&re4=5000000');
    expect(j.pap_version).toBe('2024_bis_november');
    expect(j.hinweise.some((h: string) => h.includes('2024_dezember'))).toBe(true);
    expect(j.hinweise[0]).toContain('Prüftabellen des BMF');
  });
  it('Fehler: re4 fehlt, Werte einer anderen Fassung, datum und jahr zusammen, vor 2015', async () => {
    expect(await fehler('/hr/lohnsteuer?datum=2026-01-31')).toMatchObject({
      code: 'parameter_fehlt',
      parameter: 're4',
    });
    expect(await fehler('/hr/lohnsteuer?datum=2026-01-31&re4=1&krv=2')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'krv',
    });
    expect(await fehler('/hr/lohnsteuer?datum=2026-01-31&re4=1&pkv=2')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'pkv',
    });
    expect(await fehler('/hr/lohnsteuer?datum=2025-01-31&re4=1&alv=1')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'alv',
    });
    expect(await fehler('/hr/lohnsteuer?datum=2026-01-31&jahr=2026&re4=1')).toMatchObject({
      code: 'ungueltiger_parameter',
    });
    expect(await fehler('/hr/lohnsteuer?re4=1&stkl=7')).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'stkl',
      bereich: { min: 1, max: 6 },
    });
    expect((await hole('/hr/lohnsteuer?datum=2014-12-31&re4=1')).status).toBe(404);
  });
  it('CSV: eine Zeile mit den Ausgaben', async () => {
    const text = await (await hole('/hr/lohnsteuer?datum=2026-01-31&lzz=2&re4=500000&format=csv')).text();
    expect(text).toContain('lstlzz');
    expect(text).toContain('81741');
  });
  it('Kirchensteuer: Satz des Landes auf bk (Handrechnung: bk 4.196 Euro, Bayern 8 %, Nordrhein-Westfalen 9 %)', async () => {
    const q = '/hr/lohnsteuer?datum=2026-12-31&lzz=1&re4=5000000&kvz=0&zkf=1&r=1';
    expect(await json(`${q}&land=BY`)).toMatchObject({
      bk: 419600,
      land: 'BY',
      kirchensteuersatz: 8,
      kirchensteuer_lzz: 33568,
      kirchensteuer_sonstb: 0,
    });
    const nw = await json(`${q}&land=nw`);
    expect(nw).toMatchObject({ land: 'NW', kirchensteuersatz: 9, kirchensteuer_lzz: 37764 });
    expect(nw.quellen.some((x: { url: string }) => x.url.includes('hamburg.de'))).toBe(true);
    expect(await json('/hr/lohnsteuer?datum=2026-12-31&lzz=1&re4=5000000&land=BY')).toMatchObject({
      kirchensteuer_lzz: null,
      kirchensteuersatz: null,
    });
  });
  // Niedersachsen 2024: Kirchensteuerabzug vom Arbeitslohn höchstens 3,5 v. H. des auf das zu
  // versteuernde Einkommen umzurechnenden Arbeitslohns (Erlass vom 10. April 2024, Nr. 1.1); the
  // calculator names the cap instead of applying it, and only where the data has one for the year.
  it('Kirchensteuer: nennt die Kappung des Landes, ohne sie anzuwenden', async () => {
    const q = '/hr/lohnsteuer?datum=2024-06-30&lzz=2&re4=2000000&r=1';
    const ni = await json(`${q}&land=NI`);
    expect(ni.kirchensteuer_lzz).toBe(Math.floor((ni.bk * 9) / 100));
    expect(ni.hinweise.join(' ')).toMatch(/Kappung in NI: höchstens 3,5 % des zu versteuernden Einkommens/);
    // The cap's own source (Erlass vom 10. April 2024, read at Deubner) is among the answer's sources.
    expect(ni.quellen.some((x: { url: string }) => x.url.includes('erlass-vom-10042024'))).toBe(true);
    expect((await json(`${q}&land=BY`)).hinweise.join(' ')).not.toMatch(/Kappung/);
    expect(
      (await json('/hr/lohnsteuer?datum=2023-06-30&lzz=2&re4=2000000&r=1&land=NI')).hinweise.join(' '),
    ).not.toMatch(/Kappung in NI/);
  });
  it('/hr/kirchensteuer: Sätze je Land mit Verlauf', async () => {
    const b = await json('/hr/kirchensteuer?datum=2026-01-01');
    const wert = (id: string) => b.bestandteile.find((x: { id: string }) => x.id === id).wert;
    expect(wert('satz_by')).toBe(8);
    expect(wert('satz_bw')).toBe(8);
    expect(wert('satz_nw')).toBe(9);
    // 16 general rates plus the Kappung of Berlin and the Brandenburg Pauschsatz, the only added
    // components valid on 2026-01-01 (Sachsen 2024, Thüringen 2023, Bayern 2015-2018 are limited
    // to the years of the evaluated Bekanntmachungen).
    expect(b.bestandteile.filter((x: { id: string }) => x.id.startsWith('satz_'))).toHaveLength(16);
    expect(wert('kappung_be')).toBe(3);
    expect(wert('pauschal_bb')).toBe(5);
    expect(b.bestandteile).toHaveLength(18);
    expect((await hole('/hr/kirchensteuer/verlauf?format=csv')).status).toBe(200);
  });
});
