// A Minijob (gewerblich, § 8 Abs. 1 Nr. 1 SGB IV): the employer's flat contributions, the employee's
// pension top-up (from at least the minimum base), the flat tax and the levies of the
// Minijob-Zentrale, all from the actual pay.
import { anteil, euroText, cent as inCent, teile } from '../../gemeinsam/geld';
import type { Abrechnung } from './buchung';
import type { Monat } from './monat';

export function minijobAbgaben(m: Monat, a: Abrechnung, brutto: number): void {
  if (brutto === 0) {
    a.hinweis('Ohne Entgelt fallen in diesem Monat keine Beiträge an.');
    return;
  }
  const mj = m.minijob();
  if (m.e.krankenversicherung === 'gesetzlich')
    // The employer alone bears it: the whole rate, rounded once (§ 2 Abs. 1 Satz 2 BVV leaves the
    // halving rule open for such contributions; docs/ENTSCHEIDUNGEN.md).
    a.buche({
      id: 'kv_pauschal',
      feld: 'kv',
      seite: 'arbeitgeber',
      bezeichnung: 'Pauschalbeitrag zur Krankenversicherung',
      cent: anteil(brutto, mj.kv.satz),
      zitat: mj.kv,
      satz: mj.kv.satz,
      basis: brutto,
    });
  minijobRv(m, a, brutto);
  minijobSteuerUndUmlagen(m, a, brutto);
}

// The pension contributions of a Minijob: the employer's flat share and, where the employee is not
// exempt, his top-up (also a Bestandsschutz case of § 134 SGB IV, where RV is the Minijob's:
// bestandsschutz.ts).
export function minijobRv(m: Monat, a: Abrechnung, brutto: number): void {
  const mj = m.minijob();
  const ag = anteil(brutto, mj.rv.satz);
  a.buche({
    id: 'rv_ag',
    feld: 'rv',
    seite: 'arbeitgeber',
    bezeichnung: 'Rentenversicherung, Pauschalbeitrag des Arbeitgebers',
    cent: ag,
    zitat: mj.rv,
    satz: mj.rv.satz,
    basis: brutto,
  });
  // A full old-age pensioner past the standard retirement age is free of RV in a Minijob too (§ 5
  // Abs. 4 Nr. 1 SGB VI): the employer's flat contribution alone (§ 172 Abs. 3 SGB VI).
  if (m.e.rentenversicherung === 'pflichtig' && m.art !== 'altersvollrentner') {
    // In a part month the minimum base for its SV days, rounded to the cent: 175 × 20 / 30 = 116.67
    // (Geringfügigkeits-Richtlinien, Ziff. C.3.2.1 with Beispiel 29; AOK Rechtsdatenbank).
    const voll = inCent(mj.rvMindestbemessung.wert, 'minijob-abgaben.rv_mindestbemessungsgrundlage');
    const tage = m.e.teil?.svTage;
    const mindest = tage === undefined ? voll : teile(voll * tage, m.svTageMonat().wert);
    // The minimum base does not apply beside a main employment insured in RV (Minijob-Zentrale,
    // "Mindestbeitrag zur Rentenversicherung"; mehrfach.ts, input weitere_entgelt).
    const haupt = (m.e.mehrfach?.weitere ?? 0) > 0;
    if (brutto < mindest && !haupt) {
      // § 163 Abs. 8 SGB VI, § 2 Abs. 1 Satz 5 BVV: the full rate on the minimum base, less the
      // employer's share of the pay.
      const gesamt = anteil(mindest, m.rv().satz);
      a.buche({
        id: 'rv_an',
        feld: 'rv',
        seite: 'arbeitnehmer',
        bezeichnung:
          `Rentenversicherung, Eigenanteil (Mindestbeitrag ${euroText(gesamt)} Euro aus ` +
          `${euroText(mindest)} Euro abzüglich Arbeitgeberanteil)`,
        cent: gesamt - ag,
        zitat: mj.rvMindestbemessung,
        satz: null,
        basis: mindest,
      });
    } else {
      a.buche({
        id: 'rv_an',
        feld: 'rv',
        seite: 'arbeitnehmer',
        bezeichnung: 'Rentenversicherung, Eigenanteil',
        cent: anteil(brutto, mj.rvEigenanteil.satz),
        zitat: mj.rvEigenanteil,
        satz: mj.rvEigenanteil.satz,
        basis: brutto,
      });
    }
  }
}

// The flat tax of § 40a Abs. 2 EStG and the levies of the Minijob-Zentrale, on the actual pay.
export function minijobSteuerUndUmlagen(m: Monat, a: Abrechnung, brutto: number): void {
  const mj = m.minijob();
  if (m.e.u1_satz || m.e.u2_satz)
    a.hinweis(
      'Im Minijob gelten die Umlagesätze der Minijob-Zentrale (minijob-abgaben); u1_satz und u2_satz sind nicht ' +
        'angewandt.',
    );
  a.buche({
    id: 'pauschsteuer',
    feld: 'pauschsteuer',
    seite: 'arbeitgeber',
    bezeichnung: 'Einheitliche Pauschsteuer',
    cent: anteil(brutto, mj.pauschsteuer.satz),
    zitat: mj.pauschsteuer,
    satz: mj.pauschsteuer.satz,
    basis: brutto,
  });
  for (const [q, feld, name] of [
    [mj.u1, 'u1', 'Umlage U1'],
    [mj.u2, 'u2', 'Umlage U2'],
    [mj.insolvenzgeldumlage, 'insolvenzgeldumlage', 'Insolvenzgeldumlage'],
  ] as const)
    a.buche({
      id: feld,
      feld,
      seite: 'arbeitgeber',
      bezeichnung: name,
      cent: anteil(brutto, q.satz),
      zitat: q,
      satz: q.satz,
      basis: brutto,
    });
}
