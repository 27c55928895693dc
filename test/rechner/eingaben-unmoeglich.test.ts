// Issue 39, "Impossible inputs": every input the law makes impossible is a 400 naming the input as
// the caller sent it (GET: the query parameter, POST: the JSON path), with a German message saying what
// is allowed; what is merely unusual gets a hint. The expected messages are written out by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { erstelleAntworter } from '../../src/api/antworten';
import { fehler, json } from '../http';

const { laufzeit } = baue();
const antworter = erstelleAntworter({ daten: laufzeit, ...UMGEBUNG });

// A POST body answered in process: the answer, or the error body of a refusal.
function post(id: 'brutto-netto' | 'netto-brutto', koerper: unknown): any {
  try {
    return JSON.parse(antworter.koerper(laufzeit.datensaetze[id], koerper, {}, '2026-03-10').body);
  } catch (e: any) {
    if (typeof e?.koerper !== 'function') throw e;
    return e.koerper();
  }
}

const MONAT = { datum: '2025-11-15', brutto: 3000, person: { land: 'HE' } };

describe('Dienstwagen: Tage nach dem Monat und Fahrten über seine Tage', () => {
  it('Anschaffung am 9999-12-31 im November 2025 (Issue 39)', async () => {
    expect(
      await fehler(
        '/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&dienstwagen_listenpreis=40000&dienstwagen_antrieb=elektro' +
          '&dienstwagen_anschaffung=9999-12-31',
      ),
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'dienstwagen_anschaffung',
      nachricht:
        'dienstwagen_anschaffung (9999-12-31) liegt nach dem Monat der Nutzung 2025-11: erlaubt ist ein Tag bis ' +
        '2025-11-30.',
    });
    expect(
      post('brutto-netto', {
        ...MONAT,
        dienstwagen: { listenpreis: 40000, antrieb: 'elektro', anschaffung: '2025-01-10', ueberlassung: '2025-12-01' },
      }).fehler,
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'dienstwagen.ueberlassung',
      nachricht:
        'dienstwagen.ueberlassung (2025-12-01) liegt nach dem Monat der Nutzung 2025-11: erlaubt ist ein Tag bis ' +
        '2025-11-30.',
    });
  });

  it('am letzten Tag des Monats angeschafft: gerechnet', async () => {
    const a = await json(
      '/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&dienstwagen_listenpreis=40000&dienstwagen_antrieb=elektro' +
        '&dienstwagen_anschaffung=2025-11-30',
    );
    // An electric car acquired 2025 with a list price up to 70,000 Euro: a quarter of it, 10,000 Euro;
    // 1 % of that is 100.00 Euro a month (§ 6 Abs. 1 Nr. 4 Satz 2 Nr. 3 EStG).
    expect(a.posten.find((p: any) => p.id === 'dienstwagen_privatnutzung').betrag).toBe(100);
  });

  it('fahrten_monat=31 im November (30 Tage), 29 im Februar 2025 (28 Tage)', async () => {
    expect(
      await fehler(
        '/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&dienstwagen_listenpreis=40000' +
          '&dienstwagen_entfernung_km=10&dienstwagen_fahrten_monat=31',
      ),
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'dienstwagen_fahrten_monat',
      nachricht: 'dienstwagen_fahrten_monat=31: der Monat 2025-11 hat 30 Tage, erlaubt sind 0 bis 30 Fahrten.',
    });
    expect(
      post('brutto-netto', {
        ...MONAT,
        datum: '2025-02-15',
        dienstwagen: { listenpreis: 40000, entfernung_km: 10, fahrten_monat: 29 },
      }).fehler,
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'dienstwagen.fahrten_monat',
      nachricht: 'dienstwagen.fahrten_monat=29: der Monat 2025-02 hat 28 Tage, erlaubt sind 0 bis 28 Fahrten.',
    });
  });

  it('/hr/dienstwagen prüft denselben Monat', async () => {
    expect(
      await fehler('/hr/dienstwagen?datum=2024-04-10&listenpreis=40000&entfernung_km=10&fahrten_monat=31'),
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'fahrten_monat',
      nachricht: 'fahrten_monat=31: der Monat 2024-04 hat 30 Tage, erlaubt sind 0 bis 30 Fahrten.',
    });
  });
});

describe('Hinzurechnungsbetrag nur im ersten Dienstverhältnis (§ 39a Abs. 1 Satz 1 Nr. 7 EStG)', () => {
  it('mit Steuerklasse 6: 400 (Issue 39)', async () => {
    const nachricht = (h: string, k: string, f: string) =>
      `${h} gilt nur im ersten Dienstverhältnis (${k} 1 bis 5, § 39a Abs. 1 Satz 1 Nr. 7 EStG), nicht mit ${k}=6; ` +
      `dort gilt der entsprechende Freibetrag (${f}).`;
    expect(
      await fehler('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&steuerklasse=6&hinzurechnung=100'),
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'hinzurechnung',
      nachricht: nachricht('hinzurechnung', 'steuerklasse', 'freibetrag'),
    });
    expect(
      post('netto-brutto', {
        datum: '2025-11-15',
        netto: 2000,
        person: { land: 'HE', steuerklasse: 6, hinzurechnung: 100 },
      }).fehler,
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'person.hinzurechnung',
      nachricht: nachricht('person.hinzurechnung', 'person.steuerklasse', 'person.freibetrag'),
    });
  });

  it('mit Steuerklasse 1 gerechnet, der Freibetrag auch in Steuerklasse 6', async () => {
    const a = await json('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&steuerklasse=1&hinzurechnung=100');
    expect(a.eingaben.hinzurechnung).toBe(100);
    const b = await json('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&steuerklasse=6&freibetrag=100');
    expect(b.eingaben.freibetrag).toBe(100);
  });
});

describe('rechtskreis nur, solange es Grenzen West und Ost gibt (§ 275a SGB VI)', () => {
  const nachricht = (r: string, wert: string, monat: string) =>
    `${r}=${wert} gilt nur bis 2024 (und für eine Einmalzahlung, die nach der Märzklausel dem Jahr 2024 zugeordnet ` +
    `wird): im Monat ${monat} gilt bundesweit eine Beitragsbemessungsgrenze der Renten- und Arbeitslosenversicherung ` +
    `(keine Werte Ost mehr, § 275a SGB VI); bitte ohne ${r} senden.`;

  it('rechtskreis=ost im November 2025: 400 (Issue 39); west ebenso', async () => {
    expect(await fehler('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&rechtskreis=ost')).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'rechtskreis',
      nachricht: nachricht('rechtskreis', 'ost', '2025-11'),
    });
    expect(
      post('brutto-netto', { ...MONAT, datum: '2026-01-15', person: { land: 'BE', rechtskreis: 'west' } }).fehler,
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'person.rechtskreis',
      nachricht: nachricht('person.rechtskreis', 'west', '2026-01'),
    });
  });

  it('bis Dezember 2024 und für eine Einmalzahlung im Februar 2025 (Märzklausel ins Jahr 2024) gerechnet', async () => {
    // Berlin Ost 2024: the ceiling Ost of the pension insurance, 7,450 Euro a month (SVBezGrV 2024);
    // 9,000 Euro gross is above it, so RV = 7,450 × 9.3 % = 692.85 Euro.
    const a = await json('/hr/brutto-netto?datum=2024-12-15&brutto=9000&land=BE&rechtskreis=ost');
    expect(a.arbeitnehmer.rv).toBe(692.85);
    const b = await json('/hr/brutto-netto?datum=2025-02-15&brutto=3000&land=BE&rechtskreis=ost&einmalzahlung=5000');
    expect(b.eingaben.rechtskreis).toBe('ost');
  });
});

describe('einmalzahlung_art und die Werte des Jahres nur mit einer Einmalzahlung', () => {
  it('einmalzahlung_art=mehrjaehrig ohne einmalzahlung: 400 (Issue 39)', async () => {
    expect(await fehler('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&einmalzahlung_art=mehrjaehrig')).toEqual(
      {
        code: 'ungueltiger_parameter',
        parameter: 'einmalzahlung_art',
        nachricht:
          'einmalzahlung_art=mehrjaehrig gilt nur mit einmalzahlung über 0; ohne Einmalzahlung ist nur der Standard ' +
          'sonstiger_bezug erlaubt.',
      },
    );
    expect(post('brutto-netto', { ...MONAT, einmalzahlung: { betrag: 0, art: 'entschaedigung' } }).fehler).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'einmalzahlung.art',
      nachricht:
        'einmalzahlung.art=entschaedigung gilt nur mit einmalzahlung.betrag über 0; ohne Einmalzahlung ist nur der ' +
        'Standard sonstiger_bezug erlaubt.',
    });
  });

  it('der Standard der Formularseite allein bleibt ein Monat ohne Einmalzahlung', async () => {
    // The browser form always sends einmalzahlung=0 and einmalzahlung_art=sonstiger_bezug.
    const a = await json(
      '/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&einmalzahlung=0&einmalzahlung_art=sonstiger_bezug',
    );
    expect(a.einmalzahlung).toBeUndefined();
    expect(a.brutto).toBe(3000);
  });

  it.each([
    ['kv_entgelt_bisher', 30000],
    ['rv_entgelt_bisher', 30000],
    ['sv_tage_bisher', 300],
    ['jahresarbeitslohn', 42000],
  ])('%s ohne einmalzahlung: 400', async (name, wert) => {
    expect(await fehler(`/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&${name}=${wert}`)).toEqual({
      code: 'ungueltiger_parameter',
      parameter: name,
      nachricht: `${name} gilt nur mit einmalzahlung über 0.`,
    });
    expect(post('brutto-netto', { ...MONAT, einmalzahlung: { betrag: 0, [name]: wert } }).fehler).toEqual({
      code: 'ungueltiger_parameter',
      parameter: `einmalzahlung.${name}`,
      nachricht: `einmalzahlung.${name} gilt nur mit einmalzahlung.betrag über 0.`,
    });
  });
});

describe('Eurobeträge auf den Cent, überall in der Abrechnung', () => {
  it('dienstwagen_zuzahlung_monat=1.005: 400 (Issue 39), im Körper ebenso', async () => {
    expect(
      await fehler(
        '/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&dienstwagen_listenpreis=40000&dienstwagen_zuzahlung_monat=1.005',
      ),
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'dienstwagen_zuzahlung_monat',
      nachricht:
        'dienstwagen_zuzahlung_monat=1.005 ist ungültig: erwartet einen Eurobetrag mit höchstens zwei Nachkommastellen.',
      bereich: { min: 0, max: 100000 },
    });
    expect(post('brutto-netto', { ...MONAT, dienstwagen: { listenpreis: 40000.001 } }).fehler).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'dienstwagen.listenpreis',
      nachricht: 'dienstwagen.listenpreis ist ungültig: Eurobetrag mit höchstens zwei Nachkommastellen.',
    });
    expect((await fehler('/hr/dienstwagen?datum=2025-11-15&listenpreis=40000&zuzahlung_monat=0.125')).parameter).toBe(
      'zuzahlung_monat',
    );
  });

  it('zwei Nachkommastellen gehen durch: 40.000 Euro, 1 % ist 400,00, abzüglich 100,55 Zuzahlung 299,45', async () => {
    const a = await json(
      '/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&dienstwagen_listenpreis=40000&dienstwagen_zuzahlung_monat=100.55',
    );
    expect(a.posten.find((p: any) => p.id === 'dienstwagen_zuzahlung').betrag).toBe(-100.55);
  });

  it('die OpenAPI-Beschreibung sagt es an jedem Eurobetrag, in der Abfrage und im Körper', () => {
    const o = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'public', 'v1', 'openapi.json'), 'utf8'));
    const abfrage = o.paths['/hr/brutto-netto'].get.parameters;
    for (const name of ['brutto', 'freibetrag', 'pkv_beitrag', 'einmalzahlung', 'dienstwagen_zuzahlung_monat'])
      expect(abfrage.find((p: any) => p.name === name).description, name).toContain(
        'Eurobetrag mit höchstens zwei Nachkommastellen.',
      );
    const koerper = o.components.schemas.Anfrage_brutto_netto.properties;
    expect(koerper.dienstwagen.properties.listenpreis.description).toContain(
      'Eurobetrag mit höchstens zwei Nachkommastellen.',
    );
    expect(koerper.person.properties.hinzurechnung.description).toContain(
      'Eurobetrag mit höchstens zwei Nachkommastellen.',
    );
  });
});

describe('jahresarbeitslohn mindestens der laufende steuerpflichtige Lohn des Monats (§ 39b Abs. 3 Satz 1 EStG)', () => {
  const nachricht = (name: string, j: string, min: string) =>
    `${name}=${j}: der voraussichtliche Jahresarbeitslohn ohne die Einmalzahlung enthält den laufenden ` +
    `steuerpflichtigen Arbeitslohn dieses Monats und ist mindestens ${min} Euro (§ 39b Abs. 3 Satz 1 EStG, ` +
    'R 39b.6 Abs. 2 LStR).';

  it('jahresarbeitslohn=0 bei 3.000 Euro brutto: 400 (Issue 39)', async () => {
    expect(
      await fehler('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&einmalzahlung=1000&jahresarbeitslohn=0'),
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'jahresarbeitslohn',
      nachricht: nachricht('jahresarbeitslohn', '0,00', '3000,00'),
    });
  });

  it('ein Sachbezug zählt mit: 3.000 + 100 = 3.100 Euro steuerpflichtig, 3.000 reichen nicht (POST)', () => {
    expect(
      post('brutto-netto', {
        ...MONAT,
        bezuege: { geldwerter_vorteil: 100 },
        einmalzahlung: { betrag: 1000, jahresarbeitslohn: 3000 },
      }).fehler,
    ).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'einmalzahlung.jahresarbeitslohn',
      nachricht: nachricht('jahresarbeitslohn', '3000,00', '3100,00'),
    });
  });

  it('genau der Monatslohn geht durch (ein Eintritt in diesem Monat)', async () => {
    const a = await json(
      '/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&einmalzahlung=1000&jahresarbeitslohn=3000',
    );
    expect(a.brutto).toBe(3000);
    expect(a.einmalzahlung.betrag).toBe(1000);
  });
});

describe('Negatives Netto: möglich, mit Hinweis auf § 38 Abs. 4 EStG', () => {
  const hinweis = (netto: string) =>
    `netto ist negativ (${netto} Euro): der ausgezahlte Barlohn deckt die Abzüge nicht. Den Fehlbetrag der ` +
    'Lohnsteuer hat der Beschäftigte dem Arbeitgeber zur Verfügung zu stellen, oder der Arbeitgeber behält ihn von ' +
    'anderen Bezügen ein; geht beides nicht, zeigt der Arbeitgeber es dem Betriebsstättenfinanzamt an, das die ' +
    'Lohnsteuer beim Beschäftigten nachfordert (§ 38 Abs. 4 EStG).';
  const text = (x: number) => x.toFixed(2).replace('.', ',');

  it.each([
    // The whole gross converted: nothing is paid out, the contributions and tax on the pay above the
    // tax- and contribution-free limits remain, so the net is below 0.
    ['entgeltumwandlung=3000'],
    // An employer contribution of 1,000,000 Euro, taxable and contributory above the limits: its tax
    // and contributions far exceed the 3,000 Euro paid (Issue 39).
    ['bav_arbeitgeberzuschuss=1000000'],
  ])('%s bei 3.000 Euro brutto', async (q) => {
    const a = await json(`/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&${q}`);
    expect(a.arbeitnehmer.netto).toBeLessThan(0);
    expect(a.hinweise).toContain(hinweis(text(a.arbeitnehmer.netto)));
  });

  it('ohne negatives Netto kein solcher Hinweis', async () => {
    const a = await json('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&entgeltumwandlung=100');
    expect(a.arbeitnehmer.netto).toBeGreaterThan(0);
    expect(a.hinweise.filter((h: string) => h.startsWith('netto ist negativ'))).toEqual([]);
  });
});

describe('faktor (§ 39f EStG): unter 1, 0 mit Hinweis', () => {
  it('faktor=1: 400, erlaubt 0 bis 0.999', async () => {
    expect(await fehler('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&steuerklasse=4&faktor=1')).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'faktor',
      nachricht: 'faktor=1 liegt außerhalb des erlaubten Bereichs 0 bis 0.999.',
      bereich: { min: 0, max: 0.999 },
    });
    expect(post('brutto-netto', { ...MONAT, person: { land: 'HE', steuerklasse: 4, faktor: 1 } }).fehler).toEqual({
      code: 'ungueltiger_parameter',
      parameter: 'person.faktor',
      nachricht: 'person.faktor liegt außerhalb des erlaubten Bereichs 0 bis 0.999.',
      bereich: { min: 0, max: 0.999 },
    });
  });

  it('faktor=0: Lohnsteuer 0 (0 × die Steuer der Klasse IV) und ein Hinweis (Issue 39)', async () => {
    const a = await json('/hr/brutto-netto?datum=2025-11-15&brutto=3000&land=HE&steuerklasse=4&faktor=0');
    expect(a.arbeitnehmer.lohnsteuer).toBe(0);
    expect(a.hinweise).toContain(
      'faktor=0: die Lohnsteuer des Faktorverfahrens ist 0; das Finanzamt bildet diesen Faktor nur, wenn die ' +
        'Einkommensteuer beider nach dem Splittingverfahren unter einem Tausendstel der Lohnsteuer beider in ' +
        'Steuerklasse IV liegt (§ 39f Abs. 1 Satz 2 EStG). Bitte den Faktor der ELStAM prüfen.',
    );
  });
});
