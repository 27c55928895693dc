// Claims: how the account service keeps its limits under concurrency (key and passkey caps,
// one-time ceremonies, rate limits) with nothing but reads, writes and listings of Netlify Blobs
// (docs/ENTSCHEIDUNGEN.md, "Konto unter Nebenläufigkeit").
//
// A claim is a directory of its group, holding one blob: <gruppe>/<id>/a. A group is read by
// listing its directories, never its blobs. Why:
// - Conditional writes (onlyIfNew, onlyIfMatch) are not atomic in the local Blobs server that
//   netlify dev runs (@netlify/blobs 11.1.1 checks the condition, then writes): of 30 parallel
//   onlyIfNew writes to one key all 30 reported success. Tests and npm start run on that server.
// - A flat listing of that server stops at the first file that a parallel write renames under
//   it and returns what it found so far (measured: blobs written before the listing began were
//   missing). A claim's directory is created once and never renamed or removed while the group
//   is in use; only the blob inside is rewritten.
//
// The rule is "write, then list": of two claimers, the one whose write lands second sees the
// other's claim when it lists. A claim is granted only if, its own included, at most `grenze`
// claims that count are visible; so never more than `grenze` are granted at once (the last
// written of grenze + 1 granted claims would have seen all of them). A claimer that sees too
// many withdraws (its blob says "zurueckgezogen" and stops counting) and, unless the group is
// full of settled claims, tries again after a random pause. Safety needs no timing and no
// atomic operation; only progress under contention relies on the random pauses.
import { randomBytes } from 'node:crypto';
import { type Ablage, liesJSON } from './ablage';

export type Zustand = 'offen' | 'erteilt' | 'zurueckgezogen' | 'widerrufen';
export type Stand<T> = T & { zustand: Zustand; seit: number };

export interface Anspruch<T> {
  id: string;
  // null: the directory exists, its blob not (yet, or no more): counts as open.
  inhalt: Stand<T> | null;
}

// How another claim counts: settled (granted and still valid), open (undecided, counts against
// the limit) or not at all (withdrawn, revoked, dead).
export type Gewicht = 'fest' | 'offen' | 'nein';

export const neueId = (): string => randomBytes(12).toString('hex');
const blob = (gruppe: string, id: string) => `${gruppe}/${id}/a`;

export async function ids(ablage: Ablage, gruppe: string): Promise<string[]> {
  const { directories = [] } = await ablage.list({ prefix: `${gruppe}/`, directories: true });
  return directories
    .map((d) => d.replace(/\/$/, '').slice(gruppe.length + 1))
    .filter((id) => id !== '' && !id.includes('/'));
}

export async function lies<T>(ablage: Ablage, gruppe: string, id: string): Promise<Stand<T> | null> {
  return liesJSON<Stand<T>>(ablage, blob(gruppe, id));
}

// What a claim holds, without its state.
export function ohneStand<T>({ zustand: _z, seit: _s, ...inhalt }: Stand<T>): T {
  return inhalt as T;
}

export async function alle<T>(ablage: Ablage, gruppe: string): Promise<Anspruch<T>[]> {
  const liste = await ids(ablage, gruppe);
  return Promise.all(liste.map(async (id) => ({ id, inhalt: await lies<T>(ablage, gruppe, id) })));
}

// The contents of the granted claims of a group (the accounts' keys, passkeys, webhooks).
export async function erteilte<T>(ablage: Ablage, gruppe: string): Promise<T[]> {
  return (await alle<T>(ablage, gruppe))
    .map((a) => a.inhalt)
    .filter((s): s is Stand<T> => s?.zustand === 'erteilt')
    .map(ohneStand);
}

export async function schreibe<T>(ablage: Ablage, gruppe: string, id: string, inhalt: Stand<T>): Promise<void> {
  await ablage.setJSON(blob(gruppe, id), inhalt);
}

// Only after the group is no longer in use (its account deleted, its window past): a listing at
// the same time still sees the directory and counts it as open.
export async function entferne(ablage: Ablage, gruppe: string, id: string): Promise<void> {
  await ablage.delete(blob(gruppe, id));
}

// The usual weight: granted counts, open counts while younger than `lebensdauerMs` (a claimer that
// died between writing and deciding must not hold a place for ever), anything else not.
export function nachZustand<T>(jetzt: () => number, lebensdauerMs: number) {
  return (a: Anspruch<T>): Gewicht => {
    if (!a.inhalt) return 'offen';
    if (a.inhalt.zustand === 'erteilt') return 'fest';
    if (a.inhalt.zustand === 'offen') return jetzt() - a.inhalt.seit < lebensdauerMs ? 'offen' : 'nein';
    return 'nein';
  };
}

export interface Auftrag<T> {
  ablage: Ablage;
  gruppe: string;
  // The claim's directory; a claimer keeps it over its attempts.
  id: string;
  inhalt: T;
  grenze: number;
  gewicht: (a: Anspruch<T>) => Gewicht | Promise<Gewicht>;
  jetzt: () => number;
  // How long to keep trying under contention (real time).
  fristMs?: number;
}

export type Ergebnis =
  // Granted; the blob says "erteilt" from now on, with seit as written.
  | { ergebnis: 'erteilt'; seit: number }
  // The group holds `grenze` settled claims.
  | { ergebnis: 'voll' }
  // Others kept claiming at the same time until the time ran out.
  | { ergebnis: 'gedraengt' };

const pause = (versuch: number) =>
  new Promise((r) => setTimeout(r, 5 + Math.random() * Math.min(20 * 2 ** versuch, 400)));

// Progress under contention: a claim that sees too many does not have to withdraw for safety
// (it may look again any number of times; it is granted at the first look that counts at most
// `grenze`). Those that would be among the first `grenze` (settled claims first, then by id)
// stay and look again; only the others withdraw, so the group settles within a few rounds.
function bleibt(mein: string, fest: string[], offen: string[], grenze: number): boolean {
  return fest.length + offen.filter((id) => id < mein).length < grenze;
}

export async function beanspruche<T>(a: Auftrag<T>): Promise<Ergebnis> {
  const ende = Date.now() + (a.fristMs ?? 4_000);
  let seit: number | null = null;
  const setze = (zustand: Zustand, beginn: number) =>
    schreibe(a.ablage, a.gruppe, a.id, { ...a.inhalt, zustand, seit: beginn });
  for (let versuch = 0; ; versuch++) {
    const andere = (await alle<T>(a.ablage, a.gruppe)).filter((x) => x.id !== a.id);
    const gewichte = await Promise.all(andere.map(async (x) => ({ id: x.id, g: await a.gewicht(x) })));
    const fest = gewichte.filter((x) => x.g === 'fest').map((x) => x.id);
    const offen = gewichte.filter((x) => x.g === 'offen').map((x) => x.id);
    if (fest.length >= a.grenze) {
      if (seit !== null) await setze('zurueckgezogen', seit);
      return { ergebnis: 'voll' };
    }
    if (seit === null) {
      // Not claiming while undecided claims fill the group: they may yet withdraw.
      if (fest.length + offen.length < a.grenze) {
        seit = a.jetzt();
        await setze('offen', seit);
        continue; // the listing after the write decides
      }
    } else if (fest.length + offen.length + 1 <= a.grenze) {
      await setze('erteilt', seit);
      return { ergebnis: 'erteilt', seit };
    } else if (!bleibt(a.id, fest, offen, a.grenze)) {
      await setze('zurueckgezogen', seit);
      seit = null;
    }
    if (Date.now() > ende) {
      if (seit !== null) await setze('zurueckgezogen', seit);
      return { ergebnis: 'gedraengt' };
    }
    await pause(versuch);
  }
}

// Attempts in a window (rate limits), where many requests of one address may come at once and
// reading every claim would be too much: three groups of bare directories instead of states.
// <gruppe>/alle holds every attempt, <gruppe>/zurueck the withdrawn ones, <gruppe>/erteilt the
// granted ones. An attempt is granted while at most `grenze` attempts of "alle" (listed after
// writing its own) are not in "zurueck" (listed after that); the same argument as above, with a
// withdrawal only counted for an attempt the first listing saw. A request that finds the window
// full of granted attempts writes nothing.
export async function versuche(
  ablage: Ablage,
  gruppe: string,
  grenze: number,
  jetzt: () => number,
  fristMs = 4_000,
): Promise<boolean> {
  const ende = Date.now() + fristMs;
  let mein: string | null = null;
  const markiere = (teil: 'erteilt' | 'zurueck', id: string) =>
    schreibe(ablage, `${gruppe}/${teil}`, id, {
      zustand: teil === 'erteilt' ? 'erteilt' : 'zurueckgezogen',
      seit: jetzt(),
    });
  for (let versuch = 0; ; versuch++) {
    const alle = await ids(ablage, `${gruppe}/alle`);
    const zurueck = new Set(await ids(ablage, `${gruppe}/zurueck`));
    const erteilt = new Set(await ids(ablage, `${gruppe}/erteilt`));
    const aktiv = alle.filter((id) => !zurueck.has(id));
    if (erteilt.size >= grenze) {
      if (mein !== null) await markiere('zurueck', mein);
      return false;
    }
    if (mein === null) {
      if (aktiv.length < grenze) {
        mein = neueId();
        await schreibe(ablage, `${gruppe}/alle`, mein, { zustand: 'offen', seit: jetzt() });
        continue;
      }
    } else if (aktiv.length <= grenze) {
      await markiere('erteilt', mein);
      return true;
    } else {
      const fest = aktiv.filter((id) => erteilt.has(id));
      const offen = aktiv.filter((id) => !erteilt.has(id) && id !== mein);
      if (!bleibt(mein, fest, offen, grenze)) {
        await markiere('zurueck', mein);
        mein = null;
      }
    }
    if (Date.now() > ende) {
      if (mein !== null) await markiere('zurueck', mein);
      return false;
    }
    await pause(versuch);
  }
}
