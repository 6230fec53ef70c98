import type { Supabase } from '../../shared/supabase/client';
import type { Tables } from '../../shared/supabase/database.types';

export type AdminProfile = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'email' | 'role'>;

// One request per signed-in user and page load: checkAuth runs on every navigation.
const profiles = new Map<string, Promise<AdminProfile | null>>();

/** The signed-in user's profile (role included), or null when there is no session. */
export async function currentProfile(client: Supabase): Promise<AdminProfile | null> {
  const { data } = await client.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) return null;
  let profile = profiles.get(userId);
  if (!profile) {
    profile = readProfile(client, userId);
    profiles.set(userId, profile);
    profile.catch(() => profiles.delete(userId));
  }
  return profile;
}

async function readProfile(client: Supabase, userId: string): Promise<AdminProfile | null> {
  const { data, error } = await client.from('profiles').select('id, full_name, email, role').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data as AdminProfile | null;
}

export function forgetProfiles(): void {
  profiles.clear();
}
