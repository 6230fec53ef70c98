/**
 * Where a recovery link may send the browser: only back to the site itself
 * (SITE_URL's origin, or the origin the request came to), never elsewhere,
 * so our links cannot be used to bounce visitors to another site.
 */
export function safeRedirect(requested: string | undefined, siteUrl: string, requestOrigin: string): string {
  if (!requested) return siteUrl;
  if (requested.startsWith('/') && !requested.startsWith('//') && !requested.startsWith('/\\')) {
    return new URL(requested, siteUrl).toString();
  }
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return siteUrl;
  }
  const allowed = [new URL(siteUrl).origin, requestOrigin];
  return allowed.includes(target.origin) ? target.toString() : siteUrl;
}

/** Appends parameters in the URL fragment, where tokens stay out of server logs and Referer headers. */
export function withFragment(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return url.toString();
}
