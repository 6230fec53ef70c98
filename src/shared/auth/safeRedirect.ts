import { paths } from '../paths';

/**
 * The page to return to after login, from `?redirect=`: only a path of this
 * site. "//evil.example" or "/\evil.example" would leave the site, and a full
 * URL could be anything, so those fall back to the default.
 */
export function safeRedirectPath(requested: string | null | undefined): string | null {
  if (!requested) return null;
  if (!requested.startsWith('/') || requested.startsWith('//') || requested.startsWith('/\\')) return null;
  // Control characters (tab, newline) are dropped by URL parsers and could turn "/\t/x" into "//x".
  if ([...requested].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  return requested;
}

/** Where a user goes after login: the requested page, else the area of their role. */
export function landingPathAfterLogin(requested: string | null | undefined, isAdmin: boolean): string {
  return safeRedirectPath(requested) ?? (isAdmin ? paths.admin : paths.dashboard);
}

/** The back-office is another entry: reaching it needs a full page load, not a client-side navigation. */
export function needsFullPageLoad(path: string): boolean {
  return path === paths.admin || path.startsWith(`${paths.admin}/`) || path.startsWith(`${paths.admin}?`);
}
