import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { appointmentRequest, delivery, slotAllocator } from '../fixtures/requests';
import { SmsHookSink } from '../fixtures/smsHookSink';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';

const visitorEmail = () => `sms-${randomUUID().slice(0, 8)}@example.com`;

/** The « Gérer » link's token in a text message. */
function manageToken(message: string): string {
  const link = /\/appointment\/manage\/([A-Za-z0-9_-]+)/.exec(message);
  if (!link) throw new Error(`pas de lien « Gérer » dans le SMS : ${message}`);
  return link[1];
}

describe('notices by SMS / WhatsApp to customers who opted in (issue 34)', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let macbook: SeedProduct;
  const sink = new SmsHookSink();
  const nextSlot = slotAllocator(5);

  const setReminderLead = (lead: '24 hours' | '400 days') =>
    t.server.ctx.db.query(`create or replace function private.appointment_reminder_lead() returns interval
      language sql immutable set search_path = '' as $$ select interval '${lead}' $$`);

  /** Every text message the hook accepted for this number, once the outbox was sent. */
  async function textsTo(phone: string) {
    await t.server.mail.flush();
    return sink.to(phone);
  }

  async function book(phone: string, noticeChannel?: 'sms' | 'whatsapp') {
    const booking = appointmentRequest(nextSlot(), { email: visitorEmail(), phone, ...(noticeChannel ? { notice_channel: noticeChannel } : {}) });
    const { error } = await t.client().from('appointments').insert(booking);
    expect(error).toBeNull();
    const found = await t.server.ctx.db.query<{ id: string }>('select id from public.appointments where email = $1', [booking.email]);
    return found.rows[0].id;
  }

  async function placeOrder(phone: string, noticeChannel?: 'sms' | 'whatsapp') {
    const email = visitorEmail();
    const { error } = await t.client().rpc('place_order', {
      items: [{ product_id: macbook.id, quantity: 1 }],
      delivery: { ...delivery, phone, email, ...(noticeChannel ? { notice_channel: noticeChannel } : {}) },
    });
    expect(error).toBeNull();
    return (await t.server.ctx.db.query<{ id: string }>('select id from public.orders where guest_email = $1', [email])).rows[0].id;
  }

  const setOrderStatus = async (id: string, status: string) =>
    expect((await admin.client.from('orders').update({ status }).eq('id', id)).error).toBeNull();

  beforeAll(async () => {
    await sink.start();
    t = await startTestServer({ env: sink.env() });
    admin = await signUpAdmin(t, 'Chef Admin');
    macbook = (await seedProducts(t.server.ctx.db))['macbook-pro-14-m3'];
  });
  beforeEach(() => setReminderLead('24 hours'));
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('texts one SMS with a working manage link for a booking with the option, none without it', async () => {
    const optedIn = uniquePhone();
    const id = await book(optedIn, 'sms');
    const texts = await textsTo(optedIn);
    expect(texts).toHaveLength(1);
    expect(texts[0].sms).toMatchObject({ channel: 'sms', kind: 'sms_appointment_confirmation', otp: '' });
    expect(texts[0].sms.message).toMatch(/demande de RDV reçue/);
    const { data } = await t.client().rpc('appointment_by_token', { token: manageToken(texts[0].sms.message) });
    expect(data).toMatchObject({ id });

    const notOptedIn = uniquePhone();
    await book(notOptedIn);
    expect(await textsTo(notOptedIn)).toEqual([]);
  });

  it('texts one message when staff move the appointment, one when they cancel it', async () => {
    const phone = uniquePhone();
    const id = await book(phone, 'whatsapp');
    const moveTo = nextSlot();
    expect((await admin.client.from('appointments').update({ date: moveTo.date, time: moveTo.time }).eq('id', id)).error).toBeNull();
    expect((await textsTo(phone)).map((text) => text.sms.kind)).toEqual(['sms_appointment_confirmation', 'sms_appointment_moved']);
    expect((await textsTo(phone))[1].sms.channel).toBe('whatsapp');

    expect((await admin.client.from('appointments').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    const texts = await textsTo(phone);
    expect(texts.map((text) => text.sms.kind)).toEqual(['sms_appointment_confirmation', 'sms_appointment_moved', 'sms_appointment_cancelled']);
    expect(texts[2].sms.message).toMatch(/annulé/);
  });

  it('texts the reminder once to an opted-in confirmed appointment', async () => {
    const phone = uniquePhone();
    const id = await book(phone, 'sms');
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    await setReminderLead('400 days');
    await t.server.mail.flush();
    await t.server.mail.flush();
    const kinds = (await textsTo(phone)).map((text) => text.sms.kind);
    expect(kinds).toEqual(['sms_appointment_confirmation', 'sms_appointment_confirmed', 'sms_appointment_reminder']);
  });

  it('texts an opted-in order when it is confirmed and delivered, and nothing to an order without the option', async () => {
    const phone = uniquePhone();
    const id = await placeOrder(phone, 'whatsapp');
    expect(await textsTo(phone)).toEqual([]);
    await setOrderStatus(id, 'confirmed');
    const confirmed = await textsTo(phone);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0].sms).toMatchObject({ channel: 'whatsapp', kind: 'sms_order_confirmed' });
    expect(confirmed[0].sms.message).toMatch(/\/order\/view\/[A-Za-z0-9_-]+/);
    await setOrderStatus(id, 'delivered');
    expect((await textsTo(phone)).map((text) => text.sms.kind)).toEqual(['sms_order_confirmed', 'sms_order_delivered']);

    const silent = uniquePhone();
    const other = await placeOrder(silent);
    await setOrderStatus(other, 'confirmed');
    expect(await textsTo(silent)).toEqual([]);
  });

  it('never texts a number that did not opt in: staff cannot opt a customer in, and a new number drops the option', async () => {
    const phone = uniquePhone();
    const id = await book(phone);
    const optIn = await admin.client.from('appointments').update({ notice_channel: 'sms' }).eq('id', id);
    expect(optIn.error?.message).toMatch(/Seul le client/);

    const optedIn = uniquePhone();
    const other = await book(optedIn, 'sms');
    expect(await textsTo(optedIn)).toHaveLength(1);
    const newNumber = uniquePhone();
    expect((await admin.client.from('appointments').update({ phone: newNumber }).eq('id', other)).error).toBeNull();
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', other)).error).toBeNull();
    expect(await textsTo(newNumber)).toEqual([]);
    expect((await textsTo(optedIn)).map((text) => text.sms.kind)).toEqual(['sms_appointment_confirmation']);
  });

  it('refuses the option on the phone field when the number cannot receive a text', async () => {
    const booking = appointmentRequest(nextSlot(), { email: visitorEmail(), phone: '', notice_channel: 'sms' });
    const { error } = await t.client().from('appointments').insert(booking);
    expect(error?.message).toMatch(/indiquez un numéro valide/);
    expect(error?.hint).toBe('field:phone');
  });

  it('sends a number no more notices a day than the cap, however many bookings name it', async () => {
    const phone = uniquePhone();
    for (let booking = 0; booking < 8; booking += 1) await book(phone, 'sms');
    const cap = (await t.server.ctx.db.query<{ cap: number }>('select private.sms_notices_per_day() as cap')).rows[0].cap;
    expect(await textsTo(phone)).toHaveLength(cap);
  });
});
