import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { expectWellFormed, fireAll, nastyText } from './fuzzAnswers';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const concurrency = 8;

const tables = ['products', 'appointments', 'quotes', 'contact_messages', 'blog_posts', 'orders', 'order_items', 'profiles', 'site_settings', 'notifications', 'public_blog_posts'];
const columns = ['id', 'name', 'slug', 'price', 'category', 'status', 'email', 'created_at', 'specs', 'images', 'profile_id', 'date', 'time', 'read', 'total'];
const operators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'cs', 'cd', 'ov', 'fts', 'plfts', 'match', 'imatch', 'isdistinct', 'not.eq', 'not.in', 'not.is', 'bogus'];

// '.' and '..' would be resolved by the client into another path, outside the API.
const table = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...tables) },
  { weight: 1, arbitrary: nastyText.map((name) => (/^\.*$/.test(name) ? `${name}x` : encodeURIComponent(name))) },
);
const column = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...columns) }, { weight: 1, arbitrary: nastyText });

/** A select list as supabase-js and ra-supabase write them, and broken variants. */
const selectTree: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc
    .array(
      fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('*', 'id', 'name', 'count()', 'price::text', 'specs->0->>label', 'alias:name', '...profiles(full_name)'),
        column,
        fc
          .tuple(fc.constantFrom('profiles', 'orders', 'order_items', 'products', 'appointments', 'author:profiles', 'profiles!inner', 'profiles!bogus_fkey'), tie('tree'))
          .map(([name, inner]) => `${name}(${inner})`),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((items) => items.join(',')),
})).tree;

const filterParam = fc
  .tuple(column, fc.constantFrom(...operators), nastyText, fc.boolean())
  .map(([name, op, value, list]) => [name, op === 'in' || op === 'not.in' || list ? `${op}.(${value},${value})` : `${op}.${value}`] as const);

const logicParam = fc
  .tuple(fc.constantFrom('or', 'and', 'not.or'), fc.array(filterParam, { minLength: 1, maxLength: 3 }))
  .map(([name, parts]) => [name, `(${parts.map(([col, expr]) => `${col}.${expr}`).join(',')})`] as const);

const queryParam = fc.oneof(
  filterParam,
  logicParam,
  selectTree.map((tree) => ['select', tree] as const),
  fc.tuple(column, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways')).map(([name, dir]) => ['order', `${name}${dir}`] as const),
  fc.tuple(fc.constantFrom('limit', 'offset', 'profiles.limit', 'orders.offset'), fc.oneof(fc.integer({ min: -5, max: 100_000 }).map(String), nastyText)),
  fc.tuple(fc.constantFrom('columns', 'on_conflict'), nastyText),
  fc.tuple(nastyText, nastyText),
);

const headerSets = fc.record(
  {
    prefer: fc.oneof(fc.constantFrom('count=exact', 'return=representation', 'return=minimal', 'resolution=merge-duplicates', 'count=planned,return=representation', 'tx=rollback', 'missing=default'), nastyText),
    accept: fc.oneof(fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'text/csv', 'application/vnd.pgrst.object+json;nulls=stripped', '*/*'), nastyText),
    range: fc.oneof(fc.constantFrom('0-9', '5-2', 'items=0-24', '-1-3'), nastyText),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1'),
    'accept-profile': fc.constantFrom('public', 'auth', 'pg_catalog', 'storage'),
  },
  { requiredKeys: [] },
);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.dictionary(column, fc.oneof(nastyText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(nastyText, { maxLength: 3 }))).map((value) => JSON.stringify(value)),
  nastyText,
);

function toQuery(params: readonly (readonly [string, string])[]): string {
  return params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

describe('the REST API under random and adversarial requests', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const send = async (method: string, path: string, rawHeaders: Record<string, string>, body?: string) => {
    // Header values are bytes on the wire: fetch refuses control and non-Latin characters before sending.
    const headers = Object.fromEntries(Object.entries(rawHeaders).map(([name, value]) => [name, value.replace(/[^\x20-\x7e]/g, '').trim()]));
    const response = await fetch(`${t.url}${path}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
    const answer = { status: response.status, body: method === 'HEAD' ? '' : await response.text() };
    expectWellFormed('postgrest', `${method} ${path} ${JSON.stringify(headers)} ${body ?? ''}`.slice(0, 2000), answer);
  };

  it('answers any read query string with a PostgREST 4xx or a correct 2xx', { timeout: 300_000 }, async () => {
    const reads = fc.record({
      method: fc.constantFrom('GET', 'HEAD'),
      table,
      params: fc.array(queryParam, { maxLength: 6 }),
      headers: headerSets,
      asService: fc.boolean(),
    });
    const fired = await fireAll(reads, 4000, seed, concurrency, ({ method, table: name, params, headers, asService }) => {
      const key = asService ? t.serviceRoleKey : t.anonKey;
      const { 'content-type': _ignored, ...readHeaders } = headers;
      return send(method, `/rest/v1/${name}?${toQuery(params)}`, { ...readHeaders, apikey: key, authorization: `Bearer ${key}` });
    });
    expect(fired).toBe(4000);
  });

  it('answers any write, body and RPC call with a PostgREST 4xx or a correct 2xx', { timeout: 300_000 }, async () => {
    const writes = fc.record({
      method: fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT'),
      target: fc.oneof(table, fc.constantFrom('rpc/available_slots', 'rpc/place_order', 'rpc/is_admin', 'rpc/pg_sleep').map((name) => name)),
      params: fc.array(queryParam, { maxLength: 3 }),
      headers: headerSets,
      body: jsonBody,
    });
    // The anon key only: writes then go through RLS and grants, as a visitor's would.
    const fired = await fireAll(writes, 3000, seed + 1, concurrency, ({ method, target, params, headers, body }) =>
      send(method, `/rest/v1/${target}?${toQuery(params)}`, { ...headers, apikey: t.anonKey }, body),
    );
    expect(fired).toBe(3000);
  });

  it('answers any Authorization header or API key with a PostgREST 401 or a correct 2xx', { timeout: 300_000 }, async () => {
    const tokens = fc.oneof(
      nastyText,
      fc.tuple(nastyText, nastyText, nastyText).map((parts) => parts.map((part) => Buffer.from(part).toString('base64url')).join('.')),
      fc.jsonValue({ maxDepth: 2 }).map((claims) => `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`),
    );
    const calls = fc.record({ token: tokens, scheme: fc.constantFrom('Bearer ', 'bearer ', 'Basic ', '', 'Bearer  '), asApiKey: fc.boolean() });
    const fired = await fireAll(calls, 1500, seed + 2, concurrency, ({ token, scheme, asApiKey }) => {
      const headers: Record<string, string> = asApiKey ? { apikey: token } : { apikey: t.anonKey, authorization: `${scheme}${token}` };
      return send('GET', '/rest/v1/products?select=id', headers);
    });
    expect(fired).toBe(1500);
  });
});
