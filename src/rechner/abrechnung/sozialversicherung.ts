// The social insurance contributions of a month with compulsory insurance: regular employment, the
// trainee below the Geringverdienergrenze, the subsidy of a privately insured employee, and the levies
// (the Übergangsbereich: uebergangsbereich.ts). Every contribution is the exact product of rate and base,
// rounded half up to the cent once (§ 1 Abs. 2 BVV); the splitting rules are § 2 BVV's.
import { anteil, halb, minus, plus, type Satz, satz, teile, verhaeltnis } from '../../gemeinsam/geld';
import type { Zitat } from '../../vertrag/modul';
import type { Abrechnung, Feld } from './buchung';
import type { Monat, Pflege } from './monat';

// A branch borne half and half (KV, Zusatzbeitrag, RV, AV, PV without surcharge or discount outside
// the Land rule): half the rate on the base, rounded, for each side (§ 2 Abs. 1 Satz 1 BVV).
function haelftig(a: Abrechnung, feld: Feld, name: string, basis: number, rate: Satz, zitat: Zitat): void {
  const h = halb(rate);
  const cent = anteil(basis, h);
  a.buche({
    id: `${feld}_an`,
    feld,
    seite: 'arbeitnehmer',
    bezeichnung: `${name}, Arbeitnehmeranteil`,
    cent,
    zitat,
    satz: h,
    basis,
  });
  a.buche({
    id: `${feld}_ag`,
    feld,
    seite: 'arbeitgeber',
    bezeichnung: `${name}, Arbeitgeberanteil`,
    cent,
    zitat,
    satz: h,
    basis,
  });
}

// The employer's share alone (§ 172 Abs. 1 SGB VI, § 346 Abs. 3 SGB III): half the rate on the base,
// rounded, as the employer's half of a branch borne half and half.
function nurArbeitgeber(a: Abrechnung, feld: Feld, name: string, basis: number, rate: Satz, zitat: Zitat): void {
  const h = halb(rate);
  a.buche({
    id: `${feld}_ag`,
    feld,
    seite: 'arbeitgeber',
    bezeichnung: `${name}, Arbeitgeberanteil (Beschäftigter versicherungsfrei)`,
    cent: anteil(basis, h),
    zitat,
    satz: h,
    basis,
  });
}

// The regular contributions of the person's kind (personengruppe.ts): a short-term employment is free
// of every branch (§ 8 Abs. 1 Nr. 2 SGB IV with § 7 SGB V, § 5 Abs. 2 SGB VI, § 27 Abs. 2 SGB III);
// a Werkstudent of KV, PV and AV (§ 6 Abs. 1 Nr. 3 SGB V, § 27 Abs. 4 Nr. 2 SGB III), not of RV; a
// full old-age pensioner past the standard retirement age of RV and AV (§ 5 Abs. 4 Nr. 1 SGB VI, § 28
// Abs. 1 Nr. 1 SGB III), whose employer still pays its halves (§ 172 Abs. 1 SGB VI, § 346 Abs. 3 SGB
// III while not suspended), and KV at the reduced rate (Monat.kv).
// ohneAv: a further Minijob beside a main employment is free of AV (§ 27 Abs. 2 Satz 1 SGB III; mehrfach.ts).
export function regulaereBeitraege(m: Monat, a: Abrechnung, bKv: number, bRv: number, ohneAv = false): void {
  if (m.art === 'kurzfristig') return;
  if (m.art === 'werkstudent') {
    const rv = m.rv();
    haelftig(a, 'rv', 'Rentenversicherung', bRv, rv.satz, rv);
    return;
  }
  const rentner = m.art === 'altersvollrentner';
  if (m.e.krankenversicherung === 'gesetzlich') {
    const kv = m.kv();
    haelftig(a, 'kv', 'Krankenversicherung', bKv, kv.satz, kv);
    const zb = m.zusatzbeitrag();
    if (m.zbNurArbeitnehmer())
      // Until 2018 the employee's alone (§ 249 Abs. 1 SGB V a. F., § 2 Abs. 1 Satz 4 BVV).
      a.buche({
        id: 'kv_zusatzbeitrag_an',
        feld: 'kv_zusatzbeitrag',
        seite: 'arbeitnehmer',
        bezeichnung: 'Zusatzbeitrag der Krankenkasse (vom Arbeitnehmer allein getragen)',
        cent: anteil(bKv, zb.satz),
        zitat: zb,
        satz: zb.satz,
        basis: bKv,
      });
    else haelftig(a, 'kv_zusatzbeitrag', 'Zusatzbeitrag der Krankenkasse', bKv, zb.satz, zb);
    pflegeRegulaer(m, a, bKv);
  } else {
    pkvZuschuss(m, a, bKv);
  }
  const rv = m.rv();
  const av = m.av();
  // 120 past the standard retirement age: RV by the waiver, AV free with the employer's half (§ 28 Abs. 1
  // Nr. 1, § 346 Abs. 3 SGB III); before it both as for everyone.
  if (m.art === 'altersvollrentner_pflichtig') {
    haelftig(a, 'rv', 'Rentenversicherung', bRv, rv.satz, rv);
    if (!m.nachAltersgrenze()) haelftig(a, 'av', 'Arbeitslosenversicherung', bRv, av.satz, av);
    else avArbeitgeber(m, a, bRv);
    return;
  }
  if (rentner) {
    nurArbeitgeber(a, 'rv', 'Rentenversicherung', bRv, rv.satz, { ...rv, rechtsgrundlage: '§ 172 Abs. 1 SGB VI' });
    avArbeitgeber(m, a, bRv);
    return;
  }
  haelftig(a, 'rv', 'Rentenversicherung', bRv, rv.satz, rv);
  if (!ohneAv) haelftig(a, 'av', 'Arbeitslosenversicherung', bRv, av.satz, av);
}

// The employer's half of AV for an employee past the standard retirement age (§ 346 Abs. 3 SGB III),
// where not suspended (2017 to 2021).
function avArbeitgeber(m: Monat, a: Abrechnung, bRv: number): void {
  const agAv = m.avArbeitgeberNachAltersgrenze();
  a.zitiere(agAv);
  const av = m.av();
  if (agAv.wert === 1)
    nurArbeitgeber(a, 'av', 'Arbeitslosenversicherung', bRv, av.satz, {
      ...av,
      rechtsgrundlage: '§ 346 Abs. 3 SGB III',
    });
}

// A trainee up to the Geringverdienergrenze (Personengruppe 121): the employer bears the whole
// contribution of every branch alone (§ 20 Abs. 3 Satz 1 Nr. 1 SGB IV), in KV with the average
// Zusatzbeitrag and in PV with the childless surcharge (or less the discount per child): the whole
// rate of a branch on the base, rounded once, as for the flat contributions of a Minijob
// (docs/ENTSCHEIDUNGEN.md, "Personengruppen (Issue 41)").
export function geringverdienerBeitraege(m: Monat, a: Abrechnung, bKv: number, bRv: number): void {
  const allein = (feld: Feld, name: string, basis: number, rate: Satz, zitat: Zitat) =>
    a.buche({
      id: `${feld}_ag`,
      feld,
      seite: 'arbeitgeber',
      bezeichnung: `${name}, vom Arbeitgeber allein getragen (Geringverdiener)`,
      cent: anteil(basis, rate),
      zitat: { ...zitat, rechtsgrundlage: `§ 20 Abs. 3 Satz 1 Nr. 1 SGB IV; ${zitat.rechtsgrundlage}` },
      satz: rate,
      basis,
    });
  const kv = m.kv();
  allein('kv', 'Krankenversicherung', bKv, kv.satz, kv);
  const zb = m.zbDurchschnitt();
  allein('kv_zusatzbeitrag', 'Zusatzbeitrag der Krankenkasse (durchschnittlicher Satz)', bKv, zb.satz, zb);
  const p = m.pflege();
  abschlagSchritt(a, p);
  let pv = p.satz.satz;
  if (p.zuschlag) pv = plus(pv, p.zuschlag.satz);
  if (p.abschlag && p.abschlag.satz.zaehler > 0) pv = minus(pv, p.abschlag.satz);
  allein('pv', 'Pflegeversicherung', bKv, pv, p.zuschlag ?? p.satz);
  const rv = m.rv();
  allein('rv', 'Rentenversicherung', bRv, rv.satz, rv);
  const av = m.av();
  allein('av', 'Arbeitslosenversicherung', bRv, av.satz, av);
}

// The children the care discount counts, as a step: which of them and their age limit are data
// (§ 55 Abs. 3 Satz 4 SGB XI; beitragssaetze, pv_kinderabschlag).
export function abschlagSchritt(a: Abrechnung, p: Pflege): void {
  const s = p.abschlag;
  if (s) a.schritt(`Kinder mit Beitragsabschlag (${s.ab}. bis ${s.bis}. Kind unter ${s.altersgrenze})`, s.kinder);
}

function pflegeRegulaer(m: Monat, a: Abrechnung, bKv: number): void {
  const p = m.pflege();
  abschlagSchritt(a, p);
  const abschlag = p.abschlag && p.abschlag.satz.zaehler > 0 ? p.abschlag : null;
  if (!p.landesregel && !p.zuschlag && !abschlag && p.ag.zaehler * p.an.nenner === p.an.zaehler * p.ag.nenner) {
    haelftig(a, 'pv', 'Pflegeversicherung', bKv, p.satz.satz, p.satz);
    return;
  }
  // Unequal shares: each side rounded on its own; the employee's rate includes the surcharge or the
  // discount (§ 2 Abs. 1 Satz 3 und 4 BVV).
  a.buche({
    id: 'pv_ag',
    feld: 'pv',
    seite: 'arbeitgeber',
    bezeichnung: 'Pflegeversicherung, Arbeitgeberanteil',
    cent: anteil(bKv, p.ag),
    zitat: p.satz,
    satz: p.ag,
    basis: bKv,
  });
  let anSatz = p.an;
  if (p.zuschlag) anSatz = plus(anSatz, p.zuschlag.satz);
  if (abschlag) anSatz = minus(anSatz, abschlag.satz);
  const name = p.zuschlag
    ? 'Pflegeversicherung, Arbeitnehmeranteil mit Zuschlag für Kinderlose'
    : abschlag
      ? 'Pflegeversicherung, Arbeitnehmeranteil mit Abschlag für Kinder'
      : 'Pflegeversicherung, Arbeitnehmeranteil';
  a.buche({
    id: 'pv_an',
    feld: 'pv',
    seite: 'arbeitnehmer',
    bezeichnung: name,
    cent: anteil(bKv, anSatz),
    zitat: p.zuschlag ?? abschlag?.wert ?? p.satz,
    satz: anSatz,
    basis: bKv,
  });
}

// § 257 Abs. 2 SGB V and § 61 Abs. 2 SGB XI: the employer's share under compulsory insurance (KV
// with the average Zusatzbeitrag, one rate, so rounded once), at most half the premium.
// Without ppv_beitrag only the sum of both premiums is known, so both subsidies together are capped by
// half of it; where that cap binds, the half premium is split in the ratio of the two employer rates
// (docs/ENTSCHEIDUNGEN.md, Issue 39, "Zuschuss ohne ppv_beitrag"). Each subsidy thus never falls when the base
// rises, and the line of a one-off (month with it less month without, einmalzahlung.ts) is never
// negative; handing the KV subsidy the whole half first would take the PV subsidy of the regular pay
// away again in the one-off's line.
function pkvZuschuss(m: Monat, a: Abrechnung, bKv: number): void {
  const kv = m.kv();
  const zbd = m.zbDurchschnitt();
  const kvSatz = plus(
    kv.arbeitgeber === null ? halb(kv.satz) : satz(kv.arbeitgeber),
    zbd.arbeitgeber === null ? halb(zbd.satz) : satz(zbd.arbeitgeber),
  );
  const pv = m.pflegesatz().pv;
  const pvSatz = pv.arbeitgeber === null ? halb(pv.satz) : satz(pv.arbeitgeber);
  let kvZ = anteil(bKv, kvSatz);
  let pvZ = anteil(bKv, pvSatz);
  const pkv = m.e.pkvCent ?? 0;
  // Half a monthly premium; in a part month 1/30 of it for each SV day (§ 223 SGB V: the subsidy follows
  // the contribution that would be due for the days; Haufe, "Beitragszuschuss für einen Teilmonat für
  // Privatversicherte"). bKv is already the pay up to the ceiling of the SV days.
  const tage = m.e.teil?.svTage ?? null;
  const haelfteVon = (praemie: number) =>
    tage === null ? teile(praemie, 2) : verhaeltnis(praemie, tage, 2 * m.svTageMonat().wert);
  if (m.e.ppvCent !== null) {
    kvZ = Math.min(kvZ, haelfteVon(pkv - m.e.ppvCent));
    pvZ = Math.min(pvZ, haelfteVon(m.e.ppvCent));
  } else {
    const haelfte = haelfteVon(pkv);
    if (kvZ + pvZ > haelfte) {
      // KV share of the half premium: half × kvSatz / (kvSatz + pvSatz), rounded once; PV the rest.
      const summe = plus(kvSatz, pvSatz);
      kvZ = verhaeltnis(haelfte, kvSatz.zaehler * summe.nenner, kvSatz.nenner * summe.zaehler);
      pvZ = haelfte - kvZ;
    }
  }
  a.buche({
    id: 'kv_zuschuss',
    feld: 'kv',
    seite: 'arbeitgeber',
    bezeichnung: 'Zuschuss zur privaten Krankenversicherung',
    cent: kvZ,
    zitat: { ...kv, rechtsgrundlage: '§ 257 Abs. 2 SGB V' },
    satz: kvSatz,
    basis: bKv,
  });
  a.buche({
    id: 'pv_zuschuss',
    feld: 'pv',
    seite: 'arbeitgeber',
    bezeichnung: 'Zuschuss zur privaten Pflegeversicherung',
    cent: pvZ,
    zitat: { ...pv, rechtsgrundlage: '§ 61 Abs. 2 SGB XI' },
    satz: pvSatz,
    basis: bKv,
  });
}

// U1 and U2 at the health fund's rates (its statutes, § 7 AAG: the caller's input, cited as such)
// and the Insolvenzgeldumlage (§ 358 Abs. 2 SGB III), each on the levy base.
export function umlagen(m: Monat, a: Abrechnung, basis: number): void {
  const eingabe = (feld: string): Zitat => ({
    rechtsgrundlage: `§ 7 AAG (Umlagesatz der Krankenkasse, Eingabe ${feld})`,
    quelle: null,
    datensatz: 'brutto-netto',
    bestandteil: null,
    datenstand: a.datenstand,
  });
  for (const [feld, wert] of [
    ['u1', m.e.u1_satz],
    ['u2', m.e.u2_satz],
  ] as const)
    if (wert) {
      const s = satz(wert);
      a.buche({
        id: feld,
        feld,
        seite: 'arbeitgeber',
        bezeichnung: feld === 'u1' ? 'Umlage U1' : 'Umlage U2',
        cent: anteil(basis, s),
        zitat: eingabe(`${feld}_satz`),
        satz: s,
        basis,
      });
    }
  insolvenzgeldumlage(m, a, basis);
}

// The Insolvenzgeldumlage (§ 358 Abs. 2 SGB III) on the base of the pension insurance; alone for a
// one-off, which U1 and U2 leave out (§ 7 Abs. 2 AAG).
export function insolvenzgeldumlage(m: Monat, a: Abrechnung, basis: number): void {
  const ins = m.insolvenzgeldumlage();
  a.buche({
    id: 'insolvenzgeldumlage',
    feld: 'insolvenzgeldumlage',
    seite: 'arbeitgeber',
    bezeichnung: 'Insolvenzgeldumlage',
    cent: anteil(basis, ins.satz),
    zitat: ins,
    satz: ins.satz,
    basis,
  });
}
