// OpenAPI 3.1 document, produced from the same declarations the service uses: the zod response
// schemas (src/antwort/schema.ts) and the parameter declarations of every endpoint.
import { z } from 'zod';
import * as antwort from '../src/antwort/schema';
import { aenderungenParameter } from '../src/api/antworten';
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

export interface OpenApiEingabe {
  datensaetze: {
    id: string;
    name: string;
    beschreibung: string;
    laufzeit: DatensatzLaufzeit;
    beispiel: unknown;
    schema?: string;
    verlaufSchema?: string;
  }[];
  stand: string;
}

export function openapi({ datensaetze, stand }: OpenApiEingabe): Objekt {
  const paths: Objekt = {};
  for (const d of datensaetze) {
    const l = d.laufzeit;
    const schema = d.schema ? ref(d.schema) : l.art === 'rechner' ? { type: 'object' } : ref('Bestandteilsantwort');
    paths[`/hr/${d.id}`] = operation(
      d.name,
      d.beschreibung,
      l.parameter,
      schema,
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
        ref(d.verlaufSchema ?? 'Verlauf'),
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

  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Objekt> };
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id; // the schema's place in components names it; an $id with a fragment is not allowed in 2020-12
  }
  void antwort; // the import registers the schemas in z.globalRegistry

  return {
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
}
