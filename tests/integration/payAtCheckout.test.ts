import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { clearSellerDetails, fillSellerDetails } from '../fixtures/sellerDetails';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { mailsTo } from '../helpers/sentMails';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface OrderPayment {
  invoice_number: string;
  certification_status: string;
  status: string;
  total: number;
  balance_due: number;
}

/** Issue 48 point 1, decision 071: an order paid at checkout, its invoice issued with it, paid from the order's link. */
describe('paying an order at checkout', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  const delivery = (extra: Record<string, unknown> = {}) => ({
    name: 'Direction des Marchés Publics', phone: uniquePhone(), address: 'Avenue de l’Indépendance, Ouagadougou',
    payment_method: 'online', ...extra,
  });

  async function placeOnline(client: SupabaseClient, extra: Record<string, unknown> = {}) {
    const { data, error } = await client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 2 }], delivery: delivery(extra) });
    if (error) throw new Error(error.message);
    return data as { number: number; total: number; pay_token: string; guest?: boolean };
  }

  const orderByToken = async (token: string) => {
    const { data, error } = await t.client().rpc('order_by_token', { token });
    if (error) throw new Error(error.message);
    return data as { number: number; guest: boolean; payment_method: string; online_payment: OrderPayment | null };
  };

  const checkout = (body: unknown) =>
    fetch(`${t.url}/payments/v1/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** Answers the test payment page as the payer does; returns where the browser is sent back to, on this server. */
  async function payOnTestPage(paymentUrl: string): Promise<string> {
    const answered = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', method: 'OMBF' }).toString(),
      redirect: 'manual',
    });
    expect(answered.status).toBe(303);
    const back = await fetch(`${t.url}${(answered.headers.get('location') ?? '').replace(/^https?:\/\/[^/]+/, '')}`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    return back.headers.get('location') ?? '';
  }

  it('is offered only while an invoice can be issued, as the public settings say', async () => {
    const settings = async () => (await t.client().from('public_site_settings').select('online_payment').eq('id', 1).single()).data;
    expect(await settings()).toEqual({ online_payment: true });
    await clearSellerDetails(t.server.ctx.db);
    try {
      expect(await settings()).toEqual({ online_payment: false });
      const { error } = await t.client().rpc('place_order', {
        items: [{ product_id: wifi.id, quantity: 1 }], delivery: delivery({ email: 'achats@budget.gov.bf' }),
      });
      expect(error).toMatchObject({
        code: 'P0001', hint: 'field:payment_method',
        message: 'Le paiement en ligne n\'est pas proposé pour le moment : choisissez un autre mode de paiement.',
      });
    } finally {
      await fillSellerDetails(t.server.ctx.db);
    }
    expect(await settings()).toEqual({ online_payment: true });
  });

  it('a guest pays from the order page once the invoice is certified, and gets the invoice, the receipt and an SMS receipt', async () => {
    const email = `achats-${Date.now()}@budget.gov.bf`;
    const phone = uniquePhone();
    const placed = await placeOnline(t.client(), { email, phone, notice_channel: 'sms', company: 'Direction Générale du Budget' });
    expect(placed.pay_token).toMatch(/^[A-Za-z0-9_-]{40,100}$/);
    expect(placed.guest).toBe(true);

    // Issued with the order, not payable before the certification service answers: the server says « wait ».
    const before = await orderByToken(placed.pay_token);
    expect(before).toMatchObject({ number: placed.number, guest: true, payment_method: 'online' });
    expect(before.online_payment).toMatchObject({ certification_status: 'pending', status: 'unpaid', total: placed.total, balance_due: placed.total });
    const early = await checkout({ order_token: placed.pay_token });
    expect(early.status).toBe(202);
    expect(await early.json()).toMatchObject({ status: 'preparing', message: expect.stringMatching(/certification/) });

    await t.server.mail.flush();
    const certified = (await orderByToken(placed.pay_token)).online_payment;
    expect(certified).toMatchObject({ certification_status: 'certified', status: 'unpaid', balance_due: placed.total });

    const started = await checkout({ order_token: placed.pay_token });
    expect(started.status).toBe(201);
    const { payment_url: paymentUrl, amount } = (await started.json()) as { payment_url: string; amount: number };
    expect(amount).toBe(placed.total);
    expect(await payOnTestPage(paymentUrl)).toBe(`/order/view/${placed.pay_token}?paiement=paid`);
    expect((await orderByToken(placed.pay_token)).online_payment).toMatchObject({ status: 'paid', balance_due: 0 });

    // Nothing left to pay: a second « Payer » starts nothing.
    const again = await checkout({ order_token: placed.pay_token });
    expect(again.status).toBe(409);

    const mails = await mailsTo(t, email);
    const invoiceNumber = certified?.invoice_number ?? '';
    expect(mails.filter((mail) => mail.subject.startsWith('Reçu de paiement') && mail.subject.includes(invoiceNumber))).toHaveLength(1);
    expect(mails.some((mail) => mail.subject.includes(invoiceNumber) && mail.subject.startsWith('Votre facture'))).toBe(true);
    const texts = await smsTo(t, phone);
    // The invoice's text, sent once it was certified, carries its link, which opens it without an account.
    const invoiceTexts = texts.filter((sms) => sms.kind === 'sms_invoice_issued');
    expect(invoiceTexts).toHaveLength(1);
    expect(invoiceTexts[0].text).toContain(`facture ${invoiceNumber} de `);
    const link = /\/invoice\/view\/([A-Za-z0-9_-]+)/.exec(invoiceTexts[0].text);
    expect(link).not.toBeNull();
    const opened = await t.client().rpc('invoice_by_token', { token: link![1] });
    expect(opened.error).toBeNull();
    expect(opened.data).toMatchObject({ number: invoiceNumber, status: 'paid' });
    const receipts = texts.filter((sms) => sms.kind === 'sms_payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toMatch(new RegExp(`paiement de .*FCFA reçu pour la facture ${invoiceNumber} \\(commande n° ${placed.number}\\)`));
    expect(receipts[0].text).toMatch(/Reste à payer : 0\sFCFA/);

    // The office sees the order as one paid online, its invoice paid by the test provider.
    const order = await admin.client.from('orders').select('id, payment_method, status').eq('number', placed.number).single();
    expect(order.data).toMatchObject({ payment_method: 'online', status: 'pending' });
    const payments = await admin.client.from('payments').select('provider, amount, invoices!inner(order_id)').eq('invoices.order_id', order.data?.id ?? '');
    expect(payments.data).toEqual([expect.objectContaining({ provider: 'test', amount: placed.total })]);
  });

  it('a payment staff record on an order that asked for texts sends the SMS receipt too; an order without the opt-in gets none', async () => {
    const customer = await signUpUser(t, 'Awa Ouédraogo');
    const phone = uniquePhone();
    const placed = await placeOnline(customer.client, { phone, notice_channel: 'whatsapp' });
    expect(placed.pay_token).toMatch(/^[A-Za-z0-9_-]{40,100}$/);
    expect(await orderByToken(placed.pay_token)).toMatchObject({ guest: false });
    await t.server.mail.flush();
    const invoice = await admin.client.from('invoices').select('id, total_ttc, orders!inner(number)').eq('orders.number', placed.number).single();
    const half = Math.floor((invoice.data?.total_ttc ?? 0) / 2);
    expect((await admin.client.from('payments').insert({ invoice_id: invoice.data?.id, amount: half, method: 'cash' })).error).toBeNull();
    const texts = (await smsTo(t, phone)).filter((sms) => sms.kind === 'sms_payment_receipt');
    expect(texts).toHaveLength(1);
    expect(texts[0].channel).toBe('whatsapp');

    const quiet = uniquePhone();
    const silent = await placeOnline(customer.client, { phone: quiet });
    await t.server.mail.flush();
    const other = await admin.client.from('invoices').select('id, total_ttc, orders!inner(number)').eq('orders.number', silent.number).single();
    expect((await admin.client.from('payments').insert({ invoice_id: other.data?.id, amount: 1000, method: 'cash' })).error).toBeNull();
    expect(await smsTo(t, quiet)).toEqual([]);
  });

  it('refuses an unknown or malformed order link with a clear 4xx, and an order that is not paid online has nothing to pay by its link', async () => {
    const unknown = await checkout({ order_token: 'a'.repeat(64) });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toMatchObject({ code: 'payment_link_refused' });
    for (const body of [{ order_token: 'court' }, { order_token: 'a'.repeat(64), invoice_id: '00000000-0000-4000-8000-000000000000' }, { order_token: 12 }]) {
      const answer = await checkout(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'payment_bad_request' });
    }
    const { error } = await t.client().rpc('order_by_token', { token: 'b'.repeat(64) });
    expect(error?.code).toBe('28000');
  });
});
