import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BrowserPages } from './public-site/routing/BrowserPages';
import { loadRouteModules } from './public-site/routing/loadPageState';
import type { HydrationData, PageState } from './public-site/routing/pageState';
import { publicRoutes } from './public-site/routing/routes';

// The customer area is its own chunk: a visitor of the public pages never downloads it.
const PortalApp = lazy(() => import('./portal/PortalApp'));

const routes = publicRoutes(
  <Suspense fallback={null}>
    <PortalApp />
  </Suspense>,
);

/** What the page does not need to be read (service worker, Web Vitals) waits this long after the load: on a slow link it must not compete with the application. */
const afterLoadDelayMs = 3000;

function scheduleAfterLoad(): void {
  const afterLoad = () =>
    setTimeout(() => {
      // Offline by then (a visitor in a dead zone): fetched when the network returns, not given up for the visit.
      import('./public-site/afterLoad').catch(() => addEventListener('online', afterLoad, { once: true }));
    }, afterLoadDelayMs);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

/**
 * Called by the boot script (src/boot.ts) with the rows the server rendered the page with (the JSON of
 * its hydration <script>), so the browser does not ask for them again; without them (the customer
 * area, static hosting) the page is built here.
 */
export async function startApplication(hydrationJson: string | undefined): Promise<void> {
  scheduleAfterLoad();
  const root = document.getElementById('root')!;
  const hydrationData = hydrationJson ? (JSON.parse(hydrationJson) as HydrationData) : undefined;
  const { pathname, search, hash } = window.location;
  const initialState: PageState | null = hydrationData ? { location: { pathname, search, hash }, ...hydrationData } : null;
  // The chunks of the page on screen are loaded before hydrating, so React finds the same page the server sent.
  if (initialState) await loadRouteModules(routes, initialState.location);
  const site = (
    <StrictMode>
      <BrowserRouter>
        <BrowserPages routes={routes} initialState={initialState} />
      </BrowserRouter>
    </StrictMode>
  );
  // A server-rendered page is hydrated; a page served without HTML (static hosting, the portal) is built here.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a long task of 0.3-1.2 s on a slow phone, issue 31); a tap meanwhile
  // hydrates its part of the page first. Next.js and Remix hydrate the same way.
  if (initialState && root.firstElementChild) startTransition(() => void hydrateRoot(root, site));
  else createRoot(root).render(site);
}

