// The one place that says what each dataset is beyond its data file. Every data file has an
// entry and every entry a data file; the kind (art) must be the one the data file declares, and
// the kind decides what the entry may hold (pruefeRegister runs in every build):
//   bestandteile  the plain component envelope, optionally with derived fields (nachBestandteile)
//   spezial       an own answer shape (umschlag) or an own component shape (komponente, vorWerte)
//   rechner       a calculator: a module in src/rechner/index.ts with its answer schema
// Request-dependent fields of a component dataset (pfaendungsfreigrenzen?netto=...) come from
// its module in src/rechner/index.ts, the calculator set the API receives as a dependency.
import type { GeladenerDatensatz } from '../src/daten/laden';
import type { Rechnerverzeichnis } from '../src/vertrag/erweiterung';
import type { DatensatzArt } from '../src/vertrag/modell';
import { pfaendungsfreigrenzen, sachbezugswerte, uebergangsbereich } from './spezial';
import type { Zuschnitt } from './zuschnitt';
import { bavHoechstbetraege, beitragssaetze, minijobAbgaben, rechengroessen } from './zuschnitte';

export interface Eintrag {
  art: DatensatzArt;
  zuschnitt?: Zuschnitt;
  // Components carry status, erwartet and letzter_wert (API-SPEC.md component object): datasets
  // whose announced values payroll software waits for.
  status?: true;
}

export const REGISTER: Readonly<Record<string, Eintrag>> = {
  arbeitstage: { art: 'rechner' },
  ausgleichsabgabe: { art: 'bestandteile' },
  'bav-hoechstbetraege': { art: 'bestandteile', zuschnitt: bavHoechstbetraege, status: true },
  beitragssaetze: { art: 'spezial', zuschnitt: beitragssaetze },
  dienstwagen: { art: 'rechner' },
  'einkommensteuer-eckwerte': { art: 'bestandteile' },
  entgeltfortzahlung: { art: 'bestandteile', status: true },
  entgelttransparenz: { art: 'bestandteile', status: true },
  feiertage: { art: 'rechner' },
  kirchensteuer: { art: 'bestandteile' },
  kuendigungsfrist: { art: 'rechner' },
  kuenstlersozialabgabe: { art: 'bestandteile' },
  lohnsteuer: { art: 'rechner' },
  'lohnsteuer-anmeldung': { art: 'bestandteile', status: true },
  mindestausbildungsverguetung: { art: 'bestandteile' },
  mindestlohn: { art: 'bestandteile' },
  'minijob-abgaben': { art: 'bestandteile', zuschnitt: minijobAbgaben },
  mutterschutz: { art: 'rechner' },
  pausen: { art: 'rechner' },
  'payroll-jahreskalender': { art: 'rechner' },
  pfaendungsfreigrenzen: { art: 'spezial', zuschnitt: pfaendungsfreigrenzen },
  pflegemindestlohn: { art: 'bestandteile' },
  rechengroessen: { art: 'bestandteile', zuschnitt: rechengroessen },
  regelaltersgrenze: { art: 'rechner' },
  'reisekosten-inland': { art: 'bestandteile' },
  sachbezugswerte: { art: 'spezial', zuschnitt: sachbezugswerte },
  'sfn-zuschlaege': { art: 'bestandteile' },
  sonderkuendigungsschutz: { art: 'bestandteile', status: true },
  'steuerfreie-betraege': { art: 'bestandteile' },
  'sv-faelligkeit': { art: 'rechner' },
  uebergangsbereich: { art: 'spezial', zuschnitt: uebergangsbereich },
  urlaubsanspruch: { art: 'rechner' },
  versorgungsfreibetrag: { art: 'bestandteile', status: true },
  zeitarbeit: { art: 'bestandteile', status: true },
};

// The build's check of the registry against the data files and the calculator set: a list of
// problems, empty when everything fits.
export function pruefeRegister(
  quellen: GeladenerDatensatz[],
  register: Readonly<Record<string, Eintrag>>,
  rechner: Rechnerverzeichnis,
): string[] {
  const probleme: string[] = [];
  const ids = new Set(quellen.map((d) => d.id));
  for (const id of Object.keys(register)) {
    if (!ids.has(id)) probleme.push(`generator/register.ts: Eintrag ${id} hat keine Datei data/${id}.yaml`);
  }
  for (const id of Object.keys(rechner)) {
    if (!ids.has(id)) probleme.push(`src/rechner/index.ts: Modul ${id} hat keine Datei data/${id}.yaml`);
  }
  for (const d of quellen) {
    const e = register[d.id];
    if (!e) {
      probleme.push(`${d.datei}: Datensatz ${d.id} fehlt in generator/register.ts`);
      continue;
    }
    const ort = `${d.datei} (art: ${d.art}), generator/register.ts (art: ${e.art})`;
    if (e.art !== d.art) probleme.push(`${ort}: die Art stimmt nicht überein`);
    const z = e.zuschnitt ?? {};
    const eigeneForm = !!(z.umschlag || z.komponente || z.vorWerte || z.verlaufEintrag);
    if (e.art === 'spezial' && !eigeneForm)
      probleme.push(`${ort}: art spezial braucht eine eigene Form (umschlag, komponente oder vorWerte)`);
    if (e.art !== 'spezial' && eigeneForm) probleme.push(`${ort}: eine eigene Form gibt es nur für art spezial`);
    if (!!z.umschlag !== !!z.schema || !!z.umschlag !== !!z.verlaufSchema || !!z.umschlag !== !!z.verlaufAusPerioden) {
      probleme.push(`${ort}: ein eigener Umschlag braucht schema, verlaufSchema und verlaufAusPerioden`);
    }
    const modul = rechner[d.id];
    if (e.art === 'rechner') {
      if (!modul) probleme.push(`${ort}: Rechner ohne Modul in src/rechner/index.ts`);
      else if (!modul.antwort) probleme.push(`${ort}: Rechner ohne Antwortschema (antwort) in seinem Modul`);
      if (e.zuschnitt || e.status) probleme.push(`${ort}: ein Rechner hat weder Zuschnitt noch status`);
    } else if (modul?.antwort) {
      probleme.push(`${ort}: nur ein Rechner hat ein eigenes Antwortschema`);
    }
    if (e.status && e.art !== 'bestandteile') probleme.push(`${ort}: status gibt es nur für art bestandteile`);
  }
  return probleme;
}
