import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getSupabase, onSupabaseLoaded } from '../supabase/client';
import { hasStoredSession, storedSessionUser, urlHasAuthCallback } from '../supabase/authStorage';
import { fetchProfile } from './fetchProfile';
import { readLinkError } from './readLinkError';
import type { AuthState, AuthUser, Profile } from './types';

/**
 * The auth calls (and their French error mapping) are loaded when first used:
 * a visitor who never signs in does not download them with the first page.
 */
const loadActions = () => import('./authActions');
const actions: Pick<
  AuthState,
  | 'signIn'
  | 'signUp'
  | 'signOut'
  | 'requestPasswordReset'
  | 'updatePassword'
  | 'requestReauthenticationCode'
  | 'updateEmail'
  | 'verifyEmailLink'
  | 'resendSignupConfirmation'
  | 'sendPhoneCode'
  | 'verifyPhoneCode'
  | 'updatePhone'
  | 'verifyPhoneChange'
> = {
  signIn: (email, password, options) => loadActions().then((loaded) => loaded.signIn(email, password, options)),
  signUp: (input) => loadActions().then((loaded) => loaded.signUp(input)),
  signOut: () => loadActions().then((loaded) => loaded.signOut()),
  requestPasswordReset: (email) => loadActions().then((loaded) => loaded.requestPasswordReset(email)),
  updatePassword: (password, nonce) => loadActions().then((loaded) => loaded.updatePassword(password, nonce)),
  requestReauthenticationCode: () => loadActions().then((loaded) => loaded.requestReauthenticationCode()),
  updateEmail: (email) => loadActions().then((loaded) => loaded.updateEmail(email)),
  verifyEmailLink: (tokenHash, type) => loadActions().then((loaded) => loaded.verifyEmailLink(tokenHash, type)),
  resendSignupConfirmation: (email, redirect) => loadActions().then((loaded) => loaded.resendSignupConfirmation(email, redirect)),
  sendPhoneCode: (request) => loadActions().then((loaded) => loaded.sendPhoneCode(request)),
  verifyPhoneCode: (phone, code) => loadActions().then((loaded) => loaded.verifyPhoneCode(phone, code)),
  updatePhone: (phone) => loadActions().then((loaded) => loaded.updatePhone(phone)),
  verifyPhoneChange: (phone, code) => loadActions().then((loaded) => loaded.verifyPhoneChange(phone, code)),
};

export type { AuthState, AuthUser,  } from './types';

const AuthContext = createContext<AuthState | undefined>(undefined);

interface SessionState {
  /** The session has been read (or there is none to read). */
  ready: boolean;
  user: AuthUser | null;
  passwordRecovery: boolean;
}

interface ProfileState {
  /** Whose profile this is: a profile of another user (before a reload) counts as not loaded. */
  userId: string | null;
  profile: Profile | null;
}

/** GoTrue keeps numbers without « + » (`22670123456`); the pages use E.164. */
function e164(stored: string | undefined): string {
  return stored ? `+${stored.replace(/^\+/, '')}` : '';
}

function userOf(session: Session | null): AuthUser | null {
  const user = session?.user;
  if (!user) return null;
  return {
    id: user.id,
    email: user.email ?? '',
    phone: e164(user.phone),
    phoneConfirmed: Boolean(user.phone_confirmed_at),
    pendingPhone: e164(user.new_phone),
  };
}

/** Same person, same addresses: nothing the pages show has changed. */
function sameUser(previous: AuthUser | null, next: AuthUser | null): boolean {
  if (!previous || !next) return previous === next;
  return (
    previous.id === next.id &&
    previous.email === next.email &&
    previous.phone === next.phone &&
    previous.phoneConfirmed === next.phoneConfirmed &&
    previous.pendingPhone === next.pendingPhone
  );
}

/**
 * The session context (SPEC.md §4). supabase-js is only loaded when a session
 * is stored, when the address carries an auth link, or when a page needs it
 * (a login): a visitor who never signs in does not download it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(() => ({
    ready: !(hasStoredSession() || urlHasAuthCallback()),
    user: null,
    passwordRecovery: false,
  }));
  const [profileState, setProfileState] = useState<ProfileState>({ userId: null, profile: null });
  const [linkError] = useState(readLinkError);
  const userId = session.user?.id ?? null;

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const follow = (client: SupabaseClient) => {
      const { data } = client.auth.onAuthStateChange((event: AuthChangeEvent, current: Session | null) => {
        setSession((previous) => {
          // At start, a refresh that could not reach the server (a lost answer, no network) gives no
          // session but leaves it stored: the person stays signed in while supabase-js retries.
          const user = userOf(current) ?? (event === 'INITIAL_SESSION' ? storedSessionUser() : null);
          const unchanged = sameUser(previous.user, user);
          const passwordRecovery = event === 'PASSWORD_RECOVERY' || (previous.passwordRecovery && user !== null);
          if (previous.ready && unchanged && previous.passwordRecovery === passwordRecovery) return previous;
          return { ready: true, user: unchanged ? previous.user : user, passwordRecovery };
        });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };
    const stopWaiting = onSupabaseLoaded(follow);
    if (hasStoredSession() || urlHasAuthCallback()) {
      getSupabase().catch(() => setSession({ ready: true, user: null, passwordRecovery: false }));
    }
    return () => {
      stopWaiting();
      unsubscribe?.();
    };
  }, []);

  const loadProfile = useCallback(async (id: string) => {
    const client = await getSupabase();
    const profile = await fetchProfile(client, id).catch(() => null);
    setProfileState({ userId: id, profile });
  }, []);

  useEffect(() => {
    if (userId) void loadProfile(userId);
  }, [userId, loadProfile]);

  const refreshProfile = useCallback(async () => {
    if (userId) await loadProfile(userId);
  }, [userId, loadProfile]);

  const updatePassword = useCallback(async (password: string, nonce?: string) => {
    await actions.updatePassword(password, nonce);
    setSession((previous) => ({ ...previous, passwordRecovery: false }));
  }, []);

  const value = useMemo<AuthState>(() => {
    const profile = userId && profileState.userId === userId ? profileState.profile : null;
    const profileLoading = userId !== null && profileState.userId !== userId;
    return {
      loading: !session.ready || profileLoading,
      user: session.user,
      profile,
      isAdmin: profile?.role === 'admin',
      passwordRecovery: session.passwordRecovery,
      linkError,
      signIn: actions.signIn,
      signUp: actions.signUp,
      signOut: actions.signOut,
      requestPasswordReset: actions.requestPasswordReset,
      updatePassword,
      requestReauthenticationCode: actions.requestReauthenticationCode,
      updateEmail: actions.updateEmail,
      verifyEmailLink: actions.verifyEmailLink,
      resendSignupConfirmation: actions.resendSignupConfirmation,
      sendPhoneCode: actions.sendPhoneCode,
      verifyPhoneCode: actions.verifyPhoneCode,
      updatePhone: actions.updatePhone,
      verifyPhoneChange: actions.verifyPhoneChange,
      refreshProfile,
    };
  }, [session, profileState, userId, linkError, updatePassword, refreshProfile]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
