import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../fixtures/products';
import { appointmentRequest, contactMessage, quoteRequest, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';

interface QueuedMail extends QueuedRow {
  recipient: string;
}

const spam = 'Gagnez 1 000 000 FCFA : https://arnaque.example/clic';

/** Issue 11, item 2: the public forms must not let anyone mail strangers in the company's name. */
describe('public forms are not a mail relay', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  const nextSlot = slotAllocator(5);

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  const mailsTo = async (recipient: string) =>
    asWritten(t.server.ctx.db, (await t.server.ctx.db.query<QueuedMail>(
      'select kind, recipient, subject, body_text, data from public.notifications where lower(recipient) = lower($1) order by id',
      [recipient],
    )).rows);

  const postRows = (table: string, rows: unknown[], key: string, token = key) =>
    fetch(`${t.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    });

  const accessToken = async (user: SignedInUser) => (await user.client.auth.getSession()).data.session?.access_token ?? '';

  it.each([
    ['contact_messages', () => contactMessage({ email: 'lot-contact@example.com' })],
    ['quotes', () => quoteRequest({ email: 'lot-devis@example.com' })],
    ['appointments', () => appointmentRequest(nextSlot(), { email: 'lot-rdv@example.com' })],
  ])('refuses several %s in one request from a visitor or a customer: 400, nothing stored, no mail', async (table, row) => {
    for (const token of [t.anonKey, await accessToken(customer)]) {
      const response = await postRows(table, [row(), row()], t.anonKey, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'P0001', message: 'Une seule demande à la fois : envoyez chaque demande séparément.' });
    }
    const stored = await t.server.ctx.db.query(`select 1 from public.${table} where email like 'lot-%'`);
    expect(stored.rows).toHaveLength(0);
    expect(await mailsTo(String((row() as { email: string }).email))).toEqual([]);
  });

  it('still takes one row per request, and any number from an administrator or the service_role key', async () => {
    expect((await postRows('contact_messages', [contactMessage({ email: 'un@example.com' })], t.anonKey)).status).toBe(201);
    const byAdmin = await postRows('contact_messages', [contactMessage({ email: 'lot-admin@example.com' }), contactMessage({ email: 'lot-admin@example.com' })], t.anonKey, await accessToken(admin));
    expect(byAdmin.status).toBe(201);
    const byService = await postRows('quotes', [quoteRequest({ email: 'lot-service@example.com' }), quoteRequest({ email: 'lot-service@example.com' })], t.serviceRoleKey);
    expect(byService.status).toBe(201);
    const stored = await t.server.ctx.db.query<{ n: number }>(
      "select (select count(*) from public.contact_messages where email = 'lot-admin@example.com') + (select count(*) from public.quotes where email = 'lot-service@example.com') as n",
    );
    expect(Number(stored.rows[0].n)).toBe(4);
  });

  it('sends at most 5 mails a day to one address because of visitors, however its case is written; the company hears of every request', async () => {
    const company = (await t.server.ctx.db.query<{ address: string }>('select notification_email as address from public.site_settings')).rows[0].address;
    const before = (await mailsTo(company)).length;
    for (let index = 0; index < 7; index += 1) {
      const email = index % 2 === 0 ? 'cible@example.com' : 'CIBLE@Example.com';
      const { error } = await t.client().from('contact_messages').insert(contactMessage({ email, subject: `Envoi ${index}` }));
      expect(error).toBeNull();
    }
    expect(await mailsTo('cible@example.com')).toHaveLength(5);
    expect((await mailsTo(company)).length - before).toBe(7);
    expect(await t.client().from('quotes').insert(quoteRequest({ email: 'autre-cible@example.com' }))).toMatchObject({ error: null });
    expect(await mailsTo('autre-cible@example.com')).toHaveLength(1);
  });

  it('confirms a visitor\'s request in the company\'s words, without quoting what they typed', async () => {
    const slot = nextSlot();
    await t.client().from('contact_messages').insert(contactMessage({ email: 'echo-contact@example.com', name: spam, subject: spam, message: spam }));
    await t.client().from('quotes').insert(quoteRequest({ email: 'echo-devis@example.com', name: spam, company: spam, message: spam }));
    await t.client().from('appointments').insert(appointmentRequest(slot, { email: 'echo-rdv@example.com', full_name: spam, notes: spam }));
    for (const address of ['echo-contact@example.com', 'echo-devis@example.com', 'echo-rdv@example.com']) {
      const [confirmation] = await mailsTo(address);
      expect(confirmation.subject).not.toContain('arnaque');
      expect(confirmation.body_text).toContain('avec cette adresse e-mail');
      expect(confirmation.body_text).not.toContain('arnaque');
    }
    expect((await mailsTo('echo-devis@example.com'))[0].body_text).toContain('Type de projet : Infrastructure réseau');
    expect((await mailsTo('echo-rdv@example.com'))[0].body_text).toContain('Service : Support informatique');
    const toCompany = await t.server.ctx.db.query("select 1 from public.notifications where kind = 'contact_message' and data->>'message' like '%arnaque%'");
    expect(toCompany.rows).toHaveLength(1);
  });

  it('quotes the message back to a signed-in customer writing from their own address', async () => {
    const { error } = await customer.client.from('contact_messages').insert(contactMessage({ email: customer.email, message: 'Mon imprimante réseau ne répond plus.' }));
    expect(error).toBeNull();
    const [confirmation] = await mailsTo(customer.email);
    expect(confirmation.body_text).toContain('Bonjour Mariam Traoré,');
    expect(confirmation.body_text).toContain('Mon imprimante réseau ne répond plus.');
  });

  it('never names an unpublished product in the confirmation of an information request (issue 11, item 10a)', async () => {
    const hidden = await insertProduct(t.server.ctx.db, { name: 'Prototype confidentiel Z9', price: 1, published: false });
    await t.client().from('contact_messages').insert(contactMessage({ email: 'curieux@example.com', product_id: hidden, subject: null }));
    await customer.client.from('contact_messages').insert(contactMessage({ email: customer.email, product_id: hidden, subject: null }));
    for (const address of ['curieux@example.com', customer.email]) {
      const confirmation = (await mailsTo(address)).find((mail) => mail.kind === 'contact_confirmation' && mail.body_text.includes('Bonjour,'));
      expect(confirmation).toBeDefined();
      expect(`${confirmation?.subject} ${confirmation?.body_text}`).not.toContain('Prototype');
    }
    // The company still learns which product the request is about.
    const toCompany = await t.server.ctx.db.query("select 1 from public.notifications where kind = 'information_request' and data->>'topic' like '%Prototype confidentiel Z9%'");
    expect(toCompany.rows).toHaveLength(2);

    const published = await insertProduct(t.server.ctx.db, { name: 'Routeur publié R1', price: 1, published: true });
    await t.client().from('contact_messages').insert(contactMessage({ email: 'client-r1@example.com', product_id: published, subject: null }));
    expect((await mailsTo('client-r1@example.com'))[0].body_text).toContain('sur le produit « Routeur publié R1 »');
  });
});
