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

// Public unicast only (ipaddr.js names every other range: private, loopback, linkLocal,
// uniqueLocal, carrierGradeNat, reserved, multicast, unspecified, …); an IPv4 address inside IPv6
// (::ffff:10.0.0.1) counts as the IPv4 address.
export function adresseErlaubt(adresse: string, lokal: boolean): boolean {
  if (!ipaddr.isValid(adresse)) return false;
  let a = ipaddr.parse(adresse);
  if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
  const bereich = a.range();
  return bereich === 'unicast' || (lokal && bereich === 'loopback');
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
    'url: private, Loopback- und Link-Local-Adressen sind nicht erlaubt; nur öffentlich erreichbare https-Adressen.',
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

// The lookup of a delivery request: only allowed addresses reach the socket.
function pruefendeSuche(lokal: boolean): LookupFunction {
  return (host, optionen, rueckruf) => {
    lookup(host, { ...optionen, all: true }, (f, adressen) => {
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
