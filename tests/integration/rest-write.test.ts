import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { aliceId, bobId, prepareRestSchema, restFetch, userClient, userToken } from './restFixture';

describe('REST writes through supabase-js', () => {
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

  it('inserts one row and returns it with defaults filled by the database', async () => {
    const { data, error, status } = await alice
      .from('test_notes')
      .insert({ title: 'Onduleur', tags: ['energie'], data: { watts: 1500 } })
      .select('id, owner, title, public, tags, data, auteur:test_authors!author_id(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ owner: aliceId, title: 'Onduleur', public: false, tags: ['energie'], data: { watts: 1500 }, auteur: null });
  });

  it('inserts with return=minimal: 201 and no body, even where the caller may not read the row back', async () => {
    const minimal = await alice.from('test_notes').insert({ title: 'Note privée' });
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const readBack = await anon.from('test_notes').insert({ title: 'Anonyme', public: true }).select();
    expect(readBack.status).toBe(401);
    expect(readBack.error?.code).toBe('42501');
  });

  it('inserts several rows, with missing keys as null or, with missing=default, as the default', async () => {
    const nulls = await service
      .from('test_authors')
      .insert([{ name: 'Auteur A', country: 'Niger' }, { name: 'Auteur B' }])
      .select('name, country');
    expect(nulls.data).toEqual([{ name: 'Auteur A', country: 'Niger' }, { name: 'Auteur B', country: null }]);
    const defaults = await alice
      .from('test_notes')
      .insert([{ title: 'Avec rang', rank: 2, public: true }, { title: 'Sans rang' }], { defaultToNull: false })
      .select('title, rank, public, owner');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { title: 'Avec rang', rank: 2, public: true, owner: aliceId },
      { title: 'Sans rang', rank: null, public: false, owner: aliceId },
    ]);
  });

  it('upserts several rows with missing=default: a key a row lacks takes its default, on an existing row too', async () => {
    const first = await alice.from('test_notes').insert({ title: 'Rang à remettre', rank: 7, public: true }).select('id').single();
    expect(first.error).toBeNull();
    const upserted = await alice
      .from('test_notes')
      .upsert([{ id: first.data?.id, title: 'Rang remis' }, { title: 'Nouvelle', rank: 3, public: true }], { defaultToNull: false })
      .select('title, rank, public');
    expect(upserted.error).toBeNull();
    expect(upserted.data).toEqual(
      expect.arrayContaining([
        { title: 'Rang remis', rank: null, public: false },
        { title: 'Nouvelle', rank: 3, public: true },
      ]),
    );
  });

  it('upserts with merge-duplicates and ignore-duplicates on a chosen conflict column', async () => {
    const merged = await service
      .from('test_authors')
      .upsert([{ name: 'Norbert Zongo', country: 'BF' }, { name: 'Nouvel auteur', country: 'Togo' }], { onConflict: 'name' })
      .select('id, name, country');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual(expect.arrayContaining([{ id: 3, name: 'Norbert Zongo', country: 'BF' }, expect.objectContaining({ name: 'Nouvel auteur', country: 'Togo' })]));
    const ignored = await service
      .from('test_authors')
      .upsert({ name: 'Norbert Zongo', country: 'Ignoré' }, { onConflict: 'name', ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const byKey = await service.from('test_authors').upsert({ id: 4, name: 'Sans livre', country: 'Sénégal' }).select('id, country').single();
    expect(byKey.data).toEqual({ id: 4, country: 'Sénégal' });
    const row = await service.from('test_authors').select('country').eq('id', 3).single();
    expect(row.data).toEqual({ country: 'BF' });
  });

  it('upserts rows that hold only their conflict columns: merge-duplicates returns them, ignore-duplicates does not (as PostgREST)', async () => {
    // PostgREST sets every given column on conflict, so an existing row comes back even when the
    // body names nothing else; « do nothing » would answer an empty list and lose the row.
    const existing = await service.from('test_authors').upsert({ name: 'Monique Ilboudo' }, { onConflict: 'name' }).select('id, name, country');
    expect(existing.error).toBeNull();
    expect(existing.data).toEqual([{ id: 2, name: 'Monique Ilboudo', country: 'Burkina Faso' }]);
    const ignored = await service.from('test_authors').upsert({ name: 'Monique Ilboudo' }, { onConflict: 'name', ignoreDuplicates: true }).select('id');
    expect(ignored.data).toEqual([]);
  });

  it('answers an upsert that inserts no row 200 and one that inserts a row 201, as PostgREST (merge-duplicates only)', async () => {
    const updatedOnly = await service.from('test_authors').upsert({ name: 'Monique Ilboudo', country: 'Burkina' }, { onConflict: 'name' }).select('name, country');
    expect(updatedOnly.error).toBeNull();
    expect(updatedOnly.status).toBe(200);
    expect(updatedOnly.data).toEqual([{ name: 'Monique Ilboudo', country: 'Burkina' }]);
    const minimal = await service.from('test_authors').upsert({ name: 'Monique Ilboudo', country: 'Burkina Faso' }, { onConflict: 'name' });
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(200);
    expect(minimal.data).toBeNull();
    const oneNew = await service
      .from('test_authors')
      .upsert([{ name: 'Monique Ilboudo', country: 'Burkina Faso' }, { name: 'Auteur inédit', country: 'Mali' }], { onConflict: 'name' })
      .select('name');
    expect(oneNew.status).toBe(201);
    expect(oneNew.data).toEqual(expect.arrayContaining([{ name: 'Monique Ilboudo' }, { name: 'Auteur inédit' }]));
    const newMinimal = await service.from('test_authors').upsert({ name: 'Autre inédit' }, { onConflict: 'name' });
    expect(newMinimal.status).toBe(201);
    // ignore-duplicates stays 201 even when every row was already there (Response.hs: only merge-duplicates answers 200;
    // PostgREST's UpsertSpec « succeeds if not a single resource is created » expects 201, v12 to v14: decision 058).
    const ignored = await service.from('test_authors').upsert({ name: 'Monique Ilboudo' }, { onConflict: 'name', ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    const rows = await service.from('test_authors').select('name, country').in('name', ['Monique Ilboudo', 'Auteur inédit', 'Autre inédit']).order('name');
    expect(rows.data).toEqual([
      { name: 'Auteur inédit', country: 'Mali' },
      { name: 'Autre inédit', country: null },
      { name: 'Monique Ilboudo', country: 'Burkina Faso' },
    ]);
  });

  it('updates only the rows the filters match and RLS allows', async () => {
    const own = await alice.from('test_notes').update({ rank: 9 }).eq('id', 2).select('id, rank');
    expect(own.data).toEqual([{ id: 2, rank: 9 }]);
    const others = await alice.from('test_notes').update({ rank: 9 }).eq('id', 4).select('id');
    expect(others.data).toEqual([]);
    const minimal = await bob.from('test_notes').update({ body: 'Remplacée' }).eq('id', 4);
    expect(minimal.status).toBe(204);
    const check = await service.from('test_notes').select('id, rank, body').in('id', [2, 4]).order('id');
    expect(check.data).toEqual([{ id: 2, rank: 9, body: 'Disques en RAID 1' }, { id: 4, rank: 5, body: 'Remplacée' }]);
  });

  it('rolls back a single-object write touching several rows (406)', async () => {
    const response = await restFetch(t, 'test_notes?owner=eq.' + aliceId, {
      method: 'PATCH',
      token: await userToken(t, aliceId),
      headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' },
      body: JSON.stringify({ body: 'Tout écrasé' }),
    });
    expect(response.status).toBe(406);
    expect((await response.json()).code).toBe('PGRST116');
    const rows = await service.from('test_notes').select('body').eq('body', 'Tout écrasé');
    expect(rows.data).toEqual([]);
  });

  it('deletes with filters, returning the rows or nothing, and refuses a delete without filters', async () => {
    const created = await bob.from('test_notes').insert([{ title: 'À supprimer 1' }, { title: 'À supprimer 2' }]).select('id');
    const [first, second] = (created.data ?? []).map((row) => row.id as number);
    const returned = await bob.from('test_notes').delete().eq('id', first).select('id, title');
    expect(returned.data).toEqual([{ id: first, title: 'À supprimer 1' }]);
    const notMine = await alice.from('test_notes').delete().eq('id', second).select('id');
    expect(notMine.data).toEqual([]);
    const minimal = await bob.from('test_notes').delete().eq('id', second);
    expect(minimal.status).toBe(204);
    expect((await service.from('test_notes').select('id').in('id', [first, second])).data).toEqual([]);
    const everything = await restFetch(t, 'test_notes', { method: 'DELETE', token: await userToken(t, bobId) });
    expect(everything.status).toBe(400);
    expect((await everything.json()).code).toBe('21000');
  });

  it('answers constraint violations with PostgREST statuses', async () => {
    const duplicate = await service.from('test_authors').insert({ name: 'Monique Ilboudo' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const foreign = await alice.from('test_notes').insert({ title: 'Auteur inconnu', author_id: 999 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe('23503');
    const notNull = await alice.from('test_notes').insert({ body: 'sans titre' });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const check = await alice.from('test_notes').insert({ title: '' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const badType = await alice.from('test_notes').insert({ title: 'x', rank: 'beaucoup' });
    expect(badType.status).toBe(400);
    expect(badType.error?.code).toBe('22P02');
    const badDate = await service.from('test_authors').insert({ name: 'Date', born: '2024-13-45' });
    expect(badDate.status).toBe(400);
    expect(['22007', '22008']).toContain(badDate.error?.code);
    const unknownColumn = await alice.from('test_notes').insert({ title: 'x', colour: 'bleu' });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('PGRST204');
    const otherOwner = await alice.from('test_notes').insert({ title: 'Pour Bob', owner: bobId });
    expect(otherOwner.status).toBe(403);
    expect(otherOwner.error?.code).toBe('42501');
    const anonWrite = await anon.from('test_authors').insert({ name: 'Anonyme' });
    expect(anonWrite.status).toBe(401);
    expect(anonWrite.error?.code).toBe('42501');
  });

  it('answers malformed and oversized bodies in PostgREST shape', async () => {
    const token = await userToken(t, aliceId);
    const malformed = await restFetch(t, 'test_notes', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: '{"title": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const notObjects = await restFetch(t, 'test_notes', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: '[1, 2]' });
    expect(notObjects.status).toBe(400);
    const huge = await restFetch(t, 'test_notes', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x', body: 'a'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PGRST413', details: expect.any(String), hint: null });
  });

  it('undoes a write touching more rows than max-affected allows', async () => {
    const patch = (query: string) =>
      restFetch(t, `test_authors?${query}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${t.serviceRoleKey}`, 'Content-Type': 'application/json', Prefer: 'handling=strict,max-affected=1' },
        body: JSON.stringify({ country: 'Partout' }),
      });
    const tooMany = await patch('id=in.(1,2)');
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).code).toBe('PGRST124');
    expect((await service.from('test_authors').select('id').eq('country', 'Partout')).data).toEqual([]);
    expect((await patch('id=eq.1')).status).toBe(204);
    expect((await service.from('test_authors').select('id').eq('country', 'Partout')).data).toEqual([{ id: 1 }]);
  });

  it('undoes a write with Prefer: tx=rollback while still answering it', async () => {
    const { data } = await service.from('test_authors').insert({ name: 'Éphémère' }).select('name').rollback();
    expect(data).toEqual([{ name: 'Éphémère' }]);
    expect((await service.from('test_authors').select('id').eq('name', 'Éphémère')).data).toEqual([]);
  });
});
