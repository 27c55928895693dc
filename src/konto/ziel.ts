// Where webhooks may go, and the one HTTP request that delivers an event. Against SSRF (an account
// making the service call its own network) a target must be https on a public unicast address:
// checked when the URL is registered (literal address, or every address its name resolves to) and
// again when each request connects (the lookup of the request itself refuses a private address, so
// a name that later resolves elsewhere, DNS rebinding, cannot slip through). Redirects are not
// followed. Loopback is allowed only with lokal (tests, npm run aenderungen:zustellen), never in
// production. Address ranges come from ipaddr.js.
import { lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class ZielFehler extends Error {
  constructor(
    readonly code: 'ungueltige_url' | 'adresse_nicht_erlaubt',
    nachricht: string,
  ) {
    super(nachricht);
  }
}

export type Aufloeser = (host: string) => Promise<string[]>;

export const dnsAufloeser: Aufloeser = (host) =>
  new Promise((fertig, fehler) =>
    lookup(host, { all: true }, (f, adressen) => (f ? fehler(f) : fertig(adressen.map((a) => a.address)))),
  );

// IPv6 ranges that embed or map an IPv4 address: through them an IPv6 literal (or a name resolving
// to one) can reach an IPv4 address that would itself be refused (https://[::169.254.169.254]/ is
// ::a9fe:a9fe, which ipaddr.js counts as unicast). Refused as whole ranges, whatever IPv4 address
// they carry: no webhook receiver needs them.
const EINGEBETTETES_IPV4: [ipaddr.IPv6, number][] = [
  '::/96', // IPv4-compatible (RFC 4291 2.5.5.1, deprecated)
  '::ffff:0:0/96', // IPv4-mapped (RFC 4291 2.5.5.2)
  '::ffff:0:0:0/96', // IPv4-translated (RFC 6145)
  '64:ff9b::/96', // NAT64, well-known prefix (RFC 6052)
  '64:ff9b:1::/48', // NAT64, local use (RFC 8215)
  '2002::/16', // 6to4 (RFC 3056)
  '2001::/32', // Teredo (RFC 4380)
].map((c) => ipaddr.IPv6.parseCIDR(c));

// Public unicast only (ipaddr.js names every other range: private, loopback, linkLocal,
// uniqueLocal, carrierGradeNat, reserved, multicast, unspecified, …); no IPv6 address that embeds
// or maps an IPv4 address. Loopback (127.0.0.0/8, ::1) only with lokal.
export function adresseErlaubt(adresse: string, lokal: boolean): boolean {
  if (!ipaddr.isValid(adresse)) return false;
  const a = ipaddr.parse(adresse);
  const bereich = a.range();
  if (bereich === 'loopback') return lokal;
  if (a.kind() === 'ipv6' && EINGEBETTETES_IPV4.some((netz) => (a as ipaddr.IPv6).match(netz))) return false;
  return bereich === 'unicast';
}

const ohneKlammern = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

// Checks a URL for registration; returns it normalised (WHATWG URL).
export async function pruefeZiel(roh: string, lokal: boolean, loese: Aufloeser = dnsAufloeser): Promise<URL> {
  const falsch = (grund: string) => new ZielFehler('ungueltige_url', `url: ${grund}`);
  if (roh.length > 2000) throw falsch('höchstens 2 000 Zeichen.');
  let url: URL;
  try {
    url = new URL(roh);
  } catch {
    throw falsch('keine gültige absolute Adresse (https://…).');
  }
  if (url.protocol !== 'https:' && !(lokal && url.protocol === 'http:'))
    throw falsch(`nur https:// ist erlaubt, nicht ${url.protocol.replace(/[^a-z0-9+.-]/gi, '?').slice(0, 20)}//.`);
  if (url.username || url.password) throw falsch('ohne Benutzername und Passwort in der Adresse.');
  if (url.hash) throw falsch('ohne Fragment (#…).');
  const host = ohneKlammern(url.hostname);
  const privat = new ZielFehler(
    'adresse_nicht_erlaubt',
    'url: private, Loopback- und Link-Local-Adressen sind nicht erlaubt, ebenso IPv6-Adressen mit ' +
      'eingebetteter IPv4-Adresse (::/96, ::ffff:0:0/96, 64:ff9b::/96, 64:ff9b:1::/48, 2002::/16, ' +
      '2001::/32); nur öffentlich erreichbare https-Adressen.',
  );
  if (ipaddr.isValid(host)) {
    if (!adresseErlaubt(host, lokal)) throw privat;
    return url;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    if (lokal && (host === 'localhost' || host.endsWith('.localhost'))) return url;
    throw privat;
  }
  let adressen: string[];
  try {
    adressen = await loese(host);
  } catch {
    throw falsch(`der Name ${host.slice(0, 100)} lässt sich nicht auflösen.`);
  }
  if (!adressen.length) throw falsch(`der Name ${host.slice(0, 100)} lässt sich nicht auflösen.`);
  if (adressen.some((a) => !adresseErlaubt(a, lokal))) throw privat;
  return url;
}

// The lookup of a delivery request: only allowed addresses reach the socket. The DNS lookup is
// injectable for tests (a name resolving to an address that embeds IPv4).
export function pruefendeSuche(lokal: boolean, suche: typeof lookup = lookup): LookupFunction {
  return (host, optionen, rueckruf) => {
    suche(host, { ...optionen, all: true }, (f, adressen) => {
      if (f) return rueckruf(f, '', 0);
      const erlaubt = adressen.filter((a) => adresseErlaubt(a.address, lokal));
      if (!erlaubt.length)
        return rueckruf(new ZielFehler('adresse_nicht_erlaubt', `${host}: Adresse nicht erlaubt`), '', 0);
      if (optionen.all) return (rueckruf as unknown as (f: null, a: typeof erlaubt) => void)(null, erlaubt);
      rueckruf(null, erlaubt[0].address, erlaubt[0].family);
    });
  };
}

export interface Antwort {
  code: number | null;
  fehler: string | null;
}

// One POST; never throws. At most 64 KB of the answer are read (and dropped).
export function poste(
  ziel: string,
  koerper: string,
  kopf: Record<string, string>,
  o: { lokal: boolean; zeitlimitMs: number },
): Promise<Antwort> {
  return new Promise((fertig) => {
    let url: URL;
    try {
      url = new URL(ziel);
    } catch {
      return fertig({ code: null, fehler: 'ungültige Adresse' });
    }
    const host = ohneKlammern(url.hostname);
    if (ipaddr.isValid(host) && !adresseErlaubt(host, o.lokal))
      return fertig({ code: null, fehler: 'Adresse nicht erlaubt' });
    if (url.protocol !== 'https:' && !(o.lokal && url.protocol === 'http:'))
      return fertig({ code: null, fehler: 'nur https' });
    const anfrage = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: {
          ...kopf,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(koerper)),
          'user-agent': 'HR-Referenzdaten-Webhooks/1',
        },
        lookup: pruefendeSuche(o.lokal),
        timeout: o.zeitlimitMs,
      },
      (antwort) => {
        let gelesen = 0;
        antwort.on('data', (teil: Buffer) => {
          gelesen += teil.length;
          if (gelesen > 65_536) antwort.destroy();
        });
        const ende = () => fertig({ code: antwort.statusCode ?? null, fehler: null });
        antwort.on('end', ende);
        antwort.on('close', ende);
        antwort.on('error', ende);
      },
    );
    anfrage.on('timeout', () => anfrage.destroy(new Error(`keine Antwort nach ${o.zeitlimitMs} ms`)));
    anfrage.on('error', (f) =>
      fertig({ code: null, fehler: f instanceof ZielFehler ? 'Adresse nicht erlaubt' : f.message.slice(0, 200) }),
    );
    anfrage.end(koerper);
  });
}
