import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type RouteObject } from 'react-router';
import { loadPageState } from './loadPageState';
import { PageLoading } from './PageLoading';
import { PageRoutes } from './PageRoutes';
import type { PageState } from './pageState';

type Address = PageState['location'];

function isHashChangeOnly(shownAddress: Address, next: Address): boolean {
  return shownAddress.pathname === next.pathname && shownAddress.search === next.search && next.hash !== '' && shownAddress.hash !== next.hash;
}

interface ShownPage {
  /** Key of the history entry the state was computed for. */
  key: string;
  state: PageState;
}

/**
 * The public site in the browser: the page the server rendered (hydrated from
 * its embedded rows), then, at each change of address, the next page's chunk
 * and rows loaded through the same route loaders before it replaces the one
 * on screen. A page built in the browser with no server HTML (static hosting,
 * the customer area opened directly) shows « Chargement… » until it is ready.
 */
export function BrowserPages({ routes, initialState }: { routes: RouteObject[]; initialState: PageState | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownPage | null>(initialState ? { key: location.key, state: initialState } : null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (shown?.key === location.key) return;
    const { pathname, search, hash } = location;
    if (shown && isHashChangeOnly(shown.state.location, location)) {
      // A link to a part of the page (#content): same page, same rows, no loader runs.
      setShown({ key: location.key, state: { ...shown.state, location: { pathname, search, hash } } });
      return;
    }
    const controller = new AbortController();
    setBusy(true);
    loadPageState(routes, location, shown?.state ?? null, controller.signal).then(
      (load) => {
        if (controller.signal.aborted) return;
        if (load.kind === 'redirect') {
          void navigate(load.to, { replace: true });
          return;
        }
        setShown({ key: location.key, state: load.state });
        setBusy(false);
      },
      () => {
        // A chunk that cannot be fetched (network lost, or a new version deployed since this page
        // was opened): the server renders the asked-for page itself.
        if (!controller.signal.aborted) window.location.assign(`${pathname}${search}${hash}`);
      },
    );
    return () => controller.abort();
  }, [routes, location, navigate, shown]);

  if (!shown) return <PageLoading />;
  return <PageRoutes routes={routes} state={shown.state} busy={busy} />;
}
