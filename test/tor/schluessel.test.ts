// The key step of the gate (src/tor/schluessel.ts) with a counting test double for the store:
// malformed keys never reach it, answers are cached, a known key is answered from its last lookup
// while the store is slow (within a bounded age), one lookup per key is in flight, a slow,
// failing or throttled store gives 503 dienst_nicht_verfuegbar within the time limit instead of
// a hang for keys without a recent answer, and every 401 names its case.
import { describe, expect, it, vi } from 'vitest';
import type { SchluesselEintrag } from '../../src/api/schluessel';
import { hashVon, neuerSchluessel } from '../../src/api/schluessel';
import { crc32, mitPruefziffern, schluesselform } from '../../src/gemeinsam/schluesselformat';
import {
  ablehnungsProtokoll,
  leseBearer,
  pruefeSchluessel,
  SchluesselAbgelehnt,
  speicherPruefer,
} from '../../src/tor/schluessel';
import { ApiFehler } from '../../src/vertrag/fehler';

function ablage(eintraege: SchluesselEintrag[] = []) {
  const zaehler = { aufrufe: 0 };
  const finde = async (hash: string) => {
    zaehler.aufrufe++;
    return eintraege.find((e) => e.hash === hash) ?? null;
  };
  return { finde, zaehler };
}

const eintrag = (schluessel: string, widerrufen: string | null = null): SchluesselEintrag => ({
  id: 'k_1',
  name: 't',
  hash: hashVon(schluessel),
  erstellt: '2026-01-01T00:00:00Z',
  widerrufen,
});

describe('Schlüsselform', () => {
  it('neue Schlüssel tragen Prüfziffern; ein vertipptes Zeichen fällt auf', () => {
    const { schluessel } = neuerSchluessel();
    expect(schluessel).toMatch(/^hrk_[A-Za-z0-9_-]{43}[0-9a-f]{8}$/);
    expect(schluesselform(schluessel)).toBe('neu');
    const vertippt = schluessel.slice(0, 10) + (schluessel[10] === 'a' ? 'b' : 'a') + schluessel.slice(11);
    expect(schluesselform(vertippt)).toBe('falsch');
  });
  it('CRC-32 nach IEEE (Prüfwert "123456789" = cbf43926)', () => {
    // The standard check value of CRC-32/ISO-HDLC.
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(mitPruefziffern('A'.repeat(43)).slice(47)).toBe(crc32('A'.repeat(43)).toString(16).padStart(8, '0'));
    expect(schluesselform(`hrk_${'A'.repeat(43)}`)).toBe('alt');
    expect(schluesselform('hrk_falsch')).toBe('falsch');
    expect(schluesselform('gut')).toBe('falsch');
  });
});

describe('Bearer', () => {
  const url = new URL('https://x/v1/hr/mindestlohn?key=abc');
  it.each(['', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', 'Token abc'])('%j: schluessel_fehlt', (h) => {
    expect(() =>
      leseBearer(
        new Request(url, { headers: h ? { authorization: h } : {} }),
        () => new URL('https://x/v1/hr/mindestlohn'),
      ),
    ).toThrow(ApiFehler);
  });
  it('ein Schlüssel in der URL: die Nachricht sagt, dass er in den Kopf gehört', () => {
    try {
      leseBearer(new Request(url), () => url);
    } catch (e) {
      expect((e as ApiFehler).nachricht).toContain('nie in die URL');
    }
  });
  // The URL is parsed only where the query can name a key: percent-encoded names, a name first, in the
  // middle, last, or without a value are all found; names that merely contain one pass.
  it.each([
    ['?%6Bey=hrk_x', 'key'],
    ['?API-KEY=hrk_x&datum=2024-01-01', 'api-key'],
    ['?datum=2024-01-01&schluessel', 'schluessel'],
    ['?datum=2024-01-01&token=&x=1', 'token'],
    ['?datum=2024-01-01&ap%69_key=hrk_x', 'api_key'],
  ])('%s: abgelehnt (%s)', (abfrage, name) => {
    const u = new URL(`https://x/v1/hr/mindestlohn${abfrage}`);
    const req = new Request(u, { headers: { authorization: 'Bearer hrk_gut' } });
    expect(() => leseBearer(req, () => u)).toThrow(SchluesselAbgelehnt);
    try {
      leseBearer(req, () => u);
    } catch (e) {
      expect((e as SchluesselAbgelehnt).koerper().fehler).toMatchObject({ parameter: name });
    }
  });
  it.each(['?keyword=1', '?datum=2024-01-01&tokens=2', '?monkey=1&x_token=2'])('%s: kein Schlüssel in der URL', (q) => {
    const u = new URL(`https://x/v1/hr/mindestlohn${q}`);
    expect(leseBearer(new Request(u, { headers: { authorization: 'Bearer hrk_gut' } }), () => u)).toBe('hrk_gut');
  });
  it.each(['key', 'api_key', 'apikey', 'token', 'Access_Token'])(
    '?%s= neben einem gültigen Kopf: abgelehnt, die Nachricht sagt offengelegt und widerrufen',
    (name) => {
      const u = new URL(`https://x/v1/hr/mindestlohn?datum=2024-01-01&${name}=hrk_x`);
      const req = new Request(u, { headers: { authorization: 'Bearer hrk_gut' } });
      const f = (() => {
        try {
          leseBearer(req, () => u);
        } catch (e) {
          return e as SchluesselAbgelehnt;
        }
      })();
      expect(f).toBeInstanceOf(SchluesselAbgelehnt);
      expect(f?.status).toBe(401);
      expect(f?.koerper().fehler).toMatchObject({ code: 'schluessel_fehlt', parameter: name.toLowerCase() });
      expect(f?.nachricht).toMatch(/offengelegt .*widerrufen und neu erstellen/);
      expect(f?.kopfzeilen['WWW-Authenticate']).toContain('error="invalid_request"');
    },
  );
  it.each([
    [
      'zwei Köpfe',
      [
        ['authorization', 'Bearer hrk_gut'],
        ['authorization', 'Bearer hrk_falsch'],
      ],
    ],
    [
      'zwei Köpfe, der zweite leer',
      [
        ['authorization', 'Bearer hrk_gut'],
        ['authorization', 'x'],
      ],
    ],
    ['ein Kopf mit Komma', [['authorization', 'Bearer hrk_gut, Bearer hrk_falsch']]],
    ['ein Kopf mit Komma am Ende', [['authorization', 'Bearer hrk_gut,']]],
  ])('%s: 401 mit eigener Nachricht', (_fall, kopf) => {
    const ohne = 'https://x/v1/hr/mindestlohn?datum=2024-01-01';
    const req = new Request(ohne, { headers: kopf as [string, string][] });
    expect(() => leseBearer(req, () => new URL(ohne))).toThrow(/Authorization kam mehrfach oder enthält ein Komma/);
  });
});

describe('speicherPruefer', () => {
  it('verweigert fehlgeformte Schlüssel ohne Aufruf des Speichers, auch tausendfach', async () => {
    const a = ablage();
    const p = speicherPruefer(a.finde);
    for (let i = 0; i < 1000; i++) expect(await p(`hrk_erfunden${i}`)).toBeNull();
    const { schluessel } = neuerSchluessel();
    const falsch = schluessel.slice(0, -1) + (schluessel.endsWith('0') ? '1' : '0');
    expect(await p(falsch)).toBeNull();
    expect(a.zaehler.aufrufe).toBe(0);
  });
  it('ein gültiger Schlüssel: ein Speicheraufruf, aus dem Zwischenspeicher bis gueltigMs, danach frischt ein Aufruf im Hintergrund auf', async () => {
    const { schluessel } = neuerSchluessel();
    const a = ablage([eintrag(schluessel)]);
    const zeit = { ms: 0 };
    const p = speicherPruefer(a.finde, { gueltigMs: 30_000, jetzt: () => zeit.ms });
    expect((await p(schluessel))?.id).toBe('k_1');
    expect((await p(schluessel))?.id).toBe('k_1');
    expect(a.zaehler.aufrufe).toBe(1);
    zeit.ms += 30_000;
    // Answered at once (not a promise), the lookup runs behind it.
    const r = p(schluessel);
    expect(r).not.toBeInstanceOf(Promise);
    expect((r as SchluesselEintrag).id).toBe('k_1');
    expect(p(schluessel)).not.toBeInstanceOf(Promise);
    await p.hintergrund?.();
    expect(a.zaehler.aufrufe).toBe(2);
    expect(p.hintergrund?.()).toBeNull();
  });
  it('ein widerrufener Schlüssel: abgelehnt nach der ersten Anfrage nach gueltigMs, spätestens nach gueltigMs + veraltetMs', async () => {
    const { schluessel } = neuerSchluessel();
    const eintraege = [eintrag(schluessel)];
    const zeit = { ms: 0 };
    const p = speicherPruefer(ablage(eintraege).finde, { jetzt: () => zeit.ms });
    expect(await p(schluessel)).not.toBeNull();
    eintraege[0] = eintrag(schluessel, '2026-01-02T00:00:00Z');
    zeit.ms += 29_999;
    expect(await p(schluessel)).not.toBeNull();
    zeit.ms += 1;
    expect(await p(schluessel)).not.toBeNull(); // the last good answer; the refresh runs
    await p.hintergrund?.();
    expect(await p(schluessel)).toBeNull();
    expect(p.grund?.(schluessel)).toMatch(/^widerrufen am 2026-01-02T00:00:00Z \(k_1, Hash [0-9a-f]{8}…/);
  });
  it('ein langsamer Speicher nach Ablauf: die letzte gute Antwort bis gueltigMs + veraltetMs, danach 503', async () => {
    const { schluessel } = neuerSchluessel();
    const zeit = { ms: 0 };
    const langsam = { an: false };
    const finde = (hash: string) =>
      new Promise<SchluesselEintrag | null>((r) =>
        setTimeout(() => r(hash === hashVon(schluessel) ? eintrag(schluessel) : null), langsam.an ? 300 : 0),
      );
    const meldungen: string[] = [];
    const p = speicherPruefer(finde, {
      jetzt: () => zeit.ms,
      zeitlimitMs: 100,
      protokolliere: (m) => meldungen.push(m),
    });
    expect(await p(schluessel)).not.toBeNull();
    langsam.an = true;
    for (const ms of [30_000, 40_000, 59_999]) {
      zeit.ms = ms;
      expect(p(schluessel)).not.toBeInstanceOf(Promise);
      await p.hintergrund?.();
    }
    expect(meldungen.some((m) => m.includes('keine Antwort nach 100 ms'))).toBe(true);
    expect(meldungen.join('\n')).not.toContain(schluessel);
    zeit.ms = 60_000;
    const fehler = await Promise.resolve(pruefeSchluessel(schluessel, p)).then(
      () => null,
      (e: ApiFehler) => e,
    );
    expect(fehler?.code).toBe('dienst_nicht_verfuegbar');
  });
  it('ein Nachschlagen je Schlüssel: 50 gleichzeitige Anfragen, ein Speicheraufruf', async () => {
    const { schluessel } = neuerSchluessel();
    let aufrufe = 0;
    const finde = (hash: string) => {
      aufrufe++;
      return new Promise<SchluesselEintrag | null>((r) =>
        setTimeout(() => r(hash === hashVon(schluessel) ? eintrag(schluessel) : null), 20),
      );
    };
    const zeit = { ms: 0 };
    const p = speicherPruefer(finde, { jetzt: () => zeit.ms });
    const r = await Promise.all(Array.from({ length: 50 }, () => p(schluessel)));
    expect(r.every((e) => e?.id === 'k_1')).toBe(true);
    expect(aufrufe).toBe(1);
    zeit.ms = 31_000;
    for (let i = 0; i < 50; i++) p(schluessel);
    await p.hintergrund?.();
    expect(aufrufe).toBe(2);
    // Unknown keys are looked up once too, while the lookup runs.
    const fremd = neuerSchluessel().schluessel;
    await Promise.all(Array.from({ length: 20 }, () => p(fremd)));
    expect(aufrufe).toBe(3);
  });
  it('eine Flut erfundener Schlüssel verdrängt keinen gefundenen', async () => {
    const { schluessel } = neuerSchluessel();
    const a = ablage([eintrag(schluessel)]);
    const p = speicherPruefer(a.finde, { groesse: 100 });
    await p(schluessel);
    for (let i = 0; i < 5000; i++) await p(neuerSchluessel().schluessel);
    const vorher = a.zaehler.aufrufe;
    expect(p(schluessel)).not.toBeInstanceOf(Promise);
    expect(a.zaehler.aufrufe).toBe(vorher);
  });
  it('unter Last (32 Clients, die Hälfte mit erfundenen Schlüsseln, ein langsamer Speicher): gültige Schlüssel nie 503 oder 401', async () => {
    // The store slows down with every lookup in flight (as the local Blobs server does under a
    // flood); the time limit is 100 ms, answers are kept 100 ms: many lookups time out.
    const { schluessel } = neuerSchluessel();
    let gleichzeitig = 0;
    let abgelaufen = 0;
    const finde = async (hash: string) => {
      gleichzeitig++;
      await new Promise((r) => setTimeout(r, 5 + gleichzeitig * 8));
      gleichzeitig--;
      return hash === hashVon(schluessel) ? eintrag(schluessel) : null;
    };
    const p = speicherPruefer(finde, {
      gueltigMs: 100,
      unbekanntMs: 50,
      veraltetMs: 5_000,
      zeitlimitMs: 100,
      protokolliere: () => abgelaufen++,
    });
    expect(await p(schluessel)).not.toBeNull();
    const ergebnis = { gut: 0, fehler: [] as string[], erfunden503: 0 };
    const ende = Date.now() + 1_500;
    await Promise.all(
      Array.from({ length: 32 }, async (_, i) => {
        while (Date.now() < ende) {
          const k = i % 2 ? neuerSchluessel().schluessel : schluessel;
          const r = await Promise.resolve(pruefeSchluessel(k, p)).then(
            () => 'ok',
            (e: ApiFehler) => e.code,
          );
          if (i % 2 === 0) r === 'ok' ? ergebnis.gut++ : ergebnis.fehler.push(r);
          else if (r === 'dienst_nicht_verfuegbar') ergebnis.erfunden503++;
          await new Promise((w) => setTimeout(w, 1));
        }
      }),
    );
    await p.hintergrund?.();
    console.log(
      `gültig: ${ergebnis.gut} ok, ${ergebnis.fehler.length} Fehler; erfundene mit 503: ${ergebnis.erfunden503}; ` +
        `Zeitüberschreitungen: ${abgelaufen}`,
    );
    expect(ergebnis.fehler).toEqual([]);
    expect(ergebnis.gut).toBeGreaterThan(100);
    expect(abgelaufen).toBeGreaterThan(0); // the store really was too slow at times
  });
  it('alte Schlüssel ohne Prüfziffern gelten weiter', async () => {
    const alt = `hrk_${'b'.repeat(43)}`;
    expect((await speicherPruefer(ablage([eintrag(alt)]).finde)(alt))?.id).toBe('k_1');
  });
  it('der Zwischenspeicher ist begrenzt (LRU): 5000 verschiedene unbekannte Schlüssel, dann fragt er wieder', async () => {
    const a = ablage();
    const p = speicherPruefer(a.finde, { groesse: 100 });
    const schluessel = Array.from({ length: 5000 }, () => neuerSchluessel().schluessel);
    for (const s of schluessel) await p(s);
    expect(a.zaehler.aufrufe).toBe(5000);
    await p(schluessel[0]); // long pushed out
    expect(a.zaehler.aufrufe).toBe(5001);
    await p(schluessel[4999]); // still cached
    expect(a.zaehler.aufrufe).toBe(5001);
  });

  // On fake timers (setTimeout and Date): once the store has been asked, the clock advances 1 ms per
  // real turn of the event loop until the answer comes; ms is the time on that clock. Hashing the key
  // before the lookup is real work whose turns depend on the machine's load, so the clock stands
  // still until then. A store slower than the limit then never answers within it, and nobody waits a
  // second.
  async function dauerBis503(speicher: (hash: string) => Promise<SchluesselEintrag | null>) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let gefragt = false;
      const finde = (hash: string) => {
        gefragt = true;
        return speicher(hash);
      };
      const p = speicherPruefer(finde, { zeitlimitMs: 1_000 });
      const t0 = Date.now();
      let ende = Number.NaN;
      const antwort = Promise.resolve(pruefeSchluessel(neuerSchluessel().schluessel, p))
        .then(
          () => null,
          (e: ApiFehler) => e,
        )
        .finally(() => {
          ende = Date.now();
        });
      // Bounded in real turns too: the clock stands still while the store has not been asked.
      for (let runden = 0; Number.isNaN(ende) && Date.now() - t0 < 5_000 && runden < 100_000; runden++) {
        await new Promise((r) => setImmediate(r));
        if (gefragt) await vi.advanceTimersByTimeAsync(1);
      }
      return { fehler: await antwort, ms: ende - t0 };
    } finally {
      vi.useRealTimers();
    }
  }
  it('ein auf 2 s verlangsamter Speicher: 503 dienst_nicht_verfuegbar mit Retry-After nach höchstens 1,5 s', async () => {
    const { fehler, ms } = await dauerBis503(() => new Promise((r) => setTimeout(() => r(null), 2_000)));
    expect(fehler?.code).toBe('dienst_nicht_verfuegbar');
    expect(fehler?.status).toBe(503);
    expect(Number(fehler?.kopfzeilen['Retry-After'])).toBeGreaterThan(0);
    expect(ms).toBeGreaterThanOrEqual(1_000);
    expect(ms).toBeLessThan(1_500);
  });
  it('ein Speicher, der wirft: 503 sofort', async () => {
    const { fehler, ms } = await dauerBis503(async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(fehler?.code).toBe('dienst_nicht_verfuegbar');
    expect(ms).toBeLessThan(1_000);
  });
  it('ein Speicher, der mit 429 antwortet (der Blobs-Client wiederholt dann 5 × 5 s): 503 nach dem Zeitlimit', async () => {
    // The Blobs client's behaviour on 429: it waits and retries; seen from here the call hangs.
    const gedrosselt = () =>
      new Promise<SchluesselEintrag | null>((_, nein) =>
        setTimeout(() => nein(Object.assign(new Error('429 Too Many Requests'), { status: 429 })), 3_000),
      );
    const { fehler, ms } = await dauerBis503(gedrosselt);
    expect(fehler?.code).toBe('dienst_nicht_verfuegbar');
    expect(ms).toBeGreaterThanOrEqual(1_000);
    expect(ms).toBeLessThan(1_500);
  });
});

describe('jeder 401 nennt seinen Fall (ohne den Schlüssel)', () => {
  it('Fälle: kein Kopf, andere Art, Schlüssel in der URL, falsche Form, falsche Prüfziffern, unbekannt, anderer Hash, widerrufen', async () => {
    const gut = neuerSchluessel().schluessel;
    const widerrufen = neuerSchluessel().schluessel;
    const anderer = neuerSchluessel().schluessel;
    const p = speicherPruefer(async (hash) => {
      if (hash === hashVon(widerrufen)) return eintrag(widerrufen, '2026-02-01T00:00:00Z');
      if (hash === hashVon(anderer)) return eintrag(gut);
      return null;
    });
    const fall = async (req: Request) => {
      try {
        await pruefeSchluessel(
          leseBearer(req, () => new URL(req.url)),
          p,
        );
      } catch (e) {
        expect(e).toBeInstanceOf(SchluesselAbgelehnt);
        return (e as SchluesselAbgelehnt).fall;
      }
      return 'angenommen';
    };
    const mit = (k: string) =>
      new Request('https://x/v1/hr/mindestlohn', { headers: { authorization: `Bearer ${k}` } });
    expect(await fall(new Request('https://x/v1/hr/mindestlohn'))).toBe('kein Authorization-Kopf');
    expect(
      await fall(new Request('https://x/v1/hr/mindestlohn', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })),
    ).toBe('Authorization ohne Bearer-Schlüssel (Basic)');
    expect(await fall(new Request(`https://x/v1/hr/mindestlohn?api_key=${gut}`))).toBe('Schlüssel in der URL');
    expect(await fall(mit('hrk_erfunden'))).toBe('falsche Form (12 Zeichen)');
    expect(await fall(mit('x'.repeat(30)))).toBe('falsche Form (30 Zeichen, ohne hrk_)');
    expect(await fall(mit(gut.slice(0, -1) + (gut.endsWith('0') ? '1' : '0')))).toBe('falsche Prüfziffern');
    expect(await fall(mit(gut))).toMatch(/^unbekannt \(Hash [0-9a-f]{8}…, nachgeschlagen vor \d+ ms\)$/);
    expect(await fall(mit(anderer))).toMatch(/^Eintrag unter anderem Hash \(Hash /);
    expect(await fall(mit(widerrufen))).toMatch(/^widerrufen am 2026-02-01T00:00:00Z \(k_1, /);
    // Again from the cache: the age says so.
    expect(await fall(mit(gut))).toMatch(/^unbekannt \(Hash [0-9a-f]{8}…, nachgeschlagen vor \d+ ms\)$/);
  });

  it('das Protokoll: jede Ablehnung eine Zeile, bei einer Flut höchstens 20 je Sekunde und eine Zeile mit den Fällen', () => {
    const zeilen: string[] = [];
    const zeit = { ms: 1_000 };
    const melde = ablehnungsProtokoll((m) => zeilen.push(m), { jetzt: () => zeit.ms });
    const f = (fall: string) => new SchluesselAbgelehnt('schluessel_ungueltig', 'x', {}, fall);
    melde(f('unbekannt (Hash 12345678…, nachgeschlagen vor 3 ms)'), '/v1/hr/mindestlohn');
    expect(zeilen).toEqual([
      '401 schluessel_ungueltig /v1/hr/mindestlohn: unbekannt (Hash 12345678…, nachgeschlagen vor 3 ms)',
    ]);
    for (let i = 0; i < 100; i++) melde(f(i % 2 ? 'falsche Prüfziffern' : 'unbekannt (Hash …)'), '/v1/x');
    expect(zeilen).toHaveLength(20);
    zeit.ms += 1_000;
    melde(f('kein Authorization-Kopf'), '/v1/y');
    expect(zeilen.at(-2)).toBe('401: 81 weitere in der Sekunde zuvor, je Fall: falsche Prüfziffern 41, unbekannt 40');
    expect(zeilen.at(-1)).toBe('401 schluessel_ungueltig /v1/y: kein Authorization-Kopf');
  });
});
