// The account service without a browser: a software passkey (authentifikator.ts) signs up and in;
// the checks cover what the issue asks of sessions and abuse: CSRF by Origin, one account never
// touching another's keys (IDOR), replayed and tampered WebAuthn answers, the rate limit, and the
// keys being the gate's keys (same store, same check).
import { describe, expect, it } from 'vitest';
import { melde, neuerPasskey, type Passkey, registriere } from '../../scripts/authentifikator';
import type { SchluesselEintrag } from '../../src/api/schluessel';
import { AblageImSpeicher } from '../../src/konto/ablage';
import { erstelleKontoApi } from '../../src/konto/api';
import { speicherPruefer } from '../../src/tor/schluessel';
import { geprueft, pruefeKontoAntwort } from './openapi-konto';

const ORIGIN = 'https://konto.example';

function aufbau(umgebung: Record<string, string> = {}) {
  const stores = {
    konten: new AblageImSpeicher(),
    schluessel: new AblageImSpeicher(),
    kontingent: new AblageImSpeicher(),
  };
  const uhr = { t: Date.parse('2026-03-10T10:20:00Z') };
  const roh = erstelleKontoApi({
    ...stores,
    umgebung: (n) => umgebung[n],
    ip: (r) => r.headers.get('x-test-ip') ?? '192.0.2.1',
    jetzt: () => uhr.t,
  });
  // Every answer of these tests must match /konto/openapi.json.
  const api = async (req: Request) => {
    const antwort = await roh(req.clone());
    await pruefeKontoAntwort(req, antwort);
    return antwort;
  };
  return { api, roh, uhr, ...stores };
}

type Api = (req: Request) => Promise<Response>;

// One browser: its cookie and its origin.
function sitzung(api: Api, origin = ORIGIN) {
  let cookie = '';
  async function rufe(methode: string, pfad: string, body?: unknown, kopf: Record<string, string> = {}) {
    const headers: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      ...(methode === 'GET' ? {} : { origin, 'content-type': 'application/json' }),
      ...kopf,
    };
    const r = await api(
      new Request(`${ORIGIN}/konto/api${pfad}`, {
        method: methode,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const gesetzt = r.headers.get('set-cookie');
    if (gesetzt) cookie = gesetzt.split(';')[0];
    const text = await r.text();
    return { status: r.status, kopf: r.headers, body: text ? JSON.parse(text) : null };
  }
  return {
    rufe,
    cookie: () => cookie,
    setzeCookie: (c: string) => {
      cookie = c;
    },
  };
}

async function registriereKonto(api: Api, p: Passkey = neuerPasskey()) {
  const s = sitzung(api);
  const optionen = await s.rufe('POST', '/registrierung/optionen', {});
  expect(optionen.status).toBe(200);
  const r = await s.rufe('POST', '/registrierung', { antwort: registriere(p, optionen.body, ORIGIN) });
  expect(r.status).toBe(201);
  return { s, p, konto: r.body.konto as string, antwort: r };
}

describe('Konto: Registrierung, Schlüssel, Nutzung', () => {
  it('legt ein Konto an, setzt ein kurzlebiges HttpOnly/Secure/SameSite=Strict-Cookie, erstellt Schlüssel, die das Tor annimmt', async () => {
    const { api, schluessel } = aufbau();
    const { s, antwort } = await registriereKonto(api);
    const gesetzt = antwort.kopf.get('set-cookie')!;
    expect(gesetzt).toMatch(/HttpOnly/);
    expect(gesetzt).toMatch(/Secure/);
    expect(gesetzt).toMatch(/SameSite=Strict/);
    expect(gesetzt).toMatch(/Max-Age=1800/);
    const k = await s.rufe('POST', '/schluessel', { name: 'Lohnprogramm Test' });
    expect(k.status).toBe(201);
    expect(k.body.schluessel).toMatch(/^hrk_/);
    expect(k.body.kontingent).toBe(1000);
    const pruefer = speicherPruefer(async (h) => (await schluessel.get(h)) as SchluesselEintrag | null);
    expect((await pruefer(k.body.schluessel))?.id).toBe(k.body.id);
    // Shown once: the overview never contains the key itself.
    const ue = await s.rufe('GET', '/konto');
    expect(JSON.stringify(ue.body)).not.toContain(k.body.schluessel);
    expect(ue.body.schluessel).toMatchObject([
      { id: k.body.id, name: 'Lohnprogramm Test', widerrufen: null, kontingent: 1000, genutzt: 0 },
    ]);
  });

  it('Freikontingent aus KONTO_KONTINGENT', async () => {
    const { api } = aufbau({ KONTO_KONTINGENT: '250' });
    const { s } = await registriereKonto(api);
    expect((await s.rufe('POST', '/schluessel', { name: 'a' })).body.kontingent).toBe(250);
  });

  it('zeigt die Nutzung im laufenden Fenster als Summe der Zählerstände des Tors', async () => {
    const { api, kontingent, uhr } = aufbau();
    const { s } = await registriereKonto(api);
    const k = await s.rufe('POST', '/schluessel', { name: 'a' });
    const beginn = Math.floor(uhr.t / 3_600_000) * 3_600_000;
    await kontingent.setJSON(`${k.body.id}/${beginn}/instanz-1`, 7);
    await kontingent.setJSON(`${k.body.id}/${beginn}/instanz-2`, 5);
    await kontingent.setJSON(`${k.body.id}/${beginn - 3_600_000}/instanz-1`, 99); // previous window
    const ue = await s.rufe('GET', '/konto');
    expect(ue.body.schluessel[0].genutzt).toBe(12);
    expect(ue.body.fenster.beginn).toBe('2026-03-10T10:00:00.000Z');
  });

  it('Widerruf und Löschen des Kontos: der Eintrag im Schlüsselspeicher ist widerrufen', async () => {
    const { api, schluessel } = aufbau();
    const { s } = await registriereKonto(api);
    const a = await s.rufe('POST', '/schluessel', { name: 'a' });
    const b = await s.rufe('POST', '/schluessel', { name: 'b' });
    expect((await s.rufe('DELETE', `/schluessel/${a.body.id}`)).status).toBe(200);
    const eintraege = async () =>
      (await Promise.all((await schluessel.list()).blobs.map((x) => schluessel.get(x.key)))) as SchluesselEintrag[];
    expect((await eintraege()).find((e) => e.id === a.body.id)?.widerrufen).not.toBeNull();
    expect((await eintraege()).find((e) => e.id === b.body.id)?.widerrufen).toBeNull();
    expect((await s.rufe('DELETE', '/konto')).status).toBe(204);
    expect((await eintraege()).every((e) => e.widerrufen !== null)).toBe(true);
    expect((await s.rufe('GET', '/konto')).status).toBe(401);
  });

  it('Abmelden und mit demselben Passkey wieder anmelden; Sitzung läuft nach 30 Minuten ab', async () => {
    const { api, uhr } = aufbau();
    const { s, p, konto } = await registriereKonto(api);
    expect((await s.rufe('POST', '/abmeldung', {})).status).toBe(204);
    expect((await s.rufe('GET', '/konto')).status).toBe(401);
    const o = await s.rufe('POST', '/anmeldung/optionen', {});
    const an = await s.rufe('POST', '/anmeldung', { antwort: melde(p, o.body, ORIGIN) });
    expect(an.status).toBe(200);
    expect(an.body.konto).toBe(konto);
    uhr.t += 31 * 60_000;
    expect((await s.rufe('GET', '/konto')).status).toBe(401);
  });

  it('ein zweiter Passkey meldet am selben Konto an', async () => {
    const { api } = aufbau();
    const { s, konto } = await registriereKonto(api);
    const zweiter = neuerPasskey();
    const o = await s.rufe('POST', '/passkey/optionen', {});
    expect(o.body.excludeCredentials).toHaveLength(1);
    expect((await s.rufe('POST', '/passkey', { antwort: registriere(zweiter, o.body, ORIGIN) })).status).toBe(201);
    const neu = sitzung(api);
    const ao = await neu.rufe('POST', '/anmeldung/optionen', {});
    const an = await neu.rufe('POST', '/anmeldung', { antwort: melde(zweiter, ao.body, ORIGIN) });
    expect(an.status).toBe(200);
    expect(an.body.konto).toBe(konto);
    expect(an.body.passkeys).toHaveLength(2);
  });
});

describe('Konto: Sicherheit', () => {
  it('eine Anfrage von fremder Herkunft (oder ohne Origin, oder als Formular) ändert nichts', async () => {
    const { api, konten } = aufbau();
    const { s } = await registriereKonto(api);
    const vorher = konten.m.size;
    expect((await s.rufe('POST', '/schluessel', { name: 'x' }, { origin: 'https://angreifer.example' })).status).toBe(
      403,
    );
    expect((await s.rufe('POST', '/schluessel', { name: 'x' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await s.rufe('POST', '/registrierung/optionen', {}, { origin: 'https://angreifer.example' })).status).toBe(
      403,
    );
    expect(
      (await s.rufe('POST', '/schluessel', { name: 'x' }, { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(415);
    const ohne = await api(
      new Request(`${ORIGIN}/konto/api/konto`, { method: 'DELETE', headers: { cookie: s.cookie() } }),
    );
    expect(ohne.status).toBe(403);
    expect((await ohne.json()).fehler.code).toBe('herkunft_abgelehnt');
    expect(konten.m.size).toBe(vorher);
    expect((await s.rufe('GET', '/konto')).body.schluessel).toEqual([]);
  });

  it('die Sitzung von Konto A sieht, nutzt und widerruft keinen Schlüssel von Konto B (IDOR)', async () => {
    const { api, schluessel } = aufbau();
    const a = await registriereKonto(api);
    const b = await registriereKonto(api);
    const kb = await b.s.rufe('POST', '/schluessel', { name: 'von B' });
    const widerruf = await a.s.rufe('DELETE', `/schluessel/${kb.body.id}`);
    expect(widerruf.status).toBe(404);
    expect((await a.s.rufe('GET', '/konto')).body.schluessel).toEqual([]);
    expect(JSON.stringify((await a.s.rufe('GET', '/konto')).body)).not.toContain(kb.body.id);
    // Deleting account A leaves B's key alone.
    expect((await a.s.rufe('DELETE', '/konto')).status).toBe(204);
    const eintrag = (await Promise.all(
      (await schluessel.list()).blobs.map((x) => schluessel.get(x.key)),
    )) as SchluesselEintrag[];
    expect(eintrag.find((e) => e.id === kb.body.id)?.widerrufen).toBeNull();
    // A ceremony opened in B's session cannot add a passkey to A's account, nor B's through A.
    const c = await registriereKonto(api);
    const o = await b.s.rufe('POST', '/passkey/optionen', {});
    const r = await c.s.rufe('POST', '/passkey', { antwort: registriere(neuerPasskey(), o.body, ORIGIN) });
    expect(r.status).toBe(400);
    expect((await b.s.rufe('GET', '/konto')).body.passkeys).toHaveLength(1);
    expect((await b.s.rufe('GET', '/konto')).body.schluessel).toHaveLength(1);
  });

  it('eine wiederholte WebAuthn-Antwort (dieselbe Challenge) wird abgelehnt', async () => {
    const { api } = aufbau();
    const p = neuerPasskey();
    const s = sitzung(api);
    const o = await s.rufe('POST', '/registrierung/optionen', {});
    const antwort = registriere(p, o.body, ORIGIN);
    expect((await s.rufe('POST', '/registrierung', { antwort })).status).toBe(201);
    const nochmal = await sitzung(api).rufe('POST', '/registrierung', { antwort });
    expect(nochmal.status).toBe(400);
    expect(nochmal.body.fehler.code).toBe('vorgang_ungueltig');
    const ao = await s.rufe('POST', '/anmeldung/optionen', {});
    const anmeldung = melde(p, ao.body, ORIGIN);
    expect((await s.rufe('POST', '/anmeldung', { antwort: anmeldung })).status).toBe(200);
    const fremd = sitzung(api);
    const wieder = await fremd.rufe('POST', '/anmeldung', { antwort: anmeldung });
    expect(wieder.status).toBe(400);
    expect(wieder.body.fehler.code).toBe('vorgang_ungueltig');
    expect(fremd.cookie()).toBe('');
  });

  it('eine veränderte Anmeldung (Signatur, Origin, fremder Passkey) wird abgelehnt', async () => {
    const { api } = aufbau();
    const { p } = await registriereKonto(api);
    const s = sitzung(api);
    const signatur = melde(p, (await s.rufe('POST', '/anmeldung/optionen', {})).body, ORIGIN);
    const sig = Buffer.from(signatur.response.signature, 'base64url');
    sig[sig.length - 1] ^= 0x01;
    signatur.response.signature = sig.toString('base64url');
    const r1 = await s.rufe('POST', '/anmeldung', { antwort: signatur });
    expect(r1.status).toBe(400);
    expect(r1.body.fehler.code).toBe('passkey_abgelehnt');
    // Signed correctly, but for another origin (a phishing site relaying the ceremony).
    const fremdeSeite = melde(
      p,
      (await s.rufe('POST', '/anmeldung/optionen', {})).body,
      'https://konto.example.angreifer.example',
      'konto.example',
    );
    expect((await s.rufe('POST', '/anmeldung', { antwort: fremdeSeite })).status).toBe(400);
    // A passkey this service never registered.
    const unbekannt = neuerPasskey();
    unbekannt.userHandle = p.userHandle;
    expect(
      (
        await s.rufe('POST', '/anmeldung', {
          antwort: melde(unbekannt, (await s.rufe('POST', '/anmeldung/optionen', {})).body, ORIGIN),
        })
      ).status,
    ).toBe(400);
    // Another passkey's id on a valid signature of this one.
    const anderer = neuerPasskey();
    const gemischt = melde(anderer, (await s.rufe('POST', '/anmeldung/optionen', {})).body, ORIGIN);
    gemischt.id = gemischt.rawId = p.id.toString('base64url');
    expect((await s.rufe('POST', '/anmeldung', { antwort: gemischt })).status).toBe(400);
    expect(s.cookie()).toBe('');
  });

  it('Registrierung und Anmeldung sind je Adresse begrenzt (429 mit Retry-After)', async () => {
    const { api, uhr, konten } = aufbau({ KONTO_LIMIT_REGISTRIERUNG: '3', KONTO_LIMIT_ANMELDUNG: '2' });
    const s = sitzung(api);
    for (let i = 0; i < 3; i++) expect((await s.rufe('POST', '/registrierung/optionen', {})).status).toBe(200);
    const zuViel = await s.rufe('POST', '/registrierung/optionen', {});
    expect(zuViel.status).toBe(429);
    expect(zuViel.body.fehler.code).toBe('zu_viele_versuche');
    expect(Number(zuViel.kopf.get('retry-after'))).toBeGreaterThan(0);
    expect((await s.rufe('POST', '/registrierung/optionen', {}, { 'x-test-ip': '198.51.100.7' })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await s.rufe('POST', '/anmeldung/optionen', {})).status).toBe(200);
    expect((await s.rufe('POST', '/anmeldung/optionen', {})).status).toBe(429);
    const stunde = Math.floor(uhr.t / 3_600_000) * 3_600_000;
    uhr.t += 3_600_000;
    expect((await s.rufe('POST', '/registrierung/optionen', {})).status).toBe(200);
    // The attempts of the past hour are gone for this address (one attempt of the new hour
    // remains); the other address's stay until it comes again.
    const versuche = (fenster: number) =>
      [...konten.m.keys()].filter((k) => k.startsWith(`versuche/${fenster}/registrierung/`) && k.includes('/alle/'));
    expect(versuche(stunde)).toHaveLength(1);
    expect(versuche(stunde + 3_600_000)).toHaveLength(1);
  });

  it('andere Methoden: 405 mit Allow; zu große Körper: 413, ungelesen oder abgeschnitten', async () => {
    // roh: the OpenAPI check of the other tests clones each request, which would read the bodies.
    const { api, roh } = aufbau();
    for (const methode of ['PUT', 'PATCH', 'PROPFIND', 'FOO']) {
      const r = await api(new Request(`${ORIGIN}/konto/api/konto`, { method: methode, headers: { origin: ORIGIN } }));
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, HEAD, POST, DELETE');
      expect((await r.json()).fehler.code).toBe('methode_nicht_erlaubt');
    }
    const kopf = { origin: ORIGIN, 'content-type': 'application/json' };
    // Announced too large: refused before a byte of the body is read.
    let gelesen = 0;
    const strom = new ReadableStream<Uint8Array>({
      pull(c) {
        gelesen += 16_384;
        c.enqueue(new Uint8Array(16_384).fill(32));
        if (gelesen > 10_000_000) c.close();
      },
    });
    const angekuendigt = await roh(
      new Request(`${ORIGIN}/konto/api/registrierung/optionen`, {
        method: 'POST',
        headers: { ...kopf, 'content-length': '7000000' },
        body: strom,
        duplex: 'half',
      } as RequestInit),
    );
    expect(angekuendigt.status).toBe(413);
    expect((await angekuendigt.json()).fehler.code).toBe('zu_gross');
    expect(gelesen).toBeLessThanOrEqual(16_384 * 2);
    // Without Content-Length: read up to the limit, then cut off.
    gelesen = 0;
    const ohneLaenge = await roh(
      new Request(`${ORIGIN}/konto/api/registrierung/optionen`, {
        method: 'POST',
        headers: kopf,
        body: new ReadableStream<Uint8Array>({
          pull(c) {
            gelesen += 16_384;
            c.enqueue(new Uint8Array(16_384).fill(32));
          },
        }),
        duplex: 'half',
      } as RequestInit),
    );
    expect(ohneLaenge.status).toBe(413);
    expect(gelesen).toBeLessThan(200_000);
  });

  it('ohne Sitzung: 401; unbekannte Pfade: 404', async () => {
    const { api } = aufbau();
    const s = sitzung(api);
    expect((await s.rufe('GET', '/konto')).status).toBe(401);
    expect((await s.rufe('POST', '/schluessel', { name: 'x' })).status).toBe(401);
    s.setzeCookie(`konto_sitzung=${'A'.repeat(43)}`);
    expect((await s.rufe('DELETE', '/konto')).status).toBe(401);
    const { s: mit } = await registriereKonto(api);
    expect((await mit.rufe('GET', '/gibtsnicht')).status).toBe(404);
    expect((await mit.rufe('POST', '/schluessel', { name: '' })).status).toBe(400);
    expect((await mit.rufe('POST', '/schluessel', { name: '<script>' })).status).toBe(400);
  });
});

it('jede Antwort dieser Tests wurde gegen /konto/openapi.json geprüft', () => {
  expect(geprueft.anzahl).toBeGreaterThanOrEqual(80);
});
