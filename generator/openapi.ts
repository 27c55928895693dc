// OpenAPI 3.1 document, produced from the same declarations the service uses: the zod response
// schemas (src/antwort/schema.ts and each dataset's module) and the parameter declarations of
// every endpoint. The English names the schemas carry (.meta({ en })) become the glossary of the
// documentation and are left out of the document itself.
import { z } from 'zod';
import { GEMEINSAME_SCHEMAS } from '../src/antwort/schema';
import { aenderungenParameter } from '../src/api/antworten';
import { GEMEINDESCHLUESSEL } from '../src/gemeinsam/gemeindeschluessel';
import { kontoFehler, kontoUebersicht, neuerSchluessel, webAuthnOptionen } from '../src/konto/konto-schema';
import { type FehlerStatus, ROUTEN } from '../src/konto/routen';
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
import { KOERPER_ABFRAGE, type ParameterSpec } from '../src/vertrag/parameter';
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

// Said of every amount of money (feld.euro, ParameterSpec euro), in the query and in the body.
const EURO = ' Eurobetrag mit höchstens zwei Nachkommastellen.';

function parameter(p: ParameterSpec): Objekt {
  const standard =
    p.standard === 'heute'
      ? ' Standard: heute (Europe/Berlin).'
      : p.standard === 'aktuelles_jahr'
        ? ' Standard: das laufende Jahr (Europe/Berlin).'
        : '';
  const zahl =
    p.typ === 'zahl'
      ? `${p.euro ? EURO : ''} Dezimaltrennzeichen Punkt oder Komma, keine Tausendertrennzeichen.`
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
    'Parameter fehlt, ist ungültig oder unbekannt (parameter_fehlt, ungueltiger_parameter, unbekannter_parameter); ' +
      'bei POST auch ein Körper, der kein JSON ist (ungueltiger_koerper).',
  ),
  '401': fehler('Schlüssel fehlt oder ist ungültig (schluessel_fehlt, schluessel_ungueltig).'),
  '404': fehler('Kein Wert für diesen Zeitpunkt (kein_wert) oder Pfad unbekannt (nicht_gefunden).'),
  '405': fehler(
    'Nur GET, HEAD und OPTIONS (methode_nicht_erlaubt); POST nur, wo der Pfad es beschreibt, und dort, wo nur POST ' +
      'beschrieben ist (/hr/lohnkonto), kein GET.',
  ),
  '429': fehler(
    'Kontingent erschöpft (kontingent_erschoepft); Retry-After nennt die Sekunden bis zum neuen Zeitfenster.',
  ),
  '503': fehler(
    'Der Schlüsselspeicher oder der Rechner antwortet gerade nicht (dienst_nicht_verfuegbar); Retry-After nennt, ' +
      'wann ein neuer Versuch lohnt. Wiederholen ist erlaubt.',
  ),
};

// Only POST answers these.
const KOERPER_FEHLER = {
  '413': fehler('Der Körper ist größer als erlaubt (koerper_zu_gross).'),
  '415': fehler('Der Körper ist nicht als application/json gesendet (falscher_inhaltstyp).'),
};

// The JSON Schema of a request body: the leaves' German documentation as description and example,
// the rest of their metadata (the GET's names) left out.
function koerperSchema(s: z.ZodType): Objekt {
  const roh = z.toJSONSchema(s, { target: 'draft-2020-12', io: 'input' }) as Objekt;
  delete roh.$schema;
  const um = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(um);
    if (!x || typeof x !== 'object') return x;
    const aus: Objekt = {};
    for (const [k, v] of Object.entries(x as Objekt)) {
      if (k === 'beschreibung') aus.description = (x as Objekt).euro ? `${v}${EURO}` : v;
      else if (k === 'beispiel') aus.examples = [v];
      else if (!['standard', 'typ', 'name', 'proArt', 'en', 'beschriftung', 'hilfe', 'euro', 'wertnamen'].includes(k))
        aus[k] = um(v);
    }
    return aus;
  };
  return um(roh) as Objekt;
}

// POST beside GET: the same answer for the request as a JSON body; only format and trennzeichen stay
// in the query.
function postOperation(get: Objekt, koerper: Objekt, query: ParameterSpec[], operationId: string): Objekt {
  const g = get.get as Objekt;
  const antworten = g.responses as Objekt;
  const { '304': _, ...ohne304 } = antworten;
  const ok = ohne304['200'] as Objekt;
  return {
    operationId,
    summary: `${String(g.summary)} (JSON-Körper)`,
    description:
      `${String(g.description)} Dieselbe Anfrage als JSON-Körper mit Gruppen; die Antwort ist dieselbe wie bei GET ` +
      'mit denselben Eingaben. Fehler nennen in parameter den JSON-Pfad (etwa dienstwagen.listenpreis).',
    parameters: query.map(parameter),
    requestBody: { required: true, content: { 'application/json': { schema: koerper } } },
    responses: { ...ohne304, '200': { description: ok.description, content: ok.content }, ...KOERPER_FEHLER },
  };
}

// A calculator that takes only a JSON body (POST /hr/lohnkonto): the POST alone, under the dataset's
// own operationId; GET and HEAD get 405 with Allow: OPTIONS, POST.
function nurPostOperation(get: Objekt, koerper: Objekt, d: DatensatzSchemas): Objekt {
  const g = get.get as Objekt;
  const post = postOperation(get, koerper, KOERPER_ABFRAGE, d.id.replace(/-/g, '_'));
  const ok = (post.responses as Objekt)['200'] as Objekt;
  const json = (ok.content as Objekt)['application/json'];
  return {
    ...post,
    summary: String(g.summary),
    description:
      `${String(g.description)} Nur als JSON-Körper mit POST (Content-Type: application/json); GET und HEAD ` +
      'beantwortet der Dienst mit 405 (Allow: OPTIONS, POST). Fehler nennen in parameter den JSON-Pfad (etwa ' +
      'monate[3].brutto). format=csv: eine Zeile je Monat und eine Zeile summe mit den Summen des Jahres.',
    requestBody: {
      required: true,
      content: { 'application/json': { schema: koerper, example: d.nurKoerper?.beispiel } },
    },
    responses: {
      ...(post.responses as Objekt),
      '200': {
        description: ok.description,
        content: {
          'application/json': json,
          ...csvInhalt(
            'Eine Zeile je Monat (monat, beschaeftigung, brutto, einmalzahlung, die Abzüge des Arbeitnehmers, ' +
              'netto, die Beiträge des Arbeitgebers, gesamtkosten, das Jahr bisher), dann eine Zeile summe.',
          ),
        },
      },
      '405': fehler(
        'Nur POST mit einem JSON-Körper (methode_nicht_erlaubt); GET und HEAD nicht, Allow nennt OPTIONS, POST.',
      ),
    },
  };
}

// Its GET, documented as what it is: always 405 (every path has a GET operation in this document, and
// a client that tries one learns here that it must POST). default is any other failure of the
// service, a fehler object too (a 503 while the service restarts).
function nurPostGet(get: Objekt): Objekt {
  const g = get.get as Objekt;
  return {
    get: {
      operationId: `${String(g.operationId)}_get`,
      summary: `${String(g.summary)}: GET nicht möglich`,
      description:
        'Dieser Rechner nimmt seine Anfrage nur als JSON-Körper mit POST. GET und HEAD beantwortet der Dienst ' +
        'vor jeder Prüfung des Schlüssels mit 405 methode_nicht_erlaubt und Allow: OPTIONS, POST.',
      responses: {
        '405': fehler('Immer: nur POST mit einem JSON-Körper (methode_nicht_erlaubt); Allow nennt OPTIONS, POST.'),
        default: fehler('Ein anderer Fehler des Dienstes (etwa dienst_nicht_verfuegbar), als fehler-Objekt.'),
      },
    },
  }.get;
}

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
  // A calculator that also takes its request as a JSON body (POST): the body's schema.
  koerper: z.ZodType | null;
  // A calculator that takes only a JSON body (no GET): an example body that answers 200.
  nurKoerper?: { beispiel: unknown } | null;
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
  const koerperSchemas: Record<string, Objekt> = {};
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
    if (d.koerper) {
      const name = `Anfrage_${d.id.replace(/-/g, '_')}`;
      koerperSchemas[name] = koerperSchema(d.koerper);
      const get = paths[`/hr/${d.id}`] as Objekt;
      if (d.nurKoerper) paths[`/hr/${d.id}`] = { get: nurPostGet(get), post: nurPostOperation(get, ref(name), d) };
      else get.post = postOperation(get, ref(name), KOERPER_ABFRAGE, `${d.id.replace(/-/g, '_')}_koerper`);
    }
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
  const schemas = { ...(ohneEnglisch(roh) as Record<string, Objekt>), ...koerperSchemas };

  const dokument = {
    openapi: '3.1.0',
    info: {
      title: DIENST_NAME,
      version: `1.0.0+${stand}`,
      description:
        'Referenzwerte für Lohnabrechnung und Arbeitsrecht in Deutschland mit Gültigkeit, Rechtsgrundlage und ' +
        'amtlicher Quelle. Jede /hr/-Anfrage braucht `Authorization: Bearer <Schlüssel>`.',
      license: LIZENZ,
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
    ['KontoFehler', kontoFehler],
    ['WebAuthnOptionen', webAuthnOptionen],
    ['NeuerSchluessel', neuerSchluessel],
    ['KontoUebersicht', kontoUebersicht],
  ];
  // The request bodies of the route table under their names (webhooks: the schema they are checked
  // against after reading).
  for (const r of ROUTEN)
    if (r.koerper && !namen.some(([id]) => id === r.koerper?.name))
      namen.push([r.koerper.name, r.koerper.dokument ?? r.koerper.schema]);
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

const LIZENZ = {
  name: 'CC BY 4.0 (Zusammenstellung); amtliche Werke gemeinfrei nach § 5 UrhG',
  identifier: 'CC-BY-4.0',
};

export function kontoOpenapi(): Objekt {
  const kref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
  const fehlerAntwort = (beschreibung: string) => ({
    description: beschreibung,
    content: { 'application/json': { schema: kref('KontoFehler') } },
  });
  const F: Record<FehlerStatus, Objekt> = {
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
  const json = (schema: Objekt) => ({ required: true, content: { 'application/json': { schema } } });
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
  // Every path and operation from the route table (src/konto/routen.ts), bodies from its zod schemas.
  const paths: Record<string, Record<string, Objekt>> = {};
  for (const r of ROUTEN) {
    const d = r.doku;
    const antwort =
      d.erfolg.schema === undefined
        ? { description: d.erfolg.beschreibung }
        : erfolg(d.erfolg.beschreibung, kref(d.erfolg.schema), d.erfolg.cookie);
    paths[r.pfad] ??= {};
    paths[r.pfad][r.methode.toLowerCase()] = {
      operationId: d.operationId,
      summary: d.summary,
      description: d.description,
      tags: [d.tag ?? 'Konto'],
      ...(r.sitzung ? {} : { security: [] }),
      ...(d.id
        ? {
            parameters: [
              {
                name: 'id',
                in: 'path',
                required: true,
                description: d.id.beschreibung,
                schema: { type: 'string', pattern: d.id.muster },
                example: d.id.beispiel,
              },
            ],
          }
        : {}),
      ...(r.koerper ? { requestBody: json(kref(r.koerper.name)) } : {}),
      responses: { [d.erfolg.status]: antwort, ...Object.fromEntries(d.fehler.map((c) => [c, F[c]])) },
    };
  }
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
      license: LIZENZ,
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
    paths,
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
      },
    },
  };
}
