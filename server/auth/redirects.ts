/**
 * Where an auth e-mail's link may send the browser: SITE_URL's origin, or an address the operator
 * listed in ADDITIONAL_REDIRECT_URLS; anything else goes to SITE_URL. Never the origin the request
 * came to: Host and X-Forwarded-Host are the caller's to choose, so trusting them would let anyone
 * have our e-mails point at their own site.
 */
export function safeRedirect(requested: string | undefined, siteUrl: string, allowList: readonly string[]): string {
  if (!requested) return siteUrl;
  // First, before any parsing: URL parsing drops TAB, LF and CR anywhere and trims the other controls, so
  // `/\t/evil.example` would pass as a path and then resolve to `//evil.example`, another origin.
  if (hasControlOrSpace(requested)) return siteUrl;
  const site = new URL(siteUrl);
  const relative = requested.startsWith('/');
  let target: URL;
  try {
    target = relative ? new URL(requested, site) : new URL(requested);
  } catch {
    return siteUrl;
  }
  if ((target.protocol !== 'https:' && target.protocol !== 'http:') || target.username || target.password) return siteUrl;
  // Every branch compares the origin the browser will go to, never the text it was written as.
  if (target.origin === site.origin) return target.href;
  // A path is the site's; one that resolves elsewhere (`//host`, `/\host`) is not an allow-listed address written out.
  if (relative) return siteUrl;
  // Patterns are matched against the address as a browser reads it (`https://evil\.example.bf` is host `evil`).
  return allowList.some((pattern) => redirectPatternMatches(pattern, target.href)) ? target.href : siteUrl;
}

/** Control characters and spaces are never part of a real address, and URL parsers strip some of them. */
function hasControlOrSpace(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * GoTrue's allow-list patterns: `**` matches anything, `*` anything but a `.` or a `/`, `?` one
 * such character; the rest must match exactly, over the whole address.
 * E.g. `https://*.example.bf/**` or `http://localhost:5173/**`.
 */
export function redirectPatternMatches(pattern: string, address: string): boolean {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') {
      source += '[^./]*';
    } else if (char === '?') {
      source += '[^./]';
    } else {
      source += char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`, 's').test(address);
}

/** Reads ADDITIONAL_REDIRECT_URLS: patterns separated by commas, each an http(s) address. */
export function parseRedirectAllowList(text: string | undefined): string[] {
  const patterns = (text ?? '').split(',').map((pattern) => pattern.trim()).filter(Boolean);
  const wrong = patterns.find((pattern) => !/^https?:\/\/[^/]/i.test(pattern));
  if (wrong !== undefined) {
    throw new Error(`ADDITIONAL_REDIRECT_URLS invalide : « ${wrong} » (attendu : des adresses http(s), par ex. https://www.example.bf/**)`);
  }
  return patterns;
}

/** Appends parameters in the URL fragment, where tokens stay out of server logs and Referer headers. */
export function withFragment(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return url.toString();
}
