import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * A column added outside this process (a migration run by another server
 * process, an operator's SQL console) is usable once `NOTIFY pgrst, 'reload
 * schema'` is sent, as with PostgREST on hosted Supabase: no restart.
 */
describe("the schema cache reloads on NOTIFY pgrst, 'reload schema'", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('serves a column added in plain SQL once the notification is sent, through the REST API', async () => {
    const admin = t.serviceClient();
    const { data: product } = await admin.from('products').select('slug').limit(1).single();
    const setEnergyClass = () => admin.from('products').update({ energy_class_months: 24 }).eq('slug', product!.slug).select('energy_class_months');
    // Writes are checked against the schema cache: an unknown column is PostgREST's PGRST204.
    expect((await setEnergyClass()).error?.code).toBe('PGRST204');

    // As a SQL console would: the change, then PostgREST's notification.
    await t.server.ctx.db.transaction(async (tx) => {
      await tx.exec("alter table public.products add column energy_class_months integer not null default 12; select pg_notify('pgrst', 'reload schema');");
    });
    await expect
      .poll(async () => {
        const { data, error } = await setEnergyClass();
        return error ? error.code : data;
      })
      .toEqual([{ energy_class_months: 24 }]);
  });
});
