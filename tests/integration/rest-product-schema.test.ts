import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** The product's own migrations through the REST layer: every table, view and relationship is usable. */
describe('REST over the product schema', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('reads every table and view of schema public as service_role, and anon gets answers, never 500s', async () => {
    const relations = await t.server.ctx.db.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') order by 1",
    );
    expect(relations.rows.length).toBeGreaterThan(0);
    for (const { name } of relations.rows) {
      const service = await fetch(`${t.url}/rest/v1/${name}?select=*&limit=5`, { headers: { apikey: t.serviceRoleKey, Prefer: 'count=exact' } });
      expect(service.status, name).toBeLessThan(300);
      expect(Array.isArray(await service.json()), name).toBe(true);
      expect(service.headers.get('content-range'), name).toMatch(/\/\d+$/);
      const anon = await fetch(`${t.url}/rest/v1/${name}?select=*&limit=5`, { headers: { apikey: t.anonKey } });
      expect(anon.status, name).toBeLessThan(500);
    }
  });

  it('embeds along every foreign key of the schema, both ways', async () => {
    const keys = await t.server.ctx.db.query<{ child: string; parent: string; name: string }>(`
      select c.relname as child, p.relname as parent, con.conname as name
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = con.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where con.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'`);
    for (const key of keys.rows) {
      for (const [from, to] of [[key.child, key.parent], [key.parent, key.child]]) {
        const response = await fetch(`${t.url}/rest/v1/${from}?select=*,${to}!${key.name}(*)&limit=2`, { headers: { apikey: t.serviceRoleKey } });
        expect(response.status, `${from} → ${to} (${key.name})`).toBe(200);
      }
    }
  });
});
