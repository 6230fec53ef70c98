import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letAppointmentTimePass } from '../fixtures/appointmentTime';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('appointments: « Terminé » only once the time has passed', () => {
  let t: TestServer;
  let admin: SignedInUser;
  const nextSlot = slotAllocator();

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  /** A visitor's booking, confirmed by the office. */
  async function confirmedAppointment(): Promise<{ id: string; date: string; time: string }> {
    const slot = nextSlot();
    const { data, error } = await admin.client.from('appointments').insert(appointmentRequest(slot)).select('id').single();
    if (error || !data) throw new Error(`réservation impossible : ${error?.message}`);
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', data.id)).error).toBeNull();
    return { id: data.id as string, ...slot };
  }

  const row = async (id: string) =>
    (await t.server.ctx.db.query<{ status: string }>('select status from public.appointments where id = $1', [id])).rows[0];

  it('refuses an administrator marking a future appointment completed, with a clear French message, and mails nobody', async () => {
    const appointment = await confirmedAppointment();
    const { error, status } = await admin.client.from('appointments').update({ status: 'completed' }).eq('id', appointment.id);
    expect(status).toBe(400);
    const day = appointment.date.split('-').reverse().join('/');
    const time = appointment.time.replace(':', 'h');
    expect(error?.message).toBe(`Ce rendez-vous ne peut être marqué « Terminé » qu'une fois son heure passée (le ${day} à ${time}).`);
    expect(await row(appointment.id)).toEqual({ status: 'confirmed' });
    const mails = await t.server.ctx.db.query("select 1 from public.notifications where kind = 'appointment_completed'");
    expect(mails.rows).toEqual([]);
  });

  it('refuses it to the server’s own connection too', async () => {
    const appointment = await confirmedAppointment();
    await expect(t.server.ctx.db.query("update public.appointments set status = 'completed' where id = $1", [appointment.id])).rejects.toThrow(/une fois son heure passée/);
  });

  it('accepts it once the appointment’s time has passed, and the customer is mailed', async () => {
    const appointment = await confirmedAppointment();
    await letAppointmentTimePass(t, appointment.id);
    expect((await admin.client.from('appointments').update({ status: 'completed' }).eq('id', appointment.id)).error).toBeNull();
    expect(await row(appointment.id)).toEqual({ status: 'completed' });
    const mails = await t.server.ctx.db.query("select 1 from public.notifications where kind = 'appointment_completed'");
    expect(mails.rows).toHaveLength(1);
  });
});
