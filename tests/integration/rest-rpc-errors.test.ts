import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { aliceId, prepareRestSchema, restFetch, userClient, userToken } from './restFixture';

describe('REST functions and errors', () => {
  let t: TestServer;
  let anon: SupabaseClient;
  let alice: SupabaseClient;
  beforeAll(async () => {
    t = await startTestServer();
    await prepareRestSchema(t);
    anon = t.client();
    alice = await userClient(t, aliceId);
  });
  afterAll(() => t?.close());

  it('calls a scalar function by POST and by GET, with defaults', async () => {
    expect((await anon.rpc('test_add', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('test_add', { a: 2 })).data).toBe(3);
    expect((await anon.rpc('test_add', { a: 40, b: 2 }, { get: true })).data).toBe(42);
    expect((await anon.rpc('test_echo', { payload: { a: [1, 'deux'] } })).data).toEqual({ a: [1, 'deux'] });
  });

  it('calls set-returning functions with filters, order, limit and count', async () => {
    expect((await anon.rpc('test_series', { n: 3 })).data).toEqual([1, 2, 3]);
    const ranked = await alice.rpc('test_notes_ranked', { min_rank: 1 }, { count: 'exact' }).select('id, title').gte('id', 2).order('id', { ascending: false }).limit(1);
    expect(ranked.error).toBeNull();
    expect(ranked.data).toEqual([{ id: 3, title: 'Antivirus, licences' }]);
    expect(ranked.count).toBe(1);
    const embedded = await anon.rpc('test_notes_ranked', { min_rank: 3 }).select('id, test_authors!author_id(name)');
    expect(embedded.data).toEqual([{ id: 1, test_authors: { name: 'Amadou Hampâté Bâ' } }]);
    const single = await anon.rpc('test_notes_ranked', { min_rank: 3 }, { get: true }).select('id').single();
    expect(single.data).toEqual({ id: 1 });
  });

  it('runs volatile functions by POST only, as the caller', async () => {
    const bumped = await alice.rpc('test_bump', { note_id: 2 });
    expect(bumped.error).toBeNull();
    expect(bumped.data).toBe(1);
    const byGet = await alice.rpc('test_bump', { note_id: 2 }, { get: true });
    expect(byGet.status).toBe(405);
    const touched = await alice.rpc('test_touch', { note_id: 2 });
    expect(touched.error).toBeNull();
    expect(touched.status).toBe(204);
    expect((await alice.from('test_notes').select('body').eq('id', 2).single()).data).toEqual({ body: 'Disques en RAID 1.' });
    // RLS hides Bob's note from Alice: the update inside the function touches nothing.
    expect((await alice.rpc('test_bump', { note_id: 4 })).data).toBeNull();
  });

  it('answers raise exception with 400 P0001 and unknown functions or arguments with 404 PGRST202', async () => {
    const failed = await anon.rpc('test_fail', { message: 'Créneau déjà réservé' });
    expect(failed.status).toBe(400);
    expect(failed.error).toMatchObject({ code: 'P0001', message: 'Créneau déjà réservé' });
    const unknown = await anon.rpc('test_nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const wrongArgs = await anon.rpc('test_add', { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const badValue = await anon.rpc('test_add', { a: 'deux' });
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
  });

  it('refuses unknown tables, columns and unparsable requests with PostgREST codes', async () => {
    const table = await anon.from('test_missing').select();
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await anon.from('test_notes').select('id, colour');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    expect(column.error?.message).toContain('colour');
    const filterColumn = await anon.from('test_notes').select('id').eq('colour', 'bleu');
    expect(filterColumn.error?.code).toBe('42703');
    const orderColumn = await anon.from('test_notes').select('id').order('colour');
    expect(orderColumn.error?.code).toBe('42703');
    for (const query of ['select=id,(', 'id=zz.1', 'id=eq', 'or=(id.eq.1', 'rank=is.maybe', 'select=id::evil', 'limit=abc', 'title=eq.%E0%A4%A', 'id=in.1,2']) {
      const response = await restFetch(t, `test_notes?${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body, query).toMatchObject({ code: 'PGRST100', message: expect.any(String) });
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
    const notEmbedded = await restFetch(t, 'test_notes?test_comments.content=eq.x');
    expect(notEmbedded.status).toBe(400);
    expect((await notEmbedded.json()).code).toBe('PGRST108');
    const badValue = await anon.from('test_notes').select('id').eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
  });

  it('treats identifiers as names, never as SQL', async () => {
    for (const query of ['select=id;drop table test_notes', 'select="id; drop table test_notes"', 'order=id;delete', 'select=id,test_authors!author_id(name);--']) {
      const response = await restFetch(t, `test_notes?${encodeURI(query)}`);
      expect(response.status, query).toBeGreaterThanOrEqual(400);
      expect(response.status, query).toBeLessThan(500);
    }
    const value = await anon.from('test_notes').select('id').eq('title', "x'; drop table test_notes; --");
    expect(value.data).toEqual([]);
    expect((await anon.from('test_notes').select('id')).data).toHaveLength(2);
  });

  it('answers generated query strings with data or a client error, never a server error', async () => {
    const piece = fc.constantFrom(
      'select=', 'id', 'title', 'rank', 'data->client->>ville', 'test_comments(', 'test_authors!author_id(', 'name', ')', ',', '*', '!inner',
      '&', 'order=', '.desc', '.nullslast', 'limit=', '2', 'or=(', 'and(', 'rank.gt.1', 'title.ilike.*a*', 'id=', 'eq.', 'in.(1,2)', 'is.null',
      'not.', 'test_comments.content=', 'fts.', 'tags=cs.{a}', 'data->heures=gt.', "'", '"', '%27', '::text', 'offset=', '1',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 14 }), async (parts) => {
        const query = parts.join('');
        const response = await restFetch(t, `test_notes?${query}`, { headers: { Prefer: 'count=exact' } });
        expect(response.status, query).toBeLessThan(500);
        const body = await response.json();
        if (response.status >= 400) expect(Object.keys(body).sort(), query).toEqual(['code', 'details', 'hint', 'message']);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses bad tokens with 401 before running anything', async () => {
    const expired = await restFetch(t, 'test_notes', { token: await userToken(t, aliceId, '-1h') });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const forged = await restFetch(t, 'test_notes', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl' });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe('PGRST301');
    const malformedHeader = await fetch(`${t.url}/rest/v1/test_notes`, { headers: { apikey: t.anonKey, Authorization: 'Basic abc' } });
    expect(malformedHeader.status).toBe(401);
    // No key at all is the gateway's refusal, as on hosted Supabase (http/apiKeyRequired.ts).
    const noKey = await fetch(`${t.url}/rest/v1/test_notes?select=id`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  });

  it('exposes schema public only', async () => {
    expect((await restFetch(t, 'test_notes?select=id', { headers: { 'Accept-Profile': 'public' } })).status).toBe(200);
    const other = await restFetch(t, 'users', { headers: { 'Accept-Profile': 'auth' } });
    expect(other.status).toBe(406);
    expect((await other.json()).code).toBe('PGRST106');
  });

  it('answers unknown paths and methods in PostgREST shape', async () => {
    const nested = await restFetch(t, 'test_notes/1');
    expect(nested.status).toBe(404);
    expect(await nested.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const put = await restFetch(t, 'test_notes?id=eq.1', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(put.status).toBeGreaterThanOrEqual(400);
    expect(put.status).toBeLessThan(500);
  });
});
