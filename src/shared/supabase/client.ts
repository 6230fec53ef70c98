import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAuthOptions } from './authStorage';
import { readSupabaseConfig } from './config';
import type { Database } from './database.types';

/**
 * A client typed by the generated schema (decision 051): a query naming a column or a function the
 * migrations do not have fails to compile, and its rows come back with the columns' types.
 */
export type Supabase = SupabaseClient<Database>;

let clientPromise: Promise<Supabase> | undefined;
let loadedClient: Supabase | undefined;
const loadListeners = new Set<(client: Supabase) => void>();

/**
 * The one supabase-js client of the public site and the portal. Loaded on
 * demand (a form, a login, the portal, or when the browser is idle) so the
 * first page of a visitor on a slow network does not carry it.
 */
export function getSupabase(): Promise<Supabase> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = readSupabaseConfig();
    const client = createClient<Database>(url, anonKey, { auth: supabaseAuthOptions });
    loadedClient = client;
    // Synchronously, before auth-js emits its first events (PASSWORD_RECOVERY is sent on a timer).
    for (const listener of loadListeners) listener(client);
    return client;
  });
  // A chunk that could not be fetched (no network) is asked for again next time, not failed for the rest of the visit.
  clientPromise.catch(() => {
    clientPromise = undefined;
  });
  return clientPromise;
}

/**
 * Calls `listener` once the client exists, whoever loaded it, so the auth
 * context follows a login made by a page without loading the client itself.
 */
export function onSupabaseLoaded(listener: (client: Supabase) => void): () => void {
  if (loadedClient) listener(loadedClient);
  else loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}
