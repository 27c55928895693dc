// /konto/openapi.json: valid OpenAPI 3.1; the /v1 document does not mention the account paths.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { kontoOpenapi } from '../../generator/openapi';

describe('/konto/openapi.json', () => {
  it('ist gültiges OpenAPI 3.1 mit Server /konto/api und Sitzungs-Cookie', async () => {
    const dokument = kontoOpenapi() as {
      servers: { url: string }[];
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, { in: string }> };
    };
    const ergebnis = await new Validator().validate(dokument as never);
    expect(ergebnis.errors ?? []).toEqual([]);
    expect(ergebnis.valid).toBe(true);
    expect(dokument.servers).toEqual([{ url: '/konto/api' }]);
    expect(dokument.components.securitySchemes.sitzung.in).toBe('cookie');
    expect(Object.keys(dokument.paths).sort()).toEqual([
      '/abmeldung',
      '/anmeldung',
      '/anmeldung/optionen',
      '/konto',
      '/passkey',
      '/passkey/optionen',
      '/registrierung',
      '/registrierung/optionen',
      '/schluessel',
      '/schluessel/{id}',
      '/webhooks',
      '/webhooks/{id}',
      '/webhooks/{id}/fortsetzen',
      '/webhooks/{id}/test',
    ]);
  });
});
