import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { PublishedPages } from '../seo';
import type { ContentWatcher } from './contentChanges';
import { NoRealtimeSocket, noteRead } from './renderClient';

/** A page waits this long at most for the project's API before it is served as the shell. */
const requestTimeoutMs = 10_000;

export interface HostedProject {
  url: string;
  anonKey: string;
}

/**
 * supabase-js against the hosted project with its anon key: the route loaders
 * read over HTTP exactly what a visitor's browser may read (the project's RLS).
 */
export function createRemoteRenderClient(project: HostedProject): SupabaseClient {
  const timedFetch: typeof fetch = (input, init = {}) => {
    // The tables a page reads, as the bundled render client notes them: with the project's database
    // (hostedProduct.ts) its NOTIFY drops the pages that read the changed table.
    noteRead(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return fetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(requestTimeoutMs) });
  };
  return createClient(project.url, project.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeSocket as unknown as typeof WebSocket },
    global: { fetch: timedFetch },
  });
}

/** sitemap.xml through the API: RLS shows anon the published products and the posts that are due. */
export function publishedFromApi(client: SupabaseClient): PublishedPages {
  return async () => {
    const [products, posts] = await Promise.all([
      client.from('products').select('slug, updated_at').eq('published', true).order('created_at', { ascending: false }),
      client.from('blog_posts').select('slug, updated_at').not('published_at', 'is', null).lte('published_at', new Date().toISOString()).order('published_at', { ascending: false }),
    ]);
    if (products.error) throw new Error(products.error.message);
    if (posts.error) throw new Error(posts.error.message);
    return { products: products.data, posts: posts.data };
  };
}

/**
 * Without the project's database (no DATABASE_URL), no LISTEN reaches it: pages expire after
 * PAGE_CACHE_TTL instead (PageCache's time to live), so nothing to watch.
 */
export async function expiryOnly(): Promise<ContentWatcher> {
  return { beforeServe() {}, stop: async () => {} };
}

/** /health in front of a project: its REST API answers the anon key. */
export async function projectAnswers(project: HostedProject): Promise<boolean> {
  try {
    const response = await fetch(`${project.url}/rest/v1/products?select=slug&limit=1`, {
      headers: { apikey: project.anonKey, authorization: `Bearer ${project.anonKey}` },
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
