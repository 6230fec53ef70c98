import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRows } from '../../server/rest/sqlBuilder';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { prepareRestSchema, restFetch } from './restFixture';

/**
 * 3,000 rows analysed, then half deleted without a new ANALYZE (autovacuum off for the table): the
 * planner still believes in about 3,000 while 1,500 are left, so a planned count is told apart
 * from an exact one. 1,500 is past maxRows (1,000), where an estimated count turns to the planner.
 */
const countSchema = `
create table public.test_counts (id int primary key, label text not null) with (autovacuum_enabled = false);
alter table public.test_counts enable row level security;
create policy test_counts_read on public.test_counts for select using (true);
insert into public.test_counts select n, 'ligne ' || n from generate_series(1, 3000) n;
analyze public.test_counts;
delete from public.test_counts where id > 1500;
create table public.test_private_counts (id int primary key, owner uuid);
alter table public.test_private_counts enable row level security;
create policy test_private_counts_own on public.test_private_counts for select using (owner = auth.uid());
insert into public.test_private_counts select n, gen_random_uuid() from generate_series(1, 2000) n;
analyze public.test_private_counts;
`;

describe('REST counts: exact, planned and estimated as PostgREST gives them, and on functions', () => {
  let t: TestServer;
  let anon: SupabaseClient;
  /** The planner's estimate is for callers that bypass row-level security (decision 033). */
  let service: SupabaseClient;
  beforeAll(async () => {
    t = await startTestServer();
    await prepareRestSchema(t);
    await t.server.ctx.db.exec(countSchema);
    for (const reload of t.server.ctx.schemaChanged) await reload();
    anon = t.client();
    service = t.serviceClient();
  });
  afterAll(() => t?.close());

  it('counts a function\'s rows with count: exact, in Content-Range, and with head: true', async () => {
    const counted = await anon.rpc('test_series', { n: 5 }, { count: 'exact' });
    expect(counted.error).toBeNull();
    expect(counted.data).toEqual([1, 2, 3, 4, 5]);
    expect(counted.count).toBe(5);
    const head = await anon.rpc('test_series', { n: 7 }, { head: true, count: 'exact' });
    expect(head.error).toBeNull();
    expect(head.data).toBeNull();
    expect(head.count).toBe(7);
    const raw = await restFetch(t, 'rpc/test_notes_ranked?min_rank=0&select=id', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-range')).toBe('0-1/2');
    const limited = await anon.rpc('test_notes_ranked', { min_rank: 0 }, { count: 'exact' }).select('id').limit(1);
    expect(limited.data).toEqual([{ id: 1 }]);
    expect(limited.count).toBe(2);
  });

  it('counts a function returning one value as one row, as PostgREST (issue 35)', async () => {
    const counted = await anon.rpc('test_add', { a: 2, b: 3 }, { count: 'exact' });
    expect(counted.error).toBeNull();
    expect(counted.data).toBe(5);
    expect(counted.count).toBe(1);
    const raw = await restFetch(t, 'rpc/test_add?a=2');
    expect(raw.headers.get('content-range')).toBe('0-0/*');
  });

  it('refuses a call returning more rows than max-affected under handling=strict, and undoes what it wrote (PGRST124)', async () => {
    const ranksBefore = await t.server.ctx.db.query<{ rank: number | null }>('select rank from public.test_notes order by id');
    const refused = await restFetch(t, 'rpc/test_bump_all', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ min_rank: 0 }),
      token: t.serviceRoleKey,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'PGRST124' });
    const ranksAfter = await t.server.ctx.db.query<{ rank: number | null }>('select rank from public.test_notes order by id');
    expect(ranksAfter.rows).toEqual(ranksBefore.rows);
    const within = await restFetch(t, 'rpc/test_bump_all', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=10' },
      body: JSON.stringify({ min_rank: 0 }),
      token: t.serviceRoleKey,
    });
    expect(within.status).toBe(200);
  });

  it('answers a part of a function\'s counted rows with 206, as for tables', async () => {
    const part = await restFetch(t, 'rpc/test_series?n=10&limit=3&offset=2', { headers: { Prefer: 'count=exact' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('2-4/10');
    expect(await part.json()).toEqual([3, 4, 5]);
  });

  it('gives the planner\'s estimate for count=planned', async () => {
    const exact = await service.from('test_counts').select('id', { count: 'exact', head: true });
    expect(exact.count).toBe(1500);
    const planned = await service.from('test_counts').select('id', { count: 'planned' }).order('id').limit(3);
    expect(planned.error).toBeNull();
    expect(planned.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(planned.count).toBeGreaterThan(2500);
    expect(planned.count).toBeLessThan(3500);
    const raw = await restFetch(t, 'test_counts?select=id&limit=2', { method: 'HEAD', token: t.serviceRoleKey, headers: { Prefer: 'count=planned' } });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect(Number(raw.headers.get('content-range')!.split('/')[1])).toBe(planned.count);
  });

  it('counts exactly up to maxRows with count=estimated, and takes the larger estimate past it', async () => {
    const small = await service.from('test_counts').select('id', { count: 'estimated', head: true }).lte('id', 321);
    expect(small.error).toBeNull();
    expect(small.count).toBe(321);
    const atLimit = await service.from('test_counts').select('id', { count: 'estimated', head: true }).lte('id', maxRows);
    expect(atLimit.count).toBe(maxRows);
    const large = await service.from('test_counts').select('id', { count: 'estimated' }).limit(1);
    expect(large.count).toBeGreaterThan(2500);
  });

  it('keeps filters given as parameters in the planned count, and refuses nothing else', async () => {
    const filtered = await service.from('test_counts').select('id, label', { count: 'planned' }).in('id', [1, 2, 3]).eq('label', 'ligne 1');
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ id: 1, label: 'ligne 1' }]);
    expect(filtered.count).toBeGreaterThanOrEqual(0);
    expect(filtered.count).toBeLessThan(10);
    const unknown = await restFetch(t, 'test_counts?select=id&limit=1', { headers: { Prefer: 'count=guessed' } });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('content-range')).toBe('0-0/*');
  });

  it('never tells a caller under row-level security how many rows it cannot read: planned and estimated count exactly (issue 36, item 6)', async () => {
    const hidden = await service.from('test_private_counts').select('id', { count: 'planned', head: true });
    expect(hidden.count).toBeGreaterThan(1500);
    for (const count of ['planned', 'estimated'] as const) {
      const byVisitor = await anon.from('test_private_counts').select('id', { count }).limit(1);
      expect(byVisitor.error).toBeNull();
      expect(byVisitor.data).toEqual([]);
      expect(byVisitor.count, count).toBe(0);
      const narrowed = await anon.from('test_private_counts').select('id', { count, head: true }).lte('id', 215);
      expect(narrowed.count, count).toBe(0);
    }
    // A customer: the rows they own, whatever the planner believes of the table.
    const { data: signedUp } = await t.client().auth.signUp({ email: `compte-${Date.now()}@example.com`, password: 'mot-de-passe-solide' });
    const customer = t.client();
    await customer.auth.setSession({ access_token: signedUp.session!.access_token, refresh_token: signedUp.session!.refresh_token });
    await t.server.ctx.db.query('update public.test_private_counts set owner = $1 where id <= 3', [signedUp.user!.id]);
    for (const count of ['planned', 'estimated'] as const) {
      const own = await customer.from('test_private_counts').select('id', { count }).order('id');
      expect(own.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      expect(own.count, count).toBe(3);
    }
    const raw = await restFetch(t, 'test_private_counts?select=id', { method: 'HEAD', headers: { Prefer: 'count=planned' } });
    expect(raw.headers.get('content-range')).toBe('*/0');
  });
});
