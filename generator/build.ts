// npm run build: validates data/, precomputes every answer and writes
//   public/_vorberechnet/<praefix>/  every answer that depends only on path and time parameter
//                             (src/api/vorberechnung.ts); the prefix is new and random per build,
//                             the previous build's directory stays (generator/vorberechnet.ts)
//   build/pap/                the wage tax programmes, generated from data/lohnsteuer/*.xml
//   build/module.ts           the index of the modules in src/datensaetze/ (generator/module.ts)
//   build/routen.ts           the gate's routing table with that prefix (bundled into the edge function)
//   build/rechner.json        what the calculators need (the datasets whose module computes and those they read)
//   build/rechner.js          the calculators in one ES module for the edge gate (netlify/rechner.ts, bundled)
//   build/manifest.json       every precomputed file with its SHA-256
//   public/v1/*.json          the public meta files the CDN serves (overview, catalog, status, OpenAPI)
//   public/konto/             the account page with its bundled script (generator/konto.ts)
//   public/v1/aenderungen.atom, public/v1/hr/<id>/aenderungen.atom
//                             the changelog as Atom feeds (generator/feed.ts)
//   build/aenderungen.json    the changelog with the levels each entry concerns, for the webhook
//                             delivery (functions/deploy-succeeded-background.ts)
//   public/v1/dokumentation/  the documentation page with the bundled Swagger UI, the explorer
//                             (daten/), year-change pages, English docs and guides (generator/ansicht.ts),
//                             the payslip page computing in the browser (rechner/, generator/rechnerseite.ts)
// A bad data file stops the build with a message naming file, dataset and field.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { erzeugeSdks } from '../packages/sdk/erzeuge';
import { manifest, vorberechne } from '../src/api/vorberechnung';
import { DatenFehler, type GeladenerDatensatz, ladeDaten } from '../src/daten/laden';
import type { Objekt } from '../src/vertrag/modell';
import type { PapEintrag } from '../src/vertrag/pap';
import { aenderungenMitWerten, ursprungAusUmgebung } from './aenderungsdetails';
import { schreibeAnsicht } from './ansicht';
import { schreibe } from './datei';
import { schreibeDokumentation } from './dokumentation';
import { type Ergebnis, erzeuge } from './erzeuge';
import { schreibeFeeds } from './feed';
import { jahreMitWechsel } from './jahreswechsel';
import { schreibeKonto } from './konto';
import { ladeModule, modulIndex } from './module';
import { kontoOpenapi } from './openapi';
import { ZIEL as PAP_ZIEL, schreibePapModule } from './pap/erzeuge';
import { schreibeRechnerkern } from './rechnerkern';
import { schreibeRechnerseite } from './rechnerseite';
import { raeumeAuf, vorigerPraefix } from './vorberechnet';
import { schreibeZwischenstand } from './zwischenstand';

const WURZEL = join(import.meta.dirname, '..');

async function main(): Promise<void> {
  const beginn = performance.now();
  let quellen: GeladenerDatensatz[];
  let ergebnis: Ergebnis;
  // The wage tax programmes, generated from the official PAP XML files (data/lohnsteuer/), and
  // the modules of src/datensaetze/ with their index for the entry points.
  schreibePapModule();
  const pap = (await import(join(PAP_ZIEL, 'index.ts'))).PAP_VERSIONEN as PapEintrag[];
  const module = await ladeModule();
  const indexBytes = schreibe(join(WURZEL, 'build', 'module.ts'), modulIndex(join(WURZEL, 'build')));
  try {
    quellen = ladeDaten(join(WURZEL, 'data'));
    ergebnis = erzeuge(quellen, { module, pap });
  } catch (e) {
    if (e instanceof DatenFehler) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // Unguessable per build (128 bits): where the precomputed files live.
  const v = vorberechne({ daten: ergebnis.laufzeit, module, pap }, `/_vorberechnet/${randomBytes(16).toString('hex')}`);
  // The previous build's files stay until the next build (generator/vorberechnet.ts).
  raeumeAuf(join(WURZEL, 'public', '_vorberechnet'), vorigerPraefix(join(WURZEL, 'build', 'manifest.json')));
  let bytes = 0;
  for (const [pfad, inhalt] of v.dateien) bytes += schreibe(join(WURZEL, 'public', v.tabelle.praefix, pfad), inhalt);
  const dateiBytes = bytes;
  bytes += indexBytes;
  bytes += schreibe(
    join(WURZEL, 'build', 'routen.ts'),
    `// Erzeugt von npm run build (src/api/vorberechnung.ts); nicht bearbeiten.\nimport type { Tabelle } from ` +
      `'../src/tor/tabelle.ts';\n\nconst tabelle: Tabelle = ${JSON.stringify(v.tabelle)};\nexport default ` +
      `tabelle;\n`,
  );
  bytes += schreibe(join(WURZEL, 'build', 'rechner.json'), JSON.stringify(v.rechnerDaten));
  bytes += schreibeZwischenstand(WURZEL, ergebnis);
  bytes += schreibeRechnerkern(WURZEL).bytes;
  bytes += schreibe(join(WURZEL, 'build', 'manifest.json'), JSON.stringify(manifest(v), null, 1));
  for (const [name, inhalt] of Object.entries(ergebnis.oeffentlich))
    bytes += schreibe(join(WURZEL, 'public', 'v1', name), JSON.stringify(inhalt));
  // The SDKs' operation tables and types, and the snapshot of every history for their offline fallback.
  const verlaeufe: Record<string, { datenstand: string; antwort: unknown }> = {};
  for (const d of Object.values(v.tabelle.datensaetze)) {
    const datei = d.verlauf && v.dateien.get(`${d.verlauf.datei}.json`);
    if (datei) verlaeufe[d.id] = { datenstand: d.datenstand, antwort: JSON.parse(Buffer.from(datei).toString('utf8')) };
  }
  bytes += await erzeugeSdks(WURZEL, {
    openapi: ergebnis.oeffentlich['openapi.json'] as Objekt,
    arten: Object.fromEntries(Object.values(v.tabelle.datensaetze).map((d) => [d.id, d.art])),
    verlaeufe,
    englisch: Object.fromEntries(quellen.map((d) => [d.id, d.name_en])),
    stand: v.tabelle.aenderungen.datenstand,
    kontoOpenapi: kontoOpenapi(),
  });
  bytes += schreibeDokumentation(
    join(WURZEL, 'public', 'v1', 'dokumentation'),
    ergebnis.oeffentlich['openapi.json'] as Objekt,
  );
  bytes += schreibeKonto(
    join(WURZEL, 'public', 'konto'),
    quellen.map((d) => ({ id: d.id, name: d.name })),
  );
  bytes += schreibeAnsicht(join(WURZEL, 'public', 'v1', 'dokumentation'), quellen, ergebnis.glossar);
  bytes += schreibeRechnerseite(join(WURZEL, 'public', 'v1', 'dokumentation'), ergebnis.laufzeit, pap);
  const ursprung = ursprungAusUmgebung();
  const eintraege = aenderungenMitWerten(quellen, jahreMitWechsel(quellen), ursprung);
  bytes += schreibeFeeds(join(WURZEL, 'public'), quellen, eintraege, ursprung);
  bytes += schreibe(
    join(WURZEL, 'build', 'aenderungen.json'),
    JSON.stringify({ datensaetze: quellen.map((d) => d.id), aenderungen: eintraege }),
  );
  const perioden = Object.values(ergebnis.laufzeit.datensaetze).reduce((n, d) => n + d.perioden.length, 0);
  console.log(
    `build: ${quellen.length} Datensätze, ${perioden} Gültigkeitszeiträume, ${v.dateien.size} vorberechnete ` +
      `Dateien (${(dateiBytes / 1024).toFixed(0)} KiB), insgesamt ${(bytes / 1024).toFixed(0)} KiB in ` +
      `${(performance.now() - beginn).toFixed(0)} ms`,
  );
}

await main();
