// Holidays of one municipality: the statewide days of its Land plus the days that hold only in
// parts of the Land, as far as data/feiertage.yaml (gemeinderegeln) records them for this
// municipality. A day counts for a municipality only where a law, an ordinance or an official
// determination gives it to the whole municipality; a day that holds in a part of it appears only
// with regionale, and where no verified list exists the answer says so instead of guessing.

import { gemeindenAus } from '../daten/gemeinden';
import {
  type FeiertagRegel,
  type Gemeinderegel,
  type Gemeindeverzeichnis,
  LAENDER,
  LAND_SCHLUESSEL,
  type Land,
} from '../daten/schema';
import { mitQuellen } from '../gemeinsam/quellen';
import { type Feiertag, feiertageFuer, feiertageImJahr } from './feiertage';
import { LAND_NAMEN } from './laender';

type Quelle = { titel: string; url: string };

// A holiday as an answer lists it: regional when it does not hold statewide; with a municipality
// also whether it holds in the whole municipality or only in a part (gemeinde_gebiet says which).
export interface OrtsFeiertag extends Feiertag {
  regional: boolean;
  gemeinde_geltung: 'ganz' | 'teilweise' | null;
  gemeinde_gebiet: string | null;
}

export type Geltung = 'ganz' | 'teilweise' | 'kein' | 'unbekannt';

export interface Gemeindestatus {
  geltung: Geltung;
  name: string | null;
  gebiet: string | null;
  hinweis: string | null;
  // The rule the status comes from (null: no rule for this day, Land and year).
  regel: Gemeinderegel | null;
  quelle: Quelle | null;
}

// The Land a municipality key belongs to (its first two digits).
export function landDesSchluessels(ags: string): Land {
  const land = LAENDER.find((l) => LAND_SCHLUESSEL[l] === ags.slice(0, 2));
  if (!land) throw new Error(`kein Land für den Gemeindeschlüssel ${ags}`);
  return land;
}

const verzeichnisse = new WeakMap<Gemeindeverzeichnis, Set<string>>();
export function istGemeinde(v: Gemeindeverzeichnis, ags: string): boolean {
  let alle = verzeichnisse.get(v);
  if (!alle) {
    alle = gemeindenAus(v.kreise);
    verzeichnisse.set(v, alle);
  }
  return alle.has(ags);
}

// Whether a rule, or one municipality's entry in it, holds in a year.
const giltImJahr = (r: { ab_jahr?: number; bis_jahr?: number }, jahr: number) =>
  (r.ab_jahr === undefined || jahr >= r.ab_jahr) && (r.bis_jahr === undefined || jahr <= r.bis_jahr);

// What gemeinderegeln record for one day, Land, municipality and year.
export function gemeindestatus(
  regeln: Gemeinderegel[],
  feiertag: string,
  land: Land,
  ags: string,
  jahr: number,
): Gemeindestatus {
  const regel = regeln.find((r) => r.feiertag === feiertag && r.land === land && giltImJahr(r, jahr));
  if (!regel) return { geltung: 'unbekannt', name: null, gebiet: null, hinweis: null, regel: null, quelle: null };
  const g = regel.gemeinden.find((x) => x.ags === ags && giltImJahr(x, jahr));
  if (g)
    return {
      geltung: g.geltung,
      name: g.name,
      gebiet: g.gebiet ?? null,
      hinweis: g.hinweis ?? null,
      regel,
      quelle: g.quelle ?? regel.quelle,
    };
  const ganz = regel.praefixe_ganz.some((p) => ags.startsWith(p));
  return {
    geltung: ganz ? 'ganz' : regel.uebrige,
    name: null,
    gebiet: null,
    hinweis: null,
    regel,
    quelle: regel.quelle,
  };
}

const ohneGemeinde = (f: Feiertag & { regional: boolean }): OrtsFeiertag => ({
  ...f,
  gemeinde_geltung: null,
  gemeinde_gebiet: null,
});

const tagText = (f: Feiertag) => `${f.name} (${f.datum})`;
const MIT_GEMEINDE = 'Für eine Gemeinde antwortet die API mit gemeinde (achtstelliger Amtlicher Gemeindeschlüssel).';

// Days of the list that hold only in parts of land (without land: of any Land), named for the
// hinweise of an answer for a whole Land; null when there are none.
export function hinweisTeilweise(tage: Feiertag[], land: Land | null, beruecksichtigt: boolean): string | null {
  // beruecksichtigt: the answer counts them (regionale=true), otherwise it leaves them out.
  const teilweise = tage.filter((f) =>
    land ? f.teilweise.includes(land) && !f.laender.includes(land) : f.teilweise.length > 0,
  );
  if (!teilweise.length) return null;
  const liste = teilweise.map((f) => (land ? tagText(f) : `${tagText(f)}: ${f.teilweise.join(', ')}`)).join('; ');
  const wo = land
    ? `In ${LAND_NAMEN[land]} gelten nur in einem Teil der Gemeinden`
    : 'Nur in Teilen einzelner Länder gelten';
  const wie = beruecksichtigt
    ? 'Mit regionale=true sind sie berücksichtigt, obwohl sie nicht überall gelten.'
    : 'Sie sind nicht berücksichtigt.';
  return `${wo}: ${liste}. ${wie} ${MIT_GEMEINDE}`;
}

export interface OrtsErgebnis {
  feiertage: OrtsFeiertag[];
  hinweise: string[];
  quellen: Quelle[];
}

// The holidays of a year for a Land (or every Land) or, with gemeinde, for one municipality of
// land. regionale adds the days that hold only in parts of the Land, or with gemeinde only in a
// part of the municipality; null for an endpoint without that parameter (the days never count).
// bereich keeps only the days from von to bis (both inclusive).
export function feiertageAmOrt(
  jahr: number,
  regeln: FeiertagRegel[],
  gemeinderegeln: Gemeinderegel[],
  land: Land | null,
  gemeinde: string | null,
  regionale: boolean | null,
  bereich?: { von: string; bis: string },
): OrtsErgebnis {
  const drin = (f: Feiertag) => !bereich || (f.datum >= bereich.von && f.datum <= bereich.bis);
  if (gemeinde === null || land === null) {
    const hinweis = hinweisTeilweise(feiertageImJahr(jahr, regeln).filter(drin), land, regionale === true);
    return {
      feiertage: feiertageFuer(jahr, regeln, land, regionale === true)
        .filter(drin)
        .map(ohneGemeinde),
      hinweise: hinweis ? [hinweis] : [],
      quellen: [],
    };
  }
  const feiertage: OrtsFeiertag[] = [];
  const hinweise: string[] = [];
  const quellen: Quelle[] = [];
  const wo = (s: Gemeindestatus) => `in der Gemeinde ${gemeinde}${s.name ? ` (${s.name})` : ''}`;
  for (const f of feiertageImJahr(jahr, regeln).filter(drin)) {
    if (f.laender.includes(land)) {
      feiertage.push({ ...f, regional: false, gemeinde_geltung: 'ganz', gemeinde_gebiet: null });
      continue;
    }
    if (!f.teilweise.includes(land)) continue;
    const s = gemeindestatus(gemeinderegeln, f.id, land, gemeinde, jahr);
    // Only the municipal rule's legal basis and source explain why the day holds here.
    const eigen = {
      ...f,
      regional: true,
      rechtsgrundlage: s.regel ? [s.regel.rechtsgrundlage] : f.rechtsgrundlage,
      quellen: s.quelle ? [s.quelle] : f.quellen,
    };
    if (s.quelle && !quellen.some((q) => q.url === s.quelle?.url)) quellen.push(s.quelle);
    const zusatz = s.hinweis ? ` ${s.hinweis}` : '';
    switch (s.geltung) {
      case 'ganz':
        feiertage.push({ ...eigen, gemeinde_geltung: 'ganz', gemeinde_gebiet: null });
        if (zusatz) hinweise.push(`${tagText(f)} gilt ${wo(s)}.${zusatz}`);
        break;
      case 'teilweise':
        if (regionale) feiertage.push({ ...eigen, gemeinde_geltung: 'teilweise', gemeinde_gebiet: s.gebiet });
        hinweise.push(
          `${tagText(f)} gilt ${wo(s)} nur in einem Teil der Gemeinde: ${s.gebiet}. ` +
            (regionale
              ? 'Mit regionale=true ist er berücksichtigt; das stimmt nur für Betriebsstätten in diesem Teil.'
              : regionale === false
                ? 'Er ist nicht berücksichtigt; regionale=true nimmt ihn auf, wenn die Betriebsstätte in diesem ' +
                  'Teil liegt.'
                : 'Er ist nicht berücksichtigt.') +
            zusatz,
        );
        break;
      case 'kein':
        hinweise.push(`${tagText(f)} ist ${wo(s)} kein gesetzlicher Feiertag (${s.regel?.rechtsgrundlage}).${zusatz}`);
        break;
      case 'unbekannt':
        hinweise.push(
          `${tagText(f)} gilt in ${LAND_NAMEN[land]} nur in einem Teil der Gemeinden und ist hier nicht ` +
            'berücksichtigt: ' +
            (s.regel?.hinweis ?? 'Für diese Gemeinde liegen keine geprüften Angaben vor.'),
        );
        break;
    }
  }
  return { feiertage, hinweise, quellen };
}

// The same for every year from von to bis, only the days in between.
export function feiertageImZeitraum(
  von: string,
  bis: string,
  regeln: FeiertagRegel[],
  gemeinderegeln: Gemeinderegel[],
  land: Land | null,
  gemeinde: string | null,
  regionale: boolean | null,
): OrtsErgebnis {
  const ergebnis: OrtsErgebnis = { feiertage: [], hinweise: [], quellen: [] };
  for (let j = Number(von.slice(0, 4)); j <= Number(bis.slice(0, 4)); j++) {
    const t = feiertageAmOrt(j, regeln, gemeinderegeln, land, gemeinde, regionale, { von, bis });
    ergebnis.feiertage.push(...t.feiertage);
    ergebnis.hinweise.push(...t.hinweise);
    ergebnis.quellen = mitQuellen(ergebnis.quellen, t.quellen);
  }
  return ergebnis;
}

// Holidays by date (the first name where two fall on one day).
export function karteAus(tage: Feiertag[]): Map<string, string> {
  const karte = new Map<string, string>();
  for (const f of tage) if (!karte.has(f.datum)) karte.set(f.datum, f.name);
  return karte;
}
