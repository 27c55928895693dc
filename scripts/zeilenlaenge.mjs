#!/usr/bin/env node
// npm run lint: no line in src/, generator/ or packages/ may be longer than 120 characters (the Biome line
// width). Biome's formatter cannot break string and template literals, so this check catches them.
// Characters are counted as Unicode code points, as Biome does, not as UTF-8 bytes.
// The SDK's generated files and the packages' compiled output are exempt (generated code lives in
// build/ and the ignored erzeugt/ folders, never among the sources).
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

const WURZEL = join(import.meta.dirname, '..');
const HOECHSTENS = 120;
const ORDNER = ['src', 'generator', 'packages'];
const AUSGENOMMEN = [join('packages', 'sdk', 'src', 'erzeugt') + sep, `${sep}dist${sep}`, `${sep}node_modules${sep}`];

const befunde = [];
for (const ordner of ORDNER) {
  const dateien = readdirSync(join(WURZEL, ordner), { recursive: true })
    .map((d) => join(ordner, String(d)))
    .filter((d) => d.endsWith('.ts') && !AUSGENOMMEN.some((a) => d.includes(a)))
    .sort();
  for (const datei of dateien) {
    const zeilen = readFileSync(join(WURZEL, datei), 'utf8').split('\n');
    zeilen.forEach((zeile, i) => {
      const laenge = [...zeile].length;
      if (laenge > HOECHSTENS) befunde.push(`${datei}:${i + 1}: ${laenge} Zeichen`);
    });
  }
}

if (befunde.length) {
  console.error(
    `Zeilenlänge: ${befunde.length} Zeile(n) länger als ${HOECHSTENS} Zeichen (src/, generator/, packages/):`,
  );
  for (const b of befunde) console.error(`  ${b}`);
  console.error(
    'Lange Zeichenketten aufteilen (Verkettung mit +, Fortsetzung mit \\ am Zeilenende in mehrzeiligen ' +
      'Vorlagen, oder ein kleiner Helfer); die Ausgabe darf sich dabei nicht ändern.',
  );
  process.exit(1);
}
