// The per-dataset Atom feeds pass the gate (netlify/edge-functions/tor.ts): a known dataset's feed
// is left to the CDN, any other id under /v1/hr/<id>/aenderungen.atom gets the API's JSON 404.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baue, UMGEBUNG } from '../../scripts/umgebung';
import { vorberechne } from '../../src/api/vorberechnung';
import { feed } from '../../src/tor/route';
import { ApiFehler } from '../../src/vertrag/fehler';

const { laufzeit } = baue();
const { tabelle } = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/test');
const PUBLIC = join(import.meta.dirname, '..', '..', 'public');

describe('Feeds je Datensatz im Tor', () => {
  it('jeder Datensatz der Tabelle: die Datei des Builds liegt dort, das Tor lässt sie durch', () => {
    for (const id of Object.keys(tabelle.datensaetze)) {
      expect(feed(tabelle, `/v1/hr/${id}/aenderungen.atom`)).toBe('datei');
      expect(existsSync(join(PUBLIC, 'v1', 'hr', id, 'aenderungen.atom')), id).toBe(true);
    }
  });
  it.each(['gibt-es-nicht', 'constructor', '__proto__', 'MINDESTLOHN'])('%s: 404 nicht_gefunden', (id) => {
    const f = feed(tabelle, `/v1/hr/${id}/aenderungen.atom`);
    expect(f).toBeInstanceOf(ApiFehler);
    expect((f as ApiFehler).koerper()).toMatchObject({ fehler: { code: 'nicht_gefunden' } });
    expect((f as ApiFehler).status).toBe(404);
  });
  it.each(['/v1/hr/mindestlohn', '/v1/hr/mindestlohn/verlauf', '/v1/aenderungen.atom', '/v1/hr/a/b/aenderungen.atom'])(
    '%s ist kein Feed je Datensatz',
    (pfad) => expect(feed(tabelle, pfad)).toBeNull(),
  );
});
