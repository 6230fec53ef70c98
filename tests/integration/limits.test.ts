import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { startTestServer, type TestServer } from '../helpers/testServer';

const formLimit = 3;

function contactMessage(index: number) {
  return { name: 'Awa Ouédraogo', email: 'awa@example.com', message: `Message numéro ${index}` };
}

const quote = {
  name: 'Issa Sawadogo',
  email: 'issa@example.com',
  phone: '+226 76 00 00 02',
  project_type: 'it-consulting',
  services: ['maintenance'],
};

describe('request limits', () => {
  let t: TestServer;
  let anonHeaders: Record<string, string>;
  let serviceHeaders: Record<string, string>;
  /** A guest's order of one product, as the checkout sends it (only a stored order counts). */
  let order: (index: number) => string;
  beforeAll(async () => {
    t = await startTestServer({ env: { FORM_RATE_LIMIT: `${formLimit}/600`, TRUST_PROXY: '127.0.0.1' } });
    anonHeaders = { apikey: t.anonKey, 'content-type': 'application/json', prefer: 'return=minimal' };
    serviceHeaders = { ...anonHeaders, apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}` };
    const product = Object.values(await seedProducts(t.server.ctx.db))[0];
    order = (index) => JSON.stringify({ items: [{ product_id: product.id, quantity: 1 }], delivery: { ...delivery, email: `invite-${index}@example.com` } });
  });
  afterAll(() => t?.close());

  const submit = (table: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${t.url}/rest/v1/${table}`, { method: 'POST', headers, body: JSON.stringify(body) });

  it('slows down a flood of one form from one address, with Retry-After and a PostgREST body', async () => {
    const visitor = { ...anonHeaders, 'x-forwarded-for': '203.0.113.10' };
    for (let index = 0; index < formLimit; index += 1) {
      const answer = await submit('contact_messages', contactMessage(index), visitor);
      expect(answer.status, await answer.clone().text()).toBe(201);
    }
    const refused = await submit('contact_messages', contactMessage(99), visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'PGRST429', message: 'Too many requests' });

    // The same visitor's other forms, another visitor, and the server's own key keep working.
    expect((await submit('quotes', quote, visitor)).status).toBe(201);
    expect((await submit('contact_messages', contactMessage(100), { ...anonHeaders, 'x-forwarded-for': '203.0.113.11' })).status).toBe(201);
    expect((await submit('contact_messages', contactMessage(101), { ...serviceHeaders, 'x-forwarded-for': '203.0.113.10' })).status).toBe(201);

    const stored = await t.server.ctx.db.query<{ n: number }>("select count(*)::int as n from public.contact_messages where message like 'Message numéro %'");
    expect(stored.rows[0].n).toBe(formLimit + 2);
  });

  it('stores at most the allowance of a burst of one form sent at once from one address (IPv6 addresses of one /64 together)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const response = await submit('contact_messages', contactMessage(500 + index), { ...anonHeaders, 'x-forwarded-for': `2001:db8:77:1::${index + 1}` });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(formLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - formLimit);
  });

  it('counts a form however its address is percent-encoded (issue 11, item 2)', async () => {
    const visitor = { ...anonHeaders, 'x-forwarded-for': '203.0.113.30' };
    const spellings = ['contact_messages', 'contact%5Fmessages', '%63ontact_messages', 'contact_messages/'];
    const statuses = [];
    for (const [index, spelling] of spellings.entries()) {
      statuses.push((await submit(spelling, contactMessage(200 + index), visitor)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const rpc = { ...anonHeaders, 'x-forwarded-for': '203.0.113.31' };
    const orderStatuses = [];
    for (const [index, spelling] of ['place_order', 'place%5Forder', '%70lace_order', 'place_order'].entries()) {
      orderStatuses.push((await fetch(`${t.url}/rest/v1/rpc/${spelling}`, { method: 'POST', headers: rpc, body: order(index) })).status);
    }
    expect(orderStatuses).toEqual([200, 200, 200, 429]);
  });

  it('counts place_order like a form, and only the orders it stored', async () => {
    const visitor = { ...anonHeaders, 'x-forwarded-for': '203.0.113.20' };
    const place = (body: string) => fetch(`${t.url}/rest/v1/rpc/place_order`, { method: 'POST', headers: visitor, body });
    // An order refused for its content stores nothing and uses none of the allowance.
    expect((await place('{"items":[],"delivery":{}}')).status).toBe(400);
    for (let index = 0; index < formLimit; index += 1) {
      expect((await place(order(10 + index))).status).toBe(200);
    }
    const refused = await place(order(20));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'PGRST429', message: 'Too many requests', hint: expect.stringMatching(/^Retry in \d+ s$/) });
  });

  it('takes its allowance from the database, where an operator may change it without a restart (hosted: the SQL editor)', async () => {
    const visitor = { ...anonHeaders, 'x-forwarded-for': '203.0.113.40' };
    await t.server.ctx.db.query("update rate_limit.rules set max_count = 1 where name = 'form'");
    try {
      expect((await submit('contact_messages', contactMessage(300), visitor)).status).toBe(201);
      const refused = await submit('contact_messages', contactMessage(301), visitor);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ details: 'At most 1 submissions of contact_messages per 600 s from one address' });
    } finally {
      await t.server.ctx.db.query(`update rate_limit.rules set max_count = ${formLimit} where name = 'form'`);
    }
  });

  it('refuses a body over 1 MiB with 413 in each API shape', async () => {
    const huge = JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(1024 * 1024 + 10) });
    const rest = await fetch(`${t.url}/rest/v1/contact_messages`, { method: 'POST', headers: serviceHeaders, body: huge });
    expect(rest.status).toBe(413);
    const restBody = (await rest.json()) as Record<string, unknown>;
    expect(Object.keys(restBody).sort()).toEqual(['code', 'details', 'hint', 'message']);

    const auth = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gros@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(auth.status).toBe(413);
    expect(await auth.json()).toMatchObject({ code: 413, error_code: expect.any(String), msg: expect.any(String) });
  });

  it('refuses an address too long for the HTTP parser with 431 in each API shape', async () => {
    // A GET call to a function carries its arguments in the address; Node refuses past 16 KiB of head.
    const longArgument = encodeURIComponent('é'.repeat(10_000));
    const rest = await fetch(`${t.url}/rest/v1/rpc/available_slots?day=${longArgument}`, { headers: { apikey: t.anonKey } });
    expect(rest.status).toBe(431);
    const restBody = (await rest.json()) as Record<string, unknown>;
    expect(Object.keys(restBody).sort()).toEqual(['code', 'details', 'hint', 'message']);

    const auth = await fetch(`${t.url}/auth/v1/settings?x=${longArgument}`, { headers: { apikey: t.anonKey } });
    expect(auth.status).toBe(431);
    expect(await auth.json()).toMatchObject({ code: 431, error_code: expect.any(String), msg: expect.any(String) });

    // The server goes on answering after refusing.
    expect((await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } })).status).toBe(200);
  });

  it('refuses embedding nested too deep and too many filters with a 400, never a 500', async () => {
    const deep = 'id,profiles(id,appointments(id,profiles(id,quotes(id,profiles(id,orders(id,profiles(id)))))))';
    const tooDeep = await fetch(`${t.url}/rest/v1/appointments?select=${encodeURIComponent(deep)}`, { headers: serviceHeaders });
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.json()).toMatchObject({ code: expect.stringMatching(/^PGRST/) });

    const filters = Array.from({ length: 150 }, (_, index) => `name=neq.produit-${index}`).join('&');
    const tooMany = await fetch(`${t.url}/rest/v1/products?${filters}`, { headers: { apikey: t.anonKey } });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: 'PGRST100' });
    const fewer = Array.from({ length: 20 }, (_, index) => `name=neq.produit-${index}`).join('&');
    expect((await fetch(`${t.url}/rest/v1/products?${fewer}`, { headers: { apikey: t.anonKey } })).status).toBe(200);
  });

  it('never returns more than the row ceiling, whatever limit is asked', async () => {
    await t.server.ctx.db.exec(
      "insert into public.contact_messages (name, email, message) select 'Lot', 'lot@example.com', 'ligne ' || n from generate_series(1, 1100) n",
    );
    const response = await fetch(`${t.url}/rest/v1/contact_messages?select=id&limit=5000`, { headers: serviceHeaders });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(1000);
  });
});
