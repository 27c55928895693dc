// Writing a build file. A running server (npm start: netlify dev) watches build/ and public/ and reloads
// the edge gate when a file it imports changes; a file written in place can be read half written (the
// gate then fails to load build/rechner.js for a moment and every request gets the proxy's 500). So each
// file is written beside its place and renamed into it, which replaces it in one step.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function schreibe(datei: string, inhalt: string | Uint8Array): number {
  mkdirSync(dirname(datei), { recursive: true });
  const teil = `${datei}.${process.pid}.teil`;
  writeFileSync(teil, inhalt);
  renameSync(teil, datei);
  return typeof inhalt === 'string' ? Buffer.byteLength(inhalt) : inhalt.length;
}
