// The payslip page (generator/rechnerseite.ts) offers personengruppe as a select of the keys with their
// names, taken from the one group table (personengruppe.ts, GRUPPENNAME), not from a second list. Reads
// the page the build wrote (npm run build).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SEITE = join(import.meta.dirname, '..', '..', 'public', 'v1', 'dokumentation', 'rechner', 'brutto-netto');

describe('Rechnerseite: Personengruppe als Auswahl mit Namen', () => {
  it('jede Gruppe der DEÜV-Liste mit ihrem Namen; gesendet wird der Schlüssel', () => {
    const html = readFileSync(join(SEITE, 'index.html'), 'utf8');
    const auswahl = html.match(/<select id="f-personengruppe"[^>]*>(.*?)<\/select>/)?.[1] ?? '';
    // Die Namen nach Anlage 2 des Gemeinsamen Rundschreibens "Meldeverfahren zur Sozialversicherung".
    expect(auswahl).toContain('<option value=""></option>');
    expect(auswahl).toContain('<option value="103">103 – Beschäftigte in Altersteilzeit</option>');
    expect(auswahl).toContain('<option value="105">105 – Praktikanten</option>');
    expect(auswahl).toContain(
      '<option value="122">122 – Auszubildende in einer außerbetrieblichen Einrichtung</option>',
    );
    const werte = [...auswahl.matchAll(/<option value="(\d+)">/g)].map((m) => m[1]);
    expect(werte).toEqual(['101', '102', '103', '105', '106', '109', '110', '119', '120', '121', '122']);
  });
});
