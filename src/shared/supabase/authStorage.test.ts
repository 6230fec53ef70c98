// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { authStorage, authStorageKey, forgetStoredSession, hasStoredSession, setRememberSession } from './authStorage';

const session = JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 });

describe('where the session is kept (« Se souvenir de moi »)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps an unremembered session only for the browser session', () => {
    setRememberSession(false);
    authStorage.setItem(authStorageKey, session);
    expect(sessionStorage.getItem(authStorageKey)).toBe(session);
    expect(localStorage.getItem(authStorageKey)).toBeNull();
    expect(hasStoredSession()).toBe(true);
  });

  it('keeps a remembered session across browser restarts, and refreshes land there too', () => {
    setRememberSession(true);
    authStorage.setItem(authStorageKey, session);
    authStorage.setItem(authStorageKey, session.replace('"r"', '"r2"'));
    expect(localStorage.getItem(authStorageKey)).toContain('r2');
    expect(sessionStorage.getItem(authStorageKey)).toBeNull();
  });

  it('moves the session when the choice changes at the next login', () => {
    setRememberSession(true);
    authStorage.setItem(authStorageKey, session);
    setRememberSession(false);
    authStorage.setItem(authStorageKey, session);
    expect(localStorage.getItem(authStorageKey)).toBeNull();
    expect(sessionStorage.getItem(authStorageKey)).toBe(session);
  });

  it('reports no session when none or garbage is stored, and forgets on demand', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(authStorageKey, 'not json');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(authStorageKey, session);
    expect(hasStoredSession()).toBe(true);
    forgetStoredSession();
    expect(hasStoredSession()).toBe(false);
  });
});
