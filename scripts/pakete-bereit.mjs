// For the bins of packages/cli and packages/mcp when they run inside this repository's checkout:
// npm links a bin at install time, before dist/ is built, so a missing dist/ of the package or of
// the SDK is built here first (npm run pakete, before it npm run build if the SDK's generated files
// are missing), with the output on stderr (stdout belongs to the answer or to the MCP protocol).
// A published package has no scripts/ beside it and never reaches this file.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const WURZEL = join(import.meta.dirname, '..');

export function paketeBereit(befehl, ziel) {
  if (existsSync(ziel) && existsSync(join(WURZEL, 'packages', 'sdk', 'dist', 'esm', 'index.js'))) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const schritt = (skript) => {
    process.stderr.write(`${befehl}: npm run ${skript} (einmalig im Repository) ...\n`);
    execFileSync(npm, ['run', '-s', skript], { cwd: WURZEL, stdio: ['ignore', 2, 2] });
  };
  if (!existsSync(join(WURZEL, 'packages', 'sdk', 'src', 'erzeugt', 'operationen.ts'))) schritt('build');
  schritt('pakete');
}
