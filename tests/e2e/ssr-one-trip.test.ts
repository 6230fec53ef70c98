import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fetchPage, headingOf } from './ssrHtml';

/**
 * Fastify publishes every route handler it runs on this channel, for a request over a socket or
 * an injected one alike (the not-found handler, which renders pages, is left out): what reaches
 * the REST API's routes while a page renders shows whether the render went back through HTTP.
 */
const handlerStarts = 'tracing:fastify.request.handler:start';

describe('a page rendered by the server reads its rows without an HTTP request to its own REST API (decision 064)', () => {
  let t: TestServer;
  const restRequests: string[] = [];
  const onHandler = (message: unknown) => {
    const url = (message as { request: { url: string } }).request.url;
    if (url.startsWith('/rest/v1/')) restRequests.push(url);
  };

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    const { error } = await t.serviceClient().from('products').insert({ name: 'Onduleur de salle', slug: 'onduleur-de-salle', price: 90000, category: 'accessories', published: true });
    expect(error).toBeNull();
    subscribe(handlerStarts, onHandler);
  });
  afterAll(async () => {
    unsubscribe(handlerStarts, onHandler);
    await t?.close();
  });

  it('renders a product page, a search and the catalogue with their rows and no request to /rest/v1', async () => {
    restRequests.length = 0;
    const product = await fetchPage(`${t.url}/products/onduleur-de-salle`);
    expect({ status: product.status, heading: headingOf(product.html) }).toEqual({ status: 200, heading: 'Onduleur de salle' });
    const search = await fetchPage(`${t.url}/products?q=onduleur`);
    expect(search.status).toBe(200);
    expect(search.html).toContain('Onduleur de salle');
    const catalogue = await fetchPage(`${t.url}/products?category=accessories`);
    expect(catalogue.html).toContain('Onduleur de salle');
    expect(restRequests).toEqual([]);
  });

  it('counts what a browser asks the REST API over HTTP, so the count above is not blind', async () => {
    restRequests.length = 0;
    const { data } = await t.client().from('products').select('name').eq('slug', 'onduleur-de-salle');
    expect(data).toEqual([{ name: 'Onduleur de salle' }]);
    expect(restRequests).toHaveLength(1);
  });
});
