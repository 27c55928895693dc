// The account page's script (bundled by generator/konto.ts with esbuild into public/konto/konto.js,
// together with @simplewebauthn/browser: nothing is loaded from another host). Text goes into the
// page only through textContent, never as HTML.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

interface Schluessel {
  id: string;
  name: string;
  erstellt: string;
  widerrufen: string | null;
  kontingent: number;
  genutzt: number;
}
interface Uebersicht {
  konto: string;
  erstellt: string;
  passkeys: { id: string; erstellt: string }[];
  fenster: { beginn: string; ende: string; sekunden: number };
  schluessel: Schluessel[];
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const zeit = (iso: string) => new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

class Fehler extends Error {
  constructor(
    readonly status: number,
    nachricht: string,
  ) {
    super(nachricht);
  }
}

async function api<T>(methode: string, pfad: string, body?: unknown): Promise<T> {
  const r = await fetch(`/konto/api${pfad}`, {
    method: methode,
    credentials: 'same-origin',
    headers: methode === 'GET' ? {} : { 'content-type': 'application/json' },
    body: methode === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  if (r.status === 204) return null as T;
  const daten = await r.json().catch(() => null);
  if (!r.ok) throw new Fehler(r.status, daten?.fehler?.nachricht ?? `Fehler ${r.status}`);
  return daten as T;
}

function melde(text: string, fehler = false): void {
  const m = $('meldung');
  m.textContent = text;
  m.className = fehler ? 'fehler' : '';
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  klasse?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (klasse) e.className = klasse;
  return e;
}

function zeige(u: Uebersicht | null): void {
  $('abgemeldet').hidden = u !== null;
  $('angemeldet').hidden = u === null;
  if (!u) return;
  $('konto-id').textContent = u.konto;
  $('fenster').textContent = `${zeit(u.fenster.beginn)} bis ${zeit(u.fenster.ende)}`;
  const tabelle = $('schluessel-liste');
  tabelle.replaceChildren();
  for (const s of u.schluessel) {
    const zeile = element('tr');
    zeile.dataset.id = s.id;
    zeile.append(element('td', s.name), element('td', s.id, 'kennung'), element('td', zeit(s.erstellt)));
    const nutzung = element(
      'td',
      s.widerrufen ? '–' : `${s.genutzt.toLocaleString('de-DE')} von ${s.kontingent.toLocaleString('de-DE')}`,
      'nutzung',
    );
    zeile.append(nutzung, element('td', s.widerrufen ? `widerrufen ${zeit(s.widerrufen)}` : 'aktiv', 'zustand'));
    const aktion = element('td');
    if (!s.widerrufen) {
      const knopf = element('button', 'Widerrufen', 'widerrufen');
      knopf.type = 'button';
      knopf.addEventListener('click', () => void widerrufe(s));
      aktion.append(knopf);
    }
    zeile.append(aktion);
    tabelle.append(zeile);
  }
  $('keine-schluessel').hidden = u.schluessel.length > 0;
  const passkeys = $('passkey-liste');
  passkeys.replaceChildren(
    ...u.passkeys.map((p) => element('li', `Passkey ${p.id.slice(0, 10)}…, angelegt ${zeit(p.erstellt)}`)),
  );
}

async function lade(): Promise<void> {
  try {
    zeige(await api<Uebersicht>('GET', '/konto'));
  } catch (f) {
    if (f instanceof Fehler && f.status === 401) zeige(null);
    else melde((f as Error).message, true);
  }
}

// Cancelled or timed-out passkey dialogs end up here as well.
async function schritt(text: string, arbeit: () => Promise<void>): Promise<void> {
  melde(text);
  try {
    await arbeit();
  } catch (f) {
    const name = (f as Error).name;
    // The session ran out (30 minutes): back to the sign-in view, with the server's message.
    if (f instanceof Fehler && f.status === 401) zeige(null);
    melde(
      name === 'NotAllowedError' ? 'Der Passkey-Dialog wurde abgebrochen oder ist abgelaufen.' : (f as Error).message,
      true,
    );
  }
}

const registriere = () =>
  schritt('Passkey wird angelegt …', async () => {
    const optionsJSON = await api<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      'POST',
      '/registrierung/optionen',
    );
    const antwort = await startRegistration({ optionsJSON });
    zeige(await api<Uebersicht>('POST', '/registrierung', { antwort }));
    melde('Konto angelegt. Sie sind angemeldet.');
  });

const melde_an = () =>
  schritt('Anmeldung mit Passkey …', async () => {
    const optionsJSON = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
      'POST',
      '/anmeldung/optionen',
    );
    const antwort = await startAuthentication({ optionsJSON });
    zeige(await api<Uebersicht>('POST', '/anmeldung', { antwort }));
    melde('Angemeldet.');
  });

const passkeyHinzu = () =>
  schritt('Weiterer Passkey wird angelegt …', async () => {
    const optionsJSON = await api<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', '/passkey/optionen');
    const antwort = await startRegistration({ optionsJSON });
    zeige(await api<Uebersicht>('POST', '/passkey', { antwort }));
    melde('Weiterer Passkey hinzugefügt.');
  });

const erstelleSchluessel = (name: string) =>
  schritt('Schlüssel wird erstellt …', async () => {
    const neu = await api<{ id: string; name: string; schluessel: string }>('POST', '/schluessel', { name });
    $('neuer-schluessel-wert').textContent = neu.schluessel;
    $('neuer-schluessel-beispiel').textContent =
      `curl -H "Authorization: Bearer ${neu.schluessel}" "${location.origin}/v1/hr/mindestlohn"`;
    $('neuer-schluessel').hidden = false;
    ($('schluessel-name') as HTMLInputElement).value = '';
    melde(`Schlüssel „${neu.name}“ erstellt. Er wird nur jetzt angezeigt: bitte sicher ablegen.`);
    await lade();
  });

const widerrufe = (s: Schluessel) =>
  schritt('Schlüssel wird widerrufen …', async () => {
    if (!confirm(`Schlüssel „${s.name}“ (${s.id}) widerrufen? Die API lehnt ihn spätestens nach 60 Sekunden ab.`)) {
      melde('');
      return;
    }
    zeige(await api<Uebersicht>('DELETE', `/schluessel/${s.id}`));
    melde(`Schlüssel ${s.id} widerrufen; die API lehnt ihn spätestens nach 60 Sekunden ab.`);
  });

const meldeAb = () =>
  schritt('Abmelden …', async () => {
    await api('POST', '/abmeldung');
    $('neuer-schluessel').hidden = true;
    zeige(null);
    melde('Abgemeldet.');
  });

const loescheKonto = () =>
  schritt('Konto wird gelöscht …', async () => {
    if (
      !confirm('Konto löschen? Alle Schlüssel des Kontos werden widerrufen. Das lässt sich nicht rückgängig machen.')
    ) {
      melde('');
      return;
    }
    await api('DELETE', '/konto');
    $('neuer-schluessel').hidden = true;
    zeige(null);
    melde('Konto gelöscht, alle Schlüssel widerrufen.');
  });

$('registrieren').addEventListener('click', () => void registriere());
$('anmelden').addEventListener('click', () => void melde_an());
$('passkey-hinzufuegen').addEventListener('click', () => void passkeyHinzu());
$('abmelden').addEventListener('click', () => void meldeAb());
$('konto-loeschen').addEventListener('click', () => void loescheKonto());
$('aktualisieren').addEventListener('click', () => void lade());
$('neu-schluessel').addEventListener('submit', (e) => {
  e.preventDefault();
  void erstelleSchluessel(($('schluessel-name') as HTMLInputElement).value);
});

if (!browserSupportsWebAuthn()) {
  melde('Dieser Browser unterstützt keine Passkeys (WebAuthn). Bitte einen aktuellen Browser verwenden.', true);
}
void lade();
