#!/usr/bin/env node
// The bin of hr-daten: loads the compiled CLI from dist/. It is plain JavaScript kept in git
// because npm links a bin at install time, and in a checkout of the repository dist/ is built only
// afterwards: a bin pointing into dist/ was not linked at all.
//
// Inside the repository's checkout (scripts/pakete-bereit.mjs beside packages/), for the local
// server of npm start:
//   - dist/ of the CLI or the SDK missing: built first (scripts/pakete-bereit.mjs);
//   - the address is a server on this machine over https (HR_DATEN_BASIS, else "basis" of the
//     config file, else https://localhost:8888/v1): its self-signed certificate
//     .lokal/zertifikat.pem is trusted, and the key npm start keeps in
//     .lokal/entwicklungsschluessel is used when neither HR_DATEN_SCHLUESSEL nor the config file
//     names one. Node reads NODE_EXTRA_CA_CERTS only when it starts, so the CLI then runs in a
//     child process with it set (beside the machine's own extra certificates, if it names any).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HIER = fileURLToPath(import.meta.url);
const PAKET = join(dirname(HIER), '..');
const CLI = join(PAKET, 'dist', 'hr-daten.js');
const env = process.env;

// The repository's root when this package is its packages/cli (the helper script is there).
const HILFE = join(PAKET, '..', '..', 'scripts', 'pakete-bereit.mjs');
const wurzel = existsSync(HILFE) ? join(PAKET, '..', '..') : null;

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

if (wurzel) (await import(pathToFileURL(HILFE).href)).paketeBereit('hr-daten', CLI);
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
  const zusammen = join(wurzel, '.lokal', 'zertifikate.pem');
  const schonDabei = [zertifikat, zusammen].includes(env.NODE_EXTRA_CA_CERTS ?? '');
  if (lokal && !schonDabei && existsSync(zertifikat)) {
    // A machine may name its own extra certificates in NODE_EXTRA_CA_CERTS (one file only): they
    // are kept, with the local server's certificate added, in .lokal/zertifikate.pem.
    let ca = zertifikat;
    const eigene = env.NODE_EXTRA_CA_CERTS ? lies(env.NODE_EXTRA_CA_CERTS) : undefined;
    if (eigene) {
      writeFileSync(zusammen, `${eigene.trimEnd()}\n${lies(zertifikat)}`);
      ca = zusammen;
    }
    const kind = spawnSync(process.execPath, [...process.execArgv, HIER, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...env, NODE_EXTRA_CA_CERTS: ca },
    });
    process.exit(kind.status ?? 1);
  }
}

await import(pathToFileURL(CLI).href);
