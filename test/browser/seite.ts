// What the page tests watch on every page: console errors, failed loads, requests to other hosts
// (the pages load nothing from elsewhere), and axe-core's serious and critical findings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

const WURZEL = join(import.meta.dirname, '..', '..');
const AXE = createRequire(join(WURZEL, 'package.json')).resolve('axe-core/axe.min.js');

export interface Beobachtet {
  seite: Page;
  fehler: string[];
  fremd: string[];
  anfragen: string[];
}

// `jetzt` fixes the page's clock (pages that show today's values).
export async function oeffne(
  browser: Browser | undefined,
  basis: string,
  pfad: string,
  { hoehe = 1400, jetzt }: { hoehe?: number; jetzt?: string } = {},
): Promise<Beobachtet> {
  if (!browser) throw new Error('kein Browser (siehe den Fehler in beforeAll)');
  const seite = await browser.newPage({ viewport: { width: 1100, height: hoehe } });
  if (jetzt) await seite.clock.setFixedTime(new Date(jetzt));
  const fehler: string[] = [];
  const fremd: string[] = [];
  const anfragen: string[] = [];
  seite.on('console', (m) => {
    if (m.type() === 'error') fehler.push(m.text());
  });
  seite.on('pageerror', (e) => fehler.push(e.message));
  seite.on('request', (r) => {
    anfragen.push(r.url());
    if (!r.url().startsWith(basis) && !r.url().startsWith('data:')) fremd.push(r.url());
  });
  seite.on('response', (r) => {
    if (r.status() >= 400) fehler.push(`${r.status()} ${r.url()}`);
  });
  await seite.goto(`${basis}${pfad}`, { waitUntil: 'load' });
  return { seite, fehler, fremd, anfragen };
}

// axe-core's script is injected inline (no request); only serious and critical violations fail.
export async function barrieren(seite: Page): Promise<string[]> {
  await seite.addScriptTag({ content: readFileSync(AXE, 'utf8') });
  const ergebnis = await seite.evaluate(async () =>
    (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(),
  );
  return ergebnis.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
