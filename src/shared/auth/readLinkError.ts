/**
 * An auth link that failed (expired, already used) comes back with
 * `#error_description=…`; supabase-js clears the address, so it is read once at start.
 */
export function readLinkError(): string | null {
  if (typeof window === 'undefined') return null;
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(window.location.search);
  return fragment.get('error_description') ?? query.get('error_description');
}
