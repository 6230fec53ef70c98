import { getSupabase, type Supabase } from '../../shared/supabase/client';

let provideClient: () => Promise<Supabase> = getSupabase;

/**
 * The client route loaders read with. In the browser it is the site's one
 * supabase-js client, loaded on first use; the server renderer gives its own
 * (supabase-js with the anon key, answered by this server's REST layer), so a
 * page reads on the server exactly what a visitor's browser may read.
 */
export function dataClient(): Promise<Supabase> {
  return provideClient();
}

/** Server rendering only: every loader reads through this client from now on. */
export function setServerDataClient(client: Supabase): void {
  provideClient = () => Promise.resolve(client);
}
