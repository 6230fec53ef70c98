import type { Location } from 'react-router';

/**
 * What a public page is rendered from: its address, the rows its routes'
 * loaders returned (by route id) and, when a loader failed, the error, keyed
 * by the id of the route that shows it. The server computes it with React
 * Router's static handler; the browser reads it from the page (hydration) and
 * computes it again on each client-side navigation (see loadPageState.ts).
 */
export interface PageState {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}

/** What the server embeds in the page for the browser to hydrate from. */
export type HydrationData = Pick<PageState, 'loaderData' | 'errors'>;

/** Id of the route whose error element shows any page's error (inside the site's layout). */
export const pageErrorRouteId = 'pages';
