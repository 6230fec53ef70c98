import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider } from 'react-admin';
import { adminAccess, forgetAdminAccess } from '../security/adminAccess';
import { currentProfile, forgetProfiles } from './adminRole';
import { adminBasename, customerHome, isOnPublicAuthPage, mfaPath, setPasswordPath } from './authPages';
import { refreshUnreachable } from './refreshUnreachable';
import { signInAdministrator } from './signInAdministrator';

/** Never settles: the browser is leaving for another entry of the site, nothing must render meanwhile. */
const leavingPage = () => new Promise<never>(() => {});

function sendCustomerAway(): Promise<never> {
  window.location.replace(customerHome);
  return leavingPage();
}

/** An administrator whose session has not proved the second factor (or who must enroll one) finishes signing in first. */
function askForSecondFactor(): Promise<never> {
  window.location.replace(`${adminBasename}${mfaPath}`);
  return leavingPage();
}

/**
 * ra-supabase's auth provider, completed for this site: the administrator is
 * decided by profiles.role (read through the API, so the database has the
 * last word); a signed-in customer is sent to the portal before any admin data
 * is asked for; an administrator whose rights need a second factor (public.admin_access()) goes to
 * /admin/mfa first; recovery links lead to /admin/set-password (older ones through /admin/auth-callback).
 */
export function createAuthProvider(client: SupabaseClient): AuthProvider {
  const base = supabaseAuthProvider(client, {
    getIdentity: async () => {
      const profile = await currentProfile(client);
      if (!profile) throw new Error('Aucune session');
      return { id: profile.id, fullName: profile.full_name || profile.email || 'Administrateur' };
    },
    getPermissions: async () => (await currentProfile(client))?.role,
  });

  return {
    ...base,
    async login(params: { email?: string; password?: string }) {
      const outcome = await signInAdministrator(client, params.email ?? '', params.password ?? '');
      if (outcome === 'not_admin') return sendCustomerAway();
      if (outcome === 'needs_second_factor') return { redirectTo: `${adminBasename}${mfaPath}` };
    },
    async logout(params) {
      forgetProfiles();
      forgetAdminAccess();
      // An ended session on the server must not keep the administrator stuck on a failing logout.
      await base.logout(params).catch(() => client.auth.signOut({ scope: 'local' }));
    },
    async checkAuth(params) {
      if (isOnPublicAuthPage()) return;
      // Offline for a moment: stay on the page (its requests say the network is down; the database still decides).
      if (await refreshUnreachable(client)) return;
      await base.checkAuth(params);
      const profile = await currentProfile(client);
      if (!profile) throw new Error('Aucun profil');
      if (profile.role !== 'admin') return sendCustomerAway();
      if ((await adminAccess(client)) !== 'granted') return askForSecondFactor();
    },
    async canAccess() {
      return (await currentProfile(client))?.role === 'admin';
    },
    async getPermissions(params) {
      if (isOnPublicAuthPage()) return undefined;
      return base.getPermissions?.(params);
    },
    // ra-supabase returns { pathname, search }, whose pathname ra-core's redirect then loses the
    // /admin basename for; a string target keeps it.
    async handleCallback() {
      const tokens = new URLSearchParams(window.location.hash.slice(1) || window.location.search);
      const type = tokens.get('type');
      const accessToken = tokens.get('access_token');
      const refreshToken = tokens.get('refresh_token');
      if ((type === 'recovery' || type === 'invite') && accessToken && refreshToken) {
        const search = new URLSearchParams({ access_token: accessToken, refresh_token: refreshToken, type });
        return { redirectTo: () => `${setPasswordPath}?${search.toString()}` };
      }
      return undefined;
    },
    async resetPassword(params: { email: string }) {
      const { error } = await client.auth.resetPasswordForEmail(params.email, {
        // The e-mailed link leads straight to the set-password page, which spends it on save.
        redirectTo: `${window.location.origin}${adminBasename}${setPasswordPath}`,
      });
      if (error) throw error;
    },
  };
}
