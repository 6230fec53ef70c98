import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder } from '../fixtures/documents';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { appointmentRequest, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser, testPassword, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Issue 35: a customer who had ordered could not be deleted (the order refused it). Deleted as GoTrue
 * deletes them (the admin API, as the dashboard calls it), the account goes and the documents stay as
 * they were, for the office only.
 */
describe('deleting a customer who ordered', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let wifi: SeedProduct;
  const nextSlot = slotAllocator();

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  it('deletes the account; the office still reads the order, its invoice and credit note with the customer as they were', async () => {
    const customer = await signUpUser(t, 'Mariam Zongo');
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const invoice = await admin.client.rpc('issue_invoice', { order_id: orderId });
    expect(invoice.error).toBeNull();
    const invoiceId = (invoice.data as { id: string }).id;
    const credit = await admin.client.rpc('issue_credit_note', { invoice_id: invoiceId, reason: 'Geste commercial', amount_ht: 1000 });
    expect(credit.error).toBeNull();
    // Her requests, which already let the account go (on delete set null), go with the same delete.
    const booked = await customer.client.from('appointments').insert(appointmentRequest(nextSlot(), { full_name: 'Mariam Zongo', email: customer.email })).select('id').single();
    expect(booked.error).toBeNull();
    const asked = await customer.client.from('quotes').insert(quoteRequest({ name: 'Mariam Zongo', email: customer.email })).select('id').single();
    expect(asked.error).toBeNull();

    const deleted = await t.serviceClient().auth.admin.deleteUser(customer.id);
    expect(deleted.error).toBeNull();

    const order = await admin.client.from('orders').select('number, profile_id, delivery_name, delivery_phone, delivery_address, guest_email, status, total').eq('id', orderId).single();
    expect(order.error).toBeNull();
    expect(order.data).toMatchObject({
      profile_id: null,
      delivery_name: delivery.name,
      delivery_phone: delivery.phone,
      delivery_address: delivery.address,
      guest_email: customer.email,
      status: 'confirmed',
    });
    const kept = await admin.client.from('invoices').select('profile_id, customer_name, customer_email, customer_phone, customer_address, status').eq('id', invoiceId).single();
    expect(kept.data).toEqual({
      profile_id: null,
      customer_name: delivery.name,
      customer_email: customer.email,
      customer_phone: delivery.phone,
      customer_address: delivery.address,
      status: 'unpaid',
    });
    const notes = await admin.client.from('credit_notes').select('profile_id, reason, total_ht').eq('invoice_id', invoiceId);
    expect(notes.data).toEqual([{ profile_id: null, reason: 'Geste commercial', total_ht: 1000 }]);
    const appointment = await admin.client.from('appointments').select('profile_id, full_name, email').eq('id', booked.data!.id).single();
    expect(appointment.data).toEqual({ profile_id: null, full_name: 'Mariam Zongo', email: customer.email });
    const quote = await admin.client.from('quotes').select('profile_id, name, email').eq('id', asked.data!.id).single();
    expect(quote.data).toEqual({ profile_id: null, name: 'Mariam Zongo', email: customer.email });
    const profile = await admin.client.from('profiles').select('id').eq('id', customer.id);
    expect(profile.data).toEqual([]);

    const signIn = await t.client().auth.signInWithPassword({ email: customer.email, password: testPassword });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('leaves the documents of a deleted customer to the office: no other customer reads them', async () => {
    const customer = await signUpUser(t, 'Paul Ilboudo');
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    expect((await t.serviceClient().auth.admin.deleteUser(customer.id)).error).toBeNull();

    const other = await signUpUser(t, 'Awa Kaboré');
    expect((await other.client.from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    expect((await t.client().from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    expect((await admin.client.from('orders').select('id').eq('id', orderId)).data).toEqual([{ id: orderId }]);
  });

  it('gives the order and its invoice to the account that proves the same address again, as a guest order', async () => {
    const customer = await signUpUser(t, 'Salif Ouédraogo');
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const invoiceId = ((await admin.client.rpc('issue_invoice', { order_id: orderId })).data as { id: string }).id;
    // A customer sees an invoice once the SECeF certified it (the built-in test certifier here).
    await t.server.mail.flush();
    expect((await t.serviceClient().auth.admin.deleteUser(customer.id)).error).toBeNull();

    // This server confirms sign-ups at once (MAILER_AUTOCONFIRM), as a confirmed address joins guest orders.
    const again = t.client();
    const signed = await again.auth.signUp({ email: customer.email, password: testPassword, options: { data: { full_name: 'Salif Ouédraogo' } } });
    expect(signed.error).toBeNull();
    expect((await again.from('orders').select('id, delivery_name').eq('id', orderId)).data).toEqual([{ id: orderId, delivery_name: delivery.name }]);
    expect((await again.from('invoices').select('id, profile_id').eq('id', invoiceId)).data).toEqual([{ id: invoiceId, profile_id: signed.data.user!.id }]);
  });

  it('still refuses any other change of an issued invoice or credit note, even its customer, even by the owner', async () => {
    const customer = await signUpUser(t, 'Issa Sawadogo');
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const invoiceId = ((await admin.client.rpc('issue_invoice', { order_id: orderId })).data as { id: string }).id;
    expect((await admin.client.rpc('issue_credit_note', { invoice_id: invoiceId, reason: 'Retour', amount_ht: 500 })).error).toBeNull();
    const frozen = 'Un document émis (facture ou avoir) ne se modifie pas et ne se supprime pas : établissez un avoir.';
    // The server's own connection, which no policy or grant stops: only the triggers do.
    const db = t.server.ctx.db;
    await expect(db.query('update public.credit_notes set profile_id = null where invoice_id = $1', [invoiceId])).rejects.toThrow(frozen);
    await expect(db.query("update public.invoices set profile_id = null, customer_name = 'Autre' where id = $1", [invoiceId])).rejects.toThrow(frozen);
    const kept = await admin.client.from('invoices').select('profile_id, customer_name').eq('id', invoiceId).single();
    expect(kept.data).toEqual({ profile_id: customer.id, customer_name: delivery.name });
  });
});
