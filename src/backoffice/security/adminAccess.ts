import type { Supabase } from '../../shared/supabase/client';

/**
 * What the database says of the signed-in user (public.admin_access()): 'granted', 'none' (not an
 * administrator), 'needs_code' (a factor is enrolled, this session has not proved it) or
 * 'needs_enrollment' (the settings require a factor and there is none yet).
 */
export type AdminAccess = 'granted' | 'none' | 'needs_code' | 'needs_enrollment';

// One call per access token: checkAuth runs on every navigation, and the answer changes with the token's level.
const answers = new Map<string, Promise<AdminAccess>>();

export async function adminAccess(client: Supabase): Promise<AdminAccess> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return 'none';
  let answer = answers.get(token);
  if (!answer) {
    answer = askDatabase(client);
    answers.set(token, answer);
    answer.catch(() => answers.delete(token));
  }
  return answer;
}

async function askDatabase(client: Supabase): Promise<AdminAccess> {
  const { data, error } = await client.rpc('admin_access');
  if (error) throw error;
  return data as AdminAccess;
}

export function forgetAdminAccess(): void {
  answers.clear();
}
