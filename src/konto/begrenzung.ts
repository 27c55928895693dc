// Rate limit of the ceremony options per address and hour: each request is an attempt that counts
// (anspruch.ts versuche), so parallel requests cannot pass the limit together. The address is
// kept only as a hash.
import { entferne, ids, versuche } from './anspruch';
import { KontoFehler } from './fehler';
import { type Kontext, sha256 } from './kontext';

const LIMIT_FENSTER_MS = 3_600_000;

export async function begrenze(k: Kontext, req: Request, zweck: string, limit: number): Promise<void> {
  const { konten } = k.deps;
  const t = k.jetzt();
  const beginn = Math.floor(t / LIMIT_FENSTER_MS) * LIMIT_FENSTER_MS;
  const adresse = sha256(k.deps.ip(req)).slice(0, 32);
  const gruppe = `versuche/${beginn}/${zweck}/${adresse}`;
  // The first attempt of an hour removes this address's attempts of the hour before (their
  // blobs; nobody lists a past window any more).
  if ((await ids(konten, `${gruppe}/alle`)).length === 0) {
    const alt = `versuche/${beginn - LIMIT_FENSTER_MS}/${zweck}/${adresse}`;
    await Promise.all(
      ['alle', 'zurueck', 'erteilt'].map(async (teil) =>
        Promise.all((await ids(konten, `${alt}/${teil}`)).map((id) => entferne(konten, `${alt}/${teil}`, id))),
      ),
    ).catch(() => {});
  }
  if (!(await versuche(konten, gruppe, limit, k.jetzt))) {
    const sekunden = Math.max(1, Math.ceil((beginn + LIMIT_FENSTER_MS - t) / 1000));
    throw new KontoFehler(
      429,
      'zu_viele_versuche',
      `Zu viele Versuche von dieser Adresse (höchstens ${limit} je Stunde). Bitte später erneut versuchen.`,
      { 'retry-after': String(sekunden) },
    );
  }
}
