// Delivering the changelog to the accounts' webhooks. Plain functions over a Blobs store and an
// injected clock, so the deploy function, the scheduled function, the local script and the tests
// run the same code (docs/BETRIEB.md, "Webhooks").
//
// planeZustellung (after each deploy): compares the new changelog with the changes already
// planned (a marker per change that is never removed, so a rollback and a redeploy send nothing
// twice) and puts one job per new change and endpoint that watches its dataset into the queue.
// The first run on an empty store only records the changelog: subscribers get changes made after
// they subscribed.
// Both run after each deploy and every five minutes (the scheduled run plans too, so a deploy run
// that died is made up for).
// arbeiteAb: sends every due job. A job is one event for
// one endpoint; its attempt n is a claim with limit 1 (anspruch.ts), so two workers never send the
// same attempt. After a failed attempt the job moves to its next due time (VERSUCHSPAUSEN); an
// endpoint that has failed for PAUSE_NACH_MS without a success is paused and keeps its jobs until
// the account resumes it. Delivery is at least once: the webhook-id of a change is its
// idempotency key (aenderung_<datenstand>), the same for every endpoint and attempt.
//
// Layout of the store "webhooks":
//   endpunkte/<konto>/<id>/a               claim: one endpoint {url, datensaetze, geheimnis, …}
//   auftraege/<faellig>-<auftrag>          a job, due at <faellig> (ms, 15 digits)
//   versuche/<auftrag>/<n>/<id>/a          claims to send attempt n of a job; one is granted
//   geplant/<datenstand>/<id>/a            claims to plan a change; one is granted
//   protokoll/<endpunkt>/<umgekehrt>-<id>  one attempt, newest first by key
//   fehler/<endpunkt>                      {seit}: failing since (deleted by a success)
//   pausen/<endpunkt>                      {seit}: paused
//   zugestellt/<datenstand>/a              marker: this change is planned (never removed)
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { type Ablage, liesJSON } from './ablage';
import {
  type Anspruch,
  beanspruche,
  erteilte,
  type Gewicht,
  ids,
  lies as liesAnspruch,
  neueId,
  ohneStand,
  schreibe,
} from './anspruch';
import type { AenderungsStand, Ereignis, WebhookEndpunkt, Zustellung } from './webhook-schema';
import { poste } from './ziel';

const MINUTE = 60_000;
const STUNDE = 60 * MINUTE;
// Pause after failed attempt n (1, 2, …): 1 minute, doubled each time, at most 12 hours; the first
// 11 attempts span 17 hours, and an endpoint that still fails is paused after 3 days (about 16
// attempts). Exponential, without jitter: few endpoints, and the tests see the exact schedule.
export const HOECHSTE_PAUSE_MS = 12 * STUNDE;
export const PAUSE_NACH_MS = 72 * STUNDE;
export const versuchsPause = (n: number) => Math.min(MINUTE * 2 ** (n - 1), HOECHSTE_PAUSE_MS);
const PROTOKOLL_ZEIGEN = 20;
const PROTOKOLL_BEHALTEN = 50;
// Jobs sent at once by one run (each waits mostly for the store and the receiver).
const GLEICHZEITIG = 16;

export interface Endpunkt {
  id: string;
  konto: string;
  url: string;
  datensaetze: string[] | null;
  geheimnis: string;
  erstellt: string;
}

interface Auftrag {
  id: string;
  endpunkt: string;
  konto: string;
  nachricht: string; // webhook-id
  typ: string;
  koerper: string;
  versuch: number; // attempts made
}

export interface ZustellungsAbhaengigkeiten {
  ablage: Ablage; // store "webhooks"
  jetzt: () => number;
  // Loopback targets (tests, the local script); never in production.
  lokal: boolean;
  zeitlimitMs?: number;
  // Waiting for a job due soon inside one run; without it a run ends when nothing is due.
  schlafe?: (ms: number) => Promise<void>;
  protokolliere?: (meldung: string) => void;
}

export const endpunktGruppe = (konto: string) => `endpunkte/${konto}`;
const zahl15 = (n: number) => String(Math.max(0, Math.floor(n))).padStart(15, '0');
const auftragsSchluessel = (faellig: number, id: string) => `auftraege/${zahl15(faellig)}-${id}`;
const AUFTRAG = /^auftraege\/(\d{15})-([0-9a-f]{24})$/;

// A claim to plan a change or to send an attempt holds for FRIST_MS: a run that dies after claiming
// (a function ends after 15 minutes at most, a send after 10 s) leaves the work to a later run,
// which then plans or sends again (at least once, never lost).
const FRIST_MS = 20 * MINUTE;
function mitFrist(jetzt: () => number) {
  return (a: Anspruch<unknown>): Gewicht => {
    if (!a.inhalt) return 'offen';
    if (jetzt() - a.inhalt.seit >= FRIST_MS) return 'nein';
    return a.inhalt.zustand === 'erteilt' ? 'fest' : a.inhalt.zustand === 'offen' ? 'offen' : 'nein';
  };
}

// True for the one run granted the work of this group (planning a change, sending an attempt).
async function einmal({ ablage, jetzt }: ZustellungsAbhaengigkeiten, gruppe: string): Promise<boolean> {
  const r = await beanspruche({ ablage, gruppe, id: neueId(), inhalt: {}, grenze: 1, gewicht: mitFrist(jetzt), jetzt });
  return r.ergebnis === 'erteilt';
}

export const neuesGeheimnis = () => `whsec_${randomBytes(32).toString('base64')}`;

// Every granted endpoint of every account (or of one).
export async function endpunkte(ablage: Ablage, konto?: string): Promise<Endpunkt[]> {
  const konten = konto ? [konto] : await ids(ablage, 'endpunkte');
  return (await Promise.all(konten.map((k) => erteilte<Endpunkt>(ablage, endpunktGruppe(k))))).flat();
}

// Signs and sends one event; returns the log entry (not yet written).
async function sende(
  deps: ZustellungsAbhaengigkeiten,
  e: Endpunkt,
  a: Pick<Auftrag, 'nachricht' | 'typ' | 'koerper'>,
  versuch: number,
): Promise<Zustellung> {
  const zeit = deps.jetzt();
  const signatur = new Webhook(e.geheimnis).sign(a.nachricht, new Date(zeit), a.koerper);
  const antwort = await poste(
    e.url,
    a.koerper,
    {
      'webhook-id': a.nachricht,
      'webhook-timestamp': String(Math.floor(zeit / 1000)),
      'webhook-signature': signatur,
    },
    { lokal: deps.lokal, zeitlimitMs: deps.zeitlimitMs ?? 10_000 },
  );
  const ok = antwort.code !== null && antwort.code >= 200 && antwort.code < 300;
  return {
    zeit: new Date(zeit).toISOString(),
    nachricht: a.nachricht,
    typ: a.typ,
    versuch,
    ergebnis: ok ? 'zugestellt' : 'fehlgeschlagen',
    code: antwort.code,
    fehler: ok ? null : (antwort.fehler ?? `HTTP ${antwort.code}`),
    naechster_versuch: null,
  };
}

async function protokolliere(ablage: Ablage, endpunkt: string, z: Zustellung): Promise<void> {
  const umgekehrt = zahl15(9e14 - Date.parse(z.zeit));
  await ablage.setJSON(`protokoll/${endpunkt}/${umgekehrt}-${neueId()}`, z);
}

export async function protokoll(ablage: Ablage, endpunkt: string): Promise<Zustellung[]> {
  const { blobs } = await ablage.list({ prefix: `protokoll/${endpunkt}/` });
  const schluessel = blobs
    .map((b) => b.key)
    .filter((k) => /\/\d{15}-[0-9a-f]{24}$/.test(k))
    .sort();
  const zeigen = await Promise.all(schluessel.slice(0, PROTOKOLL_ZEIGEN).map((k) => liesJSON<Zustellung>(ablage, k)));
  // Older entries go; a listing that misses a few only delays that.
  await Promise.all(schluessel.slice(PROTOKOLL_BEHALTEN).map((k) => ablage.delete(k).catch(() => {})));
  return zeigen.filter((z): z is Zustellung => z !== null);
}

export async function zustandVon(
  ablage: Ablage,
  endpunkt: string,
): Promise<{ fehlerSeit: number | null; pausiertSeit: number | null }> {
  const [f, p] = await Promise.all([
    liesJSON<{ seit: number }>(ablage, `fehler/${endpunkt}`),
    liesJSON<{ seit: number }>(ablage, `pausen/${endpunkt}`),
  ]);
  return { fehlerSeit: f?.seit ?? null, pausiertSeit: p?.seit ?? null };
}

// A success clears the failure; a failure marks its start once (two failures racing both write
// nearly the same time, harmless) and pauses the endpoint after PAUSE_NACH_MS without success.
async function vermerke(deps: ZustellungsAbhaengigkeiten, endpunkt: string, ok: boolean): Promise<boolean> {
  if (ok) {
    await deps.ablage.delete(`fehler/${endpunkt}`);
    return false;
  }
  const t = deps.jetzt();
  const f = await liesJSON<{ seit: number }>(deps.ablage, `fehler/${endpunkt}`);
  if (!f) {
    await deps.ablage.setJSON(`fehler/${endpunkt}`, { seit: t });
    return false;
  }
  if (t - f.seit < PAUSE_NACH_MS) return false;
  await deps.ablage.setJSON(`pausen/${endpunkt}`, { seit: t });
  deps.protokolliere?.(`Webhook ${endpunkt}: pausiert, seit ${new Date(f.seit).toISOString()} ohne Erfolg`);
  return true;
}

export function ereignisKoerper(e: Ereignis): string {
  return JSON.stringify(e);
}

// The test event of the account page: sent at once, once, and logged like any attempt.
export async function sendeTest(deps: ZustellungsAbhaengigkeiten, e: Endpunkt): Promise<Zustellung> {
  const nachricht = `test_${randomBytes(12).toString('hex')}`;
  const koerper = ereignisKoerper({
    type: 'webhook.test',
    timestamp: new Date(deps.jetzt()).toISOString(),
    data: { webhook: e.id, nachricht: 'Testereignis der Kontoseite. Die Signatur ist echt, die Änderung nicht.' },
  });
  const z = await sende(deps, e, { nachricht, typ: 'webhook.test', koerper }, 1);
  await protokolliere(deps.ablage, e.id, z);
  await vermerke(deps, e.id, z.ergebnis === 'zugestellt');
  return z;
}

export interface Plan {
  erstmals: boolean;
  neu: string[]; // datenstaende planned by this run
  auftraege: number;
}

export async function planeZustellung(deps: ZustellungsAbhaengigkeiten, stand: AenderungsStand): Promise<Plan> {
  const { ablage, jetzt } = deps;
  const bekannt = new Set(await ids(ablage, 'zugestellt'));
  // One marker per change, written once and never changed: no read-modify-write between runs.
  const merke = (datenstaende: string[]) =>
    Promise.all(datenstaende.map((d) => schreibe(ablage, 'zugestellt', d, { zustand: 'erteilt', seit: jetzt() })));
  if (!bekannt.size) {
    await merke(stand.aenderungen.map((a) => a.datenstand));
    return { erstmals: true, neu: [], auftraege: 0 };
  }
  const kandidaten = stand.aenderungen.filter((a) => !bekannt.has(a.datenstand));
  const ziele = kandidaten.length ? await endpunkte(ablage) : [];
  const neu: string[] = [];
  let auftraege = 0;
  for (const a of kandidaten) {
    // Exactly one run plans a change, also when two deploys finish at once.
    if (!(await einmal(deps, `geplant/${a.datenstand}`))) continue;
    neu.push(a.datenstand);
    const koerper = ereignisKoerper({
      type: `aenderung.${a.art}`,
      timestamp: new Date(jetzt()).toISOString(),
      data: a,
    });
    for (const e of ziele) {
      if (e.datensaetze && !e.datensaetze.includes(a.datensatz)) continue;
      const auftrag: Auftrag = {
        id: neueId(),
        endpunkt: e.id,
        konto: e.konto,
        nachricht: `aenderung_${a.datenstand}`,
        typ: `aenderung.${a.art}`,
        koerper,
        versuch: 0,
      };
      await ablage.setJSON(auftragsSchluessel(jetzt(), auftrag.id), auftrag);
      auftraege++;
    }
    // After its jobs: a run that dies before this leaves the change to a later run (claim expired).
    await merke([a.datenstand]);
  }
  return { erstmals: false, neu, auftraege };
}

export interface Lauf {
  zugestellt: number;
  fehlgeschlagen: number;
  pausiert: number;
  offen: number; // jobs left in the queue
}

async function bearbeite(
  deps: ZustellungsAbhaengigkeiten,
  schluessel: string,
  auftragsId: string,
  ergebnis: Lauf,
  uebersprungen: Set<string>,
): Promise<void> {
  const { ablage, jetzt } = deps;
  const a = await liesJSON<Auftrag>(ablage, schluessel);
  if (!a) return;
  const claim = await liesAnspruch<Endpunkt>(ablage, endpunktGruppe(a.konto), a.endpunkt);
  if (claim?.zustand !== 'erteilt') {
    // The endpoint (or its account) was deleted: its events go with it.
    await ablage.delete(schluessel);
    return;
  }
  if ((await zustandVon(ablage, a.endpunkt)).pausiertSeit !== null) {
    uebersprungen.add(schluessel);
    return;
  }
  const versuch = a.versuch + 1;
  if (!(await einmal(deps, `versuche/${auftragsId}/${versuch}`))) {
    uebersprungen.add(schluessel);
    return;
  }
  const z = await sende(deps, ohneStand(claim), a, versuch);
  const ok = z.ergebnis === 'zugestellt';
  const pausiert = await vermerke(deps, a.endpunkt, ok);
  if (ok) {
    await protokolliere(ablage, a.endpunkt, z);
    await ablage.delete(schluessel);
    ergebnis.zugestellt++;
    return;
  }
  ergebnis.fehlgeschlagen++;
  const faellig = jetzt() + versuchsPause(versuch);
  await protokolliere(ablage, a.endpunkt, {
    ...z,
    naechster_versuch: pausiert ? null : new Date(faellig).toISOString(),
  });
  if (pausiert) {
    ergebnis.pausiert++;
    uebersprungen.add(schluessel);
  }
  // A paused endpoint's job keeps its place (due, waiting for the account to resume).
  const neu = auftragsSchluessel(pausiert ? jetzt() : faellig, a.id);
  await ablage.setJSON(neu, { ...a, versuch });
  if (neu !== schluessel) await ablage.delete(schluessel);
}

// Sends due jobs until none is due before `ende` (in the injected clock), waiting in between only
// with schlafe.
export async function arbeiteAb(deps: ZustellungsAbhaengigkeiten, o: { ende: number }): Promise<Lauf> {
  const { ablage, jetzt } = deps;
  const ergebnis: Lauf = { zugestellt: 0, fehlgeschlagen: 0, pausiert: 0, offen: 0 };
  const uebersprungen = new Set<string>();
  for (;;) {
    const { blobs } = await ablage.list({ prefix: 'auftraege/' });
    const liste = blobs
      .map((b) => AUFTRAG.exec(b.key))
      .filter((m): m is RegExpExecArray => m !== null && !uebersprungen.has(m[0]))
      .map((m) => ({ schluessel: m[0], faellig: Number(m[1]), id: m[2] }))
      .sort((x, y) => x.faellig - y.faellig);
    ergebnis.offen = liste.length + uebersprungen.size;
    const t = jetzt();
    const faellig = liste.filter((x) => x.faellig <= t);
    if (!faellig.length) {
      const naechster = liste[0]?.faellig;
      if (naechster === undefined || !deps.schlafe || naechster > o.ende) break;
      await deps.schlafe(naechster - t);
      continue;
    }
    for (let i = 0; i < faellig.length; i += GLEICHZEITIG) {
      await Promise.all(
        faellig.slice(i, i + GLEICHZEITIG).map((x) =>
          bearbeite(deps, x.schluessel, x.id, ergebnis, uebersprungen).catch((f) => {
            // One job's failure (the store, say) must not stop the others; it stays in the queue.
            uebersprungen.add(x.schluessel);
            deps.protokolliere?.(`Webhooks: Auftrag ${x.id}: ${(f as Error).message}`);
          }),
        ),
      );
    }
    if (jetzt() > o.ende) break;
  }
  const { blobs } = await ablage.list({ prefix: 'auftraege/' });
  ergebnis.offen = blobs.filter((b) => AUFTRAG.test(b.key)).length;
  return ergebnis;
}

// The account page's view of an endpoint.
export async function alsAntwort(ablage: Ablage, e: Endpunkt): Promise<WebhookEndpunkt> {
  const [{ fehlerSeit, pausiertSeit }, zustellungen] = await Promise.all([
    zustandVon(ablage, e.id),
    protokoll(ablage, e.id),
  ]);
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  return {
    id: e.id,
    url: e.url,
    datensaetze: e.datensaetze,
    erstellt: e.erstellt,
    zustand: pausiertSeit !== null ? 'pausiert' : fehlerSeit !== null ? 'fehlerhaft' : 'aktiv',
    fehler_seit: iso(fehlerSeit),
    pausiert_seit: iso(pausiertSeit),
    zustellungen,
  };
}

// Resuming: the paused jobs are due already and go out with the next run.
export async function setzeFort(ablage: Ablage, endpunkt: string): Promise<void> {
  await ablage.delete(`pausen/${endpunkt}`);
  await ablage.delete(`fehler/${endpunkt}`);
}

// Deleting: the endpoint's jobs are dropped by the next run (its claim no longer granted).
export async function entferneDaten(ablage: Ablage, endpunkt: string): Promise<void> {
  await Promise.all([ablage.delete(`pausen/${endpunkt}`), ablage.delete(`fehler/${endpunkt}`)]);
  const { blobs } = await ablage.list({ prefix: `protokoll/${endpunkt}/` });
  await Promise.all(blobs.map((b) => ablage.delete(b.key)));
}
