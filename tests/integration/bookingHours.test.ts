import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest, futureDate, prefilledClosedDays } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Booking follows the one settings record (issue 15): the weekly hours, the closed days (public
 * holidays pre-filled, company closures) and the horizon an administrator edits in
 * /admin/settings decide the slots offered and the bookings and moves the database accepts.
 */
describe('booking driven by site_settings', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;

  const weekdays = [1, 2, 3, 4, 5].flatMap((day) => [
    { day, opens: '08:00', closes: '12:00' },
    { day, opens: '14:00', closes: '18:00' },
  ]);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    customer = await signUpUser(t, 'Awa Ouédraogo');
  });
  afterAll(() => t?.close());

  async function saveSettings(changes: Record<string, unknown>) {
    const { error } = await admin.client.from('site_settings').update(changes).eq('id', 1);
    expect(error).toBeNull();
  }

  async function slotsOf(day: string): Promise<string[]> {
    const { data, error } = await t.client().rpc('available_slots', { day });
    expect(error).toBeNull();
    return data as string[];
  }

  it('offers Saturday morning, then nothing on Saturdays once an administrator closes them', async () => {
    const saturday = futureDate(6);
    expect(await slotsOf(saturday)).toEqual(['09:00:00', '09:30:00', '10:00:00', '10:30:00', '11:00:00', '11:30:00']);
    await saveSettings({ weekly_hours: weekdays });
    expect(await slotsOf(saturday)).toEqual([]);
    const { error, status } = await t.client().from('appointments').insert(appointmentRequest({ date: saturday, time: '09:00' }));
    expect(status).toBe(400);
    expect(error?.message).toBe('Nous sommes fermés le samedi : veuillez choisir un autre jour.');
  });

  it('takes new hours at once: slots and checks follow them, with the day’s hours in the message', async () => {
    await saveSettings({ weekly_hours: [...weekdays.filter((period) => period.day !== 1), { day: 1, opens: '08:30', closes: '10:00' }] });
    const monday = futureDate(1, 21);
    expect(await slotsOf(monday)).toEqual(['08:30:00', '09:00:00', '09:30:00']);
    const { error } = await t.client().from('appointments').insert(appointmentRequest({ date: monday, time: '08:00' }));
    expect(error?.message).toBe('Ce créneau est en dehors de nos heures d\'ouverture (ce jour-là : 08h30-10h00, par tranches de 30 minutes).');
    expect((await t.client().from('appointments').insert(appointmentRequest({ date: monday, time: '09:30' }))).error).toBeNull();
    await saveSettings({ weekly_hours: weekdays });
  });

  it('has no slot and refuses a booking on a public holiday of the pre-filled list', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const holiday = [...prefilledClosedDays].find((day) => day > tomorrow && ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
    expect(holiday).toBeDefined();
    expect(await slotsOf(holiday!)).toEqual([]);
    const { error, status } = await t.client().from('appointments').insert(appointmentRequest({ date: holiday!, time: '09:00' }));
    expect(status).toBe(400);
    expect(error?.message).toMatch(/^Nous sommes fermés le \d{2}\/\d{2}\/\d{4} \(.+\) : veuillez choisir un autre jour\.$/);
  });

  it('closes a weekday the company adds to its closed days, for bookings and for moves', async () => {
    const open = futureDate(3, 28);
    const closure = futureDate(4, 28);
    const { data: settings } = await admin.client.from('site_settings').select('closed_days').eq('id', 1).single();
    await saveSettings({ closed_days: [...(settings!.closed_days as unknown[]), { date: closure, label: 'Inventaire annuel' }] });
    expect(await slotsOf(closure)).toEqual([]);
    const refused = await t.client().from('appointments').insert(appointmentRequest({ date: closure, time: '10:00' }));
    expect(refused.error?.message).toContain('(Inventaire annuel)');

    const { data: booked, error } = await customer.client.from('appointments').insert(appointmentRequest({ date: open, time: '10:00' })).select('id').single();
    expect(error).toBeNull();
    const move = await customer.client.rpc('move_my_appointment', { appointment_id: booked!.id, new_date: closure, new_time: '10:00' });
    expect(move.error?.message).toContain('(Inventaire annuel)');
    const byAdmin = await admin.client.from('appointments').update({ date: closure }).eq('id', booked!.id);
    expect(byAdmin.error?.message).toContain('(Inventaire annuel)');
  });

  it('refuses a booking past the horizon the administrator sets, and lists no day beyond it', async () => {
    await saveSettings({ booking_horizon_days: 30 });
    const beyond = futureDate(2, 40);
    const { error, status } = await t.client().from('appointments').insert(appointmentRequest({ date: beyond, time: '09:00' }));
    expect(status).toBe(400);
    expect(error?.message).toContain('au plus tard jusqu\'au');
    const slots = await t.client().rpc('available_slots', { day: beyond });
    expect(slots.error?.message).toContain('au plus tard jusqu\'au');
    expect(await slotsOf(futureDate(2, 20))).toHaveLength(16);
    await saveSettings({ booking_horizon_days: 180 });
  });

  it('refuses malformed hours or closed days with a 400, keeping the record as it was', async () => {
    for (const invalid of [
      { weekly_hours: [{ day: 8, opens: '08:00', closes: '12:00' }] },
      { weekly_hours: [{ day: 1, opens: '12:00', closes: '08:00' }] },
      { weekly_hours: [{ day: 1, opens: '08:15', closes: '12:00' }] },
      { closed_days: [{ date: 'Noël', label: 'Noël' }] },
    ]) {
      const { status } = await admin.client.from('site_settings').update(invalid).eq('id', 1);
      expect(status).toBe(400);
    }
    const { data } = await t.client().from('public_site_settings').select('weekly_hours').single();
    expect(data!.weekly_hours).toEqual(weekdays);
  });
});
