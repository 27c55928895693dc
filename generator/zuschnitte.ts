import { runde } from '../src/gemeinsam/geld';
import type { Kontext, Zuschnitt } from './zuschnitt';

// Derived money is rounded to two decimals, percent sums to four (src/gemeinsam/geld.ts).

export const beitragssaetze: Zuschnitt = {
  // API-SPEC.md "beitragssaetze": satz_prozent with the employer's and the employee's share.
  komponente(k, s) {
    const {
      id,
      name,
      gruppe,
      einheit,
      wert,
      gueltig_ab,
      gueltig_bis,
      rechtsgrundlage,
      quelle,
      hinweis,
      naechster_wert,
      ...zusatz
    } = k;
    return {
      id,
      name,
      gruppe,
      einheit,
      wert,
      satz_prozent: wert,
      arbeitgeber_prozent: s.arbeitgeber ?? null,
      arbeitnehmer_prozent: s.arbeitnehmer ?? null,
      gueltig_ab,
      gueltig_bis,
      rechtsgrundlage,
      quelle,
      hinweis,
      naechster_wert,
      ...zusatz,
    };
  },
  verlaufEintrag(e, s) {
    return {
      bestandteil: e.bestandteil,
      name: e.name,
      gueltig_ab: e.gueltig_ab,
      gueltig_bis: e.gueltig_bis,
      satz_prozent: e.wert,
      arbeitgeber_prozent: s.arbeitgeber ?? null,
      arbeitnehmer_prozent: s.arbeitnehmer ?? null,
      rechtsgrundlage: e.rechtsgrundlage,
      quelle_url: e.quelle_url,
      hinweis: e.hinweis,
    };
  },
  vorWerte: (werte) => ({ saetze: werte }),
  komponentenFelder: ['saetze'],
};

export const rechengroessen: Zuschnitt = {
  // DECISIONS.md: monatswerte = every euro_jahr component / 12, two decimals.
  nachBestandteile: ({ bestandteile }) => ({
    monatswerte: Object.fromEntries(
      bestandteile
        .filter((k) => k.einheit === 'euro_jahr')
        .map((k) => [k.id, typeof k.wert === 'number' ? runde(k.wert / 12, 2) : null]),
    ),
  }),
  komponentenFelder: ['monatswerte'],
};

// Employer's flat-rate charges of a Minijob: every component but the employee's RV share.
const MINIJOB_SUMMEN = {
  gewerblich: [
    'gewerblich_kv',
    'gewerblich_rv',
    'gewerblich_pauschsteuer',
    'gewerblich_u1',
    'gewerblich_u2',
    'gewerblich_insolvenzgeldumlage',
  ],
  privat: ['privat_kv', 'privat_rv', 'privat_pauschsteuer', 'privat_u1', 'privat_u2', 'privat_unfallversicherung'],
};

export const minijobAbgaben: Zuschnitt = {
  nachBestandteile: ({ werte }) => ({
    summen: Object.fromEntries(
      Object.entries(MINIJOB_SUMMEN).map(([bereich, ids]) => {
        const vorhanden = ids.filter((id) => id in werte);
        const zahlen = vorhanden.map((id) => werte[id]);
        const summe = zahlen.every((z) => typeof z === 'number')
          ? runde(
              (zahlen as number[]).reduce((a, b) => a + b, 0),
              4,
            )
          : null;
        return [bereich, { arbeitgeber_prozent: summe, bestandteile: vorhanden }];
      }),
    ),
  }),
};

// The general RV contribution ceiling of a year: West until 2024, uniform from 2025 (§ 159 SGB VI).
function bbgRv(kontext: Kontext, tag: string): { wert: number; id: string } | null {
  const r = kontext.alle.get('rechengroessen');
  for (const id of ['bbg_rv', 'bbg_rv_west']) {
    const s = r?.bestandteile
      .find((b) => b.id === id)
      ?.stufen.find((x) => x.gueltig_ab <= tag && (x.gueltig_bis === null || x.gueltig_bis >= tag));
    if (s && typeof s.wert === 'number') return { wert: s.wert, id };
  }
  return null;
}

// berechnet: the euro amounts of the bAV limits that are a share of the RV contribution ceiling
// (§ 3 Nr. 63 EStG; § 1 Abs. 1 Satz 1 Nr. 9 SvEV).
export const bavHoechstbetraege: Zuschnitt = {
  nachBestandteile: ({ werte, von, kontext }) => {
    const bbg = bbgRv(kontext, von);
    const anteil = (prozent: unknown) =>
      bbg && typeof prozent === 'number' ? runde((bbg.wert * prozent) / 100, 2) : null;
    const monat = (x: number | null) => (x === null ? null : runde(x / 12, 2));
    const steuerfrei = anteil(werte.steuerfrei_prozent_bbg);
    const svFrei = anteil(werte.sv_frei_prozent_bbg);
    return {
      berechnet: {
        bbg_rv_jahr: bbg?.wert ?? null,
        bbg_grundlage: bbg?.id ?? null,
        steuerfrei_jahr: steuerfrei,
        steuerfrei_monat: monat(steuerfrei),
        sv_frei_jahr: svFrei,
        sv_frei_monat: monat(svFrei),
      },
    };
  },
};
