import type { ReactNode } from 'react';
import { data, redirect, type RouteObject } from 'react-router';
import { pageTable, type PageKey } from '../../shared/pageTable';
import { paths } from '../../shared/paths';
import { fetchSiteSettings } from '../queries/settingsQueries';
import { isPageModuleKey, loadPage, type PageModule } from './pageModules';
import { PageError } from './PageError';
import { pageErrorRouteId } from './pageState';
import { RootLayout } from './RootLayout';

/**
 * The route of a row of the page table: a page whose module (component, loader, head) arrives with its
 * chunk, or the portal (given by the entry: another area, its own chunk) at its address and under it.
 */
function tableRoute(key: PageKey, portal: ReactNode): RouteObject {
  const { path } = pageTable[key];
  if (!isPageModuleKey(key)) return { path: `${path.slice(1)}/*`, element: portal };
  const lazy = async () => {
    const module: PageModule = await loadPage(key);
    return { Component: module.default, ...(module.loader ? { loader: module.loader } : {}), ...(module.handle ? { handle: module.handle } : {}) };
  };
  // Children of the root route: the home page is its index, the others' patterns are relative to it.
  return path === paths.home ? { id: key, index: true, lazy } : { id: key, path: path.slice(1), lazy };
}

/**
 * Every route of the public site, for the browser router and the server
 * renderer alike. The root loads the company details once (header and footer
 * of every page); page loaders read the page's own rows.
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
            ...(Object.keys(pageTable) as PageKey[]).map((key) => tableRoute(key, portal)),
            { path: paths.privacyShort.slice(1), loader: () => redirect(paths.privacyPolicy, 301) },
            { path: paths.termsShort.slice(1), loader: () => redirect(paths.termsOfService, 301) },
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
