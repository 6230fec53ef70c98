import type { RestCall } from './restCall';

/**
 * The request's headers for SQL, as PostgREST sets `request.headers` (a JSON object, names in lower
 * case), read with `current_setting('request.headers', true)`. `x-forwarded-for` is the client's
 * address as this server resolved it (TRUST_PROXY): on hosted Supabase the gateway writes that header,
 * and SQL reads the client there (the form limits, supabase/migrations/20261203040100).
 */
export function requestHeaders(request: RestCall): string {
  return JSON.stringify({ ...request.headers, 'x-forwarded-for': request.ip });
}
