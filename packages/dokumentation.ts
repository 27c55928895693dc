// The "Clients" section of the documentation page (generator/dokumentation.ts): the examples are the
// code blocks of the Clients section of README.md, the same ones test/pakete/beispiele.test.ts runs,
// so the page shows only examples that are known to work.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TITEL: Record<string, string> = {
  js: 'TypeScript-SDK (@hr-referenzdaten/sdk)',
  python: 'Python-SDK (hr_daten)',
  sh: 'Kommandozeile (hr-daten)',
  json: 'MCP-Server für KI-Assistenten (@hr-referenzdaten/mcp)',
};

export function clientsAbschnitt(): string {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const anfang = readme.indexOf('## Clients');
  if (anfang < 0) return '';
  const abschnitt = readme.slice(anfang, readme.indexOf('\n## ', anfang + 3));
  const bloecke = [...abschnitt.matchAll(/```(\w+)\n([\s\S]*?)```/g)];
  return `<h2 id="clients">Clients</h2>
<p>Vier Clients nehmen die Arbeit mit Schlüssel, Wiederholungen und Cache ab: ein TypeScript-SDK mit einer
typisierten Methode je Datensatz und Rechner, ein Python-SDK, die Kommandozeile <code>hr-daten</code> und ein
MCP-Server für KI-Assistenten. Die SDKs wiederholen nur nach Netzwerkfehlern und 502/503/504, fragen mit
<code>If-None-Match</code> (ein 304 kostet kein Kontingent) und antworten ohne Verbindung auf Wunsch aus einem
Schnappschuss aller Verläufe (<code>offline: true</code> mit dem <code>datenstand</code>).</p>
${bloecke.map((b) => `<h3>${html(TITEL[b[1]] ?? b[1])}</h3>\n<pre><code>${html(b[2])}</code></pre>`).join('\n')}
`;
}
