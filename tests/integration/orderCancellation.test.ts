import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder } from '../fixtures/documents';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';

describe('orders: the customer cancels a pending order from the order page', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let otherCustomer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    otherCustomer = await signUpUser(t, 'Issa Sawadogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  async function placeOrder(user: SignedInUser): Promise<{ id: string; number: number }> {
    const { data, error } = await user.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 1 }], delivery });
    if (error) throw new Error(error.message);
    return data as { id: string; number: number };
  }

  const stored = async (id: string) =>
    (await t.server.ctx.db.query<{ status: string; cancelled_by_customer_at: Date | null }>(
      'select status, cancelled_by_customer_at from public.orders where id = $1', [id])).rows[0];

  it('cancels their own pending order; the company is told and the back-office sees who cancelled', async () => {
    const order = await placeOrder(customer);
    const { data, error } = await customer.client.rpc('cancel_my_order', { order_id: order.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: order.id, number: order.number, status: 'cancelled' });
    expect(await stored(order.id)).toMatchObject({ status: 'cancelled', cancelled_by_customer_at: expect.any(Date) });

    const { data: seenByAdmin } = await admin.client.from('orders').select('status, cancelled_by_customer_at').eq('id', order.id).single();
    expect(seenByAdmin).toMatchObject({ status: 'cancelled', cancelled_by_customer_at: expect.any(String) });

    const company = (await asWritten(t.server.ctx.db, (await t.server.ctx.db.query<QueuedRow & { reply_to: string | null }>(
      "select kind, subject, body_text, data, reply_to from public.notifications where kind = 'order_cancelled_by_customer'")).rows))
      .map(({ subject, reply_to }) => ({ subject, reply_to }));
    // Answering the alert writes to the customer, not to no-reply.
    expect(company).toEqual([{ subject: `Commande n° ${order.number} annulée par le client`, reply_to: customer.email }]);
    const toCustomer = (await mailsTo(t, customer.email)).find((mail) => mail.subject === `Commande n° ${order.number} : annulée`);
    expect(toCustomer?.text).toContain('Vous avez annulé votre commande.');
  });

  it('refuses to cancel a confirmed order, with a French message, and leaves it confirmed', async () => {
    const order = await placeOrder(customer);
    expect((await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', order.id)).error).toBeNull();
    const { error, status } = await customer.client.rpc('cancel_my_order', { order_id: order.id });
    expect(status).toBe(400);
    expect(error?.message).toBe('Cette commande ne peut plus être annulée en ligne : elle est « En préparation ». Contactez-nous pour toute question.');
    expect(await stored(order.id)).toMatchObject({ status: 'confirmed', cancelled_by_customer_at: null });
  });

  it('staff cannot cancel an invoiced order while its invoice is live; once a credit note cancels the invoice, they can (issue 46)', async () => {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const invoice = (await admin.client.rpc('issue_invoice', { order_id: orderId })).data as { id: string; number: string };
    for (const client of [admin.client, t.serviceClient()]) {
      const refused = await client.from('orders').update({ status: 'cancelled' }).eq('id', orderId);
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toBe(`Cette commande est facturée (facture ${invoice.number}) : annulez d'abord la facture par un avoir, puis la commande.`);
    }
    expect(await stored(orderId)).toMatchObject({ status: 'confirmed' });

    expect((await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Commande annulée' })).error).toBeNull();
    expect((await admin.client.from('orders').update({ status: 'cancelled' }).eq('id', orderId)).error).toBeNull();
    expect(await stored(orderId)).toMatchObject({ status: 'cancelled' });
    const { data: cancelledInvoice } = await admin.client.from('invoices').select('status, balance_due').eq('id', invoice.id).single();
    expect(cancelledInvoice).toEqual({ status: 'cancelled', balance_due: 0 });
  });

  it('cancel_order_with_credit_note cancels a paid, invoiced order with its credit note at once; the payment is then owed back', async () => {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const invoice = (await admin.client.rpc('issue_invoice', { order_id: orderId })).data as { id: string; number: string; total_ttc: number };
    // A payment is taken once the SECeF certified the invoice (issue 47).
    await t.server.mail.flush();
    expect((await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: invoice.total_ttc, method: 'cash' })).error).toBeNull();

    const withoutReason = await admin.client.rpc('cancel_order_with_credit_note', { order_id: orderId });
    expect(withoutReason.error?.message).toBe('Le motif de l\'avoir est requis pour annuler une commande facturée.');
    expect((await customer.client.rpc('cancel_order_with_credit_note', { order_id: orderId, reason: 'moi' })).error?.code).toBe('42501');
    expect(await stored(orderId)).toMatchObject({ status: 'confirmed' });

    const { data, error } = await admin.client.rpc('cancel_order_with_credit_note', { order_id: orderId, reason: 'Client parti' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ order: { id: orderId, status: 'cancelled' }, credit_note: { number: expect.stringMatching(/^AV-/), total_ttc: invoice.total_ttc } });
    const { data: after } = await admin.client.from('invoices').select('status, balance_due, refund_due').eq('id', invoice.id).single();
    expect(after).toEqual({ status: 'cancelled', balance_due: 0, refund_due: invoice.total_ttc });

    // An order never invoiced is simply cancelled.
    const plain = await confirmedOrder(customer.client, admin.client, wifi.id);
    const cancelled = await admin.client.rpc('cancel_order_with_credit_note', { order_id: plain });
    expect(cancelled.data).toMatchObject({ order: { status: 'cancelled' }, credit_note: null });
  });

  it('refuses to cancel an order twice', async () => {
    const order = await placeOrder(customer);
    expect((await customer.client.rpc('cancel_my_order', { order_id: order.id })).error).toBeNull();
    const again = await customer.client.rpc('cancel_my_order', { order_id: order.id });
    expect(again.error?.message).toContain('elle est « Annulée »');
  });

  it('refuses to cancel someone else’s order as if it did not exist, and visitors altogether', async () => {
    const order = await placeOrder(otherCustomer);
    const { error, status } = await customer.client.rpc('cancel_my_order', { order_id: order.id });
    expect(status).toBe(403);
    expect(error?.message).toBe('Commande introuvable.');
    const visitor = await t.client().rpc('cancel_my_order', { order_id: order.id });
    expect(visitor.error).not.toBeNull();
    expect(await stored(order.id)).toMatchObject({ status: 'pending', cancelled_by_customer_at: null });
  });

  it('keeps direct writes closed: a customer updates no order, nobody forges a customer cancellation', async () => {
    const order = await placeOrder(customer);
    await customer.client.from('orders').update({ status: 'cancelled' }).eq('id', order.id);
    expect(await stored(order.id)).toMatchObject({ status: 'pending' });
    const forged = await admin.client.from('orders').update({ status: 'cancelled', cancelled_by_customer_at: new Date().toISOString() }).eq('id', order.id);
    expect(forged.error?.message).toBe('Seul le client peut annuler sa commande depuis son espace.');
    expect(await stored(order.id)).toMatchObject({ status: 'pending', cancelled_by_customer_at: null });
  });
});
