import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { appointmentRequest, futureDate } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

/**
 * Dates the API accepts are real and within the booking horizon (issue 11, item 1): an infinite
 * day used to run generate_series forever, and an infinite appointment date slipped past the
 * opening-hours check into a constraint error that showed a row of the hidden outbox.
 */

/** A day `days` from today (UTC: the company's time zone), as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

describe('booking dates: finite, and within the horizon', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  /** GET /rpc/available_slots as a visitor; a request still running after 10 s is a failure, not a wait. */
  async function slotsOf(day: string) {
    const response = await fetch(`${t.url}/rest/v1/rpc/available_slots?day=${encodeURIComponent(day)}`, {
      headers: { apikey: t.anonKey },
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it.each(['infinity', '-infinity'])('refuses the slots of day %s with a 400 at once', async (day) => {
    const { status, body } = await slotsOf(day);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: '22008', message: expect.stringContaining('n\'est pas une date valide') });
  });

  it('refuses a day past the 180-day horizon, and lists the days within it', async () => {
    const beyond = await slotsOf(dayFromToday(181));
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({ code: '22008', message: expect.stringContaining('au plus tard jusqu\'au') });
    expect((await slotsOf('294276-12-31')).status).toBe(400);
    const within = await slotsOf(futureDate(2, 170));
    expect(within.status).toBe(200);
    expect(within.body).toHaveLength(16);
  });

  it('answers a past day with no slot, as before', async () => {
    expect(await slotsOf('2024-01-08')).toEqual({ status: 200, body: [] });
  });

  it('refuses an appointment dated infinity with a French 400 that shows nothing of the outbox', async () => {
    const { error, status } = await t.client().from('appointments').insert(appointmentRequest({ date: 'infinity', time: '09:00' }));
    expect(status).toBe(400);
    expect(error?.message).toContain('n\'est pas une date valide');
    expect(error?.details ?? null).toBeNull();
    expect(JSON.stringify(error)).not.toMatch(/notifications|Failing row/);
    const stored = await t.server.ctx.db.query("select 1 from public.appointments where date = 'infinity'");
    expect(stored.rows).toEqual([]);
  });

  it('refuses an appointment past the horizon, for customers too', async () => {
    const { error, status } = await customer.client.from('appointments').insert(appointmentRequest({ date: futureDate(2, 200), time: '09:00' }));
    expect(status).toBe(400);
    expect(error?.message).toContain('au plus tard jusqu\'au');
  });

  it('keeps the check constraint as the last word on an infinite date', async () => {
    const check = await t.server.ctx.db.query<{ open: boolean | null }>("select private.is_open_slot('infinity', '09:00') as open");
    expect(check.rows[0].open).toBe(false);
  });

  it('follows the horizon an administrator sets in the settings', async () => {
    const day = futureDate(3, 40);
    expect((await slotsOf(day)).status).toBe(200);
    const changed = await admin.client.from('site_settings').update({ booking_horizon_days: 30 }).eq('id', 1);
    expect(changed.error).toBeNull();
    try {
      expect((await slotsOf(day)).status).toBe(400);
      const refused = await customer.client.from('appointments').insert(appointmentRequest({ date: day, time: '09:00' }));
      expect(refused.status).toBe(400);
    } finally {
      await t.server.ctx.db.query('update public.site_settings set booking_horizon_days = 180 where id = 1');
    }
    const outOfRange = await admin.client.from('site_settings').update({ booking_horizon_days: 100000 }).eq('id', 1);
    expect(outOfRange.status).toBe(400);
  });
});

describe('site settings: the notification address stays with the administrators', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Issa Sawadogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    await t.server.ctx.db.query("update public.site_settings set notification_email = 'demandes@example.bf' where id = 1");
  });
  afterAll(() => t?.close());

  it('shows it to neither visitors nor customers, by any path', async () => {
    for (const client of [t.client(), customer.client]) {
      const direct = await client.from('site_settings').select('notification_email');
      expect(JSON.stringify(direct.data ?? [])).not.toContain('demandes@example.bf');
      const all = await client.from('site_settings').select('*');
      expect(JSON.stringify(all.data ?? [])).not.toContain('demandes@example.bf');
      const view = await client.from('public_site_settings').select('*').single();
      expect(view.error).toBeNull();
      expect(view.data).toMatchObject({ company_name: 'Ouaga IT Services', booking_horizon_days: 180 });
      expect(view.data).not.toHaveProperty('notification_email');
    }
  });

  it('lets an administrator read and change it in the settings row', async () => {
    const read = await admin.client.from('site_settings').select('*').eq('id', 1).single();
    expect(read.data?.notification_email).toBe('demandes@example.bf');
    const changed = await admin.client.from('site_settings').update({ notification_email: 'accueil@example.bf' }).eq('id', 1).select('notification_email').single();
    expect(changed.data).toEqual({ notification_email: 'accueil@example.bf' });
  });
});
