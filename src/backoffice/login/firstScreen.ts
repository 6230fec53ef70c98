import { hasStoredSession, urlHasAuthCallback } from '../../shared/supabase/authStorage';
import { adminBasename, isOnPublicAuthPage } from '../auth/authPages';

const loginPath = `${adminBasename}/login`;

/**
 * Whether this load starts on the login form of the first chunk: nobody is signed in here (no
 * stored session, read without supabase-js) and the page is not one react-admin must open itself
 * (forgot/set-password, the second factor, an auth redirect carrying tokens). A stored session that
 * turns out to be dead still reaches react-admin, whose own login page is the same form.
 */
export function startsOnLoginForm(location: Pick<Location, 'pathname'> = window.location): boolean {
  if (hasStoredSession() || urlHasAuthCallback()) return false;
  if (isOnPublicAuthPage(location.pathname) || location.pathname.startsWith(`${adminBasename}/auth-callback`)) return false;
  return location.pathname === adminBasename || location.pathname.startsWith(`${adminBasename}/`);
}

/** react-router's history entry: what it keeps in `usr` is the route's `location.state`. */
interface RouterHistoryState {
  usr?: { nextPathname?: string; nextSearch?: string } | null;
}

/**
 * Where to go once signed in: the back-office page that was asked for. react-admin remembers it in
 * the history entry (nextPathname) when it sends a visitor to its login page; this form does the
 * same, so a reload of /admin/login still knows it.
 */
export function requestedPage(location: Pick<Location, 'pathname' | 'search'>, state: unknown): string {
  const remembered = (state as RouterHistoryState | null)?.usr;
  if (remembered?.nextPathname?.startsWith(`${adminBasename}/`) || remembered?.nextPathname === adminBasename) {
    return `${remembered.nextPathname}${remembered.nextSearch ?? ''}`;
  }
  if (location.pathname !== loginPath) return `${location.pathname}${location.search}`;
  return adminBasename;
}

/** Shows /admin/login in the address bar, as react-admin does, keeping the page asked for in the history entry. */
export function showLoginAddress(requested: string): void {
  const url = new URL(requested, window.location.origin);
  window.history.replaceState({ usr: { nextPathname: url.pathname, nextSearch: url.search }, key: 'login', idx: 0 }, '', loginPath);
}
