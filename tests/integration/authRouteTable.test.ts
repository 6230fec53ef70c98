import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEnv } from '../../server/auth/endpoints/authEnv';
import { authRoutes, type AuthRoute } from '../../server/auth/routeTable';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, signedUpClient } from './authFixtures';

// Issue 50 point 2: the auth API's routes are the rows of one table; each row is served, with the level it says.
describe('auth API: the route table is what the server answers', () => {
  let t: TestServer;
  let rows: { method: string; path: string; level: AuthRoute['level'] }[];
  beforeAll(async () => {
    t = await startTestServer();
    // Only the rows' method, path and level are read here: the handlers are never called.
    const env = { ctx: t.server.ctx, issuer: `${t.url}/auth/v1` } as AuthEnv;
    rows = authRoutes(env).flatMap((route) =>
      [route.method].flat().map((method) => ({ method, level: route.level, path: route.path.replace(/:\w+/g, randomUUID()).replace('*', 'metadata') })),
    );
  });
  afterAll(() => t?.close());

  const call = (row: { method: string; path: string }, token?: string) =>
    authFetch(t, row.path, { method: row.method, token, ...(row.method === 'GET' ? {} : { body: '{}' }) });

  it('serves every row: none falls to the API-wide not_found answer', async () => {
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      const response = await call(row);
      const body = response.status === 404 ? ((await response.json()) as { error_code?: string }) : {};
      expect({ ...row, errorCode: body.error_code }).not.toMatchObject({ errorCode: 'not_found' });
    }
    const unknown = await authFetch(t, '/nulle-part');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 'not_found' });
  });

  it('refuses a visitor (API key only) on every user and service-role row', async () => {
    for (const row of rows.filter((candidate) => candidate.level !== 'anyone')) {
      const response = await call(row);
      expect({ ...row, status: response.status }).toMatchObject({ status: expect.toSatisfy((status: number) => status === 401 || status === 403) });
    }
  });

  it("refuses a signed-in customer's token on every service-role row", async () => {
    const { session } = await signedUpClient(t);
    for (const row of rows.filter((candidate) => candidate.level === 'service_role')) {
      const response = await call(row, session.access_token);
      expect({ ...row, status: response.status }).toMatchObject({ status: 403 });
    }
  });
});
