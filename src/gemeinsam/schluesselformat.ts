// The form of an API key: "hrk_", 43 characters of base64url (256 random bits) and 8 hex digits of
// a CRC-32 over those 43. The check digits let the gate refuse a mistyped or invented key from
// memory, before any store lookup (like the checksums in GitHub's tokens); they protect against
// floods of random keys, not against someone who knows the scheme (the key itself is the secret).
// Keys from before the check digits ("hrk_" and 43 characters) keep working until revoked.

const KOERPER = /^hrk_[A-Za-z0-9_-]{43}$/;
const NEU = /^hrk_[A-Za-z0-9_-]{43}[0-9a-f]{8}$/;

const TABELLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(s: string): number {
  let c = 0xffffffff;
  for (let i = 0; i < s.length; i++) c = TABELLE[(c ^ s.charCodeAt(i)) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const pruefziffern = (koerper: string) => crc32(koerper).toString(16).padStart(8, '0');

// A new key from 43 base64url characters of randomness.
export function mitPruefziffern(koerper: string): string {
  const k = `hrk_${koerper}`;
  if (!KOERPER.test(k)) throw new Error('Der Schlüsselkörper muss 43 Zeichen base64url sein.');
  return k + pruefziffern(k.slice(4));
}

// The form of a key with check digits, whether the digits are right or not (for the gate's log).
export const hatNeueForm = (s: string): boolean => NEU.test(s);

export type Schluesselform = 'neu' | 'alt' | 'falsch';

export function schluesselform(s: string): Schluesselform {
  if (hatNeueForm(s)) return pruefziffern(s.slice(4, 47)) === s.slice(47) ? 'neu' : 'falsch';
  return KOERPER.test(s) ? 'alt' : 'falsch';
}
