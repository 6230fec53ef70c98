import type { ReactNode } from 'react';
import { data, redirect, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { fetchSiteSettings } from '../queries/settingsQueries';
import { pageModules, type PageKey, type PageModule } from './pageModules';
import { PageError } from './PageError';
import { pageErrorRouteId } from './pageState';
import { RootLayout } from './RootLayout';

/** A page route whose module (component, loader, head) arrives with its chunk. */
function page(path: string | null, key: PageKey): RouteObject {
  const lazy = async () => {
    const module: PageModule = await pageModules[key]();
    return { Component: module.default, ...(module.loader ? { loader: module.loader } : {}), ...(module.handle ? { handle: module.handle } : {}) };
  };
  return path === null ? { id: key, index: true, lazy } : { id: key, path, lazy };
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
            page(null, 'home'),
            page('services', 'services'),
            page('products', 'products'),
            page('products/:slug', 'product'),
            page('appointment', 'appointment'),
            page('appointment/manage/:token', 'appointmentManage'),
            page('quote', 'quote'),
            page('quote/view/:token', 'quoteView'),
            page('order/view/:token', 'orderView'),
            page('contact', 'contact'),
            page('cart', 'cart'),
            page('blog', 'blog'),
            page('blog/:slug', 'blogPost'),
            page('privacy-policy', 'privacyPolicy'),
            page('terms-of-service', 'termsOfService'),
            page('sitemap', 'sitemap'),
            page('offline', 'offline'),
            page('login', 'login'),
            page('register', 'register'),
            page('forgot-password', 'forgotPassword'),
            page('reset-password', 'resetPassword'),
            page('confirm-email', 'confirmEmail'),
            { path: 'privacy', loader: () => redirect(paths.privacyPolicy, 301) },
            { path: 'terms', loader: () => redirect(paths.termsOfService, 301) },
            { path: 'dashboard/*', element: portal },
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
