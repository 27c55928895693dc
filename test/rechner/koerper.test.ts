// POST beside GET (issue 38): the payslip's request as a JSON body with groups gives the same answer
// as the GET with the same inputs, and every error names the JSON path. The mapping from the query
// parameters to the body is the table, written out here by hand (not taken from the code),
// so a wrong derivation in anfrage.ts fails this test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleAntworter } from '../../src/api/antworten';
import { leseParameter } from '../../src/vertrag/parameter';
import { hole } from '../http';

const { laufzeit } = baue();
const antworter = erstelleAntworter({ daten: laufzeit, ...UMGEBUNG });
const HEUTE = '2026-03-10';

type Richtung = 'brutto-netto' | 'netto-brutto';

// The table: group of each query parameter.
const GRUPPE: Record<string, string> = {
  steuerklasse: 'person',
  faktor: 'person',
  kinderfreibetraege: 'person',
  kirchensteuer: 'person',
  land: 'person',
  rechtskreis: 'person',
  geburtsdatum: 'person',
  geburtsjahr: 'person',
  kinder: 'person',
  kinder_unter_25: 'person',
  freibetrag: 'person',
  hinzurechnung: 'person',
  personengruppe: 'person',
  krankenversicherung: 'versicherung',
  zusatzbeitrag: 'versicherung',
  pkv_beitrag: 'versicherung',
  ppv_beitrag: 'versicherung',
  rentenversicherung: 'versicherung',
  bestandsschutz_134: 'versicherung',
  u1_satz: 'versicherung',
  u2_satz: 'versicherung',
  geldwerter_vorteil: 'bezuege',
  sachbezug: 'bezuege',
  entgeltumwandlung: 'bezuege',
  bav_arbeitgeberzuschuss: 'bezuege',
  fahrtkostenzuschuss: 'bezuege',
  fahrtkosten_entfernung_km: 'bezuege',
  fahrtkosten_arbeitstage: 'bezuege',
  jobticket: 'bezuege',
  jobticket_zuschuss: 'bezuege',
  internetzuschuss: 'bezuege',
  erholungsbeihilfe: 'bezuege',
  mahlzeiten_fruehstueck: 'bezuege',
  mahlzeiten_mittag: 'bezuege',
  mahlzeiten_abend: 'bezuege',
  mahlzeiten_pauschal: 'bezuege',
  altersteilzeit_aufstockung: 'bezuege',
  altersteilzeit_rv_zusatz: 'bezuege',
  jahresarbeitslohn: 'einmalzahlung',
  kv_entgelt_bisher: 'einmalzahlung',
  rv_entgelt_bisher: 'einmalzahlung',
  sv_tage_bisher: 'einmalzahlung',
  vorjahr_kv_entgelt: 'einmalzahlung',
  vorjahr_rv_entgelt: 'einmalzahlung',
  vorjahr_sv_tage: 'einmalzahlung',
  sv_tage: 'teilmonat',
  teillohnzahlungszeitraum: 'teilmonat',
};
const OBEN = new Set(['datum', 'brutto', 'netto', 'protokoll']);

// The body a GET's typed parameters stand for, by the table.
function koerperAus(p: Record<string, string | number | boolean>): Record<string, any> {
  const k: Record<string, any> = { person: {} };
  const gruppe = (g: string) => {
    k[g] ??= {};
    return k[g];
  };
  const zuschlaege: Record<string, any> = {};
  for (const [name, w] of Object.entries(p)) {
    if (OBEN.has(name)) k[name] = w;
    else if (GRUPPE[name]) gruppe(GRUPPE[name])[name] = w;
    else if (name === 'einmalzahlung') gruppe('einmalzahlung').betrag = w;
    else if (name === 'einmalzahlung_art') gruppe('einmalzahlung').art = w;
    else if (name.startsWith('dienstwagen_')) gruppe('dienstwagen')[name.slice('dienstwagen_'.length)] = w;
    else if (name.startsWith('mehrfach_')) gruppe('mehrfach')[name.slice('mehrfach_'.length)] = w;
    else if (name === 'sfn_grundlohn_stunde') gruppe('sfn').grundlohn_stunde = w;
    else {
      const t = /^sfn_(stunden|satz)_(.+)$/.exec(name);
      if (!t) throw new Error(`Parameter ${name} steht nicht in der Tabelle`);
      zuschlaege[t[2]] ??= { art: t[2] };
      zuschlaege[t[2]][t[1]] = w;
    }
  }
  const liste = Object.values(zuschlaege);
  if (liste.length || k.sfn) gruppe('sfn').zuschlaege = liste;
  return k;
}

function get(id: Richtung, abfrage: string): { status: number; body: any } {
  const d = laufzeit.datensaetze[id];
  try {
    return { status: 200, body: JSON.parse(antworter.datensatz(d, leseParameter(d.parameter, abfrage), HEUTE).body) };
  } catch (e: any) {
    if (typeof e?.koerper !== 'function') throw e;
    return { status: e.status, body: e.koerper() };
  }
}

function post(id: Richtung, koerper: unknown): { status: number; body: any } {
  const d = laufzeit.datensaetze[id];
  try {
    return { status: 200, body: JSON.parse(antworter.koerper(d, koerper, {}, HEUTE).body) };
  } catch (e: any) {
    if (typeof e?.koerper !== 'function') throw e;
    return { status: e.status, body: e.koerper() };
  }
}

const LAENDER = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'];
const euro = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
const vielleicht = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });

// Valid combinations over every group, 2015 to 2026; refusals of the engine count too (both ways
// must refuse alike).
const anfrage = fc
  .record({
    monat: fc.integer({ min: 2015 * 12, max: 2026 * 12 + 11 }),
    betrag: euro(0, 12_000),
    steuerklasse: fc.integer({ min: 1, max: 6 }),
    land: fc.constantFrom(...LAENDER),
    kirchensteuer: vielleicht(fc.boolean()),
    kinder: vielleicht(fc.integer({ min: 0, max: 4 })),
    kinderfreibetraege: vielleicht(fc.constantFrom(0, 0.5, 1, 2)),
    geburtsjahr: vielleicht(fc.integer({ min: 1950, max: 2004 })),
    personengruppe: vielleicht(fc.constantFrom('101', '102', '106', '109', '110', '119', '120', '121')),
    freibetrag: vielleicht(euro(0, 400)),
    privat: vielleicht(euro(200, 900)),
    zusatzbeitrag: vielleicht(fc.constantFrom(1.1, 2.5, 3.4)),
    u1: vielleicht(fc.constantFrom(1.6, 2.8)),
    bestandsschutz: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 19 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
    geldwerter_vorteil: vielleicht(euro(0, 200)),
    sachbezug: vielleicht(euro(0, 60)),
    fahrtkostenzuschuss: vielleicht(euro(0, 150)),
    fahrt: vielleicht(fc.record({ km: fc.integer({ min: 0, max: 60 }), tage: fc.integer({ min: 0, max: 23 }) })),
    internetzuschuss: vielleicht(euro(0, 50)),
    fruehstueck: vielleicht(fc.integer({ min: 0, max: 22 })),
    mittag: vielleicht(fc.integer({ min: 0, max: 22 })),
    mahlzeiten_pauschal: vielleicht(fc.boolean()),
    entgeltumwandlung: vielleicht(euro(0, 300)),
    einmalzahlung: vielleicht(euro(1, 8_000)),
    art: vielleicht(fc.constantFrom('sonstiger_bezug', 'mehrjaehrig', 'entschaedigung')),
    jahresarbeitslohn: vielleicht(euro(10_000, 90_000)),
    sv_tage: vielleicht(fc.integer({ min: 1, max: 30 })),
    mehrfach: vielleicht(
      fc.record({ weitere: euro(0, 4_000), minijobs: euro(0, 300), ganzerMonat: vielleicht(fc.boolean()) }),
    ),
    wagen: vielleicht(
      fc.record({
        preis: euro(20_000, 80_000),
        antrieb: fc.constantFrom('verbrenner', 'elektro'),
        km: fc.integer({ min: 0, max: 40 }),
      }),
    ),
    sfn: vielleicht(
      fc.record({
        grundlohn: euro(12, 40),
        nacht: euro(0, 40),
        sonntag: euro(0, 16),
        satz: vielleicht(fc.constantFrom(10, 25, 50)),
      }),
    ),
  })
  .map((r) => {
    const j = Math.floor(r.monat / 12);
    const m = String((r.monat % 12) + 1).padStart(2, '0');
    const q: string[] = [`datum=${j}-${m}-15`, `land=${r.land}`, `steuerklasse=${r.steuerklasse}`];
    const setze = (n: string, w: unknown) => {
      if (w !== undefined) q.push(`${n}=${w}`);
    };
    setze('kirchensteuer', r.kirchensteuer);
    setze('kinder', r.kinder);
    setze('kinderfreibetraege', r.kinderfreibetraege);
    setze('geburtsjahr', r.geburtsjahr);
    setze('personengruppe', r.personengruppe);
    setze('freibetrag', r.freibetrag);
    if (r.privat !== undefined) q.push('krankenversicherung=privat', `pkv_beitrag=${r.privat}`);
    else setze('zusatzbeitrag', r.zusatzbeitrag);
    setze('u1_satz', r.u1);
    setze('bestandsschutz_134', r.bestandsschutz);
    setze('geldwerter_vorteil', r.geldwerter_vorteil);
    setze('sachbezug', r.sachbezug);
    setze('fahrtkostenzuschuss', r.fahrtkostenzuschuss);
    if (r.fahrt) q.push(`fahrtkosten_entfernung_km=${r.fahrt.km}`, `fahrtkosten_arbeitstage=${r.fahrt.tage}`);
    setze('internetzuschuss', r.internetzuschuss);
    setze('mahlzeiten_fruehstueck', r.fruehstueck);
    setze('mahlzeiten_mittag', r.mittag);
    setze('mahlzeiten_pauschal', r.mahlzeiten_pauschal);
    setze('entgeltumwandlung', r.entgeltumwandlung);
    if (r.einmalzahlung !== undefined) {
      setze('einmalzahlung', r.einmalzahlung);
      setze('einmalzahlung_art', r.art);
      setze('jahresarbeitslohn', r.jahresarbeitslohn);
    }
    setze('sv_tage', r.sv_tage);
    if (r.mehrfach) {
      q.push(
        `mehrfach_weitere_entgelt=${r.mehrfach.weitere}`,
        `mehrfach_weitere_minijobs_entgelt=${r.mehrfach.minijobs}`,
      );
      setze('mehrfach_weitere_ganzer_monat', r.mehrfach.ganzerMonat);
    }
    if (r.wagen) {
      q.push(`dienstwagen_listenpreis=${r.wagen.preis}`, `dienstwagen_antrieb=${r.wagen.antrieb}`);
      if (r.wagen.antrieb !== 'verbrenner') q.push(`dienstwagen_anschaffung=${j - 1}-06-01`);
      if (r.wagen.km) q.push(`dienstwagen_entfernung_km=${r.wagen.km}`);
    }
    if (r.sfn) {
      q.push(`sfn_grundlohn_stunde=${r.sfn.grundlohn}`);
      if (r.sfn.nacht > 0) q.push(`sfn_stunden_nacht=${r.sfn.nacht}`);
      if (r.sfn.sonntag > 0) {
        q.push(`sfn_stunden_sonntag=${r.sfn.sonntag}`);
        setze('sfn_satz_sonntag', r.sfn.satz);
      }
    }
    return { q: q.join('&'), betrag: r.betrag };
  });

describe('POST = GET: dieselbe Antwort für dieselben Eingaben', () => {
  for (const [id, name] of [
    ['brutto-netto', 'brutto'],
    ['netto-brutto', 'netto'],
  ] as const) {
    it(`${id}: zufällige Eingaben über alle Gruppen`, () => {
      let gerechnet = 0;
      let abgelehnt = 0;
      fc.assert(
        fc.property(anfrage, ({ q, betrag }) => {
          const abfrage = `?${q}&${name}=${betrag}`;
          const g = get(id, abfrage);
          const d = laufzeit.datensaetze[id];
          const k = koerperAus(leseParameter(d.parameter, abfrage));
          const p = post(id, JSON.parse(JSON.stringify(k)));
          expect(p.status, abfrage).toBe(g.status);
          if (g.status === 200) {
            gerechnet++;
            expect(p.body, abfrage).toEqual(g.body);
          } else {
            abgelehnt++;
            expect(p.body.fehler.code, abfrage).toBe(g.body.fehler.code);
          }
        }),
        { numRuns: id === 'brutto-netto' ? 300 : 60, seed: 38 },
      );
      // Both kinds of answers were compared (the generator reaches computed and refused payslips).
      expect(gerechnet).toBeGreaterThanOrEqual(id === 'brutto-netto' ? 100 : 15);
      expect(abgelehnt).toBeGreaterThan(0);
    });
  }

  it('Altersteilzeit (103) mit Aufstockung und zusätzlicher RV-Einnahme: POST = GET', () => {
    const q =
      '?datum=2025-06-15&brutto=2500&land=HE&personengruppe=103&geburtsdatum=1962-05-10' +
      '&altersteilzeit_aufstockung=500&altersteilzeit_rv_zusatz=2000';
    const g = get('brutto-netto', q);
    const p = post('brutto-netto', {
      datum: '2025-06-15',
      brutto: 2500,
      person: { land: 'HE', personengruppe: '103', geburtsdatum: '1962-05-10' },
      bezuege: { altersteilzeit_aufstockung: 500, altersteilzeit_rv_zusatz: 2000 },
    });
    expect(g.status).toBe(200);
    expect(p.body).toEqual(g.body);
  });

  it('ein Beispiel aus dem README: 3 500 Euro in Hessen, kirchensteuerpflichtig, März 2026', () => {
    const g = get('brutto-netto', '?datum=2026-03-15&brutto=3500&land=HE&kirchensteuer=true');
    const p = post('brutto-netto', { datum: '2026-03-15', brutto: 3500, person: { land: 'HE', kirchensteuer: true } });
    expect(p.status).toBe(200);
    expect(p.body).toEqual(g.body);
  });
});

describe('Eigenheiten des GET, die das Formular der Rechnerseite braucht', () => {
  it('Dienstwagen-Parameter mit ihrem Standard allein sind kein Dienstwagen, ein anderer Wert ohne Listenpreis ist 400', () => {
    const ohne = get('brutto-netto', '?datum=2025-05-15&brutto=3500&land=HE');
    const standard = get(
      'brutto-netto',
      '?datum=2025-05-15&brutto=3500&land=HE&dienstwagen_antrieb=verbrenner&dienstwagen_zuzahlung_monat=0',
    );
    expect(standard).toEqual(ohne);
    const elektro = get('brutto-netto', '?datum=2025-05-15&brutto=3500&land=HE&dienstwagen_antrieb=elektro');
    expect(elektro.status).toBe(400);
    expect(elektro.body.fehler).toMatchObject({ code: 'parameter_fehlt', parameter: 'dienstwagen_listenpreis' });
  });

  it('Stunden 0 sind kein Zuschlag; ein Satz ohne Stunden ist 400 am Satz', () => {
    const ohne = get('brutto-netto', '?datum=2025-05-15&brutto=3500&land=HE');
    expect(get('brutto-netto', '?datum=2025-05-15&brutto=3500&land=HE&sfn_stunden_nacht=0')).toEqual(ohne);
    const satz = get(
      'brutto-netto',
      '?datum=2025-05-15&brutto=3500&land=HE&sfn_grundlohn_stunde=20&sfn_satz_sonntag=50',
    );
    expect(satz.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn_satz_sonntag' });
  });
});

describe('Veröffentlichte Fälle als Körper', () => {
  // Haufe Personal Office, "Teillohnzahlungszeitraum, 1.2" (2024), as in teilmonat.test.ts: 16 SV days,
  // 4.200 Euro; KV/PV 62.100 / 360 × 16 = 2.760,00, RV/AV 90.600 / 360 × 16 = 4.026,67 Euro.
  it('Haufe 2024: 16 SV-Tage, 4.200 Euro', () => {
    const r = post('brutto-netto', {
      datum: '2024-09-15',
      brutto: 4200,
      person: { land: 'HE' },
      teilmonat: { sv_tage: 16 },
    });
    expect(r.status).toBe(200);
    expect(r.body.bemessung).toMatchObject({ kv_pv: 2760, rv_av: 4026.67 });
    expect(r.body.arbeitnehmer).toMatchObject({
      kv: 201.48,
      kv_zusatzbeitrag: 23.46,
      pv: 63.48,
      rv: 374.48,
      av: 52.35,
    });
  });

  // NWB, Stier, Praxis-Leitfaden Lohn und Gehalt 2017 (Dokument 688065): 1.947,83 Euro für 22 Tage,
  // Tageslohn 88,54; je Tag 11,47 / 0,63 / 1,03 Euro, mal 22: 252,34, 13,86 und 22,66 Euro.
  it('NWB 2017: 1.947,83 Euro für 22 Tage', () => {
    const r = post('brutto-netto', {
      datum: '2017-06-15',
      brutto: 1947.83,
      person: { land: 'HE', kirchensteuer: true },
      versicherung: { zusatzbeitrag: 1.1 },
      teilmonat: { sv_tage: 22 },
    });
    expect(r.status).toBe(200);
    expect(r.body.teilmonat.tageslohn).toBe(88.54);
    expect(r.body.arbeitnehmer).toMatchObject({
      lohnsteuer: 252.34,
      solidaritaetszuschlag: 13.86,
      kirchensteuer: 22.66,
    });
  });
});

describe('Fehler eines Körpers nennen den JSON-Pfad', () => {
  const basis = { datum: '2025-05-15', brutto: 3500, person: { land: 'HE' } };
  it.each([
    [{ ...basis, person: { land: 'HE', steuerklase: 1 } }, 'unbekannter_parameter', 'person.steuerklase'],
    [{ ...basis, person: { land: 'HE', steuerklasse: 7 } }, 'ungueltiger_parameter', 'person.steuerklasse'],
    [{ ...basis, person: { land: 'HE', steuerklasse: '1' } }, 'ungueltiger_parameter', 'person.steuerklasse'],
    [{ ...basis, person: {} }, 'parameter_fehlt', 'person.land'],
    [{ datum: '2025-05-15', person: { land: 'HE' } }, 'parameter_fehlt', 'brutto'],
    [{ ...basis, brutto: 3500.005 }, 'ungueltiger_parameter', 'brutto'],
    [{ ...basis, datum: '2025-02-30' }, 'ungueltiger_parameter', 'datum'],
    [{ ...basis, dienstwagen: { antrieb: 'elektro' } }, 'parameter_fehlt', 'dienstwagen.listenpreis'],
    [
      { ...basis, dienstwagen: { listenpreis: 40000, antrieb: 'elektro' } },
      'parameter_fehlt',
      'dienstwagen.anschaffung',
    ],
    [
      {
        ...basis,
        sfn: {
          grundlohn_stunde: 20,
          zuschlaege: [
            { art: 'nacht', stunden: 10 },
            { art: 'sonntag', stunden: -1 },
          ],
        },
      },
      'ungueltiger_parameter',
      'sfn.zuschlaege[1].stunden',
    ],
    [
      {
        ...basis,
        sfn: {
          grundlohn_stunde: 20,
          zuschlaege: [
            { art: 'nacht', stunden: 10 },
            { art: 'nacht', stunden: 2 },
          ],
        },
      },
      'ungueltiger_parameter',
      'sfn.zuschlaege[1].art',
    ],
    [{ ...basis, sfn: { zuschlaege: [{ art: 'nacht', stunden: 10 }] } }, 'parameter_fehlt', 'sfn.grundlohn_stunde'],
    [{ ...basis, versicherung: { krankenversicherung: 'privat' } }, 'parameter_fehlt', 'versicherung.pkv_beitrag'],
    [{ ...basis, einmalzahlung: { art: 'mehrjaehrig' } }, 'parameter_fehlt', 'einmalzahlung.betrag'],
    [
      { ...basis, einmalzahlung: { betrag: 0, jahresarbeitslohn: 1 } },
      'ungueltiger_parameter',
      'einmalzahlung.jahresarbeitslohn',
    ],
    // The Altersteilzeit's amounts only with Personengruppe 103; a Zusatzbeitrag not with 122 (issue 41).
    [
      { ...basis, bezuege: { altersteilzeit_aufstockung: 100 } },
      'ungueltiger_parameter',
      'bezuege.altersteilzeit_aufstockung',
    ],
    [
      { ...basis, person: { land: 'HE', personengruppe: '122' }, versicherung: { zusatzbeitrag: 1.7 } },
      'ungueltiger_parameter',
      'versicherung.zusatzbeitrag',
    ],
    // An engine refusal named by query parameter comes back with its path.
    [{ ...basis, bezuege: { entgeltumwandlung: 4000 } }, 'ungueltiger_parameter', 'bezuege.entgeltumwandlung'],
    [
      { ...basis, versicherung: { rentenversicherung: 'befreit' } },
      'ungueltiger_parameter',
      'versicherung.rentenversicherung',
    ],
  ])('%j → %s %s', (koerper, code, parameter) => {
    const r = post('brutto-netto', koerper);
    expect(r.status).toBe(400);
    expect(r.body.fehler).toMatchObject({ code, parameter });
    // The rules of the request name the path; the engine's own refusals name the field.
    expect(r.body.fehler.nachricht).toContain(
      parameter
        .split('.')
        .pop()
        ?.replace(/\[\d+\]$/, ''),
    );
  });

  it('ein Bereichsfehler nennt den Bereich', () => {
    const r = post('brutto-netto', { ...basis, person: { land: 'HE', steuerklasse: 7 } });
    expect(r.body.fehler).toMatchObject({ bereich: { min: 1, max: 6 } });
  });
});

describe('POST im Tor', () => {
  const mitSchluessel = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { authorization: 'Bearer gut', 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const koerper = JSON.stringify({ datum: '2026-03-15', brutto: 3500, person: { land: 'HE', kirchensteuer: true } });

  it('antwortet wie GET, ohne ETag und ohne Cache', async () => {
    const r = await hole('/hr/brutto-netto', mitSchluessel({ method: 'POST', body: koerper }));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('etag')).toBeNull();
    const g = await hole('/hr/brutto-netto?datum=2026-03-15&brutto=3500&land=HE&kirchensteuer=true');
    expect(await r.json()).toEqual(await g.json());
  });

  it('format=csv in der Abfrage, alles andere im Körper', async () => {
    const r = await hole('/hr/brutto-netto?format=csv', mitSchluessel({ method: 'POST', body: koerper }));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    const f = await hole('/hr/brutto-netto?brutto=3500', mitSchluessel({ method: 'POST', body: koerper }));
    expect(f.status).toBe(400);
    expect((await f.json()).fehler).toMatchObject({ code: 'unbekannter_parameter', parameter: 'brutto' });
  });

  it.each([
    ['kein JSON', { body: '{"brutto": 3500,' }, 400, 'ungueltiger_koerper'],
    ['leerer Körper', { body: '' }, 400, 'ungueltiger_koerper'],
    ['JSON, aber kein Objekt', { body: '[1,2]' }, 400, 'ungueltiger_parameter'],
    ['falscher Inhaltstyp', { body: koerper, headers: { 'content-type': 'text/plain' } }, 415, 'falscher_inhaltstyp'],
    ['über 16 KiB', { body: JSON.stringify({ datum: '2026-03-15', x: 'a'.repeat(17_000) }) }, 413, 'koerper_zu_gross'],
  ])('%s: %i %s', async (_, init, status, code) => {
    const r = await hole('/hr/brutto-netto', mitSchluessel({ method: 'POST', ...init }));
    expect(r.status).toBe(status);
    expect((await r.json()).fehler.code).toBe(code);
  });

  it('ohne Schlüssel 401 vor jeder Prüfung des Körpers', async () => {
    const r = await hole('/hr/brutto-netto', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(401);
  });

  it('POST nur, wo ein Körper beschrieben ist; Allow und Preflight sagen es', async () => {
    const m = await hole('/hr/mindestlohn', mitSchluessel({ method: 'POST', body: '{}' }));
    expect(m.status).toBe(405);
    expect(m.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const put = await hole('/hr/netto-brutto', mitSchluessel({ method: 'PUT', body: '{}' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    const vorab = await hole('/hr/brutto-netto', { method: 'OPTIONS' });
    expect(vorab.status).toBe(204);
    expect(vorab.headers.get('access-control-allow-methods')).toContain('POST');
    expect(vorab.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });
});
