/**
 * Addresses the service worker never answers, caches or even looks at: the back-office, the customer
 * area and a personal appointment link (private data, built by the browser), and every API (rows,
 * sessions, non-public files). Kept apart from the worker so a unit test pins the list.
 */
const privatePrefixes = ['/admin', '/dashboard', '/appointment/manage/', '/quote/view/', '/order/view/', '/invoice/view/', '/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/realtime/v1'];

/**
 * Public pages not kept: account pages need the network anyway, and their addresses may carry a
 * one-time code or a token (`/confirm-email?token=…`, `/reset-password?code=…`) that must not stay on the device.
 */
const unkeptPages = ['/login', '/register', '/forgot-password', '/reset-password', '/confirm-email'];

/** Images anyone may fetch: the site's own and Storage's public objects (resized or not). */
const publicImagePrefixes = ['/images/', '/storage/v1/object/public/', '/storage/v1/render/image/public/'];

function startsWithSegment(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isPrivateAddress(pathname: string): boolean {
  return privatePrefixes.some((prefix) => startsWithSegment(pathname, prefix));
}

export function isPublicImage(pathname: string): boolean {
  return publicImagePrefixes.some((prefix) => pathname.startsWith(prefix)) && !pathname.includes('..');
}

/** A public page: the worker answers for it (with the offline page when the network fails). */
export function isPublicPage(pathname: string): boolean {
  return !isPrivateAddress(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** A public page the worker may also keep and show again without a network. */
export function isKeptPage(pathname: string): boolean {
  return isPublicPage(pathname) && !unkeptPages.some((page) => startsWithSegment(pathname, page));
}
