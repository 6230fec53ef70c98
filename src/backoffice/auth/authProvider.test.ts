// @vitest-environment jsdom
import { AuthApiError, AuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { authStorageKey } from '../../shared/supabase/authStorage';
import { createAuthProvider } from './authProvider';

/** A client whose session read ends as auth-js ends it after a failed refresh of an expired token. */
function clientAfterRefresh(error: Error | null): SupabaseClient {
  return { auth: { getSession: async () => ({ data: { session: null }, error }) } } as unknown as SupabaseClient;
}

describe('back-office checkAuth when the token refresh fails', () => {
  afterEach(() => localStorage.clear());

  it('keeps the administrator on the page when the refresh got no answer (the session is still stored)', async () => {
    localStorage.setItem(authStorageKey, JSON.stringify({ refresh_token: 'r', user: { id: 'u1' } }));
    const provider = createAuthProvider(clientAfterRefresh(new AuthRetryableFetchError('Failed to fetch', 0)));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('still signs out when the server refused the session (auth-js removed it)', async () => {
    const provider = createAuthProvider(clientAfterRefresh(new AuthApiError('Invalid Refresh Token: Already Used', 400, 'refresh_token_already_used')));
    await expect(provider.checkAuth({})).rejects.toBeUndefined();
  });
});
