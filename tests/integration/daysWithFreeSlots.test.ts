import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/shared/format/dates';
import { appointmentRequest, futureDate } from '../fixtures/requests';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

const weekdayStarts = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];

/** The booking calendar asks, once per month shown, which days still have a free slot (issue 33). */
describe('days_with_free_slots', () => {
  let t: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  async function freeDays(firstDay: string, lastDay: string): Promise<string[]> {
    const { data, error } = await t.client().rpc('days_with_free_slots', { first_day: firstDay, last_day: lastDay });
    expect(error).toBeNull();
    return data as string[];
  }

  it('lists the open days of a range and leaves out Sundays, a closure and a fully booked day', async () => {
    const monday = futureDate(1, 21);
    const [tuesday, wednesday, thursday, sunday] = [1, 2, 3, 6].map((days) => addDaysIso(monday, days));
    const { error: closing } = await admin.client
      .from('site_settings')
      .update({ closed_days: [{ date: wednesday, label: 'Inventaire' }] })
      .eq('id', 1);
    expect(closing).toBeNull();
    const everySlot = weekdayStarts.map((time, index) => appointmentRequest({ date: thursday, time }, { email: `plein-${index}@example.bf` }));
    expect((await t.serviceClient().from('appointments').insert(everySlot)).error).toBeNull();

    const days = await freeDays(monday, sunday);
    expect(days).toContain(monday);
    expect(days).toContain(tuesday);
    expect(days).not.toContain(wednesday);
    expect(days).not.toContain(thursday);
    expect(days).not.toContain(sunday);

    // One slot freed: the day is offered again.
    expect((await admin.client.from('appointments').update({ status: 'cancelled' }).eq('date', thursday).eq('time', '10:00')).error).toBeNull();
    expect(await freeDays(thursday, thursday)).toEqual([thursday]);
  });

  it('never walks past today, the horizon or two months, and answers nothing for infinite bounds', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const past = await freeDays(addDaysIso(today, -40), addDaysIso(today, -1));
    expect(past).toEqual([]);
    const far = await freeDays(addDaysIso(today, 1), addDaysIso(today, 400));
    expect(far.every((day) => day <= addDaysIso(today, 62))).toBe(true);
    expect(far.length).toBeGreaterThan(20);
    const beyond = await freeDays(addDaysIso(today, 200), addDaysIso(today, 230));
    expect(beyond).toEqual([]);
    expect(await freeDays('infinity', 'infinity')).toEqual([]);
    expect(await freeDays('-infinity', 'infinity')).toEqual([]);
  });
});
