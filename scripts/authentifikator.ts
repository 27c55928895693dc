// A software passkey for tests without a browser: ES256 key pair, "none" attestation, the
// authenticator data and signatures as WebAuthn Level 2 defines them (§6.1 authenticator data,
// §6.5.4 attestation object, §6.3.3 assertion signature over authData || SHA-256(clientDataJSON)).
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');

// Minimal CBOR (RFC 8949): unsigned/negative integers, byte and text strings, maps.
function kopf(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(x: Cbor): Buffer {
  if (typeof x === 'number') return x >= 0 ? kopf(0, x) : kopf(1, -1 - x);
  if (typeof x === 'string') return Buffer.concat([kopf(3, Buffer.byteLength(x)), Buffer.from(x)]);
  if (x instanceof Uint8Array) return Buffer.concat([kopf(2, x.length), x]);
  return Buffer.concat([kopf(5, x.size), ...[...x].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

export interface Passkey {
  id: Buffer;
  privat: KeyObject;
  cose: Buffer;
  zaehler: number;
  userHandle: string | null;
}

export function neuerPasskey(): Passkey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  // A P-256 public key always exports both coordinates; anything else is not a passkey to sign with.
  if (!x || !y) throw new Error('P-256-Schlüssel ohne Koordinaten');
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x, 'base64url')],
      [-3, Buffer.from(y, 'base64url')],
    ]),
  );
  return { id: randomBytes(16), privat: privateKey, cose, zaehler: 0, userHandle: null };
}

function authData(rpID: string, flags: number, zaehler: number, angehaengt?: Buffer): Buffer {
  const z = Buffer.alloc(4);
  z.writeUInt32BE(zaehler);
  return Buffer.concat([
    createHash('sha256').update(rpID).digest(),
    Buffer.from([flags]),
    z,
    ...(angehaengt ? [angehaengt] : []),
  ]);
}

const clientData = (typ: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type: typ, challenge, origin, crossOrigin: false }));

// UP (0x01) | UV (0x04), and AT (0x40) when credential data follows.
export function registriere(
  p: Passkey,
  optionen: { challenge: string; user: { id: string } },
  origin: string,
  rpID = new URL(origin).hostname,
) {
  p.userHandle = optionen.user.id;
  const laenge = Buffer.alloc(2);
  laenge.writeUInt16BE(p.id.length);
  const daten = authData(rpID, 0x45, p.zaehler, Buffer.concat([Buffer.alloc(16), laenge, p.id, p.cose]));
  const attestation = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', daten],
    ]),
  );
  return huelle(p, {
    clientDataJSON: b64(clientData('webauthn.create', optionen.challenge, origin)),
    attestationObject: b64(attestation),
    transports: ['internal'],
  });
}

// The PublicKeyCredential as a browser serialises it (toJSON), around an authenticator response.
function huelle<R>(p: Passkey, response: R) {
  return {
    id: b64(p.id),
    rawId: b64(p.id),
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response,
  };
}

export function melde(p: Passkey, optionen: { challenge: string }, origin: string, rpID = new URL(origin).hostname) {
  p.zaehler++;
  const daten = authData(rpID, 0x05, p.zaehler);
  const cd = clientData('webauthn.get', optionen.challenge, origin);
  const signatur = sign('sha256', Buffer.concat([daten, createHash('sha256').update(cd).digest()]), p.privat);
  return huelle(p, {
    clientDataJSON: b64(cd),
    authenticatorData: b64(daten),
    signature: b64(signatur),
    userHandle: p.userHandle,
  });
}
