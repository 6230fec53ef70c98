import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface P75Row {
  dimension: 'path' | 'connection';
  label: string | null;
  metric: string;
  p75: number;
  samples: number;
}

/**
 * Real visitors' Web Vitals (issue 18, decision 028): the site's beacon (sendBeacon: no headers, the key
 * as ?apikey=, a JSON body) is stored; visitors can add rows and nothing else; the back-office's p75
 * figures are right on known data and refused to anyone but an administrator.
 */
describe('web_vitals', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;

  /** What navigator.sendBeacon sends with a Blob of type application/json: no apikey or Authorization header. */
  const beacon = (rows: unknown, url = `${t.url}/rest/v1/web_vitals?apikey=${encodeURIComponent(t.anonKey)}`) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rows) });

  const count = async (where = 'true') => Number((await t.server.ctx.db.query<{ n: number }>(`select count(*) as n from public.web_vitals where ${where}`)).rows[0].n);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Awa Admin');
    customer = await signUpUser(t, 'Paul Client');
  });
  afterAll(() => t?.close());

  it('stores a beacon sent with the key in the query string', async () => {
    const answer = await beacon([
      { metric: 'LCP', value: 2400, path: '/beacon', connection: '3g', device: 'phone' },
      { metric: 'CLS', value: 0.05, path: '/beacon', connection: null, device: 'desktop' },
    ]);
    expect(answer.status).toBe(201);
    expect(await count(`path = '/beacon'`)).toBe(2);
  });

  it('refuses rows outside the closed lists and bounds, and columns a visitor may not write', async () => {
    const good = { metric: 'INP', value: 120, path: '/refus', connection: '4g', device: 'tablet' };
    for (const bad of [
      { ...good, metric: 'FID' },
      { ...good, value: -1 },
      { ...good, value: 700_000 },
      { ...good, metric: 'CLS', value: 500 },
      { ...good, path: '/refus?email=a@b.bf' },
      { ...good, path: 'refus' },
      { ...good, path: `/${'a'.repeat(250)}` },
      { ...good, connection: '5g' },
      { ...good, device: 'watch' },
      { ...good, created_at: '2020-01-01T00:00:00Z' },
      { ...good, id: 1 },
    ]) {
      const answer = await beacon([bad]);
      expect(answer.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
    }
    expect(await count(`path like '/refus%'`)).toBe(0);
    // A large body holds more than one page view's measures: the database refuses it whole.
    expect((await beacon(Array.from({ length: 100 }, () => good))).status).toBe(400);
  });

  it('takes the measures of one page view per request, each in its metric’s plausible range (issue 36, item 3)', async () => {
    const pageView = (path: string) => [
      { metric: 'TTFB', value: 850, path, connection: '3g', device: 'phone' },
      { metric: 'FCP', value: 2100, path, connection: '3g', device: 'phone' },
      { metric: 'LCP', value: 4800, path, connection: '3g', device: 'phone' },
      { metric: 'CLS', value: 0.12, path, connection: '3g', device: 'phone' },
      { metric: 'INP', value: 240, path, connection: '3g', device: 'phone' },
    ];
    expect((await beacon(pageView('/une-page-vue'))).status).toBe(201);
    expect(await count(`path = '/une-page-vue'`)).toBe(5);

    // Seventy rows under 4 KiB: fourteen page views' worth in one request, refused whole in PostgREST's shape.
    const flood = Array.from({ length: 70 }, (_, index) => ({ metric: 'LCP', value: index % 10, path: '/x', device: 'phone' }));
    expect(JSON.stringify(flood).length).toBeLessThan(4096);
    const refused = await beacon(flood);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: '23514', message: expect.stringMatching(/une mesure de chaque indicateur/), hint: expect.any(String) });
    // Two of one metric is already more than a page view sends, from a signed-in customer too.
    expect((await beacon([...pageView('/deux-lcp'), pageView('/deux-lcp')[2]])).status).toBe(400);
    const twice = await customer.client.from('web_vitals').insert([pageView('/deux-cls')[3], pageView('/deux-cls')[3]]);
    expect(twice.error).toMatchObject({ code: '23514' });
    expect(await count(`path in ('/x', '/deux-lcp', '/deux-cls')`)).toBe(0);

    // Values no page could have measured.
    const good = { path: '/hors-limites', connection: '4g', device: 'desktop' };
    for (const [metric, value] of [['CLS', 11], ['CLS', -0.1], ['INP', 60_001], ['TTFB', 90_000], ['FCP', 130_000], ['LCP', 150_000], ['LCP', 'NaN']] as const) {
      const answer = await beacon([{ ...good, metric, value }]);
      expect(answer.status, `${metric} ${value}`).toBe(400);
      expect(await answer.json(), `${metric} ${value}`).toMatchObject({ code: '23514' });
    }
    expect(await count(`path = '/hors-limites'`)).toBe(0);
  });

  it('takes only a public page’s measures: never the back-office’s, the customer area’s, a personal link’s or an API’s', async () => {
    for (const path of ['/admin', '/admin/analytics', '/dashboard/orders', '/appointment/manage/jeton-secret', '/rest/v1/web_vitals', '/auth/v1/verify']) {
      const answer = await beacon([{ metric: 'LCP', value: 1500, path, connection: '4g', device: 'phone' }]);
      expect(answer.status, path).toBe(401);
      expect(await answer.json(), path).toMatchObject({ code: '42501' });
      const byCustomer = await customer.client.from('web_vitals').insert({ metric: 'LCP', value: 1500, path, connection: '4g', device: 'phone' });
      expect(byCustomer.error, path).toMatchObject({ code: '42501' });
    }
    expect(await count(`path !~ '^/(administration|appointment$)' and (path like '/admin%' or path like '/dashboard%' or path like '/appointment/%' or path like '/rest/%' or path like '/auth/%')`)).toBe(0);
    // Pages whose name only begins like a private one are public.
    expect((await beacon([{ metric: 'LCP', value: 1500, path: '/administration-reseau', connection: '4g', device: 'phone' }])).status).toBe(201);
    expect((await beacon([{ metric: 'LCP', value: 1500, path: '/appointment', connection: '4g', device: 'phone' }])).status).toBe(201);
  });

  it('lets a visitor and a customer add rows but never read them back', async () => {
    const visitor = t.client();
    expect((await visitor.from('web_vitals').insert({ metric: 'FCP', value: 900, path: '/lecture', connection: '4g', device: 'phone' })).error).toBeNull();
    expect((await customer.client.from('web_vitals').insert({ metric: 'FCP', value: 950, path: '/lecture', connection: '4g', device: 'phone' })).error).toBeNull();
    const byVisitor = await visitor.from('web_vitals').select('*');
    expect(byVisitor.data ?? []).toEqual([]);
    expect(byVisitor.error?.code).toBe('42501');
    const byCustomer = await customer.client.from('web_vitals').select('*');
    expect(byCustomer.data ?? []).toEqual([]);
    const update = await visitor.from('web_vitals').update({ value: 1 }).eq('path', '/lecture');
    expect(update.error).not.toBeNull();
    expect(await count(`path = '/lecture' and value in (900, 950)`)).toBe(2);
    expect((await customer.client.rpc('admin_web_vitals_p75', { days: 28 })).error?.code).toBe('42501');
    expect((await visitor.rpc('admin_web_vitals_daily', { days: 28 })).error).not.toBeNull();
  });

  it('computes the 75th percentile per page and per connection type, over the period asked', async () => {
    await t.server.ctx.db.query('delete from public.web_vitals');
    // Page /p75: LCP 1000, 2000, 3000, 4000 on 3g → p75 (interpolated) = 3250. An older row is out of 28 days.
    await t.server.ctx.db.query(
      `insert into public.web_vitals (metric, value, path, connection, device, created_at) values
         ('LCP', 1000, '/p75', '3g', 'phone', now()), ('LCP', 2000, '/p75', '3g', 'phone', now()),
         ('LCP', 3000, '/p75', '3g', 'phone', now()), ('LCP', 4000, '/p75', '3g', 'phone', now()),
         ('LCP', 9000, '/p75', '3g', 'phone', now() - interval '40 days'),
         ('LCP', 500, '/autre', '4g', 'desktop', now()),
         ('CLS', 0.3, '/p75', null, 'phone', now() - interval '1 day')`,
    );
    const { data, error } = await admin.client.rpc('admin_web_vitals_p75', { days: 28 });
    expect(error).toBeNull();
    const rows = data as P75Row[];
    const find = (dimension: string, label: string | null, metric: string) => rows.find((row) => row.dimension === dimension && row.label === label && row.metric === metric);
    expect(find('path', '/p75', 'LCP')).toMatchObject({ p75: 3250, samples: 4 });
    expect(find('path', '/autre', 'LCP')).toMatchObject({ p75: 500, samples: 1 });
    expect(find('connection', '3g', 'LCP')).toMatchObject({ p75: 3250, samples: 4 });
    expect(find('connection', '4g', 'LCP')).toMatchObject({ p75: 500, samples: 1 });
    expect(find('connection', null, 'CLS')).toMatchObject({ p75: 0.3, samples: 1 });

    const daily = await admin.client.rpc('admin_web_vitals_daily', { days: 28 });
    expect(daily.error).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const todayLcp = (daily.data as { day: string; metric: string; p75: number; samples: number }[]).find((row) => row.day === today && row.metric === 'LCP');
    // Today: 500, 1000, 2000, 3000, 4000 → p75 = 3000.
    expect(todayLcp).toMatchObject({ p75: 3000, samples: 5 });
  });

  it('deletes rows older than 90 days when new ones arrive', async () => {
    // Aged by an update: an insert would itself delete them.
    await t.server.ctx.db.query(`insert into public.web_vitals (metric, value, path, device) values ('TTFB', 300, '/vieux', 'phone'), ('TTFB', 300, '/recent', 'phone')`);
    await t.server.ctx.db.query(`update public.web_vitals set created_at = now() - case path when '/vieux' then interval '91 days' else interval '89 days' end where path in ('/vieux', '/recent')`);
    expect(await count(`path = '/vieux'`)).toBe(1);
    expect((await beacon([{ metric: 'TTFB', value: 200, path: '/nouveau', connection: '4g', device: 'phone' }])).status).toBe(201);
    expect(await count(`path = '/vieux'`)).toBe(0);
    expect(await count(`path = '/recent'`)).toBe(1);
  });
});

describe('web_vitals beacons per address', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { VITALS_RATE_LIMIT: '2/600' } });
  });
  afterAll(() => t?.close());

  it('slows down a flood of beacons (429) without touching the forms’ own allowance', async () => {
    const send = () =>
      fetch(`${t.url}/rest/v1/web_vitals?apikey=${encodeURIComponent(t.anonKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ metric: 'TTFB', value: 100, path: '/flood', connection: '4g', device: 'phone' }]),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.client().from('contact_messages').insert(contactMessage())).error).toBeNull();
  });
});
