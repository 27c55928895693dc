// The command-line tool (packages/cli, built by npm run pakete): the table in a real terminal
// (tmux), JSON, CSV and iCalendar, the API's errors with a non-zero exit code, the key only from
// the environment or the config file, --offline from the snapshot; from the checkout the bin npm
// linked, and the local server's key and certificate (.lokal/) without any setting.
import { execFile, execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starteApi, type TestApi, WURZEL } from './api';

const BIN = join(WURZEL, 'packages', 'cli', 'bin', 'hr-daten.js');
let api: TestApi;
let ordner: string;
beforeAll(async () => {
  api = await starteApi();
  ordner = mkdtempSync(join(tmpdir(), 'hr-daten-'));
  // hr-daten on the PATH as an installed package would put it there.
  writeFileSync(join(ordner, 'hr-daten'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(join(ordner, 'hr-daten'), 0o755);
});
afterAll(async () => {
  await api.schliesse();
  rmSync(ordner, { recursive: true, force: true });
});

const umgebung = (mehr: Record<string, string> = {}) => ({
  PATH: `${ordner}:${process.env.PATH}`,
  HOME: ordner,
  HR_DATEN_BASIS: api.basis,
  HR_DATEN_SCHLUESSEL: api.schluessel,
  ...mehr,
});

async function hrDaten(
  args: string[],
  env: NodeJS.ProcessEnv = umgebung(),
  bin = [process.execPath, BIN],
  cwd?: string,
): Promise<{ code: number; aus: string; err: string }> {
  try {
    const [befehl, ...vorn] = bin;
    const { stdout, stderr } = await promisify(execFile)(befehl, [...vorn, ...args], { env, cwd, encoding: 'utf8' });
    return { code: 0, aus: stdout, err: stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, aus: x.stdout, err: x.stderr };
  }
}

// A fresh machine of this project's kind has no tmux: the test installs Debian's package itself
// (as the browser tests bring their chromium), and fails with a clear message where it cannot.
function sorgeFuerTmux(): void {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return;
  } catch {
    /* not installed */
  }
  if (process.getuid?.() !== 0)
    throw new Error('tmux fehlt und kann ohne root nicht installiert werden: apt-get install tmux');
  execFileSync('apt-get', ['update', '-q'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-q', 'tmux'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

describe('Tabelle im Terminal (tmux)', () => {
  const tmux = (...a: string[]) =>
    execFileSync('tmux', ['-L', `hr-daten-test-${process.pid}`, ...a], { encoding: 'utf8' });
  beforeAll(sorgeFuerTmux, 300_000);
  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      /* already gone */
    }
  });

  it.each([[120], [80]])(
    'hr-daten mindestlohn --datum 2024-05-01 bei %i Spalten: Wert, Gültigkeit, Rechtsgrundlage, keine Zeile zu breit',
    async (breite) => {
      const sitzung = `s${breite}`;
      const befehl = `env ${Object.entries(umgebung())
        .map(([k, v]) => `${k}='${v}'`)
        .join(' ')} hr-daten mindestlohn --datum 2024-05-01; echo "exit=$?"; sleep 30`;
      tmux('new-session', '-d', '-s', sitzung, '-x', String(breite), '-y', '40', befehl);
      let bild = '';
      for (let i = 0; i < 100 && !bild.includes('exit='); i++) {
        await new Promise((f) => setTimeout(f, 100));
        // -J joins lines the terminal wrapped, so a too-wide line shows as one.
        bild = tmux('capture-pane', '-p', '-J', '-t', sitzung);
      }
      tmux('kill-session', '-t', sitzung);
      expect(bild).toContain('exit=0');
      expect(bild).toMatch(/Bestandteil\s+Wert\s+gültig ab\s+gültig bis\s+Rechtsgrundlage/);
      expect(bild).toMatch(/mindestlohn\s+12,41 €\/h\s+2024-01-01\s+2024-12-31\s+§ 1 Nr\. 1 Vierte Mindestlohnanp/);
      for (const zeile of bild.split('\n')) expect(zeile.length).toBeLessThanOrEqual(breite);
      if (breite === 80) expect(bild).toMatch(/…/);
    },
  );
});

describe('Entgeltabrechnung als Tabelle', () => {
  // 3.500 Euro, März 2026, Hessen, Kirche, kinderlos, ohne Zusatzbeitrag: der Durchschnitt 2,9 %.
  // Von Hand: KV 3.500 × 7,3 % = 255,50; ZB × 1,45 % = 50,75; PV AN × 2,4 % = 84,00 (1,8 % und
  // 0,6 % Zuschlag), AG × 1,8 % = 63,00; RV × 9,3 % = 325,50; AV × 1,3 % = 45,50; Insolvenzgeld-
  // umlage × 0,15 % = 5,25. Lohnsteuer nach PAP 2026 wie /hr/lohnsteuer (lzz=2, re4=350000,
  // pvz=1, kvz=2,9): 405,50; Kirchensteuer 9 % = 36,495 → 36,49. Abzüge 1.203,24, Netto 2.296,76;
  // AG-Summe 745,50, Gesamtkosten 4.245,50.
  it('hr-daten brutto-netto --brutto 3500 --land HE: Posten mit Satz, Basis, Betrag und Rechtsgrundlage', async () => {
    const r = await hrDaten([
      'brutto-netto',
      '--datum',
      '2026-03-15',
      '--brutto',
      '3500',
      '--land',
      'HE',
      '--kirchensteuer',
      'true',
    ]);
    expect(r.code).toBe(0);
    const aus = r.aus;
    expect(aus).toMatch(/^Entgeltabrechnung 2026-03 \(regulaer\), Land HE, Steuerklasse 1$/m);
    expect(aus).toMatch(/^Arbeitnehmer\s+Satz\s+Basis €\s+Betrag €\s+Rechtsgrundlage$/m);
    expect(aus).toMatch(/^Lohnsteuer\s+3\.500,00\s+405,50\s+§ 39b/m);
    expect(aus).toMatch(/^Kirchensteuer\s+9 %\s+405,50\s+36,49\s/m);
    expect(aus).toMatch(
      /^Pflegeversicherung, Arbeitnehmeranteil mit Zuschlag für Kinderlose\s+2,4 %\s+3\.500,00\s+84,00\s+§ 55/m,
    );
    expect(aus).toMatch(/^Abzüge\s+1\.203,24$/m);
    expect(aus).toMatch(/^Netto\s+2\.296,76$/m);
    expect(aus).toMatch(/^Pflegeversicherung, Arbeitgeberanteil\s+1,8 %\s+3\.500,00\s+63,00\s/m);
    expect(aus).toMatch(/^Insolvenzgeldumlage\s+0,15 %\s+3\.500,00\s+5,25\s/m);
    expect(aus).toMatch(/^Gesamtkosten \(Brutto und Summe\)\s+4\.245,50$/m);
    // Taxes come first, the zero solidarity surcharge stays visible, zero contributions (U1, U2) do not.
    expect(aus.indexOf('Lohnsteuer')).toBeLessThan(aus.indexOf('Krankenversicherung, Arbeitnehmeranteil'));
    expect(aus).toMatch(/^Solidaritätszuschlag\s+405,50\s+0,00\s/m);
    expect(aus).not.toMatch(/Umlage U1/);
  });
  // 400 Euro netto im Minijob (2026): der Minijobber trägt 3,6 % RV; 414,94 × 3,6 % = 14,94, netto
  // 400,00; 414,93 × 3,6 % = 14,937 → 14,94, netto 399,99. Also ist 414,94 das kleinste Brutto.
  it('hr-daten netto-brutto: kleinstes Brutto und die Abrechnung dazu', async () => {
    const r = await hrDaten(['netto-brutto', '--datum', '2026-03-15', '--netto', '400', '--land', 'HE']);
    expect(r.code).toBe(0);
    expect(r.aus).toMatch(/^Vereinbartes Netto 400,00 €: kleinstes Brutto 414,94 €, Netto 400,00 €$/m);
    expect(r.aus).toMatch(/^Entgeltabrechnung 2026-03 \(minijob\)/m);
    expect(r.aus).toMatch(/^Rentenversicherung, Eigenanteil\s+3,6 %\s+414,94\s+14,94\s/m);
  });
});

describe('hr-daten lohnkonto datei.json', () => {
  // 2025, 4,000 euro a month, 2,000 euro bonus in November: 12 × 4,000 = 48,000 regular pay.
  const datei = () => {
    const pfad = join(ordner, 'lohnkonto.json');
    const monate = Array.from({ length: 12 }, (_, i) => ({
      monat: `2025-${String(i + 1).padStart(2, '0')}`,
      brutto: 4000,
      ...(i === 10 ? { einmalzahlung: { betrag: 2000 } } : {}),
    }));
    writeFileSync(pfad, JSON.stringify({ jahr: 2025, person: { land: 'NW' }, monate }));
    return pfad;
  };

  it('eine Abrechnung je Monat, dann die Summen des Jahres', async () => {
    const r = await hrDaten(['lohnkonto', datei()]);
    expect(r.code, r.err).toBe(0);
    expect(r.aus.match(/^Monat 2025-\d\d$/gm)).toHaveLength(12);
    expect(r.aus).toMatch(/^summen 2025:$/m);
    expect(r.aus).toMatch(/^brutto\s+48\.000,00$/m);
    expect(r.aus).toMatch(/^einmalzahlung\s+2\.000,00$/m);
  });

  it('--csv: eine Zeile je Monat und die Summe', async () => {
    const r = await hrDaten(['lohnkonto', datei(), '--csv']);
    expect(r.code, r.err).toBe(0);
    expect(r.aus.trimEnd().split('\r\n')).toHaveLength(14);
  });

  it('ohne Datei oder mit kaputter Datei: Exit-Code 2 mit dem Grund', async () => {
    expect((await hrDaten(['lohnkonto'])).err).toMatch(/braucht eine JSON-Datei/);
    writeFileSync(join(ordner, 'kaputt.json'), '{"jahr":');
    const r = await hrDaten(['lohnkonto', join(ordner, 'kaputt.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/ist kein JSON/);
  });
});

describe('Ausgaben gegen die API im Prozess', () => {
  it('--json gibt die Antwort der API aus', async () => {
    const r = await hrDaten(['mindestlohn', '--datum', '2024-05-01', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.aus).werte.mindestlohn).toBe(12.41);
  });

  it('Kündigungsfrist: Rechner mit Ende und Rechtsgrundlage', async () => {
    const r = await hrDaten(['kuendigungsfrist', '--eintritt', '2015-03-01', '--zugang', '2024-05-10']);
    expect(r.code).toBe(0);
    expect(r.aus).toMatch(/^ende: 2024-08-31$/m);
    expect(r.aus).toMatch(/^rechtsgrundlage: § 622 Abs\. 2 Satz 1 Nr\. 3 BGB$/m);
  });

  it('--csv und --ics geben die Datei der API aus', async () => {
    const csv = await hrDaten(['verlauf', 'beitragssaetze', '--csv']);
    expect(csv.aus.split('\r\n')[0].replace(/^\uFEFF/, '')).toMatch(
      /^bestandteil,name,gueltig_ab,gueltig_bis,satz_prozent,/,
    );
    const ics = await hrDaten(['feiertage', '--jahr', '2026', '--land', 'BY', '--ics']);
    expect(ics.aus).toMatch(/^BEGIN:VCALENDAR/);
    // Epiphany is a public holiday in Bavaria (Art. 1 Abs. 1 Nr. 1 FTG Bayern).
    expect(ics.aus).toContain('DTSTART;VALUE=DATE:20260106');
  });

  it('Fehler der API: Nachricht auf stderr, Exit-Code 1; Netzwerkfehler: 3', async () => {
    const r = await hrDaten(['mindestlohn', '--datum', 'gestern']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^Fehler 400 ungueltiger_parameter: datum=gestern ist ungültig/);
    const j = await hrDaten(['mindestlohn', '--datum', 'gestern', '--json']);
    expect(JSON.parse(j.aus).fehler).toMatchObject({ code: 'ungueltiger_parameter', parameter: 'datum', status: 400 });
    const n = await hrDaten(['mindestlohn'], umgebung({ HR_DATEN_BASIS: 'http://127.0.0.1:9/v1' }));
    expect(n.code).toBe(3);
    const u = await hrDaten(['mindestlon']);
    expect(u.code).toBe(2);
    expect(u.err).toMatch(/Unbekannter Befehl "mindestlon"\. Datensätze und Rechner: .*mindestlohn/);
  });

  it('Schlüssel nie als Argument; sonst aus der Umgebung oder der Konfigurationsdatei', async () => {
    const r = await hrDaten(['mindestlohn', '--schluessel', api.schluessel]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/HR_DATEN_SCHLUESSEL/);
    const ohne = await hrDaten(['mindestlohn'], umgebung({ HR_DATEN_SCHLUESSEL: '' }));
    expect(ohne.err).toMatch(/401 schluessel_fehlt/);
    const datei = join(ordner, 'konfig.json');
    writeFileSync(datei, JSON.stringify({ schluessel: api.schluessel, basis: api.basis }));
    const env = umgebung({ HR_DATEN_KONFIG: datei });
    delete (env as Record<string, string>).HR_DATEN_SCHLUESSEL;
    delete (env as Record<string, string>).HR_DATEN_BASIS;
    const mit = await hrDaten(['mindestlohn', '--datum', '2024-05-01', '--json'], env);
    expect(JSON.parse(mit.aus).werte.mindestlohn).toBe(12.41);
  });

  it('--offline: Verlauf aus dem Schnappschuss, ohne Netz', async () => {
    const r = await hrDaten(
      ['verlauf', 'mindestlohn', '--von', '2024', '--bis', '2024', '--offline', '--json'],
      umgebung({ HR_DATEN_BASIS: 'http://127.0.0.1:9/v1' }),
    );
    expect(r.code).toBe(0);
    const v = JSON.parse(r.aus);
    expect(v.offline).toBe(true);
    expect(v.verlauf.map((e: { wert: number }) => e.wert)).toEqual([12.41]);
  });

  it('npm pack enthält dist, README und package.json mit bin hr-daten', () => {
    const aus = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: join(WURZEL, 'packages', 'cli'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dateien = (JSON.parse(aus) as { files: { path: string }[] }[])[0].files.map((f) => f.path).sort();
    expect(dateien).toEqual(
      expect.arrayContaining(['README.md', 'package.json', 'bin/hr-daten.js', 'dist/hr-daten.js', 'dist/tabelle.js']),
    );
    expect(JSON.parse(readFileSync(join(WURZEL, 'packages', 'cli', 'package.json'), 'utf8')).bin).toEqual({
      'hr-daten': 'bin/hr-daten.js',
    });
  });
});

describe('aus dem Checkout', () => {
  // The Node of this test first on PATH, as npm scripts and npx put node_modules/.bin there.
  const mitNode = (mehr: Record<string, string> = {}) => ({
    ...umgebung(mehr),
    PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
  });

  it('npm hat den Befehl verlinkt: node_modules/.bin/hr-daten', async () => {
    const verweis = join(WURZEL, 'node_modules', '.bin', 'hr-daten');
    expect(realpathSync(verweis)).toBe(realpathSync(BIN));
    const r = await hrDaten(['mindestlohn', '--datum', '2024-05-01', '--json'], mitNode(), [verweis]);
    expect(r.err).toBe('');
    expect(JSON.parse(r.aus).werte.mindestlohn).toBe(12.41);
  });

  it('npx hr-daten im Wurzelverzeichnis, wie das README es zeigt', async () => {
    const r = await hrDaten(
      ['--no-install', 'hr-daten', 'mindestlohn', '--datum', '2024-05-01', '--json'],
      mitNode(),
      ['npx'],
      WURZEL,
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.aus).werte.mindestlohn).toBe(12.41);
  });

  describe('gegen den lokalen Server (https auf localhost, .lokal/)', () => {
    // A copy of the checkout's shape: the bin, the built packages, and the .lokal/ npm start
    // writes, with a certificate made the way npm start makes it.
    let lokal: TestApi;
    let checkout: string;
    let bin: string;
    beforeAll(async () => {
      checkout = mkdtempSync(join(tmpdir(), 'hr-daten-checkout-'));
      writeFileSync(join(checkout, 'package.json'), JSON.stringify({ name: 'hr-referenzdaten-api' }));
      mkdirSync(join(checkout, 'scripts'));
      copyFileSync(join(WURZEL, 'scripts', 'pakete-bereit.mjs'), join(checkout, 'scripts', 'pakete-bereit.mjs'));
      for (const p of ['cli', 'sdk']) {
        mkdirSync(join(checkout, 'packages', p), { recursive: true });
        symlinkSync(join(WURZEL, 'packages', p, 'dist'), join(checkout, 'packages', p, 'dist'));
      }
      bin = join(checkout, 'packages', 'cli', 'bin', 'hr-daten.js');
      mkdirSync(dirname(bin));
      copyFileSync(BIN, bin);
      copyFileSync(join(WURZEL, 'packages', 'cli', 'package.json'), join(checkout, 'packages', 'cli', 'package.json'));
      mkdirSync(join(checkout, '.lokal'));
      const [cert, key] = ['zertifikat.pem', 'schluessel-privat.pem'].map((d) => join(checkout, '.lokal', d));
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '1', '-keyout', key, '-out', cert].concat(
          ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ),
        { stdio: 'ignore' },
      );
      lokal = await starteApi(undefined, { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') });
      writeFileSync(join(checkout, '.lokal', 'entwicklungsschluessel'), `${lokal.schluessel}\n`);
    });
    afterAll(async () => {
      await lokal.schliesse();
      rmSync(checkout, { recursive: true, force: true });
    });

    // Only what a newcomer has: no key, no config file, no NODE_EXTRA_CA_CERTS; the address is
    // that of the local server (here on another port than 8888).
    const nackt = (mehr: Record<string, string> = {}) => ({
      PATH: process.env.PATH,
      HOME: ordner,
      HR_DATEN_BASIS: lokal.basis,
      ...mehr,
    });

    it('ohne jede Einstellung: Schlüssel aus .lokal/entwicklungsschluessel, Zertifikat vertraut', async () => {
      expect(lokal.basis).toMatch(/^https:\/\/localhost:\d+\/v1$/);
      const r = await hrDaten(['mindestlohn', '--datum', '2024-05-01', '--json'], nackt(), [process.execPath, bin]);
      expect(r.err).toBe('');
      expect(JSON.parse(r.aus).werte.mindestlohn).toBe(12.41);
      expect(r.code).toBe(0);
    });

    it('die Maschine nennt eigene Zertifikate in NODE_EXTRA_CA_CERTS: sie bleiben, das lokale kommt dazu', async () => {
      const fremd = join(checkout, 'maschine.pem');
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(checkout, 'm.key')].concat([
          '-out',
          fremd,
          '-days',
          '1',
          '-subj',
          '/CN=maschine',
        ]),
        { stdio: 'ignore' },
      );
      const r = await hrDaten(
        ['mindestlohn', '--datum', '2024-05-01', '--json'],
        nackt({ NODE_EXTRA_CA_CERTS: fremd }),
        [process.execPath, bin],
      );
      expect(r.err).toBe('');
      expect(JSON.parse(r.aus).werte.mindestlohn).toBe(12.41);
      const zusammen = readFileSync(join(checkout, '.lokal', 'zertifikate.pem'), 'utf8');
      expect(zusammen).toContain(readFileSync(fremd, 'utf8').trim());
      expect(zusammen).toContain(readFileSync(join(checkout, '.lokal', 'zertifikat.pem'), 'utf8').trim());
    });

    it('ein gesetzter Schlüssel (Umgebung oder Konfigurationsdatei) geht vor', async () => {
      const leer = await hrDaten(['mindestlohn'], nackt({ HR_DATEN_SCHLUESSEL: '' }), [process.execPath, bin]);
      expect(leer.err).toMatch(/401 schluessel_fehlt/);
      const datei = join(checkout, 'konfig.json');
      writeFileSync(datei, JSON.stringify({ schluessel: 'hrk_falsch' }));
      const k = await hrDaten(['mindestlohn'], nackt({ HR_DATEN_KONFIG: datei }), [process.execPath, bin]);
      expect(k.code).toBe(1);
      expect(k.err).toMatch(/^Fehler 401 /);
    });

    it('ohne .lokal/ bleibt das Zertifikat fremd: TLS-Fehler, Exit-Code 3', async () => {
      const r = await hrDaten(['mindestlohn'], nackt({ HR_DATEN_SCHLUESSEL: lokal.schluessel }), [
        process.execPath,
        BIN,
      ]);
      expect(r.code).toBe(3);
    });
  });
});
