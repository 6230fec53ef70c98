/** The back-office's public pages (no session needed), under its /admin basename. */
export const adminBasename = '/admin';
export const setPasswordPath = '/set-password';
export const forgotPasswordPath = '/forgot-password';
/** The second step of signing in (six-digit code, or enrolling when the setting requires a factor). */
export const mfaPath = '/mfa';

/**
 * ra-supabase compares window.location.pathname with "/set-password" literally, which never matches under /admin.
 * The second-factor page counts too: it checks the session itself, and checkAuth would send it to itself.
 */
export function isOnPublicAuthPage(pathname: string = window.location.pathname): boolean {
  const inside = pathname.startsWith(adminBasename) ? pathname.slice(adminBasename.length) : pathname;
  return inside === setPasswordPath || inside === forgotPasswordPath || inside === mfaPath;
}

/** Where a customer (not an administrator) is sent: the portal, another entry of the site. */
export const customerHome = '/dashboard';
