#!/usr/bin/env node
// The bin of hr-daten: loads the compiled CLI from dist/. It is plain JavaScript kept in git
// because npm links a bin at install time, and in a checkout of the repository dist/ is built only
// afterwards: a bin pointing into dist/ was not linked at all.
//
// Inside the repository's checkout (this package at packages/cli of hr-referenzdaten-api), for the
// local server of npm start:
//   - dist/ of the CLI or the SDK missing: built first (npm run pakete, before it npm run build if
//     the SDK's generated files are missing), with the output on stderr so stdout stays the answer;
//   - the address is a server on this machine over https (HR_DATEN_BASIS, else "basis" of the
//     config file, else https://localhost:8888/v1): its self-signed certificate
//     .lokal/zertifikat.pem is trusted, and the key npm start keeps in
//     .lokal/entwicklungsschluessel is used when neither HR_DATEN_SCHLUESSEL nor the config file
//     names one. Node reads NODE_EXTRA_CA_CERTS only when it starts, so the CLI then runs in a
//     child process with it set.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HIER = fileURLToPath(import.meta.url);
const PAKET = join(dirname(HIER), '..');
const CLI = join(PAKET, 'dist', 'hr-daten.js');
const env = process.env;

function checkout() {
  const wurzel = join(PAKET, '..', '..');
  try {
    return JSON.parse(readFileSync(join(wurzel, 'package.json'), 'utf8')).name === 'hr-referenzdaten-api'
      ? wurzel
      : null;
  } catch {
    return null;
  }
}

function lies(datei) {
  try {
    return readFileSync(datei, 'utf8');
  } catch {
    return undefined;
  }
}

// As the CLI reads it: a missing or broken file counts as empty.
function konfig() {
  try {
    return JSON.parse(
      readFileSync(env.HR_DATEN_KONFIG ?? join(homedir(), '.config', 'hr-daten', 'konfig.json'), 'utf8'),
    );
  } catch {
    return {};
  }
}

function aufDieserMaschine(basis) {
  try {
    const url = new URL(basis);
    return url.protocol === 'https:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  } catch {
    return false;
  }
}

function baue(wurzel) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const schritt = (skript) => {
    process.stderr.write(`hr-daten: npm run ${skript} (einmalig im Repository) ...\n`);
    execFileSync(npm, ['run', '-s', skript], { cwd: wurzel, stdio: ['ignore', 2, 2] });
  };
  if (!existsSync(join(wurzel, 'packages', 'sdk', 'src', 'erzeugt', 'operationen.ts'))) schritt('build');
  schritt('pakete');
}

const wurzel = checkout();
if (wurzel && !(existsSync(CLI) && existsSync(join(wurzel, 'packages', 'sdk', 'dist', 'esm', 'index.js'))))
  baue(wurzel);
if (!existsSync(CLI)) {
  process.stderr.write(`hr-daten: ${CLI} fehlt; im Paket npm run build ausführen.\n`);
  process.exit(2);
}

if (wurzel) {
  const k = konfig();
  const lokal = aufDieserMaschine(env.HR_DATEN_BASIS ?? k.basis ?? 'https://localhost:8888/v1');
  const schluessel = lies(join(wurzel, '.lokal', 'entwicklungsschluessel'))?.trim();
  if (lokal && env.HR_DATEN_SCHLUESSEL === undefined && k.schluessel === undefined && schluessel)
    env.HR_DATEN_SCHLUESSEL = schluessel;
  const zertifikat = join(wurzel, '.lokal', 'zertifikat.pem');
  if (lokal && !env.NODE_EXTRA_CA_CERTS && existsSync(zertifikat)) {
    const kind = spawnSync(process.execPath, [...process.execArgv, HIER, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...env, NODE_EXTRA_CA_CERTS: zertifikat },
    });
    process.exit(kind.status ?? 1);
  }
}

await import(pathToFileURL(CLI).href);
