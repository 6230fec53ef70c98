import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createRenderClient } from '../../server/http/site/renderClient';
import type { RestReads } from '../../server/rest/restReads';
import { registerRestApi } from '../../server/rest/routes';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * The page renderer's supabase-js reads the REST layer in-process (decision 064): each read must
 * give what the same call gives a visitor's browser over HTTP, rows, counts and errors alike.
 */
describe('the renderer’s in-process reads answer as the REST API over HTTP', () => {
  let t: TestServer;
  let renderApp: FastifyInstance;
  let renderer: SupabaseClient;
  let browser: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer();
    await t.serviceClient().from('products').insert([
      { name: 'Routeur de bureau', slug: 'routeur-de-bureau', price: 45000, category: 'accessories', published: true },
      { name: 'Routeur caché', slug: 'routeur-cache', price: 1, category: 'accessories', published: false },
    ]);
    // The REST layer as the server builds it for its renderer, over the test server's database.
    renderApp = Fastify();
    let reads: RestReads | undefined;
    await renderApp.register(async (api) => {
      reads = await registerRestApi(api, t.server.ctx);
    }, { prefix: '/rest/v1' });
    renderer = createRenderClient(reads!, t.anonKey);
    browser = t.client();
  });
  afterAll(async () => {
    await renderApp?.close();
    await t?.close();
  });

  const both = async <T>(read: (client: SupabaseClient) => PromiseLike<T>) => ({ renderer: await read(renderer), browser: await read(browser) });

  it('gives the same rows, count and status for a list, a single row and a function read with GET', async () => {
    const list = await both((client) => client.from('products').select('name, slug, price', { count: 'exact' }).ilike('name', 'routeur%').order('name'));
    expect(list.renderer).toEqual(list.browser);
    expect(list.renderer.data).toEqual([{ name: 'Routeur de bureau', slug: 'routeur-de-bureau', price: 45000 }]);
    expect(list.renderer.count).toBe(1);

    const single = await both((client) => client.from('products').select('name').eq('slug', 'routeur-de-bureau').maybeSingle());
    expect(single.renderer).toEqual(single.browser);
    expect(single.renderer.data).toEqual({ name: 'Routeur de bureau' });

    const search = await both((client) => client.rpc('search_products', { search: 'routeur' }, { get: true, count: 'exact' }).select('slug').eq('published', true));
    expect(search.renderer).toEqual(search.browser);
    expect(search.renderer.data).toEqual([{ slug: 'routeur-de-bureau' }]);
  });

  it('reads as anon under RLS: an unpublished product and the contact messages are not there', async () => {
    const { error: arranged } = await t.serviceClient().from('contact_messages').insert({ name: 'Awa Ouédraogo', email: 'awa@example.bf', message: 'Message privé' });
    expect(arranged).toBeNull();
    const hidden = await both((client) => client.from('products').select('slug').eq('slug', 'routeur-cache'));
    expect(hidden.renderer).toEqual(hidden.browser);
    expect(hidden.renderer.data).toEqual([]);
    const messages = await both((client) => client.from('contact_messages').select('message'));
    expect(messages.renderer).toEqual(messages.browser);
    expect(messages.renderer.data ?? []).toEqual([]);
  });

  it('gives PostgREST’s errors as the API does: an unknown table, an unknown column', async () => {
    const unknownTable = await both((client) => client.from('no_such_table').select('*'));
    expect(unknownTable.renderer).toEqual(unknownTable.browser);
    expect(unknownTable.renderer).toMatchObject({ status: 404, error: { code: 'PGRST205' } });

    const unknownColumn = await both((client) => client.from('products').select('no_such_column'));
    expect(unknownColumn.renderer).toEqual(unknownColumn.browser);
    expect(unknownColumn.renderer).toMatchObject({ status: 400, error: { code: '42703' } });
  });

  it('refuses to write: the renderer only reads', async () => {
    const { error } = await renderer.from('contact_messages').insert({ name: 'Awa', email: 'awa@example.bf', message: 'Bonjour' });
    expect(error?.message).toContain('only reads the REST API');
  });
});
