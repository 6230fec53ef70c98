import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { prepareRestSchema, restFetch } from './restFixture';

/**
 * A second schema of the test's own, exposed with DB_SCHEMAS as PostgREST's db-schemas: it has a
 * table named like one of public (so a request reaching the wrong schema shows), its own table,
 * a function and a foreign key inside it. The grants are those hosted Supabase asks for a new schema.
 */
const secondSchema = `
create schema test_api2;
grant usage on schema test_api2 to anon, authenticated, service_role;
create table test_api2.test_authors (id int primary key, name text not null);
create table test_api2.test_books (id int primary key, author_id int references test_api2.test_authors (id), title text not null);
grant select on all tables in schema test_api2 to anon, authenticated;
grant all on all tables in schema test_api2 to service_role;
insert into test_api2.test_authors values (1, 'Auteur du second schéma');
insert into test_api2.test_books values (10, 1, 'Livre A'), (11, 1, 'Livre B');
create function test_api2.test_shelf(min_id int) returns setof test_api2.test_books language sql stable
  as $$ select * from test_api2.test_books where id >= min_id $$;
grant execute on function test_api2.test_shelf(int) to anon, authenticated;
create schema test_hidden;
`;

describe('REST schemas: DB_SCHEMAS, Accept-Profile and Content-Profile', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { DB_SCHEMAS: 'public, test_api2' } });
    await prepareRestSchema(t);
    await t.server.ctx.db.exec(secondSchema);
    for (const reload of t.server.ctx.schemaChanged) await reload();
  });
  afterAll(() => t?.close());

  it('reads the first exposed schema by default and another through supabase-js schema()', async () => {
    const publicAuthors = await t.client().from('test_authors').select('name').eq('id', 1).single();
    expect(publicAuthors.data).toEqual({ name: 'Amadou Hampâté Bâ' });
    const second = t.client().schema('test_api2');
    const authors = await second.from('test_authors').select('name, test_books(title)').eq('id', 1).single();
    expect(authors.error).toBeNull();
    expect(authors.data).toEqual({ name: 'Auteur du second schéma', test_books: [{ title: 'Livre A' }, { title: 'Livre B' }] });
    const shelf = await second.rpc('test_shelf', { min_id: 11 }).select('title');
    expect(shelf.error).toBeNull();
    expect(shelf.data).toEqual([{ title: 'Livre B' }]);
    const raw = await restFetch(t, 'test_books?select=id', { headers: { 'Accept-Profile': 'test_api2' } });
    expect(raw.headers.get('content-profile')).toBe('test_api2');
    expect(await raw.json()).toEqual([{ id: 10 }, { id: 11 }]);
  });

  it('writes into the schema named by Content-Profile', async () => {
    const service = t.serviceClient().schema('test_api2');
    const inserted = await service.from('test_books').insert({ id: 12, author_id: 1, title: 'Livre C' }).select('id, title').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ id: 12, title: 'Livre C' });
    const updated = await service.from('test_books').update({ title: 'Livre C, revu' }).eq('id', 12).select('title');
    expect(updated.data).toEqual([{ title: 'Livre C, revu' }]);
    // Nothing of it reached public, which has no test_books.
    const inPublic = await t.serviceClient().from('test_books').select('id');
    expect(inPublic.status).toBe(404);
    expect(inPublic.error?.code).toBe('PGRST205');
    expect(inPublic.error?.message).toBe("Could not find the table 'public.test_books' in the schema cache");
  });

  it('refuses a schema that is not exposed with 406 PGRST106 listing the exposed ones', async () => {
    for (const [path, init] of [
      ['test_authors', { headers: { 'Accept-Profile': 'test_hidden' } }],
      ['test_authors', { method: 'POST', body: '{"name":"x"}', headers: { 'Content-Profile': 'auth', 'Content-Type': 'application/json' } }],
      ['rpc/test_add', { method: 'POST', body: '{"a":1}', headers: { 'Content-Profile': 'pg_catalog', 'Content-Type': 'application/json' } }],
      ['', { headers: { 'Accept-Profile': 'private' } }],
    ] as Array<[string, RequestInit]>) {
      const response = await restFetch(t, path, init);
      expect(response.status, path).toBe(406);
      expect(await response.json()).toEqual({ code: 'PGRST106', details: null, hint: null, message: 'The schema must be one of the following: public, test_api2' });
    }
    const viaClient = await t.client().schema('auth').from('users').select('id');
    expect(viaClient.status).toBe(406);
    expect(viaClient.error?.code).toBe('PGRST106');
  });

  it('names the schema in its not-found errors and describes each schema in its OpenAPI document', async () => {
    const missing = await t.client().schema('test_api2').rpc('test_add', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('Could not find the function test_api2.test_add(a) in the schema cache');
    const document = await restFetch(t, '', { headers: { 'Accept-Profile': 'test_api2' } });
    const paths = Object.keys((await document.json()).paths);
    expect(paths).toEqual(expect.arrayContaining(['/test_books', '/test_authors', '/rpc/test_shelf']));
    expect(paths).not.toContain('/test_notes');
  });

  it('reads DB_SCHEMAS as PostgREST reads db-schemas and refuses the catalogue schemas at start', () => {
    expect(readConfig({}).dbSchemas).toEqual(['public']);
    expect(readConfig({ DB_SCHEMAS: ' api , public,api' }).dbSchemas).toEqual(['api', 'public']);
    expect(() => readConfig({ DB_SCHEMAS: 'public,pg_catalog' })).toThrow(/pg_catalog/);
    expect(() => readConfig({ DB_SCHEMAS: 'public,information_schema' })).toThrow(/information_schema/);
    expect(() => readConfig({ DB_SCHEMAS: 'public;drop' })).toThrow(/DB_SCHEMAS/);
  });
});
