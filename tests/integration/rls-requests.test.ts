import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';
import { contactMessage, quoteRequest } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

describe('quotes and contact messages: what the database accepts', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  it.each([
    ['an unknown project type', { project_type: 'astrologie' }],
    ['an unknown budget', { budget: '1-franc' }],
    ['an unknown timeline', { timeline: 'hier' }],
    ['no service', { services: [] }],
    ['a service outside the eight', { services: ['network-setup', 'plomberie'] }],
    ['a missing phone', { phone: null }],
    ['a malformed e-mail', { email: 'issa@' }],
    ['a megabyte message', { message: 'x'.repeat(1_000_000) }],
    ['a status set by the sender', { request_status: 'accepted' }],
    ['an answer set by the sender', { answer_amount: 1 }],
  ])('refuses a quote with %s (4xx, nothing stored)', async (_label, overrides) => {
    const { status } = await t.client().from('quotes').insert(quoteRequest({ name: 'Refusé', ...overrides }));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const stored = await t.server.ctx.db.query("select 1 from public.quotes where name = 'Refusé'");
    expect(stored.rows).toHaveLength(0);
  });

  it('accepts every option value of SPEC.md, and optional fields left out', async () => {
    const { error } = await t.client().from('quotes').insert(quoteRequest({
      services: ['hardware-sales', 'software-sales', 'network-setup', 'website-design', 'cloud-solutions', 'it-security', 'data-backup', 'maintenance'],
      company: null, budget: null, timeline: null, message: null,
    }));
    expect(error).toBeNull();
  });

  it('answers a request once: pending → declined sets answered_at, then no other move', async () => {
    const { data } = await customer.client.from('quotes').insert(quoteRequest({ email: customer.email })).select('id').single();
    const id = data?.id as string;
    const byCustomer = await customer.client.from('quotes').update({ request_status: 'accepted', answer_amount: 1 }).eq('id', id);
    expect(byCustomer.error).toBeNull();
    const unchanged = await customer.client.from('quotes').select('request_status, answer_amount').eq('id', id).single();
    expect(unchanged.data).toEqual({ request_status: 'pending', answer_amount: null });

    expect((await admin.client.from('quotes').update({ request_status: 'declined', answer_message: 'Hors de notre champ.' }).eq('id', id)).error).toBeNull();
    const answered = await customer.client.from('quotes').select('request_status, answer_message, answered_at').eq('id', id).single();
    expect(answered.data?.request_status).toBe('declined');
    expect(answered.data?.answer_message).toBe('Hors de notre champ.');
    expect(answered.data?.answered_at).not.toBeNull();

    const flip = await admin.client.from('quotes').update({ request_status: 'accepted' }).eq('id', id);
    expect(flip.status).toBe(400);
    expect(flip.error?.message).toBe('Un devis s\'accepte par son offre : envoyez le devis, puis le client l\'accepte en ligne ou vous enregistrez son accord.');
  });

  it('stores an information request about a product, linked to the product', async () => {
    const product = await t.server.ctx.db.query<{ id: string }>("select id from public.products where slug = 'macbook-pro-14-m3'");
    const { error } = await t.client().from('contact_messages').insert(contactMessage({ product_id: product.rows[0].id, subject: null }));
    expect(error).toBeNull();
    const [mail] = await asWritten(t.server.ctx.db, (await t.server.ctx.db.query<QueuedRow>("select kind, subject, body_text, data from public.notifications where kind = 'information_request'")).rows);
    expect(mail.subject).toBe('Nouveau message : Demande d\'information : MacBook Pro 14 pouces (puce M3) (Mariam Traoré)');
  });

  it.each([
    ['an empty message', { message: '   ' }],
    ['a missing name', { name: '' }],
    ['a malformed e-mail', { email: 'mariam.example.com' }],
    ['a megabyte message', { message: 'x'.repeat(1_000_000) }],
    ['a message already marked read', { read: true }],
    ['a phone that is not one', { phone: '<script>' }],
  ])('refuses a contact message with %s', async (_label, overrides) => {
    const { status } = await t.client().from('contact_messages').insert(contactMessage({ ...overrides }));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('lets an administrator mark a message read; a customer cannot', async () => {
    const { data } = await customer.client.from('contact_messages').insert(contactMessage()).select('id').single();
    const id = data?.id as string;
    await customer.client.from('contact_messages').update({ read: true }).eq('id', id);
    const stillUnread = await customer.client.from('contact_messages').select('read').eq('id', id).single();
    expect(stillUnread.data?.read).toBe(false);
    expect((await admin.client.from('contact_messages').update({ read: true }).eq('id', id)).error).toBeNull();
    const read = await customer.client.from('contact_messages').select('read').eq('id', id).single();
    expect(read.data?.read).toBe(true);
  });

  it('answers an administrator\'s update with the updated row, as the back-office expects', async () => {
    const { data } = await customer.client.from('contact_messages').insert(contactMessage()).select('id').single();
    const updated = await admin.client.from('contact_messages').update({ read: true }).eq('id', data?.id).select('id, read').single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ id: data?.id, read: true });
  });

  it('lets an administrator change the settings, within checked formats', async () => {
    const changed = await admin.client.from('site_settings').update({ tax_rate: 10, phone_main: '+226 25 99 99 99' }).eq('id', 1);
    expect(changed.error).toBeNull();
    const { data } = await t.client().from('public_site_settings').select('tax_rate, phone_main').single();
    expect([Number(data?.tax_rate), data?.phone_main]).toEqual([10, '+226 25 99 99 99']);
    for (const invalid of [{ notification_email: 'pas-une-adresse' }, { tax_rate: 150 }, { whatsapp_number: '+226 70' }, { weekly_hours: 'tous les jours' }]) {
      const { status } = await admin.client.from('site_settings').update(invalid).eq('id', 1);
      expect(status).toBe(400);
    }
  });
});
