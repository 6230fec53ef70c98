// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import { searchExpressions } from './searchFilters';

const apiUrl = 'https://api.example.test';

/**
 * The requests ra-supabase would send, captured at fetch: these tests check
 * what PostgREST receives for the list filters of the back-office.
 */
function providerRecordingRequests(respond: (url: URL, init?: RequestInit) => Response = () => jsonList([])) {
  const requests: { url: URL; init?: RequestInit }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push({ url, init });
    return respond(url, init);
  });
  vi.stubGlobal('fetch', fetchStub);
  const client = createClient(apiUrl, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchStub as typeof fetch },
  });
  return { provider: createDataProvider(client, apiUrl, 'anon-key'), requests };
}

function jsonList(rows: unknown[], total = rows.length): Response {
  return new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'content-type': 'application/json', 'content-range': `0-${Math.max(rows.length - 1, 0)}/${total}` },
  });
}

const listParams = (filter: Record<string, unknown>) => ({ pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' as const }, filter });

afterEach(() => vi.unstubAllGlobals());

describe('list search translated for PostgREST', () => {
  it('turns the search box into every folded word in search_text, in any order', async () => {
    const { provider, requests } = providerRecordingRequests();
    await provider.getList('contact_messages', listParams({ q: 'Traoré Mariam', read: 'false' }));
    const query = requests[0].url.searchParams;
    expect(requests[0].url.pathname).toBe('/rest/v1/contact_messages');
    expect(query.get('or')).toBe('(and(search_text.ilike.*traore*,search_text.ilike.*mariam*))');
    expect(query.get('read')).toBe('eq.false');
    expect(query.has('q')).toBe(false);
  });

  it('finds appointments by the French label of their service', async () => {
    const { provider, requests } = providerRecordingRequests();
    await provider.getList('appointments', listParams({ q: 'formation', status: 'pending' }));
    const query = requests[0].url.searchParams;
    expect(query.get('or')).toBe('(search_text.ilike.*formation*,service.in.(training))');
    expect(query.get('status')).toBe('eq.pending');
  });

  it('searches blog posts by author name through the matching profiles', async () => {
    const authorId = '11111111-2222-3333-4444-555555555555';
    const { provider, requests } = providerRecordingRequests((url) => (url.pathname.endsWith('/profiles') ? jsonList([{ id: authorId }]) : jsonList([])));
    await provider.getList('blog_posts', listParams({ q: 'Awa', status: 'published' }));
    const lookup = requests.find((request) => request.url.pathname.endsWith('/profiles'))!;
    expect(lookup.url.searchParams.get('search_text')).toBe('ilike.%awa%');
    const list = requests.find((request) => request.url.pathname.endsWith('/blog_posts'))!.url.searchParams;
    expect(list.get('or')).toBe(`(search_text.ilike.*awa*,author_id.in.(${authorId}))`);
    expect(list.get('published_at')).toBe('not.is.null');
  });

  it('lists drafts as the posts without published_at', async () => {
    const { provider, requests } = providerRecordingRequests();
    await provider.getList('blog_posts', listParams({ status: 'draft' }));
    expect(requests[0].url.searchParams.get('published_at')).toBe('is.null');
    expect(requests[0].url.searchParams.has('status')).toBe(false);
  });

  it('drops what would break PostgREST’s or=() syntax from the typed text', () => {
    expect(searchExpressions({}, 'a,b (c)')).toEqual(['and(search_text.ilike.*a*,search_text.ilike.*b*,search_text.ilike.*c*)']);
    expect(searchExpressions({}, ' ,() ')).toEqual([]);
  });

  it('finds an invoice by its number, whole or in part, keeping only what a number holds', async () => {
    const { provider, requests } = providerRecordingRequests();
    await provider.getList('invoices', listParams({ q: ' FAC-2026-0007 ', status: 'unpaid' }));
    expect(requests[0].url.searchParams.get('or')).toBe('(number.ilike.*FAC-2026-0007*)');
    expect(requests[0].url.searchParams.get('status')).toBe('eq.unpaid');
    expect(searchExpressions({ numberColumn: 'number' }, '0007),id.eq.(x')).toEqual(['number.ilike.*0007ideqx*']);
    expect(searchExpressions({ numberColumn: 'number' }, ' ,() ')).toEqual([]);
  });

  it('sends no or= filter for an empty search', async () => {
    const { provider, requests } = providerRecordingRequests();
    await provider.getList('products', listParams({ q: '  ', category: 'servers' }));
    expect(requests[0].url.searchParams.has('or')).toBe(false);
    expect(requests[0].url.searchParams.get('category')).toBe('eq.servers');
  });
});

describe('writes', () => {
  it('sends only the columns that changed, never the embedded profile', async () => {
    const { provider, requests } = providerRecordingRequests((_url, init) =>
      init?.method === 'PATCH' ? new Response(JSON.stringify([{ id: 'a1', status: 'confirmed' }]), { status: 200, headers: { 'content-type': 'application/json' } }) : jsonList([]),
    );
    const previous = { id: 'a1', status: 'pending', full_name: 'Awa', profiles: { full_name: 'Awa', email: 'awa@example.com' }, created_at: '2026-11-20T10:00:00Z' };
    await provider.update('appointments', { id: 'a1', data: { ...previous, status: 'confirmed' }, previousData: previous });
    const patch = requests.find((request) => request.init?.method === 'PATCH')!;
    expect(patch.url.searchParams.get('id')).toBe('eq.a1');
    expect(JSON.parse(String(patch.init?.body))).toEqual({ status: 'confirmed' });
  });

  it('uploads a logo picked in the settings and keeps its « bucket/path », which the documents read it from', async () => {
    const { provider, requests } = providerRecordingRequests((url, init) => {
      if (url.pathname.startsWith('/storage/v1/object/')) return new Response(JSON.stringify({ Key: url.pathname }), { status: 200, headers: { 'content-type': 'application/json' } });
      return init?.method === 'PATCH' ? new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { 'content-type': 'application/json' } }) : jsonList([]);
    });
    const previous = { id: 1, company_name: 'Ouaga IT Services', logo_path: '' };
    const rawFile = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    await provider.update('site_settings', { id: 1, data: { ...previous, logo_path: { rawFile, src: 'blob:logo', title: 'logo.png' } }, previousData: previous });
    const upload = requests.find((request) => request.url.pathname.startsWith('/storage/v1/object/'))!;
    expect(upload.url.pathname).toMatch(/^\/storage\/v1\/object\/product-images\/company\/[0-9a-f-]{36}\.webp$/);
    const patch = requests.find((request) => request.init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init?.body))).toEqual({ logo_path: upload.url.pathname.replace('/storage/v1/object/', '') });
  });

  it('sends no logo change when the logo shown was kept, and an empty path when it was removed', async () => {
    const { provider, requests } = providerRecordingRequests((_url, init) =>
      init?.method === 'PATCH' ? new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { 'content-type': 'application/json' } }) : jsonList([]),
    );
    const previous = { id: 1, company_name: 'Ouaga IT', logo_path: 'product-images/company/logo.webp' };
    const shown = { src: `${apiUrl}/storage/v1/object/public/product-images/company/logo.webp`, stored: previous.logo_path, title: 'logo.webp' };
    await provider.update('site_settings', { id: 1, data: { ...previous, company_name: 'Ouaga IT Services', logo_path: shown }, previousData: previous });
    await provider.update('site_settings', { id: 1, data: { ...previous, logo_path: null }, previousData: previous });
    const patches = requests.filter((request) => request.init?.method === 'PATCH').map((request) => JSON.parse(String(request.init?.body)));
    expect(patches).toEqual([{ company_name: 'Ouaga IT Services' }, { logo_path: '' }]);
  });

  it('reports a failure in French and keeps the status, so a 403 still logs out', async () => {
    const { provider } = providerRecordingRequests(
      () => new Response(JSON.stringify({ code: '23505', message: 'duplicate key value violates unique constraint "products_slug_key"' }), { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    await expect(provider.create('products', { data: { name: 'Serveur', slug: 'serveur' } })).rejects.toMatchObject({
      status: 409,
      message: 'Cette valeur est déjà utilisée (par exemple le slug) : choisissez-en une autre.',
    });
    const refused = providerRecordingRequests(() => new Response(JSON.stringify({ code: '42501', message: 'permission denied' }), { status: 403, headers: { 'content-type': 'application/json' } }));
    await expect(refused.provider.delete('products', { id: 'p1', previousData: { id: 'p1' } })).rejects.toMatchObject({ status: 403, message: 'Action réservée aux administrateurs.' });
  });
});
