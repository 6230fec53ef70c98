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

/**
 * The API's base URL without touching the page, so it also works while a page
 * is rendered on the server: empty means the site's own origin (bundled server).
 */
export function apiBaseUrl(): string {
  return import.meta.env.VITE_SUPABASE_URL || '';
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
