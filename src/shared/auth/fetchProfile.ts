import type { Supabase } from '../supabase/client';
import type { Profile } from './types';

const profileColumns = 'id, email, full_name, phone, company, ifu, rccm, department, role';

/** The signed-in user's own profile row (RLS lets them read only theirs). */
export async function fetchProfile(client: Supabase, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select(profileColumns).eq('id', userId).maybeSingle<Profile>();
  if (error) throw error;
  return data;
}
