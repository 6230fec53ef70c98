import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/client';
import { readSupabaseConfig } from '../supabase/config';
import { setRememberSession } from '../supabase/authStorage';
import { paths } from '../paths';
import { safeRedirectPath } from './safeRedirect';

/**
 * « Continuer avec Google » (decision 054): the providers the auth API says are on, the redirect to
 * one with PKCE, and the code it brings back exchanged for the site's session. The site's own client
 * keeps the implicit flow its e-mailed links use; a second client, under a key of its own, holds the
 * PKCE verifier across the trip to the provider, then hands the session over.
 */

export type ExternalProviderName = 'google' | 'keycloak' | 'azure';

export interface ExternalProviderChoice {
  name: ExternalProviderName;
  label: string;
}

const providerNames: ExternalProviderName[] = ['google', 'azure', 'keycloak'];
const defaultLabels: Record<ExternalProviderName, string> = { google: 'Google', azure: 'Microsoft', keycloak: 'Keycloak' };
const oauthStorageKey = 'sb-ouaga-it-oauth';

/** GET /auth/v1/settings: the providers that are on (hosted Supabase answers the same `external` map). */
export async function fetchExternalProviders(): Promise<ExternalProviderChoice[]> {
  const { url, anonKey } = readSupabaseConfig();
  const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
  if (!response.ok) return [];
  const settings = (await response.json()) as { external?: Record<string, boolean>; external_labels?: Record<string, string> };
  return providerNames
    .filter((name) => settings.external?.[name] === true)
    .map((name) => ({ name, label: settings.external_labels?.[name] ?? defaultLabels[name] }));
}

async function pkceClient(): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  const { url, anonKey } = readSupabaseConfig();
  return createClient(url, anonKey, {
    auth: { flowType: 'pkce', storageKey: oauthStorageKey, storage: window.localStorage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Sends the browser to the provider; it comes back to /login (with `redirect`, a path of this site, kept). */
export async function startExternalSignIn(provider: ExternalProviderName, redirect: string | null): Promise<void> {
  const path = safeRedirectPath(redirect);
  const back = new URL(paths.login, window.location.origin);
  if (path) back.searchParams.set('redirect', path);
  const client = await pkceClient();
  const { error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo: back.toString() } });
  if (error) throw error;
}

/** Whether this page load is the provider's way back with a code that this browser asked for. */
export function isExternalSignInReturn(search: URLSearchParams): boolean {
  return search.has('code') && window.localStorage.getItem(`${oauthStorageKey}-code-verifier`) !== null;
}

/** The code for a session, given to the site's client (which announces the sign-in); the helper client keeps nothing. */
export async function finishExternalSignIn(code: string): Promise<void> {
  const client = await pkceClient();
  const { data, error } = await client.auth.exchangeCodeForSession(code);
  window.localStorage.removeItem(oauthStorageKey);
  window.localStorage.removeItem(`${oauthStorageKey}-user`);
  if (error || !data.session) throw error ?? new Error('no session');
  // Like a login without « Se souvenir de moi »: the session ends with the browser session.
  setRememberSession(false);
  const site = await getSupabase();
  const handed = await site.auth.setSession({ access_token: data.session.access_token, refresh_token: data.session.refresh_token });
  if (handed.error) throw handed.error;
}
