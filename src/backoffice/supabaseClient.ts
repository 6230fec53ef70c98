import { createClient } from '@supabase/supabase-js';
import { supabaseAuthOptions } from '../shared/supabase/authStorage';
import { readSupabaseConfig } from '../shared/supabase/config';
import type { Database } from '../shared/supabase/database.types';

export const supabaseConfig = readSupabaseConfig();

/**
 * The back-office's one client, shared by ra-supabase's data and auth providers.
 * Same session storage as the public site, so a login on /login carries over.
 * The URL is not read by supabase-js here: a recovery link's tokens are left to
 * ra-supabase's /auth-callback, which leads to the set-password page.
 */
export const supabase = createClient<Database>(supabaseConfig.url, supabaseConfig.anonKey, {
  auth: { ...supabaseAuthOptions, detectSessionInUrl: false },
});
