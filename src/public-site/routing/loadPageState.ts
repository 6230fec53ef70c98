import { matchRoutes, type LoaderFunctionArgs, type Location, type RouteMatch, type RouteObject } from 'react-router';
import type { PageState } from './pageState';
import { routeErrorOf } from './routeErrors';

export type PageLoad = { kind: 'page'; state: PageState } | { kind: 'redirect'; to: string };

type PageAddress = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Fetches the chunks (component, loader, head) of the routes an address matches. */
export async function loadRouteModules(routes: RouteObject[], location: PageAddress): Promise<RouteMatch[]> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return matches;
}

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location');
}

/** The route that shows an error thrown at `index`: the nearest one above it with an error element. */
function errorRouteId(matches: RouteMatch[], index: number): string {
  for (let at = index; at >= 0; at -= 1) if (matches[at].route.errorElement && matches[at].route.id) return matches[at].route.id!;
  return matches[0].route.id ?? 'root';
}

/**
 * The state of the page at `location`, computed in the browser on a
 * client-side navigation as the server computes it on a request (React
 * Router's static handler): every matched route's loader runs with the same
 * arguments, in parallel; a route whose `shouldRevalidate` says no keeps the
 * rows of the page before (the company details are read once a visit); a
 * loader that throws puts the page in error; a redirect is followed.
 */
export async function loadPageState(routes: RouteObject[], location: PageAddress, previous: PageState | null, signal: AbortSignal): Promise<PageLoad> {
  const matches = await loadRouteModules(routes, location);
  const url = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
  const request = new Request(url, { signal });
  const loaderData: Record<string, unknown> = {};
  const thrown: { index: number; error: unknown }[] = [];
  let redirectTo: string | null = null;
  await Promise.all(
    matches.map(async (match, index) => {
      const { route } = match;
      if (typeof route.loader !== 'function') return;
      if (route.id && previous && route.id in previous.loaderData && keepsRows(route, previous, url, match.params)) {
        loaderData[route.id] = previous.loaderData[route.id];
        return;
      }
      try {
        const args = { request, url, params: match.params, pattern: route.path ?? '', context: undefined } as unknown as LoaderFunctionArgs;
        const value: unknown = await route.loader(args);
        if (isRedirect(value)) redirectTo = value.headers.get('Location');
        else if (route.id) loaderData[route.id] = value;
      } catch (error) {
        if (isRedirect(error)) redirectTo = error.headers.get('Location');
        else thrown.push({ index, error });
      }
    }),
  );
  if (redirectTo) return { kind: 'redirect', to: redirectTo };
  if (thrown.length === 0) return { kind: 'page', state: { location, loaderData, errors: null } };
  const first = thrown.reduce((shallowest, candidate) => (candidate.index < shallowest.index ? candidate : shallowest));
  const kept = Object.fromEntries(matches.slice(0, first.index).flatMap(({ route }) => (route.id && route.id in loaderData ? [[route.id, loaderData[route.id]]] : [])));
  return { kind: 'page', state: { location, loaderData: kept, errors: { [errorRouteId(matches, first.index)]: routeErrorOf(first.error) } } };
}

function keepsRows(route: RouteObject, previous: PageState, nextUrl: URL, nextParams: RouteMatch['params']): boolean {
  if (!route.shouldRevalidate) return false;
  const { pathname, search, hash } = previous.location;
  const currentUrl = new URL(`${pathname}${search}${hash}`, window.location.origin);
  return !route.shouldRevalidate({ currentUrl, currentParams: {}, nextUrl, nextParams, defaultShouldRevalidate: true });
}
