// The walkthroughs of the README ("Einen neuen Datensatz anlegen", "Einen neuen Rechner anlegen")
// as their tests use them: each file of a walkthrough is a code block whose first line names it,
// taken from the README verbatim, so the text and the test cannot drift apart.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ladeModule } from '../generator/module';
import { erstellePruefer, pruefeAntwort } from '../scripts/openapi-pruefer';
import { baue, UMGEBUNG } from '../scripts/umgebung';
import { erstelleGateway } from '../src/api/gateway';
import { erstelleKontingent } from '../src/tor/kontingent';

const WURZEL = join(import.meta.dirname, '..');

// The block whose first line is "# <datei>" (YAML) or "// <datei>" (TypeScript), without that line.
export function dateiAusReadme(datei: string): string {
  const readme = readFileSync(join(WURZEL, 'README.md'), 'utf8');
  const bloecke = [...readme.matchAll(/^( *)```\w+\n([\s\S]*?)^\1```$/gm)];
  for (const [, einzug, inhalt] of bloecke) {
    const zeilen = inhalt.split('\n').map((z) => z.slice(einzug.length));
    if (zeilen[0] === `# ${datei}` || zeilen[0] === `// ${datei}`) return zeilen.slice(1).join('\n');
  }
  throw new Error(`README.md hat keinen Codeblock für ${datei}`);
}

// A copy of the checkout's data/ and src/ for a walkthrough: data/ copied, src/ as links to the
// real folders except src/datensaetze/, which links each real module file, so a module added there
// imports the same src/vertrag and src/antwort as everything else (one ApiFehler, one zod).
export function kopie(): { wurzel: string; daten: string; module: string; lege(datei: string): void } {
  const wurzel = mkdtempSync(join(tmpdir(), 'anleitung-'));
  const daten = join(wurzel, 'data');
  cpSync(join(WURZEL, 'data'), daten, { recursive: true });
  const module = join(wurzel, 'src', 'datensaetze');
  mkdirSync(module, { recursive: true });
  for (const ordner of readdirSync(join(WURZEL, 'src')))
    if (ordner !== 'datensaetze') symlinkSync(join(WURZEL, 'src', ordner), join(wurzel, 'src', ordner), 'dir');
  for (const f of readdirSync(join(WURZEL, 'src', 'datensaetze')))
    symlinkSync(join(WURZEL, 'src', 'datensaetze', f), join(module, f));
  const lege = (datei: string) => {
    mkdirSync(dirname(join(wurzel, datei)), { recursive: true });
    writeFileSync(join(wurzel, datei), dateiAusReadme(datei));
  };
  return { wurzel, daten, module, lege };
}

// The copy built as npm run build does (its modules discovered, its data generated) and the whole
// API over it in one process; every answer is checked against the copy's OpenAPI document.
export async function apiDerKopie(k: ReturnType<typeof kopie>) {
  const module = await ladeModule(k.module);
  const { laufzeit, oeffentlich, glossar } = baue(k.daten, { ...UMGEBUNG, module });
  const pruefe = erstellePruefer(oeffentlich['openapi.json'] as never);
  const gateway = erstelleGateway({
    daten: laufzeit,
    ...UMGEBUNG,
    module,
    pruefeSchluessel: async () => ({ id: 'k', name: 't', hash: '', erstellt: '', widerrufen: null }),
    zaehle: erstelleKontingent({ anfragen: 1e9, fensterSekunden: 60 }).zaehle,
    jetzt: () => new Date('2026-03-10T12:00:00Z'),
  });
  const hole = async (pfad: string): Promise<Response> => {
    const url = new URL(`https://api.test/v1${pfad}`);
    const r = await gateway(new Request(url, { headers: { authorization: 'Bearer x' } }));
    await pruefeAntwort(pruefe, 'GET', url, r.clone());
    return r;
  };
  return { module, laufzeit, oeffentlich, glossar, hole };
}
