import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readOAuthState, signOAuthState } from './oauthState';

const secret = 'a-jwt-secret-that-is-long-enough-for-hs256';
const state = { provider: 'google' as const, redirectTo: 'https://www.example.bf/login', nonce: 'n0nce', flowStateId: '2b7c1d8e-0000-4000-8000-000000000001' };

describe('the OAuth state', () => {
  it('comes back as it was signed', async () => {
    expect(await readOAuthState(secret, await signOAuthState(secret, state))).toEqual({ ...state, linkUserId: undefined });
  });

  it('is refused when signed with another secret, altered, or signed with the JWT secret itself', async () => {
    expect(await readOAuthState('another-secret-that-is-long-enough-for-hs256', await signOAuthState(secret, state))).toBeUndefined();
    const [header, , signature] = (await signOAuthState(secret, state)).split('.');
    const altered = Buffer.from(JSON.stringify({ provider: 'google', referrer: 'https://evil.example', nonce: 'x', aud: 'oauth-state' })).toString('base64url');
    expect(await readOAuthState(secret, `${header}.${altered}.${signature}`)).toBeUndefined();
    // An access token (signed with the JWT secret) never passes for a state.
    const token = await new SignJWT({ provider: 'google', referrer: 'https://evil.example', nonce: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('oauth-state')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    expect(await readOAuthState(secret, token)).toBeUndefined();
  });
});
