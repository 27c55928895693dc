// The Python SDK (packages/python): its unittest suite runs against the in-process API behind a
// local socket; the vitest test fails when unittest fails, so CI runs the Python tests too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { starteApi, type TestApi, WURZEL } from './api';

let api: TestApi;
beforeAll(async () => {
  api = await starteApi();
});
afterAll(() => api.schliesse());

it('python3 -m unittest im Python-SDK ist grün, ohne übersprungene Tests', async () => {
  const kind = spawn('python3', ['-m', 'unittest', '-v'], {
    cwd: join(WURZEL, 'packages', 'python'),
    env: {
      ...process.env,
      HR_DATEN_BASIS: api.basis,
      HR_DATEN_SCHLUESSEL: api.schluessel,
      PYTHONDONTWRITEBYTECODE: '1',
    },
  });
  let ausgabe = '';
  kind.stdout.on('data', (d) => {
    ausgabe += d;
  });
  kind.stderr.on('data', (d) => {
    ausgabe += d;
  });
  const code = await new Promise<number | null>((fertig) => kind.on('close', fertig));
  expect(ausgabe, ausgabe).toMatch(/^OK$/m);
  expect(ausgabe).not.toMatch(/skipped/);
  expect(ausgabe).toMatch(/Ran 1[0-9] tests/);
  expect(code).toBe(0);
}, 60_000);
