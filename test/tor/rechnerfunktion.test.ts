// The calculator function answers only what the gate hands over (src/api/rechnerfunktion.ts): the
// per-build secret must match; a direct call, a guessed or empty secret get the same 404 as any
// unknown path, and nothing of the calculator's answer.

import { describe, expect, it } from 'vitest';
import { erstelleRechnerFunktion } from '../../src/api/rechnerfunktion';
import { vorberechne } from '../../src/api/vorberechnung';
import { anRechner, KOPF_GEHEIMNIS, KOPF_HEUTE } from '../../src/tor/weiterleitung';
import { baue, UMGEBUNG } from '../umgebung';

const { laufzeit } = baue();
const GEHEIMNIS = 'a'.repeat(64);
const { rechnerDaten } = vorberechne({ daten: laufzeit, ...UMGEBUNG }, '/_vorberechnet/test', GEHEIMNIS);
const rechner = erstelleRechnerFunktion({ ...UMGEBUNG, daten: rechnerDaten, geheimnis: GEHEIMNIS });
const ANFRAGE = 'https://api.test/v1/hr/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15';

describe('Rechnerfunktion', () => {
  it('mit dem Geheimnis des Builds: die Antwort des Rechners', async () => {
    const r = await rechner(anRechner(new Request(ANFRAGE), 'kuendigungsfrist', '2026-03-10', GEHEIMNIS));
    expect(r.status).toBe(200);
    // § 622 Abs. 2 Nr. 3 BGB: employed 9 full years on receipt -> 3 months (to 15.08.2024), ending
    // with the end of that calendar month.
    expect(await r.json()).toMatchObject({ fristende: '2024-08-15', ende: '2024-08-31' });
  });
  it.each([
    ['ohne Kopf', {}],
    ['mit geratenem Geheimnis', { [KOPF_GEHEIMNIS]: 'b'.repeat(64) }],
    ['mit leerem Geheimnis', { [KOPF_GEHEIMNIS]: '' }],
    ['mit zu kurzem Anfang des Geheimnisses', { [KOPF_GEHEIMNIS]: 'a'.repeat(63) }],
  ])('%s: 404 nicht_gefunden, nichts vom Ergebnis', async (_, kopf) => {
    const r = await rechner(
      new Request('https://api.test/_rechner/kuendigungsfrist?eintritt=2015-03-01&zugang=2024-05-15', {
        headers: { ...kopf, [KOPF_HEUTE]: '2026-03-10' },
      }),
    );
    expect(r.status).toBe(404);
    const text = await r.text();
    expect(JSON.parse(text).fehler.code).toBe('nicht_gefunden');
    expect(text).not.toContain('fristende');
  });
  it('eine Funktion ohne Geheimnis (Build fehlt) antwortet niemandem', async () => {
    const ohne = erstelleRechnerFunktion({ ...UMGEBUNG, daten: rechnerDaten, geheimnis: '' });
    expect((await ohne(anRechner(new Request(ANFRAGE), 'kuendigungsfrist', '2026-03-10', ''))).status).toBe(404);
  });
  it('nur Datensätze mit Rechnermodul: ein vorberechneter Datensatz ist dort unbekannt', async () => {
    expect(Object.keys(rechnerDaten.datensaetze)).not.toContain('mindestlohn');
    const r = await rechner(
      anRechner(new Request('https://api.test/v1/hr/mindestlohn'), 'mindestlohn', '2026-03-10', GEHEIMNIS),
    );
    expect(r.status).toBe(404);
  });
});
