// The operator's key commands (scripts/keys.ts) as the end-to-end scripts run them against the
// local server's store: the lines of the output, the last one, and for create also the key's id.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const WURZEL = join(import.meta.dirname, '..');

// Every line of the output.
export function schluesselbefehl(args: string[]): string[] {
  return execFileSync('npx', ['vite-node', 'scripts/keys.ts', '--', ...args], {
    cwd: WURZEL,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .split('\n');
}

export const schluessel = (...args: string[]): string => schluesselbefehl(args).at(-1) ?? '';

// A new key and its id (revocation takes the id, never the key).
export function neuerSchluessel(...args: string[]): { key: string; id: string } {
  const aus = schluesselbefehl(['create', ...args]);
  return { key: aus.at(-1) ?? '', id: /Schlüssel (k_[0-9a-f]+)/.exec(aus.at(-2) ?? '')?.[1] ?? '' };
}
