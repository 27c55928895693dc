// Webhook targets (src/konto/ziel.ts) against SSRF through IPv6: every form that embeds or maps an
// IPv4 address is refused as a literal, as the address a name resolves to at registration, and at
// connect time (the lookup of the delivery request). Public addresses pass.
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { adresseErlaubt, pruefendeSuche, pruefeZiel, ZielFehler } from '../../src/konto/ziel';

// One example per form, most with a private or metadata IPv4 address inside, some with a public
// one (8.8.8.8 = 0808:0808): the ranges are refused whatever they carry.
const EINGEBETTET: [string, string][] = [
  ['IPv4-kompatibel ::/96', '::169.254.169.254'],
  ['IPv4-kompatibel ::/96', '::10.0.0.1'],
  ['IPv4-kompatibel ::/96', '::192.168.1.1'],
  ['IPv4-kompatibel ::/96, hexadezimal', '::a9fe:a9fe'],
  ['IPv4-kompatibel ::/96, öffentlich', '::8.8.8.8'],
  ['IPv4-abgebildet ::ffff:0:0/96', '::ffff:169.254.169.254'],
  ['IPv4-abgebildet ::ffff:0:0/96, öffentlich', '::ffff:8.8.8.8'],
  ['IPv4-übersetzt ::ffff:0:0:0/96', '::ffff:0:a00:1'],
  ['NAT64 64:ff9b::/96', '64:ff9b::10.0.0.1'],
  ['NAT64 64:ff9b::/96, öffentlich', '64:ff9b::808:808'],
  ['NAT64 64:ff9b:1::/48', '64:ff9b:1::a9fe:a9fe'],
  ['NAT64 64:ff9b:1::/48', '64:ff9b:1:ffff::1'],
  ['6to4 2002::/16', '2002:a9fe:a9fe::1'],
  ['6to4 2002::/16, öffentlich', '2002:808:808::1'],
  ['Teredo 2001::/32', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['Teredo 2001::/32', '2001::1'],
];

describe('adresseErlaubt', () => {
  it.each(EINGEBETTET)('%s: %s abgelehnt, auch lokal', (_form, adresse) => {
    expect(adresseErlaubt(adresse, false)).toBe(false);
    expect(adresseErlaubt(adresse, true)).toBe(false);
  });

  it('öffentliche Adressen erlaubt, auch gleich neben 2002::/16 (2001:db8:: ist Dokumentation)', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '2606:4700:4700::1111', '2003::1'])
      expect(adresseErlaubt(a, false), a).toBe(true);
    for (const a of ['2001:db8::1', '::', '0.0.0.0', '10.0.0.1', 'fc00::1', 'fe80::1', 'kein'])
      expect(adresseErlaubt(a, false), a).toBe(false);
  });

  it('Loopback nur lokal: 127.0.0.1 und ::1', () => {
    expect(adresseErlaubt('127.0.0.1', true)).toBe(true);
    expect(adresseErlaubt('::1', true)).toBe(true);
    expect(adresseErlaubt('127.0.0.1', false)).toBe(false);
    expect(adresseErlaubt('::1', false)).toBe(false);
  });
});

describe('pruefeZiel', () => {
  it.each(EINGEBETTET)('%s als Literal [%s]: adresse_nicht_erlaubt', async (_form, adresse) => {
    const fehler = await pruefeZiel(`https://[${adresse}]/hook`, false, async () => ['8.8.8.8']).catch((f) => f);
    expect(fehler).toBeInstanceOf(ZielFehler);
    expect(fehler.code).toBe('adresse_nicht_erlaubt');
    expect(fehler.message).toMatch(/eingebetteter IPv4-Adresse/);
  });

  it.each(EINGEBETTET)('%s als Auflösung eines Namens (%s): adresse_nicht_erlaubt', async (_form, adresse) => {
    const fehler = await pruefeZiel('https://lohn.example/hook', false, async () => ['8.8.8.8', adresse]).catch(
      (f) => f,
    );
    expect(fehler).toBeInstanceOf(ZielFehler);
    expect(fehler.code).toBe('adresse_nicht_erlaubt');
  });

  it('öffentlicher Name und öffentliches IPv6-Literal: angenommen', async () => {
    expect(String(await pruefeZiel('https://lohn.example/hook', false, async () => ['8.8.8.8']))).toBe(
      'https://lohn.example/hook',
    );
    expect(String(await pruefeZiel('https://[2001:4860:4860::8888]/', false))).toBe('https://[2001:4860:4860::8888]/');
  });
});

// The lookup of the delivery request, with a DNS double: what the socket would connect to.
function sucheMit(adressen: string[]) {
  const antworten: LookupAddress[] = adressen.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const dns = ((_host: string, _o: unknown, rueckruf: (f: null, a: LookupAddress[]) => void) =>
    rueckruf(null, antworten)) as unknown as typeof import('node:dns').lookup;
  const suche = pruefendeSuche(false, dns);
  return (all: boolean) =>
    new Promise<{ fehler: Error | null; adresse: unknown }>((fertig) =>
      suche('lohn.example', { all }, (fehler: Error | null, adresse: unknown) => fertig({ fehler, adresse })),
    );
}

describe('pruefendeSuche (beim Verbinden)', () => {
  it.each(EINGEBETTET)('%s (%s): keine Adresse erreicht den Socket', async (_form, adresse) => {
    for (const all of [false, true]) {
      const r = await sucheMit([adresse])(all);
      expect(r.fehler).toBeInstanceOf(ZielFehler);
    }
  });

  it('gemischt: nur die öffentliche Adresse bleibt', async () => {
    const suche = sucheMit(['::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '8.8.8.8']);
    expect((await suche(false)).adresse).toBe('8.8.8.8');
    expect((await suche(true)).adresse).toEqual([{ address: '8.8.8.8', family: 4 }]);
  });
});
