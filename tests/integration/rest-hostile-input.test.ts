import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { contactMessage } from '../fixtures/requests';
import { signUpUser, type SignedInUser } from '../fixtures/users';

/**
 * Request shapes an attacker tried (issue 11, items 1b, 8 and 10a): costly regular expressions,
 * an empty array of rows, JSON objects for text columns, and constraint errors raised by a
 * trigger on a table the caller cannot read.
 */
describe('the REST API under hostile request shapes', () => {
  let t: TestServer;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    // A table visitors may write whose trigger writes, with the owner's rights, to one they cannot read.
    await t.server.ctx.db.exec(`
      create table public.test_hidden (id bigint generated always as identity primary key, secret text not null, note text check (note <> 'refusé'));
      alter table public.test_hidden enable row level security;
      create table public.test_visible (id bigint generated always as identity primary key, note text);
      alter table public.test_visible enable row level security;
      create policy test_visible_insert on public.test_visible for insert to anon with check (true);
      grant insert on public.test_visible to anon;
      create function public.test_copy_note() returns trigger language plpgsql security definer set search_path = '' as $$
      begin
        insert into public.test_hidden (secret, note) values ('secret-de-la-table-cachee', new.note);
        return new;
      end $$;
      create trigger test_visible_copy after insert on public.test_visible for each row execute function public.test_copy_note();
    `);
    for (const reload of t.server.ctx.schemaChanged) await reload();
  });
  afterAll(() => t?.close());

  const rest = (path: string, init: RequestInit & { key?: string; token?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', init.key ?? t.anonKey);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    return fetch(`${t.url}/rest/v1/${path}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
  };

  describe('regular-expression filters', () => {
    const backReference = encodeURIComponent('(.*)(.*)(.*)(.*)\\4\\3\\2\\1x');

    it.each([
      ['a back-reference', `blog_posts?content=match.${backReference}`],
      ['a back-reference in imatch', `blog_posts?title=imatch.${encodeURIComponent('(a)\\1')}`],
      ['a back-reference inside or=()', `blog_posts?or=(${encodeURIComponent('title.match.(a)\\1,content.eq.x')})`],
      ['a back-reference on an embedding', `products?select=id,order_items(id)&order_items.product_name=not.match.${encodeURIComponent('(x)\\1')}`],
      ['a pattern of 201 characters', `blog_posts?content=match.${'a'.repeat(201)}`],
    ])('refuses %s from a visitor with a PostgREST 400', async (_label, path) => {
      const response = await rest(path);
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'PGRST100', hint: expect.any(String) });
      expect(body.message).toMatch(/^(Back-references are not allowed|Regular expression too long)/);
    });

    it('refuses them from a signed-in customer too', async () => {
      const { error, status } = await customer.client.from('blog_posts').select('id').filter('content', 'match', '(.*)\\1');
      expect(status).toBe(400);
      expect(error?.message).toContain('Back-references are not allowed');
    });

    it('keeps ordinary patterns and escapes (an escaped backslash before a digit) working', async () => {
      for (const pattern of ['^Bien', '[0-9]{2}', '\\d+', '[a-z]+\\.', '\\\\1', 'a'.repeat(200)]) {
        const response = await rest(`blog_posts?select=id&content=match.${encodeURIComponent(pattern)}`);
        expect(response.status, pattern).toBe(200);
      }
    });

    it('leaves the server\'s own service_role key unlimited', async () => {
      const response = await rest(`blog_posts?select=id&title=match.${encodeURIComponent('(a)\\1')}`, { key: t.serviceRoleKey, token: t.serviceRoleKey });
      expect(response.status).toBe(200);
    });

    it('still refuses a visitor the very request the service key was answered (a read built once is reused)', async () => {
      const path = `blog_posts?select=id,title&title=match.${encodeURIComponent('(b)\\1')}`;
      expect((await rest(path, { key: t.serviceRoleKey, token: t.serviceRoleKey })).status).toBe(200);
      const visitor = await rest(path);
      expect(visitor.status).toBe(400);
      expect(((await visitor.json()) as { message: string }).message).toContain('Back-references are not allowed');
    });
  });

  describe('an empty array of rows', () => {
    it('answers 201 [] with return=representation, as PostgREST does', async () => {
      const response = await rest('test_visible', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'return=representation' },
        body: '[]',
        key: t.serviceRoleKey,
        token: t.serviceRoleKey,
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([]);
    });

    it('answers 201 with no body with return=minimal, and inserts nothing', async () => {
      const response = await rest('contact_messages', { method: 'POST', headers: { 'content-type': 'application/json', prefer: 'return=minimal' }, body: '[]' });
      expect(response.status).toBe(201);
      expect(await response.text()).toBe('');
      const { data, error, status } = await customer.client.from('appointments').insert([]).select('id');
      expect([status, error, data]).toEqual([201, null, []]);
    });
  });

  describe('JSON objects and arrays for plain columns', () => {
    it.each([
      ['an object', { name: { first: 'Mariam' } }],
      ['an array', { name: ['Mariam', 'Traoré'] }],
    ])('refuses %s for a text column with a PostgREST 400 naming the column', async (_label, value) => {
      const response = await rest('contact_messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactMessage(value)) });
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: '22P02', details: expect.stringContaining("'name'"), hint: null });
      const stored = await t.server.ctx.db.query("select 1 from public.contact_messages where name like '{%' or name like '[%'");
      expect(stored.rows).toEqual([]);
    });

    it('refuses one in an update as well, and keeps JSON and array columns taking them', async () => {
      const patch = await rest('contact_messages?id=eq.00000000-0000-0000-0000-000000000000', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subject: { a: 1 } }),
        key: t.serviceRoleKey,
        token: t.serviceRoleKey,
      });
      expect(patch.status).toBe(400);
      const product = await t.serviceClient().from('products').insert({
        name: 'Routeur', slug: 'routeur-json', price: 1000, category: 'networking', specs: [{ label: 'Ports', value: '8' }], features: ['Wi-Fi 6'],
      });
      expect(product.error).toBeNull();
    });
  });

  describe('constraint errors raised by a trigger on another table', () => {
    it('show no details of the other table\'s row', async () => {
      const response = await rest('test_visible', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ note: 'refusé' }) });
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: '23514', details: null });
      expect(JSON.stringify(body)).not.toContain('secret-de-la-table-cachee');
    });

    it('still show the details of the request\'s own table', async () => {
      const { error } = await t.serviceClient().from('contact_messages').insert(contactMessage({ name: '   ' }));
      expect(error?.code).toBe('23514');
      expect(error?.details).toContain('Failing row contains');
    });
  });

  it('answers 400 with 22P02 to a filter value its column cannot take, on either engine (an empty boolean here)', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await rest('contact_messages?read=not.eq.', { method, key: t.serviceRoleKey, token: t.serviceRoleKey, headers: { prefer: 'count=exact' } });
      expect({ method, status: answer.status }).toEqual({ method, status: 400 });
      if (method === 'GET') expect(await answer.json()).toMatchObject({ code: '22P02' });
    }
  });
});
