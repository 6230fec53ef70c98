import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import { hasStoredSession } from '../../shared/supabase/authStorage';

/**
 * True when the access token has expired and auth-js could not reach the server to refresh it (a lost
 * answer, no network): it then keeps the session stored and retries on its next tick, and reports no
 * session meanwhile. The back-office must not take that moment for a sign-out.
 */
export async function refreshUnreachable(client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.auth.getSession();
  return !data.session && isAuthRetryableFetchError(error) && hasStoredSession();
}
