import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('server start-up', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('reports a reachable database on /health', async () => {
    const response = await fetch(`${t.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('has the platform roles and the auth schema', async () => {
    const roles = await t.server.ctx.db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon','authenticated','service_role') order by rolname",
    );
    expect(roles.rows.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const users = await t.server.ctx.db.query('select count(*)::int as n from auth.users');
    expect(users.rows).toEqual([{ n: 0 }]);
  });
});
