import type { SupabaseClient } from '@supabase/supabase-js';
import { adminAccess, forgetAdminAccess } from '../security/adminAccess';
import { currentProfile, forgetProfiles } from './adminRole';

/**
 * What a correct password leads to: the back-office, its second step (/admin/mfa: a code, or
 * enrolling an app when the settings require one), or nothing for a customer (sent to the portal).
 */
export type SignInOutcome = 'granted' | 'needs_second_factor' | 'not_admin';

/**
 * Signs in with e-mail and password, then asks the database what this account may open. Shared by
 * the login form of the first chunk (no react-admin there) and react-admin's auth provider, so
 * both decide alike. A refused password throws supabase-js's AuthError.
 */
export async function signInAdministrator(client: SupabaseClient, email: string, password: string): Promise<SignInOutcome> {
  forgetProfiles();
  forgetAdminAccess();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const profile = await currentProfile(client);
  if (profile?.role !== 'admin') return 'not_admin';
  return (await adminAccess(client)) === 'granted' ? 'granted' : 'needs_second_factor';
}
