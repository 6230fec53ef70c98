import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { SessionRegistry, TokenVerifier } from './requestClaims';

const secret = 'unit-test-secret-long-enough-for-hs256';

/** A database that knows the sessions in `open` (what auth.sessions holds), for SessionRegistry. */
function sessionsTable(open: Set<string>): Database {
  return {
    query: async (_sql: string, params: unknown[]) => ({ rows: open.has(String(params[0])) ? [{ '?column?': 1 }] : [], affectedRows: 0 }),
  } as unknown as Database;
}

function userToken(sessionId: string, expiresAt = Math.floor(Date.now() / 1000) + 3600, signWith = secret): Promise<string> {
  return new SignJWT({ role: 'authenticated', session_id: sessionId, aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(randomUUID())
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(signWith));
}

describe('TokenVerifier', () => {
  it('refuses a token it verified before once its session has ended (logout on this or another process)', async () => {
    const session = randomUUID();
    const open = new Set([session]);
    const sessions = new SessionRegistry(sessionsTable(open));
    const verifier = new TokenVerifier({ secret, publicJwks: [], keys: { publishableKey: 'sb_publishable_test', secretKey: 'sb_secret_test' } }, sessions);
    const token = await userToken(session);

    expect(await verifier.verify(token)).toMatchObject({ role: 'authenticated', session_id: session });
    expect(await verifier.verify(token)).toMatchObject({ role: 'authenticated', session_id: session });

    open.delete(session);
    sessions.forget([session]);
    await expect(verifier.verify(token)).rejects.toMatchObject({ problem: 'revoked' });
  });

  it('refuses a token it verified before once it has expired', async () => {
    const session = randomUUID();
    const verifier = new TokenVerifier({ secret, publicJwks: [], keys: { publishableKey: 'sb_publishable_test', secretKey: 'sb_secret_test' } }, new SessionRegistry(sessionsTable(new Set([session]))));
    // exp is in whole seconds: at least one second ahead when first verified.
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = await userToken(session, expiresAt);
    expect(await verifier.verify(token)).toMatchObject({ session_id: session });

    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 + 50 - Date.now()));
    await expect(verifier.verify(token)).rejects.toMatchObject({ problem: 'expired' });
  });

  it('refuses a token signed with another secret, or altered, whatever it verified before', async () => {
    const session = randomUUID();
    const verifier = new TokenVerifier({ secret, publicJwks: [], keys: { publishableKey: 'sb_publishable_test', secretKey: 'sb_secret_test' } }, new SessionRegistry(sessionsTable(new Set([session]))));
    const genuine = await userToken(session);
    await verifier.verify(genuine);

    await expect(verifier.verify(await userToken(session, undefined, 'another-secret-long-enough-for-hs256'))).rejects.toMatchObject({ problem: 'invalid' });
    const [header, payload, signature] = genuine.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(verifier.verify(altered)).rejects.toMatchObject({ problem: 'invalid' });
  });
});
