import { parseError } from './errors';

/** Longest query string accepted: PostgREST sits behind proxies with similar limits. */
const maxQueryStringLength = 16_384;

/**
 * The raw query string as ordered key/value pairs. PostgREST repeats keys and
 * nests parentheses, so Fastify's parser is not used. `+` and `%20` both mean a
 * space (URLSearchParams sends the first, qs the second); `key[0]`, `key[1]`
 * (what qs makes of an array) count as the same key repeated.
 */
export function parseQueryString(url: string): Array<[string, string]> {
  const start = url.indexOf('?');
  if (start < 0) return [];
  const raw = url.slice(start + 1);
  if (raw.length > maxQueryStringLength) throw parseError('Query string too long', `Maximum ${maxQueryStringLength} characters`);
  const pairs: Array<[string, string]> = [];
  for (const part of raw.split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const rawKey = equals < 0 ? part : part.slice(0, equals);
    const rawValue = equals < 0 ? '' : part.slice(equals + 1);
    const key = decode(rawKey).replace(/(\[\d*\])+$/, '');
    pairs.push([key, decode(rawValue)]);
  }
  return pairs;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw parseError('Malformed percent-encoding in the query string');
  }
}
