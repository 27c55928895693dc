#!/usr/bin/env node
// The bin of hr-daten-mcp: loads the compiled server from dist/. Plain JavaScript kept in git
// because npm links a bin at install time, and in a checkout of the repository dist/ is built only
// afterwards: a bin pointing into dist/ was not linked at all. Inside the checkout (this package at
// packages/mcp of hr-referenzdaten-api) a missing dist/ of the server or the SDK is built first
// (npm run pakete, before it npm run build if the SDK's generated files are missing), with the
// output on stderr: over stdio, stdout belongs to the protocol.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PAKET = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(PAKET, 'dist', 'server.js');

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

function baue(wurzel) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const schritt = (skript) => {
    process.stderr.write(`hr-daten-mcp: npm run ${skript} (einmalig im Repository) ...\n`);
    execFileSync(npm, ['run', '-s', skript], { cwd: wurzel, stdio: ['ignore', 2, 2] });
  };
  if (!existsSync(join(wurzel, 'packages', 'sdk', 'src', 'erzeugt', 'operationen.ts'))) schritt('build');
  schritt('pakete');
}

const wurzel = checkout();
if (wurzel && !(existsSync(SERVER) && existsSync(join(wurzel, 'packages', 'sdk', 'dist', 'esm', 'index.js'))))
  baue(wurzel);
if (!existsSync(SERVER)) {
  process.stderr.write(`hr-daten-mcp: ${SERVER} fehlt; im Paket npm run build ausführen.\n`);
  process.exit(2);
}
await import(pathToFileURL(SERVER).href);
