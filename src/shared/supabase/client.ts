import type { SupabaseClient } from '@supabase/supabase-js';
import { readSupabaseConfig } from './config';

let clientPromise: Promise<SupabaseClient> | undefined;

/**
 * The one supabase-js client of the public site and the portal. Loaded on
 * demand (a form, a login, the portal, or when the browser is idle) so the
 * first page of a visitor on a slow network does not carry it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = readSupabaseConfig();
    return createClient(url, anonKey);
  });
  return clientPromise;
}
