import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationToken } from '../../server/payments/notificationToken';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { mailsTo } from '../helpers/sentMails';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { confirmedOrder } from '../fixtures/documents';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

interface Invoice {
  id: string;
  number: string;
  total_ttc: number;
  amount_paid: number;
  balance_due: number;
  status: string;
}

/** The test provider's secret, as the server derives it from its JWT secret (paymentsSetup.ts). */
const testSecret = createHmac('sha256', 'test-secret-that-is-long-enough-for-hs256-signing').update('test payment provider').digest('hex');

/** Issue 48: a payment through the provider is recorded once, only when the provider's status call confirms it. */
describe('online payments through the test provider', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  const controls = () => {
    const state = t.server.ctx.payments?.testProvider;
    if (!state) throw new Error('pas de fournisseur de test');
    return state;
  };

  async function issuedInvoice(): Promise<Invoice> {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 1);
    const { data, error } = await admin.client.rpc('issue_invoice', { order_id: orderId });
    if (error) throw new Error(error.message);
    // An invoice is due, and shown to its customer, once the SECeF certified it (the test certifier, decision 062).
    await t.server.mail.flush();
    return data as Invoice;
  }

  async function storedInvoice(id: string): Promise<Invoice> {
    const { data } = await customer.client.from('invoices').select('*').eq('id', id).single();
    return data as Invoice;
  }

  async function accessToken(user: SignedInUser): Promise<string> {
    const { data } = await user.client.auth.getSession();
    return data.session?.access_token ?? '';
  }

  async function checkout(invoiceId: string, user = customer): Promise<Response> {
    return fetch(`${t.url}/payments/v1/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken(user)}` },
      body: JSON.stringify({ invoice_id: invoiceId }),
    });
  }

  /** Starts paying and answers the test payment page; returns where the browser is sent back to. */
  async function payOnTestPage(invoiceId: string, action: 'pay' | 'refuse' = 'pay'): Promise<{ transactionId: string; back: string }> {
    const started = await checkout(invoiceId);
    expect(started.status).toBe(201);
    const { payment_url: paymentUrl, transaction_id: transactionId } = (await started.json()) as { payment_url: string; transaction_id: string };
    const page = await fetch(paymentUrl);
    expect(await page.text()).toContain('Paiement de test');
    const answered = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action, method: 'OMBF' }).toString(),
      redirect: 'manual',
    });
    expect(answered.status).toBe(303);
    return { transactionId, back: answered.headers.get('location') ?? '' };
  }

  function notification(transactionId: string, amount: number): Record<string, string> {
    return {
      cpm_site_id: '100000', cpm_trans_id: transactionId, cpm_trans_date: '2026-12-07 10:00:00', cpm_amount: String(amount),
      cpm_currency: 'XOF', signature: 'abc', payment_method: 'OMBF', cel_phone_num: '70000000', cpm_phone_prefixe: '226',
      cpm_language: 'fr', cpm_version: 'V4', cpm_payment_config: 'SINGLE', cpm_page_action: 'PAYMENT', cpm_custom: '',
      cpm_designation: 'Facture', cpm_error_message: 'SUCCES',
    };
  }

  function notify(fields: Record<string, string>, token = notificationToken(testSecret, fields)): Promise<Response> {
    return fetch(`${t.url}/payments/v1/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async function paymentsOf(invoiceId: string) {
    const { data } = await admin.client.from('payments').select('amount, method, provider, provider_transaction_id').eq('invoice_id', invoiceId);
    return data ?? [];
  }

  async function receiptsFor(number: string) {
    return (await mailsTo(t, customer.email)).filter((mail) => mail.subject.startsWith('Reçu de paiement : ') && mail.subject.endsWith(`sur votre facture ${number}`));
  }

  it('marks the invoice paid after the notification, sends one receipt, and a replayed notification changes nothing', async () => {
    const invoice = await issuedInvoice();
    const { transactionId, back } = await payOnTestPage(invoice.id);
    expect(await storedInvoice(invoice.id)).toMatchObject({ status: 'paid', balance_due: 0, amount_paid: invoice.total_ttc });
    expect(await paymentsOf(invoice.id)).toEqual([{ amount: invoice.total_ttc, method: 'orange_money', provider: 'test', provider_transaction_id: transactionId }]);

    const returned = await fetch(`${t.url}${back.replace(/^https?:\/\/[^/]+/, '')}`, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/dashboard/invoices/${invoice.number}?paiement=paid`);

    const replayed = await notify(notification(transactionId, invoice.total_ttc));
    expect(replayed.status).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const receipts = await receiptsFor(invoice.number);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('Orange Money');
  });

  it('refuses a notification with a bad token and one for an unknown transaction, keeping the unknown one for staff', async () => {
    const invoice = await issuedInvoice();
    controls().loseNotifications = true;
    const started = await checkout(invoice.id);
    const { transaction_id: transactionId } = (await started.json()) as { transaction_id: string };
    const forged = await notify(notification(transactionId, invoice.total_ttc), 'f'.repeat(64));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 'payment_notification_refused', message: 'Notification refusée : jeton invalide.' });
    const noToken = await fetch(`${t.url}/payments/v1/notify`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(notification(transactionId, 1)).toString(),
    });
    expect(noToken.status).toBe(401);

    const unknown = await notify(notification('OISINCONNUE123', 5_000));
    expect(unknown.status).toBe(200);
    expect(await paymentsOf(invoice.id)).toEqual([]);
    const kept = await admin.client.from('payment_attempts').select('status, invoice_id, problem').eq('transaction_id', 'OISINCONNUE123').single();
    expect(kept.data).toMatchObject({ status: 'unknown', invoice_id: null });
    expect(kept.data?.problem).toMatch(/Transaction inconnue/);
    // The customer never sees another customer's (or nobody's) attempt.
    const seen = await customer.client.from('payment_attempts').select('id').eq('transaction_id', 'OISINCONNUE123');
    expect(seen.data).toEqual([]);
    controls().loseNotifications = false;
  });

  it('refuses a payment of another amount than the one asked, and shows it to staff', async () => {
    const invoice = await issuedInvoice();
    controls().reportedAmount = invoice.total_ttc - 1_000;
    try {
      const { transactionId } = await payOnTestPage(invoice.id);
      expect(await paymentsOf(invoice.id)).toEqual([]);
      expect(await storedInvoice(invoice.id)).toMatchObject({ status: 'unpaid', balance_due: invoice.total_ttc });
      const attempt = await admin.client.from('payment_attempts').select('status, problem').eq('transaction_id', transactionId).single();
      expect(attempt.data?.status).toBe('mismatch');
      expect(attempt.data?.problem).toMatch(/Montant ou devise différents/);
    } finally {
      controls().reportedAmount = undefined;
    }
  });

  it('a refused payment records nothing', async () => {
    const invoice = await issuedInvoice();
    const { back } = await payOnTestPage(invoice.id, 'refuse');
    const returned = await fetch(`${t.url}${back.replace(/^https?:\/\/[^/]+/, '')}`, { redirect: 'manual' });
    expect(returned.headers.get('location')).toBe(`/dashboard/invoices/${invoice.number}?paiement=refused`);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('recovers a lost notification when the customer comes back', async () => {
    const invoice = await issuedInvoice();
    controls().loseNotifications = true;
    try {
      const { back } = await payOnTestPage(invoice.id);
      expect(await paymentsOf(invoice.id)).toEqual([]);
      const returned = await fetch(`${t.url}${back.replace(/^https?:\/\/[^/]+/, '')}`, { redirect: 'manual' });
      expect(returned.headers.get('location')).toBe(`/dashboard/invoices/${invoice.number}?paiement=paid`);
      expect(await storedInvoice(invoice.id)).toMatchObject({ status: 'paid', balance_due: 0 });
      expect(await receiptsFor(invoice.number)).toHaveLength(1);
    } finally {
      controls().loseNotifications = false;
    }
  });

  it('recovers a lost notification by the scheduled check when the customer never comes back', async () => {
    const invoice = await issuedInvoice();
    controls().loseNotifications = true;
    try {
      const { transactionId } = await payOnTestPage(invoice.id);
      await t.server.mail.flush();
      // The check leaves a payment begun less than a minute ago alone: the customer may still be paying.
      expect(await paymentsOf(invoice.id)).toEqual([]);
      await t.server.ctx.db.query(`update public.payment_attempts set created_at = now() - interval '2 minutes' where transaction_id = $1`, [transactionId]);
      await t.server.mail.flush();
      expect(await storedInvoice(invoice.id)).toMatchObject({ status: 'paid', balance_due: 0 });
      expect(await paymentsOf(invoice.id)).toHaveLength(1);
    } finally {
      controls().loseNotifications = false;
    }
  });

  it('answers malformed, oversized and unauthorised requests with a clear 4xx', async () => {
    const invoice = await issuedInvoice();
    const anonymous = await fetch(`${t.url}/payments/v1/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoice_id: invoice.id }) });
    expect(anonymous.status).toBe(401);
    const token = await accessToken(customer);
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${t.url}/payments/v1/checkout`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, body });
    for (const body of ['{', '[]', '{"invoice_id":"pas-un-uuid"}', '{"invoice_id":null}', JSON.stringify({ invoice_id: invoice.id, amount: 1 })]) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'payment_bad_request' });
    }
    const huge = await post(JSON.stringify({ invoice_id: invoice.id, pad: 'x'.repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect((await post(JSON.stringify({ invoice_id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);

    const other = await signUpUser(t, 'Issa Sawadogo');
    expect((await checkout(invoice.id, other)).status).toBe(404);

    const badNotify = (body: string, contentType = 'application/x-www-form-urlencoded') =>
      fetch(`${t.url}/payments/v1/notify`, { method: 'POST', headers: { 'content-type': contentType, 'x-token': 'x' }, body });
    expect((await badNotify('')).status).toBe(400);
    expect((await badNotify('cpm_trans_id=%27%3B+drop')).status).toBe(400);
    expect((await badNotify(`cpm_trans_id=A&pad=${'x'.repeat(20_000)}`)).status).toBe(413);
    expect((await badNotify('{"cpm_trans_id":"A"}', 'application/json')).status).toBe(401);
    expect((await fetch(`${t.url}/payments/v1/return?transaction_id=`)).status).toBe(400);
    expect((await fetch(`${t.url}/payments/v1/return?transaction_id=OISJAMAIS`)).status).toBe(404);
  });

  it('refuses to start paying an invoice with nothing left to pay', async () => {
    const invoice = await issuedInvoice();
    const recorded = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: invoice.total_ttc, method: 'cash' });
    expect(recorded.error).toBeNull();
    const answer = await checkout(invoice.id);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'payment_not_payable', message: `La facture ${invoice.number} n'a rien à payer.` });
  });
});
