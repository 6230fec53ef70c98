import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { letAppointmentTimePass } from '../fixtures/appointmentTime';
import { appointmentRequest, futureDate, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

describe('appointments: slots, double booking and status', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let otherCustomer: SignedInUser;
  let admin: SignedInUser;
  const nextSlot = slotAllocator();

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    otherCustomer = await signUpUser(t, 'Issa Sawadogo');
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  /** A customer's pending appointment, booked through the API; returns its id. */
  async function book(user: SignedInUser): Promise<string> {
    const { data, error } = await user.client.from('appointments').insert(appointmentRequest(nextSlot())).select('id').single();
    if (error || !data) throw new Error(`réservation impossible : ${error?.message}`);
    return data.id as string;
  }

  const statusOf = async (id: string) =>
    (await t.server.ctx.db.query<{ status: string }>('select status from public.appointments where id = $1', [id])).rows[0]?.status;

  it('gives a slot to exactly one of two visitors booking it at the same instant; the other gets 409', async () => {
    const slot = nextSlot();
    const results = await Promise.all([
      t.client().from('appointments').insert(appointmentRequest(slot, { full_name: 'Premier' })),
      t.client().from('appointments').insert(appointmentRequest(slot, { full_name: 'Second' })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)?.error?.code).toBe('23505');
    const stored = await t.server.ctx.db.query('select 1 from public.appointments where date = $1 and time = $2', [slot.date, slot.time]);
    expect(stored.rows).toHaveLength(1);
  });

  it('refuses a slot already taken with 409 and a French message', async () => {
    const slot = nextSlot();
    expect((await t.client().from('appointments').insert(appointmentRequest(slot))).error).toBeNull();
    const { error, status } = await t.client().from('appointments').insert(appointmentRequest(slot, { full_name: 'Retardataire' }));
    expect(status).toBe(409);
    expect(error?.message).toBe('Ce créneau vient d\'être réservé : veuillez en choisir un autre.');
  });

  it.each([
    ['a past date', { date: '2024-01-08', time: '09:00' }, 'Cette date est passée', 'field:date'],
    ['a Sunday', { date: futureDate(7), time: '09:00' }, 'Nous sommes fermés le dimanche', 'field:date'],
    ['the lunch break', { date: futureDate(2), time: '12:00' }, 'en dehors de nos heures d\'ouverture', 'field:time'],
    ['before opening', { date: futureDate(3), time: '07:30' }, 'en dehors de nos heures d\'ouverture', 'field:time'],
    ['after the last start', { date: futureDate(4), time: '18:00' }, 'en dehors de nos heures d\'ouverture', 'field:time'],
    ['a start that is not on the half hour', { date: futureDate(1), time: '09:15' }, 'en dehors de nos heures d\'ouverture', 'field:time'],
    ['Saturday afternoon', { date: futureDate(6), time: '14:00' }, 'en dehors de nos heures d\'ouverture', 'field:time'],
    ['a day past the booking horizon', { date: futureDate(2, 200), time: '09:00' }, 'au plus tard jusqu\'au', 'field:date'],
  ])('refuses %s with a clear 400 naming the field it concerns', async (_label, slot, message, fieldHint) => {
    const { error, status } = await t.client().from('appointments').insert(appointmentRequest(slot));
    expect(status).toBe(400);
    expect(error?.message).toContain(message);
    // The form shows it under that field (src/shared/errors/fieldError.ts).
    expect(error?.hint).toBe(fieldHint);
  });

  it('accepts Saturday morning up to 11:30', async () => {
    const { error } = await t.client().from('appointments').insert(appointmentRequest({ date: futureDate(6), time: '11:30' }));
    expect(error).toBeNull();
  });

  it('lists a day\'s free starts, hiding a booked one, without telling who booked it', async () => {
    const day = futureDate(5, 70);
    const before = await t.client().rpc('available_slots', { day });
    expect(before.error).toBeNull();
    expect(before.data).toHaveLength(16);
    expect(before.data?.[0]).toBe('08:00:00');
    await t.client().from('appointments').insert(appointmentRequest({ date: day, time: '10:30' }));
    const after = await t.client().rpc('available_slots', { day });
    expect(after.data).toHaveLength(15);
    expect(after.data).not.toContain('10:30:00');
    expect(JSON.stringify(after.data)).not.toContain('awa@example.com');
    const sunday = await t.client().rpc('available_slots', { day: futureDate(7) });
    expect(sunday.data).toEqual([]);
    const saturday = await t.client().rpc('available_slots', { day: futureDate(6, 70) });
    expect(saturday.data).toEqual(['09:00:00', '09:30:00', '10:00:00', '10:30:00', '11:00:00', '11:30:00']);
  });

  it('frees a slot again once its appointment is cancelled', async () => {
    const slot = nextSlot();
    const { data } = await customer.client.from('appointments').insert(appointmentRequest(slot)).select('id').single();
    expect((await customer.client.from('appointments').update({ status: 'cancelled' }).eq('id', data?.id)).error).toBeNull();
    const { error } = await t.client().from('appointments').insert(appointmentRequest(slot));
    expect(error).toBeNull();
  });

  it('lets an administrator move pending → confirmed → completed, and nothing backwards', async () => {
    const id = await book(customer);
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    const backwards = await admin.client.from('appointments').update({ status: 'pending' }).eq('id', id);
    expect(backwards.status).toBe(400);
    expect(backwards.error?.message).toBe('Changement de statut impossible : un rendez-vous « Confirmé » ne peut pas passer à « En attente ».');
    await letAppointmentTimePass(t, id);
    expect((await admin.client.from('appointments').update({ status: 'completed' }).eq('id', id)).error).toBeNull();
    const reopened = await admin.client.from('appointments').update({ status: 'cancelled' }).eq('id', id);
    expect(reopened.error?.message).toContain('Changement de statut impossible');
    expect(await statusOf(id)).toBe('completed');
  });

  it('staff cancel with a reason, kept on the appointment and written in the customer\'s mail; a reason alone is refused (issue 46)', async () => {
    const id = await book(customer);
    const early = await admin.client.from('appointments').update({ cancellation_reason: 'Technicien malade' }).eq('id', id);
    expect(early.status).toBe(400);
    expect(early.error?.message).toBe('Le motif d\'annulation se donne en annulant le rendez-vous.');
    const { error } = await admin.client.from('appointments').update({ status: 'cancelled', cancellation_reason: 'Technicien malade' }).eq('id', id);
    expect(error).toBeNull();
    const stored = await admin.client.from('appointments').select('status, cancellation_reason').eq('id', id).single();
    expect(stored.data).toEqual({ status: 'cancelled', cancellation_reason: 'Technicien malade' });
    const mail = (await mailsTo(t, customer.email)).filter((candidate) => /annulé/.test(candidate.subject)).at(-1);
    expect(mail?.text).toContain('est annulé.\nMotif : Technicien malade\nN\'hésitez pas à réserver un autre créneau.');
  });

  it('a customer cancelling through the table may give a reason too', async () => {
    const pending = await book(customer);
    expect((await customer.client.from('appointments').update({ status: 'cancelled', cancellation_reason: 'Plus besoin' }).eq('id', pending)).error).toBeNull();
    const stored = await customer.client.from('appointments').select('cancellation_reason').eq('id', pending).single();
    expect(stored.data).toEqual({ cancellation_reason: 'Plus besoin' });
  });

  it('refuses pending → completed', async () => {
    const id = await book(customer);
    const { error } = await admin.client.from('appointments').update({ status: 'completed' }).eq('id', id);
    expect(error?.message).toContain('Changement de statut impossible');
    expect(await statusOf(id)).toBe('pending');
  });

  it('lets a customer cancel their own pending appointment, but not confirm it nor cancel a confirmed one', async () => {
    const pending = await book(customer);
    const confirmSelf = await customer.client.from('appointments').update({ status: 'confirmed' }).eq('id', pending);
    expect(confirmSelf.error?.message).toBe('Vous pouvez seulement annuler un rendez-vous encore en attente.');
    expect((await customer.client.from('appointments').update({ status: 'cancelled' }).eq('id', pending)).error).toBeNull();
    expect(await statusOf(pending)).toBe('cancelled');

    const confirmed = await book(customer);
    await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', confirmed);
    const late = await customer.client.from('appointments').update({ status: 'cancelled' }).eq('id', confirmed);
    expect(late.error?.message).toBe('Vous pouvez seulement annuler un rendez-vous encore en attente.');
    expect(await statusOf(confirmed)).toBe('confirmed');
  });

  it('refuses a customer moving their appointment or cancelling someone else\'s', async () => {
    const own = await book(customer);
    const moved = await customer.client.from('appointments').update({ time: '17:30' }).eq('id', own);
    expect(moved.error).not.toBeNull();
    const theirs = await book(otherCustomer);
    const attempt = await customer.client.from('appointments').update({ status: 'cancelled' }).eq('id', theirs);
    expect(attempt.error).toBeNull();
    expect(await statusOf(theirs)).toBe('pending');
  });

  it('links a signed-in customer\'s booking to their profile and refuses booking for someone else', async () => {
    const id = await book(customer);
    const owner = await t.server.ctx.db.query<{ profile_id: string }>('select profile_id from public.appointments where id = $1', [id]);
    expect(owner.rows[0].profile_id).toBe(customer.id);
    const forged = await customer.client.from('appointments').insert(appointmentRequest(nextSlot(), { profile_id: otherCustomer.id }));
    expect(forged.error).not.toBeNull();
    const visitorForged = await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { profile_id: customer.id }));
    expect(visitorForged.error).not.toBeNull();
    const preConfirmed = await customer.client.from('appointments').insert(appointmentRequest(nextSlot(), { status: 'confirmed' }));
    expect(preConfirmed.error).not.toBeNull();
  });

  it('bounds every text and checks the e-mail format', async () => {
    const huge = await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { notes: 'x'.repeat(1_000_000) }));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const badEmail = await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { email: 'pas-un-email' }));
    expect(badEmail.status).toBe(400);
    const badService = await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { service: 'astrologie' }));
    expect(badService.status).toBe(400);
  });
});
