#!/usr/bin/env node
// npm start: install check, build, self-signed certificate, local API key, then the API at
// https://localhost:8888/v1 under netlify dev, offline, as production runs it: the edge gate (Deno
// from the npm package deno), the precomputed files and the calculator function.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installiereBeiBedarf } from './installiere.mjs';

const WURZEL = join(import.meta.dirname, '..');
const LOKAL = join(WURZEL, '.lokal');
const ZERTIFIKAT = join(LOKAL, 'zertifikat.pem');
const PRIVAT = join(LOKAL, 'schluessel-privat.pem');
// The plain development key, kept only on this machine (git-ignored) so every start can show it.
// The key store itself (.lokal/schluessel.json) holds hashes only.
const ENTWICKLUNGSSCHLUESSEL = join(LOKAL, 'entwicklungsschluessel');
const BASIS = 'https://localhost:8888/v1';

const run = (cmd, args) => execFileSync(cmd, args, { cwd: WURZEL, stdio: 'inherit' });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function zertifikat() {
  if (existsSync(ZERTIFIKAT) && existsSync(PRIVAT)) return;
  mkdirSync(LOKAL, { recursive: true });
  console.log('Erzeuge ein selbstsigniertes Zertifikat für localhost (.lokal/) ...');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '825',
      '-keyout',
      PRIVAT,
      '-out',
      ZERTIFIKAT,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}

// The key is kept with its id; a key the local store no longer holds as active (a fresh
// .netlify/, a revocation, a key from before the store moved to Netlify Blobs) is replaced.
function entwicklungsschluessel() {
  const idDatei = `${ENTWICKLUNGSSCHLUESSEL}-id`;
  if (existsSync(ENTWICKLUNGSSCHLUESSEL) && existsSync(idDatei)) {
    const id = readFileSync(idDatei, 'utf8').trim();
    const liste = execFileSync(npm, ['run', '-s', 'key:list'], { cwd: WURZEL, encoding: 'utf8' });
    if (liste.split('\n').some((z) => z.startsWith(`${id}\t`) && z.includes('\taktiv')))
      return readFileSync(ENTWICKLUNGSSCHLUESSEL, 'utf8').trim();
  }
  const ausgabe = execFileSync(npm, ['run', '-s', 'key:create', '--', 'lokale-entwicklung'], {
    cwd: WURZEL,
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  const schluessel = ausgabe.at(-1).trim();
  const id = /Schlüssel (k_[0-9a-f]+)/.exec(ausgabe.at(-2))?.[1] ?? '';
  writeFileSync(ENTWICKLUNGSSCHLUESSEL, `${schluessel}\n`, { mode: 0o600 });
  writeFileSync(idDatei, `${id}\n`, { mode: 0o600 });
  return schluessel;
}

function status(pfad) {
  return new Promise((ok) => {
    const req = request(`${BASIS}${pfad}`, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      ok(res.statusCode);
    });
    req.on('error', () => ok(0));
    req.on('timeout', () => {
      req.destroy();
      ok(0);
    });
    req.end();
  });
}

// Ready when the static files are served and the edge gate answers (401 without a key); the edge
// functions load a few seconds after the static server.
async function bereit() {
  return (await status('/datensaetze')) === 200 && (await status('/hr/mindestlohn')) === 401;
}

await installiereBeiBedarf();
run(npm, ['run', '-s', 'build']);
zertifikat();
const schluessel = entwicklungsschluessel();

// Edge functions offline (../shared/notes/edge-functions-offline.md): netlify-cli takes the deno
// found first on PATH (node_modules/.bin), the bootstrap from the package it ships (through
// netlify/entwicklung/bootstrap.mjs, which makes its server listen on 127.0.0.1 only), and the
// type stub of the dev-only import map in netlify.toml.
const bootstrap = pathToFileURL(join(WURZEL, 'netlify', 'entwicklung', 'bootstrap.mjs')).href;
// netlify-cli runs under the Node of node_modules with scripts/lokal-schutz.mjs loaded first: every
// server on 127.0.0.1, and the requests that would end the process (a body over 6 MB, a body that
// never ends) or give a stack trace (TRACE) answered as JSON errors (docs/BETRIEB.md).
const server = spawn(
  process.execPath,
  [
    '--import',
    pathToFileURL(join(WURZEL, 'scripts', 'lokal-schutz.mjs')).href,
    join(WURZEL, 'node_modules', 'netlify-cli', 'bin', 'run.js'),
    'dev',
    '--offline',
  ],
  {
    cwd: WURZEL,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${join(WURZEL, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      NETLIFY_EDGE_BOOTSTRAP: bootstrap,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

for (let i = 0; i < 180; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  if (await bereit()) {
    console.log(`\nDie API läuft: ${BASIS}`);
    console.log(
      `Beispiel: curl -k -H "Authorization: Bearer ${schluessel}" "${BASIS}/hr/mindestlohn?datum=2024-05-01"`,
    );
    console.log(`Eigenes Konto und Schlüssel mit Passkey: ${BASIS.replace(/\/v1$/, '')}/konto/`);
    console.log('Lokaler API-Schlüssel:');
    console.log(schluessel);
    break;
  }
}
