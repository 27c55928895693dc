// The account's API keys: at most MAX_SCHLUESSEL active ones, kept under parallel requests as
// claims in kontoschluessel/<kontoId>/ (anspruch.ts). A key is the gate's: one blob per key in
// "api-schluessel", named by its SHA-256 hash, shown once. A key belongs to the account when its
// claim (or, for an account from before the claims, its list) holds its hash and its entry names
// the account: a hash in the account alone grants nothing.
import { z } from 'zod';
import { hashVon, neuerSchluessel } from '../api/schluessel';
import { liesJSON } from './ablage';
import { type Anspruch, alle, beanspruche, type Gewicht, neueId, schreibe } from './anspruch';
import { beschaeftigt, KontoFehler } from './fehler';
import { json } from './http';
import type { KoerperSchema } from './koerper';
import { ANSPRUCH_FRIST_MS, ANSPRUCH_LEBENSDAUER_MS, type Kontext, type Konto, type KontoSchluessel } from './kontext';
import type { neuerSchluessel as neuerSchluesselSchema } from './konto-schema';
import { nichtAngemeldet } from './sitzung';

const MAX_SCHLUESSEL = 20;
type NeuerSchluessel = z.infer<typeof neuerSchluesselSchema>;
export const SCHLUESSEL_ID = /^k_[0-9a-f]{1,32}$/;

// A key's claim in its account: which entry of "api-schluessel" it is.
interface SchluesselAnspruch {
  hash: string;
  id: string;
}
export type Eigener = KontoSchluessel & { anspruch?: string };

const NAME = /^[\p{L}\p{N} ._-]{1,60}$/u;
export const SCHLUESSEL_KOERPER = {
  name: 'SchluesselAnlegen',
  schema: z.looseObject({
    name: z
      .string()
      .refine((n) => NAME.test(n.trim()) && n.trim() !== '')
      .meta({
        description: '1 bis 60 Zeichen aus Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich.',
        example: 'Lohnbüro',
      }),
  }),
  fehler: () =>
    new KontoFehler(
      400,
      'ungueltiger_name',
      'name: 1 bis 60 Zeichen aus Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich.',
    ),
} satisfies KoerperSchema;

export const schluesselGruppe = (konto: Konto) => `kontoschluessel/${konto.id}`;

async function eintrag(k: Kontext, hash: string, kontoId: string): Promise<KontoSchluessel | null> {
  const s = await liesJSON<KontoSchluessel>(k.deps.schluessel, hash);
  return s && s.hash === hash && s.konto === kontoId ? s : null;
}

// Every claim whose entry exists and names this account, and the keys of an older account.
export async function schluesselDes(k: Kontext, konto: Konto): Promise<Eigener[]> {
  const ansprueche = (await alle<SchluesselAnspruch>(k.deps.konten, schluesselGruppe(konto))).filter(
    (a) => a.inhalt && a.inhalt.zustand !== 'zurueckgezogen',
  );
  const neu = await Promise.all(
    ansprueche.map(async (a) => {
      const s = await eintrag(k, (a.inhalt as SchluesselAnspruch).hash, konto.id);
      return s && { ...s, anspruch: a.id };
    }),
  );
  const bekannt = new Set(ansprueche.map((a) => a.inhalt?.hash));
  const alt = await Promise.all(
    (konto.schluessel ?? []).filter((h) => !bekannt.has(h)).map((h) => eintrag(k, h, konto.id)),
  );
  return [...neu, ...alt].filter((s): s is Eigener => s !== null);
}

function gewichtSchluessel(k: Kontext, konto: Konto) {
  return async (a: Anspruch<SchluesselAnspruch>): Promise<Gewicht> => {
    if (!a.inhalt) return 'offen';
    if (a.inhalt.zustand === 'zurueckgezogen' || a.inhalt.zustand === 'widerrufen') return 'nein';
    const s = await eintrag(k, a.inhalt.hash, konto.id);
    if (s) return s.widerrufen ? 'nein' : 'fest';
    // Granted or open, the entry not written yet: holds its place while the claimer can still
    // write it.
    if (k.jetzt() - a.inhalt.seit >= ANSPRUCH_LEBENSDAUER_MS) return 'nein';
    return a.inhalt.zustand === 'erteilt' ? 'fest' : 'offen';
  };
}

export async function widerrufe(k: Kontext, s: Eigener, konto: Konto, zeit: string): Promise<void> {
  const { anspruch, ...ohne } = s;
  if (!ohne.widerrufen) await k.deps.schluessel.setJSON(ohne.hash, { ...ohne, widerrufen: zeit });
  if (anspruch)
    await schreibe(k.deps.konten, schluesselGruppe(konto), anspruch, {
      hash: ohne.hash,
      id: ohne.id,
      zustand: 'widerrufen',
      seit: k.jetzt(),
    });
}

// An account from before the claims may own keys it never listed (created in parallel, lost
// from its list): found only by reading every entry of the key store.
export async function verwaisteSchluessel(k: Kontext, konto: Konto): Promise<Eigener[]> {
  const { blobs } = await k.deps.schluessel.list();
  const eintraege = await Promise.all(
    blobs.filter((b) => !b.key.includes('.')).map((b) => liesJSON<KontoSchluessel>(k.deps.schluessel, b.key)),
  );
  return eintraege.filter((s): s is KontoSchluessel => s?.konto === konto.id);
}

// POST /schluessel: the new key, shown in this answer only.
export async function schluesselNeu(k: Kontext, konto: Konto, rohName: string): Promise<Response> {
  const name = rohName.trim();
  const { schluessel, id } = neuerSchluessel();
  const hash = hashVon(schluessel);
  // Keys of an account from before the claims count with their entries.
  const neueHashes = new Set(
    (await alle<SchluesselAnspruch>(k.deps.konten, schluesselGruppe(konto))).map((a) => a.inhalt?.hash),
  );
  const alte = (
    await Promise.all((konto.schluessel ?? []).filter((h) => !neueHashes.has(h)).map((h) => eintrag(k, h, konto.id)))
  ).filter((s) => s && !s.widerrufen).length;
  const r = await beanspruche<SchluesselAnspruch>({
    ablage: k.deps.konten,
    gruppe: schluesselGruppe(konto),
    id: neueId(),
    inhalt: { hash, id },
    grenze: MAX_SCHLUESSEL - alte,
    gewicht: gewichtSchluessel(k, konto),
    jetzt: k.jetzt,
  });
  if (r.ergebnis === 'voll')
    throw new KontoFehler(
      409,
      'zu_viele_schluessel',
      `Höchstens ${MAX_SCHLUESSEL} aktive Schlüssel je Konto; bitte erst einen widerrufen.`,
    );
  if (r.ergebnis === 'gedraengt' || k.jetzt() - r.seit > ANSPRUCH_FRIST_MS) throw beschaeftigt();
  const neu: KontoSchluessel = {
    id,
    name,
    hash,
    erstellt: new Date(k.jetzt()).toISOString(),
    widerrufen: null,
    kontingent: k.e.kontingent,
    konto: konto.id,
  };
  await k.deps.schluessel.setJSON(hash, neu);
  // Deleted meanwhile: the deletion may have looked before this entry existed, so the key
  // revokes itself (the deletion removes the account first, then revokes what it finds).
  if (!(await liesJSON(k.deps.konten, `konten/${konto.id}`))) {
    await k.deps.schluessel.setJSON(hash, { ...neu, widerrufen: new Date(k.jetzt()).toISOString() });
    throw nichtAngemeldet();
  }
  const antwort: NeuerSchluessel = { id, name, kontingent: k.e.kontingent, schluessel };
  return json(201, antwort);
}

// DELETE /schluessel/{id}: revoked at once in the store; the gate refuses it within 60 s.
export async function schluesselWiderruf(k: Kontext, konto: Konto, id: string): Promise<void> {
  const s = (await schluesselDes(k, konto)).find((x) => x.id === id);
  // Another account's key and a key that does not exist get the same answer.
  if (!s) throw new KontoFehler(404, 'nicht_gefunden', 'In diesem Konto gibt es keinen Schlüssel mit dieser id.');
  if (!s.widerrufen) await widerrufe(k, s, konto, new Date(k.jetzt()).toISOString());
}
