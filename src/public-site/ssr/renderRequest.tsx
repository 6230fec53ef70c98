import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, StaticRouter, type StaticHandlerContext } from 'react-router';
import type { Supabase } from '../../shared/supabase/client';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { setServerPurifier, type Purifier } from '../blog/purifier';
import type { SiteSettings } from '../../shared/config/company';
import { headTags, jsonLdScript, localBusiness } from '../../shared/seo/headTags';
import { setServerDataClient } from '../data/dataClient';
import { setServerApiUrl } from '../../shared/supabase/config';
import { headOfPage } from '../routing/headOfPage';
import { isPageModuleKey, pageSource } from '../routing/pageModules';
import { PageRoutes } from '../routing/PageRoutes';
import type { HydrationData, PageState } from '../routing/pageState';
import { routeErrorOf } from '../routing/routeErrors';
import { publicRoutes } from '../routing/routes';

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

/** Route errors as JSON the browser reads back (thrown responses keep status and data; anything else becomes a 500). */
function serialisableErrors(errors: StaticHandlerContext['errors']): PageState['errors'] {
  return errors ? Object.fromEntries(Object.entries(errors).map(([routeId, error]) => [routeId, routeErrorOf(error)])) : null;
}

/**
 * Renders one public address as a visitor would get it: the route loaders read
 * through `client` (supabase-js with the anon key, so RLS decides what shows),
 * then the page is rendered to HTML with its head and the data to hydrate from.
 * apiUrl: the hosted project the browser will call (images link to its Storage).
 */
export async function renderRequest(url: string, client: Supabase, siteUrl: string, apiUrl = ''): Promise<RenderedRequest> {
  setServerDataClient(client);
  setServerApiUrl(apiUrl);
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const { pathname, search } = new URL(url);
  // Loaders ran with React Router's static handler; the page is drawn by the same component as in the browser.
  const state: PageState = { location: { pathname, search, hash: '' }, loaderData: context.loaderData, errors: serialisableErrors(context.errors) };
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouter location={`${pathname}${search}`}>
        <PageRoutes routes={handler.dataRoutes} state={state} busy={false} />
      </StaticRouter>
    </StrictMode>,
  );
  const settings = context.loaderData.root as SiteSettings;
  const head = headOfPage(context.matches.map((match) => match.route), state);
  const headHtml = [headTags(head, siteUrl), jsonLdScript(localBusiness(settings, siteUrl))].join('\n    ');
  const pageSourceFiles = context.matches.map((match) => match.route.id).filter(isPageModuleKey).map(pageSource);
  const hydrationData: HydrationData = { loaderData: state.loaderData, errors: state.errors };
  return { kind: 'page', status: context.statusCode, appHtml, headHtml, hydrationData, pageSourceFiles };
}
