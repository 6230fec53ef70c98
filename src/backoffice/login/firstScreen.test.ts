// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { authStorageKey } from '../../shared/supabase/authStorage';
import { requestedPage, showLoginAddress, startsOnLoginForm } from './firstScreen';

const at = (pathname: string) => ({ pathname });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the back-office first screen', () => {
  it('is the login form for a visitor without a session, whatever back-office page was asked for', () => {
    expect(startsOnLoginForm(at('/admin'))).toBe(true);
    expect(startsOnLoginForm(at('/admin/login'))).toBe(true);
    expect(startsOnLoginForm(at('/admin/products'))).toBe(true);
  });

  it('is react-admin for a visitor with a stored session', () => {
    window.sessionStorage.setItem(authStorageKey, JSON.stringify({ access_token: 'a', refresh_token: 'r' }));
    expect(startsOnLoginForm(at('/admin'))).toBe(false);
    expect(startsOnLoginForm(at('/admin/login'))).toBe(false);
  });

  it('is react-admin on the pages it opens without a session (recovery, second factor, auth redirects)', () => {
    for (const pathname of ['/admin/set-password', '/admin/forgot-password', '/admin/mfa', '/admin/auth-callback']) {
      expect(startsOnLoginForm(at(pathname))).toBe(false);
    }
  });
});

describe('the page opened after login', () => {
  it('is the one asked for, search included', () => {
    expect(requestedPage({ pathname: '/admin/orders', search: '?filter=%7B%7D' }, null)).toBe('/admin/orders?filter=%7B%7D');
  });

  it('is the dashboard when the login page itself was opened', () => {
    expect(requestedPage({ pathname: '/admin/login', search: '' }, null)).toBe('/admin');
  });

  it('survives a reload of /admin/login, as react-admin remembers it in the history entry', () => {
    window.history.replaceState(null, '', '/admin/quotes?page=2');
    showLoginAddress('/admin/quotes?page=2');
    expect(window.location.pathname).toBe('/admin/login');
    expect(requestedPage(window.location, window.history.state)).toBe('/admin/quotes?page=2');
  });

  it('never leaves the back-office through a remembered page', () => {
    const state = { usr: { nextPathname: '//evil.example/admin', nextSearch: '' } };
    expect(requestedPage({ pathname: '/admin/login', search: '' }, state)).toBe('/admin');
  });
});
