// The GET of the payslip: its flat query parameters follow from the paths of the request schema
// (anfrage.ts): person.steuerklasse -> steuerklasse, dienstwagen.listenpreis -> dienstwagen_listenpreis,
// einmalzahlung.betrag -> einmalzahlung (the leaf's meta name), and the list sfn.zuschlaege[] ->
// sfn_stunden_<art> and sfn_satz_<art> per kind. A GET is read as the body it stands for, so both
// ways run through the same schema and rules; errors name what the caller sent.
import { z } from 'zod';
import { alsParameter, type Namen, pfadText } from '../../vertrag/koerper';
import type { Anfrageparameter, ParameterSpec } from '../../vertrag/parameter';
import { ANFRAGE, type Anfrage, kernVon, type Richtung, zuschlag } from './anfrage';
import { ART_KURZ, ART_TEXT, SFN_ARTEN } from './sfn-parameter';

// Groups whose query parameters carry the group's name before the field's.
const PRAEFIX: Record<string, string> = { dienstwagen: 'dienstwagen_', sfn: 'sfn_', mehrfach: 'mehrfach_' };

type Blatt = { name: string; pfad: string; s: z.ZodType; pflicht: boolean };

// Every leaf of the schema with its query parameter name, in the schema's order. The list of
// supplements becomes one parameter per kind and field (sfn_stunden_nacht, sfn_satz_nacht, ...).
function blaetter(s: z.ZodObject): Blatt[] {
  const aus: Blatt[] = [];
  for (const [k, v] of Object.entries(s.shape)) {
    const innen = kernVon(v as z.ZodType);
    if (innen.def.type !== 'object') {
      const m = z.globalRegistry.get(innen) as { name?: string } | undefined;
      aus.push({ name: m?.name ?? k, pfad: k, s: v as z.ZodType, pflicht: true });
      continue;
    }
    const praefix = PRAEFIX[k] ?? '';
    const gruppePflicht = (v as z.ZodType).def.type !== 'optional';
    for (const [f, w] of Object.entries((innen as z.ZodObject).shape)) {
      const ws = w as z.ZodType;
      if (ws.def.type === 'array') continue;
      const m = z.globalRegistry.get(kernVon(ws)) as { name?: string } | undefined;
      aus.push({ name: m?.name ?? `${praefix}${f}`, pfad: `${k}.${f}`, s: ws, pflicht: gruppePflicht });
    }
  }
  return aus;
}

// The GET's parameters of one direction: every leaf, the supplements per kind.
export function abfrageParameter(richtung: Richtung): ParameterSpec[] {
  const alle = BLAETTER[richtung].map((b) => alsParameter(b.name, b.s, b.pflicht));
  // The amount right after datum, as the query examples write it.
  const liste = [
    alle[0],
    ...alle.filter((p) => p.name === richtung),
    ...alle.slice(1).filter((p) => p.name !== richtung),
  ];
  const sfnAb = liste.findIndex((p) => p.name === 'sfn_grundlohn_stunde') + 1;
  const proArt = SFN_ARTEN.flatMap((art) =>
    (['stunden', 'satz'] as const).map((f) => {
      const p = alsParameter(`sfn_${f}_${art}`, zuschlag.shape[f], false);
      const text = (z.globalRegistry.get(kernVon(zuschlag.shape[f])) as { proArt: string }).proArt;
      const k = ART_KURZ[art];
      const beschriftung =
        f === 'stunden'
          ? { de: `Stunden ${k.de}`, en: `Hours of ${k.en}` }
          : { de: `Zuschlag ${k.de} (%; leer: steuerfreier Höchstsatz)`, en: `Premium for ${k.en} (%)` };
      return { ...p, beschreibung: text.replace('{text}', ART_TEXT[art]).replace(/\{art\}/g, art), beschriftung };
    }),
  );
  return [...liste.slice(0, sfnAb), ...proArt, ...liste.slice(sfnAb)];
}

// Query parameter name -> JSON path, and back (the supplements aside).
// The leaves of each direction, read from the schema once (the schema does not change).
const BLAETTER: Record<Richtung, readonly Blatt[]> = {
  brutto: blaetter(ANFRAGE.brutto),
  netto: blaetter(ANFRAGE.netto),
};

const NAMEN = new Map(BLAETTER.brutto.map((b) => [b.pfad, b.name]));
NAMEN.set('netto', 'netto');
NAMEN.set('sfn.zuschlaege', 'sfn_stunden_*');
const PFADE = new Map([...NAMEN].map(([pfad, name]) => [name, pfad]));

// The names of a GET: the query parameter a path stands for; the supplements by their kind.
export function abfrageNamen(arten: readonly string[]): Namen {
  return (pfad) => {
    const n = NAMEN.get(pfad);
    if (n) return n;
    const t = /^sfn\.zuschlaege\[(\d+)\]\.(\w+)$/.exec(pfad);
    if (t) return `sfn_${t[2] === 'satz' ? 'satz' : 'stunden'}_${arten[Number(t[1])]}`;
    return pfad.replace(/\./g, '_');
  };
}

// The path a query parameter stands for in a body (an error the engine names by parameter).
export function pfadZu(name: string, a: Anfrage): string {
  const p = PFADE.get(name);
  if (p) return p;
  const t = /^sfn_(stunden|satz)_(\w+)$/.exec(name);
  const i = t ? (a.sfn?.zuschlaege ?? []).findIndex((z) => z.art === t[2]) : -1;
  return t && i >= 0 ? pfadText(['sfn', 'zuschlaege', i, t[1]]) : name;
}

// A GET's parameters as the body they stand for. Parameters at their default alone do not make a
// group (the browser form always sends dienstwagen_antrieb, einmalzahlung_art and zero hours); the
// kinds of supplements keep the order of SFN_ARTEN.
export function ausAbfrage(p: Anfrageparameter, richtung: Richtung): { koerper: Objekt; arten: string[] } {
  const koerper: Objekt = {};
  const gruppe = (g: string): Objekt => {
    koerper[g] ??= {};
    return koerper[g] as Objekt;
  };
  for (const b of BLAETTER[richtung]) {
    const w = p[b.name];
    if (w === undefined) continue;
    const [g, f] = b.pfad.split('.');
    if (f === undefined) koerper[g] = w;
    else gruppe(g)[f] = w;
  }
  const arten: string[] = [];
  const zuschlaege: Objekt[] = [];
  for (const art of SFN_ARTEN) {
    const h = p[`sfn_stunden_${art}`];
    const s = p[`sfn_satz_${art}`];
    if ((typeof h === 'number' && h > 0) || s !== undefined) {
      arten.push(art);
      zuschlaege.push({ art, ...(h !== undefined ? { stunden: h } : {}), ...(s !== undefined ? { satz: s } : {}) });
    }
  }
  if (zuschlaege.length) gruppe('sfn').zuschlaege = zuschlaege;
  else if (koerper.sfn) (koerper.sfn as Objekt).zuschlaege = [];
  // The browser form always sends the car's antrieb and zuzahlung_monat: at their defaults and
  // without a list price they are no car.
  const wagen = koerper.dienstwagen as Objekt | undefined;
  if (wagen && wagen.listenpreis === undefined) {
    const standard = (f: string) => alsParameter(f, kernVon(dienstwagenFeld(f)), false).standard;
    if (Object.entries(wagen).every(([f, w]) => w === standard(f))) delete koerper.dienstwagen;
  }
  // A one-off's other parameters without einmalzahlung: the GET's default 0, so regeln.ts names them.
  if (koerper.einmalzahlung && (koerper.einmalzahlung as Objekt).betrag === undefined)
    (koerper.einmalzahlung as Objekt).betrag = 0;
  koerper.person ??= {};
  return { koerper, arten };
}

type Objekt = Record<string, unknown>;

const dienstwagenFeld = (f: string): z.ZodType =>
  (kernVon(ANFRAGE.brutto.shape.dienstwagen) as z.ZodObject).shape[f] as z.ZodType;
