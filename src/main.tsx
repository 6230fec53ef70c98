import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { hydrationDataElementId } from './public-site/routing/hydrationData';
import { publicRoutes } from './public-site/routing/routes';

// The customer area is its own chunk: a visitor of the public pages never downloads it.
const PortalApp = lazy(() => import('./portal/PortalApp'));

const routes = publicRoutes(
  <Suspense fallback={null}>
    <PortalApp />
  </Suspense>,
);

/** The rows the server rendered the page with, so the browser does not ask for them again. */
function readHydrationData(): HydrationState | undefined {
  const script = document.getElementById(hydrationDataElementId);
  return script?.textContent ? (JSON.parse(script.textContent) as HydrationState) : undefined;
}

/** Loads the chunks of the routes on screen before hydrating, so React finds the same page the server sent. */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  const hydrationData = readHydrationData();
  if (hydrationData) await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData });
  const site = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // A server-rendered page is hydrated; a page served without HTML (static hosting, the portal) is built here.
  if (hydrationData && root.firstElementChild) hydrateRoot(root, site);
  else createRoot(root).render(site);
}

void start();
