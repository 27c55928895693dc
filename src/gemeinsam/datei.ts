// Writing a local JSON store so that a reader never sees half a file: write a temporary file
// next to it, then rename it over the old one (atomic on one file system). The temporary name is
// unique per process and call, because netlify dev may run several invocations at once.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function schreibeAtomar(datei: string, inhalt: string): void {
  mkdirSync(dirname(datei), { recursive: true });
  const tmp = `${datei}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, inhalt, { mode: 0o600 });
  renameSync(tmp, datei);
}
