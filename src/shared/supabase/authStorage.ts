/**
 * Where supabase-js keeps the session, shared by every entry (public site,
 * portal, back-office) so a login at /login is also a login at /admin.
 *
 * "Se souvenir de moi" decides the place: checked, the session lives in
 * localStorage and survives closing the browser; unchecked, it lives in
 * sessionStorage and ends with the browser session. The choice itself is kept
 * in localStorage so token refreshes keep writing where the login wrote.
 */
export const authStorageKey = 'sb-ouaga-it-auth-token';

const rememberChoiceKey = `${authStorageKey}-remember`;

function safeStore(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Some privacy modes throw on access to storage: the session then lasts as long as the page.
    return null;
  }
}

export function setRememberSession(remember: boolean): void {
  const local = safeStore('localStorage');
  if (remember) local?.setItem(rememberChoiceKey, '1');
  else local?.removeItem(rememberChoiceKey);
}

function rememberSession(): boolean {
  return safeStore('localStorage')?.getItem(rememberChoiceKey) === '1';
}

/** The storage adapter given to supabase-js (`auth.storage`). */
export const authStorage = {
  getItem(key: string): string | null {
    return safeStore('localStorage')?.getItem(key) ?? safeStore('sessionStorage')?.getItem(key) ?? null;
  },
  setItem(key: string, value: string): void {
    const [target, other] = rememberSession()
      ? [safeStore('localStorage'), safeStore('sessionStorage')]
      : [safeStore('sessionStorage'), safeStore('localStorage')];
    target?.setItem(key, value);
    other?.removeItem(key);
  },
  removeItem(key: string): void {
    safeStore('localStorage')?.removeItem(key);
    safeStore('sessionStorage')?.removeItem(key);
  },
};

/** The auth options every supabase-js client of this product must use (back-office included). */
export const supabaseAuthOptions = {
  storageKey: authStorageKey,
  storage: authStorage,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
} as const;

/**
 * Read synchronously, without loading supabase-js: is there a session worth
 * restoring? A visitor who never logged in then never downloads the client.
 */
export function hasStoredSession(): boolean {
  const stored = authStorage.getItem(authStorageKey);
  if (!stored) return false;
  try {
    const session: unknown = JSON.parse(stored);
    return typeof session === 'object' && session !== null && 'refresh_token' in session;
  } catch {
    return false;
  }
}

/**
 * The user of the stored session, read without supabase-js. auth-js keeps the session in storage when a
 * refresh fails for a network reason (it retries on its next tick) and removes it when the server
 * refuses it for good, so a stored user while auth-js reports no session means the answer was lost.
 */
export function storedSessionUser(): { id: string; email: string } | null {
  const stored = authStorage.getItem(authStorageKey);
  if (!stored) return null;
  try {
    const session = JSON.parse(stored) as { refresh_token?: unknown; user?: { id?: unknown; email?: unknown } };
    if (typeof session?.refresh_token !== 'string' || typeof session.user?.id !== 'string') return null;
    return { id: session.user.id, email: typeof session.user.email === 'string' ? session.user.email : '' };
  } catch {
    return null;
  }
}

/** Removes the session without the server, for when logout cannot reach it. */
export function forgetStoredSession(): void {
  authStorage.removeItem(authStorageKey);
  authStorage.removeItem(`${authStorageKey}-user`);
  authStorage.removeItem(`${authStorageKey}-code-verifier`);
}

/** True when the address carries an auth redirect (recovery link, e-mail confirmation, error). */
export function urlHasAuthCallback(): boolean {
  if (typeof window === 'undefined') return false;
  const { hash, search } = window.location;
  return /(?:access_token|error_description)=/.test(hash) || /[?&]code=/.test(search);
}
