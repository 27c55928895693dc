// Issue 39: the hours of the supplements for Sunday, holiday and night work are bounded by the pay
// month's calendar (§ 3b EStG's time windows, data/sfn-zuschlaege.yaml zusatz; the holidays of the
// Land from data/feiertage.yaml). Each maximum below is worked by hand from the calendar and the law:
//   Nachtarbeit 20 bis 6 Uhr: 4 h (20-24) + 6 h (0-6) = 10 h per calendar day (§ 3b Abs. 2 Satz 2);
//   0 bis 4 Uhr: 4 h per calendar day (§ 3b Abs. 3 Nr. 1);
//   Sunday and holiday 0 bis 24 Uhr: 24 h (§ 3b Abs. 2 Satz 3), and 0 bis 4 Uhr of the next day when
//   the work began before 0 Uhr: 4 h on the day after, unless that day is one itself (§ 3b Abs. 3 Nr. 2);
//   24.12. ab 14 Uhr 10 h, 25.12., 26.12. and 1.5. 24 h each, plus 4 h on 27.12. and 2.5. (§ 3b Abs. 1
//   Nr. 4 with Abs. 3 Nr. 2); 31.12. ab 14 Uhr 10 h (§ 3b Abs. 1 Nr. 3; 31.12. is no holiday).
import { describe, expect, it } from 'vitest';
import { hole } from '../http';
import { stufeAm } from '../werte';

const SCHLUESSEL = { authorization: 'Bearer gut' };

async function get(pfad: string): Promise<{ status: number; body: any }> {
  const r = await hole(pfad, { headers: SCHLUESSEL });
  return { status: r.status, body: await r.json() };
}

async function post(rechner: string, koerper: unknown): Promise<{ status: number; body: any }> {
  const r = await hole(`/hr/${rechner}`, {
    method: 'POST',
    headers: { ...SCHLUESSEL, 'content-type': 'application/json' },
    body: JSON.stringify(koerper),
  });
  return { status: r.status, body: await r.json() };
}

// A plain payslip of the month with supplements on a basic wage of 20 euro.
const bn = (datum: string, land: string, sfn: string) =>
  `/hr/brutto-netto?datum=${datum}&brutto=3000&land=${land}&steuerklasse=1&sfn_grundlohn_stunde=20&${sfn}`;

describe('SFN-Stunden im Kalender des Monats (GET)', () => {
  it('die URL des Issues: 744 Stunden Nacht, Sonntag und Feiertag im November 2025 → 400 für nacht', async () => {
    // November 2025 has 30 days: night work at most 30 × 10 = 300 h. The first kind of the list fails.
    const r = await get(
      bn('2025-11-15', 'HE', 'sfn_stunden_nacht=744&sfn_stunden_sonntag=744&sfn_stunden_feiertag=744'),
    );
    expect(r.status).toBe(400);
    expect(r.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn_stunden_nacht' });
    expect(r.body.fehler.nachricht).toBe(
      'sfn_stunden_nacht=744: im November 2025 sind höchstens 300 Stunden Nachtarbeit (20 bis 6 Uhr) möglich: ' +
        '30 Kalendertage × 10 Stunden (§ 3b Abs. 2 Satz 2 EStG).',
    );
  });

  it.each([
    // 30 days × 10 h = 300 h.
    ['2025-11-15', 'sfn_stunden_nacht', 300, 200],
    ['2025-11-15', 'sfn_stunden_nacht', 300.01, 400],
    // December: 31 days × 10 h = 310 h.
    ['2025-12-15', 'sfn_stunden_nacht', 310, 200],
    ['2025-12-15', 'sfn_stunden_nacht', 310.01, 400],
    // February 2024 (leap year): 29 × 10 = 290 h.
    ['2024-02-15', 'sfn_stunden_nacht', 290, 200],
    ['2024-02-15', 'sfn_stunden_nacht', 290.01, 400],
    // 0 bis 4 Uhr in November: 30 × 4 = 120 h.
    ['2025-11-15', 'sfn_stunden_nacht_0_bis_4', 120, 200],
    ['2025-11-15', 'sfn_stunden_nacht_0_bis_4', 200, 400],
  ])('%s: %s=%s → %i', async (datum, name, stunden, status) => {
    const r = await get(bn(datum, 'HE', `${name}=${stunden}`));
    expect([r.status, r.body.fehler?.parameter]).toEqual([status, status === 400 ? name : undefined]);
  });

  it('nacht_0_bis_4=200 im November nennt das Höchstmaß 120', async () => {
    const r = await get(bn('2025-11-15', 'HE', 'sfn_stunden_nacht_0_bis_4=200'));
    expect(r.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn_stunden_nacht_0_bis_4' });
    expect(r.body.fehler.nachricht).toContain('höchstens 120 Stunden');
    expect(r.body.fehler.nachricht).toContain('30 Kalendertage × 4 Stunden');
  });

  it.each([
    // November 2025: Sundays 2, 9, 16, 23, 30 (5 × 24 = 120 h); the Mondays after them inside the month
    // 3, 10, 17, 24 (4 × 4 = 16 h; 1 December is the next month): 136 h.
    ['2025-11-15', 136, 200],
    ['2025-11-15', 136.01, 400],
    // September 2025: Sundays 7, 14, 21, 28 (96 h); 31 August 2025 was a Sunday, so 1 September counts 4 h
    // too, with 8, 15, 22, 29: 5 × 4 = 20 h; 116 h.
    ['2025-09-15', 116, 200],
    ['2025-09-15', 116.01, 400],
  ])('Sonntagsstunden %s: %s → %i', async (datum, stunden, status) => {
    const r = await get(bn(datum, 'HE', `sfn_stunden_sonntag=${stunden}`));
    expect([r.status, r.body.fehler?.parameter]).toEqual([status, status === 400 ? 'sfn_stunden_sonntag' : undefined]);
  });

  it('744 Sonntagsstunden im November 2025 nennen die fünf Sonntage und 136 Stunden', async () => {
    const r = await get(bn('2025-11-15', 'HE', 'sfn_stunden_sonntag=744'));
    expect(r.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn_stunden_sonntag' });
    expect(r.body.fehler.nachricht).toBe(
      'sfn_stunden_sonntag=744: im November 2025 sind höchstens 136 Stunden Sonntagsarbeit möglich: 5 Sonntage ' +
        '(02.11., 09.11., 16.11., 23.11., 30.11.) × 24 Stunden und 4 Folgetage × 4 Stunden (0 bis 4 Uhr, wenn die ' +
        'Arbeit vor 0 Uhr aufgenommen wurde) (§ 3b Abs. 2 Satz 3, Abs. 3 Nr. 2 EStG).',
    );
  });

  it.each([
    // June 2025 (Easter 20 April): Pfingstmontag 9 June everywhere; Fronleichnam 19 June in BY, not in HH.
    // BY: 2 × 24 + 4 (10 June) + 4 (20 June) = 56 h; HH: 24 + 4 = 28 h.
    ['2025-06-15', 'BY', 56, 200],
    ['2025-06-15', 'BY', 56.01, 400],
    ['2025-06-15', 'HH', 28, 200],
    ['2025-06-15', 'HH', 56, 400],
    // November 2025 in HE: no holiday (Allerheiligen is not one in HE, Buß- und Bettag only in SN): 0.
    ['2025-11-15', 'HE', 744, 400],
    // In BW Allerheiligen 1 November (Saturday): 24 + 4 (2 November) = 28 h.
    ['2025-11-15', 'BW', 28, 200],
    // August 2025 in BY: the Augsburger Friedensfest (8 August, Augsburg only) and Mariä Himmelfahrt
    // (15 August, only in parts of Bayern) count, as the payslip does not know the municipality:
    // 2 × 24 + 2 × 4 (9 and 16 August) = 56 h. Hamburg has none in August: 0.
    ['2025-08-15', 'BY', 56, 200],
    ['2025-08-15', 'BY', 56.01, 400],
    ['2025-08-15', 'HH', 1, 400],
  ])('Feiertagsstunden %s in %s: %s → %i', async (datum, land, stunden, status) => {
    const r = await get(bn(datum, land, `sfn_stunden_feiertag=${stunden}`));
    expect([r.status, r.body.fehler?.parameter]).toEqual([status, status === 400 ? 'sfn_stunden_feiertag' : undefined]);
  });

  it('Feiertagsstunden nennen Land und Feiertage des Monats', async () => {
    const hh = await get(bn('2025-06-15', 'HH', 'sfn_stunden_feiertag=56'));
    expect(hh.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn_stunden_feiertag' });
    expect(hh.body.fehler.nachricht).toBe(
      'sfn_stunden_feiertag=56: im Juni 2025 sind höchstens 28 Stunden Arbeit an gesetzlichen Feiertagen möglich: ' +
        '1 gesetzlicher Feiertag in Hamburg (land=HH: 09.06. Pfingstmontag) × 24 Stunden und 1 Folgetag × 4 Stunden ' +
        '(0 bis 4 Uhr, wenn die Arbeit vor 0 Uhr aufgenommen wurde) (§ 3b Abs. 2 Satz 3 und 4, Abs. 3 Nr. 2 EStG).',
    );
    const he = await get(bn('2025-11-15', 'HE', 'sfn_stunden_feiertag=744'));
    expect(he.body.fehler.nachricht).toBe(
      'sfn_stunden_feiertag=744: Hessen (land=HE) hat im November 2025 keinen gesetzlichen Feiertag; erlaubt ist 0 ' +
        '(§ 3b Abs. 2 Satz 3 und 4, Abs. 3 Nr. 2 EStG).',
    );
    const by = await get(bn('2025-08-15', 'BY', 'sfn_stunden_feiertag=57'));
    expect(by.body.fehler.nachricht).toContain('15.08. Mariä Himmelfahrt, in Teilen des Landes');
  });

  it.each([
    // 31.12. ab 14 Uhr: 10 h in December, none in any other month.
    ['2025-12-15', 'sfn_stunden_silvester_ab_14_uhr', 10, 200],
    ['2025-12-15', 'sfn_stunden_silvester_ab_14_uhr', 20, 400],
    ['2025-11-15', 'sfn_stunden_silvester_ab_14_uhr', 1, 400],
    // December: 10 (24.12.) + 24 + 24 + 4 (27.12.) = 62 h; May: 24 (1.5.) + 4 (2.5.) = 28 h; November: 0.
    ['2025-12-15', 'sfn_stunden_feiertag_besonders', 62, 200],
    ['2025-12-15', 'sfn_stunden_feiertag_besonders', 62.01, 400],
    ['2025-05-15', 'sfn_stunden_feiertag_besonders', 28, 200],
    ['2025-05-15', 'sfn_stunden_feiertag_besonders', 28.01, 400],
    ['2025-11-15', 'sfn_stunden_feiertag_besonders', 0.5, 400],
  ])('%s: %s=%s → %i', async (datum, name, stunden, status) => {
    const r = await get(bn(datum, 'HE', `${name}=${stunden}`));
    expect([r.status, r.body.fehler?.parameter]).toEqual([status, status === 400 ? name : undefined]);
  });

  it('Silvesterstunden im November und 20 im Dezember nennen das Erlaubte', async () => {
    const nov = await get(bn('2025-11-15', 'HE', 'sfn_stunden_silvester_ab_14_uhr=5'));
    expect(nov.body.fehler).toMatchObject({
      code: 'ungueltiger_parameter',
      parameter: 'sfn_stunden_silvester_ab_14_uhr',
      nachricht:
        'sfn_stunden_silvester_ab_14_uhr=5: Arbeit am 31. Dezember ab 14 Uhr gibt es nur im Dezember, nicht im ' +
        'November 2025; erlaubt ist 0 (§ 3b Abs. 1 Nr. 3 EStG).',
    });
    const dez = await get(bn('2025-12-15', 'HE', 'sfn_stunden_silvester_ab_14_uhr=20'));
    expect(dez.body.fehler.nachricht).toBe(
      'sfn_stunden_silvester_ab_14_uhr=20: im Dezember 2025 sind höchstens 10 Stunden Arbeit am 31. Dezember ab ' +
        '14 Uhr möglich: 10 Stunden am 31.12. (§ 3b Abs. 1 Nr. 3 EStG).',
    );
    const mai = await get(bn('2025-11-15', 'HE', 'sfn_stunden_feiertag_besonders=1'));
    expect(mai.body.fehler.nachricht).toContain('gibt es nur im Mai und Dezember, nicht im November 2025');
  });

  it('netto-brutto prüft ebenso', async () => {
    const r = await get(
      '/hr/netto-brutto?datum=2025-11-15&netto=2000&land=HE&steuerklasse=1&sfn_grundlohn_stunde=20' +
        '&sfn_stunden_nacht_0_bis_4=200',
    );
    expect(r.status).toBe(400);
    expect(r.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn_stunden_nacht_0_bis_4' });
    expect(r.body.fehler.nachricht).toContain('höchstens 120 Stunden');
  });
});

describe('SFN-Stunden im Kalender des Monats (POST)', () => {
  const basis = { datum: '2025-06-15', person: { land: 'HH', steuerklasse: 1 } };

  it('brutto-netto nennt den JSON-Pfad der Stunden und des Landes', async () => {
    const r = await post('brutto-netto', {
      ...basis,
      brutto: 3000,
      sfn: {
        grundlohn_stunde: 20,
        zuschlaege: [
          { art: 'nacht', stunden: 40 },
          { art: 'feiertag', stunden: 56 },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn.zuschlaege[1].stunden' });
    expect(r.body.fehler.nachricht).toMatch(/^sfn\.zuschlaege\[1\]\.stunden=56: im Juni 2025 sind höchstens 28 /);
    expect(r.body.fehler.nachricht).toContain('Hamburg (person.land=HH: 09.06. Pfingstmontag)');
  });

  it('netto-brutto: Silvester im Juni → 400 mit Pfad', async () => {
    const r = await post('netto-brutto', {
      ...basis,
      netto: 2000,
      sfn: { grundlohn_stunde: 20, zuschlaege: [{ art: 'silvester_ab_14_uhr', stunden: 2 }] },
    });
    expect(r.status).toBe(400);
    expect(r.body.fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'sfn.zuschlaege[0].stunden' });
    expect(r.body.fehler.nachricht).toBe(
      'sfn.zuschlaege[0].stunden=2: Arbeit am 31. Dezember ab 14 Uhr gibt es nur im Dezember, nicht im Juni 2025; ' +
        'erlaubt ist 0 (§ 3b Abs. 1 Nr. 3 EStG).',
    );
  });

  it('das Höchstmaß selbst wird gerechnet', async () => {
    // HH, June 2025: 28 holiday hours (see above) and 300 night hours (30 days × 10).
    const r = await post('brutto-netto', {
      ...basis,
      brutto: 3000,
      sfn: {
        grundlohn_stunde: 20,
        zuschlaege: [
          { art: 'nacht', stunden: 300 },
          { art: 'feiertag', stunden: 28 },
        ],
      },
    });
    expect(r.status).toBe(200);
  });
});

describe('Zeitfenster in data/sfn-zuschlaege.yaml', () => {
  it.each([
    // § 3b Abs. 2 Satz 2: 20 bis 6 Uhr, 4 + 6 h of each calendar day.
    ['nacht', { stunden_je_tag: 10 }],
    // § 3b Abs. 3 Nr. 1: 0 bis 4 Uhr.
    ['nacht_0_bis_4', { stunden_je_tag: 4 }],
    // § 3b Abs. 2 Satz 3 and Abs. 3 Nr. 2: 0 bis 24 Uhr, then 0 bis 4 Uhr of the next day.
    ['sonntag', { stunden_je_tag: 24, stunden_folgetag: 4 }],
    ['feiertag', { stunden_je_tag: 24, stunden_folgetag: 4 }],
    // § 3b Abs. 1 Nr. 4: 24.12. ab 14 Uhr (10 h), 25.12., 26.12., 1.5. (24 h each).
    ['feiertag_besonders', { tage_stunden: '05-01:24 12-24:10 12-25:24 12-26:24', stunden_folgetag: 4 }],
    // § 3b Abs. 1 Nr. 3: 31.12. ab 14 Uhr.
    ['silvester_ab_14_uhr', { tage_stunden: '12-31:10' }],
  ])('%s', (art, zusatz) => {
    expect(stufeAm('sfn-zuschlaege', art, '2025-06-15')?.zusatz).toMatchObject(zusatz);
  });
});
