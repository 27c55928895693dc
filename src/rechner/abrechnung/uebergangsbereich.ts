// The contributions in the Übergangsbereich (§ 20 Abs. 2 and 2a SGB IV; until 2022-09 the Gleitzone): the
// two bases of the formula, each branch split by § 2 Abs. 2 BVV, the rule of the Land of § 58 Abs. 3
// SGB XI, and the procedure until 2022-09 that the Bestandsschutz of § 134 SGB IV keeps.
import { alsZahl, anteil, euro, halb, minus, plus, type Satz, teile } from '../../gemeinsam/geld';
import type { Zitat } from '../../vertrag/modul';
import type { Abrechnung, Feld } from './buchung';
import type { Monat, Pflege } from './monat';
import { abschlagSchritt } from './sozialversicherung';
import { uebergangsTage } from './teilmonat';

export interface Uebergang {
  gesamt: number;
  arbeitnehmer: number;
}

const GANZER_MONAT = { tage: 1, voll: 1 };

// § 20 Abs. 2a SGB IV, in cent: the base of the total contribution F × G + (OG/(OG−G) − G/(OG−G) × F)
// × (AE − G) and the employee's base OG/(OG−G) × (AE − G), computed as one exact fraction each and
// rounded to the cent once (Satz 7 with §§ 121, 123 SGB VI: intermediate results unrounded).
// A part month (teil): the pay of its SV days is scaled to a month (× voll / tage), the formula
// applied and each base reduced again (× tage / voll), still one fraction per base rounded once (GR vom
// 20.12.2022, Ziff. 4.3.2.5 and 4.3.2.1; multiple jobs, for both bases, Ziff. 4.3.4.2):
// gesamt = (F·G·(OG−G)·tage + (OG − G·F)·(AE·voll − G·tage)) / ((OG−G)·voll); a full month is tage = voll.
export function uebergangsbereich(
  ae: number,
  G: number,
  OG: number,
  F: Satz,
  teil: { tage: number; voll: number } = GANZER_MONAT,
): Uebergang {
  const spanne = OG - G;
  const { tage, voll } = teil;
  // In plain numbers while every product stays an exact integer below 2^53 (a payslip's amounts
  // always do; netto-brutto computes a thousand of these per request), else in BigInt.
  const ueber = ae * voll - G * tage;
  const a = F.zaehler * G * spanne * tage;
  const b = (OG * F.nenner - G * F.zaehler) * ueber;
  const zaehler =
    Number.isSafeInteger(a) && Number.isSafeInteger(b) && Number.isSafeInteger(a + b)
      ? a + b
      : BigInt(F.zaehler) * BigInt(G) * BigInt(spanne) * BigInt(tage) +
        BigInt(OG * F.nenner - G * F.zaehler) * (BigInt(ae) * BigInt(voll) - BigInt(G) * BigInt(tage));
  const nenner = F.nenner * spanne * voll;
  const gesamt = teile(
    zaehler,
    Number.isSafeInteger(nenner) ? nenner : BigInt(F.nenner) * BigInt(spanne) * BigInt(voll),
  );
  const an = OG * ueber;
  const arbeitnehmer = Number.isSafeInteger(an)
    ? teile(an, spanne * voll)
    : teile(BigInt(OG) * (BigInt(ae) * BigInt(voll) - BigInt(G) * BigInt(tage)), BigInt(spanne) * BigInt(voll));
  return { gesamt, arbeitnehmer };
}

// The bases of the Übergangsbereich of this month for a contributory pay, in a part month for its
// SV days (teilmonat.ts).
export function uebergang(m: Monat, ae: number): Uebergang {
  return uebergangsbereich(ae, m.untergrenzeCent(), m.obergrenzeCent(), m.faktorF().satz, uebergangsTage(m));
}

// One branch in the Übergangsbereich (§ 2 Abs. 2 Satz 1, 3 und 4 BVV): the total is half the rate
// on the total base, rounded and doubled; the employee's share half the rate on the employee's
// base, rounded; the employer bears the difference.
export function uebergangsZweig(ub: Uebergang, rate: Satz): { gesamt: number; an: number; ag: number } {
  const h = halb(rate);
  const gesamt = anteil(ub.gesamt, h) * 2;
  const an = anteil(ub.arbeitnehmer, h);
  return { gesamt, an, ag: gesamt - an };
}

// Care insurance in the Land of § 58 Abs. 3 SGB XI: § 58 Abs. 5 SGB XI applies § 249 Abs. 3 SGB V
// with the employer's share computed from the rate less one point, i.e. twice the employer's regular
// share (pv_sachsen). The employer bears that reduced rate on the total base less half of it on the
// employee's base, each part rounded as in § 2 Abs. 2 Satz 1 and 3 BVV; the employee bears the rest
// of the total (docs/ENTSCHEIDUNGEN.md, "Abrechnung seit 2015").
export function uebergangsZweigLand(ub: Uebergang, rate: Satz, agHalb: Satz): ReturnType<typeof uebergangsZweig> {
  const gesamt = anteil(ub.gesamt, halb(rate)) * 2;
  const ag = anteil(ub.gesamt, agHalb) * 2 - anteil(ub.arbeitnehmer, agHalb);
  return { gesamt, an: gesamt - ag, ag };
}

// Until 2022-09 (§ 2 Abs. 2 BVV a. F., § 249 Abs. 4 SGB V a. F., § 168 Abs. 1 Nr. 1d SGB VI a. F., § 346
// Abs. 1a SGB III a. F.): the total as now; the employer bears his half rate on the actual pay, rounded
// (in the Land of § 58 Abs. 3 SGB XI his reduced care rate, § 58 Abs. 5 Satz 2 SGB XI a. F.), the
// employee the rest. A contribution the employee bore alone (Zusatzbeitrag until 2018) is the full rate
// on the total base (§ 2 Abs. 1 Satz 4 BVV).
export function uebergangsZweigAlt(
  ub: Uebergang,
  ae: number,
  rate: Satz,
  agHalb: Satz | null,
): ReturnType<typeof uebergangsZweig> {
  if (!agHalb) {
    const an = anteil(ub.gesamt, rate);
    return { gesamt: an, an, ag: 0 };
  }
  const gesamt = anteil(ub.gesamt, halb(rate)) * 2;
  const ag = anteil(ae, agHalb);
  return { gesamt, an: gesamt - ag, ag };
}

// The points of the care rate the employee in the Land of § 58 Abs. 3 SGB XI bears alone (his share less
// the employer's in pv_sachsen), by which § 58 Abs. 5 SGB XI reduces the rate of the employer's share.
function landPunkte(p: Pflege): string {
  const punkte = alsZahl(minus(p.an, p.ag));
  return punkte === 1 ? 'einen Prozentpunkt' : `${String(punkte).replace('.', ',')} Prozentpunkte`;
}

// § 2 Abs. 2 BVV for every branch; the surcharge from the total base, the discount from the
// employee's base, each rounded on its own and borne by the employee alone (Satz 6 und 7). ae is the
// actual pay (the employer's base until 2022-09). ohneAv: a further Minijob beside a main employment
// (mehrfach.ts); ohneRv and alt: the Bestandsschutz of § 134 SGB IV (bestandsschutz.ts), which keeps the
// procedure until 2022-09 in KV, PV and AV and leaves RV to the Minijob.
export function uebergangsBeitraege(
  m: Monat,
  a: Abrechnung,
  ub: Uebergang,
  ae: number,
  { ohneAv = false, ohneRv = false, alt = m.agAusArbeitsentgelt() } = {},
): void {
  // agHalb: the employer's half rate where it differs from half the rate (Land rule), or null where
  // the employee bears the branch alone (until 2022-09 only).
  const zweig = (feld: Feld, name: string, rate: Satz, zitat: Zitat, agHalb: Satz | null = halb(rate)) => {
    const land = !alt && agHalb !== null && agHalb.zaehler * 2 * rate.nenner !== rate.zaehler * agHalb.nenner;
    const z = alt
      ? uebergangsZweigAlt(ub, ae, rate, agHalb)
      : land && agHalb
        ? uebergangsZweigLand(ub, rate, agHalb)
        : uebergangsZweig(ub, rate);
    const rest = alt || land;
    a.buche({
      id: `${feld}_an`,
      feld,
      seite: 'arbeitnehmer',
      bezeichnung: () =>
        rest
          ? `${name}, Arbeitnehmeranteil (Gesamtbeitrag ${euro(z.gesamt)} Euro abzüglich Arbeitgeberanteil)`
          : `${name}, Arbeitnehmeranteil`,
      cent: z.an,
      zitat,
      satz: rest ? null : halb(rate),
      basis: rest ? ub.gesamt : ub.arbeitnehmer,
    });
    if (alt && !agHalb) return;
    a.buche({
      id: `${feld}_ag`,
      feld,
      seite: 'arbeitgeber',
      // The sums of netto-brutto's search write no lines: the text is built only for a full payslip.
      bezeichnung: () =>
        alt
          ? `${name}, Arbeitgeberanteil (halber Beitragssatz auf das Arbeitsentgelt)`
          : land
            ? `${name}, Arbeitgeberanteil (um ${landPunkte(m.pflege())} verminderter Beitragssatz, § 58 Abs. 5 SGB XI)`
            : `${name}, Arbeitgeberanteil (Gesamtbeitrag ${euro(z.gesamt)} Euro abzüglich Arbeitnehmeranteil)`,
      cent: z.ag,
      zitat,
      satz: alt ? agHalb : null,
      basis: alt ? ae : ub.gesamt,
    });
  };
  // A Werkstudent is insured in RV alone (regulaereBeitraege); the Übergangsbereich applies to that
  // branch (§ 20 Abs. 2 SGB IV excludes only trainees and the groups it names).
  if (m.art === 'werkstudent') {
    const rv = m.rv();
    zweig('rv', 'Rentenversicherung', rv.satz, rv);
    return;
  }
  const kv = m.kv();
  zweig('kv', 'Krankenversicherung', kv.satz, kv);
  const zb = m.zusatzbeitrag();
  zweig(
    'kv_zusatzbeitrag',
    'Zusatzbeitrag der Krankenkasse',
    zb.satz,
    zb,
    m.zbNurArbeitnehmer() ? null : halb(zb.satz),
  );
  const p = m.pflege();
  abschlagSchritt(a, p);
  zweig('pv', 'Pflegeversicherung', plus(p.ag, p.an), p.satz, p.ag);
  if (p.zuschlag)
    a.buche({
      id: 'pv_zuschlag',
      feld: 'pv',
      seite: 'arbeitnehmer',
      bezeichnung: 'Pflegeversicherung, Zuschlag für Kinderlose',
      cent: anteil(ub.gesamt, p.zuschlag.satz),
      zitat: p.zuschlag,
      satz: p.zuschlag.satz,
      basis: ub.gesamt,
    });
  if (p.abschlag && p.abschlag.satz.zaehler > 0)
    a.buche({
      id: 'pv_abschlag',
      feld: 'pv',
      seite: 'arbeitnehmer',
      bezeichnung: 'Pflegeversicherung, Abschlag für Kinder',
      cent: -anteil(ub.arbeitnehmer, p.abschlag.satz),
      zitat: p.abschlag.wert,
      satz: { zaehler: -p.abschlag.satz.zaehler, nenner: p.abschlag.satz.nenner },
      basis: ub.arbeitnehmer,
    });
  if (!ohneRv) {
    const rv = m.rv();
    zweig('rv', 'Rentenversicherung', rv.satz, rv);
  }
  if (ohneAv) return;
  const av = m.av();
  zweig('av', 'Arbeitslosenversicherung', av.satz, av);
}
