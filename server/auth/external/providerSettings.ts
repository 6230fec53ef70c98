/**
 * The external sign-in providers the operator configured (decision 054), read once by readConfig:
 * Google, and one generic OpenID Connect provider known by its issuer (Microsoft Entra ID, Keycloak),
 * named after GoTrue's EXTERNAL_<PROVIDER>_* settings. Both are found through their discovery document
 * (`{issuer}/.well-known/openid-configuration`), so tests point Google's issuer at a local stand-in.
 */

/** The provider names auth-js passes (`signInWithOAuth({ provider })`): GoTrue's own names. */
export type ExternalProviderName = 'google' | 'keycloak' | 'azure';

export interface ExternalProvider {
  name: ExternalProviderName;
  /** What the site writes on its button (« Continuer avec … »). */
  label: string;
  issuer: string;
  /** The first signs the redirect flow in; all are accepted as an id_token's audience (web, Android, iOS clients). */
  clientIds: string[];
  secret: string;
  /** Where the provider sends the browser back: this API's /callback. */
  redirectUri: string;
  /** Scopes always asked, before those the client adds. */
  scopes: string[];
}

const googleIssuer = 'https://accounts.google.com';
const genericNames = ['keycloak', 'azure'] as const;

/** `apiUrl`: this server's public /auth/v1 address. Throws a French message on a half-configured provider. */
export function readExternalProviders(env: Record<string, string | undefined>, apiUrl: string): ExternalProvider[] {
  const providers: ExternalProvider[] = [];
  const google = pair(env, 'EXTERNAL_GOOGLE');
  if (google) {
    providers.push({
      name: 'google',
      label: 'Google',
      issuer: trimmed(env.EXTERNAL_GOOGLE_ISSUER) ?? googleIssuer,
      ...google,
      redirectUri: trimmed(env.EXTERNAL_GOOGLE_REDIRECT_URI) ?? `${apiUrl}/callback`,
      scopes: ['openid', 'email', 'profile'],
    });
  }
  const generic = pair(env, 'EXTERNAL_OIDC');
  if (generic) {
    const issuer = trimmed(env.EXTERNAL_OIDC_ISSUER);
    if (!issuer || !/^https?:\/\/[^/]/.test(issuer)) throw new Error('EXTERNAL_OIDC_ISSUER : attendu l’adresse (https://…) du fournisseur OpenID Connect');
    const name = (trimmed(env.EXTERNAL_OIDC_PROVIDER) ?? 'keycloak') as ExternalProviderName;
    if (!(genericNames as readonly string[]).includes(name)) throw new Error(`EXTERNAL_OIDC_PROVIDER : attendu ${genericNames.join(' ou ')}`);
    providers.push({
      name,
      label: trimmed(env.EXTERNAL_OIDC_NAME) ?? (name === 'azure' ? 'Microsoft' : 'OpenID Connect'),
      issuer: issuer.replace(/\/$/, ''),
      ...generic,
      redirectUri: trimmed(env.EXTERNAL_OIDC_REDIRECT_URI) ?? `${apiUrl}/callback`,
      scopes: ['openid', 'email', 'profile'],
    });
  }
  return providers;
}

/** CLIENT_ID (a comma-separated list) and SECRET go together; neither: the provider is off. */
function pair(env: Record<string, string | undefined>, prefix: string): { clientIds: string[]; secret: string } | undefined {
  const clientIds = (trimmed(env[`${prefix}_CLIENT_ID`]) ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const secret = trimmed(env[`${prefix}_SECRET`]);
  if (clientIds.length === 0 && !secret) return undefined;
  if (clientIds.length === 0 || !secret) throw new Error(`${prefix}_CLIENT_ID et ${prefix}_SECRET vont ensemble`);
  return { clientIds, secret };
}

const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
