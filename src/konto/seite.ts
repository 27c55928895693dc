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
// The shapes of /konto/api/webhooks (src/konto/webhook-schema.ts); only the types come in, the
// page bundles no zod.
type Webhook = import('./webhook-schema').WebhookEndpunkt;
type Zustellung = import('./webhook-schema').Zustellung;

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

function zustellungText(z: Zustellung): string {
  const code = z.code === null ? (z.fehler ?? 'keine Antwort') : `HTTP ${z.code}`;
  const naechster = z.naechster_versuch ? `, nächster Versuch ${zeit(z.naechster_versuch)}` : '';
  const art = z.typ === 'webhook.test' ? 'Test' : z.nachricht;
  return `${zeit(z.zeit)}: ${z.ergebnis} (${code}), ${art}, Versuch ${z.versuch}${naechster}`;
}

function zeigeWebhooks(liste: Webhook[]): void {
  const tabelle = $('webhook-liste');
  tabelle.replaceChildren();
  for (const w of liste) {
    const zeile = element('tr');
    zeile.dataset.id = w.id;
    zeile.append(element('td', w.url, 'adresse'), element('td', w.datensaetze?.join(', ') ?? 'alle'));
    const zustand =
      w.zustand === 'pausiert'
        ? `pausiert seit ${zeit(w.pausiert_seit as string)}: 3 Tage ohne erfolgreiche Zustellung. Nach „Fortsetzen“ ` +
          'gehen die wartenden Ereignisse beim nächsten Lauf hinaus.'
        : w.zustand === 'fehlerhaft'
          ? `fehlerhaft seit ${zeit(w.fehler_seit as string)}; Wiederholungen laufen`
          : 'aktiv';
    zeile.append(element('td', zustand, `zustand ${w.zustand}`));
    const zustellungen = element('td');
    const ul = element('ul', undefined, 'zustellungen');
    ul.append(...w.zustellungen.slice(0, 5).map((z) => element('li', zustellungText(z), z.ergebnis)));
    zustellungen.append(w.zustellungen.length ? ul : element('span', 'noch keine'));
    zeile.append(zustellungen);
    const aktion = element('td');
    const knopf = (text: string, klasse: string, tun: () => void) => {
      const b = element('button', text, klasse);
      b.type = 'button';
      b.addEventListener('click', tun);
      aktion.append(b, ' ');
    };
    knopf('Test senden', 'test', () => void testeWebhook(w));
    if (w.zustand === 'pausiert') knopf('Fortsetzen', 'fortsetzen', () => void setzeWebhookFort(w));
    knopf('Löschen', 'loeschen gefahr', () => void loescheWebhook(w));
    zeile.append(aktion);
    tabelle.append(zeile);
  }
  $('keine-webhooks').hidden = liste.length > 0;
}

async function ladeWebhooks(): Promise<void> {
  zeigeWebhooks((await api<{ webhooks: Webhook[] }>('GET', '/webhooks')).webhooks);
}

async function lade(): Promise<void> {
  try {
    const u = await api<Uebersicht>('GET', '/konto');
    zeige(u);
    await ladeWebhooks();
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

const legeWebhookAn = (url: string, datensaetze: string[]) =>
  schritt('Webhook wird angelegt …', async () => {
    const neu = await api<Webhook & { geheimnis: string }>('POST', '/webhooks', {
      url,
      datensaetze: datensaetze.length ? datensaetze : null,
    });
    $('neues-geheimnis').textContent = neu.geheimnis;
    $('neuer-webhook').hidden = false;
    ($('webhook-url') as HTMLInputElement).value = '';
    for (const o of ($('webhook-datensaetze') as HTMLSelectElement).options) o.selected = false;
    melde(`Webhook für ${neu.url} angelegt. Das Geheimnis wird nur jetzt angezeigt: bitte sicher ablegen.`);
    await ladeWebhooks();
  });

const testeWebhook = (w: Webhook) =>
  schritt('Testereignis wird gesendet …', async () => {
    const { zustellung } = await api<{ zustellung: Zustellung }>('POST', `/webhooks/${w.id}/test`);
    melde(
      zustellung.ergebnis === 'zugestellt'
        ? `Testereignis zugestellt (HTTP ${zustellung.code}).`
        : `Testereignis nicht zugestellt: ${zustellung.code === null ? zustellung.fehler : `HTTP ${zustellung.code}`}.`,
      zustellung.ergebnis !== 'zugestellt',
    );
    await ladeWebhooks();
  });

const setzeWebhookFort = (w: Webhook) =>
  schritt('Webhook wird fortgesetzt …', async () => {
    zeigeWebhooks((await api<{ webhooks: Webhook[] }>('POST', `/webhooks/${w.id}/fortsetzen`)).webhooks);
    melde(`Webhook ${w.url} fortgesetzt; wartende Ereignisse gehen beim nächsten Lauf hinaus (höchstens 5 Minuten).`);
  });

const loescheWebhook = (w: Webhook) =>
  schritt('Webhook wird gelöscht …', async () => {
    if (!confirm(`Webhook für ${w.url} löschen? Noch nicht zugestellte Ereignisse verfallen.`)) {
      melde('');
      return;
    }
    zeigeWebhooks((await api<{ webhooks: Webhook[] }>('DELETE', `/webhooks/${w.id}`)).webhooks);
    $('neuer-webhook').hidden = true;
    melde(`Webhook für ${w.url} gelöscht.`);
  });

const meldeAb = () =>
  schritt('Abmelden …', async () => {
    await api('POST', '/abmeldung');
    $('neuer-schluessel').hidden = true;
    $('neuer-webhook').hidden = true;
    zeige(null);
    melde('Abgemeldet.');
  });

const loescheKonto = () =>
  schritt('Konto wird gelöscht …', async () => {
    if (
      !confirm(
        'Konto löschen? Alle Schlüssel werden widerrufen und alle Webhooks gelöscht. Das lässt sich nicht ' +
          'rückgängig machen.',
      )
    ) {
      melde('');
      return;
    }
    await api('DELETE', '/konto');
    $('neuer-schluessel').hidden = true;
    $('neuer-webhook').hidden = true;
    zeige(null);
    melde('Konto gelöscht, alle Schlüssel widerrufen.');
  });

$('registrieren').addEventListener('click', () => void registriere());
$('anmelden').addEventListener('click', () => void melde_an());
$('passkey-hinzufuegen').addEventListener('click', () => void passkeyHinzu());
$('abmelden').addEventListener('click', () => void meldeAb());
$('konto-loeschen').addEventListener('click', () => void loescheKonto());
$('aktualisieren').addEventListener('click', () => void lade());
$('neu-webhook').addEventListener('submit', (e) => {
  e.preventDefault();
  const auswahl = [...($('webhook-datensaetze') as HTMLSelectElement).selectedOptions].map((o) => o.value);
  void legeWebhookAn(($('webhook-url') as HTMLInputElement).value, auswahl);
});
$('neu-schluessel').addEventListener('submit', (e) => {
  e.preventDefault();
  void erstelleSchluessel(($('schluessel-name') as HTMLInputElement).value);
});

if (!browserSupportsWebAuthn()) {
  melde('Dieser Browser unterstützt keine Passkeys (WebAuthn). Bitte einen aktuellen Browser verwenden.', true);
}
void lade();
