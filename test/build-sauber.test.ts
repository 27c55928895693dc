// npm run build writes only what git ignores (build/, public/v1/, the packages' generated files):
// in a copy of the tracked files made a git repository of its own, a build leaves git status
// empty and writes none of them. A generated module committed by mistake, or one written next to
// the sources, fails here.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const WURZEL = join(import.meta.dirname, '..');
const kopie = mkdtempSync(join(tmpdir(), 'build-sauber-'));
afterAll(() => rmSync(kopie, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: kopie, encoding: 'utf8' });

describe('der Build ändert keine versionierte Datei', () => {
  it('git status ist nach npm run build in einer Kopie leer', { timeout: 180_000 }, () => {
    // Tracked files and new ones not ignored yet (what the next commit would hold), as they are now.
    const dateien = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: WURZEL,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((f) => f && existsSync(join(WURZEL, f)));
    for (const f of dateien) {
      mkdirSync(dirname(join(kopie, f)), { recursive: true });
      copyFileSync(join(WURZEL, f), join(kopie, f));
    }
    symlinkSync(join(WURZEL, 'node_modules'), join(kopie, 'node_modules'), 'dir');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'vorher');
    const vorher = Date.now();
    execFileSync(join(WURZEL, 'node_modules', '.bin', 'vite-node'), ['generator/build.ts'], {
      cwd: kopie,
      env: { ...process.env, PATH: `${join(WURZEL, 'node_modules', '.bin')}:${process.env.PATH}` },
      stdio: 'pipe',
    });
    expect(git('status', '--porcelain')).toBe('');
    // Not even rewritten with the same bytes: a generated file among the sources would be.
    const geschrieben = dateien.filter((f) => statSync(join(kopie, f)).mtimeMs >= vorher);
    expect(geschrieben).toEqual([]);
  });
});
