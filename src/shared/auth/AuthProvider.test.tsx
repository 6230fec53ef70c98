// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * A stand-in for supabase-js: it records subscribers so the test can play the
 * events the real client emits, and serves one profile row.
 */
type Listener = (event: string, session: unknown) => void;
const fake = vi.hoisted(() => {
  const state = {
    listeners: [] as ((event: string, session: unknown) => void)[],
    loaded: [] as ((client: unknown) => void)[],
    loads: 0,
    role: 'customer',
    signOutError: null as null | { status: number },
    signOutCalls: [] as unknown[],
  };
  const client = {
    auth: {
      onAuthStateChange(listener: (event: string, session: unknown) => void) {
        state.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => (state.listeners = state.listeners.filter((l) => l !== listener)) } } };
      },
      async signOut(options?: unknown) {
        state.signOutCalls.push(options);
        return { error: options ? null : state.signOutError };
      },
    },
    from: () => ({
      select: () => ({
        eq: (_column: string, id: string) => ({
          maybeSingle: async () => ({ data: { id, email: 'awa@example.bf', full_name: 'Awa', phone: null, company: null, role: state.role }, error: null }),
        }),
      }),
    }),
  };
  return { state, client };
});

vi.mock('../supabase/client', () => ({
  getSupabase: async () => {
    fake.state.loads += 1;
    for (const listener of fake.state.loaded) listener(fake.client);
    fake.state.loaded = [];
    return fake.client;
  },
  onSupabaseLoaded: (listener: (client: unknown) => void) => {
    fake.state.loaded.push(listener);
    return () => (fake.state.loaded = fake.state.loaded.filter((l) => l !== listener));
  },
}));

const { AuthProvider, useAuth } = await import('./AuthProvider');
const { authStorageKey } = await import('../supabase/authStorage');

function Probe() {
  const { loading, user, isAdmin, profile, passwordRecovery } = useAuth();
  return (
    <p data-testid="auth">
      {loading ? 'loading' : user ? `user:${user.email}:${isAdmin ? 'admin' : 'customer'}:${profile?.full_name}${passwordRecovery ? ':recovery' : ''}` : 'none'}
    </p>
  );
}

const wrap = (children: ReactNode) => render(<AuthProvider>{children}</AuthProvider>);
const emit = (event: string, session: unknown) => act(async () => fake.state.listeners.forEach((listener: Listener) => listener(event, session)));
const sessionOf = (email: string) => ({ access_token: 't', refresh_token: 'r', user: { id: 'u1', email } });

describe('the session context', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    Object.assign(fake.state, { listeners: [], loaded: [], loads: 0, role: 'customer', signOutError: null, signOutCalls: [] });
  });
  afterEach(cleanup);

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    vi.mocked(console.error).mockRestore();
  });

  it('settles at once on « no user » without loading supabase-js when nothing is stored', async () => {
    wrap(<Probe />);
    expect(screen.getByTestId('auth').textContent).toBe('none');
    await act(async () => undefined);
    expect(fake.state.loads).toBe(0);
  });

  it('is loading while a stored session is read, then shows the user and the role of their profile', async () => {
    localStorage.setItem(authStorageKey, JSON.stringify({ refresh_token: 'r' }));
    fake.state.role = 'admin';
    wrap(<Probe />);
    expect(screen.getByTestId('auth').textContent).toBe('loading');
    await act(async () => undefined);
    expect(fake.state.loads).toBe(1);
    await emit('INITIAL_SESSION', sessionOf('awa@example.bf'));
    expect(screen.getByTestId('auth').textContent).toBe('user:awa@example.bf:admin:Awa');
  });

  it('keeps the person signed in when the refresh at start got no answer (the session stays stored), until it is refused', async () => {
    // What auth-js leaves after a refresh lost to the network: the stored session, and no session reported.
    localStorage.setItem(authStorageKey, JSON.stringify({ ...sessionOf('awa@example.bf'), expires_at: 1 }));
    wrap(<Probe />);
    await act(async () => undefined);
    await emit('INITIAL_SESSION', null);
    expect(screen.getByTestId('auth').textContent).toBe('user:awa@example.bf:customer:Awa');
    await emit('TOKEN_REFRESHED', sessionOf('awa@example.bf'));
    expect(screen.getByTestId('auth').textContent).toBe('user:awa@example.bf:customer:Awa');
    // Refused by the server for good: auth-js removes the session and says so.
    localStorage.removeItem(authStorageKey);
    await emit('SIGNED_OUT', null);
    expect(screen.getByTestId('auth').textContent).toBe('none');
  });

  it('follows a login made by a page, a recovery link and a sign-out', async () => {
    wrap(<Probe />);
    expect(fake.state.listeners).toHaveLength(0);
    const { getSupabase } = await import('../supabase/client');
    await act(async () => void (await getSupabase()));
    await emit('INITIAL_SESSION', null);
    expect(screen.getByTestId('auth').textContent).toBe('none');
    await emit('SIGNED_IN', sessionOf('awa@example.bf'));
    expect(screen.getByTestId('auth').textContent).toBe('user:awa@example.bf:customer:Awa');
    await emit('PASSWORD_RECOVERY', sessionOf('awa@example.bf'));
    expect(screen.getByTestId('auth').textContent).toBe('user:awa@example.bf:customer:Awa:recovery');
    await emit('SIGNED_OUT', null);
    expect(screen.getByTestId('auth').textContent).toBe('none');
  });

  it('removes the local session on logout even when the server cannot be reached', async () => {
    sessionStorage.setItem(authStorageKey, JSON.stringify({ refresh_token: 'r' }));
    fake.state.signOutError = { status: 503 };
    let signOut: (() => Promise<void>) | undefined;
    function Grab() {
      signOut = useAuth().signOut;
      return null;
    }
    wrap(<Grab />);
    await act(async () => signOut?.());
    expect(sessionStorage.getItem(authStorageKey)).toBeNull();
    expect(fake.state.signOutCalls).toEqual([undefined, { scope: 'local' }]);
  });
});
