import type { DataProvider } from 'ra-core';
import { supabaseDataProvider } from 'ra-supabase-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { prepareRestSchema, restFetch } from './restFixture';

/**
 * The back-office's data provider (ra-supabase → ra-data-postgrest) run for real
 * against the server: these are the exact URLs, headers and bodies it sends.
 */
describe('REST API driven by react-admin data provider', () => {
  let t: TestServer;
  let provider: DataProvider;
  beforeAll(async () => {
    t = await startTestServer();
    await prepareRestSchema(t);
    provider = supabaseDataProvider({ instanceUrl: t.url, apiKey: t.serviceRoleKey, supabaseClient: t.serviceClient() });
  });
  afterAll(() => t?.close());

  it('lists with pagination, sort and total, and a multi-word @ilike search', async () => {
    const page = await provider.getList('test_notes', { pagination: { page: 1, perPage: 2 }, sort: { field: 'rank', order: 'DESC' }, filter: {} });
    expect(page.total).toBe(4);
    expect(page.data.map((row) => row.id)).toEqual([2, 4]);
    const searched = await provider.getList('test_notes', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { 'title@ilike': 'imprimante  panne', public: false },
    });
    expect(searched.data.map((row) => row.id)).toEqual([4]);
    expect(searched.total).toBe(1);
    const threeWords = await provider.getList('test_notes', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { 'title@ilike': 'imprimante 100% panne' },
    });
    expect(threeWords.data.map((row) => row.id)).toEqual([4]);
    const either = await provider.getList('test_notes', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { '@or': { 'title@ilike': 'nas', rank: 5 } },
    });
    expect(either.data.map((row) => row.id)).toEqual([2, 4]);
    const beyond = await provider.getList('test_authors', { pagination: { page: 3, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(beyond.data).toEqual([]);
  });

  it('gets one, many and many by reference, with embedded resources', async () => {
    const one = await provider.getOne('test_notes', { id: 3, meta: { columns: ['id', 'title', 'test_comments(content)'] } });
    expect(one.data).toEqual({ id: 3, title: 'Antivirus, licences', test_comments: [{ content: 'Payé' }] });
    const many = await provider.getMany('test_authors', { ids: [1, 3] });
    expect(many.data.map((row) => row.name).sort()).toEqual(['Amadou Hampâté Bâ', 'Norbert Zongo']);
    const reference = await provider.getManyReference('test_notes', {
      target: 'author_id',
      id: 1,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(reference.data.map((row) => row.id)).toEqual([3, 1]);
    expect(reference.total).toBe(2);
  });

  it('creates, updates and deletes one or many', async () => {
    const created = await provider.create('test_authors', { data: { name: 'Yambo Ouologuem', country: 'Mali' } });
    expect(created.data).toMatchObject({ name: 'Yambo Ouologuem', country: 'Mali', id: expect.any(Number) });
    const id = created.data.id;
    const updated = await provider.update('test_authors', { id, data: { id, name: 'Yambo Ouologuem', country: 'Mali (Bandiagara)' }, previousData: created.data });
    expect(updated.data).toMatchObject({ id, country: 'Mali (Bandiagara)' });
    const updatedMany = await provider.updateMany('test_authors', { ids: [1, 2], data: { born: '1950-01-01' } });
    expect([...(updatedMany.data ?? [])].sort()).toEqual([1, 2]);
    const deleted = await provider.delete('test_authors', { id, previousData: updated.data });
    expect(deleted.data).toMatchObject({ id, name: 'Yambo Ouologuem' });
    const second = await provider.create('test_authors', { data: { name: 'Temporaire' } });
    const deletedMany = await provider.deleteMany('test_authors', { ids: [second.data.id, 9999] });
    expect(deletedMany.data).toEqual([second.data.id]);
  });

  it('describes the schema in OpenAPI for the guessers', async () => {
    const document = (await (provider as DataProvider & { getSchema(): Promise<{ definitions: Record<string, { properties: Record<string, { type: string }> }> }> }).getSchema());
    expect(document.definitions.test_notes.properties.title.type).toBe('string');
    expect(document.definitions.test_notes.properties.rank.type).toBe('integer');
    expect(document.definitions.test_notes.properties.tags.type).toBe('array');
  });

  it('reads the same raw query shapes as ra-data-postgrest sends them with qs', async () => {
    const service = { Authorization: `Bearer ${t.serviceRoleKey}` };
    const list = await restFetch(t, 'test_notes?offset=0&limit=10&title%5B0%5D=ilike.%2Asauvegarde%2A&title%5B1%5D=ilike.%2Anas%2A&order=id.asc', { headers: { ...service, Accept: 'application/json', Prefer: 'count=exact' } });
    expect(list.headers.get('content-range')).toBe('0-0/1');
    expect((await list.json()).map((row: { id: number }) => row.id)).toEqual([2]);
    const getMany = await restFetch(t, 'test_authors?id=in.%281%2C2%29', { headers: service });
    expect(await getMany.json()).toHaveLength(2);
    const empty = await restFetch(t, 'test_notes?offset=0&limit=10&title=ilike.%2Anothing%2A', { headers: { ...service, Prefer: 'count=exact' } });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-range')).toBe('*/0');
  });
});
