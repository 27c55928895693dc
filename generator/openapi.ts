// OpenAPI 3.1 document, produced from the same declarations the service uses: the zod response
// schemas (src/antwort/schema.ts and each dataset's module) and the parameter declarations of
// every endpoint. The English names the schemas carry (.meta({ en })) become the glossary of the
// documentation and are left out of the document itself.
import { z } from 'zod';
import { GEMEINSAME_SCHEMAS } from '../src/antwort/schema';
import { aenderungenParameter } from '../src/api/antworten';
import { GEMEINDESCHLUESSEL } from '../src/gemeinsam/gemeindeschluessel';
import {
  ereignis,
  MAX_WEBHOOKS,
  neuerWebhook,
  testErgebnis,
  webhookAnlegen,
  webhookEndpunkt,
  webhookListe,
  zustellung,
} from '../src/konto/webhook-schema';
import type { DatensatzLaufzeit, Objekt } from '../src/vertrag/modell';
import type { ParameterSpec } from '../src/vertrag/parameter';
import { BASIS } from './meta';
import { DIENST_NAME } from './texte';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function parameterSchema(p: ParameterSpec): Objekt {
  const basis: Objekt = (() => {
    switch (p.typ) {
      case 'datum':
        return { type: 'string', format: 'date' };
      case 'datum_oder_jahr':
        return { type: 'string', pattern: '^\\d{4}(-\\d{2}-\\d{2})?$' };
      case 'jahr':
        return { type: 'integer' };
      case 'ganzzahl':
        return { type: 'integer' };
      case 'zahl':
        return { type: 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'auswahl':
        return { type: 'string', enum: p.werte };
      case 'gemeindeschluessel':
        return { type: 'string', pattern: GEMEINDESCHLUESSEL.source };
    }
  })();
  if (p.bereich) Object.assign(basis, { minimum: p.bereich.min, maximum: p.bereich.max });
  if (p.standard !== undefined && p.standard !== null && !['heute', 'aktuelles_jahr'].includes(String(p.standard)))
    basis.default = p.standard;
  return basis;
}

function parameter(p: ParameterSpec): Objekt {
  const standard =
    p.standard === 'heute'
      ? ' Standard: heute (Europe/Berlin).'
      : p.standard === 'aktuelles_jahr'
        ? ' Standard: das laufende Jahr (Europe/Berlin).'
        : '';
  const zahl =
    p.typ === 'zahl'
      ? ' Dezimaltrennzeichen Punkt oder Komma, keine Tausendertrennzeichen.'
      : p.typ === 'boolean'
        ? ' Auch 1, 0, ja, nein.'
        : '';
  // Every optional parameter states its default: a fixed one as JSON Schema default, the ones
  // resolved per request (today, the current year) and "not set" in x-standard.
  const schema = parameterSchema(p);
  const xStandard =
    p.pflicht || 'default' in schema
      ? {}
      : {
          'x-standard':
            p.standard === 'heute'
              ? 'heute (Europe/Berlin, je Anfrage)'
              : p.standard === 'aktuelles_jahr'
                ? 'laufendes Jahr (Europe/Berlin, je Anfrage)'
                : 'nicht gesetzt',
        };
  return {
    name: p.name,
    in: 'query',
    required: p.pflicht,
    description: p.beschreibung + zahl + standard,
    schema,
    ...xStandard,
    ...(p.beispiel !== undefined ? { example: p.beispiel } : {}),
  };
}

const fehler = (beschreibung: string) => ({
  description: beschreibung,
  content: { 'application/json': { schema: ref('Fehler') } },
});

const FEHLER_ANTWORTEN = {
  '400': fehler(
    'Parameter fehlt, ist ungültig oder unbekannt (parameter_fehlt, ungueltiger_parameter, unbekannter_parameter).',
  ),
  '401': fehler('Schlüssel fehlt oder ist ungültig (schluessel_fehlt, schluessel_ungueltig).'),
  '404': fehler('Kein Wert für diesen Zeitpunkt (kein_wert) oder Pfad unbekannt (nicht_gefunden).'),
  '405': fehler('Nur GET, HEAD und OPTIONS (methode_nicht_erlaubt).'),
  '429': fehler(
    'Kontingent erschöpft (kontingent_erschoepft); Retry-After nennt die Sekunden bis zum neuen Zeitfenster.',
  ),
  '503': fehler(
    'Der Schlüsselspeicher oder der Rechner antwortet gerade nicht (dienst_nicht_verfuegbar); Retry-After nennt, ' +
      'wann ein neuer Versuch lohnt. Wiederholen ist erlaubt.',
  ),
};

const OEFFENTLICHE_FEHLER = { '404': FEHLER_ANTWORTEN['404'], '405': FEHLER_ANTWORTEN['405'] };

function csvInhalt(beschreibung: string): Objekt {
  return { 'text/csv': { schema: { type: 'string', description: beschreibung } } };
}

function operation(
  zusammenfassung: string,
  beschreibung: string,
  params: ParameterSpec[],
  schema: Objekt,
  beispiel: unknown,
  csv: string | null,
  geschuetzt: boolean,
  operationId: string,
): Objekt {
  return {
    get: {
      operationId,
      summary: zusammenfassung,
      description: beschreibung,
      ...(geschuetzt ? {} : { security: [] }),
      parameters: params.map(parameter),
      responses: {
        '200': {
          description: 'Erfolg',
          headers: { ETag: { schema: { type: 'string' }, description: 'Kennung der Antwort für If-None-Match.' } },
          content: {
            'application/json': { schema, ...(beispiel !== undefined ? { example: beispiel } : {}) },
            ...(csv ? csvInhalt(csv) : {}),
            ...(params.some((p) => p.name === 'format' && p.werte?.includes('ics'))
              ? {
                  'text/calendar': {
                    schema: {
                      type: 'string',
                      description:
                        'iCalendar (RFC 5545) mit format=ics: ein ganztägiges Ereignis je Eintrag, stabile UID, ' +
                        'Rechtsgrundlage in der Beschreibung.',
                    },
                  },
                }
              : {}),
          },
        },
        '304': { description: 'Unverändert (If-None-Match passte).' },
        ...(geschuetzt
          ? FEHLER_ANTWORTEN
          : { ...(params.length ? { '400': FEHLER_ANTWORTEN['400'] } : {}), ...OEFFENTLICHE_FEHLER }),
      },
    },
  };
}

// A dataset as the document describes it: its answer schema and, where it has its own, its history
// schema, each with its name in components.schemas.
export interface DatensatzSchemas {
  id: string;
  name: string;
  beschreibung: string;
  laufzeit: DatensatzLaufzeit;
  beispiel: unknown;
  antwort: { name: string; schema: z.ZodType };
  verlauf: { name: string; schema: z.ZodType } | null;
}

export interface OpenApiEingabe {
  datensaetze: DatensatzSchemas[];
  stand: string;
}

// Every property's English name (meta en) by field name, collected from the JSON Schemas; a
// property without one stops the build, naming the schema and the path.
function sammleEnglisch(schemas: Record<string, Objekt>): { glossar: Record<string, string[]>; fehlend: string[] } {
  const glossar: Record<string, Set<string>> = {};
  const fehlend: string[] = [];
  const besuche = (x: unknown, pfad: string) => {
    if (Array.isArray(x)) {
      for (const [i, y] of x.entries()) besuche(y, `${pfad}[${i}]`);
      return;
    }
    if (!x || typeof x !== 'object') return;
    const o = x as Objekt;
    for (const [feld, s] of Object.entries((o.properties as Record<string, Objekt> | undefined) ?? {})) {
      const en = typeof s?.en === 'string' ? s.en : null;
      if (en) {
        glossar[feld] ??= new Set();
        glossar[feld].add(en);
      } else if (!s?.$ref) fehlend.push(`${pfad}.${feld}`);
    }
    for (const [k, v] of Object.entries(o)) besuche(v, k === 'properties' ? pfad : `${pfad}.${k}`);
  };
  for (const [name, s] of Object.entries(schemas)) besuche(s, name);
  return {
    glossar: Object.fromEntries(Object.entries(glossar).map(([k, v]) => [k, [...v].sort()])),
    fehlend,
  };
}

// The English names stay out of the document: they are documentation for people, not a keyword.
function ohneEnglisch(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(ohneEnglisch);
  if (!x || typeof x !== 'object') return x;
  return Object.fromEntries(
    Object.entries(x as Objekt)
      .filter(([k]) => k !== 'en')
      .map(([k, v]) => [k, ohneEnglisch(v)]),
  );
}

export function openapi({ datensaetze, stand }: OpenApiEingabe): {
  dokument: Objekt;
  glossar: Record<string, string[]>;
} {
  const register = z.registry<{ id: string }>();
  for (const [id, s] of Object.entries(GEMEINSAME_SCHEMAS)) register.add(s, { id });
  const paths: Objekt = {};
  for (const d of datensaetze) {
    const l = d.laufzeit;
    register.add(d.antwort.schema, { id: d.antwort.name });
    if (d.verlauf) register.add(d.verlauf.schema, { id: d.verlauf.name });
    paths[`/hr/${d.id}`] = operation(
      d.name,
      d.beschreibung,
      l.parameter,
      ref(d.antwort.name),
      d.beispiel,
      'Eine Zeile je Bestandteil; quelle und naechster_wert als eigene Spalten (quelle_titel, quelle_url, ' +
        'naechster_wert_gueltig_ab, naechster_wert_wert).',
      true,
      d.id.replace(/-/g, '_'),
    );
    if (l.verlaufParameter.length) {
      paths[`/hr/${d.id}/verlauf`] = operation(
        `${d.name}: Verlauf`,
        'Alle Stufen seit Beginn der Abdeckung, aufsteigend nach gueltig_ab, einschließlich angekündigter Werte.',
        l.verlaufParameter,
        ref(d.verlauf?.name ?? 'Verlauf'),
        undefined,
        'Eine Zeile je Verlaufseintrag, Spalten in der Reihenfolge der JSON-Felder.',
        true,
        `${d.id.replace(/-/g, '_')}_verlauf`,
      );
    }
  }
  paths['/'] = operation(
    'Übersicht',
    'Kurzbeschreibung mit Verweisen auf Katalog, Beschreibung und Dokumentation.',
    [],
    ref('Uebersicht'),
    undefined,
    null,
    false,
    'uebersicht',
  );
  paths['/datensaetze'] = operation(
    'Katalog',
    'Alle Datensätze mit Parametern, Abdeckung und Datenstand.',
    [],
    ref('Katalog'),
    undefined,
    null,
    false,
    'datensaetze',
  );
  paths['/aenderungen'] = operation(
    'Änderungsprotokoll',
    'Neueste Einträge zuerst; jeder datenstand einer Antwort hat genau einen Eintrag.',
    aenderungenParameter(datensaetze.map((d) => d.id)),
    ref('Aenderungen'),
    undefined,
    null,
    false,
    'aenderungen',
  );
  paths['/status'] = operation(
    'Prüfstatus',
    'Letzte Prüfung, gesichert bis, nächste erwartete Änderung je Datensatz.',
    [],
    ref('Status'),
    undefined,
    null,
    false,
    'status',
  );
  paths['/export'] = operation(
    'Gesamtexport',
    'Katalog, Änderungsprotokoll und alle Verläufe in einer JSON-Antwort (gzip auf der Leitung).',
    [],
    ref('Export'),
    undefined,
    null,
    true,
    'export',
  );
  paths['/openapi.json'] = operation(
    'Diese Beschreibung',
    'OpenAPI 3.1.',
    [],
    { type: 'object' },
    undefined,
    null,
    false,
    'openapi',
  );

  const { schemas: roh } = z.toJSONSchema(register, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Objekt> };
  for (const s of Object.values(roh)) {
    delete s.$schema;
    delete s.$id; // the schema's place in components names it; an $id with a fragment is not allowed in 2020-12
  }
  if (roh.__shared) throw new Error(`Schema ohne Namen in components.schemas: ${Object.keys(roh.__shared)}`);
  const { glossar, fehlend } = sammleEnglisch(roh);
  if (fehlend.length)
    throw new Error(
      `Felder ohne englischen Namen (.meta({ en: '…' }) im Schema des Moduls):\n- ${fehlend.join('\n- ')}`,
    );
  const schemas = ohneEnglisch(roh) as Record<string, Objekt>;

  const dokument = {
    openapi: '3.1.0',
    info: {
      title: DIENST_NAME,
      version: `1.0.0+${stand}`,
      description:
        'Referenzwerte für Lohnabrechnung und Arbeitsrecht in Deutschland mit Gültigkeit, Rechtsgrundlage und ' +
        'amtlicher Quelle. Jede /hr/-Anfrage braucht `Authorization: Bearer <Schlüssel>`.',
      license: {
        name: 'CC BY 4.0 (Zusammenstellung); amtliche Werke gemeinfrei nach § 5 UrhG',
        identifier: 'CC-BY-4.0',
      },
    },
    servers: [{ url: BASIS }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'API-Schlüssel als Bearer-Token im Authorization-Header, nie in der URL.',
        },
      },
      schemas,
    },
  };
  return { dokument, glossar };
}

// The account service (/konto/api/*, src/konto/api.ts) in its own document, /konto/openapi.json:
// it has another base path, POST and DELETE, and a session cookie instead of the Bearer key, and
// the /v1 document (its paths, the typed client built from it, the OpenAPI proxy) stays as it is.
// The webhook shapes of the account API, from their zod schemas (src/konto/webhook-schema.ts).
function webhookSchemas(): Record<string, Objekt> {
  const register = z.registry<{ id: string }>();
  const namen: [string, z.ZodType][] = [
    ['WebhookAnlegen', webhookAnlegen],
    ['Zustellung', zustellung],
    ['Webhook', webhookEndpunkt],
    ['WebhookListe', webhookListe],
    ['NeuerWebhook', neuerWebhook],
    ['TestErgebnis', testErgebnis],
    ['Ereignis', ereignis],
  ];
  for (const [id, schema] of namen) register.add(schema, { id });
  const { schemas } = z.toJSONSchema(register, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Objekt> };
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  return ohneEnglisch(schemas) as Record<string, Objekt>;
}

export function kontoOpenapi(): Objekt {
  const kref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
  const fehlerAntwort = (beschreibung: string) => ({
    description: beschreibung,
    content: { 'application/json': { schema: kref('KontoFehler') } },
  });
  const F = {
    '400': fehlerAntwort(
      'Ungültige Eingabe oder Passkey-Antwort (ungueltiger_koerper, ungueltige_antwort, ungueltiger_name, ' +
        'vorgang_ungueltig: Challenge unbekannt, abgelaufen oder schon benutzt; passkey_abgelehnt; bei Webhooks ' +
        'ungueltige_url, adresse_nicht_erlaubt, ungueltige_datensaetze, ungueltiges_feld mit dem Feld in feld).',
    ),
    '401': fehlerAntwort('Keine gültige Sitzung (nicht_angemeldet).'),
    '403': fehlerAntwort(
      'Origin fehlt oder ist nicht die Kontoseite dieses Dienstes (herkunft_abgelehnt): Schutz gegen Cross-Site ' +
        'Request Forgery.',
    ),
    '404': fehlerAntwort(
      'Kein Schlüssel oder Webhook mit dieser id in diesem Konto (nicht_gefunden); einer eines anderen Kontos ' +
        'erhält dieselbe Antwort.',
    ),
    '409': fehlerAntwort(
      'Passkey schon registriert (passkey_vorhanden) oder Obergrenze erreicht (zu_viele_passkeys: 10, ' +
        `zu_viele_schluessel: 20 aktive, zu_viele_webhooks: ${MAX_WEBHOOKS}).`,
    ),
    '413': fehlerAntwort('Der Körper ist größer als 64 000 Byte (zu_gross); er wird nicht gelesen.'),
    '415': fehlerAntwort('Der Körper muss JSON sein (falscher_inhaltstyp).'),
    '429': fehlerAntwort(
      'Zu viele Versuche von dieser Adresse (zu_viele_versuche); Retry-After nennt die Sekunden bis zum nächsten ' +
        'Stundenfenster.',
    ),
    '503': fehlerAntwort(
      'Zu viele gleichzeitige Änderungen an diesem Konto (dienst_nicht_verfuegbar); Retry-After nennt die Sekunden ' +
        'bis zum nächsten Versuch.',
    ),
  };
  const nur = (...codes: (keyof typeof F)[]) => Object.fromEntries(codes.map((c) => [c, F[c]]));
  const json = (schema: Objekt) => ({ required: true, content: { 'application/json': { schema } } });
  const leer = json({ type: 'object', description: 'Leeres Objekt {}.' });
  const passkeyAntwort = json({
    type: 'object',
    required: ['antwort'],
    properties: { antwort: kref('WebAuthnAntwort') },
  });
  const erfolg = (beschreibung: string, schema: Objekt, cookie = false) => ({
    description: beschreibung,
    ...(cookie
      ? {
          headers: {
            'Set-Cookie': {
              schema: { type: 'string' },
              description:
                'konto_sitzung: HttpOnly, Secure, SameSite=Strict, Path=/konto/api, 30 Minuten ' +
                '(KONTO_SITZUNG_MINUTEN).',
            },
          },
        }
      : {}),
    content: { 'application/json': { schema } },
  });
  const op = (operationId: string, summary: string, description: string, antworten: Objekt, extra: Objekt = {}) => ({
    operationId,
    summary,
    description,
    tags: ['Konto'],
    ...extra,
    responses: antworten,
  });
  const offen = { security: [] };
  const webhookId = {
    name: 'id',
    in: 'path',
    required: true,
    description: 'Kennung des Webhooks (w_…).',
    schema: { type: 'string', pattern: '^w_[0-9a-f]{16}$' },
    example: 'w_0123456789abcdef',
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `${DIENST_NAME}: Konto`,
      version: '1.0.0',
      description:
        'Das Konto der Aufrufer: Registrierung und Anmeldung mit Passkey (WebAuthn), API-Schlüssel erstellen ' +
        '(einmal angezeigt) und widerrufen (wirksam spätestens nach 60 Sekunden), Nutzung im laufenden ' +
        'Kontingentfenster, Konto löschen. Die Kontoseite /konto/ nutzt diese Schnittstelle. Jede ändernde Anfrage ' +
        'braucht den Kopf Origin der Kontoseite und einen JSON-Körper. Andere Methoden als GET, HEAD, POST und ' +
        'DELETE: 405 methode_nicht_erlaubt mit Allow.',
    },
    servers: [{ url: '/konto/api' }],
    security: [{ sitzung: [] }],
    tags: [
      { name: 'Konto', description: 'Konto, Passkeys und API-Schlüssel der Aufrufer.' },
      { name: 'Webhooks', description: 'Änderungen an den Daten als signierte Ereignisse an eine eigene Adresse.' },
    ],
    // What the webhooks send (OpenAPI 3.1 webhooks): one POST per change and webhook.
    webhooks: {
      aenderung: {
        post: {
          operationId: 'ereignis',
          summary: 'Ein Ereignis an einen Webhook',
          description:
            'Nach jedem Deploy je neuer Änderung im Änderungsprotokoll ein POST an jeden Webhook, der den Datensatz ' +
            'beobachtet, signiert nach Standard Webhooks: webhook-id (aenderung_<datenstand>, gleich bei ' +
            'Wiederholungen: der Schlüssel gegen doppelte Verarbeitung), webhook-timestamp (Sekunden), ' +
            'webhook-signature (v1,<base64 HMAC-SHA256 über id.timestamp.körper>). Eine Antwort 2xx bestätigt; ' +
            'sonst Wiederholung nach 1, 2, 4, … Minuten (höchstens 12 Stunden Abstand), nach 3 Tagen ohne Erfolg ' +
            'wird der Webhook pausiert.',
          tags: ['Webhooks'],
          parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
            name,
            in: 'header',
            required: true,
            schema: { type: 'string' },
          })),
          requestBody: json(kref('Ereignis')),
          responses: { '2XX': { description: 'Angenommen.' } },
        },
      },
    },
    paths: {
      '/registrierung/optionen': {
        post: op(
          'registrierung_optionen',
          'Registrierung beginnen',
          'WebAuthn-Optionen für einen neuen Passkey (PublicKeyCredentialCreationOptionsJSON); die Challenge gilt 5 ' +
            'Minuten und einmal. Begrenzt je Adresse (KONTO_LIMIT_REGISTRIERUNG, Standard 10 je Stunde).',
          {
            '200': erfolg('Optionen für navigator.credentials.create', kref('WebAuthnOptionen')),
            ...nur('403', '413', '415', '429'),
          },
          { ...offen, requestBody: leer },
        ),
      },
      '/registrierung': {
        post: op(
          'registrierung',
          'Konto mit Passkey anlegen',
          'Prüft die Antwort des Passkeys und legt das Konto an; meldet an.',
          {
            '201': erfolg('Konto angelegt, angemeldet', kref('KontoUebersicht'), true),
            ...nur('400', '403', '409', '413', '415'),
          },
          { ...offen, requestBody: passkeyAntwort },
        ),
      },
      '/anmeldung/optionen': {
        post: op(
          'anmeldung_optionen',
          'Anmeldung beginnen',
          'WebAuthn-Optionen für die Anmeldung mit einem auffindbaren Passkey (ohne Benutzernamen). Begrenzt je ' +
            'Adresse (KONTO_LIMIT_ANMELDUNG, Standard 60 je Stunde).',
          {
            '200': erfolg('Optionen für navigator.credentials.get', kref('WebAuthnOptionen')),
            ...nur('403', '413', '415', '429'),
          },
          { ...offen, requestBody: leer },
        ),
      },
      '/anmeldung': {
        post: op(
          'anmeldung',
          'Mit Passkey anmelden',
          'Prüft die Signatur des Passkeys und setzt das Sitzungs-Cookie.',
          { '200': erfolg('Angemeldet', kref('KontoUebersicht'), true), ...nur('400', '403', '413', '415') },
          { ...offen, requestBody: passkeyAntwort },
        ),
      },
      '/abmeldung': {
        post: op(
          'abmeldung',
          'Abmelden',
          'Beendet die Sitzung.',
          { '204': { description: 'Abgemeldet; das Cookie wird gelöscht.' }, ...nur('401', '403') },
          { requestBody: leer },
        ),
      },
      '/konto': {
        get: op(
          'konto',
          'Konto, Schlüssel und Nutzung',
          'Passkeys, Schlüssel (nie die Schlüssel selbst) und je Schlüssel die Anfragen im laufenden ' +
            'Kontingentfenster.',
          { '200': erfolg('Übersicht', kref('KontoUebersicht')), ...nur('401') },
        ),
        delete: op(
          'konto_loeschen',
          'Konto löschen',
          'Widerruft alle Schlüssel des Kontos und löscht Konto, Passkeys und Sitzung.',
          { '204': { description: 'Gelöscht.' }, ...nur('401', '403') },
        ),
      },
      '/passkey/optionen': {
        post: op(
          'passkey_optionen',
          'Weiteren Passkey beginnen',
          'WebAuthn-Optionen für einen weiteren Passkey desselben Kontos.',
          {
            '200': erfolg('Optionen für navigator.credentials.create', kref('WebAuthnOptionen')),
            ...nur('401', '403', '409', '413', '415'),
          },
          { requestBody: leer },
        ),
      },
      '/passkey': {
        post: op(
          'passkey',
          'Weiteren Passkey hinzufügen',
          'Prüft die Antwort des Passkeys und fügt ihn dem Konto hinzu.',
          {
            '201': erfolg('Hinzugefügt', kref('KontoUebersicht')),
            ...nur('400', '401', '403', '409', '413', '415', '503'),
          },
          { requestBody: passkeyAntwort },
        ),
      },
      '/schluessel': {
        post: op(
          'schluessel_erstellen',
          'API-Schlüssel erstellen',
          'Erstellt einen benannten Schlüssel mit dem Freikontingent (KONTO_KONTINGENT Anfragen je ' +
            'Kontingentfenster, Standard 1 000). Der Schlüssel steht nur in dieser Antwort.',
          {
            '201': erfolg('Erstellt', kref('NeuerSchluessel')),
            ...nur('400', '401', '403', '409', '413', '415', '503'),
          },
          {
            requestBody: json({
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string', minLength: 1, maxLength: 60, example: 'Lohnprogramm' } },
            }),
          },
        ),
      },
      '/schluessel/{id}': {
        delete: op(
          'schluessel_widerrufen',
          'API-Schlüssel widerrufen',
          'Die API lehnt den Schlüssel spätestens nach 60 Sekunden ab.',
          { '200': erfolg('Widerrufen', kref('KontoUebersicht')), ...nur('401', '403', '404') },
          {
            parameters: [
              {
                name: 'id',
                in: 'path',
                required: true,
                description: 'Kennung des Schlüssels (k_…).',
                schema: { type: 'string', pattern: '^k_[0-9a-f]{1,32}$' },
                example: 'k_1a2b3c4d5e6f',
              },
            ],
          },
        ),
      },
      '/webhooks': {
        get: op(
          'webhooks',
          'Webhooks des Kontos',
          'Die Webhooks des Kontos mit Zustand und den letzten Zustellversuchen (höchstens 20 je Webhook).',
          { '200': erfolg('Webhooks', kref('WebhookListe')), ...nur('401') },
          { tags: ['Webhooks'] },
        ),
        post: op(
          'webhook_anlegen',
          'Webhook anlegen',
          `Registriert eine https-Adresse für die Änderungen der genannten Datensätze (oder aller). Höchstens ` +
            `${MAX_WEBHOOKS} je Konto. Private, Loopback- und Link-Local-Adressen (auch über DNS) werden abgelehnt. ` +
            'Das Signaturgeheimnis steht nur in dieser Antwort; Ereignisse sind nach Standard Webhooks signiert ' +
            '(webhook-id, webhook-timestamp, webhook-signature).',
          {
            '201': erfolg('Angelegt', kref('NeuerWebhook')),
            ...nur('400', '401', '403', '409', '413', '415', '503'),
          },
          { tags: ['Webhooks'], requestBody: json(kref('WebhookAnlegen')) },
        ),
      },
      '/webhooks/{id}': {
        delete: op(
          'webhook_loeschen',
          'Webhook löschen',
          'Löscht den Webhook, seine Zustellversuche und die noch nicht zugestellten Ereignisse.',
          { '200': erfolg('Gelöscht', kref('WebhookListe')), ...nur('401', '403', '404') },
          { tags: ['Webhooks'], parameters: [webhookId] },
        ),
      },
      '/webhooks/{id}/test': {
        post: op(
          'webhook_test',
          'Testereignis senden',
          'Sendet sofort ein signiertes Ereignis webhook.test (ein Versuch, ohne Wiederholung) und antwortet mit ' +
            'dem Ergebnis; auch ein Fehlschlag des Empfängers ist eine Antwort 200 mit ergebnis fehlgeschlagen.',
          { '200': erfolg('Ergebnis des Versuchs', kref('TestErgebnis')), ...nur('401', '403', '404', '413', '415') },
          { tags: ['Webhooks'], parameters: [webhookId], requestBody: leer },
        ),
      },
      '/webhooks/{id}/fortsetzen': {
        post: op(
          'webhook_fortsetzen',
          'Pausierten Webhook fortsetzen',
          'Ein Webhook, der 3 Tage lang ohne Erfolg blieb, ist pausiert; fortsetzen stellt die seither ' +
            'aufgelaufenen Ereignisse beim nächsten Lauf (höchstens 5 Minuten) zu.',
          { '200': erfolg('Fortgesetzt', kref('WebhookListe')), ...nur('401', '403', '404', '413', '415') },
          { tags: ['Webhooks'], parameters: [webhookId], requestBody: leer },
        ),
      },
    },
    components: {
      securitySchemes: {
        sitzung: {
          type: 'apiKey',
          in: 'cookie',
          name: 'konto_sitzung',
          description: 'Sitzungs-Cookie nach Registrierung oder Anmeldung.',
        },
      },
      schemas: {
        ...webhookSchemas(),
        KontoFehler: {
          type: 'object',
          required: ['fehler'],
          properties: {
            fehler: {
              type: 'object',
              required: ['code', 'nachricht'],
              properties: {
                code: { type: 'string' },
                nachricht: { type: 'string' },
                feld: { type: 'string', description: 'Das Feld des Körpers, um das es geht (bei 400).' },
              },
            },
          },
        },
        WebAuthnOptionen: {
          type: 'object',
          required: ['challenge'],
          properties: { challenge: { type: 'string' } },
          description:
            'PublicKeyCredentialCreationOptionsJSON oder PublicKeyCredentialRequestOptionsJSON (W3C WebAuthn Level 3).',
        },
        WebAuthnAntwort: {
          type: 'object',
          required: ['id', 'response'],
          properties: {
            id: { type: 'string' },
            rawId: { type: 'string' },
            type: { const: 'public-key' },
            response: { type: 'object' },
          },
          description:
            'RegistrationResponseJSON oder AuthenticationResponseJSON, wie navigator.credentials sie liefert ' +
            '(base64url).',
        },
        NeuerSchluessel: {
          type: 'object',
          required: ['id', 'name', 'kontingent', 'schluessel'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            kontingent: { type: 'integer' },
            schluessel: { type: 'string', description: 'Der Schlüssel; nur in dieser Antwort.' },
          },
        },
        KontoUebersicht: {
          type: 'object',
          required: ['konto', 'erstellt', 'passkeys', 'fenster', 'schluessel'],
          properties: {
            konto: { type: 'string', pattern: '^a_[0-9a-f]{24}$' },
            erstellt: { type: 'string', format: 'date-time' },
            passkeys: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'erstellt'],
                properties: { id: { type: 'string' }, erstellt: { type: 'string', format: 'date-time' } },
              },
            },
            fenster: {
              type: 'object',
              required: ['beginn', 'ende', 'sekunden'],
              properties: {
                beginn: { type: 'string', format: 'date-time' },
                ende: { type: 'string', format: 'date-time' },
                sekunden: { type: 'integer' },
              },
            },
            schluessel: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'name', 'erstellt', 'widerrufen', 'kontingent', 'genutzt'],
                properties: {
                  id: { type: 'string' },
                  name: { type: 'string' },
                  erstellt: { type: 'string', format: 'date-time' },
                  widerrufen: { type: ['string', 'null'], format: 'date-time' },
                  kontingent: { type: 'integer', description: 'Anfragen je Kontingentfenster.' },
                  genutzt: {
                    type: 'integer',
                    description:
                      'Anfragen im laufenden Fenster (Summe über alle Instanzen des Tors; einige Sekunden verzögert).',
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}
