import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { aliceId, bobId, prepareRestSchema, restFetch, userClient } from './restFixture';

const ids = (rows: Array<{ id: number }> | null) => (rows ?? []).map((row) => row.id);

describe('REST reads through supabase-js', () => {
  let t: TestServer;
  let anon: SupabaseClient;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let service: SupabaseClient;
  beforeAll(async () => {
    t = await startTestServer();
    await prepareRestSchema(t);
    anon = t.client();
    service = t.serviceClient();
    alice = await userClient(t, aliceId);
    bob = await userClient(t, bobId);
  });
  afterAll(() => t?.close());

  it('selects columns with aliases, casts and JSON paths', async () => {
    const { data, error } = await service
      .from('test_notes')
      .select('id, titre:title, rank::text, ville:data->client->>ville, heures:data->heures')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, titre: 'Réseau du siège', rank: '3', ville: 'Ouagadougou', heures: 4 }]);
  });

  it('names no schema with only one exposed, as PostgREST answers (Content-Profile comes with several)', async () => {
    const response = await restFetch(t, 'test_notes?select=id&limit=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-profile')).toBeNull();
  });

  it('lets row-level security decide: each user sees own rows plus public ones, anon only public ones', async () => {
    const order = { ascending: true };
    expect(ids((await anon.from('test_notes').select('id').order('id', order)).data)).toEqual([1, 3]);
    expect(ids((await alice.from('test_notes').select('id').order('id', order)).data)).toEqual([1, 2, 3]);
    expect(ids((await bob.from('test_notes').select('id').order('id', order)).data)).toEqual([1, 3, 4]);
    expect(ids((await service.from('test_notes').select('id').order('id', order)).data)).toEqual([1, 2, 3, 4]);
  });

  it('takes the API key from ?apikey= as Supabase\'s gateway does, on every API, and never as a filter', async () => {
    // The service_role key in the query string reads what only it may read: the parameter is the key.
    const asService = await fetch(`${t.url}/rest/v1/test_notes?select=id&order=id&apikey=${t.serviceRoleKey}`);
    expect(asService.status).toBe(200);
    expect(ids(await asService.json())).toEqual([1, 2, 3, 4]);
    const asAnon = await fetch(`${t.url}/rest/v1/test_notes?apikey=${t.anonKey}&select=id&order=id`);
    expect(ids(await asAnon.json())).toEqual([1, 3]);
    const rpc = await fetch(`${t.url}/rest/v1/rpc/test_add?a=2&apikey=${t.anonKey}`);
    expect(await rpc.json()).toBe(3);
    const forged = await fetch(`${t.url}/rest/v1/test_notes?select=id&apikey=not-a-key`);
    expect(forged.status).toBe(401);
    const settings = await fetch(`${t.url}/auth/v1/settings?apikey=not-a-key`);
    expect(settings.status).toBe(401);
    // A header, when given, wins over the parameter.
    const both = await fetch(`${t.url}/rest/v1/test_notes?select=id&apikey=not-a-key`, { headers: { apikey: t.anonKey } });
    expect(ids(await both.json())).toEqual([1, 3]);
  });

  it('answers CSV to Accept: text/csv (supabase-js csv()), as PostgREST writes it (issue 35)', async () => {
    const { data, error } = await anon.from('test_authors').select('id, name, country').in('id', [1, 3, 4]).order('id').csv();
    expect(error).toBeNull();
    // Quoted where PostgreSQL quotes a record's field (a space, a comma); null as nothing.
    expect(data).toBe('id,name,country\n1,"Amadou Hampâté Bâ",Mali\n3,"Norbert Zongo","Burkina Faso"\n4,"Sans livre",');
    const raw = await restFetch(t, 'test_authors?id=eq.99', { headers: { Accept: 'text/csv' } });
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await raw.text()).toBe('\n');
  });

  it('refuses a media type it does not produce with 406 PGRST107, never JSON instead (issue 35)', async () => {
    const refused = await restFetch(t, 'test_authors?select=id', { headers: { Accept: 'text/xml' } });
    expect(refused.status).toBe(406);
    expect(await refused.json()).toMatchObject({ code: 'PGRST107', message: 'None of these media types are available: text/xml' });
    const rpc = await restFetch(t, 'rpc/test_add?a=1', { headers: { Accept: 'application/geo+json' } });
    expect(rpc.status).toBe(406);
    const browser = await restFetch(t, 'test_authors?select=id&id=eq.1', { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(await browser.json()).toEqual([{ id: 1 }]);
  });

  it('applies every comparison operator', async () => {
    const q = () => service.from('test_notes').select('id').order('id');
    expect(ids((await q().eq('rank', 3)).data)).toEqual([1]);
    expect(ids((await q().neq('rank', 3)).data)).toEqual([3, 4]);
    expect(ids((await q().gt('rank', 1)).data)).toEqual([1, 4]);
    expect(ids((await q().gte('rank', 3)).data)).toEqual([1, 4]);
    expect(ids((await q().lt('rank', 3)).data)).toEqual([3]);
    expect(ids((await q().lte('rank', 3)).data)).toEqual([1, 3]);
    expect(ids((await q().like('title', '%NAS')).data)).toEqual([2]);
    expect(ids((await q().like('title', '*siège')).data)).toEqual([1]);
    expect(ids((await q().ilike('title', '%réseau%')).data)).toEqual([1]);
    expect(ids((await q().ilike('title', 'imprimante 100% en*')).data)).toEqual([4]);
    expect(ids((await q().in('id', [2, 4, 99])).data)).toEqual([2, 4]);
    expect(ids((await q().in('title', ['Antivirus, licences', 'Sauvegarde NAS'])).data)).toEqual([2, 3]);
    expect(ids((await q().in('id', [])).data)).toEqual([]);
    expect(ids((await q().is('rank', null)).data)).toEqual([2]);
    expect(ids((await q().not('rank', 'is', null)).data)).toEqual([1, 3, 4]);
    expect(ids((await q().is('public', true)).data)).toEqual([1, 3]);
    expect(ids((await q().match({ public: false, rank: 5 })).data)).toEqual([4]);
    expect(ids((await q().filter('title', 'match', '^S.*NAS$')).data)).toEqual([2]);
    expect(ids((await q().filter('title', 'imatch', '^s.*nas$')).data)).toEqual([2]);
    expect(ids((await q().not('id', 'in', '(1,2)')).data)).toEqual([3, 4]);
    expect(ids((await q().contains('tags', ['reseau'])).data)).toEqual([1]);
    expect(ids((await q().overlaps('tags', ['stockage', 'materiel'])).data)).toEqual([2, 4]);
    expect(ids((await q().eq('data->client->>ville', 'Bobo-Dioulasso')).data)).toEqual([2]);
    expect(ids((await q().gt('data->heures', 1)).data)).toEqual([1, 2]);
  });

  it('searches text with fts, plfts, phfts and wfts, with a configuration', async () => {
    const q = () => service.from('test_notes').select('id').order('id');
    expect(ids((await q().textSearch('body', 'disques & raid')).data)).toEqual([2]);
    expect(ids((await q().textSearch('body', 'renouvellement annuel', { type: 'plain', config: 'french' })).data)).toEqual([3]);
    expect(ids((await q().textSearch('body', 'câblage du', { type: 'phrase', config: 'simple' })).data)).toEqual([1]);
    expect(ids((await q().textSearch('body', 'raid or câblage', { type: 'websearch' })).data)).toEqual([1, 2]);
  });

  it('answers a malformed full-text query with a 400 that names it, as PostgREST does', async () => {
    // Each is refused by PostgreSQL's tsquery parser (42601), with messages that do not all say « tsquery ».
    for (const query of ['\\', 'disques &', '(raid', "'"]) {
      const { error, status } = await service.from('test_notes').select('id').textSearch('body', query);
      expect({ query, status, code: error?.code }).toEqual({ query, status: 400, code: '42601' });
      expect(error?.message).not.toMatch(/interne/);
    }
  });

  it('nests or/and/not', async () => {
    const q = () => service.from('test_notes').select('id').order('id');
    expect(ids((await q().or('rank.eq.5,title.ilike.*nas*')).data)).toEqual([2, 4]);
    expect(ids((await q().or('and(public.is.true,rank.gt.2),id.eq.4')).data)).toEqual([1, 4]);
    expect(ids((await q().or('rank.is.null,not.and(rank.lt.4,public.is.true)')).data)).toEqual([2, 4]);
    const notOr = await restFetch(t, 'test_notes?select=id&order=id&not.or=(id.eq.1,id.eq.2)', { headers: { Authorization: `Bearer ${t.serviceRoleKey}` } });
    expect(await notOr.json()).toEqual([{ id: 3 }, { id: 4 }]);
    expect(ids((await q().or('title.in.("Antivirus, licences","Sauvegarde NAS")')).data)).toEqual([2, 3]);
    expect(ids((await q().eq('public', true).or('rank.gt.2,rank.is.null')).data)).toEqual([1]);
  });

  it('orders with nulls first or last and on several columns', async () => {
    const q = () => service.from('test_notes').select('id');
    expect(ids((await q().order('rank', { ascending: false, nullsFirst: false })).data)).toEqual([4, 1, 3, 2]);
    expect(ids((await q().order('rank', { ascending: true, nullsFirst: true })).data)).toEqual([2, 3, 1, 4]);
    expect(ids((await q().order('public').order('id', { ascending: false })).data)).toEqual([4, 2, 3, 1]);
  });

  it('pages with limit, range and offset, and counts exactly', async () => {
    const page = await service.from('test_notes').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page.error).toBeNull();
    expect(ids(page.data)).toEqual([2, 3]);
    expect(page.count).toBe(4);
    expect(page.status).toBe(206);
    const limited = await service.from('test_notes').select('id').order('id').limit(2);
    expect(ids(limited.data)).toEqual([1, 2]);
    const everything = await service.from('test_notes').select('id', { count: 'exact' });
    expect(everything.count).toBe(4);
    expect(everything.status).toBe(200);
    const none = await service.from('test_notes').select('id', { count: 'exact' }).eq('id', 999);
    expect(none.data).toEqual([]);
    expect(none.count).toBe(0);
  });

  it('answers HEAD with the count only', async () => {
    const { data, count, error } = await anon.from('test_notes').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  it('sends Content-Range on every list, with the Range header too', async () => {
    const counted = await restFetch(t, 'test_notes?select=id&order=id', { headers: { Prefer: 'count=exact', Range: '0-0', 'Range-Unit': 'items' } });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('0-0/2');
    expect(await counted.json()).toEqual([{ id: 1 }]);
    const uncounted = await restFetch(t, 'test_notes?select=id');
    expect(uncounted.headers.get('content-range')).toBe('0-1/*');
    expect(uncounted.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const empty = await restFetch(t, 'test_notes?id=eq.999', { headers: { Prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const head = await restFetch(t, 'test_notes', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(head.headers.get('content-range')).toBe('0-1/2');
    expect(await head.text()).toBe('');
    const beyond = await restFetch(t, 'test_notes?offset=10', { headers: { Prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect((await beyond.json()).code).toBe('PGRST103');
  });

  it('returns one object with single() and 406 PGRST116 otherwise; maybeSingle gives null for none', async () => {
    const one = await anon.from('test_notes').select('id, title').eq('id', 1).single();
    expect(one.data).toEqual({ id: 1, title: 'Réseau du siège' });
    const many = await anon.from('test_notes').select('id').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.message).toBe('JSON object requested, multiple (or no) rows returned');
    const none = await anon.from('test_notes').select('id').eq('id', 2).single();
    expect(none.status).toBe(406);
    const maybe = await anon.from('test_notes').select('id').eq('id', 2).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('embeds to-one and to-many resources, with hints, aliases and nesting', async () => {
    const { data, error } = await service
      .from('test_notes')
      .select('id, auteur:test_authors!author_id(name), relecteur:test_authors!test_notes_reviewer_id_fkey(name), test_comments(content)')
      .in('id', [1, 4])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, auteur: { name: 'Amadou Hampâté Bâ' }, relecteur: { name: 'Monique Ilboudo' }, test_comments: [{ content: 'Fait' }, { content: 'Vérifié' }] },
      { id: 4, auteur: null, relecteur: { name: 'Norbert Zongo' }, test_comments: [] },
    ]);
    const nested = await service
      .from('test_authors')
      .select('name, notes:test_notes!author_id(title, test_comments(content))')
      .eq('id', 1)
      .single();
    expect(nested.data).toEqual({
      name: 'Amadou Hampâté Bâ',
      notes: expect.arrayContaining([
        { title: 'Réseau du siège', test_comments: expect.arrayContaining([{ content: 'Fait' }, { content: 'Vérifié' }]) },
        { title: 'Antivirus, licences', test_comments: [{ content: 'Payé' }] },
      ]),
    });
    const byColumn = await service.from('test_notes').select('id, author_id(name)').eq('id', 3).single();
    expect(byColumn.data).toEqual({ id: 3, author_id: { name: 'Amadou Hampâté Bâ' } });
  });

  it('refuses an ambiguous embedding with PGRST201 and an unknown one with PGRST200', async () => {
    const ambiguous = await service.from('test_notes').select('id, test_authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const unknown = await service.from('test_notes').select('id, test_invoices(*)');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST200');
  });

  it('filters, orders and limits embedded resources; !inner filters the parent', async () => {
    const filtered = await service
      .from('test_notes')
      .select('id, test_comments(content)')
      .eq('test_comments.content', 'Fait')
      .in('id', [1, 3])
      .order('id');
    expect(filtered.data).toEqual([
      { id: 1, test_comments: [{ content: 'Fait' }] },
      { id: 3, test_comments: [] },
    ]);
    const inner = await service
      .from('test_notes')
      .select('id, test_comments!inner(content)', { count: 'exact' })
      .eq('test_comments.content', 'Payé');
    expect(inner.data).toEqual([{ id: 3, test_comments: [{ content: 'Payé' }] }]);
    expect(inner.count).toBe(1);
    const ordered = await service
      .from('test_notes')
      .select('id, test_comments(content)')
      .eq('id', 1)
      .order('content', { referencedTable: 'test_comments', ascending: false })
      .limit(1, { referencedTable: 'test_comments' });
    expect(ordered.data).toEqual([{ id: 1, test_comments: [{ content: 'Vérifié' }] }]);
    const authors = await service.from('test_authors').select('id, pays:country, test_notes!author_id!inner(id)').eq('test_notes.public', true).order('id');
    expect(authors.data).toEqual([{ id: 1, pays: 'Mali', test_notes: [{ id: 1 }, { id: 3 }] }]);
    const withoutNotes = await service.from('test_authors').select('id, test_notes!author_id(id)').is('test_notes', null).order('id');
    expect(ids(withoutNotes.data)).toEqual([3, 4]);
  });

  it('reads query strings encoded with %20 and %2A as qs does, and repeated keys as AND', async () => {
    const response = await restFetch(t, 'test_notes?select=id&title=ilike.%2Asauvegarde%2A&title=ilike.%2Anas%2A&body=eq.Disques%20en%20RAID%201', { token: undefined, headers: { Authorization: `Bearer ${t.serviceRoleKey}` } });
    expect(await response.json()).toEqual([{ id: 2 }]);
    const plus = await restFetch(t, 'test_notes?select=id&title=eq.Sauvegarde+NAS', { headers: { Authorization: `Bearer ${t.serviceRoleKey}` } });
    expect(await plus.json()).toEqual([{ id: 2 }]);
  });
});
