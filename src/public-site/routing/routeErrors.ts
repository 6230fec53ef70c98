import { isRouteErrorResponse, type ErrorResponse } from 'react-router';

/**
 * A loader's failure as the page shows it and as it travels in the HTML: the
 * status of a thrown response (`data(null, { status: 404 })`, a Response), or
 * 500 for anything else, in React Router's error-response shape so that
 * `isRouteErrorResponse` recognises it on both sides.
 */
export function routeErrorOf(thrown: unknown): ErrorResponse & { internal: false } {
  if (isRouteErrorResponse(thrown)) return { status: thrown.status, statusText: thrown.statusText, internal: false, data: thrown.data ?? null };
  if (thrown instanceof Response) return { status: thrown.status, statusText: thrown.statusText, internal: false, data: null };
  if (isDataWithInit(thrown)) return { status: thrown.init?.status ?? 500, statusText: thrown.init?.statusText ?? '', internal: false, data: thrown.data ?? null };
  return { status: 500, statusText: 'Internal Server Error', internal: false, data: null };
}

/** What React Router's `data(value, init)` returns (its class is not exported). */
function isDataWithInit(thrown: unknown): thrown is { data: unknown; init: ResponseInit | null } {
  return typeof thrown === 'object' && thrown !== null && (thrown as { type?: unknown }).type === 'DataWithResponseInit';
}
