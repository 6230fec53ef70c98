/**
 * Where the backend is and which public key to send. Built for a hosted
 * Supabase project, both come from VITE_ variables; served by the bundled
 * server, the API is on the same origin and the key is in a meta tag the
 * server writes into each page.
 */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** Set by the server renderer when it serves the site in front of a hosted project (SUPABASE_URL). */
let renderedForApiUrl = '';

export function setServerApiUrl(url: string): void {
  renderedForApiUrl = url;
}

/**
 * The API's base URL: the build's VITE_SUPABASE_URL, else the project the
 * server named (while rendering: SUPABASE_URL; in the browser: the page's
 * supabase-url meta tag), else empty for the site's own origin (bundled server).
 * The server and the browser must agree, or hydration finds other image links.
 */
export function apiBaseUrl(): string {
  return (
    import.meta.env.VITE_SUPABASE_URL ||
    renderedForApiUrl ||
    (typeof document === 'undefined' ? '' : document.querySelector<HTMLMetaElement>('meta[name="supabase-url"]')?.content || '')
  );
}

/**
 * Where stored images are resized (Storage's /render/image), or null when the
 * build says the project has no image transformations (hosted Supabase offers
 * them from the Pro plan): the pages then show the stored images as they are.
 */
export function imageRenderApiUrl(): string | null {
  return import.meta.env.VITE_IMAGE_TRANSFORMATIONS === 'off' ? null : apiBaseUrl();
}

export function readSupabaseConfig(): SupabaseConfig {
  const url = apiBaseUrl() || window.location.origin;
  const anonKey =
    import.meta.env.VITE_SUPABASE_ANON_KEY ||
    document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')?.content ||
    '';
  if (!anonKey) throw new Error('Clé Supabase introuvable : définissez VITE_SUPABASE_ANON_KEY ou servez le site par le serveur du projet.');
  return { url, anonKey };
}
