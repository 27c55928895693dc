// Checks of the municipality data in data/feiertage.yaml (gemeinderegeln, gemeindeverzeichnis)
// that zod cannot express: every named AGS exists in the list and lies in the rule's Land, the
// rules name a holiday that applies only in parts of that Land, and the list has the size its
// source states. Each problem names the field, like every other check of the loader.
import { type Datensatz, LAND_SCHLUESSEL } from './schema';

export function gemeindenAus(kreise: Record<string, string>): Set<string> {
  const alle = new Set<string>();
  for (const [kreis, nummern] of Object.entries(kreise)) for (const n of nummern.split(' ')) alle.add(kreis + n);
  return alle;
}

export function pruefeGemeinden(d: Datensatz, ort: (feld: string) => string): string[] {
  const probleme: string[] = [];
  const v = d.gemeindeverzeichnis;
  if (v) {
    for (const [kreis, nummern] of Object.entries(v.kreise)) {
      const n = nummern.split(' ');
      if (n.some((x, i) => i > 0 && x <= n[i - 1]))
        probleme.push(`${ort(`gemeindeverzeichnis.kreise.${kreis}`)}: Nummern aufsteigend und ohne Doppelte angeben`);
    }
    const anzahl = gemeindenAus(v.kreise).size;
    if (anzahl !== v.anzahl)
      probleme.push(
        `${ort('gemeindeverzeichnis.anzahl')}: ${v.anzahl} angegeben, die Liste enthält ${anzahl} Gemeinden`,
      );
  }
  const regeln = d.gemeinderegeln ?? [];
  if (regeln.length && !v) probleme.push(`${ort('gemeinderegeln')}: ohne gemeindeverzeichnis nicht prüfbar`);
  const bekannt = v ? gemeindenAus(v.kreise) : new Set<string>();
  regeln.forEach((r, ri) => {
    const feld = (rest: string) => ort(`gemeinderegeln[${ri}] (${r.feiertag}, ${r.land}).${rest}`);
    const tage = (d.feiertage ?? []).filter((f) => f.id === r.feiertag);
    if (!tage.some((f) => f.teilweise.includes(r.land)))
      probleme.push(`${feld('feiertag')}: kein Feiertag dieser id gilt in ${r.land} nur in Teilen (teilweise)`);
    if (r.ab_jahr !== undefined && r.bis_jahr !== undefined && r.bis_jahr < r.ab_jahr)
      probleme.push(`${feld('bis_jahr')}: liegt vor ab_jahr`);
    const schluessel = LAND_SCHLUESSEL[r.land];
    for (const p of r.praefixe_ganz)
      if (!p.startsWith(schluessel)) probleme.push(`${feld('praefixe_ganz')}: ${p} liegt nicht in ${r.land}`);
    const gesehen = new Set<string>();
    r.gemeinden.forEach((g, gi) => {
      const gf = (rest: string) => feld(`gemeinden[${gi}] (${g.ags} ${g.name}).${rest}`);
      if (!g.ags.startsWith(schluessel)) probleme.push(`${gf('ags')}: liegt nicht in ${r.land} (${schluessel}…)`);
      else if (v && !bekannt.has(g.ags)) probleme.push(`${gf('ags')}: nicht im gemeindeverzeichnis`);
      if (gesehen.has(g.ags)) probleme.push(`${gf('ags')}: doppelt`);
      gesehen.add(g.ags);
      if (g.ab_jahr !== undefined && g.bis_jahr !== undefined && g.bis_jahr < g.ab_jahr)
        probleme.push(`${gf('bis_jahr')}: liegt vor ab_jahr`);
      if ((g.geltung === 'teilweise') !== (g.gebiet !== undefined))
        probleme.push(`${gf('gebiet')}: genau bei geltung teilweise nennen, in welchem Teil der Tag gilt`);
    });
    // Two rules for the same day and Land must not overlap in years.
    regeln.forEach((s, si) => {
      if (si <= ri || s.feiertag !== r.feiertag || s.land !== r.land) return;
      const [a1, b1, a2, b2] = [r.ab_jahr ?? -1, r.bis_jahr ?? 9999, s.ab_jahr ?? -1, s.bis_jahr ?? 9999];
      if (a1 <= b2 && a2 <= b1) probleme.push(`${feld('ab_jahr')}: überschneidet sich mit gemeinderegeln[${si}]`);
    });
  });
  return probleme;
}
