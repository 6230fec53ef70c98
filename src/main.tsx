import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './public-site/App';
import { pageFor, pageLoaders } from './public-site/pageLoaders';

// The customer area is its own chunk: a visitor of the public pages never downloads it.
const PortalApp = lazy(() => import('./portal/PortalApp'));

const site = (
  <StrictMode>
    <BrowserRouter>
      <App
        portal={
          <Suspense fallback={null}>
            <PortalApp />
          </Suspense>
        }
      />
    </BrowserRouter>
  </StrictMode>
);

async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  // A pre-rendered page is hydrated once its chunk is here, so the HTML the
  // visitor already reads is kept as it is instead of flashing a fallback.
  const page = pageFor(window.location.pathname);
  if (page) await pageLoaders[page]().catch(() => undefined);
  if (root.firstElementChild) hydrateRoot(root, site);
  else createRoot(root).render(site);
}

void start();
