#!/usr/bin/env node
// npm install when node_modules is missing or older than package-lock.json, for npm start and
// npm test. Plain Node without dependencies: before the first install there is nothing in
// node_modules, not even the Node 22 of the devDependency "node", so this runs under the
// machine's Node (often 20) while everything after it runs under Node 22.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const WURZEL = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function installiert() {
  const lock = join(WURZEL, 'package-lock.json');
  const marke = join(WURZEL, 'node_modules', '.package-lock.json');
  return existsSync(marke) && (!existsSync(lock) || statSync(marke).mtimeMs >= statSync(lock).mtimeMs);
}

// The first install runs under the machine's Node (often 20), while many devDependencies declare
// engines node >= 22, so npm prints a five-line "npm warn EBADENGINE" block for each (about 200
// lines). They are expected: every npm script afterwards runs with the Node 22 of node_modules
// (devDependency "node"). npm has no switch for just this warning: engine-strict=false is already
// the default and still warns, npm 11 always checks against the Node it runs on (no node-version
// setting any more), and --loglevel=error (or loglevel in .npmrc) would also hide every other
// warning (deprecations, install scripts that did not run). So exactly the lines starting with
// "npm warn EBADENGINE" are dropped from npm's stderr and counted in one line; everything else,
// errors included, passes through unchanged, and npm's exit code stops the caller as before.
// .ci/run filters npm ci the same way.
export async function installiere() {
  const farbe = process.stderr.isTTY ? ['--color=always'] : [];
  const kind = spawn(npm, ['install', ...farbe], { cwd: WURZEL, stdio: ['inherit', 'inherit', 'pipe'] });
  let engines = 0;
  createInterface({ input: kind.stderr, crlfDelay: Infinity }).on('line', (zeile) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes.
    const text = zeile.replace(/\x1b\[[0-9;]*m/g, '');
    if (text.startsWith('npm warn EBADENGINE')) {
      if (text.includes('Unsupported engine')) engines++;
      return;
    }
    process.stderr.write(`${zeile}\n`);
  });
  const [code, signal] = await new Promise((fertig) => kind.on('close', (c, s) => fertig([c, s])));
  if (engines > 0)
    console.log(
      `(${engines} Pakete verlangen ein neueres Node als ${process.version}: erwartet, die npm-Skripte laufen mit ` +
        `dem Node aus node_modules; EBADENGINE-Warnungen ausgeblendet.)`,
    );
  if (code !== 0) {
    console.error(`npm install ist fehlgeschlagen (${signal ?? `Exit-Code ${code}`}).`);
    process.exit(code || 1);
  }
}

export async function installiereBeiBedarf() {
  if (installiert()) return;
  console.log('Installiere Abhängigkeiten (npm install) ...');
  await installiere();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await installiereBeiBedarf();
