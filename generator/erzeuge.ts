// The generator's core: from loaded data files to every precomputed answer (no file I/O).

import {
  katalog as katalogSchema,
  statusAntwort as statusSchema,
  uebersicht as uebersichtSchema,
  umschlag,
  verlaufAntwort,
} from '../src/antwort/schema';
import { type Antworter, erstelleAntworter } from '../src/api/antworten';
import type { GeladenerDatensatz } from '../src/daten/laden';
import { DatenFehler } from '../src/daten/laden';
import { ERWEITERUNGEN } from '../src/rechner';
import { kirchensteuerAnhang } from '../src/rechner/lohnsteuer-kirche';
import type { Erweiterung, Rechnerverzeichnis } from '../src/vertrag/erweiterung';
import { ApiFehler } from '../src/vertrag/fehler';
import type { DatensatzLaufzeit, Laufzeitdaten, Objekt } from '../src/vertrag/modell';
import { leseParameter } from '../src/vertrag/parameter';
import { baueKomponentenDatensatz } from './komponenten';
import { aenderungen, BASIS, katalog, status, uebersicht } from './meta';
import { openapi } from './openapi';
import { type Eintrag, pruefeRegister, REGISTER } from './register';

export interface Ergebnis {
  laufzeit: Laufzeitdaten;
  oeffentlich: Record<string, Objekt>;
}

// The reference day of the OpenAPI examples.
const BEISPIELTAG = '2024-05-01';

// The answer on the reference date (OpenAPI example); the time field as the gateway sets it.
function beispiel(l: DatensatzLaufzeit): Objekt | undefined {
  const p = l.perioden.find((x) => x.von <= BEISPIELTAG && (x.bis === null || x.bis >= BEISPIELTAG));
  if (!p) return undefined;
  const { datensatz, ...rest } = p.antwort;
  return { datensatz, [l.zeit]: l.zeit === 'jahr' ? Number(BEISPIELTAG.slice(0, 4)) : BEISPIELTAG, ...rest };
}

// A calculator's example is its real answer to the example values of its parameters, computed
// by the calculator itself as on the reference day, and checked against its answer schema. An
// optional parameter the calculator refuses in that combination (co2_g_km only with
// antrieb=hybrid) is left out.
function rechnerBeispiel(l: DatensatzLaufzeit, a: Antworter, erw: Erweiterung): Objekt {
  const abfrage = new URLSearchParams();
  for (const p of l.parameter) {
    if (p.name === 'format' || p.name === 'trennzeichen' || p.beispiel === undefined) continue;
    abfrage.set(p.name, String(p.beispiel));
  }
  let antwort: Objekt | undefined;
  while (!antwort) {
    try {
      antwort = JSON.parse(a.datensatz(l, leseParameter(l.parameter, `?${abfrage}`), BEISPIELTAG).body) as Objekt;
    } catch (e) {
      const name = e instanceof ApiFehler ? e.zusatz.parameter : undefined;
      const spec = l.parameter.find((p) => p.name === name);
      if (!name || !spec || spec.pflicht || !abfrage.has(name)) throw e;
      abfrage.delete(name);
    }
  }
  const r = erw.antwort?.safeParse(antwort);
  if (r && !r.success)
    throw new DatenFehler([
      `Rechner ${l.id}: Beispielantwort passt nicht zum Schema: ` +
        `${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    ]);
  return antwort;
}

// What the build knows of the datasets besides their files: the registry and the calculators
// (tests pass their own for the fixture data).
export interface Umgebung {
  register: Readonly<Record<string, Eintrag>>;
  rechner: Rechnerverzeichnis;
}

export function erzeuge(
  quellen: GeladenerDatensatz[],
  umgebung: Umgebung = { register: REGISTER, rechner: ERWEITERUNGEN },
): Ergebnis {
  const { register, rechner } = umgebung;
  const registerProbleme = pruefeRegister(quellen, register, rechner);
  if (registerProbleme.length) throw new DatenFehler(registerProbleme);
  // The holiday rules of the one data file that has them (data/feiertage.yaml), the church-tax
  // rates per Land (data/kirchensteuer.yaml) and the garnishment tenths of § 850c ZPO
  // (data/pfaendungsfreigrenzen.yaml), for every calculator.
  const anhang = {
    feiertagsregeln: quellen.flatMap((d) => d.feiertage ?? []),
    kirchensteuer: kirchensteuerAnhang(quellen),
    pfaendungsanteile: quellen.find((d) => d.pfaendungsanteile)?.pfaendungsanteile,
  };
  const alle = new Map(quellen.map((d) => [d.id, d]));
  const datensaetze: Record<string, DatensatzLaufzeit> = {};
  const probleme: string[] = [];
  for (const d of quellen) {
    const l = baueKomponentenDatensatz(d, register[d.id], { alle }, rechner, BASIS);
    // Every precomputed answer must have the documented shape before it is published.
    const zuschnitt = register[d.id].zuschnitt ?? {};
    const schema = zuschnitt.schema ?? umschlag;
    for (const p of l.perioden) {
      const r = schema.safeParse(p.antwort);
      if (!r.success)
        probleme.push(
          `${d.datei}: Datensatz ${d.id}, Antwort ab ${p.von}: ` +
            `${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
    }
    // Every value a calculator reads must be there in every period (Erweiterung.pruefeDaten).
    const pruefeDaten = rechner[d.id]?.pruefeDaten;
    for (const p of pruefeDaten ? l.perioden : []) {
      try {
        pruefeDaten?.(p.antwort, anhang);
      } catch (e) {
        probleme.push(`${d.datei}: Antwort ab ${p.von}: ${(e as Error).message}`);
      }
    }
    const v = (zuschnitt.verlaufSchema ?? verlaufAntwort).safeParse({ datensatz: d.id, verlauf: l.verlauf });
    if (!v.success)
      probleme.push(
        `${d.datei}: Datensatz ${d.id}, Verlauf: ` +
          `${v.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    datensaetze[d.id] = l;
  }
  if (probleme.length) throw new DatenFehler(probleme);

  const stand =
    quellen
      .map((d) => d.stand)
      .sort()
      .at(-1) ?? '';
  const kat = katalogSchema.parse(katalog(quellen, datensaetze));
  const laufzeit: Laufzeitdaten = { stand, anhang, datensaetze, aenderungen: aenderungen(quellen), katalog: kat };
  const antworter = erstelleAntworter(laufzeit, rechner);
  const oeffentlich: Record<string, Objekt> = {
    'uebersicht.json': uebersichtSchema.parse(uebersicht(quellen.length, stand)),
    'datensaetze.json': kat,
    'status.json': statusSchema.parse(status(quellen, stand)),
    'openapi.json': openapi({
      stand,
      datensaetze: quellen.map((d) => {
        const z = register[d.id].zuschnitt ?? {};
        const id = (s?: { meta(): { id?: string } | undefined }) => s?.meta()?.id;
        const erw = rechner[d.id];
        const bsp =
          d.art === 'rechner' ? rechnerBeispiel(datensaetze[d.id], antworter, erw) : beispiel(datensaetze[d.id]);
        return {
          id: d.id,
          name: d.name,
          beschreibung: d.beschreibung,
          laufzeit: datensaetze[d.id],
          beispiel: bsp,
          schema: id(z.schema) ?? id(rechner[d.id]?.antwort),
          verlaufSchema: id(z.verlaufSchema),
        };
      }),
    }),
  };
  return { laufzeit, oeffentlich };
}
