// Sessions: a random token in an HttpOnly cookie, its SHA-256 hash as the key of the session blob
// (sitzungen/<hash>), valid for KONTO_SITZUNG_MINUTEN.
import { randomBytes } from 'node:crypto';
import { liesJSON } from './ablage';
import { KontoFehler } from './fehler';
import { cookie } from './http';
import { type Kontext, type Konto, sha256 } from './kontext';

export const COOKIE = 'konto_sitzung';
export const LOESCHE_COOKIE = `${COOKIE}=; Path=/konto/api; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

export const nichtAngemeldet = () =>
  new KontoFehler(
    401,
    'nicht_angemeldet',
    'Nicht angemeldet oder die Sitzung ist abgelaufen. Bitte mit dem Passkey anmelden.',
  );

// Opens a session; returns the Set-Cookie value.
export async function neueSitzung(k: Kontext, kontoId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await k.deps.konten.setJSON(`sitzungen/${sha256(token)}`, {
    konto: kontoId,
    bis: k.jetzt() + k.e.sitzungMinuten * 60_000,
  });
  return `${COOKIE}=${token}; Path=/konto/api; HttpOnly; Secure; SameSite=Strict; Max-Age=${k.e.sitzungMinuten * 60}`;
}

// The account of the request's session and the key of its blob; 401 otherwise.
export async function sitzung(k: Kontext, req: Request): Promise<{ konto: Konto; key: string }> {
  const token = cookie(req, COOKIE);
  if (token && /^[A-Za-z0-9_-]{43}$/.test(token)) {
    const key = `sitzungen/${sha256(token)}`;
    const s = await liesJSON<{ konto: string; bis: number }>(k.deps.konten, key);
    if (s && s.bis > k.jetzt()) {
      const konto = await liesJSON<Konto>(k.deps.konten, `konten/${s.konto}`);
      if (konto) return { konto, key };
    }
  }
  throw nichtAngemeldet();
}
