import { describe, expect, it } from 'vitest';
import { readExternalProviders } from './providerSettings';

const api = 'https://www.example.bf/auth/v1';

describe('external providers from the environment', () => {
  it('is empty when nothing is configured', () => {
    expect(readExternalProviders({}, api)).toEqual([]);
  });

  it('reads Google with its defaults, client ids as a list', () => {
    const [google] = readExternalProviders({ EXTERNAL_GOOGLE_CLIENT_ID: 'web-id, android-id', EXTERNAL_GOOGLE_SECRET: 's3cret' }, api);
    expect(google).toMatchObject({
      name: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      clientIds: ['web-id', 'android-id'],
      redirectUri: `${api}/callback`,
    });
  });

  it('reads the generic provider by its issuer, named azure or keycloak', () => {
    const [entra] = readExternalProviders(
      { EXTERNAL_OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0/', EXTERNAL_OIDC_CLIENT_ID: 'id', EXTERNAL_OIDC_SECRET: 's', EXTERNAL_OIDC_PROVIDER: 'azure' },
      api,
    );
    expect(entra).toMatchObject({ name: 'azure', label: 'Microsoft', issuer: 'https://login.microsoftonline.com/tenant/v2.0' });
    expect(() => readExternalProviders({ EXTERNAL_OIDC_ISSUER: 'https://sso.example.bf', EXTERNAL_OIDC_CLIENT_ID: 'id', EXTERNAL_OIDC_SECRET: 's', EXTERNAL_OIDC_PROVIDER: 'github' }, api)).toThrow(
      /EXTERNAL_OIDC_PROVIDER/,
    );
  });

  it('refuses half a configuration, loudly', () => {
    expect(() => readExternalProviders({ EXTERNAL_GOOGLE_CLIENT_ID: 'id' }, api)).toThrow(/EXTERNAL_GOOGLE_CLIENT_ID et EXTERNAL_GOOGLE_SECRET/);
    expect(() => readExternalProviders({ EXTERNAL_OIDC_CLIENT_ID: 'id', EXTERNAL_OIDC_SECRET: 's' }, api)).toThrow(/EXTERNAL_OIDC_ISSUER/);
  });
});
