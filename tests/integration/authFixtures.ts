import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { TestServer } from '../helpers/testServer';

/** A fresh address per test, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix = 'client'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

export const goodPassword = 'motdepasse-solide-1';

/** A new customer signed in on a supabase-js client of their own. */
export async function signedUpClient(t: TestServer, email = uniqueEmail(), password = goodPassword) {
  const client = t.client();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { full_name: 'Awa Ouédraogo' } } });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { client, email, password, session: data.session!, user: data.user! };
}

/** A raw call to the auth API, as a browser would make it with the anon key. */
export function authFetch(t: TestServer, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', t.anonKey);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${t.url}/auth/v1${path}`, { ...init, headers, redirect: 'manual' });
}

/** GET /user with a given access token: what any client would learn about it. */
export async function userWithToken(t: TestServer, token: string) {
  const response = await authFetch(t, '/user', { token });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function currentAccessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

/**
 * The same token with another signature. The signature's first character is changed, not its last: an HS256
 * signature's last base64url character carries 2 unused bits, so a change there may decode to the same bytes
 * and the token would still be valid (1 run in about a thousand, with the old `slice(0, -2) + 'xx'`).
 */
export function withAlteredSignature(token: string): string {
  const signatureStart = token.lastIndexOf('.') + 1;
  const first = token[signatureStart];
  return `${token.slice(0, signatureStart)}${first === 'A' ? 'B' : 'A'}${token.slice(signatureStart + 1)}`;
}
