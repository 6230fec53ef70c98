import { data } from 'react-router';

/** The 404 page, answered with its status by the server. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * The rows could not be read (database or network down): the page says so and
 * the server answers 503, so no cache or crawler keeps it as the page.
 */
export function unavailable(): never {
  throw data(null, { status: 503, statusText: 'Service Unavailable' });
}
