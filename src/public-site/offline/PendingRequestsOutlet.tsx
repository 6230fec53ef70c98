import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingRequests } from './pendingFlag';

// Offline on a page whose chunk of the notice was never fetched (nor kept by the service worker): no notice, not a broken page.
const PendingRequestsNotice = lazy(() => import('./PendingRequestsNotice').catch(() => ({ default: () => null })));

/**
 * Where the layout shows requests kept from a lost network, on every page. Drawn only after
 * the page has loaded (the server's HTML and hydration have nothing here), and only on a
 * device that holds some, so the first load of other visitors carries no IndexedDB code.
 */
export function PendingRequestsOutlet() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!hasPendingRequests()) return undefined;
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PendingRequestsNotice />
    </Suspense>
  );
}
