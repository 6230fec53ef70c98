import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Issue 30: « staff build the offer from a quote request (or from scratch for a customer) ». */
describe('a quote started by staff for a customer (rpc start_quote_for_customer)', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Bureau');
    customer = await signUpUser(t, 'Mariam Sawadogo');
    await customer.client.from('profiles').update({ phone: '+226 70 11 22 33', company: 'Sawadogo SARL' }).eq('id', customer.id);
  });
  afterAll(() => t?.close());

  const mailsAbout = async (email: string) =>
    (await t.server.ctx.db.query<{ kind: string }>('select kind from public.notifications where recipient = $1 or reply_to = $1 order by kind', [email])).rows.map((row) => row.kind);

  it('makes a draft of the customer’s own, with their details, and mails no one about a request', async () => {
    const before = await mailsAbout(customer.email);
    const { data, error } = await admin.client.rpc('start_quote_for_customer', {
      customer_id: customer.id,
      project_type: 'network-infrastructure',
      services: ['network-setup', 'maintenance'],
      message: 'Câblage du nouveau bâtiment',
    });
    expect(error).toBeNull();
    const { data: quote } = await admin.client.from('quotes').select('name, email, phone, company, profile_id, offer_status, number, message, started_by_office').eq('id', (data as { id: string }).id).single();
    expect(quote).toEqual({
      name: 'Mariam Sawadogo',
      email: customer.email,
      phone: '+226 70 11 22 33',
      company: 'Sawadogo SARL',
      profile_id: customer.id,
      offer_status: 'draft',
      number: null,
      message: 'Câblage du nouveau bâtiment',
      // Issue 46.10: the portal labels this text the office's « Objet », not « Votre message ».
      started_by_office: true,
    });
    expect(await mailsAbout(customer.email)).toEqual(before);
    // The customer sees it among their quotes.
    const { data: theirs } = await customer.client.from('quotes').select('id');
    expect(theirs?.map((row) => row.id)).toContain((data as { id: string }).id);
  });

  it('still mails a request made by the customer themselves', async () => {
    const { error } = await customer.client.from('quotes').insert({
      name: 'Mariam Sawadogo', email: customer.email, phone: '+226 70 11 22 33', project_type: 'other', services: ['maintenance'], message: `Demande ${Date.now()}`,
    });
    expect(error).toBeNull();
    expect(await mailsAbout(customer.email)).toEqual(expect.arrayContaining(['quote_confirmation', 'quote_request']));
    const { data: own } = await customer.client.from('quotes').select('started_by_office').eq('project_type', 'other');
    expect(own).toEqual([{ started_by_office: false }]);
  });

  it('is refused to a customer, and asks for a phone when the profile has none', async () => {
    const refused = await customer.client.rpc('start_quote_for_customer', { customer_id: customer.id, project_type: 'other', services: ['maintenance'] });
    expect(refused.error).toMatchObject({ code: '42501' });
    expect(refused.status).toBe(403);

    const noPhone = await signUpUser(t, 'Client Sans Téléphone');
    const missing = await admin.client.rpc('start_quote_for_customer', { customer_id: noPhone.id, project_type: 'other', services: ['maintenance'] });
    expect(missing.error).toMatchObject({ code: '22023', message: 'Indiquez le téléphone du client : son profil n\'en a pas.' });
    expect(missing.status).toBe(400);
    const given = await admin.client.rpc('start_quote_for_customer', { customer_id: noPhone.id, project_type: 'other', services: ['maintenance'], phone: '70 00 00 00' });
    expect(given.error).toBeNull();
  });
});
