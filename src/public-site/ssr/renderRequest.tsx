import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { SupabaseClient } from '@supabase/supabase-js';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { setServerPurifier, type Purifier } from '../blog/purifier';
import type { SiteSettings } from '../../shared/config/company';
import { headTags, jsonLdScript, localBusiness } from '../../shared/seo/headTags';
import { notFoundMeta } from '../../shared/seo/meta/notFound';
import type { PageHandle, PageHead } from '../../shared/seo/pageHead';
import { setServerDataClient } from '../data/dataClient';
import { setServerApiUrl } from '../../shared/supabase/config';
import { pageSources, type PageKey } from '../routing/pageModules';
import { publicRoutes } from '../routing/routes';
import { layoutText } from '../i18n/fr/layout';

export type RenderedRequest =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page inside <div id="root">. */
      appHtml: string;
      /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
      headHtml: string;
      /** What the browser router hydrates from (loader data and route errors). */
      hydrationData: object;
      /** Source files of the page chunks shown, for the server to preload. */
      pageSourceFiles: string[];
    };

// Posts are sanitised on the server exactly as in the browser: the same DOMPurify, on a DOM of its own.
setServerPurifier(DOMPurify(new JSDOM('').window) as unknown as Purifier);

const routes = publicRoutes(null);
const handler = createStaticHandler(routes);

/** The deepest route that says what its head is; errors (404, unavailable) have their own. */
function pageHead(context: StaticHandlerContext): PageHead {
  if (context.errors) return notFoundHeadFor(Object.values(context.errors)[0]);
  const match = [...context.matches].reverse().find((candidate) => (candidate.route.handle as PageHandle | undefined)?.head);
  if (!match) return notFoundMeta;
  return (match.route.handle as PageHandle<unknown>).head(context.loaderData[match.route.id]);
}

function notFoundHeadFor(error: unknown): PageHead {
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta;
  return layoutText.pageError.head;
}

/** Route errors as JSON the browser router reads back (thrown responses keep status and data; anything else becomes a 500). */
function serialisableErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error) ? { status: error.status, statusText: error.statusText, internal: false, data: error.data ?? null } : { status: 500, statusText: 'Internal Server Error', internal: false, data: null },
    ]),
  );
}

/**
 * Renders one public address as a visitor would get it: the route loaders read
 * through `client` (supabase-js with the anon key, so RLS decides what shows),
 * then the page is rendered to HTML with its head and the data to hydrate from.
 * apiUrl: the hosted project the browser will call (images link to its Storage).
 */
export async function renderRequest(url: string, client: SupabaseClient, siteUrl: string, apiUrl = ''): Promise<RenderedRequest> {
  setServerDataClient(client);
  setServerApiUrl(apiUrl);
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const settings = context.loaderData.root as SiteSettings;
  const head = pageHead(context);
  const headHtml = [headTags(head, siteUrl), jsonLdScript(localBusiness(settings, siteUrl))].join('\n    ');
  const pageSourceFiles = context.matches.map((match) => pageSources[match.route.id as PageKey]).filter(Boolean);
  const hydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: serialisableErrors(context.errors) };
  return { kind: 'page', status: context.statusCode, appHtml, headHtml, hydrationData, pageSourceFiles };
}
