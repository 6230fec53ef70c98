/**
 * How long a rate-limited visitor must wait, carried in the `hint` of the
 * API's 429 answer (supabase-js hands a page the error body, not the
 * Retry-After header). The server writes it and the forms read it with the
 * same pattern, defined here once.
 */
export function retryHint(seconds: number): string {
  return `Retry in ${seconds} s`;
}

/** The seconds to wait read from a 429's hint, or undefined when it carries none. */
export function readRetryHint(hint: string | null | undefined): number | undefined {
  const match = /^Retry in (\d+) s$/.exec(hint ?? '');
  return match ? Number(match[1]) : undefined;
}
