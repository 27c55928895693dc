#!/usr/bin/env node
// hr-daten: the API on the command line. hr-daten <datensatz> [--parameter wert ...],
// hr-daten verlauf <datensatz>, hr-daten datensaetze|status|aenderungen, hr-daten aenderungen
// --folgen (polls the changelog with ETag and prints new entries). The key comes from the
// environment or the config file, never from an argument (it would end up in shell histories and
// process lists).
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { erstelleClient, HrDatenFehler, OPERATIONEN, type Schnappschuss } from '@hr-referenzdaten/sdk';
import { alsTabelle } from './tabelle.js';

const HILFE = `hr-daten – HR-Referenzdaten auf der Kommandozeile

  hr-daten <datensatz> [--parameter wert ...]    Wert am Stichtag oder Rechner
  hr-daten lohnkonto <datei.json>                ein Abrechnungsjahr (POST /hr/lohnkonto): je Monat eine
                                                 Tabelle, dann die Summen des Jahres
  hr-daten verlauf <datensatz> [--von T] [--bis T]
  hr-daten datensaetze | status | aenderungen [--seit T]
  hr-daten aenderungen --folgen [--intervall S] [--datensatz ID] [--seit T]
                                                 neue Einträge des Änderungsprotokolls, sobald es sie gibt

Ausgabe: Tabelle (Standard), --json, --csv (--semikolon für Dezimalkomma), --ics (Kalender)
--offline: ohne Netz aus dem Schnappschuss aller Verläufe (nur Verläufe und Werte am Stichtag)

Schlüssel: Umgebungsvariable HR_DATEN_SCHLUESSEL oder "schluessel" in der Konfigurationsdatei
(HR_DATEN_KONFIG, sonst ~/.config/hr-daten/konfig.json); Basis-URL: HR_DATEN_BASIS oder "basis".
Beispiel: hr-daten mindestlohn --datum 2024-05-01`;

interface Konfig {
  schluessel?: string;
  basis?: string;
}

function konfig(env: NodeJS.ProcessEnv): Konfig {
  const datei = env.HR_DATEN_KONFIG ?? join(homedir(), '.config', 'hr-daten', 'konfig.json');
  try {
    return JSON.parse(readFileSync(datei, 'utf8')) as Konfig;
  } catch {
    return {};
  }
}

const SCHALTER = new Set(['json', 'csv', 'ics', 'offline', 'semikolon', 'hilfe', 'help', 'folgen']);

interface Eintrag {
  datum: string;
  datenstand: string;
  datensatz: string;
  bestandteile: string[] | null;
  art: string;
  beschreibung: string;
}

const zeile = (a: Eintrag) =>
  `${a.datenstand}  ${a.datensatz}  ${a.art}${a.bestandteile ? ` (${a.bestandteile.join(', ')})` : ''}: ` +
  a.beschreibung;

const warte = (ms: number) => new Promise((fertig) => setTimeout(fertig, ms));

// hr-daten aenderungen --folgen: asks /aenderungen every --intervall seconds with If-None-Match (a
// 304 costs no quota and carries no body) and prints each entry it has not seen, oldest first. The
// first answer only sets what is known, unless --seit asks for the entries since a day. Runs until
// interrupted; without a connection it says so and keeps asking.
async function folge(
  basis: string,
  schluessel: string | undefined,
  parameter: Record<string, string>,
  json: boolean,
  aus: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  const { intervall = '300', ...abfrage } = parameter;
  const sekunden = Number(intervall.replace(',', '.'));
  if (!(sekunden > 0)) {
    err(`--intervall: Sekunden größer als 0 (etwa 300), nicht "${intervall.slice(0, 20)}".`);
    return 2;
  }
  const url = new URL(`${basis.replace(/\/$/, '')}/aenderungen`);
  for (const [n, w] of Object.entries(abfrage)) url.searchParams.set(n, w);
  const bekannt = new Set<string>();
  let etag: string | null = null;
  let erste = true;
  for (;;) {
    try {
      const antwort: Response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(schluessel ? { authorization: `Bearer ${schluessel}` } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        signal: AbortSignal.timeout(15_000),
      });
      if (antwort.status === 304) await antwort.body?.cancel();
      else if (!antwort.ok) {
        const f = ((await antwort.json().catch(() => ({}))) as { fehler?: { code?: string; nachricht?: string } })
          .fehler;
        err(`Fehler ${antwort.status} ${f?.code ?? ''}: ${f?.nachricht ?? 'ohne Fehlerobjekt'}`);
        if (antwort.status < 500 && antwort.status !== 429) return 1;
      } else {
        etag = antwort.headers.get('etag');
        const { aenderungen } = (await antwort.json()) as { aenderungen: Eintrag[] };
        const neu = aenderungen.filter((a) => !bekannt.has(a.datenstand)).reverse();
        for (const a of aenderungen) bekannt.add(a.datenstand);
        if (erste)
          err(
            `Folge dem Änderungsprotokoll (${aenderungen.length} Einträge, neuester ` +
              `${aenderungen[0]?.datenstand ?? '–'}); neue Einträge erscheinen hier, Abfrage alle ${sekunden} s. ` +
              'Beenden mit Strg+C.',
          );
        for (const a of erste && !abfrage.seit ? [] : neu) aus(json ? JSON.stringify(a) : zeile(a));
        erste = false;
      }
    } catch (e) {
      err(`Keine Verbindung zu ${url.origin}: ${(e as Error).message}; nächster Versuch in ${sekunden} s.`);
    }
    await warte(sekunden * 1000);
  }
}

export function leseArgumente(argv: string[]): {
  befehl: string[];
  parameter: Record<string, string>;
  schalter: Set<string>;
} {
  const befehl: string[] = [];
  const parameter: Record<string, string> = {};
  const schalter = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      befehl.push(a);
      continue;
    }
    const [name, wert] = a.slice(2).split(/=(.*)/s, 2);
    if (SCHALTER.has(name)) schalter.add(name);
    else if (wert !== undefined) parameter[name] = wert;
    else if (i + 1 < argv.length) parameter[name] = argv[++i];
    else throw new Error(`--${name} braucht einen Wert.`);
  }
  return { befehl, parameter, schalter };
}

const methodeZu = (pfad: string) => Object.values(OPERATIONEN).find((o) => o.pfad === pfad);

// A calculator that takes only a JSON body (hr-daten lohnkonto datei.json): the file's JSON, or an
// error text for the user.
function koerperAusDatei(datei: string | undefined, befehl: string): unknown {
  if (!datei)
    throw new Error(`hr-daten ${befehl} braucht eine JSON-Datei mit der Anfrage: hr-daten ${befehl} datei.json.`);
  let text: string;
  try {
    text = readFileSync(datei, 'utf8');
  } catch (e) {
    throw new Error(`Die Datei ${datei} lässt sich nicht lesen: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`Die Datei ${datei} ist kein JSON: ${(e as Error).message}`);
  }
}

export async function hauptprogramm(
  argv: string[],
  env: NodeJS.ProcessEnv,
  aus: (s: string) => void,
  err: (s: string) => void,
  breite?: number,
): Promise<number> {
  let args: ReturnType<typeof leseArgumente>;
  try {
    args = leseArgumente(argv);
  } catch (e) {
    err((e as Error).message);
    return 2;
  }
  const { befehl, parameter, schalter } = args;
  if (!befehl.length || schalter.has('hilfe') || schalter.has('help')) {
    aus(HILFE);
    return befehl.length ? 0 : 2;
  }
  if ('schluessel' in parameter || 'key' in parameter) {
    err(
      'Der Schlüssel gehört nicht auf die Kommandozeile: HR_DATEN_SCHLUESSEL setzen oder "schluessel" in die ' +
        'Konfigurationsdatei schreiben.',
    );
    return 2;
  }
  const k = konfig(env);
  if (schalter.has('folgen')) {
    if (befehl[0] !== 'aenderungen') {
      err('--folgen gibt es nur mit dem Befehl aenderungen: hr-daten aenderungen --folgen.');
      return 2;
    }
    return folge(
      env.HR_DATEN_BASIS ?? k.basis ?? 'https://localhost:8888/v1',
      env.HR_DATEN_SCHLUESSEL ?? k.schluessel,
      parameter,
      schalter.has('json'),
      aus,
      err,
    );
  }
  const pfad =
    befehl[0] === 'verlauf'
      ? `/hr/${befehl[1]}/verlauf`
      : ['datensaetze', 'status', 'aenderungen'].includes(befehl[0])
        ? `/${befehl[0]}`
        : `/hr/${befehl[0]}`;
  const op = methodeZu(pfad);
  if (!op) {
    const namen = Object.values(OPERATIONEN)
      .filter((o) => o.art === 'datensatz' || o.art === 'rechner')
      .map((o) => o.datensatz);
    err(`Unbekannter Befehl "${befehl.join(' ')}". Datensätze und Rechner: ${namen.join(', ')}.`);
    return 2;
  }
  let offline: Schnappschuss | undefined;
  if (schalter.has('offline'))
    offline = ((await import('@hr-referenzdaten/sdk/schnappschuss')) as { default: Schnappschuss }).default;
  const client = erstelleClient({
    basis: env.HR_DATEN_BASIS ?? k.basis ?? 'https://localhost:8888/v1',
    schluessel: env.HR_DATEN_SCHLUESSEL ?? k.schluessel,
    offline,
    // --offline answers at once from the snapshot instead of waiting for retries.
    ...(offline
      ? {
          versuche: 1,
          fetch: async () => {
            throw new Error('offline');
          },
        }
      : {}),
  });
  const nurKoerper = 'koerper' in op && !Object.values(OPERATIONEN).some((o) => o.pfad === pfad && !('koerper' in o));
  let koerper: unknown;
  if (nurKoerper)
    try {
      koerper = koerperAusDatei(befehl[1], befehl[0]);
    } catch (e) {
      err((e as Error).message);
      return 2;
    }
  try {
    if (nurKoerper) {
      if (schalter.has('csv')) {
        const q: Record<string, string> = {
          format: 'csv',
          ...(schalter.has('semikolon') ? { trennzeichen: 'semikolon' } : {}),
        };
        aus(await client.text(pfad, q, 'text/csv', koerper));
        return 0;
      }
      const methoden = client.hr as unknown as Record<string, (k: unknown) => Promise<unknown>>;
      const antwort = await methoden[op.methode](koerper);
      aus(schalter.has('json') ? JSON.stringify(antwort, null, 2) : alsTabelle(antwort, breite));
      return 0;
    }
    if (schalter.has('csv') || schalter.has('ics')) {
      const format = schalter.has('ics') ? 'ics' : 'csv';
      const q: Record<string, string> = { ...parameter, format };
      if (schalter.has('semikolon')) q.trennzeichen = 'semikolon';
      aus(await client.text(pfad, q, format === 'ics' ? 'text/calendar' : 'text/csv'));
      return 0;
    }
    const methoden = (op.art === 'meta' ? client : client.hr) as unknown as Record<
      string,
      (q: Record<string, string>) => Promise<unknown>
    >;
    const antwort = await methoden[op.methode](parameter);
    aus(schalter.has('json') ? JSON.stringify(antwort, null, 2) : alsTabelle(antwort, breite));
    return 0;
  } catch (e) {
    if (!(e instanceof HrDatenFehler)) throw e;
    err(`Fehler${e.status ? ` ${e.status}` : ''} ${e.code ?? ''}: ${e.nachricht}`);
    if (schalter.has('json'))
      aus(
        JSON.stringify(
          { fehler: { code: e.code, nachricht: e.nachricht, parameter: e.parameter, status: e.status } },
          null,
          2,
        ),
      );
    return e.status === null ? 3 : 1;
  }
}

// Piped into a file or another program: full lines, nothing cut.
const breite = process.stdout.isTTY ? process.stdout.columns : Number.POSITIVE_INFINITY;
process.exitCode = await hauptprogramm(
  process.argv.slice(2),
  process.env,
  (s) => process.stdout.write(`${s}\n`),
  (s) => process.stderr.write(`${s}\n`),
  breite,
);
