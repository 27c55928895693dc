#!/usr/bin/env node
// npm start: install check, build, self-signed certificate, local API key, then the API at
// https://localhost:8888/v1 under netlify dev (offline; edge functions cannot run offline).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';

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

function installiert() {
  const lock = join(WURZEL, 'package-lock.json');
  const marke = join(WURZEL, 'node_modules', '.package-lock.json');
  return existsSync(marke) && (!existsSync(lock) || statSync(marke).mtimeMs >= statSync(lock).mtimeMs);
}

function zertifikat() {
  if (existsSync(ZERTIFIKAT) && existsSync(PRIVAT)) return;
  mkdirSync(LOKAL, { recursive: true });
  console.log('Erzeuge ein selbstsigniertes Zertifikat für localhost (.lokal/) ...');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '825',
    '-keyout', PRIVAT, '-out', ZERTIFIKAT, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
}

function entwicklungsschluessel() {
  if (existsSync(ENTWICKLUNGSSCHLUESSEL)) return readFileSync(ENTWICKLUNGSSCHLUESSEL, 'utf8').trim();
  const ausgabe = execFileSync(npm, ['run', '-s', 'key:create', '--', 'lokale-entwicklung'], { cwd: WURZEL, encoding: 'utf8' });
  const schluessel = ausgabe.trim().split('\n').at(-1).trim();
  writeFileSync(ENTWICKLUNGSSCHLUESSEL, schluessel + '\n', { mode: 0o600 });
  return schluessel;
}

function bereit() {
  return new Promise((ok) => {
    const req = request(`${BASIS}/datensaetze`, { rejectUnauthorized: false, timeout: 2000 }, (res) => { res.resume(); ok(res.statusCode === 200); });
    req.on('error', () => ok(false));
    req.on('timeout', () => { req.destroy(); ok(false); });
    req.end();
  });
}

if (!installiert()) {
  console.log('Installiere Abhängigkeiten (npm install) ...');
  run(npm, ['install']);
}
run(npm, ['run', '-s', 'build']);
zertifikat();
const schluessel = entwicklungsschluessel();

const server = spawn(npm, ['exec', '--', 'netlify', 'dev', '--offline', '--internal-disable-edge-functions'], { cwd: WURZEL, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

for (let i = 0; i < 180; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  if (await bereit()) {
    console.log(`\nDie API läuft: ${BASIS}`);
    console.log(`Beispiel: curl -k -H "Authorization: Bearer ${schluessel}" "${BASIS}/hr/mindestlohn?datum=2024-05-01"`);
    console.log('Lokaler API-Schlüssel:');
    console.log(schluessel);
    break;
  }
}
