import { browserBuiltAddresses, isUnder, unkeptOfflinePaths } from '../../shared/pageAddresses';

/**
 * Addresses the service worker never answers, caches or even looks at: the back-office, the customer
 * area and the personal links (private data, built by the browser: the page table names them), and every
 * API (rows, sessions, non-public files). Kept apart from the worker so a unit test pins the list.
 */
const privatePrefixes = ['/admin', ...browserBuiltAddresses().map((address) => address.prefix), '/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/realtime/v1'];

/**
 * Public pages not kept, as the page table says: account pages need the network anyway, and their addresses may
 * carry a one-time code or a token (`/confirm-email?token=…`, `/reset-password?code=…`) that must not stay on the device.
 */
const unkeptPages = unkeptOfflinePaths();

/** Images anyone may fetch: the site's own and Storage's public objects (resized or not). */
const publicImagePrefixes = ['/images/', '/storage/v1/object/public/', '/storage/v1/render/image/public/'];

export function isPrivateAddress(pathname: string): boolean {
  return privatePrefixes.some((prefix) => isUnder(pathname, prefix));
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
  return isPublicPage(pathname) && !unkeptPages.some((page) => isUnder(pathname, page));
}
