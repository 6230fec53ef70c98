import type { ReactNode } from 'react';
import { data, redirect, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { fetchSiteSettings } from '../queries/settingsQueries';
import { loadPage, pageTable, type PageKey, type PageModule } from './pageModules';
import { PageError } from './PageError';
import { pageErrorRouteId } from './pageState';
import { RootLayout } from './RootLayout';

/** A page route whose module (component, loader, head) arrives with its chunk. */
function page(key: PageKey): RouteObject {
  const lazy = async () => {
    const module: PageModule = await loadPage(key);
    return { Component: module.default, ...(module.loader ? { loader: module.loader } : {}), ...(module.handle ? { handle: module.handle } : {}) };
  };
  const path = pageTable[key].path;
  // Children of the root route: the home page is its index, the others' patterns are relative to it.
  return path === paths.home ? { id: key, index: true, lazy } : { id: key, path: path.slice(1), lazy };
}

/**
 * Every route of the public site, for the browser router and the server
 * renderer alike. The root loads the company details once (header and footer
 * of every page); page loaders read the page's own rows. The portal is given
 * by the entry (another area, its own chunk).
 */
export function publicRoutes(portal: ReactNode): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: fetchSiteSettings,
      // The company details change rarely; a visit reads them once (see loadPageState).
      shouldRevalidate: () => false,
      element: <RootLayout />,
      children: [
        {
          id: pageErrorRouteId,
          errorElement: <PageError />,
          children: [
            ...(Object.keys(pageTable) as PageKey[]).map(page),
            { path: paths.privacyShort.slice(1), loader: () => redirect(paths.privacyPolicy, 301) },
            { path: paths.termsShort.slice(1), loader: () => redirect(paths.termsOfService, 301) },
            { path: `${paths.dashboard.slice(1)}/*`, element: portal },
            {
              id: 'notFound',
              path: '*',
              loader: () => {
                throw data(null, { status: 404, statusText: 'Not Found' });
              },
            },
          ],
        },
      ],
    },
  ];
}
