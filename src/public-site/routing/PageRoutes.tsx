import { useMemo } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { headOfPage } from './headOfPage';
import type { PageState } from './pageState';
import { PageStatusContext, RouteDataContext, RouteErrorContext, type PageStatus } from './routeData';

/**
 * The routes as React Router renders them, each element given its loader's
 * rows, and the route holding a loader's error showing its error element
 * instead of its children.
 */
function routesWithData(routes: RouteObject[], state: PageState): RouteObject[] {
  return routes.map((route) => {
    const error = route.id && state.errors ? state.errors[route.id] : undefined;
    const Page = route.Component;
    const content = Page ? <Page /> : (route.element ?? <Outlet />);
    let element = content;
    if (error !== undefined && route.errorElement) element = <RouteErrorContext.Provider value={error}>{route.errorElement}</RouteErrorContext.Provider>;
    else if (route.id && route.id in state.loaderData) element = <RouteDataContext.Provider value={state.loaderData[route.id]}>{content}</RouteDataContext.Provider>;
    const shape = { path: route.path, caseSensitive: route.caseSensitive, id: route.id, element };
    return route.index ? { ...shape, index: true } : { ...shape, children: route.children && routesWithData(route.children, state) };
  });
}

/**
 * One page of the public site from its state: the same component tree on the
 * server (inside a StaticRouter) and in the browser (inside a BrowserRouter),
 * so hydration finds exactly the markup the server sent. The location shown is
 * the state's, not the address bar's: during a client-side navigation the
 * previous page stays, consistent with itself, until the next one is ready.
 */
export function PageRoutes({ routes, state, busy }: { routes: RouteObject[]; state: PageState; busy: boolean }) {
  const renderedRoutes = useMemo(() => routesWithData(routes, state), [routes, state]);
  const head = useMemo(() => headOfPage((matchRoutes(routes, state.location) ?? []).map((match) => match.route), state), [routes, state]);
  const status = useMemo<PageStatus>(() => ({ busy, head }), [busy, head]);
  const page = useRoutes(renderedRoutes, state.location);
  return <PageStatusContext.Provider value={status}>{page}</PageStatusContext.Provider>;
}
