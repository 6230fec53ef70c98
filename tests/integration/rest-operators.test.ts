import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { prepareRestSchema, restFetch } from './restFixture';

const ids = (rows: Array<{ id: number }> | null) => (rows ?? []).map((row) => row.id);

/** Ranges for the range operators (sl, sr, nxl, nxr, adj, ov), a fixture of this file's own. */
const rangeSchema = `
create table public.test_slots (
  id int primary key,
  during int4range not null
);
alter table public.test_slots enable row level security;
create policy test_slots_read on public.test_slots for select using (true);
insert into public.test_slots (id, during) values (1, '[1,5)'), (2, '[5,10)'), (3, '[8,20)'), (4, '[20,30)');
`;

/**
 * PostgREST's whole operator table (v12/v13), through supabase-js where it can say it and raw
 * HTTP where it cannot: quantified operators `op(any)` / `op(all)` with `{a,b}` lists, ranges,
 * `isdistinct`, and every one of them under `not.` and inside nested `or`/`and`.
 */
describe('REST filter operators as PostgREST has them', () => {
  let t: TestServer;
  let service: SupabaseClient;
  let anon: SupabaseClient;
  const asService = (path: string) => restFetch(t, path, { headers: { Authorization: `Bearer ${t.serviceRoleKey}` } });
  const idsOf = async (path: string) => {
    const response = await asService(path);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return ids(body);
  };
  beforeAll(async () => {
    t = await startTestServer();
    await prepareRestSchema(t);
    await t.server.ctx.db.exec(rangeSchema);
    for (const reload of t.server.ctx.schemaChanged) await reload();
    service = t.serviceClient();
    anon = t.client();
  });
  afterAll(() => t?.close());

  it('applies like(any), like(all), ilike(any) and ilike(all) to {a,b} lists, with * for %', async () => {
    const q = () => service.from('test_notes').select('id').order('id');
    expect(ids((await q().likeAnyOf('title', ['Réseau*', '*NAS'])).data)).toEqual([1, 2]);
    expect(ids((await q().likeAllOf('title', ['S*', '*NAS'])).data)).toEqual([2]);
    expect(ids((await q().ilikeAnyOf('title', ['%réseau%', 'imprimante*'])).data)).toEqual([1, 4]);
    expect(ids((await q().ilikeAllOf('title', ['*a*', '*u*'])).data)).toEqual([1, 2, 3]);
    expect(ids((await q().ilikeAllOf('title', ['*sauvegarde*', '*réseau*'])).data)).toEqual([]);
    // Raw, with a value holding a comma in quotes, as PostgreSQL's array syntax allows.
    expect(await idsOf('test_notes?select=id&order=id&title=like(any).{"Antivirus, licences",Sauvegarde*}')).toEqual([2, 3]);
    expect(await idsOf('test_notes?select=id&order=id&title=not.ilike(any).{*nas*,*réseau*}')).toEqual([3, 4]);
  });

  it('quantifies eq, gt, gte, lt, lte, match and imatch too', async () => {
    expect(await idsOf('test_notes?select=id&order=id&id=eq(any).{1,3,99}')).toEqual([1, 3]);
    expect(await idsOf('test_notes?select=id&order=id&rank=gt(all).{1,2}')).toEqual([1, 4]);
    expect(await idsOf('test_notes?select=id&order=id&rank=gte(any).{5,3}')).toEqual([1, 4]);
    expect(await idsOf('test_notes?select=id&order=id&rank=lt(any).{2,3}')).toEqual([3]);
    expect(await idsOf('test_notes?select=id&order=id&rank=lte(all).{3,4}')).toEqual([1, 3]);
    expect(await idsOf('test_notes?select=id&order=id&title=match(any).{^Réseau,NAS$}')).toEqual([1, 2]);
    expect(await idsOf('test_notes?select=id&order=id&title=imatch(all).{^s,nas$}')).toEqual([2]);
    expect(await idsOf('test_notes?select=id&order=id&id=not.eq(any).{1,2}')).toEqual([3, 4]);
  });

  it('refuses a quantifier on an operator PostgREST does not quantify, and a value that is not a list', async () => {
    for (const path of ['test_notes?id=neq(any).{1,2}', 'test_notes?tags=cs(all).{a}', 'test_notes?id=eq(some).{1}', 'test_notes?id=eq().1']) {
      const response = await asService(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).code, path).toBe('PGRST100');
    }
    const notAList = await asService('test_notes?id=eq(any).1');
    expect(notAList.status).toBe(400);
    expect(await notAList.json()).toMatchObject({ code: '22P02' });
  });

  it('keeps the regular-expression guard for anon inside quantified lists', async () => {
    // A quoted element keeps its backslash (PostgreSQL's array syntax): this one is a back-reference.
    const backReference = await restFetch(t, 'test_notes?title=match(any).{ok,"(a)\\\\1"}');
    expect(backReference.status).toBe(400);
    expect((await backReference.json()).code).toBe('PGRST100');
    const long = await restFetch(t, `test_notes?title=imatch(all).{a,${'b'.repeat(201)}}`);
    expect(long.status).toBe(400);
    const fine = await anon.from('test_notes').select('id').filter('title', 'match(any)', '{^Réseau,^Antivirus}').order('id');
    expect(ids(fine.data)).toEqual([1, 3]);
  });

  it('compares with isdistinct, treating null as a value', async () => {
    expect(await idsOf('test_notes?select=id&order=id&rank=isdistinct.3')).toEqual([2, 3, 4]);
    expect(await idsOf('test_notes?select=id&order=id&rank=not.isdistinct.3')).toEqual([1]);
  });

  it('applies cs, cd and ov to arrays, with {a,b} and (a,b)', async () => {
    const q = () => service.from('test_notes').select('id').order('id');
    expect(ids((await q().containedBy('tags', ['reseau', 'cablage', 'stockage'])).data)).toEqual([1, 2, 3]);
    expect(await idsOf('test_notes?select=id&order=id&tags=cs.{reseau,cablage}')).toEqual([1]);
    expect(await idsOf('test_notes?select=id&order=id&tags=ov.(stockage,materiel)')).toEqual([2, 4]);
    expect(await idsOf('test_notes?select=id&order=id&tags=not.cd.{reseau,cablage}')).toEqual([2, 4]);
  });

  it('applies the range operators sl, sr, nxl, nxr, adj and ov, with exclusive bounds kept', async () => {
    const q = () => service.from('test_slots').select('id').order('id');
    expect(ids((await q().rangeLt('during', '[10,15)')).data)).toEqual([1, 2]);
    expect(ids((await q().rangeGt('during', '[1,8)')).data)).toEqual([3, 4]);
    expect(ids((await q().rangeGte('during', '[5,6)')).data)).toEqual([2, 3, 4]);
    expect(ids((await q().rangeLte('during', '[1,10)')).data)).toEqual([1, 2]);
    expect(ids((await q().rangeAdjacent('during', '[10,20)')).data)).toEqual([2, 4]);
    expect(ids((await q().overlaps('during', '[9,9]')).data)).toEqual([2, 3]);
    // (5,8) is 6..7: an exclusive range, not an array of two values.
    expect(await idsOf('test_slots?select=id&order=id&during=ov.(5,8)')).toEqual([2]);
    expect(await idsOf('test_slots?select=id&order=id&during=sl.(9,30)')).toEqual([1, 2]);
    expect(await idsOf('test_slots?select=id&order=id&during=not.adj.[10,20)')).toEqual([1, 3]);
  });

  it('takes every operator inside nested or/and, {a,b} lists and quoted values included', async () => {
    const q = () => service.from('test_notes').select('id').order('id');
    expect(ids((await q().or('tags.cs.{reseau,cablage},id.eq.4')).data)).toEqual([1, 4]);
    expect(ids((await q().or('title.like(any).{Réseau*,*NAS},rank.eq.5')).data)).toEqual([1, 2, 4]);
    expect(ids((await q().or('title.eq."Antivirus, licences",and(rank.isdistinct.3,tags.ov.{stockage})')).data)).toEqual([2, 3]);
    expect(ids((await q().or('body.wfts(french).renouvellement,body.phfts(simple).disques en raid')).data)).toEqual([2, 3]);
    expect(ids((await q().or('not.and(id.gte(all).{2,3},rank.not.is.null),title.imatch.^r')).data)).toEqual([1, 2]);
    expect(ids((await service.from('test_slots').select('id').or('during.adj."[10,20)",during.sr."[25,26)"').order('id')).data)).toEqual([2, 4]);
    expect(await idsOf('test_notes?select=id&order=id&not.or=(rank.lt(any).{2,4},tags.cd.{})')).toEqual([4]);
  });

  it('answers a malformed list, range or operator with 400 in PostgREST\'s format, never a 500', async () => {
    for (const path of [
      'test_notes?tags=cs.{unclosed',
      'test_notes?id=eq(any).{1,deux}',
      'test_slots?during=adj.[10,',
      'test_slots?during=sl.{1,2}',
      'test_notes?or=(title.like(any).{a,b)',
      'test_notes?title=like(all).',
      'test_notes?rank=isdistinct.abc',
      'test_notes?id=foo(any).{1}',
    ]) {
      const response = await asService(path);
      const body = await response.json();
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
    }
  });
});
