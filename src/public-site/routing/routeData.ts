import { createContext, useContext } from 'react';
import type { PageHead } from '../../shared/seo/pageHead';

/** The rows the current route's loader returned (provided by PageRoutes around each route's element). */
export const RouteDataContext = createContext<unknown>(undefined);

/** The error a loader of the page threw (a 404 response, an unavailable database), for the error element. */
export const RouteErrorContext = createContext<unknown>(undefined);

export interface PageStatus {
  /** The next page's chunk or rows are on their way; the current page stays on screen meanwhile. */
  busy: boolean;
  /** Title and description of the page shown. */
  head: PageHead;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** The rows of the route this component belongs to, as its loader returned them. */
export function useRouteData<Data>(): Data {
  return useContext(RouteDataContext) as Data;
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function usePageStatus(): PageStatus {
  const status = useContext(PageStatusContext);
  if (!status) throw new Error('usePageStatus must be used within PageRoutes');
  return status;
}
