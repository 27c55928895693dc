// The browser for the browser tests comes from npm, not from the system: @sparticuz/chromium
// (devDependency) ships a brotli-compressed headless Chromium for Linux x64 in its tarball,
// together with the shared libraries it links beyond glibc (NSS, NSPR, expat: bin/al2023.tar.br),
// the SwiftShader GL libraries and fonts. No apt-get, no download, no install script.
//
// The package's own chromium.executablePath() is not used: it unpacks into the fixed path
// /tmp/chromium (shared by every project and every version, and a half-written file from an
// interrupted run is taken as the browser next time) and unpacks the libraries only on AWS
// Lambda. Instead the archives are unpacked once per package version into
// node_modules/.cache/sparticuz-chromium-<version>/ (written to a temporary folder, then renamed,
// so an interrupted run leaves nothing half-done), and the browser always runs with the bundled
// libraries and fonts, so it behaves the same on a fresh machine as on a developer's.
//
// CHROMIUM_PFAD=/pfad/zu/chrome uses another Chromium instead (e.g. on macOS, where the package has
// no binary).
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';

const WURZEL = join(import.meta.dirname, '..', '..');

export interface Browserprogramm {
  executablePath: string;
  env: Record<string, string>;
  herkunft: string;
}

function paketordner(): string {
  // The package exports only its entry point (build/index.js); the archives lie in ../bin.
  const eintrag = createRequire(join(WURZEL, 'package.json')).resolve('@sparticuz/chromium');
  return join(dirname(eintrag), '..');
}

function entpackeTar(archiv: string, ziel: string): void {
  mkdirSync(ziel, { recursive: true });
  // tar is part of every Linux base system (Debian: essential package).
  execFileSync('tar', ['-x', '-C', ziel, '--no-same-owner'], {
    input: brotliDecompressSync(readFileSync(archiv)),
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

async function entpacke(bin: string, ziel: string): Promise<void> {
  const temp = `${ziel}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    await pipeline(
      createReadStream(join(bin, 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(join(temp, 'chromium'), { mode: 0o755 }),
    );
    entpackeTar(join(bin, 'al2023.tar.br'), temp); // lib/: libnss3, libnspr4, libexpat, ...
    entpackeTar(join(bin, 'swiftshader.tar.br'), temp); // libEGL, libGLESv2, next to the binary
    entpackeTar(join(bin, 'fonts.tar.br'), join(temp, 'fonts')); // fonts/Open_Sans/*.ttf (+ a Lambda fonts.conf)
    // Only the bundled fonts, so a screenshot looks the same everywhere.
    writeFileSync(
      join(temp, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  ` +
        `<dir>${join(ziel, 'fonts', 'fonts')}</dir>\n  ` +
        `<cachedir>${join(ziel, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(temp, ziel);
    } catch (fehler) {
      // Another test process finished first: use its copy.
      if (!existsSync(join(ziel, 'chromium'))) throw fehler;
      rmSync(temp, { recursive: true, force: true });
    }
  } catch (fehler) {
    rmSync(temp, { recursive: true, force: true });
    throw fehler;
  }
}

/** The Chromium for playwright-core's chromium.launch({ executablePath, env }). */
export async function chromiumBereitstellen(): Promise<Browserprogramm> {
  const eigenes = process.env.CHROMIUM_PFAD;
  if (eigenes) {
    if (!existsSync(eigenes)) throw new Error(`CHROMIUM_PFAD=${eigenes} gibt es nicht.`);
    return {
      executablePath: eigenes,
      env: { ...process.env } as Record<string, string>,
      herkunft: `CHROMIUM_PFAD (${eigenes})`,
    };
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `@sparticuz/chromium bringt Chromium nur für Linux x64 mit (hier ${process.platform}/${process.arch}); ` +
        `CHROMIUM_PFAD=/pfad/zu/chromium setzen.`,
    );
  }
  const paket = paketordner();
  const version = (JSON.parse(readFileSync(join(paket, 'package.json'), 'utf8')) as { version: string }).version;
  const ziel = join(WURZEL, 'node_modules', '.cache', `sparticuz-chromium-${version}`);
  if (!existsSync(join(ziel, 'chromium'))) await entpacke(join(paket, 'bin'), ziel);
  const bibliotheken = join(ziel, 'lib');
  return {
    executablePath: join(ziel, 'chromium'),
    env: {
      ...(process.env as Record<string, string>),
      LD_LIBRARY_PATH: [bibliotheken, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: join(ziel, 'fonts.conf'),
    },
    herkunft: `@sparticuz/chromium ${version} (${ziel})`,
  };
}

// The headless Chromium every browser test starts: the npm package's browser, no sandbox (root in
// CI), no background traffic that could look like a request to another host. A failed start is
// reported with where the browser came from instead of timing out.
export async function starteChromium(weitereArgumente: string[] = []): Promise<Browser> {
  const programm = await chromiumBereitstellen();
  try {
    return await chromium.launch({
      executablePath: programm.executablePath,
      env: programm.env,
      headless: true,
      timeout: 30_000,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...weitereArgumente,
      ],
    });
  } catch (fehler) {
    throw new Error(
      `Chromium startet nicht (${programm.herkunft}): ${fehler instanceof Error ? fehler.message : String(fehler)}`,
    );
  }
}

const TYPEN: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
};

// public/ as the CDN serves it: a folder answers with its index.html, with or without the slash.
export async function statischerServer(verzeichnis: string): Promise<{ basis: string; schliesse(): Promise<void> }> {
  const http = createServer((req, res) => {
    let pfad = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (pfad.endsWith('/')) pfad += 'index.html';
    let datei = join(verzeichnis, pfad);
    if (existsSync(datei) && statSync(datei).isDirectory()) datei = join(datei, 'index.html');
    if (!datei.startsWith(verzeichnis) || !existsSync(datei)) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': TYPEN[extname(datei)] ?? 'application/octet-stream' })
      .end(readFileSync(datei));
  });
  await new Promise<void>((fertig) => http.listen(0, '127.0.0.1', fertig));
  const adresse = http.address();
  return {
    basis: `http://127.0.0.1:${typeof adresse === 'object' && adresse ? adresse.port : 0}`,
    schliesse: () => new Promise<void>((fertig) => http.close(() => fertig())),
  };
}
