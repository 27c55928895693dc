#!/usr/bin/env node
// The bin of hr-daten-mcp: loads the compiled server from dist/. Plain JavaScript kept in git
// because npm links a bin at install time, and in a checkout of the repository dist/ is built only
// afterwards: a bin pointing into dist/ was not linked at all. Inside the checkout a missing dist/
// of the server or the SDK is built first (scripts/pakete-bereit.mjs, output on stderr: over stdio,
// stdout belongs to the protocol).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PAKET = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(PAKET, 'dist', 'server.js');

// The repository's root when this package is its packages/mcp (the helper script is there).
const HILFE = join(PAKET, '..', '..', 'scripts', 'pakete-bereit.mjs');
if (existsSync(HILFE)) (await import(pathToFileURL(HILFE).href)).paketeBereit('hr-daten-mcp', SERVER);
if (!existsSync(SERVER)) {
  process.stderr.write(`hr-daten-mcp: ${SERVER} fehlt; im Paket npm run build ausführen.\n`);
  process.exit(2);
}
await import(pathToFileURL(SERVER).href);
