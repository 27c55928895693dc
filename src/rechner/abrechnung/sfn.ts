// Supplements for Sunday, holiday and night work in the payslip (issue 31), with the kinds and caps
// of /hr/sfn-zuschlaege (data/sfn-zuschlaege.yaml): per kind the hours and the rate paid on the
// hourly basic wage. Paid out in full; tax-free up to the § 3b rate on a basic wage of at most
// grundlohn_hoechstens (§ 3b Abs. 1 and 2 EStG), contribution-free only as far as tax-free and on a
// basic wage of at most grundlohn_hoechstens_sv (§ 1 Abs. 1 Satz 1 Nr. 1 SvEV); the rest is taxable
// or contributory.
import { cent, euro, satz, teile } from '../../gemeinsam/geld';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';
import { ART_TEXT, SFN_ARTEN } from './sfn-parameter';

// cent × hours/100 × rate, exact, rounded once to the cent.
const betrag = (cent: number, hundertstel: number, prozent: number): number => {
  const s = satz(prozent);
  return teile(BigInt(cent) * BigInt(hundertstel) * BigInt(s.zaehler), 10_000n * BigInt(s.nenner));
};

// The supplements' lines; the sums paid, taxable and contributory in cent.
export function sfnZuschlaege(m: Monat, a: Abrechnung): { gezahlt: number; steuer: number; sv: number } {
  const z = m.e.bezuege.sfn;
  const summe = { gezahlt: 0, steuer: 0, sv: 0 };
  if (!z) return summe;
  const tag = m.e.tag;
  const hoechst = m.bezug.wert('sfn-zuschlaege', 'grundlohn_hoechstens', tag);
  const hoechstSv = m.bezug.wert('sfn-zuschlaege', 'grundlohn_hoechstens_sv', tag);
  a.zitiere(hoechst);
  a.zitiere(hoechstSv);
  const gSteuer = Math.min(z.grundlohn, cent(hoechst.wert, 'sfn-zuschlaege.grundlohn_hoechstens'));
  const gSv = Math.min(z.grundlohn, cent(hoechstSv.wert, 'sfn-zuschlaege.grundlohn_hoechstens_sv'));
  for (const art of SFN_ARTEN) {
    const h = z.stunden[art];
    if (!h) continue;
    const gesetz = m.bezug.wert('sfn-zuschlaege', art, tag);
    const s = h.satz ?? gesetz.wert;
    const frei = Math.min(s, gesetz.wert);
    const gezahlt = betrag(z.grundlohn, h.hundertstel, s);
    const steuerfrei = Math.min(gezahlt, betrag(gSteuer, h.hundertstel, frei));
    // Contribution-free only what is tax-free (§ 1 Abs. 1 Satz 1 Nr. 1 SvEV: "soweit sie lohnsteuerfrei sind").
    const beitragsfrei = Math.min(steuerfrei, betrag(gSv, h.hundertstel, frei));
    summe.gezahlt += gezahlt;
    summe.steuer += gezahlt - steuerfrei;
    summe.sv += gezahlt - beitragsfrei;
    a.bezugszeile({
      id: `sfn_${art}`,
      bezeichnung:
        `Zuschlag für ${ART_TEXT[art]}: ${String(h.hundertstel / 100).replace('.', ',')} Std. × ` +
        `${String(s).replace('.', ',')} % von ${String(euro(z.grundlohn)).replace('.', ',')} Euro; steuerfrei bis ` +
        `${gesetz.wert} % von höchstens ${hoechst.wert} Euro, beitragsfrei von höchstens ${hoechstSv.wert} Euro`,
      cent: gezahlt,
      steuerpflichtig: gezahlt - steuerfrei,
      beitragspflichtig: gezahlt - beitragsfrei,
      ausgezahlt: gezahlt,
      zitat: { ...gesetz, rechtsgrundlage: `${gesetz.rechtsgrundlage}; ${hoechstSv.rechtsgrundlage}` },
      satz: s,
      basis: teile(z.grundlohn * h.hundertstel, 100),
    });
  }
  return summe;
}
